import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notAnSdFile, readMolHeader, sniffBytes } from "./molfile.js";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../../tests/fixtures");

describe("readMolHeader", () => {
  it("reads the atom count of V2000 and V3000 molfiles", () => {
    const v2000 = readFileSync(path.join(fixtures, "cdk2.sdf"), "utf8").split("$$$$")[0]!;
    expect(readMolHeader(v2000)).toEqual({ atoms: 30 });
    const v3000 = readFileSync(path.join(fixtures, "chebi_15469.v3k.mol"), "utf8");
    expect(readMolHeader(v3000)).toEqual({ atoms: 53 });
    const crlf = readFileSync(path.join(fixtures, "solubility.test.sdf"), "utf8").split("$$$$")[0]!;
    expect(readMolHeader(crlf)).toEqual({ atoms: 6 });
  });

  it("says why a text is not a molblock", () => {
    expect(readMolHeader("CCO")).toEqual({
      unreadable: "unreadable molblock: shorter than a molfile header",
    });
    expect(readMolHeader("t\np\nc\nnot counts\nM  END\n")).toEqual({
      unreadable: "unreadable molblock: line 4 is not a counts line",
    });
    expect(readMolHeader("t\np\nc\n  1  0  0  0  0  0  0  0  0  0999 V2000\n")).toEqual({
      unreadable: "unreadable molblock: no M  END line",
    });
    expect(readMolHeader("t\np\nc\n  0  0  0     0  0            999 V3000\nM  END\n")).toEqual({
      unreadable: "unreadable molblock: V3000 without a COUNTS line",
    });
  });
});

describe("notAnSdFile", () => {
  it("accepts every SDF and MOL fixture, and an empty file", () => {
    for (const file of [
      "cdk2.sdf",
      "solubility.test.sdf",
      "Issue381.sdf",
      "github3553.sdf",
      "chebi_15469.v3k.mol",
    ]) {
      expect(notAnSdFile(readFileSync(path.join(fixtures, file)).subarray(0, sniffBytes))).toBeNull();
    }
    expect(notAnSdFile(Buffer.alloc(0))).toBeNull();
  });

  it("refuses binary content, other text, and a header that never ends", () => {
    expect(notAnSdFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toBe(
      "not an SD file (binary content)",
    );
    expect(notAnSdFile(Buffer.from([0x41, 0xff, 0xfe, 0x41]))).toBe("not an SD file (not UTF-8 text)");
    expect(
      notAnSdFile(readFileSync(path.join(fixtures, "PP_descrs_regress.2.csv")).subarray(0, sniffBytes)),
    ).toBe("not an SD file (no counts line on line 4)");
    expect(notAnSdFile(Buffer.from("x".repeat(sniffBytes)))).toBe("not an SD file (no molfile header)");
  });
});
