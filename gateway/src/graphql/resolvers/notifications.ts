/** GraphQL of the notifications over domain/notifications (the same resource and rules as REST). */
import { signedInTo } from "../directives.js";
import { listFields } from "../projection.js";
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationPrefsOf,
  saveNotificationPrefs,
  unreadNotificationCount,
  type NotificationPref,
  userNotificationResource,
} from "../../domain/notifications/notifications.js";
import {
  createWebhook,
  pingWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  userWebhookDeliveryResource,
  userWebhookResource,
} from "../../domain/notifications/webhooks.js";
import { fromGraphQuery } from "../../domain/query.js";
import { resourceMutations } from "../resourceMutations.js";
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  WebhookInput,
} from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

function prefOut(pref: NotificationPref) {
  return { kind: pref.Kind, inApp: pref.InApp, email: pref.Email };
}

export const notificationQueries: Pick<
  Required<QueryResolvers>,
  "myNotifications" | "unreadNotificationCount" | "notificationPrefs" | "myWebhooks" | "myWebhookDeliveries"
> = {
  myWebhooks: (_p, { query }, ctx, info) =>
    userWebhookResource.page(ctx, fromGraphQuery(query), listFields(info)),
  myWebhookDeliveries: (_p, { query }, ctx, info) =>
    userWebhookDeliveryResource.page(ctx, fromGraphQuery(query), listFields(info)),
  notificationPrefs: async (_p, _a, ctx, info) =>
    (await notificationPrefsOf(ctx, signedInTo(info, "user"))).map(prefOut),
  myNotifications: (_p, { query }, ctx, info) =>
    userNotificationResource.page(ctx, fromGraphQuery(query), listFields(info)),
  unreadNotificationCount: (_p, _a, ctx, info) => unreadNotificationCount(ctx, signedInTo(info, "user")),
};

export const notificationMutations: Pick<
  Required<MutationResolvers>,
  | "markNotificationsRead"
  | "markAllNotificationsRead"
  | "saveNotificationPrefs"
  | "createWebhook"
  | "updateWebhook"
  | "deleteWebhook"
  | "rotateWebhookSecret"
  | "pingWebhook"
  | "redeliverWebhook"
> = {
  createWebhook: async (_p, { input }, ctx, info) => {
    const { row, secret } = await createWebhook(ctx, signedInTo(info, "user"), webhookBody(input));
    return { webhook: row, secret };
  },
  updateWebhook: (_p, { id, input }, ctx) => userWebhookResource.update(ctx, toId(id), webhookBody(input)),
  ...resourceMutations(userWebhookResource, { delete: "deleteWebhook" }),
  rotateWebhookSecret: async (_p, { id }, ctx, info) => {
    const { row, secret } = await rotateWebhookSecret(ctx, signedInTo(info, "user"), toId(id));
    return { webhook: row, secret };
  },
  pingWebhook: (_p, { id }, ctx, info) => pingWebhook(ctx, signedInTo(info, "user"), toId(id)),
  redeliverWebhook: (_p, { id }, ctx, info) => redeliverWebhook(ctx, signedInTo(info, "user"), toId(id)),
  saveNotificationPrefs: async (_p, { prefs }, ctx, info) =>
    (
      await saveNotificationPrefs(ctx, signedInTo(info, "user"), {
        Prefs: prefs.map((p) => ({ Kind: p.kind, InApp: p.inApp, Email: p.email })),
      })
    ).map(prefOut),
  markNotificationsRead: (_p, { ids }, ctx, info) =>
    markNotificationsRead(ctx, signedInTo(info, "user"), { Ids: ids.map((id) => toId(id, "ids")) }),
  markAllNotificationsRead: (_p, _a, ctx, info) => markAllNotificationsRead(ctx, signedInTo(info, "user")),
};

/** The REST body of a webhook from its GraphQL input (state left out: kept, or on when made). */
function webhookBody(input: WebhookInput): Record<string, unknown> {
  return {
    Name: input.name,
    Url: input.url,
    Kinds: input.kinds,
    ...(input.enabled === null || input.enabled === undefined ? {} : { Enabled: input.enabled }),
  };
}

export const notificationTypeResolvers: Pick<Resolvers, "Notification" | "Webhook" | "WebhookDelivery"> = {
  Webhook: { id: (row) => String(row.id) },
  WebhookDelivery: {
    id: (row) => String(row.id),
    webhookId: (row) => String(row.webhookId),
  },
  Notification: {
    id: (row) => String(row.id),
    targetId: (row) => String(row.targetId),
  },
};
