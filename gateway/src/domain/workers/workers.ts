/**
 * Which workers are alive and what they run. Every scheduler registers its routes ("local", "sandbox",
 * "container", "slurm") in the `workers` table and renews the row while it lives; a submit is refused
 * with JobWorkerNotFound when no live worker runs the route its task needs, instead of waiting forever.
 * Schedulers of this very process count at once (before their first write), so that a gateway with its
 * own scheduler never refuses work in the moment between its start and the first renewal.
 */
import type { Clock } from "../clock.js";
import type { DbClock } from "../context.js";
import { hostname } from "node:os";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { workers } from "../../db/jobs.js";
import { containerImages, type ModuleRow } from "../../db/modules.js";
import type { ExecutorRoute } from "../../executors/types.js";
import type { Config } from "../../config.js";
import type { ImageSync } from "../images/imageSync.js";

/**
 * What a worker offers to typed pools: its labels (CRUCIBLE_WORKER_LABELS), its machine's CPUs and
 * memory, and the Slurm partitions it submits to.
 */
export interface WorkerOffer {
  readonly labels: readonly string[];
  readonly cpus: number;
  readonly memoryMb: number;
  readonly partitions: readonly string[];
}

/** This process's offer, from its settings. */
export function offerOf(config: Config): WorkerOffer {
  return {
    labels: config.worker.labels,
    cpus: config.worker.cpus,
    memoryMb: config.worker.memoryMb,
    partitions: config.slurm.partitions,
  };
}

/** A scheduler of this process: its routes, its offer, and its machine's images when it runs containers. */
interface LocalWorker {
  readonly routes: readonly ExecutorRoute[];
  readonly images: Pick<ImageSync, "has"> | null;
  readonly offer: WorkerOffer | null;
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
  offer: WorkerOffer | null = null,
): void {
  let map = inProcess.get(db);
  if (!map) {
    map = new Map();
    inProcess.set(db, map);
  }
  map.set(workerId, { routes, images, offer });
}

export function removeLocalWorker(db: Database, workerId: string): void {
  inProcess.get(db)?.delete(workerId);
}

/** Inserts or renews this worker's row, with the container images its machine holds. */
export async function renewWorker(
  { db, clock }: DbClock,
  workerId: string,
  routes: readonly ExecutorRoute[],
  images: readonly number[] = [],
  offer: WorkerOffer | null = null,
): Promise<void> {
  const offered = offer
    ? {
        cpus: offer.cpus,
        memoryMb: offer.memoryMb,
        labels: [...offer.labels],
        partitions: [...offer.partitions],
      }
    : {};
  await db
    .insert(workers)
    .values({
      id: workerId,
      host: hostname(),
      pid: process.pid,
      seenAt: clock.now(),
      routes: [...routes],
      images: [...images],
      ...offered,
    })
    .onConflictDoUpdate({
      target: workers.id,
      set: { seenAt: clock.now(), routes: [...routes], images: [...images], ...offered },
    });
}

/** Removes this worker's row (a clean stop); rows of dead workers simply go stale. */
export async function forgetWorker(db: Database, workerId: string): Promise<void> {
  await db.delete(workers).where(eq(workers.id, workerId));
}

/** Rows of workers seen within `staleMs` that run `route`. */
function liveWorkersOf(route: ExecutorRoute, staleMs: number, clock: Clock) {
  return and(
    gt(workers.seenAt, new Date(clock.ms() - staleMs)),
    sql`${workers.routes} @> ${JSON.stringify([route])}::jsonb`,
  );
}

/** Whether some live worker (of this process, or one seen within `staleMs`) runs `route`. */
export async function routeServed(
  { db, clock }: DbClock,
  route: ExecutorRoute,
  staleMs: number,
): Promise<boolean> {
  for (const { routes } of inProcess.get(db)?.values() ?? []) if (routes.includes(route)) return true;
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(liveWorkersOf(route, staleMs, clock))
    .limit(1);
  return rows.length > 0;
}

/** How many live container workers hold each image (as their rows last said). */
export async function workersHoldingImages(
  { db, clock }: DbClock,
  staleMs: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ images: workers.images })
    .from(workers)
    .where(liveWorkersOf("container", staleMs, clock));
  const counts = new Map<number, number>();
  for (const { images } of rows) for (const id of images) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * A registered image's name, whether other machines can fetch it (an archive, or a registry digest),
 * and what it needs of a worker (null: removed or missing).
 */
