/**
 * The container executor on the real podman (issue 9, item 1): a task runs in its image with its
 * work folder at /work, its CPU count, memory limit and network (none by default), its outputs,
 * stdout, stderr and exit code collected as the local executor does, CPU metered from its cgroup;
 * a missing image, an image that exits at once, a container over its memory, a timeout, a cancel and
 * a worker killed with -9 each end as they should, and no container is left behind.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  imageRef,
  podmanCall,
  podmanRunArgv,
  sweepContainerCgroups,
} from "../../gateway/src/executors/container.js";
import {
  containerExecutor,
  createContainerExecutor,
  removeStaleContainers,
} from "../../gateway/src/executors/containerExecutor.js";
import type { ContainerSpec, Executor, TaskOutcome, TaskRun } from "../../gateway/src/executors/types.js";
import { waitFor } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { ensureTestImage } from "../fixtures/containers/testImage.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
let image = "";
let root = "";
let executor: Executor;
let counter = 0;

function spec(overrides: Partial<ContainerSpec> = {}): ContainerSpec {
  return { ref: image, network: "none", cpuCount: 0, memoryMb: null, virtualMemoryMb: null, ...overrides };
}

async function taskFolder(): Promise<{ workDir: string; logDir: string; name: string }> {
  const name = `test-${process.pid}-${++counter}`;
  const workDir = path.join(root, name, "work");
  const logDir = path.join(root, name, "logs");
  await mkdir(path.join(workDir, "outputs"), { recursive: true });
  await mkdir(logDir, { recursive: true });
  return { workDir, logDir, name };
}

async function runIn(
  script: string,
  overrides: Partial<TaskRun> = {},
  signal: AbortSignal = new AbortController().signal,
): Promise<TaskOutcome & { stdout: string; stderr: string; name: string; workDir: string }> {
  const folder = await taskFolder();
  let name = "";
  const outcome = await executor.run(
    {
      ...folder,
      image: spec(),
      command: "/bin/sh",
      args: ["-c", script],
      timeoutMs: 60_000,
      maxOutputBytes: 1024 * 1024,
      memoryMb: null,
      cpuCount: 0,
      onStarted: async (started) => {
        name = started;
      },
      ...overrides,
    },
    signal,
  );
  return {
    ...outcome,
    stdout: await readFile(outcome.stdoutPath, "utf8"),
    stderr: await readFile(outcome.stderrPath, "utf8"),
    name,
    workDir: folder.workDir,
  };
}

async function containerExists(name: string): Promise<boolean> {
  return (await podmanCall(podman, ["container", "exists", name])).code === 0;
}

/** The container is removed once its run ends (in the background: the run does not wait for it). */
async function removed(name: string): Promise<boolean> {
  await waitFor(`container ${name} to be removed`, async () => ((await containerExists(name)) ? null : true));
  return true;
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  image = await ensureTestImage(podman);
  root = await mkdtemp(path.join(tmpdir(), "crucible-containers-"));
  const created = await createContainerExecutor({ podman });
  expect(created).not.toBeNull();
  executor = created!;
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("container executor", () => {
  it("answers null without podman, or when podman does not answer", async () => {
    expect(await createContainerExecutor({ podman: null })).toBeNull();
    expect(await createContainerExecutor({ podman: "/bin/false" })).toBeNull();
    // A podman that is not there at all (spawn fails with ENOENT) is no podman either.
    expect(await createContainerExecutor({ podman: "/nonexistent/podman" })).toBeNull();
  });

  it("names images safely", () => {
    expect(imageRef("Chem/OpenBabel 3.1")).toBe("localhost/crucible-chem-openbabel-3.1:latest");
    expect(imageRef("../..")).toBe("localhost/crucible-image:latest");
  });

  it("runs the command in the image with the work folder at /work and collects what it wrote", async () => {
    const folder = await taskFolder();
    await writeFile(path.join(folder.workDir, "args.json"), JSON.stringify({ word: "carbon" }));
    const started: string[] = [];
    const outcome = await executor.run(
      {
        ...folder,
        image: spec(),
        command: "/bin/sh",
        args: [
          "-c",
          'pwd; cat args.json > outputs/copy.json; echo "method=$CRUCIBLE_METHOD home=$HOME"; echo oops >&2; exit 3',
        ],
        env: { CRUCIBLE_METHOD: "convert" },
        timeoutMs: 60_000,
        maxOutputBytes: 1024 * 1024,
        memoryMb: null,
        cpuCount: 0,
        onStarted: async (name) => {
          started.push(name);
        },
      },
      new AbortController().signal,
    );
    expect(outcome.exitCode).toBe(3);
    expect(outcome.signal).toBeNull();
    expect(outcome.timedOut || outcome.aborted || outcome.outputTooLarge).toBe(false);
    expect(outcome.limitExceeded).toBeNull();
    expect(await readFile(outcome.stdoutPath, "utf8")).toBe("/work\nmethod=convert home=/work\n");
    expect(await readFile(outcome.stderrPath, "utf8")).toBe("oops\n");
    expect(JSON.parse(await readFile(path.join(folder.workDir, "outputs/copy.json"), "utf8"))).toEqual({
      word: "carbon",
    });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(new RegExp(`^crucible-${folder.name}-[0-9a-f]{8}$`));
    expect(await removed(started[0]!)).toBe(true);
  });

  it("runs two tasks of the same run name at once (two gateways over two databases on one machine)", async () => {
    // Both databases have a job 1 with a task `receptor`: its run name is the same in both.
    const shared = `${process.pid}-1-receptor-1-1`;
    const [first, second] = await Promise.all([
      runIn("sleep 2; echo first", { name: shared }),
      runIn("sleep 1; echo second", { name: shared }),
    ]);
    expect([first.exitCode, first.stdout, first.stderr]).toEqual([0, "first\n", ""]);
    expect([second.exitCode, second.stdout, second.stderr]).toEqual([0, "second\n", ""]);
    expect(first.name).not.toBe(second.name);
    expect(await removed(first.name)).toBe(true);
    expect(await removed(second.name)).toBe(true);
  });

  it("runs the program as the run's own unprivileged user, who owns the work folder", async () => {
    const outcome = await runIn(
      "id -u; id -g; touch outputs/made && echo wrote; touch /made 2>/dev/null && echo root-fs || echo no-root-fs",
    );
    const [uid, gid, ...rest] = outcome.stdout.trim().split("\n");
    // A worker running as root hands each run a user id of its own; a rootless one's container root is
    // the worker's own user already.
    if (process.getuid?.() === 0) {
      expect(Number(uid)).toBeGreaterThanOrEqual(1_900_000_000);
      expect(gid).toBe(uid);
    }
    expect(rest).toEqual(["wrote", "no-root-fs"]);
    // Two runs, two users (per-user limits of one never count against the other).
    const second = await runIn("id -u");
    if (process.getuid?.() === 0) expect(second.stdout.trim()).not.toBe(uid);
  });

  it("meters the container's CPU from its cgroup", async () => {
    const outcome = await runIn("i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; echo $i");
    expect(outcome.stdout).toBe("300000\n");
    expect(outcome.cpuMetered).toBe(true);
    // A loop of 300,000 shell steps costs CPU: the meter sees more than the container's start-up.
    expect(outcome.cpuMs).toBeGreaterThan(50);
  });

  it("applies the image's CPU count and memory limit", async () => {
    const outcome = await runIn(
      "cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us /sys/fs/cgroup/cpu/cpu.cfs_period_us /sys/fs/cgroup/memory/memory.limit_in_bytes",
      { image: spec({ cpuCount: 1, memoryMb: 64, virtualMemoryMb: 96 }) },
    );
    expect(outcome.exitCode).toBe(0);
    const [quota, period, memory] = outcome.stdout.trim().split("\n").map(Number);
    expect(quota! / period!).toBe(1);
    expect(memory).toBe(64 * 1024 * 1024);
  });

  it("gives a container no network by default: it sees no interface but lo", async () => {
    const outcome = await runIn("ip -o link | cut -d: -f2");
    expect(outcome.exitCode).toBe(0);
    expect(
      outcome.stdout
        .split("\n")
        .filter(Boolean)
        .map((name) => name.trim()),
    ).toEqual(["lo"]);
    const argv = podmanRunArgv(
      {
        workDir: "/w",
        logDir: "/l",
        command: "true",
        args: [],
        timeoutMs: null,
        maxOutputBytes: 1,
        memoryMb: null,
        cpuCount: 0,
        image: spec(),
      },
      { podman: "podman", name: "n" },
    );
    expect(argv).toContain("--network=none");
    expect(argv).toContain("--cap-drop=all");
  });

  it("shares the host's network when the image says host", async () => {
    const outcome = await runIn("ip -o link | cut -d: -f2", { image: spec({ network: "host" }) });
    expect(outcome.stdout.split("\n").filter(Boolean).length).toBeGreaterThan(1);
  });

  it("answers a clear reason for an image that is not on this worker", async () => {
    const missing = imageRef(`missing-${process.pid}`);
    const outcome = await runIn("true", { image: spec({ ref: missing }) });
    expect(outcome.limitExceeded).toBe(
      `the image ${missing} is not on this worker; build or import it in the back office`,
    );
    expect(outcome.cpuMs).toBeGreaterThan(0);
  });

  it("collects an image that exits at once, and a command the image does not have", async () => {
    const quick = await runIn("exit 0");
    expect(quick.exitCode).toBe(0);
    expect(quick.limitExceeded).toBeNull();
    const folder = await taskFolder();
    const absent = await executor.run(
      {
        ...folder,
        image: spec(),
        command: "/usr/bin/no-such-program",
        args: [],
        timeoutMs: 60_000,
        maxOutputBytes: 1024 * 1024,
        memoryMb: null,
        cpuCount: 0,
      },
      new AbortController().signal,
    );
    expect(absent.exitCode).toBe(127);
    expect(await readFile(absent.stderrPath, "utf8")).toMatch(/no-such-program/);
  });

  it("kills a container over its memory limit and says so", async () => {
    const outcome = await runIn('x=$(head -c 200000000 /dev/zero | tr "\\0" a); echo survived', {
      image: spec({ memoryMb: 24, virtualMemoryMb: 24 }),
    });
    expect(outcome.stdout).not.toContain("survived");
    expect(outcome.limitExceeded).toBe("exceeded its memory limit (24 MiB)");
    expect(await removed(outcome.name)).toBe(true);
  });

  it("does not take a SIGKILL at a full page cache for an OOM kill: the kernel's log says whether it killed", async () => {
    // Writing 100 MB fills the container's page cache up to its 24 MiB limit (the cache is reclaimed,
    // nothing is killed); then the program ends with 137, as one killed with SIGKILL does: its peak
    // sits at the limit, and only the kernel's log tells that no OOM kill happened.
    const outcome = await runIn("head -c 100000000 /dev/zero > /work/big; echo written; exit 137", {
      image: spec({ memoryMb: 24, virtualMemoryMb: 24 }),
    });
    expect(outcome.stdout).toBe("written\n");
    expect(outcome.signal).toBe("SIGKILL");
    expect(outcome.limitExceeded).toBeNull();
  });

  it("stops a container at its timeout and removes it", async () => {
    const outcome = await runIn("echo begun; sleep 300", { timeoutMs: 1500 });
    expect(outcome.timedOut).toBe(true);
    expect(outcome.stdout).toBe("begun\n");
    expect(outcome.signal).toBe("SIGKILL");
    expect(await removed(outcome.name)).toBe(true);
  });

  it("stops a container that prints more than its cap", async () => {
    const outcome = await runIn("while true; do echo xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; done", {
      maxOutputBytes: 64 * 1024,
    });
    expect(outcome.outputTooLarge).toBe(true);
    expect(await removed(outcome.name)).toBe(true);
  });

  it("stops and removes a cancelled container", async () => {
    const controller = new AbortController();
    const folder = await taskFolder();
    let name = "";
    const running = executor.run(
      {
        ...folder,
        image: spec(),
        command: "/bin/sh",
        args: ["-c", "echo begun; sleep 300"],
        timeoutMs: 60_000,
        maxOutputBytes: 1024 * 1024,
        memoryMb: null,
        cpuCount: 0,
        onStarted: async (started) => {
          name = started;
        },
      },
      controller.signal,
    );
    await waitFor("the container to print", async () =>
      (await readFile(path.join(folder.logDir, "stdout.log"), "utf8").catch(() => "")) === "begun\n"
        ? true
        : null,
    );
    controller.abort("cancelled");
    const outcome = await running;
    expect(outcome.aborted).toBe(true);
    expect(await removed(name)).toBe(true);
  });

  it("removes the container of a worker killed with SIGKILL, and what a dead worker left on resume", async () => {
    const folder = await taskFolder();
    const task: TaskRun = {
      ...folder,
      image: spec(),
      command: "/bin/sh",
      args: ["-c", "sleep 300"],
      timeoutMs: null,
      maxOutputBytes: 1024 * 1024,
      memoryMb: null,
      cpuCount: 0,
    };
    const worker = spawn(
      process.execPath,
      ["--import", "tsx", path.join(repoRoot, "tests/fixtures/containers/runTask.ts"), JSON.stringify(task)],
      {
        cwd: repoRoot,
        env: { ...process.env, CRUCIBLE_PODMAN: podman },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let printed = "";
    worker.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    let name = "";
    await waitFor("the container to run", async () => {
      const started = new RegExp(`started (crucible-${folder.name}-[0-9a-f]{8})\n`).exec(printed);
      if (!started) return null;
      name = started[1]!;
      const state = await podmanCall(podman, ["inspect", "--format", "{{.State.Running}}", name]);
      return state.output.trim() === "true" ? true : null;
    });
    worker.kill("SIGKILL");
    await waitFor("the dead worker's container to be removed", async () =>
      (await containerExists(name)) ? null : true,
    );
    expect(printed).not.toContain("ended");
    // What the dead worker's cgroup parent left is swept by the next worker of this machine.
    await waitFor("the dead worker's cgroups to be swept", async () => {
      await sweepContainerCgroups();
      const left = await readdir("/sys/fs/cgroup/memory/crucible").catch(() => [] as string[]);
      return left.some((name) => name.startsWith(`${worker.pid}-`)) ? null : true;
    });

    // A container the watchdog could not remove (its machine rebooted mid-way, say): the next attempt
    // of the same run removes it before it starts anew.
    const left = `crucible-left-${process.pid}`;
    const started = await podmanCall(podman, [
      "run",
      "-d",
      "--name",
      left,
      "--ulimit",
      "nofile=1024:1024",
      "--ulimit",
      "nproc=1024:1024",
      image,
      "sleep",
      "300",
    ]);
    expect(started.code, started.output).toBe(0);
    const resumed = await runIn("echo again", { resumeFrom: left });
    expect(resumed.stdout).toBe("again\n");
    expect(await removed(left)).toBe(true);
  });

  it("sweeps containers labelled with a process of this machine that is gone", async () => {
    const dead = spawnSync("true").pid;
    const name = `crucible-stale-${process.pid}`;
    const started = await podmanCall(podman, [
      "run",
      "-d",
      "--name",
      name,
      "--label",
      `crucible.host=${(await import("node:os")).hostname()}`,
      "--label",
      `crucible.pid=${dead}`,
      "--ulimit",
      "nofile=1024:1024",
      "--ulimit",
      "nproc=1024:1024",
      image,
      "sleep",
      "300",
    ]);
    expect(started.code, started.output).toBe(0);
    expect(await removeStaleContainers(podman)).toBeGreaterThanOrEqual(1);
    expect(await removed(name)).toBe(true);
  });

  it("runs with a podman it was given (the executor for a known podman)", async () => {
    const direct = containerExecutor({ podman });
    const folder = await taskFolder();
    const outcome = await direct.run(
      {
        ...folder,
        image: spec(),
        command: "/bin/echo",
        args: ["hello"],
        timeoutMs: null,
        maxOutputBytes: 1024,
        memoryMb: null,
        cpuCount: 0,
      },
      new AbortController().signal,
    );
    expect(await readFile(outcome.stdoutPath, "utf8")).toBe("hello\n");
  });
});
