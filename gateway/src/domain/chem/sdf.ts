/**
 * The SDF reader: splits SD files (V2000 and V3000 molfiles, CRLF or LF, empty titles, multi-line and
 * empty property values, no final newline) into records with their line ranges, page by page, from a
 * record index built in one streaming pass.
 */
import type { Readable } from "node:stream";
import { readLines } from "./lines.js";

export interface SdfRecordText {
  /** 0-based position of the record in the file. */
  index: number;
  name: string;
  mol: string;
  attrs: Record<string, string>;
  /** Attribute names in file order. */
  attrOrder: string[];
  startLine: number;
  endLine: number;
  /** Set when the record is larger than readRecords' bound: its size in characters; mol and attrs are empty. */
  tooLarge?: number;
}

export interface RecordStart {
  offset: number;
  line: number;
}

function isTerminator(text: string): boolean {
  return text.trimEnd() === "$$$$";
}

/** Parses the lines of one record (without its $$$$ line). */
export function parseRecord(
  lines: readonly string[],
  index: number,
  startLine: number,
  endLine: number,
): SdfRecordText {
  const endIndex = lines.findIndex((l) => l.trimEnd() === "M  END");
  const molLines = endIndex === -1 ? lines : lines.slice(0, endIndex + 1);
  const attrs: Record<string, string> = {};
  const attrOrder: string[] = [];
  let i = endIndex === -1 ? lines.length : endIndex + 1;
  while (i < lines.length) {
    const header = /^>.*?<([^>]*)>/.exec(lines[i]!);
    i += 1;
    if (!header) continue;
    const name = header[1]!;
    const value: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "") {
      value.push(lines[i]!);
      i += 1;
    }
    if (!(name in attrs)) attrOrder.push(name);
    attrs[name] = value.join("\n");
  }
  return {
    index,
    name: (molLines[0] ?? "").trim(),
    mol: `${molLines.join("\n")}\n`,
    attrs,
    attrOrder,
    startLine,
    endLine,
  };
}

const DOLLAR = 36;
const NEWLINE = 10;

