import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordTitle, splitSdfRecords } from "./sdfRecords";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../../tests/fixtures");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

describe("SD file records for weDraw", () => {
  it("splits the CDK2 set into its 47 records, each a molfile with its fields", () => {
    const records = splitSdfRecords(fixture("cdk2.sdf"));
    expect(records).toHaveLength(47);
    expect(recordTitle(records[0] ?? "")).toBe("ZINC03814457");
    for (const record of records) {
      expect(record).toMatch(/M {2}END\n/);
      expect(record.endsWith("\n$$$$\n")).toBe(true);
      expect(record.match(/\$\$\$\$/g)).toHaveLength(1);
    }
    expect(records[1]).toContain("> <id>");
  });

  it("reads CRLF records with empty titles", () => {
    const records = splitSdfRecords(fixture("Issue381.sdf"));
    expect(records).toHaveLength(9);
    expect(records.every((record) => !record.includes("\r"))).toBe(true);
    expect(records.map(recordTitle)).toEqual(Array.from({ length: 9 }, () => ""));
  });

  it("reads V3000 records of a file without a final newline", () => {
    const records = splitSdfRecords(fixture("github3553.sdf"));
    expect(records).toHaveLength(4);
    expect(records.every((record) => record.includes("M  V30 BEGIN CTAB"))).toBe(true);
  });

  it("answers a molfile without $$$$ as one record, and no record for blank text", () => {
    const mol = fixture("chebi_15469.v3k.mol");
    const records = splitSdfRecords(mol);
    expect(records).toHaveLength(1);
    expect(recordTitle(records[0] ?? "")).toBe("CHEBI:15469");
    expect(splitSdfRecords("")).toEqual([]);
    expect(splitSdfRecords("\n\n  \n")).toEqual([]);
    expect(splitSdfRecords("a\n$$$$\n\n")).toEqual(["a\n$$$$\n"]);
  });
});
