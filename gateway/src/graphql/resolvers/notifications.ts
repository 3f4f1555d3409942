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
import { fromGraphQuery } from "../../domain/query.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

function prefOut(pref: NotificationPref) {
  return { kind: pref.Kind, inApp: pref.InApp, email: pref.Email };
}

export const notificationQueries: Pick<
  Required<QueryResolvers>,
  "myNotifications" | "unreadNotificationCount" | "notificationPrefs"
> = {
  notificationPrefs: async (_p, _a, ctx) => (await notificationPrefsOf(ctx)).map(prefOut),
  myNotifications: (_p, { query }, ctx, info) =>
    userNotificationResource.page(ctx, fromGraphQuery(query), listFields(info)),
  unreadNotificationCount: (_p, _a, ctx) => unreadNotificationCount(ctx),
};

export const notificationMutations: Pick<
  Required<MutationResolvers>,
  "markNotificationsRead" | "markAllNotificationsRead" | "saveNotificationPrefs"
> = {
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

export const notificationTypeResolvers: Pick<Resolvers, "Notification"> = {
  Notification: {
    id: (row) => String(row.id),
    targetId: (row) => String(row.targetId),
  },
};
