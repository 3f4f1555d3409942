/**
 * The navigator board (spec §2): the default board lists the seeded demo template, modules and data;
 * the back office saves a board (REST key_data and GraphQL) that is checked before anything is
 * stored; users see only what they may open; the personal summary counts the user's own jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scheduler } from "../../gateway/src/domain/scheduler/scheduler.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, idleWorker, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let moduleIds: Record<string, string> = {};
let demoTemplateId = "";

const keyPath = "/api/sys/key_data/navigator_board";

interface ItemView {
  kind: string;
  targetId: string | null;
  title: { zhCN: string; enUS: string };
  summary: { zhCN: string; enUS: string };
  coverUrl: string | null;
  url: string | null;
  dataKind: string | null;
  folder: string | null;
}
interface BoardView {
  navigatorBoard: {
    sections: { name: { zhCN: string; enUS: string }; items: ItemView[] }[];
    summary: {
      tokenBalance: number;
      storageUsed: number;
      storageQuota: number;
      jobCounts: { state: string; count: number }[];
      totalJobs: number;
      recentJobs: { id: string; name: string; state: string }[];
    };
  };
}

const boardQuery = `{ navigatorBoard {
  sections { name { zhCN enUS } items { kind targetId title { zhCN enUS } summary { zhCN enUS } coverUrl url dataKind folder } }
  summary { tokenBalance storageUsed storageQuota jobCounts { state count } totalJobs recentJobs { id name state } }
} }`;
const sysQuery = `{ sysNavigatorBoard { document saved defaultDocument modules { id key status } templates { id name } } }`;
const saveMutation = `mutation($document: JSON!) { saveNavigatorBoard(document: $document) { document saved } }`;
const resetMutation = `mutation { resetNavigatorBoard { document saved } }`;
const setModuleStatus = `mutation($id: ID!, $status: EntityStatus!) { setModuleStatus(id: $id, status: $status) { id status } }`;
const updateModule = `mutation($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { id visibility } }`;

async function board(user: NormalUser): Promise<BoardView["navigatorBoard"]> {
  return (await user.client.gqlData<BoardView>(boardQuery)).navigatorBoard;
}

function targets(view: BoardView["navigatorBoard"]): string[] {
  return view.sections.flatMap((s) => s.items.map((i) => `${i.kind}:${i.targetId ?? i.dataKind ?? i.url}`));
}

const names = (en: string, zh: string) => ({ "en-US": en, "zh-CN": zh });

/** A worker that accepts jobs for this file and runs none: they stay pending. */
let worker: Scheduler | undefined;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  worker = idleWorker(t);
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  const { modules } = await alice.client.gqlData<{ modules: { id: string; key: string }[] }>(
    `{ modules { id key } }`,
  );
  moduleIds = Object.fromEntries(modules.map((m) => [m.key, m.id]));
  const { templates } = await alice.client.gqlData<{
    templates: { id: string; kind: string; name: string }[];
  }>(`{ templates { id kind name } }`);
  demoTemplateId = templates.find((x) => x.kind === "system")!.id;
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("the default board", () => {
  it("lists the seeded demo template, the demo modules and the demo data with both languages", async () => {
    const view = await board(alice);
    expect(view.sections.map((s) => s.name)).toEqual([{ enUS: "Get started", zhCN: "快速开始" }]);
    expect(targets(view)).toEqual([
      `template:${demoTemplateId}`,
      `module:${moduleIds["rdkit/descriptors"]}`,
      `module:${moduleIds["rdkit/druglike_filter"]}`,
      `module:${moduleIds["rdkit/similarity"]}`,
      `module:${moduleIds["rdkit/convert"]}`,
      "dataset:module_demo",
    ]);
    const descriptors = view.sections[0]!.items[1]!;
    expect(descriptors.title).toEqual({ enUS: "RDKit descriptors", zhCN: "RDKit 描述符" });
    expect(descriptors.summary.enUS).toMatch(/descriptors/);
    expect(view.sections[0]!.items[0]!.title.enUS).toBe("Drug-likeness and similarity screen");
    expect(view.sections[0]!.items[5]!.folder).toBe("demo");
  });

  it("is what the back office reads while nothing is saved, over GraphQL and REST", async () => {
    const { sysNavigatorBoard } = await admin.gqlData<{
      sysNavigatorBoard: {
        document: unknown;
        saved: boolean;
        defaultDocument: unknown;
        modules: { key: string }[];
      };
    }>(sysQuery);
    expect(sysNavigatorBoard.saved).toBe(false);
    expect(sysNavigatorBoard.document).toEqual(sysNavigatorBoard.defaultDocument);
    expect(sysNavigatorBoard.modules.map((m) => m.key)).toContain("rdkit/descriptors");
    const rest = await admin.ok<{ DataJson: unknown }>(`${keyPath}/read_data_json`);
    expect(rest.DataJson).toEqual(sysNavigatorBoard.defaultDocument);
    const user = await alice.client.ok<{
      Sections: { Items: { Kind: string; TargetId: number | null }[] }[];
    }>("/api/user/navigator_board");
    expect(user.Sections[0]!.Items.map((i) => i.Kind)).toEqual([
      "template",
      "module",
      "module",
      "module",
      "module",
      "dataset",
    ]);
  });
});

