/**
 * Work folders: a processor's, a container task's and a Slurm task's are bounded in bytes and in
 * files, and the folders a dead worker left behind are swept. When the gateway may mount (root), the
 * work folder is a tmpfs of its own whose size and inode count are the caps, so a write past them fails
 * at once (ENOSPC) and the host disk is never touched; otherwise (and always for Slurm, whose nodes
 * must see the folder) a watcher walks the folder and ends the program when it goes over.
 */
import { execFile } from "node:child_process";
import { chmod, lstat, mkdir, readFile, readdir, rename, rm, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import type { Config } from "../config.js";
import type { ExecutorRoute, TaskRun } from "./types.js";

const run = promisify(execFile);

export interface WorkFolderCaps {
  /** Bytes the program may add to its work folder. */
  readonly maxBytes: number;
  /** Files and folders the program may add to its work folder. */
  readonly maxFiles: number;
}

export interface BoundedFolder {
  /** A size-capped tmpfs (true) or a watched folder on the host's disk (false). */
  readonly mounted: boolean;
  /** Once the inputs and the executable are in: from now on the caps count what the program adds. */
  seal(): Promise<void>;
  /** Why the folder is over its caps, or null. */
  check(): Promise<string | null>;
  /** Unmounts the tmpfs (after the outputs were copied out); the folder itself stays for rm. */
  release(): Promise<void>;
}

function mebibytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MiB`;
}

function overBytes(caps: WorkFolderCaps): string {
  return `the work folder went over its cap of ${mebibytes(caps.maxBytes)} (${caps.maxBytes} bytes)`;
}

function overFiles(caps: WorkFolderCaps): string {
  return `the work folder went over its cap of ${caps.maxFiles} files`;
}

/** Bytes and entries under `dir`, counting stops once both are past the limits given. */
async function usage(
  dir: string,
  stopAt: { bytes: number; files: number },
): Promise<{ bytes: number; files: number }> {
  const total = { bytes: 0, files: 0 };
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (total.files > stopAt.files || total.bytes > stopAt.bytes) return;
      total.files++;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else total.bytes += (await lstat(full).catch(() => null))?.size ?? 0;
    }
  };
  await walk(dir);
  return total;
}

async function mountTmpfs(dir: string): Promise<boolean> {
  if (process.getuid?.() !== 0) return false;
  try {
    await run("mount", ["-t", "tmpfs", "-o", "mode=0755,nosuid,nodev", "tmpfs", dir]);
    return true;
  } catch {
    return false;
  }
}

export interface BoundOptions {
  /** A tmpfs of its own when this process may mount (root); otherwise, or when false, a watched folder. */
  readonly tmpfs: boolean;
  /**
   * Where a watched folder keeps what it held when sealed (beside the work folder): a worker that
   * takes a Slurm run over after a restart bounds the same folder from it (reopenWorkFolder).
   */
  readonly baseFile?: string;
}

/** A folder on the host's disk that a watcher walks: the caps count what was added since `base`. */
function watchedFolder(
  dir: string,
  caps: WorkFolderCaps,
  base: { bytes: number; files: number },
  baseFile?: string,
): BoundedFolder {
  return {
    mounted: false,
    async seal() {
      base = await usage(dir, { bytes: Infinity, files: Infinity });
      if (baseFile) await writeFile(baseFile, JSON.stringify(base));
    },
    async check() {
      const limit = { bytes: base.bytes + caps.maxBytes, files: base.files + caps.maxFiles };
      const now = await usage(dir, limit);
      if (now.bytes > limit.bytes) return overBytes(caps);
      if (now.files > limit.files) return overFiles(caps);
      return null;
    },
    async release() {},
  };
}

/** Makes `dir` (an empty folder) a bounded work folder: a tmpfs when `options.tmpfs` and this process may mount. */
export async function boundWorkFolder(
  dir: string,
  caps: WorkFolderCaps,
  options: BoundOptions,
): Promise<BoundedFolder> {
  const mounted = options.tmpfs && (await mountTmpfs(dir));
  if (mounted) {
    return {
      mounted,
      async seal() {
        const fs = await statfs(dir);
        const usedBytes = (fs.blocks - fs.bfree) * fs.bsize;
        const usedFiles = fs.files - fs.ffree;
        await run("mount", [
          "-o",
          `remount,size=${usedBytes + caps.maxBytes},nr_inodes=${usedFiles + caps.maxFiles}`,
          dir,
        ]);
      },
      async check() {
        const fs = await statfs(dir);
        if (fs.bavail === 0) return overBytes(caps);
        if (fs.ffree === 0) return overFiles(caps);
        return null;
      },
      async release() {
        await run("umount", [dir]).catch(() => run("umount", ["-l", dir]).catch(() => undefined));
      },
    };
  }
  return watchedFolder(dir, caps, { bytes: 0, files: 0 }, options.baseFile);
}

/**
 * The bounds of a watched folder an earlier worker sealed (a Slurm run taken over): its base from
 * `baseFile`, or, when that is missing, what the folder holds now (the caps then count from here).
 */
export async function reopenWorkFolder(
  dir: string,
  caps: WorkFolderCaps,
  baseFile: string,
): Promise<BoundedFolder> {
  const saved = await readFile(baseFile, "utf8").then(
    (text) => z.object({ bytes: z.number(), files: z.number() }).parse(JSON.parse(text)),
    () => null,
  );
  return watchedFolder(dir, caps, saved ?? (await usage(dir, { bytes: Infinity, files: Infinity })));
}

/**
 * RLIMIT_FSIZE of a run whose work folder is bounded: no file far beyond the folder's cap (the tmpfs or
 * the watcher reports going over first, which matters when the folder is only watched), nor a log file
 * its program writes itself (Slurm's) cut short before the output cap ends the run.
 */
export function fileSizeLimit(task: Pick<TaskRun, "maxWorkBytes" | "maxOutputBytes">): number {
  return Math.max(task.maxWorkBytes ?? 0, task.maxOutputBytes) + 1024 * 1024;
}

/** How a route's work folder is bounded (its caps and how), or null for a route left unbounded. */
export function workFolderBounds(
  config: Pick<
    Config,
    | "processorWorkMaxBytes"
    | "processorWorkMaxFiles"
    | "processorWorkTmpfs"
    | "moduleWorkMaxBytes"
    | "moduleWorkMaxFiles"
    | "moduleWorkTmpfs"
  >,
  route: ExecutorRoute,
  taskDir: string,
): { caps: WorkFolderCaps; options: BoundOptions } | null {
  if (route === "sandbox") {
    return {
      caps: { maxBytes: config.processorWorkMaxBytes, maxFiles: config.processorWorkMaxFiles },
      options: { tmpfs: config.processorWorkTmpfs },
    };
  }
  const caps = { maxBytes: config.moduleWorkMaxBytes, maxFiles: config.moduleWorkMaxFiles };
  if (route === "container") return { caps, options: { tmpfs: config.moduleWorkTmpfs } };
  // A tmpfs here would hide the folder from the other nodes; the base outlives this worker.
  if (route === "slurm")
    return { caps, options: { tmpfs: false, baseFile: path.join(taskDir, "work.base") } };
  // A local module is a script of the platform's own, run by Node on this machine.
  return null;
}

/** The start time of a process (clock ticks since boot), which tells a reused pid from its owner. */
async function startOf(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

const ownerFile = "owner.json";

/** Creates a worker's own folder under `root`, marked with this process so that a sweep spares it. */
export async function claimWorkerFolder(root: string, workerId: string, mode: number): Promise<string> {
  const dir = path.join(root, `w-${workerId}`);
  // Written under another name and renamed, so that a sweep never sees the folder without its owner.
  const draft = path.join(root, `.claim-${workerId}`);
  await mkdir(draft, { recursive: true, mode });
  await chmod(draft, mode);
  const owner = { pid: process.pid, start: await startOf(process.pid) };
  await writeFile(path.join(draft, ownerFile), JSON.stringify(owner));
  await rename(draft, dir);
  return dir;
}

async function ownerAlive(dir: string): Promise<boolean> {
  try {
    const owner = JSON.parse(await readFile(path.join(dir, ownerFile), "utf8")) as {
      pid?: unknown;
      start?: unknown;
    };
    if (typeof owner.pid !== "number") return false;
    const start = await startOf(owner.pid);
    return start !== null && start === owner.start;
  } catch {
    return false;
  }
}

/** Mount points at or under `dir` (deepest first), from this process's mount table. */
async function mountsUnder(dir: string): Promise<string[]> {
  const table = await readFile("/proc/self/mountinfo", "utf8").catch(() => "");
  const found: string[] = [];
  for (const line of table.split("\n")) {
    const field = line.split(" ")[4];
    if (!field) continue;
    // mountinfo escapes spaces, tabs, newlines and backslashes as octal.
    const point = field.replace(/\\([0-7]{3})/g, (_, code: string) => String.fromCharCode(parseInt(code, 8)));
    if (point === dir || point.startsWith(`${dir}/`)) found.push(point);
  }
  return found.sort((a, b) => b.length - a.length);
}

/** Folders of the layout before worker folders (`<job>/` and `<job>-<task>-<run>-<attempt>`). */
const legacyName = /^\d+(-|$)/;
/** A folder of the old layout this old is left by a worker that is gone (none of today's use it). */
const legacyAgeMs = 24 * 3600 * 1000;

async function staleLegacy(dir: string): Promise<boolean> {
  const info = await lstat(dir).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > legacyAgeMs;
}

/**
 * Removes the work folders under `root` of workers whose process is gone (a gateway killed while
 * its tasks ran), tmpfs mounts included; folders of live workers, on this machine, are kept. Folders
 * of the layout before worker folders go once they are a day old. Answers the folders removed.
 */
export async function sweepWorkFolders(root: string): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    if (entry.name.startsWith("w-")) {
      if (await ownerAlive(dir)) continue;
    } else if (!legacyName.test(entry.name) || !(await staleLegacy(dir))) {
      continue;
    }
    for (const point of await mountsUnder(dir)) {
      await run("umount", ["-l", point]).catch(() => undefined);
    }
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    removed.push(dir);
  }
  return removed;
}
