/**
 * The workflow engine (issue 4): submission checks, the state machine of spec §4, the scheduler's
 * atomic claims, the local executor (exit codes, timeout, output cap), crash recovery by lease
 * expiry, and the token ledger (one charge per run; the balance is the sum of the ledger).
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { tasks } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { containerImages, type ModuleArg, type modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { settleRun, tokenBalance, userWallet } from "../../gateway/src/domain/ledger/tokens.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  createSystemUser,
  registerUser,
  setStorageQuota,
  type NormalUser,
} from "../support/factories.js";
import { sha256Hex, uploadBytes } from "../support/uploads.js";

const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: true };
const suffixArg: ModuleArg = {
  name: "suffix",
  label: "Suffix",
  format: "string",
  require: false,
  default: "copied",
};

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
const moduleIds: Record<string, number> = {};
let inputId = 0;

/** A program of tests/engine-modules as a module with a file input and a suffix. */
const addModule = (key: string, script: string, values: Partial<typeof modules.$inferInsert> = {}) =>
  addEngineModule(t, `test/${key}`, script, { args: [fileArg, suffixArg], timeoutSeconds: 30, ...values });

interface JobView {
  Id: number;
  State: string;
}
interface TaskView {
  Id: number;
  Key: string;
  State: string;
  ExitCode: number | null;
  Reason: string | null;
  Tokens: number;
  CpuMs: number;
  Run: number;
  Outputs: { Name: string; Size: number }[];
}

const submit = (user: NormalUser, tasksBody: unknown[], name = "job") =>
  user.client.rest<JobView>("/api/workflow_job/submit", { Name: name, Tasks: tasksBody });

