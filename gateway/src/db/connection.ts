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
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../drizzle");

/** Counts SQL statements; the benchmarks use it to show that list queries do not grow with N. */
export const statementCounter = { count: 0 };
const countingLogger: Logger = {
  logQuery() {
    statementCounter.count += 1;
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
    const db = drizzlePg(pool, { schema, logger: countingLogger }) as unknown as Database;
    if (options.migrate !== false) await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema, logger: countingLogger }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, driver: "pglite", close: () => client.close() };
}
