/**
 * Wake-up benchmark (issue 9): time from a task becoming pending (its row created by a submit) to the
 * task being claimed (doing), with a free worker, median and p95 over 40 single-task jobs: a scheduler
 * woken by the database's notification (created -> NOTIFY -> wake -> claim) vs the same scheduler
 * polling every 500 ms only. On PGlite, and on PostgreSQL too when DATABASE_URL is set. Figures only.
 *
 *   node --import tsx tests/bench/wakeup.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { createApp, type App } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { tasks } from "../../gateway/src/db/jobs.js";
import { modules } from "../../gateway/src/db/modules.js";
import { connectSchedulerWakeups } from "../../gateway/src/domain/events.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const noop = path.join(repoRoot, "tests", "engine-modules", "noop.mjs");
const jobsPerRun = 40;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds from each task's creation to its claim, over `jobsPerRun` jobs submitted one by one. */
async function pendingToDoing(app: App, base: string, cookie: string, moduleId: number, wake: boolean) {
  const scheduler = createScheduler(app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
    pollMs: 500,
  });
  const disconnect = wake ? connectSchedulerWakeups(app.events, scheduler) : () => undefined;
  scheduler.start();
  const waits: number[] = [];
  try {
    for (let i = 0; i < jobsPerRun; i++) {
      const response = await fetch(`${base}/api/workflow_job/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ Name: `wake-${i}`, Tasks: [{ Key: "a", ModuleId: moduleId, Args: {} }] }),
      });
      const jobId = ((await response.json()) as { Data: { Id: number } }).Data.Id;
      for (;;) {
        const [row] = await app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId));
        if (row?.startedAt) {
          waits.push(row.startedAt.getTime() - row.createdAt.getTime());
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // A free worker for the next one, submitted at a random moment: right after a run the scheduler
      // ticks (a freed slot is filled at once), which would catch the next submit without any wake-up.
      await scheduler.idle();
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 500));
    }
  } finally {
    disconnect();
    await scheduler.stop();
  }
  waits.sort((a, b) => a - b);
  return { median: percentile(waits, 50), p95: percentile(waits, 95) };
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-wake-"));
  const config = {
    ...loadConfig({ CRUCIBLE_SCHEDULER: "false", CRUCIBLE_WARM_UP: "false" }),
    dataDir: work,
    adminPassword: "Admin#Bench2026",
    databaseUrl,
  };
  const app = await createApp({ config, pgliteDir: "memory://", logger: false });
  try {
    await app.server.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.addresses()[0] as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const post = (p: string, body: unknown) =>
      fetch(`${base}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const account = `wake${Date.now()}`;
    await post("/api/user/register", {
      Account: account,
      Password: "Bench#2026x",
      Name: "Bench",
      Email: `${account}@example.org`,
      CompanyName: "Bench",
    });
    const login = await post("/api/user/login", { Account: account, Password: "Bench#2026x" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const [module] = await app.services.db
      .insert(modules)
      .values({
        key: `bench/wake-noop-${account}`,
        name: "noop",
        script: path.relative(path.join(repoRoot, "gateway", "modules"), noop),
        tokenPrice: 0,
      })
      .returning();
    const woken = await pendingToDoing(app, base, cookie, module!.id, true);
    const polled = await pendingToDoing(app, base, cookie, module!.id, false);
    const where = app.database.driver === "postgres" ? "PostgreSQL" : "PGlite";
    console.log(
      `pending -> doing, free worker, ${jobsPerRun} jobs on ${where}: wake on notify median ${woken.median} ms, p95 ${woken.p95} ms (goal <= 50 ms median) vs polling every 500 ms only median ${polled.median} ms, p95 ${polled.p95} ms`,
    );
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The wake-up figures on PGlite, and on PostgreSQL when DATABASE_URL is set. */
export async function runWakeupBenchmarks(): Promise<void> {
  await benchOn(undefined);
  if (process.env.DATABASE_URL) await benchOn(process.env.DATABASE_URL);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runWakeupBenchmarks().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
