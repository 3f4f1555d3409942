import type { ErrorType, LoginPolicy } from "@crucible/schema";
import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { loginLogs, sysUsers, type Side, type SysUserRow, type UserRow } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx, DbClock } from "../context.js";
import { AppError } from "../errors.js";
import { loginPolicyDoc, readKeyDoc } from "../config/keyData.js";
import { burnPasswordTime, verifyPassword } from "./crypto.js";
import { ipAllowed, passwordExpired, withinTimeWindows } from "./policy.js";
import { countLiveSessions, openSession } from "./sessions.js";

/** How an attempt signed in: its login log's method. `oidc` and `ldap`: institutional sign-in (issue 28). */
export type LoginMethod = "password" | "mobile_code" | "oidc" | "ldap";

/** Methods whose credential is checked by an identity provider: the local password's age does not apply. */
const externalMethods: ReadonlySet<LoginMethod> = new Set(["oidc", "ldap"]);

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
    createdAt: ctx.clock.sqlNow(),
    success: errorType === null,
    errorType,
  });
}

/**
 * The outcomes that count as failures: a wrong credential. Refusals by the gate itself (limits, IP
 * rules, time windows) and refusals after a right password (disabled, expired, too many sessions,
 * not a system user) do not, so hammering a locked account never extends its lockout: it ends
 * FailWindowMinutes after the failures that caused it.
 */
const credentialFailures: readonly ErrorType[] = ["DBLoginFailed", "DBUserNotExist", "UserLoginKeyInvalid"];
const isCredentialFailure = and(
  eq(loginLogs.success, false),
  inArray(loginLogs.errorType, [...credentialFailures]),
);

/** An address where the account signed in within this many days is exempt from the per-IP limit. */
const knownAddressDays = 30;

async function recentFailures(
  { db, clock }: DbClock,
  side: Side,
  account: string,
  ip: string,
  policy: LoginPolicy,
) {
  const since = sql`${clock.sqlNow()} - make_interval(mins => ${policy.FailWindowMinutes})`;
  const sameAccount = and(eq(loginLogs.side, side), sql`lower(${loginLogs.account}) = lower(${account})`);
  // Failures count only since the account's last successful sign-in.
  const lastSuccess = sql`coalesce((select max(${loginLogs.createdAt}) from ${loginLogs} where ${sameAccount} and ${loginLogs.success}), '-infinity'::timestamptz)`;
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        sameAccount,
        isCredentialFailure,
        gt(loginLogs.createdAt, since),
        gt(loginLogs.createdAt, lastSuccess),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), isCredentialFailure, gt(loginLogs.createdAt, since)));
  const known = await db
    .select({ id: loginLogs.id })
    .from(loginLogs)
    .where(
      and(
        sameAccount,
        eq(loginLogs.ip, ip),
        eq(loginLogs.success, true),
        gt(loginLogs.createdAt, sql`${clock.sqlNow()} - make_interval(days => ${knownAddressDays})`),
      ),
    )
    .limit(1);
  return { account: byAccount?.n ?? 0, ip: byIp?.n ?? 0, knownAddress: known.length > 0 };
}

/**
 * Which limit refuses this attempt, if any. The per-IP limit (many failures from one address, e.g.
 * password spraying over many accounts) does not apply to an account that signed in from this
 * address recently: on a shared NAT, someone else's failures must not lock a colleague out.
 */
async function limitReached(
  { db, clock }: DbClock,
  side: Side,
  account: string,
  ip: string,
  policy: LoginPolicy,
): Promise<ErrorType | null> {
  const failures = await recentFailures({ db, clock }, side, account, ip, policy);
  if (policy.FailMax > 0 && failures.account >= policy.FailMax) return "DBLoginLimitFailMax";
  if (policy.IpFailMax > 0 && failures.ip >= policy.IpFailMax && !failures.knownAddress) {
    return "DBLoginLimitFailMax";
  }
  return null;
}

/** The checks that come before any credential is looked at: address and time of day. */
function ruleRefusal(ctx: Ctx, policy: LoginPolicy): ErrorType | null {
  if (!ipAllowed(policy, ctx.ip)) return "DBLoginLimitIP";
  if (!withinTimeWindows(policy, ctx.clock.now())) return "DBLoginLimitTime";
  return null;
}

/** The gate without a reservation, for code-based sign-in (each code has its own attempts). */
async function checkGate(ctx: Ctx, side: Side, account: string, method: LoginMethod, policy: LoginPolicy) {
  const refusal = ruleRefusal(ctx, policy) ?? (await limitReached(ctx, side, account, ctx.ip, policy));
  if (refusal) {
    await writeLog(ctx, side, account, method, null, refusal);
    throw new AppError(refusal);
  }
}

