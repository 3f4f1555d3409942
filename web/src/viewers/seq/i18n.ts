/** The strings of weSeq, weVec and bsab (loaded with the viewers' chunk). */
import type { SequenceWarning } from "../../graphql";
import { defineNamespace, type NsT, type Widen } from "../../i18n";

export const seqEn = {
  seqTitle: "weSeq",
  seqIntro: "Sequences of FASTA, weseq, GenBank and SnapGene files: search, select, translate.",
  vecTitle: "weVec",
  vecIntro: "Plasmid maps of GenBank (gb, gbk) and SnapGene (dna) files.",
  bsabTitle: "bsab",
  bsabIntro: "The chains of an antibody construct from a FASTA file, with their regions.",
  back: "Back",
  close: "Close",
  loading: "Reading the sequence…",
  pickFile: "Choose a data set file ({{extensions}})",
  listSeparator: ", ",
  noFiles: "No file of these formats",
  openLocal: "Open a local file",
  pickFirst: "Choose a file to view.",
  readFailed: "Unreadable sequence data",
  loadFailed: "The sequence could not be loaded",
  noRecords: "The file holds no record.",
  recordTotal_one: "{{count}} record ({{format}})",
  recordTotal_other: "{{count}} records ({{format}})",
  record: "Record",
  firstRecords: "the first {{shown}} of {{total}}",
  letters: {
    DNA: "{{length, number}} bp",
    RNA: "{{length, number}} nt",
    protein: "{{length, number}} aa",
  },
  molecule: { DNA: "DNA", RNA: "RNA", protein: "Protein" },
  topology: { linear: "Linear", circular: "Circular" },
  featureCount_one: "{{count}} feature",
  featureCount_other: "{{count}} features",
  primerCount_one: "{{count}} primer",
  primerCount_other: "{{count}} primers",
  copy: "Copy",
  searchDna: "Find a motif (both strands)",
  searchProtein: "Find a motif",
  noHit: "No hit",
  hitOf: "Hit {{at}} of {{total}}",
  hits_one: "{{count}} hit",
  hits_other: "{{count}} hits",
  searchScope: "Searching the loaded letters {{from}}–{{to}}.",
  searchScopeDna: "Searching the loaded letters {{from}}–{{to}}; reverse-strand hits are marked in orange.",
  previousHit: "Previous hit",
  nextHit: "Next hit",
  jumpTo: "Position",
  go: "Go",
  start: "Start",
  end: "End",
  select: "Select",
  clear: "Clear",
  selectHint: "Drag over the sequence or type a start and an end to select.",
  selectionSummary: "Selected {{start}}–{{end}}, length {{length}}",
  selectionTooLong: "Select at most {{max, number}} letters at once.",
  translation: "Translation (standard code)",
  frame: "Frame {{frame}}",
  reverseComplement: "Reverse complement",
  windowShown: "Showing {{from, number}}–{{to, number}} of {{total, number}}",
  fromStart: "Back to the start",
  loadMore: "Load {{step, number}} more",
  nextWindow: "Next {{step, number}}",
  // weVec
  viewMode: { both: "Both", circular: "Circular", linear: "Linear" },
  enzymes: "Restriction sites",
  feature: "Feature",
  type: "Type",
  range: "Location",
  location: {
    forward: "{{start}}–{{end}}, forward strand",
    reverse: "{{start}}–{{end}}, reverse strand",
  },
  featuresCapped: "The first {{shown}} of {{total}} features.",
  warningsTitle_one: "{{count}} warning: kept as the file gives it, not drawn",
  warningsTitle_other: "{{count}} warnings: kept as the file gives them, not drawn",
  warnings: {
    outsideSequence: "location {{detail}} lies outside the sequence ({{length, number}} letters)",
    backwardsOnLinear: "location {{detail}} ends before it starts on a linear record",
    parser: "the file's parser says: {{detail}}",
  },
  featureWarning: "{{name}}: {{text}}",
  untitledFeature: "Untitled feature",
  proteinNoMap: "A protein record has no plasmid map: it is shown in weSeq.",
  tooLongForMap:
    "This record has {{length, number}} bp, more than a map draws ({{max, number}}): it is shown in weSeq.",
  bsab: {
    heuristicTitle: "Regions by a simple heuristic, not IMGT numbering",
    heuristic:
      "A variable domain is taken to end with its J region: W-G-X-G (heavy) or F-G-X-G (light) some 85-125 residues in, plus the J region's remaining residues. Kappa and lambda are told apart by the residues that follow. What comes after the last variable domain is shown as constant region. Check important boundaries with a numbering tool.",
    chainTotal_one: "{{count}} chain",
    chainTotal_other: "{{count}} chains",
    chain: "Chain",
    length: "Length (aa)",
    type: "Type (guessed)",
    regions: "Regions",
    map: "Map (one scale)",
    linker: "linker",
    constant: "constant",
    noRegions: "No J motif found",
    notProtein: "Not a protein chain",
    truncated: "Chains over {{max}} residues are annotated on their first {{max}} residues.",
    legend: { variable: "Variable domain", linker: "Linker", constant: "Constant region / rest" },
    chainType: {
      heavy: "Heavy",
      kappa: "Light (kappa)",
      lambda: "Light (lambda)",
      light: "Light",
      unknown: "Unknown",
    },
  },
} as const;

export type SeqCatalogue = Widen<typeof seqEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    seq: SeqCatalogue;
  }
}

export const seqNs = defineNamespace("seq", seqEn, () => import("./i18nZh").then((module) => module.seqZh));

type Warning = Pick<SequenceWarning, "code" | "detail">;

/** A reader's warning in words; `length` is the record's length in letters. */
export function warningText(t: NsT<"seq">, { code, detail }: Warning, length: number): string {
  return t(`warnings.${code}`, { detail, length });
}

/** A feature's warning, named by the feature. */
export function featureWarningText(t: NsT<"seq">, name: string, text: string): string {
  return t("featureWarning", { name: name || t("untitledFeature"), text });
}
