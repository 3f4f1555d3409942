/**
 * Podman and the cgroups its containers run under, as the container executor (containerExecutor.ts),
 * the Slurm executor (a container module's batch job) and image builds use them: the local name of an
 * image, our containers.conf and seccomp profile, the `podman run` line of a task (its work folder at
 * /work, the image's limits and network, no capabilities), a podman call to the end, and a cgroup
 * parent of ours that meters a container's CPU and memory, with the sweep of those a dead gateway left.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile, readdir, rmdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TaskRun } from "./types.js";
import { chownTree, runUid } from "./sandbox.js";
import { fileSizeLimit } from "./workFolder.js";

/** The name of a container image's UID in the local engine: lowercase, safe characters only. */
export function imageRef(uid: string): string {
  const safe = uid
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, 100);
  return `localhost/crucible-${safe || "image"}:latest`;
}

/** A registry on loopback (`127.…`, `localhost`, `[::1]`): plain http unless told otherwise. */
export function loopbackRegistry(host: string): boolean {
  return /^(127\.|localhost(:|$)|\[::1\])/i.test(host);
}

/** Our podman settings (runc, cgroupfs, events in a file), shipped in gateway/containers. */
export const containersConf = fileURLToPath(new URL("../../containers/containers.conf", import.meta.url));

/**
 * Podman's default seccomp profile (containers-common 0.50) with one change: no new user namespace.
 * `clone` and `unshare` with CLONE_NEWUSER fail with EPERM, and `clone3` (whose flags seccomp cannot
 * read) with ENOSYS, so that libc falls back to `clone`. Without it `unshare -r` made the program root
 * of a namespace of its own, with every capability there: the kernel's attack surface we keep closed.
 */
export const seccompProfile = fileURLToPath(new URL("../../containers/seccomp.json", import.meta.url));

/** The environment of every podman we spawn: ours, pointed at our containers.conf. */
export function podmanEnv(): NodeJS.ProcessEnv {
  return { ...process.env, CONTAINERS_CONF: containersConf };
}

/** Labels on every container we start: the sweep finds a dead worker's containers by them. */
export const containerLabels = { host: "crucible.host", pid: "crucible.pid" } as const;

/**
 * Limits of open files and processes a container may get: podman asks by default for more than many
 * machines allow (runc then fails with "error setting rlimit"), so ask for this process's own hard
 * limits, below the pid space.
 */
export function hostUlimits(): string[] {
  const limits = (() => {
    try {
      return readFileSync("/proc/self/limits", "utf8");
    } catch {
      return "";
    }
  })();
  const hard = (label: string, fallback: number): number => {
    const match = new RegExp(`^${label}\\s+\\S+\\s+(\\d+|unlimited)`, "m").exec(limits);
    const value = match?.[1];
    return value === undefined ? fallback : value === "unlimited" ? Number.MAX_SAFE_INTEGER : Number(value);
  };
  let pidMax = 32768;
  try {
    pidMax = Number(readFileSync("/proc/sys/kernel/pid_max", "utf8").trim()) || pidMax;
  } catch {
    // Keep the classic default.
  }
  const files = Math.min(hard("Max open files", 1024), 65536);
  const processes = Math.min(hard("Max processes", 4096), pidMax);
  return ["--ulimit", `nofile=${files}:${files}`, "--ulimit", `nproc=${processes}:${processes}`];
}

export interface PodmanRunOptions {
  /** The podman binary. */
  readonly podman: string;
  /** The container's name (also its handle in tasks.external_id). */
  readonly name: string;
  /** A cgroup (cgroupfs path such as /crucible/…) the container is put under, to meter its CPU. */
  readonly cgroupParent?: string | null;
  /** Labels, e.g. which worker started it. */
  readonly labels?: Readonly<Record<string, string>>;
  /** `--ulimit` options (hostUlimits() of the machine that runs podman). */
  readonly ulimits?: readonly string[];
  /** `uid:gid` the program runs as (containerUser); absent: the image's user (root in most). */
  readonly user?: string | null;
}

