/**
 * The back office's "Workflows" (every user's jobs) over real HTTP: the list with the generic query
 * body, one job with its tasks, cancel under the owner's rule, the recycle bin for finished jobs,
 * task logs and outputs read by an administrator, and refunds through the ledger. Every GraphQL field
 * and REST call is refused when not signed in, to a normal user, and to a system user without its
 * permission (DBPermDenied naming it).
 */
import path from "node:path";
import type { Permission } from "@crucible/schema";
import { and, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { tokenBalance, userWallet } from "../../gateway/src/domain/ledger/tokens.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { ledgerTotal } from "../support/tokens.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let reader: SystemUser;
let updater: SystemUser;
let deleter: SystemUser;
let stranger: SystemUser;
let scheduler: Scheduler;
let noopModule = 0;
let burnModule = 0;
/** A job of alice that ran (done), with a charged task. */
let doneJob = { id: "", taskId: "" };
/** A job of bob still pending (the scheduler does not run on its own here). */
let pendingJobId = "";

const missingId = "987654321";

async function addModule(key: string, script: string, tokenPrice: number): Promise<number> {
  const [row] = await t.app.services.db
    .insert(modules)
    .values({
      key: `test/${key}`,
      name: key,
      script: path.relative(
        path.join(t.app.services.config.repoRoot, "gateway", "modules"),
        path.join(t.app.services.config.repoRoot, "tests", "engine-modules", script),
      ),
      args: [],
      outputs: [],
      timeoutSeconds: 60,
      tokenPrice,
      discount: 1,
    })
    .returning();
  return row!.id;
}

const submitJob = `mutation($input: JobInput!) { submitJob(input: $input) { id state } }`;

async function submit(user: NormalUser, name: string, moduleId: number, tasks = 1): Promise<string> {
  const { submitJob: job } = await user.client.gqlData<{ submitJob: { id: string } }>(submitJob, {
    input: {
      name,
      tasks: Array.from({ length: tasks }, (_v, i) => ({
        key: `t${i}`,
        moduleId: String(moduleId),
        args: {},
      })),
    },
  });
  return job.id;
}

async function settle(user: NormalUser, jobId: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const { job } = await user.client.gqlData<{ job: { state: string } }>(
      `query($id: ID!) { job(id: $id) { state } }`,
      { id: jobId },
    );
    if (["done", "abort", "cancel"].includes(job.state)) return job.state;
  }
  throw new Error(`job ${jobId} did not settle`);
}

/** The sum of a user's ledger, read straight from the table (the balance is this sum). */
const ledgerSum = (userId: number) => ledgerTotal(t.app.services.db, userId);

interface Field {
  readonly name: string;
  readonly perm: Permission;
  readonly query: () => string;
  readonly variables: () => Record<string, unknown>;
}

const fields: readonly Field[] = [
  {
    name: "sysJobs",
    perm: "Workflow.Job.Read",
    query: () => `{ sysJobs { total } }`,
    variables: () => ({}),
  },
  {
    name: "sysJob",
    perm: "Workflow.Job.Read",
    query: () => `query($id: ID!) { sysJob(id: $id) { id } }`,
    variables: () => ({ id: doneJob.id }),
  },
  {
    name: "sysCancelJob",
    perm: "Workflow.Job.Update",
    query: () => `mutation($id: ID!) { sysCancelJob(id: $id) { id } }`,
    variables: () => ({ id: pendingJobId }),
  },
  {
    name: "sysRemoveJob",
    perm: "Workflow.Job.Delete",
    query: () => `mutation($id: ID!) { sysRemoveJob(id: $id) { id } }`,
    variables: () => ({ id: doneJob.id }),
  },
  {
    name: "sysRecoverJob",
    perm: "Workflow.Job.Delete",
    query: () => `mutation($id: ID!) { sysRecoverJob(id: $id) { id } }`,
    variables: () => ({ id: doneJob.id }),
  },
  {
    name: "sysRefundTask",
    perm: "Workflow.Job.Update",
    query: () => `mutation($id: ID!) { sysRefundTask(taskId: $id) { refunded } }`,
    variables: () => ({ id: doneJob.taskId }),
  },
];

interface Call {
  readonly name: string;
  readonly perm: Permission;
  readonly method: "GET" | "POST";
  readonly path: () => string;
  readonly body?: () => unknown;
}

