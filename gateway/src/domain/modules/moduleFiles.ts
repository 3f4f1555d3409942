/**
 * Module files (spec §7 workflow_job_task_module_file): files attached to a module, such as a parameter
 * file or a model, that every task of the module finds under `module/` in its work folder. Uploaded
 * with the shared chunk protocol (files/uploads.ts); names pass the spec's file-name rule and are
 * unique per module; a file's blob stays while the row refers to it (files/blobs.ts collectBlob).
 */
import { normalizeFileName, type ModuleFileAnswer, type UploadDone } from "@crucible/schema";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, inArray, isNull, sql, sum } from "drizzle-orm";
import { z } from "zod";
import { moduleFiles, modules, type ModuleFileRow } from "../../db/modules.js";
import type { BlobRow } from "../../db/schema.js";
import type { Ctx, Services } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import { uploadMeta, type UploadTarget } from "../files/uploads.js";

/** The folder of the work folder that holds the module's files. */
export const moduleFilesFolder = "module";

/** Who reads module files, adds them and deletes them, as their transport's guard made them. */
export type ModuleFileReader = Granted<"Workflow.Job.Task.Module.Read">;
export type ModuleFileWriter = Granted<"Workflow.Job.Task.Module.Update">;
export type ModuleFileDeleter = Granted<"Workflow.Job.Task.Module.Delete">;

export function presentModuleFile(row: ModuleFileRow): ModuleFileAnswer {
  return {
    Id: row.id,
    ModuleId: row.moduleId,
    Name: row.name,
    Size: row.size,
    Sha256: row.sha256,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** The spec's file-name rule (spaces become underscores), refused with WorkflowJobTaskModuleFileNameError. */
export function checkModuleFileName(name: unknown): string {
  const normalized = typeof name === "string" ? normalizeFileName(name) : null;
  if (normalized === null) {
    throw new AppError(
      "WorkflowJobTaskModuleFileNameError",
      typeof name === "string" ? name.slice(0, 100) : "",
    );
  }
  return normalized;
}

/** A live module by id, or DBDataNotExist naming ModuleId. */
async function liveModule(ctx: Ctx, moduleId: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), isNull(modules.deletedAt)));
  if (!rows[0]) throw new AppError("DBDataNotExist", "ModuleId");
}

