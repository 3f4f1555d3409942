/**
 * Task routes (issue 9): where a task runs is decided by its module, its image and CRUCIBLE_EXECUTOR;
 * a worker claims only the routes it has, registers them in `workers`, and a submit that no live worker
 * can run is refused with JobWorkerNotFound. A run records its route, cache key and input size; a run
 * taken from its worker (cancelled, or taken over after a lost lease) is stopped and not charged by it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks, workers } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let alice: NormalUser;
let scheduler: Scheduler;
let inputId = 0;
const moduleIds: Record<string, number> = {};

interface JobView {
  Id: number;
  State: string;
}
const submit = (user: NormalUser, moduleId: number) =>
  user.client.rest<JobView>("/api/workflow_job/submit", {
    Name: "routing",
    Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: inputId } } }],
  });

const taskOf = async (jobId: number) => {
  const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId));
  return row!;
};

/** A worker row as another machine's worker would write it. */
let remoteImageId = 0;

async function otherWorker(
  id: string,
  routes: string[],
  seenAgoMs = 0,
  images: number[] = [],
): Promise<void> {
  await t.app.services.db
    .insert(workers)
    .values({ id, host: "elsewhere", pid: 1, routes, images, seenAt: new Date(Date.now() - seenAgoMs) });
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    leaseMs: 3000,
  });
  alice = await registerUser(t);
  const [image] = await t.app.services.db
    .insert(containerImages)
    .values({ uid: "routing/remote", name: "routing remote" })
    .returning();
  remoteImageId = image!.id;
  const [slurmImage] = await t.app.services.db
    .insert(containerImages)
    .values({ uid: "routing/slurm", name: "routing slurm", executor: "slurm" })
    .returning();
  moduleIds.copy = await addEngineModule(t, "routing/copy", "copy.mjs");
  moduleIds.nap = await addEngineModule(t, "routing/nap", "nap.mjs");
  moduleIds.sleep = await addEngineModule(t, "routing/sleep", "sleep.mjs");
  moduleIds.container = await addEngineModule(t, "routing/container", "copy.mjs", {
    runner: "container",
    imageId: image!.id,
    command: ["/bin/true"],
  });
  moduleIds.slurmModule = await addEngineModule(t, "routing/slurm-module", "copy.mjs", { executor: "slurm" });
  moduleIds.slurmImage = await addEngineModule(t, "routing/slurm-image", "copy.mjs", {
    runner: "container",
    imageId: slurmImage!.id,
    command: ["/bin/true"],
  });
  moduleIds.localOverride = await addEngineModule(t, "routing/local-override", "copy.mjs", {
    imageId: slurmImage!.id,
    executor: "local",
  });
  const file = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    Buffer.from("hello routes\n"),
  );
  inputId = file.Id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("submit refuses what no live worker runs", () => {
  it("refuses a container module when no worker runs containers, naming what is missing", async () => {
    const answer = await submit(alice, moduleIds.container!);
    expect(answer.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(answer.body.Error?.Value ?? "").toContain("container modules");
  });

  it("refuses a module whose own executor, or whose image's, is Slurm when no worker runs Slurm", async () => {
    for (const id of [moduleIds.slurmModule!, moduleIds.slurmImage!]) {
      const answer = await submit(alice, id);
      expect(answer.body.Error?.Type).toBe("JobWorkerNotFound");
      expect(answer.body.Error?.Value ?? "").toContain("Slurm");
    }
  });

  it("follows a module's own choice before its image's: local runs here", async () => {
    const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
      Name: "override",
      Tasks: [{ Key: "a", ModuleId: moduleIds.localOverride, Args: { input: { dataFileId: inputId } } }],
    });
    const task = await waitFor("the task to be done", async () => {
      await scheduler.tick();
      await scheduler.idle();
      const row = await taskOf(job.Id);
      return row.state === "done" ? row : null;
    });
    expect(task.executor).toBe("local");
  });

  it("a stale worker row does not count; a live one on another machine does, and this worker leaves its task alone", async () => {
    await otherWorker("stale-container-worker", ["container"], 10 * 60_000, [remoteImageId]);
    expect((await submit(alice, moduleIds.container!)).body.Error?.Type).toBe("JobWorkerNotFound");

    // A live container worker without the image (and the image has no archive to load) does not count.
    await otherWorker("imageless-container-worker", ["local", "container"]);
    const refused = await submit(alice, moduleIds.container!);
    expect(refused.body.Error?.Type).toBe("JobWorkerNotFound");
    expect(refused.body.Error?.Value ?? "").toContain("no worker has the image routing/remote");
    await t.app.services.db.delete(workers).where(eq(workers.id, "imageless-container-worker"));

    await otherWorker("live-container-worker", ["local", "container"], 0, [remoteImageId]);
    const accepted = await submit(alice, moduleIds.container!);
    expect(accepted.body.Error).toBeNull();
    const jobId = accepted.body.Data.Id;
    for (let i = 0; i < 3; i++) {
      await scheduler.tick();
      await scheduler.idle();
    }
    const task = await taskOf(jobId);
    expect(task.state).toBe("pending");
    expect(task.leaseOwner).toBeNull();
    await t.app.services.db.delete(workers).where(eq(workers.id, "live-container-worker"));
  });
});

