/**
 * bsab's annotation of antibody chains: a documented heuristic (docs/viewers.md "## bsab"), not IMGT
 * numbering. A variable domain ends with its J region: heavy chains carry W-G-X-G ("WGQG"), light
 * chains F-G-X-G ("FGQG" kappa, "FGGG" lambda), about 95-125 residues from the domain's start; the
 * domain is taken to end 11 residues (heavy, "WGQGTLVTVSS") or 10 residues (light, "FGQGTKVEIK") after
 * the motif's first residue. What follows the last variable domain is the constant region (or tag);
 * a second motif further on (an scFv or a tandem format) makes a second variable domain, the residues
 * between them a linker.
 */

export type ChainType = "heavy" | "kappa" | "lambda" | "light" | "unknown";
export type RegionKind = "variable" | "linker" | "constant";

export interface ChainRegion {
  readonly kind: RegionKind;
  /** heavy or light for a variable domain (VH, VL). */
  readonly domain: "VH" | "VL" | null;
  /** 0-based start, exclusive end. */
  readonly start: number;
  readonly end: number;
  /** Where the J motif starts (variable domains). */
  readonly motifAt: number | null;
}

export interface AnnotatedChain {
  readonly name: string;
  readonly length: number;
  readonly type: ChainType;
  readonly regions: readonly ChainRegion[];
}

/**
 * Where a J motif may start, counted from the end of the previous domain (CDR3 lengths vary; a later
 * domain may sit behind a linker of up to ~35 residues).
 */
export const motifWindow = { from: 85, to: 125, toAfterLinker: 160 } as const;
const heavyTail = 11;
const lightTail = 10;
/** Residues from a domain's first residue to its J motif in trastuzumab (VH 109, VL 97). */
const typicalMotifOffset = { VH: 109, VL: 97 } as const;

interface Motif {
  readonly at: number;
  readonly domain: "VH" | "VL";
}

/** The first J motif starting inside the window after `from`. */
function nextMotif(seq: string, from: number, first: boolean): Motif | null {
  const pattern = /WG.G|FG.G/g;
  pattern.lastIndex = from + motifWindow.from;
  const match = pattern.exec(seq);
  if (!match || match.index > from + (first ? motifWindow.to : motifWindow.toAfterLinker)) return null;
  return { at: match.index, domain: match[0].startsWith("W") ? "VH" : "VL" };
}

/** Kappa and lambda J regions and constant starts differ: FGQGTKVEIK / RTVAAP against FGGGTKLTVL / GQPK. */
function lightType(seq: string, motifAt: number): ChainType {
  const after = seq.slice(motifAt + 4, motifAt + 20);
  if (/EIK|RTVAAP|ELK/.test(after)) return "kappa";
  if (/TVL|GQPK/.test(after)) return "lambda";
  return "light";
}

/** A protein chain's type and regions by the J-motif heuristic above. */
export function annotateChain(name: string, sequence: string): AnnotatedChain {
  const seq = sequence.toUpperCase();
  const regions: ChainRegion[] = [];
  let type: ChainType = "unknown";
  let from = 0;
  // At most a few domains: a chain of an antibody construct holds one or two variable domains.
  for (let domains = 0; domains < 4; domains += 1) {
    const motif = nextMotif(seq, from, domains === 0);
    if (!motif) break;
    const end = Math.min(seq.length, motif.at + (motif.domain === "VH" ? heavyTail : lightTail));
    regions.push({ kind: "variable", domain: motif.domain, start: from, end, motifAt: motif.at });
    if (type === "unknown") type = motif.domain === "VH" ? "heavy" : lightType(seq, motif.at);
    from = end;
  }
  if (regions.length > 0 && from < seq.length) {
    regions.push({ kind: "constant", domain: null, start: from, end: seq.length, motifAt: null });
  }
  return { name, length: seq.length, type, regions: withLinkers(regions) };
}

/**
 * A domain after the first begins where its own framework begins, which the motif alone cannot tell:
 * the heuristic takes the typical distance before its motif as the domain and the rest as linker.
 */
function withLinkers(regions: readonly ChainRegion[]): ChainRegion[] {
  const out: ChainRegion[] = [];
  for (const region of regions) {
    const previous = out[out.length - 1];
    if (region.kind === "variable" && previous && region.motifAt !== null) {
      const offset = typicalMotifOffset[region.domain ?? "VH"];
      const domainStart = Math.max(region.start, region.motifAt - offset);
      if (domainStart > region.start) {
        out.push({ kind: "linker", domain: null, start: region.start, end: domainStart, motifAt: null });
      }
      out.push({ ...region, start: domainStart });
    } else {
      out.push(region);
    }
  }
  return out;
}
