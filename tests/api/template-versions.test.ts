/**
 * Workflow template versions (issue 28 item 3): every save writes a version (author, note, graph, the
 * units it used at their versions), listed, read, compared and restored over GraphQL and REST; a job
 * records the version it ran, and it and its clones say when a newer one exists. Refusals: not signed
 * in, a system user without the permission, another user's template or version like a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scheduler } from "../../gateway/src/domain/scheduler/scheduler.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, idleWorker, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";

let t: TestApp;
let admin: Client;
let worker: Scheduler;
let alice: NormalUser;
let bob: NormalUser;
let processorId = "";
let templateId = "";

interface Version {
  id: string;
  number: number;
  authorAccount: string | null;
  note: string;
  nodes: { key: string; args: Record<string, unknown>; dependsOn: string[] }[];
  units: { kind: string; id: string; version: string }[];
}
const versionFields = `id number authorAccount note nodes { key args dependsOn } units { kind id version }`;

const saveTemplate = `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`;

/** Nodes of a graph: `p1` alone, or `p1 -> p2` (p2 takes p1's output). */
function graph(two: boolean, n = 1) {
  const p1 = { key: "p1", processorId, args: { n } };
  if (!two) return [p1];
  return [p1, { key: "p2", processorId, args: { n, in: { task: "p1", output: "out.txt" } }, x: 200 }];
}

async function versions(client: Client, id = templateId): Promise<Version[]> {
  const { templateVersions } = await client.gqlData<{ templateVersions: Version[] }>(
    `query($id: ID!) { templateVersions(templateId: $id) { ${versionFields} } }`,
    { id },
  );
  return templateVersions;
}

async function save(input: Record<string, unknown>): Promise<void> {
  await alice.client.gqlData(saveTemplate, { id: templateId, input: { name: "versioned", ...input } });
}

