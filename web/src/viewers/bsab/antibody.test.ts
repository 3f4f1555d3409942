import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { annotateChain } from "./antibody";

// PDB 1N8Z (trastuzumab Fab with HER2), the entry's chain sequences (chain A light, chain B heavy).
const fabLight =
  "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK" +
  "RTVAAPSVFIFPPSDEQLKSGTASVVCLLNNFYPREAKVQWKVDNALQSGNSQESVTEQDSKDSTYSLSSTLTLSKADYEKHKVYACEVTHQGLSSPVTKSFNRGEC";
const fabHeavy =
  "EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS" +
  "ASTKGPSVFPLAPSSKSTSGGTAALGCLVKDYFPEPVTVSWNSGALTSGVHTFPAVLQSSGLYSLSSVVTVPSSSLGTQTYICNVNHKPSNTKVDKKVEP";

function fastaRecords(text: string): { name: string; seq: string }[] {
  return text
    .split(">")
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const [title = "", ...lines] = chunk.split("\n");
      return { name: title.trim(), seq: lines.join("").trim() };
    });
}

describe("annotateChain", () => {
  it("finds the variable domain and constant region of a Fab's heavy and kappa light chain", () => {
    const heavy = annotateChain("H", fabHeavy);
    expect(heavy.type).toBe("heavy");
    expect(heavy.regions).toEqual([
      { kind: "variable", domain: "VH", start: 0, end: 120, motifAt: 109 },
      { kind: "constant", domain: null, start: 120, end: fabHeavy.length, motifAt: null },
    ]);
    const light = annotateChain("L", fabLight);
    expect(light.type).toBe("kappa");
    expect(light.regions.map((region) => [region.kind, region.start, region.end])).toEqual([
      ["variable", 0, 107],
      ["constant", 107, 214],
    ]);
    // The constant kappa region starts with RTVAAP, as in Kabat's numbering (L108 onwards).
    expect(fabLight.slice(107, 113)).toBe("RTVAAP");
  });

  it("reads the four chains of faricimab (a bispecific: VEGF-A and ANGPT2 arms)", () => {
    const fixture = path.resolve(__dirname, "../../../../tests/fixtures/faricimab-fv.fasta");
    const chains = fastaRecords(readFileSync(fixture, "utf8")).map((record) =>
      annotateChain(record.name, record.seq),
    );
    expect(chains.map((chain) => [chain.name, chain.length, chain.type])).toEqual([
      ["Faricimab_VEGFA_Heavy_Chain_1", 123, "heavy"],
      ["Faricimab_VEGFA_Light_Chain_1", 107, "kappa"],
      ["Faricimab_ANGPT2_Heavy_Chain_2", 129, "heavy"],
      ["Faricimab_ANGPT2_Light_Chain_2", 108, "lambda"],
    ]);
    // Variable domains only (Fv): each chain is one domain ending at the J region's end.
    for (const chain of chains) {
      expect(chain.regions).toHaveLength(1);
      expect(chain.regions[0]?.end).toBe(chain.length);
    }
  });

  it("splits an scFv into two domains and their linker", () => {
    const vh = fabHeavy.slice(0, 120);
    const vl = fabLight.slice(0, 107);
    const linker = "GGGGSGGGGSGGGGS";
    const chain = annotateChain("scFv", vh + linker + vl + "HHHHHH");
    expect(chain.type).toBe("heavy");
    expect(chain.regions.map((region) => [region.kind, region.domain, region.start, region.end])).toEqual([
      ["variable", "VH", 0, 120],
      ["linker", null, 120, 135],
      ["variable", "VL", 135, 242],
      ["constant", null, 242, 248],
    ]);
  });

  it("leaves a protein without a J motif unannotated", () => {
    const chain = annotateChain(
      "lysozyme",
      "KVFGRCELAAAMKRHGLDNYRGYSLGNWVCAAKFESNFNTQATNRNTDGSTDYGILQINSRWWCNDGRTPGSRNLCNIPCSALLSSDITASVNCAKKIVSDGNGMNAWVAWRNRCKGTDVQAWIRGCRL",
    );
    expect(chain.type).toBe("unknown");
    expect(chain.regions).toEqual([]);
  });
});
