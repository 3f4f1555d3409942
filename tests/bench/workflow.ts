/**
 * Workflow benchmarks (issue 4): 1,000 no-op tasks in fan-out DAGs through the scheduler and the
 * local executor vs a bare loop spawning the same 1,000 processes (same concurrency); the median time
 * from pending to doing; SQL statements for a GraphQL list of N=10 and N=100 jobs with their tasks,
 * modules and owners. Figures and ratios only.
 */
import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { startBenchApp } from "./app.js";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { tasks } from "../../gateway/src/db/jobs.js";
import { modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const noop = path.join(repoRoot, "tests", "engine-modules", "noop.mjs");
const concurrency = 2;

/** The no-op module's row: a free engine module running tests/engine-modules/noop.mjs. */
export const noopModule = {
  key: "bench/noop",
  name: "noop",
  script: path.relative(path.join(repoRoot, "gateway", "modules"), noop),
  tokenPrice: 0,
};

async function bareLoop(count: number): Promise<number> {
  const started = process.hrtime.bigint();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await new Promise<void>((resolve, reject) => {
        const child = spawn("/bin/sh", ["-c", `exec ${process.execPath} ${noop} args.json`], {
          stdio: "ignore",
        });
        child.on("error", reject);
        child.on("close", () => resolve());
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * The same loop in a small Node process of its own (which holds nothing, so its forks are cheap):
 * the best a spawn loop does on this machine, whatever process it starts from.
 */
export async function bareLoopInSmallProcess(count: number, dir: string): Promise<number> {
  const script = path.join(dir, "bare-loop.mjs");
  await writeFile(
    script,
    `import { spawn } from "node:child_process";
const started = process.hrtime.bigint();
let next = 0;
const worker = async () => {
  while (next < ${count}) {
    next += 1;
    await new Promise((resolve, reject) => {
      const child = spawn("/bin/sh", ["-c", ${JSON.stringify(`exec ${process.execPath} ${noop} args.json`)}], { stdio: "ignore" });
      child.on("error", reject);
      child.on("close", () => resolve());
    });
  }
};
await Promise.all(Array.from({ length: ${concurrency} }, worker));
console.log(Number(process.hrtime.bigint() - started) / 1e9);
`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`bare loop exited ${code}`)),
    );
  });
}