const calls: readonly Call[] = [
  {
    name: "query_page",
    perm: "Workflow.Job.Read",
    method: "POST",
    path: () => "/api/sys/workflow_job/query_page",
  },
  { name: "count", perm: "Workflow.Job.Read", method: "POST", path: () => "/api/sys/workflow_job/count" },
  {
    name: "read",
    perm: "Workflow.Job.Read",
    method: "POST",
    path: () => `/api/sys/workflow_job/read/${doneJob.id}`,
  },
  {
    name: "tasks",
    perm: "Workflow.Job.Read",
    method: "POST",
    path: () => `/api/sys/workflow_job/tasks/${doneJob.id}`,
  },
  {
    name: "cancel",
    perm: "Workflow.Job.Update",
    method: "POST",
    path: () => `/api/sys/workflow_job/cancel/${pendingJobId}`,
  },
  {
    name: "delete_soft",
    perm: "Workflow.Job.Delete",
    method: "POST",
    path: () => `/api/sys/workflow_job/delete_soft/${doneJob.id}`,
  },
  {
    name: "delete_cancel",
    perm: "Workflow.Job.Delete",
    method: "POST",
    path: () => `/api/sys/workflow_job/delete_cancel/${doneJob.id}`,
  },
  {
    name: "read_file",
    perm: "Workflow.Job.Read",
    method: "GET",
    path: () => `/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Stdout`,
  },
  {
    name: "download_file",
    perm: "Workflow.Job.Read",
    method: "GET",
    path: () => `/api/sys/workflow_job_tasks/download_file/${doneJob.taskId}?Type=Stdout`,
  },
  {
    name: "return_used_calc_metric",
    perm: "Workflow.Job.Update",
    method: "POST",
    path: () => "/api/sys/workflow_job_tasks/return_used_calc_metric",
    body: () => ({ JobTaskId: Number(doneJob.taskId) }),
  },
];

async function callRest(
  client: Client,
  call: Call,
): Promise<{ status: number; type: string | undefined; meta: unknown }> {
  const response =
    call.method === "GET"
      ? await client.fetch(call.path())
      : await client.fetch(call.path(), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(call.body?.() ?? {}),
        });
  const text = await response.text();
  const parsed = JSON.parse(text) as { Error: { Type: string; Meta: unknown } | null };
  return { status: response.status, type: parsed.Error?.Type, meta: parsed.Error?.Meta };
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
  });
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  reader = await createSystemUser(t, admin, ["Workflow.Job.Read"]);
  updater = await createSystemUser(t, admin, ["Workflow.Job.Read", "Workflow.Job.Update"]);
  deleter = await createSystemUser(t, admin, ["Workflow.Job.Read", "Workflow.Job.Delete"]);
  stranger = await createSystemUser(t, admin, ["User.Read"]);
  noopModule = await addModule("sysjobs-noop", "noop.mjs", 10);
  burnModule = await addModule("sysjobs-burn", "burn.mjs", 10);
  const done = await submit(alice, "alpha burn", burnModule);
  expect(await settle(alice, done)).toBe("done");
  const { sysJob } = await admin.gqlData<{ sysJob: { tasks: { id: string }[] } }>(
    `query($id: ID!) { sysJob(id: $id) { tasks { id } } }`,
    { id: done },
  );
  doneJob = { id: done, taskId: sysJob.tasks[0]!.id };
  pendingJobId = await submit(bob, "beta pending", noopModule, 2);
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("who may call", () => {
  it.each(fields.map((f) => [f.name, f] as const))("%s: refused when not signed in", async (_n, field) => {
    expect(gqlCode(await t.client().gql(field.query(), field.variables()))).toBe("DBUserNoLogin");
  });

  it.each(fields.map((f) => [f.name, f] as const))("%s: refused to a normal user", async (_n, field) => {
    expect(gqlCode(await alice.client.gql(field.query(), field.variables()))).toBe("DBUserNoLogin");
  });

  it.each(fields.map((f) => [f.name, f] as const))(
    "%s: refused to a system user without its permission, naming it",
    async (_n, field) => {
      const result = await stranger.client.gql(field.query(), field.variables());
      expect(gqlCode(result)).toBe("DBPermDenied");
      expect(result.body.errors?.[0]?.extensions?.value).toBe(field.perm);
      // Read is not enough for Update or Delete.
      if (field.perm !== "Workflow.Job.Read") {
        const partial = await reader.client.gql(field.query(), field.variables());
        expect(gqlCode(partial)).toBe("DBPermDenied");
        expect(partial.body.errors?.[0]?.extensions?.value).toBe(field.perm);
      }
    },
  );

  it.each(calls.map((c) => [c.name, c] as const))("REST %s: refused when not signed in", async (_n, call) => {
    const result = await callRest(t.client(), call);
    expect(result.type).toBe("DBUserNoLogin");
    expect(result.status).toBe(401);
  });

  it.each(calls.map((c) => [c.name, c] as const))("REST %s: refused to a normal user", async (_n, call) => {
    expect((await callRest(alice.client, call)).type).toBe("DBUserNoLogin");
  });

  it.each(calls.map((c) => [c.name, c] as const))(
    "REST %s: refused to a system user without its permission, naming it",
    async (_n, call) => {
      const result = await callRest(stranger.client, call);
      expect(result.type).toBe("DBPermDenied");
      expect(result.meta).toEqual({ Perm: call.perm });
      if (call.perm !== "Workflow.Job.Read") {
        const partial = await callRest(reader.client, call);
        expect(partial.type).toBe("DBPermDenied");
        expect(partial.meta).toEqual({ Perm: call.perm });
      }
    },
  );

  it("leaves the jobs untouched after all those refusals", async () => {
    const { sysJob } = await admin.gqlData<{ sysJob: { state: string; deletedAt: string | null } }>(
      `query($id: ID!) { sysJob(id: $id) { state deletedAt } }`,
      { id: pendingJobId },
    );
    expect(sysJob).toEqual({ state: "pending", deletedAt: null });
    expect(await tokenBalance(t.app.services, userWallet(alice.id))).toBe(await ledgerSum(alice.id));
  });
});

