/**
 * The module catalogue: container images and modules (back office: Workflow.Job.Task.ContainerImage.*
 * and Workflow.Job.Task.Module.*), what a user may run (visibility all, partly with per-user enabling,
 * none), and the demo modules seeded from gateway/modules.
 */
import {
  bindingIssues,
  isValidDiscount,
  methodNamePattern,
  visible,
  type ContainerImageAnswer,
  type ModuleAnswer,
  workflowFeature,
} from "@crucible/schema";
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  containerImages,
  dataFiles,
  moduleGroups,
  moduleUsers,
  modules,
  type ContainerImageRow,
  type ModuleArg,
  type ModuleMethod,
  type ModuleOutput,
  type ModuleRow,
} from "../../db/schema.js";
import { uiPacks } from "../../db/apps.js";
import type { Actor, Ctx, Services } from "../context.js";
import type { SignedIn } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import { mimeOf } from "../files/mime.js";
import { defineResource, manageVerbs, type Resource } from "../resources/registry.js";
import { guardUnique } from "../users/validation.js";
import { deleteFromRegistry } from "../images/imageRegistry.js";
import { imageStanding, moduleRoute, whyNoWorker, workerStaleMs } from "../workers/workers.js";
import { checkArgs, methodsOf } from "./args.js";

/** Where module scripts live; a module's `script` is relative to it. */
export function modulesRoot(services: Services): string {
  return path.join(services.config.repoRoot, "gateway", "modules");
}

export function presentImage(row: ContainerImageRow): ContainerImageAnswer {
  return {
    Id: row.id,
    UID: row.uid,
    Name: row.name,
    CpuCount: row.cpuCount,
    MemoryMb: row.memoryMb,
    VirtualMemoryMb: row.virtualMemoryMb,
    Network: row.network,
    Executor: row.executor,
    BuildState: row.buildState,
    BuildSource: row.buildSource,
    BuildLog: row.buildLog,
    BuiltAt: row.builtAt?.toISOString() ?? null,
    Archived: row.archiveBlobId !== null,
    RegistryRef: row.registryRef,
    Labels: row.labels,
    Packages: row.packages,
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    DeletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Worker labels an image or a module needs (typed pools: CRUCIBLE_WORKER_LABELS of the workers that run them). */
const workerLabelsSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, "not a label"),
  )
  .max(16)
  .optional();

const imageInput = z.object({
  UID: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\s]+$/, "must not contain spaces"),
  Name: z.string().trim().min(1).max(100),
  CpuCount: z.number().int().min(0).max(1024).default(0),
  MemoryMb: z
    .number()
    .int()
    .positive()
    .max(16 * 1024 * 1024)
    .nullish(),
  VirtualMemoryMb: z
    .number()
    .int()
    .positive()
    .max(16 * 1024 * 1024)
    .nullish(),
  /** No network unless the image says bridge or host (issue 9). */
  Network: z.enum(["none", "bridge", "host"]).default("none"),
  /** Where its modules run: null follows the platform (CRUCIBLE_EXECUTOR). */
  Executor: z.enum(["local", "slurm"]).nullish(),
  /** Worker labels its modules need (typed pools: CRUCIBLE_WORKER_LABELS of the workers that run them). */
  Labels: workerLabelsSchema,
});

/** DBDuplicate naming UID or Name when an image's unique UID or name is taken (spec §5). */
async function guardImageUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardUnique(work);
  } catch (error) {
    if (error instanceof AppError && error.type === "DBDuplicate" && !error.value) {
      throw new AppError("DBDuplicate", "UID");
    }
    throw error;
  }
}

