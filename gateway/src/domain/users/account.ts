import { normalizeInitShow, showConfigWebSchema, type ShowConfigWeb } from "@crucible/schema";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { sysUsers, userConfigs, verificationCodes, type SysUserRow, type UserRow } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type SignedIn, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { hashPassword, verifyPassword } from "../auth/crypto.js";
import { revokeAllSessions, revokeSessionById } from "../auth/sessions.js";
import { insertSystemUser } from "./sysAccess.js";
import { grantTokens, signUpTokenGrant } from "../ledger/tokens.js";
import { checkRegistrationExtInfo, saveRegistrationExtInfo } from "../extinfo/extinfo.js";
import {
  checkAccount,
  checkEmail,
  checkMobile,
  checkName,
  checkPassword,
  checkText,
  checkUserType,
  guardUnique,
} from "./validation.js";

export interface RegisterInput {
  account: string;
  password: string;
  name: string;
  email: string;
  phone?: string | null;
  companyName: string;
  userType?: string | null;
  /** Extended info values by field id (spec §1 user-ext-info), checked when the switch is on. */
  extInfo?: unknown;
}

/**
 * Creates a normal user (self-registration, or by an administrator with `byAdmin`): the row, the
 * sign-up grant and what `alongside` saves (extended info) are one change.
 */
export async function createNormalUser(
  ctx: Ctx,
  input: RegisterInput,
  alongside?: (ctx: Ctx, userId: number) => Promise<void>,
): Promise<UserRow> {
  const account = checkAccount(input.account);
  const password = checkPassword(input.password);
  const name = checkName(input.name);
  const email = checkEmail(input.email, true);
  const phone = checkMobile(input.phone);
  const companyName = checkText("companyName", input.companyName, 200, true);
  const userType = checkUserType(input.userType);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await guardUnique(() =>
      tx
        .insert(users)
        // The password's age (PwdExpireDays) counts from the clock, not from the column's default.
        .values({
          account,
          passwordHash,
          pwdChangedAt: ctx.clock.now(),
          name,
          email,
          phone,
          companyName,
          userType,
        })
        .returning(),
    );
    await grantTokens(tx, row!.id, signUpTokenGrant, "sign-up grant");
    await alongside?.({ ...ctx, db: tx }, row!.id);
    return row!;
  });
}

/** Self-registration, when the system config allows it (DBUserRegisterDisabled otherwise). */
export async function register(ctx: Ctx, input: RegisterInput): Promise<UserRow> {
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (!config.User.Register) throw new AppError("DBUserRegisterDisabled");
  const extInfo = await checkRegistrationExtInfo(ctx, input.extInfo);
  return createNormalUser(ctx, input, (tx, userId) => saveRegistrationExtInfo(tx, userId, extInfo));
}

/**
 * Self-registration on the system side (/sys/user/register), under the same switch as the front
 * end's (User.Register, else DBUserRegisterDisabled). The account holds no role, so it can sign in
 * and sees nothing until an administrator gives it a role: registering never grants a permission.
 */
export async function registerSystemUser(
  ctx: Ctx,
  input: { account: string; password: string; name: string; email: string; phone: string | null },
): Promise<SysUserRow> {
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (!config.User.Register) throw new AppError("DBUserRegisterDisabled");
  return insertSystemUser(ctx, input, []);
}

export async function getUserRow(ctx: Ctx, id: number): Promise<UserRow | null> {
  const rows = await ctx.db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** The caller of either side, as the transport's guard signed them in. */
export type AccountActor = UserActor | SignedIn<"sys">;

/** The signed-in normal user. */
export async function me(ctx: Ctx, actor: UserActor): Promise<UserRow> {
  const row = await getUserRow(ctx, actor.id);
  if (!row) throw new AppError("DBUserNoLogin");
  return row;
}

/** The profile fields a system user has (sys_users keeps name, e-mail and phone only). */
export interface SysProfileInput {
  name: string;
  email?: string | null;
  phone?: string | null;
}

export interface ProfileInput extends SysProfileInput {
  gender?: string | null;
  companyName: string;
  address?: string | null;
  site?: string | null;
  realName?: string | null;
}

const optionalText = z.string().nullish();
const sysProfileSchema = z.object({ name: z.string(), email: optionalText, phone: optionalText });
const profileSchema = sysProfileSchema.extend({
  gender: optionalText,
  companyName: z.string(),
  address: optionalText,
  site: optionalText,
  realName: optionalText,
});

function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.map(String).join(".") || "input");
  return parsed.data;
}

