/**
 * Which workers are alive and what they run. Every scheduler registers its routes ("local", "sandbox",
 * "container", "slurm") in the `workers` table and renews the row while it lives; a submit is refused
 * with JobWorkerNotFound when no live worker runs the route its task needs, instead of waiting forever.
 * Schedulers of this very process count at once (before their first write), so that a gateway with its
 * own scheduler never refuses work in the moment between its start and the first renewal.
 */
import { hostname } from "node:os";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { containerImages, workers, type ModuleRow } from "../../db/schema.js";
import type { ExecutorRoute } from "../../executors/types.js";
import type { Config } from "../../config.js";
import type { ImageSync } from "./imageSync.js";

/** A scheduler of this process: its routes, and its machine's images when it runs containers. */
interface LocalWorker {
  readonly routes: readonly ExecutorRoute[];
  readonly images: Pick<ImageSync, "has"> | null;
}

/** The schedulers of this process, per database. */
const inProcess = new WeakMap<Database, Map<string, LocalWorker>>();

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

export function addLocalWorker(
  db: Database,
  workerId: string,
  routes: readonly ExecutorRoute[],
  images: LocalWorker["images"] = null,
): void {
  let map = inProcess.get(db);
  if (!map) {
    map = new Map();
    inProcess.set(db, map);
  }
  map.set(workerId, { routes, images });
}

export function removeLocalWorker(db: Database, workerId: string): void {
  inProcess.get(db)?.delete(workerId);
}

/** Inserts or renews this worker's row, with the container images its machine holds. */
export async function renewWorker(
  db: Database,
  workerId: string,
  routes: readonly ExecutorRoute[],
  images: readonly number[] = [],
): Promise<void> {
  await db
    .insert(workers)
    .values({ id: workerId, host: hostname(), pid: process.pid, routes: [...routes], images: [...images] })
    .onConflictDoUpdate({
      target: workers.id,
      set: { seenAt: new Date(), routes: [...routes], images: [...images] },
    });
}

/** Removes this worker's row (a clean stop); rows of dead workers simply go stale. */
export async function forgetWorker(db: Database, workerId: string): Promise<void> {
  await db.delete(workers).where(eq(workers.id, workerId));
}

/** Rows of workers seen within `staleMs` that run `route`. */
function liveWorkersOf(route: ExecutorRoute, staleMs: number) {
  return and(
    gt(workers.seenAt, new Date(Date.now() - staleMs)),
    sql`${workers.routes} @> ${JSON.stringify([route])}::jsonb`,
  );
}

/** Whether some live worker (of this process, or one seen within `staleMs`) runs `route`. */
export async function routeServed(db: Database, route: ExecutorRoute, staleMs: number): Promise<boolean> {
  for (const { routes } of inProcess.get(db)?.values() ?? []) if (routes.includes(route)) return true;
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(liveWorkersOf(route, staleMs))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether some live worker can run tasks of the container image: one that holds it (a scheduler of
 * this process looks again when it did not; a worker elsewhere as its last renewal says), or, for an
 * image with an archive, any live container worker (it loads the archive first).
 */
export async function imageServed(
  db: Database,
  imageId: number,
  archived: boolean,
  staleMs: number,
): Promise<boolean> {
  for (const { routes, images } of inProcess.get(db)?.values() ?? []) {
    if (!routes.includes("container") || !images) continue;
    if (archived || (await images.has(imageId))) return true;
  }
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(
      and(
        liveWorkersOf("container", staleMs),
        archived ? undefined : sql`${workers.images} @> ${JSON.stringify([imageId])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How many live container workers hold each image (as their rows last said). */
export async function workersHoldingImages(db: Database, staleMs: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ images: workers.images })
    .from(workers)
    .where(liveWorkersOf("container", staleMs));
  const counts = new Map<number, number>();
  for (const { images } of rows) for (const id of images) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** A registered image's name and whether it has an archive (null: removed or missing). */
export async function imageStanding(
  db: Database,
  imageId: number,
): Promise<{ uid: string; archived: boolean } | null> {
  const [row] = await db
    .select({ uid: containerImages.uid, archiveBlobId: containerImages.archiveBlobId })
    .from(containerImages)
    .where(and(eq(containerImages.id, imageId), isNull(containerImages.deletedAt)));
  return row ? { uid: row.uid, archived: row.archiveBlobId !== null } : null;
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
