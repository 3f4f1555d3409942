/**
 * How FASTA and weseq files are read (docs/viewers.md), in one place for the gateway's sequence
 * worker (gateway/src/domain/seq/seqWorker.mjs) and weSeq's reader of local files in the browser
 * (web/src/viewers/seq/localSequence.ts), so that a file reads the same, or is refused for the same
 * reason, wherever it is opened. Plain JavaScript because the worker thread runs without a TypeScript
 * loader; the types are in sequenceFiles.d.ts.
 */
import { z } from "zod";

/** A file the readers refuse; the message is the reason ("unreadable sequence data (reason)"). */
export class SequenceUnreadable extends Error {}

const nucleotides = /^[ACGTURYKMSWBDHVN.*-]*$/i;

/** DNA, RNA or protein from the letters of a sequence that does not say. */
export function guessMoleculeType(sequence) {
  if (sequence.length === 0) return "DNA";
  if (!nucleotides.test(sequence)) return "protein";
  return /u/i.test(sequence) && !/t/i.test(sequence) ? "RNA" : "DNA";
}

/** Biopython's gc_fraction with ambiguous="remove": G+C+S over A+C+G+T+S+W+U; null for proteins. */
export function gcContent(moleculeType, sequence) {
  if (moleculeType === "protein") return null;
  let gc = 0;
  let counted = 0;
  for (let i = 0; i < sequence.length; i++) {
    const c = sequence.charCodeAt(i) | 32;
    if (c === 99 || c === 103 || c === 115) {
      gc += 1;
      counted += 1;
    } else if (c === 97 || c === 116 || c === 117 || c === 119) counted += 1;
  }
  return counted === 0 ? 0 : gc / counted;
}

/**
 * The file's text: a NUL byte or bytes that are not UTF-8 make it unreadable, never replaced
 * (globalThis: the same TextDecoder in the browser and in a Node worker thread).
 */
export function decodeSequenceText(bytes) {
  if (bytes.includes(0)) throw new SequenceUnreadable("binary content");
  try {
    return new globalThis.TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new SequenceUnreadable("not UTF-8 text");
  }
}

/** One feature spanning start..end (0-based, end exclusive) with nothing to warn about. */
export function simpleFeature({ name, type, start, end, strand, color, notes }) {
  return { name, type, start, end, strand, color, notes, locations: [{ start, end }], warnings: [] };
}

function record(fields, sequence, features = [], primers = []) {
  return { ...fields, sequence, features, primers, warnings: [] };
}

/** FASTA as Biopython's SeqIO "fasta" reads it: id is the title's first word, description the title. */
export function readFasta(text, maxRecords) {
  const records = [];
  let current = null;
  let chunks = [];
  const close = () => {
    if (!current) return;
    const sequence = chunks.join("");
    const moleculeType = guessMoleculeType(sequence);
    if (moleculeType === "protein" && !/^[A-Z*.-]*$/i.test(sequence))
      throw new SequenceUnreadable(`record ${current.id}: letters outside any sequence alphabet`);
    records.push(record({ ...current, moleculeType, topology: "linear" }, sequence));
    chunks = [];
  };
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.startsWith(">")) {
      close();
      if (records.length >= maxRecords) throw new SequenceUnreadable(`more than ${maxRecords} records`);
      const title = line.slice(1).trim();
      const id = title.split(/\s+/, 1)[0] ?? "";
      current = { id, name: id, description: title };
    } else if (current) {
      chunks.push(line.replace(/\s+/g, ""));
    } else if (line.trim() !== "" && !line.startsWith(";") && !line.startsWith("#")) {
      throw new SequenceUnreadable("not a FASTA file (text before the first > line)");
    }
  }
  close();
  if (records.length === 0) throw new SequenceUnreadable("no FASTA record (no line starts with >)");
  return records;
}

const weseqFeature = z.object({
  name: z.string().max(1000),
  type: z.string().min(1).max(100),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  strand: z.union([z.literal(1), z.literal(-1)]),
  color: z.string().max(50).nullish(),
  notes: z.union([z.string().max(100_000), z.record(z.string(), z.array(z.string()))]).nullish(),
});

const weseqDocument = z.object({
  version: z.literal(1),
  records: z
    .array(
      z.object({
        name: z.string().min(1).max(1000),
        description: z.string().max(100_000).nullish(),
        sequence: z.string(),
        moleculeType: z.enum(["DNA", "RNA", "protein"]),
        topology: z.enum(["linear", "circular"]).nullish(),
        features: z.array(weseqFeature).nullish(),
        primers: z.array(weseqFeature).nullish(),
      }),
    )
    .min(1),
});

/** A weseq document (docs/viewers.md): its schema, and features inside their record. */
export function readWeseq(text, maxRecords) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SequenceUnreadable("not a JSON document");
  }
  const parsed = weseqDocument.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SequenceUnreadable(
      `not a weseq document (${issue?.path.join(".") || "document"}: ${issue?.message ?? "invalid"})`,
    );
  }
  if (parsed.data.records.length > maxRecords)
    throw new SequenceUnreadable(`more than ${maxRecords} records`);
  return parsed.data.records.map((r) => {
    const length = r.sequence.length;
    const feature = (f) => {
      if (f.start >= length || f.end > length || (f.end <= f.start && r.topology !== "circular"))
        throw new SequenceUnreadable(`record ${r.name}: feature ${f.name} lies outside the sequence`);
      const notes = typeof f.notes === "string" ? { note: [f.notes] } : (f.notes ?? {});
      return simpleFeature({ ...f, color: f.color ?? null, notes });
    };
    return record(
      {
        id: r.name,
        name: r.name,
        description: r.description ?? "",
        moleculeType: r.moleculeType,
        topology: r.topology ?? "linear",
      },
      r.sequence,
      (r.features ?? []).map(feature),
      (r.primers ?? []).map(feature),
    );
  });
}

/** The records of a FASTA or weseq file's bytes, or SequenceUnreadable with the reason. */
export function readSequenceText(format, bytes, maxRecords) {
  const text = decodeSequenceText(bytes);
  return format === "weseq" ? readWeseq(text, maxRecords) : readFasta(text, maxRecords);
}
