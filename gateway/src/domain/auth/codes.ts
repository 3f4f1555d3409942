import { constants } from "@crucible/schema";
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { verificationCodes, type Side } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { safeEqual, sha256Hex, sixDigitCode } from "./crypto.js";

type Purpose = (typeof verificationCodes.$inferSelect)["purpose"];

const resendAfterMs = 60_000;
/** A day ago, by the clock. */
const lastDay = (ctx: Ctx) => sql`${ctx.clock.sqlNow()} - interval '24 hours'`;

type Limit = "tooSoon" | "dailyCap" | "locked";

/**
 * Why no new code may be issued now, if so: one a minute per purpose and target; at most
 * verificationCodesPerAccountPerDay per account and verificationCodesPerTargetPerDay per address
 * (any purpose, any side: the address's owner is not flooded); none while the account has
 * verificationCodeFailuresPerDay wrong codes in the last 24 hours. All of it is counted from the
 * code rows themselves, so every limit ends as its rows age out of the day.
 */
async function issueLimit(
  ctx: Ctx,
  input: { purpose: Purpose; side: Side; userId: number | null; target: string },
): Promise<Limit | null> {
  const [recent] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.side, input.side),
        eq(verificationCodes.target, input.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent && ctx.clock.ms() - recent.createdAt.getTime() < resendAfterMs) return "tooSoon";
  const [byTarget] = await ctx.db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        sql`lower(${verificationCodes.target}) = lower(${input.target})`,
        gt(verificationCodes.createdAt, lastDay(ctx)),
      ),
    );
  if ((byTarget?.n ?? 0) >= constants.verificationCodesPerTargetPerDay) return "dailyCap";
  if (input.userId === null) return null;
  // Every check uses up one attempt before comparing, so a consumed code holds one right guess.
  const [byAccount] = await ctx.db
    .select({
      issued: count(),
      failed: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int - count(${verificationCodes.usedAt})::int`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.side, input.side),
        eq(verificationCodes.userId, input.userId),
        gt(verificationCodes.createdAt, lastDay(ctx)),
      ),
    );
  if (Number(byAccount?.failed ?? 0) >= constants.verificationCodeFailuresPerDay) return "locked";
  if ((byAccount?.issued ?? 0) >= constants.verificationCodesPerAccountPerDay) return "dailyCap";
  return null;
}

/**
 * Creates a 6-digit code for a purpose and target, replacing older ones, within the limits of
 * issueLimit. Beyond them it throws DBRateLimit, or answers null with `quiet` (calls that must not
 * reveal whether the target has an account answer the same either way).
 */
export async function issueCode(
  ctx: Ctx,
  input: { purpose: Purpose; side: Side; userId: number | null; target: string; quiet?: boolean },
): Promise<string | null> {
  const code = sixDigitCode();
  // One issuer per address at a time: racing requests must not both pass the limits.
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${input.target.toLowerCase()}`}))`);
    if (await issueLimit({ ...ctx, db: tx }, input)) return false;
    // Older codes expire rather than count as used: used_at marks only a code that was consumed,
    // which is what records a system user's activated e-mail or phone (sysContactStatus).
    await tx
      .update(verificationCodes)
      .set({ expiresAt: ctx.clock.sqlNow() })
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.side, input.side),
          eq(verificationCodes.target, input.target),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, ctx.clock.sqlNow()),
        ),
      );
    await tx.insert(verificationCodes).values({
      purpose: input.purpose,
      side: input.side,
      userId: input.userId,
      target: input.target,
      codeHash: sha256Hex(`${input.purpose}:${input.target}:${code}`),
      createdAt: ctx.clock.sqlNow(),
      expiresAt: new Date(ctx.clock.ms() + constants.verificationCodeTtlMs),
    });
    return true;
  });
  if (issued) return code;
  if (input.quiet) return null;
  throw new AppError("DBRateLimit");
}

/**
 * Checks a code; consume=true uses it up. One attempt is used up BEFORE comparing, by a single
 * conditional UPDATE ... RETURNING on the latest live code, so parallel guesses queue on its row and
 * no more than verificationCodeMaxAttempts are ever compared. Answers the code's userId. A consumed
 * code keeps its used_at for good: for system users it is the record of an activated contact.
 */
export async function checkCode(
  ctx: Ctx,
  input: {
    purpose: Purpose;
    side: Side;
    target: string;
    code: string;
    consume: boolean;
    /** Only a code issued for this account (activation codes are bound to their side and user). */
    userId?: number;
  },
): Promise<number | null> {
  if (!/^\d{6}$/.test(input.code)) throw new AppError("UserLoginKeyInvalid");
  const live = and(isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, ctx.clock.sqlNow()));
  const latest = ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        // A code is good only on the side it was issued for: a normal user's reset code must never
        // reach the system user who happens to have the same id.
        eq(verificationCodes.side, input.side),
        eq(verificationCodes.target, input.target),
        input.userId === undefined ? undefined : eq(verificationCodes.userId, input.userId),
        live,
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [row] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, latest),
        lt(verificationCodes.attempts, constants.verificationCodeMaxAttempts),
        live,
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      userId: verificationCodes.userId,
    });
  if (!row) throw new AppError("UserLoginKeyInvalid");
  if (!safeEqual(row.codeHash, sha256Hex(`${input.purpose}:${input.target}:${input.code}`))) {
    throw new AppError("UserLoginKeyInvalid");
  }
  if (input.consume) {
    const used = await ctx.db
      .update(verificationCodes)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError("UserLoginKeyInvalid");
  }
  return row.userId;
}
