import { describe, expect, it } from "vitest";
import { LocalReadError, localPage, readLocalBytes } from "./localSequence";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readLocalBytes (the gateway's rules, @crucible/schema/sequenceFiles)", () => {
  it("reads FASTA ids, titles and sequences as the gateway does", () => {
    const records = readLocalBytes("a.fasta", bytes(">seq1 first record\nACGT\nAC GT\n>p2\r\nMEEP\r\n"));
    expect(records.map((r) => [r.id, r.description, r.sequence, r.moleculeType, r.length])).toEqual([
      ["seq1", "seq1 first record", "ACGTACGT", "DNA", 8],
      ["p2", "p2", "MEEP", "protein", 4],
    ]);
    expect(records[0]?.gcContent).toBe(0.5);
    expect(records[1]?.gcContent).toBeNull();
  });

  it("refuses what the gateway refuses: binary bytes, bytes that are not UTF-8, text before the first >", () => {
    // Bytes like a random file's: a NUL, and a lone 0xFF that UTF-8 never has.
    expect(() => readLocalBytes("junk.fasta", new Uint8Array([0x3e, 0x61, 0x0a, 0x00, 0x41]))).toThrow(
      new LocalReadError("binary content"),
    );
    expect(() => readLocalBytes("junk.fasta", new Uint8Array([0x3e, 0x61, 0x0a, 0xff, 0x41]))).toThrow(
      new LocalReadError("not UTF-8 text"),
    );
    expect(() => readLocalBytes("junk.fa", bytes("junk\n>seq1\nACGT\n"))).toThrow(/text before the first >/);
    expect(() => readLocalBytes("x.fa", bytes("hello"))).toThrow(LocalReadError);
    expect(() => readLocalBytes("x.fa", bytes(">p\nME1EP\n"))).toThrow(
      /letters outside any sequence alphabet/,
    );
  });

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

  it("reads weseq records, features wrapping the origin of a circular record, and notes", () => {
    const [record] = readLocalBytes("d.weseq", bytes(JSON.stringify(document)));
    expect(record?.topology).toBe("circular");
    expect(record?.features[0]).toMatchObject({
      name: "orf",
      start: 14,
      end: 3,
      notes: { note: ["start"] },
      locations: [{ start: 14, end: 3 }],
      warnings: [],
    });
  });

  it("refuses a wrapping feature on a linear record and a wrong version", () => {
    const linear = { ...document, records: [{ ...document.records[0], topology: "linear" }] };
    expect(() => readLocalBytes("d.weseq", bytes(JSON.stringify(linear)))).toThrow(/outside the sequence/);
    expect(() => readLocalBytes("d.weseq", bytes(JSON.stringify({ ...document, version: 2 })))).toThrow(
      /not a weseq document \(version/,
    );
  });
});

describe("localPage", () => {
  it("slices records and the sequence like the gateway", () => {
    const records = readLocalBytes("p.fa", bytes(">a\nAAAACCCC\n>b\nGG\n>c\nTT\n"));
    const page = localPage(records, "fasta", { offset: 0, limit: 2, seqOffset: 2, seqLength: 4 });
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.sequenceOffset, r.sequence])).toEqual([
      [2, "AACC"],
      [2, ""],
    ]);
  });
});
