/**
 * Workflow templates and processors (issue 4): the seeded demo template runs end to end on the demo
 * data set; saving checks the graph (loops, dangling links, names, limits, other users' files and
 * templates); processors upload an executable and run in the bubblewrap sandbox, where escape
 * attempts (writing outside the work folder, opening a socket, forking without end, printing
 * without end, never ending) fail.
 */
import { existsSync } from "node:fs";
import { and, eq, isNull } from "drizzle-orm";
import type { StorageUsage } from "@crucible/schema";
import { tasks } from "../../gateway/src/db/jobs.js";
import { processors as processorRows } from "../../gateway/src/db/modules.js";
import { blobs } from "../../gateway/src/db/schema.js";
import { notifications } from "../../gateway/src/db/notifications.js";
import { users } from "../../gateway/src/db/users.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { tokenBalance, userWallet } from "../../gateway/src/domain/ledger/tokens.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { sha256Hex, uploadBytes } from "../support/uploads.js";

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
let modules: Record<string, string> = {};
let demoTemplateId = "";
let aliceFile = 0;
let bobFile = 0;

interface TaskView {
  key: string;
  state: string;
  reason: string | null;
  tokens: number;
  outputs: { name: string; readUrl: string }[];
  stdoutUrl: string | null;
}
interface JobView {
  id: string;
  state: string;
  tokens: number;
  tasks: TaskView[];
}

const jobQuery = `query($id: ID!) { job(id: $id) { id state tokens tasks { key state reason tokens stdoutUrl outputs { name readUrl } } } }`;

async function settle(user: NormalUser, jobId: string): Promise<JobView> {
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const { job } = await user.client.gqlData<{ job: JobView }>(jobQuery, { id: jobId });
    if (["done", "abort", "cancel"].includes(job.state)) return job;
  }
  throw new Error(`job ${jobId} did not settle`);
}

const createTemplate = `mutation($input: TemplateInput!) { createTemplate(input: $input) { id name nodes { key dependsOn } taskNames } }`;

function node(key: string, module: string, args: Record<string, unknown> = {}, dependsOn: string[] = []) {
  return { key, moduleId: modules[`rdkit/${module}`], args, dependsOn };
}

