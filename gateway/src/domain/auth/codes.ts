import { constants } from "@crucible/schema";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { verificationCodes, type Side } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { safeEqual, sha256Hex, sixDigitCode } from "./crypto.js";

type Purpose = (typeof verificationCodes.$inferSelect)["purpose"];

const resendAfterMs = 60_000;

/**
 * Creates a 6-digit code for a purpose and target, replacing older ones; at most one a minute. Too
 * soon, it throws DBRateLimit, or answers null with `quietWhenTooSoon` (calls that must not reveal
 * whether the target has an account answer the same either way).
 */
export async function issueCode(
  ctx: Ctx,
  input: { purpose: Purpose; side: Side; userId: number | null; target: string; quietWhenTooSoon?: boolean },
): Promise<string | null> {
  const recent = await ctx.db
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
  if (recent[0] && Date.now() - recent[0].createdAt.getTime() < resendAfterMs) {
    if (input.quietWhenTooSoon) return null;
    throw new AppError("DBRateLimit");
  }
  // Older codes expire rather than count as used: used_at marks only a code that was consumed,
  // which is what records a system user's activated e-mail or phone (sysContactStatus).
  await ctx.db
    .update(verificationCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.side, input.side),
        eq(verificationCodes.target, input.target),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    );
  const code = sixDigitCode();
  await ctx.db.insert(verificationCodes).values({
    purpose: input.purpose,
    side: input.side,
    userId: input.userId,
    target: input.target,
    codeHash: sha256Hex(`${input.purpose}:${input.target}:${code}`),
    expiresAt: new Date(Date.now() + constants.verificationCodeTtlMs),
  });
  return code;
}

/**
 * Checks a code; consume=true uses it up (one conditional UPDATE, so two racing requests cannot both
 * succeed). Wrong codes count against the code's attempts. Answers the code's userId. A consumed
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
  const rows = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        // A code is good only on the side it was issued for: a normal user's reset code must never
        // reach the system user who happens to have the same id.
        eq(verificationCodes.side, input.side),
        eq(verificationCodes.target, input.target),
        input.userId === undefined ? undefined : eq(verificationCodes.userId, input.userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row || row.attempts >= constants.verificationCodeMaxAttempts)
    throw new AppError("UserLoginKeyInvalid");
  if (!safeEqual(row.codeHash, sha256Hex(`${input.purpose}:${input.target}:${input.code}`))) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError("UserLoginKeyInvalid");
  }
  if (input.consume) {
    const used = await ctx.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError("UserLoginKeyInvalid");
  }
  return row.userId;
}
