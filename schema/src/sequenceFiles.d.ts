/** Types of sequenceFiles.js (plain JavaScript: the gateway's sequence worker imports it without a loader). */

export type SequenceMoleculeType = "DNA" | "RNA" | "protein";
export type SequenceTopology = "linear" | "circular";

/**
 * Something a reader kept but the user should know (docs/viewers.md): `outsideSequence` (a part of a
 * feature's location, `detail` as 1-based `start..end`, does not fit the sequence; the location is kept
 * as the file gives it), `backwardsOnLinear` (a part that ends before it starts on a linear record),
 * `parser` (a message of the parser, in English, in `detail`).
 */
export interface SequenceWarning {
  code: "outsideSequence" | "backwardsOnLinear" | "parser";
  detail: string;
}

/** One part of a location: 0-based start, exclusive end (Biopython's FeatureLocation). */
export interface SequenceLocation {
  start: number;
  end: number;
}

export interface SequenceFeature {
  name: string;
  type: string;
  /** The first part's start and the last part's end; end <= start on a circular record wraps the origin. */
  start: number;
  end: number;
  strand: 1 | -1;
  color: string | null;
  /** Qualifiers: name to values. */
  notes: Record<string, string[]>;
  /** The parts of a join() or order(), in the file's order; one part for a plain span. */
  locations: SequenceLocation[];
  warnings: SequenceWarning[];
}

export interface ParsedSequence {
  id: string;
  name: string;
  description: string;
  sequence: string;
  moleculeType: SequenceMoleculeType;
  topology: SequenceTopology;
  features: SequenceFeature[];
  primers: SequenceFeature[];
  /** Warnings about the record rather than one feature. */
  warnings: SequenceWarning[];
}

export declare class SequenceUnreadable extends Error {}

export declare function guessMoleculeType(sequence: string): SequenceMoleculeType;
export declare function gcContent(moleculeType: SequenceMoleculeType, sequence: string): number | null;
export declare function decodeSequenceText(bytes: Uint8Array): string;
export declare function simpleFeature(
  feature: Omit<SequenceFeature, "locations" | "warnings">,
): SequenceFeature;
export declare function readFasta(text: string, maxRecords: number): ParsedSequence[];
export declare function readWeseq(text: string, maxRecords: number): ParsedSequence[];
export declare function readSequenceText(
  format: "fasta" | "weseq",
  bytes: Uint8Array,
  maxRecords: number,
): ParsedSequence[];
