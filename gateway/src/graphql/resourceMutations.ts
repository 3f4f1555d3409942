/**
 * The GraphQL mutations every resource serves the same way, made from the registry: set the status,
 * remove to the recycle bin, recover from it, delete, reorder. Each runs the resource's verb (guard,
 * switches, hooks, one transaction, as over REST) and answers the row it changed, or true. An area names the
 * root fields its SDL declares: `...resourceMutations(roleResource, { status: "setRoleStatus", ... })`.
 * A field that names the resource by an argument (a kind) passes a function of its arguments instead.
 */
import type { EntityStatus } from "../db/schema.js";
import type { Resource, Row } from "../domain/resources/registry.js";
import type { GraphContext } from "./context.js";
import { toId } from "./resolvers/scalars.js";

type IdArg = string | number;
type StatusMutation<TRow, A> = (
  parent: unknown,
  args: A & { id: IdArg; status: EntityStatus },
  ctx: GraphContext,
) => Promise<TRow>;
type RemoveMutation<A> = (parent: unknown, args: A & { id: IdArg }, ctx: GraphContext) => Promise<boolean>;
type RecoverMutation<TRow, A> = (
  parent: unknown,
  args: A & { id: IdArg },
  ctx: GraphContext,
) => Promise<TRow>;
type ReorderMutation<A> = (
  parent: unknown,
  args: A & { ids: readonly IdArg[] },
  ctx: GraphContext,
) => Promise<boolean>;

/** The root field each kind of mutation is served as (a kind left out is not made). */
export interface MutationNames {
  readonly status?: string;
  /** `delete_soft`: to the recycle bin. */
  readonly remove?: string;
  readonly recover?: string;
  /** `delete`: the resource's own delete (its `deleteRow`, or soft when it has a recycle bin). */
  readonly delete?: string;
  readonly reorder?: string;
}

/** No arguments besides the ones each kind of mutation reads. */
type NoArgs = Record<never, never>;

/** The resource the mutations run on, or how the field's arguments choose it. */
export type ResourceChoice<TRow extends Row, A> = Resource<TRow> | ((args: A) => Resource<TRow>);

type Field<N, Kind extends keyof MutationNames, F> = N extends {
  readonly [K in Kind]: infer Name extends string;
}
  ? { [K in Name]: F }
  : unknown;

export type ResourceMutations<TRow, N extends MutationNames, A = NoArgs> = Field<
  N,
  "status",
  StatusMutation<TRow, A>
> &
  Field<N, "remove", RemoveMutation<A>> &
  Field<N, "recover", RecoverMutation<TRow, A>> &
  Field<N, "delete", RemoveMutation<A>> &
  Field<N, "reorder", ReorderMutation<A>>;

/** The named mutations of a resource. */
export function resourceMutations<TRow extends Row, const N extends MutationNames, A extends object = NoArgs>(
  choice: ResourceChoice<TRow, A>,
  names: N,
  // The arguments come from the choice alone, never from the resolver type the caller expects.
): ResourceMutations<TRow, N, NoInfer<A>> {
  const resourceOf = (args: A): Resource<TRow> => (typeof choice === "function" ? choice(args) : choice);
  const made: Record<
    string,
    StatusMutation<TRow, A> | RemoveMutation<A> | RecoverMutation<TRow, A> | ReorderMutation<A>
  > = {};
  if (names.status) {
    made[names.status] = async (
      _p: unknown,
      args: A & { id: IdArg; status: EntityStatus },
      ctx: GraphContext,
    ) => {
      const verb = args.status === "enabled" ? "enabled_status" : "disabled_status";
      return resourceOf(args).changeRow(ctx, verb, toId(args.id));
    };
  }
  if (names.remove) {
    made[names.remove] = async (_p: unknown, args: A & { id: IdArg }, ctx: GraphContext) =>
      (await resourceOf(args).run(ctx, "delete_soft", toId(args.id), {}, null)) === true;
  }
  if (names.recover) {
    made[names.recover] = (_p: unknown, args: A & { id: IdArg }, ctx: GraphContext) =>
      resourceOf(args).changeRow(ctx, "delete_cancel", toId(args.id));
  }
  if (names.delete) {
    made[names.delete] = async (_p: unknown, args: A & { id: IdArg }, ctx: GraphContext) =>
      (await resourceOf(args).run(ctx, "delete", toId(args.id), {}, null)) === true;
  }
  if (names.reorder) {
    made[names.reorder] = async (_p: unknown, args: A & { ids: readonly IdArg[] }, ctx: GraphContext) =>
      (await resourceOf(args).run(ctx, "reorder", null, { Ids: args.ids.map((id) => toId(id)) }, null)) ===
      true;
  }
  // Each name was given one function of its kind above, as the mapped type says.
  return made as ResourceMutations<TRow, N, A>;
}
