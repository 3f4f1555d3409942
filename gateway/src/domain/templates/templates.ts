/**
 * Workflow templates (spec §3, §7): a DAG of module and processor nodes with argument templates.
 * System templates are published by the back office (owner null); users build, save, clone and run
 * their own. Saving checks the graph (names, modules, links, no loop, size limits: templateNodes.ts);
 * required arguments may be left for the run, where the job's own checks apply. The seeded system
 * templates: seedTemplates.ts.
 */
import { workflowFeature } from "@crucible/schema";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { JobRow } from "../../db/jobs.js";
import { modules } from "../../db/modules.js";
import {
  templates,
  type TemplateNodeRow,
  type TemplateRow,
  type TemplateVersionRow,
} from "../../db/templates.js";
import type { Actor, Ctx } from "../context.js";
import { requireWritable, type SignedIn, type UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import type { ColumnMap } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { checkAcyclic, methodOf } from "../modules/args.js";
import { submitJob } from "../jobs/jobs.js";
import { diffTemplateVersions, type TemplateDiff } from "./templateDiff.js";
import type { templateInput } from "./templateNodes.js";
import { checkTemplateNodes, parse } from "./templateNodes.js";
import {
  latestVersion,
  offeredToUsers,
  usableBy,
  writableBy,
  versionsOfTemplate,
  versionWithTemplate,
  writeTemplateVersion,
} from "./templateVersions.js";

/** The task names in dependency order. */
export function taskNames(row: TemplateRow): string[] {
  try {
    return checkAcyclic(row.nodes);
  } catch {
    return row.nodes.map((n) => n.key);
  }
}

/** System templates offered to every user: the enabled ones. */
const userVisible = (actor: Actor) => usableBy(actor.id);

const templateColumns: ColumnMap = {
  Id: { column: templates.id, kind: "int" },
  ProjectId: { column: templates.projectId, kind: "int" },
  Name: { column: templates.name, kind: "string" },
  Status: { column: templates.status, kind: "string" },
  SortOrder: { column: templates.sortOrder, kind: "int" },
  CreatedAt: { column: templates.createdAt, kind: "date" },
  UpdatedAt: { column: templates.updatedAt, kind: "date" },
};

function presentTemplate(row: TemplateRow): Record<string, unknown> {
  return {
    Id: row.id,
    Kind: row.ownerId === null ? "system" : "user",
    ProjectId: row.projectId,
    Name: row.name,
    NameZh: row.nameZh,
    Summary: row.summary,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    DeletedAt: row.deletedAt,
  };
}

/**
 * A user's templates (and the system ones offered to them, to read): only their own are removed.
 * Not served over REST: GraphQL's deleteTemplate runs its verb.
 */
export const userTemplateResource: Resource<TemplateRow> = defineResource<TemplateRow>({
  path: "workflow_job_template",
  table: templates,
  side: "user",
  owner: templates.ownerId,
  project: templates.projectId,
  readable: offeredToUsers,
  feature: workflowFeature,
  columns: templateColumns,
  defaultOrder: () => [asc(templates.sortOrder), desc(templates.id)],
  present: presentTemplate,
  verbs: ["read", "delete_soft"],
});

/**
 * The system templates of the back office (owner null, Workflow.Job.Template.*). Not served over
 * REST: GraphQL's setSysTemplateStatus and deleteSysTemplate run its verbs.
 */
export const sysTemplateResource: Resource<TemplateRow> = defineResource<TemplateRow>({
  path: "sys/workflow_job_template",
  feature: workflowFeature,
  table: templates,
  side: "sys",
  area: "Workflow.Job.Template",
  scope: () => isNull(templates.ownerId),
  columns: templateColumns,
  defaultOrder: () => [asc(templates.sortOrder), desc(templates.id)],
  present: presentTemplate,
  verbs: ["read", "enabled_status", "disabled_status", "delete_soft"],
});

/** The templates the caller may read; with a project id, only that project's. */
export async function listTemplates(
  ctx: Ctx,
  actor: UserActor,
  projectId: number | null = null,
): Promise<TemplateRow[]> {
  return ctx.db
    .select()
    .from(templates)
    .where(and(userVisible(actor), projectId === null ? undefined : eq(templates.projectId, projectId)))
    .orderBy(sql`${templates.ownerId} is not null`, asc(templates.sortOrder), desc(templates.id))
    .limit(1000);
}

/** A template the caller may use: an enabled system one or their own; others answer like missing. */
export async function visibleTemplate(ctx: Ctx, actor: UserActor, id: number): Promise<TemplateRow> {
  const [row] = await ctx.db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), userVisible(actor)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/**
 * A template the caller may change and run: their own, or one of a project where they are an editor
 * or owner; others (a viewer's included) answer like missing.
 */
async function ownTemplate(ctx: Ctx, actor: UserActor, id: number): Promise<TemplateRow> {
  const [row] = await ctx.db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), writableBy(actor.id)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

function columns(input: z.infer<typeof templateInput>, nodes: TemplateNodeRow[]) {
  return {
    name: input.name,
    nameZh: input.nameZh ?? "",
    summary: input.summary ?? "",
    docs: input.docs ?? "",
    nodes,
  };
}

export async function createTemplate(ctx: Ctx, actor: UserActor, raw: unknown): Promise<TemplateRow> {
  requireWritable(actor);
  const input = parse(raw);
  const nodes = await checkTemplateNodes(ctx, { side: "user", actor }, input.nodes);
  return insertVersioned(ctx, { ...columns(input, nodes), ownerId: actor.id }, actor, input.note ?? "");
}

/** Inserts a template and its version 1, in one transaction. */
async function insertVersioned(
  ctx: Ctx,
  values: typeof templates.$inferInsert,
  author: Actor,
  note: string,
): Promise<TemplateRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(templates).values(values).returning();
    await writeTemplateVersion(tx, row!, author, note);
    return row!;
  });
}

