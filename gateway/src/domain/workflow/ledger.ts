/** Tokens through an append-only ledger: grants, one charge and at most one refund per task. */
import { and, eq, sum } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { tokenLedger } from "../../db/schema.js";
import { requireUser } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { settleExpiredPacks } from "../commerce/packs.js";

/** Tokens a new normal user starts with (resource packs, cards and check-ins add to them). */
export const signUpTokenGrant = 1000;

/** The user's balance: the sum of their ledger, once the packs that expired have lapsed. */
export async function tokenBalance(db: Database, userId: number): Promise<number> {
  await settleExpiredPacks(db, userId);
  const [row] = await db
    .select({ total: sum(tokenLedger.amount) })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId));
  return Number(row?.total ?? 0);
}

export async function grantTokens(db: Database, userId: number, amount: number, note: string): Promise<void> {
  await db.insert(tokenLedger).values({ userId, amount, kind: "grant", note });
}

/** Charges a run of a task once: a second charge for the same run (a crash, a retry) changes nothing. */
export async function chargeTask(
  db: Database,
  input: { userId: number; taskId: number; run: number; tokens: number; note: string },
): Promise<boolean> {
  const rows = await db
    .insert(tokenLedger)
    .values({
      userId: input.userId,
      amount: -input.tokens,
      kind: "charge",
      taskId: input.taskId,
      taskRun: input.run,
      note: input.note,
    })
    .onConflictDoNothing()
    .returning({ id: tokenLedger.id });
  return rows.length > 0;
}

/** Refunds what a run of a task was charged (return_used_calc_metric), at most once. */
export async function refundTask(db: Database, taskId: number, run: number, note: string): Promise<number> {
  const [charge] = await db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.taskRun, run), eq(tokenLedger.kind, "charge")));
  if (!charge) return 0;
  const rows = await db
    .insert(tokenLedger)
    .values({ userId: charge.userId, amount: -charge.amount, kind: "refund", taskId, taskRun: run, note })
    .onConflictDoNothing()
    .returning({ amount: tokenLedger.amount });
  return Number(rows[0]?.amount ?? 0);
}

/** The signed-in normal user's token balance. */
export function myTokenBalance(ctx: Ctx): Promise<number> {
  return tokenBalance(ctx.db, requireUser(ctx).id);
}
