/**
 * The real gateway as a child process (for tests that kill it with SIGKILL and start it again on the
 * same data folder). It always runs on the embedded database in its own folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { repoRoot } from "./paths.js";

export const processAdminPassword = "Admin#Crash2026";

export interface GatewayProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts `gateway/src/main.ts` on PGlite in `dataDir` and waits for /healthz; `env` adds settings (its
 * PORT, when set, is the port: a gateway restarted where a balancer expects it). `root` is the
 * checkout it runs from (another commit's, for a bench's baseline); this one by default.
 */
export async function startGatewayProcess(
  dataDir: string,
  env: Record<string, string> = {},
  root = repoRoot,
): Promise<GatewayProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "gateway/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      CRUCIBLE_DATA_DIR: dataDir,
      CRUCIBLE_ADMIN_PASSWORD: processAdminPassword,
      CRUCIBLE_WARM_UP: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The last lines it printed, to say why when it does not start.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  // A first boot (migrations and seeding) on a machine shared with other jobs can take over a minute.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the gateway did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills the gateway with SIGKILL (no drain, no clean close) and waits until it is gone. */
export async function killHard(gateway: GatewayProcess): Promise<void> {
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  const exited = new Promise((resolve) => gateway.child.once("exit", resolve));
  gateway.child.kill("SIGKILL");
  await exited;
}

/** Pids of live processes (not zombies: those only wait for their parent) whose command line holds `marker`. */
export async function markedProcesses(marker: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8");
      const stat = await readFile(`/proc/${entry}/stat`, "utf8");
      const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
      if (cmdline.includes(marker) && state !== "Z") found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}
