/**
 * Issue 9 item 5: the cost estimate before launch (from the unit's price and the median CPU of earlier
 * runs on similar input sizes), the queue position of pending tasks, and "rerun failed tasks" that
 * reuses done tasks whose cache key still holds (0 tokens, reused_from set, outputs equal).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../gateway/src/db/jobs.js";
import { modules, type ModuleArg } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { quantile } from "../../gateway/src/domain/jobs/estimate.js";
import { heldTokens, tokenBalance, tokensFor, userWallet } from "../../gateway/src/domain/ledger/tokens.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: false };
const suffixArg: ModuleArg = {
  name: "suffix",
  label: "Suffix",
  format: "string",
  require: false,
  default: "x",
};

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
const moduleIds: Record<string, number> = {};
let smallInput = 0;
let bigInput = 0;

interface TaskInput {
  key: string;
  moduleId: string;
  args: Record<string, unknown>;
  dependsOn?: string[];
}

const jobInput = (name: string, list: TaskInput[]) => ({ name, tasks: list });

const estimateQuery = `query ($input: JobInput!) { jobEstimate(input: $input) {
  tokens tokensLow tokensHigh complete balance held balanceAfter
  tasks { key module { id } price discount inputBytes basis runs ownRuns medianCpuMs ownMedianCpuMs
          p25CpuMs p75CpuMs tokens tokensLow tokensHigh thin } } }`;

interface EstimateView {
  tokens: number;
  tokensLow: number;
  tokensHigh: number;
  complete: boolean;
  balance: number;
  held: number;
  balanceAfter: number;
  tasks: {
    key: string;
    module: { id: string } | null;
    price: number;
    discount: number;
    inputBytes: number | null;
    basis: "SIMILAR" | "ALL" | "NONE";
    runs: number;
    ownRuns: number;
    medianCpuMs: number | null;
    ownMedianCpuMs: number | null;
    p25CpuMs: number | null;
    p75CpuMs: number | null;
    tokens: number | null;
    tokensLow: number | null;
    tokensHigh: number | null;
    thin: boolean;
  }[];
}

const estimate = async (user: NormalUser, input: ReturnType<typeof jobInput>) =>
  (await user.client.gqlData<{ jobEstimate: EstimateView }>(estimateQuery, { input })).jobEstimate;

const submit = async (user: NormalUser, input: ReturnType<typeof jobInput>) =>
  (
    await user.client.gqlData<{ submitJob: { id: string } }>(
      `mutation ($input: JobInput!) { submitJob(input: $input) { id } }`,
      { input },
    )
  ).submitJob.id;

const jobQuery = `query ($id: ID!) { job(id: $id) { id state queuePosition tokens
  tasks { id key state tokens cpuMs queuePosition reusedFromTaskId reusedFromJobId
          outputs { name size readUrl } } } }`;

interface JobView {
  id: string;
  state: string;
  queuePosition: number | null;
  tokens: number;
  tasks: {
    id: string;
    key: string;
    state: string;
    tokens: number;
    cpuMs: number;
    queuePosition: number | null;
    reusedFromTaskId: string | null;
    reusedFromJobId: string | null;
    outputs: { name: string; size: number; readUrl: string }[];
  }[];
}

const readJob = async (user: NormalUser, id: string) =>
  (await user.client.gqlData<{ job: JobView }>(jobQuery, { id })).job;

const task = (job: JobView, key: string) => {
  const found = job.tasks.find((x) => x.key === key);
  if (!found) throw new Error(`no task ${key} in job ${job.id}`);
  return found;
};

async function settle(user: NormalUser, id: string): Promise<JobView> {
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const job = await readJob(user, id);
    if (["done", "abort", "cancel"].includes(job.state)) return job;
  }
  throw new Error(`job ${id} did not settle`);
}

const rerunMutation = `mutation ($id: ID!) { rerunFailedTasks(id: $id) {
  job { id state } reused { key fromTaskId fromJobId } } }`;

interface RerunView {
  job: { id: string; state: string };
  reused: { key: string; fromTaskId: string; fromJobId: string }[];
}

const rerun = async (user: NormalUser, id: string) =>
  (await user.client.gqlData<{ rerunFailedTasks: RerunView }>(rerunMutation, { id })).rerunFailedTasks;

async function readText(user: NormalUser, url: string): Promise<string> {
  const response = await user.client.fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  moduleIds.burn = await addEngineModule(t, "test/est-burn", "burn.mjs", {
    args: [fileArg, suffixArg],
    tokenPrice: 10,
    discount: 0.5,
  });
  moduleIds.fresh = await addEngineModule(t, "test/est-fresh", "copy.mjs", {
    args: [fileArg, suffixArg],
    tokenPrice: 3,
  });
  moduleIds.copy = await addEngineModule(t, "test/est-copy", "copy.mjs", { args: [fileArg, suffixArg] });
  moduleIds.copy2 = await addEngineModule(t, "test/est-copy2", "copy.mjs", { args: [fileArg, suffixArg] });
  moduleIds.fail = await addEngineModule(t, "test/est-fail", "fail.mjs", { args: [fileArg, suffixArg] });
  const files = "/api/workflow_job_task_data_source_file";
  smallInput = (await uploadBytes(alice.client, files, "small.txt", Buffer.from("a".repeat(1000)))).Id;
  bigInput = (await uploadBytes(alice.client, files, "big.txt", Buffer.from("b".repeat(50_000)))).Id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("jobEstimate", () => {
  it("says there is no history instead of inventing a number", async () => {
    const result = await estimate(
      alice,
      jobInput("fresh", [
        { key: "a", moduleId: String(moduleIds.fresh), args: { input: { dataFileId: smallInput } } },
      ]),
    );
    const [only] = result.tasks;
    expect(only).toMatchObject({
      key: "a",
      basis: "NONE",
      runs: 0,
      tokens: null,
      medianCpuMs: null,
      thin: true,
    });
    expect(only!.price).toBe(3);
    expect(only!.inputBytes).toBe(1000);
    expect(result.complete).toBe(false);
    expect(result.tokens).toBe(0);
    expect(result.balance).toBe(await tokenBalance(t.app.services, userWallet(alice.id)));
    expect(result.balanceAfter).toBe(result.balance);
  });

  it("takes the median CPU of earlier runs on similar input sizes and the balance after it", async () => {
    const burn = String(moduleIds.burn);
    for (let i = 0; i < 3; i++) {
      const id = await submit(
        alice,
        jobInput(`burn ${i}`, [{ key: "b", moduleId: burn, args: { input: { dataFileId: smallInput } } }]),
      );
      expect((await settle(alice, id)).state).toBe("done");
    }
    const runs = await t.app.services.db
      .select({ cpuMs: tasks.cpuMs, inputBytes: tasks.inputBytes })
      .from(tasks)
      .where(eq(tasks.moduleId, Number(moduleIds.burn)));
    expect(runs.map((r) => r.inputBytes)).toEqual([1000, 1000, 1000]);
    const cpu = runs.map((r) => r.cpuMs).sort((a, b) => a - b);
    const result = await estimate(
      alice,
      jobInput("burn again", [{ key: "b", moduleId: burn, args: { input: { dataFileId: smallInput } } }]),
    );
    const [only] = result.tasks;
    expect(only).toMatchObject({
      basis: "SIMILAR",
      runs: 3,
      ownRuns: 3,
      thin: true,
      price: 10,
      discount: 0.5,
    });
    expect(only!.medianCpuMs).toBe(cpu[1]);
    expect(only!.ownMedianCpuMs).toBe(cpu[1]);
    expect(only!.tokens).toBe(tokensFor(cpu[1]!, 10, 0.5));
    expect(only!.tokensLow).toBe(tokensFor(quantile(cpu, 0.25)!, 10, 0.5));
    expect(only!.tokensHigh).toBe(tokensFor(quantile(cpu, 0.75)!, 10, 0.5));
    expect(result.complete).toBe(true);
    expect(result.tokens).toBe(only!.tokens);
    const balance = await tokenBalance(t.app.services, userWallet(alice.id));
    expect(result.balance).toBe(balance);
    expect(result.balanceAfter).toBe(balance - only!.tokens!);
  });

  it("falls back to all runs of the module when none had a similar input size", async () => {
    const result = await estimate(
      alice,
      jobInput("big", [
        { key: "b", moduleId: String(moduleIds.burn), args: { input: { dataFileId: bigInput } } },
      ]),
    );
    expect(result.tasks[0]).toMatchObject({ basis: "ALL", runs: 3, inputBytes: 50_000 });
  });

  it("counts another user's runs, not as theirs", async () => {
    const result = await estimate(
      bob,
      jobInput("bob", [{ key: "b", moduleId: String(moduleIds.burn), args: { suffix: "y" } }]),
    );
    // Bob's run has no file input (0 bytes): nothing similar, so all runs, none of them his.
    expect(result.tasks[0]).toMatchObject({ basis: "ALL", runs: 3, ownRuns: 0, ownMedianCpuMs: null });
  });

  it("has a REST twin: POST /api/workflow_job/estimate answers what the query does", async () => {
    const burn = String(moduleIds.burn);
    const graph = await estimate(
      alice,
      jobInput("burn again", [{ key: "b", moduleId: burn, args: { input: { dataFileId: smallInput } } }]),
    );
    const body = {
      Name: "burn again",
      Tasks: [{ Key: "b", ModuleId: Number(burn), Args: { input: { dataFileId: smallInput } } }],
    };
    const rest = await alice.client.ok<{
      Tasks: {
        Key: string;
        ModuleId: number;
        Basis: string;
        Runs: number;
        MedianCpuMs: number;
        Tokens: number;
      }[];
      Tokens: number;
      Complete: boolean;
      Balance: number;
      BalanceAfter: number;
    }>("/api/workflow_job/estimate", body);
    expect(rest.Tasks).toHaveLength(1);
    expect(rest.Tasks[0]).toMatchObject({
      Key: "b",
      ModuleId: Number(burn),
      Basis: "similar",
      Runs: graph.tasks[0]!.runs,
      MedianCpuMs: graph.tasks[0]!.medianCpuMs,
      Tokens: graph.tasks[0]!.tokens,
    });
    expect(rest).toMatchObject({
      Tokens: graph.tokens,
      Complete: graph.complete,
      Balance: graph.balance,
      BalanceAfter: graph.balanceAfter,
    });
    // It creates nothing.
    const before = await t.app.services.db.select({ id: tasks.id }).from(tasks);
    await alice.client.ok("/api/workflow_job/estimate", body);
    expect(await t.app.services.db.select({ id: tasks.id }).from(tasks)).toHaveLength(before.length);
    const anonymous = await t.client().rest("/api/workflow_job/estimate", body);
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const badArgs = await alice.client.rest("/api/workflow_job/estimate", {
      Name: "x",
      Tasks: [{ Key: "a", ModuleId: Number(moduleIds.copy), Args: [] }],
    });
    expect(badArgs.body.Error?.Type).toBe("JobTaskArgsError");
    const noTasks = await alice.client.rest("/api/workflow_job/estimate", { Name: "x", Tasks: [] });
    expect(noTasks.body.Error?.Type).toBe("JobTaskArgsError");
  });

  it("refuses bad input with the submit errors", async () => {
    const unknownModule = await alice.client.gql(estimateQuery, {
      input: jobInput("x", [{ key: "a", moduleId: "999999", args: {} }]),
    });
    expect(gqlCode(unknownModule)).toBeDefined();
    expect(unknownModule.status).toBeLessThan(500);
    const badArgs = await alice.client.gql(estimateQuery, {
      input: jobInput("x", [
        { key: "a", moduleId: String(moduleIds.copy), args: [] as unknown as Record<string, unknown> },
      ]),
    });
    expect(gqlCode(badArgs)).toBe("JobTaskArgsError");
    const badId = await alice.client.gql(estimateQuery, {
      input: jobInput("x", [{ key: "a", moduleId: "abc", args: {} }]),
    });
    expect(gqlCode(badId)).toBe("ServerInvalidParameter");
    const badKey = await alice.client.gql(estimateQuery, {
      input: jobInput("x", [{ key: "1 bad", moduleId: String(moduleIds.copy), args: {} }]),
    });
    expect(gqlCode(badKey)).toBe("JobTaskArgsError");
  });

  it("refuses a caller who is not signed in", async () => {
    const result = await t.client().gql(estimateQuery, {
      input: jobInput("x", [{ key: "a", moduleId: String(moduleIds.copy), args: {} }]),
    });
    expect(gqlCode(result)).toBe("DBUserNoLogin");
  });

  it("takes off what the caller's waiting tasks hold: balanceAfter is what a submit would leave", async () => {
    const input = jobInput("held", [
      { key: "b", moduleId: String(moduleIds.burn), args: { input: { dataFileId: smallInput } } },
    ]);
    const before = await estimate(alice, input);
    expect(before.held).toBe(0);
    expect(before.tokens).toBeGreaterThan(0);
    // Submitted and not claimed yet (this file's scheduler runs only when ticked): its estimate is held.
    const id = await submit(alice, input);
    const during = await estimate(alice, input);
    expect(during.held).toBe(before.tokens);
    expect(during.held).toBe(await heldTokens(t.app.services.db, userWallet(alice.id)));
    expect(during.balance).toBe(before.balance);
    expect(during.balanceAfter).toBe(during.balance - during.held - during.tokens);
    const rest = await alice.client.ok<{ Held: number; BalanceAfter: number }>("/api/workflow_job/estimate", {
      Name: "held",
      Tasks: [{ Key: "b", ModuleId: Number(moduleIds.burn), Args: { input: { dataFileId: smallInput } } }],
    });
    expect(rest).toMatchObject({ Held: during.held, BalanceAfter: during.balanceAfter });
    expect((await settle(alice, id)).state).toBe("done");
    expect((await estimate(alice, input)).held).toBe(0);
  });
});

describe("queuePosition", () => {
  it("counts the pending tasks of all users claimed before, and is null when not pending", async () => {
    const copy = String(moduleIds.copy);
    const first = await submit(
      alice,
      jobInput("q1", [
        { key: "a", moduleId: copy, args: { suffix: "1" } },
        { key: "b", moduleId: copy, args: { suffix: "2" } },
        { key: "c", moduleId: copy, args: { input: { task: "a", output: "copy.txt" } } },
      ]),
    );
    const second = await submit(bob, jobInput("q2", [{ key: "a", moduleId: copy, args: { suffix: "3" } }]));
    const one = await readJob(alice, first);
    const two = await readJob(bob, second);
    const base = task(one, "a").queuePosition!;
    expect(base).toBeGreaterThanOrEqual(0);
    expect(task(one, "b").queuePosition).toBe(base + 1);
    expect(task(one, "c").state).toBe("prePending");
    expect(task(one, "c").queuePosition).toBeNull();
    expect(one.queuePosition).toBe(base);
    expect(task(two, "a").queuePosition).toBe(base + 2);
    expect(two.queuePosition).toBe(base + 2);
    await settle(alice, first);
    await settle(bob, second);
    const done = await readJob(alice, first);
    expect(done.queuePosition).toBeNull();
    expect(done.tasks.every((x) => x.queuePosition === null)).toBe(true);
  });
});

describe("rerunFailedTasks", () => {
  let failed = "";
  let original: JobView;

  beforeAll(async () => {
    failed = await submit(
      alice,
      jobInput("pipeline", [
        {
          key: "a",
          moduleId: String(moduleIds.copy),
          args: { input: { dataFileId: smallInput }, suffix: "a" },
        },
        { key: "b", moduleId: String(moduleIds.fail), args: { input: { task: "a", output: "copy.txt" } } },
        {
          key: "c",
          moduleId: String(moduleIds.copy2),
          args: { input: { dataFileId: smallInput }, suffix: "c" },
        },
        { key: "d", moduleId: String(moduleIds.copy), args: { input: { task: "b", output: "copy.txt" } } },
      ]),
    );
    original = await settle(alice, failed);
  });

  it("creates a new job reusing the done tasks for 0 tokens and runs the failed ones", async () => {
    expect(original.state).toBe("abort");
    expect(task(original, "a").state).toBe("done");
    expect(task(original, "c").state).toBe("done");
    expect(task(original, "b").state).toBe("abort");
    const result = await rerun(alice, failed);
    expect(result.job.id).not.toBe(failed);
    expect(result.reused.map((r) => r.key).sort()).toEqual(["a", "c"]);
    for (const r of result.reused) {
      expect(r.fromJobId).toBe(failed);
      expect(r.fromTaskId).toBe(task(original, r.key).id);
    }
    const fresh = await readJob(alice, result.job.id);
    for (const key of ["a", "c"]) {
      const reused = task(fresh, key);
      expect(reused).toMatchObject({ state: "done", tokens: 0, cpuMs: 0, queuePosition: null });
      expect(reused.reusedFromTaskId).toBe(task(original, key).id);
      expect(reused.reusedFromJobId).toBe(failed);
      const before = task(original, key).outputs;
      expect(reused.outputs.map((o) => [o.name, o.size])).toEqual(before.map((o) => [o.name, o.size]));
      expect(await readText(alice, reused.outputs[0]!.readUrl)).toBe(
        await readText(alice, before[0]!.readUrl),
      );
    }
    expect(task(fresh, "b").state).toBe("pending");
    expect(task(fresh, "b").reusedFromTaskId).toBeNull();
    expect(task(fresh, "d").state).toBe("prePending");
    const settled = await settle(alice, result.job.id);
    expect(task(settled, "b").state).toBe("abort");
    expect(task(settled, "b").tokens).toBeGreaterThan(0);
    // The job is charged for what ran again only.
    expect(settled.tokens).toBe(task(settled, "b").tokens);
    const rows = await t.app.services.db
      .select({ key: tasks.key, reusedFrom: tasks.reusedFromTaskId, cacheKey: tasks.cacheKey })
      .from(tasks)
      .where(eq(tasks.jobId, Number(result.job.id)));
    expect(rows.find((r) => r.key === "a")?.cacheKey).toMatch(/^[0-9a-f]{64}$/);

    // A rerun of the rerun points at the tasks that actually ran.
    const again = await rerun(alice, result.job.id);
    expect(again.reused.find((r) => r.key === "a")).toEqual({
      key: "a",
      fromTaskId: task(original, "a").id,
      fromJobId: failed,
    });
  });

  it("does not reuse a task whose module changed since, nor what depends on it", async () => {
    await t.app.services.db
      .update(modules)
      .set({ timeoutSeconds: 61, updatedAt: new Date() })
      .where(eq(modules.id, Number(moduleIds.copy)));
    const result = await rerun(alice, failed);
    expect(result.reused.map((r) => r.key)).toEqual(["c"]);
    const fresh = await readJob(alice, result.job.id);
    expect(task(fresh, "a").state).toBe("pending");
    expect(task(fresh, "a").reusedFromTaskId).toBeNull();
    expect(task(fresh, "b").state).toBe("prePending");
  });

  it("refuses a job that did not fail, or is still running", async () => {
    const ok = await submit(
      alice,
      jobInput("ok", [
        { key: "a", moduleId: String(moduleIds.copy2), args: { input: { dataFileId: smallInput } } },
      ]),
    );
    const pending = await alice.client.gql(rerunMutation, { id: ok });
    expect(gqlCode(pending)).toBe("DBStatusChangeNotAllowed");
    expect((await settle(alice, ok)).state).toBe("done");
    const done = await alice.client.gql(rerunMutation, { id: ok });
    expect(gqlCode(done)).toBe("DBStatusChangeNotAllowed");
  });

  it("answers another user's job like a missing one, and a bad id with ServerInvalidParameter", async () => {
    const other = await bob.client.gql(rerunMutation, { id: failed });
    expect(gqlCode(other)).toBe("DBDataNotExist");
    const missing = await alice.client.gql(rerunMutation, { id: "99999999" });
    expect(gqlCode(missing)).toBe("DBDataNotExist");
    const bad = await alice.client.gql(rerunMutation, { id: "x" });
    expect(gqlCode(bad)).toBe("ServerInvalidParameter");
    const bobJob = await bob.client.gql(jobQuery, { id: failed });
    expect(gqlCode(bobJob)).toBe("DBDataNotExist");
  });

  it("refuses a caller who is not signed in and a read-only token", async () => {
    expect(gqlCode(await t.client().gql(rerunMutation, { id: failed }))).toBe("DBUserNoLogin");
    const created = await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "reader",
      ReadOnly: true,
    });
    const reader = t.client().withBearer(created.Secret);
    expect(gqlCode(await reader.gql(rerunMutation, { id: failed }))).toBe("DBPermDenied");
    const rest = await reader.rest(`/api/workflow_job/rerun_failed/${failed}`);
    expect(rest.body.Error?.Type).toBe("DBPermDenied");
    // Reading is allowed to a read-only token: the estimate is a query.
    const read = await reader.gql(estimateQuery, {
      input: jobInput("x", [{ key: "a", moduleId: String(moduleIds.copy2), args: {} }]),
    });
    expect(read.body.errors).toBeUndefined();
  });

  it("has a REST twin: POST /api/workflow_job/rerun_failed/:id", async () => {
    const result = await alice.client.ok<{ Job: { Id: number; State: string }; Reused: { Key: string }[] }>(
      `/api/workflow_job/rerun_failed/${failed}`,
    );
    expect(result.Job.Id).toBeGreaterThan(Number(failed));
    expect(result.Reused.map((r) => r.Key)).toEqual(["c"]);
    const other = await bob.client.rest(`/api/workflow_job/rerun_failed/${failed}`);
    expect(other.body.Error?.Type).toBe("DBDataNotExist");
    const anonymous = await t.client().rest(`/api/workflow_job/rerun_failed/${failed}`);
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const bad = await alice.client.rest(`/api/workflow_job/rerun_failed/abc`);
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});
