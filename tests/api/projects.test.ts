/**
 * Projects shared by a team (issue 28 item 2): create, invite (with a notification), accept or
 * decline, roles, remove, leave (not the last owner), delete (not while it holds items); and the one
 * visibility rule on data set files, workflow templates and jobs for every role: owner, editor,
 * viewer, invited (not accepted), outsider and not signed in. An outsider gets exactly what a missing id
 * gets. A member's job is charged to that member (ChargedTo). REST and GraphQL.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../gateway/src/db/jobs.js";
import { uploads } from "../../gateway/src/db/schema.js";
import { webhookDeliveries } from "../../gateway/src/db/webhooks.js";
import { deliverWebhooks } from "../../gateway/src/domain/notifications/webhookDelivery.js";
import { promoteReady, refreshJobState } from "../../gateway/src/domain/jobs/jobs.js";
import { startApp, type TestApp } from "../support/app.js";
import { idleWorker, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";
import { signedWith, startWebhookReceiver, type WebhookReceiver } from "../support/webhookReceiver.js";

let t: TestApp;
let worker: ReturnType<typeof idleWorker>;
/** alice owns the items; olga is a second owner of the project; bob edits; carol views. */
let alice: NormalUser;
let olga: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
/** dave is invited and has not accepted; eve is an outsider. */
let dave: NormalUser;
let eve: NormalUser;
let anonymous: Client;
let receiver: WebhookReceiver;
let projectId = 0;
let descriptors = "";
let cdk2 = 0;

const files = "/api/workflow_job_task_data_source_file";

interface ProjectView {
  Id: number;
  Name: string;
  MyRole: string;
  MemberCount: number;
  DataFileCount: number;
  TemplateCount: number;
  JobCount: number;
}

async function errorOf(client: Client, path: string, body: unknown): Promise<EnvelopeError | null> {
  return (await client.rest(path, body)).body.Error;
}

async function createProject(user: NormalUser, name: string): Promise<number> {
  return (await user.client.ok<ProjectView>("/api/project/create", { Name: name, Description: "test" })).Id;
}

