/**
 * The gateway's side of the task launcher (launcher.mjs): one small process per gateway or worker,
 * started at the first task, that forks the local executor's task shells so that the gateway itself
 * never forks (a fork copies the page tables of the process, and PGlite's heap makes ours large).
 * It holds no state of its own worth keeping: when it dies, the tasks it started are killed and
 * fail with the reason, and the next task starts a new launcher.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./launcher.mjs", import.meta.url));

export interface LaunchRequest {
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Where the task's stdout and stderr are written (created or truncated, mode 0600). */
  readonly stdoutPath: string;
  readonly stderrPath: string;
}

export interface LaunchHandlers {
  /** The shell is running with this pid (the leader of its own process group). */
  spawned(pid: number): void;
  /** The shell has ended and its fd 3 is closed: its exit code or signal, and what it wrote there. */
  closed(code: number | null, signal: NodeJS.Signals | null, report: string): void;
  /** It could not start, or the launcher died under it. */
  failed(error: Error): void;
}

type LauncherMessage =
  | { type: "spawned"; id: number; pid: number }
  | { type: "error"; id: number; message: string }
  | { type: "closed"; id: number; code: number | null; signal: NodeJS.Signals | null; report: string };

interface Launcher {
  readonly child: ChildProcess;
  readonly pending: Map<number, { handlers: LaunchHandlers; pid: number | null }>;
}

let current: Launcher | null = null;
let nextId = 1;

function ref(launcher: Launcher, on: boolean): void {
  if (on) {
    launcher.child.ref();
    launcher.child.channel?.ref();
  } else {
    launcher.child.unref();
    launcher.child.channel?.unref();
  }
}

function startLauncher(): Launcher {
  const child = spawn(process.execPath, [script], {
    // stdin: a pipe we never write to, handed on to every task's watchdog (launcher.mjs).
    stdio: ["pipe", "ignore", "inherit", "ipc"],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    serialization: "json",
  });
  const launcher: Launcher = { child, pending: new Map() };
  child.stdin?.on("error", () => undefined);
  // Our end of the pipe must not keep the event loop alive; the channel is referenced only while
  // tasks run.
  (child.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  const settle = (id: number) => {
    launcher.pending.delete(id);
    if (launcher.pending.size === 0) ref(launcher, false);
  };
  child.on("message", (message: LauncherMessage) => {
    const entry = launcher.pending.get(message.id);
    if (!entry) return;
    if (message.type === "spawned") {
      entry.pid = message.pid;
      entry.handlers.spawned(message.pid);
    } else if (message.type === "error") {
      settle(message.id);
      entry.handlers.failed(new Error(message.message));
    } else {
      settle(message.id);
      entry.handlers.closed(message.code, message.signal, message.report);
    }
  });
  const died = (reason: string) => {
    if (current === launcher) current = null;
    for (const [id, entry] of launcher.pending) {
      // Their shells still hold the gateway's end of the watchdog pipe open: end them here.
      if (entry.pid !== null) killGroup(entry.pid);
      launcher.pending.delete(id);
      entry.handlers.failed(new Error(`the task launcher ${reason}`));
    }
  };
  child.on("error", (error) => died(`failed: ${error.message}`));
  child.on("exit", (code, signal) => died(`ended (${signal ?? `exit code ${code}`})`));
  ref(launcher, false);
  return launcher;
}

/** SIGKILL to a task's whole process group. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Starts a task's shell through the launcher (started at the first call, again after it died). */
export function launch(request: LaunchRequest, handlers: LaunchHandlers): void {
  current ??= startLauncher();
  const launcher = current;
  const id = nextId++;
  launcher.pending.set(id, { handlers, pid: null });
  if (launcher.pending.size === 1) ref(launcher, true);
  launcher.child.send({ type: "spawn", id, ...request }, (error) => {
    if (!error || !launcher.pending.has(id)) return;
    launcher.pending.delete(id);
    if (launcher.pending.size === 0) ref(launcher, false);
    handlers.failed(error);
  });
}
