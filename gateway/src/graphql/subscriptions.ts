/**
 * GraphQL subscriptions (schema/graphql/live.graphql) over graphql-ws on /graphql: job and task states
 * and live log lines, fed by the process's event bus (domain/events.ts), which hears every process
 * that writes to the database. Each event re-reads what it names, so a subscriber sees rows, not
 * notifications, and a burst of events while a read runs is answered by one read.
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
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql";
import type { WebsocketHandler } from "@fastify/websocket";
import type { Context, ServerOptions } from "graphql-ws";
import { makeHandler, type Extra } from "graphql-ws/use/@fastify/websocket";
import type { JobRow, TaskRow } from "../db/schema.js";
import type { UserActor } from "../domain/access/guards.js";
import { signedInTo } from "./directives.js";
import {
  resolveCredentials,
  sessionCookieName,
  type CookieActors,
  type Credentials,
} from "../domain/auth/sessions.js";
import { normalizeIp } from "../domain/auth/policy.js";
import type { Ctx, Services } from "../domain/context.js";
import { publishCensus, type EventBus, type LiveEvent, type LogStream } from "../domain/events.js";
import { unreadNotificationCount } from "../domain/notifications/notifications.js";
import { readableProjectsOf } from "../domain/access/visibility.js";
import { ownJob, ownTask, tasksOfJob } from "../domain/jobs/jobs.js";
import { activeJobsSeenBy, jobEventConcerns, jobsSeenBy } from "../domain/jobs/liveJobs.js";
import type { LogChunk, SubscriptionResolvers } from "./__generated__/resolvers.js";
import type { GraphContext } from "./context.js";
import { operationLimitsRule } from "./limits.js";
import { createLoaders } from "./loaders.js";
import { toId } from "./resolvers/scalars.js";
import { sameOrigin } from "../http/server.js";
import { accountKey, createSocketRegistry, subscribeBudget, type SubscribeVerdict } from "./socketLimits.js";
import { createSocketCensus } from "./socketCensus.js";

/** Log chunks a slow subscriber may have waiting; older ones are dropped (the offsets show the gap). */
const maxQueuedLogChunks = 256;
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
 * The caller's user, as the field's @auth(side: USER) signed it in when it was subscribed to (the
 * directives of live.graphql are checked before `subscribe` runs, graphql/directives.ts, and again at
 * each event): the same actor an HTTP request's resolver receives, found the same way.
 */
function subscriber(info: GraphQLResolveInfo): UserActor {
  return signedInTo(info, "user");
}

const streamOf: Record<"STDOUT" | "STDERR", LogStream> = { STDOUT: "stdout", STDERR: "stderr" };
const streamName: Record<LogStream, LogChunk["stream"]> = { stdout: "STDOUT", stderr: "STDERR" };

/** Whether the event is an announcement of one of the user's project memberships (migration 0034). */
const membershipOf = (event: LiveEvent, userId: number) => event.kind === "member" && event.user === userId;

