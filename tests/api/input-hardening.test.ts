/**
 * Issue 8 items 6 and 7a: bad input answers a catalogue error, never a 500 (out-of-range Where values,
 * invisible direction characters in names), a Range read of an empty file, a wrong DATABASE_URL, the
 * Origin check by scheme, host and port, and one locked quota rule for uploads and saved results.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, tasks } from "../../gateway/src/db/jobs.js";
import { modules } from "../../gateway/src/db/modules.js";
import { storeBlob } from "../../gateway/src/domain/files/blobs.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  registerBody,
  registerUser,
  setStorageQuota,
  type NormalUser,
} from "../support/factories.js";
import { freePort } from "../support/gatewayProcess.js";
import type { Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";
import { sendChunk, sha256Hex, uploadBytes, type MetaError, type UploadedFile } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;

const base = "/api/workflow_job_task_data_source_file";

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t?.stop());

/** A finished task of the user with one output of these bytes and an empty stderr log. */
async function finishedTask(user: NormalUser, output: Buffer): Promise<number> {
  const services = t.app.services;
  const [module] = await services.db.select({ id: modules.id }).from(modules).limit(1);
  const outputBlob = await storeBlob(services, output, "text/plain");
  const emptyLog = await storeBlob(services, Buffer.alloc(0), "text/plain");
  const [job] = await services.db
    .insert(jobs)
    .values({ ownerId: user.id, name: "hardening", state: "done" })
    .returning();
  const [task] = await services.db
    .insert(tasks)
    .values({
      jobId: job!.id,
      key: "a",
      moduleId: module!.id,
      state: "done",
      stderrBlobId: emptyLog.id,
      stdoutBlobId: emptyLog.id,
      outputs: [{ name: "out.txt", blobId: outputBlob.id, size: outputBlob.size, sha256: outputBlob.sha256 }],
    })
    .returning();
  return task!.id;
}

const whereOf = (name: string, value: string, symbol = ">=") => ({
  Where: { Lvg: [{ Values: [{ Name: name, Value: value, Symbol: symbol }] }] },
});

describe("Where values out of range", () => {
  it("answers ServerInvalidParameter for a size or a date the database cannot hold (REST)", async () => {
    for (const [name, value] of [
      ["Size", "99999999999999TB"],
      ["CreatedAt", "-271821-04-20T00:00:00Z"],
      ["CreatedAt", "+275760-09-13T00:00:00Z"],
      ["CreatedAt", "2024-02-30"],
    ] as const) {
      const result = await alice.client.rest(`${base}/query_page`, whereOf(name, value));
      expect(result.status, `${name} ${value}`).toBe(400);
      expect(result.body.Error?.Type, `${name} ${value}`).toBe("ServerInvalidParameter");
    }
    const fine = await alice.client.rest(`${base}/query_page`, whereOf("CreatedAt", "2000-01-01"));
    expect(fine.body.Error).toBeNull();
  });

  it("answers ServerInvalidParameter on GraphQL too", async () => {
    const result = await alice.client.gql(`query($q: QueryInput) { dataFiles(query: $q) { total } }`, {
      q: { where: [{ values: [{ name: "Size", value: "99999999999999TB", symbol: ">" }] }] },
    });
    expect(result.status).not.toBe(500);
    expect(result.body.errors?.[0]?.extensions?.code).toBe("ServerInvalidParameter");
  });

  it("bounds an integer field to its column type (int4 sort order)", async () => {
    const result = await admin.rest("/api/sys/_perm_role/query_page", whereOf("SortOrder", "2147483648"));
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    const fine = await admin.rest("/api/sys/_perm_role/query_page", whereOf("SortOrder", "2147483647", "<="));
    expect(fine.body.Error).toBeNull();
  });

  it("still refuses a caller who is not signed in or lacks the permission", async () => {
    const anonymous = await t.client().rest(`${base}/query_page`, whereOf("Size", "99999999999999TB"));
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const clerk = await createSystemUser(t, admin, []);
    const denied = await clerk.client.rest("/api/sys/_perm_role/query_page", whereOf("SortOrder", "1"));
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
  });
});

