/**
 * The graphql-ws server of the subscriptions (subscriptions.ts) on /graphql: who the socket is
 * (session cookie or token, checked again while it is open), the limits on sockets and subscribe
 * messages, the origin check, and the document checks before a subscription runs.
 */
import { randomUUID } from "node:crypto";
import { errorMessage, type ErrorType } from "@crucible/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import type { WebsocketHandler } from "@fastify/websocket";
import type { Context, ServerOptions } from "graphql-ws";
import { makeHandler, type Extra } from "graphql-ws/use/@fastify/websocket";
import {
  resolveCredentials,
  sessionCookieName,
  type CookieActors,
  type Credentials,
} from "../domain/auth/sessions.js";
import { normalizeIp } from "../domain/auth/policy.js";
import type { Ctx, Services } from "../domain/context.js";
import { publishCensus, type EventBus } from "../domain/events.js";
import type { GraphContext } from "./context.js";
import { operationLimitsRule } from "./limits.js";
import { createLoaders } from "./loaders.js";
import { sameOrigin } from "../http/server.js";
import { accountKey, createSocketRegistry, subscribeBudget, type SubscribeVerdict } from "./socketLimits.js";
import { createSocketCensus } from "./socketCensus.js";

/**
 * How often an open connection's session or token is checked again regardless (an expiry, or a
 * revocation announced while the LISTEN was down); a revocation announced on the event bus is checked
 * at once.
 */
const recheckMs = 60_000;
/** The close of a socket refused by the limits: "try again later", which clients retry with backoff. */
const tryAgainLater = 1013;
/** The close of a socket that floods subscribe messages: a policy violation, which clients do not retry. */
const policyViolation = 1008;

/** Sessions are made and ended over HTTP; nothing over a WebSocket sets a cookie. */
const noCookies: Ctx["cookies"] = {
  set() {
    throw new Error("a WebSocket cannot set a session cookie");
  },
  clear() {
    throw new Error("a WebSocket cannot clear a session cookie");
  },
};

/**
 * The socket's credentials: an API token as `authorization: "Bearer <token>"` in the connection_init
 * payload (or the upgrade request's Authorization header), else the upgrade request's session cookies.
 */
function credentialsOf(request: FastifyRequest, params: Record<string, unknown> | undefined): Credentials {
  const sent = params?.authorization ?? params?.Authorization ?? request.headers.authorization;
  return {
    // As over HTTP, an empty value (or none that is a string) is no credential: the cookies are read.
    authorization: typeof sent === "string" && sent !== "" ? sent : undefined,
    cookies: { user: request.cookies[sessionCookieName.user], sys: request.cookies[sessionCookieName.sys] },
  };
}

type SocketActors = CookieActors;

/** The actors of a socket, by the same rule as an HTTP request's (resolveCredentials). */
async function socketActors(
  services: Services,
  request: FastifyRequest,
  params: Record<string, unknown> | undefined,
): Promise<SocketActors> {
  const { user, sys, expiredSessions } = await resolveCredentials(services, credentialsOf(request, params));
  return { user, sys, expiredSessions };
}

interface SocketState {
  actors: SocketActors;
  /** The accounts the socket acts for (accountKey), as filed in the registry. */
  accounts: string[];
  recheck: NodeJS.Timeout;
  takeSubscribe: () => SubscribeVerdict;
  /** Aborted when the socket closes: the operations' Ctx.signal. */
  closed: AbortController;
}
type SocketExtra = Extra & { state?: SocketState };
type SocketContext = Context<Record<string, unknown>, SocketExtra>;

function accountsOf(actors: SocketActors): string[] {
  return [actors.user, actors.sys].flatMap((actor) => (actor ? [accountKey(actor.side, actor.id)] : []));
}

function refusal(type: ErrorType, value?: string): GraphQLError {
  return new GraphQLError(errorMessage(type, "en", value ?? null), {
    extensions: { code: type, ...(value === undefined ? {} : { value }) },
  });
}

