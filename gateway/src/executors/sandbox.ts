/**
 * The processor sandbox: bubblewrap around the local executor. A processor sees a read-only /usr
 * (with the usual /bin, /lib symlinks), a private /proc and /dev, its work folder as /work (the only
 * writable place; /tmp is a folder inside it), no network (a new network namespace with only
 * loopback), new PID, IPC and UTS namespaces, no way to make a user namespace, and dies with its
 * parent. When the gateway runs as root each run gets a user id of its own, unprivileged and unused,
 * with a process-count limit that stops fork bombs.
 */
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { chown, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { Executor, TaskOutcome, TaskRun } from "./types.js";
import { fileSizeLimit } from "./workFolder.js";

/**
 * Runs take their user id at random from this range, far above any account's or subordinate range's.
 * A user id of its own matters because RLIMIT_NPROC counts every process of a user id: when every
 * processor ran as nobody, one processor's fork bomb kept every other processor from starting.
 */
const sandboxUidFloor = 1_900_000_000;
const sandboxUidSpan = 100_000_000;
/** Processes (threads included) a sandboxed processor may have at once. */
export const sandboxMaxProcesses = 128;
/** Virtual memory of a processor without its own limit, in MiB. */
export const sandboxDefaultMemoryMb = 4096;

/**
 * No user namespace inside the sandbox: bubblewrap makes one for the sandbox and forbids any other in
 * it (bubblewrap 0.8). Without it `unshare -r` gave a processor root, with every capability, in a
 * namespace of its own: the kernel's attack surface that the unprivileged user id is there to keep
 * closed.
 */
const noNewUserNamespaces = ["--unshare-user", "--disable-userns"];

let bwrapChecked: string | null | undefined;

/** The bubblewrap binary when it is installed and can create namespaces here, or null. */
export function findBubblewrap(): string | null {
  if (bwrapChecked !== undefined) return bwrapChecked;
  for (const candidate of ["/usr/bin/bwrap", "/usr/local/bin/bwrap"]) {
    const probe = spawnSync(
      candidate,
      [
        "--unshare-all",
        // A bubblewrap that cannot refuse new user namespaces (before 0.8) is not a sandbox we use.
        ...noNewUserNamespaces,
        "--ro-bind",
        "/usr",
        "/usr",
        ...[
          "--symlink",
          "usr/bin",
          "/bin",
          "--symlink",
          "usr/lib",
          "/lib",
          "--symlink",
          "usr/lib64",
          "/lib64",
        ],
        "/bin/true",
      ],
      { stdio: "ignore", timeout: 5000 },
    );
    if (probe.status === 0) {
      bwrapChecked = candidate;
      return candidate;
    }
  }
  bwrapChecked = null;
  return null;
}

/**
 * A user id for one run (a processor in the sandbox, a container), unprivileged and unused by any
 * account: each run its own, so that per-user limits (RLIMIT_NPROC) of one run never stop another.
 */
export function runUid(): number {
  return sandboxUidFloor + randomInt(sandboxUidSpan);
}

/** Gives a run's folder (all of it) to the run's user id. */
export async function chownTree(dir: string, uid: number): Promise<void> {
  await chown(dir, uid, uid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid);
    else await chown(full, uid, uid);
  }
}

/** The command line that runs `task` inside the sandbox (exported for tests). */
export function sandboxCommand(bwrap: string, task: TaskRun, uid: number | null): string[] {
  const memoryMb = task.memoryMb ?? sandboxDefaultMemoryMb;
  const limits = [
    "/usr/bin/prlimit",
    `--nproc=${sandboxMaxProcesses}`,
    `--as=${memoryMb * 1024 * 1024}`,
    `--fsize=${fileSizeLimit(task)}`,
    "--core=0",
    "--",
  ];
  const user =
    uid === null ? [] : ["/usr/bin/setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--"];
  const env = Object.entries({ HOME: "/work", TMPDIR: "/tmp", LANG: "C.UTF-8", ...task.env }).flatMap(
    ([key, value]) => ["--setenv", key, value],
  );
  return [
    ...user,
    ...limits,
    bwrap,
    "--unshare-all",
    ...noNewUserNamespaces,
    "--die-with-parent",
    "--new-session",
    "--clearenv",
    "--setenv",
    "PATH",
    "/usr/local/bin:/usr/bin:/bin",
    ...env,
    "--ro-bind",
    "/usr",
    "/usr",
    "--symlink",
    "usr/bin",
    "/bin",
    "--symlink",
    "usr/sbin",
    "/sbin",
    "--symlink",
    "usr/lib",
    "/lib",
    "--symlink",
    "usr/lib64",
    "/lib64",
    "--ro-bind-try",
    "/etc/ld.so.cache",
    "/etc/ld.so.cache",
    "--ro-bind-try",
    "/etc/alternatives",
    "/etc/alternatives",
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--bind",
    task.workDir,
    "/work",
    "--bind",
    path.join(task.workDir, ".tmp"),
    "/tmp",
    // Everything else, the sandbox's own root included, is read-only.
    "--remount-ro",
    "/",
    "--chdir",
    "/work",
    "--",
    task.command,
    ...task.args,
  ];
}

/** Runs tasks inside bubblewrap through the local executor; null when bubblewrap is not usable. */
export function createSandboxExecutor(local: Executor): Executor | null {
  const bwrap = findBubblewrap();
  if (!bwrap) return null;
  const asRoot = process.getuid?.() === 0;
  return {
    name: "sandbox",
    async run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      await mkdir(path.join(task.workDir, ".tmp"), { recursive: true });
      const uid = asRoot ? runUid() : null;
      if (uid !== null) await chownTree(task.workDir, uid);
      const [command, ...args] = sandboxCommand(bwrap, task, uid);
      return local.run({ ...task, command: command!, args, memoryMb: null, env: {} }, signal);
    },
  };
}
