/**
 * Sorting and filtering an SDF file's records on their fields, over the whole file: the values of the
 * fields a query names are read from the bytes in one pass (collectFields, no RDKit), kept per file and
 * field in a cache bounded by an estimate of their memory, and the query answers the record indices in
 * order; the reader then depicts only the records of the page.
 */
import { sdfFilterOps, type SdfFilterOp } from "@crucible/schema";
import { z } from "zod";
import { invalid } from "../errors.js";
import { collectFields } from "./sdf.js";
import type { Readable } from "node:stream";

/** The record's title line is the field "name"; every other name is a "> <Field>" of the records. */
export const sdfNameField = "name";

const fieldName = z.string().min(1, "field must not be empty").max(256, "field is too long");

const filterSchema = z
  .object({
    field: fieldName,
    op: z.enum(sdfFilterOps),
    value: z.string().max(1000, "value is too long").nullish(),
  })
  .refine((f) => f.op === "blank" || f.op === "notBlank" || f.value != null, {
    message: "value is required for this op",
    path: ["value"],
  });

export const sdfQuerySchema = z.object({
  sort: z.object({ field: fieldName, desc: z.boolean().nullish() }).nullish(),
  filters: z.array(filterSchema).max(10, "at most 10 filters").nullish(),
});

export type SdfQueryInput = z.input<typeof sdfQuerySchema>;

export interface SdfQuery {
  sort: { field: string; desc: boolean } | null;
  filters: { field: string; op: SdfFilterOp; value: string }[];
}

