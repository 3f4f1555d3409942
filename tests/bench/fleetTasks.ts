/**
 * No-op tasks over two `crucible worker` processes (issue 24): 10,000 tasks in fan-out jobs on one
 * PostgreSQL database, one task at a time on each worker, against a bare loop spawning the same
 * processes two at a time from a small process of its own, on the same cores, in one run. Also the SQL
 * statements each worker sent per task. PostgreSQL only (BENCH_DATABASE_URL or DATABASE_URL).
 * Alone: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx -e
 * 'import("./tests/bench/fleetTasks.ts").then((m) => m.runFleetTaskBenchmark())'` (BENCH_TASKS=1000
 * for a shorter run).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { tasks } from "../../gateway/src/db/jobs.js";
import { modules } from "../../gateway/src/db/modules.js";
import { fleetAdminPassword, startFleet } from "../support/fleet.js";
import { Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";
import { bareLoopInSmallProcess, noopModule } from "./workflow.js";

const perJob = 200;

export async function runFleetTaskBenchmark(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl?.startsWith("postgres")) {
    console.log("fleet no-op tasks: skipped, it needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL)");
    return;
  }
  const count = Number(process.env.BENCH_TASKS ?? 10_000);
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = serverUrl;
  const fleet = await startFleet({ gateways: 1, env: { CRUCIBLE_SCHEDULER: "false" } });
  if (previous === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previous;
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-fleet-"));
  const pool = new pg.Pool({ connectionString: fleet.databaseUrl, max: 2 });
  const db = drizzle(pool);
  const workers: ChildProcess[] = [];
  try {
    const gateway = fleet.gateways[0];
    if (!gateway) throw new Error("the fleet has no gateway");
    const client = new Client(gateway.url);
    const account = { Account: "fleetbench", Password: "Bench#2026x" };
    await client.ok("/api/user/register", {
      ...account,
      Name: "Bench",
      Email: "fleetbench@example.org",
      CompanyName: "Bench",
    });
    await client.ok("/api/user/login", account);
    // The jobs go in together (perJob tasks each), past the running-job limit of a new user (5).
    const admin = new Client(gateway.url);
    await admin.ok("/api/sys/user/login", { Account: "admin", Password: fleetAdminPassword });
    const commerce = "/api/sys/key_data/commerce_config";
    const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(`${commerce}/read_data_json`);
    await admin.ok(`${commerce}/save_data_json`, {
      DataJson: { ...DataJson, BaseRunningJobs: Math.ceil(count / perJob) + 1 },
    });
    const [module] = await db.insert(modules).values(noopModule).returning();
    if (!module) throw new Error("no module");
    // The workers start first (a submit needs a live worker), are paused while the jobs go in and
    // resumed together: the time counts only their work.
    const files = [0, 1].map((i) => path.join(work, `statements-${i}`));
    const ready: Promise<void>[] = [];
    for (const file of files) {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "tests/bench/countingWorker.ts")],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: fleet.databaseUrl,
            CRUCIBLE_DATA_DIR: fleet.dataDir,
            CRUCIBLE_PODMAN: "false",
            CRUCIBLE_CONCURRENCY: "1",
            BENCH_STATEMENTS_FILE: file,
            LOG_LEVEL: "warn",
          },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      workers.push(child);
      ready.push(
        new Promise((resolve, reject) => {
          let out = "";
          child.stdout?.on("data", (chunk: Buffer) => {
            out += chunk.toString("utf8");
            if (out.includes("ready:")) resolve();
          });
          child.once("exit", (code) => reject(new Error(`a worker exited with ${code}`)));
        }),
      );
    }
    await Promise.all(ready);
    const counted = async () =>
      (await Promise.all(files.map((file) => readFile(file, "utf8").catch(() => "")))).reduce(
        (sum, text) => sum + Number(text || 0),
        0,
      );
    for (const child of workers) child.kill("SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const statementsBefore = await counted();
    for (const child of workers) child.kill("SIGSTOP");
    const jobIds: number[] = [];
    for (let submitted = 0; submitted < count; submitted += perJob) {
      const size = Math.min(perJob, count - submitted);
      const job = await client.ok<{ Id: number }>("/api/workflow_job/submit", {
        Name: `fan-${submitted}`,
        Tasks: [
          { Key: "root", ModuleId: module.id, Args: {} },
          ...Array.from({ length: size - 1 }, (_, i) => ({
            Key: `t${i}`,
            ModuleId: module.id,
            Args: {},
            DependsOn: ["root"],
          })),
        ],
      });
      jobIds.push(job.Id);
    }

    const started = process.hrtime.bigint();
    for (const child of workers) child.kill("SIGCONT");
    for (;;) {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(tasks)
        .where(sql`${inArray(tasks.jobId, jobIds)} and ${tasks.state} not in ('done', 'abort')`);
      if ((row?.open ?? 1) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const fleetSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await Promise.all(
      workers.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    const statements = (await counted()) - statementsBefore;
    const [done] = await db
      .select({ done: sql<number>`count(*)::int` })
      .from(tasks)
      .where(sql`${inArray(tasks.jobId, jobIds)} and ${tasks.state} = 'done'`);
    const bareSeconds = await bareLoopInSmallProcess(count, work);
    console.log(
      `${count.toLocaleString("en-US")} no-op tasks over two workers (one at a time each, PostgreSQL): ${fleetSeconds.toFixed(1)} s (${done?.done ?? 0} done) vs a bare spawn loop two at a time ${bareSeconds.toFixed(1)} s: throughput ratio ${(bareSeconds / fleetSeconds).toFixed(2)}x (goal >= 0.9x); ${(statements / count).toFixed(1)} SQL statements per task (both workers)`,
    );
  } finally {
    for (const child of workers)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await pool.end();
    await fleet.stop();
    await rm(work, { recursive: true, force: true });
  }
}
