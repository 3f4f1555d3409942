/**
 * Migrates once per run: a PGlite data dir dump (each test file starts its gateway from it), and with
 * DATABASE_URL a PostgreSQL template database (each test file clones it).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseUrlFor, dropDatabases, migrationsFolder, safeIdentifier, tmpRoot } from "./paths.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data dir (tar.gz), or "" on PostgreSQL. */
    pgliteDump: string;
    /** PostgreSQL: the server URL and the migrated template database; "" on PGlite. */
    databaseUrl: string;
    templateDatabase: string;
    /** Names of this run's databases start with it, so that teardown drops only ours. */
    runId: string;
  }
}

async function dumpMigratedPglite(): Promise<string> {
  const client = await PGlite.create("memory://");
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  await mkdir(tmpRoot, { recursive: true });
  const file = path.join(tmpRoot, `pglite-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function createTemplate(databaseUrl: string, name: string): Promise<void> {
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

let cleanup: () => Promise<void> = async () => undefined;

export async function setup(project: TestProject): Promise<void> {
  const runId = `crucible_t_${randomBytes(4).toString("hex")}`;
  project.provide("runId", runId);
  const databaseUrl = process.env.DATABASE_URL ?? "";
  if (databaseUrl) {
    const template = `${runId}_template`;
    await createTemplate(databaseUrl, template);
    project.provide("databaseUrl", databaseUrl);
    project.provide("templateDatabase", template);
    project.provide("pgliteDump", "");
    cleanup = () => dropDatabases(databaseUrl, runId);
    return;
  }
  project.provide("databaseUrl", "");
  project.provide("templateDatabase", "");
  const dump = await dumpMigratedPglite();
  project.provide("pgliteDump", dump);
  cleanup = () => rm(dump, { force: true });
}

export async function teardown(): Promise<void> {
  await cleanup();
}
