/**
 * Issue 28 items 2 and 6 for teams: an approval step may name a project role (editor: the project's
 * editors and owners; owner: its owners) as deciders, beside the job's owner and a system permission.
 * The accepted members holding that role (at least) list the step, see the job page's buttons
 * (canDecide), decide it over GraphQL and REST, and are told when it starts waiting (approvalWaiting,
 * with a link to the job). A viewer, an invitee who has not accepted, an outsider and a removed member
 * are refused exactly as for a missing step; a job outside a project ignores the role. The version
 * diff lists the role.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
/** alice owns the jobs and the project; olga is a second owner; bob edits; carol views. */
let alice: NormalUser;
let olga: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
/** dave is invited and has not accepted; eve is an outsider. */
let dave: NormalUser;
let eve: NormalUser;
let approver: SystemUser;
let anonymous: Client;
let projectId = 0;

const decide = `mutation($jobId: ID!, $key: String!, $approve: Boolean!, $reason: String) {
  decideApproval(jobId: $jobId, key: $key, approve: $approve, reason: $reason) {
    key state approval { canDecide step { projectRole } decision { approved byAccount reason } } } }`;
const sysDecide = `mutation($jobId: ID!, $key: String!, $approve: Boolean!) {
  sysDecideApproval(jobId: $jobId, key: $key, approve: $approve) { key } }`;

async function join(owner: NormalUser, id: number, user: NormalUser, role: string, accept = true) {
  await owner.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  if (accept) await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

/** A job of alice's whose only task is the approval step `gate` (it waits at once). */
async function gatedJob(approval: Record<string, unknown>, project: number | null = projectId) {
  const job = await alice.client.ok<{ Id: number; State: string }>("/api/workflow_job/submit", {
    Name: `gated ${Date.now()}`,
    ...(project === null ? {} : { ProjectId: project }),
    Tasks: [{ Key: "gate", Approval: { Title: "Ship it?", TimeoutMinutes: 30, ...approval } }],
  });
  expect(job.State).toBe("waiting");
  return String(job.Id);
}

async function listed(user: NormalUser): Promise<string[]> {
  const { approvals, approvalCount } = await user.client.gqlData<{
    approvals: { jobId: string }[];
    approvalCount: number;
  }>(`{ approvals { jobId } approvalCount }`);
  expect(approvalCount).toBe(approvals.length);
  const rest = await user.client.ok<{ JobId: number }[]>("/api/workflow_job/approvals");
  expect(rest.map((a) => String(a.JobId))).toEqual(approvals.map((a) => a.jobId));
  return approvals.map((a) => a.jobId);
}

/** Whether the job page shows the user the buttons (null: the user cannot read the job). */
async function canDecide(user: NormalUser, jobId: string): Promise<boolean | null> {
  const result = await user.client.gql<{ job: { tasks: { approval: { canDecide: boolean } }[] } }>(
    `query($id: ID!) { job(id: $id) { tasks { approval { canDecide } } } }`,
    { id: jobId },
  );
  if (gqlCode(result) === "DBDataNotExist") return null;
  return result.body.data?.job.tasks[0]?.approval.canDecide ?? null;
}

async function waitingNotices(user: NormalUser, jobId: string) {
  const { myNotifications } = await user.client.gqlData<{
    myNotifications: {
      list: { kind: string; target: string; targetId: string; title: { en: string; zh: string } }[];
    };
  }>(`{ myNotifications(query: { limit: 100 }) { list { kind target targetId title { en zh } } } }`);
  return myNotifications.list.filter((n) => n.kind === "approvalWaiting" && n.targetId === jobId);
}

async function restDecide(user: NormalUser | Client, jobId: string, approve: boolean, reason = "") {
  const client = "client" in user ? user.client : user;
  return (
    await client.rest("/api/workflow_job/approval/decide", {
      Id: Number(jobId),
      Key: "gate",
      Approve: approve,
      Reason: reason,
    })
  ).body.Error?.Type;
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  anonymous = t.client();
  const admin = await t.admin();
  const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
  [alice, olga, bob, carol, dave, eve] = users as [
    NormalUser,
    NormalUser,
    NormalUser,
    NormalUser,
    NormalUser,
    NormalUser,
  ];
  approver = await createSystemUser(t, admin, ["Workflow.Job.Update"]);
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Gated team" })).Id;
  await join(alice, projectId, olga, "owner");
  await join(alice, projectId, bob, "editor");
  await join(alice, projectId, carol, "viewer");
  await join(alice, projectId, dave, "editor", false);
});

afterAll(async () => {
  await t?.stop();
});