/**
 * Reserves one password check: under a transaction-scoped advisory lock on the account (then on the
 * address), counts the failures and, below the limits, inserts this attempt's log line as a failure
 * at once. Parallel attempts queue on the lock and see each other's reservations, so no more than
 * the limit get a password check. The lock covers two short statements, never argon2. Answers the
 * log line to finish, or the limit that refuses.
 */
async function reserveAttempt(
  ctx: Ctx,
  side: Side,
  account: string,
  policy: LoginPolicy,
  method: LoginMethod = "password",
): Promise<{ logId: number } | { refusal: ErrorType }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`login:${side}:${account.toLowerCase()}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ctx.ip}`}))`);
    const refusal = await limitReached({ db: tx, clock: ctx.clock }, side, account, ctx.ip, policy);
    if (refusal) return { refusal };
    const [row] = await tx
      .insert(loginLogs)
      .values({
        side,
        account: account.slice(0, 64),
        method,
        userId: null,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 512),
        createdAt: ctx.clock.sqlNow(),
        success: false,
        errorType: "DBLoginFailed",
      })
      .returning({ id: loginLogs.id });
    return { logId: row!.id };
  });
}

/** Writes the outcome of a reserved attempt into its log line. */
async function finishAttempt(
  db: Database,
  logId: number,
  userId: number | null,
  errorType: ErrorType | null,
  account?: string,
): Promise<void> {
  await db
    .update(loginLogs)
    .set({
      userId,
      success: errorType === null,
      errorType,
      ...(account ? { account: account.slice(0, 64) } : {}),
    })
    .where(eq(loginLogs.id, logId));
}

type AccountRow = (UserRow | SysUserRow) & { status: string; pwdChangedAt: Date };

/**
 * The checks after the credential matched: status, password expiry, session maximum; then the
 * session. `logId` is the attempt's reserved log line (password sign-in); without one a line is added.
 */
async function finishLogin(
  ctx: Ctx,
  side: Side,
  row: AccountRow,
  method: LoginMethod,
  policy: LoginPolicy,
  logId: number | null,
  logAccount: string = row.account,
): Promise<void> {
  const record = (type: ErrorType | null) =>
    logId === null
      ? writeLog(ctx, side, logAccount, method, row.id, type)
      : finishAttempt(ctx.db, logId, row.id, type, logAccount);
  const refuse = async (type: ErrorType): Promise<never> => {
    await record(type);
    throw new AppError(type);
  };
  if (row.status !== "enabled") await refuse("DBLoginDisabled");
  if (!externalMethods.has(method) && passwordExpired(policy, row.pwdChangedAt, ctx.clock.now())) {
    await refuse("DBUserPwdExpired");
  }
  if (policy.SessionMax > 0 && (await countLiveSessions(ctx, side, row.id)) >= policy.SessionMax) {
    await refuse("DBLoginLimit");
  }
  const session = await openSession(ctx, {
    side,
    userId: row.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    idleHours: policy.SessionIdleHours,
  });
  const table = side === "user" ? users : sysUsers;
  await ctx.db.update(table).set({ lastLoginAt: ctx.clock.now() }).where(eq(table.id, row.id));
  await record(null);
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

/**
 * A normal user's account on the system side. A right password answers DBUserNoSystem (spec §8);
 * the check counts against the normal account's own limit, so the back-office door is not a second
 * way to guess its password, and a wrong one answers like any unknown account.
 */
async function refuseNormalUserOnSys(
  ctx: Ctx,
  sysLogId: number,
  normal: AccountRow,
  password: string,
  policy: LoginPolicy,
): Promise<never> {
  const reserved = await reserveAttempt(ctx, "user", normal.account, policy);
  if ("refusal" in reserved) {
    await burnPasswordTime(password);
    await finishAttempt(ctx.db, sysLogId, null, "DBUserNotExist");
    throw new AppError("DBLoginFailed");
  }
  const right = await verifyPassword(normal.passwordHash, password);
  const type: ErrorType = right ? "DBUserNoSystem" : "DBLoginFailed";
  await finishAttempt(ctx.db, reserved.logId, normal.id, type, normal.account);
  await finishAttempt(ctx.db, sysLogId, null, right ? "DBUserNoSystem" : "DBUserNotExist");
  throw new AppError(type);
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
  const rule = ruleRefusal(ctx, policy);
  if (rule) {
    await writeLog(ctx, side, account, "password", null, rule);
    throw new AppError(rule);
  }
  const reserved = await reserveAttempt(ctx, side, account, policy);
  if ("refusal" in reserved) {
    await writeLog(ctx, side, account, "password", null, reserved.refusal);
    throw new AppError(reserved.refusal);
  }
  const row = await findAccount(ctx.db, side, account);
  if (!row) {
    const normal = side === "sys" ? await findAccount(ctx.db, "user", account) : null;
    if (normal) return refuseNormalUserOnSys(ctx, reserved.logId, normal, input.password, policy);
    await burnPasswordTime(input.password);
    await finishAttempt(ctx.db, reserved.logId, null, "DBUserNotExist");
    // The same answer as a wrong password: sign-in does not tell which accounts exist.
    throw new AppError("DBLoginFailed");
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await finishAttempt(ctx.db, reserved.logId, row.id, "DBLoginFailed", row.account);
    throw new AppError("DBLoginFailed");
  }
  await finishLogin(ctx, side, row, "password", policy, reserved.logId);
  return side === "user"
    ? { side, user: row as UserRow, systemUser: null }
    : { side, user: null, systemUser: row as SysUserRow };
}

/** An account of a side, as sign-in finds it. */
export type SideAccount = { side: "user"; row: UserRow } | { side: "sys"; row: SysUserRow };

/**
 * Signs an account of a side in after a verified mobile code or an identity provider's answer (OIDC):
 * the credential is checked by the caller; the gate, status, session limit and log are sign-in's.
 */
export async function loginVerifiedAccount(
  ctx: Ctx,
  outcome: SideAccount,
  method: LoginMethod = "mobile_code",
): Promise<LoginOutcome> {
  const policy = await readKeyDoc(ctx.db, loginPolicyDoc);
  await checkGate(ctx, outcome.side, outcome.row.account, method, policy);
  await finishLogin(ctx, outcome.side, outcome.row, method, policy, null);
  return outcome.side === "user"
    ? { side: "user", user: outcome.row, systemUser: null }
    : { side: "sys", user: null, systemUser: outcome.row };
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

export async function logFailedCodeLogin(
  ctx: Ctx,
  side: Side,
  account: string,
  userId: number | null,
): Promise<void> {
  await writeLog(ctx, side, account, "mobile_code", userId, "UserLoginKeyInvalid");
}

/** A refused institutional sign-in that found no account to sign in (not linkable, provider failure). */
export async function logExternalRefusal(
  ctx: Ctx,
  side: Side,
  account: string,
  method: LoginMethod,
  errorType: ErrorType,
): Promise<void> {
  await writeLog(ctx, side, account, method, null, errorType);
}

/**
 * What a directory's check of a name and password found: the local account to sign in, or a wrong
 * credential (counted towards the lockout, like a wrong password).
 */
export type DirectoryCheck = { account: SideAccount } | { wrong: true; userId: number | null };

/**
 * Signs in with a name and password a directory checks (LDAP): the same rules, reservation, lockout
 * and log as password sign-in, the check itself being `check`. A refusal it throws (an account it
 * may not link, the directory unreachable) is logged and does not count as a wrong password.
 */
export async function loginWithDirectory(
  ctx: Ctx,
  side: Side,
  input: { account: string; password: string },
  method: LoginMethod,
  check: (account: string, password: string) => Promise<DirectoryCheck>,
): Promise<LoginOutcome> {
  const account = input.account.trim();
  if (!account) throw new AppError("DBAccountNull");
  if (!input.password) throw new AppError("DBPasswordNull");
  if (account.length > 128 || input.password.length > 256) throw new AppError("DBLoginFailed");
  const policy = await readKeyDoc(ctx.db, loginPolicyDoc);
  const rule = ruleRefusal(ctx, policy);
  if (rule) {
    await writeLog(ctx, side, account, method, null, rule);
    throw new AppError(rule);
  }
  const reserved = await reserveAttempt(ctx, side, account, policy, method);
  if ("refusal" in reserved) {
    await writeLog(ctx, side, account, method, null, reserved.refusal);
    throw new AppError(reserved.refusal);
  }
  let found: DirectoryCheck;
  try {
    found = await check(account, input.password);
  } catch (error) {
    const type: ErrorType = error instanceof AppError ? error.type : "SsoProviderFailed";
    await finishAttempt(ctx.db, reserved.logId, null, type);
    throw error;
  }
  if ("wrong" in found) {
    await finishAttempt(ctx.db, reserved.logId, found.userId, "DBLoginFailed");
    throw new AppError("DBLoginFailed");
  }
  // Logged under the name typed, as its failures are: a success ends the name's run of failures.
  await finishLogin(ctx, side, found.account.row, method, policy, reserved.logId, account);
  return found.account.side === "user"
    ? { side: "user", user: found.account.row, systemUser: null }
    : { side: "sys", user: null, systemUser: found.account.row };
}
