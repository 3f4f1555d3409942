import { describe, expect, it } from "vitest";
import {
  findMotif,
  formatPercent,
  gcContent,
  reverseComplement,
  translate,
  translateCodon,
} from "./sequenceTools";

// The examples of the Biopython tutorial (chapter "Sequence objects"), whose answers are printed there.
const tutorialSeq = "GATCGATGGGCCTATATAGGATCGAAAATCGC";
const codingDna = "ATGGCCATTGTAATGGGCCGCTGAAAGGGTGCCCGATAG";

describe("reverseComplement", () => {
  it("answers Biopython's reverse complement", () => {
    expect(reverseComplement(tutorialSeq)).toBe("GCGATTTTCGATCCTATATAGGCCCATCGATC");
  });
  it("keeps case, complements IUPAC codes and leaves gaps", () => {
    expect(reverseComplement("acgtRYN-")).toBe("-NRYacgt");
    expect(reverseComplement("AUG")).toBe("CAT");
  });
});

describe("translate", () => {
  it("translates with the standard code, stops as *", () => {
    expect(translate(codingDna)).toBe("MAIVMGR*KGAR*");
  });
  it("reads frames 2 and 3 and drops a partial codon", () => {
    expect(translate("AATGGCC", 2)).toBe("MA");
    expect(translate("AAATGGCC", 3)).toBe("MA");
    expect(translate("ATGGC")).toBe("M");
  });
  it("reads RNA and lower case, X for ambiguous codons", () => {
    expect(translate("auguuuNNN")).toBe("MFX");
    expect(translateCodon("TGG")).toBe("W");
    expect(translateCodon("TAG")).toBe("*");
  });
});

describe("gcContent", () => {
  it("answers Biopython's gc_fraction", () => {
    expect(gcContent(tutorialSeq)).toBeCloseTo(0.46875, 10);
  });
  it("counts S as GC and W as AT, ignores N, null for nothing countable", () => {
    expect(gcContent("SSWW")).toBe(0.5);
    expect(gcContent("GCNNNN")).toBe(1);
    expect(gcContent("NNN")).toBeNull();
    expect(gcContent("")).toBeNull();
  });
  it("formats as a percentage", () => {
    expect(formatPercent(0.46875)).toBe("46.9%");
    expect(formatPercent(null)).toBe("–");
  });
});

describe("findMotif", () => {
  it("finds overlapping hits case-insensitively, with the offset added", () => {
    expect(findMotif("aaAA", "aa", { offset: 100 })).toEqual([
      { start: 100, end: 102, strand: 1 },
      { start: 101, end: 103, strand: 1 },
      { start: 102, end: 104, strand: 1 },
    ]);
  });
  it("finds the reverse strand's hits when asked, a palindrome once", () => {
    // GGATCC (BamHI) is its own reverse complement; ATGC's reverse complement is GCAT.
    expect(findMotif("TTGGATCCTT", "ggatcc", { bothStrands: true })).toEqual([
      { start: 2, end: 8, strand: 1 },
    ]);
    expect(findMotif("ATGCxxGCAT", "ATGC", { bothStrands: true })).toEqual([
      { start: 0, end: 4, strand: 1 },
      { start: 6, end: 10, strand: -1 },
    ]);
    expect(findMotif("ATGCxxGCAT", "ATGC")).toEqual([{ start: 0, end: 4, strand: 1 }]);
  });
  it("answers nothing for an empty motif and stops at the limit", () => {
    expect(findMotif("ACGT", "  ")).toEqual([]);
    expect(findMotif("AAAAAAAA", "A", { limit: 3 })).toHaveLength(3);
  });
});
