/**
 * The scheduler: promotes tasks whose inputs exist, claims pending tasks atomically (FOR UPDATE SKIP
 * LOCKED), runs them through an executor in their own work folders, stores stdout, stderr and outputs
 * as blobs, meters and charges tokens while a task runs and settles them once per run (stopping a
 * user's tasks when their tokens run out), and keeps leases alive with heartbeats. A task
 * whose lease ran out (its worker died) is started again in the same run, or aborted with a reason
 * after too many starts; it is never charged twice for one run.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { tasks } from "../../db/jobs.js";
import type { AbortReason, Executor, ExecutorRoute, ExecutorSet } from "../../executors/types.js";
import { sweepWorkFolders } from "../../executors/workFolder.js";
import type { Services } from "../context.js";
import { createImageSync } from "../images/imageSync.js";
import { refreshJobState } from "../jobs/jobs.js";
import { expireApprovals } from "../jobs/approvals.js";
import { notifyFinished } from "../jobs/finishMail.js";
import { jobWallet } from "../ledger/tokens.js";
import { addLocalWorker, forgetWorker, offerOf, removeLocalWorker, renewWorker } from "../workers/workers.js";
import { claim, promote, recoverExpired } from "./claim.js";
import { runTask } from "./runTask.js";
import { freeBytes } from "./workFiles.js";
import { defaultSchedulerOptions, type SchedulerOptions, type WorkerState } from "./workerState.js";

export { defaultSchedulerOptions, type SchedulerOptions } from "./workerState.js";
export { projectTokensSpentReason, stopSpentWallet, tokensSpentReason } from "./workerState.js";
export type { InputFile } from "./workFiles.js";

export interface Scheduler {
  readonly workerId: string;
  /** The routes this worker runs (it claims only those). */
  readonly routes: readonly ExecutorRoute[];
  start(): void;
  /** A tick now (a task became pending): the wake-up that makes polling only a fallback. */
  wake(): void;
  /**
   * A task ended elsewhere (a stop): if this worker runs it, its claim is checked now rather than at
   * the next heartbeat, and a run that is no longer this worker's is stopped.
   */
  check(taskId: number): void;
  /** Stops claiming; running tasks are ended and handed back to the queue. */
  stop(): Promise<void>;
  /** One round of promote, recover and claim (tests drive it directly). */
  tick(): Promise<void>;
  /** Resolves when no task is running in this worker and no tick is under way (the tick a freed slot
   * starts could otherwise claim a task submitted after this resolved). */
  idle(): Promise<void>;
}

/** The routes an executor set serves. */
export function routesOf(executors: ExecutorSet): ExecutorRoute[] {
  const routes: ExecutorRoute[] = ["local"];
  if (executors.sandbox) routes.push("sandbox");
  if (executors.container) routes.push("container");
  if (executors.slurm) routes.push("slurm");
  return routes;
}

/** An executor set of the local executor alone, or with the processor sandbox (tests, the bench). */
export function localExecutors(local: Executor, sandbox: Executor | null = null): ExecutorSet {
  return { local, sandbox, container: null, slurm: null };
}

/** Work folders of workers that died (a crash, kill -9) under both roots, once per worker start. */
async function sweep(state: WorkerState): Promise<void> {
  if (state.swept) return;
  state.swept = true;
  for (const root of [state.workRoot, state.services.config.sandboxDir]) {
    const removed = await sweepWorkFolders(root);
    if (removed.length > 0) state.log(`removed ${removed.length} work folders of stopped workers in ${root}`);
  }
}

/** This worker's row in `workers`, renewed a few times per lease (at once when its images changed). */
async function renew(state: WorkerState): Promise<void> {
  const images = [...(state.imageSync?.present() ?? [])].sort((a, b) => a - b);
  const imagesChanged = JSON.stringify(images) !== state.registeredImages;
  if (!imagesChanged && performance.now() - state.renewedAt < Math.max(1000, state.options.leaseMs / 3))
    return;
  state.renewedAt = performance.now();
  state.registeredImages = JSON.stringify(images);
  await renewWorker(state.services, state.workerId, state.routes, images, state.offer);
}

