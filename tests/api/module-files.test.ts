/**
 * Creating modules in the back office and module files (spec §3, §5, §7 workflow_job_task_module_file):
 * createModule with its refusals, a container module that no executor here runs (JobWorkerNotFound),
 * module files through the chunk protocol (names, duplicates, total_usage_size, delete), the files in
 * a running task's work folder, blob collection, and who may call each field and REST call.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFiles } from "../../gateway/src/db/datasets.js";
import { modules, type ModuleArg } from "../../gateway/src/db/modules.js";
import { blobs } from "../../gateway/src/db/schema.js";
import { collectBlob } from "../../gateway/src/domain/files/blobs.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { rootFields } from "../support/graphqlSchema.js";
import type { Client, GqlResult } from "../support/http.js";
import { sendChunk, sha256Hex, type MetaError } from "../support/uploads.js";

const fileBase = "/api/sys/workflow_job_task_module_file";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let outsider: SystemUser;
let alice: NormalUser;
let scheduler: Scheduler;
let imageId = "";

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString("hex")}`;

function expectCode(result: GqlResult<unknown>, code: string, value?: string) {
  expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(result.body.errors)).toBe(code);
  if (value !== undefined) expect(result.body.errors?.[0]?.extensions?.value).toBe(value);
}

const moduleFields = `id key name nameZh summary summaryZh docs runner command tags discount timeoutSeconds
  successExitCode tokenPrice visibility status image { id uid } group { id }
  args { name label labelZh format require default choices } outputs { name label format }
  moduleFiles { id moduleId name size sha256 }`;

interface ModuleFileView {
  id: string;
  moduleId: string;
  name: string;
  size: number;
  sha256: string;
}

interface ModuleView {
  id: string;
  key: string;
  name: string;
  nameZh: string;
  summary: string;
  docs: string;
  runner: string;
  command: string[];
  tags: string[];
  discount: number;
  timeoutSeconds: number;
  successExitCode: number;
  tokenPrice: number;
  visibility: string;
  status: string;
  image: { id: string; uid: string } | null;
  group: { id: string } | null;
  args: { name: string; label: string; format: string; require: boolean; default: unknown }[];
  outputs: { name: string; label: string; format: string }[];
  moduleFiles: ModuleFileView[];
}

const createDoc = `mutation ($input: ModuleCreateInput!) { createModule(input: $input) { ${moduleFields} } }`;

function createInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: `chem/${unique("dock")}`,
    name: "Docking",
    nameZh: "对接",
    summary: "Docks ligands",
    summaryZh: "对接配体",
    docs: "# Docking",
    docsZh: "# 对接",
    imageId,
    command: ["python", "/opt/dock.py", "{args.json}"],
    args: [
      { name: "ligands", label: "Ligands", format: "file", fileFormats: ["sdf"], require: true },
      { name: "exhaustiveness", label: "Exhaustiveness", format: "int", default: 8 },
      {
        name: "mode",
        label: "Mode",
        labelZh: "模式",
        format: "choice",
        default: "fast",
        choices: [
          { value: "fast", label: "Fast" },
          { value: "full", label: "Full" },
        ],
      },
    ],
    outputs: [{ name: "poses.sdf", label: "Poses", format: "sdf" }],
    timeoutSeconds: 600,
    successExitCode: 0,
    tokenPrice: 3,
    discount: 0.8,
    visibility: "all",
    tags: ["docking", " docking ", "vina"],
    ...overrides,
  };
}

async function createModule(overrides: Record<string, unknown> = {}): Promise<ModuleView> {
  return (await admin.gqlData<{ createModule: ModuleView }>(createDoc, { input: createInput(overrides) }))
    .createModule;
}

async function readModule(id: string | number): Promise<ModuleView> {
  return (
    await admin.gqlData<{ catalogueModule: ModuleView }>(
      `{ catalogueModule(id: "${id}") { ${moduleFields} } }`,
    )
  ).catalogueModule;
}

interface FileAnswer {
  Id: number;
  ModuleId: number;
  Name: string;
  Size: number;
  Sha256: string;
}

/** The whole protocol for a module file; answers the file, or throws with the refusal. */
async function uploadModuleFile(
  client: Client,
  moduleId: number | string,
  name: string,
  bytes: Buffer,
): Promise<FileAnswer> {
  const meta = await client.rest<{ Done: boolean; File: FileAnswer }>(`${fileBase}/upload_meta`, {
    ModuleId: Number(moduleId),
    Name: name,
    Size: bytes.length,
    Sha256: sha256Hex(bytes),
  });
  if (!meta.body.Error) return meta.body.Data.File;
  if (meta.body.Error.Type !== "DBNotExist") throw new Error(meta.body.Error.Type);
  const { UploadId, Received, ChunkSize } = meta.body.Error.Meta as unknown as MetaError;
  let file: FileAnswer | undefined;
  for (let offset = Received; offset < bytes.length; offset += ChunkSize) {
    const chunk = await sendChunk(
      client,
      fileBase,
      UploadId,
      offset / ChunkSize,
      bytes.subarray(offset, offset + ChunkSize),
    );
    if (chunk.body.Error) throw new Error(chunk.body.Error.Type);
    file = chunk.body.Data.File as unknown as FileAnswer | undefined;
  }
  if (!file) throw new Error("the upload did not finish");
  return file;
}

