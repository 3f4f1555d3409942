/**
 * Issue 28 item 6: a person's decision inside a workflow. A template processor -> approval ->
 * processor runs its first processor, then waits (`waiting`, nothing charged, nothing held) until a
 * decider approves (the second processor runs, the job ends done) or rejects (the step ends abort
 * with the reason, the tasks after it are cancelled), or the step's timeout rejects it ("timed out",
 * from the scheduler's loop by the database's clock). Who may decide: the job's owner and/or system
 * users holding the step's permission; everybody else gets what a missing id gets. Both transports.
 * The lists' counts (the navigation's), and the owner's approvalRejected notification when someone
 * else or the timeout rejects (with the reason, both languages, as the owner's preference says).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crateMetadataPath, crateWorkflowPath } from "@crucible/schema";
import { jobs, tasks } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { notifications } from "../../gateway/src/db/notifications.js";
import { users } from "../../gateway/src/db/users.js";
import { createNotifier } from "../../gateway/src/domain/auth/notifier.js";
import { readBundleZip } from "../../gateway/src/domain/apps/bundles.js";
import { checkCrate } from "../../gateway/src/domain/crates/crateRules.js";
import { notifyFinished } from "../../gateway/src/domain/jobs/finishMail.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { csrf } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let approver: SystemUser;
let outsider: SystemUser;
let scheduler: Scheduler;
let processorId = "";
let templateId = "";
let sysTemplateId = "";

interface TaskView {
  id: string;
  key: string;
  state: string;
  reason: string | null;
  tokens: number;
  stdoutUrl: string | null;
  approval: {
    step: { title: string; owner: boolean; permission: string | null; timeoutMinutes: number };
    deadline: string | null;
    decision: { approved: boolean; byAccount: string | null; bySide: string | null; reason: string } | null;
  } | null;
}
interface JobView {
  id: string;
  state: string;
  tokens: number;
  tasks: TaskView[];
}

const taskFields = `id key state reason tokens stdoutUrl approval { step { title owner permission timeoutMinutes } deadline decision { approved byAccount bySide reason } }`;
const jobQuery = `query($id: ID!) { job(id: $id) { id state tokens tasks { ${taskFields} } } }`;
const decide = `mutation($jobId: ID!, $key: String!, $approve: Boolean!, $reason: String) {
  decideApproval(jobId: $jobId, key: $key, approve: $approve, reason: $reason) { ${taskFields} } }`;
const sysDecide = `mutation($jobId: ID!, $key: String!, $approve: Boolean!, $reason: String) {
  sysDecideApproval(jobId: $jobId, key: $key, approve: $approve, reason: $reason) { ${taskFields} } }`;
const approvalsQuery = `{ approvals { jobId jobName ownerAccount task { key state approval { step { title } deadline } } } }`;
const sysApprovalsQuery = `{ sysApprovals { jobId jobName ownerAccount task { key state } } }`;

interface NotificationView {
  kind: string;
  target: string;
  targetId: string;
  title: { en: string; zh: string };
  body: { en: string; zh: string };
}

/** The user's in-app notifications of a kind about a job. */
async function notificationsOf(user: NormalUser, kind: string, jobId: string): Promise<NotificationView[]> {
  const { myNotifications } = await user.client.gqlData<{ myNotifications: { list: NotificationView[] } }>(
    `{ myNotifications(query: { limit: 100 }) { list { kind target targetId title { en zh } body { en zh } } } }`,
  );
  return myNotifications.list.filter((n) => n.kind === kind && n.targetId === jobId);
}

const readJob = async (user: NormalUser, id: string) =>
  (await user.client.gqlData<{ job: JobView }>(jobQuery, { id })).job;
const taskOf = (job: JobView, key: string) => job.tasks.find((x) => x.key === key)!;

/** Ticks the scheduler until the job waits for a decision or ends. */
async function settle(user: NormalUser, jobId: string): Promise<JobView> {
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const job = await readJob(user, jobId);
    if (["waiting", "done", "abort", "cancel"].includes(job.state)) return job;
  }
  throw new Error(`job ${jobId} did not settle`);
}

