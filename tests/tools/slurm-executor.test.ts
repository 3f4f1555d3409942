/**
 * The Slurm executor on a real single-node Slurm (issue 9, item 2), started by scripts/ci/slurm-up.sh
 * when it is not running: a command's exit code, output and CPU come back; a timeout, a job cancelled
 * from outside with scancel, a cancel of the task (the job leaves the queue), a worker that stops and
 * a new executor that re-attaches to the same job (no second submission), slurmctld down at submit
 * (the task waits, it is not lost), a partition Slurm refuses, too much output, a container module's
 * batch job running podman, and many jobs tracked with one squeue call per round. Then jobs through
 * the scheduler with CRUCIBLE_EXECUTOR=slurm: the same task rows as on the local executor (exit code,
 * CPU, tokens, outputs, logs), a run taken from its worker cancels its Slurm job, and a scheduler stopped
 * mid-task leaves its Slurm job running: a new one finishes it without a second submission and charges
 * once. All in one file: the last test stops slurmctld, which no other Slurm test may see.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, open, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { podmanCall } from "../../gateway/src/executors/container.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSlurmExecutor, slurmExecutor, type SlurmExecutor } from "../../gateway/src/executors/slurm.js";
import type { TaskOutcome, TaskRun } from "../../gateway/src/executors/types.js";
import { ensureTestImage } from "../fixtures/containers/testImage.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";

const slurmUp = path.join(repoRoot, "scripts/ci/slurm-up.sh");
const pollMs = 200;
let root = "";
let executor: SlurmExecutor;
let counter = 0;

function slurmConfig(overrides: { partition?: string | null; pollMs?: number } = {}) {
  return {
    slurm: {
      enabled: true,
      workDir: root,
      partition: overrides.partition ?? null,
      concurrency: 200,
      pollMs: overrides.pollMs ?? pollMs,
    },
    podman: spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim() || null,
  };
}

function slurmUpNow(): void {
  const started = spawnSync(slurmUp, [], { encoding: "utf8", env: { ...process.env, SLURM_UP_QUIET: "1" } });
  if (started.status !== 0) throw new Error(`slurm-up.sh failed: ${started.stdout}${started.stderr}`);
}

/** squeue's state of a job ("" when Slurm does not know it). */
/**
 * The first MiB of a log: a run over its output cap may have written far more before Slurm's next
 * round found it (the cap is checked once per round), more than a string can hold.
 */
