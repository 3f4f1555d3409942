/**
 * Slurm's commands as the executor calls them (a plain environment, counted in SlurmStats), and a
 * run's own files beside its work folder, read without failing when they are not there (yet).
 */
import { execFile } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { TaskRun } from "./types.js";

/** How often this executor called the Slurm commands (tests and the bench check the batching). */
export interface SlurmStats {
  sbatch: number;
  squeue: number;
  scancel: number;
}

/** Quotes a value for the batch script's shell. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Where the executor keeps a run's own files: the folder that holds the work folder. */
export function runFiles(task: TaskRun) {
  const dir = path.dirname(task.workDir);
  return {
    dir,
    script: path.join(dir, "slurm.sh"),
    result: path.join(dir, "slurm.result"),
    times: path.join(dir, "slurm.times"),
    out: path.join(dir, "slurm.out"),
    stdout: path.join(task.logDir, "stdout.log"),
    stderr: path.join(task.logDir, "stderr.log"),
  };
}

/** The run's name as Slurm and podman see it (letters, digits, dot, dash, underscore). */
export function runName(task: TaskRun): string {
  return (task.name ?? `${process.pid}-${Date.now()}`).replace(/[^a-zA-Z0-9_.-]+/g, "-").slice(0, 120);
}

/** A command's exit code and output. */
export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Slurm's clients get a plain environment: the worker's secrets never reach a batch job. */
export function slurmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", LANG: "C" };
  if (process.env.SLURM_CONF) env.SLURM_CONF = process.env.SLURM_CONF;
  return env;
}

/** Runs one of Slurm's commands; never rejects (a failure is its code and message). */
export function command(file: string, args: readonly string[], timeoutMs = 120_000): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { env: slurmEnv(), timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        const message = error && !stderr && typeof error.code !== "number" ? error.message : stderr;
        resolve({ code, stdout, stderr: message });
      },
    );
  });
}

/** A file's text, or null when it cannot be read. */
export async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** A file's size, or 0 when it is not there. */
export async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** The last lines of a file, for a reason. */
export async function tail(file: string, max = 400): Promise<string> {
  const text = (await readText(file)) ?? "";
  return text.trim().slice(-max).replace(/\s+/g, " ");
}

/** Cancels a batch job (scancel), counted. */
export function scancel(stats: SlurmStats, jobId: string): Promise<CommandResult> {
  stats.scancel += 1;
  return command("scancel", [jobId]);
}
