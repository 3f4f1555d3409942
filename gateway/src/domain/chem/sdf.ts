/**
 * The SDF reader: splits SD files (V2000 and V3000 molfiles, CRLF or LF, empty titles, multi-line and
 * empty property values, no final newline) into records with their line ranges, page by page, from a
 * record index built in one streaming pass.
 */
import type { Readable } from "node:stream";

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
  /** Set when the record is larger than readRecords' bound: its size in bytes; mol and attrs are empty. */
  tooLarge?: number;
  /**
   * Set when the molfile was longer than readRecords' `skipMolOver`: its length in characters, and
   * its first lines (the header, for the atom count); mol is empty, the fields are read. Null `head`
   * when the record has no "M  END" line.
   */
  molSkipped?: { chars: number; head: string | null };
}

export interface RecordStart {
  offset: number;
  line: number;
}

/** The line "M  END" (trailing white space allowed) that ends a record's molfile. */
const molEndLine = /(?:^|\n)M {2}END[^\S\n]*(?=\n|$)/;

/**
 * Parses the text of one record (its lines joined by \n, without its $$$$ line): the molfile runs to
 * the first "M  END" line (the whole record when there is none), then come the "> <Field>" blocks.
 * The molfile is cut from the text, never split into lines, so a record of 50,000 lines costs one search.
 */
export function parseRecordText(
  text: string,
  index: number,
  startLine: number,
  endLine: number,
): SdfRecordText {
  const end = molEndLine.exec(text);
  const molLength = end ? end.index + end[0].length : text.length;
  const attrs: Record<string, string> = {};
  const attrOrder: string[] = [];
  const lines = end && molLength < text.length ? text.slice(molLength + 1).split("\n") : [];
  let i = 0;
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
  const firstBreak = text.indexOf("\n");
  return {
    index,
    name: (firstBreak === -1 ? text : text.slice(0, firstBreak)).trim(),
    mol: `${text.slice(0, molLength)}\n`,
    attrs,
    attrOrder,
    startLine,
    endLine,
  };
}

/** Parses the lines of one record (without its $$$$ line). */
export function parseRecord(
  lines: readonly string[],
  index: number,
  startLine: number,
  endLine: number,
): SdfRecordText {
  return parseRecordText(lines.join("\n"), index, startLine, endLine);
}

const DOLLAR = 36;
/** How much of a skipped molfile readRecords keeps: its header, for the atom count. */
const headChars = 8 * 1024;
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
 * `maxRecordChars` (bytes of its lines without their line ends, plus one each) is not kept: it comes back with its
 * title, line range and `tooLarge`, so a file of junk never fills memory or an answer with one giant
 * "record". It works on bytes like indexRecords and decodes each kept record once, whole: a record of
 * 50,000 lines is one string, not 50,000 (a 1.4 MB record took 100 ms line by line).
 * With `skipMolOver`, a molfile longer than that is not kept either (`molSkipped`): the page that
 * would neither draw nor answer it decodes only its head and its fields.
 */
