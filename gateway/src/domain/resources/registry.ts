/**
 * The generic resource verbs of spec §7 over one declaration per resource. Every verb runs through one
 * pipeline: actor and permission (or ownership) -> validation -> query -> presenter. A resource without
 * a permission area (system side) or an owner column (user side) refuses to register.
 */
import type { PermissionArea } from "@crucible/schema";
import { and, eq, inArray } from "drizzle-orm";
import { favorites, type Side } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { readOnlyVerbs, type Resource, type ResourceDef, type Row, type Verb } from "./declaration.js";
import {
  authorize,
  changeActor,
  changesOf,
  findRow,
  gate,
  inTransaction,
  pageWithTotal,
  readOnlyMay,
  resourceTable,
  visible,
} from "./resourceRows.js";
import { rowHandlers, verbHandlers, type VerbCall } from "./resourceVerbs.js";

export {
  manageVerbs,
  readVerbs,
  verbs,
  type Resource,
  type ResourceDeclaration,
  type ResourceDef,
  type Row,
  type RowVerb,
  type ServedResource,
  type Verb,
} from "./declaration.js";
export { selectFields } from "./resourceRows.js";

/**
 * A checked resource over its declaration: every verb behind its guard, precondition and transaction
 * (its feature switch is checked by the transports first: rest/resources.ts, @feature in the SDL).
 */
export function defineResource<
  TRow extends Row,
  S extends Side = Side,
  A extends PermissionArea = PermissionArea,
>(def: ResourceDef<TRow, S, A>): Resource<TRow> {
  const rt = resourceTable(def);
  const { table, cols } = rt;
  const rowVerbs = rowHandlers(rt);
  const handlers = verbHandlers(rt, rowVerbs);

  /** A declared verb behind its guard and precondition; a changing one in its transaction. */
  const invoke = async <T>(
    ctx: Ctx,
    verb: Verb,
    call: Omit<VerbCall, "ctx" | "actor">,
    handler: (call: VerbCall) => Promise<T>,
  ): Promise<T> => {
    if (!def.verbs.includes(verb)) throw new AppError("DBDataNotExist");
    const actor = authorize(rt, ctx, verb, call.id, call.body);
    await gate(rt, ctx);
    return readOnlyVerbs.has(verb)
      ? handler({ ...call, ctx, actor })
      : inTransaction(ctx, (tx) => handler({ ...call, ctx: tx, actor }));
  };

  return {
    def,
    run: (ctx, verb, id, body, fields) => invoke(ctx, verb, { id, body, fields }, handlers[verb]),
    readOnlyMay: (ctx, verb, id, body) =>
      readOnlyMay(rt, def.side === "sys" ? ctx.sys : ctx.user, verb, id, body),
    changeRow: (ctx, verb, id) => invoke(ctx, verb, { id, body: {}, fields: null }, rowVerbs[verb]),
    async page(ctx, body, fields = null) {
      const actor = authorize(rt, ctx, "query_page");
      await gate(rt, ctx);
      return pageWithTotal(rt, ctx, actor, body, fields);
    },
    async find(ctx, id) {
      const actor = authorize(rt, ctx, "read");
      await gate(rt, ctx);
      return findRow(rt, ctx, actor, id, undefined, false);
    },
    async findWritable(ctx, id) {
      const actor = authorize(rt, ctx, "update");
      await gate(rt, ctx);
      return findRow(rt, ctx, actor, id, undefined, true);
    },
    async insert(ctx, body) {
      if (!def.verbs.includes("insert")) throw new AppError("DBDataNotExist");
      const actor = changeActor(authorize(rt, ctx, "insert"));
      await gate(rt, ctx);
      return inTransaction(ctx, (tx) => rt.def.insert!(tx, body, actor));
    },
    async update(ctx, id, body) {
      if (!def.verbs.includes("update")) throw new AppError("DBDataNotExist");
      const actor = authorize(rt, ctx, "update");
      await gate(rt, ctx);
      const changes = changesOf(rt, body, null);
      return inTransaction(ctx, async (tx) =>
        rt.def.update!(tx, await findRow(rt, tx, actor, id, undefined), changes, changeActor(actor)),
      );
    },
    async findMany(ctx, ids) {
      const actor = authorize(rt, ctx, "read");
      await gate(rt, ctx);
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = rt.asRows(
        await ctx.db
          .select()
          .from(table)
          .where(and(inArray(cols.id, unique), visible(rt, ctx, actor, undefined, false))),
      );
      if (rows.length !== unique.length) throw new AppError("DBDataNotExist");
      const byId = new Map(rows.map((row) => [row.id, row]));
      return unique.map((id) => byId.get(id)!);
    },
  };
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
