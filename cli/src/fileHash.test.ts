import { createHash, randomBytes } from "node:crypto";
import { appendFile, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropFileHash, fileDigest, followFileHash, sha256OfFile } from "./fileHash.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

describe("a download's hash, off the main thread", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "crucible-cli-hash-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("hashes a part file followed as it grows, the same as hashing it whole", async () => {
    const part = path.join(dir, "grows.part");
    const pieces = [randomBytes(2 << 20), randomBytes(5 << 20), randomBytes(777)];
    let size = 0;
    for (const piece of pieces) {
      await appendFile(part, piece);
      size += piece.length;
      followFileHash(part, size);
    }
    expect(await fileDigest(part, size)).toBe(sha256(Buffer.concat(pieces)));
  });

  it("starts over after a drop (a truncated part), and answers null for a missing or short file", async () => {
    const part = path.join(dir, "again.part");
    await writeFile(part, randomBytes(3 << 20));
    followFileHash(part, 3 << 20);
    await truncate(part, 0);
    dropFileHash(part);
    const bytes = randomBytes(1 << 20);
    await writeFile(part, bytes);
    followFileHash(part, bytes.length);
    expect(await fileDigest(part, bytes.length)).toBe(sha256(bytes));
    expect(await fileDigest(path.join(dir, "missing.part"), 1)).toBeNull();
    expect(await fileDigest(part, bytes.length + 1)).toBeNull();
  });
});

describe("a file's hash on this thread", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "crucible-cli-sha-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("hashes the whole file or its first bytes, telling the bytes hashed, and stops when aborted", async () => {
    const file = path.join(dir, "whole.bin");
    const bytes = randomBytes((9 << 20) + 5);
    await writeFile(file, bytes);
    const heard: number[] = [];
    expect(await sha256OfFile(file, undefined, { onProgress: (done) => heard.push(done) })).toBe(
      sha256(bytes),
    );
    expect(heard).toEqual([4 << 20, 8 << 20, bytes.length]);
    expect(await sha256OfFile(file, 5 << 20)).toBe(sha256(bytes.subarray(0, 5 << 20)));
    const stop = new AbortController();
    stop.abort(new Error("stopped"));
    await expect(sha256OfFile(file, undefined, { signal: stop.signal })).rejects.toThrow("stopped");
  });
});
