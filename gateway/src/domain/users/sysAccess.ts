/** System users, roles and permission groups (Sys.User.*). */
import { allPermissions, isPermission, permissionAreas } from "@crucible/schema";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import {
  permGroups,
  permRoleGroups,
  permRoles,
  sysUserRoles,
  sysUsers,
  type PermGroupRow,
  type PermRoleRow,
  type SysUserRow,
} from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted, type SignedIn } from "../access/guards.js";
import { hashPassword } from "../auth/crypto.js";
import { revokeAllSessions } from "../auth/sessions.js";
import { AppError, invalid } from "../errors.js";
import { defineResource, manageVerbs } from "../resources/registry.js";
import {
  checkAccount,
  checkEmail,
  checkMobile,
  checkName,
  checkPassword,
  checkText,
  guardUnique,
  pickFields,
} from "./validation.js";
import { presentGroup, presentRole, presentSysUser } from "./presenters.js";

function toIds(
  values: ReadonlyArray<string | number>,
  error: "DBRoleFormatError" | "DBGroupFormatError",
): number[] {
  const ids = values.map((v) => Number(v));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new AppError(error);
  return [...new Set(ids)];
}

async function checkRoleIds(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: permRoles.id })
    .from(permRoles)
    .where(and(inArray(permRoles.id, ids), isNull(permRoles.deletedAt)));
  if (rows.length !== ids.length) throw new AppError("DBRoleFormatError");
}

async function checkGroupIds(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: permGroups.id })
    .from(permGroups)
    .where(and(inArray(permGroups.id, ids), isNull(permGroups.deletedAt)));
  if (rows.length !== ids.length) throw new AppError("DBGroupFormatError");
}

export interface SystemUserInput {
  account: string;
  password: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  roleIds: ReadonlyArray<string | number>;
}

/** Creates a system user with roles (Sys.User.Update). */
export async function createSystemUser(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  input: SystemUserInput,
): Promise<SysUserRow> {
  requireWritable(actor);
  const roleIds = toIds(input.roleIds, "DBRoleFormatError");
  await checkRoleIds(ctx.db, roleIds);
  return insertSystemUser(ctx, input, roleIds);
}

/**
 * Checks and inserts a system user with these (already checked) roles; the caller decides who may:
 * an administrator (createSystemUser) or a self-registration without roles (registerSystemUser).
 */
export async function insertSystemUser(
  ctx: Ctx,
  input: Omit<SystemUserInput, "roleIds">,
  roleIds: readonly number[],
): Promise<SysUserRow> {
  const passwordHash = await hashPassword(checkPassword(input.password));
  const values = {
    account: checkAccount(input.account),
    name: checkName(input.name),
    email: checkEmail(input.email),
    phone: checkMobile(input.phone),
    passwordHash,
    // The password's age is the clock's (the login policy's expiry reads it), not the table default's.
    pwdChangedAt: ctx.clock.now(),
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await guardUnique(() => tx.insert(sysUsers).values(values).returning());
    if (roleIds.length > 0) {
      await tx.insert(sysUserRoles).values(roleIds.map((roleId) => ({ sysUserId: row!.id, roleId })));
    }
    return row!;
  });
}

export interface SystemUserUpdate {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  roleIds?: ReadonlyArray<string | number> | null;
}

export async function updateSystemUser(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  row: SysUserRow,
  input: SystemUserUpdate,
): Promise<SysUserRow> {
  requireWritable(actor);
  const roleIds = input.roleIds ? toIds(input.roleIds, "DBRoleFormatError") : null;
  if (roleIds) await checkRoleIds(ctx.db, roleIds);
  // Nobody takes their own roles away: it would lock the last administrator out.
  if (roleIds && row.id === actor.id) throw new AppError("DBStatusChangeNotAllowed", "own roles");
  const set: Partial<typeof sysUsers.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (input.name != null) set.name = checkName(input.name);
  if (input.email !== undefined) set.email = checkEmail(input.email);
  if (input.phone !== undefined) set.phone = checkMobile(input.phone);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await guardUnique(() =>
      tx.update(sysUsers).set(set).where(eq(sysUsers.id, row.id)).returning(),
    );
    if (roleIds) {
      await tx.delete(sysUserRoles).where(eq(sysUserRoles.sysUserId, row.id));
      if (roleIds.length > 0) {
        await tx.insert(sysUserRoles).values(roleIds.map((roleId) => ({ sysUserId: row.id, roleId })));
      }
    }
    return updated!;
  });
}