describe("the step's project role", () => {
  it("is kept by templates and jobs (GraphQL and REST), checked, and listed by the version diff", async () => {
    const node = (projectRole: string | null) => [
      { key: "gate", approval: { title: "Check", owner: false, projectRole }, args: {} },
    ];
    const { createTemplate } = await alice.client.gqlData<{
      createTemplate: { id: string; nodes: { approval: { owner: boolean; projectRole: string | null } }[] };
    }>(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id nodes { approval { owner projectRole } } } }`,
      { input: { name: "team gate", nodes: node("editor") } },
    );
    expect(createTemplate.nodes[0]!.approval).toEqual({ owner: false, projectRole: "editor" });
    await alice.client.gqlData(
      `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
      { id: createTemplate.id, input: { name: "team gate", nodes: node("owner") } },
    );
    const { templateVersions } = await alice.client.gqlData<{
      templateVersions: { id: string; number: number }[];
    }>(`query($id: ID!) { templateVersions(templateId: $id) { id number } }`, { id: createTemplate.id });
    const versions = [...templateVersions].sort((a, b) => a.number - b.number);
    const { compareTemplateVersions } = await alice.client.gqlData<{
      compareTemplateVersions: {
        nodesChanged: { key: string; approval: { name: string; before: unknown; after: unknown }[] }[];
      };
    }>(
      `query($a: ID!, $b: ID!) { compareTemplateVersions(a: $a, b: $b) {
        nodesChanged { key approval { name before after } } } }`,
      { a: versions[0]!.id, b: versions[versions.length - 1]!.id },
    );
    expect(compareTemplateVersions.nodesChanged).toEqual([
      { key: "gate", approval: [{ name: "projectRole", before: "editor", after: "owner" }] },
    ]);
    // A viewer never decides; nobody at all is refused.
    const viewer = await alice.client.gql(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { name: "bad gate", nodes: node("viewer") } },
    );
    expect(gqlCode(viewer)).not.toBeNull();
    const nobody = await alice.client.rest("/api/workflow_job/submit", {
      Name: "nobody",
      ProjectId: projectId,
      Tasks: [{ Key: "gate", Approval: { Title: "Go?", Owner: false } }],
    });
    expect(nobody.body.Error?.Type).toBe("JobTaskArgsError");
    const restViewer = await alice.client.rest("/api/workflow_job/submit", {
      Name: "viewer",
      ProjectId: projectId,
      Tasks: [{ Key: "gate", Approval: { Title: "Go?", ProjectRole: "viewer" } }],
    });
    expect(restViewer.body.Error?.Type).toBe("JobTaskArgsError");
    // REST shows the role on the task.
    const jobId = await gatedJob({ Owner: false, ProjectRole: "editor" });
    const listedTasks = await alice.client.ok<{ Approval: { ProjectRole: string | null } }[]>(
      `/api/workflow_job/tasks/${jobId}`,
    );
    expect(listedTasks[0]!.Approval.ProjectRole).toBe("editor");
    await alice.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, { id: jobId });
  });
});

