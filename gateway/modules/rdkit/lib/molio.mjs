/**
 * Reading and writing molecule files for the demo modules: SDF (V2000 and V3000 records split on
 * "$$$$", data fields kept), SMILES lists ("SMILES<whitespace>name" per line) and CSV (RFC 4180).
 * Records are read as a stream, so a large input is never held in memory as a whole.
 */
import { Buffer } from "node:buffer";
import { closeSync, createReadStream, openSync, readSync, writeSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const sdfExtensions = new Set([".sdf", ".sd", ".mol", ".mdl"]);
const smilesExtensions = new Set([".smi", ".smiles", ".txt", ".ism", ".can"]);

/** "sdf" or "smiles": by extension, else by a look at the first 64 KiB of the file. */
export function detectFormat(file) {
  const extension = path.extname(file).toLowerCase();
  if (sdfExtensions.has(extension)) return "sdf";
  if (smilesExtensions.has(extension)) return "smiles";
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(65536);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const head = buffer.toString("utf8", 0, length);
    return /^M {2}END\s*$|^\$\$\$\$\s*$|V[23]000\s*$/m.test(head) ? "sdf" : "smiles";
  } finally {
    closeSync(fd);
  }
}

async function* linesOf(file) {
  const reader = createInterface({
    input: createReadStream(file, { encoding: "utf8" }),
    crlfDelay: Infinity,
  });
  let first = true;
  for await (const line of reader) {
    yield first ? line.replace(/^\uFEFF/, "") : line;
    first = false;
  }
}

/**
 * One SDF record from its lines: the molblock (up to "M  END"), the title (first line) and the data
 * fields in file order as [name, value] pairs ("> <NAME>" then value lines up to a blank line).
 */
export function parseSdfRecord(lines) {
  const end = lines.findIndex((line) => line.trimEnd() === "M  END");
  let fieldStart = end >= 0 ? end + 1 : lines.findIndex((line, i) => i >= 4 && line.startsWith(">"));
  if (fieldStart < 0) fieldStart = lines.length;
  const molblock = lines.slice(0, end >= 0 ? end + 1 : fieldStart).join("\n");
  const fields = [];
  let i = fieldStart;
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith(">")) {
      const match = /<([^>]*)>/.exec(line);
      const name = match ? match[1] : line.slice(1).trim();
      const value = [];
      i += 1;
      while (i < lines.length && lines[i].trim() !== "") {
        value.push(lines[i]);
        i += 1;
      }
      fields.push([name, value.join("\n")]);
    } else {
      i += 1;
    }
  }
  return { title: (lines[0] ?? "").trim(), molblock, fields };
}

const nameFields = ["Name", "NAME", "name", "ID", "id", "Id"];

/** A record without a title takes its name from a Name or ID field, when it has one. */
function nameFromFields(fields) {
  for (const key of nameFields) {
    const value = fields.find(([name]) => name === key)?.[1]?.trim();
    if (value) return value.split("\n")[0].trim();
  }
  return "";
}

/**
 * The molecules of an SDF or SMILES file, one at a time:
 * { index (1-based), name, smiles (SMILES input) or molblock + fields (SDF input), where (for messages) }.
 */
export async function* readMolecules(file, format = detectFormat(file)) {
  if (format === "sdf") {
    let lines = [];
    let index = 0;
    const flush = function* () {
      if (lines.some((line) => line.trim() !== "")) {
        index += 1;
        const record = parseSdfRecord(lines);
        yield {
          index,
          name: record.title || nameFromFields(record.fields) || `mol_${index}`,
          molblock: record.molblock,
          fields: record.fields,
          where: `record ${index}`,
        };
      }
      lines = [];
    };
    for await (const line of linesOf(file)) {
      if (line.trimEnd() === "$$$$") yield* flush();
      else lines.push(line);
    }
    yield* flush();
    return;
  }
  let lineNumber = 0;
  let index = 0;
  for await (const raw of linesOf(file)) {
    lineNumber += 1;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    index += 1;
    const space = line.search(/\s/);
    const smiles = space < 0 ? line : line.slice(0, space);
    const name = space < 0 ? "" : line.slice(space + 1).trim();
    yield { index, name: name || `mol_${index}`, smiles, fields: [], where: `line ${lineNumber}` };
  }
}

/** One SDF record: a molblock ending in "M  END", its data fields, and the "$$$$" line. */
export function sdfRecord(molblock, fields = []) {
  let text = molblock.replace(/\s+$/, "") + "\n";
  for (const [name, value] of fields) {
    // A blank line would end the value early: keep multi-line values readable but without empty lines.
    const body = String(value)
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .join("\n");
    text += `> <${name}>\n${body}\n\n`;
  }
  return `${text}$$$$\n`;
}

/** The molblock with its title (first) line replaced. */
export function withTitle(molblock, title) {
  const newline = molblock.indexOf("\n");
  const clean = title.replace(/[\r\n]+/g, " ").slice(0, 80);
  return newline < 0 ? clean : clean + molblock.slice(newline);
}

/** A CSV field quoted per RFC 4180 when it holds a comma, a quote, CR or LF. */
export function csvField(value) {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV row, CRLF-terminated (RFC 4180). */
export function csvRow(values) {
  return values.map(csvField).join(",") + "\r\n";
}

/** A buffered, synchronous file writer (outputs are written as the input streams by). */
export class OutputFile {
  constructor(file) {
    this.fd = openSync(file, "w");
    this.chunks = [];
    this.size = 0;
  }

  write(text) {
    this.chunks.push(text);
    this.size += text.length;
    if (this.size > 1 << 20) this.flush();
  }

  flush() {
    if (this.chunks.length > 0) writeSync(this.fd, this.chunks.join(""));
    this.chunks = [];
    this.size = 0;
  }

  close() {
    this.flush();
    closeSync(this.fd);
  }
}

/** A fractional quantity with 4 decimals. */
export function dec4(value) {
  return value.toFixed(4);
}

/** A count as an integer. */
export function int(value) {
  return String(Math.round(value));
}