/**
 * The user a container runs as. A worker running as root (rootful podman) gives each run an
 * unprivileged user id of its own (runUid) and hands it the work folder, so the program is not root
 * inside and its files are not root's outside; a rootless worker's container root already is the
 * worker's own unprivileged user, which owns the folder: null.
 */
export async function containerUser(workDir: string): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  const uid = runUid();
  await chownTree(workDir, uid);
  return `${uid}:${uid}`;
}

/**
 * The argv (podman binary first) that runs a task in its image: the work folder at /work, the image's
 * limits and network, no capabilities, a read-only image (a tmpfs /tmp), stdout and stderr passed
 * straight to the caller. The Slurm executor runs the same line inside a batch job.
 */
export function podmanRunArgv(task: TaskRun, opts: PodmanRunOptions): string[] {
  const image = task.image;
  if (!image) throw new Error("the task has no container image");
  const argv = [opts.podman, "run", "--name", opts.name, "--pull=never", "--log-driver=passthrough"];
  for (const [key, value] of Object.entries(opts.labels ?? {})) argv.push("--label", `${key}=${value}`);
  argv.push(`--network=${image.network}`);
  if (image.cpuCount > 0) argv.push("--cpus", String(image.cpuCount));
  // Memory plus swap: the virtual limit when the image sets one, else no swap limit (spec §5: null is
  // unlimited). A virtual limit alone caps the whole.
  const memory = image.memoryMb ?? image.virtualMemoryMb;
  if (memory !== null) {
    argv.push("--memory", `${memory}m`);
    const swap = image.virtualMemoryMb === null ? -1 : Math.max(image.virtualMemoryMb, memory);
    argv.push("--memory-swap", swap === -1 ? "-1" : `${swap}m`);
  }
  if (opts.cgroupParent) argv.push(`--cgroup-parent=${opts.cgroupParent}`);
  argv.push(...(opts.ulimits ?? []));
  if (task.maxWorkBytes) argv.push("--ulimit", `fsize=${fileSizeLimit(task)}:${fileSizeLimit(task)}`);
  // The run's own unprivileged user (containerUser) owns the work folder and holds no capability: it
  // cannot touch files it does not own, mount, or change its image (read-only, with a tmpfs /tmp).
  if (opts.user) argv.push("--user", opts.user);
  argv.push("--cap-drop=all", "--security-opt=no-new-privileges", `--security-opt=seccomp=${seccompProfile}`);
  argv.push("--read-only", "--pids-limit=4096");
  argv.push("-v", `${task.workDir}:/work`, "-w", "/work");
  argv.push("-e", "HOME=/work", "-e", "LANG=C.UTF-8");
  for (const [key, value] of Object.entries(task.env ?? {})) argv.push("-e", `${key}=${value}`);
  argv.push(image.ref, task.command, ...task.args);
  return argv;
}

/** Runs podman to the end and answers its exit code and output (stderr joined). */
export function podmanCall(
  podman: string,
  args: readonly string[],
  input?: NodeJS.ReadableStream,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(podman, args, {
      env: podmanEnv(),
      stdio: [input ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.length > 256 * 1024) output = output.slice(-128 * 1024);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", reject);
    if (input && child.stdin) {
      child.stdin.on("error", () => undefined);
      input.pipe(child.stdin);
    }
    child.on("close", (code) => resolve({ code: code ?? -1, output }));
  });
}

const cgroupRoot = "/sys/fs/cgroup";
let cgroupCounter = 0;

/**
 * The container's cgroup parent: podman (cgroupfs) creates it in every controller and puts the
 * container and its conmon under it. cpuacct (v1) or cpu.stat (v2) keeps what its children used after
 * they are gone; memory's peak tells a container killed at its memory limit when podman cannot.
 */
