/**
 * Runs the real `crucible` bin (cli/bin/crucible.mjs) as a child process against a started
 * gateway over loopback, with a config folder of its own (XDG_CONFIG_HOME) and none of the caller's
 * CRUCIBLE_* settings.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../support/paths.js";

export const bin = path.join(repoRoot, "cli", "bin", "crucible.mjs");

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** XDG_CONFIG_HOME of the run (its profile file lives in <home>/crucible/config.json). */
  home: string;
  env?: Record<string, string>;
  /** Written to standard input, then closed. */
  input?: string;
  cwd?: string;
}

/** A started CLI process and its output so far. */
export interface CliProcess {
  readonly child: ChildProcess;
  readonly done: Promise<CliRun>;
}

function environment(options: CliOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("CRUCIBLE_")) env[key] = value;
  return { ...env, XDG_CONFIG_HOME: options.home, NO_COLOR: "1", ...options.env };
}

export function startCli(args: readonly string[], options: CliOptions): CliProcess {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: environment(options),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stdin!.end(options.input ?? "");
  const done = new Promise<CliRun>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

export function cli(args: readonly string[], options: CliOptions): Promise<CliRun> {
  return startCli(args, options).done;
}

/** The JSON a `--output json` run printed on stdout. */
export function json<T = Record<string, unknown>>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

/** The rows of a paged list (`job list`, `data list`, `module list`, `flow list`) printed as JSON. */
export function list<T = Record<string, unknown>>(run: CliRun): T[] {
  return json<{ List: T[] }>(run).List;
}

/** The error a `--output json` run printed on stderr. */
export function jsonError(run: CliRun): {
  Type: string;
  Value: string | null;
  Meta: Record<string, unknown> | null;
} {
  try {
    return (
      JSON.parse(run.stderr) as {
        Error: { Type: string; Value: string | null; Meta: Record<string, unknown> | null };
      }
    ).Error;
  } catch {
    throw new Error(`no JSON error (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

export async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return -1;
  }
}

/** Polls (every few milliseconds) until the probe holds; fails after `ms`. */
export async function until(what: string, probe: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}
