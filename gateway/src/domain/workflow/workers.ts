/**
 * Which workers are alive and what they run. Every scheduler registers its routes ("local", "sandbox",
 * "container", "slurm") in the `workers` table and renews the row while it lives; a submit is refused
 * with JobWorkerNotFound when no live worker runs the route its task needs, instead of waiting forever.
 * Schedulers of this very process count at once (before their first write), so that a gateway with its
 * own scheduler never refuses work in the moment between its start and the first renewal.
 */
import { hostname } from "node:os";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { containerImages, workers, type ModuleRow } from "../../db/schema.js";
import type { ExecutorRoute } from "../../executors/types.js";
import type { Config } from "../../config.js";

/** Routes served by the schedulers of this process, per database. */
const inProcess = new WeakMap<Database, Map<string, readonly ExecutorRoute[]>>();

/** What the route names mean to a user (the JobWorkerNotFound message). */
const routeNames: Record<ExecutorRoute, string> = {
  local: "modules on the workers' own machines",
  sandbox: "processors (a sandbox with bubblewrap)",
  container: "container modules (podman)",
  slurm: "Slurm",
};

export function routeName(route: ExecutorRoute): string {
  return routeNames[route];
}

export function addLocalWorker(db: Database, workerId: string, routes: readonly ExecutorRoute[]): void {
  let map = inProcess.get(db);
  if (!map) {
    map = new Map();
    inProcess.set(db, map);
  }
  map.set(workerId, routes);
}

export function removeLocalWorker(db: Database, workerId: string): void {
  inProcess.get(db)?.delete(workerId);
}

/** Inserts or renews this worker's row. */
export async function renewWorker(
  db: Database,
  workerId: string,
  routes: readonly ExecutorRoute[],
): Promise<void> {
  await db
    .insert(workers)
    .values({ id: workerId, host: hostname(), pid: process.pid, routes: [...routes] })
    .onConflictDoUpdate({ target: workers.id, set: { seenAt: new Date(), routes: [...routes] } });
}

/** Removes this worker's row (a clean stop); rows of dead workers simply go stale. */
export async function forgetWorker(db: Database, workerId: string): Promise<void> {
  await db.delete(workers).where(eq(workers.id, workerId));
}

/** Whether some live worker (of this process, or one seen within `staleMs`) runs `route`. */
export async function routeServed(db: Database, route: ExecutorRoute, staleMs: number): Promise<boolean> {
  for (const routes of inProcess.get(db)?.values() ?? []) if (routes.includes(route)) return true;
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(
      and(
        gt(workers.seenAt, new Date(Date.now() - staleMs)),
        sql`${workers.routes} @> ${JSON.stringify([route])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Where a module's tasks run: its own choice, else its image's, else the platform default. */
export async function moduleRoute(db: Database, config: Config, module: ModuleRow): Promise<ExecutorRoute> {
  let choice = module.executor;
  if (choice === null && module.imageId !== null) {
    const [image] = await db
      .select({ executor: containerImages.executor })
      .from(containerImages)
      .where(eq(containerImages.id, module.imageId));
    choice = image?.executor ?? null;
  }
  if ((choice ?? config.defaultExecutor) === "slurm") return "slurm";
  return module.runner === "container" ? "container" : "local";
}

/** How long a worker's row counts as alive without a renewal. */
export function workerStaleMs(config: Config): number {
  return Math.max(30_000, config.taskLeaseMs * 2);
}
