/**
 * Starts a real gateway for one test file (tests/support/boot.ts) from what globalSetup prepared:
 * by default the SEEDED dump (PGlite) or a clone of the seeded template (PostgreSQL), with a copy of
 * the seeded blob folder; `startApp({ seeded: false })` for a first boot on the migrated database.
 */
import { inject } from "vitest";
import { bootApp, type BootFixtures, type StartOptions, type TestApp } from "./boot.js";

export { adminAccount, adminPassword } from "./dumps.js";
export type { LogLine, StartOptions, TestApp } from "./boot.js";

/** Starts a gateway listening on a free loopback port. */
export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const fixtures: BootFixtures = {
    pgliteDump: inject("pgliteDump"),
    pgliteSeededDump: inject("pgliteSeededDump"),
    databaseUrl: inject("databaseUrl"),
    templateDatabase: inject("templateDatabase"),
    seededTemplateDatabase: inject("seededTemplateDatabase"),
    seededBlobs: inject("seededBlobs"),
    runId: inject("runId"),
  };
  return bootApp(fixtures, options);
}
