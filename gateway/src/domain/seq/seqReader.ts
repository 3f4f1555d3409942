/**
 * The sequence reader (issue 12): FASTA, GenBank, SnapGene `.dna` and weseq files as records with
 * their ids, descriptions, lengths, molecule type, topology, GC content, features and primers, and
 * the sequence paged on the server. Parsing runs in a worker thread of its own (seqWorker.mjs) with a
 * memory and time limit, never on the request thread; parsed files are kept per content hash in a
 * cache bounded by their sequence length, so paging does not parse again.
 */
import type { ParsedSequence, SequenceFeature, SequenceWarning } from "@crucible/schema/sequenceFiles";
import type { Config } from "../../config.js";
import { limitConcurrency } from "../concurrency.js";
import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { threadPool } from "../threads.js";

export type SequenceFormat = "fasta" | "genbank" | "snapgene" | "weseq";

const formatsByExtension: Record<string, SequenceFormat> = {
  fasta: "fasta",
  fst: "fasta",
  fa: "fasta",
  fna: "fasta",
  faa: "fasta",
  gb: "genbank",
  gbk: "genbank",
  genbank: "genbank",
  dna: "snapgene",
  weseq: "weseq",
};

/** The sequence format a file name says, or null. */
export function sequenceFormatOf(name: string): SequenceFormat | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext ? (formatsByExtension[ext] ?? null) : null;
}

/** A record as the worker answers it. */
interface ParsedRecord extends ParsedSequence {
  featureTotal: number;
  /** Biopython's gc_fraction (ambiguous="remove"), counted in the worker; null for proteins. */
  gc: number | null;
}

export interface SequenceRecord {
  Index: number;
  Id: string;
  Name: string;
  Description: string;
  Length: number;
  MoleculeType: "DNA" | "RNA" | "protein";
  Topology: "linear" | "circular";
  /** G+C over A+C+G+T+S+W+U (ambiguous letters left out, as Biopython's gc_fraction); null for proteins. */
  GcContent: number | null;
  Features: SequenceFeature[];
  /** Features in the record; Features holds at most maxFeatures of them. */
  FeatureTotal: number;
  Primers: SequenceFeature[];
  /** What the reader kept but the user should know about the record (each feature has its own). */
  Warnings: SequenceWarning[];
  /** Where Sequence starts in the record's sequence. */
  SequenceOffset: number;
  Sequence: string;
}

export interface SequencePage {
  Format: SequenceFormat;
  Total: number;
  Records: SequenceRecord[];
}

/** A FASTA file of more records than this is refused (a 10,000-record FASTA reads). */
export const maxSequenceRecords = 100_000;
/** Features answered per record (the count says how many there are). */
export const maxFeatures = 10_000;
/** The longest stretch of sequence one answer holds per record. */
export const maxSequenceLength = 1_000_000;
/** Records per page. */
export const maxSequencePage = 100;
/** Sequence letters the cache of parsed files may hold (its memory, roughly). */
const cacheBudget = 256 * 1024 * 1024;

interface Parsed {
  records: ParsedRecord[];
  size: number;
}

const cache = new Map<string, Parsed>();
let cachedSize = 0;
const parsing = new Map<string, Promise<Parsed>>();
/** Two parses at once in all (each in its own thread): a burst of files waits rather than fills memory. */
const slot = limitConcurrency(2);

/** What the worker thread (seqWorker.mjs) is given, and answers. */
interface SeqTask {
  bytes: Buffer;
  format: SequenceFormat;
  fileName: string;
  maxRecords: number;
  maxFeatures: number;
}
type SeqAnswer = { records: ParsedRecord[] } | { unreadable: string };

const threads = threadPool<SeqTask, SeqAnswer>(new URL("./seqWorker.mjs", import.meta.url), {
  threads: 2,
  maxOldGenerationSizeMb: 2048,
});

