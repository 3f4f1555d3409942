/**
 * Typed worker pools (issue 24, item 4): workers announce what they offer (labels such as `gpu`, CPUs,
 * memory, the Slurm partitions they submit to) and modules declare what they need; a worker claims only
 * the tasks its offer meets, a submit that no live worker could run answers JobWorkerNotFound naming
 * the need, and a module naming a second Slurm partition runs in that partition (scripts/ci/slurm-up.sh
 * makes `debug` and `second` on the single node).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workers } from "../../gateway/src/db/jobs.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import type { WorkerOffer } from "../../gateway/src/domain/workers/workers.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { slurmExecutor } from "../../gateway/src/executors/slurm.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  createSystemUser,
  registerUser,
  waitFor,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";

let t: TestApp;
let alice: NormalUser;
let admin: Client;
let dir = "";
const schedulers: Scheduler[] = [];

interface TaskView {
  Id: number;
  State: string;
  Reason: string | null;
}

const plainOffer: WorkerOffer = { labels: [], cpus: 2, memoryMb: 4096, partitions: [] };

/** A worker of this process with this offer (as if on a machine of its own); `slurm`: it submits to Slurm. */
function worker(offer: WorkerOffer, slurm = false): Scheduler {
  const scheduler = createScheduler(
    t.app.services,
    {
      local: createLocalExecutor(),
      sandbox: null,
      container: null,
      slurm: slurm ? slurmExecutor(t.app.services.config) : null,
    },
    () => undefined,
    { ...defaultSchedulerOptions, pollMs: 200, offer },
  );
  schedulers.push(scheduler);
  return scheduler;
}

async function stopAll(): Promise<void> {
  for (const scheduler of schedulers.splice(0)) await scheduler.stop();
}

async function submit(moduleId: number) {
  return alice.client.rest<{ Id: number }>("/api/workflow_job/submit", {
    Name: "pools",
    Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
  });
}