export async function updateTemplate(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  raw: unknown,
): Promise<TemplateRow> {
  requireWritable(actor);
  const current = await ownTemplate(ctx, actor, id);
  const input = parse(raw);
  const nodes = await checkTemplateNodes(ctx, { side: "user", actor }, input.nodes);
  return saveVersion(ctx, current.id, actor, columns(input, nodes), input.note ?? "");
}

/**
 * Writes a template's new columns and the version they make, in one transaction (the update locks
 * the row: concurrent saves get consecutive numbers).
 */
async function saveVersion(
  ctx: Ctx,
  id: number,
  author: Actor,
  values: Partial<Pick<TemplateRow, "name" | "nameZh" | "summary" | "docs" | "nodes">>,
  note: string,
): Promise<TemplateRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(templates)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(templates.id, id))
      .returning();
    await writeTemplateVersion(tx, row!, author, note);
    return row!;
  });
}

/** Copies a system template or the caller's own into a new one of the caller's. */
export async function cloneTemplate(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  name?: string | null,
): Promise<TemplateRow> {
  requireWritable(actor);
  const source = await visibleTemplate(ctx, actor, id);
  // The copy is checked as the caller's: a system template may use files the caller cannot see.
  const nodes = await checkTemplateNodes(
    ctx,
    { side: "user", actor },
    source.nodes.map((n) => ({ ...n, moduleId: n.moduleId ?? null, processorId: n.processorId ?? null })),
  );
  return insertVersioned(
    ctx,
    {
      ownerId: actor.id,
      name: name?.trim() || `${source.name} (copy)`.slice(0, 200),
      nameZh: source.nameZh ? `${source.nameZh}（副本）`.slice(0, 200) : "",
      summary: source.summary,
      docs: source.docs,
      coverBlobId: source.coverBlobId,
      nodes,
    },
    actor,
    `copied from ${source.name}`.slice(0, 500),
  );
}

/** Runs a template: its nodes as tasks, each node's arguments overridden by `overrides[key]`. */
export async function runTemplate(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  run: {
    name: string;
    emailNotify: boolean;
    tags?: readonly string[] | null;
    overrides: { key: string; args: Record<string, unknown>; method?: string | null }[];
    /** The project the job is made in (the caller must edit it); null or absent: the caller's alone. */
    projectId?: number | null;
  },
): Promise<JobRow> {
  const visible = await visibleTemplate(ctx, actor, id);
  // A project's template is run by its editors and owners (and its owner); a viewer only reads it.
  const template = visible.ownerId === null ? visible : await ownTemplate(ctx, actor, id);
  for (const o of run.overrides) {
    if (!template.nodes.some((n) => n.key === o.key))
      throw new AppError("JobTaskArgsError", `no task ${o.key}`);
  }
  // A node run with another method keeps only the arguments that method declares too (a molecules
  // link carries over), then takes the override's.
  const tasks = [];
  for (const n of template.nodes) {
    const override = run.overrides.find((o) => o.key === n.key);
    let args = n.args;
    if (override?.method && override.method !== n.method && n.moduleId) {
      const [module] = await ctx.db.select().from(modules).where(eq(modules.id, n.moduleId));
      const names = new Set(module ? methodOf(module, override.method).method.args.map((a) => a.name) : []);
      args = Object.fromEntries(Object.entries(n.args).filter(([name]) => names.has(name)));
    }
    tasks.push({
      key: n.key,
      moduleId: n.moduleId ?? null,
      processorId: n.processorId ?? null,
      approval: n.approval ?? null,
      method: override?.method ?? n.method ?? null,
      args: { ...args, ...(override?.args ?? {}) },
      dependsOn: n.dependsOn,
    });
  }
  // The job records the version it ran: the template's newest, which its current graph is.
  const version = await latestVersion(ctx.db, template.id);
  return submitJob(
    ctx,
    actor,
    {
      name: run.name,
      emailNotify: run.emailNotify,
      tags: run.tags ?? undefined,
      projectId: run.projectId ?? null,
      tasks,
    },
    { templateVersionId: version?.id ?? null },
  );
}

// ---- the back office: system templates ----

export async function listSysTemplates(ctx: Ctx, _actor: SignedIn<"sys">): Promise<TemplateRow[]> {
  return ctx.db
    .select()
    .from(templates)
    .where(and(isNull(templates.ownerId), isNull(templates.deletedAt)))
    .orderBy(asc(templates.sortOrder), desc(templates.id))
    .limit(1000);
}

