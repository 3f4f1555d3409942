/**
 * A project's own tokens (issue 28 item 2, "who pays is explicit"): an owner moves tokens from their
 * balance into the project (one transaction, both ledgers); every member reads the project's balance
 * and ledger; editors, viewers, outsiders, missing ids and bad amounts are refused. A job made in a
 * project with tokens available is paid by the project (its hold, its charges, its refund); a job of a
 * project without tokens is paid by the member who submits it. REST and GraphQL, a real run on the
 * local executor.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskProjectTokensSpentReason } from "@crucible/schema";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: false };

let t: TestApp;
let admin: Client;
let anonymous: Client;
let scheduler: Scheduler;
let pricedModule = 0;
let spinModule = 0;
/** alice owns the project; bob edits it; carol views it; eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
let eve: NormalUser;
let projectId = 0;

interface Tokens {
  Balance: number;
  Held: number;
  Available: number;
}
interface LedgerPage {
  Total: number;
  List: {
    Amount: number;
    Kind: string;
    Note: string;
    MemberAccount: string | null;
    JobId: number | null;
  }[];
}
interface JobView {
  Id: number;
  State: string;
  ProjectId: number | null;
  ChargedTo: number | null;
  PayerKind: string;
  PayerProjectId: number | null;
}
interface TaskView {
  Id: number;
  State: string;
  Tokens: number;
}

const userTokens = (user: NormalUser) => user.client.ok<Tokens>("/api/user/token_balance");
const projectTokens = (user: NormalUser, id = projectId) =>
  user.client.ok<Tokens>("/api/project/tokens", { ProjectId: id });
const addTokens = (client: Client, body: Record<string, unknown>) =>
  client.rest<Tokens>("/api/project/tokens_add", { ProjectId: projectId, ...body });
const errorOf = async (client: Client, path: string, body: unknown): Promise<EnvelopeError | null> =>
  (await client.rest(path, body)).body.Error;

async function inputOf(user: NormalUser): Promise<number> {
  return (
    await uploadBytes(user.client, "/api/workflow_job_task_data_source_file", "in.txt", Buffer.from("x"))
  ).Id;
}

const submit = async (user: NormalUser, project: number | null, moduleId = pricedModule) =>
  user.client.rest<JobView>("/api/workflow_job/submit", {
    Name: "project tokens",
    ProjectId: project,
    Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: await inputOf(user) } } }],
  });

async function runToEnd(user: NormalUser, jobId: number): Promise<TaskView> {
  await waitFor("the job to end", async () => {
    await scheduler.tick();
    await scheduler.idle();
    const job = await user.client.ok<JobView>(`/api/workflow_job/read/${jobId}`);
    return ["done", "abort"].includes(job.State) ? job : null;
  });
  const [task] = await user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${jobId}`);
  return task!;
}

async function join(id: number, user: NormalUser, role: string): Promise<void> {
  await alice.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  anonymous = t.client();
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 1,
    // Metered every 300 ms, so that a spinning task spends a project's tokens in a few ticks.
    meterMs: 300,
  });
  // A priced module: every run costs at least a token.
  pricedModule = await addEngineModule(t, "test/project-tokens-copy", "copy.mjs", {
    args: [fileArg],
    tokenPrice: 100,
  });
  // 500 tokens per CPU-second, spinning until stopped.
  spinModule = await addEngineModule(t, "test/project-tokens-spin", "spin.mjs", {
    args: [fileArg],
    tokenPrice: 500,
    timeoutSeconds: 30,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  carol = await registerUser(t);
  eve = await registerUser(t);
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Paid screen" })).Id;
  await join(projectId, bob, "editor");
  await join(projectId, carol, "viewer");
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("moving tokens into a project", () => {
  it("moves exactly the amount from the owner's balance to the project's, with an entry on each ledger", async () => {
    expect(await projectTokens(alice)).toEqual({ Balance: 0, Held: 0, Available: 0 });
    const after = await addTokens(alice.client, { Amount: 300, Note: "first quarter" });
    expect(after.body).toEqual({ Error: null, Data: { Balance: 300, Held: 0, Available: 300 } });
    expect(await userTokens(alice)).toEqual({ Balance: 700, Held: 0, Available: 700 });

    const { projectAddTokens } = await alice.client.gqlData<{
      projectAddTokens: { balance: number; held: number; available: number };
    }>(`mutation($p: ID!) { projectAddTokens(projectId: $p, amount: 100) { balance held available } }`, {
      p: String(projectId),
    });
    expect(projectAddTokens).toEqual({ balance: 400, held: 0, available: 400 });
    expect((await userTokens(alice)).Balance).toBe(600);

    const ledger = await carol.client.ok<LedgerPage>("/api/project/token_ledger", { ProjectId: projectId });
    expect(ledger.Total).toBe(2);
    expect(ledger.List.map((e) => [e.Amount, e.Kind, e.Note, e.MemberAccount])).toEqual([
      [100, "transfer", "", alice.account],
      [300, "transfer", "first quarter", alice.account],
    ]);
    // The owner's side: two entries taking the same amounts out.
    const mine = await t.app.services.db
      .select({ amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, alice.id), eq(tokenLedger.kind, "transfer")));
    expect(mine.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-300, -100]);
  });

  it("lets every member read the project's tokens and ledger (REST and GraphQL), and nobody else", async () => {
    for (const member of [alice, bob, carol])
      expect(await projectTokens(member)).toEqual({ Balance: 400, Held: 0, Available: 400 });
    const { project } = await carol.client.gqlData<{
      project: { tokens: { balance: number }; ledger: { total: number; list: { kind: string }[] } };
    }>(
      `query($id: ID!) { project(id: $id) { tokens { balance } ledger(limit: 1) { total list { kind } } } }`,
      {
        id: String(projectId),
      },
    );
    expect(project).toEqual({ tokens: { balance: 400 }, ledger: { total: 2, list: [{ kind: "transfer" }] } });

    for (const path of ["/api/project/tokens", "/api/project/token_ledger"]) {
      const missing = await errorOf(eve.client, path, { ProjectId: 987654321 });
      expect(missing?.Type).toBe("DBDataNotExist");
      expect(await errorOf(eve.client, path, { ProjectId: projectId })).toEqual(missing);
      expect((await errorOf(anonymous, path, { ProjectId: projectId }))?.Type).toBe("DBUserNoLogin");
    }
    const outsider = await eve.client.gql(`query($id: ID!) { project(id: $id) { tokens { balance } } }`, {
      id: String(projectId),
    });
    expect(gqlCode(outsider)).toBe("DBDataNotExist");
    const bad = await errorOf(carol.client, "/api/project/token_ledger", { ProjectId: projectId, Limit: 0 });
    expect(bad?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses the not signed in, editors, viewers, outsiders, missing ids, too many tokens and bad amounts", async () => {
    const before = { alice: await userTokens(alice), project: await projectTokens(alice) };

    expect((await addTokens(anonymous, { Amount: 10 })).body.Error?.Type).toBe("DBUserNoLogin");
    const anonymousGql = await anonymous.gql(
      `mutation($p: ID!) { projectAddTokens(projectId: $p, amount: 10) { balance } }`,
      { p: String(projectId) },
    );
    expect(gqlCode(anonymousGql)).toBe("DBUserNoLogin");

    for (const member of [bob, carol]) {
      const refused = await addTokens(member.client, { Amount: 10 });
      expect(refused.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Project.owner" });
      const gql = await member.client.gql(
        `mutation($p: ID!) { projectAddTokens(projectId: $p, amount: 10) { balance } }`,
        { p: String(projectId) },
      );
      expect(gqlCode(gql)).toBe("DBPermDenied");
    }

    const missing = await errorOf(eve.client, "/api/project/tokens_add", {
      ProjectId: 987654321,
      Amount: 10,
    });
    expect(missing?.Type).toBe("DBDataNotExist");
    expect(
      await errorOf(eve.client, "/api/project/tokens_add", { ProjectId: projectId, Amount: 10 }),
    ).toEqual(missing);

    // More than the owner has available: the spec's not-enough-tokens error, naming what is available.
    const short = await addTokens(alice.client, { Amount: before.alice.Available + 1 });
    expect(short.body.Error).toMatchObject({
      Type: "UserResourceWorkflowJobCalcMetricOver",
      Value: String(before.alice.Available),
    });

    for (const Amount of [0, -5, 1.5, "10", null, 1_000_000_000_001]) {
      const bad = await addTokens(alice.client, { Amount });
      expect(bad.body.Error?.Type, `Amount ${String(Amount)}`).toBe("ServerInvalidParameter");
    }
    const longNote = await addTokens(alice.client, { Amount: 1, Note: "n".repeat(201) });
    expect(longNote.body.Error?.Type).toBe("ServerInvalidParameter");

    expect(await userTokens(alice)).toEqual(before.alice);
    expect(await projectTokens(alice)).toEqual(before.project);
  });

  it("lets parallel transfers move no more than the owner has", async () => {
    const owner = await registerUser(t);
    const id = (await owner.client.ok<{ Id: number }>("/api/project/create", { Name: "Race" })).Id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        owner.client.rest("/api/project/tokens_add", { ProjectId: id, Amount: 300 }),
      ),
    );
    const passed = answers.filter((a) => a.body.Error === null);
    expect(passed).toHaveLength(3);
    for (const refused of answers.filter((a) => a.body.Error !== null))
      expect(refused.body.Error?.Type).toBe("UserResourceWorkflowJobCalcMetricOver");
    expect(await userTokens(owner)).toEqual({ Balance: 100, Held: 0, Available: 100 });
    expect(await projectTokens(owner, id)).toEqual({ Balance: 900, Held: 0, Available: 900 });
    // A project with tokens left is not deleted with them.
    const removed = await errorOf(owner.client, "/api/project/delete", { Id: id });
    expect(removed).toMatchObject({ Type: "DBDataHasChildren", Value: "Tokens" });
  });
});

describe("who pays for a job", () => {
  let paidJob = 0;
  let paidTask: TaskView;

  it("holds a job of a funded project on the project's tokens, and says the project pays", async () => {
    const submitted = await submit(bob, projectId);
    expect(submitted.body.Error).toBeNull();
    paidJob = submitted.body.Data.Id;
    expect(submitted.body.Data).toMatchObject({
      ProjectId: projectId,
      ChargedTo: null,
      PayerKind: "project",
      PayerProjectId: projectId,
    });
    // The hold is the project's: the member's own tokens are untouched.
    const held = await projectTokens(bob);
    expect(held.Balance).toBe(400);
    expect(held.Held).toBeGreaterThan(0);
    expect(held.Available).toBe(400 - held.Held);
    expect(await userTokens(bob)).toEqual({ Balance: 1000, Held: 0, Available: 1000 });

    for (const member of [bob, carol]) {
      const { job } = await member.client.gqlData<{
        job: {
          chargedToAccount: string | null;
          payer: {
            kind: string;
            projectId: string | null;
            projectName: string | null;
            account: string | null;
          };
        };
      }>(
        `query($id: ID!) { job(id: $id) { chargedToAccount payer { kind projectId projectName account } } }`,
        {
          id: String(paidJob),
        },
      );
      expect(job).toEqual({
        chargedToAccount: null,
        payer: { kind: "project", projectId: String(projectId), projectName: "Paid screen", account: null },
      });
    }
  });

  it("charges the run to the project, and the project's ledger names the member and the job", async () => {
    paidTask = await runToEnd(bob, paidJob);
    expect(paidTask.State).toBe("done");
    expect(paidTask.Tokens).toBeGreaterThan(0);
    expect(await projectTokens(bob)).toEqual({
      Balance: 400 - paidTask.Tokens,
      Held: 0,
      Available: 400 - paidTask.Tokens,
    });
    expect(await userTokens(bob)).toEqual({ Balance: 1000, Held: 0, Available: 1000 });
    // Every charge row of the run is the project's.
    const rows = await t.app.services.db
      .select({ userId: tokenLedger.userId, projectId: tokenLedger.projectId })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.taskId, paidTask.Id), eq(tokenLedger.kind, "charge")));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ userId: null, projectId });
    // The run's entries (its meter ticks, if a tick came before the end, and the settlement) name the
    // member and the job, and come to what the task cost.
    const ledger = await alice.client.ok<LedgerPage>("/api/project/token_ledger", { ProjectId: projectId });
    const runEntries = ledger.List.filter((entry) => entry.JobId === paidJob);
    expect(runEntries.length).toBeGreaterThan(0);
    for (const entry of runEntries) {
      expect(entry).toMatchObject({ Kind: "charge", MemberAccount: bob.account, JobId: paidJob });
    }
    expect(runEntries.reduce((total, entry) => total + entry.Amount, 0)).toBe(-paidTask.Tokens);
  }, 120_000);

  it("gives a refund back to the project that paid", async () => {
    const refund = await admin.ok<{ Refunded: number }>(
      "/api/sys/workflow_job_tasks/return_used_calc_metric",
      { JobTaskId: paidTask.Id },
    );
    expect(refund).toEqual({ Refunded: paidTask.Tokens });
    expect(await projectTokens(bob)).toEqual({ Balance: 400, Held: 0, Available: 400 });
    expect(await userTokens(bob)).toEqual({ Balance: 1000, Held: 0, Available: 1000 });
    const [row] = await t.app.services.db
      .select({ projectId: tokenLedger.projectId })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.taskId, paidTask.Id), eq(tokenLedger.kind, "refund")));
    expect(row).toEqual({ projectId });
  });

  it("charges a job of a project without tokens to the member who submits it", async () => {
    const unfunded = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Unfunded" })).Id;
    const before = await userTokens(alice);
    const submitted = await submit(alice, unfunded);
    expect(submitted.body.Data).toMatchObject({
      ProjectId: unfunded,
      ChargedTo: alice.id,
      PayerKind: "user",
      PayerProjectId: null,
    });
    const held = await userTokens(alice);
    expect(held.Held).toBeGreaterThan(0);
    const task = await runToEnd(alice, submitted.body.Data.Id);
    expect(task.State).toBe("done");
    expect(await userTokens(alice)).toEqual({
      Balance: before.Balance - task.Tokens,
      Held: 0,
      Available: before.Balance - task.Tokens,
    });
    expect(await projectTokens(alice, unfunded)).toEqual({ Balance: 0, Held: 0, Available: 0 });
    const { job } = await alice.client.gqlData<{
      job: { chargedToAccount: string; payer: { kind: string } };
    }>(`query($id: ID!) { job(id: $id) { chargedToAccount payer { kind } } }`, {
      id: String(submitted.body.Data.Id),
    });
    expect(job).toEqual({ chargedToAccount: alice.account, payer: { kind: "user" } });
  }, 120_000);

  it("decides again for a clone: a job made before the project had tokens is the member's, its clone the project's", async () => {
    const owner = await registerUser(t);
    const id = (await owner.client.ok<{ Id: number }>("/api/project/create", { Name: "Small" })).Id;
    const first = await submit(owner, id);
    expect(first.body.Data.PayerKind).toBe("user");
    await owner.client.ok("/api/project/tokens_add", { ProjectId: id, Amount: 50 });
    const clone = await owner.client.ok<JobView>(`/api/workflow_job/clone/${first.body.Data.Id}`);
    expect(clone).toMatchObject({ ProjectId: id, PayerKind: "project", PayerProjectId: id });
    // The first job still holds on its member, the clone on the project.
    expect((await userTokens(owner)).Held).toBeGreaterThan(0);
    expect((await projectTokens(owner, id)).Held).toBeGreaterThan(0);
    // Both stay pending: nothing runs them.
    await owner.client.ok(`/api/workflow_job/cancel/${first.body.Data.Id}`);
    await owner.client.ok(`/api/workflow_job/cancel/${clone.Id}`);
    expect(await projectTokens(owner, id)).toEqual({ Balance: 50, Held: 0, Available: 50 });
  });

  it("counts holds against the project's available tokens: a job that does not fit is refused, once they hold it all the next job is the member's", async () => {
    const owner = await registerUser(t);
    const id = (await owner.client.ok<{ Id: number }>("/api/project/create", { Name: "Tight" })).Id;
    const estimateOf = async (project: number | null) =>
      (
        await owner.client.gqlData<{ jobEstimate: { tokens: number; balance: number; held: number } }>(
          `query($input: JobInput!) { jobEstimate(input: $input) { tokens balance held } }`,
          {
            input: {
              name: "estimate",
              projectId: project === null ? null : String(project),
              tasks: [{ key: "a", moduleId: String(pricedModule), args: {} }],
            },
          },
        )
      ).jobEstimate;
    // The module has run before (above): its estimate is what such a run cost.
    const estimate = (await estimateOf(null)).tokens;
    expect(estimate).toBeGreaterThan(1);

    // One token short: the project pays (it has tokens available) and the job does not fit.
    await owner.client.ok("/api/project/tokens_add", { ProjectId: id, Amount: estimate - 1 });
    const refused = await submit(owner, id);
    expect(refused.body.Error?.Type).toBe("UserResourceWorkflowJobCalcMetricOver");
    await owner.client.ok("/api/project/tokens_add", { ProjectId: id, Amount: 1 });
    expect(await estimateOf(id)).toEqual({ tokens: estimate, balance: estimate, held: 0 });

    const first = await submit(owner, id);
    expect(first.body.Data).toMatchObject({ PayerKind: "project", PayerProjectId: id });
    expect(await projectTokens(owner, id)).toEqual({ Balance: estimate, Held: estimate, Available: 0 });
    // Nothing left in the project: an estimate, and a submit, are the member's.
    const left = 1000 - estimate;
    expect(await estimateOf(id)).toEqual({ tokens: estimate, balance: left, held: 0 });
    const second = await submit(owner, id);
    expect(second.body.Data).toMatchObject({ PayerKind: "user", ChargedTo: owner.id, PayerProjectId: null });
    expect(await userTokens(owner)).toEqual({ Balance: left, Held: estimate, Available: left - estimate });

    // Reset decides again: the first job, cancelled while the project has tokens available, goes back
    // to the project; the second, reset while the first holds them, stays the member's.
    await owner.client.ok(`/api/workflow_job/cancel/${second.body.Data.Id}`);
    await owner.client.ok(`/api/workflow_job/cancel/${first.body.Data.Id}`);
    const reset = await owner.client.ok<JobView>(`/api/workflow_job/reset/${second.body.Data.Id}`);
    expect(reset).toMatchObject({ PayerKind: "project", PayerProjectId: id });
    expect(await projectTokens(owner, id)).toEqual({ Balance: estimate, Held: estimate, Available: 0 });
    const again = await owner.client.ok<JobView>(`/api/workflow_job/reset/${first.body.Data.Id}`);
    expect(again).toMatchObject({ PayerKind: "user", PayerProjectId: null });
    await owner.client.ok(`/api/workflow_job/cancel/${first.body.Data.Id}`);
    await owner.client.ok(`/api/workflow_job/cancel/${second.body.Data.Id}`);
  });
});

describe("when a project's tokens run out", () => {
  it("stops the jobs the project pays for at a balance of 0, and not the member's own", async () => {
    const owner = await registerUser(t);
    const id = (await owner.client.ok<{ Id: number }>("/api/project/create", { Name: "Spent" })).Id;
    await owner.client.ok("/api/project/tokens_add", { ProjectId: id, Amount: 100 });
    const paid = await submit(owner, id, spinModule);
    expect(paid.body.Data).toMatchObject({ PayerKind: "project", PayerProjectId: id });
    // The member's own job waits behind it (one task at a time) on the member's tokens.
    const own = await submit(owner, null);
    expect(own.body.Data.PayerKind).toBe("user");

    await scheduler.tick();
    await waitFor("the project's job to stop", async () => {
      const job = await owner.client.ok<JobView>(`/api/workflow_job/read/${paid.body.Data.Id}`);
      return job.State === "abort" ? job : null;
    });
    await scheduler.idle();
    const [stopped] = await owner.client.ok<(TaskView & { Reason: string })[]>(
      `/api/workflow_job/tasks/${paid.body.Data.Id}`,
    );
    expect(stopped!.Reason).toBe(taskProjectTokensSpentReason);
    expect(stopped!.Tokens).toBe(100);
    expect(await projectTokens(owner, id)).toEqual({ Balance: 0, Held: 0, Available: 0 });

    // The member's job was not stopped with it (the freed slot may have run it already): it runs on
    // the member's tokens, less the 100 moved into the project.
    const task = await runToEnd(owner, own.body.Data.Id);
    expect(task.State).toBe("done");
    expect(await userTokens(owner)).toEqual({
      Balance: 900 - task.Tokens,
      Held: 0,
      Available: 900 - task.Tokens,
    });
    // With nothing left, the project's next job is the member's again.
    const next = await submit(owner, id);
    expect(next.body.Data).toMatchObject({ PayerKind: "user", ChargedTo: owner.id });
    await owner.client.ok(`/api/workflow_job/cancel/${next.body.Data.Id}`);
  }, 120_000);
});
