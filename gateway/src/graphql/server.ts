import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from "@as-integrations/fastify";
import fastifyWebsocket from "@fastify/websocket";
import { errorMessage, isErrorType } from "@crucible/schema";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import type { Services } from "../domain/context.js";
import type { EventBus } from "../domain/events.js";
import { AppError } from "../domain/errors.js";
import { buildCtx } from "../http/context.js";
import { databaseInputError, sendError } from "../http/envelope.js";
import type { GraphContext } from "./context.js";
import { noteOwnResolvers } from "./projection.js";
import { applyAuthDirectives } from "./directives.js";
import { depictionCostPlugin, operationLimitsRule, tooComplexPrefix } from "./limits.js";
import { createLoaders } from "./loaders.js";
import { socketOriginAllowed, subscriptionSocketHandler } from "./subscriptionSocket.js";
import { DateTime, JSONScalar } from "./resolvers/scalars.js";
import { areas } from "../areas/index.js";
import { mergeResolvers } from "../areas/area.js";
import type { Resolvers } from "./__generated__/resolvers.js";

const sdlDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../schema/graphql");

export function loadTypeDefs(): string[] {
  return readdirSync(sdlDir)
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => readFileSync(path.join(sdlDir, f), "utf8"));
}

/** The resolvers of every area, with the scalars. */
export const resolvers: Resolvers = mergeResolvers([
  { DateTime, JSON: JSONScalar },
  ...areas.flatMap((area) => area.resolvers ?? []),
]);

/** Every root field of the SDL needs a resolver: a missing one refuses to start. */
function checkRootResolvers(schema: GraphQLSchema): void {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    const given = (resolvers as Record<string, Record<string, unknown> | undefined>)[root.name] ?? {};
    for (const field of Object.keys(root.getFields()))
      if (!(field in given)) missing.push(`${root.name}.${field}`);
  }
  if (missing.length > 0) throw new Error(`GraphQL fields without a resolver: ${missing.join(", ")}`);
}

export function buildSchema() {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  checkRootResolvers(schema);
  const guarded = applyAuthDirectives(schema);
  noteOwnResolvers(guarded, resolvers);
  return guarded;
}

function findAppError(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/** Errors as clients read them: catalogue Types in extensions.code, never a stack or an internal message. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const appError = findAppError(error) ?? databaseInputError(error);
  if (appError) {
    return {
      message: errorMessage(appError.type, "en", appError.value),
      path: formatted.path,
      extensions: { code: appError.type, value: appError.value, meta: appError.meta },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === "string" && isErrorType(code)) return formatted;
  if (code === "GRAPHQL_VALIDATION_FAILED" && formatted.message.startsWith(tooComplexPrefix)) {
    return {
      message: formatted.message,
      extensions: {
        code: "ServerQueryTooComplex",
        value: formatted.message.slice(tooComplexPrefix.length),
      },
    };
  }
  if (code === "BAD_REQUEST" && formatted.message.includes("Cross-Site Request Forgery")) {
    return { message: formatted.message, extensions: { code: "ServerCsrfRejected" } };
  }
  switch (code) {
    case "GRAPHQL_PARSE_FAILED":
    case "GRAPHQL_VALIDATION_FAILED":
    case "BAD_USER_INPUT":
    case "BAD_REQUEST":
    case "OPERATION_RESOLUTION_FAILURE":
    case "PERSISTED_QUERY_NOT_SUPPORTED":
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: "ServerInvalidParameter", value: formatted.message },
      };
  }
  return {
    message: errorMessage("ServerInternalError", "en"),
    path: formatted.path,
    extensions: { code: "ServerInternalError" },
  };
}

/**
 * Mounts Apollo Server at /graphql, on the same services as REST, and graphql-ws on the same path for
 * subscriptions (a WebSocket upgrade of GET /graphql; a foreign Origin is refused before the upgrade).
 */
export async function mountGraphql(
  app: FastifyInstance,
  services: Services,
  events: EventBus,
): Promise<ApolloServer<GraphContext>> {
  const production = services.config.production;
  const logErrors: ApolloServerPlugin<GraphContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (findAppError(error) || error.extensions?.code) continue;
            app.log.error(
              { err: error.originalError ?? error, requestId: contextValue?.requestId },
              "graphql error",
            );
          }
        },
      };
    },
  };
  const schema = buildSchema();
  const apollo = new ApolloServer<GraphContext>({
    schema,
    validationRules: [operationLimitsRule()],
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // No cache hints are declared, so Apollo's cache-control plugin (installed unless disabled) only
    // cost a hook per resolved field to answer "no-store", which the routes below now say themselves.
    plugins: [
      fastifyApolloDrainPlugin(app),
      logErrors,
      depictionCostPlugin(),
      ApolloServerPluginCacheControlDisabled(),
    ],
    formatError: formatGraphqlError,
  });
  await apollo.start();
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply): Promise<GraphContext> => {
      try {
        const ctx = await buildCtx(services, request, reply);
        return { ...ctx, events, loaders: createLoaders(services, ctx.user ?? ctx.sys) };
      } catch (error) {
        if (error instanceof AppError) {
          throw new GraphQLError(errorMessage(error.type, "en", error.value), {
            extensions: { code: error.type, http: { status: error.status } },
          });
        }
        throw error;
      }
    },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  /** GraphQL answers are the caller's own data: never kept by a browser or a proxy. */
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
  };
  app.route({
    url: "/graphql",
    method: "GET",
    handler,
    wsHandler: subscriptionSocketHandler({
      services,
      events,
      schema,
      formatError: formatGraphqlError,
      log: (error, message) => app.log.error({ err: error }, message),
      onClose: (stop) => app.addHook("onClose", async () => stop()),
    }),
    onRequest: noStore,
    preValidation: async (request, reply) => {
      if (request.ws && !socketOriginAllowed(request, services.config.allowedOrigins)) {
        return sendError(reply, new AppError("ServerCsrfRejected"));
      }
    },
  });
  app.route({ url: "/graphql", method: ["POST", "OPTIONS"], onRequest: noStore, handler });
  return apollo;
}
