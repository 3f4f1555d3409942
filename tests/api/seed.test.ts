/**
 * The seeded dump (issue 10): test gateways start from a database one real boot already seeded, and
 * their own boot's seed finds everything there. A gateway on the seeded dump must hold exactly the data
 * of a first boot on the migrated database: every table's rows (timestamps and salted password hashes
 * aside), every sequence's position, the blobs those rows name in its own blob folder, the known
 * administrator; and seeding again changes nothing.
 */
import { realpath } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "drizzle-orm";
import { inSeedOrder } from "../../gateway/src/areas/area.js";
import { areas } from "../../gateway/src/areas/index.js";
import type { Database } from "../../gateway/src/db/connection.js";
import { blobs } from "../../gateway/src/db/schema.js";
import { adminAccount, adminPassword, startApp, type TestApp } from "../support/app.js";

let first: TestApp;
let seeded: TestApp;

beforeAll(async () => {
  first = await startApp({ seeded: false, env: { CRUCIBLE_SCHEDULER: "false" } });
  seeded = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
});
afterAll(async () => {
  await first?.stop();
  await seeded?.stop();
});

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: string): Promise<Row[]> {
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
}

/** Columns that differ between two equal seeds: when a row was written, and salted hashes. */
const unstable = (column: string) => column.endsWith("_at") || column === "password_hash";

/**
 * A template version's units carry each module's version, its updatedAt (a time, like the `_at`
 * columns): kept without it.
 */
function stableValue(column: string, value: unknown): unknown {
  if (column !== "units" || !Array.isArray(value)) return value;
  return value.map((unit: Record<string, unknown>) => ({ ...unit, version: "" }));
}

/** Every table of the public schema: its rows in id order without the unstable columns, as JSON. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf(
    db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const answer: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await rowsOf(db, `select * from "${String(table)}"`);
    answer[String(table)] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .filter(([column]) => !unstable(column))
              .map(([column, value]) => [column, stableValue(column, value)]),
          ),
        ),
      )
      .sort();
  }
  return answer;
}

/** Where each sequence stands (the next id a table hands out). */
async function sequences(db: Database): Promise<Row[]> {
  return rowsOf(
    db,
    "select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename",
  );
}

describe("a gateway on the seeded dump", () => {
  it("holds the same rows as a first boot, table by table, and the seed is not empty", async () => {
    const expected = await snapshot(first.app.services.db);
    expect(await snapshot(seeded.app.services.db)).toEqual(expected);
    for (const table of [
      "sys_users",
      "perm_groups",
      "perm_roles",
      "modules",
      "data_files",
      "workflow_templates",
    ])
      expect(expected[table]?.length ?? 0, table).toBeGreaterThan(0);
  });

  it("hands out the same next ids (booting on it drew nothing from a sequence)", async () => {
    expect(await sequences(seeded.app.services.db)).toEqual(await sequences(first.app.services.db));
  });

  it("has every blob its rows name, in its own blob folder (a copy, not the shared one)", async () => {
    const rows = await seeded.app.services.db.select({ sha256: blobs.sha256 }).from(blobs);
    expect(rows.length).toBeGreaterThan(0);
    for (const { sha256 } of rows) expect(await seeded.app.services.blobs.has(sha256), sha256).toBe(true);
    const own = await realpath(path.join(seeded.app.services.config.dataDir, "blobs"));
    expect(own).not.toBe(await realpath(inject("seededBlobs")));
  });

  it("signs in the known administrator on both", async () => {
    for (const t of [first, seeded]) {
      const admin = await t.admin();
      const data = await admin.ok<{ User: { Account: string } }>("/api/sys/user/session_data", {});
      expect(data.User.Account).toBe(adminAccount);
    }
  });

  it("seeding again changes no row and draws no id", async () => {
    const rows = await snapshot(seeded.app.services.db);
    const ids = await sequences(seeded.app.services.db);
    const log = { info: () => undefined, warn: () => undefined };
    for (const area of inSeedOrder(areas)) await area.seed?.(seeded.app.services, log);
    expect(await snapshot(seeded.app.services.db)).toEqual(rows);
    expect(await sequences(seeded.app.services.db)).toEqual(ids);
  });
});

describe("a test that sets the administrator", () => {
  it("boots unseeded, so that its administrator is created (the seed reads it on an empty database only)", async () => {
    const password = "Other#Pass2026";
    const t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_ADMIN_PASSWORD: password } });
    try {
      const client = t.client();
      await client.ok("/api/sys/user/login", { Account: adminAccount, Password: password });
      const refused = await t
        .client()
        .rest("/api/sys/user/login", { Account: adminAccount, Password: adminPassword });
      expect(refused.body.Error).not.toBeNull();
    } finally {
      await t.stop();
    }
  });
});