export async function readRecords(
  stream: Readable,
  from: RecordStart,
  firstIndex: number,
  limit: number,
  maxRecordChars = Number.POSITIVE_INFINITY,
  skipMolOver = Number.POSITIVE_INFINITY,
): Promise<SdfRecordText[]> {
  const records: SdfRecordText[] = [];
  /** The current record's bytes kept so far: whole lines with their line ends. */
  let parts: Buffer[] = [];
  /** Bytes of the current record's lines (each line without \r\n, plus one). */
  let chars = 0;
  let title = "";
  let lineInRecord = 0;
  let hasContent = false;
  let line = from.line;
  let startLine = from.line;
  let lastLine = from.line;
  /** Whether the current line is still in the molfile (to its "M  END" line), and the molfile's characters. */
  let inMol = true;
  let molChars = 0;
  /** The head of the current record's molfile once the rest of the molfile is skipped. */
  let skippedHead: string | null = null;
  const close = (endLine: number) => {
    const index = firstIndex + records.length;
    if (chars <= maxRecordChars && skippedHead !== null) {
      // The kept text starts at the "M  END" line (none: nothing was kept after the head).
      const rest = Buffer.concat(parts).toString("utf8").replace(/\r\n/g, "\n");
      const text = `${title}\n${rest}`;
      records.push({
        ...parseRecordText(text.endsWith("\n") ? text.slice(0, -1) : text, index, startLine, endLine),
        mol: "",
        molSkipped: { chars: molChars, head: inMol ? null : skippedHead },
      });
    } else if (chars <= maxRecordChars) {
      let text = Buffer.concat(parts).toString("utf8");
      if (text.includes("\r")) text = text.replace(/\r\n/g, "\n").replace(/\r$/, "");
      records.push(
        parseRecordText(text.endsWith("\n") ? text.slice(0, -1) : text, index, startLine, endLine),
      );
    } else {
      records.push({
        ...parseRecordText(title.slice(0, 256), index, startLine, endLine),
        mol: "",
        tooLarge: chars,
      });
    }
    parts = [];
    chars = 0;
    title = "";
    lineInRecord = 0;
    hasContent = false;
    inMol = true;
    molChars = 0;
    skippedHead = null;
  };
  let pending: Buffer = Buffer.alloc(0);
  /** Where the bytes of the current record not yet in `parts` start in the buffer being scanned. */
  let keepFrom = 0;
  /** Scans one line (start to end, without its \n); answers true once `limit` records are read. */
  const visit = (buffer: Buffer, start: number, end: number, next: number): boolean => {
    lastLine = line;
    line += 1;
    if (buffer[start] === DOLLAR && terminator(buffer, start, end)) {
      if (chars <= maxRecordChars) parts.push(buffer.subarray(keepFrom, start));
      close(lastLine);
      keepFrom = next;
      startLine = line;
      return records.length >= limit;
    }
    const length = end > start && buffer[end - 1] === 13 ? end - start - 1 : end - start;
    if (lineInRecord === 0) title = buffer.toString("utf8", start, Math.min(start + 1024, start + length));
    lineInRecord += 1;
    if (!hasContent && !blank(buffer, start, end)) hasContent = true;
    const wasKept = chars <= maxRecordChars;
    chars += length + 1;
    // Past the bound nothing more of the record is kept (its title is).
    if (wasKept && chars > maxRecordChars) parts = [];
    if (inMol) {
      if (molEnd(buffer, start, end)) {
        inMol = false;
        molChars += length + 1;
        // A skipped molfile's record keeps again from its "M  END" line.
        if (skippedHead !== null) keepFrom = start;
      } else {
        molChars += length + 1;
        if (skippedHead !== null) keepFrom = next;
        else if (molChars > skipMolOver && chars <= maxRecordChars) {
          const kept = Buffer.concat([...parts, buffer.subarray(keepFrom, next)]);
          skippedHead = kept.toString("utf8", 0, Math.min(kept.length, headChars));
          parts = [];
          keepFrom = next;
        }
      }
    }
    return false;
  };
  let done = false;
  for await (const chunk of stream) {
    const buffer: Buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    keepFrom = 0;
    let start = 0;
    for (let nl = buffer.indexOf(NEWLINE, start); nl !== -1; nl = buffer.indexOf(NEWLINE, start)) {
      done = visit(buffer, start, nl, nl + 1);
      start = nl + 1;
      if (done) break;
    }
    if (done) break;
    if (chars <= maxRecordChars) parts.push(buffer.subarray(keepFrom, start));
    pending = buffer.subarray(start);
  }
  if (!done) {
    if (pending.length > 0) {
      keepFrom = 0;
      visit(pending, 0, pending.length, pending.length);
      if (chars <= maxRecordChars) parts.push(pending);
    }
    if (records.length < limit && (chars > maxRecordChars || hasContent)) close(lastLine);
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