describe("invisible direction and zero-width characters in names", () => {
  const reversed = "evil\u202Etxt.exe";

  it("refuses them in uploaded file names, renames and folder names", async () => {
    const bytes = Buffer.from("bidi");
    for (const extra of [{ Name: reversed }, { Name: "ok.txt", DirNames: ["a\u200Bb"] }]) {
      const meta = await alice.client.rest(`${base}/upload_meta`, {
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
        ...extra,
      });
      expect(meta.body.Error?.Type, JSON.stringify(extra)).toBe("DBFileNameError");
    }
    const file = await uploadBytes(alice.client, base, "plain.txt", bytes);
    const rename = await alice.client.rest(`${base}/update`, { Id: file.Id, Name: "a\u2066b.txt" });
    expect(rename.body.Error?.Type).toBe("DBFileNameError");
    const theirs = await bob.client.rest(`${base}/update`, { Id: file.Id, Name: "fine.txt" });
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses them in user names, system user names and role names", async () => {
    const register = await t.client().rest("/api/user/register", registerBody({ Name: "Ada\u202Eoj" }));
    expect(register.body.Error?.Type).toBe("DBNameFormatError");
    const profile = await alice.client.rest("/api/user/update_info", {
      Name: "Ada\u200Fx",
      CompanyName: "Crucible Labs",
    });
    expect(profile.body.Error?.Type).toBe("DBNameFormatError");
    const role = await admin.rest("/api/sys/_perm_role/insert", { Name: "role\u202Ex", GroupIds: [] });
    expect(role.body.Error?.Type).toBe("ServerInvalidParameter");
    const clerk = await createSystemUser(t, admin, []);
    const rename = await clerk.client.rest("/api/sys/user/update_info", { Name: "Sys\uFEFFx" });
    expect(rename.body.Error?.Type).toBe("DBNameFormatError");
  });
});

describe("template names", () => {
  const createTemplate = `mutation($input: TemplateInput!) { createTemplate(input: $input) { id name } }`;
  const input = async (name: string) => {
    const [module] = await t.app.services.db.select({ id: modules.id }).from(modules).limit(1);
    return { name, nodes: [{ key: "a", moduleId: String(module!.id), args: {}, dependsOn: [] }] };
  };

  it("refuses a template name with a right-to-left override", async () => {
    const refused = await alice.client.gql(createTemplate, { input: await input("screen\u202Edelcni") });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("ServerInvalidParameter");
    const anonymous = await t.client().gql(createTemplate, { input: await input("plain") });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("DBUserNoLogin");
  });
});

