/**
 * The event bus of a process: what the database announces on `crucible_events` (the state triggers of
 * tasks and jobs, migration 0007; revoked access, publishAccessChange) and on `crucible_logs` (live log lines of running tasks), parsed and
 * handed to the subscribers of this process. Every process that writes (a gateway, a worker) announces
 * through the database, so a change made by a worker elsewhere reaches the gateway serving a browser.
 * PostgreSQL: a connection of its own that LISTENs and comes back with a backoff when it drops; PGlite:
 * its listen in this process.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseHandle, Listening } from "../db/connection.js";
import type { TaskState } from "../db/jobs.js";
import type { Side } from "../db/schema.js";
import { dropCachedAccount } from "./config/caches.js";

export const eventsChannel = "crucible_events";
export const logsChannel = "crucible_logs";

/** NOTIFY refuses payloads of 8,000 bytes and more; a log chunk's JSON stays under this. */
export const maxLogPayloadBytes = 7000;

const taskState = z.enum([
  "prePending",
  "pending",
  "doing",
  "waiting",
  "done",
  "abort",
  "cancel",
] as const satisfies readonly TaskState[]);
const stateEvent = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("task"), job: z.number().int(), task: z.number().int(), state: taskState }),
  /**
   * `project`: the job's project (migration 0034), announced on a change of state and on a move into
   * or out of a project; absent from a database not migrated yet (whoever reads it then reads the job).
   */
  z.object({
    kind: z.literal("job"),
    job: z.number().int(),
    owner: z.number().int(),
    project: z.number().int().nullable().optional(),
    state: taskState,
  }),
  /**
   * A project membership ended or changed (removed, left, role changed, invitation answered, the
   * project deleted; migration 0034): a live feed of that user checks the visibility rule again.
   */
  z.object({ kind: z.literal("member"), project: z.number().int(), user: z.number().int() }),
  /** The user's notifications changed (one written for the list, some marked read): the bell counts again. */
  z.object({ kind: z.literal("notification"), user: z.number().int() }),
  /**
   * A session or API token of this account was revoked, or the account itself changed (password,
   * disabled, removed): every process checks again the sockets it holds for it (publishAccessChange).
   */
  z.object({
    kind: z.literal("access"),
    side: z.enum(["user", "sys"] as const satisfies readonly Side[]),
    user: z.number().int(),
  }),
  /** A key_data document (feature switches, system config, login policy...) changed (migration 0021). */
  z.object({ kind: z.literal("config"), key: z.string() }),
  /** A permission group, a role, or a system user's roles changed (migration 0021). */
  z.object({ kind: z.literal("perms") }),
  /**
   * A gateway's subscription sockets (graphql/socketCensus.ts): its open subscriptions by account and
   * sockets by client address, so every gateway counts the limits over the fleet.
   */
  z.object({
    kind: z.literal("census"),
    from: z.string().max(64),
    accounts: z.record(z.string().max(64), z.number().int().nonnegative()),
    addresses: z.record(z.string().max(64), z.number().int().nonnegative()),
  }),
]);
const logEvent = z.object({
  kind: z.literal("log"),
  task: z.number().int(),
  stream: z.enum(["stdout", "stderr"]),
  /** Byte offset in the stream of the chunk's first byte: a reader sees a gap as a jump. */
  offset: z.number().int().nonnegative(),
  text: z.string(),
});

export type StateEvent = z.infer<typeof stateEvent>;
export type AccessEvent = Extract<StateEvent, { kind: "access" }>;
export type LogEvent = z.infer<typeof logEvent>;
export type LogStream = LogEvent["stream"];
/**
 * `resync`: the listening connection was lost and is back; notifications of the gap are gone, so
 * whoever keeps a view re-reads it.
 */
export type LiveEvent = StateEvent | LogEvent | { kind: "resync" };

