/**
 * The back-office side of the module catalogue (spec §3, §5, §7): container images, modules (metadata,
 * status, bulk discount, per-user enabling; covers in moduleCovers.ts), module groups with cut and bulk
 * insert, and tag templates with import and export (moduleTags.ts). One service layer for the REST
 * calls (rest/catalogue.ts) and the GraphQL fields (graphql/resolvers/catalogue.ts); every function
 * checks its own permission.
 */
import { isValidDiscount, type Permission, visible, workflowFeature } from "@crucible/schema";
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  moduleGroups,
  moduleUsers,
  modules,
  type ContainerImageRow,
  type ModuleGroupRow,
  type ModuleRow,
} from "../../db/modules.js";
import { users } from "../../db/users.js";
import type { Ctx, Services } from "../context.js";
import { can, noLogin, permDenied, requireWritable, type Granted } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { buildOrderBy, buildWhere, pageOf, type QueryBody } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { imageResource, moduleResource, visibleToUser } from "./catalogue.js";

export const modulePerm = (verb: "Read" | "Update" | "Delete"): Permission =>
  `Workflow.Job.Task.Module.${verb}`;

/** The value as the schema reads it, or ServerInvalidParameter naming the field (`what` when none). */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".") || what}: ${issue.message}` : what);
  }
  return parsed.data;
}

const idList = z.array(z.number().int().positive()).min(1).max(1000);

/* ------------------------------------------------------------------ container images */

/** The REST body of an image (the same validation as the generic insert and update verbs). */
export interface ImageFields {
  readonly UID: string;
  readonly Name: string;
  readonly CpuCount?: number | null;
  readonly MemoryMb?: number | null;
  readonly VirtualMemoryMb?: number | null;
  readonly Network?: "none" | "bridge" | "host" | null;
  readonly Executor?: string | null;
  readonly Labels?: readonly string[] | null;
}

function imageBody(fields: ImageFields): Record<string, unknown> {
  return {
    UID: fields.UID,
    Name: fields.Name,
    CpuCount: fields.CpuCount ?? 0,
    MemoryMb: fields.MemoryMb ?? null,
    VirtualMemoryMb: fields.VirtualMemoryMb ?? null,
    Network: fields.Network ?? "none",
    Executor: fields.Executor ?? null,
    Labels: fields.Labels ?? [],
  };
}

export function listImages(ctx: Ctx, query: QueryBody) {
  return imageResource.page(ctx, query);
}

export function findImage(ctx: Ctx, id: number): Promise<ContainerImageRow> {
  return imageResource.find(ctx, id);
}

export async function createImage(ctx: Ctx, fields: ImageFields): Promise<ContainerImageRow> {
  return imageResource.insert(ctx, imageBody(fields));
}

export async function updateImage(ctx: Ctx, id: number, fields: ImageFields): Promise<ContainerImageRow> {
  return imageResource.update(ctx, id, imageBody(fields));
}

/** Deletes for good, live or from the recycle bin; refused while any module refers to it. */
export async function deleteImage(ctx: Ctx, id: number): Promise<boolean> {
  await imageResource.run(ctx, "delete_hard", id, {}, null);
  return true;
}

/** Live modules per image, for the image list. */
export async function moduleCountsByImage(
  services: Services,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await services.db
    .select({ id: modules.imageId, n: sql<number>`count(*)::int` })
    .from(modules)
    .where(and(inArray(modules.imageId, [...ids]), isNull(modules.deletedAt)))
    .groupBy(modules.imageId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/* ------------------------------------------------------------------ modules */

/** The generic REST update body of a module: the same validation for both transports. */
export interface ModuleFields {
  readonly Name?: string;
  readonly NameZh?: string;
  readonly Summary?: string;
  readonly SummaryZh?: string;
  readonly Docs?: string;
  readonly DocsZh?: string;
  readonly Tags?: readonly string[];
  readonly GroupId?: number | null;
  readonly Discount?: number;
  readonly TimeoutSeconds?: number;
  readonly SuccessExitCode?: number;
  readonly TokenPrice?: number;
  readonly Visibility?: "all" | "partly" | "none";
  readonly ImageId?: number | null;
  /** Container modules only: the argv run in the image (`{args.json  readonly Labels?: readonly string[];
  readonly Partition?: string | null;
}`: the arguments file). */
  readonly Command?: readonly string[];
  /** Container modules only (a local module's come from its manifest). */
  readonly Args?: readonly Record<string, unknown>[];
  readonly Outputs?: readonly Record<string, unknown>[];
  /** Container modules only; empty: one implicit method of Args and Outputs. */
  readonly Methods?: readonly Record<string, unknown>[];
  /** UI packs as its run form and result view (docs/apps.md); null clears. */
  readonly RunFormPackId?: number | null;
  readonly ResultViewPackId?: number | null;
}

/** A new module: the update's fields plus its unique key and runner (only container). */
export interface ModuleCreateFields extends ModuleFields {
  readonly Key: string;
  readonly Name: string;
  readonly Runner?: string;
}

export interface ModuleFilter {
  /** 0: modules without a group. */
  readonly groupId?: number | null;
  readonly tag?: string | null;
}

/** Every module (removed ones with Deleted), with the generic query body plus group and tag filters. */
export async function listModules(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
  query: QueryBody,
  filter: ModuleFilter = {},
): Promise<{ list: ModuleRow[]; total: number }> {
  const columns = moduleResource.def.columns;
  const conditions: (SQL | undefined)[] = [
    query.Deleted ? isNotNull(modules.deletedAt) : isNull(modules.deletedAt),
    buildWhere(columns, query.Where),
  ];
  if (filter.groupId !== undefined && filter.groupId !== null) {
    conditions.push(filter.groupId === 0 ? isNull(modules.groupId) : eq(modules.groupId, filter.groupId));
  }
  const tag = filter.tag?.trim();
  if (tag) conditions.push(sql`${modules.tags} @> ${JSON.stringify([tag])}::jsonb`);
  const where = and(...conditions);
  const { limit, offset } = pageOf(query);
  const orderBy = buildOrderBy(columns, query.OrderBy, moduleResource.def.defaultOrder());
  const list = await ctx.db
    .select()
    .from(modules)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(modules)
    .where(where);
  return { list, total: counted?.n ?? 0 };
}

export function findModule(ctx: Ctx, id: number): Promise<ModuleRow> {
  return moduleResource.find(ctx, id);
}

/**
 * Creates a container module (the same validation as updateModule); local modules are refused, they
 * run scripts shipped with the gateway.
 */
export async function createModule(ctx: Ctx, fields: ModuleCreateFields): Promise<ModuleRow> {
  return moduleResource.insert(ctx, { ...fields });
}

export async function updateModule(ctx: Ctx, id: number, fields: ModuleFields): Promise<ModuleRow> {
  return moduleResource.update(ctx, id, { ...fields });
}

/** Live modules by id in the order asked, or DBDataNotExist when any is missing. */
async function liveModules(ctx: Ctx, ids: readonly number[]): Promise<ModuleRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select()
    .from(modules)
    .where(and(inArray(modules.id, unique), isNull(modules.deletedAt)));
  if (rows.length !== unique.length) throw new AppError("DBDataNotExist", "ModuleIds");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

/** Sets the calc-metric discount of several modules (spec §7 calc_metric_discount_value). */
export async function setModulesDiscount(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  ids: readonly number[],
  discount: number,
): Promise<ModuleRow[]> {
  requireWritable(actor);
  const moduleIds = parse(idList, ids, "ModuleIds");
  if (!isValidDiscount(discount)) throw invalid("Discount: must be above 0 and at most 1");
  await liveModules(ctx, moduleIds);
  await ctx.db
    .update(modules)
    .set({ discount, updatedAt: ctx.clock.now() })
    .where(inArray(modules.id, moduleIds));
  return liveModules(ctx, moduleIds);
}

/**
 * The discount of modules a caller may see: any module for a system user with Module.Read, the
 * visible ones for a normal user (others answer like missing ones).
 */
export async function moduleDiscounts(
  ctx: Ctx,
  ids: readonly number[],
): Promise<{ ModuleId: number; Discount: number }[]> {
  const moduleIds = parse(idList, ids, "ModuleIds");
  let scope: SQL | undefined;
  if (can(ctx.sys, modulePerm("Read"))) scope = isNull(modules.deletedAt);
  else if (ctx.user) scope = and(visibleToUser(ctx.user), eq(modules.status, "enabled"));
  else if (ctx.sys) throw permDenied(modulePerm("Read"));
  else throw noLogin(ctx, ["user", "sys"]);
  const rows = await ctx.db
    .select({ id: modules.id, discount: modules.discount })
    .from(modules)
    .where(and(inArray(modules.id, moduleIds), scope));
  const byId = new Map(rows.map((r) => [r.id, r.discount]));
  return moduleIds.filter((id) => byId.has(id)).map((id) => ({ ModuleId: id, Discount: byId.get(id)! }));
}

/* ------------------------------------------------------------------ per-user enabling */

export interface EnabledUser {
  readonly id: number;
  readonly account: string;
  readonly name: string;
}

/** The users each module is enabled for (visibility partly), by module id. */
export async function enabledUsersByModule(
  services: Services,
  moduleIds: readonly number[],
): Promise<Map<number, EnabledUser[]>> {
  const result = new Map<number, EnabledUser[]>();
  if (moduleIds.length === 0) return result;
  const rows = await services.db
    .select({ moduleId: moduleUsers.moduleId, id: users.id, account: users.account, name: users.name })
    .from(moduleUsers)
    .innerJoin(users, eq(users.id, moduleUsers.userId))
    .where(and(inArray(moduleUsers.moduleId, [...moduleIds]), isNull(users.deletedAt)))
    .orderBy(asc(users.account));
  for (const row of rows) {
    const list = result.get(row.moduleId) ?? [];
    list.push({ id: row.id, account: row.account, name: row.name });
    result.set(row.moduleId, list);
  }
  return result;
}

export async function moduleEnabledUsers(ctx: Ctx, id: number): Promise<EnabledUser[]> {
  const row = await moduleResource.find(ctx, id);
  return (await enabledUsersByModule(ctx, [row.id])).get(row.id) ?? [];
}

const accountList = z.array(z.string().trim().min(1).max(100)).min(1).max(1000);

/** Enables a module for normal users by account; DBDataNotExist names accounts that do not exist. */
export async function addModuleUsers(ctx: Ctx, id: number, accounts: readonly string[]): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  const wanted = [...new Set(parse(accountList, accounts, "Accounts").map((a) => a.toLowerCase()))];
  const found = await ctx.db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(inArray(sql`lower(${users.account})`, wanted), isNull(users.deletedAt)));
  const known = new Set(found.map((u) => u.account.toLowerCase()));
  const missing = wanted.filter((account) => !known.has(account));
  if (missing.length > 0) throw new AppError("DBDataNotExist", missing.join(", "));
  await ctx.db
    .insert(moduleUsers)
    .values(found.map((u) => ({ moduleId: row.id, userId: u.id })))
    .onConflictDoNothing();
  return row;
}

export async function removeModuleUsers(
  ctx: Ctx,
  id: number,
  userIds: readonly number[],
): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  const ids = parse(idList, userIds, "UserIds");
  await ctx.db
    .delete(moduleUsers)
    .where(and(eq(moduleUsers.moduleId, row.id), inArray(moduleUsers.userId, ids)));
  return row;
}

/* ------------------------------------------------------------------ module groups */

const groupInput = z.object({
  Name: visible(z.string().trim().min(1).max(100)),
  NameZh: visible(z.string().trim().max(100)).optional(),
});

async function checkGroupName(ctx: Ctx, name: string, exceptId: number | null): Promise<void> {
  const rows = await ctx.db
    .select({ id: moduleGroups.id })
    .from(moduleGroups)
    .where(
      and(
        sql`lower(${moduleGroups.name}) = ${name.toLowerCase()}`,
        exceptId === null ? undefined : sql`${moduleGroups.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (rows[0]) throw new AppError("DBDuplicate", "Name");
}