describe("processor, module, group, tag and CMS library names", () => {
  const rtl = "screen\u202Edelcni";
  const gqlCode = (result: { body: { errors?: { extensions?: { code?: unknown } }[] } }) =>
    result.body.errors?.[0]?.extensions?.code;
  const processorInput = (name: string) => ({
    name,
    args: [{ name: "input", label: "Input", format: "file", require: false }],
    outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
    timeoutSeconds: 30,
  });
  const createProcessor = `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id name } }`;

  it("refuses them in a processor's name; a plain name passes, a caller not signed in is refused", async () => {
    for (const name of [rtl, "a\u200Bb", "x\u2067y", "b\uFEFFom"]) {
      const refused = await alice.client.gql(createProcessor, { input: processorInput(name) });
      expect(gqlCode(refused), name).toBe("ServerInvalidParameter");
    }
    const created = await alice.client.gqlData<{ createProcessor: { id: string; name: string } }>(
      createProcessor,
      { input: processorInput(" Screen 2 ") },
    );
    expect(created.createProcessor.name).toBe("Screen 2");
    const renamed = await alice.client.gql(
      `mutation($id: ID!, $input: ProcessorInput!) { updateProcessor(id: $id, input: $input) { id } }`,
      { id: created.createProcessor.id, input: processorInput("a\u202Ab") },
    );
    expect(gqlCode(renamed)).toBe("ServerInvalidParameter");
    const anonymous = await t.client().gql(createProcessor, { input: processorInput("plain") });
    expect(gqlCode(anonymous)).toBe("DBUserNoLogin");
  });

  it("refuses them in module names and tags, module group names and tag templates", async () => {
    const [module] = await t.app.services.db.select({ id: modules.id }).from(modules).limit(1);
    const update = `mutation($id: ID!, $input: ModuleUpdateInput!) { updateModule(id: $id, input: $input) { id } }`;
    for (const input of [{ name: rtl }, { nameZh: "筛选\u200F" }, { tags: ["chem", "rd\u2066kit"] }]) {
      const refused = await admin.gql(update, { id: String(module!.id), input });
      expect(gqlCode(refused), JSON.stringify(input)).toBe("ServerInvalidParameter");
    }
    const group = `mutation($input: ModuleGroupInput!) { createModuleGroup(input: $input) { id } }`;
    expect(gqlCode(await admin.gql(group, { input: { name: rtl } }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await admin.gql(group, { input: { name: "Docking", nameZh: "对接\u200B" } }))).toBe(
      "ServerInvalidParameter",
    );
    const tags = `mutation($tags: [ModuleTagInput!]!) { importTagTemplates(tags: $tags) { name } }`;
    expect(gqlCode(await admin.gql(tags, { tags: [{ name: "ok" }, { name: "x\u202Dy" }] }))).toBe(
      "ServerInvalidParameter",
    );
    const rest = await admin.rest("/api/sys/tag_template/import", { Tags: [{ Name: "a\u200Cb" }] });
    expect(rest.body.Error?.Type).toBe("ServerInvalidParameter");
    const rename = `mutation { renameModuleTag(name: "chem", newName: "ch\\u202Eem") { name } }`;
    expect(gqlCode(await admin.gql(rename))).toBe("ServerInvalidParameter");
    // Without the permission, the check comes first.
    const clerk = await createSystemUser(t, admin, []);
    expect(gqlCode(await clerk.client.gql(group, { input: { name: "Plain" } }))).toBe("DBPermDenied");
  });

  it("refuses them in a CMS map library's name (insert and import)", async () => {
    const value = { name: "文档", englishName: "Docs", link: "https://docs.example.org", embedded: false };
    const insert = await admin.rest("/api/sys/cms_map_library_map/insert", {
      MapLibraryName: "li\u202Enks",
      Value: value,
    });
    expect(insert.body.Error?.Type).toBe("ServerInvalidParameter");
    const imported = await admin.rest("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "\u2068links",
      Items: [{ Value: value }],
    });
    expect(imported.body.Error?.Type).toBe("ServerInvalidParameter");
    const plain = await admin.rest("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "links",
      Items: [{ Value: value }],
    });
    expect(plain.body.Error).toBeNull();
    const anonymous = await t.client().rest("/api/sys/cms_map_library_map/import_data", {
      MapLibraryName: "links",
      Items: [{ Value: value }],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("Range reads of an empty file", () => {
  it("answers an empty 200 for a task's empty stderr, not 416", async () => {
    const taskId = await finishedTask(alice, Buffer.from("result"));
    for (const range of ["bytes=0-", "bytes=0-1023", "bytes=-500"]) {
      const response = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${taskId}?Type=Stderr`, {
        headers: { range },
      });
      expect(response.status, range).toBe(200);
      expect(await response.text()).toBe("");
    }
    const output = await alice.client.fetch(
      `/api/workflow_job_tasks/read_file/${taskId}?Type=OutFile&KeyName=out.txt`,
      { headers: { range: "bytes=1-3" } },
    );
    expect(output.status).toBe(206);
    expect(await output.text()).toBe("esu");
    const anonymous = await t.client().fetch(`/api/workflow_job_tasks/read_file/${taskId}?Type=Stderr`);
    expect(((await anonymous.json()) as { Error: { Type: string } }).Error.Type).toBe("DBUserNoLogin");
    const theirs = await bob.client.fetch(`/api/workflow_job_tasks/read_file/${taskId}?Type=Stderr`);
    expect(((await theirs.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");
  });

  it("answers an empty 200 for an empty data set file", async () => {
    const empty = await uploadBytes(alice.client, base, "empty.txt", Buffer.alloc(0));
    const response = await alice.client.fetch(`${base}/read_file/${empty.Id}`, {
      headers: { range: "bytes=0-" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("0");
    expect(await response.text()).toBe("");
  });
});

describe("REST Origin check", () => {
  it("refuses the same host on another port or scheme, accepts the exact origin", async () => {
    const port = new URL(t.url).port;
    for (const origin of [
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      "null",
    ]) {
      const result = await alice.client.rest("/api/user/session_data", {}, { headers: { origin } });
      expect(result.body.Error?.Type, origin).toBe("ServerCsrfRejected");
    }
    const same = await alice.client.rest("/api/user/session_data", {}, { headers: { origin: t.url } });
    expect(same.body.Error).toBeNull();
  });
});

describe("REST Origin check behind a trusted proxy", () => {
  it("takes the scheme from X-Forwarded-Proto", async () => {
    const proxied = await startApp({ env: { CRUCIBLE_TRUST_PROXY: "true" } });
    try {
      const carol = await registerUser(proxied);
      const host = new URL(proxied.url).host;
      const headers = (origin: string) => ({ origin, "x-forwarded-proto": "https" });
      const https = await carol.client.rest(
        "/api/user/session_data",
        {},
        { headers: headers(`https://${host}`) },
      );
      expect(https.body.Error).toBeNull();
      const http = await carol.client.rest(
        "/api/user/session_data",
        {},
        { headers: headers(`http://${host}`) },
      );
      expect(http.body.Error?.Type).toBe("ServerCsrfRejected");
    } finally {
      await proxied.stop();
    }
  });
});

describe("save_result_file_to and the storage quota", () => {
  it("never lets racing saves and an upload finish pass the quota together", async () => {
    const carol = await registerUser(t);
    await setStorageQuota(admin, 1, "MB");
    try {
      const size = 300 * 1024;
      const taskId = await finishedTask(carol, Buffer.alloc(size, 7));
      const upload = Buffer.alloc(size, 9);
      const meta = await carol.client.rest(`${base}/upload_meta`, {
        Name: "upload.bin",
        Size: upload.length,
        Sha256: sha256Hex(upload),
      });
      expect(meta.body.Error?.Type).toBe("DBNotExist");
      const { UploadId } = meta.body.Error!.Meta as unknown as MetaError;
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          carol.client.rest<UploadedFile>("/api/workflow_job_tasks/save_result_file_to", {
            JobTaskId: taskId,
            KeyName: "out.txt",
            Name: `saved${i}.bin`,
          }),
        ),
        sendChunk(carol.client, base, UploadId, 0, upload),
      ]);
      const stored = answers.filter((a) => a.body.Error === null);
      const refused = answers.filter((a) => a.body.Error !== null);
      // 1 MiB holds three files of 300 KiB, whichever of the nine requests they come from.
      expect(stored.length).toBe(3);
      for (const answer of refused) expect(answer.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      const usage = await carol.client.ok<{ Used: number; Quota: number }>(`${base}/total_usage_size`, {});
      expect(usage.Used).toBeLessThanOrEqual(usage.Quota);
      expect(usage.Used).toBe(3 * size);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("refuses a caller who is not signed in, a system user, and another user's task", async () => {
    const taskId = await finishedTask(alice, Buffer.from("mine"));
    const body = { JobTaskId: taskId, KeyName: "out.txt" };
    const anonymous = await t.client().rest("/api/workflow_job_tasks/save_result_file_to", body);
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const sys = await admin.rest("/api/workflow_job_tasks/save_result_file_to", body);
    expect(sys.body.Error?.Type).toBe("DBUserNoLogin");
    const theirs = await bob.client.rest("/api/workflow_job_tasks/save_result_file_to", body);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    const bidi = await alice.client.rest("/api/workflow_job_tasks/save_result_file_to", {
      ...body,
      Name: "evil\u202Etxt.exe",
    });
    expect(bidi.body.Error?.Type).toBe("DBFileNameError");
    const saved = await alice.client.ok<UploadedFile>("/api/workflow_job_tasks/save_result_file_to", body);
    expect(saved).toMatchObject({ Name: "out.txt", Size: 4 });
  });
});

/** Runs the real gateway entry point and answers its exit code and what it printed. */
async function runGateway(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "crucible-dburl-"));
  try {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "gateway/src/main.ts")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        CRUCIBLE_DATA_DIR: dataDir,
        CRUCIBLE_WARM_UP: "false",
        CRUCIBLE_SCHEDULER: "false",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { code, output };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe("DATABASE_URL", () => {
  it("refuses a URL that is not postgres:// or postgresql:// with one line", async () => {
    const { code, output } = await runGateway({ DATABASE_URL: "mysql://root:pw@127.0.0.1:3306/crucible" });
    expect(code).not.toBe(0);
    expect(output.trim().split("\n")).toEqual([
      "crucible: DATABASE_URL must start with postgres:// or postgresql:// (got mysql://)",
    ]);
  }, 60_000);

  it("says which server could not be reached, in one line without the password", async () => {
    const port = await freePort();
    const { code, output } = await runGateway({
      DATABASE_URL: `postgresql://crucible:s3cret@127.0.0.1:${port}/crucible`,
    });
    expect(code).not.toBe(0);
    expect(output.trim().split("\n")).toEqual([
      `crucible: could not reach PostgreSQL at 127.0.0.1:${port}/crucible: ECONNREFUSED`,
    ]);
    expect(output).not.toContain("s3cret");
  }, 60_000);
});
