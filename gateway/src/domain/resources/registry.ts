/**
 * The generic resource verbs of spec §7 over one declaration per resource. Every verb runs through one
 * pipeline: actor and permission (or ownership) -> validation -> query -> presenter. A resource without
 * a permission area (system side) or an owner column (user side) refuses to register.
 */
import type { Permission, PermissionArea } from "@crucible/schema";
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { favorites, type Side } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { requireFeature } from "../config/features.js";
import { requireActor, requirePerm, requireWritable } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { ownedOrShared } from "../access/visibility.js";
import {
  buildOrderBy,
  buildWhere,
  pageOf,
  parseQueryBody,
  type ColumnMap,
  type QueryBody,
} from "../query.js";

export const verbs = [
  "count",
  "query",
  "query_page",
  "read",
  "insert",
  "update",
  "reorder",
  "delete",
  "delete_soft",
  "delete_hard",
  "delete_cancel",
  "disabled_status",
  "enabled_status",
  "favorite_add",
  "favorite_del",
] as const;
export type Verb = (typeof verbs)[number];

/** The read verbs every resource serves. */
export const readVerbs = ["count", "query", "query_page", "read"] as const satisfies readonly Verb[];
/** Create and change, soft removal with recover, hard delete, enable and disable. */
export const manageVerbs = [
  ...readVerbs,
  "insert",
  "update",
  "delete",
  "delete_soft",
  "delete_hard",
  "delete_cancel",
  "enabled_status",
  "disabled_status",
] as const satisfies readonly Verb[];

export type Row = Record<string, unknown> & { id: number };

export interface ResourceDef<TRow extends Row = Row> {
  /** The REST path under /api, e.g. "sys/normal_user". */
  readonly path: string;
  /** The table, whose rows are TRow (a row type of another table does not compile). */
  readonly table: PgTable & { readonly $inferSelect: TRow };
  /** Which side's actor may call it. */
  readonly side: Side;
  /** System side: verbs need `<area>.Read`, `.Update` or `.Delete`. */
  readonly area?: PermissionArea;
  /** User side: rows belong to the actor through this column; only owned rows can be changed. */
  readonly owner?: AnyColumn;
  /**
   * User side: the row's project (issue 28 item 2). Its members read the row and its editors and
   * owners change it, by the one rule of domain/access/visibility.ts.
   */
  readonly project?: AnyColumn;
  /** User side: rows the actor may read besides their own (public data, for example). */
  readonly readable?: (actor: Actor) => SQL;
  /** A feature switch (dotted path) that must be on for every verb. */
  readonly feature?: string;
  /** Another switch every verb checks first (a system config flag, for example); throws when off. */
  readonly precondition?: (ctx: Ctx) => Promise<void>;
  /** A fixed filter (a kind, a side) that every verb applies. */
  readonly scope?: () => SQL;
  readonly columns: ColumnMap;
  /** Columns whose value depends on the caller (a favourite flag, for example). */
  readonly actorColumns?: (actor: Actor) => ColumnMap;
  readonly defaultOrder: () => SQL[];
  readonly present: (row: TRow) => Record<string, unknown>;
  readonly verbs: readonly Verb[];
  /** Inserts from a request body (required when "insert" is a verb). */
  readonly insert?: (ctx: Ctx, body: Record<string, unknown>) => Promise<TRow>;
  /**
   * The body fields `update` changes (required when "update" is a verb): `update/{fields}` may name
   * only these, and the handler is given no other field.
   */
  readonly updatable?: readonly string[];
  /**
   * Changes one row (required when "update" is a verb). It is given only the fields to change (those
   * of `updatable` the body carries, or only the ones `update/{fields}` names): a field it is not
   * given keeps its value.
   */
  readonly update?: (ctx: Ctx, row: TRow, changes: Record<string, unknown>) => Promise<TRow>;
  /** Runs before a status change, soft removal or hard delete (e.g. refuse, or end sessions). */
  readonly beforeChange?: (
    ctx: Ctx,
    row: TRow,
    change: "disable" | "enable" | "remove" | "recover" | "delete",
  ) => Promise<void>;
  /**
   * A changing verb a read-only API token may still call on these rows (the REST adapter and the
   * verb's guard both ask): an API token revoking itself.
   */
  readonly readOnlyMay?: (actor: Actor, verb: Verb, ids: readonly number[]) => boolean;
  /** Replaces the hard delete (sessions are revoked, not deleted). */
  readonly deleteRow?: (ctx: Ctx, row: TRow) => Promise<void>;
  /** Runs after a row is deleted for good (blobs nothing references any more go). */
  readonly afterHardDelete?: (ctx: Ctx, row: TRow) => Promise<void>;
}

