import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const tmpRoot = path.join(repoRoot, "tests", ".tmp");
export const migrationsFolder = path.join(repoRoot, "gateway", "drizzle");

/** The same server URL with another database name. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Database names are generated here, never taken from input: still, refuse anything but [a-z0-9_]. */
export function safeIdentifier(name: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return name;
}

/** Drops every database whose name starts with the prefix (this run's clones and template). */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [prefix],
    );
    // Clones first, the template last.
    rows.sort((a, b) => Number(a.datname.endsWith("_template")) - Number(b.datname.endsWith("_template")));
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${safeIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