async function head(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

function jobState(jobId: string): string {
  return spawnSync("squeue", ["-h", "-t", "all", "-j", jobId, "-o", "%T"], {
    encoding: "utf8",
  }).stdout.trim();
}

async function taskFolder(): Promise<{ workDir: string; logDir: string; name: string }> {
  const name = `test-${process.pid}-${++counter}`;
  const workDir = path.join(root, name, "work");
  const logDir = path.join(root, name, "logs");
  await mkdir(path.join(workDir, "outputs"), { recursive: true });
  await mkdir(logDir, { recursive: true });
  return { workDir, logDir, name };
}

interface Started {
  jobId: Promise<string>;
}

/** A run of `sh -c script`; `started.jobId` resolves once sbatch answered. */
function runScript(
  script: string,
  overrides: Partial<TaskRun> = {},
  signal: AbortSignal = new AbortController().signal,
  on: SlurmExecutor = executor,
): Started & { outcome: Promise<TaskOutcome & { stdout: string; stderr: string; workDir: string }> } {
  let resolveId: (id: string) => void = () => undefined;
  const jobId = new Promise<string>((resolve) => (resolveId = resolve));
  const outcome = (async () => {
    const folder = await taskFolder();
    const result = await on.run(
      {
        ...folder,
        command: "/bin/sh",
        args: ["-c", script],
        timeoutMs: 60_000,
        maxOutputBytes: 1024 * 1024,
        memoryMb: null,
        cpuCount: 1,
        env: { CRUCIBLE_METHOD: "m1" },
        onStarted: async (id) => resolveId(id),
        ...overrides,
      },
      signal,
    );
    return {
      ...result,
      stdout: await head(result.stdoutPath),
      stderr: await head(result.stderrPath),
      workDir: folder.workDir,
    };
  })();
  return { jobId, outcome };
}

const waitState = (jobId: string, states: readonly string[]) =>
  waitFor(`job ${jobId} in ${states.join("/")}`, async () =>
    states.includes(jobState(jobId)) ? true : null,
  );

beforeAll(async () => {
  if (spawnSync("scontrol", ["ping"], { encoding: "utf8" }).stdout.includes("UP") !== true) slurmUpNow();
  root = await mkdtemp("/tmp/crucible-slurm-test-");
  const created = createSlurmExecutor(slurmConfig());
  if (!created) throw new Error("no Slurm executor on a machine with Slurm");
  executor = created;
}, 300_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("slurm executor", () => {
  it("is null when Slurm is not enabled", () => {
    expect(createSlurmExecutor({ slurm: { ...slurmConfig().slurm, enabled: false } })).toBeNull();
  });

  it("runs a command: exit code, stdout, stderr, environment and CPU of what it ran", async () => {
    const run = runScript(
      'echo "hello $CRUCIBLE_METHOD in $(pwd)"; echo oops >&2; i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; echo done > outputs/x.txt',
    );
    const outcome = await run.outcome;
    const jobId = await run.jobId;
    expect(jobId).toMatch(/^\d+$/);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.timedOut).toBe(false);
    expect(outcome.aborted).toBe(false);
    expect(outcome.limitExceeded).toBeNull();
    expect(outcome.stdout).toBe(`hello m1 in ${outcome.workDir}\n`);
    expect(outcome.stderr).toBe("oops\n");
    expect(await readFile(path.join(outcome.workDir, "outputs/x.txt"), "utf8")).toBe("done\n");
    // The shell's loop is real CPU, measured by the batch script itself (bash's `times`).
    expect(outcome.cpuMetered).toBe(true);
    expect(outcome.cpuMs).toBeGreaterThan(50);
    expect(jobState(jobId)).toBe("COMPLETED");
  });

  it("answers a non-zero exit code", async () => {
    const outcome = await runScript("echo bad >&2; exit 3").outcome;
    expect(outcome.exitCode).toBe(3);
    expect(outcome.limitExceeded).toBeNull();
    expect(outcome.stderr).toBe("bad\n");
  });

  it("ends a run at its timeout", async () => {
    const outcome = await runScript("echo started; sleep 60", { timeoutMs: 1500 }).outcome;
    expect(outcome.timedOut).toBe(true);
    expect(outcome.exitCode).toBeNull();
    expect(outcome.stdout).toBe("started\n");
  });

  it("ends a run that prints more than its cap, cancelling the job", async () => {
    const run = runScript("yes xxxxxxxxxxxxxxxxxxxxxxxx", { maxOutputBytes: 64 * 1024 });
    const outcome = await run.outcome;
    expect(outcome.outputTooLarge).toBe(true);
    expect(outcome.exitCode).toBeNull();
    expect(jobState(await run.jobId)).toBe("CANCELLED");
  });

  it("gives the reason when the job is cancelled from outside with scancel", async () => {
    const run = runScript("sleep 60");
    const jobId = await run.jobId;
    await waitState(jobId, ["RUNNING"]);
    expect(spawnSync("scancel", [jobId]).status).toBe(0);
    const outcome = await run.outcome;
    expect(outcome.exitCode).toBeNull();
    expect(outcome.aborted).toBe(false);
    expect(outcome.limitExceeded).toBe("cancelled in Slurm (scancel)");
  });

  it("cancels the Slurm job when the task is cancelled: it leaves the queue", async () => {
    const controller = new AbortController();
    const run = runScript("sleep 60", {}, controller.signal);
    const jobId = await run.jobId;
    await waitState(jobId, ["RUNNING"]);
    controller.abort("cancelled");
    const outcome = await run.outcome;
    expect(outcome.aborted).toBe(true);
    expect(outcome.limitExceeded).toBeNull();
    expect(jobState(jobId)).toBe("CANCELLED");
  });

  it("leaves the job running when the worker stops; a new executor re-attaches without submitting again", async () => {
    const controller = new AbortController();
    const folder = await taskFolder();
    let jobId = "";
    // The job waits for a file the test writes after the first executor has let go of it.
    const gate = path.join(folder.workDir, "go");
    const task: TaskRun = {
      ...folder,
      command: "/bin/sh",
      args: ["-c", `while [ ! -e ${gate} ]; do sleep 0.1; done; echo resumed; exit 4`],
      timeoutMs: 60_000,
      maxOutputBytes: 1024 * 1024,
      memoryMb: null,
      cpuCount: 1,
      onStarted: async (id) => {
        jobId = id;
      },
    };
    const first = executor.run(task, controller.signal);
    await waitFor("a job id", async () => (jobId ? jobId : null));
    await waitState(jobId, ["RUNNING"]);
    controller.abort("stopping");
    const stopped = await first;
    expect(stopped.aborted).toBe(true);
    expect(jobState(jobId)).toBe("RUNNING");

    // A restarted gateway: a new executor, the same folder, the job id from tasks.external_id.
    const second = slurmExecutor(slurmConfig());
    const resumed = second.run(
      { ...task, command: "", args: [], resumeFrom: jobId, onStarted: async () => undefined },
      new AbortController().signal,
    );
    await writeFile(gate, "");
    const outcome = await resumed;
    expect(outcome.exitCode).toBe(4);
    expect(outcome.aborted).toBe(false);
    expect(await readFile(outcome.stdoutPath, "utf8")).toBe("resumed\n");
    expect(second.stats.sbatch).toBe(0);
    // Slurm itself saw the script's exit code 4.
    expect(jobState(jobId)).toBe("FAILED");
  });

  it("re-attaches to a job that already finished while no worker followed it", async () => {
    const run = runScript("echo early; exit 2");
    const jobId = await run.jobId;
    const first = await run.outcome;
    const second = slurmExecutor(slurmConfig());
    const again = await second.run(
      {
        workDir: first.workDir,
        logDir: path.join(path.dirname(first.workDir), "logs"),
        command: "",
        args: [],
        timeoutMs: null,
        maxOutputBytes: 1024,
        memoryMb: null,
        cpuCount: 1,
        resumeFrom: jobId,
      },
      new AbortController().signal,
    );
    expect(again.exitCode).toBe(2);
    expect(await readFile(again.stdoutPath, "utf8")).toBe("early\n");
    expect(second.stats.sbatch).toBe(0);
  });

  it("quotes sbatch when Slurm refuses the job (a partition that does not exist)", async () => {
    const refusing = slurmExecutor(slurmConfig({ partition: "no-such-partition" }));
    await expect(runScript("true", {}, undefined, refusing).outcome).rejects.toThrow(
      /Slurm refused the job: .*[Ii]nvalid partition/,
    );
  });

  it("schedules memory (CR_CPU_Memory): a run's memory is reserved on the node, more than the node has is refused", async () => {
    const nodeField = (field: string) => {
      const shown = spawnSync("scontrol", ["show", "node"], { encoding: "utf8" }).stdout;
      return Number(new RegExp(`${field}=(\\d+)`).exec(shown)?.[1] ?? Number.NaN);
    };
    const reserved = runScript("sleep 2; echo reserved", { memoryMb: 300 });
    const id = await reserved.jobId;
    await waitState(id, ["RUNNING"]);
    const job = spawnSync("scontrol", ["show", "job", id], { encoding: "utf8" }).stdout;
    expect(job).toContain("MinMemoryNode=300M");
    expect(nodeField("AllocMem")).toBeGreaterThanOrEqual(300);
    expect((await reserved.outcome).stdout).toBe("reserved\n");
    const realMemory = nodeField("RealMemory");
    expect(realMemory).toBeGreaterThan(0);
    await expect(runScript("true", { memoryMb: realMemory + 1024 }).outcome).rejects.toThrow(
      /Slurm refused the job: .*Memory specification can not be satisfied/,
    );
  });

  it("tracks many jobs at once with one squeue call per round", async () => {
    const many = slurmExecutor(slurmConfig({ pollMs: 500 }));
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) => runScript(`echo ${i}`, {}, undefined, many).outcome),
    );
    const rounds = Math.ceil((Date.now() - started) / 500) + 1;
    expect(outcomes.map((o) => o.exitCode)).toEqual(outcomes.map(() => 0));
    expect(outcomes.map((o) => o.stdout)).toEqual(outcomes.map((_, i) => `${i}\n`));
    expect(many.stats.sbatch).toBe(24);
    // One call covers every job tracked: never one per job.
    expect(many.stats.squeue).toBeLessThanOrEqual(rounds);
    expect(many.stats.squeue).toBeLessThan(24 * 2);
  }, 180_000);

  it("runs a container module's task with podman inside the batch job (podman-up.sh sets podman up)", async () => {
    const podman = slurmConfig().podman;
    if (!podman) throw new Error("podman is needed here: run scripts/ci/podman-up.sh");
    const image = await ensureTestImage(podman);
    const run = runScript(
      // No new user namespace in the container (its seccomp profile): `unshare -r` fails, silently here.
      'echo "in $(pwd) as $CRUCIBLE_METHOD"; unshare -r true 2>/dev/null && echo "root in a user namespace"; i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done',
      {
        name: `slurm-podman-${process.pid}-${counter}`,
        image: { ref: image, network: "none", cpuCount: 1, memoryMb: 256, virtualMemoryMb: null },
      },
    );
    const jobId = await run.jobId;
    const outcome = await run.outcome;
    expect(outcome.exitCode, outcome.stderr).toBe(0);
    expect(outcome.stdout).toBe("in /work as m1\n");
    // Measured from the container's cgroup parent, which the batch script reads and removes.
    expect(outcome.cpuMetered).toBe(true);
    expect(outcome.cpuMs).toBeGreaterThan(20);
    expect(jobState(jobId)).toBe("COMPLETED");
    const left = await podmanCall(podman, [
      "ps",
      "-a",
      "--filter",
      "label=crucible.slurm",
      "--format",
      "{{.Names}}",
    ]);
    expect(left.output.trim()).toBe("");
  });

  it("says when a container in a batch job is killed at its memory limit", async () => {
    const podman = slurmConfig().podman;
    if (!podman) throw new Error("podman is needed here: run scripts/ci/podman-up.sh");
    const image = await ensureTestImage(podman);
    const outcome = await runScript('x=$(head -c 200000000 /dev/zero | tr "\\0" a); echo survived', {
      name: `slurm-oom-${process.pid}-${counter}`,
      image: { ref: image, network: "none", cpuCount: 1, memoryMb: 24, virtualMemoryMb: 24 },
    }).outcome;
    expect(outcome.stdout).not.toContain("survived");
    expect(outcome.limitExceeded).toBe("exceeded its memory limit (24 MiB)");
    // conmon's empty `oom` file lands in podman's directory: the run's folder, not the work folder.
    expect(await readdir(outcome.workDir)).toEqual(["outputs"]);
  });
});