/** The signed-in system user. */
export async function meSys(ctx: Ctx, actor: SignedIn<"sys">): Promise<SysUserRow> {
  const rows = await ctx.db.select().from(sysUsers).where(eq(sysUsers.id, actor.id));
  if (!rows[0]) throw new AppError("DBUserNoLogin");
  return rows[0];
}

/** A system user with the activation state of their e-mail and phone. */
export type SysProfile = SysUserRow & { emailStatus: boolean; phoneStatus: boolean };

/**
 * Whether a system user's e-mail and phone are activated. sys_users has no status columns, so the
 * record is the activation code the user consumed for that very address on the system side: a
 * changed address needs a new activation, and a normal user's code never counts.
 */
export async function sysContactStatus(
  ctx: Ctx,
  row: Pick<SysUserRow, "id" | "email" | "phone">,
): Promise<{ emailStatus: boolean; phoneStatus: boolean }> {
  const proven = async (purpose: "activate_email" | "activate_phone", target: string | null) => {
    if (!target) return false;
    const rows = await ctx.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.side, "sys"),
          eq(verificationCodes.userId, row.id),
          eq(verificationCodes.target, target),
          isNotNull(verificationCodes.usedAt),
        ),
      )
      .limit(1);
    return rows.length > 0;
  };
  const [emailStatus, phoneStatus] = await Promise.all([
    proven("activate_email", row.email),
    proven("activate_phone", row.phone),
  ]);
  return { emailStatus, phoneStatus };
}

export async function sysProfile(ctx: Ctx, actor: SignedIn<"sys">, row?: SysUserRow): Promise<SysProfile> {
  const current = row ?? (await meSys(ctx, actor));
  return { ...current, ...(await sysContactStatus(ctx, current)) };
}

/**
 * sys_users has no unique index on e-mail or phone (and schema changes are out of this change's
 * reach), so a system user's own update checks that no other live system user has them: a reset
 * code sent to a shared address could otherwise reach the wrong account.
 */
async function guardSysContactUnique(ctx: Ctx, id: number, email: string | null, phone: string | null) {
  if (email) {
    const rows = await ctx.db
      .select({ id: sysUsers.id })
      .from(sysUsers)
      .where(and(sql`lower(${sysUsers.email}) = ${email}`, ne(sysUsers.id, id), isNull(sysUsers.deletedAt)))
      .limit(1);
    if (rows[0]) throw new AppError("DBDuplicate", "Email");
  }
  if (phone) {
    const rows = await ctx.db
      .select({ id: sysUsers.id })
      .from(sysUsers)
      .where(and(eq(sysUsers.phone, phone), ne(sysUsers.id, id), isNull(sysUsers.deletedAt)))
      .limit(1);
    if (rows[0]) throw new AppError("DBDuplicate", "Phone");
  }
}

/**
 * Updates the caller's own profile on a side. A changed e-mail or phone must be activated again.
 * Normal users must keep an e-mail and a company name; system users have name, e-mail and phone.
 */
