/**
 * What Slurm's commands answer, read: squeue's rows, sbatch's job id, the errors of an unreachable
 * controller, the end states, and the `slurm.result` file a batch script writes when its program ends.
 */

/** Slurm's states after which a job never runs again. */
const endStates = new Set([
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "TIMEOUT",
  "OUT_OF_MEMORY",
  "NODE_FAIL",
  "BOOT_FAIL",
  "PREEMPTED",
  "DEADLINE",
  "REVOKED",
  "SPECIAL_EXIT",
]);

export function isEndState(state: string): boolean {
  return endStates.has(state);
}

export interface SqueueRow {
  readonly state: string;
  readonly reason: string;
}

/** The squeue format this executor asks for (`-o`): job id, state, reason. */
export const squeueFormat = "%i|%T|%r";

/** Rows of `squeue -h -o "%i|%T|%r"` by job id (states such as "CANCELLED by 0" keep their first word). */
export function parseSqueue(output: string): Map<string, SqueueRow> {
  const rows = new Map<string, SqueueRow>();
  for (const line of output.split("\n")) {
    const [id, state, ...reason] = line.trim().split("|");
    if (!id || !state || !/^\d+(_\d+)?$/.test(id)) continue;
    rows.set(id, { state: state.split(/\s+/)[0]!.toUpperCase(), reason: reason.join("|").trim() });
  }
  return rows;
}

/** The job id `sbatch --parsable` prints ("123" or "123;cluster"), or null. */
export function parseSbatch(output: string): string | null {
  const match = /^\s*(\d+)(?:;\S+)?\s*$/m.exec(output);
  return match ? match[1]! : null;
}

/** True when sbatch (or squeue) failed because the controller could not be reached: try again later. */
export function slurmUnreachable(message: string): boolean {
  return /unable to contact slurm controller|connect failure|connection refused|socket timed out|communication connection failure|zero bytes were transmitted|temporarily unable to accept job|slurm_persist_conn|could not establish a configuration source/i.test(
    message,
  );
}

export interface SlurmResult {
  readonly exitCode: number | null;
  readonly startedMs: number | null;
  readonly endedMs: number | null;
  readonly timedOut: boolean;
  /** CPU read from the container's cgroup (a container task), or null. */
  readonly cgroupCpuMs: number | null;
  /** The container was killed at its memory limit (podman's OOMKilled, or the kernel's log). */
  readonly oomKilled: boolean;
}

/** The `key=value` lines the batch script writes into slurm.result when the program has ended. */
export function parseResult(text: string): SlurmResult {
  const values = new Map<string, string>();
  for (const line of text.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) values.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const number = (key: string): number | null => {
    const value = values.get(key);
    if (value === undefined || value === "" || !/^-?\d+(\.\d+)?$/.test(value)) return null;
    return Number(value);
  };
  return {
    exitCode: number("exit"),
    startedMs: number("startedMs"),
    endedMs: number("endedMs"),
    timedOut: values.get("timedOut") === "1",
    cgroupCpuMs: number("cpuMs"),
    oomKilled: values.get("oomKilled") === "1",
  };
}
