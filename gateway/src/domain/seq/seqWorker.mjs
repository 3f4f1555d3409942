/**
 * The sequence reader's worker thread (seqReader.ts): parses one file and answers its records in the
 * platform's shape, then exits. It runs in a thread of its own, never on the request thread, with a
 * memory limit and a time limit set by the parent (which terminates it when the time is up).
 * GenBank and SnapGene are read by @teselagen/bio-parsers; FASTA is read as Biopython's
 * SeqIO "fasta" reads it (bio-parsers' FASTA reader splits ids at "|" and drops letters outside its
 * alphabet); weseq is our JSON document (docs/viewers.md), checked here with zod.
 */
import { TextDecoder } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import { z } from "zod";

// bio-parsers reports failures on the console as well as in its answer; the answer is what counts.
console.error = () => undefined;
console.warn = () => undefined;
console.info = () => undefined;
console.log = () => undefined;

const { bytes, format, fileName, maxRecords, maxFeatures } = workerData;

class Unreadable extends Error {}

const nucleotides = /^[ACGTURYKMSWBDHVN.*-]*$/i;

/** DNA, RNA or protein from the letters of a sequence that does not say. */
function guessMoleculeType(sequence) {
  if (sequence.length === 0 || !nucleotides.test(sequence)) return sequence.length === 0 ? "DNA" : "protein";
  return /[Uu]/.test(sequence) && !/[Tt]/.test(sequence) ? "RNA" : "DNA";
}

function text() {
  if (bytes.includes(0)) throw new Unreadable("binary content");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Unreadable("not UTF-8 text");
  }
}

/** FASTA as Biopython reads it: id is the title's first word, description the whole title line. */
function readFasta() {
  const records = [];
  let current = null;
  let chunks = [];
  const close = () => {
    if (!current) return;
    const sequence = chunks.join("");
    records.push({
      ...current,
      sequence,
      moleculeType: guessMoleculeType(sequence),
      topology: "linear",
      features: [],
      primers: [],
    });
    chunks = [];
  };
  const lines = text().split("\n");
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.startsWith(">")) {
      close();
      if (records.length >= maxRecords) throw new Unreadable(`more than ${maxRecords} records`);
      const title = line.slice(1).trim();
      const id = title.split(/\s+/, 1)[0] ?? "";
      current = { id, name: id, description: title };
    } else if (current) {
      chunks.push(line.replace(/\s+/g, ""));
    } else if (line.trim() !== "" && !line.startsWith(";") && !line.startsWith("#")) {
      throw new Unreadable("not a FASTA file (text before the first > line)");
    }
  }
  close();
  if (records.length === 0) throw new Unreadable("no FASTA record (no line starts with >)");
  for (const record of records) {
    if (record.moleculeType === "protein" && !/^[A-Z*.-]*$/i.test(record.sequence))
      throw new Unreadable(`record ${record.id}: letters outside any sequence alphabet`);
  }
  return records;
}

function notesOf(notes) {
  const out = {};
  if (!notes || typeof notes !== "object") return out;
  for (const [key, value] of Object.entries(notes)) {
    out[key] = (Array.isArray(value) ? value : [value]).map((v) => String(v));
  }
  return out;
}

/** bio-parsers' annotation (0-based, end inclusive) as ours (0-based, end exclusive, like Biopython). */
function annotation(feature, length) {
  const start = Number(feature.start);
  const end = Number(feature.end);
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < 0 ||
    start >= length ||
    end >= length
  )
    throw new Unreadable(`feature ${feature.name ?? ""} has a location outside the sequence`);
  return {
    name: String(feature.name ?? ""),
    type: String(feature.type ?? "misc_feature"),
    start,
    end: end + 1,
    strand: feature.strand === -1 || feature.forward === false ? -1 : 1,
    color: typeof feature.color === "string" ? feature.color : null,
    notes: notesOf(feature.notes),
  };
}

