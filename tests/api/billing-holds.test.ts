/**
 * Issue 23 item 3: nobody's balance goes below zero. A submit holds the job's estimate against what
 * the balance and the user's other holds leave, so parallel submits cannot all pass on one balance;
 * a running task is metered and charged at every heartbeat through the ledger, and when its owner's
 * tokens run out, the owner's running and waiting tasks stop with UserResourceWorkflowJobCalcMetricOver,
 * their holds released, the balance at 0 (a charge is capped at what is left). Refunds give back every
 * charge of a run; holds end with cancel, done and abort.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { modules, type ModuleArg } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: false };
const spendReason = /^UserResourceWorkflowJobCalcMetricOver/;

let t: TestApp;
let admin: Client;
let scheduler: Scheduler;
let copyModule = 0;
let spinModule = 0;

interface JobView {
  Id: number;
  State: string;
}
interface TaskView {
  Id: number;
  State: string;
  Reason: string | null;
  Tokens: number;
  CpuMs: number;
}
interface Tokens {
  Balance: number;
  Held: number;
  Available: number;
}

const tokensOf = (user: NormalUser) => user.client.ok<Tokens>("/api/user/token_balance");
const readJob = (user: NormalUser, id: number) => user.client.ok<JobView>(`/api/workflow_job/read/${id}`);
const jobTasks = (user: NormalUser, id: number) =>
  user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${id}`);

async function inputOf(user: NormalUser): Promise<number> {
  const file = await uploadBytes(
    user.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    Buffer.from("x"),
  );
  return file.Id;
}

const submit = (user: NormalUser, moduleId: number, input: number) =>
  user.client.rest<JobView>("/api/workflow_job/submit", {
    Name: "billing",
    Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: input } } }],
  });

/** What the ledger charged a task's current run, and in how many rows. */
async function chargesOf(taskId: number): Promise<{ total: number; rows: number }> {
  const rows = await t.app.services.db
    .select({ amount: tokenLedger.amount })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.kind, "charge")));
  return { total: rows.reduce((sum, r) => sum - r.amount, 0), rows: rows.length };
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  // Enough running jobs that the token holds, not the job limit, decide which submits pass.
  const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
    "/api/sys/key_data/commerce_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
    DataJson: { ...DataJson, BaseRunningJobs: 50 },
  });
  // One task at a time, metered every 300 ms (CRUCIBLE_TASK_METER_SECONDS in a gateway).
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 1,
    meterMs: 300,
  });
  copyModule = await addEngineModule(t, "test/billing-copy", "copy.mjs", { args: [fileArg] });
  // 500 tokens per CPU-second: a user's 1,000 sign-up tokens last two CPU-seconds, several meter ticks.
  spinModule = await addEngineModule(t, "test/billing-spin", "spin.mjs", {
    args: [fileArg],
    tokenPrice: 500,
    timeoutSeconds: 30,
  });
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("holds at submit", () => {
  let alice: NormalUser;
  let estimate = 0;
  const passed: number[] = [];

  it("holds each job's estimate, so 20 parallel submits on 1,000 tokens do not all pass", async () => {
    // History for the estimate: one run of the module by someone else, then a price that makes a run
    // of it cost about 300 tokens.
    const bob = await registerUser(t);
    const first = await submit(bob, copyModule, await inputOf(bob));
    expect(first.body.Error).toBeNull();
    await scheduler.tick();
    await scheduler.idle();
    const [ran] = await jobTasks(bob, first.body.Data.Id);
    expect(ran!.State).toBe("done");
    await t.app.services.db
      .update(modules)
      .set({ tokenPrice: Math.ceil(300_000 / ran!.CpuMs) })
      .where(eq(modules.id, copyModule));

    alice = await registerUser(t);
    const input = await inputOf(alice);
    const { jobEstimate } = await alice.client.gqlData<{ jobEstimate: { tokens: number } }>(
      `query ($input: JobInput!) { jobEstimate(input: $input) { tokens } }`,
      {
        input: {
          name: "billing",
          tasks: [{ key: "a", moduleId: String(copyModule), args: { input: { dataFileId: input } } }],
        },
      },
    );
    estimate = jobEstimate.tokens;
    expect(estimate).toBeGreaterThanOrEqual(300);
    const fit = Math.floor(1000 / estimate);

    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(alice, copyModule, input)));
    for (const answer of answers) if (answer.body.Error === null) passed.push(answer.body.Data.Id);
    expect(passed).toHaveLength(fit);
    const refused = answers.filter((a) => a.body.Error !== null);
    expect(refused.map((a) => a.body.Error?.Type)).toEqual(
      Array.from({ length: 20 - fit }, () => "UserResourceWorkflowJobCalcMetricOver"),
    );
    expect(await tokensOf(alice)).toEqual({
      Balance: 1000,
      Held: fit * estimate,
      Available: 1000 - fit * estimate,
    });
  }, 120_000);

  it("releases a job's hold when it is cancelled", async () => {
    const before = await tokensOf(alice);
    const cancelled = await alice.client.ok<JobView>(`/api/workflow_job/cancel/${passed[0]}`);
    expect(cancelled.State).toBe("cancel");
    expect(await tokensOf(alice)).toEqual({
      Balance: 1000,
      Held: before.Held - estimate,
      Available: before.Available + estimate,
    });
  });

  it("releases the hold of a done job, which is charged what it used instead", async () => {
    // One job runs (the others are cancelled): a run may well use more CPU than the estimate's.
    const last = passed[passed.length - 1]!;
    for (const id of passed.slice(1, -1)) await alice.client.ok(`/api/workflow_job/cancel/${id}`);
    expect((await tokensOf(alice)).Held).toBe(estimate);
    await waitFor("the job to end", async () => {
      await scheduler.tick();
      await scheduler.idle();
      const job = await readJob(alice, last);
      return ["done", "abort"].includes(job.State) ? job : null;
    });
    const [task] = await jobTasks(alice, last);
    expect(task!.State).toBe("done");
    const charged = task!.Tokens;
    expect((await chargesOf(task!.Id)).total).toBe(charged);
    const after = await tokensOf(alice);
    expect(after).toEqual({ Balance: 1000 - charged, Held: 0, Available: 1000 - charged });
    expect(after.Balance).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

describe("metering while tasks run", () => {
  let carol: NormalUser;
  let running = 0;
  let waiting = 0;

  it("stops a user's running and waiting tasks when their tokens run out, at a balance of 0", async () => {
    carol = await registerUser(t);
    const input = await inputOf(carol);
    const first = await submit(carol, spinModule, input);
    const second = await submit(carol, spinModule, input);
    expect([first.body.Error, second.body.Error]).toEqual([null, null]);
    running = first.body.Data.Id;
    waiting = second.body.Data.Id;
    const held = await tokensOf(carol);

    await scheduler.tick();
    await waitFor("the running job to stop", async () => {
      const job = await readJob(carol, running);
      return job.State === "abort" ? job : null;
    });
    await scheduler.idle();

    const [stopped] = await jobTasks(carol, running);
    expect(stopped!.State).toBe("abort");
    expect(stopped!.Reason).toMatch(spendReason);
    // Before it ran, a task without history held the least a priced run costs.
    expect(held).toEqual({ Balance: 1000, Held: 2, Available: 998 });
    // Metered while it ran (several charges), never past what the balance held.
    const charges = await chargesOf(stopped!.Id);
    expect(charges.rows).toBeGreaterThan(1);
    expect(charges.total).toBe(1000);
    expect(stopped!.Tokens).toBe(1000);

    const [neverRan] = await jobTasks(carol, waiting);
    expect(neverRan!.State).toBe("abort");
    expect(neverRan!.Reason).toMatch(spendReason);
    expect((await readJob(carol, waiting)).State).toBe("abort");
    expect(await tokensOf(carol)).toEqual({ Balance: 0, Held: 0, Available: 0 });

    const refused = await submit(carol, spinModule, input);
    expect(refused.body.Error?.Type).toBe("UserResourceWorkflowJobCalcMetricOver");
  }, 120_000);

  it("refunds every charge of a metered run once (return_used_calc_metric)", async () => {
    const [stopped] = await jobTasks(carol, running);
    const refund = (id: number) =>
      admin.ok<{ Refunded: number }>("/api/sys/workflow_job_tasks/return_used_calc_metric", {
        JobTaskId: id,
      });
    expect(await refund(stopped!.Id)).toEqual({ Refunded: 1000 });
    expect(await refund(stopped!.Id)).toEqual({ Refunded: 0 });
    expect(await tokensOf(carol)).toEqual({ Balance: 1000, Held: 0, Available: 1000 });
    const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.id, stopped!.Id));
    expect(row!.state).toBe("abort");
  }, 120_000);
});

