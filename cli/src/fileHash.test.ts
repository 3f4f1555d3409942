import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashFile, sha256OfFile } from "./fileHash.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

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

  it("feeds a hash already begun, which goes on from there (a part kept from an earlier run)", async () => {
    const file = path.join(dir, "kept.bin");
    const bytes = randomBytes((3 << 20) + 11);
    await writeFile(file, bytes.subarray(0, 2 << 20));
    const more = randomBytes(1000);
    const hash = await hashFile(createHash("sha256"), file, 2 << 20);
    hash.update(more);
    expect(hash.digest("hex").toUpperCase()).toBe(sha256(Buffer.concat([bytes.subarray(0, 2 << 20), more])));
  });
});
