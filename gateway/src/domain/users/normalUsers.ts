import { asc, desc, eq } from "drizzle-orm";
import type { UserRow } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { hashPassword } from "../auth/crypto.js";
import { revokeAllSessions } from "../auth/sessions.js";
import { collectBlob } from "../files/blobs.js";
import { createNormalUser, type RegisterInput } from "./account.js";
import {
  checkEmail,
  checkMobile,
  checkName,
  checkPassword,
  checkText,
  checkUserType,
  guardUnique,
  pickFields,
} from "./validation.js";
import { defineResource, manageVerbs } from "../resources/registry.js";
import { presentUser } from "./presenters.js";

export interface UserUpdate {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
  userType?: string | null;
  realName?: string | null;
  address?: string | null;
  site?: string | null;
  gender?: string | null;
}

/** An administrator's change to a normal user's profile (User.Update). */
export async function adminUpdateUser(
  ctx: Ctx,
  actor: Granted<"User.Update">,
  row: UserRow,
  input: UserUpdate,
): Promise<UserRow> {
  requireWritable(actor);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (input.name != null) set.name = checkName(input.name);
  if (input.email !== undefined) {
    set.email = checkEmail(input.email);
    if (set.email !== row.email) set.emailStatus = false;
  }
  if (input.phone !== undefined) {
    set.phone = checkMobile(input.phone);
    if (set.phone !== row.phone) set.phoneStatus = false;
  }
  if (input.companyName != null) set.companyName = checkText("companyName", input.companyName, 200, true);
  if (input.userType != null) set.userType = checkUserType(input.userType);
  if (input.realName != null) set.realName = checkText("realName", input.realName, 64);
  if (input.address != null) set.address = checkText("address", input.address, 300);
  if (input.site != null) set.site = checkText("site", input.site, 300);
  if (input.gender != null) set.gender = checkText("gender", input.gender, 16);
  const [updated] = await guardUnique(() =>
    ctx.db.update(users).set(set).where(eq(users.id, row.id)).returning(),
  );
  return updated!;
}

/** Sets a normal user's password (User.Update); their sessions end. */
export async function adminSetUserPassword(
  ctx: Ctx,
  actor: Granted<"User.Update">,
  row: UserRow,
  password: string,
): Promise<void> {
  requireWritable(actor);
  const passwordHash = await hashPassword(checkPassword(password));
  await ctx.db.update(users).set({ passwordHash, pwdChangedAt: ctx.clock.now() }).where(eq(users.id, row.id));
  await revokeAllSessions(ctx, "user", row.id, "password set by an administrator");
}

const fieldMap: Record<string, keyof UserUpdate> = {
  Name: "name",
  Email: "email",
  Phone: "phone",
  CompanyName: "companyName",
  UserType: "userType",
  RealName: "realName",
  Address: "address",
  Site: "site",
  Gender: "gender",
};

export const normalUserResource = defineResource<UserRow, "sys", "User">({
  path: "sys/normal_user",
  table: users,
  side: "sys",
  area: "User",
  columns: {
    Id: { column: users.id, kind: "int" },
    Account: { column: users.account, kind: "string" },
    Name: { column: users.name, kind: "string" },
    Email: { column: users.email, kind: "string" },
    Phone: { column: users.phone, kind: "string" },
    CompanyName: { column: users.companyName, kind: "string" },
    UserType: { column: users.userType, kind: "string" },
    Status: { column: users.status, kind: "string" },
    EmailStatus: { column: users.emailStatus, kind: "bool" },
    CreatedAt: { column: users.createdAt, kind: "date" },
    LastLoginAt: { column: users.lastLoginAt, kind: "date" },
  },
  defaultOrder: () => [desc(users.createdAt), asc(users.id)],
  present: presentUser,
  verbs: [...manageVerbs, "favorite_add", "favorite_del"],
  insert: (ctx, body) =>
    createNormalUser(ctx, {
      account: String(body.Account ?? ""),
      password: String(body.Password ?? ""),
      name: String(body.Name ?? ""),
      email: String(body.Email ?? ""),
      phone: typeof body.Phone === "string" ? body.Phone : null,
      companyName: String(body.CompanyName ?? ""),
      userType: typeof body.UserType === "string" ? body.UserType : null,
    } satisfies RegisterInput),
  updatable: Object.keys(fieldMap),
  update: (ctx, row, changes, actor) =>
    adminUpdateUser(ctx, actor, row, pickFields<UserUpdate>(fieldMap, changes)),
  async beforeChange(ctx, row, change) {
    if (change === "disable" || change === "remove" || change === "delete") {
      await revokeAllSessions(ctx, "user", row.id, `account ${change}d by an administrator`);
    }
  },
  async afterHardDelete(ctx, row) {
    if (row.avatarBlobId !== null) await collectBlob(ctx, row.avatarBlobId);
  },
});

/** A normal user created by an administrator (User.Update). */
export async function adminCreateUser(
  ctx: Ctx,
  actor: Granted<"User.Update">,
  input: RegisterInput,
): Promise<UserRow> {
  requireWritable(actor);
  return createNormalUser(ctx, input);
}
