/**
 * The container executor (podman): a container module's task runs in its image, its work folder
 * mounted at /work, with the image's CPU count, memory limits and network (none unless the image
 * says bridge or host). What it prints, its exit code, timeout and output cap are handled exactly as
 * the local executor does (local.ts); CPU comes from a cgroup of ours that podman puts the container
 * under (--cgroup-parent), and a container that outlives its worker (kill -9) is removed by a
 * watchdog process that holds the worker's end of a pipe, or at the latest by the next worker
 * (resumeFrom, removeStaleContainers). The podman line and the cgroups are container.ts's.
 */
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { constants, hostname } from "node:os";
import path from "node:path";
import type { ContainerExecutor, TaskOutcome, TaskRun } from "./types.js";
import {
  containerCgroup,
  containerLabels,
  containerUser,
  hostUlimits,
  podmanCall,
  podmanEnv,
  podmanRunArgv,
  processAlive,
  sweepContainerCgroups,
  type ContainerCgroup,
} from "./container.js";
import { podmanImages } from "./podmanImages.js";
import { watchRun } from "./watch.js";

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
    .filter(([name, pid]) => name && pid && !processAlive(Number(pid)))
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
