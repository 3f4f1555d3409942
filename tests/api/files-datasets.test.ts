/** Data set files: listing, folders, search, rename, move, tags, recycle bin, favourites, reads, zips. */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFiles } from "../../gateway/src/db/datasets.js";
import { zipEntryNames } from "../../gateway/src/rest/files.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { uploadBytes, type UploadedFile } from "../support/uploads.js";

const base = "/api/workflow_job_task_data_source_file";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let csv: UploadedFile;
let log: UploadedFile;
const logBytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => `line ${i}\n`).join(""));

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  csv = await uploadBytes(alice.client, base, "table.csv", Buffer.from("a,b\n1,2\n3,4\n"), {
    DirNames: ["data"],
  });
  log = await uploadBytes(alice.client, base, "run.log", logBytes, { DirNames: ["data", "logs"] });
});
afterAll(async () => t?.stop());

/**
 * The entries of a zip answer, read back with Info-ZIP `unzip` (a real reader, not ours): names from
 * `zipinfo -1`, bytes with `unzip -p` per entry.
 */
async function unzipEntries(response: Response): Promise<Map<string, Buffer>> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  const dir = await mkdtemp(path.join(tmpdir(), "crucible-zip-"));
  try {
    const file = path.join(dir, "out.zip");
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    await run("unzip", ["-tq", file]);
    const names = (await run("zipinfo", ["-1", file])).toString().split("\n").filter(Boolean);
    const entries = new Map<string, Buffer>();
    for (const name of names) {
      // unzip takes wildcards in entry names: escape them so each name matches only itself.
      entries.set(name, await run("unzip", ["-p", file, name.replace(/[[\]*?\\]/g, "\\$&")]));
    }
    return entries;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

interface Page {
  List: UploadedFile[];
  Total: number;
}

describe("workflow_job_task_data_source_file/query_page", () => {
  it("lists the caller's files and never another user's", async () => {
    const mine = await alice.client.ok<Page>(`${base}/query_page`, {});
    expect(mine.List.map((f) => f.Id)).toEqual(expect.arrayContaining([csv.Id, log.Id]));
    const theirs = await bob.client.ok<Page>(`${base}/query_page`, {});
    expect(theirs.List.map((f) => f.Id)).not.toContain(csv.Id);
  });

  it("searches by name, folder, size with units and date", async () => {
    const byName = await alice.client.ok<Page>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Name", Value: "tab", Symbol: "LIKE" }] }] },
    });
    expect(byName.List.map((f) => f.Id)).toEqual([csv.Id]);
    const bySize = await alice.client.ok<Page>(`${base}/query_page`, {
      Where: {
        Lvg: [
          {
            Values: [
              { Name: "Size", Value: "10 KB", Symbol: ">=" },
              { Name: "Kind", Value: "private" },
            ],
          },
        ],
      },
    });
    expect(bySize.List.map((f) => f.Id)).toEqual([log.Id]);
    const byFolder = await alice.client.ok<Page>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Folder", Value: "data/logs" }] }] },
    });
    expect(byFolder.List.map((f) => f.Id)).toEqual([log.Id]);
    const badSize = await alice.client.rest(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Size", Value: "ten", Symbol: ">=" }] }] },
    });
    expect(badSize.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("answers the folders of a kind", async () => {
    expect(await alice.client.ok(`${base}/folders`, { Kind: "private" })).toEqual(["data", "data/logs"]);
    expect(await bob.client.ok(`${base}/folders`, { Kind: "private" })).toEqual([]);
  });
});

describe("workflow_job_task_data_source_file/update", () => {
  it("renames, moves and tags the caller's file", async () => {
    const file = await uploadBytes(alice.client, base, "move.txt", Buffer.from("move me"));
    const updated = await alice.client.ok<UploadedFile & { Tags: string[] }>(`${base}/update`, {
      Id: file.Id,
      Name: "moved.txt",
      DirNames: ["archive", "2026"],
      Tags: ["kinase", "screen"],
    });
    expect(updated).toMatchObject({ Name: "moved.txt", Folder: "archive/2026", Tags: ["kinase", "screen"] });
    // The Tags field is the tags as the list shows them: "=" matches the whole list a web filter
    // ticks, LIKE a tag or part of one, and neither another user's files.
    const where = (Value: string, Symbol: string) => ({
      Where: { Lvg: [{ Values: [{ Name: "Tags", Value, Symbol }] }] },
    });
    const ids = async (user: typeof alice, Value: string, Symbol: string) =>
      (await user.client.ok<Page>(`${base}/query_page`, where(Value, Symbol))).List.map((f) => f.Id);
    expect(await ids(alice, "kinase, screen", "=")).toEqual([file.Id]);
    expect(await ids(alice, "kinase", "=")).toEqual([]);
    expect(await ids(alice, "scree", "LIKE")).toEqual([file.Id]);
    expect(await ids(bob, "kinase", "LIKE")).toEqual([]);
  });

  it("refuses a traversal name and another user's file", async () => {
    const bad = await alice.client.rest(`${base}/update`, { Id: csv.Id, Name: "../x" });
    expect(bad.body.Error?.Type).toBe("DBFileNameError");
    const other = await bob.client.rest(`${base}/update`, { Id: csv.Id, Name: "mine.csv" });
    expect(other.status).toBe(404);
    expect(other.body.Error?.Type).toBe("DBDataNotExist");
  });
});