export async function setSystemUserPassword(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  row: SysUserRow,
  password: string,
): Promise<void> {
  requireWritable(actor);
  const passwordHash = await hashPassword(checkPassword(password));
  await ctx.db
    .update(sysUsers)
    .set({ passwordHash, pwdChangedAt: ctx.clock.now() })
    .where(eq(sysUsers.id, row.id));
  await revokeAllSessions(ctx, "sys", row.id, "password set by an administrator");
}

const systemUserFields: Record<string, keyof SystemUserUpdate> = {
  Name: "name",
  Email: "email",
  Phone: "phone",
};

export const systemUserResource = defineResource<SysUserRow, "sys", "Sys.User">({
  path: "sys/system_user",
  table: sysUsers,
  side: "sys",
  area: "Sys.User",
  columns: {
    Id: { column: sysUsers.id, kind: "int" },
    Account: { column: sysUsers.account, kind: "string" },
    Name: { column: sysUsers.name, kind: "string" },
    Email: { column: sysUsers.email, kind: "string" },
    Phone: { column: sysUsers.phone, kind: "string" },
    Status: { column: sysUsers.status, kind: "string" },
    CreatedAt: { column: sysUsers.createdAt, kind: "date" },
    LastLoginAt: { column: sysUsers.lastLoginAt, kind: "date" },
  },
  defaultOrder: () => [asc(sysUsers.id)],
  present: presentSysUser,
  verbs: [
    "count",
    "query",
    "query_page",
    "read",
    "insert",
    "update",
    "delete",
    "delete_soft",
    "delete_cancel",
    "enabled_status",
    "disabled_status",
  ],
  insert: (ctx, body, actor) =>
    createSystemUser(ctx, actor, {
      account: String(body.Account ?? ""),
      password: String(body.Password ?? ""),
      name: String(body.Name ?? ""),
      email: typeof body.Email === "string" ? body.Email : null,
      phone: typeof body.Phone === "string" ? body.Phone : null,
      roleIds: Array.isArray(body.RoleIds) ? (body.RoleIds as (string | number)[]) : [],
    }),
  updatable: [...Object.keys(systemUserFields), "RoleIds"],
  update: (ctx, row, changes, actor) =>
    updateSystemUser(ctx, actor, row, {
      ...pickFields<SystemUserUpdate>(systemUserFields, changes),
      roleIds: Array.isArray(changes.RoleIds) ? (changes.RoleIds as (string | number)[]) : null,
    }),
  async beforeChange(ctx, row, change) {
    if (change === "enable" || change === "recover") return;
    if (row.id === ctx.sys?.id) throw new AppError("DBStatusChangeNotAllowed", "own account");
    await revokeAllSessions(ctx, "sys", row.id, `account ${change}d by an administrator`);
  },
});

export interface RoleInput {
  name: string;
  remark?: string | null;
  /** The role's groups; absent on an update: its groups stay. */
  groupIds?: ReadonlyArray<string | number>;
}

export async function saveRole(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  row: PermRoleRow | null,
  input: RoleInput,
): Promise<PermRoleRow> {
  requireWritable(actor);
  // A blank name is the catalogue's own refusal, not a generic invalid parameter.
  const name = checkText("name", input.name, 64);
  if (!name) throw new AppError("DBRoleNull");
  const groupIds = input.groupIds === undefined ? null : toIds(input.groupIds, "DBGroupFormatError");
  if (groupIds) await checkGroupIds(ctx.db, groupIds);
  const values = { name, remark: checkText("remark", input.remark, 500), updatedAt: ctx.clock.now() };
  return ctx.db.transaction(async (tx) => {
    const [saved] = await guardUnique(() =>
      row
        ? tx.update(permRoles).set(values).where(eq(permRoles.id, row.id)).returning()
        : tx.insert(permRoles).values(values).returning(),
    );
    if (!groupIds) return saved!;
    await tx.delete(permRoleGroups).where(eq(permRoleGroups.roleId, saved!.id));
    if (groupIds.length > 0) {
      await tx.insert(permRoleGroups).values(groupIds.map((groupId) => ({ roleId: saved!.id, groupId })));
    }
    return saved!;
  });
}

const roleFields = ["Name", "Remark", "GroupIds"] as const;

/** A role from a body; on an update (`row`), a field the body does not carry keeps its value. */
function roleBody(body: Record<string, unknown>, row: PermRoleRow | null): RoleInput {
  const kept = (field: (typeof roleFields)[number]) => row !== null && !Object.hasOwn(body, field);
  return {
    name: kept("Name") ? row!.name : typeof body.Name === "string" ? body.Name : "",
    remark: kept("Remark") ? row!.remark : typeof body.Remark === "string" ? body.Remark : "",
    ...(kept("GroupIds")
      ? {}
      : { groupIds: Array.isArray(body.GroupIds) ? (body.GroupIds as (string | number)[]) : [] }),
  };
}