/** Modules that refer to an image: live ones block a removal, any one blocks a hard delete (FK). */
async function imageInUse(ctx: Ctx, imageId: number, includeRemoved: boolean): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.imageId, imageId), includeRemoved ? undefined : isNull(modules.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

function parseImage(body: Record<string, unknown>, partial: boolean) {
  const parsed = (partial ? imageInput.partial() : imageInput).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}` : "image");
  }
  return parsed.data;
}

export const imageResource: Resource<ContainerImageRow> = defineResource<ContainerImageRow>({
  path: "sys/workflow_job_task_container_image",
  table: containerImages,
  side: "sys",
  area: "Workflow.Job.Task.ContainerImage",
  feature: workflowFeature,
  columns: {
    Id: { column: containerImages.id, kind: "int" },
    UID: { column: containerImages.uid, kind: "string" },
    Name: { column: containerImages.name, kind: "string" },
    CpuCount: { column: containerImages.cpuCount, kind: "int" },
    Network: { column: containerImages.network, kind: "string" },
    BuildState: { column: containerImages.buildState, kind: "string" },
    Status: { column: containerImages.status, kind: "string" },
    CreatedAt: { column: containerImages.createdAt, kind: "date" },
  },
  defaultOrder: () => [asc(containerImages.name)],
  present: presentImage,
  verbs: manageVerbs,
  async beforeChange(ctx, row, change) {
    if ((change === "remove" || change === "delete") && (await imageInUse(ctx, row.id, change === "delete")))
      throw new AppError("DBDataHasChildren", "modules run in this image");
  },
  // The archive workers of other machines load goes with the image, and so does its registry copy.
  async afterHardDelete(ctx, row) {
    if (row.archiveBlobId !== null) await collectBlob(ctx, row.archiveBlobId);
    if (row.registryRef !== null) await deleteFromRegistry(ctx, row.registryRef);
  },
  async insert(ctx, body) {
    const input = parseImage(body, false);
    const [row] = await guardImageUnique(() =>
      ctx.db
        .insert(containerImages)
        .values({
          uid: input.UID!,
          name: input.Name!,
          cpuCount: input.CpuCount ?? 0,
          memoryMb: input.MemoryMb ?? null,
          virtualMemoryMb: input.VirtualMemoryMb ?? null,
          network: input.Network ?? "none",
          executor: input.Executor ?? null,
          labels: [...new Set(input.Labels ?? [])].sort(),
        })
        .returning(),
    );
    return row!;
  },
  updatable: Object.keys(imageInput.shape),
  async update(ctx, row, body) {
    const input = parseImage(body, true);
    const [updated] = await guardImageUnique(() =>
      ctx.db
        .update(containerImages)
        .set({
          ...(input.UID !== undefined ? { uid: input.UID } : {}),
          ...(input.Name !== undefined ? { name: input.Name } : {}),
          ...(input.CpuCount !== undefined ? { cpuCount: input.CpuCount } : {}),
          ...(input.MemoryMb !== undefined ? { memoryMb: input.MemoryMb ?? null } : {}),
          ...(input.VirtualMemoryMb !== undefined ? { virtualMemoryMb: input.VirtualMemoryMb ?? null } : {}),
          ...(input.Network !== undefined ? { network: input.Network } : {}),
          ...(input.Executor !== undefined ? { executor: input.Executor ?? null } : {}),
          ...(input.Labels !== undefined ? { labels: [...new Set(input.Labels)].sort() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(containerImages.id, row.id))
        .returning(),
    );
    return updated!;
  },
});

/** The module's cover (GET, both sides), or null for the default cover. */
export function moduleCoverUrl(row: Pick<ModuleRow, "id" | "coverBlobId">): string | null {
  return row.coverBlobId === null ? null : `/api/workflow_job_task_module/cover/${row.id}`;
}

export function presentModule(row: ModuleRow): ModuleAnswer {
  return {
    Id: row.id,
    Key: row.key,
    Name: row.name,
    NameZh: row.nameZh,
    Summary: row.summary,
    SummaryZh: row.summaryZh,
    Docs: row.docs,
    DocsZh: row.docsZh,
    Runner: row.runner,
    ImageId: row.imageId,
    Executor: row.executor,
    Labels: row.labels,
    Partition: row.partition,
    Command: row.command,
    Args: row.args,
    Outputs: row.outputs,
    /** Always at least one: the implicit "default" method of a module without methods. */
    Methods: methodsOf(row),
    TimeoutSeconds: row.timeoutSeconds,
    SuccessExitCode: row.successExitCode,
    TokenPrice: row.tokenPrice,
    Discount: row.discount,
    Visibility: row.visibility,
    Status: row.status,
    SortOrder: row.sortOrder,
    Tags: row.tags,
    GroupId: row.groupId,
    CoverUrl: moduleCoverUrl(row),
    RunFormPackId: row.runFormPackId,
    ResultViewPackId: row.resultViewPackId,
    CreatedAt: row.createdAt.toISOString(),
    DeletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

const argName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "argument names are letters, digits and _");
const label = z.string().trim().min(1).max(200);
const labelZh = z.string().trim().max(200).optional();

/** A module's typed argument (schema.ts ModuleArg); a default must pass the argument's own check. */
const moduleArgSchema = z.object({
  name: argName,
  label,
  labelZh,
  format: z.enum(["string", "int", "float", "bool", "choice", "multiple_choice", "file"]),
  fileFormats: z
    .array(z.string().regex(/^[a-z0-9]{1,16}$/, "file formats are extensions such as sdf"))
    .max(20)
    .nullish(),
  require: z.boolean().default(false),
  hideInPrimary: z.boolean().optional(),
  category: z.string().trim().max(100).optional(),
  default: z.unknown().optional(),
  choices: z
    .array(z.object({ value: z.string().min(1).max(200), label, labelZh }))
    .max(100)
    .nullish(),
  help: z.string().max(2000).optional(),
  helpZh: z.string().max(2000).optional(),
  /** Applies only when every named argument has one of the values (checked by bindingIssues). */
  bindings: z
    .array(
      z.object({
        arg: argName,
        values: z
          .array(z.union([z.string().max(200), z.number().finite(), z.boolean()]))
          .min(1, "a binding needs at least one value")
          .max(100),
      }),
    )
    .max(10)
    .optional(),
});

const moduleOutputSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, "output names are file names without folders")
    .refine((n) => !n.includes(".."), "output names are file names without folders"),
  label,
  labelZh,
  format: z.string().trim().min(1).max(32),
});

/** A method: its own arguments and outputs (schema.ts ModuleMethod). */
const moduleMethodSchema = z.object({
  name: z.string().regex(methodNamePattern, "method names are letters, digits and _"),
  label,
  labelZh,
  summary: z.string().max(1000).optional(),
  summaryZh: z.string().max(1000).optional(),
  args: z.array(moduleArgSchema).max(50).default([]),
  outputs: z.array(moduleOutputSchema).max(50).default([]),
});

/** The argv run in a container image; `{args.json}` stands for the task's arguments file. */
const commandSchema = z.array(z.string().min(1).max(1000)).min(1, "the command is required").max(100);

const moduleUpdate = z.object({
  Name: visible(z.string().trim().min(1).max(100)).optional(),
  NameZh: visible(z.string().max(100)).optional(),
  Summary: z.string().max(1000).optional(),
  SummaryZh: z.string().max(1000).optional(),
  Docs: z
    .string()
    .max(256 * 1024)
    .optional(),
  DocsZh: z
    .string()
    .max(256 * 1024)
    .optional(),
  ImageId: z.number().int().positive().nullable().optional(),
  GroupId: z.number().int().positive().nullable().optional(),
  /** UI packs (docs/apps.md): one with an active version, or null for none. */
  RunFormPackId: z.number().int().positive().nullable().optional(),
  ResultViewPackId: z.number().int().positive().nullable().optional(),
  Tags: z
    .array(visible(z.string().trim().min(1).max(40)))
    .max(20)
    .optional(),
  // At or below 0 means no timeout (spec §5): stored as 0.
  TimeoutSeconds: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(30 * 86400)
    .transform((value) => Math.max(value, 0))
    .optional(),
  SuccessExitCode: z.number().int().min(0).max(255).optional(),
  TokenPrice: z.number().int().min(0).max(1_000_000).optional(),
  Discount: z.number().refine(isValidDiscount, "must be above 0 and at most 1").optional(),
  Visibility: z.enum(["all", "partly", "none"]).optional(),
  Args: z.array(moduleArgSchema).max(50).optional(),
  Outputs: z.array(moduleOutputSchema).max(50).optional(),
  /** Empty: one implicit method made of Args and Outputs. */
  Methods: z.array(moduleMethodSchema).max(20).optional(),
  Command: commandSchema.optional(),
  /** Where its tasks run: "local" or "slurm"; null follows the image, then CRUCIBLE_EXECUTOR. */
  Executor: z.enum(["local", "slurm"]).nullable().optional(),
  /** Worker labels it needs (typed pools). */
  Labels: workerLabelsSchema,
  /** The Slurm partition of its Slurm tasks (a worker announcing it submits them); null: the worker's default. */
  Partition: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, "not a partition name")
    .nullable()
    .optional(),
});

/** createModule: the update's fields plus the key and the runner (spec §3); Name is required. */
const moduleCreate = moduleUpdate.extend({
  Key: z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9_]{0,63}(\/[a-z][a-z0-9_]{0,63})?$/,
      "a lower-case identifier (letters, digits, _), optionally after a group and /",
    ),
  Name: visible(z.string().trim().min(1).max(100)),
  Runner: z.string().default("container"),
});

type ModuleInput = z.infer<typeof moduleUpdate>;

function parseModule<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}` : "module");
  }
  return parsed.data;
}

