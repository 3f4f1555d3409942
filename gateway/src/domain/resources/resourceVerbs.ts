/**
 * The handlers of the verbs of spec §7 over a declared resource's rows: reads, insert and update,
 * reorder, status changes, the recycle bin, deletes and favourites. Each is given a call whose caller
 * is already checked (registry.ts runs them behind the guard, the precondition and the transaction).
 */
import { and, eq, isNull } from "drizzle-orm";
import { favorites } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { buildWhere, parseQueryBody } from "../query.js";
import type { Row, RowVerb, Verb } from "./declaration.js";
import {
  changeActor,
  changesOf,
  columnsFor,
  countRows,
  findRow,
  idsOf,
  inRecycleBin,
  pageRows,
  pageWithTotal,
  select,
  setColumn,
  visible,
  type ResourceTable,
} from "./resourceRows.js";

/** What a verb's handler is given: the caller (checked), the id of the path, the body and fields. */
export interface VerbCall {
  readonly ctx: Ctx;
  readonly actor: Actor;
  readonly id: number | null;
  readonly body: unknown;
  readonly fields: string[] | null;
}

/** The id of the path, which the verb needs. */
function needId(id: number | null): number {
  if (id === null) throw invalid("id");
  return id;
}

/** The body as an object of fields, or ServerRequestBodyNull. */
function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new AppError("ServerRequestBodyNull");
  return body as Record<string, unknown>;
}

/** Disables or enables one row (after its beforeChange hook). */
async function setStatus<TRow extends Row>(
  rt: ResourceTable<TRow>,
  { ctx, actor, id }: VerbCall,
  change: "disable" | "enable",
): Promise<TRow> {
  const row = await findRow(rt, ctx, actor, needId(id), undefined);
  await rt.def.beforeChange?.(ctx, row, change);
  return setColumn(rt, ctx, row, {
    status: change === "disable" ? "disabled" : "enabled",
    updatedAt: ctx.clock.now(),
  });
}

/** Deletes the rows a call names: into the recycle bin, or (hard, or without one) for good. */
async function deleteRows<TRow extends Row>(
  rt: ResourceTable<TRow>,
  { ctx, actor, id, body }: VerbCall,
  hard: boolean,
): Promise<true> {
  const { def, cols } = rt;
  for (const rowId of idsOf(id, body)) {
    // delete takes live rows; delete_hard also empties the recycle bin.
    const row = await findRow(rt, ctx, actor, rowId, hard && cols.deletedAt ? undefined : false).catch(
      async (error: unknown) => {
        if (hard && cols.deletedAt) return findRow(rt, ctx, actor, rowId, true);
        throw error;
      },
    );
    await def.beforeChange?.(ctx, row, "delete");
    if (def.deleteRow) await def.deleteRow(ctx, row);
    else if (!hard && cols.deletedAt) await setColumn(rt, ctx, row, { deletedAt: ctx.clock.now() });
    else {
      await ctx.db.delete(rt.table).where(eq(cols.id, row.id));
      await def.afterHardDelete?.(ctx, row);
    }
  }
  return true;
}

/** Moves one live row into the recycle bin, answering it; a row already there says so. */
async function removeRow<TRow extends Row>(
  rt: ResourceTable<TRow>,
  { ctx, actor, id }: VerbCall,
): Promise<TRow> {
  const { cols } = rt;
  const rowId = needId(id);
  const row = await findRow(rt, ctx, actor, rowId, false).catch(async (error: unknown) => {
    // A row already in the recycle bin says so (looked for after the live row is missed, so a
    // removal committed in between is seen); a missing row, or another user's, stays missing.
    if (
      error instanceof AppError &&
      error.type === "DBDataNotExist" &&
      (await inRecycleBin(rt, ctx, actor, rowId))
    )
      throw new AppError("DBDataAlreadyRemove");
    throw error;
  });
  await rt.def.beforeChange?.(ctx, row, "remove");
  // Of two removals at once, the second's update waits for the first and then finds no live row.
  const [removed] = rt.asRows(
    await ctx.db
      .update(rt.table)
      .set({ deletedAt: ctx.clock.now() })
      .where(and(eq(cols.id, row.id), isNull(cols.deletedAt!)))
      .returning(),
  );
  if (!removed) throw new AppError("DBDataAlreadyRemove");
  return removed;
}