/** The nodes of processor -> approval -> processor; `gate` as given. */
function graph(gate: Record<string, unknown>) {
  return [
    { key: "p1", processorId, args: {} },
    { key: "gate", approval: gate, args: {}, dependsOn: ["p1"], x: 200 },
    {
      key: "p2",
      processorId,
      args: { in: { task: "p1", output: "out.txt" } },
      dependsOn: ["gate"],
      x: 400,
    },
  ];
}

async function run(user: NormalUser, id = templateId, name = "gated"): Promise<JobView> {
  const { runTemplate } = await user.client.gqlData<{ runTemplate: { id: string } }>(
    `mutation($id: ID!, $name: String!) { runTemplate(id: $id, name: $name) { id } }`,
    { id, name },
  );
  return settle(user, runTemplate.id);
}

/** Ledger rows that name a task. */
async function ledgerRowsOf(taskId: string) {
  return t.app.services.db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.taskId, Number(taskId)));
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  const local = createLocalExecutor();
  const sandbox = createSandboxExecutor(local);
  if (!sandbox) throw new Error("bubblewrap (bwrap) is not usable on this machine");
  scheduler = createScheduler(t.app.services, localExecutors(local, sandbox), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
  });
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  approver = await createSystemUser(t, admin, ["Workflow.Job.Update"]);
  outsider = await createSystemUser(t, admin, ["Workflow.Job.Read"]);
  const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    {
      input: {
        name: `approval-${Date.now()}`,
        args: [{ name: "in", label: "In", format: "file" }],
        outputs: [{ name: "out.txt", label: "Out", format: "txt" }],
        timeoutSeconds: 30,
      },
    },
  );
  processorId = createProcessor.id;
  const upload = await alice.client.rest(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${processorId}`,
    undefined,
    {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm(
        "file",
        "run.sh",
        Buffer.from("#!/bin/sh\necho ok > outputs/out.txt\n"),
        "text/x-shellscript",
      ),
    },
  );
  expect(upload.body.Error).toBeNull();
  const created = await alice.client.gqlData<{ createTemplate: { id: string } }>(
    `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
    {
      input: {
        name: "gated",
        nodes: graph({
          title: "Check the first result",
          instructions: "Look at out.txt",
          timeoutMinutes: 60,
        }),
      },
    },
  );
  templateId = created.createTemplate.id;
  const sys = await alice.client.gqlData<{ createTemplate: { id: string } }>(
    `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
    {
      input: {
        name: "gated by the back office",
        nodes: graph({ title: "Back office check", owner: false, permission: "Workflow.Job.Update" }),
      },
    },
  );
  sysTemplateId = sys.createTemplate.id;
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("templates with an approval step", () => {
  it("keeps the step with its defaults and shows it in the template", async () => {
    const { template } = await alice.client.gqlData<{
      template: { nodes: { key: string; processorId: string | null; approval: unknown }[] };
    }>(
      `query($id: ID!) { template(id: $id) { nodes { key processorId approval { title instructions owner permission timeoutMinutes onTimeout } } } }`,
      { id: templateId },
    );
    expect(template.nodes.find((n) => n.key === "gate")).toEqual({
      key: "gate",
      processorId: null,
      approval: {
        title: "Check the first result",
        instructions: "Look at out.txt",
        owner: true,
        permission: null,
        timeoutMinutes: 60,
        onTimeout: "reject",
      },
    });
  });

  it("refuses a step nobody may decide, an unknown permission, a timeout out of range, a step with a module", async () => {
    const save = (gate: Record<string, unknown>) =>
      alice.client.gql(`mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`, {
        input: { name: "bad", nodes: graph(gate) },
      });
    expect(gqlCode(await save({ title: "x", owner: false }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await save({ title: "x", permission: "Nope.Read" }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await save({ title: "x", timeoutMinutes: 0 }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await save({ title: "x", timeoutMinutes: 43_201 }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await save({ title: "" }))).toBe("ServerInvalidParameter");
    const both = await alice.client.gql(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { name: "bad", nodes: [{ key: "g", processorId, approval: { title: "x" }, args: {} }] } },
    );
    expect(gqlCode(both)).toBe("JobTaskArgsError");
  });

  it("estimates the step at 0 tokens", async () => {
    const { jobEstimate } = await alice.client.gqlData<{
      jobEstimate: { tasks: { key: string; basis: string; tokens: number | null }[] };
    }>(`query($input: JobInput!) { jobEstimate(input: $input) { tasks { key basis tokens } } }`, {
      input: {
        name: "estimate",
        tasks: [
          { key: "p1", processorId, args: {} },
          { key: "gate", approval: { title: "ok?" }, args: {}, dependsOn: ["p1"] },
        ],
      },
    });
    expect(jobEstimate.tasks.find((x) => x.key === "gate")).toEqual({
      key: "gate",
      basis: "APPROVAL",
      tokens: 0,
    });
  });
});

describe("approve", () => {
  let job: JobView;

  it("runs the first processor, then waits: the job shows waiting, the next task waits for it", async () => {
    job = await run(alice);
    expect(job.state).toBe("waiting");
    expect(job.tasks.map((x) => [x.key, x.state])).toEqual([
      ["p1", "done"],
      ["gate", "waiting"],
      ["p2", "prePending"],
    ]);
    const gate = taskOf(job, "gate");
    expect(gate.approval?.step.title).toBe("Check the first result");
    expect(gate.approval?.decision).toBeNull();
    // The deadline is the step's timeout from when it started waiting.
    const left = new Date(gate.approval!.deadline!).getTime() - Date.now();
    expect(left).toBeGreaterThan(50 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
  });

  it("charges and holds nothing while it waits, however many ticks pass", async () => {
    const gate = taskOf(job, "gate");
    for (let i = 0; i < 3; i++) {
      await scheduler.tick();
      await scheduler.idle();
    }
    expect(await ledgerRowsOf(gate.id)).toEqual([]);
    const [row] = await t.app.services.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, Number(gate.id)));
    expect(row!.heldTokens).toBe(0);
    expect(row!.cpuMs).toBe(0);
    expect(row!.leaseOwner).toBeNull();
    expect(row!.executor).toBeNull();
    const after = await readJob(alice, job.id);
    expect(taskOf(after, "gate").state).toBe("waiting");
    expect(taskOf(after, "gate").tokens).toBe(0);
  });

  it("lists it for the owner (GraphQL and REST) and notifies them", async () => {
    const { approvals, approvalCount } = await alice.client.gqlData<{
      approvals: {
        jobId: string;
        ownerAccount: string;
        waitingSince: string;
        task: { key: string; state: string; approval: { deadline: string } };
      }[];
      approvalCount: number;
    }>(
      `{ approvals { jobId ownerAccount waitingSince task { key state approval { deadline } } } approvalCount }`,
    );
    const mine = approvals.filter((a) => a.jobId === job.id);
    expect(mine.map((a) => a.task.key)).toEqual(["gate"]);
    expect(mine[0]!.ownerAccount).toBe(alice.account);
    // The count is the list's length; waiting since: the deadline less the step's 60 minutes.
    expect(approvalCount).toBe(approvals.length);
    const since = new Date(mine[0]!.waitingSince).getTime();
    expect(new Date(mine[0]!.task.approval.deadline).getTime() - since).toBe(60 * 60_000);
    expect(since).toBeLessThanOrEqual(Date.now() + 1000);
    expect(since).toBeGreaterThan(Date.now() - 10 * 60_000);
    const rest = await alice.client.ok<
      { JobId: number; WaitingSince: string; Task: { Key: string; Approval: { Title: string } } }[]
    >("/api/workflow_job/approvals");
    const restMine = rest.find((a) => String(a.JobId) === job.id);
    expect(restMine?.Task.Approval.Title).toBe("Check the first result");
    expect(new Date(restMine!.WaitingSince).getTime()).toBe(since);
    const { myNotifications } = await alice.client.gqlData<{
      myNotifications: { list: { kind: string; targetId: string }[] };
    }>(`{ myNotifications { list { kind targetId } } }`);
    expect(myNotifications.list).toContainEqual({ kind: "approvalWaiting", targetId: job.id });
    // Not for another user, nor for a system user (the step lets only the owner decide).
    const { approvals: bobs } = await bob.client.gqlData<{ approvals: unknown[] }>(approvalsQuery);
    expect(bobs).toEqual([]);
    const { approvalCount: bobsCount } = await bob.client.gqlData<{ approvalCount: number }>(
      `{ approvalCount }`,
    );
    expect(bobsCount).toBe(0);
    const { sysApprovals } = await approver.client.gqlData<{ sysApprovals: { jobId: string }[] }>(
      sysApprovalsQuery,
    );
    expect(sysApprovals.some((a) => a.jobId === job.id)).toBe(false);
    // Each side's count is of its own side's list.
    expect(gqlCode(await alice.client.gql(`{ sysApprovalCount }`))).toBe("DBUserNoLogin");
    expect(gqlCode(await approver.client.gql(`{ approvalCount }`))).toBe("DBUserNoLogin");
  });

  it("refuses others like a missing step: another user, a system user, a task that is no approval, a missing job", async () => {
    const asBob = await bob.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(asBob)).toBe("DBDataNotExist");
    const missing = await alice.client.gql(decide, { jobId: "999999", key: "gate", approve: true });
    expect(gqlCode(missing)).toBe("DBDataNotExist");
    const notApproval = await alice.client.gql(decide, { jobId: job.id, key: "p1", approve: true });
    expect(gqlCode(notApproval)).toBe("DBDataNotExist");
    const sys = await approver.client.gql(sysDecide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(sys)).toBe("DBDataNotExist");
    const signedOut = await t.client().gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(signedOut)).toBe("DBUserNoLogin");
    const restSignedOut = await t.client().rest("/api/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: true,
    });
    expect(restSignedOut.body.Error?.Type).toBe("DBUserNoLogin");
    const restBob = await bob.client.rest("/api/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: true,
    });
    expect(restBob.body.Error?.Type).toBe("DBDataNotExist");
    // A reason longer than the bound.
    const long = await alice.client.gql(decide, {
      jobId: job.id,
      key: "gate",
      approve: true,
      reason: "x".repeat(1001),
    });
    expect(gqlCode(long)).toBe("ServerInvalidParameter");
    expect(taskOf(await readJob(alice, job.id), "gate").state).toBe("waiting");
  });

  it("approved: the step is done with the decision recorded, the next processor runs, the job is done", async () => {
    const { decideApproval } = await alice.client.gqlData<{ decideApproval: TaskView }>(decide, {
      jobId: job.id,
      key: "gate",
      approve: true,
      reason: "looks right",
    });
    expect(decideApproval.state).toBe("done");
    expect(decideApproval.approval?.decision).toEqual({
      approved: true,
      byAccount: alice.account,
      bySide: "user",
      reason: "looks right",
    });
    expect(decideApproval.approval?.deadline).toBeNull();
    const log = await (await alice.client.fetch(decideApproval.stdoutUrl!)).text();
    expect(log).toContain(`approved by ${alice.account} (user)`);
    expect(log).toContain("reason: looks right");
    const done = await settle(alice, job.id);
    expect(done.state).toBe("done");
    expect(done.tasks.map((x) => [x.key, x.state])).toEqual([
      ["p1", "done"],
      ["gate", "done"],
      ["p2", "done"],
    ]);
    // The job's tokens are its processors' only.
    expect(await ledgerRowsOf(taskOf(done, "gate").id)).toEqual([]);
    expect(done.tokens).toBe(taskOf(done, "p1").tokens + taskOf(done, "p2").tokens);
  });

  it("the done job's RO-Crate names the step and its decision's task, and imports back with the step", async () => {
    const crate = await alice.client.fetch(`/api/workflow_job/ro_crate/${job.id}`);
    expect(crate.status).toBe(200);
    const zip = Buffer.from(await crate.arrayBuffer());
    const files = new Map(
      (
        await readBundleZip(zip, {
          zipBytes: 64 * 1024 * 1024,
          entries: 1000,
          entryBytes: 64 * 1024 * 1024,
          totalBytes: 64 * 1024 * 1024,
          pathLength: 300,
        })
      ).map((f) => [f.path, f.bytes]),
    );
    const metadata = JSON.parse(files.get(crateMetadataPath)!.toString("utf8")) as {
      "@graph": { "@id": string; name?: string; identifier?: string }[];
    };
    expect(checkCrate(metadata, { paths: new Set(files.keys()), files })).toEqual([]);
    const step = metadata["@graph"].find((e) => e.identifier === "crucible/approval");
    expect(step?.name).toBe("Approval: Check the first result");
    const workflow = JSON.parse(files.get(crateWorkflowPath)!.toString("utf8")) as {
      nodes: { key: string; approval?: { title: string } | null }[];
    };
    expect(workflow.nodes.find((n) => n.key === "gate")?.approval?.title).toBe("Check the first result");
    const imported = await alice.client.rest<{ Id: number }>(
      "/api/workflow_job_template/import_ro_crate",
      undefined,
      { raw: fileForm("File", "crate.zip", zip, "application/zip"), headers: csrf },
    );
    expect(imported.body.Error).toBeNull();
    const { template } = await alice.client.gqlData<{
      template: { nodes: { key: string; processorId: string | null; approval: { title: string } | null }[] };
    }>(`query($id: ID!) { template(id: $id) { nodes { key processorId approval { title } } } }`, {
      id: String(imported.body.Data.Id),
    });
    expect(template.nodes.map((n) => [n.key, n.approval?.title ?? null])).toEqual([
      ["p1", null],
      ["gate", "Check the first result"],
      ["p2", null],
    ]);
  });

  it("a second decision is refused with JobApprovalDecided", async () => {
    const again = await alice.client.gql(decide, {
      jobId: job.id,
      key: "gate",
      approve: false,
      reason: "no",
    });
    expect(gqlCode(again)).toBe("JobApprovalDecided");
    const rest = await alice.client.rest("/api/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: true,
    });
    expect(rest.status).toBe(409);
    expect(rest.body.Error?.Type).toBe("JobApprovalDecided");
  });
});

describe("reject", () => {
  it("needs a reason; then the step ends abort with it, the next task is cancelled and the job ends", async () => {
    const job = await run(alice);
    expect(job.state).toBe("waiting");
    const bare = await alice.client.rest("/api/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: false,
    });
    expect(bare.body.Error?.Type).toBe("ServerInvalidParameter");
    const blank = await alice.client.gql(decide, {
      jobId: job.id,
      key: "gate",
      approve: false,
      reason: "  ",
    });
    expect(gqlCode(blank)).toBe("ServerInvalidParameter");
    const rejected = await alice.client.ok<{
      State: string;
      Reason: string;
      Approval: { Decision: { Approved: boolean; ByAccount: string } };
    }>("/api/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: false,
      Reason: "wrong input",
    });
    expect(rejected.State).toBe("abort");
    expect(rejected.Reason).toBe("wrong input");
    expect(rejected.Approval.Decision).toMatchObject({ Approved: false, ByAccount: alice.account });
    const after = await settle(alice, job.id);
    expect(after.tasks.map((x) => [x.key, x.state])).toEqual([
      ["p1", "done"],
      ["gate", "abort"],
      ["p2", "cancel"],
    ]);
    expect(after.state).toBe("cancel");
    expect(taskOf(after, "p2").reason).toBe("approval gate was rejected");
    const again = await alice.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(again)).toBe("JobApprovalDecided");
    // The owner rejected it: their own act notifies nobody (nor does the job's end, a cancel).
    expect(await notificationsOf(alice, "approvalRejected", job.id)).toEqual([]);
  });
});

describe("timeout", () => {
  it("rejects the step with the reason 'timed out' once its deadline passed, from the scheduler's loop", async () => {
    const job = await run(alice);
    const gate = taskOf(job, "gate");
    expect(gate.state).toBe("waiting");
    // The deadline is a column the database's clock is compared with: moving it into the past is
    // the time passing (the step's shortest timeout is a minute).
    await t.app.services.db
      .update(tasks)
      .set({ approvalDeadline: new Date(Date.now() - 1000) })
      .where(and(eq(tasks.id, Number(gate.id)), eq(tasks.state, "waiting")));
    await scheduler.tick();
    await scheduler.idle();
    const after = await readJob(alice, job.id);
    expect(after.tasks.map((x) => [x.key, x.state])).toEqual([
      ["p1", "done"],
      ["gate", "abort"],
      ["p2", "cancel"],
    ]);
    expect(taskOf(after, "gate").reason).toBe("timed out");
    expect(taskOf(after, "gate").approval?.decision).toEqual({
      approved: false,
      byAccount: null,
      bySide: null,
      reason: "timed out",
    });
    expect(after.state).toBe("cancel");
    const late = await alice.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(late)).toBe("JobApprovalDecided");
    expect(await ledgerRowsOf(gate.id)).toEqual([]);
    // The owner is told that nobody decided in time, once however many ticks pass.
    await scheduler.tick();
    await scheduler.idle();
    const told = await notificationsOf(alice, "approvalRejected", job.id);
    expect(told).toEqual([
      {
        kind: "approvalRejected",
        target: "job",
        targetId: job.id,
        title: {
          en: `Job "gated": the approval "Check the first result" was rejected`,
          zh: `任务“gated”的审批“Check the first result”被拒绝`,
        },
        body: {
          en: "Nobody decided in time, so it was rejected. The tasks after it were cancelled.",
          zh: "无人在时限内处理，审批已自动拒绝。其后的子任务已取消。",
        },
      },
    ]);
  });
});

describe("stop and cancel while it waits", () => {
  it("a stopped job's step cannot be decided any more (DBStatusChangeNotAllowed)", async () => {
    const job = await run(alice);
    expect(job.state).toBe("waiting");
    await alice.client.gqlData(`mutation($id: ID!) { stopJob(id: $id) { id } }`, { id: job.id });
    const after = await readJob(alice, job.id);
    expect(taskOf(after, "gate").state).toBe("abort");
    expect(after.state).toBe("abort");
    const late = await alice.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(late)).toBe("DBStatusChangeNotAllowed");
    const { approvals } = await alice.client.gqlData<{ approvals: { jobId: string }[] }>(approvalsQuery);
    expect(approvals.some((a) => a.jobId === job.id)).toBe(false);
  });

  it("a stopped job's finish e-mail that cannot be sent is told to the operator's log, not thrown", async () => {
    const job = await run(alice);
    await alice.client.gqlData(`mutation($id: ID!) { stopJob(id: $id) { id } }`, { id: job.id });
    // The owner asked for the e-mail and has a verified address; the mail server is away (a closed
    // port on loopback, through the real SMTP transport).
    await t.app.services.db.update(users).set({ emailStatus: true }).where(eq(users.id, alice.id));
    await t.app.services.db
      .update(jobs)
      .set({ emailNotify: true })
      .where(eq(jobs.id, Number(job.id)));
    const infos: string[] = [];
    const warnings: string[] = [];
    const notifier = createNotifier(
      { ...t.app.services.config, smtpUrl: "smtp://127.0.0.1:1" },
      { info: (m) => infos.push(m), warn: (m) => warnings.push(m) },
    );
    expect(await notifyFinished({ ...t.app.services, notifier }, Number(job.id))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^job ${job.id}: the finish e-mail failed: `));
    expect(infos).toEqual([]);
    expect((await readJob(alice, job.id)).state).toBe("abort");
  });

  it("a waiting job can be cancelled: the step and the tasks after it end cancel", async () => {
    const job = await run(alice);
    const { cancelJob } = await alice.client.gqlData<{ cancelJob: { state: string } }>(
      `mutation($id: ID!) { cancelJob(id: $id) { state } }`,
      { id: job.id },
    );
    expect(cancelJob.state).toBe("cancel");
    const after = await readJob(alice, job.id);
    expect(after.tasks.map((x) => [x.key, x.state])).toEqual([
      ["p1", "done"],
      ["gate", "cancel"],
      ["p2", "cancel"],
    ]);
    const late = await alice.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(late)).toBe("DBStatusChangeNotAllowed");
  });
});

