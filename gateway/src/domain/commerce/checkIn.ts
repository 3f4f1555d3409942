/**
 * Daily check-in (spec §1, §8): a normal user checks in once a day (days counted in the configured
 * time zone) for the daily tokens, plus the cycle bonus on the last day of each run of consecutive
 * days. The amounts are the back office's and are not shown to users. The day's unique key decides
 * a race: a second check-in the same day, from another tab at the same moment, answers "already".
 */
import { dayBefore, dayIn } from "@crucible/schema";
import { and, eq } from "drizzle-orm";
import { tokenLedger } from "../../db/ledger.js";
import { checkIns, type CheckInRow } from "../../db/commerce.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import type { Ctx } from "../context.js";
import type { UserActor } from "../access/guards.js";

export interface CheckInAnswer {
  /** False when the user had already checked in today. */
  checkedIn: boolean;
  day: string;
  /** Consecutive days up to today. */
  streak: number;
  cycleDays: number;
}

async function dayRow(ctx: Ctx, userId: number, day: string): Promise<CheckInRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.day, day)));
  return row;
}

/** Checks the signed-in user in for today, once; the tokens go through the ledger. */
export async function checkIn(ctx: Ctx, actor: UserActor, now = ctx.clock.now()): Promise<CheckInAnswer> {
  const config = (await readKeyDoc(ctx.db, commerceConfigDoc)).CheckIn;
  const day = dayIn(config.TimeZone, now);
  const yesterday = await dayRow(ctx, actor.id, dayBefore(day));
  const streak = (yesterday?.streak ?? 0) + 1;
  const tokens = config.DailyTokens + (streak % config.CycleDays === 0 ? config.CycleBonusTokens : 0);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(checkIns)
      .values({ userId: actor.id, day, streak, tokens })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    if (tokens > 0) {
      await tx.insert(tokenLedger).values({
        userId: actor.id,
        amount: tokens,
        kind: "checkin",
        checkInId: inserted.id,
        note: `check-in ${day}`,
      });
    }
    return inserted;
  });
  if (row) return { checkedIn: true, day, streak: row.streak, cycleDays: config.CycleDays };
  const today = await dayRow(ctx, actor.id, day);
  return { checkedIn: false, day, streak: today?.streak ?? streak, cycleDays: config.CycleDays };
}

/** Whether the signed-in user has checked in today, and their run of consecutive days. */
export async function checkInState(
  ctx: Ctx,
  actor: UserActor,
  now = ctx.clock.now(),
): Promise<CheckInAnswer> {
  const config = (await readKeyDoc(ctx.db, commerceConfigDoc)).CheckIn;
  const day = dayIn(config.TimeZone, now);
  const today = await dayRow(ctx, actor.id, day);
  if (today) return { checkedIn: true, day, streak: today.streak, cycleDays: config.CycleDays };
  const yesterday = await dayRow(ctx, actor.id, dayBefore(day));
  return { checkedIn: false, day, streak: yesterday?.streak ?? 0, cycleDays: config.CycleDays };
}
