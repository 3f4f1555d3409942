import { mkdir, mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalExecutor } from "./local.js";
import type { TaskRun } from "./types.js";

let root: string;
let counter = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "crucible-local-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function taskIn(script: string, overrides: Partial<TaskRun> = {}): Promise<TaskRun> {
  const dir = path.join(root, String(++counter));
  await mkdir(path.join(dir, "work"), { recursive: true });
  await mkdir(path.join(dir, "logs"), { recursive: true });
  return {
    workDir: path.join(dir, "work"),
    logDir: path.join(dir, "logs"),
    command: "/bin/sh",
    args: ["-c", script],
    timeoutMs: 60_000,
    maxOutputBytes: 1024 * 1024,
    memoryMb: null,
    cpuCount: 0,
    ...overrides,
  };
}

async function until<T>(read: () => Promise<T | null>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The launcher this process started: a child of ours running launcher.mjs. */
async function launcherPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const [status, cmdline] = await Promise.all([
      readFile(`/proc/${entry}/status`, "utf8").catch(() => ""),
      readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => ""),
    ]);
    const ppid = Number(/^PPid:\s+(\d+)$/m.exec(status)?.[1]);
    if (ppid === process.pid && cmdline.includes("launcher.mjs")) pids.push(Number(entry));
  }
  return pids;
}

describe("the local executor's launcher", () => {
  const executor = createLocalExecutor({ cgroups: false });

  it("runs a program with its logs written straight to the log files, and its exit code", async () => {
    const task = await taskIn("echo out; echo err >&2; exit 3");
    const outcome = await executor.run(task, new AbortController().signal);
    expect(outcome.exitCode).toBe(3);
    expect(await readFile(outcome.stdoutPath, "utf8")).toBe("out\n");
    expect(await readFile(outcome.stderrPath, "utf8")).toBe("err\n");
    expect((await stat(outcome.stdoutPath)).mode & 0o777).toBe(0o600);
  });

  it("ends a program printing past the cap and cuts its logs to the cap", async () => {
    const task = await taskIn("yes crucible", { maxOutputBytes: 64 * 1024 });
    const outcome = await executor.run(task, new AbortController().signal);
    expect(outcome.outputTooLarge).toBe(true);
    const printed = (await stat(outcome.stdoutPath)).size + (await stat(outcome.stderrPath)).size;
    expect(printed).toBe(64 * 1024);
  });

  it("counts what a program printed past the cap just before it ended", async () => {
    const task = await taskIn("head -c 100000 /dev/zero", { maxOutputBytes: 1000 });
    const outcome = await executor.run(task, new AbortController().signal);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.outputTooLarge).toBe(true);
    expect((await stat(outcome.stdoutPath)).size).toBe(1000);
  });

  it("stops a program whose run is aborted, even before it has started", async () => {
    const controller = new AbortController();
    controller.abort("cancelled");
    const task = await taskIn("touch started; sleep 30");
    const outcome = await executor.run(task, controller.signal);
    expect(outcome.aborted).toBe(true);
    expect(outcome.wallMs).toBeLessThan(30_000);
  });

  it("fails the runs of a launcher that died, kills their programs, and starts a new launcher", async () => {
    const task = await taskIn("echo $$ > pid; exec sleep 30");
    const running = executor.run(task, new AbortController().signal);
    const pid = await until(async () => {
      const text = await readFile(path.join(task.workDir, "pid"), "utf8").catch(() => "");
      return text.trim() ? Number(text.trim()) : null;
    });
    const [launcher] = await launcherPids();
    expect(launcher).toBeGreaterThan(0);
    process.kill(launcher!, "SIGKILL");
    await expect(running).rejects.toThrow(/task launcher ended/);
    // Gone, or a zombie waiting for its new parent to reap it.
    await until(async () => {
      const state = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      return state === "" || / Z /.test(state) ? true : null;
    });
    const next = await executor.run(await taskIn("echo again"), new AbortController().signal);
    expect(await readFile(next.stdoutPath, "utf8")).toBe("again\n");
    expect(await launcherPids()).not.toContain(launcher);
  });

  it("answers a program that cannot start (its work folder is gone) with the launcher's error", async () => {
    const task = await taskIn("true");
    await rm(task.workDir, { recursive: true });
    await expect(executor.run(task, new AbortController().signal)).rejects.toThrow(/ENOENT/);
  });
});
