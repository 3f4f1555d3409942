/** GraphQL of the notifications over domain/notifications (the same resource and rules as REST). */
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
  notificationPrefs: async (_p, _a, ctx) => (await notificationPrefsOf(ctx)).map(prefOut),
  myNotifications: (_p, { query }, ctx, info) =>
    userNotificationResource.page(ctx, fromGraphQuery(query), listFields(info)),
  unreadNotificationCount: (_p, _a, ctx) => unreadNotificationCount(ctx),
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
  createWebhook: async (_p, { input }, ctx) => {
    const { row, secret } = await createWebhook(ctx, webhookBody(input));
    return { webhook: row, secret };
  },
  updateWebhook: (_p, { id, input }, ctx) => userWebhookResource.update(ctx, toId(id), webhookBody(input)),
  ...resourceMutations(userWebhookResource, { delete: "deleteWebhook" }),
  rotateWebhookSecret: async (_p, { id }, ctx) => {
    const { row, secret } = await rotateWebhookSecret(ctx, toId(id));
    return { webhook: row, secret };
  },
  pingWebhook: (_p, { id }, ctx) => pingWebhook(ctx, toId(id)),
  redeliverWebhook: (_p, { id }, ctx) => redeliverWebhook(ctx, toId(id)),
  saveNotificationPrefs: async (_p, { prefs }, ctx) =>
    (
      await saveNotificationPrefs(ctx, {
        Prefs: prefs.map((p) => ({ Kind: p.kind, InApp: p.inApp, Email: p.email })),
      })
    ).map(prefOut),
  markNotificationsRead: (_p, { ids }, ctx) =>
    markNotificationsRead(ctx, { Ids: ids.map((id) => toId(id, "ids")) }),
  markAllNotificationsRead: (_p, _a, ctx) => markAllNotificationsRead(ctx),
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
