/**
 * The back-office side of the module catalogue (spec §3, §5, §7): container images, modules (metadata,
 * status, bulk discount, per-user enabling, covers), module groups with cut and bulk insert, and tag
 * templates with import and export. One service layer for the REST calls (rest/catalogue.ts) and the
 * GraphQL fields (graphql/resolvers/catalogue.ts); every function checks its own permission.
 */
import { isValidDiscount, type Permission, visible, workflowFeature } from "@crucible/schema";
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  blobs,
  imageTemplates,
  moduleGroups,
  moduleUsers,
  modules,
  processors,
  templates,
  type BlobRow,
  type ContainerImageRow,
  type ModuleGroupRow,
  type ModuleRow,
} from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx, Services } from "../context.js";
import { can, noLogin, permDenied, requireWritable, type Granted } from "../access/guards.js";
import { readKeyDoc, saveKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import { limitBytes, sniffImage } from "../files/images.js";
import { buildOrderBy, buildWhere, pageOf, type QueryBody } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { imageResource, moduleResource, visibleToUser } from "./catalogue.js";
import { uniqueTags } from "./moduleInput.js";

const modulePerm = (verb: "Read" | "Update" | "Delete"): Permission => `Workflow.Job.Task.Module.${verb}`;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
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
  await ctx.db.update(modules).set({ discount, updatedAt: new Date() }).where(inArray(modules.id, moduleIds));
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

/* ------------------------------------------------------------------ covers */

/**
 * Lets a cover blob go once nothing refers to it. collectBlob does not know the workflow tables, so
 * they are checked here first; a reference it still misses only keeps the blob (a foreign key refuses).
 */
async function releaseBlob(ctx: Ctx, blobId: number): Promise<void> {
  const uses = await Promise.all([
    ctx.db.select({ id: modules.id }).from(modules).where(eq(modules.coverBlobId, blobId)).limit(1),
    ctx.db.select({ id: templates.id }).from(templates).where(eq(templates.coverBlobId, blobId)).limit(1),
    ctx.db.select({ id: processors.id }).from(processors).where(eq(processors.exeBlobId, blobId)).limit(1),
  ]);
  if (uses.some((rows) => rows.length > 0)) return;
  try {
    await collectBlob(ctx, blobId);
  } catch {
    // A table that still refers to the blob: it stays, which is the safe way round.
  }
}

async function setCover(ctx: Ctx, row: ModuleRow, blobId: number | null): Promise<ModuleRow> {
  const [updated] = await ctx.db
    .update(modules)
    .set({ coverBlobId: blobId, updatedAt: new Date() })
    .where(eq(modules.id, row.id))
    .returning();
  if (row.coverBlobId !== null && row.coverBlobId !== blobId) await releaseBlob(ctx, row.coverBlobId);
  return updated!;
}

/** Uploads an image as the module's own cover (spec §7 upload_cover); the sys config limits its size. */
export async function uploadModuleCover(
  ctx: Ctx,
  id: number,
  file: { name: string; bytes: Buffer },
): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (file.bytes.length > limitBytes(config.Upload.CoverImageSize)) throw new AppError("DBFileTooLarge");
  const mime = sniffImage(file.bytes, file.name);
  const blob = await storeBlob(ctx, file.bytes, mime);
  return setCover(ctx, row, blob.id);
}

/**
 * Sets the cover from a module cover template, by template id or by its blob id (spec §7 update_cover);
 * neither resets it to the default cover.
 */
export async function setModuleCover(
  ctx: Ctx,
  id: number,
  choice: { templateId?: number | null; blobId?: number | null },
): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  if (!choice.templateId && !choice.blobId) return setCover(ctx, row, null);
  const rows = await ctx.db
    .select({ blobId: imageTemplates.blobId })
    .from(imageTemplates)
    .where(
      and(
        choice.templateId ? eq(imageTemplates.id, choice.templateId) : undefined,
        choice.blobId ? eq(imageTemplates.blobId, choice.blobId) : undefined,
        eq(imageTemplates.kind, "module_cover"),
        isNull(imageTemplates.deletedAt),
      ),
    )
    .limit(1);
  if (!rows[0]) throw new AppError("DBDataNotExist", "cover template");
  return setCover(ctx, row, rows[0].blobId);
}

/**
 * The cover of a module for GET .../cover/{id}: a system user with Module.Read or Template.Read sees
 * every module's; a normal user only the covers of modules visible to them.
 */
export async function moduleCoverBlob(ctx: Ctx, id: number): Promise<BlobRow> {
  let scope: SQL | undefined;
  if (can(ctx.sys, modulePerm("Read")) || can(ctx.sys, "Workflow.Job.Template.Read")) scope = undefined;
  else if (ctx.user) scope = visibleToUser(ctx.user);
  else if (ctx.sys) throw permDenied(modulePerm("Read"));
  else throw noLogin(ctx, ["user", "sys"]);
  const rows = await ctx.db
    .select({ b: blobs })
    .from(modules)
    .innerJoin(blobs, eq(blobs.id, modules.coverBlobId))
    .where(and(eq(modules.id, id), scope));
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0].b;
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
        updatedAt: new Date(),
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
  await ctx.db.update(modules).set({ groupId, updatedAt: new Date() }).where(inArray(modules.id, ids));
  return liveModules(ctx, ids);
}

/* ------------------------------------------------------------------ tag templates */