export function presentGroup(row: ModuleGroupRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    NameZh: row.nameZh,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
  };
}

/** REST /api/sys/workflow_job_task_module_group with the generic verbs (Workflow.Job.Task.Module.*). */
export const moduleGroupResource: Resource<ModuleGroupRow> = defineResource<ModuleGroupRow>({
  path: "sys/workflow_job_task_module_group",
  feature: workflowFeature,
  table: moduleGroups,
  side: "sys",
  area: "Workflow.Job.Task.Module",
  columns: {
    Id: { column: moduleGroups.id, kind: "int" },
    Name: { column: moduleGroups.name, kind: "string" },
    NameZh: { column: moduleGroups.nameZh, kind: "string" },
    SortOrder: { column: moduleGroups.sortOrder, kind: "int" },
    CreatedAt: { column: moduleGroups.createdAt, kind: "date" },
  },
  defaultOrder: () => [asc(moduleGroups.sortOrder), asc(moduleGroups.id)],
  present: presentGroup,
  verbs: ["count", "query", "query_page", "read", "insert", "update", "reorder", "delete"],
  async insert(ctx, body) {
    const input = parse(groupInput, body, "group");
    await checkGroupName(ctx, input.Name, null);
    const [last] = await ctx.db
      .select({ max: sql<number | null>`max(${moduleGroups.sortOrder})` })
      .from(moduleGroups);
    const [row] = await ctx.db
      .insert(moduleGroups)
      .values({ name: input.Name, nameZh: input.NameZh ?? "", sortOrder: (last?.max ?? -1) + 1 })
      .returning();
    return row!;
  },
  updatable: Object.keys(groupInput.shape),
  async update(ctx, row, body) {
    const input = parse(groupInput.partial(), body, "group");
    if (input.Name !== undefined) await checkGroupName(ctx, input.Name, row.id);
    const [updated] = await ctx.db
      .update(moduleGroups)
      .set({
        ...(input.Name !== undefined ? { name: input.Name } : {}),
        ...(input.NameZh !== undefined ? { nameZh: input.NameZh } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(moduleGroups.id, row.id))
      .returning();
    return updated!;
  },
});

/** Every group in its order (at most 1000). */
export async function listGroups(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<ModuleGroupRow[]> {
  return ctx.db
    .select()
    .from(moduleGroups)
    .orderBy(asc(moduleGroups.sortOrder), asc(moduleGroups.id))
    .limit(1000);
}

export function findGroup(ctx: Ctx, id: number): Promise<ModuleGroupRow> {
  return moduleGroupResource.find(ctx, id);
}

export async function createGroup(
  ctx: Ctx,
  fields: { Name: string; NameZh?: string },
): Promise<ModuleGroupRow> {
  return moduleGroupResource.insert(ctx, { ...fields });
}

export async function updateGroup(
  ctx: Ctx,
  id: number,
  fields: { Name: string; NameZh?: string },
): Promise<ModuleGroupRow> {
  return moduleGroupResource.update(ctx, id, { ...fields });
}

/** Deletes a group; its modules stay, without a group (the foreign key sets null). */
export async function deleteGroup(ctx: Ctx, id: number): Promise<boolean> {
  await moduleGroupResource.run(ctx, "delete", id, {}, null);
  return true;
}

/** Live modules per group, for the group list. */
export async function moduleCountsByGroup(
  services: Services,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await services.db
    .select({ id: modules.groupId, n: sql<number>`count(*)::int` })
    .from(modules)
    .where(and(inArray(modules.groupId, [...ids]), isNull(modules.deletedAt)))
    .groupBy(modules.groupId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/**
 * Moves modules into a group (spec §7: the group's cut, and group_modules bulk_insert); null takes
 * them out of any group. Answers the modules in the order asked.
 */
export async function moveModulesToGroup(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  moduleIds: readonly number[],
  groupId: number | null,
): Promise<ModuleRow[]> {
  requireWritable(actor);
  const ids = parse(idList, moduleIds, "ModuleIds");
  if (groupId !== null) await moduleGroupResource.find(ctx, groupId);
  await liveModules(ctx, ids);
  await ctx.db.update(modules).set({ groupId, updatedAt: ctx.clock.now() }).where(inArray(modules.id, ids));
  return liveModules(ctx, ids);
}
