/**
 * The scheduler's queue statements: promoting tasks whose inputs exist, taking back tasks of workers
 * whose lease ran out, and claiming pending tasks atomically (FOR UPDATE SKIP LOCKED) for a worker's
 * routes and offer.
 */
import { and, eq, inArray, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { jobs, tasks, type TaskRow, type TaskState } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import { containerImages, modules } from "../../db/modules.js";
import type { ExecutorRoute } from "../../executors/types.js";
import type { Services } from "../context.js";
import { promoteReady } from "../jobs/jobs.js";
import type { WorkerOffer } from "../workers/workers.js";

/** prePending tasks whose dependencies are all done become pending (approval steps: waiting). */
export async function promote(services: Services, jobId?: number): Promise<void> {
  await promoteReady(services, jobId);
}

/** Tasks whose worker stopped renewing the lease: started again, or aborted after too many starts. */
export async function recoverExpired(
  services: Services,
  maxAttempts: number,
  workerId: string,
  runningHere: readonly number[],
): Promise<number[]> {
  // A task this very worker is running is alive, however late its heartbeat (a stalled event loop).
  const expired = and(
    eq(tasks.state, "doing"),
    lt(tasks.leaseExpiresAt, services.clock.now()),
    runningHere.length > 0
      ? or(ne(tasks.leaseOwner, workerId), notInArray(tasks.id, [...runningHere]))
      : undefined,
  );
  const requeued = await services.db
    .update(tasks)
    .set({ state: "pending", leaseOwner: null, leaseExpiresAt: null, updatedAt: services.clock.now() })
    .where(and(expired, lt(tasks.attempt, maxAttempts)))
    .returning({ jobId: tasks.jobId });
  const aborted = await services.db
    .update(tasks)
    .set({
      state: "abort",
      leaseOwner: null,
      leaseExpiresAt: null,
      reason: `the worker running it stopped ${maxAttempts} times`,
      finishedAt: services.clock.now(),
      updatedAt: services.clock.now(),
    })
    .where(expired)
    .returning({ jobId: tasks.jobId });
  return [...new Set([...requeued, ...aborted].map((r) => r.jobId))];
}

/**
 * The route of a pending task, in SQL over tasks t, modules m and container_images ci: processors in
 * the sandbox; modules where their own choice, their image's, or the platform default says (Slurm),
 * else in a container for container modules, else locally.
 */
function routeSql(defaultExecutor: string) {
  return sql`case
    when t.processor_id is not null then 'sandbox'
    when coalesce(m.executor, ci.executor, ${defaultExecutor}) = 'slurm' then 'slurm'
    when m.runner = 'container' then 'container'
    else 'local' end`;
}

/** A claimed task with what its run needs of its job. */
export interface Claimed {
  readonly task: TaskRow;
  readonly ownerId: number;
  /** The project paying for the job (decided at submit); null: its owner pays. */
  readonly payerProjectId: number | null;
  /** The job's stored state when claimed: a job already `doing` needs no refresh. */
  readonly jobState: TaskState;
  /**
   * Whether the run already has meter charges: an earlier claim of it ran and was metered (a stopping
   * worker's requeue gives the attempt back, so the attempt count cannot tell).
   */
  readonly metered: boolean;
}

/**
 * What a worker's offer lets it claim, in SQL over m and ci: the labels the module and its image need
 * are all offered; a container task's image fits its CPUs and memory; a Slurm task's partition (if
 * the module names one) is one it submits to.
 */
function offerSql(route: ReturnType<typeof routeSql>, offer: WorkerOffer) {
  const partitions =
    offer.partitions.length > 0
      ? sql`m.partition in (${sql.join(
          offer.partitions.map((p) => sql`${p}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`(coalesce(m.labels, '[]'::jsonb) || coalesce(ci.labels, '[]'::jsonb)) <@ ${JSON.stringify(offer.labels)}::jsonb
    and (${route} <> 'container' or ((ci.cpu_count <= ${offer.cpus} or ${offer.cpus} <= 0)
      and (ci.memory_mb is null or ci.memory_mb <= ${offer.memoryMb} or ${offer.memoryMb} <= 0)))
    and (${route} <> 'slurm' or m.partition is null or ${partitions})`;
}

/**
 * Claims up to `limit` pending tasks of the given routes for this worker in one statement (container
 * tasks only of the images in `imageIds`, those this machine holds; only tasks its offer meets),
 * recording the route on each task; answers them with their job's owner and state (a second statement).
 */
export async function claim(
  services: Services,
  workerId: string,
  routes: readonly ExecutorRoute[],
  limit: number,
  leaseMs: number,
  imageIds: readonly number[],
  offer: WorkerOffer,
): Promise<Claimed[]> {
  if (limit <= 0 || routes.length === 0) return [];
  const expires = new Date(services.clock.ms() + leaseMs);
  const route = routeSql(services.config.defaultExecutor);
  const ofImages =
    imageIds.length > 0
      ? sql`(${route} <> 'container' or m.image_id in (${sql.join(
          imageIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql`${route} <> 'container'`;
  const result = await services.db.execute(sql`
    update ${tasks} set state = 'doing', lease_owner = ${workerId}, lease_expires_at = ${expires.toISOString()}::timestamptz,
      attempt = ${tasks.attempt} + 1, started_at = ${services.clock.sqlNow()}, updated_at = ${services.clock.sqlNow()}, executor = picked.route
    from (
      select t.id, ${route} as route from ${tasks} t
      left join ${modules} m on m.id = t.module_id
      left join ${containerImages} ci on ci.id = m.image_id
      where t.state = 'pending' and ${route} in (${sql.join(
        routes.map((r) => sql`${r}`),
        sql`, `,
      )}) and ${ofImages} and ${offerSql(route, offer)}
      order by t.id limit ${limit} for update of t skip locked) picked
    where ${tasks.id} = picked.id
    returning ${tasks.id}`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const ids = (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return services.db
    .select({
      task: tasks,
      ownerId: jobs.ownerId,
      payerProjectId: jobs.payerProjectId,
      jobState: jobs.state,
      metered: sql<boolean>`exists (select 1 from ${tokenLedger} l where l.task_id = ${tasks.id}
        and l.task_run = ${tasks.run} and l.kind = 'charge')`,
    })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(inArray(tasks.id, ids));
}