/** True when the bytes from start to end (a line without its \n) hold only white space. */
function blank(buffer: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = buffer[i]!;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** True when the line is "$$$$" followed only by white space. */
function terminator(buffer: Buffer, start: number, end: number): boolean {
  return (
    end - start >= 4 &&
    buffer[start] === DOLLAR &&
    buffer[start + 1] === DOLLAR &&
    buffer[start + 2] === DOLLAR &&
    buffer[start + 3] === DOLLAR &&
    blank(buffer, start + 4, end)
  );
}

/**
 * One pass over the file: where each record starts. It scans bytes for line ends and looks only at
 * lines beginning with "$", so it never decodes the file. Blank space after the last $$$$ is no record.
 */
export async function indexRecords(stream: Readable): Promise<RecordStart[]> {
  const starts: RecordStart[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let pendingOffset = 0;
  let line = 1;
  let current: RecordStart | null = null;
  let hasContent = false;
  const visit = (buffer: Buffer, start: number, end: number) => {
    if (current === null) current = { offset: pendingOffset + start, line };
    if (buffer[start] === DOLLAR && terminator(buffer, start, end)) {
      starts.push(current);
      current = null;
      hasContent = false;
    } else if (!hasContent && !blank(buffer, start, end)) {
      hasContent = true;
    }
    line += 1;
  };
  for await (const chunk of stream) {
    const buffer: Buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = buffer.indexOf(NEWLINE, start); nl !== -1; nl = buffer.indexOf(NEWLINE, start)) {
      visit(buffer, start, nl);
      start = nl + 1;
    }
    pending = buffer.subarray(start);
    pendingOffset += start;
  }
  if (pending.length > 0) visit(pending, 0, pending.length);
  if (current && hasContent) starts.push(current);
  return starts;
}

/**
 * Reads `limit` records starting at `from` (a record start from the index). A record over
 * `maxRecordChars` (about bytes for molfiles, which are ASCII) is not kept: it comes back with its title, line range and `tooLarge`, so a file of
 * junk never fills memory or an answer with one giant "record".
 */
export async function readRecords(
  stream: Readable,
  from: RecordStart,
  firstIndex: number,
  limit: number,
  maxRecordChars = Number.POSITIVE_INFINITY,
): Promise<SdfRecordText[]> {
  const records: SdfRecordText[] = [];
  let lines: string[] = [];
  let chars = 0;
  let startLine = from.line;
  let lastLine = from.line;
  const close = (endLine: number) => {
    if (chars <= maxRecordChars) {
      records.push(parseRecord(lines, firstIndex + records.length, startLine, endLine));
    } else {
      const title = [lines[0]?.slice(0, 256) ?? ""];
      records.push({
        ...parseRecord(title, firstIndex + records.length, startLine, endLine),
        mol: "",
        tooLarge: chars,
      });
    }
    lines = [];
    chars = 0;
  };
  for await (const line of readLines(stream, from.line, from.offset)) {
    lastLine = line.number;
    if (isTerminator(line.text)) {
      close(line.number);
      startLine = line.number + 1;
      if (records.length >= limit) break;
    } else {
      chars += line.text.length + 1;
      // Past the bound only the first line (the title) is kept.
      if (chars <= maxRecordChars || lines.length === 0) lines.push(line.text);
      else if (lines.length > 1) lines = lines.slice(0, 1);
    }
  }
  if (records.length < limit && (chars > maxRecordChars || lines.some((l) => l.trim() !== ""))) {
    close(lastLine);
  }
  stream.destroy();
  return records;
}

/** The values of some fields of every record, one column per field (undefined: the record lacks it). */
export interface FieldColumns {
  /** Number of records seen (the same count as indexRecords). */
  count: number;
  /** The record titles (first line, trimmed), when asked for. */
  names: string[] | null;
  columns: Map<string, (string | undefined)[]>;
}

const GREATER = 62;

/** True when the line is "M  END" followed only by white space. */
function molEnd(buffer: Buffer, start: number, end: number): boolean {
  return (
    end - start >= 6 &&
    buffer[start] === 77 &&
    buffer[start + 1] === 32 &&
    buffer[start + 2] === 32 &&
    buffer[start + 3] === 69 &&
    buffer[start + 4] === 78 &&
    buffer[start + 5] === 68 &&
    blank(buffer, start + 6, end)
  );
}

/** The line's text without a final \r. */
function lineText(buffer: Buffer, start: number, end: number): string {
  return buffer.toString("utf8", start, end > start && buffer[end - 1] === 13 ? end - 1 : end);
}

/**
 * One pass over the file collecting the values of the named fields (the "> <Field>" blocks after
 * "M  END", read exactly as parseRecord reads them: a value runs to the next blank line, a repeated
 * field keeps its last value) and, when `withNames`, every record's title. It works on bytes and
 * decodes only the lines it keeps, so it never runs RDKit nor builds whole records.
 */
export async function collectFields(
  stream: Readable,
  fields: ReadonlySet<string>,
  withNames: boolean,
): Promise<FieldColumns> {
  const names: string[] | null = withNames ? [] : null;
  const columns = new Map<string, (string | undefined)[]>();
  for (const field of fields) columns.set(field, []);
  let record = 0;
  let lineInRecord = 0;
  let afterMol = false;
  let inValue = false;
  let hasContent = false;
  let capturing: (string | undefined)[] | null = null;
  let value: string[] = [];
  const closeValue = () => {
    if (capturing) capturing[record] = value.join("\n");
    capturing = null;
    inValue = false;
    value = [];
  };
  const visit = (buffer: Buffer, start: number, end: number) => {
    if (buffer[start] === DOLLAR && terminator(buffer, start, end)) {
      if (inValue) closeValue();
      if (names && lineInRecord === 0) names[record] = "";
      record += 1;
      lineInRecord = 0;
      afterMol = false;
      hasContent = false;
      return;
    }
    const isBlank = blank(buffer, start, end);
    if (!isBlank) hasContent = true;
    if (lineInRecord === 0 && names) names[record] = lineText(buffer, start, end).trim();
    lineInRecord += 1;
    if (!afterMol) {
      if (buffer[start] === 77 && molEnd(buffer, start, end)) afterMol = true;
    } else if (inValue) {
      if (isBlank) closeValue();
      else if (capturing) value.push(lineText(buffer, start, end));
    } else if (buffer[start] === GREATER) {
      const header = /^>.*?<([^>]*)>/.exec(lineText(buffer, start, end));
      if (header) {
        inValue = true;
        capturing = columns.get(header[1]!) ?? null;
      }
    }
  };
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of stream) {
    const buffer: Buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = buffer.indexOf(NEWLINE, start); nl !== -1; nl = buffer.indexOf(NEWLINE, start)) {
      visit(buffer, start, nl);
      start = nl + 1;
    }
    pending = buffer.subarray(start);
  }
  if (pending.length > 0) visit(pending, 0, pending.length);
  if (inValue) closeValue();
  const count = hasContent ? record + 1 : record;
  if (names) names.length = count;
  for (const column of columns.values()) column.length = count;
  return { count, names, columns };
}
