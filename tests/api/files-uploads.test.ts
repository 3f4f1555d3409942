/** The upload protocol (spec §4, §7, §9) on data set files: meta, chunks, hash, resume, names, quota. */
import { randomBytes } from "node:crypto";
import { chmod, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadChunks, uploads } from "../../gateway/src/db/schema.js";
import { uploadReservationMs } from "../../gateway/src/domain/files/uploads.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, setStorageQuota, type NormalUser } from "../support/factories.js";
import type { Client, RestResult } from "../support/http.js";
import { pngBytes } from "../support/images.js";
import {
  chunkBytes,
  sendChunk,
  sha256Hex,
  uploadBytes,
  type MetaError,
  type UploadedFile,
} from "../support/uploads.js";

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

/** The file a meta step answered (it fails the test on an error). */
function doneFile(result: RestResult<{ Done: boolean }>): UploadedFile {
  expect(result.body.Error, JSON.stringify(result.body.Error)).toBeNull();
  return (result.body.Data as unknown as { File: UploadedFile }).File;
}

/** How many data set files the caller owns (the list holds the shared ones too). */
async function ownFileCount(client: Client): Promise<number> {
  const page = await client.ok<{ List: UploadedFile[] }>(`${base}/query_page`, { Limit: 100 });
  return page.List.filter((f) => f.OwnerId !== null).length;
}

/**
 * Uploads like the CLI does: after a chunk refused as out of order (another upload of the same file
 * moved it on), the meta step says where to go on, or answers the file.
 */
