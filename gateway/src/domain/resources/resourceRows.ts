/**
 * A declared resource's rows as its caller may see them: the guard of each verb, the visibility rule
 * (scope, owner or project, recycle bin), finding, paging and counting rows, and the small steps the
 * verbs share (presenting a selection, setting a column, the ids and changes a call names).
 */
import type { Permission } from "@crucible/schema";
import {
  and,
  count,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Actor, Ctx } from "../context.js";
import { requireActor, requirePerm, requireWritable } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { ownedOrShared } from "../access/visibility.js";
import { buildOrderBy, buildWhere, pageOf, type ColumnMap, type QueryBody } from "../query.js";
import {
  idsBody,
  readOnlyVerbs,
  verbVerb,
  type ChangeActor,
  type ResourceDef,
  type Row,
  type Verb,
} from "./declaration.js";

/** A declaration with its table's columns looked up once: what every part of a resource works on. */
export interface ResourceTable<TRow extends Row> {
  readonly def: ResourceDef<TRow>;
  readonly table: PgTable;
  /** Every column of the table by property name. */
  readonly columns: ReturnType<typeof getTableColumns<PgTable>>;
  /** The columns the generic verbs use, when the table has them. */
  readonly cols: {
    readonly id: AnyColumn;
    readonly deletedAt: AnyColumn | undefined;
    readonly status: AnyColumn | undefined;
    readonly sortOrder: AnyColumn | undefined;
  };
  /** Drizzle types rows of a table it only knows as PgTable as { [x: string]: unknown }; def.table's rows are TRow. */
  readonly asRows: (rows: Record<string, unknown>[]) => TRow[];
}

/**
 * A declaration's table, with the declaration checked: an id column, a permission area (system side)
 * or an owner rule (user side), and what each declared verb needs (a handler, a column).
 */
export function resourceTable<TRow extends Row>(def: ResourceDef<TRow>): ResourceTable<TRow> {
  const table: PgTable = def.table;
  const columns = getTableColumns(table);
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`resource ${def.path}: the table has no id column`);
  const cols = {
    id: idColumn,
    deletedAt: columns.deletedAt,
    status: columns.status,
    sortOrder: columns.sortOrder,
  };
  if (def.side === "sys" && !def.area) throw new Error(`resource ${def.path}: no permission area declared`);
  if (def.side === "user" && !def.owner) throw new Error(`resource ${def.path}: no owner rule declared`);
  for (const verb of def.verbs) {
    if (!(verb in verbVerb)) throw new Error(`resource ${def.path}: unknown verb ${verb}`);
    if (verb === "insert" && !def.insert) throw new Error(`resource ${def.path}: insert has no handler`);
    if (verb === "update" && !def.update) throw new Error(`resource ${def.path}: update has no handler`);
    if (verb === "update" && !def.updatable?.length)
      throw new Error(`resource ${def.path}: update names no updatable field`);
    if ((verb === "delete_soft" || verb === "delete_cancel") && !cols.deletedAt) {
      throw new Error(`resource ${def.path}: ${verb} needs deleted_at`);
    }
    if ((verb === "enabled_status" || verb === "disabled_status") && !cols.status) {
      throw new Error(`resource ${def.path}: ${verb} needs status`);
    }
    if (verb === "reorder" && !cols.sortOrder)
      throw new Error(`resource ${def.path}: reorder needs sort_order`);
  }
  return { def, table, columns, cols, asRows: (rows) => rows as TRow[] };
}

/** The rows a call names, when its body names them well (else none: the verb refuses it later). */
function namedIds(id: number | null, body: unknown): number[] {
  if (id !== null) return [id];
  const parsed = idsBody.safeParse(body);
  return parsed.success ? parsed.data.Ids : [];
}

/** Whether the declaration lets a read-only token call this changing verb on the rows named. */
export function readOnlyMay<TRow extends Row>(
  rt: ResourceTable<TRow>,
  actor: Actor | null,
  verb: Verb,
  id: number | null,
  body: unknown,
): boolean {
  return (
    actor !== null && rt.def.readOnlyMay !== undefined && rt.def.readOnlyMay(actor, verb, namedIds(id, body))
  );
}

