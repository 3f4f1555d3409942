/** The folder blob store's writer: bytes written at their place, flushed while written, committed. */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, open, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFolderBlobStore } from "./blobStore.js";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "crucible-blobstore-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

describe("blob writer", () => {
  it("commits bytes written out of order with flushes between the writes", async () => {
    const store = createFolderBlobStore(path.join(root, "blobs"));
    const bytes = randomBytes(3 * 65536 + 17);
    const writer = await store.writer();
    const parts = [2, 0, 3, 1].map((i) => ({
      at: i * 65536,
      part: bytes.subarray(i * 65536, (i + 1) * 65536),
    }));
    for (const { at, part } of parts) {
      await writer.write(part, at);
      writer.flush();
      // A flush asked while one runs is no second one, and never fails the writes around it.
      writer.flush();
    }
    const expect_ = { sha256: sha256(bytes), size: bytes.length };
    expect(await writer.commit({ expect: expect_, sync: true })).toEqual(expect_);
    expect(await store.has(expect_.sha256)).toBe(true);
    const file = path.join(
      root,
      "blobs",
      expect_.sha256.slice(0, 2),
      expect_.sha256.slice(2, 4),
      expect_.sha256,
    );
    expect((await readFile(file)).equals(bytes)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o444);
    // Once committed, the writer is closed: a flush does nothing.
    writer.flush();
  });

  it("a flush that failed makes the commit fail, and the file stays for another try", async () => {
    const store = createFolderBlobStore(path.join(root, "blobs"));
    const bytes = randomBytes(4096);
    const writer = await store.writer({ folder: root });
    await writer.write(bytes, 0);
    // The disk refuses one datasync (Node's own file handle, made to fail once).
    const probe = await open(path.join(root, "probe"), "w");
    const handleProto = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const datasync = handleProto.datasync;
    handleProto.datasync = () => {
      handleProto.datasync = datasync;
      return Promise.reject(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    };
    try {
      writer.flush();
      await expect(
        writer.commit({ expect: { sha256: sha256(bytes), size: bytes.length }, sync: true }),
      ).rejects.toThrow("EIO");
    } finally {
      handleProto.datasync = datasync;
    }
    expect(await store.has(sha256(bytes))).toBe(false);
    expect((await readFile(path.join(root, writer.name))).equals(bytes)).toBe(true);
  });
});
