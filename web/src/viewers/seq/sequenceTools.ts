/**
 * Small sequence helpers of weSeq, weVec and bsab: reverse complement (IUPAC), translation with the
 * standard genetic code, GC content as the gateway computes it (Biopython's gc_fraction) and motif
 * search on both strands. Positions are 0-based, ends exclusive, like the gateway's features.
 */

const complements: Readonly<Record<string, string>> = {
  A: "T",
  T: "A",
  U: "A",
  G: "C",
  C: "G",
  R: "Y",
  Y: "R",
  S: "S",
  W: "W",
  K: "M",
  M: "K",
  B: "V",
  V: "B",
  D: "H",
  H: "D",
  N: "N",
};

/** The reverse complement; case is kept, letters without a complement (gaps, stops) stay as they are. */
export function reverseComplement(seq: string): string {
  let out = "";
  for (let index = seq.length - 1; index >= 0; index -= 1) {
    const letter = seq.charAt(index);
    const upper = letter.toUpperCase();
    const complement = complements[upper];
    if (complement === undefined) out += letter;
    else out += letter === upper ? complement : complement.toLowerCase();
  }
  return out;
}

const bases = "TCAG";
// NCBI translation table 1, codons in TCAG order (TTT, TTC, TTA, TTG, TCT, ...).
const standardCode = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG";

/** One codon's amino acid in the standard code ("X" when a letter is not A, C, G, T or U). */
export function translateCodon(codon: string): string {
  const upper = codon.toUpperCase().replace(/U/g, "T");
  let index = 0;
  for (const letter of upper) {
    const value = bases.indexOf(letter);
    if (value < 0) return "X";
    index = index * 4 + value;
  }
  return standardCode.charAt(index);
}

/** Translates from frame 1, 2 or 3 with the standard code; a trailing partial codon is dropped. */
export function translate(seq: string, frame: 1 | 2 | 3 = 1): string {
  let protein = "";
  for (let index = frame - 1; index + 3 <= seq.length; index += 3) {
    protein += translateCodon(seq.slice(index, index + 3));
  }
  return protein;
}

/**
 * G+C+S over A+C+G+T+S+W+U (Biopython's gc_fraction default, as the gateway computes a record's GC);
 * null when no letter counts (an empty or all-ambiguous sequence).
 */
export function gcContent(seq: string): number | null {
  let gc = 0;
  let counted = 0;
  for (const letter of seq.toUpperCase()) {
    if (letter === "G" || letter === "C" || letter === "S") {
      gc += 1;
      counted += 1;
    } else if (letter === "A" || letter === "T" || letter === "W" || letter === "U") {
      counted += 1;
    }
  }
  return counted === 0 ? null : gc / counted;
}

export interface MotifHit {
  /** 0-based start in the searched text plus its offset. */
  readonly start: number;
  /** Exclusive end. */
  readonly end: number;
  /** 1: the motif as typed; -1: its reverse complement (the reverse strand). */
  readonly strand: 1 | -1;
}

function findAll(text: string, motif: string, offset: number, strand: 1 | -1, limit: number): MotifHit[] {
  const hits: MotifHit[] = [];
  let from = text.indexOf(motif);
  while (from >= 0 && hits.length < limit) {
    hits.push({ start: offset + from, end: offset + from + motif.length, strand });
    from = text.indexOf(motif, from + 1);
  }
  return hits;
}

/**
 * Case-insensitive, overlapping hits of a motif in `text` (which starts at `offset` of the record),
 * sorted by position; with `bothStrands`, also the hits of its reverse complement (a palindromic
 * motif is listed once). At most `limit` hits.
 */
export function findMotif(
  text: string,
  motif: string,
  options: { offset?: number; bothStrands?: boolean; limit?: number } = {},
): MotifHit[] {
  const query = motif.replace(/\s+/g, "").toUpperCase();
  if (query === "") return [];
  const haystack = text.toUpperCase();
  const offset = options.offset ?? 0;
  const limit = options.limit ?? 10_000;
  const hits = findAll(haystack, query, offset, 1, limit);
  const reverse = reverseComplement(query);
  if (options.bothStrands && reverse !== query) hits.push(...findAll(haystack, reverse, offset, -1, limit));
  return hits.sort((a, b) => a.start - b.start || b.strand - a.strand).slice(0, limit);
}

/** A fraction as a percentage with one decimal ("41.7%"), or "–" for none. */
export function formatPercent(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined ? "–" : `${(fraction * 100).toFixed(1)}%`;
}
