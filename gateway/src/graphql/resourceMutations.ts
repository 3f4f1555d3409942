/**
 * The GraphQL mutations every resource serves the same way, made from the registry: set the status,
 * remove to the recycle bin, recover from it, reorder. Each runs the resource's verb (guard, switches,
 * hooks, one transaction, as over REST) and answers the row again, or true. An area names the root
 * fields its SDL declares: `...resourceMutations(roleResource, { status: "setRoleStatus", ... })`.
 */
import type { EntityStatus } from "../db/schema.js";
import type { Resource, Row } from "../domain/resources/registry.js";
import type { GraphContext } from "./context.js";
import { toId } from "./resolvers/scalars.js";

type IdArg = string | number;
type StatusMutation<TRow> = (
  parent: unknown,
  args: { id: IdArg; status: EntityStatus },
  ctx: GraphContext,
) => Promise<TRow>;
type RemoveMutation = (parent: unknown, args: { id: IdArg }, ctx: GraphContext) => Promise<boolean>;
type RecoverMutation<TRow> = (parent: unknown, args: { id: IdArg }, ctx: GraphContext) => Promise<TRow>;
type ReorderMutation = (
  parent: unknown,
  args: { ids: readonly IdArg[] },
  ctx: GraphContext,
) => Promise<boolean>;

/** The root field each kind of mutation is served as (a kind left out is not made). */
export interface MutationNames {
  readonly status?: string;
  readonly remove?: string;
  readonly recover?: string;
  readonly reorder?: string;
}

type Field<N, Kind extends keyof MutationNames, F> = N extends {
  readonly [K in Kind]: infer Name extends string;
}
  ? { [K in Name]: F }
  : unknown;

export type ResourceMutations<TRow, N extends MutationNames> = Field<N, "status", StatusMutation<TRow>> &
  Field<N, "remove", RemoveMutation> &
  Field<N, "recover", RecoverMutation<TRow>> &
  Field<N, "reorder", ReorderMutation>;

/** The named mutations of a resource. */
export function resourceMutations<TRow extends Row, const N extends MutationNames>(
  resource: Resource<TRow>,
  names: N,
): ResourceMutations<TRow, N> {
  const made: Record<
    string,
    StatusMutation<TRow> | RemoveMutation | RecoverMutation<TRow> | ReorderMutation
  > = {};
  if (names.status) {
    made[names.status] = async (
      _p: unknown,
      { id, status }: { id: IdArg; status: EntityStatus },
      ctx: GraphContext,
    ) => {
      const rowId = toId(id);
      await resource.run(ctx, status === "enabled" ? "enabled_status" : "disabled_status", rowId, {}, null);
      return resource.find(ctx, rowId);
    };
  }
  if (names.remove) {
    made[names.remove] = async (_p: unknown, { id }: { id: IdArg }, ctx: GraphContext) =>
      (await resource.run(ctx, "delete_soft", toId(id), {}, null)) === true;
  }
  if (names.recover) {
    made[names.recover] = async (_p: unknown, { id }: { id: IdArg }, ctx: GraphContext) => {
      const rowId = toId(id);
      await resource.run(ctx, "delete_cancel", rowId, {}, null);
      return resource.find(ctx, rowId);
    };
  }
  if (names.reorder) {
    made[names.reorder] = async (_p: unknown, { ids }: { ids: readonly IdArg[] }, ctx: GraphContext) =>
      (await resource.run(ctx, "reorder", null, { Ids: ids.map((id) => toId(id)) }, null)) === true;
  }
  // Each name was given one function of its kind above, as the mapped type says.
  return made as ResourceMutations<TRow, N>;
}