const verbVerb: Record<Verb, "Read" | "Update" | "Delete"> = {
  count: "Read",
  query: "Read",
  query_page: "Read",
  read: "Read",
  insert: "Update",
  update: "Update",
  reorder: "Update",
  delete: "Delete",
  delete_soft: "Delete",
  delete_hard: "Delete",
  delete_cancel: "Delete",
  disabled_status: "Update",
  enabled_status: "Update",
  favorite_add: "Read",
  favorite_del: "Read",
};

const readOnlyVerbs = new Set<Verb>(["count", "query", "query_page", "read"]);

/**
 * What a checked declaration shows of itself: the row handlers (insert, update) are reachable only
 * through the verbs, behind the guard, the switches and the verb's transaction.
 */
export type ResourceDeclaration<TRow extends Row = Row> = Omit<ResourceDef<TRow>, "insert" | "update">;

/** What the REST adapter and the area list need of any resource, whatever its row type. */
export interface ServedResource {
  readonly def: Pick<ResourceDef, "path" | "verbs" | "side">;
  run(ctx: Ctx, verb: Verb, id: number | null, body: unknown, fields: string[] | null): Promise<unknown>;
  /** Whether a read-only token may call this changing verb on the rows named (`readOnlyMay`). */
  readOnlyMay(ctx: Ctx, verb: Verb, id: number | null, body: unknown): boolean;
}

/**
 * The verbs that change one row which stays (a status, the recycle bin): GraphQL may answer the row.
 * Over REST a status change and a recovery answer the row presented, a soft removal `true`.
 */
export type RowVerb = "enabled_status" | "disabled_status" | "delete_soft" | "delete_cancel";

/** A resource whose declaration has been checked, with its verbs. */
export interface Resource<TRow extends Row = Row> extends ServedResource {
  readonly def: ResourceDeclaration<TRow>;
  run(ctx: Ctx, verb: Verb, id: number | null, body: unknown, fields: string[] | null): Promise<unknown>;
  /**
   * A status change, a soft removal or a recovery answering the changed row (for GraphQL): the verb's
   * guard, switches, hooks and transaction, as REST.
   */
  changeRow(ctx: Ctx, verb: RowVerb, id: number): Promise<TRow>;
  /**
   * The list with its total, shared with GraphQL list fields. `fields` names the row's properties the
   * caller reads (a GraphQL selection of plain columns, graphql/projection.ts): only those columns and
   * the id are selected, when each is a column; null or any other name selects the whole row. The rows
   * then hold only those properties, whatever TRow says: the caller reads nothing else.
   */
  page(
    ctx: Ctx,
    body: QueryBody,
    fields?: readonly string[] | null,
  ): Promise<{ list: TRow[]; total: number }>;
  /** One visible row, or DBDataNotExist (also for rows of other users). */
  find(ctx: Ctx, id: number): Promise<TRow>;
  /** One row the caller may change (owned, on the user side), or DBDataNotExist. */
  findWritable(ctx: Ctx, id: number): Promise<TRow>;
  /** Visible rows by ids in the order asked, or DBDataNotExist when any is not visible. */
  findMany(ctx: Ctx, ids: readonly number[]): Promise<TRow[]>;
  /** The insert verb answering the row (for GraphQL): the same guard, switches and handler as REST. */
  insert(ctx: Ctx, body: Record<string, unknown>): Promise<TRow>;
  /** The update verb answering the row (for GraphQL): the same guard, switches and handler as REST. */
  update(ctx: Ctx, id: number, body: Record<string, unknown>): Promise<TRow>;
}

