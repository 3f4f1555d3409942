/**
 * The local executor (the embedded default): each task is a child process in its own process group,
 * in its work folder, with a timeout, a cap on what it prints, a memory limit and a CPU count. CPU time
 * comes from the task's cgroup (cpuMeter.ts); without one it is estimated from /proc and never counted
 * below the wall time. The group dies with the gateway (see the watchdog below).
 */
import { readFile, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { joinCommand, joinedMark, openCpuMeter } from "./cpuMeter.js";
import { killGroup, launch } from "./launcher.js";
import type { Executor, TaskOutcome, TaskRun } from "./types.js";
import { finalOutputCheck, watchRun } from "./watch.js";

const clockTicks = 100;

interface ProcStat {
  readonly ppid: number;
  /** utime + stime in ms: this process's own CPU, not its children's. */
  readonly ownMs: number;
  readonly start: string;
}

async function procStat(pid: string): Promise<ProcStat | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      ppid: Number(fields[1]),
      ownMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks,
      start: fields[19] ?? "",
    };
  } catch {
    return null;
  }
}

/**
 * The CPU estimate without a cgroup: every sample walks /proc for all descendants of the task's
 * shell (a sandbox's PID namespace included: its processes are still children of bubblewrap here)
 * and keeps the last CPU seen of each. Processes that live between two samples are missed, which is
 * why the result is never used below the wall time.
 */
export function createTreeSampler(rootPid: number): { sample(): Promise<void>; totalMs(): number } {
  const seen = new Map<string, number>();
  return {
    async sample() {
      const stats = new Map<number, ProcStat>();
      for (const entry of await readdir("/proc").catch(() => [])) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = await procStat(entry);
        if (stat) stats.set(Number(entry), stat);
      }
      const inTree = (pid: number): boolean => {
        for (let current = pid, depth = 0; current > 1 && depth < 64; depth++) {
          if (current === rootPid) return true;
          current = stats.get(current)?.ppid ?? 0;
        }
        return false;
      };
      for (const [pid, stat] of stats) {
        if (inTree(pid)) seen.set(`${pid}:${stat.start}`, stat.ownMs);
      }
    },
    totalMs: () => [...seen.values()].reduce((sum, ms) => sum + ms, 0),
  };
}

/** The children's user + system time from the shell's `times` report (its second line). */
export function childrenCpuMs(report: string): number {
  const lines = report
    .trim()
    .split("\n")
    .filter((line) => line !== joinedMark);
  const line = lines[1] ?? "";
  let total = 0;
  for (const match of line.matchAll(/(\d+)m([\d.]+)s/g))
    total += Number(match[1]) * 60_000 + Number(match[2]) * 1000;
  return Number.isFinite(total) ? Math.round(total) : 0;
}

const cores = availableParallelism();
let nextCore = 0;

/** `taskset` to `count` CPUs, taken in turn so that one-CPU tasks spread over the machine; [] for all. */
function pinTo(count: number): string[] {
  if (count <= 0 || count >= cores) return [];
  const first = nextCore;
  nextCore = (nextCore + count) % cores;
  const list = Array.from({ length: count }, (_, i) => (first + i) % cores);
  return ["taskset", "--cpu-list", list.join(",")];
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface LocalExecutorOptions {
  /** Meter CPU from a cgroup per task when the machine allows it (off: the estimate, for tests). */
  readonly cgroups?: boolean;
}

export function createLocalExecutor(options: LocalExecutorOptions = {}): Executor {
  return {
    name: "local",
    async run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      const meter = options.cgroups === false ? null : await openCpuMeter();
      try {
        return await runIn(task, signal, meter);
      } finally {
        await meter?.close();
      }
    },
  };
}