/** What is wrong with one argument list: duplicate names, missing choices, bad defaults, bindings. */
function argListIssue(where: string, args: readonly z.infer<typeof moduleArgSchema>[]): string | null {
  const seen = new Set<string>();
  for (const arg of args) {
    if (seen.has(arg.name)) return `${where}: duplicate argument ${arg.name}`;
    seen.add(arg.name);
    if ((arg.format === "choice" || arg.format === "multiple_choice") && !arg.choices?.length)
      return `${where}: ${arg.name}: choices are required`;
    if (arg.default !== undefined && arg.default !== null && arg.default !== "") {
      try {
        checkArgs([{ ...arg, require: false, bindings: [] } as ModuleArg], { [arg.name]: arg.default });
      } catch (error) {
        return `${where}: ${arg.name}: the default ${error instanceof AppError ? error.value : "is invalid"}`;
      }
    }
  }
  const binding = bindingIssues(args)[0];
  return binding ? `${where}: ${binding}` : null;
}

function outputListIssue(where: string, outputs: readonly { name: string }[]): string | null {
  const seen = new Set<string>();
  for (const output of outputs) {
    if (seen.has(output.name)) return `${where}: duplicate output ${output.name}`;
    seen.add(output.name);
  }
  return null;
}

/**
 * The checks the zod schema cannot make on a module's declarations: unique argument, output and
 * method names, choices for choice arguments, defaults that pass their argument's check, and
 * bindings to another argument of the same method with fitting values and no loop.
 */
