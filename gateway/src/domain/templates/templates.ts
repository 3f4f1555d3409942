/**
 * Workflow templates (spec §3, §7): a DAG of module and processor nodes with argument templates.
 * System templates are published by the back office (owner null); users build, save, clone and run
 * their own. Saving checks the graph (names, modules, links, no loop, size limits); required
 * arguments may be left for the run, where the job's own checks apply.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { approvalStepSchema, hasInvisibleControls, workflowLimits, workflowFeature } from "@crucible/schema";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  dataFiles,
  modules,
  processors,
  templates,
  type JobRow,
  type ModuleArg,
  type ModuleOutput,
  type TemplateNodeRow,
  type TemplateRow,
  type TemplateVersionRow,
} from "../../db/schema.js";
import type { Actor, Ctx, Services } from "../context.js";
import { requireWritable, type SignedIn, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import type { ColumnMap } from "../query.js";
import { usableDataFiles } from "../datasets/dataFiles.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { checkAcyclic, checkArgs, checkProcessorMethod, isFileArg, methodOf } from "../modules/args.js";
import { modulesRoot, visibleToUser } from "../modules/catalogue.js";
import { submitJob } from "../jobs/jobs.js";
import { diffTemplateVersions, type TemplateDiff } from "./templateDiff.js";
import {
  latestVersion,
  offeredToUsers,
  usableBy,
  writableBy,
  versionsOfTemplate,
  versionWithTemplate,
  writeTemplateVersion,
} from "./templateVersions.js";
import { visibleProcessor } from "../processors/processors.js";
import { containersDir, shippedImageOfModule, shippedImages } from "../images/shipped/index.js";

const nodeInput = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "task names are letters, digits, _ and -"),
  moduleId: z.number().int().positive().nullish(),
  processorId: z.number().int().positive().nullish(),
  /** The module's method; absent: its first one. */
  method: z.string().max(64).nullish(),
  /** An approval step (issue 28 item 6) instead of a module or processor. */
  approval: approvalStepSchema.nullish(),
  args: z.record(z.string(), z.unknown()).default({}),
  dependsOn: z.array(z.string()).max(workflowLimits.maxTasks).default([]),
  x: z.number().finite().min(-100_000).max(100_000).default(0),
  y: z.number().finite().min(-100_000).max(100_000).default(0),
});

// Names are shown to other users: nothing that makes them display reversed or hides characters.
const visible = (value: string) => !hasInvisibleControls(value);
const invisibleMessage = "holds an invisible direction or zero-width character";

export const templateInput = z.object({
  name: z.string().trim().min(1, "Template name is required").max(200).refine(visible, invisibleMessage),
  nameZh: z.string().trim().max(200).refine(visible, invisibleMessage).nullish(),
  summary: z.string().max(2000).nullish(),
  docs: z.string().max(100_000).nullish(),
  nodes: z.array(nodeInput).min(1, "a workflow needs at least one task"),
  /** What this save changed, kept with the version it writes. */
  note: z.string().trim().max(500).refine(visible, invisibleMessage).nullish(),
});
export type TemplateInput = z.input<typeof templateInput>;

type Owner = { side: "user"; actor: Actor } | { side: "sys" };

interface Declared {
  args: ModuleArg[];
  outputs: ModuleOutput[];
  /** The method to store: null for processors and the implicit method. */
  method: string | null;
}

/** What a node runs, as the template's owner may use it. */
async function declaredOf(ctx: Ctx, owner: Owner, node: z.infer<typeof nodeInput>): Promise<Declared> {
  const count = (node.moduleId ? 1 : 0) + (node.processorId ? 1 : 0) + (node.approval ? 1 : 0);
  if (count !== 1)
    throw new AppError("JobTaskArgsError", `${node.key}: choose one module or processor, or an approval`);
  // An approval step runs nothing: no arguments, no outputs (the tasks after it wait for it).
  if (node.approval) {
    if (node.method) throw new AppError("JobTaskArgsError", `${node.key}: an approval step has no method`);
    return { args: [], outputs: [], method: null };
  }
  if (node.processorId) {
    checkProcessorMethod(node.method);
    if (owner.side === "user") {
      const processor = await visibleProcessor(ctx, owner.actor, node.processorId);
      return { args: processor.args, outputs: processor.outputs, method: null };
    }
    const [row] = await ctx.db
      .select()
      .from(processors)
      .where(
        and(eq(processors.id, node.processorId), isNull(processors.ownerId), isNull(processors.deletedAt)),
      );
    if (!row) throw new AppError("DBDataNotExist", `${node.key}: processor`);
    return { args: row.args, outputs: row.outputs, method: null };
  }
  const moduleId = node.moduleId ?? 0;
  const [row] = await ctx.db
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.id, moduleId),
        isNull(modules.deletedAt),
        owner.side === "user" ? visibleToUser(owner.actor) : undefined,
      ),
    );
  if (!row) throw new AppError(owner.side === "user" ? "JobModuleNoVisible" : "DBDataNotExist", node.key);
  try {
    const { method, stored } = methodOf(row, node.method);
    return { args: method.args, outputs: method.outputs, method: stored };
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.type, `${node.key}.${error.value}`);
    throw error;
  }
}

