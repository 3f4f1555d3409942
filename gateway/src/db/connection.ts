import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/**
 * The query builder, without a relational schema: queries name their tables (imported from the table
 * files), so the client needs no list of them, and a relational `db.query.*` does not typecheck.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A LISTEN on some channels; `close` ends it (a PostgreSQL listener closes its own connection). */
export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(channel: string, payload: string): void;
  /** The connection that listened is gone (PostgreSQL only): no more notifications come through it. */
  lost(error: Error): void;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: "pglite" | "postgres";
  /**
   * LISTEN on channels: PGlite's own listen in this process, or for PostgreSQL a dedicated connection
   * outside the pool (a pooled one would be handed to queries and its LISTEN lost).
   */
  listen(channels: readonly string[], handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../drizzle");

/** Counts SQL statements; the benchmarks use it to show that list queries do not grow with N. */
export const statementCounter = { count: 0 };
/** Told of every statement's text before it runs (the request caches drop what a write may change). */
export const statementWatchers = new Set<(query: string) => void>();
const countingLogger: Logger = {
  logQuery(query) {
    statementCounter.count += 1;
    for (const watcher of statementWatchers) watcher(query);
  },
};

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; "memory://" for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite data dir dump (tests start each file from one instead of migrating). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

/** PostgreSQL could not be reached or refused us; main prints the message as one line. */
export class DatabaseUnreachableError extends Error {
  override readonly name = "DatabaseUnreachableError";
}

/** host:port/database of a URL, never its password. */
function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname.length > 1 ? url.pathname : ""}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * One connection before the pool starts, so that a wrong host, port, password or database name stops
 * the start with a line that says which server and why (the driver's error, a stack, says neither).
 */
async function probe(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A failed connect may also emit 'error' on the client; the rejected promise below reports it.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const shape = error as { code?: unknown; message?: unknown };
    const reason =
      typeof shape.code === "string" && !/^[0-9A-Z]{5}$/.test(shape.code)
        ? shape.code
        : String(shape.message ?? error);
    throw new DatabaseUnreachableError(
      `could not reach PostgreSQL at ${describeServer(databaseUrl)}: ${reason}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens PGlite (embedded default) or PostgreSQL and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await probe(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover, admin termination) emits
    // 'error' on the pool; without a listener that event would end the process. The pool replaces
    // the connection; the next query that fails answers its own error.
    pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { logger: countingLogger }) as unknown as Database;
    if (options.migrate !== false) await migratePg(drizzlePg(pool), { migrationsFolder });
    const databaseUrl = options.databaseUrl;
    return {
      db,
      driver: "postgres",
      listen: (channels, handlers) => listenOnPostgres(databaseUrl, channels, handlers),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { logger: countingLogger }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    driver: "pglite",
    async listen(channels, handlers) {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => handlers.notify(channel, payload))),
      );
      return {
        async close() {
          if (client.closed) return;
          for (const stop of stops) await stop();
        },
      };
    },
    close: () => client.close(),
  };
}

/** A connection of its own that LISTENs; an error or end of it is reported once through `lost`. */
async function listenOnPostgres(
  databaseUrl: string,
  channels: readonly string[],
  handlers: ListenHandlers,
): Promise<Listening> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  let closing = false;
  let reported = false;
  const lost = (error: Error) => {
    if (closing || reported) return;
    reported = true;
    handlers.lost(error);
  };
  client.on("error", lost);
  client.on("end", () => lost(new Error("the listening connection ended")));
  client.on("notification", (message) => handlers.notify(message.channel, message.payload ?? ""));
  try {
    await client.connect();
    // Channel names are ours (constants), quoted as identifiers all the same.
    for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}
