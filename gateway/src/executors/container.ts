/**
 * The container executor (podman): a container module's task runs in its image, its work folder
 * mounted at /work, with the image's CPU count, memory limits and network (none unless the image
 * says bridge or host). What it prints, its exit code, timeout and output cap are handled exactly as
 * the local executor does (local.ts); CPU comes from a cgroup of ours that podman puts the container
 * under (--cgroup-parent), and a container that outlives its worker (kill -9) is removed by a
 * watchdog process that holds the worker's end of a pipe, or at the latest by the next worker
 * (resumeFrom, removeStaleContainers).
 */
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { readFile, readdir, rmdir } from "node:fs/promises";
import { constants, hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ContainerExecutor, ImageStore, TaskOutcome, TaskRun } from "./types.js";
import { chownTree, runUid } from "./sandbox.js";
import { watchRun } from "./watch.js";
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
      if (!match || alive(Number(match[1]))) continue;
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the containers a dead worker of this machine left (its pid label names a process that is
 * gone): a worker killed with -9 whose watchdog could not run. Answers how many were removed.
 */
export async function removeStaleContainers(podman: string): Promise<number> {
  const listed = await podmanCall(podman, [
    "ps",
    "-a",
    "--filter",
    `label=${containerLabels.host}=${hostname()}`,
    "--format",
    `{{.Names}} {{index .Labels "${containerLabels.pid}"}}`,
  ]);
  if (listed.code !== 0) return 0;
  const stale = listed.output
    .split("\n")
    .map((line) => line.trim().split(" "))
    .filter(([name, pid]) => name && pid && !alive(Number(pid)))
    .map(([name]) => name!);
  if (stale.length === 0) return 0;
  await podmanCall(podman, ["rm", "-f", "-t", "0", ...stale]);
  return stale.length;
}

/** True when podman answers here with our settings (once, at start, while the rest of the start goes on). */
export function podmanWorks(podman: string): Promise<boolean> {
  return new Promise((resolve) => {
    const info = spawn(podman, ["info", "--format", "{{.Host.OCIRuntime.Name}}"], {
      env: podmanEnv(),
      stdio: "ignore",
      timeout: 60_000,
    });
    // Not on this machine (ENOENT) or not startable: no container executor, as for a failed info.
    info.on("error", () => resolve(false));
    info.on("close", (code) => resolve(code === 0));
  });
}

export interface ContainerExecutorOptions {
  readonly podman: string;
}

/**
 * The container executor, or null when this machine has no podman (config.podman) or it does not
 * answer. Containers left by dead workers of this machine are removed in the background.
 */
export async function createContainerExecutor(
  config: { podman: string | null },
  log: (message: string) => void = () => undefined,
): Promise<ContainerExecutor | null> {
  if (!config.podman || !(await podmanWorks(config.podman))) return null;
  const podman = config.podman;
  void sweepContainerCgroups().catch((error: unknown) =>
    log(`could not sweep old container cgroups: ${error instanceof Error ? error.message : String(error)}`),
  );
  void removeStaleContainers(podman).then(
    (count) => (count > 0 ? log(`removed ${count} container(s) of dead workers`) : undefined),
    (error: unknown) =>
      log(`could not sweep old containers: ${error instanceof Error ? error.message : String(error)}`),
  );
  return containerExecutor({ podman });
}

/** The images of a podman: what `podman images` lists, and `podman load`. */
export function podmanImages(podman: string): ImageStore {
  return {
    async list() {
      const listed = await podmanCall(podman, [
        "images",
        "--no-trunc",
        "--format",
        "{{.Repository}}:{{.Tag}} {{.ID}}",
      ]);
      if (listed.code !== 0) throw new Error(`podman images failed: ${listed.output.trim().slice(-500)}`);
      const found = new Map<string, string>();
      for (const line of listed.output.split("\n")) {
        const [ref, id] = line.trim().split(" ");
        if (ref && id && !ref.startsWith("<none>"))
          found.set(ref, id.startsWith("sha256:") ? id : `sha256:${id}`);
      }
      return found;
    },
    async load(archive) {
      const loaded = await podmanCall(podman, ["load", "-q"], archive);
      if (loaded.code !== 0) throw new Error(`podman load failed: ${loaded.output.trim().slice(-500)}`);
    },
    async pull(ref, as, tlsVerify) {
      await pullImage(podman, ref, as, tlsVerify);
    },
  };
}

