/**
 * The zip reader (readZip: yauzl in a worker thread) on real archives: well-formed ones made by yazl,
 * and the attacks an archiver would refuse to write, made byte by byte (tests/support/zips.ts).
 */
import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { makeZip, type ZipEntry } from "../../../../tests/support/zips.js";
import { AppError } from "../errors.js";
import { readZip, type ZipLimits } from "./bundles.js";

const limits: ZipLimits = {
  zipBytes: 1024 * 1024,
  entries: 5,
  entryBytes: 1024,
  totalBytes: 2048,
  pathLength: 40,
};

/** A zip written by yazl (the archiver the gateway writes crates with). */
async function yazlZip(add: (zip: yazl.ZipFile) => void, options: { forceZip64Format?: boolean } = {}) {
  const zip = new yazl.ZipFile();
  add(zip);
  zip.end({ forceZip64Format: options.forceZip64Format ?? false, comment: "" });
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The refusal readZip answers (its Type and Value), or null when it reads the zip. */
async function refusal(zip: Buffer, only: readonly string[] | null = null) {
  try {
    await readZip(zip, limits, only);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { type: error.type, value: error.value };
  }
}

const index: ZipEntry = { name: "index.html", data: "<p>hi</p>" };

describe("readZip", () => {
  it("reads files and folders, stored and deflated, UTF-8 names; `only` inflates just those", async () => {
    const zip = await yazlZip((z) => {
      z.addEmptyDirectory("css/");
      z.addBuffer(Buffer.from("<p>hi</p>"), "index.html");
      z.addBuffer(Buffer.from("body{}"), "css/site.css", { compress: false });
      z.addBuffer(Buffer.from("分子"), "数据/名.txt");
    });
    const read = await readZip(zip, limits);
    expect(read.paths).toEqual(["index.html", "css/site.css", "数据/名.txt"]);
    expect(read.files.map((f) => [f.path, f.bytes.toString("utf8")])).toEqual([
      ["index.html", "<p>hi</p>"],
      ["css/site.css", "body{}"],
      ["数据/名.txt", "分子"],
    ]);
    const some = await readZip(zip, limits, ["css/site.css"]);
    expect(some.files.map((f) => f.path)).toEqual(["css/site.css"]);
    expect(some.paths).toHaveLength(3);
    // zip64 records (yauzl reads them; the bounds are the same).
    const zip64 = await yazlZip((z) => z.addBuffer(Buffer.from("<p>hi</p>"), "index.html"), {
      forceZip64Format: true,
    });
    expect((await readZip(zip64, limits)).files[0]?.bytes.toString()).toBe("<p>hi</p>");
  });

  it("bounds zip bombs: entries, each entry, the total, and inflated bytes past a lying size", async () => {
    const many = Array.from({ length: limits.entries + 1 }, (_, i) => ({ name: `f${i}.txt`, data: "x" }));
    expect(await refusal(makeZip(many))).toMatchObject({
      type: "DBFileTooLarge",
      value: "more than 5 entries",
    });
    // 8 MiB of zeros in about 8 KiB, its size told honestly: refused before inflating.
    const honest = { name: "zeros.bin", data: Buffer.alloc(8 * 1024 * 1024) };
    expect(await refusal(makeZip([index, honest]))).toMatchObject({
      type: "DBFileTooLarge",
      value: "zeros.bin is larger than 1024 bytes",
    });
    const part = Buffer.alloc(limits.entryBytes);
    const parts = [1, 2, 3].map((i) => ({ name: `part${i}.bin`, data: part }));
    expect((await refusal(makeZip(parts)))?.value).toContain("add up");
    // 64 MiB of zeros claiming 100 bytes: cut off past the 100th byte.
    const liar = { name: "liar.bin", data: Buffer.alloc(64 * 1024 * 1024), declaredSize: 100 };
    expect(await refusal(makeZip([index, liar]))).toEqual({
      type: "DBFileDecompressError",
      value: "liar.bin: inflates past its declared size or is corrupt",
    });
    // Claiming more than it holds, and a stored entry whose sizes differ.
    const short = { name: "short.bin", data: Buffer.alloc(10), declaredSize: 600 };
    expect(await refusal(makeZip([index, short]))).toEqual({
      type: "DBFileDecompressError",
      value: "short.bin: bad size",
    });
    const stored = { name: "stored.bin", data: "abc", method: 0 as const, declaredSize: 2 };
    expect((await refusal(makeZip([index, stored])))?.type).toBe("DBFileDecompressError");
    const crc = { name: "crc.bin", data: "abc", declaredCrc: 12345 };
    expect(await refusal(makeZip([index, crc]))).toEqual({
      type: "DBFileDecompressError",
      value: "crc.bin: CRC mismatch",
    });
    // The zip itself over its bound, and bytes that are no zip.
    expect((await refusal(Buffer.alloc(limits.zipBytes + 1)))?.type).toBe("DBFileTooLarge");
    expect(await refusal(Buffer.from("not a zip at all, but long enough to look"))).toEqual({
      type: "DBFileDecompressError",
      value: "not a zip archive",
    });
  });

  it("refuses unsafe and duplicate paths", async () => {
    const names = [
      "../evil.js",
      "a/../../evil.js",
      "/etc/passwd",
      "a\\..\\b.js",
      "C:/x.js",
      "a/./b.js",
      "a//b.js",
      "a\u0001b.js",
      "x".repeat(limits.pathLength + 1),
    ];
    for (const name of names) {
      expect(await refusal(makeZip([index, { name, data: "x" }])), name).toMatchObject({
        type: "DBFileNameError",
      });
    }
    expect(await refusal(makeZip([index, { ...index, name: "INDEX.html" }]))).toEqual({
      type: "DBFileNameError",
      value: "INDEX.html appears twice",
    });
  });

  it("refuses links, devices, encryption and unknown compression", async () => {
    const link = { name: "link", data: "/etc/passwd", mode: 0o120777 };
    expect(await refusal(makeZip([index, link]))).toEqual({
      type: "DBFileInvalid",
      value: "link: symbolic links are not accepted",
    });
    const device = { name: "tty", data: "", mode: 0o020644 };
    expect((await refusal(makeZip([index, device])))?.type).toBe("DBFileInvalid");
    expect((await refusal(makeZip([index, { name: "e.bin", data: "x", flags: 0x0801 }])))?.type).toBe(
      "DBFileInvalid",
    );
    expect((await refusal(makeZip([index, { name: "s.bin", data: "x", flags: 0x0841 }])))?.type).toBe(
      "DBFileInvalid",
    );
    expect(await refusal(makeZip([index, { name: "b.bz2", data: "BZh9", rawMethod: 12 }]))).toEqual({
      type: "DBFileDecompressError",
      value: "b.bz2: compression 12",
    });
  });

  it("checks every path but bounds and inflates only the wanted entries", async () => {
    const big = { name: "big.bin", data: Buffer.alloc(limits.entryBytes * 4) };
    const read = await readZip(makeZip([index, big]), limits, ["index.html"]);
    expect(read.files.map((f) => f.path)).toEqual(["index.html"]);
    expect(read.paths).toEqual(["index.html", "big.bin"]);
    expect(await refusal(makeZip([index, big, { name: "../x", data: "x" }]), ["index.html"])).toMatchObject({
      type: "DBFileNameError",
    });
  });
});