describe("a run handed over by a stopping worker", () => {
  it("settles the run's last measure, giving back the earlier claim's meter charges when the run ends free", async () => {
    const dave = await registerUser(t);
    const input = await inputOf(dave);
    // 100 tokens per CPU-second: a few meter ticks of a second or two stay well inside 1,000 tokens.
    const module = await addEngineModule(t, "test/billing-handover", "spin.mjs", {
      args: [fileArg],
      tokenPrice: 100,
      timeoutSeconds: 60,
    });
    const submitted = await submit(dave, module, input);
    expect(submitted.body.Error).toBeNull();
    const jobId = submitted.body.Data.Id;
    const options = { ...defaultSchedulerOptions, concurrency: 1, meterMs: 300 };
    const first = createScheduler(
      t.app.services,
      localExecutors(createLocalExecutor()),
      () => undefined,
      options,
    );
    await first.tick();
    const [task] = await jobTasks(dave, jobId);
    await waitFor("the first claim to be metered twice", async () =>
      (await chargesOf(task!.Id)).rows >= 2 ? true : null,
    );
    // The worker stops: the run goes back to the queue, its attempt given back, its ticks charged.
    await first.stop();
    const [requeued] = await t.app.services.db.select().from(tasks).where(eq(tasks.id, task!.Id));
    expect([requeued!.state, requeued!.attempt]).toEqual(["pending", 0]);
    const ticks = await chargesOf(task!.Id);
    expect(ticks.total).toBeGreaterThan(0);
    expect((await tokensOf(dave)).Balance).toBe(1000 - ticks.total);

    // The module is made free before the next worker claims the run, which its owner then stops.
    await t.app.services.db.update(modules).set({ tokenPrice: 0 }).where(eq(modules.id, module));
    const second = createScheduler(
      t.app.services,
      localExecutors(createLocalExecutor()),
      () => undefined,
      options,
    );
    try {
      await second.tick();
      await waitFor("the second claim to run", async () => {
        const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.id, task!.Id));
        return row!.state === "doing" && row!.attempt === 1 ? true : null;
      });
      const stopped = await dave.client.rest("/api/workflow_job/stop_task", { Id: jobId, Key: "a" });
      expect(stopped.body.Error).toBeNull();
      await waitFor("the stopped run to be settled", async () => {
        const charges = await t.app.services.db
          .select({ seq: tokenLedger.seq })
          .from(tokenLedger)
          .where(
            and(eq(tokenLedger.taskId, task!.Id), eq(tokenLedger.kind, "charge"), eq(tokenLedger.seq, 0)),
          );
        return charges.length === 1 ? true : null;
      });
      await second.idle();
    } finally {
      await second.stop();
    }
    // The run's charge is its last measure (free): the first claim's ticks are given back, once.
    expect((await chargesOf(task!.Id)).total).toBe(0);
    expect(await tokensOf(dave)).toEqual({ Balance: 1000, Held: 0, Available: 1000 });
    const [ended] = await jobTasks(dave, jobId);
    expect([ended!.State, ended!.Tokens]).toEqual(["abort", 0]);
  }, 120_000);
});