/** The caller of a verb: with the area's permission (system side) or signed in (user side), and writable for a change. */
export function authorize<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  verb: Verb,
  id: number | null = null,
  body: unknown = {},
): Actor {
  const { def } = rt;
  const actor =
    def.side === "sys"
      ? requirePerm(ctx, `${def.area!}.${verbVerb[verb]}` as Permission)
      : requireActor(ctx, "user");
  // Favourites are rows of their own: marking one is a change, refused to read-only tokens.
  return readOnlyVerbs.has(verb) || readOnlyMay(rt, actor, verb, id, body) ? actor : requireWritable(actor);
}

/**
 * The actor `authorize` made for a changing verb, as the declaration's hooks take it: for a resource
 * declared with side S and area A, authorize's requireActor(ctx, "user") or requirePerm(ctx,
 * `<A>.Update`) (insert and update need Update: verbVerb) made exactly a ChangeActor<S, A>.
 */
export function changeActor(actor: Actor): ChangeActor {
  return actor as ChangeActor;
}

/** The precondition every verb checks (the feature switch is the transport's: rest/resources.ts). */
export async function gate<TRow extends Row>(rt: ResourceTable<TRow>, ctx: Ctx): Promise<void> {
  await rt.def.precondition?.(ctx);
}

/**
 * A changing verb runs in one transaction with its hooks: a reorder or a multi-id delete that fails
 * half-way leaves nothing changed.
 */
export function inTransaction<T>(ctx: Ctx, work: (ctx: Ctx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

/** The columns a query may filter and order by, with the caller's own (a favourite flag). */
export function columnsFor<TRow extends Row>(rt: ResourceTable<TRow>, actor: Actor): ColumnMap {
  const { def } = rt;
  return def.actorColumns ? { ...def.columns, ...def.actorColumns(actor) } : def.columns;
}

/** The rows the actor owns (or shares through a project), and for reading also the readable ones. */
function ownership<TRow extends Row>(rt: ResourceTable<TRow>, actor: Actor, write: boolean): SQL | undefined {
  const { def } = rt;
  if (!def.owner) return undefined;
  const owned = def.project
    ? ownedOrShared(def.owner, def.project, actor.id, write ? "write" : "read")
    : eq(def.owner, actor.id);
  return write || !def.readable ? owned : or(owned, def.readable(actor));
}

/** The rows the actor sees: in scope, theirs (or shared), live or in the recycle bin. */
export function visible<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Pick<Ctx, "clock">,
  actor: Actor,
  deleted: boolean | undefined,
  write = false,
): SQL | undefined {
  const { deletedAt } = rt.cols;
  return and(
    rt.def.scope?.(ctx.clock),
    ownership(rt, actor, write),
    deletedAt ? (deleted ? isNotNull(deletedAt) : isNull(deletedAt)) : undefined,
  );
}

/** One row the actor sees (or may change, `write`), or DBDataNotExist. */
export async function findRow<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  actor: Actor,
  id: number,
  deleted: boolean | undefined,
  write = true,
): Promise<TRow> {
  const rows = rt.asRows(
    await ctx.db
      .select()
      .from(rt.table)
      .where(and(eq(rt.cols.id, id), visible(rt, ctx, actor, deleted, write))),
  );
  // Another user's row answers exactly like a missing one.
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0];
}

/** Whether the row is in the recycle bin and the actor may change it. */
export async function inRecycleBin<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  actor: Actor,
  id: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(rt.table)
    .where(and(eq(rt.cols.id, id), visible(rt, ctx, actor, true, true)));
  return (row?.n ?? 0) > 0;
}

