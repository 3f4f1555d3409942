/**
 * Issue 26 item 4: stopping running work. A running task (the local executor) stopped through REST or
 * GraphQL ends abort with "stopped by the user", keeps the file it wrote before the stop as an output
 * and its logs, and is charged once for the CPU it used (its meter ticks and one settlement); a job
 * stop ends every unfinished task (running, waiting, waiting for inputs); a finished job or task
 * answers DBStatusChangeNotAllowed; another user's job answers like a missing one; the back office
 * stops with Workflow.Job.Update only, "stopped by an administrator". Cancel keeps the spec's rule.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import { connectSchedulerWakeups } from "../../gateway/src/domain/events.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  createSystemUser,
  registerUser,
  waitFor,
  type NormalUser,
  type SystemUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

const readyArg: ModuleArg = { name: "ready", label: "Ready file", format: "string", require: true };
/** Tokens per CPU-second of the module (discount 1). */
const price = 10;

let t: TestApp;
let scheduler: Scheduler;
let detach: () => void = () => undefined;
let work = "";
let spinModule = 0;
let alice: NormalUser;
let bob: NormalUser;
let manager: SystemUser;
let reader: SystemUser;
let readyCount = 0;

interface JobView {
  Id: number;
  State: string;
}
interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Reason: string | null;
  Run: number;
  CpuMs: number;
  Tokens: number;
  Outputs: { Name: string; Size: number }[];
}

/** A new file name the task writes once it has written its output (the test waits for it). */
const readyFile = () => path.join(work, `ready-${++readyCount}`);

const spinTask = (key: string, ready: string, dependsOn: string[] = []) => ({
  Key: key,
  ModuleId: spinModule,
  Args: { ready },
  DependsOn: dependsOn,
});

async function submit(user: NormalUser, tasksBody: unknown[]): Promise<number> {
  return (await user.client.ok<JobView>("/api/workflow_job/submit", { Name: "stop", Tasks: tasksBody })).Id;
}

