/**
 * Authorization declared in the SDL and enforced in one place: @public, @auth(side), @perm(name) and
 * @feature(path). Every Query and Mutation field must carry @public, @auth or @perm: a field without
 * one stops the gateway at start-up instead of falling through to "allowed". Every Mutation field
 * refuses a read-only API token here, so no resolver can forget it. A Subscription field is checked
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
      // Every mutation, public ones included, refuses a read-only token before anything else.
      const write = typeName === "Mutation";
      if (!auth && !perm && !feature && !write) return field;
      const check = async (context: GraphContext) => {
        if (write) refuseReadOnly(context);
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
          await check(context);
          return resolve(source, args, context, info);
        },
        ...(subscribe
          ? {
              async subscribe(source: unknown, args: Record<string, unknown>, context: GraphContext, info) {
                await check(context);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