describe("the workers registry", () => {
  it("a scheduler registers its routes when it ticks and removes its row when it stops", async () => {
    const own = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
      ...defaultSchedulerOptions,
      concurrency: 1,
    });
    expect(own.routes).toEqual(["local"]);
    await own.tick();
    const [row] = await t.app.services.db.select().from(workers).where(eq(workers.id, own.workerId));
    expect(row?.routes).toEqual(["local"]);
    expect(row?.pid).toBe(process.pid);
    await own.stop();
    const after = await t.app.services.db.select().from(workers).where(eq(workers.id, own.workerId));
    expect(after).toHaveLength(0);
  });
});

describe("what a run records", () => {
  it("records its route, the input size and a cache key that only equal inputs and module share", async () => {
    const run = async () => {
      const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
        Name: "key",
        Tasks: [{ Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } }],
      });
      return waitFor("the task to be done", async () => {
        await scheduler.tick();
        await scheduler.idle();
        const row = await taskOf(job.Id);
        return row.state === "done" ? row : null;
      });
    };
    const first = await run();
    const second = await run();
    expect(first.executor).toBe("local");
    expect(first.inputBytes).toBe(Buffer.byteLength("hello routes\n"));
    expect(first.cacheKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.cacheKey).toBe(first.cacheKey);

    // A module changed since: a different key, so an older run is never reused for it.
    await t.app.services.db
      .update(modules)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(modules.id, moduleIds.copy!));
    const third = await run();
    expect(third.cacheKey).not.toBe(first.cacheKey);
  });
});

describe("a run taken from its worker", () => {
  it("is stopped, and neither finished nor charged by the worker that lost it", async () => {
    const job = await alice.client.ok<JobView>("/api/workflow_job/submit", {
      Name: "taken",
      Tasks: [{ Key: "a", ModuleId: moduleIds.sleep, Args: { input: { dataFileId: inputId } } }],
    });
    await waitFor("the task to start", async () => {
      await scheduler.tick();
      return (await taskOf(job.Id)).state === "doing" ? true : null;
    });
    const taskId = (await taskOf(job.Id)).id;
    // Another worker took the run over (as after a lease that ran out).
    await t.app.services.db.update(tasks).set({ leaseOwner: "another-worker" }).where(eq(tasks.id, taskId));
    // The next heartbeat (a third of the 3 s lease) finds it gone and stops the program.
    await scheduler.idle();
    const row = await taskOf(job.Id);
    expect(row.state).toBe("doing");
    expect(row.leaseOwner).toBe("another-worker");
    expect(row.tokens).toBe(0);
    const charges = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, alice.id), eq(tokenLedger.taskId, taskId)));
    expect(charges).toHaveLength(0);
    // Hand it back so that the job can end: cancel it as the other worker would not run it.
    await t.app.services.db
      .update(tasks)
      .set({ state: "abort", reason: "test over", leaseOwner: null })
      .where(eq(tasks.id, taskId));
  });
});
