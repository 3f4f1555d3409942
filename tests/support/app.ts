/**
 * Starts a real gateway for one test file: from the migrated PGlite dump, or on a clone of the
 * PostgreSQL template database; its own blob folder, a known administrator and a captured log.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { inject } from "vitest";
import { createApp, type App } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { Client } from "./http.js";
import { databaseUrlFor, safeIdentifier } from "./paths.js";

export const adminAccount = "admin";
export const adminPassword = "Admin#Test2026";

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
}

async function cloneTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject("databaseUrl");
  const template = safeIdentifier(inject("templateDatabase"));
  const name = safeIdentifier(`${inject("runId")}_${randomBytes(5).toString("hex")}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Two files cloning the same template at once: PostgreSQL refuses the second while the first copies.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
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
export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "crucible-test-"));
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
  const pgClone = inject("databaseUrl") ? await cloneTemplate() : null;
  const config = loadConfig({
    CRUCIBLE_DATA_DIR: dataDir,
    CRUCIBLE_ADMIN_ACCOUNT: adminAccount,
    CRUCIBLE_ADMIN_PASSWORD: adminPassword,
    // No container engine unless a test asks for one (CRUCIBLE_PODMAN): a test gateway neither
    // checks podman at start nor builds the shipped module's image.
    CRUCIBLE_PODMAN: "false",
    ...(pgClone ? { DATABASE_URL: pgClone.url } : {}),
    ...(options.env ?? {}),
  });
  const dump = inject("pgliteDump");
  let app: App;
  try {
    app = await createApp({
      config,
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
