/**
 * The local executor (the embedded default): each task is a child process in its own process group,
 * in its work folder, with a timeout, a cap on what it prints, a memory limit and a CPU count. CPU time is
 * read from /proc while it runs. The group dies with the gateway (see the watchdog below).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Executor, TaskOutcome, TaskRun } from "./types.js";

const clockTicks = 100;

/** utime + stime of a process in milliseconds (Linux); 0 when it is gone. */
async function cpuMsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const cutime = Number(fields[13]);
    const cstime = Number(fields[14]);
    return ((utime + stime + cutime + cstime) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

/** The children's user + system time from the shell's `times` report (its second line). */
export function childrenCpuMs(report: string): number {
  const line = report.trim().split("\n")[1] ?? "";
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

export function createLocalExecutor(): Executor {
  return {
    name: "local",
    run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      return new Promise((resolve, reject) => {
        const stdoutPath = path.join(task.logDir, "stdout.log");
        const stderrPath = path.join(task.logDir, "stderr.log");
        const stdout = createWriteStream(stdoutPath);
        const stderr = createWriteStream(stderrPath);
        // ulimit -d bounds memory: the data segment counts the heap and private writable mappings,
        // but not address space merely reserved (V8 reserves about 10 GiB for WebAssembly, so a
        // virtual memory limit would stop Node modules from starting). The shell stays as the group
        // leader and, once the program ends, reports on fd 3 the CPU time of everything it reaped
        // (`times`): the whole process tree, even the parts that ran in a sandbox or were never sampled.
        const limit = task.memoryMb ? `ulimit -d ${task.memoryMb * 1024}; ` : "";
        const program = [...pinTo(task.cpuCount), task.command, ...task.args].map(shellQuote).join(" ");
        // A watchdog in the task's process group reads the gateway's end of stdin; when the gateway
        // dies (even by kill -9) that pipe closes and the watchdog kills the whole group, so no task
        // outlives its worker and then runs a second time beside its restarted copy.
        const watchdog = `exec 5<&0 </dev/null; (cat <&5 >/dev/null 2>&1; kill -9 0) >/dev/null 2>&1 3>&- & exec 5<&-; `;
        const command = `${watchdog}${limit}${program}; rc=$?; times >&3; exit $rc`;
        const started = Date.now();
        const child = spawn("/bin/sh", ["-c", command], {
          cwd: task.workDir,
          detached: true,
          stdio: ["pipe", "pipe", "pipe", "pipe"],
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            HOME: task.workDir,
            LANG: "C.UTF-8",
            NODE_ENV: "production",
            ...task.env,
          },
        });
        let timesReport = "";
        child.stdio[3]?.on("data", (chunk: Buffer) => {
          if (timesReport.length < 1000) timesReport += chunk.toString("utf8");
        });
        let printed = 0;
        let timedOut = false;
        let outputTooLarge = false;
        let aborted = false;
        let cpuMs = 0;
        const kill = () => {
          if (child.pid === undefined) return;
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {
            // Already gone.
          }
        };
        const count = (chunk: Buffer) => {
          printed += chunk.length;
          if (printed > task.maxOutputBytes && !outputTooLarge) {
            outputTooLarge = true;
            kill();
          }
        };
        // All four are pipes (stdio above), so these are never null.
        child.stdout?.on("data", count);
        child.stderr?.on("data", count);
        child.stdout?.pipe(stdout);
        child.stderr?.pipe(stderr);
        const sampler = setInterval(() => {
          if (child.pid !== undefined) void cpuMsOf(child.pid).then((ms) => (cpuMs = Math.max(cpuMs, ms)));
        }, 200);
        const timer = task.timeoutMs
          ? setTimeout(() => {
              timedOut = true;
              kill();
            }, task.timeoutMs)
          : null;
        const onAbort = () => {
          aborted = true;
          kill();
        };
        signal.addEventListener("abort", onAbort, { once: true });
        child.on("error", (error) => {
          clearInterval(sampler);
          if (timer) clearTimeout(timer);
          reject(error);
        });
        // Nothing is ever written to stdin: it only tells the watchdog that the gateway is alive.
        // Writing is never attempted, so an EPIPE here carries no information about the task.
        child.stdin?.on("error", () => undefined);
        // The program has ended once the shell exits: what is left in its group (the watchdog, and
        // anything the program left running in the background) is ended with it.
        child.on("exit", () => {
          kill();
          child.stdin?.destroy();
        });
        child.on("close", (code, sig) => {
          clearInterval(sampler);
          if (timer) clearTimeout(timer);
          signal.removeEventListener("abort", onAbort);
          const finish = () =>
            resolve({
              exitCode: code,
              signal: sig,
              timedOut,
              outputTooLarge,
              aborted,
              // A task that ran for less than a sampling period still used some CPU.
              cpuMs: Math.max(cpuMs, childrenCpuMs(timesReport), 1),
              wallMs: Date.now() - started,
              stdoutPath,
              stderrPath,
            });
          let open = 2;
          const done = () => (--open === 0 ? finish() : undefined);
          stdout.end(done);
          stderr.end(done);
        });
      });
    },
  };
}
