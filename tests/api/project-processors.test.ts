/**
 * Issue 28 item 2: a member's processor in a project. A project template whose node runs a processor
 * owned by one member could not be run by the others (processors were private to their owner). A
 * processor now belongs to a project like data set files and templates: its owner moves it in and out
 * (`/api/project/move` Kind processor); the members read it (viewers too) and editors and owners run
 * it, so the project's template runs for every member who may run the template, for real, on the
 * sandbox. Only the owner changes, uploads to or deletes it. Viewers, invitees, outsiders and the
 * members of other projects get DBDataNotExist, as for a missing id; a project holding a processor is
 * not deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";

let t: TestApp;
let scheduler: Scheduler;
/** alice owns the processor, the template and the project; bob edits; carol views. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
/** dave is invited and has not accepted; eve is an outsider. */
let dave: NormalUser;
let eve: NormalUser;
let anonymous: Client;
let projectId = 0;
let processorId = "";
let templateId = "";

const runQuery = `mutation($id: ID!, $p: ID) { runTemplate(id: $id, name: "shared run", projectId: $p) { id } }`;

async function join(owner: NormalUser, id: number, user: NormalUser, role: string, accept = true) {
  await owner.client.ok("/api/project/invite", { ProjectId: id, Invitee: user.account, Role: role });
  if (accept) await user.client.ok("/api/project/answer_invitation", { ProjectId: id, Accept: true });
}

async function move(user: NormalUser, kind: string, ids: number[], project: number | null) {
  return user.client.rest<{ Moved: number }>("/api/project/move", {
    Kind: kind,
    Ids: ids,
    ProjectId: project,
  });
}

/** A job of one task running the processor, submitted by `user` (REST). */
async function submitWithProcessor(user: NormalUser, project: number | null) {
  return user.client.rest<{ Id: number }>("/api/workflow_job/submit", {
    Name: "direct",
    ...(project === null ? {} : { ProjectId: project }),
    Tasks: [{ Key: "p", ProcessorId: Number(processorId), Args: {} }],
  });
}

async function processorIds(user: NormalUser): Promise<string[]> {
  const { processors } = await user.client.gqlData<{ processors: { id: string }[] }>(`{ processors { id } }`);
  return processors.map((p) => p.id);
}