/** A subscription document, parsed and validated with the same limits as HTTP operations. */
function checkedDocument(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return [refusal("ServerInvalidParameter", error instanceof Error ? error.message : "unreadable query")];
  }
  const errors = validate(schema, document, [...specifiedRules, operationLimitsRule()]);
  // Marked as Apollo marks them, so that formatGraphqlError answers the same Types as over HTTP.
  if (errors.length > 0) {
    return errors.map(
      (error) =>
        new GraphQLError(error.message, {
          ...(error.nodes ? { nodes: error.nodes } : {}),
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        }),
    );
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.some((operation) => operation.operation !== "subscription")) {
    return [
      refusal(
        "ServerInvalidParameter",
        "only subscriptions over the WebSocket: queries and mutations go over HTTP",
      ),
    ];
  }
  return document;
}

export interface SubscriptionServerOptions {
  services: Services;
  events: EventBus;
  schema: GraphQLSchema;
  /** The same error shaping as HTTP answers (catalogue Types in extensions.code). */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  log(error: unknown, message: string): void;
  /** Told how to stop the census's announcements when the gateway closes. */
  onClose(stop: () => void): void;
}

/** How often a gateway holding sockets tells the others its counts (socketCensus.ts). */
const censusPeriodMs = 1000;

/**
 * The @fastify/websocket handler of /graphql: a socket without a session or a valid API token is
 * closed with 4403 Forbidden, and so is one whose session or token is revoked (announced on the event
 * bus by whichever process revoked it); each subscription runs in a Ctx of the socket's actors with its
 * own DataLoaders. The limits of config.subscriptions: sockets per address (closed with 1013), the
 * subscriptions of a socket and of an account (DBRateLimit), and a budget of subscribe messages
 * (DBRateLimit, then 1008 for a flood).
 */
