/** Feedback rules shared by the web form and the gateway (spec §3, §4). */
import { z } from "zod";
import { visible } from "./rules.js";

export const feedbackTitleMax = 100;
export const feedbackContentMax = 5000;
/** A user sends at most this many feedback messages in 24 hours (DBRateLimit beyond). */
export const feedbackDailyLimit = 20;

export const feedbackStates = ["unanswered", "replied"] as const;
export type FeedbackStateName = (typeof feedbackStates)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** What a user sends. */
export const feedbackInput = z.object({
  Title: visible(text(feedbackTitleMax)),
  Content: text(feedbackContentMax),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

/** An administrator's reply (saving it again edits it). */
export const feedbackReplyInput = z.object({ Reply: text(feedbackContentMax) });