beforeAll(async () => {
  t = await startApp();
  worker = idleWorker(t);
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    {
      input: {
        name: `versions-${Date.now()}`,
        args: [
          { name: "n", label: "N", format: "int" },
          { name: "in", label: "In", format: "file" },
        ],
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
  const { createTemplate } = await alice.client.gqlData<{ createTemplate: { id: string } }>(
    `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
    { input: { name: "versioned", nodes: graph(false), note: "first draft" } },
  );
  templateId = createTemplate.id;
});

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("a version per save", () => {
  it("writes version 1 at creation and one more at each save, newest first, with author and note", async () => {
    await save({ nodes: graph(true), note: "second step" });
    const list = await versions(alice.client);
    expect(list.map((v) => [v.number, v.note, v.authorAccount])).toEqual([
      [2, "second step", alice.account],
      [1, "first draft", alice.account],
    ]);
    expect(list[0]!.nodes.map((n) => n.key)).toEqual(["p1", "p2"]);
    expect(list[0]!.nodes[1]!.dependsOn).toEqual(["p1"]);
    expect(list[1]!.nodes.map((n) => n.key)).toEqual(["p1"]);
    expect(list[0]!.units).toEqual([{ kind: "processor", id: processorId, version: expect.any(String) }]);
    // REST answers the same list (without the graphs) and one version with its graph.
    const rest = await alice.client.ok<{ Id: number; Number: number; Note: string; AuthorAccount: string }[]>(
      `/api/workflow_job_template_version/list/${templateId}`,
    );
    expect(rest.map((v) => [v.Number, v.Note, v.AuthorAccount])).toEqual([
      [2, "second step", alice.account],
      [1, "first draft", alice.account],
    ]);
    const one = await alice.client.ok<{ Number: number; Nodes: { Key: string }[]; Units: { Id: number }[] }>(
      `/api/workflow_job_template_version/read/${rest[1]!.Id}`,
    );
    expect(one.Number).toBe(1);
    expect(one.Nodes.map((n) => n.Key)).toEqual(["p1"]);
    expect(one.Units.map((u) => u.Id)).toEqual([Number(processorId)]);
  });

  it("numbers saves made at the same time one after another, none lost", async () => {
    const before = (await versions(alice.client))[0]!.number;
    await Promise.all([1, 2, 3, 4].map((n) => save({ nodes: graph(true, 10 + n), note: `burst ${n}` })));
    const list = await versions(alice.client);
    expect(list.slice(0, 4).map((v) => v.number)).toEqual([before + 4, before + 3, before + 2, before + 1]);
    expect(new Set(list.slice(0, 4).map((v) => v.note))).toEqual(
      new Set(["burst 1", "burst 2", "burst 3", "burst 4"]),
    );
  });

  it("restores a version as a new save noted 'restored from vN', over GraphQL and REST", async () => {
    const [latest, , , , , first] = await versions(alice.client);
    expect(first!.number).toBe(1);
    const { restoreTemplateVersion } = await alice.client.gqlData<{
      restoreTemplateVersion: { id: string; nodes: { key: string }[] };
    }>(`mutation($id: ID!) { restoreTemplateVersion(id: $id) { id nodes { key } } }`, { id: first!.id });
    expect(restoreTemplateVersion.nodes.map((n) => n.key)).toEqual(["p1"]);
    const [restored] = await versions(alice.client);
    expect(restored).toMatchObject({ number: latest!.number + 1, note: "restored from v1" });
    expect(restored!.nodes).toEqual(first!.nodes);
    // REST: back to the newest graph before the restore.
    const answer = await alice.client.ok<{ Id: number }>(
      `/api/workflow_job_template_version/restore/${latest!.id}`,
    );
    expect(answer.Id).toBe(Number(templateId));
    const [again] = await versions(alice.client);
    expect(again).toMatchObject({ number: latest!.number + 2, note: `restored from v${latest!.number}` });
    expect(again!.nodes).toEqual(latest!.nodes);
  });

  it("records a unit's new version after it changed", async () => {
    const [before] = await versions(alice.client);
    await alice.client.gqlData(
      `mutation($id: ID!, $input: ProcessorInput!) { updateProcessor(id: $id, input: $input) { id } }`,
      {
        id: processorId,
        input: {
          name: `versions-renamed-${Date.now()}`,
          args: [
            { name: "n", label: "N", format: "int" },
            { name: "in", label: "In", format: "file" },
          ],
          outputs: [{ name: "out.txt", label: "Out", format: "txt" }],
          timeoutSeconds: 30,
        },
      },
    );
    await save({ nodes: graph(true), note: "after the processor changed" });
    const [after] = await versions(alice.client);
    expect(after!.units[0]!.version).not.toBe(before!.units[0]!.version);
    const { compareTemplateVersions } = await alice.client.gqlData<{
      compareTemplateVersions: { units: { kind: string; id: string; before: string; after: string }[] };
    }>(
      `query($a: ID!, $b: ID!) { compareTemplateVersions(a: $a, b: $b) { units { kind id before after } } }`,
      {
        a: after!.id,
        b: before!.id,
      },
    );
    expect(compareTemplateVersions.units).toEqual([
      {
        kind: "processor",
        id: processorId,
        before: before!.units[0]!.version,
        after: after!.units[0]!.version,
      },
    ]);
  });
});

describe("compare two versions", () => {
  it("answers nodes, edges and arguments changed, the older first whatever the order, on both transports", async () => {
    const list = await versions(alice.client);
    const v1 = list.find((v) => v.number === 1)!;
    const v2 = list.find((v) => v.number === 2)!;
    const { compareTemplateVersions: diff } = await alice.client.gqlData<{
      compareTemplateVersions: Record<string, unknown> & { from: { number: number }; to: { number: number } };
    }>(
      `query($a: ID!, $b: ID!) { compareTemplateVersions(a: $a, b: $b) {
        from { number } to { number }
        nodesAdded { key processorId } nodesRemoved { key }
        nodesChanged { key moved args { name before after } }
        edgesAdded { from to } edgesRemoved { from to } } }`,
      { a: v2.id, b: v1.id },
    );
    expect(diff).toEqual({
      from: { number: 1 },
      to: { number: 2 },
      nodesAdded: [{ key: "p2", processorId }],
      nodesRemoved: [],
      nodesChanged: [],
      edgesAdded: [{ from: "p1", to: "p2" }],
      edgesRemoved: [],
    });
    const burst = list.find((v) => v.note === "burst 1")!;
    const rest = await alice.client.ok<{
      From: { Number: number };
      NodesChanged: { Key: string; Args: { Name: string; Before: unknown; After: unknown }[] }[];
    }>("/api/workflow_job_template_version/compare", { A: v2.id, B: burst.id });
    expect(rest.From.Number).toBe(2);
    expect(rest.NodesChanged).toEqual([
      expect.objectContaining({ Key: "p1", Args: [{ Name: "n", Before: 1, After: 11 }] }),
      expect.objectContaining({ Key: "p2", Args: [{ Name: "n", Before: 1, After: 11 }] }),
    ]);
  });
});

describe("an approval step's settings", () => {
  it("are compared one by one on both transports: title, who decides, the timeout", async () => {
    const step = (approval: Record<string, unknown>) => [
      { key: "p1", processorId, args: { n: 1 } },
      { key: "gate", approval, args: {}, dependsOn: ["p1"], x: 200 },
    ];
    const { createTemplate } = await alice.client.gqlData<{ createTemplate: { id: string } }>(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { name: "gated", nodes: step({ title: "Check", timeoutMinutes: 60 }), note: "v1" } },
    );
    const id = createTemplate.id;
    await alice.client.gqlData(saveTemplate, {
      id,
      input: {
        name: "gated",
        nodes: step({ title: "Check twice", timeoutMinutes: 120, permission: "Workflow.Job.Update" }),
        note: "v2",
      },
    });
    const list = await versions(alice.client, id);
    const [v1, v2] = [1, 2].map((n) => list.find((v) => v.number === n)!);
    const { compareTemplateVersions: diff } = await alice.client.gqlData<{
      compareTemplateVersions: { nodesChanged: unknown[] };
    }>(
      `query($a: ID!, $b: ID!) { compareTemplateVersions(a: $a, b: $b) {
        nodesChanged { key args { name } approval { name before after } } } }`,
      { a: v1!.id, b: v2!.id },
    );
    expect(diff.nodesChanged).toEqual([
      {
        key: "gate",
        args: [],
        approval: [
          { name: "permission", before: null, after: "Workflow.Job.Update" },
          { name: "timeoutMinutes", before: 60, after: 120 },
          { name: "title", before: "Check", after: "Check twice" },
        ],
      },
    ]);
    const rest = await alice.client.ok<{ NodesChanged: { Key: string; Approval: unknown[] }[] }>(
      "/api/workflow_job_template_version/compare",
      { A: v1!.id, B: v2!.id },
    );
    expect(rest.NodesChanged.map((c) => [c.Key, c.Approval])).toEqual([
      [
        "gate",
        [
          { Name: "permission", Before: null, After: "Workflow.Job.Update" },
          { Name: "timeoutMinutes", Before: 60, After: 120 },
          { Name: "title", Before: "Check", After: "Check twice" },
        ],
      ],
    ]);
  });
});

describe("jobs record the version they ran", () => {
  const jobFields = `id templateVersion { templateId versionId number } newerVersion { templateId versionId number }`;
  interface JobVersions {
    id: string;
    templateVersion: { templateId: string; versionId: string; number: number } | null;
    newerVersion: { templateId: string; versionId: string; number: number } | null;
  }

  it("a job run from a template records its newest version; after a save it and its clone say a newer one exists", async () => {
    const [current] = await versions(alice.client);
    const { runTemplate } = await alice.client.gqlData<{ runTemplate: JobVersions }>(
      `mutation($id: ID!) { runTemplate(id: $id, name: "run v", args: [{ key: "p2", args: { n: 3 } }]) { ${jobFields} } }`,
      { id: templateId },
    );
    expect(runTemplate.templateVersion).toEqual({
      templateId,
      versionId: current!.id,
      number: current!.number,
    });
    expect(runTemplate.newerVersion).toBeNull();
    const rest = await alice.client.ok<{ Number: number; NewerVersion: unknown }>(
      `/api/workflow_job/template_version/${runTemplate.id}`,
    );
    expect(rest).toMatchObject({ Number: current!.number, NewerVersion: null });

    await save({ nodes: graph(true, 42), note: "newer" });
    const [newest] = await versions(alice.client);
    const { job } = await alice.client.gqlData<{ job: JobVersions }>(
      `query($id: ID!) { job(id: $id) { ${jobFields} } }`,
      {
        id: runTemplate.id,
      },
    );
    expect(job.newerVersion).toEqual({ templateId, versionId: newest!.id, number: newest!.number });
    const { cloneJob } = await alice.client.gqlData<{ cloneJob: JobVersions }>(
      `mutation($id: ID!) { cloneJob(id: $id) { ${jobFields} } }`,
      { id: runTemplate.id },
    );
    expect(cloneJob.templateVersion?.number).toBe(current!.number);
    expect(cloneJob.newerVersion?.number).toBe(newest!.number);
    const cloneRest = await alice.client.ok<{ NewerVersion: { VersionId: number; Number: number } }>(
      `/api/workflow_job/template_version/${cloneJob.id}`,
    );
    expect(cloneRest.NewerVersion).toEqual({
      TemplateId: Number(templateId),
      VersionId: Number(newest!.id),
      Number: newest!.number,
    });
  });

  it("a job submitted without a template records none", async () => {
    const { submitJob } = await alice.client.gqlData<{ submitJob: JobVersions }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { ${jobFields} } }`,
      { input: { name: "plain", tasks: [{ key: "p", processorId, args: {} }] } },
    );
    expect(submitJob.templateVersion).toBeNull();
    expect(submitJob.newerVersion).toBeNull();
    expect(await alice.client.ok(`/api/workflow_job/template_version/${submitJob.id}`)).toBeNull();
  });
});

