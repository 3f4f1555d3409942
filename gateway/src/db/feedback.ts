/** Feedback from normal users to administrators (spec §3, §4): unanswered until a reply is saved. */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { created, id, ref, ts, updated } from "./columns.js";

export type FeedbackState = "unanswered" | "replied";

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    state: text("state").$type<FeedbackState>().notNull().default("unanswered"),
    reply: text("reply"),
    /** The system user who wrote the reply. */
    repliedBy: ref("replied_by"),
    repliedAt: ts("replied_at"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index("feedback_user_idx").on(t.userId, t.createdAt),
    index("feedback_state_idx").on(t.state, t.createdAt),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