/**
 * `podman pull` of a registry reference by digest, then tagged with the local name the executors run
 * (`localhost/crucible-…:latest`); throws with podman's words.
 */
export async function pullImage(podman: string, ref: string, as: string, tlsVerify: boolean): Promise<void> {
  const pulled = await podmanCall(podman, ["pull", "-q", `--tls-verify=${tlsVerify}`, ref]);
  if (pulled.code !== 0) throw new Error(`podman pull ${ref} failed: ${pulled.output.trim().slice(-500)}`);
  const tagged = await podmanCall(podman, ["tag", ref, as]);
  if (tagged.code !== 0) throw new Error(`podman tag ${ref} failed: ${tagged.output.trim().slice(-500)}`);
}

/** The executor itself, for a podman known to work. */
export function containerExecutor(options: ContainerExecutorOptions): ContainerExecutor {
  const ulimits = hostUlimits();
  return {
    name: "container",
    images: podmanImages(options.podman),
    async run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome> {
      if (!task.image) throw new Error("the container executor runs only tasks with an image");
      // A container an earlier attempt left (its worker died): stop and remove it, then start anew.
      if (task.resumeFrom) await podmanCall(options.podman, ["rm", "-f", "-t", "0", task.resumeFrom]);
      // The run's name is unique per database, not per machine: two gateways over two databases (or
      // two test files) on one host run job 1's task `receptor` at once. A random tail keeps their
      // containers apart; podman refuses a name in use (exit 125) and one's reaper would remove the
      // other's container. The name reaches the task row through onStarted, so a resume finds it.
      const base = (task.name ?? `${Date.now()}`).replace(/[^a-zA-Z0-9_.-]+/g, "-");
      const name = `crucible-${base}-${randomBytes(4).toString("hex")}`;
      const user = await containerUser(task.workDir);
      const cgroup = containerCgroup();
      try {
        return await runContainer(task, signal, options.podman, name, cgroup, ulimits, user);
      } finally {
        await cgroup.remove();
      }
    },
  };
}

/**
 * A process that removes the container once the worker's end of its stdin closes: when the run ends
 * (we close it) or when the worker dies, even by kill -9.
 */
function startReaper(podman: string, name: string): ChildProcess {
  const quoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const reaper = spawn(
    "/bin/sh",
    ["-c", `cat >/dev/null 2>&1; exec ${quoted(podman)} rm -f -t 0 ${quoted(name)} >/dev/null 2>&1`],
    { env: podmanEnv(), detached: true, stdio: ["pipe", "ignore", "ignore"] },
  );
  reaper.stdin?.on("error", () => undefined);
  return reaper;
}

/**
 * Whether the kernel's log records an OOM kill inside this cgroup (its `oom_memcg=` names the memory
 * cgroup at its limit: the container's, under our parent); null when this process cannot read the log
 * (dmesg restricted to root, or no dmesg).
 */
export function kernelOomKill(cgroupParent: string): Promise<boolean | null> {
  return new Promise((resolve) => {
    const child = spawn("dmesg", [], { stdio: ["ignore", "pipe", "ignore"] });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      // The ring buffer is bounded by the kernel; keep the recent end.
      if (log.length > 8 * 1024 * 1024) log = log.slice(-4 * 1024 * 1024);
    });
    child.on("error", () => resolve(null));
    child.on("close", (code) => {
      if (code !== 0) return resolve(null);
      resolve(log.includes(`oom_memcg=${cgroupParent}/`) || log.includes(`oom_memcg=${cgroupParent},`));
    });
  });
}

/** The signal behind a container's exit code above 128 (137: SIGKILL), as the local executor names it. */
function signalOf(exitCode: number | null): string | null {
  if (exitCode === null || exitCode <= 128) return null;
  const number = exitCode - 128;
  return Object.entries(constants.signals).find(([, value]) => value === number)?.[0] ?? null;
}

