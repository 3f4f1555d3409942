/**
 * The Slurm executor: a task becomes a batch job (`sbatch`) whose script runs the command in the
 * task's work folder, on a path every node sees (config.slurm.workDir), and writes what it measured
 * (exit code, start and end, CPU of what it ran, a timeout it enforced) into `slurm.result` beside the
 * work folder. One poller per executor asks Slurm about every job it tracks in a single `squeue` call
 * every config.slurm.pollMs; Slurm's own end states (TIMEOUT, CANCELLED from outside, OUT_OF_MEMORY,
 * NODE_FAIL...) become the task's reason. Without accounting storage `sacct` knows nothing, so completed
 * jobs are read from squeue while Slurm keeps them (MinJobAge) and from the result file after.
 *
 * A worker that stops leaves its batch jobs running ("stopping"); the next one re-attaches to a job by
 * its id (TaskRun.resumeFrom, kept in tasks.external_id), so a gateway restart loses no Slurm job and
 * submits none twice. A job is submitted with --no-requeue: Slurm never runs a task's script twice.
 * A container module's batch job runs `podman run` (container.ts's podmanRunArgv) under a cgroup parent
 * of its own, whose CPU the script reads when the container ends.
 */
import { randomBytes } from "node:crypto";
import { execFile, spawnSync } from "node:child_process";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { containerUser, containersConf, hostUlimits, podmanRunArgv } from "./container.js";
import { childrenCpuMs } from "./local.js";
import type { AbortReason, Executor, TaskOutcome, TaskRun } from "./types.js";
import { fileSizeLimit } from "./workFolder.js";

export interface SlurmSettings {
  readonly enabled: boolean;
  readonly workDir: string;
  readonly partition: string | null;
  readonly concurrency: number;
  readonly pollMs: number;
}

export interface SlurmExecutorConfig {
  readonly slurm: SlurmSettings;
  /** The container engine a container module's batch job runs (the same path on every node). */
  readonly podman?: string | null;
}

export interface SlurmExecutorOptions {
  /**
   * The argv (podman first) a container task's batch job runs; by default container.ts's podmanRunArgv
   * with the container named `name` under the cgroup parent `cgroupParent` (its CPU is read from it).
   */
  readonly podmanArgv?: (
    task: TaskRun,
    run: { name: string; cgroupParent: string; user: string | null },
  ) => string[];
  /** Problems that end no task (squeue failing while the controller is down...). */
  readonly log?: (message: string) => void;
}

/** How often this executor called the Slurm commands (tests and the bench check the batching). */
export interface SlurmStats {
  sbatch: number;
  squeue: number;
  scancel: number;
}

export interface SlurmExecutor extends Executor {
  readonly stats: SlurmStats;
}

/** How long a cancelled run waits for Slurm to show its job ended before it answers anyway. */
const cancelWaitMs = 120_000;

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

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Slurm's --time in minutes: the task's timeout (which the script enforces itself) plus a margin. */
export function slurmTimeMinutes(timeoutMs: number | null): number | null {
  return timeoutMs === null ? null : Math.ceil((timeoutMs + 120_000) / 60_000);
}