export const roleResource = defineResource<PermRoleRow, "sys", "Sys.User">({
  path: "sys/_perm_role",
  table: permRoles,
  side: "sys",
  area: "Sys.User",
  columns: {
    Id: { column: permRoles.id, kind: "int" },
    Name: { column: permRoles.name, kind: "string" },
    Status: { column: permRoles.status, kind: "string" },
    SortOrder: { column: permRoles.sortOrder, kind: "int" },
    CreatedAt: { column: permRoles.createdAt, kind: "date" },
  },
  defaultOrder: () => [asc(permRoles.sortOrder), asc(permRoles.id)],
  present: presentRole,
  verbs: [...manageVerbs, "reorder"],
  insert: (ctx, body, actor) => saveRole(ctx, actor, null, roleBody(body, null)),
  updatable: roleFields,
  update: (ctx, row, changes, actor) => saveRole(ctx, actor, row, roleBody(changes, row)),
});

function checkPerms(perms: ReadonlyArray<unknown>): string[] {
  if (perms.length > allPermissions.length) throw new AppError("DBPermFormatError", "too many");
  for (const perm of perms) {
    if (perm === null || (typeof perm === "string" && !perm.trim())) throw new AppError("DBPermNull");
    if (!isPermission(perm)) throw new AppError("DBPermFormatError", String(perm).slice(0, 64));
  }
  return [...new Set(perms as string[])];
}

export interface GroupInput {
  name: string;
  perms: ReadonlyArray<unknown>;
  remark?: string | null;
}

export async function saveGroup(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  row: PermGroupRow | null,
  input: GroupInput,
): Promise<PermGroupRow> {
  requireWritable(actor);
  const name = checkText("name", input.name, 64);
  if (!name) throw new AppError("DBGroupNull");
  const values = {
    name,
    perms: checkPerms(input.perms),
    remark: checkText("remark", input.remark, 500),
    updatedAt: ctx.clock.now(),
  };
  const [saved] = await guardUnique(() =>
    row
      ? ctx.db.update(permGroups).set(values).where(eq(permGroups.id, row.id)).returning()
      : ctx.db.insert(permGroups).values(values).returning(),
  );
  return saved!;
}

const groupFields = ["Name", "Perms", "Remark"] as const;

/** A group from a body; on an update (`row`), a field the body does not carry keeps its value. */
function groupBody(body: Record<string, unknown>, row: PermGroupRow | null): GroupInput {
  if (body.Perms !== undefined && !Array.isArray(body.Perms)) throw invalid("Perms must be a list");
  const kept = (field: (typeof groupFields)[number]) => row !== null && !Object.hasOwn(body, field);
  return {
    name: kept("Name") ? row!.name : typeof body.Name === "string" ? body.Name : "",
    perms: kept("Perms") ? row!.perms : Array.isArray(body.Perms) ? body.Perms : [],
    remark: kept("Remark") ? row!.remark : typeof body.Remark === "string" ? body.Remark : "",
  };
}

export const groupResource = defineResource<PermGroupRow, "sys", "Sys.User">({
  path: "sys/_perm_group",
  table: permGroups,
  side: "sys",
  area: "Sys.User",
  columns: {
    Id: { column: permGroups.id, kind: "int" },
    Name: { column: permGroups.name, kind: "string" },
    Status: { column: permGroups.status, kind: "string" },
    SortOrder: { column: permGroups.sortOrder, kind: "int" },
    CreatedAt: { column: permGroups.createdAt, kind: "date" },
  },
  defaultOrder: () => [asc(permGroups.sortOrder), asc(permGroups.id)],
  present: presentGroup,
  verbs: [...manageVerbs, "reorder"],
  insert: (ctx, body, actor) => saveGroup(ctx, actor, null, groupBody(body, null)),
  updatable: groupFields,
  update: (ctx, row, changes, actor) => saveGroup(ctx, actor, row, groupBody(changes, row)),
});

/** The permission catalogue (spec §6) as rows for the permissions screen. */
/** The permission catalogue, for any signed-in system user (the role and group editors). */
export function permissionCatalogue(
  _ctx: Ctx,
  _actor: SignedIn<"sys">,
): { name: string; area: string; verb: string }[] {
  return allPermissions.map((name) => {
    const area = permissionAreas.find(
      (a) => name.startsWith(`${a}.`) && name.split(".").length === a.split(".").length + 1,
    );
    return { name, area: area ?? "ControlPanel", verb: name.slice(name.lastIndexOf(".") + 1) };
  });
}