async function runWorker(
  readers: Config["readers"],
  bytes: Buffer,
  format: SequenceFormat,
  fileName: string,
): Promise<ParsedRecord[]> {
  const outcome = await threads(
    { bytes, format, fileName, maxRecords: maxSequenceRecords, maxFeatures },
    readers.timeoutMs,
  );
  if ("timedOut" in outcome) {
    throw new AppError("ServerHandleTimeout", `${fileName}: reading took over ${readers.timeoutMs / 1000} s`);
  }
  if ("failed" in outcome) {
    throw new AppError("DBFileInvalid", `${fileName}: unreadable sequence data (${outcome.failed.message})`);
  }
  const { answer } = outcome;
  if ("unreadable" in answer) {
    throw new AppError("DBFileInvalid", `${fileName}: unreadable sequence data (${answer.unreadable})`);
  }
  return answer.records;
}

async function readAll(ctx: Ctx, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.blobs.read(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function remember(key: string, parsed: Parsed): void {
  if (parsed.size > cacheBudget) return;
  cache.set(key, parsed);
  cachedSize += parsed.size;
  for (const [oldest, value] of cache) {
    if (cachedSize <= cacheBudget) break;
    cache.delete(oldest);
    cachedSize -= value.size;
  }
}

async function parsedFile(
  ctx: Ctx,
  file: { name: string; sha256: string; size: number },
  format: SequenceFormat,
): Promise<Parsed> {
  const key = `${file.sha256}:${format}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const readers = ctx.config.readers;
  if (file.size > readers.maxBytes) {
    throw new AppError(
      "DBFileTooLarge",
      `${file.name}: ${file.size} bytes, the sequence reader reads at most ${readers.maxBytes}`,
    );
  }
  let pending = parsing.get(key);
  if (!pending) {
    pending = slot(async () => {
      const records = await runWorker(readers, await readAll(ctx, file.sha256), format, file.name);
      const size = records.reduce((sum, r) => sum + r.sequence.length + 200 * (r.features.length + 1), 0);
      return { records, size };
    });
    parsing.set(key, pending);
    pending.then(
      (parsed) => remember(key, parsed),
      () => undefined,
    );
    void pending.finally(() => parsing.delete(key)).catch(() => undefined);
  }
  return pending;
}

export interface SequencePageInput {
  offset?: number | null;
  limit?: number | null;
  seqOffset?: number | null;
  seqLength?: number | null;
}

function whole(value: number | null | undefined, fallback: number, name: string, min: number, max: number) {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw invalid(`${name} must be ${min} to ${max}`);
  return n;
}

/**
 * A page of a sequence file's records (offset, limit up to 100), each with seqLength letters of its
 * sequence from seqOffset (at most maxSequenceLength).
 */
export async function readSequencePage(
  ctx: Ctx,
  file: { name: string; sha256: string; size: number },
  input: SequencePageInput,
): Promise<SequencePage> {
  const offset = whole(input.offset, 0, "Offset", 0, Number.MAX_SAFE_INTEGER);
  const limit = whole(input.limit, 20, "Limit", 1, maxSequencePage);
  const seqOffset = whole(input.seqOffset, 0, "SeqOffset", 0, Number.MAX_SAFE_INTEGER);
  const seqLength = whole(input.seqLength, 10_000, "SeqLength", 0, maxSequenceLength);
  const format = sequenceFormatOf(file.name);
  if (!format) {
    throw new AppError(
      "DBFileInvalid",
      `${file.name}: not a sequence file (fasta, fa, fst, gb, gbk, dna, weseq)`,
    );
  }
  const parsed = await parsedFile(ctx, file, format);
  const records = parsed.records.slice(offset, offset + limit).map((r, i): SequenceRecord => ({
    Index: offset + i,
    Id: r.id,
    Name: r.name,
    Description: r.description,
    Length: r.sequence.length,
    MoleculeType: r.moleculeType,
    Topology: r.topology,
    GcContent: r.gc,
    Features: r.features,
    FeatureTotal: r.featureTotal,
    Primers: r.primers,
    Warnings: r.warnings,
    SequenceOffset: Math.min(seqOffset, r.sequence.length),
    Sequence: r.sequence.slice(seqOffset, seqOffset + seqLength),
  }));
  return { Format: format, Total: parsed.records.length, Records: records };
}