let t: TestApp;
let alice: NormalUser;
let inputId = 0;
const moduleIds: Record<string, number> = {};
/** Small work folder caps for module tasks, so that the tests write little. */
const workMaxMb = 4;
const workMaxFiles = 200;
const schedulers: Scheduler[] = [];

/** A worker serving the slurm route, with its own executor instance (a gateway process of its own). */
function startWorker(): { scheduler: Scheduler; slurm: SlurmExecutor } {
  const slurm = slurmExecutor(t.app.services.config);
  const scheduler = createScheduler(
    t.app.services,
    { local: createLocalExecutor(), sandbox: null, container: null, slurm },
    () => undefined,
    { ...defaultSchedulerOptions, pollMs: 200, leaseMs: 3000 },
  );
  scheduler.start();
  schedulers.push(scheduler);
  return { scheduler, slurm };
}

interface JobView {
  Id: number;
  State: string;
}

async function submit(moduleId: number): Promise<number> {
  const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
    Name: "on slurm",
    Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: inputId } } }],
  });
  return job.Id;
}

const taskOf = async (jobId: number) => {
  const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId));
  return row!;
};

const charges = (taskId: number) =>
  t.app.services.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.kind, "charge")));

const ended = (jobId: number) =>
  waitFor("the task ended", async () => {
    const row = await taskOf(jobId);
    return row.state === "done" || row.state === "abort" ? row : null;
  });

