import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { indexRecords, readRecords, type SdfRecordText } from "./sdf.js";

/**
 * The reader as it was before it worked on bytes (issue 23): lines split at \n, one \r before it
 * dropped, the molfile to the first line that trims to "M  END", then the "> <Field>" blocks. The
 * byte reader must answer the same records for any text, chunking and bound (which counts bytes).
 */
function referenceRecords(text: string, limit: number, maxChars: number): SdfRecordText[] {
  const raw = text.split("\n");
  if (raw.at(-1) === "") raw.pop();
  const lines = raw.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  const records: SdfRecordText[] = [];
  let current: string[] = [];
  let chars = 0;
  let startLine = 1;
  const close = (endLine: number) => {
    const index = records.length;
    const keep = chars <= maxChars ? current : [current[0]?.slice(0, 256) ?? ""];
    const endIndex = keep.findIndex((l) => l.trimEnd() === "M  END");
    const molLines = endIndex === -1 ? keep : keep.slice(0, endIndex + 1);
    const attrs: Record<string, string> = {};
    const attrOrder: string[] = [];
    let i = endIndex === -1 ? keep.length : endIndex + 1;
    while (i < keep.length) {
      const header = /^>.*?<([^>]*)>/.exec(keep[i]!);
      i += 1;
      if (!header) continue;
      const value: string[] = [];
      while (i < keep.length && keep[i]!.trim() !== "") value.push(keep[i++]!);
      if (!(header[1]! in attrs)) attrOrder.push(header[1]!);
      attrs[header[1]!] = value.join("\n");
    }
    const record: SdfRecordText = {
      index,
      name: (molLines[0] ?? "").trim(),
      mol: `${molLines.join("\n")}\n`,
      attrs,
      attrOrder,
      startLine,
      endLine,
    };
    records.push(
      chars <= maxChars ? record : { ...record, mol: "", attrs: {}, attrOrder: [], tooLarge: chars },
    );
    current = [];
    chars = 0;
  };
  for (let n = 0; n < lines.length && records.length < limit; n++) {
    if (lines[n]!.trimEnd() === "$$$$") {
      close(n + 1);
      startLine = n + 2;
    } else {
      current.push(lines[n]!);
      chars += Buffer.byteLength(lines[n]!) + 1;
    }
  }
  if (records.length < limit && (chars > maxChars || current.some((l) => /[^ \t]/.test(l)))) {
    close(lines.length);
  }
  return records;
}

/** A deterministic generator (the tests repeat the same texts). */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pieces = [
  "title",
  "",
  "  RDKit          3D",
  "  2  1  0  0  0  0  0  0  0  0999 V2000",
  "    0.0000    0.0000    0.0000 C   0  0",
  "M  END",
  "M  END  ",
  "M  ENDX",
  "> <Name>",
  ">  <Score>  (1)",
  "value one",
  "line two of a value",
  "  ",
  "\t",
  "$$$$",
  "$$$$ ",
  "$$$",
  "élan ünïcode 化合物",
  "x\r",
];

function randomSdf(random: () => number): string {
  const lines: string[] = [];
  const count = Math.floor(random() * 40);
  for (let i = 0; i < count; i++) lines.push(pieces[Math.floor(random() * pieces.length)]!);
  const eol = random() < 0.3 ? "\r\n" : "\n";
  return lines.join(eol) + (random() < 0.5 ? eol : "");
}

function chunked(bytes: Buffer, random: () => number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(random() * 17);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(chunks);
}

describe("readRecords", () => {
  it("answers what the line-by-line reader answered, for any text, chunking and bound", async () => {
    const random = randomOf(23);
    for (let round = 0; round < 400; round++) {
      const text = randomSdf(random);
      const limit = 1 + Math.floor(random() * 6);
      const maxChars = random() < 0.3 ? 20 + Math.floor(random() * 60) : Number.POSITIVE_INFINITY;
      const bytes = Buffer.from(text);
      const got = await readRecords(chunked(bytes, random), { offset: 0, line: 1 }, 0, limit, maxChars);
      expect(got, JSON.stringify({ text, limit, maxChars })).toEqual(referenceRecords(text, limit, maxChars));
    }
  });

  it("starts at any record of the index, and keeps a 50,000-line record whole", async () => {
    const big = ["big", "  test", "", "M  V30 COUNTS 25000 24999 0 0 0"];
    for (let i = 0; i < 50_000; i++) big.push(`M  V30 ${i + 1} C ${i}.0 0 0 0`);
    big.push("M  END", "> <id>", "42", "");
    const text = ["first", "M  END", "$$$$", ...big, "$$$$", "last", "M  END", "$$$$", ""].join("\n");
    const bytes = Buffer.from(text);
    const starts = await indexRecords(Readable.from([bytes]));
    expect(starts).toHaveLength(3);
    const [record] = await readRecords(Readable.from([bytes.subarray(starts[1]!.offset)]), starts[1]!, 1, 1);
    expect(record!.name).toBe("big");
    expect(record!.mol).toBe(`${big.slice(0, -3).join("\n")}\n`);
    expect(record!.attrs).toEqual({ id: "42" });
    expect([record!.startLine, record!.endLine]).toEqual([4, 4 + big.length]);
    const bounded = await readRecords(
      Readable.from([bytes.subarray(starts[1]!.offset)]),
      starts[1]!,
      1,
      2,
      1000,
    );
    expect(bounded[0]).toMatchObject({ name: "big", mol: "", tooLarge: expect.any(Number) });
    expect(bounded[1]).toMatchObject({ name: "last", mol: "last\nM  END\n", index: 2 });
  });

  it("skips a molfile past skipMolOver but keeps its head, fields and lines, for any chunking", async () => {
    const random = randomOf(7);
    const header = ["long", "  test", "", "  3  2  0  0  0  0  0  0  0  0999 V2000"];
    const atoms = Array.from({ length: 3 }, (_, i) => `    ${i}.0000    0.0000    0.0000 C   0  0`);
    const mol = [...header, ...atoms, "  1  2  1  0", "  2  3  1  0"];
    const text = [
      "short",
      "M  END",
      "$$$$",
      ...mol,
      "M  END",
      "> <id>",
      "7",
      "",
      "> <note>",
      "two",
      "lines",
      "",
      "$$$$",
      ...mol,
      "no end",
      "$$$$",
      "",
    ].join(random() < 0.5 ? "\r\n" : "\n");
    for (let round = 0; round < 50; round++) {
      const bytes = Buffer.from(round % 2 ? text.replace(/\n/g, "\r\n") : text);
      const whole = await readRecords(Readable.from([bytes]), { offset: 0, line: 1 }, 0, 3);
      const skipped = await readRecords(chunked(bytes, random), { offset: 0, line: 1 }, 0, 3, Infinity, 60);
      expect(skipped[0]).toEqual(whole[0]);
      const { mol: _mol, ...rest } = whole[1]!;
      expect(skipped[1]).toEqual({
        ...rest,
        mol: "",
        molSkipped: { chars: whole[1]!.mol.length, head: expect.stringContaining(header[3]!) },
      });
      expect(skipped[1]!.attrs).toEqual({ id: "7", note: "two\nlines" });
      expect(skipped[2]).toMatchObject({ name: "long", mol: "", attrs: {}, molSkipped: { head: null } });
      expect([skipped[2]!.startLine, skipped[2]!.endLine]).toEqual([whole[2]!.startLine, whole[2]!.endLine]);
    }
  });
});
