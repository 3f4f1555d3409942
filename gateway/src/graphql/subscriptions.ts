/**
 * GraphQL subscriptions (schema/graphql/live.graphql) over graphql-ws on /graphql: job and task states
 * and live log lines, fed by the process's event bus (domain/events.ts), which hears every process
 * that writes to the database. Each event re-reads what it names, so a subscriber sees rows, not
 * notifications, and a burst of events while a read runs is answered by one read.
 */
import { errorMessage, type ErrorType } from "@crucible/schema";
import type { FastifyRequest } from "fastify";
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
import type { ServerOptions } from "graphql-ws";
import { makeHandler, type Extra } from "graphql-ws/use/@fastify/websocket";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { jobs, tasks, type JobRow, type TaskRow } from "../db/schema.js";
import { requireUser } from "../domain/access/guards.js";
import {
  lookupSessionCookies,
  resolveApiToken,
  sessionCookieName,
  type CookieActors,
} from "../domain/auth/sessions.js";
import { normalizeIp } from "../domain/auth/policy.js";
import type { Actor, Ctx, Services } from "../domain/context.js";
import type { EventBus, LiveEvent, LogStream } from "../domain/events.js";
import { ownJob, ownTask } from "../domain/workflow/jobs.js";
import type { LogChunk, SubscriptionResolvers } from "./__generated__/resolvers.js";
import type { GraphContext } from "./context.js";
import { operationLimitsRule } from "./limits.js";
import { createLoaders } from "./loaders.js";
import { toId } from "./resolvers/scalars.js";
import { sameOrigin } from "../http/server.js";

/** Operations one connection may follow at once. */
export const maxSubscriptionsPerConnection = 20;
/** Log chunks a slow subscriber may have waiting; older ones are dropped (the offsets show the gap). */
const maxQueuedLogChunks = 256;
/** How often an open connection's session or token is checked again (revoked, expired, signed out). */
const recheckMs = 60_000;

const finishedStates = new Set(["done", "abort", "cancel"]);

/** What a feed does with events: `take` keeps what it needs (true: wake up), `drain` reads it. */
interface FeedSource<T> {
  take(event: LiveEvent): boolean;
  /** What to send now; `first` once at the start. An empty list sends nothing. */
  drain(first: boolean): Promise<T[]>;
  /** The feed has nothing more to say (a finished task's log). */
  ended?(): boolean;
}

/**
 * An async iterator over a feed, written by hand rather than as a generator: a generator waiting for
 * the next event cannot be returned from until that event comes, so a completed subscription would
 * stay subscribed to the bus until then.
 */
