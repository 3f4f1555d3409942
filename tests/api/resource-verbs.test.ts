/**
 * Properties of the generic verbs that hold for every resource, generated from the registry (the
 * `resources` every area serves): `update/{fields}` changes only the named fields, whatever else the
 * body carries, and refuses a field the resource does not update; a second `delete_soft` answers
 * DBDataAlreadyRemove. Each resource with one of these verbs needs a fixture below: a new resource
 * without one fails "every resource ... has a fixture".
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../gateway/src/app.js";
import type { Scheduler } from "../../gateway/src/domain/scheduler/scheduler.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  enableAllFeatures,
  goodPassword,
  idleWorker,
  insertNormalUser,
  registerUser,
  uniqueAccount,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { sha256Hex, uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let worker: Scheduler;
let noopModule = 0;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  await enableAllFeatures(admin);
  alice = await registerUser(t);
  bob = await registerUser(t);
  worker = idleWorker(t);
  noopModule = await addEngineModule(t, `verbs-noop-${uniqueAccount()}`, "noop.mjs", { args: [] });
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

interface Fixture {
  /** Who calls the verbs: the administrator, or for a user-side resource the row's owner. */
  readonly owner?: () => Client;
  /** A new row of the resource, made over the API (or by a factory); answers its id. */
  readonly make: () => Promise<number>;
  /** A field `update/{field}` changes, and another field the same body also tries to change. */
  readonly update?: {
    readonly named: readonly [string, unknown];
    readonly other: readonly [string, unknown];
  };
}

const unique = () => uniqueAccount("r").toLowerCase();
const idOf = async (answer: Promise<{ Id: number }>) => (await answer).Id;
const insert = (path: string, body: Record<string, unknown>) =>
  idOf(admin.ok<{ Id: number }>(`/api/${path}/insert`, body));
const dataFile = () =>
  idOf(
    uploadBytes(alice.client, "/api/workflow_job_task_data_source_file", `${unique()}.csv`, randomBytes(64)),
  );
const cmsFile = (library: "file" | "map") => () =>
  idOf(uploadBytes(admin, `/api/sys/cms_${library}_library_file`, `${unique()}.txt`, randomBytes(64)));
const job = async () => {
  const { submitJob } = await alice.client.gqlData<{ submitJob: { id: string } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
    { input: { name: unique(), tasks: [{ key: "a", moduleId: String(noopModule), args: {} }] } },
  );
  return Number(submitJob.id);
};

