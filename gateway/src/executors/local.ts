/**
 * The local executor (the embedded default): each task is a child process in its own process group,
 * in its work folder, with a timeout, a cap on what it prints and a virtual memory limit. CPU time is
 * read from /proc while it runs.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
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

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function createLocalExecutor(): Executor {
  return {
    name: "local",
    run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      return new Promise((resolve, reject) => {
        const stdoutPath = path.join(task.workDir, "stdout.log");
        const stderrPath = path.join(task.workDir, "stderr.log");
        const stdout = createWriteStream(stdoutPath);
        const stderr = createWriteStream(stderrPath);
        // ulimit -v bounds memory; exec keeps the program as the group leader's only process.
        const limit = task.memoryMb ? `ulimit -v ${task.memoryMb * 1024}; ` : "";
        const command = `${limit}exec ${[task.command, ...task.args].map(shellQuote).join(" ")}`;
        const started = Date.now();
        const child = spawn("/bin/sh", ["-c", command], {
          cwd: task.workDir,
          detached: true,
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            HOME: task.workDir,
            LANG: "C.UTF-8",
            NODE_ENV: "production",
          },
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
        child.stdout.on("data", count);
        child.stderr.on("data", count);
        child.stdout.pipe(stdout);
        child.stderr.pipe(stderr);
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
              cpuMs: Math.max(cpuMs, 1),
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
