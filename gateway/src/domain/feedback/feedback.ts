/**
 * Feedback (spec §1, §3, §4, §6): a signed-in user sends a title and a content and reads their own
 * list with the replies; administrators with User.Feedback.Read read everyone's (unanswered first),
 * Update replies (a reply can be edited), Delete removes. The system config's User.Feedback switch
 * turns the users' side off (UserFeedbackDisabled); the back office keeps answering what was sent.
 */
import { feedbackDailyLimit, feedbackInput, feedbackReplyInput } from "@crucible/schema";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { feedback, type FeedbackRow } from "../../db/feedback.js";
import { users } from "../../db/users.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import type { Ctx } from "../context.js";
import type { Granted, UserActor } from "../access/guards.js";
import { AppError, parseInput as parse } from "../errors.js";
import { notifyFeedbackReply } from "../notifications/events.js";
import { readVerbs, defineResource, type Resource } from "../resources/registry.js";

/** UserFeedbackDisabled when the system config turned feedback off. */
export async function requireFeedbackOn(ctx: Ctx): Promise<void> {
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (!config.User.Feedback) throw new AppError("UserFeedbackDisabled");
}

/** Whether users may send feedback now (menus hide the screen when not). */
export async function feedbackEnabled(ctx: Ctx): Promise<boolean> {
  return (await readKeyDoc(ctx.db, sysConfigDoc)).User.Feedback;
}

export function presentFeedback(row: FeedbackRow): Record<string, unknown> {
  return {
    Id: row.id,
    Title: row.title,
    Content: row.content,
    State: row.state,
    Reply: row.reply,
    RepliedAt: row.repliedAt,
    CreatedAt: row.createdAt,
  };
}

export function presentSysFeedback(row: FeedbackRow): Record<string, unknown> {
  return { ...presentFeedback(row), UserId: row.userId, RepliedBy: row.repliedBy };
}

const columns = {
  Id: { column: feedback.id, kind: "int" },
  Title: { column: feedback.title, kind: "string" },
  Content: { column: feedback.content, kind: "string" },
  State: { column: feedback.state, kind: "string" },
  CreatedAt: { column: feedback.createdAt, kind: "date" },
  RepliedAt: { column: feedback.repliedAt, kind: "date" },
} as const;

/** Unanswered first, newest first within each state. */
const unansweredFirst = () => [
  sql`case when ${feedback.state} = 'unanswered' then 0 else 1 end`,
  desc(feedback.createdAt),
  desc(feedback.id),
];

/**
 * Sends feedback: at most feedbackDailyLimit in 24 hours per user, counted and inserted under the
 * user's row lock so parallel sends cannot pass the limit.
 */
async function sendFeedback(ctx: Ctx, actor: UserActor, body: Record<string, unknown>): Promise<FeedbackRow> {
  const input = parse(feedbackInput, body);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(feedback)
      .where(
        and(
          eq(feedback.userId, actor.id),
          gt(feedback.createdAt, sql`${ctx.clock.sqlNow()} - interval '24 hours'`),
        ),
      );
    if ((recent?.n ?? 0) >= feedbackDailyLimit) {
      throw new AppError("DBRateLimit", `at most ${feedbackDailyLimit} feedback messages a day`);
    }
    const [row] = await tx
      .insert(feedback)
      .values({ userId: actor.id, title: input.Title, content: input.Content, createdAt: ctx.clock.sqlNow() })
      .returning();
    return row!;
  });
}

/** A user's own feedback: send (insert) and read; the switch is checked first. */
export const userFeedbackResource: Resource<FeedbackRow> = defineResource<FeedbackRow, "user">({
  path: "user_feedback",
  table: feedback,
  side: "user",
  owner: feedback.userId,
  precondition: requireFeedbackOn,
  columns,
  defaultOrder: () => [desc(feedback.createdAt), desc(feedback.id)],
  present: presentFeedback,
  verbs: [...readVerbs, "insert"],
  insert: (ctx, body, actor) => sendFeedback(ctx, actor, body),
});

/** Everyone's feedback in the back office: read (User.Feedback.Read) and delete (User.Feedback.Delete). */
export const sysFeedbackResource: Resource<FeedbackRow> = defineResource<FeedbackRow>({
  path: "sys/user_feedback",
  table: feedback,
  side: "sys",
  area: "User.Feedback",
  columns: { ...columns, UserId: { column: feedback.userId, kind: "int" } },
  defaultOrder: unansweredFirst,
  present: presentSysFeedback,
  verbs: [...readVerbs, "delete"],
});

/** Saves (or edits) the reply of one feedback (User.Feedback.Update); it becomes replied. */
export async function replyFeedback(
  ctx: Ctx,
  actor: Granted<"User.Feedback.Update">,
  id: number,
  body: unknown,
): Promise<FeedbackRow> {
  const row = await sysFeedbackResource.findWritable(ctx, id);
  const input = parse(feedbackReplyInput, body);
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(feedback)
    .set({ reply: input.Reply, state: "replied", repliedBy: actor.id, repliedAt: now, updatedAt: now })
    .where(eq(feedback.id, row.id))
    .returning();
  if (!updated) throw new AppError("DBDataNotExist");
  await notifyFeedbackReply(ctx, updated);
  return updated;
}
