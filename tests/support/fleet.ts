/**
 * Several real gateway processes (and `crucible worker` processes) sharing one PostgreSQL database
 * and one data folder, as a fleet on separate machines would share them. Only on PostgreSQL: PGlite is
 * one process's embedded database. Used by the fleet suite (`npm run test:fleet`, tests/fleet).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { freePort, killHard, startGatewayProcess, type GatewayProcess } from "./gatewayProcess.js";
import { databaseUrlFor, repoRoot, safeIdentifier, tmpRoot } from "./paths.js";

export const fleetAdminPassword = "Admin#Fleet2026";

/** The PostgreSQL server the fleet suite runs on (DATABASE_URL names any database on it). */
export function fleetServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("postgres")) {
    throw new Error(
      "the fleet suite runs on PostgreSQL: set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test",
    );
  }
  return url;
}

export interface Fleet {
  /** The shared database's URL. */
  readonly databaseUrl: string;
  /** The shared data folder (blobs). */
  readonly dataDir: string;
  readonly gateways: GatewayProcess[];
  readonly workers: ChildProcess[];
  /** Starts one more gateway on the shared database and data folder. */
  addGateway(env?: Record<string, string>): Promise<GatewayProcess>;
  /** Starts one more `crucible worker` (scheduler without HTTP) on the shared database and data folder. */
  addWorker(env?: Record<string, string>): Promise<ChildProcess>;
  /** Kills everything and drops the database and folders. */
  stop(): Promise<void>;
}

/** The environment of every process of the fleet: one database, one data folder, one administrator. */
function fleetEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    CRUCIBLE_DATA_DIR: dataDir,
    CRUCIBLE_ADMIN_PASSWORD: fleetAdminPassword,
    CRUCIBLE_PODMAN: "false",
    CRUCIBLE_WARM_UP: "false",
    LOG_LEVEL: "warn",
  };
}

export interface FleetOptions {
  gateways?: number;
  workers?: number;
  /** Settings for every process (a process's own env comes after). */
  env?: Record<string, string>;
}

/**
 * A fresh database on the fleet's PostgreSQL server and a fresh data folder; the first gateway
 * migrates and seeds it, the others start after it (so they find the schema there).
 */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const server = fleetServerUrl();
  const name = safeIdentifier(`fleet_${randomBytes(6).toString("hex")}`);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = databaseUrlFor(server, name);
  await mkdir(tmpRoot, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpRoot, "fleet-"));
  const gateways: GatewayProcess[] = [];
  const workers: ChildProcess[] = [];
  const shared = { ...fleetEnv(databaseUrl, dataDir), ...options.env };

  const fleet: Fleet = {
    databaseUrl,
    dataDir,
    gateways,
    workers,
    async addGateway(env = {}) {
      const gateway = await startGatewayProcess(dataDir, { ...shared, ...env });
      gateways.push(gateway);
      return gateway;
    },
    async addWorker(env = {}) {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "gateway/src/worker.ts")],
        {
          cwd: repoRoot,
          env: { ...process.env, ...shared, PORT: String(await freePort()), ...env },
          stdio: ["ignore", "ignore", "inherit"],
        },
      );
      workers.push(child);
      return child;
    },
    async stop() {
      await Promise.all(gateways.map((gateway) => killHard(gateway)));
      await Promise.all(
        workers.map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGKILL");
          await exited;
        }),
      );
      const drop = new pg.Client({ connectionString: server });
      await drop.connect();
      try {
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    for (let i = 0; i < (options.gateways ?? 2); i += 1) await fleet.addGateway();
    for (let i = 0; i < (options.workers ?? 0); i += 1) await fleet.addWorker();
  } catch (error) {
    await fleet.stop();
    throw error;
  }
  return fleet;
}