/** Whether the data folder and the sandbox folder have room; logged when that changes. */
async function diskHasRoom(state: WorkerState): Promise<boolean> {
  const { config } = state.services;
  if (config.minFreeDiskBytes <= 0) return true;
  const free = Math.min(await freeBytes(config.dataDir), await freeBytes(config.sandboxDir));
  const low = free < config.minFreeDiskBytes;
  if (low !== state.diskLow) {
    state.diskLow = low;
    state.log(
      low
        ? `not claiming tasks: ${free} bytes free on disk, under CRUCIBLE_MIN_FREE_DISK_MB (${config.minFreeDiskBytes} bytes)`
        : `claiming tasks again: ${free} bytes free on disk`,
    );
  }
  return !low;
}

/** How many runs are under way here on Slurm (true) or on this machine (false). */
function runningOn(state: WorkerState, slurm: boolean): number {
  return [...state.running.values()].filter((r) => (r.route === "slurm") === slurm).length;
}

/**
 * Claims up to `limit` tasks of the wanted routes this worker runs and has not backed off from, and
 * starts their runs; `refill` is called as each run ends (unless the worker is stopping).
 */
async function claimRoutes(
  state: WorkerState,
  wanted: readonly ExecutorRoute[],
  limit: number,
  refill: () => void,
): Promise<void> {
  const { services, routes, backoff, running } = state;
  const now = performance.now();
  const images = state.imageSync?.present() ?? [];
  // Container tasks only of the images this machine holds.
  const open = wanted.filter(
    (r) => routes.includes(r) && (backoff.get(r) ?? 0) <= now && (r !== "container" || images.length > 0),
  );
  const claimed = await claim(
    services,
    state.workerId,
    open,
    limit,
    state.options.leaseMs,
    images,
    state.offer,
  );
  for (const { task, ownerId, payerProjectId, jobState, metered } of claimed) {
    if (jobState !== "doing") await refreshJobState(services, task.jobId);
    const controller = new AbortController();
    const route = (task.executor ?? "local") as ExecutorRoute;
    // A slot that frees up is filled at once, not at the next poll: a claim-only tick (the run's
    // finish has just promoted its job's waiting tasks; the upkeep waits for the next full tick).
    const wallet = jobWallet({ ownerId, payerProjectId });
    const done = runTask(state, task, ownerId, wallet, route, controller, metered).finally(() => {
      running.delete(task.id);
      if (!state.stopping) refill();
    });
    running.set(task.id, { controller, done, route });
  }
}

/**
 * One tick. A full one also does the upkeep: removes dead workers' folders (once), renews this
 * worker's row, takes back tasks of workers whose lease ran out and promotes tasks whose
 * dependencies are done (a fallback: finishes promote their own job). A claim-only tick (a slot
 * freed) skips it, which halves the statements per task of a busy worker.
 */
async function tickOnce(state: WorkerState, full: boolean, refill: () => void): Promise<void> {
  const { services, options, log } = state;
  if (full)
    await state.imageSync
      ?.refresh()
      .catch((error: unknown) =>
        log(`could not list the container images: ${error instanceof Error ? error.message : String(error)}`),
      );
  await renew(state);
  if (full) {
    await sweep(state);
    const busy = [...state.running.keys()];
    for (const jobId of await recoverExpired(services, options.maxAttempts, state.workerId, busy))
      await refreshJobState(services, jobId);
    await promote(services);
    // Approval steps past their deadline are rejected ("timed out"): by the database's clock, on
    // whichever gateway or worker ticks first (a conditional update decides each once).
    for (const jobId of await expireApprovals(services)) await notifyFinished(services, jobId);
  }
  if (state.stopping) return;
  if (!(await diskHasRoom(state))) return;
  await claimRoutes(
    state,
    ["local", "sandbox", "container"],
    options.concurrency - runningOn(state, false),
    refill,
  );
  await claimRoutes(state, ["slurm"], state.slurmConcurrency - runningOn(state, true), refill);
}

/**
 * A task ended elsewhere: if this worker runs it and its claim is no longer this worker's (not doing
 * under its lease), the run is stopped now rather than at its next heartbeat.
 */