/** A page of the rows a query asks for, with the filter it used. */
export async function pageRows<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  actor: Actor,
  body: QueryBody,
): Promise<{ list: TRow[]; where: SQL | undefined }> {
  const columns = columnsFor(rt, actor);
  const where = and(visible(rt, ctx, actor, body.Deleted), buildWhere(columns, body.Where));
  const { limit, offset } = pageOf(body);
  const orderBy = buildOrderBy(columns, body.OrderBy, rt.def.defaultOrder());
  const list = rt.asRows(
    await ctx.db
      .select()
      .from(rt.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  return { list, where };
}

/** The number of rows matching a filter. */
export async function countRows<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(rt.table).where(where);
  return row?.n ?? 0;
}

/** The columns of these row properties and the id, or null (the whole row) unless all are columns. */
function projection<TRow extends Row>(rt: ResourceTable<TRow>, fields: readonly string[] | null | undefined) {
  const tableColumns = rt.columns;
  if (!fields || !fields.every((field) => Object.hasOwn(tableColumns, field))) return null;
  return Object.fromEntries(["id", ...fields].map((field) => [field, tableColumns[field]!]));
}

/**
 * A page and the number of rows matching in all, in one statement (`count(*) over()` beside each
 * row): a list costs one round trip, not two. A page past the end has no row to carry the count, so
 * only then is it counted apart.
 */
export async function pageWithTotal<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  actor: Actor,
  body: QueryBody,
  fields: readonly string[] | null = null,
): Promise<{ list: TRow[]; total: number }> {
  const columns = columnsFor(rt, actor);
  const where = and(visible(rt, ctx, actor, body.Deleted), buildWhere(columns, body.Where));
  const { limit, offset } = pageOf(body);
  const orderBy = buildOrderBy(columns, body.OrderBy, rt.def.defaultOrder());
  const rows = await ctx.db
    .select({ row: projection(rt, fields) ?? rt.table, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(rt.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const list = rt.asRows(rows.map((r) => r.row as Record<string, unknown>));
  const total = rows[0]?.total ?? (offset > 0 ? await countRows(rt, ctx, where) : 0);
  return { list, total };
}

/** A row presented, with only the fields the query's Select names (and the id) when it names any. */
export function select<TRow extends Row>(
  rt: ResourceTable<TRow>,
  body: QueryBody,
  row: TRow,
): Record<string, unknown> {
  return selectFields(body, rt.def.present(row));
}

/**
 * The fields of a presented row the query body's Select names (with the Id), or the whole row when it
 * names none; an unknown name is refused. The generic query verbs and the custom ones that present
 * more than the row (the back office's orders and packs with their project's name) answer alike.
 */
export function selectFields(body: QueryBody, presented: Record<string, unknown>): Record<string, unknown> {
  if (!body.Select || body.Select.length === 0) return presented;
  const picked: Record<string, unknown> = { Id: presented.Id };
  for (const name of body.Select) {
    if (!(name in presented)) throw invalid(`unknown field ${name}`);
    picked[name] = presented[name];
  }
  return picked;
}

/** Sets columns of one row and answers it changed, or DBNoDataRows. */
export async function setColumn<TRow extends Row>(
  rt: ResourceTable<TRow>,
  ctx: Ctx,
  row: TRow,
  values: Record<string, unknown>,
): Promise<TRow> {
  const [updated] = rt.asRows(
    await ctx.db.update(rt.table).set(values).where(eq(rt.cols.id, row.id)).returning(),
  );
  if (!updated) throw new AppError("DBNoDataRows");
  return updated;
}

/** The rows a call names: the path's id, or the body's Ids (else invalid). */
export function idsOf(id: number | null, body: unknown): number[] {
  if (id !== null) return [id];
  const parsed = idsBody.safeParse(body);
  if (!parsed.success) throw invalid("Ids");
  return parsed.data.Ids;
}

/**
 * The fields an update changes: the named ones (each must be updatable), or every updatable field
 * the body carries. Nothing else reaches the handler, so a field not named keeps its value whatever
 * the body says.
 */
export function changesOf<TRow extends Row>(
  rt: ResourceTable<TRow>,
  body: Record<string, unknown>,
  fields: readonly string[] | null,
): Record<string, unknown> {
  const { def } = rt;
  const updatable = def.updatable ?? [];
  for (const field of fields ?? []) {
    if (!updatable.includes(field))
      throw invalid(`update/{fields}: ${def.path} has no updatable field ${field}`);
    if (!Object.hasOwn(body, field)) throw invalid(`update/{fields}: ${field} is named but not in the body`);
  }
  const changes: Record<string, unknown> = {};
  for (const field of fields ?? updatable) if (Object.hasOwn(body, field)) changes[field] = body[field];
  return changes;
}
