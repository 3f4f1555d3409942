/** The feedback calls beyond the generic verbs of user_feedback and sys/user_feedback: the reply. */
import { presentSysFeedback, replyFeedback } from "../domain/feedback/feedback.js";
import { bodyId, defineCall } from "./calls.js";
import { z } from "zod";

export const feedbackCalls = [
  defineCall({
    path: "/api/sys/user_feedback/reply",
    guard: { perm: "User.Feedback.Update" },
    body: z.object({ Id: bodyId, Reply: z.unknown() }),
    run: ({ ctx, actor, body }) => replyFeedback(ctx, actor, body.Id, { Reply: body.Reply }),
    present: presentSysFeedback,
  }),
];