export async function imageStanding(
  db: Database,
  imageId: number,
): Promise<{
  uid: string;
  archived: boolean;
  labels: string[];
  cpuCount: number;
  memoryMb: number | null;
} | null> {
  const [row] = await db
    .select({
      uid: containerImages.uid,
      archiveBlobId: containerImages.archiveBlobId,
      registryRef: containerImages.registryRef,
      labels: containerImages.labels,
      cpuCount: containerImages.cpuCount,
      memoryMb: containerImages.memoryMb,
    })
    .from(containerImages)
    .where(and(eq(containerImages.id, imageId), isNull(containerImages.deletedAt)));
  return row
    ? {
        uid: row.uid,
        archived: row.archiveBlobId !== null || row.registryRef !== null,
        labels: row.labels,
        cpuCount: row.cpuCount,
        memoryMb: row.memoryMb,
      }
    : null;
}

/** What a task needs of a worker (typed pools): route, labels, and for containers CPUs, memory and image. */
export interface TaskNeed {
  readonly route: ExecutorRoute;
  readonly labels: readonly string[];
  /** Container route: the image's CPU count (0: any) and memory (null: any). */
  readonly cpus: number;
  readonly memoryMb: number | null;
  /** Slurm route: the partition the module names (null: the worker's default). */
  readonly partition: string | null;
  /** Container route: the image, and whether a worker lacking it can fetch it (archive or registry). */
  readonly image: { readonly id: number; readonly uid: string; readonly fetchable: boolean } | null;
}

/** A candidate worker: its routes, its offer (null: offers everything, a worker before pools) and images. */
interface Candidate {
  readonly routes: readonly string[];
  readonly offer: WorkerOffer | null;
  holds(imageId: number): Promise<boolean>;
}

/**
 * Null when some live worker (of this process, or one seen within `staleMs`) can run a task with
 * these needs; else why not, for JobWorkerNotFound (the first need nobody meets).
 */
export async function whyNoWorker(
  { db, clock }: DbClock,
  need: TaskNeed,
  staleMs: number,
): Promise<string | null> {
  const candidates: Candidate[] = [];
  for (const local of inProcess.get(db)?.values() ?? [])
    candidates.push({
      routes: local.routes,
      offer: local.offer,
      holds: async (imageId) => (local.images ? local.images.has(imageId) : false),
    });
  const rows = await db
    .select()
    .from(workers)
    .where(liveWorkersOf(need.route, staleMs, clock));
  for (const row of rows)
    candidates.push({
      routes: row.routes,
      offer: { labels: row.labels, cpus: row.cpus, memoryMb: row.memoryMb, partitions: row.partitions },
      holds: async (imageId) => row.images.includes(imageId),
    });
  let left = candidates.filter((c) => c.routes.includes(need.route));
  if (left.length === 0) return `no worker runs ${routeName(need.route)}`;
  left = left.filter((c) => !c.offer || need.labels.every((label) => c.offer!.labels.includes(label)));
  if (left.length === 0) return `no live worker offers the labels ${need.labels.join(", ")}`;
  if (need.route === "container") {
    left = left.filter(
      (c) =>
        !c.offer ||
        ((c.offer.cpus <= 0 || need.cpus <= c.offer.cpus) &&
          (c.offer.memoryMb <= 0 || need.memoryMb === null || need.memoryMb <= c.offer.memoryMb)),
    );
    if (left.length === 0)
      return `no live worker has ${need.cpus} CPUs and ${need.memoryMb ?? 0} MiB of memory for the image`;
  }
  if (need.route === "slurm" && need.partition !== null) {
    left = left.filter((c) => !c.offer || c.offer.partitions.includes(need.partition!));
    if (left.length === 0) return `no live worker submits to the Slurm partition ${need.partition}`;
  }
  if (need.route === "container" && need.image && !need.image.fetchable) {
    for (const candidate of left) if (await candidate.holds(need.image.id)) return null;
    return `no worker has the image ${need.image.uid}: build or import it in the back office`;
  }
  return null;
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