describe("recycle bin and favourites", () => {
  it("soft-removes, lists in the bin, recovers and purges", async () => {
    const file = await uploadBytes(alice.client, base, "bin.txt", randomBytes(10));
    await alice.client.ok(`${base}/delete_soft/${file.Id}`);
    const live = await alice.client.ok<Page>(`${base}/query_page`, {});
    expect(live.List.map((f) => f.Id)).not.toContain(file.Id);
    const bin = await alice.client.ok<Page>(`${base}/query_page`, { Deleted: true });
    expect(bin.List.map((f) => f.Id)).toContain(file.Id);
    await alice.client.ok(`${base}/delete_cancel/${file.Id}`);
    await alice.client.ok(`${base}/delete_hard/${file.Id}`);
    const gone = await alice.client.rest(`${base}/read/${file.Id}`);
    expect(gone.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("marks favourites, shown in GraphQL and filtered on the server", async () => {
    await alice.client.ok(`${base}/favorite_add/${csv.Id}`);
    const data = await alice.client.gqlData<{ dataFile: { favorite: boolean } }>(
      `query($id: ID!) { dataFile(id: $id) { favorite } }`,
      { id: String(csv.Id) },
    );
    expect(data.dataFile.favorite).toBe(true);
    const favourites = await alice.client.ok<Page>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Favorite", Value: "true" }] }] },
    });
    expect(favourites.List.map((f) => f.Id)).toEqual([csv.Id]);
    // Another user's favourites are theirs alone.
    const bobs = await bob.client.ok<Page>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Favorite", Value: "true" }] }] },
    });
    expect(bobs.Total).toBe(0);
    await alice.client.ok(`${base}/favorite_del/${csv.Id}`);
  });

  it("answers the owner's account and back-office read paths to administrators", async () => {
    const data = await admin.gqlData<{
      sysDataFiles: { list: { id: string; ownerAccount: string | null; readUrl: string }[] };
    }>(`{ sysDataFiles(query: { limit: 100 }) { list { id ownerAccount readUrl } } }`);
    const row = data.sysDataFiles.list.find((f) => f.id === String(csv.Id));
    expect(row?.ownerAccount).toBe(alice.account);
    expect(row?.readUrl).toBe(`/api/sys/workflow_job_task_data_source_file/read_file/${csv.Id}`);
    const mine = await alice.client.gqlData<{ dataFile: { readUrl: string } }>(
      `query($id: ID!) { dataFile(id: $id) { readUrl } }`,
      { id: String(csv.Id) },
    );
    expect(mine.dataFile.readUrl).toBe(`${base}/read_file/${csv.Id}`);
  });
});

