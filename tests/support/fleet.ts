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

/** HAProxy from Debian (`apt-get install -y haproxy`), run with a generated config, not as the service. */
export const haproxyBin = process.env.CRUCIBLE_HAPROXY ?? "/usr/sbin/haproxy";

/** A gateway's state as the balancer sees it (its stats CSV): UP, DOWN, or a transition (UP 1/2...). */
export type BalancerState = string;

export interface Balancer {
  /** The balancer's address: the fleet's one public URL. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Each gateway's state as the balancer's health checks see it, in the fleet's order. */
  states(): Promise<BalancerState[]>;
  /** Waits until the balancer sees every gateway as `state` ("UP" or "DOWN"). */
  waitAll(state: "UP" | "DOWN", ms?: number): Promise<void>;
}

export interface Fleet {
  /** The balancer's address with `balancer: true`; else the first gateway's. */
  readonly url: string;
  /** HAProxy in front of the gateways (`balancer: true`), else null. */
  readonly balancer: Balancer | null;
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
  /**
   * Stops gateway `index` with SIGTERM (it drains), waits for its exit and starts it again on the same
   * port (where the balancer expects it); answers how it exited.
   */
  restartGateway(index: number): Promise<{ code: number | null; signal: string | null }>;
  /** A statement on the shared database (test set-up: modules from scripts, ledger reads). */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
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
  /** HAProxy in front of the gateways, round robin with health checks on /healthz (fleet.url). */
  balancer?: boolean;
  /** Settings for every process (a process's own env comes after). */
  env?: Record<string, string>;
  /** The PostgreSQL server (any database on it); by default DATABASE_URL's (fleetServerUrl). */
  serverUrl?: string;
  /** The checkout the gateways and workers run from (another commit's, a bench's baseline). */
  root?: string;
}

/** How often the balancer checks each gateway's /healthz (ms); the fleet's gateways drain for 2 s. */
export const balancerCheckMs = 300;

/** The balancer's config, the one docker-compose.yml and scripts/fleet-up.sh use (addresses from the environment). */
export const haproxyConfigFile = path.join(repoRoot, "deploy", "haproxy.cfg");

/** Starts HAProxy (deploy/haproxy.cfg) before two gateways; waits until it sees them both UP. */
export async function startBalancer(gateways: readonly string[]): Promise<Balancer> {
  if (gateways.length !== 2) throw new Error("deploy/haproxy.cfg balances two gateways");
  const port = await freePort();
  const statsPort = await freePort();
  const address = (url: string) => new URL(url).host;
  // -db: in the foreground, no daemon; its log (a gateway going DOWN) goes to stdout, ignored here.
  const child = spawn(haproxyBin, ["-db", "-f", haproxyConfigFile], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      CRUCIBLE_LB_BIND: `127.0.0.1:${port}`,
      CRUCIBLE_LB_STATS_BIND: `127.0.0.1:${statsPort}`,
      CRUCIBLE_LB_GATEWAY1: address(gateways[0]!),
      CRUCIBLE_LB_GATEWAY2: address(gateways[1]!),
      CRUCIBLE_LB_CHECK_MS: String(balancerCheckMs),
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const states = async (): Promise<BalancerState[]> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = "", ...rows] = csv.replace(/^# /, "").trim().split("\n");
    const columns = header.split(",");
    const at = (name: string) => columns.indexOf(name);
    return rows
      .map((row) => row.split(","))
      .filter((cells) => cells[at("pxname")] === "gateways" && /^gw\d+$/.test(cells[at("svname")] ?? ""))
      .sort((a, b) => Number(a[at("svname")]!.slice(2)) - Number(b[at("svname")]!.slice(2)))
      .map((cells) => cells[at("status")] ?? "");
  };
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    child,
    states,
    async waitAll(state, ms = 60_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${stderr}`);
        const seen = await states().catch(() => [] as string[]);
        if (seen.length === gateways.length && seen.every((s) => s === state)) return;
        if (Date.now() > deadline)
          throw new Error(`the balancer sees ${JSON.stringify(seen)}, not all ${state}:\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  try {
    await balancer.waitAll("UP");
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return balancer;
}

/** Sends `signal` to a child process and waits for its exit. */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return { code: child.exitCode, signal: child.signalCode };
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, sig) => resolve({ code, signal: sig })),
  );
  child.kill(signal);
  return exited;
}

/**
 * A fresh database on the fleet's PostgreSQL server and a fresh data folder; the first gateway
 * migrates and seeds it, the others start after it (so they find the schema there).
 */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const server = options.serverUrl ?? fleetServerUrl();
  const root = options.root ?? repoRoot;
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
  const shared = {
    ...fleetEnv(databaseUrl, dataDir),
    // Behind the balancer a gateway's /healthz is unhealthy this long before its port closes on SIGTERM:
    // several of the balancer's checks (balancerCheckMs), with room for a busy machine.
    ...(options.balancer ? { CRUCIBLE_DRAIN_SECONDS: "2" } : {}),
    ...options.env,
  };

  let balancer: Balancer | null = null;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const fleet: Fleet = {
    get url() {
      if (balancer) return balancer.url;
      const first = gateways[0];
      if (!first) throw new Error("the fleet has no gateway");
      return first.url;
    },
    get balancer() {
      return balancer;
    },
    databaseUrl,
    dataDir,
    gateways,
    workers,
    async addGateway(env = {}) {
      const gateway = await startGatewayProcess(dataDir, { ...shared, ...env }, root);
      gateways.push(gateway);
      return gateway;
    },
    async addWorker(env = {}) {
      const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "gateway/src/worker.ts")], {
        cwd: root,
        env: { ...process.env, ...shared, PORT: String(await freePort()), ...env },
        stdio: ["ignore", "pipe", "inherit"],
      });
      workers.push(child);
      // Ready once it says so and its row is in the workers table (submits look there).
      let out = "";
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${out}`)), 120_000);
        child.stdout?.on("data", (chunk: Buffer) => {
          out = (out + chunk.toString("utf8")).slice(-4000);
          if (out.includes(" worker info: ready:")) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`the worker exited with ${code}:\n${out}`));
        });
      });
      for (;;) {
        const rows = await pool.query("select 1 from workers where pid = $1", [child.pid]);
        if (rows.rowCount) break;
        if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${out}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return child;
    },
    async restartGateway(index) {
      const gateway = gateways[index];
      if (!gateway) throw new Error(`no gateway ${index}`);
      const exit = await stopChild(gateway.child, "SIGTERM");
      const port = new URL(gateway.url).port;
      gateways[index] = await startGatewayProcess(dataDir, { ...shared, PORT: port }, root);
      return exit;
    },
    async query<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
      return (await pool.query<T>(text, values)).rows;
    },
    async stop() {
      if (balancer) await stopChild(balancer.child, "SIGKILL");
      await pool.end();
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
    if (options.balancer) balancer = await startBalancer(gateways.map((gateway) => gateway.url));
  } catch (error) {
    await fleet.stop();
    throw error;
  }
  return fleet;
}
