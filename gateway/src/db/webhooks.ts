/**
 * Webhooks (issue 28 item 5): a user's HTTPS endpoints that receive their notifications as signed JSON
 * POSTs, and the log of every delivery (tried again with back-off until the endpoint answers 2xx).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, ref, ts, updated } from "./columns.js";
import type { NotificationKind } from "./notifications.js";
import { projects } from "./projects.js";
import { users } from "./users.js";

export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * A project's webhook (issue 28 items 2 and 5): it receives the events of every member's jobs in
     * the project and is managed by the project's owners; `user_id` is then who registered it. Null:
     * the user's own webhook.
     */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** The HMAC-SHA256 key of the signature header; answered once, when made or rotated. */
    secret: text("secret").notNull(),
    /** The notification kinds it receives (empty: none but pings). */
    kinds: jsonb("kinds").$type<NotificationKind[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("webhooks_user_idx").on(t.userId), index("webhooks_project_idx").on(t.projectId)],
);

export type WebhookRow = typeof webhooks.$inferSelect;

export type DeliveryState = "pending" | "sent" | "failed";

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: ref("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The webhook's owner, so that the log is read by the owner rule of every user resource. */
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The webhook's project (a project webhook's log is read by the project's owners, not by user_id). */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** A notification kind, or "ping" for a test delivery. */
    event: text("event").notNull(),
    /** Names what was delivered once per webhook: a notification's event key, or a ping's. */
    eventKey: text("event_key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    state: text("state").$type<DeliveryState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAt: ts("next_at"),
    /** The endpoint's last answer: its status (null: no answer) and why it failed. */
    responseStatus: integer("response_status"),
    error: text("error"),
    durationMs: integer("duration_ms"),
    createdAt: created(),
    deliveredAt: ts("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event").on(t.webhookId, t.eventKey),
    index("webhook_deliveries_log_idx").on(t.webhookId, t.createdAt),
    index("webhook_deliveries_due_idx")
      .on(t.nextAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