/** Validates a query (ServerInvalidParameter naming the first bad path); null when it asks for nothing. */
export function parseSdfQuery(input: unknown): SdfQuery | null {
  const parsed = sdfQuerySchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${issue?.path.map(String).join(".") || "query"}: ${issue?.message ?? "invalid"}`);
  }
  const sort = parsed.data.sort
    ? { field: parsed.data.sort.field, desc: parsed.data.sort.desc === true }
    : null;
  const filters = (parsed.data.filters ?? []).map((f) => ({
    field: f.field,
    op: f.op,
    value: f.value ?? "",
  }));
  return sort || filters.length > 0 ? { sort, filters } : null;
}

/** The REST body's Sort {Field, Desc} and Filters [{Field, Op, Value}] as a query. */
export function sdfQueryFromRest(body: Record<string, unknown>): SdfQuery | null {
  const rest = z
    .object({
      Sort: z.object({ Field: z.unknown(), Desc: z.unknown().optional() }).nullish(),
      Filters: z
        .array(
          z.object({
            Field: z.unknown().optional(),
            Op: z.unknown().optional(),
            Value: z.unknown().optional(),
          }),
        )
        .nullish(),
    })
    .safeParse(body);
  if (!rest.success) throw invalid(`${rest.error.issues[0]?.path.map(String).join(".") || "body"}: invalid`);
  return parseSdfQuery({
    sort: rest.data.Sort ? { field: rest.data.Sort.Field, desc: rest.data.Sort.Desc } : null,
    filters: rest.data.Filters?.map((f) => ({ field: f.Field, op: f.Op, value: f.Value })) ?? null,
  });
}

interface Column {
  values: (string | undefined)[];
  /** The value as a number, NaN when it is blank or not a plain decimal number. */
  numbers: Float64Array;
  /** Estimated heap bytes. */
  bytes: number;
}

const decimal = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function toNumber(text: string): number {
  const trimmed = text.trim();
  return decimal.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === "";
}

function makeColumn(values: (string | undefined)[], count: number): Column {
  const numbers = new Float64Array(count);
  // Array slot and number per record, and per string V8's header (about 16 bytes) and its characters.
  let bytes = count * 16;
  for (let i = 0; i < count; i++) {
    const value = values[i];
    numbers[i] = value === undefined ? Number.NaN : toNumber(value);
    if (value !== undefined) bytes += 16 + value.length * (/[\u0100-\uffff]/.test(value) ? 2 : 1);
  }
  return { values, numbers, bytes };
}

/** What the cached field values may hold in all (estimated); the oldest columns go first. */
const fieldBudget = 256 * 1024 * 1024;
const columnCache = new Map<string, Column>();
let cachedBytes = 0;
const passes = new Map<string, Promise<void>>();

function columnKey(sha256: string, field: string): string {
  return `${sha256}\u0000${field}`;
}

function cacheGet(key: string): Column | undefined {
  const column = columnCache.get(key);
  if (column) {
    columnCache.delete(key);
    columnCache.set(key, column);
  }
  return column;
}

function cachePut(key: string, column: Column): void {
  if (column.bytes > fieldBudget) return;
  const old = columnCache.get(key);
  if (old) {
    columnCache.delete(key);
    cachedBytes -= old.bytes;
  }
  columnCache.set(key, column);
  cachedBytes += column.bytes;
  for (const [oldest, value] of columnCache) {
    if (cachedBytes <= fieldBudget) break;
    columnCache.delete(oldest);
    cachedBytes -= value.bytes;
  }
}

/** Estimated bytes held by the field cache (for the benchmark). */
export function sdfFieldCacheBytes(): number {
  return cachedBytes;
}

/** The columns of the fields, reading the file once for those not cached (one pass per file at a time). */
async function columnsFor(
  read: () => Readable,
  sha256: string,
  fields: readonly string[],
  count: number,
): Promise<Map<string, Column>> {
  for (let running = passes.get(sha256); running; running = passes.get(sha256)) {
    await running.catch(() => undefined);
  }
  const result = new Map<string, Column>();
  const missing: string[] = [];
  for (const field of fields) {
    const column = cacheGet(columnKey(sha256, field));
    if (column) result.set(field, column);
    else missing.push(field);
  }
  if (missing.length === 0) return result;
  const pass = (async () => {
    const wanted = new Set(missing.filter((f) => f !== sdfNameField));
    const collected = await collectFields(read(), wanted, missing.includes(sdfNameField));
    for (const field of missing) {
      const values = field === sdfNameField ? (collected.names ?? []) : (collected.columns.get(field) ?? []);
      const column = makeColumn(values, count);
      result.set(field, column);
      cachePut(columnKey(sha256, field), column);
    }
  })();
  passes.set(sha256, pass);
  try {
    await pass;
  } finally {
    passes.delete(sha256);
  }
  return result;
}

const collator = new Intl.Collator("en", { numeric: true });

function matcher(column: Column, filter: SdfQuery["filters"][number]): (i: number) => boolean {
  const { values, numbers } = column;
  const wanted = filter.value.trim();
  const wantedNumber = toNumber(wanted);
  const numeric = !Number.isNaN(wantedNumber);
  /** Below zero when the record's value is smaller than the wanted one (numbers when both are numbers). */
  const compare = (i: number): number =>
    numeric && !Number.isNaN(numbers[i]!)
      ? numbers[i]! - wantedNumber
      : collator.compare(values[i]!.trim(), wanted);
  switch (filter.op) {
    case "blank":
      return (i) => isBlank(values[i]);
    case "notBlank":
      return (i) => !isBlank(values[i]);
    case "contains": {
      const needle = wanted.toLowerCase();
      return (i) => !isBlank(values[i]) && values[i]!.toLowerCase().includes(needle);
    }
    case "eq":
      return (i) => !isBlank(values[i]) && compare(i) === 0;
    case "ne":
      return (i) => isBlank(values[i]) || compare(i) !== 0;
    case "gt":
      return (i) => !isBlank(values[i]) && compare(i) > 0;
    case "ge":
      return (i) => !isBlank(values[i]) && compare(i) >= 0;
    case "lt":
      return (i) => !isBlank(values[i]) && compare(i) < 0;
    case "le":
      return (i) => !isBlank(values[i]) && compare(i) <= 0;
  }
}

/**
 * The record indices a query selects, in its order: numbers before other text, numbers by value, text
 * in natural order ("a9" before "a10"), records without the value last in either direction, and ties
 * in file order.
 */
function order(columns: Map<string, Column>, query: SdfQuery, count: number): Int32Array {
  const tests = query.filters.map((f) => matcher(columns.get(f.field)!, f));
  const selected: number[] = [];
  for (let i = 0; i < count; i++) if (tests.every((test) => test(i))) selected.push(i);
  if (!query.sort) return Int32Array.from(selected);
  const { values, numbers } = columns.get(query.sort.field)!;
  const sign = query.sort.desc ? -1 : 1;
  const byNumber: number[] = [];
  const byText: { i: number; text: string }[] = [];
  const without: number[] = [];
  for (const i of selected) {
    if (!Number.isNaN(numbers[i]!)) byNumber.push(i);
    else if (isBlank(values[i])) without.push(i);
    else byText.push({ i, text: values[i]!.trim() });
  }
  byNumber.sort((a, b) => (numbers[a]! - numbers[b]!) * sign || a - b);
  byText.sort((a, b) => collator.compare(a.text, b.text) * sign || a.i - b.i);
  return Int32Array.from([...byNumber, ...byText.map((t) => t.i), ...without]);
}

const orderCache = new Map<string, Int32Array>();
const orderCacheSize = 16;

/**
 * The indices of the records the query selects, in its order (at most `count`, the records of the
 * index). A field no record has is a field whose value every record lacks: it filters to nothing (or
 * to everything for blank) and sorts in file order.
 */
export async function selectRecords(
  read: () => Readable,
  sha256: string,
  count: number,
  query: SdfQuery,
): Promise<Int32Array> {
  const key = JSON.stringify([sha256, count, query]);
  const cached = orderCache.get(key);
  if (cached) {
    orderCache.delete(key);
    orderCache.set(key, cached);
    return cached;
  }
  const fields = [
    ...new Set([...(query.sort ? [query.sort.field] : []), ...query.filters.map((f) => f.field)]),
  ];
  const columns = await columnsFor(read, sha256, fields, count);
  const result = order(columns, query, count);
  orderCache.set(key, result);
  if (orderCache.size > orderCacheSize) orderCache.delete(orderCache.keys().next().value!);
  return result;
}