describe("a step decided in the back office", () => {
  it("is listed for and decided by a system user holding its permission, and by nobody else", async () => {
    const job = await run(alice, sysTemplateId, "back office");
    expect(job.state).toBe("waiting");
    // The owner may not decide this one; a system user without the permission neither.
    const { approvals } = await alice.client.gqlData<{ approvals: { jobId: string }[] }>(approvalsQuery);
    expect(approvals.some((a) => a.jobId === job.id)).toBe(false);
    const asOwner = await alice.client.gql(decide, { jobId: job.id, key: "gate", approve: true });
    expect(gqlCode(asOwner)).toBe("DBDataNotExist");
    const { sysApprovals: none, sysApprovalCount: noneCount } = await outsider.client.gqlData<{
      sysApprovals: { jobId: string }[];
      sysApprovalCount: number;
    }>(`{ sysApprovals { jobId } sysApprovalCount }`);
    expect(none.some((a) => a.jobId === job.id)).toBe(false);
    expect(noneCount).toBe(none.length);
    const asOutsider = await outsider.client.rest("/api/sys/workflow_job/approval/decide", {
      Id: Number(job.id),
      Key: "gate",
      Approve: true,
    });
    expect(asOutsider.body.Error?.Type).toBe("DBDataNotExist");
    const asUserOnSys = await alice.client.rest("/api/sys/workflow_job/approvals");
    expect(asUserOnSys.body.Error?.Type).toBe("DBUserNoLogin");

    const { sysApprovals, sysApprovalCount } = await approver.client.gqlData<{
      sysApprovals: { jobId: string; ownerAccount: string; waitingSince: string; task: { key: string } }[];
      sysApprovalCount: number;
    }>(`{ sysApprovals { jobId ownerAccount waitingSince task { key } } sysApprovalCount }`);
    expect(sysApprovals.find((a) => a.jobId === job.id)).toMatchObject({
      ownerAccount: alice.account,
      task: { key: "gate" },
    });
    // The back office's count: the approvals this system user may decide, this one among them.
    expect(sysApprovalCount).toBe(sysApprovals.length);
    expect(sysApprovalCount).toBeGreaterThanOrEqual(1);
    const { sysDecideApproval } = await approver.client.gqlData<{ sysDecideApproval: TaskView }>(sysDecide, {
      jobId: job.id,
      key: "gate",
      approve: true,
    });
    expect(sysDecideApproval.approval?.decision).toMatchObject({
      approved: true,
      byAccount: approver.account,
      bySide: "sys",
    });
    expect((await settle(alice, job.id)).state).toBe("done");
    const { sysApprovalCount: after } = await approver.client.gqlData<{ sysApprovalCount: number }>(
      `{ sysApprovalCount }`,
    );
    expect(after).toBe(sysApprovalCount - 1);
    // An approval notifies nobody of a rejection.
    expect(await notificationsOf(alice, "approvalRejected", job.id)).toEqual([]);
  });

  it("rejected by a system user: the owner is notified with the reason, in both languages, once", async () => {
    const job = await run(alice, sysTemplateId, "back office 2");
    expect(job.state).toBe("waiting");
    const rejected = await approver.client.ok<{ State: string; Reason: string }>(
      "/api/sys/workflow_job/approval/decide",
      { Id: Number(job.id), Key: "gate", Approve: false, Reason: "the inputs are not ours" },
    );
    expect(rejected).toMatchObject({ State: "abort", Reason: "the inputs are not ours" });
    expect((await settle(alice, job.id)).state).toBe("cancel");
    const told = await notificationsOf(alice, "approvalRejected", job.id);
    expect(told).toEqual([
      {
        kind: "approvalRejected",
        target: "job",
        targetId: job.id,
        title: {
          en: `Job "back office 2": the approval "Back office check" was rejected`,
          zh: `任务“back office 2”的审批“Back office check”被拒绝`,
        },
        body: {
          en: `Rejected by ${approver.account}. Reason: the inputs are not ours. The tasks after it were cancelled.`,
          zh: `${approver.account} 拒绝了该审批。原因：the inputs are not ours。其后的子任务已取消。`,
        },
      },
    ]);
    // Nobody else is told; the job's end (a cancel) adds nothing.
    expect(await notificationsOf(bob, "approvalRejected", job.id)).toEqual([]);
    const { myNotifications } = await alice.client.gqlData<{
      myNotifications: { list: { kind: string; targetId: string }[] };
    }>(`{ myNotifications(query: { limit: 100 }) { list { kind targetId } } }`);
    expect(myNotifications.list.filter((n) => n.targetId === job.id).map((n) => n.kind)).toEqual([
      "approvalRejected",
    ]);
  });

  it("the rejection follows the owner's preference: off in-app and on by e-mail, none in the list", async () => {
    await alice.client.gqlData(
      `mutation { saveNotificationPrefs(prefs: [{ kind: approvalRejected, inApp: false, email: true }]) { kind } }`,
    );
    const job = await run(alice, sysTemplateId, "back office 3");
    const { sysDecideApproval } = await approver.client.gqlData<{ sysDecideApproval: TaskView }>(sysDecide, {
      jobId: job.id,
      key: "gate",
      approve: false,
      reason: "not this week",
    });
    expect(sysDecideApproval.state).toBe("abort");
    expect(await notificationsOf(alice, "approvalRejected", job.id)).toEqual([]);
    const rows = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, Number(job.id)), eq(notifications.kind, "approvalRejected")));
    expect(rows.map((r) => [r.userId, r.inApp, r.emailState])).toEqual([[alice.id, false, "pending"]]);
    // Off on both channels: nothing is written at all.
    await alice.client.gqlData(
      `mutation { saveNotificationPrefs(prefs: [{ kind: approvalRejected, inApp: false, email: false }]) { kind } }`,
    );
    const quiet = await run(alice, sysTemplateId, "back office 4");
    await approver.client.gqlData(sysDecide, {
      jobId: quiet.id,
      key: "gate",
      approve: false,
      reason: "no",
    });
    const none = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, Number(quiet.id)), eq(notifications.kind, "approvalRejected")));
    expect(none).toEqual([]);
    await alice.client.gqlData(
      `mutation { saveNotificationPrefs(prefs: [{ kind: approvalRejected, inApp: true, email: false }]) { kind } }`,
    );
  });
});