export const subscriptionResolvers: Required<SubscriptionResolvers> = {
  jobChanged: {
    subscribe: async (_p, { id }, ctx, info) => {
      const actor = subscriber(info);
      const jobId = toId(id);
      // Another user's job answers DBDataNotExist here, exactly like the job query.
      await ownJob(ctx, jobId);
      let dirty = false;
      // A change of the caller's memberships: the job is checked again (DBDataNotExist once it is not
      // theirs to read), without sending it again.
      let recheck = false;
      return liveFeed<{ jobChanged: JobRow }>(ctx.events, {
        take(event) {
          if (
            event.kind === "resync" ||
            ((event.kind === "job" || event.kind === "task") && event.job === jobId)
          )
            dirty = true;
          else if (membershipOf(event, actor.id)) recheck = true;
          return dirty || recheck;
        },
        async drain(first) {
          if (!first && !dirty) {
            if (recheck) {
              recheck = false;
              await ownJob(ctx, jobId);
            }
            return [];
          }
          dirty = false;
          recheck = false;
          ctx.renewLoaders?.();
          return [{ jobChanged: await ownJob(ctx, jobId) }];
        },
      });
    },
  },
  jobsChanged: {
    subscribe: async (_p, _a, ctx, info) => {
      const actor = subscriber(info);
      const changed = new Set<number>();
      // The projects whose jobs the caller reads, kept until an announcement of the caller's memberships
      // (null: to be read again), and the jobs whose events cannot concern the caller now (another
      // user's, of no project or of a project not theirs, or found unreadable): their task events are
      // dropped unread until a job event or a change of the caller's memberships says otherwise. The
      // rows sent are read by the visibility rule itself (domain/jobs/liveJobs.ts).
      let projects: Set<number> | null = null;
      const quiet = new Set<number>();
      // Counts the membership announcements: what a read learnt is kept only if none came meanwhile.
      let memberships = 0;
      let resync = false;
      return liveFeed<{ jobsChanged: JobRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (membershipOf(event, actor.id)) {
            memberships += 1;
            projects = null;
            quiet.clear();
          } else if (event.kind === "job") {
            if (quiet.size > 10_000) quiet.clear();
            if (jobEventConcerns(event, actor.id, projects)) {
              quiet.delete(event.job);
              changed.add(event.job);
            } else quiet.add(event.job);
          } else if (event.kind === "task" && !quiet.has(event.job)) changed.add(event.job);
          return resync || changed.size > 0;
        },
        async drain(first) {
          const ids = [...changed];
          changed.clear();
          const asked = memberships;
          let rows: JobRow[] = [];
          // At the start (and after a gap in the events): the active jobs the caller reads, as they are now.
          if (first || resync) {
            resync = false;
            quiet.clear();
            projects = null;
            rows = await activeJobsSeenBy(ctx.db, actor.id);
          } else if (ids.length > 0) {
            rows = await jobsSeenBy(ctx.db, actor.id, ids);
            // An id announced again while the read ran is read again next: nothing is learnt of it.
            const seen = new Set(rows.map((row) => row.id));
            for (const id of ids) {
              if (seen.has(id)) quiet.delete(id);
              else if (asked === memberships && !changed.has(id)) quiet.add(id);
            }
          }
          if (projects === null) {
            const read = await readableProjectsOf(ctx.db, actor.id);
            if (asked === memberships) projects = read;
          }
          ctx.renewLoaders?.();
          return rows.map((row) => ({ jobsChanged: row }));
        },
      });
    },
  },
  taskChanged: {
    subscribe: async (_p, { jobId: rawJobId }, ctx, info) => {
      const actor = subscriber(info);
      const jobId = toId(rawJobId, "jobId");
      await ownJob(ctx, jobId);
      const changed = new Set<number>();
      let resync = false;
      let recheck = false;
      return liveFeed<{ taskChanged: TaskRow }>(ctx.events, {
        take(event) {
          if (event.kind === "resync") resync = true;
          else if (event.kind === "task" && event.job === jobId) changed.add(event.task);
          // The job itself changed (a move out of a project, say) or the caller's memberships did.
          else if ((event.kind === "job" && event.job === jobId) || membershipOf(event, actor.id))
            recheck = true;
          return resync || recheck || changed.size > 0;
        },
        async drain() {
          const ids = [...changed];
          changed.clear();
          const all = resync;
          resync = false;
          const check = recheck || all || ids.length > 0;
          recheck = false;
          // The job is still one the caller reads (not removed, still theirs or their project's), then
          // its tasks that changed.
          if (check) await ownJob(ctx, jobId);
          if (!all && ids.length === 0) return [];
          const rows = await tasksOfJob(ctx.db, jobId, all ? null : ids);
          ctx.renewLoaders?.();
          return rows.map((row) => ({ taskChanged: row }));
        },
      });
    },
  },
  taskLog: {
    subscribe: async (_p, { taskId: rawTaskId, stream }, ctx, info) => {
      const actor = subscriber(info);
      const taskId = toId(rawTaskId, "taskId");
      const task = await ownTask(ctx, signedInTo(info, "user"), taskId);
      const wanted = stream ? streamOf[stream] : null;
      const queued: LogChunk[] = [];
      let finished = finishedStates.has(task.state);
      // Log lines are sent as announced, without a read: the rule is checked again when the caller's
      // memberships change, when the job changes (a move out of a project, a removal) and after a gap.
      let recheck = false;
      return liveFeed<{ taskLog: LogChunk }>(ctx.events, {
        take(event) {
          if (event.kind === "task" && event.task === taskId && finishedStates.has(event.state)) {
            finished = true;
            return true;
          }
          if (
            event.kind === "resync" ||
            membershipOf(event, actor.id) ||
            (event.kind === "job" && event.job === task.jobId)
          ) {
            recheck = true;
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
          if (recheck) {
            recheck = false;
            // DBDataNotExist once the task is no longer the caller's to read: the feed ends with it.
            await ownTask(ctx, signedInTo(info, "user"), taskId);
          }
          return queued.splice(0).map((chunk) => ({ taskLog: chunk }));
        },
        ended: () => finished && queued.length === 0,
      });
    },
  },
  unreadNotificationCountChanged: {
    subscribe: (_p, _a, ctx, info) => {
      const actor = subscriber(info);
      let sent: number | null = null;
      return liveFeed<{ unreadNotificationCountChanged: number }>(ctx.events, {
        take: (event) =>
          event.kind === "resync" || (event.kind === "notification" && event.user === actor.id),
        async drain() {
          const count = await unreadNotificationCount(ctx, signedInTo(info, "user"));
          if (count === sent) return [];
          sent = count;
          return [{ unreadNotificationCountChanged: count }];
        },
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
  const { user, sys, expiredSessions } = await resolveCredentials(
    services.db,
    credentialsOf(request, params),
  );
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
