/**
 * A task's cache key: what a run depends on (its module or processor as it was, the method, the
 * arguments, and the content of every input file). Two runs with equal keys produce the same outputs,
 * so "rerun failed tasks" may reuse a done run instead of running it again (rerun.ts).
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { dataFiles } from "../../db/datasets.js";
import { tasks, type TaskRow } from "../../db/jobs.js";
import type { Services } from "../context.js";
import { sharedWith } from "../access/visibility.js";
import { isFileArg } from "../modules/args.js";

/** A file input as the key sees it: its content hash and size, never its name or id. */
export interface InputDigest {
  sha256: string;
  size: number;
}

/** What the scheduler has at materialize time; file arguments are already replaced by their digests. */
export interface CacheKeyParts {
  moduleId: number | null;
  processorId: number | null;
  /** The module's or processor's updatedAt when the run started: an edited unit never reuses older runs. */
  unitUpdatedAt: Date;
  /** The stored method (null: the first or implicit method). */
  method: string | null;
  args: Record<string, unknown>;
}

/** The digest that stands for a file argument in the key. */
export function inputDigest(file: { sha256: string; size: number }): InputDigest {
  return { sha256: file.sha256, size: file.size };
}

function isInputDigest(value: unknown): value is InputDigest {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.sha256 === "string" && typeof v.size === "number" && Object.keys(v).length === 2;
}

/** JSON with object keys sorted at every level, so equal values always hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** sha256 (hex) over the unit, its updatedAt, the method and the arguments with file inputs as digests. */
export function taskCacheKey(parts: CacheKeyParts): string {
  const unit = parts.moduleId !== null ? { module: parts.moduleId } : { processor: parts.processorId ?? 0 };
  return createHash("sha256")
    .update(
      canonicalJson({
        v: 1,
        unit,
        updatedAt: parts.unitUpdatedAt.toISOString(),
        method: parts.method,
        args: parts.args,
      }),
    )
    .digest("hex");
}

/**
 * The task's stored arguments with each file argument replaced by the digest of the file materialized
 * for it (files: argument name -> {sha256, size}, as the scheduler's materialize answers them).
 */
export function argsWithDigests(
  args: Record<string, unknown>,
  files: Record<string, InputDigest>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    const file = files[name];
    out[name] = file && isFileArg(value) ? inputDigest(file) : value;
  }
  return out;
}

/** Total bytes of the file inputs among digested arguments (tasks.input_bytes). */
export function inputBytesOf(args: Record<string, unknown>): number {
  let total = 0;
  for (const value of Object.values(args)) if (isInputDigest(value)) total += value.size;
  return total;
}

/**
 * A task's arguments with every file argument replaced by its digest, read from the database: a data
 * file the owner may read, or an upstream task's output in the same job. Null when an input is gone
 * (the file was deleted, the upstream task has not produced it).
 */
export async function digestTaskArgs(
  services: Services,
  task: Pick<TaskRow, "jobId" | "args">,
  ownerId: number,
): Promise<Record<string, unknown> | null> {
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(task.args)) {
    if (!isFileArg(value)) {
      args[name] = value;
      continue;
    }
    if ("dataFileId" in value) {
      const [file] = await services.db
        .select({ sha256: dataFiles.sha256, size: dataFiles.size })
        .from(dataFiles)
        .where(
          and(
            eq(dataFiles.id, value.dataFileId),
            sql`(${dataFiles.ownerId} = ${ownerId} or ${dataFiles.kind} in ('public', 'module_demo') or ${sharedWith(dataFiles.projectId, ownerId, "write")})`,
            sql`${dataFiles.deletedAt} is null`,
          ),
        );
      if (!file) return null;
      args[name] = inputDigest(file);
      continue;
    }
    const [upstream] = await services.db
      .select({ outputs: tasks.outputs })
      .from(tasks)
      .where(and(eq(tasks.jobId, task.jobId), eq(tasks.key, value.task)));
    const output = upstream?.outputs.find((o) => o.name === value.output);
    if (!output) return null;
    args[name] = inputDigest(output);
  }
  return args;
}
