/**
 * Authorization declared in the SDL and enforced in one place: @public, @auth(side), @perm(name) and
 * @feature(path). Every Query and Mutation field must carry @public, @auth or @perm: a field without
 * one stops the gateway at start-up instead of falling through to "allowed". Every Mutation field
 * refuses a read-only API token here, so no resolver can forget it; the one exception, a field marked
 * @readOnlyOwnToken called by a token with its own id (a token revoking itself), is checked again by
 * its resolver (revokeApiToken). A Subscription field is checked
 * when it is subscribed to (before its resolver opens anything) and again at each event it sends.
 */
import { isFeatureEnabled, isPermission } from "@crucible/schema";
import { MapperKind, getDirective, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { refuseReadOnly, requireActor, requirePerm } from "../domain/access/guards.js";
import { featureSwitchesDoc, readKeyDocShared } from "../domain/config/keyData.js";
import { AppError } from "../domain/errors.js";
import type { GraphContext } from "./context.js";

const rootTypes = new Set(["Query", "Mutation", "Subscription"]);

/** Whether the request's token (of either side) is the one the `id` argument names. */
function namesOwnToken(context: GraphContext, args: Record<string, unknown>): boolean {
  const id = typeof args.id === "string" || typeof args.id === "number" ? String(args.id) : null;
  // A token signs in one side only; a request with both sides is not a token's.
  const actor = context.user && context.sys ? null : (context.user ?? context.sys);
  return id !== null && actor?.tokenId != null && String(actor.tokenId) === id;
}

export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const isPublic = getDirective(schema, field, "public")?.[0];
      const auth = getDirective(schema, field, "auth")?.[0] as { side: "user" | "sys" } | undefined;
      const perm = getDirective(schema, field, "perm")?.[0] as { name: string } | undefined;
      const feature = getDirective(schema, field, "feature")?.[0] as { path: string } | undefined;
      if (rootTypes.has(typeName) && !isPublic && !auth && !perm) {
        throw new Error(`${typeName}.${fieldName} declares no @public, @auth or @perm`);
      }
      if (perm && !isPermission(perm.name))
        throw new Error(`${typeName}.${fieldName}: unknown permission ${perm.name}`);
      // Every mutation, public ones included, refuses a read-only token before anything else, except
      // a token naming its own id to one marked @readOnlyOwnToken (a token revoking itself).
      const write = typeName === "Mutation";
      const ownToken = getDirective(schema, field, "readOnlyOwnToken")?.[0] !== undefined;
      if (!auth && !perm && !feature && !write) return field;
      const check = async (context: GraphContext, args: Record<string, unknown>) => {
        if (write && !(ownToken && namesOwnToken(context, args))) refuseReadOnly(context);
        if (auth) requireActor(context, auth.side);
        if (perm && isPermission(perm.name)) requirePerm(context, perm.name);
        if (feature) {
          const switches = await readKeyDocShared(context.db, featureSwitchesDoc);
          if (!isFeatureEnabled(switches, feature.path))
            throw new AppError("FeatureNotEnabled", feature.path);
        }
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
