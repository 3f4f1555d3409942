/**
 * Prepares once per run what every test file's gateway starts from (tests/support/dumps.ts): a
 * migrated PGlite data dir dump and a SEEDED one (one real gateway boot ran every area's seed on it),
 * or with DATABASE_URL a migrated and a seeded PostgreSQL template; plus the seeded boot's blob folder.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { createMigratedTemplate, createSeededTemplate, dumpMigratedPglite, seedOnce } from "./dumps.js";
import { dropDatabases, tmpRoot } from "./paths.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data dir (tar), or "" on PostgreSQL. */
    pgliteDump: string;
    /** The seeded PGlite data dir (tar), or "" on PostgreSQL. */
    pgliteSeededDump: string;
    /** PostgreSQL: the server URL, the migrated and the seeded template databases; "" on PGlite. */
    databaseUrl: string;
    templateDatabase: string;
    seededTemplateDatabase: string;
    /** The blob folder the seeding boot wrote (copied into each seeded test file's data dir). */
    seededBlobs: string;
    /** Names of this run's databases start with it, so that teardown drops only ours. */
    runId: string;
  }
}

let cleanup: () => Promise<void> = async () => undefined;

export async function setup(project: TestProject): Promise<void> {
  const runId = `crucible_t_${randomBytes(4).toString("hex")}`;
  project.provide("runId", runId);
  const work = path.join(tmpRoot, `run-${process.pid}-${runId}`);
  await mkdir(work, { recursive: true });
  const seedDir = path.join(work, "seed");
  project.provide("seededBlobs", path.join(seedDir, "blobs"));
  const databaseUrl = process.env.DATABASE_URL ?? "";
  if (databaseUrl) {
    const template = `${runId}_template`;
    const seededTemplate = `${runId}_seeded_template`;
    cleanup = async () => {
      await dropDatabases(databaseUrl, runId);
      await rm(work, { recursive: true, force: true });
    };
    await createMigratedTemplate(databaseUrl, template);
    await createSeededTemplate(databaseUrl, template, seededTemplate, seedDir);
    project.provide("databaseUrl", databaseUrl);
    project.provide("templateDatabase", template);
    project.provide("seededTemplateDatabase", seededTemplate);
    project.provide("pgliteDump", "");
    project.provide("pgliteSeededDump", "");
    return;
  }
  cleanup = () => rm(work, { recursive: true, force: true });
  project.provide("databaseUrl", "");
  project.provide("templateDatabase", "");
  project.provide("seededTemplateDatabase", "");
  const dump = path.join(work, "migrated.tar");
  const seededDump = path.join(work, "seeded.tar");
  await dumpMigratedPglite(dump);
  // The seeding boot loads the migrated dump into its PGlite folder <seedDir>/pg, seeds it, and that
  // folder is dumped.
  await seedOnce(seedDir, { pgliteDump: seededDump, migratedDump: dump });
  project.provide("pgliteDump", dump);
  project.provide("pgliteSeededDump", seededDump);
}

export async function teardown(): Promise<void> {
  await cleanup();
}