async function text(client: Client, url: string): Promise<string> {
  const response = await client.fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  const local = createLocalExecutor();
  const sandbox = createSandboxExecutor(local);
  // CI installs bubblewrap (.ci/run); without it processors cannot run and this suite must fail.
  if (!sandbox) throw new Error("bubblewrap (bwrap) is not usable on this machine");
  scheduler = createScheduler(t.app.services, localExecutors(local, sandbox), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    maxOutputBytes: 256 * 1024,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  const { modules: list } = await alice.client.gqlData<{ modules: { id: string; key: string }[] }>(
    `{ modules { id key } }`,
  );
  modules = Object.fromEntries(list.map((m) => [m.key, m.id]));
  aliceFile = (
    await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "a.smi",
      Buffer.from("CCO ethanol\n"),
    )
  ).Id;
  bobFile = (
    await uploadBytes(
      bob.client,
      "/api/workflow_job_task_data_source_file",
      "b.smi",
      Buffer.from("CCN ethylamine\n"),
    )
  ).Id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("the seeded demo template", () => {
  it("is listed for a new user with its tasks in dependency order", async () => {
    const { templates } = await alice.client.gqlData<{
      templates: {
        id: string;
        kind: string;
        name: string;
        taskNames: string[];
        mine: boolean;
        nodes: { key: string; module: { key: string } | null }[];
      }[];
    }>(`{ templates { id kind name taskNames mine nodes { key module { key } } } }`);
    const demo = templates.find((x) => x.name === "Drug-likeness and similarity screen");
    expect(demo).toBeDefined();
    demoTemplateId = demo!.id;
    expect(demo!.kind).toBe("system");
    expect(demo!.mine).toBe(false);
    expect(demo!.taskNames).toEqual(["descriptors", "filter", "similar", "convert"]);
    expect(demo!.nodes.map((n) => n.module?.key)).toEqual([
      "rdkit/descriptors",
      "rdkit/druglike_filter",
      "rdkit/similarity",
      "rdkit/convert",
    ]);
  });

  it("runs on the demo data set: every task done, outputs readable, tokens charged once", async () => {
    const before = await tokenBalance(t.app.services, userWallet(alice.id));
    const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!) { runTemplate(id: $id, name: "demo run") { id } }`,
      { id: demoTemplateId },
    );
    const job = await settle(alice, runTemplate.id);
    expect(job.tasks.map((x) => [x.key, x.state, x.reason])).toEqual([
      ["descriptors", "done", null],
      ["filter", "done", null],
      ["similar", "done", null],
      ["convert", "done", null],
    ]);
    const byKey = new Map(job.tasks.map((x) => [x.key, x]));
    const csv = await text(
      alice.client,
      byKey.get("descriptors")!.outputs.find((o) => o.name === "descriptors.csv")!.readUrl,
    );
    // 47 molecules in cdk2.sdf, one row each below the header.
    expect(csv.trim().split("\n")).toHaveLength(48);
    const passed = await text(
      alice.client,
      byKey.get("filter")!.outputs.find((o) => o.name === "passed.sdf")!.readUrl,
    );
    expect(passed.split("$$$$").length - 1).toBeGreaterThan(30);
    const converted = await text(
      alice.client,
      byKey.get("convert")!.outputs.find((o) => o.name === "converted.sdf")!.readUrl,
    );
    const hits = await text(
      alice.client,
      byKey.get("similar")!.outputs.find((o) => o.name === "hits.sdf")!.readUrl,
    );
    expect(converted.split("$$$$").length).toBe(hits.split("$$$$").length);
    const after = await tokenBalance(t.app.services, userWallet(alice.id));
    expect(before - after).toBe(job.tokens);
    expect(job.tokens).toBe(job.tasks.reduce((sum, x) => sum + x.tokens, 0));
  });

  it("takes per-task argument overrides, and refuses an override of a task it does not have", async () => {
    const ok = await alice.client.gql<{ runTemplate: { id: string } }>(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "override", args: $args) { id } }`,
      { id: demoTemplateId, args: [{ key: "filter", args: { rule: "veber" } }] },
    );
    expect(ok.body.errors).toBeUndefined();
    await settle(alice, ok.body.data!.runTemplate.id);
    const bad = await alice.client.gql(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "x", args: $args) { id } }`,
      { id: demoTemplateId, args: [{ key: "nope", args: {} }] },
    );
    expect(gqlCode(bad)).toBe("JobTaskArgsError");
    const wrongType = await alice.client.gql(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "x", args: $args) { id } }`,
      { id: demoTemplateId, args: [{ key: "filter", args: { max_violations: "two" } }] },
    );
    expect(gqlCode(wrongType)).toBe("JobTaskArgsError");
  });
});

describe("e-mail notification", () => {
  it("mails a verified owner once when a flagged job finishes, and nobody for an unflagged one", async () => {
    await t.app.services.db.update(users).set({ emailStatus: true }).where(eq(users.id, alice.id));
    const mails = () => t.log.filter((l) => l.msg.startsWith(`[mail to ${alice.email}] Crucible: job`));
    const before = mails().length;
    const run = async (name: string, emailNotify: boolean) => {
      const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
        `mutation($id: ID!, $name: String!, $notify: Boolean, $args: [TaskArgsInput!]) {
          runTemplate(id: $id, name: $name, emailNotify: $notify, args: $args) { id } }`,
        {
          id: demoTemplateId,
          name,
          notify: emailNotify,
          args: ["descriptors", "filter"].map((key) => ({
            key,
            args: { molecules: { dataFileId: aliceFile } },
          })),
        },
      );
      return settle(alice, runTemplate.id);
    };
    await run("quiet", false);
    expect(mails().length).toBe(before);
    const job = await run("notify me", true);
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.msg).toContain(`job "notify me" ${job.state}`);
    expect(sent[0]!.msg).toContain(`of ${job.tasks.length}`);
    // Preferences that already e-mail a job's end make that e-mail the only one: no second mail.
    await alice.client.ok("/api/user_notification/save_prefs", {
      Prefs: [{ Kind: "jobDone", InApp: true, Email: true }],
    });
    try {
      const again = await run("notify me twice", true);
      expect(again.state).toBe("done");
      expect(mails().slice(before)).toHaveLength(1);
      const [notice] = await t.app.services.db
        .select({ emailState: notifications.emailState })
        .from(notifications)
        .where(and(eq(notifications.userId, alice.id), eq(notifications.targetId, Number(again.id))));
      expect(notice?.emailState).not.toBe("none");
    } finally {
      await alice.client.ok("/api/user_notification/save_prefs", {
        Prefs: [{ Kind: "jobDone", InApp: true, Email: false }],
      });
    }
  });
});