describe("refusals", () => {
  it("not signed in: DBUserNoLogin on both transports", async () => {
    const anonymous = t.client();
    const [v] = await versions(alice.client);
    for (const path of [
      `/api/workflow_job_template_version/list/${templateId}`,
      `/api/workflow_job_template_version/read/${v!.id}`,
      `/api/workflow_job_template_version/restore/${v!.id}`,
    ]) {
      expect((await anonymous.rest(path)).body.Error?.Type).toBe("DBUserNoLogin");
    }
    const gql = await anonymous.gql(`query($id: ID!) { templateVersions(templateId: $id) { id } }`, {
      id: templateId,
    });
    expect(gqlCode(gql)).toBe("DBUserNoLogin");
  });

  it("another user's template and version answer exactly like missing ones", async () => {
    const [v] = await versions(alice.client);
    const pairs: [string, string][] = [
      [
        `/api/workflow_job_template_version/list/${templateId}`,
        "/api/workflow_job_template_version/list/987654321",
      ],
      [
        `/api/workflow_job_template_version/read/${v!.id}`,
        "/api/workflow_job_template_version/read/987654321",
      ],
      [
        `/api/workflow_job_template_version/restore/${v!.id}`,
        "/api/workflow_job_template_version/restore/987654321",
      ],
    ];
    for (const [theirs, missing] of pairs) {
      const a = (await bob.client.rest(theirs)).body.Error;
      const b = (await bob.client.rest(missing)).body.Error;
      expect(a?.Type).toBe("DBDataNotExist");
      expect(a).toEqual(b);
    }
    const compare = await bob.client.rest("/api/workflow_job_template_version/compare", {
      A: v!.id,
      B: v!.id,
    });
    expect(compare.body.Error?.Type).toBe("DBDataNotExist");
    for (const query of [
      `query($id: ID!) { templateVersion(id: $id) { id } }`,
      `mutation($id: ID!) { restoreTemplateVersion(id: $id) { id } }`,
    ]) {
      expect(gqlCode(await bob.client.gql(query, { id: v!.id }))).toBe("DBDataNotExist");
    }
    // Nothing was restored by the refused calls.
    expect((await versions(alice.client))[0]!.id).toBe(v!.id);
  });

  it("a system template's versions are readable by users, without its authors, but not restorable", async () => {
    const { templates } = await bob.client.gqlData<{ templates: { id: string; kind: string }[] }>(
      `{ templates { id kind } }`,
    );
    const system = templates.find((x) => x.kind === "system");
    expect(system).toBeDefined();
    const list = await versions(bob.client, system!.id);
    expect(list.at(-1)!.number).toBe(1);
    const restore = await bob.client.gql(`mutation($id: ID!) { restoreTemplateVersion(id: $id) { id } }`, {
      id: list[0]!.id,
    });
    expect(gqlCode(restore)).toBe("DBDataNotExist");
  });

  it("the back office: versions of system templates need Workflow.Job.Template.Read, a restore .Update", async () => {
    const { sysTemplates } = await admin.gqlData<{ sysTemplates: { id: string }[] }>(
      `{ sysTemplates { id } }`,
    );
    const id = sysTemplates[0]!.id;
    const { sysTemplateVersions } = await admin.gqlData<{
      sysTemplateVersions: { id: string; number: number }[];
    }>(`query($id: ID!) { sysTemplateVersions(templateId: $id) { id number } }`, { id });
    expect(sysTemplateVersions.at(-1)!.number).toBe(1);
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Template.Read"]);
    const denied = await reader.client.rest(
      `/api/sys/workflow_job_template_version/restore/${sysTemplateVersions[0]!.id}`,
    );
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Workflow.Job.Template.Update" });
    const none = await createSystemUser(t, admin, []);
    const list = await none.client.rest(`/api/sys/workflow_job_template_version/list/${id}`);
    expect(list.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Workflow.Job.Template.Read" });
    // A user's template is not the back office's: it answers like a missing one.
    const users = await reader.client.rest(`/api/sys/workflow_job_template_version/list/${templateId}`);
    expect(users.body.Error?.Type).toBe("DBDataNotExist");
    const restored = await admin.ok<{ Id: number }>(
      `/api/sys/workflow_job_template_version/restore/${sysTemplateVersions.at(-1)!.id}`,
    );
    expect(restored.Id).toBe(Number(id));
    const [latest] = await admin.ok<{ Note: string; AuthorAccount: string }[]>(
      `/api/sys/workflow_job_template_version/list/${id}`,
    );
    expect(latest!.Note).toBe("restored from v1");
    expect(latest!.AuthorAccount).toBeTruthy();
  });
});