const fixtures: Record<string, Fixture> = {
  "sys/normal_user": {
    make: () => idOf(insertNormalUser(admin)),
    update: { named: ["Name", "Renamed"], other: ["CompanyName", "OtherCo"] },
  },
  "sys/system_user": {
    make: () => insert("sys/system_user", { Account: unique(), Password: goodPassword, Name: "Sys" }),
    update: { named: ["Name", "Renamed"], other: ["Email", "other@example.org"] },
  },
  "sys/_perm_role": {
    make: () => insert("sys/_perm_role", { Name: unique(), Remark: "first", GroupIds: [] }),
    update: { named: ["Name", unique()], other: ["Remark", "changed"] },
  },
  "sys/_perm_group": {
    make: () => insert("sys/_perm_group", { Name: unique(), Perms: ["User.Read"], Remark: "first" }),
    update: { named: ["Name", unique()], other: ["Perms", ["Dev.Read"]] },
  },
  "sys/cms_map_library_map": {
    make: () =>
      insert("sys/cms_map_library_map", { MapLibraryName: "links", Value: { name: "a" }, Citation: "first" }),
    update: { named: ["Value", { name: "b" }], other: ["Citation", "changed"] },
  },
  "sys/cms_text_library_text": {
    make: () => insert("sys/cms_text_library_text", { LibraryName: "docs", Title: "First", Markdown: "m" }),
    update: { named: ["Title", "Second"], other: ["Markdown", "changed"] },
  },
  "sys/cms_file_library_file": { make: cmsFile("file") },
  "sys/cms_map_library_file": { make: cmsFile("map") },
  workflow_job_task_data_source_file: {
    owner: () => alice.client,
    make: dataFile,
    update: { named: ["Name", `${unique()}.csv`], other: ["Tags", ["other"]] },
  },
  "sys/workflow_job_task_data_source_file": {
    make: dataFile,
    update: { named: ["Name", `${unique()}.csv`], other: ["Tags", ["other"]] },
  },
  "sys/workflow_job_task_container_image": {
    make: () => insert("sys/workflow_job_task_container_image", { UID: unique(), Name: unique() }),
    update: { named: ["Name", unique()], other: ["CpuCount", 3] },
  },
  "sys/workflow_job_task_module": {
    make: () => addEngineModule(t, `verbs-${unique()}`, "noop.mjs", { args: [] }),
    update: { named: ["Name", "Renamed"], other: ["Summary", "changed"] },
  },
  "sys/workflow_job_task_module_group": {
    make: () => insert("sys/workflow_job_task_module_group", { Name: unique() }),
    update: { named: ["Name", unique()], other: ["NameZh", "其他"] },
  },
  workflow_job: { owner: () => alice.client, make: job },
  // The back office removes only jobs that are over.
  "sys/workflow_job": {
    make: async () => {
      const id = await job();
      await alice.client.ok(`/api/workflow_job/cancel/${id}`, {});
      return id;
    },
  },
  "sys/user_resource_pack_package": {
    make: () =>
      insert("sys/user_resource_pack_package", {
        Kind: "token",
        Name: unique(),
        Grants: 100,
        UnitPrice: 100,
        ExpiryMonths: 12,
      }),
    update: { named: ["Name", unique()], other: ["UnitPrice", 200] },
  },
  "sys/user_resource_pack_card": {
    make: async () => {
      const { Cards } = await admin.ok<{ Cards: { Id: number }[] }>(
        "/api/sys/user_resource_pack_card/generate",
        {
          Kind: "token",
          Grants: 500,
          ExpiryMonths: 6,
          ExpiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
          Count: 1,
        },
      );
      return Cards[0]!.Id;
    },
  },
  "sys/sys_app": {
    make: () =>
      insert("sys/sys_app", {
        Name: unique(),
        EnglishName: unique(),
        Kind: "link",
        Link: "https://example.org/app",
        Side: "user",
      }),
    update: { named: ["Name", unique()], other: ["EnglishName", unique()] },
  },
  "sys/uipack": {
    make: () => insert("sys/uipack", { Name: unique(), Remark: "first" }),
    // A pack's name is not changed by an update at all.
    update: { named: ["Remark", "changed"], other: ["Name", unique()] },
  },
  "sys/user_ext_field": {
    make: () => insert("sys/user_ext_field", { Name: unique(), EnglishName: unique(), Kind: "text" }),
    update: { named: ["Name", unique()], other: ["EnglishName", unique()] },
  },
  "sys/desktop_build": {
    make: () => {
      const bytes = randomBytes(256);
      return idOf(
        uploadBytes(admin, "/api/sys/desktop_build", `${unique()}.exe`, bytes, {
          Platform: "windows",
          Version: "1.0.0",
          StatedSha256: sha256Hex(bytes),
        }),
      );
    },
    update: { named: ["Version", "2.0.0"], other: ["Notes", "changed"] },
  },
  user_webhook: {
    owner: () => alice.client,
    make: () =>
      idOf(
        alice.client.ok<{ Id: number }>("/api/user_webhook/create", {
          Name: unique(),
          Url: "https://example.org/hook",
          Kinds: ["jobDone"],
        }),
      ),
    update: { named: ["Name", unique()], other: ["Url", "https://example.org/other"] },
  },
  "sys/identity_provider": {
    make: () =>
      insert("sys/identity_provider", {
        Kind: "oidc",
        Name: unique(),
        Issuer: "https://id.example.org",
        ClientId: "crucible",
      }),
    update: { named: ["Name", unique()], other: ["Scopes", "openid"] },
  },
};

const withVerb = (verb: "update" | "delete_soft") => resources.filter((r) => r.def.verbs.includes(verb));
const callerOf = (path: string): Client => fixtures[path]?.owner?.() ?? admin;
const fixtureOf = (path: string): Fixture => {
  const fixture = fixtures[path];
  if (!fixture) throw new Error(`no fixture for ${path}`);
  return fixture;
};

describe("the fixtures", () => {
  it("every resource with update or delete_soft has a fixture, and update names its fields", () => {
    expect(
      withVerb("update")
        .filter((r) => !fixtures[r.def.path]?.update)
        .map((r) => r.def.path),
    ).toEqual([]);
    expect(
      withVerb("delete_soft")
        .filter((r) => !fixtures[r.def.path])
        .map((r) => r.def.path),
    ).toEqual([]);
  });
});

