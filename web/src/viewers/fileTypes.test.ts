import { describe, expect, it } from "vitest";
import { copyNameOf, isEditableName, previewKindOf } from "./fileTypes";

describe("editable file types (spec §9)", () => {
  it("edits text, log, smi, pdb, sdf, mol and the code types, not tables, images or archives", () => {
    for (const name of ["a.txt", "run.log", "x.smi", "p.PDB", "l.sdf", "m.mol", "s.py", "c.json", "q.sql"])
      expect(isEditableName(name), name).toBe(true);
    for (const name of ["t.csv", "i.png", "a.zip", "r.md", "s.fasta", "noext"])
      expect(isEditableName(name), name).toBe(false);
  });

  it("names an edited copy beside the original", () => {
    expect(copyNameOf("ligand.sdf")).toBe("ligand-edited.sdf");
    expect(copyNameOf("notes")).toBe("notes-edited");
    expect(copyNameOf("a.b.py")).toBe("a.b-edited.py");
    expect(previewKindOf(copyNameOf("ligand.sdf"))).toBe("sdf");
  });
});
