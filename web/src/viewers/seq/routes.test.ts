import { describe, expect, it } from "vitest";
import { seqViewerOfName, seqViewerRoute } from "./routes";

describe("seqViewerRoute", () => {
  it("opens sequences in weSeq and maps in weVec", () => {
    expect(seqViewerOfName("reads.FA")).toBe("seq");
    expect(seqViewerOfName("doc.weseq")).toBe("seq");
    expect(seqViewerOfName("pUC19.gbk")).toBe("vec");
    expect(seqViewerOfName("map.dna")).toBe("vec");
    expect(seqViewerOfName("table.csv")).toBeNull();
  });
  it("names a data set file or a task output", () => {
    expect(seqViewerRoute("frontend", "a b.fasta", { fileId: "7" })).toBe(
      "/frontend/home/seq?file=7&name=a+b.fasta",
    );
    expect(seqViewerRoute("frontend", "p.gb", { taskId: "3", output: "out/p.gb" })).toBe(
      "/frontend/home/vec?task=3&output=out%2Fp.gb&name=p.gb",
    );
    expect(seqViewerRoute("system", "x.txt", { fileId: "1" })).toBeNull();
  });
});
