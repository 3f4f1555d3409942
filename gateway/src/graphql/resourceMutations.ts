/**
 * The GraphQL mutations every resource serves the same way, made from the registry. Each kind runs one
 * verb of the resource (its guard, switches, hooks and one transaction, as over REST):
 *
 * | kind       | verb                                          | arguments  | answer                    |
 * | ---------- | --------------------------------------------- | ---------- | ------------------------- |
 * | status     | enabled_status / disabled_status              | id, status | the row                   |
 * | remove     | delete_soft (to the recycle bin)              | id         | true, or the row (below)  |
 * | recover    | delete_cancel                                 | id         | the row                   |
 * | delete     | delete (the resource's own: `deleteRow`, ...) | id         | true                      |
 * | deleteMany | delete, all of them or none                   | ids        | true                      |
 * | purge      | delete_hard (live or in the recycle bin)      | id         | true                      |
 * | reorder    | reorder                                       | ids        | true                      |
 *
 * An area names the root fields its SDL declares: `...resourceMutations(roleResource, { status:
 * "setRoleStatus", ... })`; `remove: { field: "sysRemoveJob", answer: "row" }` answers the removed row.
 * A field that names the resource by an argument (a kind) passes a function of its arguments instead.
 */
import type { EntityStatus } from "../db/schema.js";
import type { Resource, Row } from "../domain/resources/registry.js";
import type { GraphContext } from "./context.js";
import { toId } from "./resolvers/scalars.js";

type IdArg = string | number;

/** The arguments each kind of mutation reads (besides those choosing the resource). */
interface KindArgs {
  readonly status: { id: IdArg; status: EntityStatus };
  readonly remove: { id: IdArg };
  readonly recover: { id: IdArg };
  readonly delete: { id: IdArg };
  readonly deleteMany: { ids: readonly IdArg[] };
  readonly purge: { id: IdArg };
  readonly reorder: { ids: readonly IdArg[] };
}
type Kind = keyof KindArgs;

/** A kind served as a field answering the row its verb changed (`remove` answers true otherwise). */
export interface RowAnswer {
  readonly field: string;
  readonly answer: "row";
}

/** The root field each kind of mutation is served as (a kind left out is not made). */
export type MutationNames = {
  readonly [K in Kind]?: K extends "remove" ? string | RowAnswer : string;
};

/** No arguments besides the ones each kind of mutation reads. */
type NoArgs = Record<never, never>;

/** The resource the mutations run on, or how the field's arguments choose it. */
export type ResourceChoice<TRow extends Row, A> = Resource<TRow> | ((args: A) => Resource<TRow>);

type Mutation<Args, Answer> = (parent: unknown, args: Args, ctx: GraphContext) => Promise<Answer>;

type FieldOf<E> = E extends string ? E : E extends RowAnswer ? E["field"] : never;

type AnswerOf<TRow, K extends Kind, E> = K extends "status" | "recover"
  ? TRow
  : E extends RowAnswer
    ? TRow
    : boolean;

export type ResourceMutations<TRow, N extends MutationNames, A = NoArgs> = {
  [K in keyof N & Kind as FieldOf<N[K]>]: Mutation<A & KindArgs[K], AnswerOf<TRow, K, N[K]>>;
};

/** The named mutations of a resource. */
export function resourceMutations<TRow extends Row, const N extends MutationNames, A extends object = NoArgs>(
  choice: ResourceChoice<TRow, A>,
  names: N,
  // The arguments come from the choice alone, never from the resolver type the caller expects.
): ResourceMutations<TRow, N, NoInfer<A>> {
  const resourceOf = (args: A): Resource<TRow> => (typeof choice === "function" ? choice(args) : choice);
  const done = async (answer: Promise<unknown>): Promise<boolean> => (await answer) === true;
  const ids = (list: readonly IdArg[]) => ({ Ids: list.map((id) => toId(id)) });
  type Runner<K extends Kind> = (
    resource: Resource<TRow>,
    args: KindArgs[K],
    ctx: GraphContext,
    answerRow: boolean,
  ) => Promise<TRow | boolean>;
  const runners: { readonly [K in Kind]: Runner<K> } = {
    status: (resource, { id, status }, ctx) =>
      resource.changeRow(ctx, status === "enabled" ? "enabled_status" : "disabled_status", toId(id)),
    remove: (resource, { id }, ctx, answerRow) =>
      answerRow
        ? resource.changeRow(ctx, "delete_soft", toId(id))
        : done(resource.run(ctx, "delete_soft", toId(id), {}, null)),
    recover: (resource, { id }, ctx) => resource.changeRow(ctx, "delete_cancel", toId(id)),
    delete: (resource, { id }, ctx) => done(resource.run(ctx, "delete", toId(id), {}, null)),
    deleteMany: (resource, args, ctx) => done(resource.run(ctx, "delete", null, ids(args.ids), null)),
    purge: (resource, { id }, ctx) => done(resource.run(ctx, "delete_hard", toId(id), {}, null)),
    reorder: (resource, args, ctx) => done(resource.run(ctx, "reorder", null, ids(args.ids), null)),
  };
  const serve =
    <K extends Kind>(kind: K, answerRow: boolean): Mutation<A & KindArgs[K], TRow | boolean> =>
    (_p, args, ctx) =>
      runners[kind](resourceOf(args), args, ctx, answerRow);

  const made: Record<string, Mutation<A & KindArgs[Kind], TRow | boolean>> = {};
  for (const [kind, entry] of Object.entries(names) as [Kind, string | RowAnswer | undefined][]) {
    if (!(kind in runners)) throw new Error(`resourceMutations: unknown kind ${kind}`);
    if (entry === undefined) continue;
    const field = typeof entry === "string" ? entry : entry.field;
    if (field in made) throw new Error(`resourceMutations: ${field} named twice`);
    made[field] = serve(kind, typeof entry !== "string");
  }
  // Each field was given the runner of its kind, answering as the mapped type says.
  return made as ResourceMutations<TRow, N, A>;
}
