/**
 * A scheduler's worker: its options, the state its parts share (an explicit object rather than one
 * closure's variables), and the statements that end a claimed run (finish, requeue, keep a stopped
 * run's results) or stop a spent wallet's tasks.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { jobs, tasks, type TaskRow } from "../../db/jobs.js";
import type { AbortReason, Executor, ExecutorRoute, ExecutorSet } from "../../executors/types.js";
import { claimWorkerFolder } from "../../executors/workFolder.js";
import type { Services } from "../context.js";
import type { ImageSync, ImageSyncOptions } from "../images/imageSync.js";
import { refreshJobState } from "../jobs/jobs.js";
import { notifyFinished } from "../jobs/finishMail.js";
import { abortedRun } from "../jobs/stop.js";
import { paidBy, type Wallet } from "../ledger/tokens.js";
import type { WorkerOffer } from "../workers/workers.js";
import {
  isTaskStopReason,
  taskProjectTokensSpentReason,
  taskStopReasons,
  taskTokensSpentReason,
} from "@crucible/schema";
import { promote } from "./claim.js";

export interface SchedulerOptions {
  /** Tasks run at once by this worker. */
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  /** Starts of one run before the task is aborted (a task that kills its worker every time). */
  maxAttempts: number;
  maxOutputBytes: number;
  /** Slurm tasks this worker tracks at once (they wait in Slurm's queue, not on this machine). */
  slurmConcurrency?: number;
  /** After a run asked to retry later (Slurm unreachable), its route is not claimed for this long. */
  retryBackoffMs?: number;
  /** How often the worker looks at its podman's images (imageSync.ts). */
  imageSync?: ImageSyncOptions;
  /** What this worker offers to typed pools; by default its settings' (offerOf). */
  offer?: WorkerOffer;
  /**
   * How often a running task is metered and charged (CRUCIBLE_TASK_METER_SECONDS): its heartbeat runs
   * at least this often. Also the bound of what a user's running tasks can use past their balance.
   */
  meterMs?: number;
}

export const defaultSchedulerOptions: SchedulerOptions = {
  concurrency: 2,
  pollMs: 500,
  leaseMs: 30_000,
  maxAttempts: 3,
  maxOutputBytes: 256 * 1024 * 1024,
  meterMs: 10_000,
};

/** A run under way in this worker. */
export interface RunningTask {
  readonly controller: AbortController;
  readonly done: Promise<void>;
  readonly route: ExecutorRoute;
}

/** What the parts of one scheduler share: its worker's identity and settings, its runs, and its flags. */
export interface WorkerState {
  readonly services: Services;
  readonly executors: ExecutorSet;
  readonly log: (message: string) => void;
  readonly options: SchedulerOptions;
  readonly workerId: string;
  /** The routes this worker runs (it claims only those). */
  readonly routes: readonly ExecutorRoute[];
  readonly offer: WorkerOffer;
  /** Which registered images this machine's podman holds (container tasks are claimed only for those). */
  readonly imageSync: (ImageSync & { dispose(): void }) | null;
  /** The runs under way here, by task id. */
  readonly running: Map<number, RunningTask>;
  /** Routes not claimed until a time (a run asked to retry later). */
  readonly backoff: Map<ExecutorRoute, number>;
  /** This worker's own folder under each root, marked with its process so that sweeps spare it. */
  readonly workerFolders: Map<string, Promise<string>>;
  /** The root of the local and container runs' folders (the data folder's work/). */
  readonly workRoot: string;
  readonly slurmConcurrency: number;
  /** The heartbeat renews leases a few times per lease and meters at least every meterMs. */
  readonly heartbeatMs: number;
  /** Set by stop(): no more claims, and a run ended now goes back to the queue. */
  stopping: boolean;
  /** Whether dead workers' folders were swept (once per worker start). */
  swept: boolean;
  /** Whether the disk was last found short of room (a change is logged). */
  diskLow: boolean;
  /** When this worker's row was last renewed, and with which images (JSON). */
  renewedAt: number;
  registeredImages: string;
}

/** This worker's own folder under a root, claimed once (a failed claim is tried again next time). */
export function workerFolder(state: WorkerState, root: string, mode: number): Promise<string> {
  let folder = state.workerFolders.get(root);
  if (!folder) {
    folder = claimWorkerFolder(root, state.workerId, mode);
    state.workerFolders.set(root, folder);
    folder.catch(() => state.workerFolders.delete(root));
  }
  return folder;
}

/** The executor of a route in this worker, or null when it has none. */
export function executorFor(state: WorkerState, route: ExecutorRoute): Executor | null {
  const { executors } = state;
  return route === "local"
    ? executors.local
    : route === "sandbox"
      ? executors.sandbox
      : route === "container"
        ? executors.container
        : executors.slurm;
}

