/**
 * Authorization declared in the SDL and enforced in one place: @feature(path), @public, @auth(side)
 * and @perm(name), in the order of the REST calls: the feature switch first (FeatureNotEnabled, signed
 * in or not), then the read-only token, then the guard. Every Query and Mutation field must carry
 * @public, @auth or @perm: a field without one stops the gateway at start-up instead of falling through
 * to "allowed"; a @feature naming no switch of `featurePaths` stops it too. Every Mutation field
 * refuses a read-only API token here, so no resolver can forget it; the one exception, a field marked
 * @readOnlyOwnToken called by a token with its own id (a token revoking itself), is checked again by
 * its resolver (revokeApiToken). A Subscription field is checked
 * when it is subscribed to (before its resolver opens anything) and again at each event it sends.
 */
import { isFeaturePath, isPermission, type FeaturePath } from "@crucible/schema";
import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { refuseReadOnly, requireActor, requirePerm } from "../domain/access/guards.js";
import { requireFeature } from "../domain/config/features.js";
import type { GraphContext } from "./context.js";

const rootTypes = new Set(["Query", "Mutation", "Subscription"]);

/** Whether the request's token (of either side) is the one the `id` argument names. */
function namesOwnToken(context: GraphContext, args: Record<string, unknown>): boolean {
  const id = typeof args.id === "string" || typeof args.id === "number" ? String(args.id) : null;
  // A token signs in one side only; a request with both sides is not a token's.
  const actor = context.user && context.sys ? null : (context.user ?? context.sys);
  return id !== null && actor?.tokenId != null && String(actor.tokenId) === id;
}

/** The switch a field's @feature names; a path naming no switch stops the gateway at start-up. */
function featureOf(typeName: string, fieldName: string, path: string): FeaturePath {
  if (!isFeaturePath(path)) throw new Error(`${typeName}.${fieldName}: unknown feature switch ${path}`);
  return path;
}

export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const isPublic = getDirective(schema, field, "public")?.[0];
      const auth = getDirective(schema, field, "auth")?.[0] as { side: "user" | "sys" } | undefined;
      const perm = getDirective(schema, field, "perm")?.[0] as { name: string } | undefined;
      const feature = getDirective(schema, field, "feature")?.[0] as { path: string } | undefined;
      const featurePath: FeaturePath | null = feature ? featureOf(typeName, fieldName, feature.path) : null;
      if (rootTypes.has(typeName) && !isPublic && !auth && !perm) {
        throw new Error(`${typeName}.${fieldName} declares no @public, @auth or @perm`);
      }
      if (perm && !isPermission(perm.name))
        throw new Error(`${typeName}.${fieldName}: unknown permission ${perm.name}`);
      // After the switch, every mutation, public ones included, refuses a read-only token, except
      // a token naming its own id to one marked @readOnlyOwnToken (a token revoking itself).
      const write = typeName === "Mutation";
      const ownToken = getDirective(schema, field, "readOnlyOwnToken")?.[0] !== undefined;
      if (!auth && !perm && !featurePath && !write) return field;
      const check = async (context: GraphContext, args: Record<string, unknown>) => {
        if (featurePath) await requireFeature(context, featurePath);
        if (write && !(ownToken && namesOwnToken(context, args))) refuseReadOnly(context);
        if (auth) requireActor(context, auth.side);
        if (perm && isPermission(perm.name)) requirePerm(context, perm.name);
      };
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        async resolve(source, args, context: GraphContext, info) {
          await check(context, args);
          return resolve(source, args, context, info);
        },
        ...(subscribe
          ? {
              async subscribe(source: unknown, args: Record<string, unknown>, context: GraphContext, info) {
                await check(context, args);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