/**
 * Checks a template's graph: unique names, runnable nodes, typed arguments (required ones may wait
 * for the run), links to declared outputs, visible files, no loop, and the size limits.
 */
export async function checkTemplateNodes(
  ctx: Ctx,
  owner: Owner,
  input: z.infer<typeof templateInput>["nodes"],
): Promise<TemplateNodeRow[]> {
  if (input.length > workflowLimits.maxTasks) {
    throw new AppError("JobTaskArgsError", `at most ${workflowLimits.maxTasks} modules in a workflow`);
  }
  const keys = new Set<string>();
  for (const n of input) {
    if (keys.has(n.key)) throw new AppError("JobTaskIdDuplicate", n.key);
    keys.add(n.key);
  }
  const declared = new Map<string, Declared>();
  for (const n of input) declared.set(n.key, await declaredOf(ctx, owner, n));
  const nodes: TemplateNodeRow[] = [];
  for (const n of input) {
    const spec = declared.get(n.key)!;
    // Types are checked now; a required argument may be filled in when the template runs. Values of
    // arguments whose bindings do not hold are dropped.
    const checked = checkArgs(
      spec.args.map((a) => ({ ...a, require: false })),
      n.args,
    );
    const args = Object.fromEntries(Object.entries(n.args).filter(([name]) => name in checked));
    const dependsOn = new Set(n.dependsOn);
    for (const [name, value] of Object.entries(args)) {
      if (!isFileArg(value)) continue;
      if ("task" in value) {
        const upstream = declared.get(value.task);
        if (!upstream || value.task === n.key)
          throw new AppError("JobTaskArgsError", `${n.key}.${name}: no task ${value.task}`);
        if (!upstream.outputs.some((o) => o.name === value.output))
          throw new AppError(
            "JobTaskArgsError",
            `${n.key}.${name}: ${value.task} has no output ${value.output}`,
          );
        dependsOn.add(value.task);
      } else {
        const visible = await ctx.db
          .select({ id: dataFiles.id })
          .from(dataFiles)
          .where(
            and(
              eq(dataFiles.id, value.dataFileId),
              isNull(dataFiles.deletedAt),
              owner.side === "user"
                ? usableDataFiles(owner.actor.id)
                : sql`${dataFiles.kind} in ('public', 'module_demo')`,
            ),
          );
        if (!visible[0]) throw new AppError("JobTaskArgsError", `${n.key}.${name}: no such file`);
      }
    }
    for (const d of dependsOn)
      if (!keys.has(d)) throw new AppError("JobTaskArgsError", `${n.key}: no task ${d} to depend on`);
    nodes.push({
      key: n.key,
      moduleId: n.approval || n.processorId ? null : (n.moduleId ?? null),
      processorId: n.approval ? null : (n.processorId ?? null),
      ...(spec.method !== null ? { method: spec.method } : {}),
      ...(n.approval ? { approval: n.approval } : {}),
      args,
      dependsOn: [...dependsOn],
      x: n.x,
      y: n.y,
    });
  }
  checkAcyclic(nodes);
  const roots = nodes.filter((n) => n.dependsOn.length === 0).length;
  if (roots > workflowLimits.maxConcurrent) {
    throw new AppError(
      "JobTaskArgsError",
      `at most ${workflowLimits.maxConcurrent} tasks may start at once (tasks without inputs from other tasks)`,
    );
  }
  return nodes;
}

