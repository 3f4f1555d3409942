/**
 * readCrateMetadata (yauzl) on real zip files: a crate's metadata wherever it stands in the zip, and
 * the zips it refuses (too large, sizes that lie, a CRC that does not match, paths that climb out).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeZip, type ZipEntry } from "../../tests/support/zips.js";
import { CliError } from "./api.js";
import { crateMetadataName, readCrateMetadata } from "./crates.js";

let work: string;
let count = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "crucible-crates-test-"));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function zipFile(entries: readonly ZipEntry[] | Buffer): Promise<string> {
  const file = path.join(work, `crate${++count}.zip`);
  await writeFile(file, Buffer.isBuffer(entries) ? entries : makeZip(entries));
  return file;
}

/** The CliError readCrateMetadata throws (its type and message). */
async function refusal(file: string, maxBytes = 1024) {
  const error = await readCrateMetadata(file, maxBytes, "the crate").then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(CliError);
  return { type: (error as CliError).type, message: (error as CliError).message };
}

const metadata = JSON.stringify({ "@context": "https://w3id.org/ro/crate/1.1/context", "@graph": [] });

describe("readCrateMetadata", () => {
  it("reads ro-crate-metadata.json, deflated or stored, first or not", async () => {
    const first = await zipFile([
      { name: crateMetadataName, data: metadata },
      { name: "outputs/a.txt", data: "a" },
    ]);
    expect(await readCrateMetadata(first, 1024)).toEqual({ text: metadata, size: metadata.length });
    const later = await zipFile([
      { name: "outputs/", data: "" },
      { name: "outputs/a.txt", data: "a" },
      { name: crateMetadataName, data: metadata, method: 0 },
    ]);
    expect(await readCrateMetadata(later, 1024)).toEqual({ text: metadata, size: metadata.length });
  });

  it("bounds the metadata: its declared size, and its inflated bytes past a lying size", async () => {
    const big = await zipFile([{ name: crateMetadataName, data: Buffer.alloc(4096, 0x20) }]);
    expect(await refusal(big)).toMatchObject({ type: "DBFileTooLarge" });
    // 16 MiB of spaces deflate to about 16 KiB and claim 10 bytes.
    const bomb = await zipFile([
      { name: crateMetadataName, data: Buffer.alloc(16 * 1024 * 1024, 0x20), declaredSize: 10 },
    ]);
    expect(await refusal(bomb)).toMatchObject({ type: "CliBadAnswer" });
    const short = await zipFile([{ name: crateMetadataName, data: metadata, declaredSize: 500 }]);
    expect(await refusal(short)).toMatchObject({ type: "CliBadAnswer" });
    const crc = await zipFile([{ name: crateMetadataName, data: metadata, declaredCrc: 1 }]);
    expect((await refusal(crc)).message).toContain("CRC mismatch");
  });

  it("refuses what is no crate: not a zip, no metadata, unsafe paths", async () => {
    expect((await refusal(await zipFile(Buffer.from("this is not a zip at all")))).message).toContain(
      "not a zip",
    );
    expect((await refusal(await zipFile([{ name: "readme.txt", data: "hi" }]))).message).toContain(
      `no ${crateMetadataName}`,
    );
    for (const name of ["../evil", "/etc/passwd", "a\\b"]) {
      const file = await zipFile([
        { name, data: "x" },
        { name: crateMetadataName, data: metadata },
      ]);
      expect(await refusal(file), name).toMatchObject({ type: "CliBadAnswer" });
    }
  });
});