const readJob = (user: NormalUser, id: number) => user.client.ok<JobView>(`/api/workflow_job/read/${id}`);
const jobTasks = (user: NormalUser, id: number) =>
  user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${id}`);
const balanceOf = async (user: NormalUser) =>
  (await user.client.ok<{ Balance: number }>("/api/user/token_balance")).Balance;

/** Claims the pending tasks and waits until each of `ready` files exists (their programs run). */
async function startRunning(...ready: string[]): Promise<void> {
  await scheduler.tick();
  await waitFor("the tasks to write their outputs", async () =>
    ready.every((file) => existsSync(file)) ? true : null,
  );
}

/** The ledger's charge rows of a task's run. */
async function chargesOf(taskId: number, run: number) {
  return t.app.services.db
    .select({ amount: tokenLedger.amount, seq: tokenLedger.seq })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.taskRun, run), eq(tokenLedger.kind, "charge")));
}

const fileText = async (client: Client, url: string) => {
  const response = await client.fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  work = await mkdtemp(path.join(tmpdir(), "crucible-stop-"));
  // Two tasks at once, metered every 300 ms; a task's end event reaches it at once (a stop).
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    meterMs: 300,
  });
  detach = connectSchedulerWakeups(t.app.events, scheduler);
  spinModule = await addEngineModule(t, "test/write-then-spin", "write-then-spin.mjs", {
    args: [readyArg],
    outputs: [{ name: "partial.txt", label: "Partial", format: "txt" }],
    tokenPrice: price,
    timeoutSeconds: 120,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  const admin = await t.admin();
  manager = await createSystemUser(t, admin, ["Workflow.Job.Read", "Workflow.Job.Update"]);
  reader = await createSystemUser(t, admin, ["Workflow.Job.Read"]);
});
afterAll(async () => {
  detach();
  await scheduler?.stop();
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("stopping a running task", () => {
  let jobId = 0;

  it("through REST: abort, stopped by the user, the file written before is an output, CPU charged once", async () => {
    const before = await balanceOf(alice);
    const ready = readyFile();
    jobId = await submit(alice, [spinTask("a", ready)]);
    await startRunning(ready);
    const [running] = await jobTasks(alice, jobId);
    expect(running!.State).toBe("doing");
    // Metered while it runs: at least one tick has charged it before the stop.
    await waitFor("a meter tick", async () =>
      (await chargesOf(running!.Id, running!.Run)).length > 0 ? true : null,
    );

    const stopped = await alice.client.rest<TaskView>("/api/workflow_job/stop_task", { Id: jobId, Key: "a" });
    expect(stopped.body.Error).toBeNull();
    expect(stopped.body.Data).toMatchObject({ Key: "a", State: "abort", Reason: "stopped by the user" });
    expect((await readJob(alice, jobId)).State).toBe("abort");
    // The worker stops the program and keeps what it left.
    await scheduler.idle();

    const [task] = await jobTasks(alice, jobId);
    expect(task).toMatchObject({ State: "abort", Reason: "stopped by the user" });
    expect(task!.Outputs).toEqual([{ Name: "partial.txt", Size: 24 }]);
    expect(
      await fileText(
        alice.client,
        `/api/workflow_job_tasks/read_file/${task!.Id}?Type=OutFile&KeyName=partial.txt`,
      ),
    ).toBe("written before the stop\n");
    expect(
      await fileText(alice.client, `/api/workflow_job_tasks/read_file/${task!.Id}?Type=Stdout`),
    ).toContain("wrote outputs/partial.txt\n");

    // Charged once: the meter ticks and exactly one settlement, whose sum is the task's tokens, at the
    // price of the CPU it used (the settlement's rounding up), and nothing after.
    const charges = await chargesOf(task!.Id, task!.Run);
    expect(charges.filter((c) => c.seq === 0)).toHaveLength(1);
    const charged = charges.reduce((sum, c) => sum - c.amount, 0);
    expect(task!.CpuMs).toBeGreaterThan(0);
    expect(task!.Tokens).toBe(charged);
    const atCpu = Math.max(1, Math.ceil((task!.CpuMs / 1000) * price));
    expect(charged).toBeGreaterThanOrEqual(atCpu - 1);
    expect(charged).toBeLessThanOrEqual(atCpu + 1);
    expect(await balanceOf(alice)).toBe(before - charged);
    await scheduler.tick();
    await scheduler.idle();
    expect(await chargesOf(task!.Id, task!.Run)).toHaveLength(charges.length);
  }, 120_000);

  it("answers DBStatusChangeNotAllowed for a finished task or job, and keeps cancel's rule", async () => {
    const again = await alice.client.rest("/api/workflow_job/stop_task", { Id: jobId, Key: "a" });
    expect(again.body.Error).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "abort" });
    const job = await alice.client.rest(`/api/workflow_job/stop/${jobId}`);
    expect(job.body.Error).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "abort" });
    const graph = await alice.client.gql(`mutation($id: ID!) { stopJob(id: $id) { id } }`, {
      id: String(jobId),
    });
    expect(gqlCode(graph)).toBe("DBStatusChangeNotAllowed");
    const cancel = await alice.client.rest(`/api/workflow_job/cancel/${jobId}`);
    expect(cancel.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    const noTask = await alice.client.rest("/api/workflow_job/stop_task", { Id: jobId, Key: "zz" });
    expect(noTask.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("through GraphQL stopTask: the tasks that wait for it stay waiting, the job ends abort", async () => {
    const ready = readyFile();
    const id = await submit(alice, [spinTask("a", ready), spinTask("later", readyFile(), ["a"])]);
    await startRunning(ready);
    const data = await alice.client.gqlData<{
      stopTask: { state: string; tasks: { key: string; state: string; reason: string | null }[] };
    }>(
      `mutation($id: ID!, $key: String!) { stopTask(id: $id, key: $key) { state tasks { key state reason } } }`,
      {
        id: String(id),
        key: "a",
      },
    );
    expect(data.stopTask.state).toBe("abort");
    expect(data.stopTask.tasks).toEqual([
      { key: "a", state: "abort", reason: "stopped by the user" },
      { key: "later", state: "prePending", reason: null },
    ]);
    await scheduler.idle();
    const [a] = await jobTasks(alice, id);
    expect(a!.Outputs.map((o) => o.Name)).toEqual(["partial.txt"]);
    // The job is finished: it can be reset (the stopped task and the one waiting for it run again),
    // and stopped again whether the worker has claimed the task yet or not.
    const reset = await alice.client.ok<JobView>(`/api/workflow_job/reset/${id}`);
    expect(["pending", "doing"]).toContain(reset.State);
    const again = await alice.client.ok<JobView>(`/api/workflow_job/stop/${id}`);
    expect(again.State).toBe("abort");
    await scheduler.idle();
  }, 120_000);
});

describe("stopping a job", () => {
  it("through GraphQL stopJob ends every unfinished task: running ones keep their outputs", async () => {
    const readyA = readyFile();
    const readyB = readyFile();
    const id = await submit(alice, [
      spinTask("a", readyA),
      spinTask("b", readyB),
      spinTask("afterA", readyFile(), ["a"]),
      // A third task without inputs waits for a free slot (two at a time).
      spinTask("queued", readyFile()),
    ]);
    await startRunning(readyA, readyB);
    const waiting = await jobTasks(alice, id);
    expect(waiting.map((x) => [x.Key, x.State])).toEqual([
      ["a", "doing"],
      ["b", "doing"],
      ["afterA", "prePending"],
      ["queued", "pending"],
    ]);

    const data = await alice.client.gqlData<{ stopJob: { id: string; state: string } }>(
      `mutation($id: ID!) { stopJob(id: $id) { id state } }`,
      { id: String(id) },
    );
    expect(data.stopJob).toEqual({ id: String(id), state: "abort" });
    await scheduler.idle();

    const after = await jobTasks(alice, id);
    expect(after.map((x) => [x.Key, x.State, x.Reason])).toEqual([
      ["a", "abort", "stopped by the user"],
      ["b", "abort", "stopped by the user"],
      ["afterA", "abort", "stopped by the user"],
      ["queued", "abort", "stopped by the user"],
    ]);
    expect(after.map((x) => x.Outputs.map((o) => o.Name))).toEqual([
      ["partial.txt"],
      ["partial.txt"],
      [],
      [],
    ]);
    // What never ran is not charged; what ran is charged what its ledger says.
    for (const task of after) {
      const charged = (await chargesOf(task.Id, task.Run)).reduce((sum, c) => sum - c.amount, 0);
      expect(task.Tokens, task.Key).toBe(charged);
      if (task.Key === "afterA" || task.Key === "queued") expect(charged, task.Key).toBe(0);
      else expect(charged, task.Key).toBeGreaterThan(0);
    }
    // Nothing is left to claim.
    await scheduler.tick();
    await scheduler.idle();
    expect((await jobTasks(alice, id)).every((x) => x.State === "abort")).toBe(true);
  }, 120_000);
});

describe("who may stop", () => {
  let id = 0;

  beforeAll(async () => {
    const ready = readyFile();
    id = await submit(alice, [spinTask("a", ready), spinTask("b", readyFile(), ["a"])]);
    await startRunning(ready);
  }, 120_000);

  it("not signed in: DBUserNoLogin", async () => {
    const anonymous = t.client();
    expect((await anonymous.rest(`/api/workflow_job/stop/${id}`)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await anonymous.rest("/api/workflow_job/stop_task", { Id: id, Key: "a" })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const graph = await anonymous.gql(`mutation($id: ID!) { stopJob(id: $id) { id } }`, { id: String(id) });
    expect(gqlCode(graph)).toBe("DBUserNoLogin");
  });

  it("another user: DBDataNotExist, like a missing job; the job still runs", async () => {
    const theirs = await bob.client.rest(`/api/workflow_job/stop/${id}`);
    const missing = await bob.client.rest(`/api/workflow_job/stop/99999999`);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    expect(theirs.body.Error).toEqual(missing.body.Error);
    const task = await bob.client.rest("/api/workflow_job/stop_task", { Id: id, Key: "a" });
    expect(task.body.Error?.Type).toBe("DBDataNotExist");
    for (const query of [
      `mutation($id: ID!) { stopJob(id: $id) { id } }`,
      `mutation($id: ID!) { stopTask(id: $id, key: "a") { id } }`,
    ]) {
      expect(gqlCode(await bob.client.gql(query, { id: String(id) }))).toBe("DBDataNotExist");
    }
    expect((await readJob(alice, id)).State).toBe("doing");
  });

  it("the back office: Workflow.Job.Update stops any job, 'stopped by an administrator'", async () => {
    const refused = await reader.client.rest(`/api/sys/workflow_job/stop/${id}`);
    expect(refused.body.Error?.Type).toBe("DBPermDenied");
    const refusedTask = await reader.client.rest("/api/sys/workflow_job/stop_task", { Id: id, Key: "a" });
    expect(refusedTask.body.Error?.Type).toBe("DBPermDenied");
    const graph = await reader.client.gql(`mutation($id: ID!) { sysStopJob(id: $id) { id } }`, {
      id: String(id),
    });
    expect(gqlCode(graph)).toBe("DBPermDenied");
    expect((await readJob(alice, id)).State).toBe("doing");

    const task = await manager.client.ok<TaskView>("/api/sys/workflow_job/stop_task", { Id: id, Key: "a" });
    expect(task).toMatchObject({ State: "abort", Reason: "stopped by an administrator" });
    const job = await manager.client.gqlData<{ sysStopJob: { state: string } }>(
      `mutation($id: ID!) { sysStopJob(id: $id) { state } }`,
      { id: String(id) },
    );
    expect(job.sysStopJob.state).toBe("abort");
    await scheduler.idle();
    const after = await jobTasks(alice, id);
    expect(after.map((x) => [x.Key, x.State, x.Reason])).toEqual([
      ["a", "abort", "stopped by an administrator"],
      ["b", "abort", "stopped by an administrator"],
    ]);
    expect(after[0]!.Outputs.map((o) => o.Name)).toEqual(["partial.txt"]);
    // A finished job: the same answer as the owner's.
    const finished = await manager.client.rest(`/api/sys/workflow_job/stop/${id}`);
    expect(finished.body.Error).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "abort" });
  }, 120_000);
});