function checkClaim(state: WorkerState, taskId: number): void {
  const run = state.running.get(taskId);
  if (!run || run.controller.signal.aborted) return;
  state.services.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.leaseOwner, state.workerId), eq(tasks.state, "doing")))
    .then(
      (rows) => {
        if (rows.length > 0 || run.controller.signal.aborted) return;
        const reason: AbortReason = "cancelled";
        run.controller.abort(reason);
      },
      (error: unknown) =>
        state.log(
          `task ${taskId}: its claim was not checked: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
}

/**
 * Ends the worker once its ticks are over: its runs are stopped and awaited (they go back to the
 * queue), its folders removed, its image watch ended and its row in `workers` removed.
 */
async function stopWorker(state: WorkerState): Promise<void> {
  const { services, running, workerId } = state;
  const reason: AbortReason = "stopping";
  for (const { controller } of running.values()) controller.abort(reason);
  await Promise.all([...running.values()].map((r) => r.done));
  for (const folder of state.workerFolders.values()) {
    await folder.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
  }
  state.imageSync?.dispose();
  await state.imageSync?.settled();
  removeLocalWorker(services.db, workerId);
  await forgetWorker(services.db, workerId).catch((error: unknown) =>
    state.log(`the worker row was not removed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** A new worker's shared state, registered as a live worker of this process. */
function createWorkerState(
  services: Services,
  executors: ExecutorSet,
  log: (message: string) => void,
  options: SchedulerOptions,
): WorkerState {
  const routes = routesOf(executors);
  const workerId = `${routes.join("+")}-${randomUUID()}`;
  const { config } = services;
  const imageSync = executors.container
    ? createImageSync(services, executors.container.images, log, options.imageSync)
    : null;
  const offer = options.offer ?? offerOf(config);
  addLocalWorker(services.db, workerId, routes, imageSync, offer);
  return {
    services,
    executors,
    log,
    options,
    workerId,
    routes,
    offer,
    imageSync,
    running: new Map(),
    backoff: new Map(),
    workerFolders: new Map(),
    workRoot: path.join(config.dataDir, "work"),
    slurmConcurrency: options.slurmConcurrency ?? config.slurm.concurrency,
    heartbeatMs: Math.max(
      200,
      Math.min(Math.floor(options.leaseMs / 3), options.meterMs ?? Number.POSITIVE_INFINITY),
    ),
    stopping: false,
    swept: false,
    diskLow: false,
    renewedAt: 0,
    registeredImages: "",
  };
}

/**
 * The scheduler over a worker's executors: modules on the local executor, in containers or on Slurm,
 * processors in the sandbox. It claims only the routes it has executors for (routesOf).
 */
export function createScheduler(
  services: Services,
  executors: ExecutorSet,
  log: (message: string) => void,
  options: SchedulerOptions = defaultSchedulerOptions,
): Scheduler {
  const state = createWorkerState(services, executors, log, options);
  const { running } = state;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let again = false;
  /** Whether the next tick (or the one run again after the current) does the upkeep. */
  let againFull = false;

  const logTickError = (error: unknown) =>
    log(`tick failed: ${error instanceof Error ? error.message : String(error)}`);

  /** A claim-only tick, as a run ends and frees its slot. */
  const refill = () => {
    tick(false).catch(logTickError);
  };

  /** `full`: with the upkeep (polls, wake-ups, callers); false: only claims (a freed slot). */
  const tick = async (full = true) => {
    if (full) againFull = true;
    if (ticking) {
      // A wake-up during a tick runs one more tick right after it, so no notice is lost.
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        do {
          again = false;
          const withUpkeep = againFull;
          againFull = false;
          await tickOnce(state, withUpkeep, refill);
        } while (again && !state.stopping);
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  };

  return {
    workerId: state.workerId,
    routes: state.routes,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch(logTickError);
      }, options.pollMs);
      timer.unref();
    },
    wake() {
      if (state.stopping) return;
      tick().catch(logTickError);
    },
    check(taskId) {
      checkClaim(state, taskId);
    },
    async stop() {
      state.stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await stopWorker(state);
    },
    tick,
    async idle() {
      while (running.size > 0 || ticking) {
        await Promise.all([...running.values()].map((r) => r.done));
        // Whoever started the tick logs its failure (logTickError); here it only has to be over.
        await ticking?.catch(() => undefined);
      }
    },
  };
}
