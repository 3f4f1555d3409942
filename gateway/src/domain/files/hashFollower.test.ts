import { createHash, randomBytes } from "node:crypto";
import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropHash, followHash, hashDigest } from "./hashFollower.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

describe("the upload hash follower", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "crucible-hash-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("hashes a file followed as it grows, the same as hashing it whole", async () => {
    const file = path.join(dir, "grows.bin");
    const parts = [randomBytes(3 << 20), randomBytes(5 << 20), randomBytes(1234)];
    let size = 0;
    for (const part of parts) {
      await appendFile(file, part);
      size += part.length;
      followHash(file, size);
    }
    expect(await hashDigest(file, size)).toBe(sha256(Buffer.concat(parts)));
  });

  it("hashes only the bytes asked for, and a file never followed from its start", async () => {
    const file = path.join(dir, "whole.bin");
    const bytes = randomBytes(6 << 20);
    await writeFile(file, bytes);
    expect(await hashDigest(file, 4 << 20)).toBe(sha256(bytes.subarray(0, 4 << 20)));
    // The digest forgot the file: asked again, it is hashed from the start once more.
    expect(await hashDigest(file, bytes.length)).toBe(sha256(bytes));
  });

  it("answers null for a file that is missing or shorter than asked, and forgets a dropped one", async () => {
    expect(await hashDigest(path.join(dir, "missing.bin"), 10)).toBeNull();
    const short = path.join(dir, "short.bin");
    await writeFile(short, randomBytes(100));
    expect(await hashDigest(short, 200)).toBeNull();
    const dropped = path.join(dir, "dropped.bin");
    const bytes = randomBytes(1 << 20);
    await writeFile(dropped, bytes);
    followHash(dropped, 1000);
    dropHash(dropped);
    expect(await hashDigest(dropped, bytes.length)).toBe(sha256(bytes));
  });
});
