import { describe, expect, it } from "vitest";
import { coverInitials } from "./covers.js";

describe("coverInitials", () => {
  it("no longer draws the same letters for the two names of issue 26", () => {
    expect(coverInitials("Similarity search")).toBe("SiS");
    expect(coverInitials("SDF/SMILES conversion")).toBe("SSCo");
  });

  it("leaves out the tools in parentheses and short words", () => {
    expect(coverInitials("Docking (AutoDock Vina)")).toBe("Do");
    expect(coverInitials("Split an SDF into chunks")).toBe("SSCh");
    expect(coverInitials("Ligand preparation (RDKit, Open Babel)")).toBe("LPr");
  });

  it("keeps an acronym's capitals and reads the words of a single word name", () => {
    expect(coverInitials("BLAST")).toBe("BL");
    expect(coverInitials("docking")).toBe("Do");
    expect(coverInitials("The")).toBe("Th");
  });

  it("draws Chinese names from their first two characters, after the initial of a leading word", () => {
    expect(coverInitials("相似性搜索")).toBe("相似");
    expect(coverInitials("RDKit 相似性搜索")).toBe("R相似");
    expect(coverInitials("配体准备（RDKit、Open Babel）")).toBe("配体");
    expect(coverInitials("拆分 SDF")).toBe("拆分");
  });

  it("falls back on the whole name, then on a question mark", () => {
    expect(coverInitials("(AutoDock Vina)")).toBe("AuV");
    expect(coverInitials("—")).toBe("?");
    expect(coverInitials("")).toBe("?");
  });
});
