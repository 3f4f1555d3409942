/**
 * The databases test gateways start from, made once per run (globalSetup) or per benchmark run:
 * a migrated PGlite data dir dump / PostgreSQL template, and the same after one real gateway boot has
 * seeded it (administrator, roles, modules, demo data and their blobs, templates), so that a test
 * file's gateway finds its seed already there instead of writing it again.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createApp } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { databaseUrlFor, migrationsFolder, safeIdentifier } from "./paths.js";

export const adminAccount = "admin";
export const adminPassword = "Admin#Test2026";

/**
 * The environment every test gateway gets (before a test's own `env`). The seed depends on the
 * administrator's account and password and on CRUCIBLE_PODMAN (the Open Babel module is seeded only
 * with a container engine): the seeded dump is made with exactly these.
 */
export function baseEnv(dataDir: string): Record<string, string> {
  return {
    CRUCIBLE_DATA_DIR: dataDir,
    CRUCIBLE_ADMIN_ACCOUNT: adminAccount,
    CRUCIBLE_ADMIN_PASSWORD: adminPassword,
    // No container engine unless a test asks for one (CRUCIBLE_PODMAN): a test gateway neither
    // checks podman at start nor builds the shipped module's image.
    CRUCIBLE_PODMAN: "false",
  };
}

/**
 * Writes a PGlite data dir dump of `client` to `file`: an uncompressed tar (about 40 MB), which
 * PGlite loads about a second faster than the gzipped one at every test file's boot.
 */
async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** A migrated (empty) PGlite data dir dump in `file`. */
export async function dumpMigratedPglite(file: string): Promise<void> {
  const client = await PGlite.create("memory://");
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await writeDump(client, file);
  await client.close();
}

/** A migrated (empty) PostgreSQL database `name`, used as a template. */
export async function createMigratedTemplate(databaseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${safeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrlFor(databaseUrl, name), max: 1 });
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/**
 * Boots one real gateway with the test environment in `dataDir` (its blobs land in
 * `<dataDir>/blobs`) and closes it: every area's seed has run once. On PostgreSQL `databaseUrl`
 * names the database to seed; on PGlite the data dir is `<dataDir>/pg`, loaded from `migratedDump`
 * and, once seeded, dumped to `pgliteDump`.
 */
export async function seedOnce(
  dataDir: string,
  target: { databaseUrl: string } | { pgliteDump: string; migratedDump: string },
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({
    ...baseEnv(dataDir),
    CRUCIBLE_SCHEDULER: "false",
    CRUCIBLE_WARM_UP: "false",
    ...("databaseUrl" in target ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  // PGlite: the folder starts from the migrated dump rather than migrating again (slower on disk).
  const app = await createApp({
    config,
    logger: false,
    ...("migratedDump" in target ? { loadDataDir: new Blob([await readFile(target.migratedDump)]) } : {}),
  });
  await app.close();
  if ("pgliteDump" in target) {
    const folder = path.join(dataDir, "pg");
    const client = await PGlite.create(folder);
    await writeDump(client, target.pgliteDump);
    await client.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** A seeded PostgreSQL template `name`, cloned from the migrated template and booted once. */
export async function createSeededTemplate(
  databaseUrl: string,
  migratedTemplate: string,
  name: string,
  dataDir: string,
): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${safeIdentifier(name)} TEMPLATE ${safeIdentifier(migratedTemplate)}`);
  } finally {
    await admin.end();
  }
  await seedOnce(dataDir, { databaseUrl: databaseUrlFor(databaseUrl, name) });
}
