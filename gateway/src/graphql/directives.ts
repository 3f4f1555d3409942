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
import { isFeaturePath, isPermission, type FeaturePath, type Permission } from "@crucible/schema";
import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import type { Side } from "../db/schema.js";
import {
  refuseReadOnly,
  requireActor,
  requirePerm,
  type Granted,
  type SignedIn,
} from "../domain/access/guards.js";
import { requireFeature } from "../domain/config/features.js";
import type { GraphContext } from "./context.js";

const rootTypes = new Set(["Query", "Mutation", "Subscription"]);

/** What a field's directive declared and the actor its check made, for that field's resolution. */
type Authorised =
  | { readonly side: Side; readonly actor: SignedIn }
  | { readonly perm: Permission; readonly actor: Granted<Permission> };

/**
 * The actors minted by the directive checks, by the `info` of the resolution they were made for:
 * graphql-js hands the wrapper's `info` unchanged to the wrapped resolver (and subscriber), and drops
 * it when the field is resolved, so nothing outlives it.
 */
const authorised = new WeakMap<GraphQLResolveInfo, Authorised>();

function declaredOf(info: GraphQLResolveInfo): string {
  const record = authorised.get(info);
  if (!record) return "no @auth or @perm";
  return "perm" in record ? `@perm(name: "${record.perm}")` : `@auth(side: ${record.side})`;
}

/**
 * The system user the field's @perm(name: P) let through, as the directive found it (no database or
 * permission check here). A field that declared another permission, or none, is a programming error.
 */
export function grantedIn<P extends Permission>(info: GraphQLResolveInfo, perm: P): Granted<P> {
  const record = authorised.get(info);
  if (!record || !("perm" in record) || record.perm !== perm) {
    throw new Error(
      `${info.parentType.name}.${info.fieldName} asks for ${perm} but declares ${declaredOf(info)}`,
    );
  }
  // The directive's requirePerm(ctx, P) made this actor for this resolution: it is Granted<P>.
  return record.actor as Granted<P>;
}

/**
 * The actor the field's @auth(side: S) signed in (a field with @perm is signed in on "sys"), as the
 * directive found it. A field that declared another side, or nothing, is a programming error.
 */
export function signedInTo<S extends Side>(info: GraphQLResolveInfo, side: S): SignedIn<S> {
  const record = authorised.get(info);
  const recordSide = record && ("perm" in record ? "sys" : record.side);
  if (!record || recordSide !== side) {
    throw new Error(
      `${info.parentType.name}.${info.fieldName} asks for a ${side} actor but declares ${declaredOf(info)}`,
    );
  }
  // The directive's requireActor(ctx, S) (or requirePerm, on "sys") made this actor: it is SignedIn<S>.
  return record.actor as SignedIn<S>;
}

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
      const check = async (
        context: GraphContext,
        args: Record<string, unknown>,
        info: GraphQLResolveInfo,
      ): Promise<void> => {
        if (featurePath) await requireFeature(context, featurePath);
        if (write && !(ownToken && namesOwnToken(context, args))) refuseReadOnly(context);
        let record: Authorised | null = null;
        if (auth) record = { side: auth.side, actor: requireActor(context, auth.side) };
        if (perm && isPermission(perm.name))
          record = { perm: perm.name, actor: requirePerm(context, perm.name) };
        if (record) authorised.set(info, record);
      };
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        async resolve(source, args, context: GraphContext, info) {
          await check(context, args, info);
          return resolve(source, args, context, info);
        },
        ...(subscribe
          ? {
              async subscribe(source: unknown, args: Record<string, unknown>, context: GraphContext, info) {
                await check(context, args, info);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