export async function runWorkflowBenchmarks(): Promise<void> {
  const { work, app, base } = await startBenchApp("wf", {
    env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_WARM_UP: "false" },
    // PGlite in memory unless BENCH_DATABASE_URL names a PostgreSQL database.
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  const scheduler = createScheduler(app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency,
    pollMs: 50,
  });
  try {
    const post = async (p: string, body: unknown, cookie = "") => {
      const response = await fetch(`${base}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
      return { response, body: (await response.json()) as { Error: unknown; Data: { Id: number } } };
    };
    await post("/api/user/register", {
      Account: "bench1",
      Password: "Bench#2026x",
      Name: "Bench",
      Email: "bench@example.org",
      CompanyName: "Bench",
    });
    const login = await post("/api/user/login", { Account: "bench1", Password: "Bench#2026x" });
    const cookie = (login.response.headers.get("set-cookie") ?? "").split(";")[0]!;
    const [module] = await app.services.db.insert(modules).values(noopModule).returning();
    const waitAll = async (jobIds: number[]) => {
      for (;;) {
        await scheduler.tick();
        await scheduler.idle();
        const rows = await app.services.db
          .select({ state: tasks.state })
          .from(tasks)
          .where(inArray(tasks.jobId, jobIds));
        if (rows.every((r) => r.state === "done" || r.state === "abort")) return;
      }
    };

    // (a) 1,000 no-op tasks: five jobs, each a root and 199 tasks that depend on it.
    const fanOut = (name: string) => ({
      Name: name,
      Tasks: [
        { Key: "root", ModuleId: module!.id, Args: {} },
        ...Array.from({ length: 199 }, (_, i) => ({
          Key: `t${i}`,
          ModuleId: module!.id,
          Args: {},
          DependsOn: ["root"],
        })),
      ],
    });
    const jobIds: number[] = [];
    for (let i = 0; i < 5; i++)
      jobIds.push((await post("/api/workflow_job/submit", fanOut(`fan-${i}`), cookie)).body.Data.Id);
    const started = process.hrtime.bigint();
    const statementsBefore = statementCounter.count;
    const cpuBefore = process.cpuUsage();
    await waitAll(jobIds);
    const engineSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const engineCpu = process.cpuUsage(cpuBefore);
    const statements = statementCounter.count - statementsBefore;
    const bareCpuBefore = process.cpuUsage();
    const bareSeconds = await bareLoop(1000);
    const bareCpu = process.cpuUsage(bareCpuBefore);
    const smallSeconds = await bareLoopInSmallProcess(1000, work);
    const cpuMsPerTask = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000 / 1000;
    // Throughput as the issue counts it (bare / engine: 1.0 means no overhead), and the two figures
    // that do not move with the machine's load: SQL statements per task and the gateway process's
    // own CPU per task (its children's CPU is not in it), against the bare loop's spawning alone.
    console.log(
      `1,000 no-op tasks (5 fan-out DAGs, ${concurrency} at a time): scheduler + local executor ${engineSeconds.toFixed(1)} s vs bare spawn loop ${bareSeconds.toFixed(1)} s: throughput ratio ${(bareSeconds / engineSeconds).toFixed(2)}x (goal >= 0.9x); ${(statements / 1000).toFixed(1)} SQL statements per task; gateway CPU per task ${cpuMsPerTask(engineCpu).toFixed(1)} ms vs ${cpuMsPerTask(bareCpu).toFixed(1)} ms for the bare loop's spawn`,
    );
    // The local executor starts tasks from a small launcher process (executors/launcher.ts), so the
    // loop above, which forks the gateway's process, is not the floor: this one is.
    console.log(
      `  the same bare loop from a small process of its own: ${smallSeconds.toFixed(1)} s: scheduler + local executor at ${(smallSeconds / engineSeconds).toFixed(2)}x of it`,
    );

    // (b) Pending to doing: single-task jobs submitted to an idle scheduler polling every 500 ms.
    const polling = createScheduler(app.services, localExecutors(createLocalExecutor()), () => undefined, {
      ...defaultSchedulerOptions,
      concurrency,
    });
    polling.start();
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const id = (
        await post(
          "/api/workflow_job/submit",
          { Name: `single-${i}`, Tasks: [{ Key: "a", ModuleId: module!.id, Args: {} }] },
          cookie,
        )
      ).body.Data.Id;
      for (;;) {
        const [row] = await app.services.db
          .select()
          .from(tasks)
          .where(inArray(tasks.jobId, [id]));
        if (row?.startedAt) {
          waits.push(row.startedAt.getTime() - row.createdAt.getTime());
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await polling.idle();
    }
    await polling.stop();
    waits.sort((a, b) => a - b);
    console.log(
      `pending -> doing (20 single-task jobs, poll every 500 ms): median ${waits[10]} ms, max ${waits[19]} ms`,
    );

    // (c) SQL statements for GraphQL jobs { tasks { module } ownerAccount } with N=10 and N=100 jobs.
    const done: number[] = [];
    while (done.length < 100) {
      const batch: number[] = [];
      for (let i = 0; i < 5; i++) {
        const id = (
          await post(
            "/api/workflow_job/submit",
            {
              Name: `list-${done.length + i}`,
              Tasks: [
                { Key: "a", ModuleId: module!.id, Args: {} },
                { Key: "b", ModuleId: module!.id, Args: {}, DependsOn: ["a"] },
              ],
            },
            cookie,
          )
        ).body.Data.Id;
        batch.push(id);
      }
      await waitAll(batch);
      done.push(...batch);
    }
    const count = async (n: number) => {
      const before = statementCounter.count;
      const response = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          query: `{ jobs(query: {limit: ${n}}) { total list { id state ownerAccount tasks { key state module { key name } } } } }`,
        }),
      });
      const body = (await response.json()) as { data?: { jobs: { list: unknown[] } } };
      if (body.data?.jobs.list.length !== n) throw new Error("the list is short");
      return statementCounter.count - before;
    };
    const ten = await count(10);
    const hundred = await count(100);
    console.log(
      `SQL statements for GraphQL jobs with tasks, modules and owners: N=10: ${ten}, N=100: ${hundred}`,
    );
  } finally {
    await scheduler.stop();
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}
