/**
 * A local file (not uploaded) read in the browser, answered in the gateway's SequencePage shape so the
 * viewers page through it like a data set file: FASTA as the gateway reads it (docs/viewers.md: the
 * title's first word is the id, white space inside sequence lines dropped, nucleotide-only letters make
 * DNA or RNA) and weseq documents. GenBank and SnapGene files are read on the gateway only.
 */
import type { SequencePageFieldsFragment, SequenceFeatureFieldsFragment } from "../../graphql";
import { gcContent } from "./sequenceTools";

export type LocalRecord = SequencePageFieldsFragment["records"][number];
export type LocalFeature = SequenceFeatureFieldsFragment;

/** Local files the browser reads: at most 16 MiB and 100,000 records (the gateway reads up to 64 MiB). */
export const localLimits = { bytes: 16 * 1024 * 1024, records: 100_000 } as const;

export class LocalReadError extends Error {}

const nucleotideLetters = /^[ACGTURYSWKMBDHVN.\-*]*$/i;

export function moleculeTypeOf(sequence: string): LocalRecord["moleculeType"] {
  if (!nucleotideLetters.test(sequence)) return "protein";
  return /u/i.test(sequence) && !/t/i.test(sequence) ? "RNA" : "DNA";
}

function record(
  index: number,
  fields: Pick<LocalRecord, "id" | "name" | "description" | "moleculeType" | "topology">,
  sequence: string,
  features: LocalFeature[] = [],
  primers: LocalFeature[] = [],
): LocalRecord {
  return {
    __typename: "SequenceRecord",
    index,
    ...fields,
    length: sequence.length,
    gcContent: fields.moleculeType === "protein" ? null : gcContent(sequence),
    featureTotal: features.length,
    features,
    primers,
    sequenceOffset: 0,
    sequence,
  };
}

/** FASTA as Biopython's SeqIO "fasta" reads it; lines before the first ">" are skipped. */
export function parseFasta(text: string): LocalRecord[] {
  const records: LocalRecord[] = [];
  let title: string | null = null;
  let parts: string[] = [];
  const flush = () => {
    if (title === null) return;
    if (records.length >= localLimits.records) throw new LocalReadError("too many records");
    const sequence = parts.join("");
    const id = title.split(/\s+/)[0] ?? "";
    records.push(
      record(
        records.length,
        { id, name: id, description: title, moleculeType: moleculeTypeOf(sequence), topology: "linear" },
        sequence,
      ),
    );
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith(">")) {
      flush();
      title = line.slice(1).trim();
      parts = [];
    } else if (title !== null) {
      parts.push(line.replace(/\s+/g, ""));
    }
  }
  flush();
  if (records.length === 0) throw new LocalReadError("no FASTA record");
  return records;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function featureOf(value: unknown, length: number, circular: boolean): LocalFeature {
  if (!isObject(value)) throw new LocalReadError("a feature is not an object");
  const { name, type, start, end, strand, color, notes } = value;
  if (typeof name !== "string" || typeof start !== "number" || typeof end !== "number") {
    throw new LocalReadError("a feature needs name, start and end");
  }
  const inside = Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end <= length;
  if (!inside || (end <= start && !circular)) throw new LocalReadError(`feature ${name} is out of range`);
  return {
    __typename: "SequenceFeature",
    name,
    type: typeof type === "string" ? type : "misc_feature",
    start,
    end,
    strand: strand === -1 ? -1 : 1,
    color: typeof color === "string" ? color : null,
    notes: typeof notes === "string" ? { note: [notes] } : isObject(notes) ? notes : {},
  };
}

/** A weseq document (docs/viewers.md), checked like the gateway checks it. */
export function parseWeseq(text: string): LocalRecord[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new LocalReadError("not JSON");
  }
  if (!isObject(document) || document.version !== 1 || !Array.isArray(document.records)) {
    throw new LocalReadError("not a weseq document (version 1 with records)");
  }
  if (document.records.length > localLimits.records) throw new LocalReadError("too many records");
  return document.records.map((item: unknown, index) => {
    if (!isObject(item)) throw new LocalReadError("a record is not an object");
    const { name, description, sequence, moleculeType, topology, features, primers } = item;
    if (typeof name !== "string" || name === "" || typeof sequence !== "string") {
      throw new LocalReadError("a record needs name and sequence");
    }
    if (moleculeType !== "DNA" && moleculeType !== "RNA" && moleculeType !== "protein") {
      throw new LocalReadError("moleculeType is DNA, RNA or protein");
    }
    const circular = topology === "circular";
    const list = (value: unknown) =>
      Array.isArray(value) ? value.map((feature) => featureOf(feature, sequence.length, circular)) : [];
    return record(
      index,
      {
        id: name,
        name,
        description: typeof description === "string" ? description : "",
        moleculeType,
        topology: circular ? "circular" : "linear",
      },
      sequence,
      list(features),
      list(primers),
    );
  });
}

/** The records of a local file by its extension (fasta, fa, fst, fna, faa, weseq). */
export async function readLocalFile(file: File): Promise<LocalRecord[]> {
  if (file.size > localLimits.bytes)
    throw new LocalReadError("the file is over 16 MiB: upload it to a data set");
  const text = await file.text();
  return file.name.toLowerCase().endsWith(".weseq") ? parseWeseq(text) : parseFasta(text);
}

/** One page of local records, sliced as the gateway slices its answer. */
export function localPage(
  records: readonly LocalRecord[],
  format: SequencePageFieldsFragment["format"],
  page: { offset: number; limit: number; seqOffset: number; seqLength: number },
): SequencePageFieldsFragment {
  return {
    __typename: "SequencePage",
    format,
    total: records.length,
    records: records.slice(page.offset, page.offset + page.limit).map((item) => ({
      ...item,
      sequenceOffset: Math.min(page.seqOffset, item.length),
      sequence: item.sequence.slice(page.seqOffset, page.seqOffset + page.seqLength),
    })),
  };
}
