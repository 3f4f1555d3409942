/**
 * A resource's declaration (spec §7): its verbs, table, side, permission area or owner rule, columns,
 * presenter and row handlers, and the checked resource that serves them (registry.ts defines it).
 */
import type { FeaturePath, PermissionArea } from "@crucible/schema";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Side } from "../../db/schema.js";
import type { Granted, UserActor } from "../access/guards.js";
import type { Actor, Ctx } from "../context.js";
import type { Clock } from "../clock.js";
import type { ColumnMap, QueryBody } from "../query.js";

/** The generic verbs of spec §7. */
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

/**
 * The actor a resource's insert and update hooks are handed: the one its verbs' guard made for the
 * change (resourceRows.ts `authorize`), a user of the user side, or on the system side a holder of the
 * area's Update. The hooks pass it on to the domain and never check again.
 */
export type ChangeActor<S extends Side = Side, A extends PermissionArea = PermissionArea> = S extends "user"
  ? UserActor
  : Granted<`${A}.Update`>;

/**
 * A resource's declaration. `S` and `A` (its side and area, as declared) type the actor its hooks are
 * handed: `defineResource<Row, "sys", "Sys.User">` gives them `Granted<"Sys.User.Update">`.
 */
export interface ResourceDef<
  TRow extends Row = Row,
  S extends Side = Side,
  A extends PermissionArea = PermissionArea,
> {
  /** The REST path under /api, e.g. "sys/normal_user". */
  readonly path: string;
  /** The table, whose rows are TRow (a row type of another table does not compile). */
  readonly table: PgTable & { readonly $inferSelect: TRow };
  /** Which side's actor may call it. */
  readonly side: S;
  /** System side: verbs need `<area>.Read`, `.Update` or `.Delete`. */
  readonly area?: A;
  /** User side: rows belong to the actor through this column; only owned rows can be changed. */
  readonly owner?: AnyColumn;
  /**
   * User side: the row's project (issue 28 item 2). Its members read the row and its editors and
   * owners change it, by the one rule of domain/access/visibility.ts.
   */
  readonly project?: AnyColumn;
  /** User side: rows the actor may read besides their own (public data, for example). */
  readonly readable?: (actor: Actor) => SQL;
  /**
   * The feature switch every REST verb of the resource needs (one of @crucible/schema's features.ts):
   * the REST adapter checks it before anything else (rest/resources.ts); the GraphQL fields that serve
   * the resource declare the same switch with @feature. The verbs themselves do not check it again.
   */
  readonly feature?: FeaturePath;
  /** Another switch every verb checks first (a system config flag, for example); throws when off. */
  readonly precondition?: (ctx: Ctx) => Promise<void>;
  /** A fixed filter (a kind, a side) that every verb applies. */
  readonly scope?: (clock: Clock) => SQL;
  readonly columns: ColumnMap;
  /** Columns whose value depends on the caller (a favourite flag, for example). */
  readonly actorColumns?: (actor: Actor) => ColumnMap;
  readonly defaultOrder: () => SQL[];
  readonly present: (row: TRow) => Record<string, unknown>;
  readonly verbs: readonly Verb[];
  /** Inserts from a request body (required when "insert" is a verb). */
  insert?(ctx: Ctx, body: Record<string, unknown>, actor: ChangeActor<S, A>): Promise<TRow>;
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
  update?(ctx: Ctx, row: TRow, changes: Record<string, unknown>, actor: ChangeActor<S, A>): Promise<TRow>;
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

/** The permission each verb needs of a system-side area (`<area>.Read`, `.Update` or `.Delete`). */
export const verbVerb: Record<Verb, "Read" | "Update" | "Delete"> = {
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

/** The verbs that change nothing (no transaction; read-only tokens may call them). */
export const readOnlyVerbs = new Set<Verb>(["count", "query", "query_page", "read"]);

/**
 * What a checked declaration shows of itself: the row handlers (insert, update) are reachable only
 * through the verbs, behind the guard, the precondition and the verb's transaction.
 */
export type ResourceDeclaration<TRow extends Row = Row> = Omit<ResourceDef<TRow>, "insert" | "update">;

/** What the REST adapter and the area list need of any resource, whatever its row type. */
export interface ServedResource {
  readonly def: Pick<ResourceDef, "path" | "verbs" | "side" | "feature">;
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
   * guard, precondition, hooks and transaction, as REST (the field declares the feature switch).
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
  /** The insert verb answering the row (for GraphQL): the same guard, precondition and handler as REST. */
  insert(ctx: Ctx, body: Record<string, unknown>): Promise<TRow>;
  /** The update verb answering the row (for GraphQL): the same guard, precondition and handler as REST. */
  update(ctx: Ctx, id: number, body: Record<string, unknown>): Promise<TRow>;
}

/** The body of a verb over many rows: their ids. */
export const idsBody = z.object({ Ids: z.array(z.number().int().positive()).min(1).max(1000) });
