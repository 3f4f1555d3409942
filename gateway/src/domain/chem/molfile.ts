/**
 * What the gateway reads from a molfile's header without RDKit: its atom count (V2000 counts line or
 * V3000 COUNTS line), and whether the start of a file looks like an SD file at all. Both run on the
 * request thread, so they only look at a few lines.
 */

export type MolHeader = { atoms: number } | { unreadable: string };

const v3000Counts = /^M {2}V30 COUNTS\s+(\d+)/m;

/**
 * A V2000 counts line: atoms and bonds as two 3-character right-aligned numbers, usually followed by
 * "V2000" (very old files omit it). A V3000 header says "V3000" and gives the counts later.
 */
function countsLine(line: string): { atoms: number } | "v3000" | null {
  if (/V3000\s*$/.test(line)) return "v3000";
  const match = /^([ \d]{3})([ \d]{3})/.exec(line);
  if (!match || !/\d/.test(match[1]!) || !/\d/.test(match[2]!)) return null;
  if (!/V2000\s*$/.test(line) && !/^[ \d]*$/.test(line.slice(0, 33))) return null;
  return { atoms: Number(match[1]!.trim()) };
}

/** The atom count of a molblock, or why it is not one (checked before anything reaches RDKit). */
export function readMolHeader(molblock: string): MolHeader {
  const lines = molblock.split("\n", 4);
  if (lines.length < 4) return { unreadable: "unreadable molblock: shorter than a molfile header" };
  const counts = countsLine(lines[3]!.replace(/\r$/, ""));
  if (!counts) return { unreadable: "unreadable molblock: line 4 is not a counts line" };
  if (!/^M {2}END\s*$/m.test(molblock)) return { unreadable: "unreadable molblock: no M  END line" };
  if (counts !== "v3000") return counts;
  // The COUNTS line follows the header and "BEGIN CTAB" at once; a few KiB hold it.
  const v3 = v3000Counts.exec(molblock.slice(0, 4096));
  if (!v3) return { unreadable: "unreadable molblock: V3000 without a COUNTS line" };
  return { atoms: Number(v3[1]) };
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