describe("user templates", () => {
  let aliceTemplate = "";

  it("saves a graph: links add dependencies, required arguments may wait for the run", async () => {
    const saved = await alice.client.gqlData<{
      createTemplate: { id: string; nodes: { key: string; dependsOn: string[] }[]; taskNames: string[] };
    }>(createTemplate, {
      input: {
        name: "mine",
        nodes: [
          node("filter", "druglike_filter"),
          node("convert", "convert", { molecules: { task: "filter", output: "passed.sdf" } }),
        ],
      },
    });
    aliceTemplate = saved.createTemplate.id;
    expect(saved.createTemplate.nodes).toEqual([
      { key: "filter", dependsOn: [] },
      { key: "convert", dependsOn: ["filter"] },
    ]);
    // The run must fill the required file argument.
    const missing = await alice.client.gql(`mutation($id: ID!) { runTemplate(id: $id, name: "r") { id } }`, {
      id: aliceTemplate,
    });
    expect(gqlCode(missing)).toBe("JobTaskArgsError");
    const run = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "r", args: $args) { id } }`,
      { id: aliceTemplate, args: [{ key: "filter", args: { molecules: { dataFileId: aliceFile } } }] },
    );
    const job = await settle(alice, run.runTemplate.id);
    expect(job.tasks.map((x) => x.state)).toEqual(["done", "done"]);
  });

  it("refuses loops, dangling links, duplicate names, bad types, and the size limits", async () => {
    const cases: [unknown[], string][] = [
      [
        [
          node("a", "convert", { molecules: { task: "b", output: "converted.sdf" } }),
          node("b", "convert", { molecules: { task: "a", output: "converted.sdf" } }),
        ],
        "DBDataLoop",
      ],
      [[node("a", "convert", { molecules: { task: "ghost", output: "converted.sdf" } })], "JobTaskArgsError"],
      [[node("a", "convert", { molecules: { task: "a", output: "converted.sdf" } })], "JobTaskArgsError"],
      [
        [node("a", "convert"), node("b", "similarity", { molecules: { task: "a", output: "nope.sdf" } })],
        "JobTaskArgsError",
      ],
      [[node("a", "convert"), node("a", "convert")], "JobTaskIdDuplicate"],
      [[node("a", "similarity", { threshold: "high" })], "JobTaskArgsError"],
      [[node("a", "similarity", { unknown: 1 })], "JobTaskArgsError"],
      [[node("a", "convert", {}, ["ghost"])], "JobTaskArgsError"],
      [Array.from({ length: 6 }, (_, i) => node(`n${i}`, "convert")), "JobTaskArgsError"],
      [
        Array.from({ length: 21 }, (_, i) =>
          node(
            `n${i}`,
            "convert",
            i === 0 ? {} : { molecules: { task: `n${i - 1}`, output: "converted.sdf" } },
          ),
        ),
        "JobTaskArgsError",
      ],
      [[{ key: "a", args: {} }], "JobTaskArgsError"],
      [[{ key: "1bad", moduleId: modules["rdkit/convert"], args: {} }], "ServerInvalidParameter"],
    ];
    for (const [nodes, code] of cases) {
      const result = await alice.client.gql(createTemplate, { input: { name: "bad", nodes } });
      expect([JSON.stringify(nodes).slice(0, 80), gqlCode(result)]).toEqual([
        JSON.stringify(nodes).slice(0, 80),
        code,
      ]);
    }
  });

  it("refuses a file of another user like a missing one, and a module hidden from the user", async () => {
    const theirs = await alice.client.gql(createTemplate, {
      input: { name: "x", nodes: [node("a", "convert", { molecules: { dataFileId: bobFile } })] },
    });
    expect(gqlCode(theirs)).toBe("JobTaskArgsError");
    expect(theirs.body.errors?.[0]?.message).toMatch(/no such file/);
    const missing = await alice.client.gql(createTemplate, {
      input: { name: "x", nodes: [node("a", "convert", { molecules: { dataFileId: 99_999_999 } })] },
    });
    expect(missing.body.errors?.[0]?.message).toBe(theirs.body.errors?.[0]?.message);
  });

  it("keeps another user's template out of reach, while both may clone a system one", async () => {
    for (const [query, vars] of [
      [`query($id: ID!) { template(id: $id) { id } }`, { id: aliceTemplate }],
      [`mutation($id: ID!) { deleteTemplate(id: $id) }`, { id: aliceTemplate }],
      [`mutation($id: ID!) { cloneTemplate(id: $id) { id } }`, { id: aliceTemplate }],
      [`mutation($id: ID!) { runTemplate(id: $id, name: "x") { id } }`, { id: aliceTemplate }],
      [
        `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
        { id: aliceTemplate, input: { name: "stolen", nodes: [node("a", "convert")] } },
      ],
    ] as const) {
      expect(gqlCode(await bob.client.gql(query, vars))).toBe("DBDataNotExist");
    }
    const clone = await bob.client.gqlData<{
      cloneTemplate: { id: string; kind: string; mine: boolean; name: string };
    }>(`mutation($id: ID!) { cloneTemplate(id: $id) { id kind mine name } }`, { id: demoTemplateId });
    expect(clone.cloneTemplate).toMatchObject({
      kind: "user",
      mine: true,
      name: "Drug-likeness and similarity screen (copy)",
    });
    // Bob cannot change the system template itself.
    const update = await bob.client.gql(
      `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
      { id: demoTemplateId, input: { name: "x", nodes: [node("a", "convert")] } },
    );
    expect(gqlCode(update)).toBe("DBDataNotExist");
    const del = await alice.client.gqlData<{ deleteTemplate: boolean }>(
      `mutation($id: ID!) { deleteTemplate(id: $id) }`,
      {
        id: aliceTemplate,
      },
    );
    expect(del.deleteTemplate).toBe(true);
    expect(
      gqlCode(await alice.client.gql(`query($id: ID!) { template(id: $id) { id } }`, { id: aliceTemplate })),
    ).toBe("DBDataNotExist");
  });

  it("answers ServerNoLogin-style refusals when not signed in", async () => {
    const anonymous = t.client();
    const result = await anonymous.gql(`{ templates { id } }`);
    expect(gqlCode(result)).toBe("DBUserNoLogin");
  });
});

describe("system templates in the back office", () => {
  it("needs Workflow.Job.Template permissions; disabling hides a template from users", async () => {
    const reader = await createSystemUser(t, await t.admin(), ["Workflow.Job.Template.Read"]);
    const editor = await createSystemUser(t, await t.admin(), [
      "Workflow.Job.Template.Read",
      "Workflow.Job.Template.Update",
      "Workflow.Job.Template.Delete",
    ]);
    const list = await reader.client.gqlData<{ sysTemplates: { id: string }[] }>(`{ sysTemplates { id } }`);
    expect(list.sysTemplates.map((x) => x.id)).toContain(demoTemplateId);
    const denied = await reader.client.gql(
      `mutation($id: ID!) { setSysTemplateStatus(id: $id, status: DISABLED) { id } }`,
      { id: demoTemplateId },
    );
    expect(gqlCode(denied)).toBe("DBPermDenied");
    expect(denied.body.errors?.[0]?.message).toContain("Workflow.Job.Template.Update");
    const normal = await alice.client.gql(`{ sysTemplates { id } }`);
    expect(gqlCode(normal)).toBe("DBUserNoLogin");

    const { sysModules } = await editor.client.gqlData<{ sysModules: { id: string; key: string }[] }>(
      `{ sysModules { id key } }`,
    );
    const convert = sysModules.find((m) => m.key === "rdkit/convert")!.id;
    const created = await editor.client.gqlData<{ createSysTemplate: { id: string; kind: string } }>(
      `mutation($input: TemplateInput!) { createSysTemplate(input: $input) { id kind } }`,
      { input: { name: "published", docs: "# Hi", nodes: [{ key: "c", moduleId: convert, args: {} }] } },
    );
    expect(created.createSysTemplate.kind).toBe("system");
    // A system template may not use a user's private file.
    const privateFile = await editor.client.gql(
      `mutation($input: TemplateInput!) { createSysTemplate(input: $input) { id } }`,
      {
        input: {
          name: "p",
          nodes: [{ key: "c", moduleId: convert, args: { molecules: { dataFileId: aliceFile } } }],
        },
      },
    );
    expect(gqlCode(privateFile)).toBe("JobTaskArgsError");
    const seen = async () =>
      (await alice.client.gqlData<{ templates: { id: string }[] }>(`{ templates { id } }`)).templates.map(
        (x) => x.id,
      );
    expect(await seen()).toContain(created.createSysTemplate.id);
    await editor.client.gqlData(
      `mutation($id: ID!) { setSysTemplateStatus(id: $id, status: DISABLED) { id } }`,
      {
        id: created.createSysTemplate.id,
      },
    );
    expect(await seen()).not.toContain(created.createSysTemplate.id);
    expect(
      gqlCode(
        await alice.client.gql(`mutation($id: ID!) { runTemplate(id: $id, name: "x") { id } }`, {
          id: created.createSysTemplate.id,
        }),
      ),
    ).toBe("DBDataNotExist");
    await editor.client.gqlData(`mutation($id: ID!) { deleteSysTemplate(id: $id) }`, {
      id: created.createSysTemplate.id,
    });
    expect(
      gqlCode(
        await editor.client.gql(`query($id: ID!) { sysTemplate(id: $id) { id } }`, {
          id: created.createSysTemplate.id,
        }),
      ),
    ).toBe("DBDataNotExist");
  });
});

describe("system templates: status and removal are the registry's verbs", () => {
  const status = `mutation($id: ID!, $status: EntityStatus!) { setSysTemplateStatus(id: $id, status: $status) { id status } }`;
  const remove = `mutation($id: ID!) { deleteSysTemplate(id: $id) }`;

  it("answers the changed template to a holder of Update alone; removal needs Delete and spares users' templates", async () => {
    const admin = await t.admin();
    const updater = await createSystemUser(t, admin, ["Workflow.Job.Template.Update"]);
    const created = await admin.gqlData<{ createSysTemplate: { id: string } }>(
      `mutation($input: TemplateInput!) { createSysTemplate(input: $input) { id } }`,
      { input: { name: "status only", nodes: [node("c", "convert")] } },
    );
    const id = created.createSysTemplate.id;
    expect(await updater.client.gqlData(status, { id, status: "DISABLED" })).toEqual({
      setSysTemplateStatus: { id, status: "DISABLED" },
    });
    const denied = await updater.client.gql(remove, { id });
    expect(gqlCode(denied)).toBe("DBPermDenied");
    expect(denied.body.errors?.[0]?.message).toContain("Workflow.Job.Template.Delete");
    // A user's template is not the back office's: it answers like a missing one.
    const { createTemplate: mine } = await alice.client.gqlData<{ createTemplate: { id: string } }>(
      createTemplate,
      { input: { name: "alice's own", nodes: [node("a", "convert")] } },
    );
    expect(gqlCode(await admin.gql(remove, { id: mine.id }))).toBe("DBDataNotExist");
    expect(gqlCode(await admin.gql(status, { id: mine.id, status: "DISABLED" }))).toBe("DBDataNotExist");
    expect(await admin.gqlData(remove, { id })).toEqual({ deleteSysTemplate: true });
    expect(gqlCode(await admin.gql(status, { id, status: "ENABLED" }))).toBe("DBDataNotExist");
  });
});

// ---- processors and the sandbox ----

const processorInput = (name: string, timeoutSeconds = 30) => ({
  name,
  args: [{ name: "input", label: "Input", format: "file", require: false }],
  outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
  timeoutSeconds,
});

async function processorWith(
  user: NormalUser,
  name: string,
  script: string,
  timeoutSeconds = 30,
): Promise<string> {
  const { createProcessor } = await user.client.gqlData<{ createProcessor: { id: string } }>(
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    { input: processorInput(name, timeoutSeconds) },
  );
  const upload = await user.client.rest<{ ExeName: string; ExeSize: number }>(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
    undefined,
    {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("file", `${name}.sh`, Buffer.from(script), "text/x-shellscript"),
    },
  );
  expect(upload.body.Error).toBeNull();
  expect(upload.body.Data.ExeName).toBe(`${name}.sh`);
  return createProcessor.id;
}

async function runProcessor(
  user: NormalUser,
  processorId: string,
  args: Record<string, unknown> = {},
): Promise<JobView> {
  const { submitJob } = await user.client.gqlData<{ submitJob: { id: string } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
    { input: { name: "processor", tasks: [{ key: "p", processorId, args }] } },
  );
  return settle(user, submitJob.id);
}

describe("processors", () => {
  it("run their executable in the sandbox on their inputs, with outputs and stdout stored", async () => {
    const id = await processorWith(
      alice,
      "upper",
      `#!/bin/sh\nset -e\ncat args.json\ntr a-z A-Z < inputs/input/a.smi > outputs/result.txt\necho "uid $(id -u)"\n`,
    );
    const job = await runProcessor(alice, id, { input: { dataFileId: aliceFile } });
    const task = job.tasks[0]!;
    expect([task.state, task.reason]).toEqual(["done", null]);
    expect(await text(alice.client, task.outputs[0]!.readUrl)).toBe("CCO ETHANOL\n");
    const stdout = await text(alice.client, task.stdoutUrl!);
    expect(stdout).toContain('"input": "inputs/input/a.smi"');
    expect(task.tokens).toBeGreaterThan(0);
  });

  it("keeps a task's output when a data file with the same bytes is purged (shared blob)", async () => {
    const jobs = await alice.client.gqlData<{ jobs: { list: { id: string }[] } }>(
      `{ jobs(query: { where: [{ values: [{ name: "Name", value: "processor" }] }], orderBy: [{ name: "Id" }] }) { list { id } } }`,
    );
    const { job } = await alice.client.gqlData<{ job: JobView }>(jobQuery, { id: jobs.jobs.list[0]!.id });
    const output = job.tasks[0]!.outputs[0]!;
    const same = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "same.txt",
      Buffer.from("CCO ETHANOL\n"),
    );
    await alice.client.gqlData(`mutation($id: ID!) { removeDataFile(id: $id) }`, { id: String(same.Id) });
    await alice.client.gqlData(`mutation($id: ID!) { purgeDataFile(id: $id) }`, { id: String(same.Id) });
    expect(await text(alice.client, output.readUrl)).toBe("CCO ETHANOL\n");
  });

  it("cannot write outside the work folder, read the gateway's files or open a socket", async () => {
    const marker = `/tmp/crucible-escape-${Date.now()}`;
    const dataDir = t.app.services.config.dataDir;
    const port = new URL(t.url).port;
    const script = [
      "#!/bin/bash",
      // /tmp in the sandbox is a folder of its own work folder: the host's /tmp stays untouched.
      `(echo x > ${marker}) 2>/dev/null && echo "tmp: private" || echo "tmp: refused"`,
      `(echo x > /usr/escape) 2>/dev/null && echo "usr: yes" || echo "usr: no"`,
      `(echo x > ../escape) 2>/dev/null && echo "parent: yes" || echo "parent: no"`,
      `(ls ${dataDir}) >/dev/null 2>&1 && echo "data: yes" || echo "data: no"`,
      `(cat /etc/shadow) >/dev/null 2>&1 && echo "shadow: yes" || echo "shadow: no"`,
      `(exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null && echo "socket: yes" || echo "socket: no"`,
      `(exec 3<>/dev/tcp/1.1.1.1/80) 2>/dev/null && echo "internet: yes" || echo "internet: no"`,
      "echo ok > outputs/result.txt",
    ].join("\n");
    const id = await processorWith(alice, "escape", `${script}\n`);
    const job = await runProcessor(alice, id);
    const stdout = await text(alice.client, job.tasks[0]!.stdoutUrl!);
    expect(stdout.trim().split("\n")).toEqual([
      "tmp: private",
      "usr: no",
      "parent: no",
      "data: no",
      "shadow: no",
      "socket: no",
      "internet: no",
    ]);
    expect(existsSync(marker)).toBe(false);
    expect(job.tasks[0]!.state).toBe("done");
  });

  it("ends a fork bomb, a program printing without end and one that never ends", async () => {
    const bomb = await processorWith(alice, "bomb", "#!/bin/bash\nf() { f | f & }\nf\nsleep 60\n", 3);
    const spam = await processorWith(alice, "spam", "#!/bin/sh\nyes crucible\n");
    const forever = await processorWith(alice, "forever", "#!/bin/sh\nsleep 600\n", 1);
    const bombJob = await runProcessor(alice, bomb);
    expect([bombJob.tasks[0]!.state, bombJob.tasks[0]!.reason]).toEqual(["abort", "timed out after 3 s"]);
    const spamJob = await runProcessor(alice, spam);
    expect(spamJob.tasks[0]!.state).toBe("abort");
    expect(spamJob.tasks[0]!.reason).toMatch(/^printed more than/);
    const foreverJob = await runProcessor(alice, forever);
    expect([foreverJob.tasks[0]!.state, foreverJob.tasks[0]!.reason]).toEqual([
      "abort",
      "timed out after 1 s",
    ]);
    // The gateway still answers after all of that.
    expect((await t.client().fetch("/healthz")).status).toBe(200);
  });

  it("charges processors at the calc-metric config's TaskProcessorMethod, which only its permission changes", async () => {
    const path = "/api/sys/key_data/workflow_calc_metric_config";
    const admin = await t.admin();
    expect(await admin.ok(`${path}/read_data_json`)).toEqual({
      DataJson: { TaskProcessorMethod: 1, TaskModule: 1 },
    });
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
    const denied = await reader.client.rest(`${path}/save_data_json`, {
      DataJson: { TaskProcessorMethod: 0, TaskModule: 1 },
    });
    expect([denied.status, denied.body.Error?.Type]).toEqual([403, "DBPermDenied"]);
    expect((await alice.client.rest(`${path}/read_data_json`)).status).toBe(401);
    const bad = await admin.rest(`${path}/save_data_json`, {
      DataJson: { TaskProcessorMethod: -1, TaskModule: 1 },
    });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const burn = await processorWith(
      alice,
      "burn",
      "#!/bin/sh\ni=0; while [ $i -lt 200000 ]; do i=$((i+1)); done\n",
    );
    await admin.ok(`${path}/save_data_json`, { DataJson: { TaskProcessorMethod: 100, TaskModule: 1 } });
    try {
      const { processor } = await alice.client.gqlData<{ processor: { tokenPrice: number } }>(
        `query($id: ID!) { processor(id: $id) { tokenPrice } }`,
        { id: burn },
      );
      expect(processor.tokenPrice).toBe(100);
      const priced = await runProcessor(alice, burn);
      const cpuMs = await t.app.services.db
        .select({ cpuMs: tasks.cpuMs })
        .from(tasks)
        .where(eq(tasks.jobId, Number(priced.id)));
      // The charge uses the CPU time before it is stored rounded to the millisecond (±0.5 ms: ±0.05 tokens).
      const exact = (cpuMs[0]!.cpuMs / 1000) * 100;
      expect(priced.tasks[0]!.tokens).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(exact - 0.05)));
      expect(priced.tasks[0]!.tokens).toBeLessThanOrEqual(Math.max(1, Math.ceil(exact + 0.05)));
      await admin.ok(`${path}/save_data_json`, { DataJson: { TaskProcessorMethod: 0, TaskModule: 1 } });
      const free = await runProcessor(alice, burn);
      expect(free.tasks[0]!.tokens).toBe(0);
    } finally {
      await admin.ok(`${path}/save_data_json`, { DataJson: { TaskProcessorMethod: 1, TaskModule: 1 } });
    }
  });

  it("upload_meta attaches only bytes the caller can already read (no deduplication oracle)", async () => {
    const meta = (user: NormalUser, id: string, bytes: Buffer) =>
      user.client.ok<{ Exists: boolean; Processor?: { ExeName: string } }>(
        `/api/workflow_job_task_processor_exe/upload_meta?ProcessorId=${id}`,
        { Name: "run.sh", Sha256: sha256Hex(bytes) },
      );
    const create = async (user: NormalUser, name: string) =>
      (
        await user.client.gqlData<{ createProcessor: { id: string } }>(
          `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
          { input: processorInput(name) },
        )
      ).createProcessor.id;
    // Alice's private data file: another user, who cannot read it, is told nothing and gets nothing.
    const alicesBytes = Buffer.from("CCO ethanol\n");
    const prober = await registerUser(t);
    const bobs = await create(prober, "probe");
    expect(await meta(prober, bobs, alicesBytes)).toEqual({ Exists: false });
    const { processor } = await prober.client.gqlData<{ processor: { exeName: string | null } }>(
      `query($id: ID!) { processor(id: $id) { exeName } }`,
      { id: bobs },
    );
    expect(processor.exeName).toBeNull();
    // Alice may attach her own bytes by their hash alone.
    const alices = await create(alice, "reuse");
    const mine = await meta(alice, alices, alicesBytes);
    expect([mine.Exists, mine.Processor?.ExeName]).toEqual([true, "run.sh"]);
  });

  it("total_usage_size counts the caller's own executables only", async () => {
    const usage = (client: Client) =>
      client.rest<StorageUsage>("/api/workflow_job_task_processor_exe/total_usage_size");
    const alices = (await usage(alice.client)).body.Data;
    const exes = await t.app.services.db
      .select({ size: blobs.size })
      .from(processorRows)
      .innerJoin(blobs, eq(blobs.id, processorRows.exeBlobId))
      .where(and(eq(processorRows.ownerId, alice.id), isNull(processorRows.deletedAt)));
    // The shape of every other total_usage_size (StorageUsage).
    expect(alices).toEqual({ Used: exes.reduce((sum, x) => sum + x.size, 0), Count: exes.length });
    expect(alices?.Count).toBeGreaterThan(0);
    const fresh = await registerUser(t);
    expect((await usage(fresh.client)).body.Data).toEqual({ Used: 0, Count: 0 });
    expect((await usage(t.client())).body.Error?.Type).toBe("DBUserNoLogin");
    const sysUsage = "/api/sys/workflow_job_task_processor_exe/total_usage_size";
    expect((await alice.client.rest(sysUsage)).body.Error?.Type).toBe("DBUserNoLogin");
    const sysAdmin = await t.admin();
    const system = await sysAdmin.ok<StorageUsage>(sysUsage);
    expect(system.Count).toBe(0);
  });

  it("refuses a processor without its executable, and another user's processor like a missing one", async () => {
    const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      { input: processorInput("empty") },
    );
    const submit = (user: NormalUser) =>
      user.client.gql(`mutation($input: JobInput!) { submitJob(input: $input) { id } }`, {
        input: { name: "x", tasks: [{ key: "p", processorId: createProcessor.id, args: {} }] },
      });
    expect(gqlCode(await submit(alice))).toBe("JobTaskArgsError");
    expect(gqlCode(await submit(bob))).toBe("DBDataNotExist");
    expect(
      gqlCode(
        await bob.client.gql(`query($id: ID!) { processor(id: $id) { id } }`, { id: createProcessor.id }),
      ),
    ).toBe("DBDataNotExist");
    const upload = await bob.client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "x.sh", Buffer.from("#!/bin/sh\n"), "text/plain"),
      },
    );
    expect(upload.body.Error?.Type).toBe("DBDataNotExist");
    const anonymous = await t
      .client()
      .rest(`/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`, undefined, {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "x.sh", Buffer.from("#!/bin/sh\n"), "text/plain"),
      });
    expect([anonymous.status, anonymous.body.Error?.Type]).toEqual([401, "DBUserNoLogin"]);
    const badName = await alice.client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "程序 x.sh", Buffer.from("#!/bin/sh\n"), "text/plain"),
      },
    );
    expect(badName.body.Error?.Type).toBe("DBFileNameError");
    const badInput = await alice.client.gql(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: { ...processorInput("bad"), outputs: [{ name: "../x", label: "x", format: "txt" }] },
      },
    );
    expect(gqlCode(badInput)).toBe("ServerInvalidParameter");
  });

  it("are listed for their owner only (and system ones for everyone)", async () => {
    const mine = await alice.client.gqlData<{
      processors: { name: string; mine: boolean; exeName: string | null }[];
    }>(`{ processors { name mine exeName } }`);
    expect(mine.processors.map((p) => p.name)).toContain("upper");
    expect(mine.processors.every((p) => p.mine)).toBe(true);
    const theirs = await bob.client.gqlData<{ processors: { name: string }[] }>(`{ processors { name } }`);
    expect(theirs.processors).toEqual([]);
  });

  it("are removed by their owner alone, softly: the back office still has them in the recycle bin", async () => {
    const remove = `mutation($id: ID!) { deleteProcessor(id: $id) }`;
    const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      { input: processorInput("to remove") },
    );
    const admin = await t.admin();
    const { createSysProcessor } = await admin.gqlData<{ createSysProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createSysProcessor(input: $input) { id } }`,
      { input: processorInput("system one") },
    );
    await admin.gqlData(`mutation($id: ID!) { setSysProcessorStatus(id: $id, status: ENABLED) { id } }`, {
      id: createSysProcessor.id,
    });
    expect(gqlCode(await bob.client.gql(remove, { id: createProcessor.id }))).toBe("DBDataNotExist");
    // A system processor alice may run is still not hers to remove.
    expect(gqlCode(await alice.client.gql(remove, { id: createSysProcessor.id }))).toBe("DBDataNotExist");
    expect(await alice.client.gqlData(remove, { id: createProcessor.id })).toEqual({ deleteProcessor: true });
    expect(
      gqlCode(
        await alice.client.gql(`query($id: ID!) { processor(id: $id) { id } }`, { id: createProcessor.id }),
      ),
    ).toBe("DBDataNotExist");
    expect(gqlCode(await alice.client.gql(remove, { id: createProcessor.id }))).toBe("DBDataAlreadyRemove");
    const { sysProcessors } = await admin.gqlData<{
      sysProcessors: { list: { id: string; deletedAt: string | null }[] };
    }>(`query($query: QueryInput) { sysProcessors(query: $query) { list { id deletedAt } } }`, {
      query: { deleted: true, where: [{ values: [{ name: "Id", value: createProcessor.id }] }] },
    });
    expect(sysProcessors.list).toEqual([{ id: createProcessor.id, deletedAt: expect.any(String) }]);
  });
});