async function taskOf(jobId: number): Promise<TaskView> {
  const [task] = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${jobId}`);
  return task!;
}

/** A module script that prints `text` (a JavaScript expression) and ends. */
async function printer(name: string, text: string): Promise<string> {
  const file = path.join(dir, `${name}.mjs`);
  await writeFile(file, `console.log(${text});\n`);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "crucible-pools-"));
  const up = spawnSync(path.join(repoRoot, "scripts/ci/slurm-up.sh"), [], {
    encoding: "utf8",
    env: { ...process.env, SLURM_UP_QUIET: "1" },
  });
  expect(up.status, `${up.stdout}${up.stderr}`).toBe(0);
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_SLURM_WORK_DIR: path.join(dir, "slurm"),
      CRUCIBLE_SLURM_POLL_MS: "200",
    },
  });
  alice = await registerUser(t);
  admin = await t.admin();
}, 120_000);

afterAll(async () => {
  await stopAll();
  await t?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe("typed worker pools", () => {
  it("a module needing the `gpu` label is refused with no such worker, then waits for one and runs there", async () => {
    const plain = worker(plainOffer);
    const moduleId = await addEngineModule(t, "pools/gpu", await printer("gpu", '"on a gpu worker"'), {
      args: [],
      outputs: [],
    });
    // The back office declares what the module needs (GraphQL updateModule).
    const updated = await admin.gqlData<{ updateModule: { labels: string[] } }>(
      `mutation($id: ID!) { updateModule(id: $id, input: { labels: ["gpu"] }) { labels } }`,
      { id: String(moduleId) },
    );
    expect(updated.updateModule.labels).toEqual(["gpu"]);
    const refused = await submit(moduleId);
    expect(refused.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(refused.body.Error?.Value).toContain("no live worker offers the labels gpu");

    // Another worker's row (a machine elsewhere) offering the label is enough for the submit.
    const gpu = worker({ ...plainOffer, labels: ["gpu"] });
    await gpu.tick();
    await gpu.idle();
    const [row] = await t.app.services.db.select().from(workers).where(eq(workers.id, gpu.workerId));
    expect(row!.labels).toEqual(["gpu"]);
    expect(row!.cpus).toBe(2);
    expect(row!.memoryMb).toBe(4096);

    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "gpu",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });
    // The plain worker never claims it.
    for (let i = 0; i < 3; i++) {
      await plain.tick();
      await plain.idle();
    }
    expect((await taskOf(job.Id)).State).toBe("pending");
    await gpu.tick();
    await gpu.idle();
    const done = await waitFor("the gpu worker to run the task", async () => {
      const task = await taskOf(job.Id);
      return task.State === "pending" || task.State === "doing" ? null : task;
    });
    expect(done.State, done.Reason ?? "").toBe("done");
    const stdout = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${done.Id}?Type=Stdout`);
    expect(await stdout.text()).toBe("on a gpu worker\n");
    await stopAll();
  }, 60_000);

  it("an image declares the labels its modules need (REST and GraphQL), and a worker must offer them", async () => {
    const image = await admin.ok<{ Id: number; Labels: string[]; RegistryRef: string | null }>(
      "/api/sys/workflow_job_task_container_image/insert",
      { UID: `pools-gpu-${process.pid}`, Name: `pools gpu ${process.pid}`, Labels: ["gpu", "gpu"] },
    );
    expect(image.Labels).toEqual(["gpu"]);
    expect(image.RegistryRef).toBeNull();
    const bad = await admin.rest(`/api/sys/workflow_job_task_container_image/update/${image.Id}`, {
      Labels: ["no spaces allowed"],
    });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const graph = await admin.gqlData<{ containerImage: { labels: string[]; registryRef: string | null } }>(
      `query($id: ID!) { containerImage(id: $id) { labels registryRef } }`,
      { id: String(image.Id) },
    );
    expect(graph.containerImage).toEqual({ labels: ["gpu"], registryRef: null });
    // A module with this image (run by the local runner here) needs the image's label too.
    worker(plainOffer);
    const moduleId = await addEngineModule(t, "pools/image-gpu", await printer("imagegpu", '"image gpu"'), {
      args: [],
      outputs: [],
      imageId: image.Id,
    });
    const refused = await submit(moduleId);
    expect(refused.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(refused.body.Error?.Value).toContain("no live worker offers the labels gpu");
    const gpu = worker({ ...plainOffer, labels: ["gpu"] });
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "image gpu",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });
    await gpu.tick();
    await gpu.idle();
    const done = await waitFor("the gpu worker to run the task", async () => {
      const task = await taskOf(job.Id);
      return task.State === "pending" || task.State === "doing" ? null : task;
    });
    expect(done.State, done.Reason ?? "").toBe("done");
    await stopAll();
  }, 60_000);

  it("a module naming the second Slurm partition goes to a worker submitting there, and runs in it", async () => {
    const moduleId = await addEngineModule(
      t,
      "pools/partition",
      await printer("partition", "process.env.SLURM_JOB_PARTITION"),
      { args: [], outputs: [], executor: "slurm" },
    );
    // The back office names the partition (REST update).
    const named = await admin.ok<{ Partition: string | null }>(
      `/api/sys/workflow_job_task_module/update/${moduleId}`,
      { Partition: "second" },
    );
    expect(named.Partition).toBe("second");
    const debugOnly = worker({ ...plainOffer, partitions: ["debug"] }, true);
    const refused = await submit(moduleId);
    expect(refused.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(refused.body.Error?.Value).toContain("no live worker submits to the Slurm partition second");

    const both = worker({ ...plainOffer, partitions: ["debug", "second"] }, true);
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "second partition",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });
    for (let i = 0; i < 3; i++) {
      await debugOnly.tick();
      await debugOnly.idle();
    }
    expect((await taskOf(job.Id)).State).toBe("pending");
    both.start();
    const done = await waitFor(
      "the Slurm job in the second partition",
      async () => {
        const task = await taskOf(job.Id);
        return task.State === "pending" || task.State === "doing" ? null : task;
      },
      120_000,
    );
    expect(done.State, done.Reason ?? "").toBe("done");
    const stdout = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${done.Id}?Type=Stdout`);
    expect(await stdout.text()).toBe("second\n");
    await stopAll();
  }, 180_000);

  it("the back office reads each pool's workers, load and queue (REST and GraphQL, Workflow.Job.Read)", async () => {
    const gate = path.join(dir, "gate");
    const gated = path.join(dir, "gated.mjs");
    await writeFile(
      gated,
      `import { existsSync } from "node:fs";\nconst wait = () => (existsSync(${JSON.stringify(gate)}) ? console.log("through") : setTimeout(wait, 50));\nwait();\n`,
    );
    const plain = worker(plainOffer);
    const gpu = worker({ ...plainOffer, labels: ["gpu"], cpus: 8, memoryMb: 32768 });
    await plain.tick();
    await gpu.tick();
    const moduleId = await addEngineModule(t, "pools/gated", gated, {
      args: [],
      outputs: [],
      labels: ["gpu"],
    });
    const first = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "running",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });
    await gpu.tick();
    expect((await taskOf(first.Id)).State).toBe("doing");
    const second = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "queued",
      Tasks: [{ Key: "one", ModuleId: moduleId, Args: {} }],
    });

    interface PoolView {
      Name: string;
      Labels: string[];
      Cpus: number;
      MemoryMb: number;
      Running: number;
      Queued: number;
      Workers: { Id: string; Labels: string[]; Cpus: number; Running: number; Routes: string[] }[];
    }
    const pools = await admin.ok<PoolView[]>("/api/sys/worker_pool/list", {});
    const byName = new Map(pools.map((pool) => [pool.Name, pool]));
    expect([...byName.keys()].sort()).toEqual(["default", "gpu"]);
    const gpuPool = byName.get("gpu")!;
    expect(gpuPool.Labels).toEqual(["gpu"]);
    expect(gpuPool.Workers.map((w) => w.Id)).toEqual([gpu.workerId]);
    expect(gpuPool.Workers[0]!.Routes).toContain("local");
    expect(gpuPool.Cpus).toBe(8);
    expect(gpuPool.MemoryMb).toBe(32768);
    expect(gpuPool.Running).toBe(1);
    expect(gpuPool.Queued).toBe(1);
    const defaultPool = byName.get("default")!;
    expect(defaultPool.Workers.map((w) => w.Id)).toEqual([plain.workerId]);
    expect(defaultPool.Running).toBe(0);
    // The plain pool cannot take the gpu task: it is not in its queue.
    expect(defaultPool.Queued).toBe(0);

    const graph = await admin.gqlData<{
      workerPools: {
        name: string;
        running: number;
        queued: number;
        workers: { id: string; labels: string[] }[];
      }[];
    }>(`{ workerPools { name running queued workers { id labels } } }`);
    expect(graph.workerPools.map((p) => [p.name, p.running, p.queued])).toEqual([
      ["default", 0, 0],
      ["gpu", 1, 1],
    ]);
    expect(graph.workerPools[1]!.workers).toEqual([{ id: gpu.workerId, labels: ["gpu"] }]);

    // Refusals: not signed in, and a system user without Workflow.Job.Read.
    expect((await t.client().rest("/api/sys/worker_pool/list", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const stranger = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
    const denied = await stranger.client.rest("/api/sys/worker_pool/list", {});
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    expect(gqlCode(await stranger.client.gql(`{ workerPools { name } }`))).toBe("DBPermDenied");

    await writeFile(gate, "");
    for (const jobId of [first.Id, second.Id])
      await waitFor(`job ${jobId} to finish`, async () => {
        await gpu.tick();
        const task = await taskOf(jobId);
        return task.State === "done" ? task : null;
      });
    await stopAll();
  }, 90_000);
});