async function setUpJobs(): Promise<void> {
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_EXECUTOR: "slurm",
      CRUCIBLE_SLURM_WORK_DIR: path.join(root, "jobs"),
      CRUCIBLE_SLURM_POLL_MS: "200",
      CRUCIBLE_MODULE_WORK_MAX_MB: String(workMaxMb),
      CRUCIBLE_MODULE_WORK_MAX_FILES: String(workMaxFiles),
    },
  });
  alice = await registerUser(t);
  // A module that waits for a gate file, so that a worker can be stopped while its Slurm job runs.
  const gated = path.join(root, "gated.mjs");
  await writeFile(
    gated,
    [
      'import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";',
      'const args = JSON.parse(readFileSync(process.argv[2], "utf8"));',
      `const gate = ${JSON.stringify(path.join(root, "gate"))};`,
      "const wait = () => {",
      "  if (!existsSync(gate)) return setTimeout(wait, 50);",
      '  mkdirSync("outputs", { recursive: true });',
      '  copyFileSync(args.input, "outputs/copy.txt");',
      '  console.log("through the gate");',
      "};",
      "wait();",
      "",
    ].join("\n"),
  );
  const engine = path.join(repoRoot, "tests", "engine-modules");
  moduleIds.copy = await addEngineModule(t, "slurm/copy", path.join(engine, "copy.mjs"), {
    tokenPrice: 1000,
  });
  moduleIds.fail = await addEngineModule(t, "slurm/fail", path.join(engine, "fail.mjs"), {
    tokenPrice: 1000,
  });
  moduleIds.sleep = await addEngineModule(t, "slurm/sleep", path.join(engine, "sleep.mjs"), {
    tokenPrice: 1000,
  });
  moduleIds.gated = await addEngineModule(t, "slurm/gated", gated, { tokenPrice: 1000 });
  // Modules that write 1 MiB files, or create empty ones, for ever: only a cap (or the timeout) ends them.
  const forEver = async (name: string, body: string) => {
    const file = path.join(root, `${name}.mjs`);
    await writeFile(file, `import { writeFileSync } from "node:fs";\nlet i = 0;\n${body}\n`);
    return addEngineModule(t, `slurm/${name}`, file, { tokenPrice: 0 });
  };
  moduleIds.writer = await forEver(
    "writer",
    "const chunk = Buffer.alloc(1024 * 1024);\nsetInterval(() => writeFileSync(`f${i++}`, chunk), 20);",
  );
  moduleIds.creator = await forEver(
    "creator",
    'setInterval(() => { for (let n = 0; n < 10; n++) writeFileSync(`f${i++}`, ""); }, 10);',
  );
  const file = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    Buffer.from("hello slurm\n"),
  );
  inputId = file.Id;
}

