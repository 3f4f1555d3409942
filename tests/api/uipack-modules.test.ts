/**
 * UI packs as a module's custom run form and result view (issue 13, docs/apps.md): the back office
 * names packs on a module (REST RunFormPackId/ResultViewPackId, GraphQL runFormPackId/resultViewPackId);
 * users get the ACTIVE version's sandboxed page (runFormUrl, resultViewUrl), so activating or rolling
 * back a version changes what they see; a finished task's resultView carries its outputs and the
 * contents of small text outputs (1 MiB in all). The refusals of both transports, and deleting a pack
 * a module uses.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, tasks } from "../../gateway/src/db/jobs.js";
import { modules } from "../../gateway/src/db/modules.js";
import { resultViewTextBytes } from "../../gateway/src/domain/apps/modulePacks.js";
import { storeBlob } from "../../gateway/src/domain/files/blobs.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  createSystemUser,
  enableAllFeatures,
  registerUser,
  type NormalUser,
  type SystemUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { examplePackZip } from "../support/zips.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let reader: SystemUser;
let noPerms: SystemUser;
let moduleId = 0;
let formPack = 0;
let viewPack = 0;
let emptyPack = 0;
let formV1 = { Id: 0, Url: "" };
let viewV1 = { Id: 0, Url: "" };

const csrf = { "x-crucible-csrf": "1" };
const update = (id: number) => `/api/sys/workflow_job_task_module/update/${id}`;

interface VersionView {
  Id: number;
  Version: string;
  Active: boolean;
  Url: string;
}

interface ModuleRead {
  Id: number;
  RunFormPackId: number | null;
  ResultViewPackId: number | null;
}

async function newPack(name: string): Promise<number> {
  return (await admin.ok<{ Id: number }>("/api/sys/uipack/insert", { Name: name })).Id;
}

async function uploadVersion(packId: number, version: string, zip: Buffer): Promise<VersionView> {
  const answer = await admin.rest<VersionView>(`/api/sys/uipack/upload_version/${packId}`, undefined, {
    raw: fileForm("File", "pack.zip", zip, "application/zip", { Version: version }),
    headers: csrf,
  });
  expect(answer.body.Error).toBeNull();
  return answer.body.Data;
}

const userModuleQuery = "query ($id: ID!) { module(id: $id) { runFormUrl resultViewUrl } }";

async function userUrls(client: Client, id: number) {
  return (
    await client.gqlData<{ module: { runFormUrl: string | null; resultViewUrl: string | null } }>(
      userModuleQuery,
      { id: String(id) },
    )
  ).module;
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  await enableAllFeatures(admin);
  alice = await registerUser(t);
  bob = await registerUser(t);
  reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Module.Read", "Dev.Read"]);
  noPerms = await createSystemUser(t, admin, ["User.Read"]);
  const [row] = await t.app.services.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.key, "rdkit/druglike_filter"));
  moduleId = row!.id;
  formPack = await newPack("druglike-form");
  viewPack = await newPack("druglike-report");
  emptyPack = await newPack("not-uploaded");
  formV1 = await uploadVersion(formPack, "1.0.0", examplePackZip("uipack-druglike-form"));
  viewV1 = await uploadVersion(viewPack, "1.0.0", examplePackZip("uipack-druglike-report"));
});

afterAll(async () => {
  await t?.stop();
});

describe("naming UI packs on a module: the refusals", () => {
  it("refuses without a session, without the permission, and a normal user's session", async () => {
    const body = { RunFormPackId: formPack };
    expect((await t.client().rest(update(moduleId), body)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await alice.client.rest(update(moduleId), body)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await noPerms.client.rest(update(moduleId), body)).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    // Reading modules and packs is not changing a module.
    expect((await reader.client.rest(update(moduleId), body)).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    const mutation =
      "mutation ($id: ID!, $p: ID) { updateModule(id: $id, input: { runFormPackId: $p }) { id } }";
    const vars = { id: String(moduleId), p: String(formPack) };
    expect(gqlCode(await t.client().gql(mutation, vars))).toBe("DBUserNoLogin");
    expect(gqlCode(await alice.client.gql(mutation, vars))).toBe("DBUserNoLogin");
    expect(gqlCode(await noPerms.client.gql(mutation, vars))).toBe("DBPermDenied");
    // Nothing changed.
    const read = await admin.ok<ModuleRead>(`/api/sys/workflow_job_task_module/read/${moduleId}`);
    expect(read.RunFormPackId).toBeNull();
  });

  it("answers a missing pack, a deleted pack and a missing module like missing rows", async () => {
    const missing = await admin.rest(update(moduleId), { RunFormPackId: 987654321 });
    expect(missing.body.Error).toMatchObject({ Type: "DBDataNotExist", Value: "RunFormPackId" });
    // Packs belong to no user: a pack deleted a moment ago is what another's id would be, gone.
    const gone = await newPack("gone-pack");
    await admin.ok(`/api/sys/uipack/delete/${gone}`);
    const deleted = await admin.rest(update(moduleId), { ResultViewPackId: gone });
    expect(deleted.body.Error).toMatchObject({ Type: "DBDataNotExist", Value: "ResultViewPackId" });
    const mutation =
      "mutation ($id: ID!, $p: ID) { updateModule(id: $id, input: { resultViewPackId: $p }) { id } }";
    expect(gqlCode(await admin.gql(mutation, { id: String(moduleId), p: "987654321" }))).toBe(
      "DBDataNotExist",
    );
    expect(gqlCode(await admin.gql(mutation, { id: "987654321", p: String(viewPack) }))).toBe(
      "DBDataNotExist",
    );
    const noModule = await admin.rest(update(987654321), { RunFormPackId: formPack });
    expect(noModule.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses a pack with no active version and ids that are no ids", async () => {
    const empty = await admin.rest(update(moduleId), { RunFormPackId: emptyPack });
    expect(empty.status).toBe(400);
    expect(empty.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(empty.body.Error?.Value).toContain("RunFormPackId");
    for (const bad of ["abc", -1, 0, 1.5, true, {}]) {
      const answer = await admin.rest(update(moduleId), { RunFormPackId: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const mutation =
      "mutation ($id: ID!, $p: ID) { updateModule(id: $id, input: { runFormPackId: $p }) { id } }";
    expect(gqlCode(await admin.gql(mutation, { id: String(moduleId), p: "abc" }))).toBe(
      "ServerInvalidParameter",
    );
    expect(gqlCode(await admin.gql(mutation, { id: String(moduleId), p: String(emptyPack) }))).toBe(
      "ServerInvalidParameter",
    );
  });
});

describe("naming UI packs on a module: what each side sees", () => {
  it("sets both packs over REST; the Read, GraphQL and users' pages show them", async () => {
    const saved = await admin.ok<ModuleRead>(update(moduleId), {
      RunFormPackId: formPack,
      ResultViewPackId: viewPack,
    });
    expect(saved).toMatchObject({ RunFormPackId: formPack, ResultViewPackId: viewPack });
    const read = await reader.client.ok<ModuleRead>(`/api/sys/workflow_job_task_module/read/${moduleId}`);
    expect(read).toMatchObject({ RunFormPackId: formPack, ResultViewPackId: viewPack });
    const graph = await reader.client.gqlData<{
      catalogueModule: { runFormPackId: string | null; resultViewPackId: string | null };
    }>("query ($id: ID!) { catalogueModule(id: $id) { runFormPackId resultViewPackId } }", {
      id: String(moduleId),
    });
    expect(graph.catalogueModule).toEqual({
      runFormPackId: String(formPack),
      resultViewPackId: String(viewPack),
    });
    expect(await userUrls(alice.client, moduleId)).toEqual({
      runFormUrl: formV1.Url,
      resultViewUrl: viewV1.Url,
    });
    expect(formV1.Url).toMatch(/^\/api\/sandbox\/[0-9a-f-]{36}\/index\.html$/);
    // The pack ids are the back office's.
    const peek = await alice.client.gql("query ($id: ID!) { module(id: $id) { runFormPackId } }", {
      id: String(moduleId),
    });
    expect(gqlCode(peek)).toBe("DBUserNoLogin");
  });

  it("serves the active version: activating and rolling back change the users' form", async () => {
    const v2 = await uploadVersion(formPack, "2.0.0", examplePackZip("uipack-druglike-form"));
    expect(v2.Active).toBe(false);
    expect((await userUrls(bob.client, moduleId)).runFormUrl).toBe(formV1.Url);
    await admin.gqlData("mutation ($id: ID!) { activateUiPackVersion(id: $id) { id } }", {
      id: String(v2.Id),
    });
    expect((await userUrls(bob.client, moduleId)).runFormUrl).toBe(v2.Url);
    expect(v2.Url).not.toBe(formV1.Url);
    const served = await t.client().fetch(v2.Url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-security-policy")).toContain("sandbox allow-scripts");
    expect(await served.text()).toContain("form.js");
    await admin.gqlData("mutation ($p: ID!) { rollbackUiPack(packId: $p) { id } }", { p: String(formPack) });
    expect((await userUrls(bob.client, moduleId)).runFormUrl).toBe(formV1.Url);
  });

  it("clears a pack with null over GraphQL", async () => {
    const cleared = await admin.gqlData<{
      updateModule: { runFormPackId: string | null; runFormUrl: string | null };
    }>(
      "mutation ($id: ID!) { updateModule(id: $id, input: { runFormPackId: null }) { runFormPackId runFormUrl } }",
      { id: String(moduleId) },
    );
    expect(cleared.updateModule).toEqual({ runFormPackId: null, runFormUrl: null });
    expect(await userUrls(alice.client, moduleId)).toEqual({ runFormUrl: null, resultViewUrl: viewV1.Url });
    // Absent leaves it alone; GraphQL sets it back.
    await admin.gqlData(
      "mutation ($id: ID!, $p: ID) { updateModule(id: $id, input: { runFormPackId: $p }) { id } }",
      {
        id: String(moduleId),
        p: String(formPack),
      },
    );
    await admin.ok(update(moduleId), { Summary: "still named" });
    const read = await admin.ok<ModuleRead>(`/api/sys/workflow_job_task_module/read/${moduleId}`);
    expect(read).toMatchObject({ RunFormPackId: formPack, ResultViewPackId: viewPack });
  });
});

describe("a new container module", () => {
  it("names its packs at creation, with the same refusals", async () => {
    const image = await admin.ok<{ Id: number }>("/api/sys/workflow_job_task_container_image/insert", {
      UID: `registry.example.org/uipack:${Date.now()}`,
      Name: `uipack-${Date.now()}`,
    });
    const doc =
      "mutation ($input: ModuleCreateInput!) { createModule(input: $input) { runFormPackId resultViewPackId } }";
    const input = (key: string, runFormPackId: string) => ({
      key: `uipack_${key}_${Date.now()}`,
      name: key,
      imageId: String(image.Id),
      command: ["sh", "-c", "true"],
      runFormPackId,
      resultViewPackId: String(viewPack),
    });
    const created = await admin.gqlData<{
      createModule: { runFormPackId: string; resultViewPackId: string };
    }>(doc, { input: input("named", String(formPack)) });
    expect(created.createModule).toEqual({
      runFormPackId: String(formPack),
      resultViewPackId: String(viewPack),
    });
    expect(gqlCode(await admin.gql(doc, { input: input("empty", String(emptyPack)) }))).toBe(
      "ServerInvalidParameter",
    );
    expect(gqlCode(await admin.gql(doc, { input: input("missing", "987654321") }))).toBe("DBDataNotExist");
    expect(gqlCode(await reader.client.gql(doc, { input: input("denied", String(formPack)) }))).toBe(
      "DBPermDenied",
    );
  });
});

describe("deleting a pack a module uses", () => {
  it("refuses while a live module shows it, and clears a removed module's reference", async () => {
    const refused = await admin.rest(`/api/sys/uipack/delete/${formPack}`, {});
    expect(refused.body.Error?.Type).toBe("DBDataHasChildren");
    expect(refused.body.Error?.Value).toContain("rdkit/druglike_filter");
    expect(
      gqlCode(
        await admin.gql("mutation ($ids: [ID!]!) { deleteUiPacks(ids: $ids) }", { ids: [String(viewPack)] }),
      ),
    ).toBe("DBDataHasChildren");
    // A module in the recycle bin does not keep a pack: its reference goes with the pack.
    const spare = await newPack("spare-view");
    await uploadVersion(spare, "1", examplePackZip("uipack-druglike-report"));
    const other = await addEngineModule(t, `uipack/spare_${Date.now()}`, "copy.mjs");
    await admin.ok(update(other), { ResultViewPackId: spare, RunFormPackId: formPack });
    await admin.ok(`/api/sys/workflow_job_task_module/delete_soft/${other}`);
    await admin.ok(`/api/sys/uipack/delete/${spare}`);
    await admin.ok(`/api/sys/workflow_job_task_module/delete_cancel/${other}`);
    const back = await admin.ok<ModuleRead>(`/api/sys/workflow_job_task_module/read/${other}`);
    expect(back).toMatchObject({ ResultViewPackId: null, RunFormPackId: formPack });
    // Without the module's use, the pack goes.
    await admin.ok(update(other), { RunFormPackId: null });
    const lone = await newPack("lone");
    await uploadVersion(lone, "1", examplePackZip("uipack-druglike-form"));
    await admin.ok(update(other), { RunFormPackId: lone });
    await admin.ok(update(other), { RunFormPackId: null });
    await admin.ok(`/api/sys/uipack/delete/${lone}`);
    const packs = await admin.ok<{ Id: number }[]>("/api/sys/uipack/query", {});
    expect(packs.some((pack) => pack.Id === lone)).toBe(false);
  });
});

describe("a finished task's result view", () => {
  async function doneTask(owner: NormalUser, state: "done" | "doing" = "done", module = moduleId) {
    const services = t.app.services;
    const store = (text: string | Buffer) => storeBlob(services, Buffer.from(text), "text/plain");
    const csv = "Name,SMILES,MolWt,Passed\r\nmol_1,CCO,46.0690,true\r\nmol_2,c1ccccc1,78.1140,false\r\n";
    const files = {
      "report.csv": await store(csv),
      "passed.sdf": await store("mol_1\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n$$$$\n"),
      "failed.sdf": await store(""),
      // Past the bound: no text; a small text after it still gets its contents.
      "big.csv": await store("x".repeat(resultViewTextBytes)),
      "notes.txt": await store("small note"),
      "latin1.txt": await store(Buffer.from([0x63, 0x61, 0x66, 0xe9])),
      "picture.png": await store(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    };
    const [job] = await services.db
      .insert(jobs)
      .values({ ownerId: owner.id, name: "view", state })
      .returning();
    const [task] = await services.db
      .insert(tasks)
      .values({
        jobId: job!.id,
        key: "filter",
        moduleId: module,
        state,
        outputs: Object.entries(files).map(([name, blob]) => ({
          name,
          blobId: blob.id,
          size: blob.size,
          sha256: blob.sha256,
        })),
      })
      .returning();
    return { jobId: job!.id, taskId: task!.id, csv };
  }

  const viewQuery =
    "query ($id: ID!) { job(id: $id) { tasks { resultView { url outputs { name size format text } } } } }";

  interface ViewAnswer {
    job: {
      tasks: {
        resultView: {
          url: string;
          outputs: { name: string; size: number; format: string; text: string | null }[];
        } | null;
      }[];
    };
  }

  it("gives the owner the outputs in the module's order, with text contents within 1 MiB", async () => {
    const { jobId, csv } = await doneTask(alice);
    const answer = await alice.client.gqlData<ViewAnswer>(viewQuery, { id: String(jobId) });
    const view = answer.job.tasks[0]!.resultView!;
    expect(view.url).toBe(viewV1.Url);
    expect(view.outputs.map((o) => o.name)).toEqual([
      "passed.sdf",
      "failed.sdf",
      "report.csv",
      "big.csv",
      "latin1.txt",
      "notes.txt",
      "picture.png",
    ]);
    const byName = new Map(view.outputs.map((o) => [o.name, o]));
    expect(byName.get("report.csv")).toEqual({
      name: "report.csv",
      size: csv.length,
      format: "csv",
      text: csv,
    });
    expect(byName.get("passed.sdf")?.format).toBe("sdf");
    expect(byName.get("failed.sdf")?.text).toBe("");
    expect(byName.get("big.csv")).toMatchObject({ size: resultViewTextBytes, format: "csv", text: null });
    expect(byName.get("notes.txt")).toMatchObject({ format: "txt", text: "small note" });
    expect(byName.get("latin1.txt")?.text).toBeNull();
    expect(byName.get("picture.png")).toMatchObject({ format: "png", text: null });
    const total = view.outputs.reduce((sum, o) => sum + (o.text === null ? 0 : Buffer.byteLength(o.text)), 0);
    expect(total).toBeLessThanOrEqual(resultViewTextBytes);
  });

  it("answers another user's job and no session like the job view does", async () => {
    const { jobId } = await doneTask(alice);
    expect(gqlCode(await bob.client.gql(viewQuery, { id: String(jobId) }))).toBe("DBDataNotExist");
    expect(gqlCode(await t.client().gql(viewQuery, { id: String(jobId) }))).toBe("DBUserNoLogin");
  });

  it("is null before the task is done and for a module without a result-view pack", async () => {
    const running = await doneTask(alice, "doing");
    const early = await alice.client.gqlData<ViewAnswer>(viewQuery, { id: String(running.jobId) });
    expect(early.job.tasks[0]!.resultView).toBeNull();
    const plain = await addEngineModule(t, `uipack/plain_${Date.now()}`, "copy.mjs");
    const other = await doneTask(alice, "done", plain);
    const none = await alice.client.gqlData<ViewAnswer>(viewQuery, { id: String(other.jobId) });
    expect(none.job.tasks[0]!.resultView).toBeNull();
  });
});