function fromBioParsers(results) {
  if (!Array.isArray(results) || results.length === 0) throw new Unreadable("no record");
  if (results.length > maxRecords) throw new Unreadable(`more than ${maxRecords} records`);
  return results.map((result, index) => {
    if (!result.success || !result.parsedSequence)
      throw new Unreadable((result.messages ?? []).join("; ") || `record ${index + 1} could not be read`);
    const p = result.parsedSequence;
    const sequence = String(p.sequence ?? "");
    if (sequence.length === 0) throw new Unreadable(`record ${index + 1} has no sequence`);
    const features = Array.isArray(p.features) ? p.features : [];
    const primers = Array.isArray(p.primers) ? p.primers : [];
    const description = String(p.description ?? p.definition ?? "").replace(/\.$/, "");
    // GenBank's VERSION line may carry "GI:..." after the accession.version, as Biopython's id does not.
    const version = String(p.version ?? "")
      .trim()
      .split(/\s+/)[0];
    const id = version || String(p.accession || p.name || `record ${index + 1}`);
    return {
      id,
      name: String(p.name ?? id),
      description,
      sequence,
      moleculeType:
        p.isProtein || p.type === "PROTEIN" ? "protein" : p.isRna || p.type === "RNA" ? "RNA" : "DNA",
      topology: p.circular ? "circular" : "linear",
      features: features.map((f) => annotation(f, sequence.length)),
      primers: primers.map((f) => annotation(f, sequence.length)),
    };
  });
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

function readWeseq() {
  let json;
  try {
    json = JSON.parse(text());
  } catch (error) {
    if (error instanceof Unreadable) throw error;
    throw new Unreadable("not a JSON document");
  }
  const parsed = weseqDocument.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Unreadable(
      `not a weseq document (${issue?.path.join(".") || "document"}: ${issue?.message ?? "invalid"})`,
    );
  }
  if (parsed.data.records.length > maxRecords) throw new Unreadable(`more than ${maxRecords} records`);
  return parsed.data.records.map((r) => {
    const length = r.sequence.length;
    const feature = (f) => {
      if (f.start >= length || f.end > length || (f.end <= f.start && r.topology !== "circular"))
        throw new Unreadable(`record ${r.name}: feature ${f.name} lies outside the sequence`);
      const notes = typeof f.notes === "string" ? { note: [f.notes] } : (f.notes ?? {});
      return {
        name: f.name,
        type: f.type,
        start: f.start,
        end: f.end,
        strand: f.strand,
        color: f.color ?? null,
        notes,
      };
    };
    return {
      id: r.name,
      name: r.name,
      description: r.description ?? "",
      sequence: r.sequence,
      moleculeType: r.moleculeType,
      topology: r.topology ?? "linear",
      features: (r.features ?? []).map(feature),
      primers: (r.primers ?? []).map(feature),
    };
  });
}

async function read() {
  if (format === "fasta") return readFasta();
  if (format === "weseq") return readWeseq();
  const parsers = await import("@teselagen/bio-parsers");
  if (format === "genbank") {
    const source = text();
    if (!/^\s*LOCUS\s/.test(source)) throw new Unreadable("not a GenBank file (no LOCUS line first)");
    if (!/^\/\/\s*$/m.test(source)) throw new Unreadable("not a complete GenBank record (no // line)");
    return fromBioParsers(await parsers.anyToJson(source, { fileName }));
  }
  // bio-parsers copies `.buffer` byte by byte when it is not its own Buffer: hand it a Uint8Array there.
  return fromBioParsers(await parsers.snapgeneToJson({ buffer: new Uint8Array(bytes) }, { fileName }));
}

/** Biopython's gc_fraction with ambiguous="remove": G+C+S over A+C+G+T+S+W+U; null for proteins. */
function gcContent(record) {
  if (record.moleculeType === "protein") return null;
  let gc = 0;
  let counted = 0;
  const s = record.sequence;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 32;
    if (c === 99 || c === 103 || c === 115) {
      gc += 1;
      counted += 1;
    } else if (c === 97 || c === 116 || c === 117 || c === 119) counted += 1;
  }
  return counted === 0 ? 0 : gc / counted;
}

/** A record's features beyond the bound are counted, not kept. */
function bounded(records) {
  return records.map((r) => ({
    ...r,
    gc: gcContent(r),
    featureTotal: r.features.length,
    features: r.features.slice(0, maxFeatures),
    primers: r.primers.slice(0, maxFeatures),
  }));
}

try {
  parentPort.postMessage({ records: bounded(await read()) });
} catch (error) {
  const why =
    error instanceof Unreadable ? error.message : `the parser failed (${error?.message ?? String(error)})`;
  parentPort.postMessage({ unreadable: why });
}
