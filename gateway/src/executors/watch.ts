/**
 * What every executor that runs a child process watches while it runs: what it prints (to the log
 * files, capped), the caller's limits (polled every 250 ms), the timeout and the abort signal. Each ends
 * the run through `stop`, once, and is recorded in the status the executor answers from.
 */
import type { ChildProcess } from "node:child_process";
import type { Writable } from "node:stream";
import type { TaskRun } from "./types.js";

export interface RunStatus {
  timedOut: boolean;
  outputTooLarge: boolean;
  aborted: boolean;
  limitExceeded: string | null;
}

export function watchRun(
  child: ChildProcess,
  task: TaskRun,
  signal: AbortSignal,
  logs: { stdout: Writable; stderr: Writable },
  stop: () => void,
): { status: RunStatus; dispose(): void } {
  const status: RunStatus = { timedOut: false, outputTooLarge: false, aborted: false, limitExceeded: null };
  let printed = 0;
  const count = (chunk: Buffer) => {
    printed += chunk.length;
    if (printed > task.maxOutputBytes && !status.outputTooLarge) {
      status.outputTooLarge = true;
      stop();
    }
  };
  child.stdout?.on("data", count);
  child.stderr?.on("data", count);
  child.stdout?.pipe(logs.stdout);
  child.stderr?.pipe(logs.stderr);
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
      if (limits) clearInterval(limits);
      if (timer) clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
    },
  };
}