function runIn(
  task: TaskRun,
  signal: AbortSignal,
  meter: Awaited<ReturnType<typeof openCpuMeter>>,
): Promise<TaskOutcome> {
  return new Promise((resolve, reject) => {
    const stdoutPath = path.join(task.logDir, "stdout.log");
    const stderrPath = path.join(task.logDir, "stderr.log");
    // ulimit -d bounds memory: the data segment counts the heap and private writable mappings,
    // but not address space merely reserved (V8 reserves about 10 GiB for WebAssembly, so a
    // virtual memory limit would stop Node modules from starting). The shell stays as the group
    // leader and, once the program ends, reports on fd 3 the CPU time of everything it reaped
    // (`times`): a lower bound of the estimate when there is no cgroup.
    const limit = task.memoryMb ? `ulimit -d ${task.memoryMb * 1024}; ` : "";
    const program = [...pinTo(task.cpuCount), task.command, ...task.args].map(shellQuote).join(" ");
    // A watchdog in the task's process group reads the gateway's end of stdin (passed on by the
    // launcher); when the gateway dies (even by kill -9) that pipe closes and the watchdog kills the
    // whole group, so no task outlives its worker and then runs a second time beside its restarted copy.
    const watchdog = `exec 5<&0 </dev/null; (cat <&5 >/dev/null 2>&1; kill -9 0) >/dev/null 2>&1 3>&- & exec 5<&-; `;
    const command = `${joinCommand(meter)}${watchdog}${limit}${program}; rc=$?; times >&3; exit $rc`;
    const started = Date.now();
    let pid: number | null = null;
    let killRequested = false;
    const kill = () => {
      killRequested = true;
      if (pid !== null) killGroup(pid);
    };
    // The shell writes its logs itself: the watch checks their size.
    const watch = watchRun({ files: [stdoutPath, stderrPath] }, task, signal, kill);
    const { status } = watch;
    let tree: ReturnType<typeof createTreeSampler> | null = null;
    let sampling = false;
    // Sampling only matters when there is no cgroup to read at the end.
    const sampler = setInterval(() => {
      if (!tree || sampling) return;
      sampling = true;
      void tree.sample().finally(() => (sampling = false));
    }, 200);
    const end = () => {
      clearInterval(sampler);
      watch.dispose();
    };
    launch(
      {
        file: "/bin/sh",
        args: ["-c", command],
        cwd: task.workDir,
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          HOME: task.workDir,
          LANG: "C.UTF-8",
          NODE_ENV: "production",
          ...task.env,
        },
        stdoutPath,
        stderrPath,
      },
      {
        spawned(shellPid) {
          pid = shellPid;
          if (!meter) tree = createTreeSampler(shellPid);
          if (killRequested) killGroup(shellPid);
          // The same measure as the end's: the cgroup, or the estimate never below the wall time.
          task.onCpuMeter?.(async () =>
            meter
              ? ((await meter.read()) ?? Date.now() - started)
              : Math.max(tree?.totalMs() ?? 0, Date.now() - started),
          );
        },
        failed(error) {
          end();
          reject(error);
        },
        closed(code, sig, timesReport) {
          const wallMs = Date.now() - started;
          end();
          const finish = async () => {
            // What it printed between the last size check and its end counts too.
            if (await finalOutputCheck([stdoutPath, stderrPath], task.maxOutputBytes))
              status.outputTooLarge = true;
            // A program that ignored its write errors and ended still went over its caps.
            if (!status.limitExceeded && task.checkLimits)
              status.limitExceeded = await task.checkLimits().catch(() => null);
            const joined = timesReport.split("\n").includes(joinedMark);
            const metered = joined ? await meter?.read() : null;
            const cpuMetered = metered !== null && metered !== undefined;
            // Without a cgroup the estimate misses short-lived processes: it is never below one CPU
            // for the wall time (documented in docs/architecture.md, "Workflow engine").
            const estimate = cpuMetered
              ? 0
              : Math.max(tree?.totalMs() ?? 0, childrenCpuMs(timesReport), wallMs);
            resolve({
              exitCode: code,
              signal: sig,
              ...status,
              // A task that ran for less than a millisecond still used some CPU.
              cpuMs: Math.max(cpuMetered ? metered : estimate, 1),
              cpuMetered,
              wallMs,
              stdoutPath,
              stderrPath,
            });
          };
          void finish().catch(reject);
        },
      },
    );
  });
}