describe("a saved board", () => {
  it("is returned to users, with label overrides and https links", async () => {
    const document = {
      Sections: [
        {
          Name: names("Screening", "筛选"),
          Description: names("Start here", "从这里开始"),
          Items: [
            {
              Kind: "module",
              ModuleId: Number(moduleIds["rdkit/similarity"]),
              Label: names("Find similar", "相似搜索"),
            },
            { Kind: "link", Url: "https://www.rdkit.org/docs/", Label: names("RDKit docs", "RDKit 文档") },
          ],
        },
        { Name: names("Data", "数据"), Items: [{ Kind: "dataset", DataKind: "public" }] },
      ],
    };
    const saved = await admin.gqlData<{ saveNavigatorBoard: { saved: boolean; document: unknown } }>(
      saveMutation,
      {
        document,
      },
    );
    expect(saved.saveNavigatorBoard.saved).toBe(true);
    const view = await board(alice);
    expect(view.sections.map((s) => s.name.enUS)).toEqual(["Screening", "Data"]);
    expect(view.sections[0]!.items).toEqual([
      expect.objectContaining({
        kind: "module",
        targetId: moduleIds["rdkit/similarity"],
        title: { enUS: "Find similar", zhCN: "相似搜索" },
      }),
      expect.objectContaining({
        kind: "link",
        url: "https://www.rdkit.org/docs/",
        summary: { enUS: "www.rdkit.org", zhCN: "www.rdkit.org" },
      }),
    ]);
    expect(view.sections[1]!.items[0]).toMatchObject({ kind: "dataset", dataKind: "public", folder: "" });
    // REST answers the same document as GraphQL saved.
    const rest = await admin.ok<{ DataJson: { Sections: unknown[] } }>(`${keyPath}/read_data_json`);
    expect(rest.DataJson.Sections).toHaveLength(2);
  });

  it("saves over REST too, and reset brings the default back", async () => {
    await admin.ok(`${keyPath}/save_data_json`, {
      DataJson: JSON.stringify({
        Sections: [
          { Name: names("Only", "唯一"), Items: [{ Kind: "template", TemplateId: Number(demoTemplateId) }] },
        ],
      }),
    });
    expect(targets(await board(bob))).toEqual([`template:${demoTemplateId}`]);
    const reset = await admin.gqlData<{ resetNavigatorBoard: { saved: boolean } }>(resetMutation);
    expect(reset.resetNavigatorBoard.saved).toBe(false);
    expect((await board(bob)).sections[0]!.name.enUS).toBe("Get started");
  });

  it("leaves out modules a user may not see (none, partly without enabling, disabled) and disabled templates", async () => {
    const similarity = moduleIds["rdkit/similarity"]!;
    const convert = moduleIds["rdkit/convert"]!;
    const filter = moduleIds["rdkit/druglike_filter"]!;
    await admin.gqlData(updateModule, { id: similarity, input: { visibility: "none" } });
    await admin.gqlData(setModuleStatus, { id: convert, status: "DISABLED" });
    await admin.gqlData(updateModule, { id: filter, input: { visibility: "partly" } });
    await admin.gqlData(
      `mutation($id: ID!, $a: [String!]!) { addModuleUsers(id: $id, accounts: $a) { id } }`,
      {
        id: filter,
        a: [alice.account],
      },
    );
    await admin.gqlData(`mutation($id: ID!) { setSysTemplateStatus(id: $id, status: DISABLED) { id } }`, {
      id: demoTemplateId,
    });
    try {
      const forAlice = targets(await board(alice));
      const forBob = targets(await board(bob));
      expect(forAlice).toEqual([
        `module:${moduleIds["rdkit/descriptors"]}`,
        `module:${filter}`,
        "dataset:module_demo",
      ]);
      expect(forBob).toEqual([`module:${moduleIds["rdkit/descriptors"]}`, "dataset:module_demo"]);
      // Nothing of the hidden ones shows anywhere in the answer, over REST either.
      const rest = await bob.client.rest("/api/user/navigator_board");
      expect(rest.status).toBe(200);
      const text = JSON.stringify(rest.body.Data);
      expect(text).not.toContain("Similarity search");
      expect(text).not.toContain("Drug-likeness filter");
      expect(text).not.toContain("Drug-likeness and similarity screen");
    } finally {
      await admin.gqlData(updateModule, { id: similarity, input: { visibility: "all" } });
      await admin.gqlData(updateModule, { id: filter, input: { visibility: "all" } });
      await admin.gqlData(setModuleStatus, { id: convert, status: "ENABLED" });
      await admin.gqlData(`mutation($id: ID!) { setSysTemplateStatus(id: $id, status: ENABLED) { id } }`, {
        id: demoTemplateId,
      });
    }
    expect(targets(await board(bob))).toHaveLength(6);
  });
});