/** Where the executor keeps a run's own files: the folder that holds the work folder. */
function runFiles(task: TaskRun) {
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

function runName(task: TaskRun): string {
  return (task.name ?? `${process.pid}-${Date.now()}`).replace(/[^a-zA-Z0-9_.-]+/g, "-").slice(0, 120);
}

/** The batch script of a run: the program in its work folder, what it measured into slurm.result. */
export function batchScript(
  task: TaskRun,
  program: readonly string[],
  container: { name: string; cgroupParent: string; podman: string } | null,
): string {
  const files = runFiles(task);
  const lines = [
    "#!/bin/bash",
    `# Crucible task ${runName(task)}, written by gateway/src/executors/slurm.ts; it ends by writing slurm.result.`,
    `dir=${shellQuote(files.dir)}`,
    `finish() { printf 'exit=%s\\nstartedMs=%s\\nendedMs=%s\\ntimedOut=%s\\ncpuMs=%s\\noomKilled=%s\\n' "$1" "$2" "$3" "$4" "$5" "\${6:-0}" > "$dir/slurm.result.tmp" && mv -f "$dir/slurm.result.tmp" "$dir/slurm.result"; }`,
    // A container's program starts in /work whatever podman's directory; podman's own is the run's folder,
    // where conmon writes its empty `oom` file when the container is killed at its memory limit.
    `cd ${shellQuote(container ? files.dir : task.workDir)} || { finish 127 "" "" 0 ""; exit 127; }`,
    `export PATH=${shellQuote(process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin")} HOME=${shellQuote(task.workDir)} LANG=C.UTF-8 NODE_ENV=production`,
  ];
  for (const [key, value] of Object.entries(task.env ?? {})) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) lines.push(`export ${key}=${shellQuote(value)}`);
  }
  if (container) {
    lines.push(`export CONTAINERS_CONF=${shellQuote(containersConf)}`);
    // scancel sends TERM to the script too: the container goes with it.
    lines.push(
      `trap '${container.podman.replace(/'/g, "")} rm -f -t 0 ${container.name} >/dev/null 2>&1; exit 143' TERM`,
    );
    const pull = task.image?.pull;
    if (pull) {
      // A node that lacks the image pulls it from the registry by digest, under the name the run uses.
      const podman = shellQuote(container.podman);
      const local = shellQuote(task.image!.ref);
      const ref = shellQuote(pull.ref);
      lines.push(
        `${podman} image exists ${local} || { ${podman} pull -q --tls-verify=${pull.tlsVerify} ${ref} >/dev/null && ${podman} tag ${ref} ${local}; } || { echo "could not pull the image ${pull.ref.replace(/[^a-zA-Z0-9@:/._-]/g, "")} from the registry" >&2; finish 125 "" "" 0 ""; exit 125; }`,
      );
    }
  } else {
    // As the local executor: the data segment bounds the heap and private writable mappings.
    if (task.memoryMb) lines.push(`ulimit -d ${task.memoryMb * 1024}`);
    // No file far past the work folder's cap (a container gets it from podmanRunArgv); in KiB.
    if (task.maxWorkBytes) lines.push(`ulimit -f ${Math.ceil(fileSizeLimit(task) / 1024)}`);
  }
  const timeout = task.timeoutMs === null ? "" : `timeout -k 5 ${(task.timeoutMs / 1000).toFixed(3)} `;
  lines.push(
    "started=$(date +%s%3N)",
    `${timeout}${program.map(shellQuote).join(" ")} > ${shellQuote(files.stdout)} 2> ${shellQuote(files.stderr)} < /dev/null`,
    "rc=$?",
    "ended=$(date +%s%3N)",
    `times > "$dir/slurm.times"`,
    "timedout=0",
  );
  if (task.timeoutMs !== null) {
    // timeout(1) answers 124 (TERM) or 137 (KILL after 5 s) when it ended the program.
    lines.push(
      `if { [ "$rc" = 124 ] || [ "$rc" = 137 ]; } && [ $((ended - started)) -ge ${task.timeoutMs} ]; then timedout=1; fi`,
    );
  }
  lines.push('cpu=""', "oom=0");
  if (container) {
    const cg = container.cgroupParent;
    lines.push(
      // Killed (137) and not by its timeout: podman's OOMKilled, or the kernel's log naming a memory
      // cgroup under this run's parent (what podman cannot see on cgroup v1), as container.ts reads it.
      `if [ "$rc" = 137 ] && [ "$timedout" = 0 ]; then`,
      `  [ "$(${shellQuote(container.podman)} inspect --type container --format '{{.State.OOMKilled}}' ${shellQuote(container.name)} 2>/dev/null)" = true ] && oom=1`,
      `  [ "$oom" = 0 ] && dmesg 2>/dev/null | grep -qE ${shellQuote(`oom_memcg=${cg}[/,]`)} && oom=1`,
      "fi",
      `${shellQuote(container.podman)} rm -f -t 0 ${shellQuote(container.name)} >/dev/null 2>&1`,
      `if [ -r /sys/fs/cgroup/cpuacct${cg}/cpuacct.usage ]; then cpu=$(( $(cat /sys/fs/cgroup/cpuacct${cg}/cpuacct.usage) / 1000000 ));`,
      `elif [ -r /sys/fs/cgroup${cg}/cpu.stat ]; then cpu=$(( $(awk '/^usage_usec/ {print $2}' /sys/fs/cgroup${cg}/cpu.stat) / 1000 )); fi`,
      `for d in /sys/fs/cgroup/*${cg} /sys/fs/cgroup${cg}; do [ -d "$d" ] && find "$d" -depth -type d -exec rmdir {} + 2>/dev/null; done`,
    );
  }
  lines.push('finish "$rc" "$started" "$ended" "$timedout" "$cpu" "$oom"', 'exit "$rc"', "");
  return lines.join("\n");
}

interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Slurm's clients get a plain environment: the worker's secrets never reach a batch job. */
function slurmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", LANG: "C" };
  if (process.env.SLURM_CONF) env.SLURM_CONF = process.env.SLURM_CONF;
  return env;
}

function command(file: string, args: readonly string[], timeoutMs = 120_000): Promise<CommandResult> {
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

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** The last lines of a file, for a reason. */
async function tail(file: string, max = 400): Promise<string> {
  const text = (await readText(file)) ?? "";
  return text.trim().slice(-max).replace(/\s+/g, " ");
}

/** What the poller tells a run about its job at each round. */
type Sighting =
  | { kind: "row"; row: SqueueRow }
  /** Slurm does not know the job (never, or no longer: past MinJobAge, or a controller that lost it). */
  | { kind: "unknown" }
  /** squeue failed (the controller is down): nothing is known. */
  | { kind: "unreachable"; message: string };

interface Watch {
  see(sighting: Sighting): Promise<void>;
}

/** One squeue call per round for every job this executor tracks (in chunks of 500 ids). */
function createPoller(pollMs: number, stats: SlurmStats, log: (message: string) => void) {
  const watches = new Map<string, Set<Watch>>();
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  const round = async () => {
    const ids = [...watches.keys()];
    const sightings = new Map<string, Sighting>();
    for (let at = 0; at < ids.length; at += 500) {
      const chunk = ids.slice(at, at + 500);
      stats.squeue += 1;
      const result = await command("squeue", ["-h", "-t", "all", "-j", chunk.join(","), "-o", squeueFormat]);
      if (result.code === 0 || /invalid job id/i.test(result.stderr)) {
        const rows = result.code === 0 ? parseSqueue(result.stdout) : new Map<string, SqueueRow>();
        for (const id of chunk) {
          const row = rows.get(id);
          sightings.set(id, row ? { kind: "row", row } : { kind: "unknown" });
        }
      } else {
        const message = result.stderr.trim() || `squeue answered ${result.code}`;
        log(`squeue failed: ${message}`);
        for (const id of chunk) sightings.set(id, { kind: "unreachable", message });
      }
    }
    await Promise.all(
      ids.flatMap((id) => {
        const sighting = sightings.get(id);
        return sighting ? [...(watches.get(id) ?? [])].map((watch) => watch.see(sighting)) : [];
      }),
    );
  };

  const schedule = () => {
    if (timer || watches.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      if (polling) return schedule();
      polling = true;
      round()
        .catch((error: unknown) =>
          log(`polling Slurm failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          polling = false;
          schedule();
        });
    }, pollMs);
  };

  return {
    add(jobId: string, watch: Watch) {
      let set = watches.get(jobId);
      if (!set) watches.set(jobId, (set = new Set()));
      set.add(watch);
      schedule();
    },
    remove(jobId: string, watch: Watch) {
      const set = watches.get(jobId);
      set?.delete(watch);
      if (set && set.size === 0) watches.delete(jobId);
      if (watches.size === 0 && timer) {
        clearTimeout(timer);
        timer = null;
      }
    },
  };
}

/** True when `sbatch` is on the PATH. */
function sbatchOnPath(): boolean {
  return spawnSync("sh", ["-c", "command -v sbatch"], { stdio: "ignore", env: slurmEnv() }).status === 0;
}

/**
 * The Slurm executor, or null when Slurm is not enabled (CRUCIBLE_SLURM, CRUCIBLE_EXECUTOR=slurm) or
 * its client (`sbatch`) is not on this machine's PATH.
 */
export function createSlurmExecutor(
  config: SlurmExecutorConfig,
  options: SlurmExecutorOptions = {},
): SlurmExecutor | null {
  if (!config.slurm.enabled || !sbatchOnPath()) return null;
  return slurmExecutor(config, options);
}

/** The executor itself, for a machine known to have Slurm's client. */
export function slurmExecutor(
  config: SlurmExecutorConfig,
  options: SlurmExecutorOptions = {},
): SlurmExecutor {
  const log = options.log ?? (() => undefined);
  const stats: SlurmStats = { sbatch: 0, squeue: 0, scancel: 0 };
  const poller = createPoller(config.slurm.pollMs, stats, log);
  const podman = config.podman ?? "podman";
  let ulimits: string[] | null = null;
  const podmanArgv =
    options.podmanArgv ??
    ((task: TaskRun, run: { name: string; cgroupParent: string; user: string | null }) =>
      podmanRunArgv(task, {
        podman,
        name: run.name,
        cgroupParent: run.cgroupParent,
        user: run.user,
        labels: { "crucible.slurm": run.name },
        ulimits: (ulimits ??= hostUlimits()),
      }));

  const scancel = async (jobId: string): Promise<CommandResult> => {
    stats.scancel += 1;
    return command("scancel", [jobId]);
  };

  const submit = async (task: TaskRun): Promise<{ jobId: string } | { retryLater: string }> => {
    const files = runFiles(task);
    const name = runName(task);
    let program: string[];
    let container: { name: string; cgroupParent: string; podman: string } | null = null;
    if (task.image) {
      // Unique on the node, not only per database: two gateways' job 1 `receptor` may share a node.
      const unique = `${name}-${randomBytes(4).toString("hex")}`;
      const run = { name: `crucible-${unique}`, cgroupParent: `/crucible-slurm/${unique}` };
      // The batch job runs as the submitting user; the container as the run's own (containerUser).
      program = podmanArgv(task, { ...run, user: await containerUser(task.workDir) });
      container = { ...run, podman: program[0] ?? podman };
    } else {
      program = [task.command, ...task.args];
    }
    await mkdir(task.logDir, { recursive: true });
    // The logs exist from the start: a job cancelled while pending still has (empty) ones.
    await writeFile(files.stdout, "");
    await writeFile(files.stderr, "");
    await writeFile(files.script, batchScript(task, program, container), { mode: 0o700 });
    const cpus = Math.max(1, task.image ? task.image.cpuCount : task.cpuCount);
    const memory = task.image ? (task.image.memoryMb ?? task.image.virtualMemoryMb) : task.memoryMb;
    const minutes = slurmTimeMinutes(task.timeoutMs);
    const args = [
      "--parsable",
      "--no-requeue",
      "--job-name",
      `crucible-${name}`,
      "--chdir",
      task.workDir,
      "--output",
      files.out,
      "--cpus-per-task",
      String(cpus),
      ...(memory ? ["--mem", `${memory}M`] : []),
      ...(minutes === null ? [] : ["--time", String(minutes)]),
      ...((task.partition ?? config.slurm.partition)
        ? ["--partition", (task.partition ?? config.slurm.partition)!]
        : []),
      files.script,
    ];
    stats.sbatch += 1;
    const result = await command("sbatch", args);
    const jobId = result.code === 0 ? parseSbatch(result.stdout) : null;
    if (jobId) return { jobId };
    const message = (result.stderr.trim() || result.stdout.trim() || `sbatch answered ${result.code}`)
      .replace(/\s+/g, " ")
      .slice(0, 400);
    if (slurmUnreachable(message)) return { retryLater: `Slurm is not reachable: ${message}` };
    throw new Error(`Slurm refused the job: ${message}`);
  };

  return {
    name: "slurm",
    stats,
    async run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      const files = runFiles(task);
      const began = Date.now();
      const base = {
        exitCode: null,
        signal: null,
        timedOut: false,
        outputTooLarge: false,
        aborted: false,
        limitExceeded: null,
        cpuMs: 0,
        cpuMetered: false,
        wallMs: 0,
        stdoutPath: files.stdout,
        stderrPath: files.stderr,
      } satisfies TaskOutcome;
      let jobId: string;
      if (task.resumeFrom && /^\d+(_\d+)?$/.test(task.resumeFrom)) {
        // An earlier worker submitted it: follow the same job, whatever state it is in.
        jobId = task.resumeFrom;
      } else {
        if (signal.aborted) return { ...base, aborted: true };
        const submitted = await submit(task);
        if ("retryLater" in submitted) return { ...base, retryLater: submitted.retryLater };
        jobId = submitted.jobId;
        try {
          await task.onStarted?.(jobId);
        } catch (error) {
          // Without its id stored nobody could find the job again: it must not run unseen.
          await scancel(jobId);
          throw error;
        }
      }
      return follow(task, jobId, signal, began, base);
    },
  };

  /** Tracks a job to its end (or to an abort) and answers its outcome. */
  function follow(
    task: TaskRun,
    jobId: string,
    signal: AbortSignal,
    began: number,
    base: TaskOutcome,
  ): Promise<TaskOutcome> {
    const files = runFiles(task);
    return new Promise<TaskOutcome>((resolve) => {
      let settled = false;
      let cancelRequested = false;
      let cancelledAt = 0;
      let firstCancelAt = 0;
      let outputTooLarge = false;
      let limitExceeded: string | null = null;
      let unknownRounds = 0;
      let endedRounds = 0;

      const settle = (outcome: TaskOutcome) => {
        if (settled) return;
        settled = true;
        poller.remove(jobId, watch);
        signal.removeEventListener("abort", onAbort);
        resolve(outcome);
      };

      /** The outcome from what the script wrote and the state Slurm ended the job in. */
      const conclude = async (state: string | null, slurmReason: string) => {
        // The work folder once more at the end: a run that went over its caps between two rounds fails.
        if (!cancelRequested && !limitExceeded && task.checkLimits)
          limitExceeded = await task.checkLimits().catch(() => null);
        const result = parseResult((await readText(files.result)) ?? "");
        const times = await readText(files.times);
        const wallMs =
          result.startedMs !== null && result.endedMs !== null
            ? Math.max(0, result.endedMs - result.startedMs)
            : Date.now() - began;
        let cpuMs: number;
        let cpuMetered: boolean;
        if (result.cgroupCpuMs !== null) {
          cpuMs = result.cgroupCpuMs;
          cpuMetered = true;
        } else if (times !== null && !task.image) {
          cpuMs = childrenCpuMs(times);
          cpuMetered = true;
        } else {
          cpuMs = wallMs;
          cpuMetered = false;
        }
        let reason = limitExceeded;
        let timedOut = result.timedOut;
        let aborted = false;
        const why = slurmReason && slurmReason !== "None" ? ` (${slurmReason})` : "";
        if (state === "TIMEOUT") timedOut = true;
        else if (state === "CANCELLED") {
          if (cancelRequested && !outputTooLarge && !limitExceeded) aborted = true;
          else if (!outputTooLarge && !limitExceeded) reason = "cancelled in Slurm (scancel)";
        } else if (state === "OUT_OF_MEMORY")
          reason = `the Slurm job ran out of memory (OUT_OF_MEMORY)${why}`;
        else if (state !== null && state !== "COMPLETED" && state !== "FAILED")
          reason = `Slurm ended the job ${jobId}: ${state}${why}`;
        else if (result.oomKilled && !reason && task.image)
          reason = `exceeded its memory limit (${task.image.memoryMb ?? task.image.virtualMemoryMb} MiB)`;
        else if (result.exitCode === null && !reason) {
          const out = await tail(files.out);
          reason = `the Slurm job ${jobId} ended ${state ?? "unseen"} without an exit code${out ? `: ${out}` : ""}`;
        }
        settle({
          ...base,
          exitCode: aborted || timedOut || state === "CANCELLED" ? null : result.exitCode,
          timedOut,
          outputTooLarge,
          aborted,
          limitExceeded: reason,
          cpuMs: Math.max(1, Math.round(cpuMs)),
          cpuMetered,
          wallMs,
        });
      };

      /** A reason to end a running job: too much output, a limit of the caller's. */
      const checkRunning = async () => {
        if (cancelRequested) return;
        const printed = (await fileSize(files.stdout)) + (await fileSize(files.stderr));
        if (printed > task.maxOutputBytes) outputTooLarge = true;
        else if (task.checkLimits) limitExceeded = await task.checkLimits().catch(() => null);
        if (outputTooLarge || limitExceeded) {
          cancelRequested = true;
          cancelledAt = Date.now();
          await scancel(jobId);
        }
      };

      const watch: Watch = {
        async see(sighting) {
          if (settled) return;
          if (
            cancelRequested &&
            !outputTooLarge &&
            !limitExceeded &&
            Date.now() - firstCancelAt > cancelWaitMs
          ) {
            // Slurm never showed the cancelled job ending (its controller is away): answer anyway.
            log(`job ${jobId} was cancelled ${cancelWaitMs / 1000} s ago and Slurm still shows no end`);
            settle({ ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
            return;
          }
          if (sighting.kind === "row") {
            unknownRounds = 0;
            const { state, reason } = sighting.row;
            if (!isEndState(state)) {
              // A cancel that Slurm never carried out (the controller lost it) is asked again.
              if (cancelRequested && Date.now() - cancelledAt > 30_000) {
                cancelledAt = Date.now();
                await scancel(jobId);
              }
              if (state === "RUNNING") await checkRunning();
              return;
            }
            // The result file may reach this node's view of a shared file system a little late.
            const written = (await readText(files.result)) !== null;
            if (!written && (state === "COMPLETED" || state === "FAILED") && ++endedRounds < 3) return;
            await conclude(state, reason);
            return;
          }
          if ((await readText(files.result)) !== null) {
            // Finished and written down, whether or not Slurm still answers for it.
            if (sighting.kind === "unknown" || ++endedRounds >= 2) await conclude(null, "");
            return;
          }
          if (sighting.kind === "unknown" && ++unknownRounds >= 3) {
            if (cancelRequested) return conclude("CANCELLED", "");
            settle({
              ...base,
              limitExceeded: `the Slurm job ${jobId} is gone (not in squeue) and left no result`,
              wallMs: Date.now() - began,
              cpuMs: 1,
            });
          }
        },
      };

      const onAbort = () => {
        const reason = signal.reason as AbortReason | undefined;
        if (reason === "stopping") {
          // The batch job runs on: the next worker re-attaches to it with resumeFrom.
          settle({ ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
          return;
        }
        cancelRequested = true;
        cancelledAt = firstCancelAt = Date.now();
        void scancel(jobId).then((result) => {
          if (result.code !== 0) {
            log(`scancel ${jobId} failed: ${result.stderr.trim()}`);
            // Nothing more can be done now; the task is answered as ended by its caller.
            settle({ ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
          }
          // Otherwise the poller sees the job end (CANCELLED) and answers aborted.
        });
      };

      poller.add(jobId, watch);
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    });
  }
}