export interface EventBus {
  /** Calls `listener` with every event of this process from now on; answers the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Whether the LISTEN is in place now (false while a lost PostgreSQL connection is being replaced). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface EventBusOptions {
  /** Told when the LISTEN is lost or back, and of a payload it could not read. */
  log(message: string): void;
  /** First wait before listening again after a loss; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

function parseEvent(channel: string, payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = channel === logsChannel ? logEvent.safeParse(value) : stateEvent.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Listens on both channels of `database` and fans what arrives out to this process's subscribers. */
export async function createEventBus(database: DatabaseHandle, options: EventBusOptions): Promise<EventBus> {
  const listeners = new Set<(event: LiveEvent) => void>();
  const retryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  let listening: Listening | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let wait = retryMs;

  const emit = (event: LiveEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        options.log(`an event subscriber failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const connect = async (): Promise<Listening> =>
    database.listen([eventsChannel, logsChannel], {
      notify(channel, payload) {
        const event = parseEvent(channel, payload);
        if (event) emit(event);
        else options.log(`an unreadable notification on ${channel}: ${payload.slice(0, 200)}`);
      },
      lost(error) {
        listening = null;
        if (closed) return;
        options.log(`live events: the listening connection was lost (${error.message}); listening again`);
        scheduleRetry();
      },
    });

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        (handle) => {
          if (closed) {
            void handle.close();
            return;
          }
          listening = handle;
          wait = retryMs;
          options.log("live events: listening again");
          emit({ kind: "resync" });
        },
        (error: unknown) => {
          wait = Math.min(maxRetryMs, wait * 2);
          options.log(
            `live events: listening failed (${error instanceof Error ? error.message : String(error)}); next try in ${wait} ms`,
          );
          scheduleRetry();
        },
      );
    }, wait);
    retryTimer.unref();
  };

  listening = await connect();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listening() {
      return listening !== null;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      listeners.clear();
      const handle = listening;
      listening = null;
      await handle?.close();
    },
  };
}

/** The largest piece of `text` from `start` whose log payload fits in a notification. */
function fittingEnd(text: string, start: number, payloadOf: (piece: string) => string): number {
  let end = Math.min(text.length, start + maxLogPayloadBytes);
  while (end > start + 1 && Buffer.byteLength(payloadOf(text.slice(start, end))) > maxLogPayloadBytes) {
    end = start + Math.floor((end - start) / 2);
  }
  // Never split a surrogate pair.
  const last = text.charCodeAt(end - 1);
  if (end < text.length && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return end;
}

/**
 * Announces new log text of a task on `crucible_logs`, in as many notifications as it takes to keep
 * each under 7,000 bytes. `offset` is the byte offset of the text's first byte in its stream.
 */
export async function publishLog(
  db: Database,
  taskId: number,
  stream: LogStream,
  offset: number,
  text: string,
): Promise<void> {
  let start = 0;
  let at = offset;
  while (start < text.length) {
    const payloadOf = (piece: string) =>
      JSON.stringify({ kind: "log", task: taskId, stream, offset: at, text: piece } satisfies LogEvent);
    const end = fittingEnd(text, start, payloadOf);
    const piece = text.slice(start, end);
    await db.execute(sql`select pg_notify(${logsChannel}, ${payloadOf(piece)})`);
    at += Buffer.byteLength(piece);
    start = end;
  }
}

/**
 * Announces that the sessions or tokens of an account may no longer hold (one revoked, all revoked,
 * the account disabled or removed), on `crucible_events` like the state triggers: a gateway holding a
 * socket of that account hears it wherever the revocation happened and checks the socket again. In a
 * transaction the notification leaves at commit, so the check sees what was written.
 */
export async function publishAccessChange(db: Database, side: Side, userId: number): Promise<void> {
  const payload = JSON.stringify({ kind: "access", side, user: userId } satisfies AccessEvent);
  // This process's cached sessions and tokens of the account go now; other processes' at the notification.
  dropCachedAccount(side, userId);
  await db.execute(sql`select pg_notify(${eventsChannel}, ${payload})`);
}

/**
 * Announces that a user's unread notifications changed; in a transaction (a job's end, an order paid)
 * the notification leaves at commit, so the count read on hearing it includes the new one.
 */
export async function publishNotificationChange(db: Database, userId: number): Promise<void> {
  const payload = JSON.stringify({ kind: "notification", user: userId } satisfies StateEvent);
  await db.execute(sql`select pg_notify(${eventsChannel}, ${payload})`);
}

export type CensusEvent = Extract<StateEvent, { kind: "census" }>;

/** Announces a gateway's census of its subscription sockets (graphql/socketCensus.ts) to the fleet. */
export async function publishCensus(db: Database, census: CensusEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${eventsChannel}, ${JSON.stringify(census)})`);
}

/** The part of a scheduler the wake-ups need. */
export interface Wakeable {
  wake(): void;
  /** A task ended elsewhere (a stop): the scheduler running it checks its claim now. */
  check?(taskId: number): void;
}

/**
 * A task that becomes pending anywhere (a submit, a finished dependency, a requeue), or a LISTEN that
 * came back after a gap, wakes the scheduler at once: polling is only the fallback. A task that ends
 * as abort or cancel (a stop from the web, the CLI or the back office) is checked at once by the
 * scheduler running it, which stops the program without waiting for its next heartbeat. Answers the
 * unsubscribe.
 */
export function connectSchedulerWakeups(bus: EventBus, scheduler: Wakeable): () => void {
  return bus.subscribe((event) => {
    if ((event.kind === "task" && event.state === "pending") || event.kind === "resync") scheduler.wake();
    if (event.kind === "task" && (event.state === "abort" || event.state === "cancel"))
      scheduler.check?.(event.task);
  });
}