/** The verbs that change one row and answer it (GraphQL), presented or `true` over REST. */
export function rowHandlers<TRow extends Row>(
  rt: ResourceTable<TRow>,
): Record<RowVerb, (call: VerbCall) => Promise<TRow>> {
  return {
    disabled_status: (call) => setStatus(rt, call, "disable"),
    enabled_status: (call) => setStatus(rt, call, "enable"),
    delete_soft: (call) => removeRow(rt, call),
    delete_cancel: async ({ ctx, actor, id }) => {
      const row = await findRow(rt, ctx, actor, needId(id), true);
      await rt.def.beforeChange?.(ctx, row, "recover");
      return setColumn(rt, ctx, row, { deletedAt: null });
    },
  };
}

/** The verbs of spec §7, one handler each (the row verbs through `rows`). */
export function verbHandlers<TRow extends Row>(
  rt: ResourceTable<TRow>,
  rows: Record<RowVerb, (call: VerbCall) => Promise<TRow>>,
): Record<Verb, (call: VerbCall) => Promise<unknown>> {
  const { def } = rt;
  const presented =
    (verb: RowVerb) =>
    async (call: VerbCall): Promise<Record<string, unknown>> =>
      def.present(await rows[verb](call));
  return {
    count: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      return countRows(
        rt,
        ctx,
        and(visible(rt, ctx, actor, query.Deleted), buildWhere(columnsFor(rt, actor), query.Where)),
      );
    },
    query: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      const { list } = await pageRows(rt, ctx, actor, query);
      return list.map((row) => select(rt, query, row));
    },
    query_page: async ({ ctx, actor, body }) => {
      const query = parseQueryBody(body);
      const { list, total } = await pageWithTotal(rt, ctx, actor, query);
      return { List: list.map((row) => select(rt, query, row)), Total: total };
    },
    read: async ({ ctx, actor, id }) =>
      def.present(await findRow(rt, ctx, actor, needId(id), undefined, false)),
    insert: async ({ ctx, actor, body }) =>
      def.present(await def.insert!(ctx, objectBody(body), changeActor(actor))),
    update: async ({ ctx, actor, id, body, fields }) => {
      const record = objectBody(body);
      const targetId = id ?? (typeof record.Id === "number" ? record.Id : null);
      if (targetId === null) throw invalid("Id");
      const changes = changesOf(rt, record, fields);
      const row = await findRow(rt, ctx, actor, targetId, undefined);
      return def.present(await def.update!(ctx, row, changes, changeActor(actor)));
    },
    reorder: async ({ ctx, actor, body }) => {
      // Rows are changed in id order, whatever the order asked for: two reorders at once then take
      // their row locks in the same order, and the second waits for the first instead of deadlocking.
      const places = [...idsOf(null, body).entries()].sort(([, a], [, b]) => a - b);
      for (const [index, rowId] of places) {
        const row = await findRow(rt, ctx, actor, rowId, undefined);
        await setColumn(rt, ctx, row, { sortOrder: index });
      }
      return true;
    },
    disabled_status: presented("disabled_status"),
    enabled_status: presented("enabled_status"),
    delete_soft: async (call) => {
      await rows.delete_soft(call);
      return true;
    },
    delete_cancel: presented("delete_cancel"),
    delete: (call) => deleteRows(rt, call, false),
    delete_hard: (call) => deleteRows(rt, call, true),
    favorite_add: async ({ ctx, actor, id }) => {
      const row = await findRow(rt, ctx, actor, needId(id), undefined, false);
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
}