describe("missing ids and bad input", () => {
  it.each(fields.filter((f) => f.name !== "sysJobs").map((f) => [f.name, f] as const))(
    "%s: a missing id answers DBDataNotExist",
    async (_n, field) => {
      expect(gqlCode(await admin.gql(field.query(), { id: missingId }))).toBe("DBDataNotExist");
    },
  );

  it.each(fields.filter((f) => f.name !== "sysJobs").map((f) => [f.name, f] as const))(
    "%s: a non-integer id answers ServerInvalidParameter",
    async (_n, field) => {
      for (const id of ["abc", "-1", "1.5", "0"]) {
        expect(gqlCode(await admin.gql(field.query(), { id }))).toBe("ServerInvalidParameter");
      }
    },
  );

  it.each([
    ["read", `/api/sys/workflow_job/read/${missingId}`],
    ["tasks", `/api/sys/workflow_job/tasks/${missingId}`],
    ["cancel", `/api/sys/workflow_job/cancel/${missingId}`],
    ["delete_soft", `/api/sys/workflow_job/delete_soft/${missingId}`],
    ["delete_cancel", `/api/sys/workflow_job/delete_cancel/${missingId}`],
  ])("REST %s: a missing id answers DBDataNotExist", async (_n, url) => {
    const result = await admin.rest(url);
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("REST task files and refunds: a missing task answers DBDataNotExist", async () => {
    for (const verb of ["read_file", "download_file"]) {
      const response = await admin.fetch(`/api/sys/workflow_job_tasks/${verb}/${missingId}?Type=Stdout`);
      const body = (await response.json()) as { Error: { Type: string } };
      expect(body.Error.Type).toBe("DBDataNotExist");
    }
    const refund = await admin.rest("/api/sys/workflow_job_tasks/return_used_calc_metric", {
      JobTaskId: Number(missingId),
    });
    expect(refund.body.Error?.Type).toBe("DBDataNotExist");
  });

  it.each([
    ["read", "/api/sys/workflow_job/read/abc"],
    ["tasks", "/api/sys/workflow_job/tasks/abc"],
    ["cancel", "/api/sys/workflow_job/cancel/1.5"],
    ["delete_soft", "/api/sys/workflow_job/delete_soft/-1"],
  ])("REST %s: a non-integer id answers ServerInvalidParameter", async (_n, url) => {
    const result = await admin.rest(url);
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("REST task files: a non-integer id or an unknown Type answers ServerInvalidParameter", async () => {
    const bad = await admin.fetch(`/api/sys/workflow_job_tasks/read_file/x1?Type=Stdout`);
    expect(((await bad.json()) as { Error: { Type: string } }).Error.Type).toBe("ServerInvalidParameter");
    const type = await admin.fetch(`/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Secrets`);
    expect(type.status).toBe(400);
    expect(((await type.json()) as { Error: { Type: string } }).Error.Type).toBe("ServerInvalidParameter");
  });

  it.each([["x"], [-3], [1.5], [null]])("return_used_calc_metric: JobTaskId %s is refused", async (id) => {
    const result = await admin.rest("/api/sys/workflow_job_tasks/return_used_calc_metric", { JobTaskId: id });
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses an unknown Where or OrderBy column, a non-integer integer field and a bad Limit", async () => {
    const where = (name: string, value: string) => ({
      query: { where: [{ values: [{ name, value }] }] },
    });
    const list = `query($query: QueryInput) { sysJobs(query: $query) { total } }`;
    for (const variables of [
      where("Password", "x"),
      where("OwnerId", "one"),
      where("CreatedAt", "yesterday-ish"),
      { query: { orderBy: [{ name: "Nope" }] } },
      { query: { limit: 0 } },
      { query: { where: [{ values: [{ name: "State", value: "done", symbol: "~" }] }] } },
    ]) {
      const result = await admin.gql(list, variables);
      expect(gqlCode(result), JSON.stringify(variables)).toBe("ServerInvalidParameter");
    }
    const rest = await admin.rest("/api/sys/workflow_job/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "Nope", Value: "1" }] }] },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.Error).toMatchObject({ Type: "ServerInvalidParameter", Value: "unknown field Nope" });
  });
});

interface SysJobView {
  id: string;
  name: string;
  ownerAccount: string;
  state: string;
  taskCount: number;
  tokens: number;
}

const listQuery = `query($query: QueryInput) { sysJobs(query: $query) { total list { id name ownerAccount state taskCount tokens } } }`;

async function list(
  client: Client,
  query: Record<string, unknown>,
): Promise<{ total: number; list: SysJobView[] }> {
  return (await client.gqlData<{ sysJobs: { total: number; list: SysJobView[] } }>(listQuery, { query }))
    .sysJobs;
}

describe("the list of every user's jobs", () => {
  it("shows jobs of all users with owner, state, task count and tokens", async () => {
    const page = await list(reader.client, { limit: 100 });
    const done = page.list.find((j) => j.id === doneJob.id);
    const pending = page.list.find((j) => j.id === pendingJobId);
    expect(done).toMatchObject({
      name: "alpha burn",
      ownerAccount: alice.account,
      state: "done",
      taskCount: 1,
    });
    expect(done!.tokens).toBeGreaterThan(0);
    expect(pending).toMatchObject({ ownerAccount: bob.account, state: "pending", taskCount: 2, tokens: 0 });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it("filters by owner account, name, state and created-at range, sorts and pages", async () => {
    const byOwner = await list(reader.client, {
      where: [{ values: [{ name: "OwnerAccount", value: bob.account }] }],
    });
    expect(byOwner.list.every((j) => j.ownerAccount === bob.account)).toBe(true);
    expect(byOwner.list.map((j) => j.id)).toContain(pendingJobId);

    const byName = await list(reader.client, {
      where: [{ values: [{ name: "Name", value: "ALPHA", symbol: "LIKE" }] }],
    });
    expect(byName.list.map((j) => j.id)).toEqual([doneJob.id]);

    const byState = await list(reader.client, {
      where: [{ values: [{ name: "State", value: "pending" }] }],
    });
    expect(byState.list.length).toBeGreaterThan(0);
    expect(byState.list.every((j) => j.state === "pending")).toBe(true);

    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const inRange = await list(reader.client, {
      where: [
        {
          values: [
            { name: "CreatedAt", value: hourAgo, symbol: ">=" },
            { name: "CreatedAt", value: inAnHour, symbol: "<=" },
          ],
        },
      ],
    });
    expect(inRange.list.map((j) => j.id)).toEqual(expect.arrayContaining([doneJob.id, pendingJobId]));
    const future = await list(reader.client, {
      where: [{ values: [{ name: "CreatedAt", value: inAnHour, symbol: ">=" }] }],
    });
    expect(future.total).toBe(0);

    const sorted = await list(reader.client, { orderBy: [{ name: "Name", isAsc: true }], limit: 100 });
    const names = sorted.list.map((j) => j.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const first = await list(reader.client, { orderBy: [{ name: "Id" }], limit: 1 });
    const second = await list(reader.client, { orderBy: [{ name: "Id" }], limit: 1, offset: 1 });
    expect(first.list).toHaveLength(1);
    expect(second.list).toHaveLength(1);
    expect(Number(second.list[0]!.id)).toBeGreaterThan(Number(first.list[0]!.id));
    expect(first.total).toBe(second.total);
  });

  it("answers the same rows over REST query_page", async () => {
    const page = await reader.client.ok<{
      List: { Id: number; OwnerId: number; State: string }[];
      Total: number;
    }>("/api/sys/workflow_job/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "OwnerAccount", Value: alice.account }] }] },
    });
    expect(page.List.map((j) => j.Id)).toContain(Number(doneJob.id));
    expect(page.List.every((j) => j.OwnerId === alice.id)).toBe(true);
    const tasks = await reader.client.ok<{ Id: number; Charged: number; Refunded: number }[]>(
      `/api/sys/workflow_job/tasks/${doneJob.id}`,
    );
    expect(tasks.map((x) => x.Id)).toEqual([Number(doneJob.taskId)]);
    expect(tasks[0]!.Charged).toBeGreaterThan(0);
  });

  it("lists jobs with owners, counts, tokens and tasks in a number of statements that does not grow", async () => {
    const owners = [alice, bob];
    for (let i = 0; i < 10; i++) {
      const owner = owners[i % 2]!;
      const id = await submit(owner, `bulk ${i}`, noopModule, 2);
      await updater.client.gqlData(`mutation($id: ID!) { sysCancelJob(id: $id) { id } }`, { id });
    }
    const measure = async (limit: number) => {
      const before = statementCounter.count;
      const { sysJobs } = await reader.client.gqlData<{ sysJobs: { list: { tasks: unknown[] }[] } }>(
        `query($limit: Int) { sysJobs(query: { limit: $limit }) { total list { id ownerAccount taskCount doneCount progress tokens tasks { id key charged refunded refundable stdoutUrl module { name } outputs { name } } } } }`,
        { limit },
      );
      return { statements: statementCounter.count - before, count: sysJobs.list.length };
    };
    const small = await measure(3);
    const large = await measure(10);
    expect(small.count).toBe(3);
    expect(large.count).toBe(10);
    expect(large.statements).toBe(small.statements);
  });
});

describe("one job and its task files", () => {
  it("reads any user's job with its tasks, the logs addressed under /api/sys", async () => {
    const { sysJob } = await reader.client.gqlData<{
      sysJob: {
        ownerAccount: string;
        state: string;
        tasks: { key: string; state: string; stdoutUrl: string; charged: number; tokens: number }[];
      };
    }>(
      `query($id: ID!) { sysJob(id: $id) { ownerAccount state tasks { key state stdoutUrl charged tokens } } }`,
      { id: doneJob.id },
    );
    expect(sysJob.ownerAccount).toBe(alice.account);
    expect(sysJob.tasks).toHaveLength(1);
    expect(sysJob.tasks[0]!.stdoutUrl).toBe(
      `/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Stdout`,
    );
    expect(sysJob.tasks[0]!.charged).toBe(sysJob.tasks[0]!.tokens);
  });

  it("serves the stdout to Workflow.Job.Read inline and as a download; the owner's route stays the owner's", async () => {
    const inline = await reader.client.fetch(
      `/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Stdout`,
    );
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline/);
    expect(await inline.text()).toContain("done true");
    const ranged = await reader.client.fetch(
      `/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Stdout`,
      {
        headers: { range: "bytes=0-3" },
      },
    );
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe("done");
    const download = await reader.client.fetch(
      `/api/sys/workflow_job_tasks/download_file/${doneJob.taskId}?Type=Stdout`,
    );
    expect(download.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(await download.text()).toContain("done true");
    // The user route serves owners only: bob gets what a missing task answers.
    const other = await bob.client.fetch(`/api/workflow_job_tasks/read_file/${doneJob.taskId}?Type=Stdout`);
    expect(((await other.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");
    // An output that does not exist answers DBDataNotExist.
    const none = await reader.client.fetch(
      `/api/sys/workflow_job_tasks/read_file/${doneJob.taskId}?Type=OutFile&KeyName=nothing.txt`,
    );
    expect(((await none.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");
  });
});

describe("cancel", () => {
  const cancel = `mutation($id: ID!) { sysCancelJob(id: $id) { id state } }`;

  it("cancels another user's pending job; its owner sees it cancelled", async () => {
    const result = await updater.client.gqlData<{ sysCancelJob: { state: string } }>(cancel, {
      id: pendingJobId,
    });
    expect(result.sysCancelJob.state).toBe("cancel");
    const { job } = await bob.client.gqlData<{ job: { state: string; tasks: { state: string }[] } }>(
      `query($id: ID!) { job(id: $id) { state tasks { state } } }`,
      { id: pendingJobId },
    );
    expect(job.state).toBe("cancel");
    expect(job.tasks.map((x) => x.state)).toEqual(["cancel", "cancel"]);
  });

  it("refuses a finished job under the owner's rule (DBStatusChangeNotAllowed)", async () => {
    for (const id of [pendingJobId, doneJob.id]) {
      const result = await updater.client.gql(cancel, { id });
      expect(gqlCode(result)).toBe("DBStatusChangeNotAllowed");
    }
    const rest = await updater.client.rest(`/api/sys/workflow_job/cancel/${doneJob.id}`);
    expect(rest.status).toBe(409);
    expect(rest.body.Error).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "done" });
  });

  it("cancels over REST too", async () => {
    const id = await submit(alice, "rest cancel", noopModule);
    const job = await updater.client.ok<{ Id: number; State: string }>(`/api/sys/workflow_job/cancel/${id}`);
    expect(job).toMatchObject({ Id: Number(id), State: "cancel" });
  });
});

describe("recycle bin", () => {
  const remove = `mutation($id: ID!) { sysRemoveJob(id: $id) { id deletedAt } }`;
  const recover = `mutation($id: ID!) { sysRecoverJob(id: $id) { id deletedAt } }`;

  it("refuses to remove a job that has not finished", async () => {
    const id = await submit(bob, "still pending", noopModule);
    expect(gqlCode(await deleter.client.gql(remove, { id }))).toBe("DBStatusChangeNotAllowed");
    await updater.client.gqlData(`mutation($id: ID!) { sysCancelJob(id: $id) { id } }`, { id });
  });

  it("removes a finished job from its owner's lists and recovers it", async () => {
    const removed = await deleter.client.gqlData<{ sysRemoveJob: { deletedAt: string | null } }>(remove, {
      id: doneJob.id,
    });
    expect(removed.sysRemoveJob.deletedAt).not.toBeNull();
    const { jobs } = await alice.client.gqlData<{ jobs: { list: { id: string }[] } }>(
      `{ jobs(query: { limit: 100 }) { list { id } } }`,
    );
    expect(jobs.list.map((j) => j.id)).not.toContain(doneJob.id);
    expect(
      gqlCode(await alice.client.gql(`query($id: ID!) { job(id: $id) { id } }`, { id: doneJob.id })),
    ).toBe("DBDataNotExist");
    const live = await list(reader.client, { limit: 100 });
    expect(live.list.map((j) => j.id)).not.toContain(doneJob.id);
    const bin = await list(reader.client, { limit: 100, deleted: true });
    expect(bin.list.map((j) => j.id)).toContain(doneJob.id);
    // Removed twice: it is already in the recycle bin.
    expect(gqlCode(await deleter.client.gql(remove, { id: doneJob.id }))).toBe("DBDataAlreadyRemove");

    const recovered = await deleter.client.gqlData<{ sysRecoverJob: { deletedAt: string | null } }>(recover, {
      id: doneJob.id,
    });
    expect(recovered.sysRecoverJob.deletedAt).toBeNull();
    const again = await alice.client.gqlData<{ job: { id: string } }>(
      `query($id: ID!) { job(id: $id) { id } }`,
      {
        id: doneJob.id,
      },
    );
    expect(again.job.id).toBe(doneJob.id);
    // A live job cannot be recovered.
    expect(gqlCode(await deleter.client.gql(recover, { id: doneJob.id }))).toBe("DBDataNotExist");
  });

  it("removes and recovers over the REST verbs", async () => {
    expect(await deleter.client.ok(`/api/sys/workflow_job/delete_soft/${doneJob.id}`)).toBe(true);
    const bin = await reader.client.ok<{ Id: number }[]>("/api/sys/workflow_job/query", { Deleted: true });
    expect(bin.map((j) => j.Id)).toContain(Number(doneJob.id));
    const back = await deleter.client.ok<{ DeletedAt: string | null }>(
      `/api/sys/workflow_job/delete_cancel/${doneJob.id}`,
    );
    expect(back.DeletedAt).toBeNull();
  });
});

describe("refunds", () => {
  const refund = `mutation($id: ID!) { sysRefundTask(taskId: $id) { refunded task { id charged refunded refundable } } }`;

  it("gives back exactly what the task was charged, once; the balance is the sum of the ledger", async () => {
    const db = t.app.services.db;
    const [charge] = await db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.taskId, Number(doneJob.taskId)), eq(tokenLedger.kind, "charge")));
    expect(charge).toBeDefined();
    const charged = -charge!.amount;
    expect(charged).toBeGreaterThan(0);
    const before = await tokenBalance(t.app.services, userWallet(alice.id));
    expect(before).toBe(await ledgerSum(alice.id));
    const { sysJob: beforeJob } = await reader.client.gqlData<{ sysJob: { tokens: number } }>(
      `query($id: ID!) { sysJob(id: $id) { tokens } }`,
      { id: doneJob.id },
    );
    expect(beforeJob.tokens).toBe(charged);

    const result = await updater.client.gqlData<{
      sysRefundTask: { refunded: number; task: { charged: number; refunded: number; refundable: boolean } };
    }>(refund, { id: doneJob.taskId });
    expect(result.sysRefundTask.refunded).toBe(charged);
    expect(result.sysRefundTask.task).toEqual({
      id: doneJob.taskId,
      charged,
      refunded: charged,
      refundable: false,
    });
    const after = await tokenBalance(t.app.services, userWallet(alice.id));
    expect(after).toBe(before + charged);
    expect(after).toBe(await ledgerSum(alice.id));
    // The balance is back where it was before the task ran: the charge and the refund cancel out.
    const [net] = await db
      .select({ total: sum(tokenLedger.amount) })
      .from(tokenLedger)
      .where(eq(tokenLedger.taskId, Number(doneJob.taskId)));
    expect(Number(net?.total)).toBe(0);

    // A second refund (GraphQL or REST) gives nothing more.
    const twice = await updater.client.gqlData<{ sysRefundTask: { refunded: number } }>(refund, {
      id: doneJob.taskId,
    });
    expect(twice.sysRefundTask.refunded).toBe(0);
    const rest = await updater.client.ok<{ Refunded: number }>(
      "/api/sys/workflow_job_tasks/return_used_calc_metric",
      { JobTaskId: Number(doneJob.taskId) },
    );
    expect(rest.Refunded).toBe(0);
    expect(await tokenBalance(t.app.services, userWallet(alice.id))).toBe(after);
    const { sysJob } = await reader.client.gqlData<{ sysJob: { tokens: number } }>(
      `query($id: ID!) { sysJob(id: $id) { tokens } }`,
      { id: doneJob.id },
    );
    expect(sysJob.tokens).toBe(0);
  });

  it("refunds over REST return_used_calc_metric what another run was charged", async () => {
    const id = await submit(bob, "rest refund", noopModule);
    expect(await settle(bob, id)).toBe("done");
    const tasks = await reader.client.ok<{ Id: number; Charged: number }[]>(
      `/api/sys/workflow_job/tasks/${id}`,
    );
    const before = await tokenBalance(t.app.services, userWallet(bob.id));
    const result = await updater.client.ok<{ Refunded: number }>(
      "/api/sys/workflow_job_tasks/return_used_calc_metric",
      { JobTaskId: tasks[0]!.Id },
    );
    expect(result.Refunded).toBe(tasks[0]!.Charged);
    expect(result.Refunded).toBeGreaterThan(0);
    expect(await tokenBalance(t.app.services, userWallet(bob.id))).toBe(before + result.Refunded);
    expect(await ledgerSum(bob.id)).toBe(before + result.Refunded);
  });
});
