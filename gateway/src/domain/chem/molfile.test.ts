import { readFileSync } from "node:fs";
import path from "node:path";
import initRDKitModule from "@rdkit/rdkit";
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
    // M  END must be a line of its own: not inside a line, not followed by more than white space.
    const v2000 = "t\np\nc\n  1  0  0  0  0  0  0  0  0  0999 V2000\n";
    for (const ending of ["xM  END\n", "M  ENDX\n", "M  END x\nM  ENDING"]) {
      expect(readMolHeader(v2000 + ending)).toEqual({ unreadable: "unreadable molblock: no M  END line" });
    }
    for (const ending of ["M  END", "M  END  \r\n", "M  END\n> <X>\nM  END later\n"]) {
      expect(readMolHeader(v2000 + ending)).toEqual({ atoms: 1 });
    }
    expect(readMolHeader("t\np\nc\n  0  0  0     0  0            999 V3000\nM  END\n")).toEqual({
      unreadable: "unreadable molblock: V3000 without a COUNTS line",
    });
  });
});

/** A V3000 carbon chain of n atoms; the title, the header line 4 and the COUNTS line(s) can be swapped. */
function chainV3000(
  n: number,
  {
    title = `chain-${n}`,
    header = "  0  0  0     0  0            999 V3000",
    counts = [`M  V30 COUNTS ${n} ${n - 1} 0 0 0`],
  }: { title?: string; header?: string; counts?: string[] } = {},
): string {
  const lines = [title, "  crucible-test", "", header, "M  V30 BEGIN CTAB", ...counts, "M  V30 BEGIN ATOM"];
  for (let i = 1; i <= n; i++) lines.push(`M  V30 ${i} C ${i * 1.5} 0 0 0`);
  lines.push("M  V30 END ATOM", "M  V30 BEGIN BOND");
  for (let i = 1; i < n; i++) lines.push(`M  V30 ${i} 1 ${i} ${i + 1}`);
  lines.push("M  V30 END BOND", "M  V30 END CTAB", "M  END");
  return `${lines.join("\n")}\n`;
}

describe("readMolHeader against RDKit's own reading", () => {
  // Each record has 60 real atoms: the guard must count at least as many as RDKit reads, or refuse it.
  const crafted: Record<string, string> = {
    "a title that looks like a COUNTS line": chainV3000(60, { title: "M  V30 COUNTS 5 4 0 0 0" }),
    "a comment line that looks like a COUNTS line": chainV3000(60).replace(
      "\n\n",
      "\nM  V30 COUNTS 5 4 0 0 0\n",
    ),
    "a V3000 tag followed by more text, V2000 counts before it": chainV3000(60, {
      header: "  5  4  0  0  0  0  0  0  0  0999 V3000 and more",
    }),
    "a V3000 tag with CRLF line ends": chainV3000(60, { title: "M  V30 COUNTS 5" }).replace(/\n/g, "\r\n"),
    "a lower-case COUNTS": chainV3000(60, { counts: ["M  V30 counts 60 59 0 0 0"] }),
    "a COUNTS line continued on the next line": chainV3000(60, {
      counts: ["M  V30 COUNTS 6-", "M  V30 0 59 0 0 0"],
    }),
    "a V3000 tag one column late": chainV3000(60, { header: "  0  0  0     0  0            999  V3000" }),
    "a short header line ending in V3000": chainV3000(60, { header: " 60  0  0 V3000" }),
  };

  it("never counts fewer atoms than RDKit reads", async () => {
    const RDKit = await initRDKitModule();
    for (const [name, molblock] of Object.entries(crafted)) {
      const header = readMolHeader(molblock);
      const mol = RDKit.get_mol(molblock, JSON.stringify({ removeHs: false }));
      const rdkitAtoms = mol?.is_valid() ? mol.get_num_atoms() : 0;
      mol?.delete();
      // Refusing is safe; counting fewer atoms than RDKit reads is the hole.
      const safe = "unreadable" in header || header.atoms >= rdkitAtoms;
      expect({ name, header, rdkitAtoms, safe }).toMatchObject({ name, safe: true });
    }
  });

  it("reads the count on the real counts line, not the first COUNTS text in the record", () => {
    expect(readMolHeader(crafted["a title that looks like a COUNTS line"]!)).toEqual({ atoms: 60 });
    expect(readMolHeader(crafted["a V3000 tag followed by more text, V2000 counts before it"]!)).toEqual({
      atoms: 60,
    });
    expect(readMolHeader(crafted["a COUNTS line continued on the next line"]!)).toEqual({ atoms: 60 });
    expect(readMolHeader(chainV3000(3, { counts: ["M  V30 COUNTS +3 2 0 0 0"] }))).toEqual({
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
