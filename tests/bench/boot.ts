/**
 * Test gateway boots (issue 10): the median of `startApp()` + `stop()` (tests/support/boot.ts) over
 * ten boots from the migrated database (a first boot that seeds everything, `seeded: false`, as every
 * test file did before) and from the seeded dump (the default now), as a ratio in the same run.
 * PGlite always; PostgreSQL too when DATABASE_URL is set. Figures only.
 * Alone: `node --import tsx -e 'import("./tests/bench/boot.ts").then((m) => m.runBootBenchmarks())'`.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bootApp, type BootFixtures } from "../support/boot.js";
import {
  createMigratedTemplate,
  createSeededTemplate,
  dumpMigratedPglite,
  seedOnce,
} from "../support/dumps.js";
import { dropDatabases } from "../support/paths.js";

const boots = 10;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median milliseconds of boot + stop, the two kinds interleaved so that load falls on both. */
async function measure(fixtures: BootFixtures): Promise<{ first: number; seeded: number }> {
  const first: number[] = [];
  const seeded: number[] = [];
  // One of each to warm up (module loading, PGlite's WebAssembly).
  for (const kind of [false, true]) await (await bootApp(fixtures, { seeded: kind })).stop();
  for (let i = 0; i < boots; i++) {
    for (const kind of [false, true]) {
      const started = process.hrtime.bigint();
      const t = await bootApp(fixtures, { seeded: kind });
      await t.stop();
      (kind ? seeded : first).push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { first: median(first), seeded: median(seeded) };
}

function report(driver: string, figures: { first: number; seeded: number }): void {
  console.log(
    `    ${driver}: first boot (migrated, seeds) ${figures.first.toFixed(0)} ms, on the seeded dump ${figures.seeded.toFixed(0)} ms (median of ${boots}, boot + stop); seeded/first ${(figures.seeded / figures.first).toFixed(2)}`,
  );
}

export async function runBootBenchmarks(): Promise<void> {
  console.log("(i) test gateway boots");
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-boot-"));
  const runId = `crucible_b_${randomBytes(4).toString("hex")}`;
  const empty = { pgliteDump: "", pgliteSeededDump: "", databaseUrl: "", templateDatabase: "" };
  try {
    const pgliteDump = path.join(work, "migrated.tar");
    const pgliteSeededDump = path.join(work, "seeded.tar");
    await dumpMigratedPglite(pgliteDump);
    await seedOnce(path.join(work, "seed-pglite"), {
      pgliteDump: pgliteSeededDump,
      migratedDump: pgliteDump,
    });
    report(
      "PGlite",
      await measure({
        ...empty,
        pgliteDump,
        pgliteSeededDump,
        seededTemplateDatabase: "",
        seededBlobs: path.join(work, "seed-pglite", "blobs"),
        runId,
      }),
    );
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      console.log("    PostgreSQL: skipped (no DATABASE_URL)");
      return;
    }
    try {
      await createMigratedTemplate(databaseUrl, `${runId}_template`);
      await createSeededTemplate(
        databaseUrl,
        `${runId}_template`,
        `${runId}_seeded_template`,
        path.join(work, "seed-pg"),
      );
      report(
        "PostgreSQL",
        await measure({
          ...empty,
          databaseUrl,
          templateDatabase: `${runId}_template`,
          seededTemplateDatabase: `${runId}_seeded_template`,
          seededBlobs: path.join(work, "seed-pg", "blobs"),
          runId,
        }),
      );
    } finally {
      await dropDatabases(databaseUrl, runId);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