export function updateProfile(ctx: Ctx, actor: UserActor, input: ProfileInput): Promise<UserRow>;
export function updateProfile(ctx: Ctx, actor: SignedIn<"sys">, input: SysProfileInput): Promise<SysProfile>;
export async function updateProfile(
  ctx: Ctx,
  actor: AccountActor,
  input: ProfileInput | SysProfileInput,
): Promise<UserRow | SysProfile> {
  requireWritable(actor);
  if (actor.side === "sys") {
    const values = parseInput(sysProfileSchema, input);
    const current = await meSys(ctx, actor);
    const email = values.email === undefined ? current.email : checkEmail(values.email);
    const phone = values.phone === undefined ? current.phone : checkMobile(values.phone);
    const name = checkName(values.name);
    await guardSysContactUnique(ctx, actor.id, email, phone);
    const [row] = await ctx.db
      .update(sysUsers)
      .set({ name, email, phone, updatedAt: ctx.clock.now() })
      .where(eq(sysUsers.id, actor.id))
      .returning();
    return sysProfile(ctx, actor, row!);
  }
  const values = parseInput(profileSchema, input);
  const current = await me(ctx, actor);
  const email = values.email === undefined ? current.email : checkEmail(values.email, true);
  const phone = values.phone === undefined ? current.phone : checkMobile(values.phone);
  const [row] = await guardUnique(() =>
    ctx.db
      .update(users)
      .set({
        name: checkName(values.name),
        email,
        emailStatus: email === current.email ? current.emailStatus : false,
        phone,
        phoneStatus: phone === current.phone ? current.phoneStatus : false,
        gender: checkText("gender", values.gender, 16),
        companyName: checkText("companyName", values.companyName, 200, true),
        address: checkText("address", values.address, 300),
        site: checkText("site", values.site, 300),
        realName: checkText("realName", values.realName, 64),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, actor.id))
      .returning(),
  );
  return row!;
}

/** Changes the caller's password; every other session of the account ends. */
export async function updatePassword(
  ctx: Ctx,
  actor: AccountActor,
  input: { oldPassword: string; newPassword: string },
): Promise<boolean> {
  requireWritable(actor);
  const side = actor.side;
  const table = side === "user" ? users : sysUsers;
  const rows = await ctx.db.select({ hash: table.passwordHash }).from(table).where(eq(table.id, actor.id));
  if (!rows[0] || !(await verifyPassword(rows[0].hash, input.oldPassword ?? ""))) {
    throw new AppError("DBUserOldPwdError");
  }
  const passwordHash = await hashPassword(checkPassword(input.newPassword));
  await ctx.db
    .update(table)
    .set({ passwordHash, pwdChangedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(eq(table.id, actor.id));
  // The session that changed it stays signed in; the others, and their sockets, end.
  await revokeAllSessions(ctx, side, actor.id, "password changed", actor.sessionId);
  return true;
}

/** Ends the caller's current session on a side. */
export async function logout(ctx: Ctx, actor: AccountActor): Promise<boolean> {
  const side = actor.side;
  if (actor.sessionId !== null) await revokeSessionById(ctx, side, actor.sessionId, "signed out");
  ctx.cookies.clear(side);
  return true;
}

/** The caller's web preferences (spec §3 ShowConfigWeb). */
export async function readUserConfig(ctx: Ctx, actor: UserActor): Promise<ShowConfigWeb> {
  const rows = await ctx.db.select().from(userConfigs).where(eq(userConfigs.userId, actor.id));
  const parsed = showConfigWebSchema.safeParse(rows[0]?.showConfigWeb ?? {});
  return parsed.success ? parsed.data : showConfigWebSchema.parse({});
}

export async function updateUserConfig(ctx: Ctx, actor: UserActor, input: unknown): Promise<ShowConfigWeb> {
  requireWritable(actor);
  const parsed = showConfigWebSchema.safeParse(input);
  if (!parsed.success) throw invalid("ShowConfigWeb");
  const value = { ...parsed.data, InitShow: normalizeInitShow(parsed.data.InitShow) };
  await ctx.db
    .insert(userConfigs)
    .values({ userId: actor.id, showConfigWeb: value })
    .onConflictDoUpdate({
      target: userConfigs.userId,
      set: { showConfigWeb: value, updatedAt: ctx.clock.now() },
    });
  return value;
}
