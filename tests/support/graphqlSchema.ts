/** Reads the SDL the gateway serves and builds, for any root field, an operation with valid arguments. */
import { isPermission, type Permission } from "@crucible/schema";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { getDirective } from "@graphql-tools/utils";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { loadTypeDefs } from "../../gateway/src/graphql/server.js";

export type Guard =
  | { kind: "public" }
  | { kind: "auth"; side: "USER" | "SYSTEM" }
  | { kind: "perm"; name: Permission }
  | { kind: "none" };

export interface RootField {
  operation: "query" | "mutation" | "subscription";
  name: string;
  guard: Guard;
  /** The feature switch its @feature(path:) names, or null. */
  feature: string | null;
  /** The whole operation text, with literal arguments. */
  document: string;
}

export function sdlSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs() });
}

const scalarLiterals: Record<string, string> = {
  ID: '"1"',
  String: '"x"',
  Int: "1",
  Float: "1",
  Boolean: "true",
  JSON: "{}",
  DateTime: '"2020-01-01T00:00:00Z"',
};

function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields())
      .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
      .map((f) => `${f.name}: ${literal(f.type)}`);
    return `{ ${fields.join(", ")} }`;
  }
  const scalar = scalarLiterals[type.name];
  if (!scalar) throw new Error(`no literal for scalar ${type.name}`);
  return scalar;
}

function guardOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): Guard {
  if (getDirective(schema, field, "public")?.[0]) return { kind: "public" };
  const perm = getDirective(schema, field, "perm")?.[0] as { name: string } | undefined;
  if (perm) {
    if (!isPermission(perm.name))
      throw new Error(`${field.name}: @perm names ${perm.name}, not a permission`);
    return { kind: "perm", name: perm.name };
  }
  const auth = getDirective(schema, field, "auth")?.[0] as { side: "USER" | "SYSTEM" } | undefined;
  if (auth) return { kind: "auth", side: auth.side };
  return { kind: "none" };
}

function featureOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string | null {
  const feature = getDirective(schema, field, "feature")?.[0] as { path: string } | undefined;
  return feature?.path ?? null;
}

/**
 * Every Query and Mutation field (and, asked for, every Subscription field: those go over a socket) with
 * its guard, its feature switch and a runnable operation.
 */
export function rootFields(
  schema: GraphQLSchema = sdlSchema(),
  { subscriptions = false }: { subscriptions?: boolean } = {},
): RootField[] {
  const out: RootField[] = [];
  for (const [operation, type] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
    ["subscription", subscriptions ? schema.getSubscriptionType() : null],
  ] as const) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const args = field.args
        .filter((a) => isNonNullType(a.type) && a.defaultValue === undefined)
        .map((a) => `${a.name}: ${literal(a.type)}`);
      const named = getNamedType(field.type);
      const selection =
        isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? " { __typename }" : "";
      const call = `${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection}`;
      out.push({
        operation,
        name: field.name,
        guard: guardOf(schema, field),
        feature: featureOf(schema, field),
        document: `${operation} { ${call} }`,
      });
    }
  }
  return out;
}