export function subscriptionSocketHandler(options: SubscriptionServerOptions): WebsocketHandler {
  const { services, events, schema } = options;
  const limits = services.config.subscriptions;
  const registry = createSocketRegistry<SocketContext>(limits.socketsPerAddress);
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const formatted = options.formatError(error.toJSON(), error);
      if (formatted.extensions?.code === "ServerInternalError")
        options.log(error.originalError ?? error, "subscription error");
      return formatted;
    });
  /** Reads the socket's session or token again: signed out, revoked, expired or disabled closes it. */
  const recheck = (ctx: SocketContext) => {
    const actors = ctx.extra.state?.actors;
    if (!actors) return;
    socketActors(services, ctx.extra.request, ctx.connectionParams).then(
      (now) => {
        if (now.user?.id === actors.user?.id && now.sys?.id === actors.sys?.id) return;
        ctx.extra.socket.close(4403, "Forbidden");
      },
      (error: unknown) => options.log(error, "subscription session check failed"),
    );
  };
  events.subscribe((event) => {
    if (event.kind === "access") {
      for (const ctx of registry.socketsOf(accountKey(event.side, event.user))) recheck(ctx);
    } else if (event.kind === "resync") {
      // Announcements of the gap are lost: whatever was revoked meanwhile is found now.
      for (const ctx of registry.all()) recheck(ctx);
    }
  });
  /** The operations the account follows now over all its sockets here (graphql-ws's own bookkeeping). */
  const subscriptionsOf = (account: string) => {
    let open = 0;
    for (const ctx of registry.socketsOf(account)) open += Object.keys(ctx.subscriptions).length;
    return open;
  };
  // The limits hold over the fleet: each gateway tells the others what it holds.
  const census = createSocketCensus({
    from: randomUUID(),
    periodMs: censusPeriodMs,
    counts() {
      const accounts = new Map<string, number>();
      for (const [account] of registry.accounts()) {
        const open = subscriptionsOf(account);
        if (open > 0) accounts.set(account, open);
      }
      return { accounts, addresses: registry.addresses() };
    },
    publish: (event) => publishCensus(services.db, event),
    subscribe: (listener) => events.subscribe(listener),
    log: (error) => options.log(error, "the subscription census could not be announced"),
  });
  options.onClose(() => census.close());

  const server: ServerOptions<Record<string, unknown>, SocketExtra> = {
    schema,
    async onConnect(ctx) {
      const actors = await socketActors(services, ctx.extra.request, ctx.connectionParams);
      if (!actors.user && !actors.sys) return false;
      const state: SocketState = {
        actors,
        accounts: accountsOf(actors),
        // The interval catches expiries; revocations come through the event bus at once.
        recheck: setInterval(() => recheck(ctx), recheckMs),
        takeSubscribe: subscribeBudget(limits),
        closed: new AbortController(),
      };
      state.recheck.unref();
      ctx.extra.state = state;
      registry.join(state.accounts, ctx);
      return true;
    },
    onClose(ctx) {
      const state = ctx.extra.state;
      if (!state) return;
      clearInterval(state.recheck);
      state.closed.abort();
      registry.leave(state.accounts, ctx);
    },
    onSubscribe(ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] {
      const state = ctx.extra.state;
      if (!state) return [refusal("DBUserNoLogin")];
      const { actors } = state;
      const verdict = state.takeSubscribe();
      if (verdict === "close") {
        // The rest of the flood is already on its way: frames that arrive while the socket closes are
        // no longer handed to graphql-ws, so none of them is parsed or answered.
        ctx.extra.socket.removeAllListeners("message");
        ctx.extra.socket.close(policyViolation, "DBRateLimit: too many subscribe messages");
      }
      if (verdict !== "take") {
        return [
          refusal(
            "DBRateLimit",
            `at most ${limits.subscribeBurst} subscribe messages at once and ${limits.subscribesPerSecond} a second per connection`,
          ),
        ];
      }
      // This operation is already counted among the connection's subscriptions, and the account's.
      if (Object.keys(ctx.subscriptions).length > limits.perSocket) {
        return [refusal("DBRateLimit", `at most ${limits.perSocket} subscriptions per connection`)];
      }
      const actor = actors.user ?? actors.sys;
      const account = actor ? accountKey(actor.side, actor.id) : null;
      if (account && subscriptionsOf(account) + census.subscriptionsElsewhere(account) > limits.perUser) {
        return [refusal("DBRateLimit", `at most ${limits.perUser} subscriptions per user`)];
      }
      const document = checkedDocument(schema, payload.query);
      if (!("kind" in document)) return document;
      const request = ctx.extra.request;
      let loaders = createLoaders(services, actor);
      const contextValue: GraphContext = {
        ...services,
        user: actors.user,
        sys: actors.sys,
        expiredSessions: actors.expiredSessions,
        ip: normalizeIp(request.ip),
        userAgent: String(request.headers["user-agent"] ?? ""),
        requestId: String(request.id),
        lang: /^zh/i.test(String(request.headers["accept-language"] ?? "")) ? "zh" : "en",
        cookies: noCookies,
        signal: state.closed.signal,
        events,
        get loaders() {
          return loaders;
        },
        renewLoaders() {
          loaders = createLoaders(services, actor);
        },
      };
      return {
        schema,
        document,
        contextValue,
        ...(payload.operationName ? { operationName: payload.operationName } : {}),
        ...(payload.variables ? { variableValues: payload.variables } : {}),
      };
    },
    onNext(_ctx, _id, _payload, _args, result) {
      if (!result.errors?.length) return undefined;
      return { ...result, errors: format(result.errors) };
    },
    onError(_ctx, _id, _payload, errors) {
      return format(errors);
    },
  };
  const graphqlWs = makeHandler<Record<string, unknown>, { state?: SocketState }>({
    ...server,
    isProd: services.config.production,
  });
  // The address's share is counted before graphql-ws sees the socket, and freed when it closes.
  return function handler(this: FastifyInstance, socket, request) {
    const address = normalizeIp(request.ip);
    if (!registry.admit(address, census.socketsElsewhere(address))) {
      socket.close(tryAgainLater, `DBRateLimit: at most ${limits.socketsPerAddress} sockets per address`);
      return;
    }
    socket.once("close", () => registry.release(address));
    census.wake();
    return graphqlWs.call(this, socket, request);
  };
}

/**
 * The REST rule for cookie POSTs (http/server.ts), for WebSocket upgrades: a browser always sends
 * Origin on a WebSocket and the socket carries the user's cookies, so a page of another origin must
 * not open one (cross-site WebSocket hijacking). Scheme, host and port, or a configured origin.
 */
export function socketOriginAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  return origin === undefined || sameOrigin(origin, request, allowed);
}