function liveFeed<T>(events: EventBus, source: FeedSource<T>): AsyncIterableIterator<T> {
  const ready: T[] = [];
  let first = true;
  let woken = false;
  let closed = false;
  let wake: (() => void) | null = null;
  const unsubscribe = events.subscribe((event) => {
    if (closed || !source.take(event)) return;
    woken = true;
    wake?.();
  });
  const close = () => {
    closed = true;
    unsubscribe();
    wake?.();
  };
  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        if (closed) return { done: true, value: undefined };
        const item = ready.shift();
        if (item !== undefined) return { done: false, value: item };
        if (source.ended?.()) {
          close();
          continue;
        }
        if (first || woken) {
          const wasFirst = first;
          first = false;
          woken = false;
          try {
            ready.push(...(await source.drain(wasFirst)));
          } catch (error) {
            close();
            throw error;
          }
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
    async return(): Promise<IteratorResult<T>> {
      close();
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * The caller's user. The directives of live.graphql (@auth, @feature) are checked before `subscribe`
 * runs (graphql/directives.ts) and again at each event; this only answers who it is.
 */
function subscriber(ctx: GraphContext): Actor {
  return requireUser(ctx);
}

const streamOf: Record<"STDOUT" | "STDERR", LogStream> = { STDOUT: "stdout", STDERR: "stderr" };
const streamName: Record<LogStream, LogChunk["stream"]> = { stdout: "STDOUT", stderr: "STDERR" };

export const subscriptionResolvers: Required<SubscriptionResolvers> = {
  jobChanged: {
    subscribe: async (_p, { id }, ctx) => {
      subscriber(ctx);
      const jobId = toId(id);
      // Another user's job answers DBDataNotExist here, exactly like the job query.
      await ownJob(ctx, jobId);
      let dirty = false;
      return liveFeed<{ jobChanged: JobRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync" || (event.kind !== "log" && event.job === jobId)) dirty = true;
          return dirty;
        },
        async drain(first) {
          if (!first && !dirty) return [];
          dirty = false;
          ctx.renewLoaders?.();
          return [{ jobChanged: await ownJob(ctx, jobId) }];
        },
      });
    },
  },
  jobsChanged: {
    subscribe: async (_p, _a, ctx) => {
      const actor = subscriber(ctx);
      const changed = new Set<number>();
      // Whose job an id is, learnt from job events and reads: task events do not name the owner.
      const mine = new Map<number, boolean>();
      let resync = false;
      return liveFeed<{ jobsChanged: JobRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (event.kind === "job") {
            if (mine.size > 10_000) mine.clear();
            mine.set(event.job, event.owner === actor.id);
            if (event.owner === actor.id) changed.add(event.job);
          } else if (event.kind === "task" && mine.get(event.job) !== false) changed.add(event.job);
          return resync || changed.size > 0;
        },
        async drain(first) {
          const ids = [...changed];
          changed.clear();
          const owned = and(eq(jobs.ownerId, actor.id), isNull(jobs.deletedAt));
          let rows: JobRow[] = [];
          // At the start (and after a gap in the events): the caller's active jobs as they are now.
          if (first || resync) {
            resync = false;
            rows = await ctx.db
              .select()
              .from(jobs)
              .where(and(owned, inArray(jobs.state, ["prePending", "pending", "doing"])));
          } else if (ids.length > 0) {
            rows = await ctx.db
              .select()
              .from(jobs)
              .where(and(owned, inArray(jobs.id, ids)));
            for (const id of ids)
              mine.set(
                id,
                rows.some((row) => row.id === id),
              );
          }
          ctx.renewLoaders?.();
          return rows.map((row) => ({ jobsChanged: row }));
        },
      });
    },
  },
  taskChanged: {
    subscribe: async (_p, { jobId: rawJobId }, ctx) => {
      subscriber(ctx);
      const jobId = toId(rawJobId, "jobId");
      await ownJob(ctx, jobId);
      const changed = new Set<number>();
      let resync = false;
      return liveFeed<{ taskChanged: TaskRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (event.kind === "task" && event.job === jobId) changed.add(event.task);
          return resync || changed.size > 0;
        },
        async drain() {
          const ids = [...changed];
          changed.clear();
          const all = resync;
          resync = false;
          if (!all && ids.length === 0) return [];
          // The job is still the caller's (not removed in the meantime), then its tasks that changed.
          await ownJob(ctx, jobId);
          const rows = await ctx.db
            .select()
            .from(tasks)
            .where(and(eq(tasks.jobId, jobId), all ? undefined : inArray(tasks.id, ids)));
          ctx.renewLoaders?.();
          return rows.map((row) => ({ taskChanged: row }));
        },
      });
    },
  },
  taskLog: {
    subscribe: async (_p, { taskId: rawTaskId, stream }, ctx) => {
      subscriber(ctx);
      const taskId = toId(rawTaskId, "taskId");
      const task = await ownTask(ctx, taskId);
      const wanted = stream ? streamOf[stream] : null;
      const queued: LogChunk[] = [];
      let finished = finishedStates.has(task.state);
      return liveFeed<{ taskLog: LogChunk }>(ctx.events, {
        take(event) {
          if (event.kind === "task" && event.task === taskId && finishedStates.has(event.state)) {
            finished = true;
            return true;
          }
          if (event.kind !== "log" || event.task !== taskId) return false;
          if (wanted !== null && event.stream !== wanted) return false;
          queued.push({
            taskId: String(taskId),
            stream: streamName[event.stream],
            offset: event.offset,
            text: event.text,
          });
          if (queued.length > maxQueuedLogChunks) queued.splice(0, queued.length - maxQueuedLogChunks);
          return true;
        },
        async drain() {
          return queued.splice(0).map((chunk) => ({ taskLog: chunk }));
        },
        ended: () => finished && queued.length === 0,
      });
    },
  },
};