async function uploadResuming(client: Client, name: string, bytes: Buffer): Promise<UploadedFile> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const start = await meta(client, { Name: name, Size: bytes.length, Sha256: sha256Hex(bytes) });
    if (!start.body.Error) return doneFile(start);
    expect(start.body.Error.Type).toBe("DBNotExist");
    const { UploadId, Received } = start.body.Error.Meta as unknown as MetaError;
    for (let offset = Received; offset < bytes.length; offset += chunkBytes) {
      const sent = await sendChunk(
        client,
        base,
        UploadId,
        offset / chunkBytes,
        bytes.subarray(offset, offset + chunkBytes),
      );
      if (sent.body.Error) {
        expect(["ServerInvalidParameter", "DBDataNotExist"]).toContain(sent.body.Error.Type);
        break;
      }
      if (sent.body.Data.Done) return sent.body.Data.File!;
    }
  }
  throw new Error("the upload did not finish in 50 attempts");
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

  it("takes chunks in any order; refuses them too large, past the declared size or of the wrong length", async () => {
    const bytes = randomBytes(chunkBytes + 10);
    const start = await meta(alice.client, {
      Name: "order.bin",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    // The second chunk first: stored; the answer counts the bytes stored, the meta step says where the
    // stored chunks stop following each other (the first is still missing).
    const second = await sendChunk(alice.client, base, UploadId, 1, bytes.subarray(chunkBytes));
    expect(second.body.Data).toEqual({ Done: false, Received: 10 });
    const resume = await meta(alice.client, {
      Name: "order.bin",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    expect(resume.body.Error?.Meta).toEqual({ UploadId, Received: 0, ChunkSize: chunkBytes });
    const tooBig = await sendChunk(alice.client, base, UploadId, 0, randomBytes(chunkBytes + 1));
    expect(tooBig.status).toBe(413);
    const short = await sendChunk(alice.client, base, UploadId, 0, bytes.subarray(0, 100));
    expect(short.body.Error?.Type).toBe("ServerInvalidParameter");
    const beyond = await sendChunk(alice.client, base, UploadId, 2, Buffer.from("x"));
    expect(beyond.body.Error?.Type).toBe("DBFileTooLarge");
    const negative = await sendChunk(alice.client, base, UploadId, -1, bytes.subarray(0, chunkBytes));
    expect(negative.body.Error?.Type).toBe("ServerInvalidParameter");
    const small = Buffer.from("abc");
    const smallStart = await meta(alice.client, { Name: "small.bin", Size: 3, Sha256: sha256Hex(small) });
    const smallId = (smallStart.body.Error?.Meta as unknown as MetaError).UploadId;
    const past = await sendChunk(alice.client, base, smallId, 0, Buffer.from("abcdef"));
    expect(past.body.Error?.Type).toBe("DBFileTooLarge");
    // The first chunk completes the upload.
    const first = await sendChunk(alice.client, base, UploadId, 0, bytes.subarray(0, chunkBytes));
    expect(first.body.Error).toBeNull();
    expect(first.body.Data.File?.Sha256).toBe(sha256Hex(bytes));
    const read = await alice.client.fetch(`${base}/read_file/${first.body.Data.File!.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("takes chunks sent all at once in shuffled order: the one that completes the upload makes the file", async () => {
    const bytes = randomBytes(6 * chunkBytes + 5);
    const start = await meta(alice.client, {
      Name: "shuffled.bin",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const chunk = (i: number) => bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes);
    const answers = await Promise.all(
      [4, 1, 6, 0, 3, 5, 2].map((i) => sendChunk(alice.client, base, UploadId, i, chunk(i))),
    );
    expect(answers.map((answer) => answer.body.Error)).toEqual(answers.map(() => null));
    const done = answers.filter((answer) => answer.body.Data.Done);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.Data.File?.Sha256).toBe(sha256Hex(bytes));
    const read = await alice.client.fetch(`${base}/read_file/${done[0]!.body.Data.File!.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    // The upload is finished: a chunk sent to it now (a stale writer) is refused, and changes nothing.
    const late = await sendChunk(alice.client, base, UploadId, 2, randomBytes(chunkBytes));
    expect(late.status).toBe(404);
    expect(late.body.Error?.Type).toBe("DBDataNotExist");
    const again = await alice.client.fetch(`${base}/read_file/${done[0]!.body.Data.File!.Id}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("finishes at the next meta step an upload whose every chunk was recorded but never finished", async () => {
    const bytes = randomBytes(chunkBytes + 300);
    const body = { Name: "orphaned.bin", Size: bytes.length, Sha256: sha256Hex(bytes) };
    const start = await meta(alice.client, body);
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    await sendChunk(alice.client, base, UploadId, 0, bytes.subarray(0, chunkBytes));
    // What a gateway killed right after recording the last chunk leaves: the chunk's file and its record.
    const folder = path.join(t.app.services.config.dataDir, "upload-chunks", String(UploadId));
    await writeFile(path.join(folder, "1.killed"), bytes.subarray(chunkBytes));
    const { db } = t.app.services;
    await db.insert(uploadChunks).values({ uploadId: UploadId, index: 1, size: 300, file: "1.killed" });
    await db.update(uploads).set({ chunks: 2, received: bytes.length }).where(eq(uploads.id, UploadId));
    const finished = doneFile(await meta(alice.client, body));
    expect(finished.Sha256).toBe(sha256Hex(bytes));
    const read = await alice.client.fetch(`${base}/read_file/${finished.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    await expect(readdir(folder)).rejects.toThrow();
  });

  it("answers a chunk sent again as stored, and refuses other bytes at a stored index", async () => {
    const bytes = randomBytes(2 * chunkBytes);
    const body = { Name: "twice.bin", Size: bytes.length, Sha256: sha256Hex(bytes) };
    const start = await meta(alice.client, body);
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const first = bytes.subarray(0, chunkBytes);
    expect((await sendChunk(alice.client, base, UploadId, 0, first)).body.Data).toEqual({
      Done: false,
      Received: chunkBytes,
    });
    // Its answer was lost, the client sends it again: the same bytes are answered as stored.
    expect((await sendChunk(alice.client, base, UploadId, 0, first)).body.Data).toEqual({
      Done: false,
      Received: chunkBytes,
    });
    const forged = await sendChunk(alice.client, base, UploadId, 0, randomBytes(chunkBytes));
    expect(forged.status).toBe(409);
    expect(forged.body.Error?.Type).toBe("DBDuplicate");
    expect((await meta(alice.client, body)).body.Error?.Meta).toEqual({
      UploadId,
      Received: chunkBytes,
      ChunkSize: chunkBytes,
    });
    const last = await sendChunk(alice.client, base, UploadId, 1, bytes.subarray(chunkBytes));
    expect(last.body.Data.File?.Sha256).toBe(sha256Hex(bytes));
  });

  it("checks a chunk of an upload the gateway is assembling like any other: resent, forged, another user's, misplaced", async () => {
    const bytes = randomBytes(4 * chunkBytes);
    const body = { Name: "assembled.bin", Size: bytes.length, Sha256: sha256Hex(bytes) };
    const start = await meta(alice.client, body);
    const { UploadId } = start.body.Error?.Meta as unknown as MetaError;
    const chunk = (i: number) => bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes);
    // The first chunk makes this gateway's assembly of the upload; the next ones are recorded without
    // reading the upload's row again.
    expect((await sendChunk(alice.client, base, UploadId, 0, chunk(0))).body.Data.Received).toBe(chunkBytes);
    expect((await sendChunk(alice.client, base, UploadId, 1, chunk(1))).body.Data).toEqual({
      Done: false,
      Received: 2 * chunkBytes,
    });
    expect((await sendChunk(alice.client, base, UploadId, 1, chunk(1))).body.Data).toEqual({
      Done: false,
      Received: 2 * chunkBytes,
    });
    const forged = await sendChunk(alice.client, base, UploadId, 1, randomBytes(chunkBytes));
    expect(forged.body.Error?.Type).toBe("DBDuplicate");
    const intruder = await registerUser(t);
    const foreign = await sendChunk(intruder.client, base, UploadId, 2, chunk(2));
    expect(foreign.status).toBe(404);
    expect(foreign.body.Error?.Type).toBe("DBDataNotExist");
    const past = await sendChunk(alice.client, base, UploadId, 4, randomBytes(10));
    expect(past.body.Error?.Type).toBe("DBFileTooLarge");
    const short = await sendChunk(alice.client, base, UploadId, 2, randomBytes(10));
    expect(short.body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await sendChunk(alice.client, base, UploadId, 2, chunk(2))).body.Data.Received).toBe(
      3 * chunkBytes,
    );
    const last = await sendChunk(alice.client, base, UploadId, 3, chunk(3));
    expect(last.body.Data.File?.Sha256).toBe(sha256Hex(bytes));
    const read = await alice.client.fetch(`${base}/read_file/${last.body.Data.File!.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
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
  it("answers the stored file for the same bytes under the same name in the same folder, counting nothing again", async () => {
    const dan = await registerUser(t);
    const files = [randomBytes(4096), randomBytes(chunkBytes + 10), randomBytes(300)];
    const first: UploadedFile[] = [];
    for (const [i, bytes] of files.entries())
      first.push(await uploadBytes(dan.client, base, `run-${i}.bin`, bytes, { DirNames: ["runs", "a"] }));
    const total = files.reduce((n, bytes) => n + bytes.length, 0);
    // The same folder uploaded again, twice: every meta step answers the file already there.
    for (let round = 0; round < 2; round++) {
      for (const [i, bytes] of files.entries()) {
        const again = await meta(dan.client, {
          Name: `run-${i}.bin`,
          Size: bytes.length,
          Sha256: sha256Hex(bytes),
          DirNames: ["runs", "a"],
        });
        expect(again.body.Error).toBeNull();
        expect(doneFile(again).Id).toBe(first[i]!.Id);
      }
    }
    expect(await ownFileCount(dan.client)).toBe(3);
    expect((await dan.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(total);
  });

  it("makes a new file sharing the blob for the same bytes under another name, folder or kind, and counts it", async () => {
    const erin = await registerUser(t);
    const bytes = randomBytes(5000);
    const sha = sha256Hex(bytes);
    const original = await uploadBytes(erin.client, base, "x.bin", bytes, { DirNames: ["one"] });
    const renamed = doneFile(
      await meta(erin.client, { Name: "y.bin", Size: 5000, Sha256: sha, DirNames: ["one"] }),
    );
    const moved = doneFile(
      await meta(erin.client, { Name: "x.bin", Size: 5000, Sha256: sha, DirNames: ["two"] }),
    );
    const temporary = doneFile(
      await meta(erin.client, {
        Name: "x.bin",
        Size: 5000,
        Sha256: sha,
        DirNames: ["one"],
        Kind: "temporary",
      }),
    );
    const ids = new Set([original.Id, renamed.Id, moved.Id, temporary.Id]);
    expect(ids.size).toBe(4);
    expect([renamed.Name, moved.Folder, temporary.Kind]).toEqual(["y.bin", "two", "temporary"]);
    // Each is a file the user holds: the quota counts every one, though the bytes are stored once.
    expect((await erin.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(4 * 5000);
    const blob = await t.app.services.blobs.has(sha);
    expect(blob).toBe(true);
  });

  it("gives other bytes under a taken name a suffix, and the same bytes again answer that file", async () => {
    const fay = await registerUser(t);
    const one = randomBytes(1000);
    const two = randomBytes(1000);
    const first = await uploadBytes(fay.client, base, "same.txt", one);
    const second = await uploadBytes(fay.client, base, "same.txt", two);
    expect([first.Name, second.Name]).toEqual(["same.txt", "same_1.txt"]);
    const again = await meta(fay.client, { Name: "same.txt", Size: 1000, Sha256: sha256Hex(two) });
    expect(doneFile(again).Id).toBe(second.Id);
    expect((await uploadBytes(fay.client, base, "same.txt", one)).Id).toBe(first.Id);
    expect(await ownFileCount(fay.client)).toBe(2);
  });

  it("answers the stored file even when the quota is full", async () => {
    const bytes = randomBytes(600 * 1024);
    const gus = await registerUser(t);
    const stored = await uploadBytes(gus.client, base, "full.bin", bytes);
    await setStorageQuota(admin, 1, "MB");
    try {
      const again = await meta(gus.client, {
        Name: "full.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(again.body.Error).toBeNull();
      expect(doneFile(again).Id).toBe(stored.Id);
      const copy = await meta(gus.client, { Name: "copy.bin", Size: bytes.length, Sha256: sha256Hex(bytes) });
      expect(copy.body.Error?.Type).toBe("UserResourceStorageSizeOver");
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("two equal uploads of known bytes at once end with one file", async () => {
    const hal = await registerUser(t);
    const bytes = randomBytes(2048);
    await uploadBytes(hal.client, base, "seed.bin", bytes);
    const body = { Name: "twin.bin", Size: bytes.length, Sha256: sha256Hex(bytes), DirNames: ["t"] };
    const results = await Promise.all(Array.from({ length: 8 }, () => meta(hal.client, body)));
    const ids = new Set(results.map((r) => doneFile(r).Id));
    expect(ids.size).toBe(1);
    expect(await ownFileCount(hal.client)).toBe(2);
    expect((await hal.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(2 * bytes.length);
  });

  it("two equal uploads of new bytes at once end with one file", async () => {
    const ida = await registerUser(t);
    const bytes = randomBytes(3 * chunkBytes + 77);
    const [a, b] = await Promise.all([
      uploadResuming(ida.client, "pair.bin", bytes),
      uploadResuming(ida.client, "pair.bin", bytes),
    ]);
    expect(a.Id).toBe(b.Id);
    expect(await ownFileCount(ida.client)).toBe(1);
    expect((await ida.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(bytes.length);
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

  it("never keeps a stored blob whose bytes do not match its name: the verified upload replaces it", async () => {
    const genuine = randomBytes(2 * chunkBytes + 7);
    const sha = sha256Hex(genuine);
    const a = await uploadBytes(alice.client, base, "genuine.bin", genuine);
    // The stored blob is damaged on the disk (as a writer through a stale handle once did).
    const blobFile = path.join(t.app.services.config.dataDir, "blobs", sha.slice(0, 2), sha.slice(2, 4), sha);
    const forged = randomBytes(genuine.length);
    await chmod(blobFile, 0o644);
    await writeFile(blobFile, forged);
    // Bob uploads the genuine bytes (he cannot read Alice's file, so he sends them): his upload is
    // hashed before it is committed, and it replaces the damaged blob instead of adopting it.
    const b = await uploadBytes(bob.client, base, "genuine.bin", genuine);
    expect(b.Sha256).toBe(sha);
    expect(sha256Hex(await readFile(blobFile))).toBe(sha);
    for (const [client, file] of [
      [bob.client, b],
      [alice.client, a],
    ] as const) {
      const read = await client.fetch(`${base}/read_file/${file.Id}`);
      expect(Buffer.from(await read.arrayBuffer()).equals(genuine)).toBe(true);
    }
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

interface Usage {
  Used: number;
  Quota: number;
}

async function startUpload(client: Client, name: string, bytes: Buffer): Promise<number> {
  const result = await meta(client, { Name: name, Size: bytes.length, Sha256: sha256Hex(bytes) });
  expect(result.body.Error?.Type, JSON.stringify(result.body.Error)).toBe("DBNotExist");
  return (result.body.Error?.Meta as unknown as MetaError).UploadId;
}

async function fileNames(client: Client): Promise<string[]> {
  const page = await client.ok<{ List: { Name: string }[] }>(`${base}/query_page`, {});
  return page.List.map((f) => f.Name);
}

describe("storage quota", () => {
  it("refuses an upload over the quota before any byte is written", async () => {
    await setStorageQuota(admin, 1, "MB");
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
      const usage = await carol.client.ok<Usage>(`${base}/total_usage_size`, {});
      expect(usage).toEqual({ Used: 0, Quota: 1024 * 1024 });
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("quota exceeded halfway through: the next flush refuses, nothing appears, and it resumes later", async () => {
    await setStorageQuota(admin, 3, "MB");
    try {
      const dave = await registerUser(t);
      const bytes = randomBytes(2 * chunkBytes + 100);
      const uploadId = await startUpload(dave.client, "halfway.bin", bytes);
      const first = await sendChunk(dave.client, base, uploadId, 0, bytes.subarray(0, chunkBytes));
      expect(first.body.Data).toEqual({ Done: false, Received: chunkBytes });

      // An administrator lowers the quota between two chunks. The quota is checked again at the next
      // flush of the upload's progress (every 8 MiB, and always before the last chunk is written).
      await setStorageQuota(admin, 1, "MB");
      const second = await sendChunk(
        dave.client,
        base,
        uploadId,
        1,
        bytes.subarray(chunkBytes, 2 * chunkBytes),
      );
      expect(second.body.Data).toEqual({ Done: false, Received: 2 * chunkBytes });
      const refused = await sendChunk(dave.client, base, uploadId, 2, bytes.subarray(2 * chunkBytes));
      expect(refused.status).toBe(413);
      expect(refused.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      expect(await fileNames(dave.client)).not.toContain("halfway.bin");
      expect((await dave.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(0);
      // Still refused at the meta step while the quota is low.
      const low = await meta(dave.client, {
        Name: "halfway.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(low.body.Error?.Type).toBe("UserResourceStorageSizeOver");

      // The quota rises again: the upload resumes where the stored chunks end.
      await setStorageQuota(admin, 3, "MB");
      const again = await meta(dave.client, {
        Name: "halfway.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(again.body.Error?.Meta).toEqual({
        UploadId: uploadId,
        Received: 2 * chunkBytes,
        ChunkSize: chunkBytes,
      });
      const last = await sendChunk(dave.client, base, uploadId, 2, bytes.subarray(2 * chunkBytes));
      expect(last.body.Error).toBeNull();
      expect(last.body.Data.File?.Sha256).toBe(sha256Hex(bytes));
      expect((await dave.client.ok<Usage>(`${base}/total_usage_size`, {})).Used).toBe(bytes.length);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("a quota lowered during a long upload refuses the chunk that reaches the next 8 MiB", async () => {
    await setStorageQuota(admin, 12, "MB");
    try {
      const erin = await registerUser(t);
      const bytes = randomBytes(10 * chunkBytes);
      const uploadId = await startUpload(erin.client, "long.bin", bytes);
      const chunk = (i: number) => bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes);
      for (let i = 0; i < 3; i++) {
        const sent = await sendChunk(erin.client, base, uploadId, i, chunk(i));
        expect(sent.body.Data).toEqual({ Done: false, Received: (i + 1) * chunkBytes });
      }
      await setStorageQuota(admin, 5, "MB");
      for (let i = 3; i < 7; i++) {
        const sent = await sendChunk(erin.client, base, uploadId, i, chunk(i));
        expect(sent.body.Data).toEqual({ Done: false, Received: (i + 1) * chunkBytes });
      }
      const refused = await sendChunk(erin.client, base, uploadId, 7, chunk(7));
      expect(refused.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      // Nothing received before the refusal is lost: the resume starts after the seventh chunk.
      await setStorageQuota(admin, 12, "MB");
      const again = await meta(erin.client, {
        Name: "long.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(again.body.Error?.Meta).toEqual({
        UploadId: uploadId,
        Received: 7 * chunkBytes,
        ChunkSize: chunkBytes,
      });
      const file = await uploadBytes(erin.client, base, "long.bin", bytes);
      expect(file.Sha256).toBe(sha256Hex(bytes));
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("a quota lowered before chunks sent at once: the chunk that would complete the upload is refused, the others kept", async () => {
    await setStorageQuota(admin, 6, "MB");
    try {
      const ivan = await registerUser(t);
      const bytes = randomBytes(4 * chunkBytes);
      const uploadId = await startUpload(ivan.client, "at-once.bin", bytes);
      const chunk = (i: number) => bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes);
      expect((await sendChunk(ivan.client, base, uploadId, 0, chunk(0))).body.Error).toBeNull();
      await setStorageQuota(admin, 1, "MB");
      // Whichever chunk arrives last would complete the upload: that one has its quota checked.
      const answers = await Promise.all(
        [1, 2, 3].map((i) => sendChunk(ivan.client, base, uploadId, i, chunk(i))),
      );
      const types = answers.map((answer) => answer.body.Error?.Type ?? "ok");
      expect([...types].sort()).toEqual(["UserResourceStorageSizeOver", "ok", "ok"]);
      const refused = 1 + types.indexOf("UserResourceStorageSizeOver");
      expect(answers.filter((answer) => answer.body.Data?.Done)).toHaveLength(0);
      expect(await fileNames(ivan.client)).not.toContain("at-once.bin");
      await setStorageQuota(admin, 6, "MB");
      // The three chunks recorded are kept: the meta step resumes the same upload at the refused one.
      const resumed = await meta(ivan.client, {
        Name: "at-once.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      });
      expect(resumed.body.Error?.Meta).toMatchObject({
        UploadId: uploadId,
        Received: refused * chunkBytes,
      });
      const file = await uploadBytes(ivan.client, base, "at-once.bin", bytes);
      expect(file.Sha256).toBe(sha256Hex(bytes));
      const read = await ivan.client.fetch(`${base}/read_file/${file.Id}`);
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("two uploads that each fit but not together: the second is refused at meta", async () => {
    await setStorageQuota(admin, 3, "MB");
    try {
      const erin = await registerUser(t);
      const a = randomBytes(2 * chunkBytes);
      const b = randomBytes(2 * chunkBytes);
      const uploadA = await startUpload(erin.client, "a.bin", a);
      const second = await meta(erin.client, { Name: "b.bin", Size: b.length, Sha256: sha256Hex(b) });
      expect(second.status).toBe(413);
      expect(second.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      // Resuming the first does not count it twice.
      const resumed = await meta(erin.client, { Name: "a.bin", Size: a.length, Sha256: sha256Hex(a) });
      expect(resumed.body.Error?.Meta).toMatchObject({ UploadId: uploadA, Received: 0 });
      const file = await uploadBytes(erin.client, base, "a.bin", a);
      expect(file.Size).toBe(a.length);
      // Finished, it still leaves no room for the second.
      const after = await meta(erin.client, { Name: "b.bin", Size: b.length, Sha256: sha256Hex(b) });
      expect(after.body.Error?.Type).toBe("UserResourceStorageSizeOver");
      // Another user's uploads in progress do not count.
      const other = await registerUser(t);
      await startUpload(other.client, "b.bin", b);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("an upload abandoned for longer than the reservation no longer holds space", async () => {
    await setStorageQuota(admin, 3, "MB");
    try {
      const gail = await registerUser(t);
      const a = randomBytes(2 * chunkBytes);
      const b = randomBytes(2 * chunkBytes);
      await startUpload(gail.client, "left.bin", a);
      expect((await meta(gail.client, { Name: "b.bin", Size: b.length, Sha256: sha256Hex(b) })).status).toBe(
        413,
      );
      // A minute before the reservation ends, the first upload still holds its space...
      t.clock.advance(uploadReservationMs - 60_000);
      expect((await meta(gail.client, { Name: "b.bin", Size: b.length, Sha256: sha256Hex(b) })).status).toBe(
        413,
      );
      // ...a minute after, its last activity is older than the reservation.
      t.clock.advance(2 * 60_000);
      const file = await uploadBytes(gail.client, base, "b.bin", b);
      expect(file.Size).toBe(b.length);
      // Asking to resume the abandoned one now is refused: it no longer fits.
      const resumed = await meta(gail.client, { Name: "left.bin", Size: a.length, Sha256: sha256Hex(a) });
      expect(resumed.body.Error?.Type).toBe("UserResourceStorageSizeOver");
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });

  it("two uploads finishing at once cannot both pass the quota", async () => {
    await setStorageQuota(admin, 4, "MB");
    try {
      const frank = await registerUser(t);
      const a = randomBytes(chunkBytes + 512 * 1024);
      const b = randomBytes(chunkBytes + 512 * 1024);
      const uploadA = await startUpload(frank.client, "race-a.bin", a);
      const uploadB = await startUpload(frank.client, "race-b.bin", b);
      await sendChunk(frank.client, base, uploadA, 0, a.subarray(0, chunkBytes));
      await sendChunk(frank.client, base, uploadB, 0, b.subarray(0, chunkBytes));
      // Each still fits alone, not both.
      await setStorageQuota(admin, 2, "MB");
      const results = await Promise.all([
        sendChunk(frank.client, base, uploadA, 1, a.subarray(chunkBytes)),
        sendChunk(frank.client, base, uploadB, 1, b.subarray(chunkBytes)),
      ]);
      const types = results.map((r) => r.body.Error?.Type ?? "ok").sort();
      expect(types).toEqual(["UserResourceStorageSizeOver", "ok"]);
      const usage = await frank.client.ok<Usage>(`${base}/total_usage_size`, {});
      expect(usage.Used).toBe(a.length);
      expect((await fileNames(frank.client)).filter((n) => n.startsWith("race-"))).toHaveLength(1);
      // The refused file's bytes did not stay in the store.
      const refusedSha = sha256Hex(results[0]!.body.Error ? a : b);
      const blobDir = path.join(
        t.app.services.config.dataDir,
        "blobs",
        refusedSha.slice(0, 2),
        refusedSha.slice(2, 4),
      );
      expect(await readdir(blobDir).catch(() => [])).not.toContain(refusedSha);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });
});

describe("storage quota under concurrency", () => {
  it("copies of known bytes finishing at once: only those that fit are created", async () => {
    await setStorageQuota(admin, 1, "MB");
    try {
      const gina = await registerUser(t);
      const bytes = randomBytes(400 * 1024);
      await uploadBytes(gina.client, base, "source.bin", bytes);
      // Each meta finishes at once (the caller's own bytes); each alone fits, only one more fits. (Over
      // HTTP the requests rarely interleave exactly between check and insert; the lock on the user's
      // row in the finish step is what makes this hold when they do.)
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          meta(gina.client, { Name: `copy-${i}.bin`, Size: bytes.length, Sha256: sha256Hex(bytes) }),
        ),
      );
      const types = results.map((r) => r.body.Error?.Type ?? "ok");
      expect(types.filter((type) => type === "ok")).toHaveLength(1);
      expect(types.filter((type) => type === "UserResourceStorageSizeOver")).toHaveLength(7);
      const usage = await gina.client.ok<Usage>(`${base}/total_usage_size`, {});
      expect(usage.Used).toBe(2 * bytes.length);
    } finally {
      await setStorageQuota(admin, 10, "GB");
    }
  });
});

describe("image files (spec §5: uploaded images must be image files)", () => {
  it("refuses a .png that is not an image when it finishes, leaving no file and no blob", async () => {
    const bytes = Buffer.from("<html><script>alert(1)</script></html>");
    const uploadId = await startUpload(alice.client, "fake.png", bytes);
    const result = await sendChunk(alice.client, base, uploadId, 0, bytes);
    expect(result.status).toBe(400);
    expect(result.body.Error).toMatchObject({ Type: "DBImageInvalid", Value: "fake.png" });
    expect(await fileNames(alice.client)).not.toContain("fake.png");
    const sha = sha256Hex(bytes);
    const blobDir = path.join(t.app.services.config.dataDir, "blobs", sha.slice(0, 2), sha.slice(2, 4));
    expect(await readdir(blobDir).catch(() => [])).not.toContain(sha);
    // The upload is gone: its chunks are refused.
    const again = await sendChunk(alice.client, base, uploadId, 0, bytes);
    expect(again.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses known bytes under an image name at the meta step too", async () => {
    const bytes = Buffer.from("plain text, not a picture\n");
    await uploadBytes(alice.client, base, "notes.txt", bytes);
    const result = await meta(alice.client, {
      Name: "notes.jpg",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    expect(result.body.Error).toMatchObject({ Type: "DBImageInvalid", Value: "notes.jpg" });
    expect(await fileNames(alice.client)).not.toContain("notes.jpg");
  });

  it("accepts a real PNG, and SVG (text) without a check", async () => {
    const png = pngBytes({ width: 3, height: 2, rgb: [10, 200, 30] });
    const file = await uploadBytes(alice.client, base, "real.png", png);
    expect(file.Sha256).toBe(sha256Hex(png));
    const read = await alice.client.fetch(`${base}/read_file/${file.Id}`);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    const svg = await uploadBytes(
      alice.client,
      base,
      "icon.svg",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    );
    const svgRead = await alice.client.fetch(`${base}/read_file/${svg.Id}`);
    expect(svgRead.headers.get("content-type")).toBe("text/plain; charset=utf-8");
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