export function moduleSpecIssue(input: {
  readonly Args?: readonly z.infer<typeof moduleArgSchema>[];
  readonly Outputs?: readonly { name: string }[];
  readonly Methods?: readonly z.infer<typeof moduleMethodSchema>[];
}): string | null {
  const issues = [
    input.Args ? argListIssue("Args", input.Args) : null,
    input.Outputs ? outputListIssue("Outputs", input.Outputs) : null,
  ];
  const names = new Set<string>();
  for (const method of input.Methods ?? []) {
    if (names.has(method.name)) issues.push(`Methods: duplicate method ${method.name}`);
    names.add(method.name);
    issues.push(argListIssue(`Methods.${method.name}.Args`, method.args));
    issues.push(outputListIssue(`Methods.${method.name}.Outputs`, method.outputs));
  }
  return issues.find((issue) => issue !== null) ?? null;
}

/** moduleSpecIssue, then an image and group that exist. */
async function checkModuleInput(ctx: Ctx, input: ModuleInput): Promise<void> {
  const issue = moduleSpecIssue(input);
  if (issue) throw invalid(issue);
  if (input.ImageId !== undefined && input.ImageId !== null) {
    const found = await ctx.db
      .select({ id: containerImages.id })
      .from(containerImages)
      .where(and(eq(containerImages.id, input.ImageId), isNull(containerImages.deletedAt)));
    if (!found[0]) throw new AppError("DBDataNotExist", "ImageId");
  }
  if (input.GroupId !== undefined && input.GroupId !== null) {
    const found = await ctx.db
      .select({ id: moduleGroups.id })
      .from(moduleGroups)
      .where(eq(moduleGroups.id, input.GroupId));
    if (!found[0]) throw new AppError("DBDataNotExist", "GroupId");
  }
  for (const field of ["RunFormPackId", "ResultViewPackId"] as const) {
    const packId = input[field];
    if (packId === undefined || packId === null) continue;
    const [pack] = await ctx.db
      .select({ activeVersionId: uiPacks.activeVersionId })
      .from(uiPacks)
      .where(eq(uiPacks.id, packId));
    if (!pack) throw new AppError("DBDataNotExist", field);
    // Users would see nothing: a pack is named once one of its versions is active (rollback keeps one).
    if (pack.activeVersionId === null) throw invalid(`${field}: the pack has no active version yet`);
  }
}