/** Sessions are made and ended over HTTP; nothing over a WebSocket sets a cookie. */
const noCookies: Ctx["cookies"] = {
  set() {
    throw new Error("a WebSocket cannot set a session cookie");
  },
  clear() {
    throw new Error("a WebSocket cannot clear a session cookie");
  },
};

/** The connection_init payload we read: an API token as `authorization: "Bearer <token>"`. */
function bearerOf(request: FastifyRequest, params: Record<string, unknown> | undefined): string | null {
  const sent = params?.authorization ?? params?.Authorization ?? request.headers.authorization;
  if (typeof sent !== "string") return null;
  return /^Bearer\s+(\S+)$/i.exec(sent)?.[1] ?? "";
}

type SocketActors = CookieActors;

/** The actors of a socket: its API token, or else the session cookies of its upgrade request. */
async function socketActors(
  services: Services,
  request: FastifyRequest,
  params: Record<string, unknown> | undefined,
): Promise<SocketActors> {
  const bearer = bearerOf(request, params);
  if (bearer !== null) {
    const actor = bearer ? await resolveApiToken(services.db, bearer) : null;
    return {
      user: actor?.side === "user" ? actor : null,
      sys: actor?.side === "sys" ? actor : null,
      expiredSessions: new Set(),
    };
  }
  return lookupSessionCookies(services.db, {
    user: request.cookies[sessionCookieName.user],
    sys: request.cookies[sessionCookieName.sys],
  });
}

interface SocketState {
  actors?: SocketActors;
  recheck?: NodeJS.Timeout;
}
type SocketExtra = Extra & { state?: SocketState };

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
}

/**
 * The @fastify/websocket handler of /graphql: a socket without a session or a valid API token is
 * closed with 4403 Forbidden; each subscription runs in a Ctx of the socket's actors with its own
 * DataLoaders; at most 20 operations per socket.
 */
export function subscriptionSocketHandler(options: SubscriptionServerOptions) {
  const { services, events, schema } = options;
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const formatted = options.formatError(error.toJSON(), error);
      if (formatted.extensions?.code === "ServerInternalError")
        options.log(error.originalError ?? error, "subscription error");
      return formatted;
    });
  const server: ServerOptions<Record<string, unknown>, SocketExtra> = {
    schema,
    async onConnect(ctx) {
      const actors = await socketActors(services, ctx.extra.request, ctx.connectionParams);
      if (!actors.user && !actors.sys) return false;
      const state: SocketState = { actors };
      ctx.extra.state = state;
      // A session signed out, revoked or expired, or a token revoked, ends the socket too.
      state.recheck = setInterval(() => {
        socketActors(services, ctx.extra.request, ctx.connectionParams).then(
          (now) => {
            if (now.user?.id === actors.user?.id && now.sys?.id === actors.sys?.id) return;
            ctx.extra.socket.close(4403, "Forbidden");
          },
          (error: unknown) => options.log(error, "subscription session check failed"),
        );
      }, recheckMs);
      state.recheck.unref();
      return true;
    },
    onClose(ctx) {
      if (ctx.extra.state?.recheck) clearInterval(ctx.extra.state.recheck);
    },
    onSubscribe(ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] {
      const actors = ctx.extra.state?.actors;
      if (!actors) return [refusal("DBUserNoLogin")];
      // This operation is already counted among the connection's subscriptions.
      if (Object.keys(ctx.subscriptions).length > maxSubscriptionsPerConnection) {
        return [
          refusal("DBRateLimit", `at most ${maxSubscriptionsPerConnection} subscriptions per connection`),
        ];
      }
      const document = checkedDocument(schema, payload.query);
      if (!("kind" in document)) return document;
      const request = ctx.extra.request;
      let loaders = createLoaders(services, actors.user ?? actors.sys);
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
        events,
        get loaders() {
          return loaders;
        },
        renewLoaders() {
          loaders = createLoaders(services, actors.user ?? actors.sys);
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
  return makeHandler<Record<string, unknown>, { state?: SocketState }>({
    ...server,
    isProd: services.config.production,
  });
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