describe("workflow_job_task_data_source_file/read_file", () => {
  it("answers a Range with 206 and content-range, as the previewer asks", async () => {
    const response = await alice.client.fetch(`${base}/read_file/${log.Id}`, {
      headers: { range: "bytes=0-9" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-9/${logBytes.length}`);
    expect(await response.text()).toBe(logBytes.subarray(0, 10).toString());
  });

  it("reads the end of a log with a suffix range", async () => {
    const response = await alice.client.fetch(`${base}/read_file/${log.Id}`, {
      headers: { range: "bytes=-12" },
    });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe(logBytes.subarray(logBytes.length - 12).toString());
  });

  it("reads a whole short log when the suffix range is longer than the file", async () => {
    const response = await alice.client.fetch(`${base}/read_file/${log.Id}`, {
      headers: { range: `bytes=-${logBytes.length + 1000}` },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-${logBytes.length - 1}/${logBytes.length}`);
    expect(await response.text()).toBe(logBytes.toString());
  });

  it("answers 416 for a range past the end", async () => {
    const response = await alice.client.fetch(`${base}/read_file/${csv.Id}`, {
      headers: { range: "bytes=9999-" },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${csv.Size}`);
  });

  it("serves text as plain text with nosniff and a sandbox policy", async () => {
    const html = await uploadBytes(alice.client, base, "page.html", Buffer.from("<script>alert(1)</script>"));
    const response = await alice.client.fetch(`${base}/read_file/${html.Id}`);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers another user's file like a missing one, and refuses a caller not signed in", async () => {
    const other = await bob.client.fetch(`${base}/read_file/${csv.Id}`);
    expect(other.status).toBe(404);
    const missing = await bob.client.fetch(`${base}/read_file/99999999`);
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    const anonymous = await t.client().fetch(`${base}/read_file/${csv.Id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe("download_file and zip_download", () => {
  it("downloads with a safe attachment name", async () => {
    const response = await alice.client.fetch(`${base}/download_file/${csv.Id}`);
    // An ASCII name is quoted as it is; the UTF-8 form (filename*) goes with names that need it.
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="table.csv"`);
    expect(await response.text()).toBe("a,b\n1,2\n3,4\n");
  });

  it("streams a zip of two files with their folder paths as entry names", async () => {
    const response = await alice.client.fetch(`${base}/zip_download/${csv.Id},${log.Id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const text = bytes.toString("latin1");
    expect(text).toContain("data/table.csv");
    expect(text).toContain("data/logs/run.log");
    expect(text).not.toContain("../");
  });

  it("zips three files: exactly those entries with their bytes", async () => {
    const bin = randomBytes(200_000);
    const third = await uploadBytes(alice.client, base, "blob.zip", bin, { DirNames: ["raw"] });
    const entries = await unzipEntries(
      await alice.client.fetch(`${base}/zip_download/${csv.Id},${log.Id},${third.Id}`),
    );
    expect([...entries.keys()].sort()).toEqual(["data/logs/run.log", "data/table.csv", "raw/blob.zip"]);
    expect(entries.get("data/table.csv")!.toString()).toBe("a,b\n1,2\n3,4\n");
    expect(entries.get("data/logs/run.log")!.equals(logBytes)).toBe(true);
    expect(entries.get("raw/blob.zip")!.equals(bin)).toBe(true);
  });

  it("sanitises hostile stored names into safe, distinct entry names", async () => {
    // Names the upload checks refuse, written straight into the table as an old import might have
    // (PostgreSQL text cannot hold NUL; zipEntryNames treats it like the other control characters).
    const [source] = await t.app.services.db.select().from(dataFiles).where(eq(dataFiles.id, csv.Id));
    const hostile: { folder: string; name: string }[] = [
      { folder: "..", name: "x" },
      { folder: "", name: "/abs" },
      { folder: "a\\b", name: "c" },
      { folder: "ctl", name: "a\u0001b.txt" },
      { folder: "../../etc", name: "passwd" },
    ];
    const ids: number[] = [];
    for (const { folder, name } of hostile) {
      const [row] = await t.app.services.db
        .insert(dataFiles)
        .values({
          kind: "private",
          ownerId: alice.id,
          folder,
          name,
          blobId: source!.blobId,
          size: source!.size,
          sha256: source!.sha256,
          mime: "text/plain",
        })
        .returning();
      ids.push(row!.id);
    }
    const entries = await unzipEntries(await alice.client.fetch(`${base}/zip_download/${ids.join(",")}`));
    expect([...entries.keys()].sort()).toEqual(["_abs", "a_b/c", "ctl/a_b.txt", "etc/passwd", "x"]);
    for (const bytes of entries.values()) expect(bytes.toString()).toBe("a,b\n1,2\n3,4\n");
    const file = { folder: "", size: 1, sha256: "" };
    expect(
      zipEntryNames([
        { ...file, name: "a\u0000b.txt" },
        { ...file, name: "a\u0000b.txt" },
        { ...file, folder: "/", name: ".." },
      ]),
    ).toEqual(["a_b.txt", "a_b_1.txt", "file"]);
  });

  it("refuses a zip that names another user's file, and malformed id lists", async () => {
    const other = await bob.client.fetch(`${base}/zip_download/${csv.Id}`);
    expect(other.status).toBe(404);
    const bad = await alice.client.fetch(`${base}/zip_download/1,abc`);
    expect(bad.status).toBe(400);
  });
});

describe("feature switch Workflow", () => {
  it("turns the data set calls off with FeatureNotEnabled", async () => {
    const switches = await admin.ok<Record<string, unknown>>("/api/sys/module_config/data");
    await admin.ok("/api/sys/module_config/set", { ...switches, Workflow: { Enabled: false } });
    try {
      const result = await alice.client.rest(`${base}/query_page`, {});
      expect(result.status).toBe(403);
      expect(result.body.Error).toMatchObject({ Type: "FeatureNotEnabled", Value: "Workflow" });
      const gql = await alice.client.gql(`{ dataFiles { total } }`);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe("FeatureNotEnabled");
    } finally {
      await admin.ok("/api/sys/module_config/set", switches);
    }
  });
});
