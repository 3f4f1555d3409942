/**
 * weView's default ("auto") representation, chosen by what a structure holds: NGL draws a cartoon
 * only along a backbone of at least 4 residues, so a small molecule or a small peptide drawn as a
 * cartoon is an empty canvas. A structure with a real backbone (a protein, a nucleic acid) is drawn
 * as a cartoon with its ligands and its short peptides as ball and stick; anything else as ball and
 * stick. Kept apart from NGL so that the choice is tested on its own.
 */

/** Residues of backbone from which a polymer is drawn as a cartoon (shorter ones as ball and stick). */
export const cartoonMinResidues = 10;

/** One backbone-connected stretch of residues (an NGL polymer). */
export interface PolymerSummary {
  readonly chain: string;
  readonly firstResno: number;
  readonly lastResno: number;
  readonly residues: number;
}

/** What a structure holds, as far as the choice of its representation goes. */
export interface StructureSummary {
  readonly atoms: number;
  readonly polymers: readonly PolymerSummary[];
}

export type AutoStyle =
  | { readonly style: "ball+stick" }
  /** `shortPolymers`: an NGL selection of the polymers too short for a cartoon, or null. */
  | { readonly style: "cartoon"; readonly shortPolymers: string | null };

/** Whether a structure has a backbone long enough to be drawn as a cartoon. */
export function hasBackbone(summary: StructureSummary): boolean {
  return summary.polymers.some((polymer) => polymer.residues >= cartoonMinResidues);
}

function polymerSelection(polymer: PolymerSummary): string {
  const low = Math.min(polymer.firstResno, polymer.lastResno);
  const high = Math.max(polymer.firstResno, polymer.lastResno);
  const range = low === high ? `${low}` : `${low}-${high}`;
  return polymer.chain ? `${range}:${polymer.chain}` : range;
}

export function autoStyle(summary: StructureSummary): AutoStyle {
  if (!hasBackbone(summary)) return { style: "ball+stick" };
  const short = summary.polymers.filter((polymer) => polymer.residues < cartoonMinResidues);
  return {
    style: "cartoon",
    shortPolymers:
      short.length > 0
        ? short
            .map(polymerSelection)
            .map((sele) => `(${sele})`)
            .join(" or ")
        : null,
  };
}