describe("jobs on Slurm through the scheduler (CRUCIBLE_EXECUTOR=slurm)", () => {
  beforeAll(setUpJobs, 300_000);
  afterAll(async () => {
    for (const scheduler of schedulers) await scheduler.stop();
    await t?.stop();
  });

  it("runs a job to done with its exit code, CPU, tokens, outputs and logs", async () => {
    const { slurm } = startWorker();
    const jobId = await submit(moduleIds.copy!);
    const task = await ended(jobId);
    expect(task.reason).toBeNull();
    expect(task.state).toBe("done");
    expect(task.executor).toBe("slurm");
    expect(task.exitCode).toBe(0);
    expect(task.cpuMs).toBeGreaterThan(0);
    expect(task.tokens).toBeGreaterThan(0);
    expect(task.outputs.map((o) => o.name)).toEqual(["copy.txt"]);
    expect(task.stdoutBlobId).not.toBeNull();
    expect(slurm.stats.sbatch).toBe(1);
    expect(await charges(task.id)).toHaveLength(1);
    const view = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${jobId}`);
    expect(view.State).toBe("done");
  });

  it("writes a failing module's exit code as the reason", async () => {
    const task = await ended(await submit(moduleIds.fail!));
    expect(task.state).toBe("abort");
    expect(task.executor).toBe("slurm");
    expect(task.exitCode).toBe(3);
    expect(task.reason).toBe("exit code 3");
  });

  it("aborts a task that writes past its work folder's size cap, naming the cap, and cancels its job", async () => {
    const task = await ended(await submit(moduleIds.writer!));
    expect(task.state).toBe("abort");
    expect(task.reason).toBe(
      `the work folder went over its cap of ${workMaxMb} MiB (${workMaxMb * 1024 * 1024} bytes)`,
    );
  }, 180_000);

  it("aborts a task that creates files past its work folder's file cap, naming the cap", async () => {
    const task = await ended(await submit(moduleIds.creator!));
    expect(task.state).toBe("abort");
    expect(task.reason).toBe(`the work folder went over its cap of ${workMaxFiles} files`);
  }, 180_000);

  it("cancels the Slurm job when the run is taken from its worker", async () => {
    const jobId = await submit(moduleIds.sleep!);
    const running = await waitFor("the Slurm job running", async () => {
      const row = await taskOf(jobId);
      return row.externalId && jobState(row.externalId) === "RUNNING" ? row : null;
    });
    // Another worker took the run over (a lost lease): this worker's heartbeat aborts it with "cancelled".
    await t.app.services.db
      .update(tasks)
      .set({ leaseOwner: "another-worker" })
      .where(eq(tasks.id, running.id));
    await waitFor("the Slurm job cancelled", async () =>
      jobState(running.externalId!) === "CANCELLED" ? true : null,
    );
    expect(await charges(running.id)).toHaveLength(0);
    await t.app.services.db
      .update(tasks)
      .set({ state: "abort", reason: "test over", leaseOwner: null })
      .where(eq(tasks.id, running.id));
  });

  it("finishes a Slurm job a stopped worker left running, without a second submission, charged once", async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    const first = startWorker();
    const jobId = await submit(moduleIds.gated!);
    const external = await waitFor("the Slurm job running", async () => {
      const row = await taskOf(jobId);
      return row.externalId && jobState(row.externalId) === "RUNNING" ? row.externalId : null;
    });
    await first.scheduler.stop();
    schedulers.splice(schedulers.indexOf(first.scheduler), 1);
    // The worker is gone; its Slurm job runs on, and the task waits with its job id for the next one.
    expect(jobState(external)).toBe("RUNNING");
    const waiting = await taskOf(jobId);
    expect(waiting.state).toBe("pending");
    expect(waiting.externalId).toBe(external);

    const second = startWorker();
    await writeFile(path.join(root, "gate"), "");
    const task = await ended(jobId);
    expect(task.reason).toBeNull();
    expect(task.state).toBe("done");
    expect(task.outputs.map((o) => o.name)).toEqual(["copy.txt"]);
    expect(task.stdoutBlobId).not.toBeNull();
    expect(second.slurm.stats.sbatch).toBe(0);
    expect(first.slurm.stats.sbatch).toBe(1);
    expect(jobState(external)).toBe("COMPLETED");
    expect(await charges(task.id)).toHaveLength(1);
  }, 120_000);
});

// Last: it stops slurmctld (and starts it again), which no other test may see while it runs.
describe("slurmctld down", () => {
  it("answers retry-later when slurmctld cannot be reached at submit, and runs once it is back", async () => {
    const pid = (await readFile("/run/slurm/slurmctld.pid", "utf8")).trim();
    process.kill(Number(pid), "SIGTERM");
    await waitFor("slurmctld gone", async () => {
      try {
        process.kill(Number(pid), 0);
        return null;
      } catch {
        return true;
      }
    });
    try {
      const outcome = await runScript("echo never").outcome;
      expect(outcome.retryLater).toMatch(/^Slurm is not reachable: .*Unable to contact slurm controller/);
      expect(outcome.exitCode).toBeNull();
    } finally {
      // Leave the machine as it was found.
      slurmUpNow();
    }
    const outcome = await runScript("echo back").outcome;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout).toBe("back\n");
  }, 180_000);
});
