/**
 * Processors (spec §3, §7 workflow_job_task_processor_exe): a user's own or a system executable with
 * typed arguments, run in the bubblewrap sandbox as `./bin/<exe> args.json` in its work folder.
 */
import { visible, type StorageUsage, workflowFeature } from "@crucible/schema";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { processors, type ModuleArg, type ModuleOutput, type ProcessorRow } from "../../db/modules.js";
import { blobs } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { ownedOrShared, sharedWith, type ProjectAccess } from "../access/visibility.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { routeName, routeServed, workerStaleMs } from "../workers/workers.js";
import { mayReuseDataBlob } from "../datasets/dataFiles.js";

/**
 * Whether an executable may be attached from its hash alone (upload_meta): the caller must already
 * be able to read those bytes (a data file of theirs or a public one, or another processor of
 * their own), so the answer never tells whether someone else holds a file. System users may.
 */
export async function mayReuseExeBlob(ctx: Ctx, actor: Actor, sha256: string): Promise<boolean> {
  if (actor.side === "sys" || (await mayReuseDataBlob(ctx, actor, sha256))) return true;
  const rows = await ctx.db
    .select({ id: processors.id })
    .from(processors)
    .innerJoin(blobs, eq(blobs.id, processors.exeBlobId))
    .where(and(eq(blobs.sha256, sha256), eq(processors.ownerId, actor.id), isNull(processors.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * upload_meta's blob: the stored blob of these bytes when the caller may attach it by hash (bytes they
 * can already read: no deduplication oracle) and the store still holds them; otherwise null.
 */
export async function reusableExeBlob(
  ctx: Ctx,
  actor: Actor,
  sha256: string,
): Promise<{ id: number; size: number } | null> {
  if (!(await mayReuseExeBlob(ctx, actor, sha256))) return null;
  const [blob] = await ctx.db.select().from(blobs).where(eq(blobs.sha256, sha256));
  if (!blob || !(await ctx.blobs.has(sha256))) return null;
  return { id: blob.id, size: blob.size };
}

/** total_usage_size: the bytes and count of the executables of the caller's processors (or the system's). */
export async function processorExeUsage(ctx: Ctx, actor: Actor): Promise<StorageUsage> {
  const [row] = await ctx.db
    .select({ total: sql<string | null>`sum(${blobs.size})`, count: sql<number>`count(*)::int` })
    .from(processors)
    .innerJoin(blobs, eq(blobs.id, processors.exeBlobId))
    .where(
      and(
        actor.side === "sys" ? isNull(processors.ownerId) : eq(processors.ownerId, actor.id),
        isNull(processors.deletedAt),
      ),
    );
  return { Used: Number(row?.total ?? 0), Count: row?.count ?? 0 };
}

/** An uploaded executable is at most this large. */
export const maxProcessorExeBytes = 64 * 1024 * 1024;

const argName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "argument names are letters, digits and _");

const argSchema = z.object({
  name: argName,
  label: z.string().trim().min(1).max(200),
  format: z.enum(["string", "int", "float", "bool", "choice", "multiple_choice", "file"]),
  fileFormats: z
    .array(z.string().regex(/^[a-z0-9]{1,16}$/, "file formats are extensions such as sdf"))
    .max(20)
    .nullish(),
  require: z.boolean().nullish(),
  default: z.unknown().optional(),
  choices: z
    .array(z.object({ value: z.string().min(1).max(200), label: z.string().min(1).max(200) }))
    .max(100)
    .nullish(),
  help: z.string().max(2000).nullish(),
});

const outputSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, "output names are file names without folders")
    .refine((n) => !n.includes(".."), "output names are file names without folders"),
  label: z.string().trim().min(1).max(200),
  format: z.string().trim().min(1).max(32),
});

export const processorInput = z
  .object({
    name: visible(z.string().trim().min(1, "Processor name is required").max(200)),
    summary: z.string().max(2000).nullish(),
    docs: z.string().max(100_000).nullish(),
    args: z.array(argSchema).max(50),
    outputs: z.array(outputSchema).max(50),
    timeoutSeconds: z
      .number()
      .int()
      .min(-1)
      .max(7 * 24 * 3600)
      .nullish(),
  })
  .superRefine((value, issues) => {
    const seen = new Set<string>();
    for (const a of value.args) {
      if (seen.has(a.name)) issues.addIssue({ code: "custom", message: `duplicate argument ${a.name}` });
      seen.add(a.name);
      if ((a.format === "choice" || a.format === "multiple_choice") && !a.choices?.length)
        issues.addIssue({ code: "custom", message: `${a.name}: choices are required` });
    }
    const outputs = new Set<string>();
    for (const o of value.outputs) {
      if (outputs.has(o.name)) issues.addIssue({ code: "custom", message: `duplicate output ${o.name}` });
      outputs.add(o.name);
    }
  });

