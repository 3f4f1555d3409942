/**
 * Starts a real gateway for one test file from the run's fixtures (tests/support/dumps.ts): a PGlite
 * dump or a clone of a PostgreSQL template; its own blob folder, a known administrator and a captured
 * log. No vitest here: `startApp` (app.ts) passes what globalSetup provided, the boot benchmark its own.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { createApp, type App } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { createTestClock, type TestClock } from "../../gateway/src/domain/clock.js";
import { adminAccount, adminPassword, baseEnv } from "./dumps.js";
import { Client } from "./http.js";
import { databaseUrlFor, safeIdentifier } from "./paths.js";

/** What a run prepared once (globalSetup); the PGlite fields are "" on PostgreSQL and the reverse. */
export interface BootFixtures {
  /** The migrated PGlite data dir dump (tar). */
  pgliteDump: string;
  /** The same after one gateway boot seeded it. */
  pgliteSeededDump: string;
  /** PostgreSQL: the server URL, the migrated template database and the seeded one. */
  databaseUrl: string;
  templateDatabase: string;
  seededTemplateDatabase: string;
  /** The blob folder of the seeding boot (the demo data's bytes): copied into each seeded file's. */
  seededBlobs: string;
  /** Names of this run's databases start with it, so that teardown drops only ours. */
  runId: string;
}

export interface LogLine {
  level: number;
  msg: string;
}

export interface TestApp {
  readonly app: App;
  readonly url: string;
  readonly driver: "pglite" | "postgres";
  /** Every line the server logged, parsed. */
  readonly log: LogLine[];
  /**
   * The gateway's clock (gateway/src/domain/clock.ts): `clock.advance(ms)` moves the time every rule
   * reads, in JS and in SQL, instead of sleeping or rewriting timestamps.
   */
  readonly clock: TestClock;
  /** A client with no cookies (not signed in). */
  client(): Client;
  /** A new client signed in as the seeded administrator (a session of its own). */
  admin(): Promise<Client>;
  /** The last 6-digit code the gateway logged for a mail or SMS target. */
  lastCode(target: string): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for loadConfig (NODE_ENV=production, CRUCIBLE_ALLOWED_ORIGINS, ...). */
  env?: Record<string, string>;
  /**
   * false: start from the migrated, empty database, so that this boot is the first one and seeds
   * everything (tests of the seed itself). Default true: start from the seeded dump; the boot's seed
   * still runs and finds its rows already there. An `env` that changes the administrator (the only
   * seed input that is not re-applied on a seeded database) implies false.
   */
  seeded?: boolean;
}

/** Environment keys the seed reads only on an empty database: a different value needs a first boot. */
const firstBootOnly = ["CRUCIBLE_ADMIN_ACCOUNT", "CRUCIBLE_ADMIN_PASSWORD"];

async function cloneTemplate(
  fixtures: BootFixtures,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = fixtures.databaseUrl;
  const name = safeIdentifier(`${fixtures.runId}_${randomBytes(5).toString("hex")}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Two files cloning the same template at once: PostgreSQL refuses the second while the first copies.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${safeIdentifier(template)}`);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function findCode(log: readonly LogLine[], target: string): string {
  for (let i = log.length - 1; i >= 0; i--) {
    const msg = log[i]!.msg;
    if (!msg.includes(`[mail to ${target}]`) && !msg.includes(`[sms to ${target}]`)) continue;
    const match = /code is (\d{6})/.exec(msg);
    if (match) return match[1]!;
  }
  throw new Error(`no code was logged for ${target}`);
}

/** Starts a gateway listening on a free loopback port. */
export async function bootApp(fixtures: BootFixtures, options: StartOptions = {}): Promise<TestApp> {
  const seeded = (options.seeded ?? true) && !firstBootOnly.some((key) => options.env?.[key] !== undefined);
  const dataDir = await mkdtemp(path.join(tmpdir(), "crucible-test-"));
  // The seeded rows name blobs (the demo data): this file's own copy of them, never a shared folder.
  if (seeded && fixtures.seededBlobs)
    await cp(fixtures.seededBlobs, path.join(dataDir, "blobs"), { recursive: true });
  const log: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        try {
          const parsed = JSON.parse(line) as { level?: number; msg?: string };
          log.push({ level: parsed.level ?? 30, msg: parsed.msg ?? "" });
        } catch {
          log.push({ level: 30, msg: line });
        }
      }
      done();
    },
  });
  const pgClone = fixtures.databaseUrl
    ? await cloneTemplate(fixtures, seeded ? fixtures.seededTemplateDatabase : fixtures.templateDatabase)
    : null;
  const config = loadConfig({
    ...baseEnv(dataDir),
    ...(pgClone ? { DATABASE_URL: pgClone.url } : {}),
    ...(options.env ?? {}),
  });
  const dump = seeded ? fixtures.pgliteSeededDump : fixtures.pgliteDump;
  const clock = createTestClock();
  let app: App;
  try {
    app = await createApp({
      config,
      clock,
      logger: { level: "info", stream },
      ...(pgClone ? {} : { pgliteDir: "memory://", loadDataDir: new Blob([await readFile(dump)]) }),
    });
    await app.server.listen({ port: 0, host: "127.0.0.1" });
  } catch (error) {
    await pgClone?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.addresses()[0];
  if (!address || typeof address === "string") throw new Error("the gateway is not listening on a port");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    driver: app.database.driver,
    log,
    clock,
    client: () => new Client(url),
    async admin() {
      const client = new Client(url);
      await client.ok("/api/sys/user/login", { Account: adminAccount, Password: adminPassword });
      return client;
    },
    lastCode: (target) => findCode(log, target),
    async stop() {
      await app.close();
      await pgClone?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
