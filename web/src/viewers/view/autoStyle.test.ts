import { describe, expect, it } from "vitest";
import { autoStyle, cartoonMinResidues, hasBackbone } from "./autoStyle";

describe("weView's automatic representation", () => {
  it("draws a small molecule as ball and stick", () => {
    const adrenaline = { atoms: 26, polymers: [] };
    expect(autoStyle(adrenaline)).toEqual({ style: "ball+stick" });
    expect(hasBackbone(adrenaline)).toBe(false);
  });

  it("draws a small peptide as ball and stick, not as an empty cartoon", () => {
    // Ace-Gly-Nme (tests/fixtures/ace-gly-nme.pdb): one residue of backbone.
    const dipeptide = { atoms: 19, polymers: [{ chain: "", firstResno: 2, lastResno: 2, residues: 1 }] };
    expect(autoStyle(dipeptide)).toEqual({ style: "ball+stick" });
    const nine = { atoms: 70, polymers: [{ chain: "A", firstResno: 1, lastResno: 9, residues: 9 }] };
    expect(autoStyle(nine).style).toBe("ball+stick");
  });

  it("draws a protein as a cartoon", () => {
    const crambin = { atoms: 327, polymers: [{ chain: "A", firstResno: 1, lastResno: 46, residues: 46 }] };
    expect(autoStyle(crambin)).toEqual({ style: "cartoon", shortPolymers: null });
    const edge = {
      atoms: 80,
      polymers: [{ chain: "A", firstResno: 1, lastResno: cartoonMinResidues, residues: cartoonMinResidues }],
    };
    expect(autoStyle(edge).style).toBe("cartoon");
  });

  it("draws a protein's short peptides as ball and stick beside its cartoon", () => {
    const complex = {
      atoms: 3000,
      polymers: [
        { chain: "A", firstResno: 1, lastResno: 326, residues: 326 },
        { chain: "B", firstResno: 340, lastResno: 344, residues: 5 },
        { chain: "C", firstResno: 7, lastResno: 7, residues: 1 },
      ],
    };
    expect(autoStyle(complex)).toEqual({ style: "cartoon", shortPolymers: "(340-344:B) or (7:C)" });
  });
});