describe("editors and owners decide (projectRole editor)", () => {
  let jobId = "";
  beforeAll(async () => {
    jobId = await gatedJob({ Owner: false, ProjectRole: "editor" });
  });

  it("is listed for the project's editors and owners and nobody else", async () => {
    for (const user of [alice, olga, bob]) expect(await listed(user)).toContain(jobId);
    for (const user of [carol, dave, eve]) expect(await listed(user)).not.toContain(jobId);
    const { sysApprovals } = await approver.client.gqlData<{ sysApprovals: { jobId: string }[] }>(
      `{ sysApprovals { jobId } }`,
    );
    expect(sysApprovals.map((a) => a.jobId)).not.toContain(jobId);
  });

  it("the job page offers the decision to them only (canDecide); a viewer reads the job without it", async () => {
    expect(await canDecide(alice, jobId)).toBe(true);
    expect(await canDecide(olga, jobId)).toBe(true);
    expect(await canDecide(bob, jobId)).toBe(true);
    expect(await canDecide(carol, jobId)).toBe(false);
    expect(await canDecide(dave, jobId)).toBeNull();
    expect(await canDecide(eve, jobId)).toBeNull();
  });

  it("notifies every member who may decide, once, with a link to the job; not the others", async () => {
    for (const user of [alice, olga, bob]) {
      const notices = await waitingNotices(user, jobId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ target: "job", targetId: jobId });
      expect(notices[0]!.title.en).toContain("waits for your approval: Ship it?");
      expect(notices[0]!.title.zh).toContain("等待您审批");
    }
    for (const user of [carol, dave, eve]) expect(await waitingNotices(user, jobId)).toEqual([]);
  });

  it("refuses a viewer, an invitee, an outsider and a system user like a missing step; not signed in", async () => {
    for (const user of [carol, dave, eve]) {
      expect(gqlCode(await user.client.gql(decide, { jobId, key: "gate", approve: true }))).toBe(
        "DBDataNotExist",
      );
      expect(await restDecide(user, jobId, true)).toBe("DBDataNotExist");
    }
    expect(gqlCode(await approver.client.gql(sysDecide, { jobId, key: "gate", approve: true }))).toBe(
      "DBDataNotExist",
    );
    expect(gqlCode(await anonymous.gql(decide, { jobId, key: "gate", approve: true }))).toBe("DBUserNoLogin");
    expect(await restDecide(anonymous, jobId, true)).toBe("DBUserNoLogin");
    expect(await canDecide(bob, jobId)).toBe(true);
  });

  it("an editor who is not the job's owner approves it (REST); the job is done; nobody decides twice", async () => {
    expect(await restDecide(bob, jobId, true, "looks fine")).toBeUndefined();
    const { job } = await alice.client.gqlData<{
      job: {
        state: string;
        tasks: { approval: { canDecide: boolean; decision: { byAccount: string; reason: string } } }[];
      };
    }>(
      `query($id: ID!) { job(id: $id) { state tasks { approval { canDecide decision { byAccount reason } } } } }`,
      {
        id: jobId,
      },
    );
    expect(job.state).toBe("done");
    expect(job.tasks[0]!.approval).toEqual({
      canDecide: false,
      decision: { byAccount: bob.account, reason: "looks fine" },
    });
    expect(gqlCode(await olga.client.gql(decide, { jobId, key: "gate", approve: false, reason: "no" }))).toBe(
      "JobApprovalDecided",
    );
    for (const user of [alice, olga, bob]) expect(await listed(user)).not.toContain(jobId);
  });
});

describe("only the project's owners decide (projectRole owner)", () => {
  it("an editor is refused like a missing step; a second owner rejects it and the job's owner is told", async () => {
    const jobId = await gatedJob({ Owner: false, ProjectRole: "owner" });
    expect(await listed(bob)).not.toContain(jobId);
    expect(await canDecide(bob, jobId)).toBe(false);
    expect(await waitingNotices(bob, jobId)).toEqual([]);
    expect(await waitingNotices(olga, jobId)).toHaveLength(1);
    expect(gqlCode(await bob.client.gql(decide, { jobId, key: "gate", approve: true }))).toBe(
      "DBDataNotExist",
    );
    expect(await listed(olga)).toContain(jobId);
    const { decideApproval } = await olga.client.gqlData<{
      decideApproval: {
        state: string;
        approval: { step: { projectRole: string }; decision: { approved: boolean; byAccount: string } };
      };
    }>(decide, { jobId, key: "gate", approve: false, reason: "not this week" });
    expect(decideApproval.state).toBe("abort");
    expect(decideApproval.approval.step.projectRole).toBe("owner");
    expect(decideApproval.approval.decision).toMatchObject({ approved: false, byAccount: olga.account });
    const { myNotifications } = await alice.client.gqlData<{
      myNotifications: { list: { kind: string; targetId: string }[] };
    }>(`{ myNotifications(query: { limit: 100 }) { list { kind targetId } } }`);
    expect(myNotifications.list).toContainEqual({ kind: "approvalRejected", targetId: jobId });
  });
});

describe("membership changes and jobs outside a project", () => {
  it("a member removed from the project can no longer decide; a job outside a project ignores the role", async () => {
    const jobId = await gatedJob({ Owner: false, ProjectRole: "editor" });
    const outside = await gatedJob({ Owner: true, ProjectRole: "editor" }, null);
    expect(await listed(bob)).toContain(jobId);
    expect(await listed(bob)).not.toContain(outside);
    expect(await listed(alice)).toContain(outside);
    expect(await restDecide(bob, outside, true)).toBe("DBDataNotExist");
    expect(await waitingNotices(bob, outside)).toEqual([]);
    await alice.client.ok("/api/project/remove_member", { ProjectId: projectId, UserId: bob.id });
    expect(await listed(bob)).not.toContain(jobId);
    expect(await restDecide(bob, jobId, true)).toBe("DBDataNotExist");
    // The job's owner decides the job outside a project as before.
    expect(await restDecide(alice, outside, true)).toBeUndefined();
    expect(await restDecide(olga, jobId, true)).toBeUndefined();
  });
});