function parse(raw: unknown): z.infer<typeof templateInput> {
  const parsed = templateInput.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}`.replace(/^: /, "") : "template");
  }
  return parsed.data;
}

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
      .set({ ...values, updatedAt: new Date() })
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

// ---- seeding ----

const seedNode = z.object({
  key: z.string(),
  module: z.string(),
  method: z.string().optional(),
  args: z.record(z.string(), z.unknown()).default({}),
  x: z.number().default(0),
  y: z.number().default(0),
});
const seedTemplate = z.object({
  seedKey: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  nameZh: z.string().default(""),
  summary: z.string().default(""),
  docs: z.string().default(""),
  nodes: z.array(seedNode).min(1),
});

/**
 * The files of seeded templates: gateway/modules/<group>/templates.json (the local modules' groups),
 * then gateway/containers/<folder>/templates.json of each shipped image (templates of its modules).
 */
async function templateFiles(services: Services): Promise<string[]> {
  const files: string[] = [];
  const root = modulesRoot(services);
  if (existsSync(root)) {
    for (const group of await readdir(root, { withFileTypes: true })) {
      const file = path.join(root, group.name, "templates.json");
      if (group.isDirectory() && existsSync(file)) files.push(file);
    }
  }
  for (const image of shippedImages) {
    const file = path.join(containersDir, image.folder, "templates.json");
    if (existsSync(file)) files.push(file);
  }
  return files;
}

/**
 * Seeds the system templates of the template files (templateFiles). A node names its module by key; a
 * file argument {"demoFile": "name"} names a file of the module-demo data set "demo". A template that
 * needs a shipped module this gateway has not seeded (no podman here, or its image not among
 * CRUCIBLE_SHIPPED_IMAGES) is left for a later start, with a log line; any other missing module or
 * demo file is an error of the template.
 */
export async function seedTemplates(
  services: Services,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  // Once seeded, a template is the back office's: one already there is skipped before its nodes are
  // resolved, so that a restart (or a test gateway on the seeded dump) does no work for it.
  const seeded = new Set(
    (
      await services.db.select({ key: templates.seedKey }).from(templates).where(isNotNull(templates.seedKey))
    ).map((row) => row.key),
  );
  let count = 0;
  for (const file of await templateFiles(services)) {
    const list = z.array(seedTemplate).parse(JSON.parse(await readFile(file, "utf8")));
    for (const t of list) {
      if (seeded.has(t.seedKey)) {
        count += 1;
        continue;
      }
      const keys = [...new Set(t.nodes.map((n) => n.module))];
      const found = new Map(
        (await services.db.select().from(modules).where(inArray(modules.key, keys))).map((m) => [m.key, m]),
      );
      const absent = keys.find((key) => !found.has(key));
      if (absent !== undefined) {
        const image = shippedImageOfModule(absent);
        if (!image) throw new Error(`template ${t.seedKey}: no module ${absent}`);
        log(
          `template ${t.seedKey} not seeded: its module ${absent} runs in the shipped image ${image.uid}, which this gateway does not offer (no podman, or not in CRUCIBLE_SHIPPED_IMAGES)`,
        );
        continue;
      }
      const nodes: TemplateNodeRow[] = [];
      for (const n of t.nodes) {
        const module = found.get(n.module)!;
        const args: Record<string, unknown> = {};
        const dependsOn = new Set<string>();
        for (const [name, value] of Object.entries(n.args)) {
          const v = value as Record<string, unknown> | null;
          if (v && typeof v === "object" && typeof v.demoFile === "string") {
            const [demo] = await services.db
              .select({ id: dataFiles.id })
              .from(dataFiles)
              .where(
                and(
                  eq(dataFiles.kind, "module_demo"),
                  eq(dataFiles.folder, "demo"),
                  eq(dataFiles.name, v.demoFile),
                ),
              );
            if (!demo) throw new Error(`template ${t.seedKey}: no demo file ${v.demoFile}`);
            args[name] = { dataFileId: demo.id };
          } else {
            if (v && typeof v === "object" && typeof v.task === "string") dependsOn.add(v.task);
            args[name] = value;
          }
        }
        nodes.push({
          key: n.key,
          moduleId: module.id,
          processorId: null,
          ...(n.method ? { method: methodOf(module, n.method).stored } : {}),
          args,
          dependsOn: [...dependsOn],
          x: n.x,
          y: n.y,
        });
      }
      checkAcyclic(nodes);
      const values = { name: t.name, nameZh: t.nameZh, summary: t.summary, docs: t.docs, nodes };
      await services.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(templates)
          .values({ ...values, seedKey: t.seedKey })
          // Once seeded, the template is the back office's: a restart does not undo its edits.
          .onConflictDoNothing()
          .returning();
        if (row) await writeTemplateVersion(tx, row, null, "");
      });
      count += 1;
    }
  }
  return count;
}