const idsBody = z.object({ Ids: z.array(z.number().int().positive()).min(1).max(1000) });

export function defineResource<TRow extends Row>(def: ResourceDef<TRow>): Resource<TRow> {
  const table: PgTable = def.table;
  const columns: Readonly<Record<string, AnyColumn>> = getTableColumns(def.table);
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`resource ${def.path}: the table has no id column`);
  const cols = {
    id: idColumn,
    deletedAt: columns.deletedAt,
    status: columns.status,
    sortOrder: columns.sortOrder,
  };
  // Drizzle types rows of a table it only knows as PgTable as { [x: string]: unknown }; def.table's rows are TRow.
  const asRows = (rows: Record<string, unknown>[]): TRow[] => rows as TRow[];
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

  /** The rows a call names, when its body names them well (else none: the verb refuses it later). */
  const namedIds = (id: number | null, body: unknown): number[] => {
    if (id !== null) return [id];
    const parsed = idsBody.safeParse(body);
    return parsed.success ? parsed.data.Ids : [];
  };

  const readOnlyMay = (actor: Actor | null, verb: Verb, id: number | null, body: unknown): boolean =>
    actor !== null && def.readOnlyMay !== undefined && def.readOnlyMay(actor, verb, namedIds(id, body));

  const authorize = (ctx: Ctx, verb: Verb, id: number | null = null, body: unknown = {}): Actor => {
    const actor =
      def.side === "sys"
        ? requirePerm(ctx, `${def.area!}.${verbVerb[verb]}` as Permission)
        : requireActor(ctx, "user");
    // Favourites are rows of their own: marking one is a change, refused to read-only tokens.
    return readOnlyVerbs.has(verb) || readOnlyMay(actor, verb, id, body) ? actor : requireWritable(actor);
  };

  const columnsFor = (actor: Actor): ColumnMap =>
    def.actorColumns ? { ...def.columns, ...def.actorColumns(actor) } : def.columns;

  const ownership = (actor: Actor, write: boolean): SQL | undefined => {
    if (!def.owner) return undefined;
    const owned = def.project
      ? ownedOrShared(def.owner, def.project, actor.id, write ? "write" : "read")
      : eq(def.owner, actor.id);
    return write || !def.readable ? owned : or(owned, def.readable(actor));
  };

  const visible = (actor: Actor, deleted: boolean | undefined, write = false): SQL | undefined =>
    and(
      def.scope?.(),
      ownership(actor, write),
      cols.deletedAt ? (deleted ? isNotNull(cols.deletedAt) : isNull(cols.deletedAt)) : undefined,
    );

  const findRow = async (
    ctx: Ctx,
    actor: Actor,
    id: number,
    deleted: boolean | undefined,
    write = true,
  ): Promise<TRow> => {
    const rows = asRows(
      await ctx.db
        .select()
        .from(table)
        .where(and(eq(cols.id, id), visible(actor, deleted, write))),
    );
    // Another user's row answers exactly like a missing one.
    if (!rows[0]) throw new AppError("DBDataNotExist");
    return rows[0];
  };

  const inRecycleBin = async (ctx: Ctx, actor: Actor, id: number): Promise<boolean> => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(cols.id, id), visible(actor, true, true)));
    return (row?.n ?? 0) > 0;
  };

  const pageRows = async (ctx: Ctx, actor: Actor, body: QueryBody) => {
    const columns = columnsFor(actor);
    const where = and(visible(actor, body.Deleted), buildWhere(columns, body.Where));
    const { limit, offset } = pageOf(body);
    const orderBy = buildOrderBy(columns, body.OrderBy, def.defaultOrder());
    const list = asRows(
      await ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return { list, where };
  };

  const countRows = async (ctx: Ctx, where: SQL | undefined): Promise<number> => {
    const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };

  /**
   * A page and the number of rows matching in all, in one statement (`count(*) over()` beside each
   * row): a list costs one round trip, not two. A page past the end has no row to carry the count, so
   * only then is it counted apart.
   */
  const tableColumns = getTableColumns(table);
  /** The columns of these row properties and the id, or null (the whole row) unless all are columns. */
  const projection = (fields: readonly string[] | null | undefined) => {
    if (!fields || !fields.every((field) => Object.hasOwn(tableColumns, field))) return null;
    return Object.fromEntries(["id", ...fields].map((field) => [field, tableColumns[field]!]));
  };

  const pageWithTotal = async (
    ctx: Ctx,
    actor: Actor,
    body: QueryBody,
    fields: readonly string[] | null = null,
  ) => {
    const columns = columnsFor(actor);
    const where = and(visible(actor, body.Deleted), buildWhere(columns, body.Where));
    const { limit, offset } = pageOf(body);
    const orderBy = buildOrderBy(columns, body.OrderBy, def.defaultOrder());
    const rows = await ctx.db
      .select({ row: projection(fields) ?? table, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const list = asRows(rows.map((r) => r.row as Record<string, unknown>));
    const total = rows[0]?.total ?? (offset > 0 ? await countRows(ctx, where) : 0);
    return { list, total };
  };

  const select = (body: QueryBody, row: TRow): Record<string, unknown> =>
    selectFields(body, def.present(row));

  const setColumn = async (ctx: Ctx, row: TRow, values: Record<string, unknown>): Promise<TRow> => {
    const [updated] = asRows(await ctx.db.update(table).set(values).where(eq(cols.id, row.id)).returning());
    if (!updated) throw new AppError("DBNoDataRows");
    return updated;
  };

  const idsOf = (id: number | null, body: unknown): number[] => {
    if (id !== null) return [id];
    const parsed = idsBody.safeParse(body);
    if (!parsed.success) throw invalid("Ids");
    return parsed.data.Ids;
  };

  /**
   * The fields an update changes: the named ones (each must be updatable), or every updatable field
   * the body carries. Nothing else reaches the handler, so a field not named keeps its value whatever
   * the body says.
   */
  const changesOf = (
    body: Record<string, unknown>,
    fields: readonly string[] | null,
  ): Record<string, unknown> => {
    const updatable = def.updatable ?? [];
    for (const field of fields ?? []) {
      if (!updatable.includes(field))
        throw invalid(`update/{fields}: ${def.path} has no updatable field ${field}`);
      if (!Object.hasOwn(body, field))
        throw invalid(`update/{fields}: ${field} is named but not in the body`);
    }
    const changes: Record<string, unknown> = {};
    for (const field of fields ?? updatable) if (Object.hasOwn(body, field)) changes[field] = body[field];
    return changes;
  };

  const gate = async (ctx: Ctx): Promise<void> => {
    if (def.feature) await requireFeature(ctx, def.feature);
    await def.precondition?.(ctx);
  };

  /**
   * A changing verb runs in one transaction with its hooks: a reorder or a multi-id delete that fails
   * half-way leaves nothing changed.
   */
  const inTransaction = <T>(ctx: Ctx, work: (ctx: Ctx) => Promise<T>): Promise<T> =>
    ctx.db.transaction((tx) => work({ ...ctx, db: tx }));

  /** What a verb's handler is given: the caller (checked), the id of the path, the body and fields. */
  interface VerbCall {
    readonly ctx: Ctx;
    readonly actor: Actor;
    readonly id: number | null;
    readonly body: unknown;
    readonly fields: string[] | null;
  }
  const needId = (id: number | null): number => {
    if (id === null) throw invalid("id");
    return id;
  };
  const objectBody = (body: unknown): Record<string, unknown> => {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new AppError("ServerRequestBodyNull");
    return body as Record<string, unknown>;
  };
  const setStatus = async ({ ctx, actor, id }: VerbCall, change: "disable" | "enable"): Promise<TRow> => {
    const row = await findRow(ctx, actor, needId(id), undefined);
    await def.beforeChange?.(ctx, row, change);
    return setColumn(ctx, row, {
      status: change === "disable" ? "disabled" : "enabled",
      updatedAt: new Date(),
    });
  };
  const deleteRows = async ({ ctx, actor, id, body }: VerbCall, hard: boolean) => {
    for (const rowId of idsOf(id, body)) {
      // delete takes live rows; delete_hard also empties the recycle bin.
      const row = await findRow(ctx, actor, rowId, hard && cols.deletedAt ? undefined : false).catch(
        async (error: unknown) => {
          if (hard && cols.deletedAt) return findRow(ctx, actor, rowId, true);
          throw error;
        },
      );
      await def.beforeChange?.(ctx, row, "delete");
      if (def.deleteRow) await def.deleteRow(ctx, row);
      else if (!hard && cols.deletedAt) await setColumn(ctx, row, { deletedAt: new Date() });
      else {
        await ctx.db.delete(table).where(eq(cols.id, row.id));
        await def.afterHardDelete?.(ctx, row);
      }
    }
    return true;
  };

  /** The verbs that change one row and answer it (GraphQL), presented or `true` over REST. */
  const rowHandlers: Record<RowVerb, (call: VerbCall) => Promise<TRow>> = {
    disabled_status: (call) => setStatus(call, "disable"),
    enabled_status: (call) => setStatus(call, "enable"),
    delete_soft: async ({ ctx, actor, id }) => {
      const rowId = needId(id);
      const row = await findRow(ctx, actor, rowId, false).catch(async (error: unknown) => {
        // A row already in the recycle bin says so (looked for after the live row is missed, so a
        // removal committed in between is seen); a missing row, or another user's, stays missing.
        if (
          error instanceof AppError &&
          error.type === "DBDataNotExist" &&
          (await inRecycleBin(ctx, actor, rowId))
        )
          throw new AppError("DBDataAlreadyRemove");
        throw error;
      });
      await def.beforeChange?.(ctx, row, "remove");
      // Of two removals at once, the second's update waits for the first and then finds no live row.
      const [removed] = asRows(
        await ctx.db
          .update(table)
          .set({ deletedAt: new Date() })
          .where(and(eq(cols.id, row.id), isNull(cols.deletedAt!)))
          .returning(),
      );
      if (!removed) throw new AppError("DBDataAlreadyRemove");
      return removed;
    },
    delete_cancel: async ({ ctx, actor, id }) => {
      const row = await findRow(ctx, actor, needId(id), true);
      await def.beforeChange?.(ctx, row, "recover");
      return setColumn(ctx, row, { deletedAt: null });
    },
  };
  const presented =
    (verb: RowVerb) =>
    async (call: VerbCall): Promise<Record<string, unknown>> =>
      def.present(await rowHandlers[verb](call));

  /** The verbs of spec §7, one handler each. */
  const handlers: Record<Verb, (call: VerbCall) => Promise<unknown>> = {
    count: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      return countRows(ctx, and(visible(actor, query.Deleted), buildWhere(columnsFor(actor), query.Where)));
    },
    query: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      const { list } = await pageRows(ctx, actor, query);
      return list.map((row) => select(query, row));
    },
    query_page: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      const { list, total } = await pageWithTotal(ctx, actor, query);
      return { List: list.map((row) => select(query, row)), Total: total };
    },
    read: async ({ ctx, actor, id }) => def.present(await findRow(ctx, actor, needId(id), undefined, false)),
    insert: async ({ ctx, body }) => def.present(await def.insert!(ctx, objectBody(body))),
    update: async ({ ctx, actor, id, body, fields }) => {
      const record = objectBody(body);
      const targetId = id ?? (typeof record.Id === "number" ? record.Id : null);
      if (targetId === null) throw invalid("Id");
      const changes = changesOf(record, fields);
      const row = await findRow(ctx, actor, targetId, undefined);
      return def.present(await def.update!(ctx, row, changes));
    },
    reorder: async ({ ctx, actor, body }) => {
      // Rows are changed in id order, whatever the order asked for: two reorders at once then take
      // their row locks in the same order, and the second waits for the first instead of deadlocking.
      const places = [...idsOf(null, body).entries()].sort(([, a], [, b]) => a - b);
      for (const [index, rowId] of places) {
        const row = await findRow(ctx, actor, rowId, undefined);
        await setColumn(ctx, row, { sortOrder: index });
      }
      return true;
    },
    disabled_status: presented("disabled_status"),
    enabled_status: presented("enabled_status"),
    delete_soft: async (call) => {
      await rowHandlers.delete_soft(call);
      return true;
    },
    delete_cancel: presented("delete_cancel"),
    delete: (call) => deleteRows(call, false),
    delete_hard: (call) => deleteRows(call, true),
    favorite_add: async ({ ctx, actor, id }) => {
      const row = await findRow(ctx, actor, needId(id), undefined, false);
      await ctx.db
        .insert(favorites)
        .values({ side: actor.side, userId: actor.id, resource: def.path, resourceId: row.id })
        .onConflictDoNothing();
      return true;
    },
    favorite_del: async ({ ctx, actor, id }) => {
      await ctx.db
        .delete(favorites)
        .where(
          and(
            eq(favorites.side, actor.side),
            eq(favorites.userId, actor.id),
            eq(favorites.resource, def.path),
            eq(favorites.resourceId, needId(id)),
          ),
        );
      return true;
    },
  };

  /** A declared verb behind its guard and switches; a changing one in its transaction. */
  const invoke = async <T>(
    ctx: Ctx,
    verb: Verb,
    call: Omit<VerbCall, "ctx" | "actor">,
    handler: (call: VerbCall) => Promise<T>,
  ): Promise<T> => {
    if (!def.verbs.includes(verb)) throw new AppError("DBDataNotExist");
    const actor = authorize(ctx, verb, call.id, call.body);
    await gate(ctx);
    return readOnlyVerbs.has(verb)
      ? handler({ ...call, ctx, actor })
      : inTransaction(ctx, (tx) => handler({ ...call, ctx: tx, actor }));
  };

  return {
    def,
    run: (ctx, verb, id, body, fields) => invoke(ctx, verb, { id, body, fields }, handlers[verb]),
    readOnlyMay: (ctx, verb, id, body) =>
      readOnlyMay(def.side === "sys" ? ctx.sys : ctx.user, verb, id, body),
    changeRow: (ctx, verb, id) => invoke(ctx, verb, { id, body: {}, fields: null }, rowHandlers[verb]),
    async page(ctx, body, fields = null) {
      const actor = authorize(ctx, "query_page");
      await gate(ctx);
      return pageWithTotal(ctx, actor, body, fields);
    },
    async find(ctx, id) {
      const actor = authorize(ctx, "read");
      await gate(ctx);
      return findRow(ctx, actor, id, undefined, false);
    },
    async findWritable(ctx, id) {
      const actor = authorize(ctx, "update");
      await gate(ctx);
      return findRow(ctx, actor, id, undefined, true);
    },
    async insert(ctx, body) {
      if (!def.verbs.includes("insert")) throw new AppError("DBDataNotExist");
      authorize(ctx, "insert");
      await gate(ctx);
      return inTransaction(ctx, (tx) => def.insert!(tx, body));
    },
    async update(ctx, id, body) {
      if (!def.verbs.includes("update")) throw new AppError("DBDataNotExist");
      const actor = authorize(ctx, "update");
      await gate(ctx);
      const changes = changesOf(body, null);
      return inTransaction(ctx, async (tx) =>
        def.update!(tx, await findRow(tx, actor, id, undefined), changes),
      );
    },
    async findMany(ctx, ids) {
      const actor = authorize(ctx, "read");
      await gate(ctx);
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = asRows(
        await ctx.db
          .select()
          .from(table)
          .where(and(inArray(cols.id, unique), visible(actor, undefined, false))),
      );
      if (rows.length !== unique.length) throw new AppError("DBDataNotExist");
      const byId = new Map(rows.map((row) => [row.id, row]));
      return unique.map((id) => byId.get(id)!);
    },
  };
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

/** Ids favourited by the actor among the given rows of a resource. */
export async function favoriteIds(ctx: Ctx, actor: Actor, path: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: favorites.resourceId })
    .from(favorites)
    .where(
      and(
        eq(favorites.side, actor.side),
        eq(favorites.userId, actor.id),
        eq(favorites.resource, path),
        inArray(favorites.resourceId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const nowSql = sql`now()`;
