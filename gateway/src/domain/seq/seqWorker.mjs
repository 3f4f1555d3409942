/**
 * The sequence reader's worker thread (seqReader.ts): parses one file at a time and answers its records in
 * the platform's shape. It runs in a pool's thread (threads.ts), never on the request thread, with a
 * memory limit and a time limit set by the parent (which terminates it when the time is up).
 * GenBank and SnapGene are read by @teselagen/bio-parsers; FASTA is read as Biopython's
 * SeqIO "fasta" reads it (bio-parsers' FASTA reader splits ids at "|" and drops letters outside its
 * alphabet); weseq is our JSON document (docs/viewers.md). FASTA and weseq rules are shared with the
 * browser's reader of local files (@crucible/schema/sequenceFiles); a GenBank feature table is read
 * by genbankFeatures.mjs, not by bio-parsers.
 */
import {
  decodeSequenceText,
  gcContent,
  readSequenceText,
  SequenceUnreadable,
} from "@crucible/schema/sequenceFiles";
import { featureBlocks, readFeatureTable } from "./genbankFeatures.mjs";

// bio-parsers reports failures on the console as well as in its answer; the answer is what counts.
console.error = () => undefined;
console.warn = () => undefined;
console.info = () => undefined;
console.log = () => undefined;

/** The task being read (a thread reads one at a time). */
let bytes, format, fileName, maxRecords, maxFeatures;

function notesOf(notes) {
  const out = {};
  if (!notes || typeof notes !== "object") return out;
  for (const [key, value] of Object.entries(notes)) {
    out[key] = (Array.isArray(value) ? value : [value]).map((v) => String(v));
  }
  return out;
}

/**
 * bio-parsers' messages about a record: about one feature ("... detected for <name> and set to ...")
 * or about the record. For GenBank the features are ours (genbankFeatures.mjs), so bio-parsers' notes
 * on its own reading of them do not apply and are left out.
 */
function parserWarnings(messages, ownFeatures) {
  const byFeature = new Map();
  const record = [];
  for (const message of Array.isArray(messages) ? messages.map(String) : []) {
    const feature = / detected for (.+?) and /.exec(message)?.[1];
    if (ownFeatures && /feature/i.test(message)) continue;
    const warning = { code: "parser", detail: message };
    if (feature === undefined) record.push(warning);
    else byFeature.set(feature, [...(byFeature.get(feature) ?? []), warning]);
  }
  return { record, byFeature };
}

/** A SnapGene feature of bio-parsers (0-based, end inclusive) as ours (end exclusive, like Biopython). */
function annotation(feature, warnings) {
  const name = String(feature.name ?? "");
  const exclusive = (part) => ({ start: Number(part.start), end: Number(part.end) + 1 });
  const locations = (
    Array.isArray(feature.locations) && feature.locations.length > 0 ? feature.locations : [feature]
  ).map(exclusive);
  if (locations.some((part) => !Number.isSafeInteger(part.start) || !Number.isSafeInteger(part.end)))
    throw new SequenceUnreadable(`feature ${name} has no location`);
  return {
    name,
    type: String(feature.type ?? "misc_feature"),
    ...exclusive(feature),
    strand: feature.strand === -1 || feature.forward === false ? -1 : 1,
    color: typeof feature.color === "string" ? feature.color : null,
    notes: notesOf(feature.notes),
    locations,
    warnings: warnings.get(name) ?? [],
  };
}

/** Records of bio-parsers' answer; a GenBank file's features come from its own feature table. */
function fromBioParsers(results, featureTables) {
  if (!Array.isArray(results) || results.length === 0) throw new SequenceUnreadable("no record");
  if (results.length > maxRecords) throw new SequenceUnreadable(`more than ${maxRecords} records`);
  if (featureTables && featureTables.length !== results.length)
    throw new SequenceUnreadable(`${featureTables.length} LOCUS lines but ${results.length} records read`);
  return results.map((result, index) => {
    if (!result.success || !result.parsedSequence)
      throw new SequenceUnreadable(
        (result.messages ?? []).join("; ") || `record ${index + 1} could not be read`,
      );
    const p = result.parsedSequence;
    const sequence = String(p.sequence ?? "");
    if (sequence.length === 0) throw new SequenceUnreadable(`record ${index + 1} has no sequence`);
    const description = String(p.description ?? p.definition ?? "").replace(/\.$/, "");
    // GenBank's VERSION line may carry "GI:..." after the accession.version, as Biopython's id does not.
    const version = String(p.version ?? "")
      .trim()
      .split(/\s+/)[0];
    const id = version || String(p.accession || p.name || `record ${index + 1}`);
    const topology = p.circular ? "circular" : "linear";
    const warnings = parserWarnings(result.messages, Boolean(featureTables));
    const list = (value) => (Array.isArray(value) ? value : []).map((f) => annotation(f, warnings.byFeature));
    const { features, primers } = featureTables
      ? readFeatureTable(featureTables[index], sequence.length, topology === "circular")
      : { features: list(p.features), primers: list(p.primers) };
    return {
      id,
      name: String(p.name ?? id),
      description,
      sequence,
      moleculeType:
        p.isProtein || p.type === "PROTEIN" ? "protein" : p.isRna || p.type === "RNA" ? "RNA" : "DNA",
      topology,
      features,
      primers,
      warnings: warnings.record,
    };
  });
}

async function read() {
  if (format === "fasta" || format === "weseq") return readSequenceText(format, bytes, maxRecords);
  const parsers = await import("@teselagen/bio-parsers");
  if (format === "genbank") {
    const source = decodeSequenceText(bytes);
    if (!/^\s*LOCUS\s/.test(source)) throw new SequenceUnreadable("not a GenBank file (no LOCUS line first)");
    if (!/^\/\/\s*$/m.test(source))
      throw new SequenceUnreadable("not a complete GenBank record (no // line)");
    const tables = featureBlocks(source);
    return fromBioParsers(await parsers.anyToJson(source, { fileName }), tables);
  }
  // bio-parsers copies `.buffer` byte by byte when it is not its own Buffer: hand it a Uint8Array there.
  return fromBioParsers(await parsers.snapgeneToJson({ buffer: new Uint8Array(bytes) }, { fileName }), null);
}

/** A record's features beyond the bound are counted, not kept. */
function bounded(records) {
  return records.map((r) => ({
    ...r,
    gc: gcContent(r.moleculeType, r.sequence),
    featureTotal: r.features.length,
    features: r.features.slice(0, maxFeatures),
    primers: r.primers.slice(0, maxFeatures),
  }));
}

/** The pool's task (threads.ts): one file's records, or why it is unreadable. */
export default async function readSequenceFile(task) {
  ({ bytes, format, fileName, maxRecords, maxFeatures } = task);
  try {
    return { records: bounded(await read()) };
  } catch (error) {
    const why =
      error instanceof SequenceUnreadable
        ? error.message
        : `the parser failed (${error?.message ?? String(error)})`;
    return { unreadable: why };
  }
}
