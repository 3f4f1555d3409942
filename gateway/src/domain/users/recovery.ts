/**
 * Signing in or back in without the password, through an activated contact: a password reset by
 * e-mail or phone, and a sign-in code sent to a phone (either side). Neither tells whether the
 * contact belongs to an account.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { sysUsers, type Side, type SysUserRow, type UserRow } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { hashPassword } from "../auth/crypto.js";
import { checkCode, issueCode } from "../auth/codes.js";
import {
  checkLoginGate,
  loginVerifiedAccount,
  logFailedCodeLogin,
  type LoginOutcome,
} from "../auth/login.js";
import { revokeAllSessions } from "../auth/sessions.js";
import { sysContactStatus } from "./account.js";
import { checkMobile, checkPassword } from "./validation.js";

/** Finds the account a reset or mobile code may be sent to: only through an activated contact. */
async function findByContact(ctx: Ctx, side: Side, target: string): Promise<{ id: number } | null> {
  const value = target.trim();
  if (!value || value.length > 254) return null;
  if (side === "sys") {
    const rows = await ctx.db
      .select({ id: sysUsers.id })
      .from(sysUsers)
      .where(and(sql`lower(${sysUsers.email}) = lower(${value})`, isNull(sysUsers.deletedAt)));
    return rows[0] ?? null;
  }
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        sql`((lower(${users.email}) = lower(${value}) and ${users.emailStatus}) or (${users.phone} = ${value} and ${users.phoneStatus}))`,
      ),
    );
  return rows[0] ?? null;
}

/**
 * Sends a password-reset code to an activated e-mail or phone. It answers true whether or not the
 * contact belongs to an account, so that it cannot be used to find out who has one.
 */
export async function forgetPassword(ctx: Ctx, side: Side, target: string): Promise<boolean> {
  const found = await findByContact(ctx, side, target);
  if (!found) return true;
  const value = target.trim().toLowerCase();
  const code = await issueCode(ctx, {
    purpose: "reset_pwd",
    side,
    userId: found.id,
    target: value,
    quiet: true,
  });
  if (code === null) return true;
  const text = `Your Crucible password reset code is ${code}. It expires in 10 minutes.`;
  if (value.includes("@")) await ctx.notifier.sendMail(value, "Crucible password reset", text);
  else await ctx.notifier.sendSms(value, text);
  return true;
}

export async function checkResetPassword(
  ctx: Ctx,
  side: Side,
  target: string,
  code: string,
): Promise<boolean> {
  await checkCode(ctx, {
    purpose: "reset_pwd",
    side,
    target: target.trim().toLowerCase(),
    code,
    consume: false,
  });
  return true;
}

/** Sets a new password with a reset code; every session of the account ends. */
export async function resetPassword(
  ctx: Ctx,
  side: Side,
  input: { target: string; code: string; password: string },
): Promise<boolean> {
  const password = checkPassword(input.password);
  const userId = await checkCode(ctx, {
    purpose: "reset_pwd",
    side,
    target: input.target.trim().toLowerCase(),
    code: input.code,
    consume: true,
  });
  if (userId === null) throw new AppError("UserLoginKeyInvalid");
  const table = side === "user" ? users : sysUsers;
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(table)
    .set({ passwordHash, pwdChangedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(eq(table.id, userId));
  await revokeAllSessions(ctx, side, userId, "password reset");
  return true;
}

/**
 * The account of a side whose activated phone this is, or null. A normal user's phone status is a
 * column; a system user's is the activation code consumed for that number (sysContactStatus). Two
 * system users may share a number: the first (lowest id) whose number is activated signs in.
 */
async function mobileAccount(
  ctx: Ctx,
  side: Side,
  phone: string,
): Promise<{ side: "user"; row: UserRow } | { side: "sys"; row: SysUserRow } | null> {
  if (side === "user") {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.phoneStatus, true), isNull(users.deletedAt)))
      .limit(1);
    return row ? { side, row } : null;
  }
  const rows = await ctx.db
    .select()
    .from(sysUsers)
    .where(and(eq(sysUsers.phone, phone), isNull(sysUsers.deletedAt)))
    .orderBy(sysUsers.id)
    .limit(20);
  for (const row of rows) if ((await sysContactStatus(ctx, row)).phoneStatus) return { side, row };
  return null;
}

/** Sends a sign-in code to an activated phone of a side; answers true either way (no account discovery). */
export async function sendMobileLoginCode(ctx: Ctx, side: Side, mobile: string): Promise<boolean> {
  const phone = checkMobile(mobile);
  if (!phone) throw new AppError("DBMobileNull");
  const account = await mobileAccount(ctx, side, phone);
  if (!account) return true;
  const code = await issueCode(ctx, {
    purpose: "login_mobile",
    side,
    userId: account.row.id,
    target: phone,
    quiet: true,
  });
  if (code === null) return true;
  await ctx.notifier.sendSms(phone, `Your Crucible sign-in code is ${code}. It expires in 10 minutes.`);
  return true;
}

/** Signs in on a side with a code sent to an activated phone (login_by_mobile). */
export async function loginByMobile(
  ctx: Ctx,
  side: Side,
  mobile: string,
  code: string,
): Promise<LoginOutcome> {
  const phone = checkMobile(mobile);
  if (!phone) throw new AppError("DBMobileNull");
  await checkLoginGate(ctx, side, phone, "mobile_code");
  const account = await mobileAccount(ctx, side, phone);
  try {
    await checkCode(ctx, { purpose: "login_mobile", side, target: phone, code, consume: true });
  } catch (error) {
    await logFailedCodeLogin(ctx, side, phone, account?.row.id ?? null);
    throw error;
  }
  if (!account) throw new AppError("UserLoginKeyInvalid");
  return loginVerifiedAccount(ctx, account);
}
