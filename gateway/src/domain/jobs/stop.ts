/**
 * Stopping running work (issue 26): a stop ends a job's unfinished tasks, or one task, as `abort`
 * with the reason "stopped by the user" (or, from the back office, "stopped by an administrator"),
 * whatever state they were in (waiting or running). Cancel keeps the spec §4 rule (only a job that
 * has not started) and ends tasks as `cancel`; a stop is for work that runs.
 *
 * One statement ends the tasks and records on each what its run was charged so far; the worker
 * running one hears it at once (the task's state event, connectSchedulerWakeups) or at its next
 * heartbeat, stops the program, keeps what it wrote (logs and the files in its work folder, as the
 * task's outputs) and settles the run once at the CPU it used (scheduler.ts). The tasks that waited
 * for a stopped one stay waiting: the job ends `abort`, like after any failed task, and can be reset
 * or repaired.
 */
import { taskStopReasons, type TaskStopReason } from "@crucible/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { jobs, tasks, type JobRow, type TaskRow, type TaskState } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import type { Ctx } from "../context.js";
import type { Clock } from "../clock.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import { ownJob, refreshJobState, writableJob } from "./jobs.js";
import { notifyFinished } from "./finishMail.js";

/**
 * What a task ended from outside its run is set to (tokens spent, a stop): abort with `reason`, its
 * lease and the executor's handle gone (the worker running it still holds the handle and stops it),
 * and what its run was charged recorded on it.
 */
export function abortedRun(clock: Clock, reason: string) {
  const now = clock.now();
  return {
    state: "abort" as const,
    reason,
    leaseOwner: null,
    leaseExpiresAt: null,
    externalId: null,
    finishedAt: now,
    updatedAt: now,
    tokens: sql<number>`(select coalesce(-sum(${tokenLedger.amount}), 0) from ${tokenLedger}
      where ${tokenLedger.taskId} = ${tasks.id} and ${tokenLedger.taskRun} = ${tasks.run}
        and ${tokenLedger.kind} = 'charge')`,
  };
}

/** The states a stop ends. */
const unfinishedStates: readonly TaskState[] = ["prePending", "pending", "doing", "waiting"];

/**
 * Ends the job's unfinished tasks (or only `taskId`) as abort with `reason`, in one statement, each
 * with what its current run was charged so far; then the job's state, and its finish e-mail when it
 * ended. Answers the tasks stopped (none: nothing was left to stop, DBStatusChangeNotAllowed).
 */
async function stopTasks(
  ctx: Ctx,
  job: JobRow,
  taskId: number | null,
  reason: TaskStopReason,
): Promise<number[]> {
  const stopped = await ctx.db
    .update(tasks)
    .set(abortedRun(ctx.clock, reason))
    .where(
      and(
        eq(tasks.jobId, job.id),
        inArray(tasks.state, [...unfinishedStates]),
        taskId === null ? undefined : eq(tasks.id, taskId),
      ),
    )
    .returning({ id: tasks.id });
  if (stopped.length === 0) return [];
  const state = await refreshJobState(ctx, job.id);
  // The finish e-mail is best effort, as at a worker's finish: a mail server away does not undo a stop.
  if (state === "abort") await notifyFinished(ctx, job.id);
  return stopped.map((t) => t.id);
}

/** The job's task named `key`, or DBDataNotExist. */
async function taskByKey(ctx: Ctx, jobId: number, key: string): Promise<TaskRow> {
  const [task] = await ctx.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.jobId, jobId), eq(tasks.key, key)));
  if (!task) throw new AppError("DBDataNotExist", key);
  return task;
}

/**
 * Stops a job a caller may change (its owner's, or any in the back office): every unfinished task
 * ends abort with `reason`. A finished job answers DBStatusChangeNotAllowed with its state.
 */
export async function stopJobRow(ctx: Ctx, job: JobRow, reason: TaskStopReason): Promise<void> {
  const stopped = await stopTasks(ctx, job, null, reason);
  if (stopped.length === 0) {
    const [now] = await ctx.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, job.id));
    throw new AppError("DBStatusChangeNotAllowed", now?.state ?? job.state);
  }
}

/**
 * Stops one task of a job a caller may change: a waiting or running task ends abort with `reason`; a
 * finished one answers DBStatusChangeNotAllowed with its state, a name the job lacks DBDataNotExist.
 */
export async function stopTaskRow(
  ctx: Ctx,
  job: JobRow,
  key: string,
  reason: TaskStopReason,
): Promise<TaskRow> {
  const task = await taskByKey(ctx, job.id, key);
  const stopped = await stopTasks(ctx, job, task.id, reason);
  const after = await taskByKey(ctx, job.id, key);
  if (stopped.length === 0) throw new AppError("DBStatusChangeNotAllowed", after.state);
  return after;
}

/** The owner stops their job: its waiting and running tasks end abort, "stopped by the user". */
export async function stopJob(ctx: Ctx, actor: UserActor, jobId: number): Promise<JobRow> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  await stopJobRow(ctx, job, taskStopReasons.user);
  return ownJob(ctx, job.id);
}

/** The owner stops one task of their job (by its name), "stopped by the user". */
export async function stopTask(ctx: Ctx, actor: UserActor, jobId: number, key: string): Promise<TaskRow> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  return stopTaskRow(ctx, job, key, taskStopReasons.user);
}
