/**
 * How commands print: `--output table` (default: aligned columns for lists, "Key: value" lines for one
 * record), `json` (indented JSON, what scripts parse) or `yaml`. Data goes to stdout; progress,
 * notices and errors go to stderr, so `--output json | jq` always reads clean JSON.
 */

import type * as YamlModule from "yaml";

/** yaml is loaded only for runs that print YAML (a shorter start for the others). */
let yaml: typeof YamlModule | null = null;

/** Loads what a format needs before anything is printed. */
export async function prepareOutput(format: OutputFormat): Promise<void> {
  if (format === "yaml" && !yaml) yaml = await import("yaml");
}

export type OutputFormat = "table" | "json" | "yaml";
export const outputFormats: readonly OutputFormat[] = ["table", "json", "yaml"];

export type Row = Record<string, unknown>;

/** A column of a table: the field to show and its header. */
export interface Column {
  key: string;
  header?: string;
  /** How the value is shown in a table (JSON and YAML show the raw value). */
  format?: (value: unknown, row: Row) => string;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => cell(v)).join(",");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Display width: CJK characters take two columns. */
function width(text: string): number {
  let n = 0;
  for (const ch of text)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
      ch,
    )
      ? 2
      : 1;
  return n;
}

function pad(text: string, to: number): string {
  return text + " ".repeat(Math.max(0, to - width(text)));
}

/** Rows as aligned columns with a header line. */
export function renderTable(rows: readonly Row[], columns: readonly Column[]): string {
  const headers = columns.map((c) => c.header ?? c.key);
  const cells = rows.map((row) =>
    columns.map((c) => (c.format ? c.format(row[c.key], row) : cell(row[c.key])).replace(/\s*\n\s*/g, " ")),
  );
  const widths = headers.map((h, i) => Math.max(width(h), ...cells.map((r) => width(r[i] ?? ""))));
  const line = (parts: string[]) =>
    parts
      .map((p, i) => (i === parts.length - 1 ? p : pad(p, widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), ...cells.map(line)].join("\n");
}

/** One record as "Key: value" lines. */
export function renderRecord(record: Row, keys?: readonly string[]): string {
  const names = keys ?? Object.keys(record);
  const longest = Math.max(0, ...names.map((k) => k.length));
  return names
    .map((k) => {
      const value = record[k];
      const text =
        typeof value === "object" && value !== null && !(value instanceof Date) && !Array.isArray(value)
          ? JSON.stringify(value)
          : cell(value);
      return `${pad(`${k}:`, longest + 1)} ${text}`;
    })
    .join("\n");
}

export function renderData(data: unknown, format: "json" | "yaml"): string {
  if (format === "json") return JSON.stringify(data, null, 2);
  if (!yaml) throw new Error('prepareOutput("yaml") was not called');
  return yaml.stringify(data, { lineWidth: 0 }).trimEnd();
}

/** Where a page sits in its list: `next` is the offset of the next page, null after the last. */
export interface PageInfo {
  total: number;
  offset: number;
  limit: number;
  next: number | null;
  /** What the rows are, for the table mode's notice ("jobs", "files"). */
  noun: string;
}

/** The page info of `count` rows read from `offset` of `total` (the next offset, when there is more). */
export function pageInfo(
  total: number,
  offset: number,
  limit: number,
  count: number,
  noun: string,
): PageInfo {
  return { total, offset, limit, next: offset + count < total ? offset + count : null, noun };
}

/** The printer a command receives. */
export interface Printer {
  readonly format: OutputFormat;
  /** A list: a table in table mode, the array in json/yaml. */
  list(rows: readonly Row[], columns: readonly Column[]): void;
  /**
   * One page of a longer list: a table and a "n of total" notice in table mode; in json/yaml the
   * object { List, Total, Offset, Limit, NextOffset } (NextOffset null on the last page).
   */
  page(rows: readonly Row[], columns: readonly Column[], page: PageInfo): void;
  /** One record: Key: value lines in table mode (only `keys` when given), the object otherwise. */
  record(record: Row, keys?: readonly string[]): void;
  /**
   * One record of a stream of several (a job as submitted, then as it ended): one line of compact JSON
   * in json mode (JSON Lines), one YAML document ending with `---` in yaml mode; in table mode the
   * record as `record` prints it.
   */
  line(record: Row): void;
  /** Free text in table mode; `data` in json/yaml. */
  text(text: string, data: unknown): void;
  /** A notice on stderr in table mode (never mixed into the data; json/yaml runs print none). */
  note(text: string): void;
}

export function createPrinter(
  format: OutputFormat,
  out: (text: string) => void = (t) => process.stdout.write(`${t}\n`),
  err: (text: string) => void = (t) => process.stderr.write(`${t}\n`),
): Printer {
  return {
    format,
    list(rows, columns) {
      if (format === "table") out(renderTable(rows, columns));
      else out(renderData(rows, format));
    },
    page(rows, columns, page) {
      if (format === "table") {
        out(renderTable(rows, columns));
        const more = page.next !== null ? `; the next page: --offset ${page.next}` : "";
        err(`${rows.length} of ${page.total} ${page.noun}${more}`);
        return;
      }
      const data = {
        List: rows,
        Total: page.total,
        Offset: page.offset,
        Limit: page.limit,
        NextOffset: page.next,
      };
      out(renderData(data, format));
    },
    record(record, keys) {
      if (format === "table") out(renderRecord(record, keys));
      else out(renderData(record, format));
    },
    line(record) {
      if (format === "table") out(renderRecord(record));
      else if (format === "json") out(JSON.stringify(record));
      else out(`${renderData(record, format)}\n---`);
    },
    text(text, data) {
      if (format === "table") out(text);
      else out(renderData(data, format));
    },
    // Notices are for people: json and yaml runs keep stderr for the error document alone.
    note(text) {
      if (format === "table") err(text);
    },
  };
}