/** The module's live file of that name (names are unique per module), if any. */
async function fileNamed(ctx: Ctx, moduleId: number, name: string): Promise<ModuleFileRow | null> {
  const rows = await ctx.db
    .select()
    .from(moduleFiles)
    .where(and(eq(moduleFiles.moduleId, moduleId), eq(moduleFiles.name, name), isNull(moduleFiles.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

const moduleIdSchema = z.coerce.number().int().positive();

/**
 * What a finished module file upload becomes, for the administrator its transport's guard found
 * holding Workflow.Job.Task.Module.Update (made per request: the meta and chunk calls hand it).
 */
export function moduleFileUploadTarget(writer: ModuleFileWriter): UploadTarget<ModuleFileAnswer> {
  return {
    name: "module_file",
    async prepare(ctx, meta) {
      const actor = requireWritable(writer);
      const parsed = moduleIdSchema.safeParse(meta.ModuleId);
      if (!parsed.success) throw invalid("ModuleId: a module id is required");
      await liveModule(ctx, parsed.data);
      // A name held by other bytes is refused; by the same bytes, the meta step answers that file.
      const taken = await fileNamed(ctx, parsed.data, meta.Name);
      if (taken && taken.sha256 !== meta.Sha256) throw new AppError("DBDuplicate", "Name");
      return { actor, params: { ModuleId: parsed.data } };
    },
    async mayReuse(ctx, _actor, sha256) {
      // Administrators with Module.Update may reuse the bytes of any module file they could list.
      const rows = await ctx.db
        .select({ id: moduleFiles.id })
        .from(moduleFiles)
        .where(eq(moduleFiles.sha256, sha256))
        .limit(1);
      return rows.length > 0;
    },
    async stored(ctx, upload) {
      const row = await fileNamed(ctx, moduleIdSchema.parse(upload.params.ModuleId), upload.name);
      return row?.sha256 === upload.sha256 ? presentModuleFile(row) : null;
    },
    async finish(ctx, upload, blob: BlobRow) {
      requireWritable(writer);
      const moduleId = moduleIdSchema.parse(upload.params.ModuleId);
      await liveModule(ctx, moduleId);
      // The name's unique key decides between two uploads at once: the loser reads the winner's file.
      const [row] = await ctx.db
        .insert(moduleFiles)
        .values({ moduleId, name: upload.name, blobId: blob.id, size: blob.size, sha256: blob.sha256 })
        .onConflictDoNothing()
        .returning();
      if (row) return presentModuleFile(row);
      const taken = await fileNamed(ctx, moduleId, upload.name);
      if (taken?.sha256 !== blob.sha256) throw new AppError("DBDuplicate", "Name");
      return presentModuleFile(taken);
    },
  };
}

/** The meta step: the name is checked by the module-file rule first, then the shared protocol runs. */
export function moduleFileMeta(
  ctx: Ctx,
  writer: ModuleFileWriter,
  body: unknown,
): Promise<UploadDone<ModuleFileAnswer>> {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  // Module files sit flat under module/: folder parts are not kept.
  return uploadMeta(ctx, moduleFileUploadTarget(writer), {
    ...record,
    Name: checkModuleFileName(record.Name),
    DirNames: [],
  });
}

/** The files of a module, by name (back office). */
export async function listModuleFiles(
  ctx: Ctx,
  _reader: ModuleFileReader,
  moduleId: number,
): Promise<ModuleFileRow[]> {
  return (await moduleFilesByModule(ctx, [moduleId])).get(moduleId) ?? [];
}

/** Live files per module id, each list by name. */
export async function moduleFilesByModule(
  services: Services,
  moduleIds: readonly number[],
): Promise<Map<number, ModuleFileRow[]>> {
  const result = new Map<number, ModuleFileRow[]>();
  if (moduleIds.length === 0) return result;
  const rows = await services.db
    .select()
    .from(moduleFiles)
    .where(and(inArray(moduleFiles.moduleId, [...moduleIds]), isNull(moduleFiles.deletedAt)))
    .orderBy(asc(moduleFiles.name), asc(moduleFiles.id));
  for (const row of rows) result.set(row.moduleId, [...(result.get(row.moduleId) ?? []), row]);
  return result;
}

/** Deletes a module file; its blob goes unless something else still refers to it. */
export async function deleteModuleFile(ctx: Ctx, deleter: ModuleFileDeleter, id: number): Promise<boolean> {
  requireWritable(deleter);
  const [row] = await ctx.db.delete(moduleFiles).where(eq(moduleFiles.id, id)).returning();
  if (!row) throw new AppError("DBDataNotExist");
  await collectBlob(ctx, row.blobId);
  return true;
}

/** The total bytes of module files (spec §7 total_usage_size, System). */
export async function moduleFilesUsage(
  ctx: Ctx,
  _reader: ModuleFileReader,
): Promise<{ Used: number; Count: number }> {
  const [row] = await ctx.db
    .select({ total: sum(moduleFiles.size), count: sql<number>`count(*)::int` })
    .from(moduleFiles)
    .where(isNull(moduleFiles.deletedAt));
  return { Used: Number(row?.total ?? 0), Count: row?.count ?? 0 };
}

/**
 * Copies a module's files into a task's work folder under module/ (the scheduler, before the run);
 * answers the relative paths. The copies are the task's own: the stored blob cannot be changed.
 */
export async function materializeModuleFiles(
  services: Services,
  moduleId: number,
  workDir: string,
): Promise<string[]> {
  const files = (await moduleFilesByModule(services, [moduleId])).get(moduleId) ?? [];
  const copied: string[] = [];
  for (const file of files) {
    const rel = path.posix.join(moduleFilesFolder, file.name);
    const to = path.join(workDir, rel);
    await mkdir(path.dirname(to), { recursive: true });
    await pipeline(services.blobs.read(file.sha256), createWriteStream(to));
    copied.push(rel);
  }
  return copied;
}