export async function sysTemplate(ctx: Ctx, _actor: SignedIn<"sys">, id: number): Promise<TemplateRow> {
  const [row] = await ctx.db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.ownerId), isNull(templates.deletedAt)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

export async function createSysTemplate(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  raw: unknown,
): Promise<TemplateRow> {
  requireWritable(actor);
  const input = parse(raw);
  const nodes = await checkTemplateNodes(ctx, { side: "sys" }, input.nodes);
  return insertVersioned(ctx, columns(input, nodes), actor, input.note ?? "");
}

export async function updateSysTemplate(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  id: number,
  raw: unknown,
): Promise<TemplateRow> {
  requireWritable(actor);
  const current = await sysTemplate(ctx, actor, id);
  const input = parse(raw);
  const nodes = await checkTemplateNodes(ctx, { side: "sys" }, input.nodes);
  return saveVersion(ctx, current.id, actor, columns(input, nodes), input.note ?? "");
}

// ---- versions (issue 28) ----

/** A version the caller may read: one of a template they may use; others answer like missing. */
export async function templateVersion(
  ctx: Ctx,
  actor: UserActor,
  versionId: number,
): Promise<TemplateVersionRow> {
  return (await versionOf(ctx, actor, versionId)).version;
}

async function versionOf(ctx: Ctx, actor: UserActor, versionId: number) {
  const found = await versionWithTemplate(ctx.db, versionId, usableBy(actor.id));
  if (!found) throw new AppError("DBDataNotExist");
  return found;
}

/** The versions of a template the caller may use, newest first. */
export async function listTemplateVersions(
  ctx: Ctx,
  actor: UserActor,
  templateId: number,
): Promise<TemplateVersionRow[]> {
  const template = await visibleTemplate(ctx, actor, templateId);
  return versionsOfTemplate(ctx.db, template.id);
}

/**
 * Restores a version of one of the caller's templates: a new save (a new version, "restored from vN")
 * whose graph is that version's, checked again as a save is (its modules must still be usable).
 */
export async function restoreTemplateVersion(
  ctx: Ctx,
  actor: UserActor,
  versionId: number,
): Promise<TemplateRow> {
  requireWritable(actor);
  const { version, template } = await versionOf(ctx, actor, versionId);
  await ownTemplate(ctx, actor, template.id);
  const nodes = await checkTemplateNodes(ctx, { side: "user", actor }, restorable(version));
  return saveVersion(ctx, template.id, actor, { nodes }, `restored from v${version.number}`);
}

const restorable = (version: TemplateVersionRow) =>
  version.nodes.map((n) => ({
    ...n,
    moduleId: n.moduleId ?? null,
    processorId: n.processorId ?? null,
    method: n.method ?? null,
  }));

/** Two versions compared, the older first (whichever order they are given in). */
export interface VersionComparison {
  from: TemplateVersionRow;
  to: TemplateVersionRow;
  diff: TemplateDiff;
}

function compare(a: TemplateVersionRow, b: TemplateVersionRow): VersionComparison {
  if (a.templateId !== b.templateId)
    throw new AppError("ServerInvalidParameter", "the versions belong to different templates");
  const [from, to] = a.number <= b.number ? [a, b] : [b, a];
  return { from, to, diff: diffTemplateVersions(from, to) };
}

/** Compares two versions of one template the caller may use. */
export async function compareTemplateVersions(
  ctx: Ctx,
  actor: UserActor,
  aId: number,
  bId: number,
): Promise<VersionComparison> {
  const a = await templateVersion(ctx, actor, aId);
  const b = await templateVersion(ctx, actor, bId);
  return compare(a, b);
}

/** A version of a system template (back office). */
async function sysVersionOf(ctx: Ctx, _actor: SignedIn<"sys">, versionId: number) {
  const found = await versionWithTemplate(ctx.db, versionId, isNull(templates.ownerId));
  if (!found) throw new AppError("DBDataNotExist");
  return found;
}

export async function sysTemplateVersion(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  versionId: number,
): Promise<TemplateVersionRow> {
  return (await sysVersionOf(ctx, actor, versionId)).version;
}

export async function listSysTemplateVersions(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  templateId: number,
): Promise<TemplateVersionRow[]> {
  const template = await sysTemplate(ctx, actor, templateId);
  return versionsOfTemplate(ctx.db, template.id);
}

export async function restoreSysTemplateVersion(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  versionId: number,
): Promise<TemplateRow> {
  requireWritable(actor);
  const { version, template } = await sysVersionOf(ctx, actor, versionId);
  const nodes = await checkTemplateNodes(ctx, { side: "sys" }, restorable(version));
  return saveVersion(ctx, template.id, actor, { nodes }, `restored from v${version.number}`);
}

export async function compareSysTemplateVersions(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  aId: number,
  bId: number,
): Promise<VersionComparison> {
  const a = await sysTemplateVersion(ctx, actor, aId);
  const b = await sysTemplateVersion(ctx, actor, bId);
  return compare(a, b);
}