async function metaError(client: Client, body: Record<string, unknown>) {
  const result = await client.rest(`${fileBase}/upload_meta`, body);
  return result.body.Error;
}

async function usage(client: Client = admin): Promise<{ Used: number; Count: number }> {
  return client.ok<{ Used: number; Count: number }>(`${fileBase}/total_usage_size`, {});
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    maxOutputBytes: 256 * 1024,
  });
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read"]);
  outsider = await createSystemUser(t, admin, ["Dev.Read"]);
  alice = await registerUser(t);
  const image = await admin.gqlData<{ createContainerImage: { id: string } }>(
    `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
    { input: { uid: `registry.local/${unique("vina")}:1.2`, name: unique("Vina") } },
  );
  imageId = image.createContainerImage.id;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

/* ---------------------------------------------------------------- createModule */

describe("createModule", () => {
  it("creates a container module with every field, shown in the back office", async () => {
    const group = await admin.gqlData<{ createModuleGroup: { id: string } }>(
      `mutation { createModuleGroup(input: { name: "${unique("Docking")}" }) { id } }`,
    );
    const created = await createModule({ groupId: group.createModuleGroup.id });
    expect(created).toMatchObject({
      name: "Docking",
      nameZh: "对接",
      runner: "container",
      command: ["python", "/opt/dock.py", "{args.json}"],
      tags: ["docking", "vina"],
      discount: 0.8,
      timeoutSeconds: 600,
      tokenPrice: 3,
      visibility: "all",
      status: "ENABLED",
      image: { id: imageId },
      group: { id: group.createModuleGroup.id },
      moduleFiles: [],
    });
    expect(created.args.map((a) => [a.name, a.format, a.require, a.default])).toEqual([
      ["ligands", "file", true, null],
      ["exhaustiveness", "int", false, 8],
      ["mode", "choice", false, "fast"],
    ]);
    expect(created.outputs).toEqual([{ name: "poses.sdf", label: "Poses", format: "sdf" }]);
    const listed = await admin.gqlData<{ catalogueModules: { list: { id: string }[] } }>(
      `{ catalogueModules(query: { limit: 1000 }) { list { id } } }`,
    );
    expect(listed.catalogueModules.list.map((m) => m.id)).toContain(created.id);
    // The REST read of the generic verbs shows the command too.
    const rest = await admin.ok<{ Key: string; Command: string[]; Runner: string }>(
      `/api/sys/workflow_job_task_module/read/${created.id}`,
    );
    expect(rest).toMatchObject({ Key: created.key, Runner: "container", Command: created.command });
  });

  it("refuses a key that is taken with DBDuplicate naming Key", async () => {
    const first = await createModule();
    expectCode(await admin.gql(createDoc, { input: createInput({ key: first.key }) }), "DBDuplicate", "Key");
    // A seeded module's key too.
    expectCode(
      await admin.gql(createDoc, { input: createInput({ key: "rdkit/descriptors" }) }),
      "ServerInvalidParameter",
    );
  });

  it("refuses a key that is not an identifier", async () => {
    for (const key of ["Bad Key", "1abc", "a/b/c", "", "dock-vina", "../x"]) {
      expectCode(await admin.gql(createDoc, { input: createInput({ key }) }), "ServerInvalidParameter");
    }
  });

  it("refuses a container module without an image with JobModuleNoContainerImage", async () => {
    expectCode(
      await admin.gql(createDoc, { input: createInput({ imageId: null }) }),
      "JobModuleNoContainerImage",
    );
    const input = createInput();
    delete input.imageId;
    expectCode(await admin.gql(createDoc, { input }), "JobModuleNoContainerImage");
    expectCode(
      await admin.gql(createDoc, { input: createInput({ imageId: "987654" }) }),
      "DBDataNotExist",
      "ImageId",
    );
  });

  it("refuses a local module, saying why", async () => {
    const result = await admin.gql(createDoc, { input: createInput({ runner: "local" }) });
    expectCode(result, "ServerInvalidParameter");
    expect(String(result.body.errors?.[0]?.extensions?.value)).toMatch(/cannot create local modules/);
    expectCode(
      await admin.gql(createDoc, { input: createInput({ runner: "docker" }) }),
      "ServerInvalidParameter",
    );
  });

  it("refuses a discount outside (0, 1]", async () => {
    for (const discount of [0, -0.1, 1.01, 2]) {
      const result = await admin.gql(createDoc, { input: createInput({ discount }) });
      expectCode(result, "ServerInvalidParameter");
      expect(String(result.body.errors?.[0]?.extensions?.value)).toMatch(/^Discount/);
    }
  });

  it("refuses bad args, outputs and commands", async () => {
    const bad: Record<string, unknown>[] = [
      { args: [{ name: "1x", label: "X", format: "int" }] },
      { args: [{ name: "x", label: "X", format: "date" }] },
      { args: [{ name: "x", label: "", format: "int" }] },
      {
        args: [
          { name: "x", label: "X", format: "int" },
          { name: "x", label: "Y", format: "string" },
        ],
      },
      { args: [{ name: "x", label: "X", format: "choice" }] },
      { args: [{ name: "x", label: "X", format: "int", default: "eight" }] },
      {
        args: [
          { name: "x", label: "X", format: "choice", default: "z", choices: [{ value: "a", label: "A" }] },
        ],
      },
      { outputs: [{ name: "../etc/passwd", label: "X", format: "txt" }] },
      { outputs: [{ name: "a/b.txt", label: "X", format: "txt" }] },
      { command: [] },
      { command: [""] },
    ];
    for (const overrides of bad) {
      expectCode(await admin.gql(createDoc, { input: createInput(overrides) }), "ServerInvalidParameter");
    }
  });

  it("shares the update's validation: bad numbers refused, args changed on container modules only", async () => {
    const created = await createModule();
    const update = `mutation ($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { ${moduleFields} } }`;
    expectCode(
      await admin.gql(update, { id: created.id, input: { successExitCode: 256 } }),
      "ServerInvalidParameter",
    );
    // The image may be cleared (to delete the image); a run then answers JobModuleNoContainerImage.
    const cleared = await admin.gqlData<{ updateModule: ModuleView }>(update, {
      id: created.id,
      input: { imageId: null },
    });
    expect(cleared.updateModule.image).toBeNull();
    const submit = await alice.client.rest("/api/workflow_job/submit", {
      Name: "no image",
      Tasks: [{ Key: "dock", ModuleId: Number(created.id), Args: { ligands: { dataFileId: 1 } } }],
    });
    expect(submit.body.Error?.Type).toBe("JobModuleNoContainerImage");
    await admin.gqlData(update, { id: created.id, input: { imageId } });
    const changed = await admin.gqlData<{ updateModule: ModuleView }>(update, {
      id: created.id,
      input: {
        command: ["/bin/run", "--args", "{args.json}"],
        args: [{ name: "ligands", label: "Ligands", format: "file", require: true }],
      },
    });
    expect(changed.updateModule.command).toEqual(["/bin/run", "--args", "{args.json}"]);
    expect(changed.updateModule.args.map((a) => a.name)).toEqual(["ligands"]);
    const [seeded] = await t.app.services.db
      .select()
      .from(modules)
      .where(eq(modules.key, "rdkit/descriptors"));
    expectCode(
      await admin.gql(update, { id: String(seeded!.id), input: { command: ["x"] } }),
      "ServerInvalidParameter",
    );
  });

  it("a user submitting a job with the new container module is told no worker runs it", async () => {
    const created = await createModule({
      args: [{ name: "n", label: "N", format: "int", default: 1 }],
    });
    const submit = await alice.client.rest("/api/workflow_job/submit", {
      Name: "container job",
      Tasks: [{ Key: "dock", ModuleId: Number(created.id), Args: {} }],
    });
    expect(submit.body.Error?.Type).toBe("JobWorkerNotFound");
    // Hidden from users: not visible comes first.
    const hidden = await createModule({ visibility: "none" });
    const refused = await alice.client.rest("/api/workflow_job/submit", {
      Name: "hidden job",
      Tasks: [{ Key: "dock", ModuleId: Number(hidden.id), Args: {} }],
    });
    expect(refused.body.Error?.Type).toBe("JobModuleNoVisible");
  });
});

/* ---------------------------------------------------------------- module files */

describe("module files", () => {
  it("uploads a file of several chunks, lists it on the module and counts it in total_usage_size", async () => {
    const created = await createModule();
    const before = await usage();
    const bytes = randomBytes(2 * 1024 * 1024 + 1234);
    const file = await uploadModuleFile(admin, created.id, "model weights.bin", bytes);
    expect(file).toMatchObject({
      ModuleId: Number(created.id),
      Name: "model_weights.bin",
      Size: bytes.length,
    });
    expect(file.Sha256).toBe(sha256Hex(bytes));
    const read = await readModule(created.id);
    expect(read.moduleFiles).toEqual([
      {
        id: String(file.Id),
        moduleId: created.id,
        name: "model_weights.bin",
        size: bytes.length,
        sha256: file.Sha256,
      },
    ]);
    const after = await usage();
    expect(after.Used - before.Used).toBe(bytes.length);
    expect(after.Count - before.Count).toBe(1);
    // The reader (Module.Read) may read the usage too.
    expect((await usage(reader.client)).Used).toBe(after.Used);
  });

  it("refuses bad names with WorkflowJobTaskModuleFileNameError", async () => {
    const created = await createModule();
    const bytes = Buffer.from("x");
    for (const name of ["参数.txt", "a/../b", "..", "a*b.txt", "a\u2024b", ""]) {
      const error = await metaError(admin, {
        ModuleId: Number(created.id),
        Name: name,
        Size: 1,
        Sha256: sha256Hex(bytes),
      });
      expect(error?.Type, name).toBe("WorkflowJobTaskModuleFileNameError");
    }
  });

  it("refuses a name already used on the module, before and after the bytes", async () => {
    const created = await createModule();
    await uploadModuleFile(admin, created.id, "params.json", Buffer.from('{"a":1}'));
    const again = Buffer.from('{"a":2}');
    const error = await metaError(admin, {
      ModuleId: Number(created.id),
      Name: "params.json",
      Size: again.length,
      Sha256: sha256Hex(again),
    });
    expect(error).toMatchObject({ Type: "DBDuplicate", Value: "Name" });
    // Two uploads of one name racing: both pass the meta step, the second to finish is refused.
    const raceA = randomBytes(32);
    const raceB = randomBytes(32);
    const starts = [];
    for (const bytes of [raceA, raceB]) {
      const meta = await admin.rest(`${fileBase}/upload_meta`, {
        ModuleId: Number(created.id),
        Name: "race.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(meta.body.Error?.Type).toBe("DBNotExist");
      starts.push((meta.body.Error!.Meta as unknown as MetaError).UploadId);
    }
    expect((await sendChunk(admin, fileBase, starts[0]!, 0, raceA)).body.Data).toMatchObject({ Done: true });
    const late = await sendChunk(admin, fileBase, starts[1]!, 0, raceB);
    expect(late.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Name" });
    expect(await t.app.services.blobs.has(sha256Hex(raceB))).toBe(false);
    // The same name on another module is fine.
    const other = await createModule();
    const file = await uploadModuleFile(admin, other.id, "params.json", again);
    expect(file.Name).toBe("params.json");
  });

  it("answers the stored file for the same bytes under the same name, and two at once end with one file", async () => {
    const created = await createModule();
    const bytes = randomBytes(2048);
    const first = await uploadModuleFile(admin, created.id, "weights.bin", bytes);
    const before = await usage();
    const again = await admin.rest<{ Done: boolean; File: FileAnswer }>(`${fileBase}/upload_meta`, {
      ModuleId: Number(created.id),
      Name: "weights.bin",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    expect(again.body.Error).toBeNull();
    expect(again.body.Data.File.Id).toBe(first.Id);
    expect(await usage()).toEqual(before);
    // Known bytes under one new name, eight metas at once: one file, every answer names it.
    const other = await createModule();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.rest<{ Done: boolean; File: FileAnswer }>(`${fileBase}/upload_meta`, {
          ModuleId: Number(other.id),
          Name: "weights.bin",
          Size: bytes.length,
          Sha256: sha256Hex(bytes),
        }),
      ),
    );
    for (const result of results) expect(result.body.Error).toBeNull();
    expect(new Set(results.map((r) => r.body.Data.File.Id)).size).toBe(1);
    expect((await readModule(other.id)).moduleFiles).toHaveLength(1);
  });

  it("refuses a missing or removed module, and a chunk of someone else's upload", async () => {
    const bytes = Buffer.from("hello");
    const body = { Name: "a.txt", Size: bytes.length, Sha256: sha256Hex(bytes) };
    expect((await metaError(admin, { ...body, ModuleId: 987654321 }))?.Type).toBe("DBDataNotExist");
    expect((await metaError(admin, body))?.Type).toBe("ServerInvalidParameter");
    const created = await createModule();
    await admin.gqlData(`mutation { removeModule(id: "${created.id}") }`);
    expect((await metaError(admin, { ...body, ModuleId: Number(created.id) }))?.Type).toBe("DBDataNotExist");

    const live = await createModule();
    const fresh = randomBytes(64);
    const meta = await admin.rest(`${fileBase}/upload_meta`, {
      ModuleId: Number(live.id),
      Name: "fresh.bin",
      Size: fresh.length,
      Sha256: sha256Hex(fresh),
    });
    expect(meta.body.Error?.Type).toBe("DBNotExist");
    const { UploadId } = meta.body.Error!.Meta as unknown as MetaError;
    const other = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Update"]);
    const stolen = await sendChunk(other.client, fileBase, UploadId, 0, fresh);
    expect(stolen.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("deletes a file: gone from the module and the usage; its blob survives collection only while referenced", async () => {
    const created = await createModule();
    const bytes = randomBytes(4096);
    const file = await uploadModuleFile(admin, created.id, "model.bin", bytes);
    const [blob] = await t.app.services.db.select().from(blobs).where(eq(blobs.sha256, file.Sha256));
    expect(blob).toBeDefined();
    expect(await collectBlob(t.app.services, blob!.id)).toBe(false);
    expect(await t.app.services.blobs.has(file.Sha256)).toBe(true);

    const before = await usage();
    const deleted = await admin.gqlData<{ deleteModuleFile: boolean }>(
      `mutation { deleteModuleFile(id: "${file.Id}") }`,
    );
    expect(deleted.deleteModuleFile).toBe(true);
    expect((await readModule(created.id)).moduleFiles).toEqual([]);
    expect(before.Used - (await usage()).Used).toBe(bytes.length);
    expect(await t.app.services.db.select().from(blobs).where(eq(blobs.id, blob!.id))).toEqual([]);
    expect(await t.app.services.blobs.has(file.Sha256)).toBe(false);
    expectCode(await admin.gql(`mutation { deleteModuleFile(id: "${file.Id}") }`), "DBDataNotExist");
  });

  it("keeps a blob shared by two module files until the last one goes", async () => {
    const a = await createModule();
    const b = await createModule();
    const bytes = randomBytes(1000);
    const first = await uploadModuleFile(admin, a.id, "shared.bin", bytes);
    // The same bytes again: finished at the meta step, without sending them.
    const second = await uploadModuleFile(admin, b.id, "shared.bin", bytes);
    expect(second.Sha256).toBe(first.Sha256);
    await admin.gqlData(`mutation { deleteModuleFile(id: "${first.Id}") }`);
    expect(await t.app.services.blobs.has(first.Sha256)).toBe(true);
    await admin.gqlData(`mutation { deleteModuleFile(id: "${second.Id}") }`);
    expect(await t.app.services.blobs.has(first.Sha256)).toBe(false);
  });
});

/* ---------------------------------------------------------------- module files in the work folder */

describe("module files in a task's work folder", () => {
  const readsArg: ModuleArg = {
    name: "input",
    label: "File to copy",
    format: "string",
    require: false,
    default: "module/params.txt",
  };

  async function runJob(moduleId: number, args: Record<string, unknown> = {}) {
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "with module files",
      Tasks: [{ Key: "copy", ModuleId: moduleId, Args: args }],
    });
    for (let i = 0; i < 200; i++) {
      await scheduler.tick();
      await scheduler.idle();
      const read = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${job.Id}`);
      if (["done", "abort", "cancel"].includes(read.State)) break;
    }
    const tasks = await alice.client.ok<{ Id: number; State: string; Reason: string | null }[]>(
      `/api/workflow_job/tasks/${job.Id}`,
    );
    return tasks[0]!;
  }

  it("a local module's task reads its module file from module/ in its work folder", async () => {
    // A local module registered the way the seeding does (admins cannot create local modules).
    const [row] = await t.app.services.db
      .insert(modules)
      .values({
        key: `test/${unique("reads")}`,
        name: "Reads a module file",
        script: path.relative(
          path.join(t.app.services.config.repoRoot, "gateway", "modules"),
          path.join(t.app.services.config.repoRoot, "tests", "engine-modules", "copy.mjs"),
        ),
        args: [readsArg],
        outputs: [{ name: "copy.txt", label: "Copy", format: "txt" }],
        timeoutSeconds: 30,
      })
      .returning();
    const content = `threshold=0.42 ${randomBytes(4).toString("hex")}\n`;
    await uploadModuleFile(admin, row!.id, "params.txt", Buffer.from(content));

    const task = await runJob(row!.id);
    expect(task.State, task.Reason ?? "").toBe("done");
    const out = await alice.client.fetch(
      `/api/workflow_job_tasks/read_file/${task.Id}?Type=OutFile&KeyName=copy.txt`,
    );
    expect(await out.text()).toBe(`${content}copied\n`);

    // Without the file, the same program cannot find it.
    const [without] = await t.app.services.db
      .insert(modules)
      .values({ key: `test/${unique("none")}`, name: row!.name, script: row!.script, args: row!.args })
      .returning();
    const failed = await runJob(without!.id);
    expect(failed.State).toBe("abort");
  });

  it("a seeded demo module still runs with a file attached (copied beside its inputs)", async () => {
    const [seeded] = await t.app.services.db
      .select()
      .from(modules)
      .where(eq(modules.key, "rdkit/descriptors"));
    const file = await uploadModuleFile(admin, seeded!.id, unique("notes") + ".txt", Buffer.from("demo\n"));
    const [cdk2] = await t.app.services.db
      .select()
      .from(dataFiles)
      .where(and(eq(dataFiles.kind, "module_demo"), eq(dataFiles.name, "cdk2.sdf")));
    expect(cdk2).toBeDefined();
    const task = await runJob(seeded!.id, { molecules: { dataFileId: cdk2!.id } });
    expect(task.State, task.Reason ?? "").toBe("done");
    await admin.gqlData(`mutation { deleteModuleFile(id: "${file.Id}") }`);
    expect((await readModule(seeded!.id)).moduleFiles.map((f) => f.name)).not.toContain(file.Name);
  });
});

