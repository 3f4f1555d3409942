/**
 * The back office's view of typed worker pools (issue 24, item 4): the live workers grouped by the
 * labels they offer (CRUCIBLE_WORKER_LABELS; none: the `default` pool), each pool with its workers as
 * their last renewal announced them, its load (tasks running under its workers) and its queue (pending
 * tasks whose module and image need no label the pool lacks). Workflow.Job.Read, Workflow switch on.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { tasks, workers, type WorkerRow } from "../../db/jobs.js";
import type { Granted } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { workerStaleMs } from "../workers/workers.js";

export interface PoolWorker {
  readonly row: WorkerRow;
  /** Tasks running under this worker's lease. */
  readonly running: number;
}

export interface WorkerPool {
  /** The labels joined with "+", or `default` for workers that offer none. */
  readonly name: string;
  readonly labels: readonly string[];
  readonly workers: readonly PoolWorker[];
  readonly cpus: number;
  readonly memoryMb: number;
  readonly running: number;
  /** Pending tasks this pool's workers could take (their labels are all offered here). */
  readonly queued: number;
}

export function poolName(labels: readonly string[]): string {
  return labels.length > 0 ? [...labels].sort().join("+") : "default";
}

export async function listWorkerPools(ctx: Ctx, _actor: Granted<"Workflow.Job.Read">): Promise<WorkerPool[]> {
  const live = await ctx.db
    .select()
    .from(workers)
    .where(gt(workers.seenAt, new Date(ctx.clock.ms() - workerStaleMs(ctx.config))))
    .orderBy(workers.startedAt);
  const runningRows = await ctx.db
    .select({ owner: tasks.leaseOwner, n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.state, "doing"), sql`${tasks.leaseOwner} is not null`))
    .groupBy(tasks.leaseOwner);
  const running = new Map(runningRows.map((r) => [r.owner!, Number(r.n)]));
  const byName = new Map<string, { labels: string[]; workers: PoolWorker[] }>();
  for (const row of live) {
    const labels = [...row.labels].sort();
    const name = poolName(labels);
    const pool = byName.get(name) ?? { labels, workers: [] };
    pool.workers.push({ row, running: running.get(row.id) ?? 0 });
    byName.set(name, pool);
  }
  const pools: WorkerPool[] = [];
  for (const [name, pool] of [...byName.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    // The pending tasks whose needs (module's and image's labels) this pool offers.
    const result = await ctx.db.execute(sql`
      select count(*)::int as n from ${tasks} t
      left join modules m on m.id = t.module_id
      left join container_images ci on ci.id = m.image_id
      where t.state = 'pending'
        and (coalesce(m.labels, '[]'::jsonb) || coalesce(ci.labels, '[]'::jsonb)) <@ ${JSON.stringify(pool.labels)}::jsonb`);
    const queued = Number((result as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
    pools.push({
      name,
      labels: pool.labels,
      workers: pool.workers,
      cpus: pool.workers.reduce((sum, w) => sum + w.row.cpus, 0),
      memoryMb: pool.workers.reduce((sum, w) => sum + w.row.memoryMb, 0),
      running: pool.workers.reduce((sum, w) => sum + w.running, 0),
      queued,
    });
  }
  return pools;
}
