/**
 * The back office of processors (spec §2 processors, §6 Workflow.Job.Task.Processor.*, §7
 * workflow_job_task_processor_exe under /api/sys) and the workflow calc-metric config (spec §3, §7
 * /sys/key_data/workflow_calc_metric_config): who may call each GraphQL field and REST call, missing
 * ids, bad input, a system processor published with its executable that a normal user sees and runs
 * in the bubblewrap sandbox, disabling and removing it, and users' processors read with their owner.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { rootFields } from "../support/graphqlSchema.js";
import type { Client, GqlResult, RestResult } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { uploadBytes } from "../support/uploads.js";

const csrf = { "x-crucible-csrf": "1" };
const missing = "987654321";
const sysExe = "/api/sys/workflow_job_task_processor_exe";
const calcPath = "/api/sys/key_data/workflow_calc_metric_config";

let t: TestApp;
let scheduler: Scheduler;
let admin: Client;
let reader: SystemUser;
let editor: SystemUser;
let outsider: SystemUser;
let moduleReader: SystemUser;
let alice: NormalUser;
let bob: NormalUser;
let aliceFile = 0;

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

function expectCode(result: GqlResult<unknown>, code: string, value?: string) {
  expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(result.body.errors)).toBe(code);
  if (value !== undefined) expect(result.body.errors?.[0]?.extensions?.value).toBe(value);
}

function expectRest(result: RestResult<unknown>, status: number, type: string, value?: string) {
  expect([result.status, result.body.Error?.Type], JSON.stringify(result.body.Error)).toEqual([status, type]);
  if (value !== undefined) expect(result.body.Error?.Value).toBe(value);
}

const processorFields = `id name summary docs kind mine exeName exeSize timeoutSeconds status ownerId ownerAccount
  deletedAt args { name format require } outputs { name format }`;

interface SysProcessorView {
  id: string;
  name: string;
  summary: string;
  kind: string;
  mine: boolean;
  exeName: string | null;
  exeSize: number | null;
  timeoutSeconds: number;
  status: string;
  ownerId: string | null;
  ownerAccount: string | null;
  deletedAt: string | null;
  args: { name: string; format: string; require: boolean }[];
  outputs: { name: string; format: string }[];
}

const processorInput = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  summary: "Upper-cases its input",
  args: [{ name: "input", label: "Input", format: "file", require: false }],
  outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
  timeoutSeconds: 30,
  ...overrides,
});

const createSys = `mutation($input: ProcessorInput!) { createSysProcessor(input: $input) { ${processorFields} } }`;
const updateSys = `mutation($id: ID!, $input: ProcessorInput!) { updateSysProcessor(id: $id, input: $input) { ${processorFields} } }`;
const statusSys = `mutation($id: ID!, $status: EntityStatus!) { setSysProcessorStatus(id: $id, status: $status) { id status } }`;
const removeSys = `mutation($id: ID!) { removeSysProcessor(id: $id) }`;
const recoverSys = `mutation($id: ID!) { recoverSysProcessor(id: $id) { id deletedAt } }`;
const readSys = `query($id: ID!) { sysProcessor(id: $id) { ${processorFields} } }`;
const listSys = `query($query: QueryInput) { sysProcessors(query: $query) { total list { ${processorFields} } } }`;

async function createSysProcessor(client: Client, name: string): Promise<SysProcessorView> {
  const { createSysProcessor: row } = await client.gqlData<{ createSysProcessor: SysProcessorView }>(
    createSys,
    { input: processorInput(name) },
  );
  return row;
}

function uploadExe(client: Client, prefix: string, id: string, name: string, script: string) {
  return client.rest<{ Id: number; ExeName: string; ExeSize: number }>(
    `${prefix}/upload_file?ProcessorId=${id}`,
    undefined,
    { headers: csrf, raw: fileForm("file", name, Buffer.from(script), "text/x-shellscript") },
  );
}

async function list(client: Client, where: { name: string; value: string; symbol?: string }[], extra = {}) {
  const { sysProcessors } = await client.gqlData<{
    sysProcessors: { total: number; list: SysProcessorView[] };
  }>(listSys, { query: { where: [{ values: where }], ...extra } });
  return sysProcessors;
}

interface JobView {
  id: string;
  state: string;
  tasks: {
    key: string;
    state: string;
    reason: string | null;
    outputs: { name: string; readUrl: string }[];
  }[];
}

async function settle(user: NormalUser, jobId: string): Promise<JobView> {
  const query = `query($id: ID!) { job(id: $id) { id state tasks { key state reason outputs { name readUrl } } } }`;
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const { job } = await user.client.gqlData<{ job: JobView }>(query, { id: jobId });
    if (["done", "abort", "cancel"].includes(job.state)) return job;
  }
  throw new Error(`job ${jobId} did not settle`);
}

function submit(user: NormalUser, processorId: string, args: Record<string, unknown> = {}) {
  return user.client.gql<{ submitJob: { id: string } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
    { input: { name: unique("sysproc"), tasks: [{ key: "p", processorId, args }] } },
  );
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  const local = createLocalExecutor();
  const sandbox = createSandboxExecutor(local);
  // Processors only run in bubblewrap; without it this suite must fail rather than pass vacuously.
  if (!sandbox) throw new Error("bubblewrap (bwrap) is not usable on this machine");
  scheduler = createScheduler(t.app.services, localExecutors(local, sandbox), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    maxOutputBytes: 256 * 1024,
  });
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Processor.Read"]);
  editor = await createSystemUser(t, admin, [
    "Workflow.Job.Task.Processor.Read",
    "Workflow.Job.Task.Processor.Update",
  ]);
  outsider = await createSystemUser(t, admin, ["Workflow.Job.Template.Read"]);
  moduleReader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
  alice = await registerUser(t);
  bob = await registerUser(t);
  aliceFile = (
    await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "a.smi",
      Buffer.from("CCO ethanol\n"),
    )
  ).Id;
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

const sysFields = new Set([
  "sysProcessors",
  "sysProcessor",
  "calcMetricConfig",
  "createSysProcessor",
  "updateSysProcessor",
  "setSysProcessorStatus",
  "removeSysProcessor",
  "recoverSysProcessor",
  "saveCalcMetricConfig",
]);

describe("GraphQL: who may call each field", () => {
  const fields = rootFields().filter((f) => sysFields.has(f.name));

  it("declares every field with a processor or module permission", () => {
    expect(fields.map((f) => f.name).sort()).toEqual([...sysFields].sort());
    for (const field of fields) {
      expect(field.guard.kind).toBe("perm");
      if (field.guard.kind === "perm") {
        expect(field.guard.name).toMatch(/^Workflow\.Job\.Task\.(Processor|Module)\.(Read|Update|Delete)$/);
      }
    }
  });

  for (const field of fields) {
    const perm = field.guard.kind === "perm" ? field.guard.name : "";
    it(`${field.name}: not signed in -> DBUserNoLogin`, async () => {
      expectCode(await t.client().gql(field.document), "DBUserNoLogin");
    });
    it(`${field.name}: a normal user is refused (no system session)`, async () => {
      expectCode(await alice.client.gql(field.document), "DBUserNoLogin");
    });
    it(`${field.name}: a system user without ${perm} -> DBPermDenied naming it`, async () => {
      const result = await outsider.client.gql(field.document);
      expectCode(result, "DBPermDenied", perm);
      expect(result.body.errors?.[0]?.message).toBe(`No permission for ${perm}`);
    });
    if (!perm.endsWith(".Read")) {
      const holder = perm.includes(".Module.") ? () => moduleReader : () => reader;
      it(`${field.name}: a reader (Read only) -> DBPermDenied naming ${perm}`, async () => {
        expectCode(await holder().client.gql(field.document), "DBPermDenied", perm);
      });
    }
  }

  it("keeps the owner fields of Processor from normal users", async () => {
    await alice.client.gqlData(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: processorInput(unique("mine")),
      },
    );
    expectCode(await alice.client.gql(`{ processors { id ownerAccount } }`), "DBUserNoLogin");
    expectCode(await alice.client.gql(`{ processors { id ownerId } }`), "DBUserNoLogin");
  });

  it("refuses every field while the Workflow switch is off (FeatureNotEnabled)", async () => {
    const switches = await admin.gqlData<{ featureSwitches: Record<string, unknown> }>("{ featureSwitches }");
    const off = { ...switches.featureSwitches, Workflow: { Enabled: false } };
    await admin.gqlData("mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", { s: off });
    try {
      expectCode(await admin.gql("{ sysProcessors { total } }"), "FeatureNotEnabled", "Workflow");
      expectCode(await admin.gql("{ calcMetricConfig { taskModule } }"), "FeatureNotEnabled", "Workflow");
      expectCode(await admin.gql(createSys, { input: processorInput("off") }), "FeatureNotEnabled");
    } finally {
      await admin.gqlData("mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", {
        s: switches.featureSwitches,
      });
    }
  });
});

describe("REST: the executable of a system processor", () => {
  let id = "";
  beforeAll(async () => {
    id = (await createSysProcessor(admin, unique("rest"))).id;
  });

  for (const verb of ["upload_file", "upload_meta"] as const) {
    const call = (client: Client, processorId: string) =>
      verb === "upload_file"
        ? uploadExe(client, sysExe, processorId, "p.sh", "#!/bin/sh\n")
        : client.rest(`${sysExe}/upload_meta?ProcessorId=${processorId}`, {
            Name: "p.sh",
            Sha256: "A".repeat(64),
          });

    it(`${verb}: not signed in -> 401 DBUserNoLogin`, async () => {
      expectRest(await call(t.client(), id), 401, "DBUserNoLogin");
    });
    it(`${verb}: a normal user -> 401 DBUserNoLogin`, async () => {
      expectRest(await call(alice.client, id), 401, "DBUserNoLogin");
    });
    it(`${verb}: without Workflow.Job.Task.Processor.Update -> 403 DBPermDenied naming it`, async () => {
      expectRest(await call(outsider.client, id), 403, "DBPermDenied", "Workflow.Job.Task.Processor.Update");
      expectRest(await call(reader.client, id), 403, "DBPermDenied", "Workflow.Job.Task.Processor.Update");
    });
    it(`${verb}: a missing processor -> DBDataNotExist`, async () => {
      expectRest(await call(editor.client, missing), 404, "DBDataNotExist");
    });
    it(`${verb}: a ProcessorId that is not a positive integer -> ServerInvalidParameter`, async () => {
      for (const bad of ["abc", "1.5", "-3", ""]) {
        expectRest(
          await call(editor.client, bad),
          400,
          "ServerInvalidParameter",
          "ProcessorId: must be a positive integer",
        );
      }
    });
  }

  it("upload_meta: a bad hash or file name is refused", async () => {
    const bad = await editor.client.rest(`${sysExe}/upload_meta?ProcessorId=${id}`, {
      Name: "p.sh",
      Sha256: "xyz",
    });
    expectRest(bad, 400, "ServerInvalidParameter", "Sha256");
    const name = await editor.client.rest(`${sysExe}/upload_meta?ProcessorId=${id}`, {
      Name: "程序 p.sh",
      Sha256: "a".repeat(64),
    });
    expect(name.body.Error?.Type).toBe("DBFileNameError");
  });

  it("upload_file: a bad file name is refused", async () => {
    const result = await uploadExe(editor.client, sysExe, id, "程序 x.sh", "#!/bin/sh\n");
    expect(result.body.Error?.Type).toBe("DBFileNameError");
  });

  it("upload_meta: unknown bytes answer Exists false; known bytes attach the stored executable", async () => {
    const script = `#!/bin/sh\necho ${randomBytes(6).toString("hex")}\n`;
    // Either case of the hex hash is accepted.
    const sha = createHash("sha256").update(script).digest("hex");
    const first = await editor.client.ok<{ Exists: boolean }>(`${sysExe}/upload_meta?ProcessorId=${id}`, {
      Name: "meta.sh",
      Sha256: sha,
    });
    expect(first).toEqual({ Exists: false });
    const uploaded = await uploadExe(editor.client, sysExe, id, "meta.sh", script);
    expect(uploaded.body.Error).toBeNull();
    const other = await createSysProcessor(editor.client, unique("meta"));
    const second = await editor.client.ok<{
      Exists: boolean;
      Processor: { ExeName: string; ExeSize: number };
    }>(`${sysExe}/upload_meta?ProcessorId=${other.id}`, { Name: "same.sh", Sha256: sha });
    expect(second.Exists).toBe(true);
    expect(second.Processor).toMatchObject({ ExeName: "same.sh", ExeSize: Buffer.byteLength(script) });
  });

  it("a user's processor cannot take an executable through /api/sys, nor a system one through /api", async () => {
    const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      { input: processorInput(unique("alice")) },
    );
    expectRest(
      await uploadExe(admin, sysExe, createProcessor.id, "x.sh", "#!/bin/sh\n"),
      404,
      "DBDataNotExist",
    );
    expectRest(
      await uploadExe(alice.client, "/api/workflow_job_task_processor_exe", id, "x.sh", "#!/bin/sh\n"),
      404,
      "DBDataNotExist",
    );
  });
});

describe("system processors", () => {
  it("are created by an admin with an executable, then listed for, visible to and run by a normal user", async () => {
    const name = unique("upper");
    const created = await createSysProcessor(editor.client, name);
    expect(created).toMatchObject({
      name,
      kind: "system",
      mine: false,
      ownerId: null,
      ownerAccount: null,
      exeName: null,
      status: "ENABLED",
      timeoutSeconds: 30,
    });
    expect(created.args).toEqual([{ name: "input", format: "file", require: false }]);
    const upload = await uploadExe(
      editor.client,
      sysExe,
      created.id,
      "upper.sh",
      "#!/bin/sh\nset -e\ntr a-z A-Z < inputs/input/a.smi > outputs/result.txt\n",
    );
    expect(upload.body.Error).toBeNull();
    expect(upload.body.Data).toMatchObject({ Id: Number(created.id), ExeName: "upper.sh" });

    const { sysProcessor } = await reader.client.gqlData<{ sysProcessor: SysProcessorView }>(readSys, {
      id: created.id,
    });
    expect(sysProcessor.exeName).toBe("upper.sh");
    expect(sysProcessor.exeSize).toBeGreaterThan(0);

    for (const user of [alice, bob]) {
      const { processors } = await user.client.gqlData<{
        processors: { id: string; kind: string; mine: boolean; exeName: string | null }[];
      }>(`{ processors { id kind mine exeName } }`);
      expect(processors.find((p) => p.id === created.id)).toEqual({
        id: created.id,
        kind: "system",
        mine: false,
        exeName: "upper.sh",
      });
    }
    const submitted = await submit(alice, created.id, { input: { dataFileId: aliceFile } });
    expect(submitted.body.errors).toBeUndefined();
    const job = await settle(alice, submitted.body.data!.submitJob.id);
    expect([job.tasks[0]!.state, job.tasks[0]!.reason]).toEqual(["done", null]);
    const output = await alice.client.fetch(job.tasks[0]!.outputs[0]!.readUrl);
    expect(await output.text()).toBe("CCO ETHANOL\n");
  });

  it("change with the same checks as a user's processor", async () => {
    const row = await createSysProcessor(admin, unique("edit"));
    const renamed = unique("renamed");
    const { updateSysProcessor } = await editor.client.gqlData<{ updateSysProcessor: SysProcessorView }>(
      updateSys,
      { id: row.id, input: processorInput(renamed, { timeoutSeconds: 0, summary: "changed" }) },
    );
    expect(updateSysProcessor).toMatchObject({
      id: row.id,
      name: renamed,
      summary: "changed",
      timeoutSeconds: 0,
    });

    const bad: [string, Record<string, unknown>][] = [
      ["empty name", processorInput("   ")],
      [
        "duplicate arguments",
        processorInput("x", {
          args: [
            { name: "a", label: "A", format: "string" },
            { name: "a", label: "A", format: "int" },
          ],
        }),
      ],
      [
        "a choice without choices",
        processorInput("x", { args: [{ name: "c", label: "C", format: "choice" }] }),
      ],
      ["a bad argument format", processorInput("x", { args: [{ name: "c", label: "C", format: "blob" }] })],
      [
        "an output with a folder",
        processorInput("x", { outputs: [{ name: "../x", label: "x", format: "txt" }] }),
      ],
      ["a negative timeout below -1", processorInput("x", { timeoutSeconds: -5 })],
    ];
    for (const [what, input] of bad) {
      const created = await editor.client.gql(createSys, { input });
      expect(gqlCodeOf(created), what).toBe("ServerInvalidParameter");
      const updated = await editor.client.gql(updateSys, { id: row.id, input });
      expect(gqlCodeOf(updated), what).toBe("ServerInvalidParameter");
    }
    const empty = await editor.client.gql(createSys, { input: processorInput("") });
    expectCode(empty, "ServerInvalidParameter", "name: Processor name is required");
    // A missing required input field or a wrong type is refused by GraphQL itself, with the catalogue's Type.
    expectCode(
      await editor.client.gql(`mutation { createSysProcessor(input: { name: "x" }) { id } }`),
      "ServerInvalidParameter",
    );
    expectCode(
      await editor.client.gql(statusSys, { id: row.id, status: "PAUSED" }),
      "ServerInvalidParameter",
    );
  });

  it("answer DBDataNotExist for missing ids and ServerInvalidParameter for ids that are not integers", async () => {
    const calls: [string, Client, string, Record<string, unknown>][] = [
      ["sysProcessor", reader.client, readSys, {}],
      ["updateSysProcessor", editor.client, updateSys, { input: processorInput("x") }],
      ["setSysProcessorStatus", editor.client, statusSys, { status: "DISABLED" }],
      ["removeSysProcessor", admin, removeSys, {}],
      ["recoverSysProcessor", admin, recoverSys, {}],
    ];
    for (const [name, client, document, variables] of calls) {
      expectCode(await client.gql(document, { ...variables, id: missing }), "DBDataNotExist");
      for (const bad of ["abc", "1.5", "-1", "0"]) {
        const result = await client.gql(document, { ...variables, id: bad });
        expect(gqlCodeOf(result), `${name}(${bad})`).toBe("ServerInvalidParameter");
      }
    }
  });

  it("answer the changed row to a holder of the verb's permission alone (Update for status, Delete for recover)", async () => {
    const row = await createSysProcessor(admin, unique("verb-only"));
    const updater = await createSystemUser(t, admin, ["Workflow.Job.Task.Processor.Update"]);
    const deleter = await createSystemUser(t, admin, ["Workflow.Job.Task.Processor.Delete"]);
    expect(await updater.client.gqlData(statusSys, { id: row.id, status: "DISABLED" })).toEqual({
      setSysProcessorStatus: { id: row.id, status: "DISABLED" },
    });
    expect(await deleter.client.gqlData(removeSys, { id: row.id })).toEqual({ removeSysProcessor: true });
    expect(await deleter.client.gqlData(recoverSys, { id: row.id })).toEqual({
      recoverSysProcessor: { id: row.id, deletedAt: null },
    });
  });

  it("disabled, are hidden from users and refused when run; enabled again, they run", async () => {
    const row = await createSysProcessor(admin, unique("toggle"));
    await uploadExe(admin, sysExe, row.id, "ok.sh", "#!/bin/sh\necho ok > outputs/result.txt\n");
    const seen = async () =>
      (await bob.client.gqlData<{ processors: { id: string }[] }>(`{ processors { id } }`)).processors.map(
        (p) => p.id,
      );
    expect(await seen()).toContain(row.id);
    const { setSysProcessorStatus } = await editor.client.gqlData<{
      setSysProcessorStatus: { status: string };
    }>(statusSys, { id: row.id, status: "DISABLED" });
    expect(setSysProcessorStatus.status).toBe("DISABLED");
    expect(await seen()).not.toContain(row.id);
    expectCode(await submit(bob, row.id), "DBDataNotExist");
    expectCode(
      await bob.client.gql(`query($id: ID!) { processor(id: $id) { id } }`, { id: row.id }),
      "DBDataNotExist",
    );
    // Still listed in the back office, with its status.
    const disabled = await list(reader.client, [
      { name: "Status", value: "disabled" },
      { name: "Id", value: row.id },
    ]);
    expect(disabled.list.map((p) => [p.id, p.status])).toEqual([[row.id, "DISABLED"]]);

    await editor.client.gqlData(statusSys, { id: row.id, status: "ENABLED" });
    expect(await seen()).toContain(row.id);
    const submitted = await submit(bob, row.id);
    const job = await settle(bob, submitted.body.data!.submitJob.id);
    expect(job.tasks[0]!.state).toBe("done");
  });

  it("removed, go to the recycle bin (hidden from users) and come back when recovered", async () => {
    const row = await createSysProcessor(admin, unique("bin"));
    expectCode(
      await editor.client.gql(removeSys, { id: row.id }),
      "DBPermDenied",
      "Workflow.Job.Task.Processor.Delete",
    );
    expect(
      (await admin.gqlData<{ removeSysProcessor: boolean }>(removeSys, { id: row.id })).removeSysProcessor,
    ).toBe(true);
    expectCode(await admin.gql(removeSys, { id: row.id }), "DBDataAlreadyRemove");
    expectCode(await reader.client.gql(readSys, { id: row.id }), "DBDataNotExist");
    expectCode(await admin.gql(updateSys, { id: row.id, input: processorInput("x") }), "DBDataNotExist");
    const live = await list(reader.client, [{ name: "Id", value: row.id }]);
    expect(live.total).toBe(0);
    const bin = await list(reader.client, [{ name: "Id", value: row.id }], { deleted: true });
    expect(bin.list.map((p) => p.id)).toEqual([row.id]);
    expect(bin.list[0]!.deletedAt).not.toBeNull();
    const { processors } = await alice.client.gqlData<{ processors: { id: string }[] }>(
      `{ processors { id } }`,
    );
    expect(processors.map((p) => p.id)).not.toContain(row.id);

    const { recoverSysProcessor } = await admin.gqlData<{
      recoverSysProcessor: { id: string; deletedAt: string | null };
    }>(recoverSys, { id: row.id });
    expect(recoverSysProcessor).toEqual({ id: row.id, deletedAt: null });
    expectCode(await admin.gql(recoverSys, { id: row.id }), "DBDataNotExist");
    expect((await list(reader.client, [{ name: "Id", value: row.id }])).total).toBe(1);
  });
});

function gqlCodeOf(result: GqlResult<unknown>): string | undefined {
  return result.body.errors?.[0]?.extensions?.code;
}

describe("users' processors in the back office", () => {
  let aliceProcessor = "";
  beforeAll(async () => {
    const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      { input: processorInput(unique("alice-owned")) },
    );
    aliceProcessor = createProcessor.id;
    const upload = await uploadExe(
      alice.client,
      "/api/workflow_job_task_processor_exe",
      aliceProcessor,
      "mine.sh",
      "#!/bin/sh\necho mine > outputs/result.txt\n",
    );
    expect(upload.body.Error).toBeNull();
  });

  it("are read with their owner's account", async () => {
    const { sysProcessor } = await reader.client.gqlData<{ sysProcessor: SysProcessorView }>(readSys, {
      id: aliceProcessor,
    });
    expect(sysProcessor).toMatchObject({
      id: aliceProcessor,
      kind: "user",
      mine: false,
      ownerId: String(alice.id),
      ownerAccount: alice.account,
      exeName: "mine.sh",
    });
  });

  it("filter by owner account, kind, name and status, with paging", async () => {
    const byOwner = await list(reader.client, [{ name: "OwnerAccount", value: alice.account }]);
    expect(byOwner.total).toBeGreaterThanOrEqual(2);
    expect(byOwner.list.every((p) => p.ownerAccount === alice.account && p.kind === "user")).toBe(true);
    const like = await list(reader.client, [
      { name: "OwnerAccount", value: alice.account.slice(1, -1), symbol: "LIKE" },
      { name: "Name", value: "alice-owned", symbol: "LIKE" },
    ]);
    expect(like.list.map((p) => p.id)).toEqual([aliceProcessor]);
    const system = await list(reader.client, [{ name: "Kind", value: "system" }]);
    expect(system.total).toBeGreaterThan(0);
    expect(system.list.every((p) => p.kind === "system" && p.ownerAccount === null)).toBe(true);
    const all = await list(reader.client, []);
    const page = await list(reader.client, [], {
      limit: 2,
      offset: 1,
      orderBy: [{ name: "Id", isAsc: true }],
    });
    expect(page.total).toBe(all.total);
    const ascending = [...all.list.map((p) => Number(p.id))].sort((a, b) => a - b);
    expect(page.list.map((p) => Number(p.id))).toEqual(ascending.slice(1, 3));
    const badFilter = await reader.client.gql(listSys, {
      query: { where: [{ values: [{ name: "Id", value: "x" }] }] },
    });
    expectCode(badFilter, "ServerInvalidParameter", "Id must be an integer");
    const unknown = await reader.client.gql(listSys, {
      query: { where: [{ values: [{ name: "PasswordHash", value: "x" }] }] },
    });
    expect(gqlCodeOf(unknown)).toBe("ServerInvalidParameter");
  });

  it("are read only: not changed or removed by an admin", async () => {
    expectCode(
      await admin.gql(updateSys, { id: aliceProcessor, input: processorInput("taken") }),
      "DBDataNotExist",
    );
    expectCode(await admin.gql(removeSys, { id: aliceProcessor }), "DBStatusChangeNotAllowed");
    const { processor } = await alice.client.gqlData<{ processor: { name: string } }>(
      `query($id: ID!) { processor(id: $id) { name } }`,
      { id: aliceProcessor },
    );
    expect(processor.name).toMatch(/^alice-owned-/);
  });

  it("disabled by an admin, no longer run for their owner until enabled again", async () => {
    await editor.client.gqlData(statusSys, { id: aliceProcessor, status: "DISABLED" });
    expectCode(await submit(alice, aliceProcessor), "JobModuleStatusDisabled");
    await editor.client.gqlData(statusSys, { id: aliceProcessor, status: "ENABLED" });
    const submitted = await submit(alice, aliceProcessor);
    const job = await settle(alice, submitted.body.data!.submitJob.id);
    expect(job.tasks[0]!.state).toBe("done");
  });
});

describe("the calc-metric config", () => {
  const read = `{ calcMetricConfig { taskProcessorMethod taskModule } }`;
  const save = `mutation($input: CalcMetricConfigInput!) { saveCalcMetricConfig(input: $input) { taskProcessorMethod taskModule } }`;
  const defaults = { taskProcessorMethod: 1, taskModule: 1 };

  afterAll(async () => {
    await admin.gqlData(save, { input: defaults });
  });

  it("reads its defaults and saves both prices, seen by REST and by processors' token price", async () => {
    expect((await moduleReader.client.gqlData<{ calcMetricConfig: unknown }>(read)).calcMetricConfig).toEqual(
      defaults,
    );
    const { saveCalcMetricConfig } = await admin.gqlData<{ saveCalcMetricConfig: unknown }>(save, {
      input: { taskProcessorMethod: 2.5, taskModule: 0 },
    });
    expect(saveCalcMetricConfig).toEqual({ taskProcessorMethod: 2.5, taskModule: 0 });
    expect(await moduleReader.client.ok(`${calcPath}/read_data_json`)).toEqual({
      DataJson: { TaskProcessorMethod: 2.5, TaskModule: 0 },
    });
    const { processors } = await alice.client.gqlData<{ processors: { tokenPrice: number }[] }>(
      `{ processors { tokenPrice } }`,
    );
    expect(processors.length).toBeGreaterThan(0);
    expect(processors.every((p) => p.tokenPrice === 2.5)).toBe(true);
    await admin.ok(`${calcPath}/save_data_json`, {
      DataJson: JSON.stringify({ TaskProcessorMethod: 3, TaskModule: 1 }),
    });
    expect((await admin.gqlData<{ calcMetricConfig: unknown }>(read)).calcMetricConfig).toEqual({
      taskProcessorMethod: 3,
      taskModule: 1,
    });
  });

  it("refuses values below 0 or above 1000000, and bodies that are not the document", async () => {
    for (const input of [
      { taskProcessorMethod: -1, taskModule: 1 },
      { taskProcessorMethod: 1, taskModule: 1_000_001 },
    ]) {
      expectCode(await admin.gql(save, { input }), "ServerInvalidParameter");
    }
    expectCode(
      await admin.gql(save, { input: { taskProcessorMethod: "x", taskModule: 1 } }),
      "ServerInvalidParameter",
    );
    expectCode(await admin.gql(save, { input: { taskModule: 1 } }), "ServerInvalidParameter");
    const rest = async (body: unknown) => admin.rest(`${calcPath}/save_data_json`, body);
    expectRest(
      await rest({ DataJson: { TaskProcessorMethod: -1, TaskModule: 1 } }),
      400,
      "ServerInvalidParameter",
    );
    expectRest(
      await rest({ DataJson: { TaskProcessorMethod: "1", TaskModule: 1 } }),
      400,
      "ServerInvalidParameter",
    );
    expectRest(await rest({ DataJson: "{not json" }), 400, "ServerInvalidParameter", "DataJson: is not JSON");
    expect((await rest({})).body.Error?.Type).toBe("ServerRequestBodyNull");
    // Nothing of that was saved.
    expect((await admin.gqlData<{ calcMetricConfig: unknown }>(read)).calcMetricConfig).toEqual({
      taskProcessorMethod: 3,
      taskModule: 1,
    });
  });

  it("REST: read needs Workflow.Job.Task.Module.Read and save its Update", async () => {
    for (const verb of ["read_data_json", "save_data_json"] as const) {
      const body =
        verb === "save_data_json" ? { DataJson: { TaskProcessorMethod: 1, TaskModule: 1 } } : undefined;
      expectRest(await t.client().rest(`${calcPath}/${verb}`, body), 401, "DBUserNoLogin");
      expectRest(await alice.client.rest(`${calcPath}/${verb}`, body), 401, "DBUserNoLogin");
      const perm =
        verb === "read_data_json" ? "Workflow.Job.Task.Module.Read" : "Workflow.Job.Task.Module.Update";
      expectRest(await outsider.client.rest(`${calcPath}/${verb}`, body), 403, "DBPermDenied", perm);
    }
    expectRest(
      await moduleReader.client.rest(`${calcPath}/save_data_json`, {
        DataJson: { TaskProcessorMethod: 0, TaskModule: 0 },
      }),
      403,
      "DBPermDenied",
      "Workflow.Job.Task.Module.Update",
    );
  });
});
