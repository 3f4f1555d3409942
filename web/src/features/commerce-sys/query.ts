/** Conditions a screen adds to its table's own filters (one user, a card state). */
import type { QueryInput, WhereGroupInput } from "../../graphql";

/** The table's query narrowed by more where groups (joined by AND). */
export function withWhere(query: QueryInput, groups: readonly WhereGroupInput[]): QueryInput {
  if (groups.length === 0) return query;
  return { ...query, where: [...(query.where ?? []), ...groups] };
}

/** Rows of one user (the `UserId` field of the back office's commerce lists). */
export function ofUser(userId: string | undefined): WhereGroupInput[] {
  return userId ? [{ logic: "AND", values: [{ name: "UserId", symbol: "=", value: userId }] }] : [];
}