async function join(owner: NormalUser, id: number, user: NormalUser, role: string, accept = true) {
  await owner.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  if (accept) await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

async function uploadFile(user: NormalUser, name: string): Promise<number> {
  const bytes = Buffer.from(`${name}\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n$$$$\n`);
  return (await uploadBytes(user.client, files, name, bytes)).Id;
}

async function createTemplate(user: NormalUser, name: string): Promise<number> {
  const { createTemplate } = await user.client.gqlData<{ createTemplate: { id: string } }>(
    `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
    {
      input: {
        name,
        nodes: [{ key: "d", moduleId: descriptors, args: { molecules: { dataFileId: cdk2 } } }],
      },
    },
  );
  return Number(createTemplate.id);
}

async function submit(user: NormalUser, name: string, extra: Record<string, unknown> = {}) {
  return user.client.rest<{ Id: number; ProjectId: number | null; ChargedTo: number }>(
    "/api/workflow_job/submit",
    {
      Name: name,
      Tasks: [{ Key: "d", ModuleId: Number(descriptors), Args: { molecules: { dataFileId: cdk2 } } }],
      ...extra,
    },
  );
}

async function move(user: NormalUser, kind: string, ids: number[], project: number | null) {
  return user.client.rest<{ Moved: number }>("/api/project/move", {
    Kind: kind,
    Ids: ids,
    ProjectId: project,
  });
}

/** One item of each kind of alice's, in the project (the job only when asked: she runs 5 at most). */
async function sharedItems(label: string, withJob = false) {
  const file = await uploadFile(alice, `${label}-${Date.now()}.sdf`);
  const template = await createTemplate(alice, `${label} template`);
  const submitted = withJob ? await submit(alice, `${label} job`, { ProjectId: projectId }) : null;
  expect(submitted?.body.Error ?? null).toBeNull();
  const job = submitted?.body.Data?.Id ?? 0;
  expect((await move(alice, "dataFile", [file], projectId)).body.Data).toEqual({ Moved: 1 });
  expect((await move(alice, "template", [template], projectId)).body.Data).toEqual({ Moved: 1 });
  return { file, template, job };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Webhook rounds are run by the tests (deliverWebhooks), to the receiver on loopback.
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE: "true",
      CRUCIBLE_DELIVERIES: "false",
    },
  });
  worker = idleWorker(t);
  alice = await registerUser(t);
  olga = await registerUser(t);
  bob = await registerUser(t);
  carol = await registerUser(t);
  dave = await registerUser(t);
  eve = await registerUser(t);
  anonymous = t.client();
  const demo = await alice.client.gqlData<{
    modules: { id: string; key: string }[];
    dataFiles: { list: { id: string; name: string }[] };
  }>(`{ modules { id key } dataFiles(query: { limit: 100 }) { list { id name } } }`);
  descriptors = demo.modules.find((m) => m.key === "rdkit/descriptors")!.id;
  cdk2 = Number(demo.dataFiles.list.find((f) => f.name === "cdk2.sdf")!.id);
  projectId = await createProject(alice, "Kinase screen");
  await join(alice, projectId, olga, "owner");
  await join(alice, projectId, bob, "editor");
  await join(alice, projectId, carol, "viewer");
  await join(alice, projectId, dave, "viewer", false);
});

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
  await receiver?.close();
});

describe("a project and its members", () => {
  it("lists the project to its accepted members with their roles, and to nobody else", async () => {
    const roles = new Map<NormalUser, string | null>([
      [alice, "owner"],
      [olga, "owner"],
      [bob, "editor"],
      [carol, "viewer"],
      [dave, null],
      [eve, null],
    ]);
    for (const [user, role] of roles) {
      const list = await user.client.ok<ProjectView[]>("/api/project/list");
      expect(list.find((p) => p.Id === projectId)?.MyRole ?? null).toBe(role);
      const read = await errorOf(user.client, "/api/project/read", { Id: projectId });
      const missing = await errorOf(user.client, "/api/project/read", { Id: 987654321 });
      if (role) expect(read).toBeNull();
      else expect(read).toEqual(missing);
    }
    expect((await errorOf(anonymous, "/api/project/list", {}))?.Type).toBe("DBUserNoLogin");
    const { projects } = await bob.client.gqlData<{
      projects: { id: string; myRole: string; memberCount: number }[];
    }>(`{ projects { id myRole memberCount } }`);
    expect(projects.find((p) => p.id === String(projectId))).toEqual({
      id: String(projectId),
      myRole: "editor",
      memberCount: 4,
    });
  });

  it("notifies the invitee, who sees the invitation and may decline it", async () => {
    const { myNotifications } = await dave.client.gqlData<{
      myNotifications: {
        list: { kind: string; target: string; targetId: string; title: { en: string; zh: string } }[];
      };
    }>(`{ myNotifications { list { kind target targetId title { en zh } } } }`);
    const invitation = myNotifications.list.find((n) => n.kind === "projectInvitation");
    expect(invitation).toMatchObject({ target: "project", targetId: String(projectId) });
    expect(invitation!.title.en).toContain("Kinase screen");
    expect(invitation!.title.zh).toContain("项目");
    const { projectInvitations } = await dave.client.gqlData<{
      projectInvitations: {
        projectId: string;
        projectName: string;
        role: string;
        invitedByAccount: string;
      }[];
    }>(`{ projectInvitations { projectId projectName role invitedByAccount } }`);
    expect(projectInvitations).toEqual([
      {
        projectId: String(projectId),
        projectName: "Kinase screen",
        role: "viewer",
        invitedByAccount: alice.account,
      },
    ]);
    // Someone else's invitation answers like none.
    expect(
      (await errorOf(eve.client, "/api/project/answer_invitation", { ProjectId: projectId, Accept: true }))
        ?.Type,
    ).toBe("DBDataNotExist");
  });

  it("invites by e-mail too; refuses a duplicate, an unknown invitee and a bad role", async () => {
    const id = await createProject(alice, "Invites");
    const member = await alice.client.ok<{ Account: string; Accepted: boolean; Role: string }>(
      "/api/project/invite",
      {
        ProjectId: id,
        Invitee: eve.email.toUpperCase(),
        Role: "editor",
      },
    );
    expect(member).toMatchObject({ Account: eve.account, Accepted: false, Role: "editor" });
    expect(
      (await errorOf(alice.client, "/api/project/invite", { ProjectId: id, Invitee: eve.account }))?.Type,
    ).toBe("DBDuplicate");
    expect(
      (await errorOf(alice.client, "/api/project/invite", { ProjectId: id, Invitee: "nobody-at-all" }))?.Type,
    ).toBe("DBDataNotExist");
    expect(
      (
        await errorOf(alice.client, "/api/project/invite", {
          ProjectId: id,
          Invitee: bob.account,
          Role: "boss",
        })
      )?.Type,
    ).toBe("ServerInvalidParameter");
    await eve.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: false });
    expect((await eve.client.ok<ProjectView[]>("/api/project/list")).some((p) => p.Id === id)).toBe(false);
    await alice.client.ok("/api/project/delete", { Id: id });
  });

  it("lets only owners rename, invite, change roles and remove; others are refused by role or as missing", async () => {
    for (const [user, type] of [
      [bob, "DBPermDenied"],
      [carol, "DBPermDenied"],
      [dave, "DBDataNotExist"],
      [eve, "DBDataNotExist"],
    ] as const) {
      const rename = await errorOf(user.client, "/api/project/update", { Id: projectId, Name: "Mine now" });
      expect(rename?.Type).toBe(type);
      if (type === "DBPermDenied") expect(rename?.Value).toBe("Project.owner");
      expect(
        (await errorOf(user.client, "/api/project/invite", { ProjectId: projectId, Invitee: eve.account }))
          ?.Type,
      ).toBe(type);
      expect(
        (
          await errorOf(user.client, "/api/project/set_role", {
            ProjectId: projectId,
            UserId: carol.id,
            Role: "owner",
          })
        )?.Type,
      ).toBe(type);
      expect(
        (await errorOf(user.client, "/api/project/remove_member", { ProjectId: projectId, UserId: carol.id }))
          ?.Type,
      ).toBe(type);
      expect((await errorOf(user.client, "/api/project/delete", { Id: projectId }))?.Type).toBe(type);
    }
    const renamed = await olga.client.ok<ProjectView>("/api/project/update", {
      Id: projectId,
      Name: "Kinase screen",
    });
    expect(renamed.Name).toBe("Kinase screen");
    expect((await errorOf(olga.client, "/api/project/update", { Id: projectId, Name: "" }))?.Type).toBe(
      "ServerInvalidParameter",
    );
    for (const path of ["/api/project/update", "/api/project/delete", "/api/project/members"]) {
      expect((await errorOf(anonymous, path, { Id: projectId, ProjectId: projectId }))?.Type).toBe(
        "DBUserNoLogin",
      );
    }
  });

  it("keeps a last owner: they cannot leave, be demoted or be removed", async () => {
    const id = await createProject(bob, "Solo");
    await join(bob, id, carol, "editor");
    expect((await errorOf(bob.client, "/api/project/leave", { ProjectId: id }))?.Type).toBe(
      "DBStatusChangeNotAllowed",
    );
    expect(
      (await errorOf(bob.client, "/api/project/set_role", { ProjectId: id, UserId: bob.id, Role: "viewer" }))
        ?.Type,
    ).toBe("DBStatusChangeNotAllowed");
    expect(
      (await errorOf(bob.client, "/api/project/remove_member", { ProjectId: id, UserId: bob.id }))?.Type,
    ).toBe("DBStatusChangeNotAllowed");
    // With a second owner, the first may leave.
    await bob.client.ok("/api/project/set_role", { ProjectId: id, UserId: carol.id, Role: "owner" });
    await bob.client.ok("/api/project/leave", { ProjectId: id });
    expect((await errorOf(bob.client, "/api/project/read", { Id: id }))?.Type).toBe("DBDataNotExist");
    const members = await carol.client.ok<{ Account: string; Role: string }[]>("/api/project/members", {
      ProjectId: id,
    });
    expect(members.map((m) => [m.Account, m.Role])).toEqual([[carol.account, "owner"]]);
    await carol.client.ok("/api/project/delete", { Id: id });
  });

  it("refuses to delete a project while it holds items (DBDataHasChildren), then deletes it once empty", async () => {
    const id = await createProject(alice, "Holding");
    const file = await uploadFile(alice, `holding-${Date.now()}.sdf`);
    await move(alice, "dataFile", [file], id);
    expect((await errorOf(alice.client, "/api/project/delete", { Id: id }))?.Type).toBe("DBDataHasChildren");
    await move(alice, "dataFile", [file], null);
    expect(await alice.client.ok("/api/project/delete", { Id: id })).toBe(true);
    const read = await alice.client.ok<{ ProjectId: number | null }>(`${files}/read/${file}`);
    expect(read.ProjectId).toBeNull();
  });
});

describe("moving items", () => {
  it("moves only the caller's own items, into a project they edit; a viewer or outsider cannot", async () => {
    const file = await uploadFile(carol, `carol-${Date.now()}.sdf`);
    // carol views: she cannot bring her file in.
    expect((await move(carol, "dataFile", [file], projectId)).body.Error?.Type).toBe("DBPermDenied");
    expect((await move(eve, "dataFile", [file], projectId)).body.Error?.Type).toBe("DBDataNotExist");
    // bob edits, but the file is carol's: like a missing id, and nothing moves.
    const other = await uploadFile(bob, `bob-${Date.now()}.sdf`);
    const both = await move(bob, "dataFile", [other, file], projectId);
    expect(both.body.Error?.Type).toBe("DBDataNotExist");
    expect(
      (await bob.client.ok<{ ProjectId: number | null }>(`${files}/read/${other}`)).ProjectId,
    ).toBeNull();
    expect((await move(bob, "dataFile", [other], projectId)).body.Data).toEqual({ Moved: 1 });
    expect((await move(bob, "dataFile", [], projectId)).body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await move(bob, "folder", [other], projectId)).body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("uploads straight into a project for its editors; a viewer, an outsider and a bad id are refused first", async () => {
    const bytes = Buffer.from(`into the project ${Date.now()}\n`);
    const name = `direct-${Date.now()}.txt`;
    const uploaded = await uploadBytes(bob.client, files, name, bytes, { ProjectId: projectId });
    const read = await carol.client.ok<{ ProjectId: number | null; OwnerId: number }>(
      `${files}/read/${uploaded.Id}`,
    );
    expect([read.ProjectId, read.OwnerId]).toEqual([projectId, bob.id]);
    const meta = (user: NormalUser, extra: Record<string, unknown>) =>
      user.client.rest(`${files}/upload_meta`, {
        Name: `refused-${Date.now()}.txt`,
        Size: 5,
        Sha256: "A".repeat(64),
        ...extra,
      });
    expect((await meta(carol, { ProjectId: projectId })).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Project.editor",
    });
    expect((await meta(eve, { ProjectId: projectId })).body.Error?.Type).toBe("DBDataNotExist");
    expect((await meta(bob, { ProjectId: 987654321 })).body.Error?.Type).toBe("DBDataNotExist");
    for (const bad of [0, -3, 1.5, "7"])
      expect([bad, (await meta(bob, { ProjectId: bad })).body.Error?.Type]).toEqual([
        bad,
        "ServerInvalidParameter",
      ]);
    // Refused before an upload began: nothing of theirs waits to be resumed.
    const waiting = await t.app.services.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.userId, [carol.id, eve.id]));
    expect(waiting).toEqual([]);
  });

  it("moves a whole folder of the caller's files", async () => {
    const folder = `plates-${Date.now()}`;
    const bytes = (n: number) => Buffer.from(`plate ${n}\n`);
    for (const n of [1, 2]) {
      await uploadBytes(bob.client, files, `p${n}.txt`, bytes(n), { DirNames: [folder, "sub"] });
    }
    const moved = await bob.client.ok<{ Moved: number }>("/api/project/move", {
      Kind: "dataFile",
      Folder: folder,
      ProjectId: projectId,
    });
    expect(moved.Moved).toBe(2);
    const { dataFiles } = await carol.client.gqlData<{
      dataFiles: { list: { name: string; projectId: string }[] };
    }>(`query($q: QueryInput) { dataFiles(query: $q) { list { name projectId } } }`, {
      q: { where: [{ values: [{ name: "Folder", value: `${folder}/sub` }] }] },
    });
    expect(dataFiles.list.map((f) => f.projectId)).toEqual([String(projectId), String(projectId)]);
  });
});

describe("every role against shared data, templates and jobs", () => {
  /** What each caller gets: read and write, or one error for both. */
  const cases = () =>
    [
      { who: "owner", client: olga.client, read: null, write: null },
      { who: "editor", client: bob.client, read: null, write: null },
      { who: "viewer", client: carol.client, read: null, write: "DBDataNotExist" },
      { who: "invited", client: dave.client, read: "DBDataNotExist", write: "DBDataNotExist" },
      { who: "outsider", client: eve.client, read: "DBDataNotExist", write: "DBDataNotExist" },
      { who: "not signed in", client: anonymous, read: "DBUserNoLogin", write: "DBUserNoLogin" },
    ] as const;

  it("data set files: members list, read and download; editors and owners rename and remove", async () => {
    for (const c of cases()) {
      const { file } = await sharedItems(`data-${c.who.replace(/ /g, "")}`);
      const missing = await errorOf(c.client, `${files}/read/987654321`, {});
      const read = await errorOf(c.client, `${files}/read/${file}`, {});
      expect([c.who, read?.Type ?? null]).toEqual([c.who, c.read]);
      if (c.read === "DBDataNotExist") expect(read).toEqual(missing);
      const download = await c.client.fetch(`${files}/download_file/${file}`, { method: "GET" });
      expect([c.who, download.status === 200]).toEqual([c.who, c.read === null]);
      if (c.read === null) {
        const page = await c.client.ok<{ List: { Id: number }[] }>(`${files}/query_page`, {
          Where: { Lvg: [{ Values: [{ Name: "ProjectId", Value: projectId }] }] },
          Limit: 1000,
        });
        expect(page.List.some((f) => f.Id === file)).toBe(true);
      }
      const rename = await errorOf(c.client, `${files}/update/${file}`, { Name: `renamed-${file}.sdf` });
      expect([c.who, rename?.Type ?? null]).toEqual([c.who, c.write]);
      const remove = await errorOf(c.client, `${files}/delete_soft/${file}`, {});
      expect([c.who, remove?.Type ?? null]).toEqual([c.who, c.write]);
    }
  });

  it("templates: members read them and their versions; editors and owners change, run and remove them", async () => {
    for (const c of cases()) {
      const { template } = await sharedItems(`tpl-${c.who.replace(/ /g, "")}`);
      const read = await c.client.gql<{ template: { id: string; projectId: string; mine: boolean } }>(
        `query($id: ID!) { template(id: $id) { id projectId mine } }`,
        { id: String(template) },
      );
      expect([c.who, gqlCode(read)]).toEqual([c.who, c.read ?? undefined]);
      if (!c.read) expect(read.body.data?.template.projectId).toBe(String(projectId));
      const versions = await c.client.gql(`query($id: ID!) { templateVersions(templateId: $id) { id } }`, {
        id: String(template),
      });
      expect([c.who, gqlCode(versions)]).toEqual([c.who, c.read ?? undefined]);
      const update = await c.client.gql(
        `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
        {
          id: String(template),
          input: {
            name: `changed by ${c.who}`,
            nodes: [{ key: "d", moduleId: descriptors, args: { molecules: { dataFileId: cdk2 } } }],
          },
        },
      );
      expect([c.who, gqlCode(update)]).toEqual([c.who, c.write ?? undefined]);
      const run = await c.client.gql<{
        runTemplate: { id: string; projectId: string | null; chargedToAccount: string };
      }>(
        `mutation($id: ID!, $p: ID) { runTemplate(id: $id, name: "run", projectId: $p) { id projectId chargedToAccount } }`,
        { id: String(template), p: String(projectId) },
      );
      expect([c.who, gqlCode(run)]).toEqual([c.who, c.write ?? undefined]);
      if (!c.write) {
        // The job is the project's and charged to the member who ran it.
        expect(run.body.data?.runTemplate.projectId).toBe(String(projectId));
        expect(run.body.data?.runTemplate.chargedToAccount).toBe(
          c.who === "owner" ? olga.account : bob.account,
        );
        await c.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
          id: run.body.data!.runTemplate.id,
        });
      }
      const remove = await c.client.gql(`mutation($id: ID!) { deleteTemplate(id: $id) }`, {
        id: String(template),
      });
      expect([c.who, gqlCode(remove)]).toEqual([c.who, c.write ?? undefined]);
    }
  });

  it("jobs: members read them and their tasks; editors and owners cancel and clone; only the charged member resets", async () => {
    for (const c of cases()) {
      const { job } = await sharedItems(`job-${c.who.replace(/ /g, "")}`, true);
      const read = await c.client.gql<{
        job: { id: string; projectId: string; chargedToAccount: string; mine: boolean };
      }>(`query($id: ID!) { job(id: $id) { id projectId chargedToAccount mine tasks { id } } }`, {
        id: String(job),
      });
      expect([c.who, gqlCode(read)]).toEqual([c.who, c.read ?? undefined]);
      if (!c.read)
        expect(read.body.data?.job).toMatchObject({ chargedToAccount: alice.account, mine: false });
      const tasks = await errorOf(c.client, `/api/workflow_job/tasks/${job}`, {});
      expect([c.who, tasks?.Type ?? null]).toEqual([c.who, c.read]);
      const cancel = await c.client.gql(`mutation($id: ID!) { cancelJob(id: $id) { id state } }`, {
        id: String(job),
      });
      expect([c.who, gqlCode(cancel)]).toEqual([c.who, c.write ?? undefined]);
      if (!c.write) {
        // Reset runs the tasks again at the charged member's cost: only alice, who submitted it.
        const reset = await c.client.gql(`mutation($id: ID!) { resetJob(id: $id) { id } }`, {
          id: String(job),
        });
        expect(gqlCode(reset)).toBe("DBPermDenied");
        const clone = await c.client.gql<{ cloneJob: { id: string; projectId: string; mine: boolean } }>(
          `mutation($id: ID!) { cloneJob(id: $id) { id projectId mine } }`,
          { id: String(job) },
        );
        expect(clone.body.data?.cloneJob).toMatchObject({ projectId: String(projectId), mine: true });
        await c.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
          id: clone.body.data!.cloneJob.id,
        });
      } else {
        await alice.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, { id: String(job) });
      }
      const remove = await errorOf(c.client, `/api/workflow_job/delete_soft/${job}`, {});
      expect([c.who, remove?.Type ?? null]).toEqual([c.who, c.write]);
    }
  });

  it("makes a job in a project only for its editors and owners, charged to them", async () => {
    const mine = await submit(bob, "bob's project job", { ProjectId: projectId });
    expect(mine.body.Error).toBeNull();
    expect(mine.body.Data).toMatchObject({ ProjectId: projectId, ChargedTo: bob.id });
    expect((await submit(carol, "viewer job", { ProjectId: projectId })).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    expect((await submit(eve, "outsider job", { ProjectId: projectId })).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await submit(eve, "missing", { ProjectId: 987654321 })).body.Error?.Type).toBe("DBDataNotExist");
    await bob.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
      id: String(mine.body.Data!.Id),
    });
  });

  it("lets editors use a project's data in their jobs, and never viewers or outsiders", async () => {
    const file = await uploadFile(alice, `input-${Date.now()}.sdf`);
    await move(alice, "dataFile", [file], projectId);
    const withFile = (user: NormalUser) =>
      user.client.rest<{ Id: number }>("/api/workflow_job/submit", {
        Name: "uses project data",
        Tasks: [{ Key: "d", ModuleId: Number(descriptors), Args: { molecules: { dataFileId: file } } }],
      });
    const ok = await withFile(bob);
    expect(ok.body.Error).toBeNull();
    await bob.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
      id: String(ok.body.Data!.Id),
    });
    expect((await withFile(carol)).body.Error?.Type).toBe("JobTaskArgsError");
    expect((await withFile(eve)).body.Error?.Type).toBe("JobTaskArgsError");
  });

  it("filters lists by project on both transports, and a removed member loses the project's items", async () => {
    const id = await createProject(alice, "Filter");
    await join(alice, id, eve, "viewer");
    const file = await uploadFile(alice, `filter-${Date.now()}.sdf`);
    await move(alice, "dataFile", [file], id);
    const { templates } = await eve.client.gqlData<{ templates: { id: string }[] }>(
      `query($p: ID) { templates(projectId: $p) { id } }`,
      { p: String(id) },
    );
    expect(templates).toEqual([]);
    const page = await eve.client.ok<{ List: { Id: number }[] }>(`${files}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "ProjectId", Value: id }] }] },
    });
    expect(page.List.map((f) => f.Id)).toEqual([file]);
    await alice.client.ok("/api/project/remove_member", { ProjectId: id, UserId: eve.id });
    expect((await errorOf(eve.client, `${files}/read/${file}`, {}))?.Type).toBe("DBDataNotExist");
    await move(alice, "dataFile", [file], null);
    await alice.client.ok("/api/project/delete", { Id: id });
  });
});

interface Hook {
  Id: number;
  Name: string;
  Url: string;
  Kinds: string[];
  Enabled: boolean;
  Secret?: string;
}

describe("a project's webhooks (issue 28 items 2 and 5)", () => {
  let hook: Hook;
  const log = { warn: () => undefined };

  /** The project's deliveries of an event about a job, once sent. */
  async function sentFor(event: string, jobId: number) {
    return waitFor(`${event} of job ${jobId} delivered`, async () => {
      await deliverWebhooks(t.app.services, log);
      const rows = await t.app.services.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook.Id));
      const row = rows.find((d) => d.event === event && d.payload["targetId"] === jobId);
      return row?.state === "sent" ? row : null;
    });
  }

  /** The body received for a delivery. */
  function receivedOf(deliveryId: number) {
    const found = receiver.received.find((r) => r.headers["x-crucible-delivery"] === String(deliveryId));
    expect(found).toBeDefined();
    return found!;
  }

  it("are made and managed by the project's owners only; members are refused, others answered as missing", async () => {
    hook = await alice.client.ok<Hook>("/api/project/webhook_create", {
      ProjectId: projectId,
      Name: "team bot",
      Url: receiver.url,
      Kinds: ["jobDone", "jobFailed", "approvalWaiting"],
    });
    expect(hook.Secret).toMatch(/^whsec_/);
    // A second owner sees and changes it; the list never shows the secret.
    const listed = await olga.client.ok<Hook[]>("/api/project/webhooks", { ProjectId: projectId });
    expect(listed.map((h) => h.Id)).toEqual([hook.Id]);
    expect(JSON.stringify(listed)).not.toContain(hook.Secret);
    const renamed = await olga.client.ok<Hook>("/api/project/webhook_update", {
      ProjectId: projectId,
      Id: hook.Id,
      Name: "team bot 2",
    });
    expect(renamed).toMatchObject({ Name: "team bot 2", Url: receiver.url, Enabled: true });
    // Not a user's webhook: the registrant's own list and reads do not have it.
    const own = await alice.client.ok<{ List: Hook[] }>("/api/user_webhook/query_page", {});
    expect(own.List.map((h) => h.Id)).not.toContain(hook.Id);
    expect((await errorOf(alice.client, `/api/user_webhook/read/${hook.Id}`, {}))?.Type).toBe(
      "DBDataNotExist",
    );
    // Only the events of a project's jobs.
    expect(
      (
        await errorOf(alice.client, "/api/project/webhook_create", {
          ProjectId: projectId,
          Name: "x",
          Url: receiver.url,
          Kinds: ["feedbackReply"],
        })
      )?.Type,
    ).toBe("ServerInvalidParameter");

    const calls: [string, Record<string, unknown>][] = [
      ["/api/project/webhooks", { ProjectId: projectId }],
      ["/api/project/webhook_create", { ProjectId: projectId, Name: "x", Url: receiver.url, Kinds: [] }],
      ["/api/project/webhook_update", { ProjectId: projectId, Id: hook.Id, Name: "taken" }],
      ["/api/project/webhook_rotate_secret", { ProjectId: projectId, Id: hook.Id }],
      ["/api/project/webhook_ping", { ProjectId: projectId, Id: hook.Id }],
      ["/api/project/webhook_deliveries", { ProjectId: projectId }],
      ["/api/project/webhook_delete", { ProjectId: projectId, Id: hook.Id }],
    ];
    for (const [path, body] of calls) {
      for (const member of [bob, carol]) {
        const error = await errorOf(member.client, path, body);
        expect([path, error?.Type, error?.Value]).toEqual([path, "DBPermDenied", "Project.owner"]);
      }
      for (const other of [dave, eve])
        expect([path, (await errorOf(other.client, path, body))?.Type]).toEqual([path, "DBDataNotExist"]);
      expect([path, (await errorOf(anonymous, path, body))?.Type]).toEqual([path, "DBUserNoLogin"]);
    }
    // A webhook of another project, named with the caller's project, answers like a missing one.
    const evesProject = await createProject(eve, "Eve's own");
    const evesHook = await eve.client.ok<Hook>("/api/project/webhook_create", {
      ProjectId: evesProject,
      Name: "eve",
      Url: receiver.url,
      Kinds: ["jobDone"],
    });
    for (const path of [
      "/api/project/webhook_update",
      "/api/project/webhook_delete",
      "/api/project/webhook_ping",
    ])
      expect(
        (await errorOf(alice.client, path, { ProjectId: projectId, Id: evesHook.Id, Name: "n" }))?.Type,
      ).toBe("DBDataNotExist");
    expect((await errorOf(alice.client, "/api/project/webhooks", { ProjectId: evesProject }))?.Type).toBe(
      "DBDataNotExist",
    );
    await eve.client.ok("/api/project/delete", { Id: evesProject });
  });

  it("answers on GraphQL by the same rules", async () => {
    const made = await olga.client.gqlData<{
      createProjectWebhook: { secret: string; webhook: { id: string; kinds: string[] } };
    }>(
      `mutation($p: ID!, $input: ProjectWebhookInput!) { createProjectWebhook(projectId: $p, input: $input) { secret webhook { id kinds } } }`,
      { p: String(projectId), input: { name: "gql", url: receiver.url, kinds: ["jobFailed"] } },
    );
    expect(made.createProjectWebhook.secret).toMatch(/^whsec_/);
    const query = `query($p: ID!) { projectWebhooks(projectId: $p) { id name } }`;
    const { projectWebhooks } = await alice.client.gqlData<{ projectWebhooks: { id: string }[] }>(query, {
      p: String(projectId),
    });
    expect(projectWebhooks.map((h) => h.id)).toContain(made.createProjectWebhook.webhook.id);
    expect(gqlCode(await bob.client.gql(query, { p: String(projectId) }))).toBe("DBPermDenied");
    expect(gqlCode(await eve.client.gql(query, { p: String(projectId) }))).toBe("DBDataNotExist");
    expect(gqlCode(await anonymous.gql(query, { p: String(projectId) }))).toBe("DBUserNoLogin");
    const remove = `mutation($p: ID!, $id: ID!) { deleteProjectWebhook(projectId: $p, id: $id) }`;
    const vars = { p: String(projectId), id: made.createProjectWebhook.webhook.id };
    expect(gqlCode(await carol.client.gql(remove, vars))).toBe("DBPermDenied");
    expect(gqlCode(await dave.client.gql(remove, vars))).toBe("DBDataNotExist");
    expect(
      (await alice.client.gqlData<{ deleteProjectWebhook: boolean }>(remove, vars)).deleteProjectWebhook,
    ).toBe(true);
  });

  it("holds at most 10 per project, under a parallel burst", async () => {
    const id = await createProject(alice, "Hooks burst");
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        alice.client.rest("/api/project/webhook_create", {
          ProjectId: id,
          Name: `h${i}`,
          Url: "https://example.org/",
          Kinds: [],
        }),
      ),
    );
    expect(results.filter((r) => r.body.Error === null)).toHaveLength(10);
    expect(new Set(results.filter((r) => r.body.Error).map((r) => r.body.Error?.Type))).toEqual(
      new Set(["ServerInvalidParameter"]),
    );
    // A project's webhooks go with it.
    await alice.client.ok("/api/project/delete", { Id: id });
  });

  it("receive signed events of every member's jobs in the project, and of no other job", async () => {
    const db = t.app.services.db;
    const rotated = await alice.client.ok<Hook>("/api/project/webhook_rotate_secret", {
      ProjectId: projectId,
      Id: hook.Id,
    });
    // bob, an editor, runs two jobs in the project and one of his own.
    const ids: number[] = [];
    for (const name of ["bob done", "bob failed", "bob private"]) {
      const made = await submit(bob, name, name === "bob private" ? {} : { ProjectId: projectId });
      expect(made.body.Error).toBeNull();
      ids.push(made.body.Data!.Id);
    }
    const [done, failed, own] = ids as [number, number, number];
    for (const [jobId, state] of [
      [done, "done"],
      [failed, "abort"],
      [own, "done"],
    ] as const) {
      await db.update(tasks).set({ state }).where(eq(tasks.jobId, jobId));
      await refreshJobState(t.app.services, jobId);
    }
    const doneRow = await sentFor("jobDone", done);
    const failedRow = await sentFor("jobFailed", failed);
    const delivered = receivedOf(doneRow.id);
    expect(signedWith(rotated.Secret!, delivered)).toBe(true);
    expect(delivered.headers["x-crucible-event"]).toBe("jobDone");
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: "jobDone",
      data: { targetId: done, projectId, jobOwnerId: bob.id, title: { en: 'Job "bob done" is done' } },
    });
    expect(signedWith(rotated.Secret!, receivedOf(failedRow.id))).toBe(true);
    // The job outside the project reached none of the project's webhooks.
    const all = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.projectId, projectId));
    expect(all.some((d) => d.payload["targetId"] === own)).toBe(false);
    // The owners read the log and send one again.
    const log = await olga.client.ok<{ Id: number; Event: string; State: string }[]>(
      "/api/project/webhook_deliveries",
      { ProjectId: projectId, WebhookId: hook.Id },
    );
    expect(log.map((d) => d.Id)).toEqual(expect.arrayContaining([doneRow.id, failedRow.id]));
    expect(
      await olga.client.ok("/api/project/webhook_redeliver", { ProjectId: projectId, Id: doneRow.id }),
    ).toMatchObject({ State: "pending", Attempts: 0 });
    expect(
      (await errorOf(bob.client, "/api/project/webhook_redeliver", { ProjectId: projectId, Id: doneRow.id }))
        ?.Type,
    ).toBe("DBPermDenied");
  });

  it("hear of an approval step waiting in a member's project job", async () => {
    const db = t.app.services.db;
    const { runTemplate } = await (async () => {
      const { createTemplate } = await bob.client.gqlData<{ createTemplate: { id: string } }>(
        `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
        {
          input: {
            name: "gated",
            nodes: [
              { key: "d", moduleId: descriptors, args: { molecules: { dataFileId: cdk2 } } },
              { key: "gate", approval: { title: "Looks right?" }, args: {}, dependsOn: ["d"] },
            ],
          },
        },
      );
      return bob.client.gqlData<{ runTemplate: { id: string } }>(
        `mutation($id: ID!, $p: ID) { runTemplate(id: $id, name: "gated", projectId: $p) { id } }`,
        { id: createTemplate.id, p: String(projectId) },
      );
    })();
    const jobId = Number(runTemplate.id);
    const [first] = await db.select().from(tasks).where(eq(tasks.jobId, jobId));
    await db.update(tasks).set({ state: "done" }).where(eq(tasks.id, first!.id));
    await promoteReady(t.app.services, jobId);
    const row = await sentFor("approvalWaiting", jobId);
    expect(JSON.parse(receivedOf(row.id).body)).toMatchObject({
      event: "approvalWaiting",
      data: {
        projectId,
        jobOwnerId: bob.id,
        title: { en: 'Job "gated" waits for approval: Looks right?' },
      },
    });
    await bob.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, { id: String(jobId) });
  });
});
