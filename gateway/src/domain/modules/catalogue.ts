/**
 * The module catalogue: container images and modules (back office: Workflow.Job.Task.ContainerImage.*
 * and Workflow.Job.Task.Module.*), what a user may run (visibility all, partly with per-user enabling,
 * none). A module's declaration as written is checked in moduleInput.ts; the demo modules seeded
 * from gateway/modules: seedModules.ts.
 */
import { type ContainerImageAnswer, type ModuleAnswer, workflowFeature } from "@crucible/schema";
import { existsSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  containerImages,
  moduleUsers,
  modules,
  type ContainerImageRow,
  type ModuleRow,
} from "../../db/modules.js";
import type { Actor, Ctx, Services } from "../context.js";
import type { SignedIn } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import { defineResource, manageVerbs, type Resource } from "../resources/registry.js";
import { guardUnique } from "../users/validation.js";
import { deleteFromRegistry } from "../images/imageRegistry.js";
import { imageStanding, moduleRoute, whyNoWorker, workerStaleMs } from "../workers/workers.js";
import { methodsOf } from "./args.js";
import {
  checkModuleInput,
  guardModuleKey,
  moduleCreate,
  moduleUpdate,
  moduleValues,
  parseModule,
  workerLabelsSchema,
} from "./moduleInput.js";

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
          updatedAt: ctx.clock.now(),
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
      .set({ ...moduleValues(input), updatedAt: ctx.clock.now() })
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
    ctx,
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
