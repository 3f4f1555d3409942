/**
 * The records of an SD file, so that weDraw opens one at a time (Ketcher draws every record of a
 * multi-record SDF on top of each other). A record ends at a "$$$$" line (white space after it
 * allowed); blank space after the last one is no record; a file without "$$$$" (a molfile) is one
 * record. Line ends may be LF or CRLF.
 */

/** Each record's text (its molfile and data fields) with its "$$$$" line, LF line ends. */
export function splitSdfRecords(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const records: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trimEnd() === "$$$$") {
      records.push(`${current.join("\n")}\n$$$$\n`);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.some((line) => line.trim() !== "")) records.push(`${current.join("\n").trimEnd()}\n`);
  return records;
}

/** A record's title: its first line, trimmed (often empty). */
export function recordTitle(record: string): string {
  return (record.split("\n", 1)[0] ?? "").trim();
}