export interface ContainerCgroup {
  readonly parent: string;
  cpuMs(): Promise<number | null>;
  peakMemoryBytes(): Promise<number | null>;
  /** Kills every process left under it (an image build's RUN step that its stopped podman left running). */
  kill(): Promise<void>;
  remove(): Promise<void>;
}

async function readNumber(file: string): Promise<number | null> {
  try {
    const value = Number((await readFile(file, "utf8")).trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every folder of the cgroup `parent` and below it, in each controller (v1) and the unified tree (v2). */
async function cgroupDirs(parent: string): Promise<string[]> {
  const dirs: string[] = [];
  for (const controller of await readdir(cgroupRoot).catch(() => [] as string[])) {
    dirs.push(...(await subtree(path.join(cgroupRoot, controller, parent))));
  }
  dirs.push(...(await subtree(path.join(cgroupRoot, parent))));
  return dirs;
}

/** SIGKILL to every process in these cgroup folders. */
async function killCgroupProcesses(dirs: readonly string[]): Promise<void> {
  for (const dir of dirs) {
    const procs = await readFile(path.join(dir, "cgroup.procs"), "utf8").catch(() => "");
    for (const pid of procs.split("\n").filter(Boolean)) {
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // Gone already.
      }
    }
  }
}

/** A cgroup parent of ours (under /crucible, named after this process) for a container or a build. */
export function containerCgroup(): ContainerCgroup {
  const parent = `/crucible/${process.pid}-${Date.now()}-${++cgroupCounter}`;
  return {
    parent,
    async cpuMs() {
      const v1 = await readNumber(path.join(cgroupRoot, "cpuacct", parent, "cpuacct.usage"));
      if (v1 !== null) return v1 / 1e6;
      const stat = await readFile(path.join(cgroupRoot, parent, "cpu.stat"), "utf8").catch(() => "");
      const match = /^usage_usec (\d+)$/m.exec(stat);
      return match ? Number(match[1]) / 1000 : null;
    },
    async peakMemoryBytes() {
      return (
        (await readNumber(path.join(cgroupRoot, "memory", parent, "memory.memsw.max_usage_in_bytes"))) ??
        (await readNumber(path.join(cgroupRoot, "memory", parent, "memory.max_usage_in_bytes"))) ??
        (await readNumber(path.join(cgroupRoot, parent, "memory.peak")))
      );
    },
    async kill() {
      await killCgroupProcesses(await cgroupDirs(parent));
    },
    async remove() {
      const dirs = await cgroupDirs(parent);
      // Children first; conmon may take a moment to leave.
      for (const dir of dirs.sort((a, b) => b.length - a.length)) {
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await rmdir(dir);
            break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === "ENOENT") break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      }
    },
  };
}

async function subtree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) return [];
  const found = [dir];
  for (const entry of entries)
    if (entry.isDirectory()) found.push(...(await subtree(path.join(dir, entry.name))));
  return found;
}

/**
 * Removes the cgroup parents that gateways of this machine left when they died (their names start
 * with the dead gateway's pid), killing what still runs in them first: an image build's RUN step
 * outlives its podman build. One whose processes have not gone yet stays for the next sweep.
 */
export async function sweepContainerCgroups(): Promise<number> {
  let removed = 0;
  for (const controller of await readdir(cgroupRoot).catch(() => [] as string[])) {
    const base = path.join(cgroupRoot, controller, "crucible");
    for (const name of await readdir(base).catch(() => [] as string[])) {
      const match = /^(\d+)-\d+-\d+$/.exec(name);
      if (!match || processAlive(Number(match[1]))) continue;
      await killCgroupProcesses(await subtree(path.join(base, name)));
      const dirs = (await subtree(path.join(base, name))).sort((a, b) => b.length - a.length);
      let all = true;
      for (const dir of dirs)
        all =
          (await rmdir(dir).then(
            () => true,
            () => false,
          )) && all;
      if (all) removed += 1;
    }
  }
  return removed;
}

/** Whether a process of this machine still runs (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
