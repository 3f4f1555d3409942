/**
 * A local file (not uploaded) read in the browser, answered in the gateway's SequencePage shape so the
 * viewers page through it like a data set file. FASTA and weseq files are read by the gateway's own
 * rules (@crucible/schema/sequenceFiles, the module its sequence worker runs): a file the gateway
 * refuses is refused here for the same reason. GenBank and SnapGene files are read on the gateway only.
 */
import {
  gcContent,
  readSequenceText,
  SequenceUnreadable,
  type ParsedSequence,
} from "@crucible/schema/sequenceFiles";
import type { SequencePageFieldsFragment } from "../../graphql";

export type LocalRecord = SequencePageFieldsFragment["records"][number];

/** Local files the browser reads: at most 16 MiB and 100,000 records (the gateway reads up to 64 MiB). */
export const localLimits = { bytes: 16 * 1024 * 1024, records: 100_000 } as const;

export class LocalReadError extends Error {}

/** A record of the shared reader as the GraphQL SequenceRecord. */
function presentRecord(record: ParsedSequence, index: number): LocalRecord {
  const feature = (f: ParsedSequence["features"][number]) => ({
    __typename: "SequenceFeature" as const,
    ...f,
  });
  return {
    __typename: "SequenceRecord",
    index,
    id: record.id,
    name: record.name,
    description: record.description,
    moleculeType: record.moleculeType,
    topology: record.topology,
    length: record.sequence.length,
    gcContent: gcContent(record.moleculeType, record.sequence),
    featureTotal: record.features.length,
    features: record.features.map(feature),
    primers: record.primers.map(feature),
    warnings: record.warnings,
    sequenceOffset: 0,
    sequence: record.sequence,
  };
}

/** The format of a local file by its extension: weseq, or FASTA (fasta, fa, fst, fna, faa). */
export function localFormat(name: string): "fasta" | "weseq" {
  return name.toLowerCase().endsWith(".weseq") ? "weseq" : "fasta";
}

/** The records of a local file's bytes, or LocalReadError with the gateway's reason. */
export function readLocalBytes(name: string, bytes: Uint8Array): LocalRecord[] {
  try {
    return readSequenceText(localFormat(name), bytes, localLimits.records).map(presentRecord);
  } catch (error) {
    if (error instanceof SequenceUnreadable) throw new LocalReadError(error.message);
    throw error;
  }
}

/** The records of a local file (fasta, fa, fst, fna, faa, weseq). */
export async function readLocalFile(file: File): Promise<LocalRecord[]> {
  if (file.size > localLimits.bytes)
    throw new LocalReadError("the file is over 16 MiB: upload it to a data set");
  return readLocalBytes(file.name, new Uint8Array(await file.arrayBuffer()));
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