/** The columns an update or a create sets, from the fields given. */
function moduleValues(input: ModuleInput) {
  return {
    ...(input.Name !== undefined ? { name: input.Name } : {}),
    ...(input.NameZh !== undefined ? { nameZh: input.NameZh } : {}),
    ...(input.Summary !== undefined ? { summary: input.Summary } : {}),
    ...(input.SummaryZh !== undefined ? { summaryZh: input.SummaryZh } : {}),
    ...(input.Docs !== undefined ? { docs: input.Docs } : {}),
    ...(input.DocsZh !== undefined ? { docsZh: input.DocsZh } : {}),
    ...(input.ImageId !== undefined ? { imageId: input.ImageId } : {}),
    ...(input.TimeoutSeconds !== undefined ? { timeoutSeconds: input.TimeoutSeconds } : {}),
    ...(input.SuccessExitCode !== undefined ? { successExitCode: input.SuccessExitCode } : {}),
    ...(input.TokenPrice !== undefined ? { tokenPrice: input.TokenPrice } : {}),
    ...(input.Discount !== undefined ? { discount: input.Discount } : {}),
    ...(input.Visibility !== undefined ? { visibility: input.Visibility } : {}),
    ...(input.GroupId !== undefined ? { groupId: input.GroupId } : {}),
    ...(input.RunFormPackId !== undefined ? { runFormPackId: input.RunFormPackId } : {}),
    ...(input.ResultViewPackId !== undefined ? { resultViewPackId: input.ResultViewPackId } : {}),
    ...(input.Tags !== undefined ? { tags: uniqueTags(input.Tags) } : {}),
    ...(input.Args !== undefined ? { args: input.Args as ModuleArg[] } : {}),
    ...(input.Outputs !== undefined ? { outputs: input.Outputs as ModuleOutput[] } : {}),
    ...(input.Methods !== undefined ? { methods: input.Methods as ModuleMethod[] } : {}),
    ...(input.Command !== undefined ? { command: input.Command } : {}),
    ...(input.Executor !== undefined ? { executor: input.Executor } : {}),
    ...(input.Labels !== undefined ? { labels: [...new Set(input.Labels)].sort() } : {}),
    ...(input.Partition !== undefined ? { partition: input.Partition } : {}),
  };
}

/** DBDuplicate naming Key when a module's key is taken. */
async function guardModuleKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardUnique(work);
  } catch (error) {
    if (error instanceof AppError && error.type === "DBDuplicate") throw new AppError("DBDuplicate", "Key");
    throw error;
  }
}

/** Tags trimmed, in their first order, without repeats. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

export const moduleResource: Resource<ModuleRow> = defineResource<ModuleRow>({
  path: "sys/workflow_job_task_module",
  table: modules,
  side: "sys",
  area: "Workflow.Job.Task.Module",
  feature: workflowFeature,
  columns: {
    Id: { column: modules.id, kind: "int" },
    Key: { column: modules.key, kind: "string" },
    Name: { column: modules.name, kind: "string" },
    Runner: { column: modules.runner, kind: "string" },
    NameZh: { column: modules.nameZh, kind: "string" },
    Visibility: { column: modules.visibility, kind: "string" },
    Status: { column: modules.status, kind: "string" },
    SortOrder: { column: modules.sortOrder, kind: "int" },
    GroupId: { column: modules.groupId, kind: "int" },
    ImageId: { column: modules.imageId, kind: "int" },
    TokenPrice: { column: modules.tokenPrice, kind: "int" },
    TimeoutSeconds: { column: modules.timeoutSeconds, kind: "int" },
    CreatedAt: { column: modules.createdAt, kind: "date" },
  },
  defaultOrder: () => [asc(modules.sortOrder), asc(modules.id)],
  present: presentModule,
  verbs: [
    "count",
    "query",
    "query_page",
    "read",
    "insert",
    "update",
    "reorder",
    "delete_soft",
    "delete_cancel",
    "enabled_status",
    "disabled_status",
  ],
  async insert(ctx, body) {
    const input = parseModule(moduleCreate, body);
    if (input.Runner === "local") {
      throw invalid(
        "Runner: administrators cannot create local modules: they run scripts shipped with the gateway (gateway/modules); create a container module",
      );
    }
    if (input.Runner !== "container") throw invalid("Runner: must be container");
    const group = input.Key.includes("/") ? input.Key.split("/")[0]! : null;
    if (group !== null && existsSync(path.join(modulesRoot(ctx), group)))
      throw invalid(`Key: the group ${group} belongs to the modules shipped with the gateway`);
    if (input.ImageId === undefined || input.ImageId === null)
      throw new AppError("JobModuleNoContainerImage");
    if (input.Command === undefined) throw invalid("Command: the command is required");
    await checkModuleInput(ctx, input);
    const [last] = await ctx.db.select({ max: sql<number | null>`max(${modules.sortOrder})` }).from(modules);
    const [row] = await guardModuleKey(() =>
      ctx.db
        .insert(modules)
        .values({
          ...moduleValues(input),
          key: input.Key,
          name: input.Name,
          runner: "container",
          script: "",
          sortOrder: (last?.max ?? -1) + 1,
        })
        .returning(),
    );
    return row!;
  },
  updatable: Object.keys(moduleUpdate.shape),
  async update(ctx, row, body) {
    const input = parseModule(moduleUpdate, body);
    if (row.runner === "local" && (input.Args || input.Outputs || input.Methods || input.Command)) {
      throw invalid(
        "Args, Outputs, Methods and Command of a local module come from its manifest (gateway/modules)",
      );
    }
    // Clearing a container module's image is allowed (to delete the image); runs then answer
    // JobModuleNoContainerImage at submission (runnableModule).
    await checkModuleInput(ctx, input);
    const [updated] = await ctx.db
      .update(modules)
      .set({ ...moduleValues(input), updatedAt: new Date() })
      .where(eq(modules.id, row.id))
      .returning();
    return updated!;
  },
});

/** Every live module (enabled or not), in catalogue order, for the back office's template editor (at most 1000). */
export async function sysModuleChoices(ctx: Ctx, _actor: SignedIn<"sys">): Promise<ModuleRow[]> {
  return ctx.db
    .select()
    .from(modules)
    .where(isNull(modules.deletedAt))
    .orderBy(asc(modules.sortOrder), asc(modules.id))
    .limit(1000);
}