function runContainer(
  task: TaskRun,
  signal: AbortSignal,
  podman: string,
  name: string,
  cgroup: ContainerCgroup,
  ulimits: readonly string[],
  user: string | null,
): Promise<TaskOutcome> {
  const image = task.image!;
  return new Promise((resolve, reject) => {
    const stdoutPath = path.join(task.logDir, "stdout.log");
    const stderrPath = path.join(task.logDir, "stderr.log");
    const stdout = createWriteStream(stdoutPath);
    const stderr = createWriteStream(stderrPath);
    const reaper = startReaper(podman, name);
    const [binary, ...args] = podmanRunArgv(task, {
      podman,
      name,
      cgroupParent: cgroup.parent,
      labels: { [containerLabels.host]: hostname(), [containerLabels.pid]: String(process.pid) },
      ulimits,
      user,
    });
    const started = Date.now();
    // conmon writes an empty file `oom` into its working directory when the container is killed at its
    // memory limit: the run's own folder (removed with it), not the gateway's nor the work folder.
    const child = spawn(binary!, args, {
      env: podmanEnv(),
      cwd: path.dirname(task.workDir),
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (task.onStarted) void task.onStarted(name).catch(() => undefined);
    let stopping: Promise<unknown> | null = null;
    // Killing the podman client would leave the container running under conmon: stop the container.
    const stop = () => {
      stopping ??= podmanCall(podman, ["kill", "--signal", "KILL", name]);
    };
    const watch = watchRun({ pipes: child, stdout, stderr }, task, signal, stop);
    const { status } = watch;
    // Closing the reaper's stdin removes the container; the run does not wait for the removal.
    const reap = () => reaper.stdin?.end();
    child.on("error", (error) => {
      watch.dispose();
      reap();
      reject(error);
    });
    child.on("close", (code) => {
      const wallMs = Date.now() - started;
      watch.dispose();
      const finish = async () => {
        await stopping;
        // podman run answers the container's own exit code (126 or 127 when its command cannot run,
        // 125 when podman itself could not make the container).
        const exitCode = code;
        const cpuMs = await cgroup.cpuMs();
        const peak = await cgroup.peakMemoryBytes();
        if (!status.limitExceeded && task.checkLimits)
          status.limitExceeded = await task.checkLimits().catch(() => null);
        const ourKill =
          status.timedOut || status.outputTooLarge || status.aborted || status.limitExceeded !== null;
        const memoryMb = image.memoryMb ?? image.virtualMemoryMb;
        if (!ourKill && memoryMb !== null && exitCode === 137) {
          // Killed, and not by us: podman sees the kernel's OOM kill on most machines. Where it cannot
          // (cgroup v1 under some hosts) the kernel's log names the cgroup it killed in; only where
          // that log cannot be read does the peak at the limit tell.
          const state = await podmanCall(podman, [
            "inspect",
            "--type",
            "container",
            "--format",
            "{{.State.OOMKilled}}",
            name,
          ]);
          const oom =
            state.output.trim() === "true" ||
            ((await kernelOomKill(cgroup.parent)) ?? (peak !== null && peak >= memoryMb * 1024 * 1024 * 0.9));
          if (oom) status.limitExceeded = `exceeded its memory limit (${memoryMb} MiB)`;
        }
        reap();
        if (exitCode === 125 && !ourKill && !status.limitExceeded) {
          // The container was never made: the image is missing, or podman itself failed.
          const exists = await podmanCall(podman, ["image", "exists", image.ref]);
          status.limitExceeded =
            exists.code === 1
              ? `the image ${image.ref} is not on this worker; build or import it in the back office`
              : "the container could not start (podman exit code 125): see the task's stderr";
        }
        const cpuMetered = cpuMs !== null;
        resolve({
          // As for a local process: a program ended by a signal has no exit code.
          exitCode: signalOf(exitCode) === null ? exitCode : null,
          signal: signalOf(exitCode),
          ...status,
          // Without a cgroup to read, never less than one CPU for the wall time.
          cpuMs: Math.max(cpuMetered ? Math.round(cpuMs) : wallMs, 1),
          cpuMetered,
          wallMs,
          stdoutPath,
          stderrPath,
        });
      };
      let open = 2;
      const done = () => (--open === 0 ? void finish().catch(reject) : undefined);
      stdout.end(done);
      stderr.end(done);
    });
  });
}
