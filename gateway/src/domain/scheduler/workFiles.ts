/**
 * A task's work folder's files: its inputs copied in from blobs, the outputs and logs it left stored
 * as blobs, the note it printed, and the room left on the disk holding it.
 */
import { lstat, mkdir, open, readdir, statfs } from "node:fs/promises";
import { constants, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, sql } from "drizzle-orm";
import { dataFiles } from "../../db/datasets.js";
import { tasks, type TaskOutput, type TaskRow } from "../../db/jobs.js";
import { sharedWith } from "../access/visibility.js";
import type { Services } from "../context.js";
import { storeBlob } from "../files/blobs.js";
import { isFileArg } from "../modules/args.js";

/** The files under a folder, relative to it (at most 1000). */
async function listFiles(dir: string, prefix = "", found: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (found.length >= 1000) break;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await listFiles(path.join(dir, entry.name), rel, found);
    else if (entry.isFile()) found.push(rel);
  }
  return found;
}

/** Copies a blob's content to a file, making its folder. */
export async function copyBlob(services: Services, sha256: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await pipeline(services.blobs.read(sha256), createWriteStream(to));
}

/** A file input's content, for the cache key and the input size. */
export interface InputFile {
  readonly sha256: string;
  readonly size: number;
}

/**
 * Copies a task's file inputs into its work folder; answers args with relative paths, and each file
 * argument's content hash and size.
 */
export async function materialize(
  services: Services,
  task: TaskRow,
  workDir: string,
  ownerId: number,
): Promise<{ args: Record<string, unknown>; files: Record<string, InputFile> }> {
  const args: Record<string, unknown> = {};
  const files: Record<string, InputFile> = {};
  for (const [name, value] of Object.entries(task.args)) {
    if (!isFileArg(value)) {
      args[name] = value;
      continue;
    }
    if ("dataFileId" in value) {
      const rows = await services.db
        .select()
        .from(dataFiles)
        .where(
          and(
            eq(dataFiles.id, value.dataFileId),
            sql`(${dataFiles.ownerId} = ${ownerId} or ${dataFiles.kind} in ('public', 'module_demo') or ${sharedWith(dataFiles.projectId, ownerId, "write")})`,
            sql`${dataFiles.deletedAt} is null`,
          ),
        );
      const file = rows[0];
      if (!file) throw new Error(`${name}: the input file is gone`);
      const rel = path.posix.join("inputs", name, file.name);
      await copyBlob(services, file.sha256, path.join(workDir, rel));
      args[name] = rel;
      files[name] = { sha256: file.sha256, size: file.size };
    } else {
      const upstream = await services.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.jobId, task.jobId), eq(tasks.key, value.task)));
      const output = upstream[0]?.outputs.find((o) => o.name === value.output);
      if (!output) throw new Error(`${name}: ${value.task} did not produce ${value.output}`);
      const rel = path.posix.join("inputs", name, path.posix.basename(output.name));
      await copyBlob(services, output.sha256, path.join(workDir, rel));
      args[name] = rel;
      files[name] = { sha256: output.sha256, size: output.size };
    }
  }
  return { args, files };
}

/** Stores a file the program left, never through a link it planted (it could point at the host's files). */
async function storeOwnFile(services: Services, file: string) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return await storeBlob(
      services,
      handle.createReadStream({ autoClose: false }),
      "application/octet-stream",
    );
  } finally {
    await handle.close();
  }
}

/**
 * The files a run produced: everything under outputs/, and each declared output that is not there
 * but was written at the top of the work folder instead (the upload dialog long said "into its work
 * folder"). Answers the outputs and the declared names found nowhere.
 */
export async function collectOutputs(
  services: Services,
  workDir: string,
  declared: readonly string[] | null,
): Promise<{ outputs: TaskOutput[]; missing: string[] }> {
  const outputs: TaskOutput[] = [];
  const store = async (name: string, file: string) => {
    const blob = await storeOwnFile(services, file);
    outputs.push({ name, blobId: blob.id, size: blob.size, sha256: blob.sha256 });
  };
  const found = await listFiles(path.join(workDir, "outputs"));
  for (const rel of found) await store(rel, path.join(workDir, "outputs", rel));
  const missing: string[] = [];
  for (const name of declared ?? []) {
    if (found.includes(name)) continue;
    const atTop = path.join(workDir, name);
    const info = await lstat(atTop).catch(() => null);
    if (info?.isFile()) await store(name, atTop);
    else missing.push(name);
  }
  return { outputs, missing };
}

/** Free bytes for an unprivileged writer on the file system holding `dir` (or its nearest parent). */
export async function freeBytes(dir: string): Promise<number> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      const fs = await statfs(current);
      return fs.bavail * fs.bsize;
    } catch (error) {
      if (current === path.dirname(current)) throw error;
    }
  }
}

/** How much of the end of a task's stdout is searched for its note. */
const noteWindow = 8 * 1024;

/**
 * The note a task that ended well leaves for its user: the text of the last stdout line starting with
 * `note: ` near the end (an empty result, say), at most 500 characters; null when there is none. It is
 * kept as the task's reason, which the job view shows.
 */
export async function taskNote(stdoutPath: string): Promise<string | null> {
  const file = await open(stdoutPath, "r");
  try {
    const { size } = await file.stat();
    const length = Math.min(size, noteWindow);
    const { buffer } = await file.read(Buffer.alloc(length), 0, length, size - length);
    const lines = buffer.toString("utf8").split(/\r?\n/);
    const line = lines.reverse().find((text) => text.startsWith("note: "));
    return line ? line.slice("note: ".length).trim().slice(0, 500) || null : null;
  } finally {
    await file.close();
  }
}
