/** The notification calls beyond the read verbs of user_notification: the unread count, mark read. */
import { z } from "zod";
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationPrefsOf,
  presentNotification,
  saveNotificationPrefs,
  unreadNotificationCount,
} from "../domain/notifications/notifications.js";
import {
  createWebhook,
  pingWebhook,
  presentDelivery,
  presentWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
} from "../domain/notifications/webhooks.js";
import { defineCall } from "./calls.js";

const idBody = z.object({ Id: z.number().int().positive() });

export const notificationCalls = [
  defineCall({
    path: "/api/user_notification/unread_count",
    guard: { side: "user" },
    reads: true,
    run: async ({ ctx, actor }) => ({ Count: await unreadNotificationCount(ctx, actor) }),
  }),
  defineCall({
    path: "/api/user_notification/mark_read",
    guard: { side: "user" },
    body: z.object({ Ids: z.unknown() }),
    run: ({ ctx, actor, body }) => markNotificationsRead(ctx, actor, body),
    present: (rows) => rows.map(presentNotification),
  }),
  defineCall({
    path: "/api/user_notification/mark_all_read",
    guard: { side: "user" },
    run: async ({ ctx, actor }) => ({ Count: await markAllNotificationsRead(ctx, actor) }),
  }),
  defineCall({
    path: "/api/user_notification/prefs",
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => notificationPrefsOf(ctx, actor),
  }),
  defineCall({
    path: "/api/user_notification/save_prefs",
    guard: { side: "user" },
    body: z.object({ Prefs: z.unknown() }),
    run: ({ ctx, actor, body }) => saveNotificationPrefs(ctx, actor, body),
  }),
  defineCall({
    path: "/api/user_webhook/create",
    guard: { side: "user" },
    body: z.object({ Name: z.unknown(), Url: z.unknown(), Kinds: z.unknown() }).passthrough(),
    run: ({ ctx, actor, body }) => createWebhook(ctx, actor, body),
    present: ({ row, secret }) => ({ ...presentWebhook(row), Secret: secret }),
  }),
  defineCall({
    path: "/api/user_webhook/rotate_secret",
    guard: { side: "user" },
    body: idBody,
    run: ({ ctx, actor, body }) => rotateWebhookSecret(ctx, actor, body.Id),
    present: ({ row, secret }) => ({ ...presentWebhook(row), Secret: secret }),
  }),
  defineCall({
    path: "/api/user_webhook/ping",
    guard: { side: "user" },
    body: idBody,
    run: ({ ctx, actor, body }) => pingWebhook(ctx, actor, body.Id),
    present: presentDelivery,
  }),
  defineCall({
    path: "/api/user_webhook_delivery/redeliver",
    guard: { side: "user" },
    body: idBody,
    run: ({ ctx, actor, body }) => redeliverWebhook(ctx, actor, body.Id),
    present: presentDelivery,
  }),
];
