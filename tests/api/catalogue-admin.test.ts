/**
 * The back-office module catalogue (spec §3, §5, §7): container images, modules (metadata, status,
 * discount, visibility with per-user enabling, covers, tags, groups), module groups (cut, bulk_insert)
 * and tag templates (import, export), over GraphQL and the REST calls, with the refusals of every
 * operation: not signed in, a system user without the permission, a normal user, a missing id, bad input.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../gateway/src/db/modules.js";
import { blobs } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import type { Client, GqlResult } from "../support/http.js";
import { rootFields } from "../support/graphqlSchema.js";
import { fileForm, pngBytes } from "../support/images.js";

const csrf = { "x-crucible-csrf": "1" };
const missing = "987654321";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let outsider: SystemUser;
let alice: NormalUser;
let bob: NormalUser;

/** Registers a module row the way the seeding does (no service creates modules). */
async function addModule(values: Partial<typeof modules.$inferInsert> = {}): Promise<number> {
  const key = `catadmin/${randomBytes(5).toString("hex")}`;
  const [row] = await t.app.services.db
    .insert(modules)
    .values({ key, name: key, script: "none.mjs", ...values })
    .returning();
  return row!.id;
}

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

async function data<T>(client: Client, query: string, variables?: Record<string, unknown>): Promise<T> {
  return client.gqlData<T>(query, variables);
}

function expectCode(result: GqlResult<unknown>, code: string, value?: string) {
  expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(result.body.errors)).toBe(code);
  if (value !== undefined) expect(result.body.errors?.[0]?.extensions?.value).toBe(value);
}

const imageFields = "id uid name cpuCount memoryMb virtualMemoryMb network status moduleCount deletedAt";
const moduleFields = `id key name nameZh summary docs tags discount timeoutSeconds successExitCode tokenPrice
  visibility status sortOrder coverUrl group { id name } image { id uid } enabledUsers { id account } deletedAt`;

interface ImageView {
  id: string;
  uid: string;
  name: string;
  cpuCount: number;
  memoryMb: number | null;
  virtualMemoryMb: number | null;
  network: string;
  status: string;
  moduleCount: number;
  deletedAt: string | null;
}

interface ModuleView {
  id: string;
  key: string;
  name: string;
  nameZh: string;
  summary: string;
  docs: string;
  tags: string[];
  discount: number;
  timeoutSeconds: number;
  successExitCode: number;
  tokenPrice: number;
  visibility: string;
  status: string;
  sortOrder: number;
  coverUrl: string | null;
  group: { id: string; name: string } | null;
  image: { id: string; uid: string } | null;
  enabledUsers: { id: string; account: string }[];
  deletedAt: string | null;
}

async function createImage(overrides: Record<string, unknown> = {}): Promise<ImageView> {
  const result = await data<{ createContainerImage: ImageView }>(
    admin,
    `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { ${imageFields} } }`,
    { input: { uid: unique("registry.local/rdkit"), name: unique("RDKit"), ...overrides } },
  );
  return result.createContainerImage;
}

async function createGroup(name = unique("Group")): Promise<{ id: string; name: string }> {
  const result = await data<{ createModuleGroup: { id: string; name: string } }>(
    admin,
    `mutation ($input: ModuleGroupInput!) { createModuleGroup(input: $input) { id name } }`,
    { input: { name } },
  );
  return result.createModuleGroup;
}

const updateModuleDoc = `mutation ($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { ${moduleFields} } }`;

async function readModule(client: Client, id: number | string): Promise<ModuleView> {
  return (
    await data<{ catalogueModule: ModuleView }>(
      client,
      `{ catalogueModule(id: "${id}") { ${moduleFields} } }`,
    )
  ).catalogueModule;
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  reader = await createSystemUser(t, admin, [
    "Workflow.Job.Task.ContainerImage.Read",
    "Workflow.Job.Task.Module.Read",
  ]);
  outsider = await createSystemUser(t, admin, ["Dev.Read"]);
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t?.stop());

/* ---------------------------------------------------------------- the refusals of every operation */

const catalogueFields = new Set([
  "containerImages",
  "containerImage",
  "catalogueModules",
  "catalogueModule",
  "moduleGroups",
  "moduleTags",
  "exportTagTemplates",
  "moduleCoverChoices",
  "createContainerImage",
  "updateContainerImage",
  "setContainerImageStatus",
  "removeContainerImage",
  "recoverContainerImage",
  "deleteContainerImage",
  "updateModule",
  "setModuleStatus",
  "setModulesDiscount",
  "reorderModules",
  "removeModule",
  "recoverModule",
  "addModuleUsers",
  "removeModuleUsers",
  "setModuleCover",
  "createModuleGroup",
  "updateModuleGroup",
  "reorderModuleGroups",
  "deleteModuleGroup",
  "moveModulesToGroup",
  "importTagTemplates",
  "renameModuleTag",
  "removeModuleTag",
]);

describe("catalogue GraphQL: who may call each operation", () => {
  const fields = rootFields().filter((f) => catalogueFields.has(f.name));

  it("declares every operation with a Workflow.Job.Task.ContainerImage or Module permission", () => {
    expect(fields.map((f) => f.name).sort()).toEqual([...catalogueFields].sort());
    for (const field of fields) {
      expect(field.guard.kind).toBe("perm");
      if (field.guard.kind === "perm") {
        expect(field.guard.name).toMatch(
          /^Workflow\.Job\.Task\.(ContainerImage|Module)\.(Read|Update|Delete)$/,
        );
      }
    }
  });

  for (const field of fields) {
    const perm = field.guard.kind === "perm" ? field.guard.name : "";
    it(`${field.name}: not signed in -> DBUserNoLogin`, async () => {
      expectCode(await t.client().gql(field.document), "DBUserNoLogin");
    });
    it(`${field.name}: a system user without ${perm} -> DBPermDenied naming it`, async () => {
      const result = await outsider.client.gql(field.document);
      expectCode(result, "DBPermDenied", perm);
      expect(result.body.errors?.[0]?.message).toBe(`No permission for ${perm}`);
    });
    it(`${field.name}: a normal user is refused (no system session)`, async () => {
      expectCode(await alice.client.gql(field.document), "DBUserNoLogin");
    });
    if (!perm.endsWith(".Read")) {
      it(`${field.name}: a reader (Read permissions only) -> DBPermDenied naming ${perm}`, async () => {
        expectCode(await reader.client.gql(field.document), "DBPermDenied", perm);
      });
    }
  }

  it("keeps back-office module fields from normal users", async () => {
    const id = await addModule();
    const result = await alice.client.gql(`{ module(id: "${id}") { id image { uid } } }`);
    expectCode(result, "DBUserNoLogin");
    const users = await alice.client.gql(`{ module(id: "${id}") { id enabledUsers { account } } }`);
    expectCode(users, "DBUserNoLogin");
  });

  it("refuses every operation while the Workflow switch is off (FeatureNotEnabled)", async () => {
    const switches = await data<{ featureSwitches: Record<string, unknown> }>(admin, "{ featureSwitches }");
    const off = { ...switches.featureSwitches, Workflow: { Enabled: false } };
    await data(admin, "mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", { s: off });
    try {
      expectCode(await admin.gql("{ moduleGroups { id } }"), "FeatureNotEnabled");
      expectCode(await admin.gql("{ containerImages { total } }"), "FeatureNotEnabled");
      const rest = await admin.rest("/api/sys/tag_template/query", {});
      expect(rest.body.Error?.Type).toBe("FeatureNotEnabled");
    } finally {
      await data(admin, "mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", {
        s: switches.featureSwitches,
      });
    }
  });
});