describe("jobs submitted with an approval step", () => {
  it("a step with nothing before it waits at once; submit checks the step like a template does", async () => {
    const submitted = await alice.client.ok<{ Id: number; State: string }>("/api/workflow_job/submit", {
      Name: "first gate",
      Tasks: [
        { Key: "gate", Approval: { Title: "Go?", TimeoutMinutes: 5 } },
        { Key: "p", ProcessorId: Number(processorId), DependsOn: ["gate"] },
      ],
    });
    expect(submitted.State).toBe("waiting");
    const listed = await alice.client.ok<
      { Id: number; State: string; Approval: { TimeoutMinutes: number } | null }[]
    >(`/api/workflow_job/tasks/${submitted.Id}`);
    expect(listed.map((x) => [x.State, x.Approval?.TimeoutMinutes ?? null])).toEqual([
      ["waiting", 5],
      ["prePending", null],
    ]);
    const bad = await alice.client.rest("/api/workflow_job/submit", {
      Name: "bad gate",
      Tasks: [{ Key: "gate", Approval: { Title: "Go?", TimeoutMinutes: 0 } }],
    });
    expect(bad.body.Error?.Type).toBe("JobTaskArgsError");
    // Bob cannot read or decide it.
    const asBob = await bob.client.rest("/api/workflow_job/approval/decide", {
      Id: submitted.Id,
      Key: "gate",
      Approve: true,
    });
    expect(asBob.body.Error?.Type).toBe("DBDataNotExist");
  });
});
