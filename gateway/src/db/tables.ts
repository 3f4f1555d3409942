/**
 * Every table of the database, found by a scan of this folder: each file here but this one and
 * connection.ts holds tables (schema.ts the core's, `<area>.ts` an area's), and every `pgTable` it
 * exports is one. drizzle-kit reads the same files (gateway/drizzle.config.ts, `tableFiles`), and the
 * blob collector derives its columns from `allTables`: a new area's table file is found with no line
 * to add anywhere.
 */
import { readdirSync } from "node:fs";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

const folder = new URL(".", import.meta.url);

/**
 * A table file: a module (not a test or a declaration) but this one and connection.ts (drizzle.config.ts
 * applies the same rule; tables.test.ts compares the two).
 */
export function isTableFile(name: string): boolean {
  return /^[a-zA-Z]+\.(ts|js)$/.test(name) && !/^(connection|tables)\./.test(name);
}

/** The folder's table files (.ts under tsx, .js when compiled), in name order. */
export const tableFiles: readonly string[] = readdirSync(folder).filter(isTableFile).sort();

async function loadTables(): Promise<PgTable[]> {
  const found = new Set<PgTable>();
  for (const file of tableFiles) {
    const exported = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) if (is(value, PgTable)) found.add(value);
  }
  return [...found];
}

/** Every table of every table file, each once. */
export const allTables: readonly PgTable[] = await loadTables();
