/** The upload protocol (spec §4, §7, §9) on data set files: meta, chunks, hash, resume, names, quota. */
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { chunkBytes, sendChunk, sha256Hex, uploadBytes, type MetaError } from "../support/uploads.js";

const base = "/api/workflow_job_task_data_source_file";
const sysBase = "/api/sys/workflow_job_task_data_source_file";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t?.stop());

async function meta(client: Client, body: Record<string, unknown>) {
  return client.rest<{ Done: boolean }>(`${base}/upload_meta`, body);
}

describe("workflow_job_task_data_source_file/upload_meta", () => {
  it("refuses a caller who is not signed in", async () => {
    const bytes = randomBytes(10);
    const result = await meta(t.client(), { Name: "a.txt", Size: 10, Sha256: sha256Hex(bytes) });
    expect(result.status).toBe(401);
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("answers DBNotExist with where to start for bytes it has not seen", async () => {
    const bytes = randomBytes(100);
    const result = await meta(alice.client, { Name: "new.txt", Size: 100, Sha256: sha256Hex(bytes) });
    expect(result.status).toBe(404);
    expect(result.body.Error?.Type).toBe("DBNotExist");
    const m = result.body.Error?.Meta as unknown as MetaError;
    expect(m.Received).toBe(0);
    expect(m.ChunkSize).toBe(chunkBytes);
    expect(m.UploadId).toBeGreaterThan(0);
  });

  it.each([
    ["../etc/passwd"],
    ["/etc/passwd"],
    ["a\u0000b.txt"],
    ["名字.txt"],
    ["a\u2024\u2024b"],
    [".."],
    ["a<b>.txt"],
  ])("refuses the file name %j", async (name) => {
    const result = await meta(alice.client, { Name: name, Size: 1, Sha256: sha256Hex(Buffer.from("x")) });
    expect(result.body.Error?.Type).toBe("DBFileNameError");
  });

  it("refuses traversal in DirNames", async () => {
    for (const dirNames of [[".."], ["a", "..", "b"], ["/abs"], ["a\\b"]]) {
      const result = await meta(alice.client, {
        Name: "x.txt",
        Size: 1,
        Sha256: sha256Hex(Buffer.from("x")),
        DirNames: dirNames,
      });
      expect(result.body.Error?.Type).toBe("DBFileNameError");
    }
  });

  it("turns spaces into underscores", async () => {
    const file = await uploadBytes(alice.client, base, "my data.csv", Buffer.from("a,b\n1,2\n"));
    expect(file.Name).toBe("my_data.csv");
  });

  it("refuses a lower-case or malformed hash", async () => {
    const result = await meta(alice.client, { Name: "x.txt", Size: 1, Sha256: "abc" });
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses a file larger than the maximum file size", async () => {
    const result = await meta(alice.client, {
      Name: "huge.bin",
      Size: 11 * 1024 ** 3,
      Sha256: sha256Hex(Buffer.from("x")),
    });
    expect(result.body.Error?.Type).toBe("DBFileTooLarge");
  });

  it("refuses normal users the public and module-demo kinds", async () => {
    const result = await meta(alice.client, {
      Name: "p.txt",
      Size: 1,
      Sha256: sha256Hex(Buffer.from("p")),
      Kind: "public",
    });
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});

describe("workflow_job_task_data_source_file/upload_file", () => {
  it("stores a multi-chunk file whose hash matches, in its folder", async () => {
    const bytes = randomBytes(2 * chunkBytes + 123);
    const file = await uploadBytes(alice.client, base, "three.bin", bytes, { DirNames: ["proj", "run1"] });
    expect(file.Size).toBe(bytes.length);
    expect(file.Sha256).toBe(sha256Hex(bytes));
    expect(file.Folder).toBe("proj/run1");
    const read = await alice.client.fetch(`${base}/read_file/${file.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses chunks out of order, too large or past the declared size", async () => {
    const bytes = randomBytes(chunkBytes + 10);
    const start = await meta(alice.client, {
      Name: "order.bin",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const skipped = await sendChunk(alice.client, base, UploadId, 1, bytes.subarray(chunkBytes));
    expect(skipped.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(skipped.body.Error?.Meta).toEqual({ Received: 0 });
    const tooBig = await sendChunk(alice.client, base, UploadId, 0, randomBytes(chunkBytes + 1));
    expect(tooBig.status).toBe(413);
    const short = await sendChunk(alice.client, base, UploadId, 0, bytes.subarray(0, 100));
    expect(short.body.Error?.Type).toBe("ServerInvalidParameter");
    const small = Buffer.from("abc");
    const smallStart = await meta(alice.client, { Name: "small.bin", Size: 3, Sha256: sha256Hex(small) });
    const smallId = (smallStart.body.Error?.Meta as unknown as MetaError).UploadId;
    const past = await sendChunk(alice.client, base, smallId, 0, Buffer.from("abcdef"));
    expect(past.body.Error?.Type).toBe("DBFileTooLarge");
  });

  it("refuses a total that does not match the hash, and no file appears", async () => {
    const declared = randomBytes(50);
    const start = await meta(alice.client, { Name: "liar.bin", Size: 50, Sha256: sha256Hex(declared) });
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const result = await sendChunk(alice.client, base, UploadId, 0, randomBytes(50));
    expect(result.body.Error?.Type).toBe("DBFileSha256Invalid");
    const list = await alice.client.ok<{ Total: number }>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Name", Value: "liar.bin" }] }] },
    });
    expect(list.Total).toBe(0);
  });

  it("resumes an interrupted upload from the last stored chunk", async () => {
    const bytes = randomBytes(3 * chunkBytes);
    const body = { Name: "resume.bin", Size: bytes.length, Sha256: sha256Hex(bytes) };
    const first = await meta(alice.client, body);
    const { UploadId } = first.body.Error?.Meta as unknown as MetaError;
    await sendChunk(alice.client, base, UploadId, 0, bytes.subarray(0, chunkBytes));
    // A page reload: the client asks again and is told where to go on.
    const again = await meta(alice.client.clone(), body);
    expect(again.body.Error?.Meta).toEqual({ UploadId, Received: chunkBytes, ChunkSize: chunkBytes });
    const file = await uploadBytes(alice.client, base, "resume.bin", bytes);
    expect(file.Sha256).toBe(sha256Hex(bytes));
  });

  it("does not let another user send chunks into an upload", async () => {
    const bytes = randomBytes(20);
    const start = await meta(alice.client, { Name: "mine.bin", Size: 20, Sha256: sha256Hex(bytes) });
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const result = await sendChunk(bob.client, base, UploadId, 0, bytes);
    expect(result.status).toBe(404);
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses a chunk body that is not application/octet-stream bytes without the CSRF header", async () => {
    const response = await alice.client.fetch(`${base}/upload_file?UploadId=1&Index=0`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: Buffer.from("x"),
    });
    expect(response.status).toBe(403);
  });
});

describe("deduplication", () => {
  it("finishes a re-upload of the caller's own bytes in one call", async () => {
    const bytes = randomBytes(4096);
    const first = await uploadBytes(alice.client, base, "dup.bin", bytes);
    const again = await meta(alice.client, { Name: "dup.bin", Size: bytes.length, Sha256: sha256Hex(bytes) });
    expect(again.body.Error).toBeNull();
    const second = (again.body.Data as unknown as { File: { Id: number; Name: string } }).File;
    expect(second.Id).not.toBe(first.Id);
    expect(second.Name).toBe("dup_1.bin");
  });

  it("does not tell one user that another holds the same bytes", async () => {
    const bytes = randomBytes(2048);
    await uploadBytes(alice.client, base, "secret.bin", bytes);
    const probe = await meta(bob.client, { Name: "probe.bin", Size: bytes.length, Sha256: sha256Hex(bytes) });
    expect(probe.body.Error?.Type).toBe("DBNotExist");
    expect((probe.body.Error?.Meta as unknown as MetaError).Received).toBe(0);
    const file = await uploadBytes(bob.client, base, "probe.bin", bytes);
    expect(file.Sha256).toBe(sha256Hex(bytes));
  });

  it("keeps one blob for equal bytes and removes it only when nothing references it", async () => {
    const bytes = randomBytes(3000);
    const a = await uploadBytes(alice.client, base, "shared.bin", bytes);
    const b = await uploadBytes(bob.client, base, "shared.bin", bytes);
    const blobDir = path.join(
      t.app.services.config.dataDir,
      "blobs",
      a.Sha256.slice(0, 2),
      a.Sha256.slice(2, 4),
    );
    expect(await readdir(blobDir)).toContain(a.Sha256);
    await alice.client.ok(`${base}/delete_hard/${a.Id}`);
    expect(await readdir(blobDir)).toContain(a.Sha256);
    const stillThere = await bob.client.fetch(`${base}/read_file/${b.Id}`);
    expect(Buffer.from(await stillThere.arrayBuffer()).equals(bytes)).toBe(true);
    await bob.client.ok(`${base}/delete_hard/${b.Id}`);
    expect(await readdir(blobDir)).not.toContain(a.Sha256);
  });
});

describe("storage quota", () => {
  it("refuses an upload over the quota before any byte is written", async () => {
    await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
      DataJson: {
        Upload: {
          UserAvatarSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
          CoverImageSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
          UserStorageQuota: { Max: 1, Unit: "MB" },
          MaxFileSize: { Max: 10, Unit: "GB" },
        },
        User: { Register: true, Feedback: true },
      },
    });
    try {
      const carol = await registerUser(t);
      const bytes = randomBytes(2 * chunkBytes);
      const result = await meta(carol.client, {
        Name: "big.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(result.status).toBe(413);
      expect(result.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      const usage = await carol.client.ok<{ Used: number; Quota: number }>(`${base}/total_usage_size`, {});
      expect(usage).toEqual({ Used: 0, Quota: 1024 * 1024 });
    } finally {
      await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
        DataJson: {
          Upload: {
            UserAvatarSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
            CoverImageSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
            UserStorageQuota: { Max: 10, Unit: "GB" },
            MaxFileSize: { Max: 10, Unit: "GB" },
          },
          User: { Register: true, Feedback: true },
        },
      });
    }
  });
});

describe("sys/workflow_job_task_data_source_file", () => {
  it("lets an administrator with the permission publish a public file that every user reads", async () => {
    const curator = await createSystemUser(t, admin, [
      "Workflow.Job.Task.DataSourceFile.Read",
      "Workflow.Job.Task.DataSourceFile.Update",
    ]);
    const bytes = Buffer.from("SMILES,Name\nCCO,ethanol\n");
    const file = await uploadBytes(curator.client, sysBase, "public.csv", bytes, { Kind: "public" });
    expect(file.Kind).toBe("public");
    expect(file.OwnerId).toBeNull();
    const read = await bob.client.fetch(`${base}/read_file/${file.Id}`);
    expect(await read.text()).toBe(bytes.toString());
    const refused = await bob.client.rest(`${base}/delete_soft/${file.Id}`);
    expect(refused.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses a system user without the permission", async () => {
    const other = await createSystemUser(t, admin, ["User.Read"]);
    const result = await other.client.rest(`${sysBase}/upload_meta`, {
      Name: "x.csv",
      Size: 1,
      Sha256: sha256Hex(Buffer.from("x")),
    });
    expect(result.status).toBe(403);
    expect(result.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Workflow.Job.Task.DataSourceFile.Update",
    });
  });
});