describe("catalogue GraphQL: a missing id answers DBDataNotExist", () => {
  const cases: [string, string][] = [
    ["containerImage", `{ containerImage(id: "${missing}") { id } }`],
    [
      "updateContainerImage",
      `mutation { updateContainerImage(id: "${missing}", input: { uid: "x/y", name: "y" }) { id } }`,
    ],
    [
      "setContainerImageStatus",
      `mutation { setContainerImageStatus(id: "${missing}", status: DISABLED) { id } }`,
    ],
    ["removeContainerImage", `mutation { removeContainerImage(id: "${missing}") }`],
    ["recoverContainerImage", `mutation { recoverContainerImage(id: "${missing}") { id } }`],
    ["deleteContainerImage", `mutation { deleteContainerImage(id: "${missing}") }`],
    ["catalogueModule", `{ catalogueModule(id: "${missing}") { id } }`],
    ["updateModule", `mutation { updateModule(id: "${missing}", input: { name: "x" }) { id } }`],
    ["setModuleStatus", `mutation { setModuleStatus(id: "${missing}", status: ENABLED) { id } }`],
    ["setModulesDiscount", `mutation { setModulesDiscount(ids: ["${missing}"], discount: 0.5) { id } }`],
    ["reorderModules", `mutation { reorderModules(ids: ["${missing}"]) }`],
    ["removeModule", `mutation { removeModule(id: "${missing}") }`],
    ["recoverModule", `mutation { recoverModule(id: "${missing}") { id } }`],
    ["addModuleUsers", `mutation { addModuleUsers(id: "${missing}", accounts: ["nobody1"]) { id } }`],
    ["removeModuleUsers", `mutation { removeModuleUsers(id: "${missing}", userIds: ["1"]) { id } }`],
    ["setModuleCover", `mutation { setModuleCover(id: "${missing}") { id } }`],
    ["updateModuleGroup", `mutation { updateModuleGroup(id: "${missing}", input: { name: "x" }) { id } }`],
    ["reorderModuleGroups", `mutation { reorderModuleGroups(ids: ["${missing}"]) }`],
    ["deleteModuleGroup", `mutation { deleteModuleGroup(id: "${missing}") }`],
    ["moveModulesToGroup", `mutation { moveModulesToGroup(moduleIds: ["${missing}"]) { id } }`],
    ["renameModuleTag", `mutation { renameModuleTag(name: "no-such-tag", newName: "other") { name } }`],
    ["removeModuleTag", `mutation { removeModuleTag(name: "no-such-tag") { name } }`],
  ];
  for (const [name, document] of cases) {
    it(name, async () => {
      expectCode(await admin.gql(document), "DBDataNotExist");
    });
  }

  it("moveModulesToGroup into a missing group, setModuleCover from a missing template", async () => {
    const id = await addModule();
    expectCode(
      await admin.gql(`mutation { moveModulesToGroup(moduleIds: ["${id}"], groupId: "${missing}") { id } }`),
      "DBDataNotExist",
    );
    expectCode(
      await admin.gql(`mutation { setModuleCover(id: "${id}", templateId: "${missing}") { id } }`),
      "DBDataNotExist",
    );
    expectCode(
      await admin.gql(updateModuleDoc, { id: String(id), input: { groupId: missing } }),
      "DBDataNotExist",
      "GroupId",
    );
    expectCode(
      await admin.gql(updateModuleDoc, { id: String(id), input: { imageId: missing } }),
      "DBDataNotExist",
      "ImageId",
    );
  });

  it("a malformed id -> ServerInvalidParameter", async () => {
    expectCode(await admin.gql(`{ catalogueModule(id: "abc") { id } }`), "ServerInvalidParameter");
  });
});

/* ---------------------------------------------------------------- container images */