async function runUntilSettled(jobId: number, user: NormalUser = alice): Promise<TaskView[]> {
  for (let i = 0; i < 200; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const job = await user.client.ok<JobView>(`/api/workflow_job/read/${jobId}`);
    if (["done", "abort", "cancel"].includes(job.State)) {
      return user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${jobId}`);
    }
  }
  throw new Error(`job ${jobId} did not settle`);
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    maxOutputBytes: 256 * 1024,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  moduleIds.copy = await addModule("copy", "copy.mjs");
  moduleIds.fail = await addModule("fail", "fail.mjs");
  moduleIds.sleep = await addModule("sleep", "sleep.mjs", { timeoutSeconds: 1 });
  moduleIds.spam = await addModule("spam", "spam.mjs");
  moduleIds.nap = await addModule("nap", "nap.mjs");
  moduleIds.sdfcopy = await addModule("sdfcopy", "sdfcopy.mjs", {
    outputs: [{ name: "mols.sdf", label: "Molecules", format: "sdf" }],
  });
  const [small] = await t.app.services.db
    .insert(containerImages)
    .values({ uid: "test/small", name: "small", cpuCount: 1, memoryMb: 160 })
    .returning();
  moduleIds.limited = await addModule("limited", "limits.mjs", { imageId: small!.id });
  moduleIds.unlimited = await addModule("unlimited", "limits.mjs");
  moduleIds.burn = await addModule("burn", "burn.mjs", { tokenPrice: 10, discount: 0.5 });
  moduleIds.hidden = await addModule("hidden", "copy.mjs", { visibility: "none" });
  moduleIds.disabled = await addModule("disabled", "copy.mjs", { status: "disabled" });
  moduleIds.container = await addModule("container", "copy.mjs", { runner: "container" });
  const file = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    Buffer.from("hello\n"),
  );
  inputId = file.Id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("workflow_job/submit", () => {
  it("runs a two-task DAG: the second task reads the first one's output", async () => {
    const before = await tokenBalance(t.app.services, userWallet(alice.id));
    const job = await submit(alice, [
      { Key: "first", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId }, suffix: "one" } },
      {
        Key: "second",
        ModuleId: moduleIds.copy,
        Args: { input: { task: "first", output: "copy.txt" }, suffix: "two" },
      },
    ]);
    expect(job.body.Error).toBeNull();
    const settled = await runUntilSettled(job.body.Data.Id);
    expect(settled.map((x) => [x.Key, x.State])).toEqual([
      ["first", "done"],
      ["second", "done"],
    ]);
    const second = settled.find((x) => x.Key === "second")!;
    const out = await alice.client.fetch(
      `/api/workflow_job_tasks/read_file/${second.Id}?Type=OutFile&KeyName=copy.txt`,
    );
    expect(await out.text()).toBe("hello\none\ntwo\n");
    const stdout = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${second.Id}?Type=Stdout`);
    expect(await stdout.text()).toContain("copied inputs/input/copy.txt");
    const charged = settled.reduce((sum, x) => sum + x.Tokens, 0);
    expect(charged).toBeGreaterThan(0);
    expect(await tokenBalance(t.app.services, userWallet(alice.id))).toBe(before - charged);
  });

  it("meters CPU time and charges price x CPU seconds x discount", async () => {
    const job = await submit(alice, [
      { Key: "burn", ModuleId: moduleIds.burn, Args: { input: { dataFileId: inputId } } },
    ]);
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task!.State).toBe("done");
    expect(task!.CpuMs).toBeGreaterThanOrEqual(50);
    expect(task!.Tokens).toBe(Math.max(1, Math.ceil((task!.CpuMs / 1000) * 10 * 0.5)));
  });

  it.each([
    ["an unknown argument", { input: { dataFileId: 1 }, colour: "red" }, "JobTaskArgsError"],
    ["a missing required file", {}, "JobTaskArgsError"],
    ["a wrong type", { input: { dataFileId: 1 }, suffix: 5 }, "JobTaskArgsError"],
  ])("refuses %s", async (_label, args, type) => {
    const result = await submit(alice, [{ Key: "a", ModuleId: moduleIds.copy, Args: args }]);
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe(type);
  });

  it("refuses another user's file like a missing one", async () => {
    const result = await submit(bob, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    expect(result.body.Error).toMatchObject({ Type: "JobTaskArgsError", Value: "input: no such file" });
  });

  it("refuses a loop, a duplicate task name, a dangling link and an undeclared output", async () => {
    const loop = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { task: "b", output: "copy.txt" } } },
      { Key: "b", ModuleId: moduleIds.copy, Args: { input: { task: "a", output: "copy.txt" } } },
    ]);
    expect(loop.body.Error?.Type).toBe("DBDataLoop");
    const duplicate = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    expect(duplicate.body.Error?.Type).toBe("JobTaskIdDuplicate");
    const dangling = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { task: "zz", output: "copy.txt" } } },
    ]);
    expect(dangling.body.Error?.Type).toBe("JobTaskArgsError");
    const undeclared = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
      { Key: "b", ModuleId: moduleIds.copy, Args: { input: { task: "a", output: "secret.txt" } } },
    ]);
    expect(undeclared.body.Error?.Type).toBe("JobTaskArgsError");
  });

  it("refuses modules that are not visible, disabled, or without their container image", async () => {
    const args = { input: { dataFileId: inputId } };
    const hidden = await submit(alice, [{ Key: "a", ModuleId: moduleIds.hidden, Args: args }]);
    expect(hidden.body.Error).toMatchObject({ Type: "JobModuleNoVisible" });
    const disabled = await submit(alice, [{ Key: "a", ModuleId: moduleIds.disabled, Args: args }]);
    expect(disabled.body.Error?.Type).toBe("JobModuleStatusDisabled");
    const container = await submit(alice, [{ Key: "a", ModuleId: moduleIds.container, Args: args }]);
    expect(container.body.Error?.Type).toBe("JobModuleNoContainerImage");
  });

  it("refuses a caller who is not signed in", async () => {
    const result = await t.client().rest("/api/workflow_job/submit", { Name: "x", Tasks: [] });
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("state transitions (spec §4)", () => {
  it("cancels a pending job, and refuses to cancel or update a finished one", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    const update = await alice.client.rest("/api/workflow_job/update_tasks", {
      Id: job.body.Data.Id,
      Tasks: [{ Key: "a", Args: { input: { dataFileId: inputId }, suffix: "changed" } }],
    });
    expect(update.body.Error).toBeNull();
    const cancelled = await alice.client.ok<JobView>(`/api/workflow_job/cancel/${job.body.Data.Id}`);
    expect(cancelled.State).toBe("cancel");
    await scheduler.tick();
    await scheduler.idle();
    const tasksAfter = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.body.Data.Id}`);
    expect(tasksAfter[0]!.State).toBe("cancel");
    const again = await alice.client.rest(`/api/workflow_job/cancel/${job.body.Data.Id}`);
    expect(again.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    const late = await alice.client.rest("/api/workflow_job/update_tasks", {
      Id: job.body.Data.Id,
      Tasks: [{ Key: "a", Args: { input: { dataFileId: inputId } } }],
    });
    expect(late.body.Error?.Type).toBe("JobTaskNotAllowedUpdate");
  });

  it("aborts a task on a failing exit code; repair and reset runs it again as a new run", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.fail, Args: { input: { dataFileId: inputId } } },
    ]);
    const [failed] = await runUntilSettled(job.body.Data.Id);
    expect(failed).toMatchObject({ State: "abort", ExitCode: 3, Reason: "exit code 3", Run: 1 });
    const stderr = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${failed!.Id}?Type=Stderr`);
    expect(await stderr.text()).toContain("always fails");
    const pendingRepair = await alice.client.rest("/api/workflow_job/repair_task", {
      Id: job.body.Data.Id,
      Key: "a",
    });
    expect(pendingRepair.body.Data).toMatchObject({ State: "pending", Run: 2 });
    const [again] = await runUntilSettled(job.body.Data.Id);
    expect(again).toMatchObject({ State: "abort", Run: 2 });
    // New arguments for the repaired task are checked as a submit's are: a missing file is refused
    // and the task stays as it was.
    const badArgs = await alice.client.rest("/api/workflow_job/repair_task", {
      Id: job.body.Data.Id,
      Key: "a",
      Args: { input: { dataFileId: 99_999_999 } },
    });
    expect(badArgs.body.Error?.Type).toBe("JobTaskArgsError");
    expect(badArgs.body.Error?.Value).toMatch(/no such file/);
    const unchanged = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.body.Data.Id}`);
    expect(unchanged[0]).toMatchObject({ State: "abort", Run: 2 });
    const charges = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(sql`${tokenLedger.taskId} = ${failed!.Id} and ${tokenLedger.kind} = 'charge'`);
    expect(charges.map((c) => c.taskRun).sort()).toEqual([1, 2]);
  });

  it("restarts a finished job and clones one", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    await runUntilSettled(job.body.Data.Id);
    const reset = await alice.client.rest(`/api/workflow_job/reset/${job.body.Data.Id}`);
    expect(reset.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    const restarted = await alice.client.ok<JobView>(`/api/workflow_job/restart/${job.body.Data.Id}`);
    expect(restarted.State).toBe("pending");
    const [rerun] = await runUntilSettled(job.body.Data.Id);
    expect(rerun).toMatchObject({ State: "done", Run: 2 });
    const clone = await alice.client.ok<JobView>(`/api/workflow_job/clone/${job.body.Data.Id}`);
    expect(clone.Id).not.toBe(job.body.Data.Id);
    const [cloned] = await runUntilSettled(clone.Id);
    expect(cloned!.State).toBe("done");
  });

  it("answers another user's job like a missing one", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    const theirs = await bob.client.rest(`/api/workflow_job/cancel/${job.body.Data.Id}`);
    const missing = await bob.client.rest(`/api/workflow_job/cancel/99999999`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    await runUntilSettled(job.body.Data.Id);
  });
});

describe("workflow_job_tasks/read_result_molecule_file", () => {
  it("answers one molecule of a task's SDF output as a molfile, for its owner and the back office", async () => {
    const sdf = await readFile(
      path.join(t.app.services.config.repoRoot, "tests", "fixtures", "cdk2.sdf"),
      "utf8",
    );
    const file = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "cdk2.sdf",
      Buffer.from(sdf),
    );
    const job = await submit(alice, [
      { Key: "copy", ModuleId: moduleIds.sdfcopy, Args: { input: { dataFileId: file.Id } } },
    ]);
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task!.State).toBe("done");
    // The second record of the file: its title line, its atoms and bonds, no properties.
    const second = sdf.split("$$$$")[1]!.replace(/^\r?\n/, "");
    const title = second.split(/\r?\n/)[0]!;
    const url = `/api/workflow_job_tasks/read_result_molecule_file/${task!.Id}?MolFileId=mols.sdf/2`;
    const response = await alice.client.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("chemical/x-mdl-molfile");
    const mol = await response.text();
    expect(mol.split(/\r?\n/)[0]).toBe(title);
    expect(mol).toContain("M  END");
    expect(mol).not.toContain("$$$$");
    expect(mol).not.toContain("> <");
    const admin = await t.admin();
    const sysResponse = await admin.fetch(
      `/api/sys/workflow_job_tasks/read_result_molecule_file/${task!.Id}?MolFileId=mols.sdf/2`,
    );
    expect(await sysResponse.text()).toBe(mol);

    const code = async (client: typeof alice.client, target: string) =>
      (await client.rest(target)).body.Error?.Type;
    const base = `/api/workflow_job_tasks/read_result_molecule_file/${task!.Id}`;
    expect(await code(alice.client, `${base}?MolFileId=mols.sdf/999`)).toBe("DBDataNotExist");
    expect(await code(alice.client, `${base}?MolFileId=other.sdf/1`)).toBe("DBDataNotExist");
    expect(await code(alice.client, `${base}?MolFileId=mols.sdf`)).toBe("ServerInvalidParameter");
    expect(await code(alice.client, `${base}?MolFileId=mols.sdf/0`)).toBe("ServerInvalidParameter");
    expect(await code(bob.client, url)).toBe("DBDataNotExist");
    expect(await code(t.client(), url)).toBe("DBUserNoLogin");
  });
});

describe("workflow_job_task_relation/query", () => {
  it("answers the job's edges: file links with output and argument, and plain dependencies", async () => {
    const job = await submit(alice, [
      { Key: "first", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
      {
        Key: "second",
        ModuleId: moduleIds.copy,
        Args: { input: { task: "first", output: "copy.txt" } },
      },
      {
        Key: "third",
        ModuleId: moduleIds.copy,
        Args: { input: { dataFileId: inputId } },
        DependsOn: ["second"],
      },
    ]);
    expect(job.body.Error).toBeNull();
    const relations = await alice.client.ok<unknown[]>("/api/workflow_job_task_relation/query", {
      JobId: job.body.Data.Id,
    });
    expect(relations).toEqual([
      { From: "first", To: "second", Output: "copy.txt", Arg: "input" },
      { From: "second", To: "third", Output: null, Arg: null },
    ]);
    const admin = await t.admin();
    expect(
      await admin.ok<unknown[]>("/api/sys/workflow_job_task_relation/query", { JobId: job.body.Data.Id }),
    ).toEqual(relations);
    await alice.client.ok(`/api/workflow_job/cancel/${job.body.Data.Id}`);
  });

  it("answers another user's job like a missing one and refuses bad ids and callers without a session", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    const path = "/api/workflow_job_task_relation/query";
    expect((await bob.client.rest(path, { JobId: job.body.Data.Id })).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await alice.client.rest(path, { JobId: "x" })).body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await t.client().rest(path, { JobId: job.body.Data.Id })).body.Error?.Type).toBe("DBUserNoLogin");
    const sysPath = "/api/sys/workflow_job_task_relation/query";
    expect((await alice.client.rest(sysPath, { JobId: job.body.Data.Id })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const outsider = await createSystemUser(t, await t.admin(), ["User.Read"]);
    const denied = await outsider.client.rest(sysPath, { JobId: job.body.Data.Id });
    expect([denied.body.Error?.Type, denied.body.Error?.Value]).toEqual([
      "DBPermDenied",
      "Workflow.Job.Read",
    ]);
    await alice.client.ok(`/api/workflow_job/cancel/${job.body.Data.Id}`);
  });
});

describe("the executor's limits", () => {
  it("applies the module image's CPU count and memory to the program", async () => {
    const job = await submit(alice, [
      { Key: "limited", ModuleId: moduleIds.limited, Args: { input: { dataFileId: inputId } } },
      { Key: "unlimited", ModuleId: moduleIds.unlimited, Args: { input: { dataFileId: inputId } } },
    ]);
    const settled = await runUntilSettled(job.body.Data.Id);
    const report = async (key: string) => {
      const task = settled.find((x) => x.Key === key)!;
      expect(task.State).toBe("done");
      const out = await alice.client.fetch(
        `/api/workflow_job_tasks/read_file/${task.Id}?Type=OutFile&KeyName=copy.txt`,
      );
      return out.text();
    };
    expect(await report("limited")).toBe("cpus 1\nmemory refused\n");
    expect(await report("unlimited")).toBe(`cpus ${availableParallelism()}\nmemory allocated\n`);
  });

  it("aborts a task that never ends at its timeout", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.sleep, Args: { input: { dataFileId: inputId } } },
    ]);
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task).toMatchObject({ State: "abort", Reason: "timed out after 1 s" });
  });

  it("aborts a task that prints without end", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.spam, Args: { input: { dataFileId: inputId } } },
    ]);
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task!.State).toBe("abort");
    expect(task!.Reason).toContain("printed more than");
  });
});

describe("the scheduler", () => {
  it("never lets two schedulers claim the same task", async () => {
    const other = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
      ...defaultSchedulerOptions,
      concurrency: 8,
    });
    const mine = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
      ...defaultSchedulerOptions,
      concurrency: 8,
    });
    const job = await submit(
      alice,
      Array.from({ length: 6 }, (_, i) => ({
        Key: `t${i}`,
        ModuleId: moduleIds.copy,
        Args: { input: { dataFileId: inputId } },
      })),
    );
    await Promise.all([mine.tick(), other.tick()]);
    const claimed = await t.app.services.db
      .select({ id: tasks.id, owner: tasks.leaseOwner, attempt: tasks.attempt })
      .from(tasks)
      .where(eq(tasks.jobId, job.body.Data.Id));
    await Promise.all([mine.idle(), other.idle()]);
    expect(claimed.every((c) => c.attempt <= 1)).toBe(true);
    const settled = await runUntilSettled(job.body.Data.Id);
    expect(settled.every((x) => x.State === "done")).toBe(true);
    const charges = await t.app.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokenLedger)
      .where(sql`${tokenLedger.taskId} in (select id from ${tasks} where job_id = ${job.body.Data.Id})`);
    expect(charges[0]!.n).toBe(6);
  });

  it("starts a task again when its worker's lease ran out, and aborts it after too many starts", async () => {
    const job = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    // A worker claimed the task (a minute's lease) and died. While its lease runs, nobody takes the
    // task; once the clock passed the lease, the task starts again.
    const lease = defaultSchedulerOptions.leaseMs;
    const claimedBy = (attempt: number) => ({
      state: "doing" as const,
      leaseOwner: "dead-worker",
      leaseExpiresAt: new Date(t.clock.ms() + lease),
      attempt,
    });
    const rowOf = async (jobId: number) =>
      (await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId)))[0]!;
    /** Claims the job's task for the dead worker, checks it is kept 5 s before the lease ends, then moves past it. */
    const outliveLease = async (jobId: number, attempt: number) => {
      await t.app.services.db.update(tasks).set(claimedBy(attempt)).where(eq(tasks.jobId, jobId));
      t.clock.advance(lease - 5_000);
      await scheduler.tick();
      await scheduler.idle();
      expect(await rowOf(jobId)).toMatchObject({ state: "doing", leaseOwner: "dead-worker", attempt });
      t.clock.advance(10_000);
    };
    await outliveLease(job.body.Data.Id, 1);
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task!.State).toBe("done");
    const job2 = await submit(alice, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: inputId } } },
    ]);
    await outliveLease(job2.body.Data.Id, 3);
    const [lost] = await runUntilSettled(job2.body.Data.Id);
    expect(lost).toMatchObject({ State: "abort", Reason: "the worker running it stopped 3 times" });
  });

  it("keeps the lease of a task that runs longer than the lease with heartbeats: one start, done", async () => {
    const options = { ...defaultSchedulerOptions, concurrency: 1, leaseMs: 900 };
    const worker = createScheduler(
      t.app.services,
      localExecutors(createLocalExecutor()),
      () => undefined,
      options,
    );
    // Another worker that would take the task over if the first one stopped renewing its lease.
    const other = createScheduler(
      t.app.services,
      localExecutors(createLocalExecutor()),
      () => undefined,
      options,
    );
    try {
      const job = await submit(alice, [
        { Key: "a", ModuleId: moduleIds.nap, Args: { input: { dataFileId: inputId } } },
      ]);
      await worker.tick();
      const [claimed] = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, job.body.Data.Id));
      expect([claimed!.state, claimed!.leaseOwner]).toEqual(["doing", worker.workerId]);
      for (let i = 0; i < 10; i++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.tick();
      }
      await worker.idle();
      await other.idle();
      const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, job.body.Data.Id));
      expect([row!.state, row!.attempt, row!.reason]).toEqual(["done", 1, null]);
    } finally {
      await worker.stop();
      await other.stop();
    }
  });

  it("charges one run of a task once, however often the charge is attempted", async () => {
    const [task] = await t.app.services.db.select().from(tasks).limit(1);
    const first = await settleRun(t.app.services, {
      wallet: userWallet(alice.id),
      taskId: task!.id,
      run: 99,
      tokens: 5,
      note: "x",
    });
    const second = await settleRun(t.app.services, {
      wallet: userWallet(alice.id),
      taskId: task!.id,
      run: 99,
      tokens: 5,
      note: "x",
    });
    expect([first.settled, second.settled]).toEqual([true, false]);
  });
});

describe("limits", () => {
  it("refuses a sixth unfinished job with the spec's message, and an empty token balance", async () => {
    const carol = await registerUser(t);
    const file = await uploadBytes(
      carol.client,
      "/api/workflow_job_task_data_source_file",
      "c.txt",
      randomBytes(8),
    );
    const body = [{ Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: file.Id } } }];
    for (let i = 0; i < 5; i++) expect((await submit(carol, body)).body.Error).toBeNull();
    const sixth = await submit(carol, body);
    expect(sixth.status).toBe(429);
    expect(sixth.body.Error).toMatchObject({ Type: "UserResourceWorkflowJobCountOver", Value: "5" });
    const dave = await registerUser(t);
    const daveFile = await uploadBytes(
      dave.client,
      "/api/workflow_job_task_data_source_file",
      "d.txt",
      randomBytes(8),
    );
    await t.app.services.db.insert(tokenLedger).values({
      userId: dave.id,
      amount: -(await tokenBalance(t.app.services, userWallet(dave.id))),
      kind: "grant",
      note: "spent",
    });
    const broke = await submit(dave, [
      { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: daveFile.Id } } },
    ]);
    expect(broke.body.Error?.Type).toBe("UserResourceWorkflowJobCalcMetricOver");
  });

  // Workflow storage (job results) is its own limit (tests/api/resource-limits.test.ts): a user over
  // the data storage quota still runs jobs, and only new files are refused.
  it("lets a user over the data storage quota submit, and refuses their next upload", async () => {
    const erin = await registerUser(t);
    const file = await uploadBytes(
      erin.client,
      "/api/workflow_job_task_data_source_file",
      "e.bin",
      randomBytes(1536 * 1024),
    );
    const admin = await t.admin();
    await setStorageQuota(admin, 1, "MB");
    try {
      const over = await submit(erin, [
        { Key: "a", ModuleId: moduleIds.copy, Args: { input: { dataFileId: file.Id } } },
      ]);
      expect(over.body.Error).toBeNull();
      const more = randomBytes(10);
      const upload = await erin.client.rest("/api/workflow_job_task_data_source_file/upload_meta", {
        Name: "more.bin",
        Size: more.length,
        Sha256: sha256Hex(more),
      });
      expect(upload.body.Error?.Type).toBe("UserResourceStorageSizeOver");
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });
});

describe("GraphQL for scripted clients", () => {
  it("lists modules with their argument schemas, submits a job and reads its tasks and outputs", async () => {
    const catalogue = await alice.client.gqlData<{
      modules: { id: string; key: string; args: { name: string; format: string; require: boolean }[] }[];
    }>(`{ modules { id key args { name format require } } }`);
    const copy = catalogue.modules.find((m) => m.key === "test/copy");
    expect(copy?.args).toEqual([
      { name: "input", format: "file", require: true },
      { name: "suffix", format: "string", require: false },
    ]);
    expect(catalogue.modules.some((m) => m.key === "test/hidden")).toBe(false);
    const submitted = await alice.client.gqlData<{ submitJob: { id: string; state: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id state } }`,
      {
        input: {
          name: "from graphql",
          tasks: [{ key: "a", moduleId: copy!.id, args: { input: { dataFileId: inputId }, suffix: "gql" } }],
        },
      },
    );
    expect(submitted.submitJob.state).toBe("pending");
    await runUntilSettled(Number(submitted.submitJob.id));
    const job = await alice.client.gqlData<{
      job: {
        state: string;
        progress: number;
        tasks: { state: string; module: { key: string }; outputs: { name: string; readUrl: string }[] }[];
      };
    }>(
      `query($id: ID!) { job(id: $id) { state progress tasks { state module { key } outputs { name readUrl } } } }`,
      {
        id: submitted.submitJob.id,
      },
    );
    expect(job.job).toMatchObject({ state: "done", progress: 1 });
    expect(job.job.tasks[0]!.module.key).toBe("test/copy");
    const read = await alice.client.fetch(job.job.tasks[0]!.outputs[0]!.readUrl);
    expect(await read.text()).toBe("hello\ngql\n");
    const theirs = await bob.client.gql(`query($id: ID!) { job(id: $id) { id } }`, {
      id: submitted.submitJob.id,
    });
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe("DBDataNotExist");
  });
});

