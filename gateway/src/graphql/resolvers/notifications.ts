/** GraphQL of the notifications over domain/notifications (the same resource and rules as REST). */
import { listFields } from "../projection.js";
import {
  markAllNotificationsRead,
  markNotificationsRead,
  unreadNotificationCount,
  userNotificationResource,
} from "../../domain/notifications/notifications.js";
import { fromGraphQuery } from "../../domain/query.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

export const notificationQueries: Pick<
  Required<QueryResolvers>,
  "myNotifications" | "unreadNotificationCount"
> = {
  myNotifications: (_p, { query }, ctx, info) =>
    userNotificationResource.page(ctx, fromGraphQuery(query), listFields(info)),
  unreadNotificationCount: (_p, _a, ctx) => unreadNotificationCount(ctx),
};

export const notificationMutations: Pick<
  Required<MutationResolvers>,
  "markNotificationsRead" | "markAllNotificationsRead"
> = {
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