describe("invalid documents", () => {
  const section = (items: unknown[]) => ({ Name: names("S", "节"), Items: items });
  const cases: [string, unknown, string][] = [
    [
      "a javascript: link",
      { Sections: [section([{ Kind: "link", Url: "javascript:alert(1)", Label: names("x", "x") }])] },
      "ServerInvalidParameter",
    ],
    [
      "an http link",
      { Sections: [section([{ Kind: "link", Url: "http://example.org/", Label: names("x", "x") }])] },
      "ServerInvalidParameter",
    ],
    [
      "too many sections",
      { Sections: Array.from({ length: 21 }, () => section([])) },
      "ServerInvalidParameter",
    ],
    [
      "too many items",
      { Sections: [section(Array.from({ length: 25 }, () => ({ Kind: "dataset", DataKind: "public" })))] },
      "ServerInvalidParameter",
    ],
    [
      "an unknown item kind",
      { Sections: [section([{ Kind: "video", Url: "https://x.org" }])] },
      "ServerInvalidParameter",
    ],
    [
      "a missing name",
      { Sections: [{ Name: { "en-US": "Only English" }, Items: [] }] },
      "ServerInvalidParameter",
    ],
    ["a blank name", { Sections: [{ Name: names(" ", "节"), Items: [] }] }, "ServerInvalidParameter"],
    ["no sections at all", { Items: [] }, "ServerInvalidParameter"],
    [
      "a module that does not exist",
      { Sections: [section([{ Kind: "module", ModuleId: 999999 }])] },
      "DBDataNotExist",
    ],
  ];

  it.each(cases)("refuses %s and saves nothing", async (_name, document, code) => {
    const result = await admin.gql(saveMutation, { document });
    expect(gqlCode(result)).toBe(code);
    const rest = await admin.rest(`${keyPath}/save_data_json`, { DataJson: document });
    expect(rest.body.Error?.Type).toBe(code);
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    const { sysNavigatorBoard } = await admin.gqlData<{ sysNavigatorBoard: { saved: boolean } }>(sysQuery);
    expect(sysNavigatorBoard.saved).toBe(false);
  });

  it("refuses a user's own template (only system templates go on the board)", async () => {
    const created = await alice.client.gqlData<{ createTemplate: { id: string } }>(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      {
        input: {
          name: "Mine",
          nodes: [{ key: "d", moduleId: moduleIds["rdkit/descriptors"], args: {} }],
        },
      },
    );
    const result = await admin.gql(saveMutation, {
      document: {
        Sections: [section([{ Kind: "template", TemplateId: Number(created.createTemplate.id) }])],
      },
    });
    expect(gqlCode(result)).toBe("DBDataNotExist");
    expect(result.body.errors?.[0]?.extensions?.value).toBe("Sections.0.Items.0.TemplateId");
  });
});