/** Ticks the scheduler until the job ends. */
async function settle(user: NormalUser, jobId: string): Promise<string> {
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const { job } = await user.client.gqlData<{ job: { state: string } }>(
      `query($id: ID!) { job(id: $id) { state } }`,
      { id: jobId },
    );
    if (["done", "abort", "cancel"].includes(job.state)) return job.state;
  }
  throw new Error(`job ${jobId} did not end`);
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
  anonymous = t.client();
  const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
  [alice, bob, carol, dave, eve] = users as [NormalUser, NormalUser, NormalUser, NormalUser, NormalUser];
  const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    {
      input: {
        name: `shared-${Date.now()}`,
        args: [],
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
        Buffer.from("#!/bin/sh\necho shared > outputs/out.txt\n"),
        "text/x-shellscript",
      ),
    },
  );
  expect(upload.body.Error).toBeNull();
  const { createTemplate } = await alice.client.gqlData<{ createTemplate: { id: string } }>(
    `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
    { input: { name: "shared processor", nodes: [{ key: "p", processorId, args: {} }] } },
  );
  templateId = createTemplate.id;
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Processors" })).Id;
  await join(alice, projectId, bob, "editor");
  await join(alice, projectId, carol, "viewer");
  await join(alice, projectId, dave, "editor", false);
  expect((await move(alice, "template", [Number(templateId)], projectId)).body.Data?.Moved).toBe(1);
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("a project template with a member's private processor", () => {
  it("cannot be run by another member while the processor is its owner's alone", async () => {
    expect(gqlCode(await bob.client.gql(runQuery, { id: templateId, p: String(projectId) }))).toBe(
      "DBDataNotExist",
    );
    expect(await processorIds(bob)).not.toContain(processorId);
    expect((await submitWithProcessor(bob, projectId)).body.Error?.Type).toBe("DBDataNotExist");
  });
});

const moveMutation = `mutation($input: ProjectMoveInput!) { moveToProject(input: $input) }`;

/** What the web's project page asks: the project's processors, and its count in the projects list. */
async function projectProcessors(user: NormalUser): Promise<{ id: string; mine: boolean }[]> {
  const { processors } = await user.client.gqlData<{ processors: { id: string; mine: boolean }[] }>(
    `query($p: ID) { processors(projectId: $p) { id mine } }`,
    { p: String(projectId) },
  );
  return processors;
}

async function processorCount(user: NormalUser): Promise<number | undefined> {
  const { projects } = await user.client.gqlData<{ projects: { id: string; processorCount: number }[] }>(
    `{ projects { id processorCount } }`,
  );
  return projects.find((p) => p.id === String(projectId))?.processorCount;
}

/** The project template's node's processor, as the builder reads it. */
async function nodeProcessor(user: NormalUser): Promise<{ id: string } | null> {
  const { template } = await user.client.gqlData<{
    template: { nodes: { processor: { id: string } | null }[] };
  }>(`query($id: ID!) { template(id: $id) { nodes { processor { id } } } }`, { id: templateId });
  return template.nodes[0]?.processor ?? null;
}

describe("moving a processor into the project", () => {
  it("over GraphQL (the web's move): not signed in, a viewer's project, another user's processor", async () => {
    const input = { kind: "processor", ids: [processorId], projectId: String(projectId) };
    expect(gqlCode(await anonymous.gql(moveMutation, { input }))).toBe("DBUserNoLogin");
    // bob edits the project but the processor is alice's: like a missing one, and nothing moves.
    expect(gqlCode(await bob.client.gql(moveMutation, { input }))).toBe("DBDataNotExist");
    expect(gqlCode(await eve.client.gql(moveMutation, { input: { ...input, projectId: null } }))).toBe(
      "DBDataNotExist",
    );
    // Into a project where alice only views.
    const viewed = (await carol.client.ok<{ Id: number }>("/api/project/create", { Name: "Carol's" })).Id;
    await join(carol, viewed, alice, "viewer");
    const refused = await alice.client.gql(moveMutation, { input: { ...input, projectId: String(viewed) } });
    expect(gqlCode(refused)).toBe("DBPermDenied");
    expect(await projectProcessors(alice)).toEqual([]);
    expect(await processorCount(alice)).toBe(0);
  });

  it("only its owner moves it; another member's or a missing id moves nothing", async () => {
    expect((await move(bob, "processor", [Number(processorId)], projectId)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await move(eve, "processor", [Number(processorId)], null)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect(
      (await move(alice, "processor", [Number(processorId), 99_999_999], projectId)).body.Error?.Type,
    ).toBe("DBDataNotExist");
    expect(
      (await anonymous.rest("/api/project/move", { Kind: "processor", Ids: [1], ProjectId: null })).body.Error
        ?.Type,
    ).toBe("DBUserNoLogin");
    // Into a project where the caller only views: refused before anything moves.
    const other = (await bob.client.ok<{ Id: number }>("/api/project/create", { Name: "Bob's" })).Id;
    await join(bob, other, alice, "viewer");
    expect((await move(alice, "processor", [Number(processorId)], other)).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    const { moveToProject } = await alice.client.gqlData<{ moveToProject: number }>(
      `mutation($input: ProjectMoveInput!) { moveToProject(input: $input) }`,
      { input: { kind: "processor", ids: [processorId], projectId: String(projectId) } },
    );
    expect(moveToProject).toBe(1);
  });

  it("its members read it (viewers too); invitees and outsiders get DBDataNotExist", async () => {
    for (const user of [alice, bob, carol]) expect(await processorIds(user)).toContain(processorId);
    for (const user of [dave, eve]) expect(await processorIds(user)).not.toContain(processorId);
    const { processor } = await bob.client.gqlData<{ processor: { projectId: string; mine: boolean } }>(
      `query($id: ID!) { processor(id: $id) { projectId mine } }`,
      { id: processorId },
    );
    expect(processor).toEqual({ projectId: String(projectId), mine: false });
    const { processor: asViewer } = await carol.client.gqlData<{ processor: { projectId: string } }>(
      `query($id: ID!) { processor(id: $id) { projectId } }`,
      { id: processorId },
    );
    expect(asViewer.projectId).toBe(String(projectId));
    for (const user of [dave, eve]) {
      expect(
        gqlCode(await user.client.gql(`query($id: ID!) { processor(id: $id) { id } }`, { id: processorId })),
      ).toBe("DBDataNotExist");
    }
  });

  it("the project page's list and count, by role; an invitee and an outsider list none", async () => {
    expect(await projectProcessors(alice)).toEqual([{ id: processorId, mine: true }]);
    for (const user of [bob, carol]) {
      expect(await projectProcessors(user)).toEqual([{ id: processorId, mine: false }]);
      expect(await processorCount(user)).toBe(1);
    }
    for (const user of [dave, eve]) expect(await projectProcessors(user)).toEqual([]);
    expect(await processorCount(eve)).toBeUndefined();
    expect(gqlCode(await anonymous.gql(`{ processors(projectId: "1") { id } }`))).toBe("DBUserNoLogin");
    const listed = await alice.client.ok<{ Id: number; ProcessorCount: number }[]>("/api/project/list", {});
    expect(listed.find((p) => p.Id === projectId)?.ProcessorCount).toBe(1);
    // The project template's node names the processor for every member (the builder shows it).
    for (const user of [alice, bob, carol]) expect(await nodeProcessor(user)).toEqual({ id: processorId });
  });

  it("an editor runs the project template with it, for real, and it is done", async () => {
    const { runTemplate } = await bob.client.gqlData<{ runTemplate: { id: string } }>(runQuery, {
      id: templateId,
      p: String(projectId),
    });
    expect(await settle(bob, runTemplate.id)).toBe("done");
    const { job } = await bob.client.gqlData<{
      job: { mine: boolean; tasks: { processor: { id: string } }[] };
    }>(`query($id: ID!) { job(id: $id) { mine tasks { processor { id } } } }`, { id: runTemplate.id });
    expect(job).toEqual({ mine: true, tasks: [{ processor: { id: processorId } }] });
    // A job of the editor's own outside the project may run it too (they may run it).
    const direct = await submitWithProcessor(bob, null);
    expect(direct.body.Error).toBeNull();
    expect(await settle(bob, String(direct.body.Data!.Id))).toBe("done");
  });

  it("a viewer, an invitee and an outsider cannot run it", async () => {
    for (const user of [carol, dave, eve])
      expect((await submitWithProcessor(user, null)).body.Error?.Type).toBe("DBDataNotExist");
    expect(gqlCode(await eve.client.gql(runQuery, { id: templateId, p: String(projectId) }))).toBe(
      "DBDataNotExist",
    );
  });

  it("only its owner changes, uploads to or deletes it", async () => {
    const update = await bob.client.gql(
      `mutation($id: ID!, $input: ProcessorInput!) { updateProcessor(id: $id, input: $input) { id } }`,
      { id: processorId, input: { name: "taken", args: [], outputs: [], timeoutSeconds: 5 } },
    );
    expect(gqlCode(update)).toBe("DBDataNotExist");
    const upload = await bob.client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${processorId}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "run.sh", Buffer.from("#!/bin/sh\necho bob\n"), "text/x-shellscript"),
      },
    );
    expect(upload.body.Error?.Type).toBe("DBDataNotExist");
    const remove = await bob.client.gql(`mutation($id: ID!) { deleteProcessor(id: $id) }`, {
      id: processorId,
    });
    expect(gqlCode(remove)).toBe("DBDataNotExist");
    expect(await processorIds(bob)).toContain(processorId);
  });

  it("the project is not deleted while it holds the processor; moved out, the members lose it", async () => {
    expect((await move(alice, "template", [Number(templateId)], null)).body.Data?.Moved).toBe(1);
    const refused = await alice.client.rest("/api/project/delete", { Id: projectId });
    expect(refused.body.Error?.Type).toBe("DBDataHasChildren");
    expect((await move(alice, "processor", [Number(processorId)], null)).body.Data?.Moved).toBe(1);
    expect(await processorIds(bob)).not.toContain(processorId);
    expect((await submitWithProcessor(bob, null)).body.Error?.Type).toBe("DBDataNotExist");
    expect(await processorIds(alice)).toContain(processorId);
    expect(await projectProcessors(bob)).toEqual([]);
    expect(await processorCount(bob)).toBe(0);
    expect(await nodeProcessor(alice)).toEqual({ id: processorId });
  });
});