describe("the demo modules through the engine", () => {
  it("computes RDKit descriptors for the demo data set (module-demo cdk2.sdf)", async () => {
    const demo = await alice.client.ok<{ List: { Id: number; Name: string }[] }>(
      "/api/workflow_job_task_data_source_file/query_page",
      { Where: { Lvg: [{ Values: [{ Name: "Kind", Value: "module_demo" }] }] } },
    );
    const cdk2 = demo.List.find((f) => f.Name === "cdk2.sdf");
    expect(cdk2).toBeDefined();
    const catalogue = await alice.client.ok<{ Id: number; Key: string }[]>(
      "/api/workflow_job_task_module/list",
    );
    const descriptors = catalogue.find((m) => m.Key === "rdkit/descriptors");
    expect(descriptors).toBeDefined();
    const job = await submit(alice, [
      { Key: "descriptors", ModuleId: descriptors!.Id, Args: { molecules: { dataFileId: cdk2!.Id } } },
    ]);
    expect(job.body.Error).toBeNull();
    const [task] = await runUntilSettled(job.body.Data.Id);
    expect(task!.State).toBe("done");
    const csv = await alice.client.fetch(
      `/api/workflow_job_tasks/read_file/${task!.Id}?Type=OutFile&KeyName=descriptors.csv`,
    );
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain("MolWt");
    expect(lines).toHaveLength(48);
    const saved = await alice.client.ok<{ Name: string; Kind: string }>(
      "/api/workflow_job_tasks/save_result_file_to",
      {
        JobTaskId: task!.Id,
        KeyName: "descriptors.csv",
        DirNames: ["results"],
      },
    );
    expect(saved).toMatchObject({ Name: "descriptors.csv", Kind: "private" });
  }, 60_000);
});