describe("who may read and save", () => {
  it("needs a signed-in user for the board", async () => {
    expect(gqlCode(await t.client().gql(boardQuery))).toBe("DBUserNoLogin");
    const rest = await t.client().rest("/api/user/navigator_board");
    expect([rest.status, rest.body.Error?.Type]).toEqual([401, "DBUserNoLogin"]);
    // A system user is not a normal user.
    expect(gqlCode(await admin.gql(boardQuery))).toBe("DBUserNoLogin");
  });

  it("refuses the back-office fields to normal users and to system users without the permission", async () => {
    expect(gqlCode(await alice.client.gql(sysQuery))).toBe("DBUserNoLogin");
    expect(gqlCode(await alice.client.gql(saveMutation, { document: { Sections: [] } }))).toBe(
      "DBUserNoLogin",
    );
    expect((await alice.client.rest(`${keyPath}/read_data_json`)).status).toBe(401);

    const outsider = await createSystemUser(t, admin, ["Workflow.Job.Template.Read"]);
    const denied = await outsider.client.gql(sysQuery);
    expect(gqlCode(denied)).toBe("DBPermDenied");
    expect(denied.body.errors?.[0]?.extensions?.value).toBe("Workflow.Job.Task.Module.Read");

    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
    const { sysNavigatorBoard } = await reader.client.gqlData<{ sysNavigatorBoard: { saved: boolean } }>(
      sysQuery,
    );
    expect(sysNavigatorBoard.saved).toBe(false);
    const save = await reader.client.gql(saveMutation, { document: { Sections: [] } });
    expect(gqlCode(save)).toBe("DBPermDenied");
    expect(save.body.errors?.[0]?.extensions?.value).toBe("Workflow.Job.Task.Module.Update");
    const restSave = await reader.client.rest(`${keyPath}/save_data_json`, { DataJson: { Sections: [] } });
    expect([restSave.status, restSave.body.Error?.Type, restSave.body.Error?.Value]).toEqual([
      403,
      "DBPermDenied",
      "Workflow.Job.Task.Module.Update",
    ]);
    expect(gqlCode(await reader.client.gql(resetMutation))).toBe("DBPermDenied");

    const editor = await createSystemUser(t, admin, [
      "Workflow.Job.Task.Module.Read",
      "Workflow.Job.Task.Module.Update",
    ]);
    const saved = await editor.client.gqlData<{ saveNavigatorBoard: { saved: boolean } }>(saveMutation, {
      document: { Sections: [] },
    });
    expect(saved.saveNavigatorBoard.saved).toBe(true);
    // An empty saved board stays empty (it is not replaced by the default).
    expect((await board(alice)).sections).toEqual([]);
    await editor.client.gqlData(resetMutation);
    expect((await board(alice)).sections).toHaveLength(1);
  });
});

describe("the personal summary", () => {
  it("shows the user's tokens, storage and quota before any job", async () => {
    const { summary } = await board(bob);
    const balance = await bob.client.ok<{ Balance: number }>("/api/user/token_balance");
    expect(summary.tokenBalance).toBe(balance.Balance);
    expect(summary.storageUsed).toBe(0);
    expect(summary.storageQuota).toBeGreaterThan(0);
    expect(summary.totalJobs).toBe(0);
    expect(summary.jobCounts.every((c) => c.count === 0)).toBe(true);
    expect(summary.jobCounts.map((c) => c.state)).toEqual([
      "prePending",
      "pending",
      "doing",
      "waiting",
      "done",
      "abort",
      "cancel",
    ]);
  });

  it("counts a job the user ran, lists it first, and never counts another user's jobs", async () => {
    const { modules } = await alice.client.gqlData<{ modules: { id: string; key: string }[] }>(
      `{ modules { id key } }`,
    );
    const descriptors = modules.find((m) => m.key === "rdkit/descriptors")!.id;
    // The demo template's own input: the module-demo file cdk2.sdf.
    const { template } = await alice.client.gqlData<{
      template: { nodes: { key: string; args: unknown }[] };
    }>(`query($id: ID!) { template(id: $id) { nodes { key args } } }`, { id: demoTemplateId });
    const args = template.nodes.find((n) => n.key === "descriptors")!.args;
    const submit = `mutation($input: JobInput!) { submitJob(input: $input) { id state } }`;
    const first = await alice.client.gqlData<{ submitJob: { id: string } }>(submit, {
      input: { name: "first run", tasks: [{ key: "d", moduleId: descriptors, args }] },
    });
    const second = await alice.client.gqlData<{ submitJob: { id: string } }>(submit, {
      input: { name: "second run", tasks: [{ key: "d", moduleId: descriptors, args }] },
    });
    await alice.client.gqlData(`mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
      id: first.submitJob.id,
    });

    const { summary } = await board(alice);
    expect(summary.totalJobs).toBe(2);
    expect(Object.fromEntries(summary.jobCounts.map((c) => [c.state, c.count]))).toMatchObject({
      pending: 1,
      cancel: 1,
      done: 0,
    });
    expect(summary.recentJobs.map((j) => [j.id, j.name, j.state])).toEqual([
      [second.submitJob.id, "second run", "pending"],
      [first.submitJob.id, "first run", "cancel"],
    ]);
    const rest = await alice.client.ok<{
      Summary: { JobCounts: Record<string, number>; RecentJobs: { Id: number }[] };
    }>("/api/user/navigator_board");
    expect(rest.Summary.JobCounts).toMatchObject({ pending: 1, cancel: 1 });
    expect(rest.Summary.RecentJobs.map((j) => String(j.Id))).toEqual([
      second.submitJob.id,
      first.submitJob.id,
    ]);

    // Bob sees none of Alice's jobs.
    const bobs = await board(bob);
    expect(bobs.summary.totalJobs).toBe(0);
    expect(bobs.summary.recentJobs).toEqual([]);
    expect(bobs.summary.jobCounts.every((c) => c.count === 0)).toBe(true);
  });
});
