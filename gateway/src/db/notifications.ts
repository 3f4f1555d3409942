/**
 * In-app notifications (issue 28 item 5): written by the domain where an event happens (a job's end,
 * a feedback reply, an order paid, a payment refunded), read and marked read by their user.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, ref, ts } from "./columns.js";
import { users } from "./users.js";

export const notificationKinds = [
  "jobDone",
  "jobFailed",
  "feedbackReply",
  "orderPaid",
  "paymentRefunded",
  "projectInvitation",
  "approvalWaiting",
  "approvalRejected",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export type EmailState = "none" | "pending" | "sent" | "failed";

/** What an entry links to: the web client opens its page. */
export const notificationTargets = ["job", "feedback", "order", "project"] as const;
export type NotificationTarget = (typeof notificationTargets)[number];

/** A text in both languages of the web client (rendered when the notification is written). */
export interface LocalText {
  en: string;
  zh: string;
}

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    title: jsonb("title").$type<LocalText>().notNull(),
    body: jsonb("body").$type<LocalText>().notNull(),
    target: text("target").$type<NotificationTarget>().notNull(),
    targetId: ref("target_id").notNull(),
    /**
     * What happened, once: a second write of the same event (a retried job end, two gateways ending
     * the same job) finds the key taken and writes nothing.
     */
    eventKey: text("event_key").notNull(),
    /** Shown in the notification centre (the user's preference for the kind when it was written). */
    inApp: boolean("in_app").notNull().default(true),
    /** E-mail delivery: "none" (not asked), "pending" (to send, at emailNextAt), "sent", "failed" (gave up). */
    emailState: text("email_state").$type<EmailState>().notNull().default("none"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailNextAt: ts("email_next_at"),
    emailError: text("email_error"),
    createdAt: created(),
    readAt: ts("read_at"),
  },
  (t) => [
    uniqueIndex("notifications_event_key").on(t.userId, t.eventKey),
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    index("notifications_email_idx")
      .on(t.emailNextAt)
      .where(sql`${t.emailState} = 'pending'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** Per user and kind, which channels carry a notification; no row: in-app only. */
export const notificationPrefs = pgTable(
  "notification_prefs",
  {
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    inApp: boolean("in_app").notNull().default(true),
    email: boolean("email").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export type NotificationPrefRow = typeof notificationPrefs.$inferSelect;
