/**
 * What every executor that runs a child process watches while it runs: what it prints (to the log
 * files, capped), the caller's limits (polled every 250 ms), the timeout and the abort signal. Each ends
 * the run through `stop`, once, and is recorded in the status the executor answers from.
 *
 * What it prints reaches us either through pipes (counted as it passes into the log files) or as log
 * files the program writes itself (the local executor's launcher): their size is then checked every
 * 100 ms and once at the end (`finalOutputCheck`), and logs past the cap are cut to it.
 */
import type { ChildProcess } from "node:child_process";
import { stat, truncate } from "node:fs/promises";
import type { Writable } from "node:stream";
import type { TaskRun } from "./types.js";

/** How the program's output reaches the log files. */
export type RunOutput =
  | { readonly pipes: ChildProcess; readonly stdout: Writable; readonly stderr: Writable }
  | { readonly files: readonly string[] };

const fileCheckMs = 100;

async function sizesOf(files: readonly string[]): Promise<number[]> {
  return Promise.all(
    files.map((file) =>
      stat(file).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
}

async function bytesIn(files: readonly string[]): Promise<number> {
  return (await sizesOf(files)).reduce((sum, size) => sum + size, 0);
}

/**
 * After a run whose program wrote its own log files: whether it printed past the cap (and then its
 * logs are cut to the cap, so that a program printing gigabytes between two checks leaves no more).
 */
export async function finalOutputCheck(files: readonly string[], maxBytes: number): Promise<boolean> {
  const sizes = await sizesOf(files);
  if (sizes.reduce((sum, size) => sum + size, 0) <= maxBytes) return false;
  let left = maxBytes;
  for (const [i, file] of files.entries()) {
    const keep = Math.min(sizes[i]!, left);
    left -= keep;
    if (keep < sizes[i]!) await truncate(file, keep).catch(() => undefined);
  }
  return true;
}

export interface RunStatus {
  timedOut: boolean;
  outputTooLarge: boolean;
  aborted: boolean;
  limitExceeded: string | null;
}

export function watchRun(
  output: RunOutput,
  task: TaskRun,
  signal: AbortSignal,
  stop: () => void,
): { status: RunStatus; dispose(): void } {
  const status: RunStatus = { timedOut: false, outputTooLarge: false, aborted: false, limitExceeded: null };
  const tooLarge = () => {
    if (status.outputTooLarge) return;
    status.outputTooLarge = true;
    stop();
  };
  let sizes: NodeJS.Timeout | null = null;
  if ("pipes" in output) {
    let printed = 0;
    const count = (chunk: Buffer) => {
      printed += chunk.length;
      if (printed > task.maxOutputBytes) tooLarge();
    };
    output.pipes.stdout?.on("data", count);
    output.pipes.stderr?.on("data", count);
    output.pipes.stdout?.pipe(output.stdout);
    output.pipes.stderr?.pipe(output.stderr);
  } else {
    let measuring = false;
    sizes = setInterval(() => {
      if (measuring || status.outputTooLarge) return;
      measuring = true;
      void bytesIn(output.files)
        .then((bytes) => (bytes > task.maxOutputBytes ? tooLarge() : undefined))
        .finally(() => (measuring = false));
    }, fileCheckMs);
  }
  let checking = false;
  const limits = task.checkLimits
    ? setInterval(() => {
        if (checking || status.limitExceeded) return;
        checking = true;
        void task.checkLimits!()
          .then((reason) => {
            if (reason && !status.limitExceeded) {
              status.limitExceeded = reason;
              stop();
            }
          })
          .catch(() => undefined)
          .finally(() => (checking = false));
      }, 250)
    : null;
  const timer = task.timeoutMs
    ? setTimeout(() => {
        status.timedOut = true;
        stop();
      }, task.timeoutMs)
    : null;
  const onAbort = () => {
    status.aborted = true;
    stop();
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener("abort", onAbort, { once: true });
  return {
    status,
    dispose() {
      if (sizes) clearInterval(sizes);
      if (limits) clearInterval(limits);
      if (timer) clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
    },
  };
}
