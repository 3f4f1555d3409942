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
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { containerUser, containersConf, hostUlimits, podmanRunArgv } from "./container.js";
import { followJob, type SlurmFollower } from "./slurmFollow.js";
import { parseSbatch, slurmUnreachable } from "./slurmParse.js";
import { createPoller } from "./slurmPoller.js";
import { command, runFiles, runName, scancel, shellQuote, slurmEnv, type SlurmStats } from "./slurmShell.js";
import type { Executor, TaskOutcome, TaskRun } from "./types.js";
import { fileSizeLimit } from "./workFolder.js";

export {
  isEndState,
  parseResult,
  parseSbatch,
  parseSqueue,
  slurmUnreachable,
  squeueFormat,
  type SlurmResult,
  type SqueueRow,
} from "./slurmParse.js";
export type { SlurmStats } from "./slurmShell.js";

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

export interface SlurmExecutor extends Executor {
  readonly stats: SlurmStats;
}

/** Slurm's --time in minutes: the task's timeout (which the script enforces itself) plus a margin. */
export function slurmTimeMinutes(timeoutMs: number | null): number | null {
  return timeoutMs === null ? null : Math.ceil((timeoutMs + 120_000) / 60_000);
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

/** What a container run's batch job runs: the argv (podman first), for its container name and cgroup parent. */
type PodmanArgv = (
  task: TaskRun,
  run: { name: string; cgroupParent: string; user: string | null },
) => string[];

/** What the parts of one executor share: its settings and counters, its poller and its container argv. */
interface SlurmRunner extends SlurmFollower {
  readonly config: SlurmExecutorConfig;
  /** The container engine's path, when the argv names none. */
  readonly podman: string;
  readonly podmanArgv: PodmanArgv;
}

/** The executor's shared parts, with container runs' argv by default container.ts's podmanRunArgv. */
function slurmRunner(config: SlurmExecutorConfig, options: SlurmExecutorOptions): SlurmRunner {
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
  return { config, stats, poller, log, podman, podmanArgv };
}

/**
 * Submits a run as a batch job (its logs and script written first): answers the job's id, or to try
 * again later when the controller cannot be reached; any other refusal throws.
 */
async function submit(
  runner: SlurmRunner,
  task: TaskRun,
): Promise<{ jobId: string } | { retryLater: string }> {
  const { config, stats, podman, podmanArgv } = runner;
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
}

/** The executor itself, for a machine known to have Slurm's client. */
export function slurmExecutor(
  config: SlurmExecutorConfig,
  options: SlurmExecutorOptions = {},
): SlurmExecutor {
  const runner = slurmRunner(config, options);
  return {
    name: "slurm",
    stats: runner.stats,
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
        const submitted = await submit(runner, task);
        if ("retryLater" in submitted) return { ...base, retryLater: submitted.retryLater };
        jobId = submitted.jobId;
        try {
          await task.onStarted?.(jobId);
        } catch (error) {
          // Without its id stored nobody could find the job again: it must not run unseen.
          await scancel(runner.stats, jobId);
          throw error;
        }
      }
      return followJob(runner, task, jobId, signal, began, base);
    },
  };
}