describe("container images", () => {
  it("creates, lists, reads, updates, disables, enables, removes, recovers and deletes an image", async () => {
    const created = await createImage({
      cpuCount: 4,
      memoryMb: 8192,
      virtualMemoryMb: 16384,
      network: "host",
    });
    expect(created).toMatchObject({
      cpuCount: 4,
      memoryMb: 8192,
      virtualMemoryMb: 16384,
      network: "host",
      status: "ENABLED",
      moduleCount: 0,
      deletedAt: null,
    });

    const listed = await data<{ containerImages: { total: number; list: ImageView[] } }>(
      reader.client,
      `query ($q: QueryInput) { containerImages(query: $q) { total list { ${imageFields} } } }`,
      { q: { where: [{ values: [{ name: "UID", value: created.uid }] }] } },
    );
    expect(listed.containerImages.total).toBe(1);
    expect(listed.containerImages.list[0]!.id).toBe(created.id);

    const read = await data<{ containerImage: ImageView }>(
      reader.client,
      `{ containerImage(id: "${created.id}") { ${imageFields} } }`,
    );
    expect(read.containerImage.name).toBe(created.name);

    const updated = await data<{ updateContainerImage: ImageView }>(
      admin,
      `mutation ($id: ID!, $input: ContainerImageInput!) { updateContainerImage(id: $id, input: $input) { ${imageFields} } }`,
      { id: created.id, input: { uid: created.uid, name: `${created.name}-2`, cpuCount: 0 } },
    );
    // Absent memory means unlimited; CPU 0 means unlimited; the network falls back to none.
    expect(updated.updateContainerImage).toMatchObject({
      name: `${created.name}-2`,
      cpuCount: 0,
      memoryMb: null,
      virtualMemoryMb: null,
      network: "none",
    });

    const disabled = await data<{ setContainerImageStatus: ImageView }>(
      admin,
      `mutation { setContainerImageStatus(id: "${created.id}", status: DISABLED) { status } }`,
    );
    expect(disabled.setContainerImageStatus.status).toBe("DISABLED");
    const enabled = await data<{ setContainerImageStatus: ImageView }>(
      admin,
      `mutation { setContainerImageStatus(id: "${created.id}", status: ENABLED) { status } }`,
    );
    expect(enabled.setContainerImageStatus.status).toBe("ENABLED");

    await data(admin, `mutation { removeContainerImage(id: "${created.id}") }`);
    expectCode(await admin.gql(`{ containerImage(id: "${created.id}") { id } }`), "DBDataNotExist");
    const bin = await data<{ containerImages: { list: ImageView[] } }>(
      admin,
      `{ containerImages(query: { deleted: true, limit: 1000 }) { list { id deletedAt } } }`,
    );
    expect(bin.containerImages.list.find((i) => i.id === created.id)?.deletedAt).toBeTruthy();
    const recovered = await data<{ recoverContainerImage: ImageView }>(
      admin,
      `mutation { recoverContainerImage(id: "${created.id}") { id deletedAt } }`,
    );
    expect(recovered.recoverContainerImage.deletedAt).toBeNull();

    await data(admin, `mutation { deleteContainerImage(id: "${created.id}") }`);
    expectCode(await admin.gql(`{ containerImage(id: "${created.id}") { id } }`), "DBDataNotExist");
  });

  it("refuses a taken UID or name with DBDuplicate naming the field", async () => {
    const first = await createImage();
    const sameUid = await admin.gql(
      `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
      { input: { uid: first.uid, name: unique("other") } },
    );
    expectCode(sameUid, "DBDuplicate", "UID");
    const sameName = await admin.gql(
      `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
      { input: { uid: unique("registry.local/other"), name: first.name } },
    );
    expectCode(sameName, "DBDuplicate", "Name");
    const second = await createImage();
    const renameOnto = await admin.gql(
      `mutation ($id: ID!, $input: ContainerImageInput!) { updateContainerImage(id: $id, input: $input) { id } }`,
      { id: second.id, input: { uid: first.uid, name: second.name } },
    );
    expectCode(renameOnto, "DBDuplicate", "UID");
    // The REST insert verb answers the same.
    const rest = await admin.rest("/api/sys/workflow_job_task_container_image/insert", {
      UID: first.uid,
      Name: unique("rest"),
    });
    expect(rest.status).toBe(409);
    expect(rest.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "UID" });
  });

  it("refuses bad input with ServerInvalidParameter", async () => {
    const doc = `mutation ($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`;
    for (const input of [
      { uid: "", name: unique("n") },
      { uid: "has space", name: unique("n") },
      { uid: unique("u"), name: "" },
      { uid: unique("u"), name: unique("n"), cpuCount: -1 },
      { uid: unique("u"), name: unique("n"), memoryMb: 0 },
      { uid: unique("u"), name: unique("n"), virtualMemoryMb: -5 },
      { uid: unique("u"), name: unique("n"), cpuCount: 1.5 },
      { uid: unique("u"), name: unique("n"), network: "vpn" },
    ]) {
      expectCode(await admin.gql(doc, { input }), "ServerInvalidParameter");
    }
  });

  it("counts the modules that run in an image and refuses to remove it while they do", async () => {
    const image = await createImage();
    const moduleId = await addModule({ runner: "container" });
    await data(admin, updateModuleDoc, { id: String(moduleId), input: { imageId: image.id } });
    const read = await data<{ containerImage: ImageView }>(
      admin,
      `{ containerImage(id: "${image.id}") { moduleCount } }`,
    );
    expect(read.containerImage.moduleCount).toBe(1);
    expectCode(await admin.gql(`mutation { removeContainerImage(id: "${image.id}") }`), "DBDataHasChildren");
    expectCode(await admin.gql(`mutation { deleteContainerImage(id: "${image.id}") }`), "DBDataHasChildren");
    const rest = await admin.rest(`/api/sys/workflow_job_task_container_image/delete_hard/${image.id}`, {});
    expect(rest.body.Error?.Type).toBe("DBDataHasChildren");
    const module = await readModule(admin, moduleId);
    expect(module.image).toEqual({ id: image.id, uid: image.uid });
    await data(admin, updateModuleDoc, { id: String(moduleId), input: { imageId: null } });
    await data(admin, `mutation { deleteContainerImage(id: "${image.id}") }`);
  });
});

/* ---------------------------------------------------------------- modules */

