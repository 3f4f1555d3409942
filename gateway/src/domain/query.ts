/**
 * The generic query body of spec §7 (Select, Where with Lvg groups, OrderBy, Limit, Offset), turned
 * into SQL over a column allowlist. Names never reach SQL; values are always bound parameters.
 */
import { constants, parseSize } from "@crucible/schema";
import {
  and,
  asc,
  Column,
  desc,
  is,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { z } from "zod";
import { AppError, invalid } from "./errors.js";

/**
 * A jsonb list of tags as the lists show it, joined by ", " in its order: as a query field, LIKE finds
 * a tag or part of one, "=" the exact list a web filter ticks, BLANK a row without tags.
 */
export function tagsText(column: AnyColumn): SQL {
  return sql`(select coalesce(string_agg(t.tag, ', ' order by t.n), '') from jsonb_array_elements_text(${column}) with ordinality as t(tag, n))`;
}

export type ColumnKind = "int" | "string" | "size" | "date" | "bool";

export interface ColumnSpec {
  readonly column: AnyColumn | SQL;
  readonly kind: ColumnKind;
  /**
   * A string column's only values (a state, for example): a comparison with any other value is
   * ServerInvalidParameter naming them, not an empty list. LIKE still searches freely.
   */
  readonly choices?: readonly string[];
}

/** PascalCase field name (as the spec presents it) to its column. */
export type ColumnMap = Readonly<Record<string, ColumnSpec>>;

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const whereValueSchema = z.object({
  Name: z.string().min(1).max(64),
  Value: scalar.optional(),
  Symbol: z.string().max(10).optional(),
  Logic: z.enum(["AND", "OR"]).optional(),
});

export const whereGroupSchema = z.object({
  Logic: z.enum(["AND", "OR"]).optional(),
  Values: z.array(whereValueSchema).max(50),
});

export const queryBodySchema = z.object({
  Select: z.array(z.string().max(64)).max(100).optional(),
  Where: z.object({ Lvg: z.array(whereGroupSchema).max(20).optional() }).nullish(),
  OrderBy: z
    .array(z.object({ Name: z.string().max(64), IsAsc: z.boolean().optional() }))
    .max(5)
    .optional(),
  Limit: z.number().int().optional(),
  Offset: z.number().int().optional(),
  /** The recycle bin: soft-removed rows instead of live ones. */
  Deleted: z.boolean().optional(),
});

export type QueryBody = z.infer<typeof queryBodySchema>;
export type WhereValue = z.infer<typeof whereValueSchema>;

const symbols = ["=", "!=", ">", "<", ">=", "<=", "LIKE", "BLANK", "NOTBLANK"] as const;
type QuerySymbol = (typeof symbols)[number];

function toSymbol(value: string | undefined): QuerySymbol {
  const upper = (value ?? "=").trim().toUpperCase();
  const found = symbols.find((s) => s === upper);
  if (!found) throw invalid(`unknown Symbol ${value}`);
  return found;
}

// What PostgreSQL's integer columns hold; anything else (bigint, expressions) is bounded to the
// integers a JavaScript number keeps exactly, well inside bigint.
const int4Types = new Set(["PgInteger", "PgSerial"]);
const int2Types = new Set(["PgSmallInt", "PgSmallSerial"]);

function integerBounds(spec: ColumnSpec): { min: number; max: number } {
  const type = is(spec.column, Column) ? spec.column.columnType : "";
  if (int2Types.has(type)) return { min: -32_768, max: 32_767 };
  if (int4Types.has(type)) return { min: -2_147_483_648, max: 2_147_483_647 };
  return { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
}

function inBounds(spec: ColumnSpec, value: number): boolean {
  const { min, max } = integerBounds(spec);
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * A calendar date (ISO 8601, with an optional time and zone) of years 1 to 9999: well inside what
 * PostgreSQL's timestamptz stores, and strict, so "2024-02-30" is refused instead of rolling over
 * and "-271821-04-20" never reaches the database (which answered it with an overflow).
 */
export function parseQueryDate(raw: string): Date | null {
  const match = datePattern.exec(raw);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (year! < 1 || month! < 1 || month! > 12 || day! < 1) return null;
  if (day! > new Date(Date.UTC(2000, month!, 0)).getUTCDate()) return null;
  if (month === 2 && day === 29 && !(year! % 4 === 0 && (year! % 100 !== 0 || year! % 400 === 0)))
    return null;
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  const date = new Date(raw.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

function bindValue(name: string, spec: ColumnSpec, raw: string): string | number | boolean | Date {
  switch (spec.kind) {
    case "int": {
      if (!/^-?\d{1,16}$/.test(raw)) throw invalid(`${name} must be an integer`);
      const value = Number(raw);
      if (!inBounds(spec, value)) throw invalid(`${name} is out of range`);
      return value;
    }
    case "size": {
      const bytes = parseSize(raw);
      if (bytes === null) throw invalid(`${name} must be a size (KB, MB, GB, TB)`);
      if (!inBounds(spec, bytes)) throw invalid(`${name} is out of range`);
      return bytes;
    }
    case "date": {
      const date = parseQueryDate(raw);
      if (!date) throw invalid(`${name} must be a date`);
      return date;
    }
    case "bool": {
      if (raw !== "true" && raw !== "false") throw invalid(`${name} must be true or false`);
      return raw === "true";
    }
    case "string":
      if (spec.choices && !spec.choices.includes(raw))
        throw invalid(`${name} must be one of ${spec.choices.join(", ")}`);
      return raw;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function condition(columns: ColumnMap, value: WhereValue): SQL | undefined {
  const spec = columns[value.Name];
  if (!spec) throw invalid(`unknown field ${value.Name}`);
  const symbol = toSymbol(value.Symbol);
  const column = spec.column;
  if (symbol === "BLANK") return spec.kind === "string" ? sql`coalesce(${column}, '') = ''` : isNull(column);
  if (symbol === "NOTBLANK")
    return spec.kind === "string" ? sql`coalesce(${column}, '') <> ''` : isNotNull(column);
  const raw = value.Value === null || value.Value === undefined ? "" : String(value.Value).trim();
  // A blank value is ignored (spec §5).
  if (raw === "") return undefined;
  if (symbol === "LIKE") {
    if (spec.kind !== "string") throw invalid(`${value.Name} cannot be searched with LIKE`);
    return sql`${column} ilike ${`%${escapeLike(raw)}%`} escape '\\'`;
  }
  const bound = bindValue(value.Name, spec, raw);
  switch (symbol) {
    case "=":
      return sql`${column} = ${bound}`;
    case "!=":
      return sql`${column} is distinct from ${bound}`;
    case ">":
      return sql`${column} > ${bound}`;
    case "<":
      return sql`${column} < ${bound}`;
    case ">=":
      return sql`${column} >= ${bound}`;
    case "<=":
      return sql`${column} <= ${bound}`;
  }
}

function join(parts: { logic: "AND" | "OR"; clause: SQL }[]): SQL | undefined {
  let result: SQL | undefined;
  for (const part of parts) {
    result =
      result === undefined
        ? part.clause
        : part.logic === "OR"
          ? or(result, part.clause)
          : and(result, part.clause);
  }
  return result;
}

/** The WHERE clause for a query body's groups; undefined when nothing filters. */
export function buildWhere(columns: ColumnMap, where: QueryBody["Where"]): SQL | undefined {
  const groups = where?.Lvg ?? [];
  const groupClauses: { logic: "AND" | "OR"; clause: SQL }[] = [];
  for (const group of groups) {
    const parts: { logic: "AND" | "OR"; clause: SQL }[] = [];
    for (const value of group.Values) {
      const clause = condition(columns, value);
      if (clause) parts.push({ logic: value.Logic ?? "AND", clause });
    }
    const clause = join(parts);
    if (clause) groupClauses.push({ logic: group.Logic ?? "AND", clause: sql`(${clause})` });
  }
  return join(groupClauses);
}

export function buildOrderBy(columns: ColumnMap, orderBy: QueryBody["OrderBy"], fallback: SQL[]): SQL[] {
  if (!orderBy || orderBy.length === 0) return fallback;
  return orderBy.map((o) => {
    const spec = columns[o.Name];
    if (!spec) throw invalid(`unknown field ${o.Name}`);
    return o.IsAsc === false ? desc(spec.column) : asc(spec.column);
  });
}

export function pageOf(body: QueryBody): { limit: number; offset: number } {
  const limit = body.Limit ?? constants.queryLimitDefault;
  const offset = body.Offset ?? 0;
  if (limit < 1 || limit > constants.queryLimitMax)
    throw invalid(`Limit must be 1 to ${constants.queryLimitMax}`);
  if (offset < 0 || offset > 1_000_000_000) throw invalid("Offset must not be negative");
  return { limit, offset };
}

/** Checks an unknown request body against the query schema (ServerInvalidParameter otherwise). */
export function parseQueryBody(input: unknown): QueryBody {
  const parsed = queryBodySchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "ServerInvalidParameter",
      issue ? `${issue.path.join(".")}: ${issue.message}` : "query",
    );
  }
  return parsed.data;
}

/** GraphQL's QueryInput (camelCase) in the REST body's shape, so both go through one builder. */
export interface GraphQueryInput {
  where?: ReadonlyArray<{
    logic?: "AND" | "OR" | null;
    values: ReadonlyArray<{
      name: string;
      value?: string | null;
      symbol?: string | null;
      logic?: "AND" | "OR" | null;
    }>;
  }> | null;
  orderBy?: ReadonlyArray<{ name: string; isAsc?: boolean | null }> | null;
  limit?: number | null;
  offset?: number | null;
  deleted?: boolean | null;
}

export function fromGraphQuery(input: GraphQueryInput | null | undefined): QueryBody {
  return parseQueryBody({
    Where: {
      Lvg: (input?.where ?? []).map((g) => ({
        Logic: g.logic ?? undefined,
        Values: g.values.map((v) => ({
          Name: v.name,
          Value: v.value ?? null,
          Symbol: v.symbol ?? undefined,
          Logic: v.logic ?? undefined,
        })),
      })),
    },
    OrderBy: (input?.orderBy ?? []).map((o) => ({ Name: o.name, IsAsc: o.isAsc ?? true })),
    Limit: input?.limit ?? undefined,
    Offset: input?.offset ?? undefined,
    Deleted: input?.deleted ?? undefined,
  });
}