/* ---------------------------------------------------------------- who may call what */

describe("who may create modules and manage module files", () => {
  const fields = rootFields().filter((f) => ["createModule", "deleteModuleFile"].includes(f.name));

  it("declares both fields with a Module permission", () => {
    expect(fields.map((f) => [f.name, f.guard.kind === "perm" ? f.guard.name : f.guard.kind]).sort()).toEqual(
      [
        ["createModule", "Workflow.Job.Task.Module.Update"],
        ["deleteModuleFile", "Workflow.Job.Task.Module.Delete"],
      ],
    );
  });

  for (const field of fields) {
    const perm = field.guard.kind === "perm" ? field.guard.name : "";
    it(`${field.name}: not signed in -> DBUserNoLogin`, async () => {
      expectCode(await t.client().gql(field.document), "DBUserNoLogin");
    });
    it(`${field.name}: a normal user -> DBUserNoLogin (no system session)`, async () => {
      expectCode(await alice.client.gql(field.document), "DBUserNoLogin");
    });
    it(`${field.name}: a system user without ${perm} -> DBPermDenied naming it`, async () => {
      const result = await outsider.client.gql(field.document);
      expectCode(result, "DBPermDenied", perm);
      expect(result.body.errors?.[0]?.message).toBe(`No permission for ${perm}`);
    });
    it(`${field.name}: a reader -> DBPermDenied naming ${perm}`, async () => {
      expectCode(await reader.client.gql(field.document), "DBPermDenied", perm);
    });
  }

  it("Module.moduleFiles and Module.command: back office only, with Module.Read", async () => {
    const created = await createModule();
    await uploadModuleFile(admin, created.id, "secret.bin", randomBytes(10));
    const read = await reader.client.gqlData<{
      catalogueModule: { moduleFiles: { name: string }[]; command: string[] };
    }>(`{ catalogueModule(id: "${created.id}") { command moduleFiles { name } } }`);
    expect(read.catalogueModule.moduleFiles.map((f) => f.name)).toEqual(["secret.bin"]);
    expect(read.catalogueModule.command).toEqual(created.command);
    // A normal user reading the module through the user catalogue cannot reach the back-office fields.
    const user = await alice.client.gql(`{ module(id: "${created.id}") { id moduleFiles { name } } }`);
    expect(user.body.errors?.[0]?.extensions?.code).toMatch(/DBUserNoLogin|DBPermDenied/);
    const userCommand = await alice.client.gql(`{ module(id: "${created.id}") { id command } }`);
    expect(userCommand.body.errors?.[0]?.extensions?.code).toMatch(/DBUserNoLogin|DBPermDenied/);
  });

  it("REST calls: not signed in, a normal user, a system user without the permission", async () => {
    const created = await createModule();
    const bytes = Buffer.from("abc");
    const meta = {
      ModuleId: Number(created.id),
      Name: "a.txt",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    };
    const cases: [Client, string, string | null][] = [
      [t.client(), "DBUserNoLogin", null],
      [alice.client, "DBUserNoLogin", null],
      [outsider.client, "DBPermDenied", "Workflow.Job.Task.Module.Update"],
      [reader.client, "DBPermDenied", "Workflow.Job.Task.Module.Update"],
    ];
    for (const [client, type, value] of cases) {
      const error = await metaError(client, meta);
      expect(error?.Type).toBe(type);
      if (value) expect(error?.Value).toBe(value);
      const chunk = await sendChunk(client, fileBase, 1, 0, bytes);
      expect(chunk.body.Error?.Type).toBe(type);
      if (value) expect(chunk.body.Error?.Value).toBe(value);
    }
    for (const [client, type, value] of [
      [t.client(), "DBUserNoLogin", null],
      [alice.client, "DBUserNoLogin", null],
      [outsider.client, "DBPermDenied", "Workflow.Job.Task.Module.Read"],
    ] as [Client, string, string | null][]) {
      const result = await client.rest(`${fileBase}/total_usage_size`, {});
      expect(result.body.Error?.Type).toBe(type);
      if (value) expect(result.body.Error?.Value).toBe(value);
    }
  });
});