function parse(raw: unknown): z.infer<typeof processorInput> {
  const parsed = processorInput.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}`.replace(/^: /, "") : "");
  }
  return parsed.data;
}

/**
 * A user's processor runs for at most this long when its input names no time limit. Users' processors
 * always have one: a program of anyone's that may run for ever holds a scheduler slot for ever.
 */
export const defaultProcessorTimeoutSeconds = 3600;

function toRow(input: z.infer<typeof processorInput>) {
  const args: ModuleArg[] = input.args.map((a) => ({
    name: a.name,
    label: a.label,
    format: a.format,
    fileFormats: a.fileFormats ?? null,
    require: a.require ?? false,
    ...(a.default === undefined || a.default === null ? {} : { default: a.default }),
    choices: a.choices ?? null,
    ...(a.help ? { help: a.help } : {}),
  }));
  const outputs: ModuleOutput[] = input.outputs.map((o) => ({
    name: o.name,
    label: o.label,
    format: o.format,
  }));
  return {
    name: input.name,
    summary: input.summary ?? "",
    docs: input.docs ?? "",
    args,
    outputs,
    timeoutSeconds: input.timeoutSeconds ?? defaultProcessorTimeoutSeconds,
  };
}

/**
 * A checked processor input as the columns it sets: the same validation and mapping for a user's
 * processor and a system one (sysProcessors.ts). A user's processor needs a positive timeout; a
 * system one may have none (0 or less, like a module, spec §5).
 */
export function processorValues(raw: unknown, owner: "user" | "system"): ReturnType<typeof toRow> {
  const input = parse(raw);
  if (owner === "user" && input.timeoutSeconds !== null && input.timeoutSeconds !== undefined) {
    if (input.timeoutSeconds <= 0)
      throw invalid("timeoutSeconds: a processor's time limit is 1 second or more");
  }
  return toRow(input);
}

/**
 * Who sees a processor for `access` (issue 28 item 2): its owner, the members of its project by role
 * (read: any accepted member; write, to run it: editors and owners; the one rule ownedOrShared), and,
 * to read and run, everybody for an enabled system processor. Changing it stays its owner's.
 */
function processorFor(userId: number, access: ProjectAccess) {
  return or(
    ownedOrShared(processors.ownerId, processors.projectId, userId, access),
    and(isNull(processors.ownerId), eq(processors.status, "enabled")),
  );
}

/**
 * The caller's own processors, those of their projects and the enabled system ones; with a project,
 * that project's only (none for a project the caller is not an accepted member of, as for templates).
 */
export async function listProcessors(
  ctx: Ctx,
  actor: UserActor,
  projectId: number | null = null,
): Promise<ProcessorRow[]> {
  return ctx.db
    .select()
    .from(processors)
    .where(
      and(
        isNull(processors.deletedAt),
        processorFor(actor.id, "read"),
        projectId === null ? undefined : eq(processors.projectId, projectId),
      ),
    )
    .orderBy(desc(processors.id))
    .limit(1000);
}

/** A processor the signed-in user may see (see visibleProcessor). */
export function findVisibleProcessor(ctx: Ctx, actor: UserActor, id: number): Promise<ProcessorRow> {
  return visibleProcessor(ctx, actor, id);
}

/**
 * A processor the caller may see (`read`) or run (`write`): theirs, one of their projects' by role, or
 * an enabled system one; others answer like missing ones.
 */
export async function visibleProcessor(
  ctx: Ctx,
  actor: Actor,
  id: number,
  access: ProjectAccess = "read",
): Promise<ProcessorRow> {
  const [row] = await ctx.db
    .select()
    .from(processors)
    .where(and(eq(processors.id, id), isNull(processors.deletedAt), processorFor(actor.id, access)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/** The caller's own processor (to change it), or DBDataNotExist. */
export async function ownProcessor(ctx: Ctx, actor: UserActor, id: number): Promise<ProcessorRow> {
  const row = await visibleProcessor(ctx, actor, id);
  if (row.ownerId !== actor.id) throw new AppError("DBDataNotExist");
  return row;
}

/**
 * A processor a task may run: the caller's, one of a project where they are an editor or owner, or an
 * enabled system one; enabled, with its executable, and a sandbox to run it in.
 */
export async function runnableProcessor(ctx: Ctx, actor: Actor, id: number): Promise<ProcessorRow> {
  const row = await visibleProcessor(ctx, actor, id, "write");
  if (row.status !== "enabled") throw new AppError("JobModuleStatusDisabled");
  if (row.exeBlobId === null) throw new AppError("JobTaskArgsError", `${row.name}: no executable uploaded`);
  if (!(await routeServed(ctx, "sandbox", workerStaleMs(ctx.config))))
    throw new AppError("JobWorkerNotFound", `no worker runs ${routeName("sandbox")}`);
  return row;
}

export async function createProcessor(ctx: Ctx, actor: UserActor, raw: unknown): Promise<ProcessorRow> {
  requireWritable(actor);
  const [row] = await ctx.db
    .insert(processors)
    .values({ ...processorValues(raw, "user"), ownerId: actor.id })
    .returning();
  return row!;
}

export async function updateProcessor(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  raw: unknown,
): Promise<ProcessorRow> {
  requireWritable(actor);
  const current = await ownProcessor(ctx, actor, id);
  const [row] = await ctx.db
    .update(processors)
    .set({ ...processorValues(raw, "user"), updatedAt: ctx.clock.now() })
    .where(eq(processors.id, current.id))
    .returning();
  return row!;
}

/** A processor's fields over REST (the back office's list, the registry's answers). */
export function presentProcessor(row: ProcessorRow): Record<string, unknown> {
  return {
    Id: row.id,
    Kind: row.ownerId === null ? "system" : "user",
    OwnerId: row.ownerId,
    ProjectId: row.projectId,
    Name: row.name,
    Summary: row.summary,
    ExeName: row.exeName,
    Args: row.args,
    Outputs: row.outputs,
    TimeoutSeconds: row.timeoutSeconds,
    Status: row.status,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    DeletedAt: row.deletedAt,
  };
}

/**
 * A user's processors (and the enabled system ones, to read): only their own are removed, softly, so
 * that tasks that ran one keep their history. Not served over REST: GraphQL's deleteProcessor runs
 * its verb.
 */
export const userProcessorResource: Resource<ProcessorRow> = defineResource<ProcessorRow>({
  path: "workflow_job_task_processor",
  table: processors,
  side: "user",
  owner: processors.ownerId,
  // Enabled system processors, and those of the caller's projects (any role), are read; only the owner
  // removes one.
  readable: (actor) =>
    sql`((${processors.ownerId} is null and ${processors.status} = 'enabled') or ${sharedWith(
      processors.projectId,
      actor.id,
      "read",
    )})`,
  feature: workflowFeature,
  columns: {
    Id: { column: processors.id, kind: "int" },
    Name: { column: processors.name, kind: "string" },
    Status: { column: processors.status, kind: "string" },
    CreatedAt: { column: processors.createdAt, kind: "date" },
  },
  defaultOrder: () => [desc(processors.id)],
  present: presentProcessor,
  verbs: ["read", "delete_soft"],
});

/** Sets the executable of the caller's processor to a stored blob. */
export async function setProcessorExe(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  exe: { name: string; blobId: number },
): Promise<ProcessorRow> {
  requireWritable(actor);
  const current = await ownProcessor(ctx, actor, id);
  return writeProcessorExe(ctx, current, exe);
}

/** Points a processor (already checked by the caller) at its new executable. */
export async function writeProcessorExe(
  ctx: Ctx,
  current: ProcessorRow,
  exe: { name: string; blobId: number },
): Promise<ProcessorRow> {
  const [row] = await ctx.db
    .update(processors)
    .set({ exeBlobId: exe.blobId, exeName: exe.name, updatedAt: ctx.clock.now() })
    .where(eq(processors.id, current.id))
    .returning();
  return row!;
}

export async function processorExeSize(ctx: Ctx, row: ProcessorRow): Promise<number | null> {
  if (row.exeBlobId === null) return null;
  const [blob] = await ctx.db.select({ size: blobs.size }).from(blobs).where(eq(blobs.id, row.exeBlobId));
  return blob?.size ?? null;
}