/** Why a user's tasks were stopped when their tokens ran out (the spec's error type, then the words). */
export const tokensSpentReason = taskTokensSpentReason;
/** Why the tasks of a project's jobs were stopped when the project's tokens ran out. */
export const projectTokensSpentReason = taskProjectTokensSpentReason;

/**
 * Stops every waiting and running task of the jobs a spent wallet (a user's or a project's) pays for:
 * one statement aborts them
 * with tokensSpentReason and records on each what its run was charged (its holds end with it). The
 * workers running them see it at their next heartbeat and stop the program without charging more
 * (the way a cancel reaches them); answers the tasks stopped.
 */
export async function stopSpentWallet(
  services: Services,
  wallet: Wallet,
  log: (message: string) => void,
): Promise<number[]> {
  const stopped = await services.db
    .update(tasks)
    .set(abortedRun(services.clock, wallet.kind === "user" ? tokensSpentReason : projectTokensSpentReason))
    .where(
      and(
        inArray(tasks.state, ["prePending", "pending", "doing", "waiting"]),
        inArray(tasks.jobId, services.db.select({ id: jobs.id }).from(jobs).where(paidBy(wallet))),
      ),
    )
    .returning({ id: tasks.id, jobId: tasks.jobId });
  for (const jobId of new Set(stopped.map((t) => t.jobId))) {
    const state = await refreshJobState(services, jobId);
    if (state === "abort") await notifyFinished(services, jobId);
  }
  if (stopped.length > 0) log(`${wallet.kind} ${wallet.id}: tokens spent, ${stopped.length} tasks stopped`);
  return stopped.map((t) => t.id);
}

/** Ends a claimed run; answers whether it wrote the task's end (false: the claim was no longer this worker's). */
export async function finish(
  state: WorkerState,
  task: TaskRow,
  values: Partial<typeof tasks.$inferInsert>,
): Promise<boolean> {
  const { services, workerId } = state;
  // Only this worker's claim may finish the task: a lease taken over by another worker wins. The
  // executor's handle goes with the attempt: a later run (a reset) never re-attaches to it.
  const written = await services.db
    .update(tasks)
    .set({
      ...values,
      externalId: null,
      leaseOwner: null,
      leaseExpiresAt: null,
      finishedAt: services.clock.now(),
      updatedAt: services.clock.now(),
    })
    .where(and(eq(tasks.id, task.id), eq(tasks.state, "doing"), eq(tasks.leaseOwner, workerId)))
    .returning({ id: tasks.id });
  // Only this job's tasks can have waited for this one, and only if some still wait.
  const jobState = await refreshJobState(services, task.jobId, (jobId) => promote(services, jobId));
  if (jobState === "done" || jobState === "abort" || jobState === "cancel") {
    await notifyFinished(services, task.jobId);
  }
  return written.length > 0;
}

/**
 * Whether this run of the task was ended by a stop (stop.ts): its row is abort with a stop reason,
 * in the same run. Such a run keeps what it wrote (keepStopped).
 */
export async function wasStopped(state: WorkerState, task: TaskRow): Promise<boolean> {
  const [row] = await state.services.db
    .select({ state: tasks.state, reason: tasks.reason, run: tasks.run })
    .from(tasks)
    .where(eq(tasks.id, task.id));
  return row?.state === "abort" && row.run === task.run && isTaskStopReason(row.reason);
}

/**
 * What a stopped run leaves on its task (the stop already ended it): its logs, the files it wrote,
 * its CPU and wall time and what it was charged. Only while the row is still that stopped run (a
 * reset or repair since starts a new one, which this does not touch).
 */
export async function keepStopped(
  state: WorkerState,
  task: TaskRow,
  values: Partial<typeof tasks.$inferInsert>,
): Promise<void> {
  await state.services.db
    .update(tasks)
    .set({ ...values, updatedAt: state.services.clock.now() })
    .where(
      and(
        eq(tasks.id, task.id),
        eq(tasks.run, task.run),
        eq(tasks.state, "abort"),
        inArray(tasks.reason, Object.values(taskStopReasons)),
      ),
    );
}

/** The run goes back to the queue, neither finished nor charged (its handle kept for a re-attach). */
export async function requeue(state: WorkerState, task: TaskRow, reason: string | null): Promise<void> {
  await state.services.db
    .update(tasks)
    .set({
      state: "pending",
      leaseOwner: null,
      leaseExpiresAt: null,
      attempt: sql`${tasks.attempt} - 1`,
      ...(reason === null ? {} : { reason }),
    })
    .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, state.workerId)));
}

/** Stops a spent wallet's tasks (stopSpentWallet); those running here stop now, not at their next heartbeat. */
export async function stopWallet(state: WorkerState, wallet: Wallet): Promise<void> {
  const stopped = await stopSpentWallet(state.services, wallet, state.log);
  const reason: AbortReason = "cancelled";
  for (const id of stopped) state.running.get(id)?.controller.abort(reason);
}
