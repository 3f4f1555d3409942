import { describe, expect, it } from "vitest";
import { LocalReadError, localPage, moleculeTypeOf, parseFasta, parseWeseq } from "./localSequence";

describe("parseFasta", () => {
  it("reads ids, titles and sequences as the gateway does", () => {
    const records = parseFasta("junk\n>seq1 first record\nACGT\nAC GT\n>p2\r\nMEEP\r\n");
    expect(records.map((r) => [r.id, r.description, r.sequence, r.moleculeType, r.length])).toEqual([
      ["seq1", "seq1 first record", "ACGTACGT", "DNA", 8],
      ["p2", "p2", "MEEP", "protein", 4],
    ]);
    expect(records[0]?.gcContent).toBe(0.5);
    expect(records[1]?.gcContent).toBeNull();
  });
  it("refuses text without a record", () => {
    expect(() => parseFasta("hello")).toThrow(LocalReadError);
  });
  it("tells RNA from DNA and protein (letters that are all IUPAC nucleotide codes are DNA)", () => {
    expect(moleculeTypeOf("MKV")).toBe("DNA");
    expect(moleculeTypeOf("ACGU")).toBe("RNA");
    expect(moleculeTypeOf("ACGTN-")).toBe("DNA");
    expect(moleculeTypeOf("MEEPQSDPSV")).toBe("protein");
  });
});

describe("parseWeseq", () => {
  const document = {
    version: 1,
    records: [
      {
        name: "pDemo",
        sequence: "ATGCGCGCATATGGCC",
        moleculeType: "DNA",
        topology: "circular",
        features: [
          { name: "orf", type: "CDS", start: 14, end: 3, strand: 1, color: "#ff0000", notes: "start" },
        ],
      },
    ],
  };
  it("reads records, features wrapping the origin of a circular record, and notes", () => {
    const [record] = parseWeseq(JSON.stringify(document));
    expect(record?.topology).toBe("circular");
    expect(record?.features[0]).toMatchObject({ name: "orf", start: 14, end: 3, notes: { note: ["start"] } });
  });
  it("refuses a wrapping feature on a linear record and a wrong version", () => {
    const linear = { ...document, records: [{ ...document.records[0], topology: "linear" }] };
    expect(() => parseWeseq(JSON.stringify(linear))).toThrow(/out of range/);
    expect(() => parseWeseq(JSON.stringify({ ...document, version: 2 }))).toThrow(LocalReadError);
  });
});

describe("localPage", () => {
  it("slices records and the sequence like the gateway", () => {
    const records = parseFasta(">a\nAAAACCCC\n>b\nGG\n>c\nTT\n");
    const page = localPage(records, "fasta", { offset: 0, limit: 2, seqOffset: 2, seqLength: 4 });
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.sequenceOffset, r.sequence])).toEqual([
      [2, "AACC"],
      [2, ""],
    ]);
  });
});