describe("modules", () => {
  it("lists modules with their group, tags, visibility and status, filtered by group and tag", async () => {
    const group = await createGroup();
    const a = await addModule({ tags: ["alpha", "shared"], groupId: Number(group.id) });
    const b = await addModule({ tags: ["shared"] });
    const byGroup = await data<{ catalogueModules: { total: number; list: ModuleView[] } }>(
      reader.client,
      `query ($g: ID) { catalogueModules(groupId: $g) { total list { ${moduleFields} } } }`,
      { g: group.id },
    );
    expect(byGroup.catalogueModules.list.map((m) => m.id)).toEqual([String(a)]);
    expect(byGroup.catalogueModules.list[0]).toMatchObject({
      group: { id: group.id, name: group.name },
      tags: ["alpha", "shared"],
      visibility: "all",
      status: "ENABLED",
    });
    const byTag = await data<{ catalogueModules: { list: ModuleView[] } }>(
      reader.client,
      `{ catalogueModules(tag: "shared", query: { limit: 1000 }) { list { id } } }`,
    );
    const tagged = byTag.catalogueModules.list.map((m) => m.id);
    expect(tagged).toContain(String(a));
    expect(tagged).toContain(String(b));
    const ungrouped = await data<{ catalogueModules: { list: ModuleView[] } }>(
      reader.client,
      `{ catalogueModules(groupId: "0", query: { limit: 1000 }) { list { id group { id } } } }`,
    );
    expect(ungrouped.catalogueModules.list.map((m) => m.id)).toContain(String(b));
    expect(ungrouped.catalogueModules.list.every((m) => m.group === null)).toBe(true);
    const byName = await data<{ catalogueModules: { total: number } }>(
      reader.client,
      `query ($q: QueryInput) { catalogueModules(query: $q) { total } }`,
      { q: { where: [{ values: [{ name: "Key", value: (await readModule(admin, a)).key }] }] } },
    );
    expect(byName.catalogueModules.total).toBe(1);
  });

  it("updates names, summary, docs, tags, group, discount, timeout, exit code, price, visibility and image", async () => {
    const id = await addModule();
    const group = await createGroup();
    const image = await createImage();
    const updated = await data<{ updateModule: ModuleView }>(admin, updateModuleDoc, {
      id: String(id),
      input: {
        name: "Descriptors",
        nameZh: "描述符",
        summary: "RDKit descriptors",
        docs: "# Descriptors\n\n- MolWt\n- TPSA",
        tags: [" chem ", "rdkit", "chem"],
        groupId: group.id,
        discount: 0.9,
        timeoutSeconds: -5,
        successExitCode: 3,
        tokenPrice: 7,
        visibility: "partly",
        imageId: image.id,
      },
    });
    expect(updated.updateModule).toMatchObject({
      name: "Descriptors",
      nameZh: "描述符",
      summary: "RDKit descriptors",
      docs: "# Descriptors\n\n- MolWt\n- TPSA",
      tags: ["chem", "rdkit"],
      group: { id: group.id },
      discount: 0.9,
      // At or below 0 means no timeout (stored as 0).
      timeoutSeconds: 0,
      successExitCode: 3,
      tokenPrice: 7,
      visibility: "partly",
      image: { id: image.id },
    });
    // Only the given fields change; null takes the module out of its group and its image.
    const cleared = await data<{ updateModule: ModuleView }>(admin, updateModuleDoc, {
      id: String(id),
      input: { groupId: null, imageId: null, timeoutSeconds: 120 },
    });
    expect(cleared.updateModule).toMatchObject({
      name: "Descriptors",
      group: null,
      image: null,
      timeoutSeconds: 120,
      discount: 0.9,
    });
  });

  it("refuses a discount of 0 or 1.5, a non-integer exit code and other bad input", async () => {
    const id = String(await addModule());
    for (const input of [
      { discount: 0 },
      { discount: 1.5 },
      { discount: -0.1 },
      { successExitCode: 1.5 },
      { successExitCode: 256 },
      { tokenPrice: -1 },
      { timeoutSeconds: 2.5 },
      { name: "" },
      { visibility: "some" },
      { tags: ["x".repeat(41)] },
      { executor: "kubernetes" },
    ]) {
      const result = await admin.gql(updateModuleDoc, { id, input });
      expectCode(result, "ServerInvalidParameter");
    }
    expectCode(
      await admin.gql(`mutation { setModulesDiscount(ids: ["${id}"], discount: 0) { id } }`),
      "ServerInvalidParameter",
    );
    expectCode(
      await admin.gql(`mutation { setModulesDiscount(ids: ["${id}"], discount: 1.5) { id } }`),
      "ServerInvalidParameter",
    );
    // The REST update verb applies the same rules.
    for (const body of [{ Discount: 0 }, { Discount: 1.5 }, { SuccessExitCode: 1.5 }]) {
      const rest = await admin.rest(`/api/sys/workflow_job_task_module/update/${id}`, body);
      expect(rest.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const unchanged = await readModule(admin, id);
    expect(unchanged.discount).toBe(1);
    expect(unchanged.successExitCode).toBe(0);
  });

  it("sets where a module's tasks run (local, slurm, or null to follow its image), by GraphQL and REST", async () => {
    const id = await addModule();
    const doc = `mutation ($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { executor } }`;
    const slurm = await data<{ updateModule: { executor: string | null } }>(admin, doc, {
      id,
      input: { executor: "slurm" },
    });
    expect(slurm.updateModule.executor).toBe("slurm");
    const rest = await admin.ok<{ Executor: string | null }>(
      `/api/sys/workflow_job_task_module/update/${id}`,
      {
        Executor: "local",
      },
    );
    expect(rest.Executor).toBe("local");
    const follow = await data<{ updateModule: { executor: string | null } }>(admin, doc, {
      id,
      input: { executor: null },
    });
    expect(follow.updateModule.executor).toBeNull();
    const refused = await admin.rest(`/api/sys/workflow_job_task_module/update/${id}`, { Executor: "k8s" });
    expect(refused.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("disables and enables a module; a disabled module cannot be run", async () => {
    const id = await addModule();
    const off = await data<{ setModuleStatus: ModuleView }>(
      admin,
      `mutation { setModuleStatus(id: "${id}", status: DISABLED) { status } }`,
    );
    expect(off.setModuleStatus.status).toBe("DISABLED");
    const submit = await alice.client.rest("/api/workflow_job/submit", {
      Name: "j",
      Tasks: [{ Key: "a", ModuleId: id, Args: {} }],
    });
    expect(submit.body.Error?.Type).toBe("JobModuleStatusDisabled");
    const on = await data<{ setModuleStatus: ModuleView }>(
      admin,
      `mutation { setModuleStatus(id: "${id}", status: ENABLED) { status } }`,
    );
    expect(on.setModuleStatus.status).toBe("ENABLED");
  });

  it("sets one discount on several modules (GraphQL and calc_metric_discount_value)", async () => {
    const a = await addModule();
    const b = await addModule();
    const set = await data<{ setModulesDiscount: ModuleView[] }>(
      admin,
      `mutation { setModulesDiscount(ids: ["${a}", "${b}"], discount: 0.8) { id discount } }`,
    );
    expect(set.setModulesDiscount).toEqual([
      { id: String(a), discount: 0.8 },
      { id: String(b), discount: 0.8 },
    ]);
    const rest = await admin.ok<{ ModuleId: number; Discount: number }[]>(
      "/api/sys/workflow_job_task_module/calc_metric_discount_value",
      { ModuleIds: [a, b], Discount: 0.7 },
    );
    expect(rest).toEqual([
      { ModuleId: a, Discount: 0.7 },
      { ModuleId: b, Discount: 0.7 },
    ]);
    const bad = await admin.rest("/api/sys/workflow_job_task_module/calc_metric_discount_value", {
      ModuleIds: [a],
      Discount: 0,
    });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const denied = await reader.client.rest("/api/sys/workflow_job_task_module/calc_metric_discount_value", {
      ModuleIds: [a],
      Discount: 0.5,
    });
    expect(denied.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    // Reading: a reader sees both; a user sees only the modules visible to them.
    const read = await reader.client.ok<{ ModuleId: number; Discount: number }[]>(
      "/api/sys/workflow_job_task_module/calc_metric_discount_value",
      { ModuleIds: [a, b] },
    );
    expect(read).toHaveLength(2);
    await data(admin, updateModuleDoc, { id: String(b), input: { visibility: "none" } });
    const forUser = await alice.client.ok<{ ModuleId: number; Discount: number }[]>(
      "/api/workflow_job_task_module/calc_metric_discount_value",
      { ModuleIds: [a, b] },
    );
    expect(forUser).toEqual([{ ModuleId: a, Discount: 0.7 }]);
    const anonymous = await t.client().rest("/api/workflow_job_task_module/calc_metric_discount_value", {
      ModuleIds: [a],
    });
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const outsiderRead = await outsider.client.rest(
      "/api/sys/workflow_job_task_module/calc_metric_discount_value",
      { ModuleIds: [a] },
    );
    expect(outsiderRead.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Read",
    });
    const missingModule = await admin.rest("/api/sys/workflow_job_task_module/calc_metric_discount_value", {
      ModuleIds: [Number(missing)],
      Discount: 0.5,
    });
    expect(missingModule.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("reorders, removes and recovers modules", async () => {
    const a = await addModule();
    const b = await addModule();
    await data(admin, `mutation { reorderModules(ids: ["${b}", "${a}"]) }`);
    expect((await readModule(admin, b)).sortOrder).toBe(0);
    expect((await readModule(admin, a)).sortOrder).toBe(1);
    await data(admin, `mutation { removeModule(id: "${a}") }`);
    expectCode(await admin.gql(`{ catalogueModule(id: "${a}") { id } }`), "DBDataNotExist");
    const bin = await data<{ catalogueModules: { list: ModuleView[] } }>(
      admin,
      `{ catalogueModules(query: { deleted: true, limit: 1000 }) { list { id deletedAt } } }`,
    );
    expect(bin.catalogueModules.list.find((m) => m.id === String(a))?.deletedAt).toBeTruthy();
    const recovered = await data<{ recoverModule: ModuleView }>(
      admin,
      `mutation { recoverModule(id: "${a}") { id deletedAt } }`,
    );
    expect(recovered.recoverModule.deletedAt).toBeNull();
  });
});

/* ---------------------------------------------------------------- per-user enabling */

describe("per-user enabling (visibility partly)", () => {
  it("enables a module for chosen users only; others cannot see or run it", async () => {
    const id = await addModule();
    await data(admin, updateModuleDoc, { id: String(id), input: { visibility: "partly" } });
    const added = await data<{ addModuleUsers: ModuleView }>(
      admin,
      `mutation ($a: [String!]!) { addModuleUsers(id: "${id}", accounts: $a) { enabledUsers { id account } } }`,
      { a: [alice.account.toUpperCase()] },
    );
    expect(added.addModuleUsers.enabledUsers).toEqual([{ id: String(alice.id), account: alice.account }]);
    expect((await alice.client.gql(`{ module(id: "${id}") { id } }`)).body.errors).toBeUndefined();
    expectCode(await bob.client.gql(`{ module(id: "${id}") { id } }`), "DBDataNotExist");
    const bobRun = await bob.client.rest("/api/workflow_job/submit", {
      Name: "j",
      Tasks: [{ Key: "a", ModuleId: id, Args: {} }],
    });
    expect(bobRun.body.Error?.Type).toBe("JobModuleNoVisible");

    // Adding twice is harmless; REST lists, adds and removes the same way.
    await data(admin, `mutation { addModuleUsers(id: "${id}", accounts: ["${alice.account}"]) { id } }`);
    const listed = await admin.ok<{ Id: number; Account: string }[]>(
      `/api/sys/workflow_job_task_module/users/${id}`,
    );
    expect(listed.map((u) => u.Id)).toEqual([alice.id]);
    const withBob = await admin.ok<{ Id: number }[]>(`/api/sys/workflow_job_task_module/add_users/${id}`, {
      Accounts: [bob.account],
    });
    expect(withBob.map((u) => u.Id).sort()).toEqual([alice.id, bob.id].sort());
    const removed = await data<{ removeModuleUsers: ModuleView }>(
      admin,
      `mutation { removeModuleUsers(id: "${id}", userIds: ["${alice.id}"]) { enabledUsers { id } } }`,
    );
    expect(removed.removeModuleUsers.enabledUsers).toEqual([{ id: String(bob.id) }]);
    const restRemoved = await admin.ok<unknown[]>(`/api/sys/workflow_job_task_module/del_users/${id}`, {
      UserIds: [bob.id],
    });
    expect(restRemoved).toEqual([]);
    expectCode(await alice.client.gql(`{ module(id: "${id}") { id } }`), "DBDataNotExist");
  });

  it("names unknown accounts with DBDataNotExist and enables nobody", async () => {
    const id = await addModule({ visibility: "partly" });
    const result = await admin.gql(
      `mutation { addModuleUsers(id: "${id}", accounts: ["${alice.account}", "ghost12345"]) { id } }`,
    );
    expectCode(result, "DBDataNotExist", "ghost12345");
    expect((await readModule(admin, id)).enabledUsers).toEqual([]);
    expectCode(
      await admin.gql(`mutation { addModuleUsers(id: "${id}", accounts: []) { id } }`),
      "ServerInvalidParameter",
    );
  });

  it("refuses the REST calls without the permission or a session", async () => {
    const id = await addModule();
    const anonymous = await t.client().rest(`/api/sys/workflow_job_task_module/users/${id}`, {});
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const denied = await outsider.client.rest(`/api/sys/workflow_job_task_module/users/${id}`, {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Workflow.Job.Task.Module.Read" });
    const readOnly = await reader.client.rest(`/api/sys/workflow_job_task_module/add_users/${id}`, {
      Accounts: [alice.account],
    });
    expect(readOnly.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    const user = await alice.client.rest(`/api/sys/workflow_job_task_module/users/${id}`, {});
    expect(user.body.Error?.Type).toBe("DBUserNoLogin");
    const gone = await admin.rest(`/api/sys/workflow_job_task_module/users/${missing}`, {});
    expect(gone.body.Error?.Type).toBe("DBDataNotExist");
  });
});

/* ---------------------------------------------------------------- covers */

describe("module covers", () => {
  const upload = (client: Client, path: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    client.rest<{ Id: number; CoverUrl: string | null }>(path, undefined, {
      raw: fileForm("File", "cover.png", bytes, "image/png", fields),
      headers: csrf,
    });

  it("uploads a cover, serves it on both sides to those who may see the module, and resets it", async () => {
    const id = await addModule();
    const png = pngBytes({ width: 8, height: 8, rgb: [10, 120, 200] });
    const uploaded = await upload(admin, "/api/sys/workflow_job_task_module/upload_cover", png, {
      ModuleId: String(id),
    });
    expect(uploaded.body.Error).toBeNull();
    expect(uploaded.body.Data.CoverUrl).toBe(`/api/workflow_job_task_module/cover/${id}`);
    const module = await readModule(admin, id);
    expect(module.coverUrl).toBe(`/api/workflow_job_task_module/cover/${id}`);

    for (const client of [admin, reader.client, alice.client]) {
      const response = await client.fetch(`/api/workflow_job_task_module/cover/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    }
    const sys = await admin.fetch(`/api/sys/workflow_job_task_module/cover/${id}`);
    expect(sys.status).toBe(200);
    const etag = sys.headers.get("etag")!;
    const again = await admin.fetch(`/api/workflow_job_task_module/cover/${id}`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    const anonymous = await t.client().fetch(`/api/workflow_job_task_module/cover/${id}`);
    expect(anonymous.status).toBe(401);
    const outsiderCover = await outsider.client.fetch(`/api/workflow_job_task_module/cover/${id}`);
    expect(outsiderCover.status).toBe(403);

    // Hidden from a user: answers like a missing module.
    await data(admin, updateModuleDoc, { id: String(id), input: { visibility: "none" } });
    expect((await alice.client.fetch(`/api/workflow_job_task_module/cover/${id}`)).status).toBe(404);
    expect((await admin.fetch(`/api/workflow_job_task_module/cover/${missing}`)).status).toBe(404);

    // A second upload (path id) replaces it; the first blob goes when nothing refers to it.
    const blobBefore = (await t.app.services.db.select().from(modules).where(eq(modules.id, id)))[0]!
      .coverBlobId!;
    const second = await upload(
      admin,
      `/api/sys/workflow_job_task_module/upload_cover/${id}`,
      pngBytes({ width: 3, height: 3, rgb: [1, 2, 3] }),
    );
    expect(second.body.Error).toBeNull();
    expect(await t.app.services.db.select().from(blobs).where(eq(blobs.id, blobBefore))).toEqual([]);

    // Reset through GraphQL (no template): the default cover again.
    const reset = await data<{ setModuleCover: ModuleView }>(
      admin,
      `mutation { setModuleCover(id: "${id}") { coverUrl } }`,
    );
    expect(reset.setModuleCover.coverUrl).toBeNull();
    expect((await admin.fetch(`/api/workflow_job_task_module/cover/${id}`)).status).toBe(404);
  });

  it("sets a cover from a module cover template (GraphQL and update_cover) and offers the templates", async () => {
    const id = await addModule();
    const template = await admin.ok<{ Id: number; BlobId: number }>(
      "/api/sys/workflow_job_task_module_cover/upload",
      undefined,
      {
        raw: fileForm("File", "t.png", pngBytes({ width: 5, height: 5, rgb: [9, 9, 9] }), "image/png"),
        headers: csrf,
      },
    );
    const choices = await data<{ moduleCoverChoices: { id: string; url: string }[] }>(
      reader.client,
      "{ moduleCoverChoices { id url } }",
    );
    expect(choices.moduleCoverChoices.map((c) => c.id)).toContain(String(template.Id));

    const set = await data<{ setModuleCover: ModuleView }>(
      admin,
      `mutation { setModuleCover(id: "${id}", templateId: "${template.Id}") { coverUrl } }`,
    );
    expect(set.setModuleCover.coverUrl).toBe(`/api/workflow_job_task_module/cover/${id}`);
    const row = (await t.app.services.db.select().from(modules).where(eq(modules.id, id)))[0]!;
    expect(row.coverBlobId).toBe(template.BlobId);

    const reset = await admin.ok<{ CoverUrl: string | null }>(
      "/api/sys/workflow_job_task_module/update_cover",
      {
        Id: id,
      },
    );
    expect(reset.CoverUrl).toBeNull();
    const byBlob = await admin.ok<{ CoverUrl: string | null }>(
      "/api/sys/workflow_job_task_module/update_cover",
      {
        Id: id,
        BlobId: template.BlobId,
      },
    );
    expect(byBlob.CoverUrl).toBe(`/api/workflow_job_task_module/cover/${id}`);
    // The template's blob stays while the template exists, even when no module uses it any more.
    await admin.ok("/api/sys/workflow_job_task_module/update_cover", { Id: id });
    expect(await t.app.services.db.select().from(blobs).where(eq(blobs.id, template.BlobId))).toHaveLength(1);

    const wrong = await admin.rest("/api/sys/workflow_job_task_module/update_cover", {
      Id: id,
      TemplateId: Number(missing),
    });
    expect(wrong.body.Error?.Type).toBe("DBDataNotExist");
    const noModule = await admin.rest("/api/sys/workflow_job_task_module/update_cover", {
      Id: Number(missing),
    });
    expect(noModule.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses uploads: not signed in, without permission, a normal user, missing module, not an image, too large", async () => {
    const id = await addModule();
    const path = "/api/sys/workflow_job_task_module/upload_cover";
    const png = pngBytes();
    expect((await upload(t.client(), path, png, { ModuleId: String(id) })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await upload(outsider.client, path, png, { ModuleId: String(id) })).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    expect((await upload(reader.client, path, png, { ModuleId: String(id) })).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    expect((await upload(alice.client, path, png, { ModuleId: String(id) })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await upload(admin, path, png, { ModuleId: missing })).body.Error?.Type).toBe("DBDataNotExist");
    expect((await upload(admin, path, png)).body.Error?.Type).toBe("ServerInvalidParameter");
    const fake = await admin.rest(path, undefined, {
      raw: fileForm("File", "x.png", Buffer.from("<svg onload=alert(1)></svg>"), "image/png", {
        ModuleId: String(id),
      }),
      headers: csrf,
    });
    expect(fake.body.Error?.Type).toBe("DBImageInvalid");
    const big = await upload(admin, path, pngBytes({ padding: 1024 * 1024 + 1 }), { ModuleId: String(id) });
    expect(big.body.Error?.Type).toBe("DBFileTooLarge");
    const updateCover = await reader.client.rest("/api/sys/workflow_job_task_module/update_cover", {
      Id: id,
    });
    expect(updateCover.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    const anonymousUpdate = await t
      .client()
      .rest("/api/sys/workflow_job_task_module/update_cover", { Id: id });
    expect(anonymousUpdate.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

/* ---------------------------------------------------------------- module groups */

describe("module groups", () => {
  it("creates, lists, renames, reorders and deletes groups; deleting keeps the modules", async () => {
    const a = await createGroup();
    const b = await createGroup();
    const renamed = await data<{ updateModuleGroup: { name: string; nameZh: string } }>(
      admin,
      `mutation { updateModuleGroup(id: "${a.id}", input: { name: "${a.name}-x", nameZh: "分组" }) { name nameZh } }`,
    );
    expect(renamed.updateModuleGroup).toEqual({ name: `${a.name}-x`, nameZh: "分组" });
    await data(admin, `mutation { reorderModuleGroups(ids: ["${b.id}", "${a.id}"]) }`);
    const listed = await data<{ moduleGroups: { id: string; sortOrder: number; moduleCount: number }[] }>(
      reader.client,
      "{ moduleGroups { id sortOrder moduleCount } }",
    );
    const order = listed.moduleGroups.map((g) => g.id);
    expect(order.indexOf(b.id)).toBeLessThan(order.indexOf(a.id));

    const m = await addModule();
    await data(admin, `mutation { moveModulesToGroup(moduleIds: ["${m}"], groupId: "${a.id}") { id } }`);
    const counted = await data<{ moduleGroups: { id: string; moduleCount: number }[] }>(
      admin,
      "{ moduleGroups { id moduleCount } }",
    );
    expect(counted.moduleGroups.find((g) => g.id === a.id)?.moduleCount).toBe(1);
    await data(admin, `mutation { deleteModuleGroup(id: "${a.id}") }`);
    const module = await readModule(admin, m);
    expect(module.group).toBeNull();
    expect(module.deletedAt).toBeNull();
  });

  it("refuses a duplicate or empty group name", async () => {
    const a = await createGroup();
    expectCode(
      await admin.gql(`mutation { createModuleGroup(input: { name: "${a.name.toUpperCase()}" }) { id } }`),
      "DBDuplicate",
      "Name",
    );
    const b = await createGroup();
    expectCode(
      await admin.gql(`mutation { updateModuleGroup(id: "${b.id}", input: { name: "${a.name}" }) { id } }`),
      "DBDuplicate",
      "Name",
    );
    expectCode(
      await admin.gql(`mutation { createModuleGroup(input: { name: " " }) { id } }`),
      "ServerInvalidParameter",
    );
    // Renaming a group to its own name is fine.
    await data(admin, `mutation { updateModuleGroup(id: "${b.id}", input: { name: "${b.name}" }) { id } }`);
  });

  it("moves modules in bulk: moveModulesToGroup, cut and group_modules bulk_insert", async () => {
    const group = await createGroup();
    const other = await createGroup();
    const m1 = await addModule();
    const m2 = await addModule();
    const moved = await data<{ moveModulesToGroup: ModuleView[] }>(
      admin,
      `mutation { moveModulesToGroup(moduleIds: ["${m1}", "${m2}"], groupId: "${group.id}") { id group { id } } }`,
    );
    expect(moved.moveModulesToGroup.map((m) => m.group?.id)).toEqual([group.id, group.id]);
    const cut = await admin.ok<{ Id: number; GroupId: number | null }[]>(
      "/api/sys/workflow_job_task_module_group/cut",
      { ModuleIds: [m1], GroupId: Number(other.id) },
    );
    expect(cut).toMatchObject([{ Id: m1, GroupId: Number(other.id) }]);
    const out = await admin.ok<{ GroupId: number | null }[]>("/api/sys/workflow_job_task_module_group/cut", {
      ModuleIds: [m2],
      GroupId: null,
    });
    expect(out[0]!.GroupId).toBeNull();
    const inserted = await admin.ok<{ GroupId: number | null }[]>(
      "/api/sys/workflow_job_task_module_group_modules/bulk_insert",
      { ModuleIds: [m1, m2], GroupId: Number(group.id) },
    );
    expect(inserted.map((m) => m.GroupId)).toEqual([Number(group.id), Number(group.id)]);
    const noGroup = await admin.rest("/api/sys/workflow_job_task_module_group_modules/bulk_insert", {
      ModuleIds: [m1],
    });
    expect(noGroup.body.Error?.Type).toBe("ServerInvalidParameter");
    const gone = await admin.rest("/api/sys/workflow_job_task_module_group/cut", {
      ModuleIds: [m1, Number(missing)],
      GroupId: Number(group.id),
    });
    expect(gone.body.Error?.Type).toBe("DBDataNotExist");
    expect((await readModule(admin, m1)).group?.id).toBe(group.id);
    const denied = await reader.client.rest("/api/sys/workflow_job_task_module_group/cut", {
      ModuleIds: [m1],
      GroupId: null,
    });
    expect(denied.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    const anonymous = await t
      .client()
      .rest("/api/sys/workflow_job_task_module_group/cut", { ModuleIds: [m1] });
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const user = await alice.client.rest("/api/sys/workflow_job_task_module_group_modules/bulk_insert", {
      ModuleIds: [m1],
      GroupId: Number(group.id),
    });
    expect(user.body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("serves the generic verbs at /api/sys/workflow_job_task_module_group", async () => {
    const base = "/api/sys/workflow_job_task_module_group";
    const name = unique("RestGroup");
    const created = await admin.ok<{ Id: number; Name: string }>(`${base}/insert`, {
      Name: name,
      NameZh: "组",
    });
    expect(created.Name).toBe(name);
    const updated = await admin.ok<{ Name: string }>(`${base}/update/${created.Id}`, { Name: `${name}-b` });
    expect(updated.Name).toBe(`${name}-b`);
    const page = await reader.client.ok<{ Total: number }>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Name", Value: `${name}-b` }] }] },
    });
    expect(page.Total).toBe(1);
    const dup = await admin.rest(`${base}/insert`, { Name: `${name}-b` });
    expect(dup.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Name" });
    expect((await outsider.client.rest(`${base}/query`, {})).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Read",
    });
    expect((await reader.client.rest(`${base}/delete/${created.Id}`, {})).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Delete",
    });
    await admin.ok(`${base}/delete/${created.Id}`, {});
    expect((await admin.rest(`${base}/read/${created.Id}`, {})).body.Error?.Type).toBe("DBDataNotExist");
  });
});

/* ---------------------------------------------------------------- tags */

describe("tag templates", () => {
  it("imports, lists with counts, exports, renames and removes tags", async () => {
    const t1 = unique("tag");
    const t2 = unique("tag");
    const m = await addModule({ tags: [t1] });
    const imported = await data<{
      importTagTemplates: { name: string; nameZh: string; moduleCount: number; inTemplates: boolean }[];
    }>(
      admin,
      `mutation ($tags: [ModuleTagInput!]!) { importTagTemplates(tags: $tags) { name nameZh moduleCount inTemplates } }`,
      { tags: [{ name: t1, nameZh: "一" }, { name: t2 }] },
    );
    expect(imported.importTagTemplates).toEqual(
      expect.arrayContaining([
        { name: t1, nameZh: "一", moduleCount: 1, inTemplates: true },
        { name: t2, nameZh: "", moduleCount: 0, inTemplates: true },
      ]),
    );
    const exported = await data<{ exportTagTemplates: { Name: string; NameZh: string }[] }>(
      reader.client,
      "{ exportTagTemplates }",
    );
    expect(exported.exportTagTemplates).toEqual(
      expect.arrayContaining([
        { Name: t1, NameZh: "一" },
        { Name: t2, NameZh: "" },
      ]),
    );
    // A tag only in use on a module is listed too, outside the templates.
    const loose = unique("loose");
    await data(admin, updateModuleDoc, { id: String(m), input: { tags: [t1, loose] } });
    const tags = await data<{ moduleTags: { name: string; inTemplates: boolean; moduleCount: number }[] }>(
      reader.client,
      "{ moduleTags { name inTemplates moduleCount } }",
    );
    expect(tags.moduleTags).toContainEqual({ name: loose, inTemplates: false, moduleCount: 1 });

    const renamedName = unique("renamed");
    await data(admin, `mutation { renameModuleTag(name: "${t1}", newName: "${renamedName}") { name } }`);
    expect((await readModule(admin, m)).tags).toEqual([renamedName, loose]);
    await data(admin, `mutation { removeModuleTag(name: "${loose}") { name } }`);
    expect((await readModule(admin, m)).tags).toEqual([renamedName]);
    const after = await data<{ exportTagTemplates: { Name: string }[] }>(admin, "{ exportTagTemplates }");
    const names = after.exportTagTemplates.map((x) => x.Name);
    expect(names).toContain(renamedName);
    expect(names).not.toContain(t1);
  });

  it("imports a JSON file over REST (strings or {Name, NameZh}), replaces on request and exports a file", async () => {
    const a = unique("file");
    const b = unique("file");
    const form = fileForm(
      "File",
      "tags.json",
      Buffer.from(JSON.stringify([a, { Name: b, NameZh: "乙" }])),
      "application/json",
    );
    const imported = await admin.ok<{ Name: string; NameZh: string; InTemplates: boolean }[]>(
      "/api/sys/tag_template/import",
      undefined,
      { raw: form, headers: csrf },
    );
    expect(imported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: a, InTemplates: true }),
        expect.objectContaining({ Name: b, NameZh: "乙" }),
      ]),
    );
    const queried = await reader.client.ok<{ Name: string }[]>("/api/sys/tag_template/query", {});
    expect(queried.map((x) => x.Name)).toEqual(expect.arrayContaining([a, b]));
    const file = await reader.client.fetch("/api/sys/tag_template/export");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("tag_template.json");
    const exported = JSON.parse(await file.text()) as { Name: string }[];
    expect(exported.map((x) => x.Name)).toEqual(expect.arrayContaining([a, b]));
    const posted = await reader.client.ok<{ Name: string }[]>("/api/sys/tag_template/export", {});
    expect(posted).toEqual(exported);

    const replaced = await admin.ok<{ Name: string; InTemplates: boolean }[]>(
      "/api/sys/tag_template/import",
      {
        Tags: [b],
        Replace: true,
      },
    );
    expect(replaced.filter((x) => x.InTemplates).map((x) => x.Name)).toEqual([b]);
  });

  it("refuses bad tag files and calls without permission", async () => {
    const notJson = await admin.rest("/api/sys/tag_template/import", undefined, {
      raw: fileForm("File", "tags.json", Buffer.from("{nope"), "application/json"),
      headers: csrf,
    });
    expect(notJson.body.Error).toMatchObject({ Type: "DBFileInvalid", Value: "tags.json" });
    const notList = await admin.rest("/api/sys/tag_template/import", { Tags: { a: 1 } });
    expect(notList.body.Error?.Type).toBe("ServerInvalidParameter");
    const badEntry = await admin.rest("/api/sys/tag_template/import", { Tags: ["", "ok"] });
    expect(badEntry.body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await t.client().rest("/api/sys/tag_template/query", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await alice.client.rest("/api/sys/tag_template/query", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await outsider.client.rest("/api/sys/tag_template/export", {})).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Read",
    });
    expect(
      (await reader.client.rest("/api/sys/tag_template/import", { Tags: ["x"] })).body.Error,
    ).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.Module.Update",
    });
    expectCode(
      await admin.gql(`mutation { renameModuleTag(name: "a", newName: "") { name } }`),
      "ServerInvalidParameter",
    );
  });
});