/** Modules a normal user may see and run: enabled, live, visible to all or enabled for them. */
export function visibleToUser(actor: Actor) {
  return and(
    isNull(modules.deletedAt),
    or(
      eq(modules.visibility, "all"),
      and(
        eq(modules.visibility, "partly"),
        sql`exists (select 1 from ${moduleUsers} where ${moduleUsers.moduleId} = ${modules.id} and ${moduleUsers.userId} = ${actor.id})`,
      ),
    ),
  );
}

/** The module a user asks to run, or the spec's refusals (not visible, disabled). */
export async function runnableModule(ctx: Ctx, actor: Actor, moduleId: number): Promise<ModuleRow> {
  const rows = await ctx.db
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), isNull(modules.deletedAt)));
  const row = rows[0];
  if (!row) throw new AppError("DBDataNotExist");
  const visible = await ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), visibleToUser(actor)));
  if (!visible[0]) throw new AppError("JobModuleNoVisible");
  if (row.status !== "enabled") throw new AppError("JobModuleStatusDisabled");
  if (row.runner === "container" && row.imageId === null) throw new AppError("JobModuleNoContainerImage");
  // Refused now rather than left pending for ever: no live worker runs where this module runs.
  const route = await moduleRoute(ctx.db, ctx.config, row);
  const image = row.imageId !== null ? await imageStanding(ctx.db, row.imageId) : null;
  if (route === "container" && !image) throw new AppError("JobModuleNoContainerImage");
  // Typed pools: some live worker must run the route and offer what the module and its image need.
  const why = await whyNoWorker(
    ctx.db,
    {
      route,
      labels: [...new Set([...row.labels, ...(image?.labels ?? [])])],
      cpus: image?.cpuCount ?? 0,
      memoryMb: image?.memoryMb ?? null,
      partition: row.partition,
      image:
        route === "container" && image && row.imageId !== null
          ? { id: row.imageId, uid: image.uid, fetchable: image.archived }
          : null,
    },
    workerStaleMs(ctx.config),
  );
  if (why !== null) throw new AppError("JobWorkerNotFound", why);
  return row;
}

const manifestEntry = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: z.string(),
  nameZh: z.string().default(""),
  script: z.string().regex(/^[a-z0-9_]+\.mjs$/),
  summary: z.string().default(""),
  summaryZh: z.string().default(""),
  docs: z.string().default(""),
  docsZh: z.string().default(""),
  timeoutSeconds: z.number().int().default(600),
  successExitCode: z.number().int().default(0),
  tokenPrice: z.number().int().min(0).default(1),
  /** Without methods: one implicit method of args and outputs. */
  args: z.array(moduleArgSchema).default([]),
  outputs: z.array(moduleOutputSchema).default([]),
  methods: z.array(moduleMethodSchema).default([]),
});