const tagName = visible(z.string().trim().min(1).max(40));
const tagEntry = z.object({ Name: tagName, NameZh: visible(z.string().trim().max(40)).default("") });

/** The tag templates (spec §7 /sys/tag_template), kept as a key-data document. */
const tagTemplateDoc = {
  key: "tag_template",
  schema: z.array(tagEntry).max(1000),
  fallback: [] as z.infer<typeof tagEntry>[],
};

export type TagTemplate = z.infer<typeof tagEntry>;

export interface ModuleTagView {
  readonly name: string;
  readonly nameZh: string;
  readonly moduleCount: number;
  readonly inTemplates: boolean;
}

/** Accepts ["a", ...], [{Name, NameZh}, ...] or [{name, nameZh}, ...]. */
export function parseTagList(value: unknown): TagTemplate[] {
  if (!Array.isArray(value)) throw invalid("tags: a JSON list is expected");
  const entries = value.map((item: unknown) => {
    if (typeof item === "string") return { Name: item };
    if (typeof item === "object" && item !== null) {
      const record = item as Record<string, unknown>;
      return { Name: record.Name ?? record.name, NameZh: record.NameZh ?? record.nameZh ?? "" };
    }
    return { Name: item };
  });
  return parse(z.array(tagEntry).max(1000), entries, "tags");
}

/** The tag templates followed by tags only in use on modules, each with its count of live modules. */
export function listTags(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<ModuleTagView[]> {
  return tagViews(ctx);
}

/** The tag templates with their module counts, and the tags modules carry that no template names. */
async function tagViews(ctx: Ctx): Promise<ModuleTagView[]> {
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const rows = await ctx.db.select({ tags: modules.tags }).from(modules).where(isNull(modules.deletedAt));
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const result: ModuleTagView[] = saved.map((t) => ({
    name: t.Name,
    nameZh: t.NameZh,
    moduleCount: counts.get(t.Name) ?? 0,
    inTemplates: true,
  }));
  const listed = new Set(saved.map((t) => t.Name));
  const extra = [...counts.keys()].filter((name) => !listed.has(name)).sort((a, b) => a.localeCompare(b));
  for (const name of extra) {
    result.push({ name, nameZh: "", moduleCount: counts.get(name)!, inTemplates: false });
  }
  return result;
}

export async function exportTags(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<TagTemplate[]> {
  return readKeyDoc(ctx.db, tagTemplateDoc);
}

/** Adds tag templates (a name already there takes the new Chinese label), or replaces them all. */
export async function importTags(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  value: unknown,
  replace: boolean,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const incoming = parseTagList(value);
  const merged = new Map<string, TagTemplate>();
  if (!replace) for (const t of await readKeyDoc(ctx.db, tagTemplateDoc)) merged.set(t.Name, t);
  for (const t of incoming) {
    const before = merged.get(t.Name);
    merged.set(t.Name, { Name: t.Name, NameZh: t.NameZh || before?.NameZh || "" });
  }
  await saveKeyDoc(ctx.db, tagTemplateDoc, [...merged.values()]);
  return tagViews(ctx);
}

/** Modules (live or removed) carrying a tag. */
async function modulesWithTag(ctx: Ctx, name: string): Promise<ModuleRow[]> {
  return ctx.db
    .select()
    .from(modules)
    .where(sql`${modules.tags} @> ${JSON.stringify([name])}::jsonb`);
}

/** Renames a tag in the templates and on every module (merging with newName where both exist). */
export async function renameTag(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  name: string,
  newName: string,
  nameZh: string | null,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const from = parse(tagName, name, "name");
  const to = parse(tagName, newName, "newName");
  const label = nameZh === null ? null : parse(z.string().trim().max(40), nameZh, "nameZh");
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const tagged = await modulesWithTag(ctx, from);
  if (!saved.some((t) => t.Name === from) && tagged.length === 0) throw new AppError("DBDataNotExist", from);
  await ctx.db.transaction(async (tx) => {
    for (const row of tagged) {
      await tx
        .update(modules)
        .set({ tags: uniqueTags(row.tags.map((t) => (t === from ? to : t))), updatedAt: new Date() })
        .where(eq(modules.id, row.id));
    }
  });
  const next: TagTemplate[] = [];
  for (const t of saved) {
    const renamed = t.Name === from ? { Name: to, NameZh: label ?? t.NameZh } : t;
    if (!next.some((n) => n.Name === renamed.Name)) next.push(renamed);
  }
  if (!next.some((t) => t.Name === to)) next.push({ Name: to, NameZh: label ?? "" });
  await saveKeyDoc(ctx.db, tagTemplateDoc, next);
  return tagViews(ctx);
}

/** Removes a tag from the templates and from every module. */
export async function removeTag(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Delete">,
  name: string,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const tag = parse(tagName, name, "name");
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const tagged = await modulesWithTag(ctx, tag);
  if (!saved.some((t) => t.Name === tag) && tagged.length === 0) throw new AppError("DBDataNotExist", tag);
  await ctx.db.transaction(async (tx) => {
    for (const row of tagged) {
      await tx
        .update(modules)
        .set({ tags: row.tags.filter((t) => t !== tag), updatedAt: new Date() })
        .where(eq(modules.id, row.id));
    }
  });
  await saveKeyDoc(
    ctx.db,
    tagTemplateDoc,
    saved.filter((t) => t.Name !== tag),
  );
  return tagViews(ctx);
}
