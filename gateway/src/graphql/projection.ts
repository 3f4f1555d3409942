/**
 * Which row properties a GraphQL page's `list` reads (issue 24 item 7): a list of 50 users asking for 8
 * fields selected all 21 columns, and the width of the rows cost a third of the request. The answer
 * names the fields of the `list` selection when each is read from the row by the default resolver
 * (no resolver of its own, so the row property is the field's name); `id` always is. Anything else (a
 * fragment, a field with a resolver, `list` asked twice) answers null: the whole row, as before.
 */
import {
  getNamedType,
  isObjectType,
  Kind,
  type GraphQLField,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionNode,
} from "graphql";

/**
 * The fields given a resolver of their own (Apollo wraps every field's resolve at start, so the
 * schema cannot tell them apart from the default resolver's fields any more).
 */
const ownResolvers = new WeakSet<GraphQLField<unknown, unknown>>();

/** Notes which fields of the schema have a resolver in `resolvers` (buildSchema, once). */
export function noteOwnResolvers(schema: GraphQLSchema, resolvers: object): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    const given = (resolvers as Record<string, Record<string, unknown> | undefined>)[type.name];
    if (!given) continue;
    for (const [name, field] of Object.entries(type.getFields())) if (name in given) ownResolvers.add(field);
  }
}

export function listFields(info: GraphQLResolveInfo): string[] | null {
  if (info.fieldNodes.length !== 1) return null;
  const page = getNamedType(info.returnType);
  if (!isObjectType(page)) return null;
  const listType = page.getFields().list?.type;
  const row = listType ? getNamedType(listType) : null;
  if (!row || !isObjectType(row)) return null;
  const lists = (info.fieldNodes[0]!.selectionSet?.selections ?? []).filter(
    (node) => node.kind !== Kind.FIELD || node.name.value === "list",
  );
  // Only `total` asked: no row is read.
  if (lists.length === 0) return [];
  const [list] = lists;
  if (lists.length !== 1 || list!.kind !== Kind.FIELD || !list!.selectionSet) return null;
  const rowFields = row.getFields();
  const fields = new Set<string>();
  for (const node of list!.selectionSet.selections as readonly SelectionNode[]) {
    if (node.kind !== Kind.FIELD) return null;
    const name = node.name.value;
    if (name === "__typename" || name === "id") continue;
    const field = rowFields[name];
    if (!field || ownResolvers.has(field)) return null;
    fields.add(name);
  }
  return [...fields];
}
