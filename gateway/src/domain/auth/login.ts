import type { ErrorType, LoginPolicy } from "@crucible/schema";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { loginLogs, sysUsers, users, type Side, type SysUserRow, type UserRow } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { loginPolicyDoc, readKeyDoc } from "../config/keyData.js";
import { burnPasswordTime, verifyPassword } from "./crypto.js";
import { ipAllowed, passwordExpired, withinTimeWindows } from "./policy.js";
import { countLiveSessions, openSession } from "./sessions.js";

export type LoginMethod = "password" | "mobile_code";

export interface LoginOutcome {
  side: Side;
  user: UserRow | null;
  systemUser: SysUserRow | null;
}

async function writeLog(
  ctx: Ctx,
  side: Side,
  account: string,
  method: LoginMethod,
  userId: number | null,
  errorType: ErrorType | null,
): Promise<void> {
  await ctx.db.insert(loginLogs).values({
    side,
    account: account.slice(0, 64),
    method,
    userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 512),
    success: errorType === null,
    errorType,
  });
}

async function recentFailures(db: Database, side: Side, account: string, ip: string, policy: LoginPolicy) {
  const since = sql`now() - make_interval(mins => ${policy.FailWindowMinutes})`;
  // Failures count only since the account's last successful sign-in.
  const lastSuccess = sql`coalesce((select max(${loginLogs.createdAt}) from ${loginLogs} where ${loginLogs.side} = ${side} and lower(${loginLogs.account}) = lower(${account}) and ${loginLogs.success}), '-infinity'::timestamptz)`;
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.side, side),
        sql`lower(${loginLogs.account}) = lower(${account})`,
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, since),
        gt(loginLogs.createdAt, lastSuccess),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), eq(loginLogs.success, false), gt(loginLogs.createdAt, since)));
  return { account: byAccount?.n ?? 0, ip: byIp?.n ?? 0 };
}

/** The checks that come before any credential is looked at: address, time of day and failure limits. */
async function checkGate(ctx: Ctx, side: Side, account: string, method: LoginMethod, policy: LoginPolicy) {
  const refuse = async (type: ErrorType): Promise<never> => {
    await writeLog(ctx, side, account, method, null, type);
    throw new AppError(type);
  };
  if (!ipAllowed(policy, ctx.ip)) await refuse("DBLoginLimitIP");
  if (!withinTimeWindows(policy, new Date())) await refuse("DBLoginLimitTime");
  const failures = await recentFailures(ctx.db, side, account, ctx.ip, policy);
  if (policy.FailMax > 0 && failures.account >= policy.FailMax) await refuse("DBLoginLimitFailMax");
  if (policy.IpFailMax > 0 && failures.ip >= policy.IpFailMax) await refuse("DBLoginLimitFailMax");
}

type AccountRow = (UserRow | SysUserRow) & { status: string; pwdChangedAt: Date };

/** The checks after the credential matched: status, password expiry, session maximum; then the session. */
async function finishLogin(
  ctx: Ctx,
  side: Side,
  row: AccountRow,
  method: LoginMethod,
  policy: LoginPolicy,
): Promise<void> {
  const refuse = async (type: ErrorType): Promise<never> => {
    await writeLog(ctx, side, row.account, method, row.id, type);
    throw new AppError(type);
  };
  if (row.status !== "enabled") await refuse("DBLoginDisabled");
  if (passwordExpired(policy, row.pwdChangedAt, new Date())) await refuse("DBUserPwdExpired");
  if (policy.SessionMax > 0 && (await countLiveSessions(ctx.db, side, row.id)) >= policy.SessionMax) {
    await refuse("DBLoginLimit");
  }
  const session = await openSession(ctx.db, {
    side,
    userId: row.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    idleHours: policy.SessionIdleHours,
  });
  const table = side === "user" ? users : sysUsers;
  await ctx.db.update(table).set({ lastLoginAt: new Date() }).where(eq(table.id, row.id));
  await writeLog(ctx, side, row.account, method, row.id, null);
  ctx.cookies.set(side, session.token, session.expiresAt);
}

async function findAccount(db: Database, side: Side, account: string): Promise<AccountRow | null> {
  const table = side === "user" ? users : sysUsers;
  const rows = await db
    .select()
    .from(table)
    .where(and(sql`lower(${table.account}) = lower(${account})`, isNull(table.deletedAt)));
  return (rows[0] as AccountRow | undefined) ?? null;
}

/** Signs in with account and password under the login policy; every attempt is logged. */
export async function loginWithPassword(
  ctx: Ctx,
  side: Side,
  input: { account: string; password: string },
): Promise<LoginOutcome> {
  const account = input.account.trim();
  if (!account) throw new AppError("DBAccountNull");
  if (!input.password) throw new AppError("DBPasswordNull");
  if (account.length > 64 || input.password.length > 128) throw new AppError("DBLoginFailed");
  const policy = await readKeyDoc(ctx.db, loginPolicyDoc);
  await checkGate(ctx, side, account, "password", policy);
  const row = await findAccount(ctx.db, side, account);
  if (!row) {
    await burnPasswordTime(input.password);
    await writeLog(ctx, side, account, "password", null, "DBUserNotExist");
    // The same answer as a wrong password: sign-in does not tell which accounts exist.
    throw new AppError("DBLoginFailed");
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await writeLog(ctx, side, row.account, "password", row.id, "DBLoginFailed");
    throw new AppError("DBLoginFailed");
  }
  await finishLogin(ctx, side, row, "password", policy);
  return side === "user"
    ? { side, user: row as UserRow, systemUser: null }
    : { side, user: null, systemUser: row as SysUserRow };
}

/** Signs a normal user in after a verified mobile code (the code is checked by the caller). */
export async function loginVerifiedUser(ctx: Ctx, row: UserRow): Promise<LoginOutcome> {
  const policy = await readKeyDoc(ctx.db, loginPolicyDoc);
  await checkGate(ctx, "user", row.account, "mobile_code", policy);
  await finishLogin(ctx, "user", row, "mobile_code", policy);
  return { side: "user", user: row, systemUser: null };
}

/** The gate alone, for code-based sign-in before the code is checked. */
export async function checkLoginGate(
  ctx: Ctx,
  side: Side,
  account: string,
  method: LoginMethod,
): Promise<void> {
  const policy = await readKeyDoc(ctx.db, loginPolicyDoc);
  await checkGate(ctx, side, account, method, policy);
}

export async function logFailedCodeLogin(ctx: Ctx, account: string, userId: number | null): Promise<void> {
  await writeLog(ctx, "user", account, "mobile_code", userId, "UserLoginKeyInvalid");
}
