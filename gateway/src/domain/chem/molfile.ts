/**
 * What the gateway reads from a molfile's header without RDKit: its atom count, and whether the start
 * of a file looks like an SD file at all. Both run on the request thread, so they only look at a few
 * lines. The atom count is read where RDKit reads it (MolFileParser.cpp), never searched for: a title
 * or comment line may say anything.
 */

export type MolHeader = { atoms: number } | { unreadable: string };

type Counts = { version: 2000; atoms: number } | { version: 3000 };

/**
 * Line 4, the counts line: atoms and bonds as two 3-character right-aligned numbers. RDKit takes the
 * version from columns 35-39 of a line longer than 35 characters, whatever follows them, so "V3000"
 * there means V3000 even with text after it; anything else is V2000 (very old files omit the tag).
 */
function countsLine(line: string): Counts | null {
  const match = /^([ \d]{3})([ \d]{3})/.exec(line);
  if (!match || !/\d/.test(match[1]!) || !/\d/.test(match[2]!)) return null;
  if (line.length > 35 && line.slice(34, 39) === "V3000") return { version: 3000 };
  if (!/V2000\s*$/.test(line) && !/^[ \d]*$/.test(line.slice(0, 33))) return null;
  // As RDKit reads the field: leading spaces, then the digits up to the first other character.
  return { version: 2000, atoms: Number(/^ *(\d+)/.exec(match[1]!)![1]) };
}

/** The lines of a text one by one without their \r, without splitting the rest (a record may be MiBs). */
function* linesOf(text: string): Generator<string> {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    yield text.slice(start, end > start && text[end - 1] === "\r" ? end - 1 : end);
    start = end + 1;
  }
}

/** Continuation lines one logical V3000 line may take here (RDKit takes any number; no real file needs two). */
const maxContinuations = 16;

/**
 * The next logical V3000 line without its "M  V30 " prefix, continuation lines (ending in "-") joined,
 * as RDKit's getV3000Line reads it; null when the next line is not a V3000 line.
 */
function v3000Line(lines: Iterator<string>): string | null {
  let joined = "";
  for (let part = 0; part <= maxContinuations; part++) {
    const next = lines.next();
    if (next.done || !next.value.startsWith("M  V30 ")) return null;
    if (!next.value.endsWith("-")) return joined + next.value.slice(7);
    joined += next.value.slice(7, -1);
  }
  return null;
}

/**
 * The atom count of a V3000 CTAB: RDKit reads "BEGIN CTAB" on the line after the header and the COUNTS
 * on the logical line after that, nowhere else; the count is its first field.
 */
function v3000Atoms(lines: Iterator<string>): number | null {
  const begin = v3000Line(lines);
  if (begin === null || !begin.toUpperCase().startsWith("BEGIN CTAB")) return null;
  const counts = v3000Line(lines);
  if (counts === null || !counts.toUpperCase().startsWith("COUNTS ")) return null;
  const fields = counts
    .slice(7)
    .trim()
    .split(/[ \t]+/);
  if (fields.length < 2 || !/^\d+$/.test(fields[0]!)) return null;
  return Number(fields[0]);
}

/**
 * Whether a line of the text is "M  END" (white space after it allowed). Searched from the end, where a
 * molblock has it: a regular expression over a record of megabytes scanned all of it first.
 */
function hasEndLine(text: string): boolean {
  for (
    let at = text.lastIndexOf("M  END");
    at !== -1;
    at = at === 0 ? -1 : text.lastIndexOf("M  END", at - 1)
  ) {
    if (at > 0 && text[at - 1] !== "\n") continue;
    const newline = text.indexOf("\n", at);
    if (/^\s*$/.test(text.slice(at + 6, newline === -1 ? text.length : newline))) return true;
  }
  return false;
}

/**
 * The atom count the header of a molblock gives (line 4, or the V3000 CTAB's COUNTS), or why it has
 * none. It reads only the first lines, so `head` may be the start of a molblock cut anywhere after them.
 */
export function readMolCounts(head: string): MolHeader {
  const lines = linesOf(head);
  for (let skipped = 0; skipped < 3; skipped++) lines.next();
  const fourth = lines.next();
  if (fourth.done) return { unreadable: "unreadable molblock: shorter than a molfile header" };
  const counts = countsLine(fourth.value);
  if (!counts) return { unreadable: "unreadable molblock: line 4 is not a counts line" };
  if (counts.version === 2000) return { atoms: counts.atoms };
  const atoms = v3000Atoms(lines);
  if (atoms === null) return { unreadable: "unreadable molblock: V3000 without a COUNTS line" };
  return { atoms };
}

/** The atom count of a molblock, or why it is not one (checked before anything reaches RDKit). */
export function readMolHeader(molblock: string): MolHeader {
  const counts = readMolCounts(molblock);
  if ("unreadable" in counts) return counts;
  if (!hasEndLine(molblock)) return { unreadable: "unreadable molblock: no M  END line" };
  return counts;
}

/**
 * Why the first bytes of a file are not an SD file, or null when they look like one: text (no NUL
 * byte, valid UTF-8) whose first record starts with a molfile header (title, program and comment
 * lines, then a V2000 or V3000 counts line). Later records are judged one by one (readMolHeader), so
 * one bad record in a real file does not hide the others.
 */
export function notAnSdFile(head: Buffer): string | null {
  if (head.length === 0) return null;
  if (head.includes(0)) return "not an SD file (binary content)";
  let text: string;
  try {
    // stream: true accepts a character cut at the end of the sample.
    text = new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
  } catch {
    return "not an SD file (not UTF-8 text)";
  }
  if (text.trim() === "") return null;
  const lines = text.split("\n", 5);
  if (lines.length < 5 && head.length >= sniffBytes) return "not an SD file (no molfile header)";
  const counts = lines[3];
  if (counts === undefined || !countsLine(counts.replace(/\r$/, ""))) {
    return "not an SD file (no counts line on line 4)";
  }
  return null;
}

/** How much of a file notAnSdFile looks at. */
export const sniffBytes = 64 * 1024;