/** Seeds (or refreshes) the demo modules from gateway/modules/<group>/manifest.json. */
export async function seedModules(services: Services): Promise<number> {
  const root = modulesRoot(services);
  if (!existsSync(root)) return 0;
  // What the code owns of each module as stored now: a row already equal is left alone, so that a
  // restart (or a test gateway on the seeded dump) writes nothing and draws no id from the sequence.
  const stored = new Map((await services.db.select().from(modules)).map((row) => [row.key, row] as const));
  let count = 0;
  for (const group of await readdir(root, { withFileTypes: true })) {
    const manifestPath = path.join(root, group.name, "manifest.json");
    if (!group.isDirectory() || !existsSync(manifestPath)) continue;
    const entries = z.array(manifestEntry).parse(JSON.parse(await readFile(manifestPath, "utf8")));
    for (const [index, entry] of entries.entries()) {
      const issue = moduleSpecIssue({ Args: entry.args, Outputs: entry.outputs, Methods: entry.methods });
      if (issue) throw new Error(`${manifestPath}: ${entry.id}: ${issue}`);
      const values = {
        key: `${group.name}/${entry.id}`,
        name: entry.name,
        nameZh: entry.nameZh,
        summary: entry.summary,
        summaryZh: entry.summaryZh,
        docs: entry.docs,
        docsZh: entry.docsZh,
        runner: "local" as const,
        script: `${group.name}/${entry.script}`,
        args: entry.args as ModuleArg[],
        outputs: entry.outputs as ModuleOutput[],
        methods: entry.methods as ModuleMethod[],
        timeoutSeconds: entry.timeoutSeconds,
        successExitCode: entry.successExitCode,
        tokenPrice: entry.tokenPrice,
        sortOrder: index,
      };
      // The code's own description wins on every start; prices and visibility stay as administrators set them.
      count += 1;
      const row = stored.get(values.key);
      if (row && codeOwnedEqual(row, values)) continue;
      await services.db
        .insert(modules)
        .values(values)
        .onConflictDoUpdate({
          target: modules.key,
          set: {
            name: values.name,
            nameZh: values.nameZh,
            summary: values.summary,
            summaryZh: values.summaryZh,
            docs: values.docs,
            docsZh: values.docsZh,
            script: values.script,
            args: values.args,
            outputs: values.outputs,
            methods: values.methods,
          },
        });
    }
  }
  return count;
}

/** The module fields seedModules refreshes on every start (jsonb compared whatever its key order). */
function codeOwnedEqual(
  row: ModuleRow,
  values: Pick<ModuleRow, "name" | "nameZh" | "summary" | "summaryZh" | "docs" | "docsZh" | "script"> &
    Pick<ModuleRow, "args" | "outputs" | "methods">,
): boolean {
  const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
  return (
    row.name === values.name &&
    row.nameZh === values.nameZh &&
    row.summary === values.summary &&
    row.summaryZh === values.summaryZh &&
    row.docs === values.docs &&
    row.docsZh === values.docsZh &&
    row.script === values.script &&
    isDeepStrictEqual(json(row.args), json(values.args)) &&
    isDeepStrictEqual(json(row.outputs), json(values.outputs)) &&
    isDeepStrictEqual(json(row.methods), json(values.methods))
  );
}

/** Seeds the demo data set (gateway/modules/demo-data) as module-demo files, once. */
export async function seedDemoData(services: Services): Promise<number> {
  const dir = path.join(modulesRoot(services), "demo-data");
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const name of await readdir(dir)) {
    if (name.endsWith(".md")) continue;
    const existing = await services.db
      .select({ id: dataFiles.id })
      .from(dataFiles)
      .where(and(eq(dataFiles.kind, "module_demo"), eq(dataFiles.name, name), eq(dataFiles.folder, "demo")));
    if (existing[0]) continue;
    const blob = await storeBlob(services, await readFile(path.join(dir, name)), "application/octet-stream");
    await services.db
      .insert(dataFiles)
      .values({
        kind: "module_demo",
        ownerId: null,
        folder: "demo",
        name,
        blobId: blob.id,
        size: blob.size,
        sha256: blob.sha256,
        mime: mimeOf(name),
      })
      .onConflictDoNothing();
    count += 1;
  }
  return count;
}