// Fields that change with any write, whichever field it was.
const volatile = new Set(["UpdatedAt"]);

for (const resource of withVerb("update")) {
  const { path } = resource.def;
  describe(`${path}/update/{fields}`, () => {
    it("changes only the named field, though the body changes another one too", async () => {
      const { make, update } = fixtureOf(path);
      const caller = callerOf(path);
      const [named, value] = update!.named;
      const [other, otherValue] = update!.other;
      const id = await make();
      const before = await caller.ok<Record<string, unknown>>(`/api/${path}/read/${id}`);
      expect(before[other], `${other} already has the value the test sends`).not.toEqual(otherValue);

      const answered = await caller.ok<Record<string, unknown>>(`/api/${path}/update/${named}`, {
        Id: id,
        [named]: value,
        [other]: otherValue,
      });
      const after = await caller.ok<Record<string, unknown>>(`/api/${path}/read/${id}`);
      expect(after[named]).toEqual(value);
      expect(answered).toEqual(after);
      for (const key of Object.keys(before)) {
        if (key !== named && !volatile.has(key)) expect(after[key], key).toEqual(before[key]);
      }
    });

    it("refuses a field it does not know, or does not update, with ServerInvalidParameter", async () => {
      const { make, update } = fixtureOf(path);
      const caller = callerOf(path);
      const id = await make();
      const before = await caller.ok<Record<string, unknown>>(`/api/${path}/read/${id}`);
      for (const field of ["NoSuchField", "Id", "CreatedAt"]) {
        const refused = await caller.rest(`/api/${path}/update/${field}`, { Id: id, [field]: 1 });
        expect(refused.status, field).toBe(400);
        expect(refused.body.Error?.Type, field).toBe("ServerInvalidParameter");
      }
      // A field named in the path must be in the body: naming it is asking to change it.
      const [named] = update!.named;
      const absent = await caller.rest(`/api/${path}/update/${named}`, { Id: id });
      expect(absent.body.Error?.Type).toBe("ServerInvalidParameter");
      expect(await caller.ok(`/api/${path}/read/${id}`)).toEqual(before);
    });
  });
}

for (const resource of withVerb("delete_soft")) {
  const { path, side } = resource.def;
  describe(`${path}/delete_soft`, () => {
    it("answers DBDataAlreadyRemove for a row already in the recycle bin", async () => {
      const caller = callerOf(path);
      const id = await fixtureOf(path).make();
      expect(await caller.ok(`/api/${path}/delete_soft/${id}`, {})).toBe(true);
      const again = await caller.rest(`/api/${path}/delete_soft/${id}`, {});
      expect(again.status).toBe(409);
      expect(again.body.Error?.Type).toBe("DBDataAlreadyRemove");
      // A missing row is still missing.
      const missing = await caller.rest(`/api/${path}/delete_soft/987654321`, {});
      expect(missing.body.Error?.Type).toBe("DBDataNotExist");
      if (side === "user") {
        // Someone else's removed row answers exactly like a missing one.
        const stranger = await bob.client.rest(`/api/${path}/delete_soft/${id}`, {});
        expect(stranger.body.Error?.Type).toBe("DBDataNotExist");
      }
    });

    it("of two removals at once, one removes and the other answers DBDataAlreadyRemove", async () => {
      const caller = callerOf(path);
      const id = await fixtureOf(path).make();
      const answers = await Promise.all([1, 2].map(() => caller.rest(`/api/${path}/delete_soft/${id}`, {})));
      expect(answers.map((a) => a.body.Error?.Type ?? "removed").sort()).toEqual([
        "DBDataAlreadyRemove",
        "removed",
      ]);
    });
  });
}

describe("GraphQL answers as the verb it runs", () => {
  it("removeDataFile twice: DBDataAlreadyRemove the second time", async () => {
    const id = String(await dataFile());
    const remove = `mutation($id: ID!) { removeDataFile(id: $id) }`;
    expect(await alice.client.gqlData(remove, { id })).toEqual({ removeDataFile: true });
    expect(gqlCode(await alice.client.gql(remove, { id }))).toBe("DBDataAlreadyRemove");
    expect(gqlCode(await bob.client.gql(remove, { id }))).toBe("DBDataNotExist");
  });
});
