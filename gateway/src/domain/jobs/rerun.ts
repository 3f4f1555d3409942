/**
 * "Rerun failed tasks": a new job with the same tasks as a terminated or cancelled one, where every task
 * that was done and whose cache key still holds (same module as it was, same method, arguments and
 * input contents) is created done, reusing the earlier run's outputs and logs for 0 tokens; the others
 * run. A task is reused only when all its upstream tasks are reused too (otherwise its inputs are new).
 */
import { eq } from "drizzle-orm";
import { jobs, tasks, type JobRow, type TaskRow, type TaskState } from "../../db/jobs.js";
import { modules, processors } from "../../db/modules.js";
import type { Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import { projectIfWritable } from "../projects/projects.js";
import { taskHolds } from "./estimate.js";
import { digestTaskArgs, inputBytesOf, taskCacheKey } from "./cacheKey.js";
import { checkJobTasks, checkLimits, holdJobLimits, payerColumn, readyState, sumOf } from "./jobInput.js";
import { jobTasks, ownJob, refreshJobState, writableJob } from "./jobs.js";
import { notifyApprovalsWaiting } from "../notifications/events.js";

export interface ReusedTask {
  key: string;
  /** The task that actually ran (a reused task's own source when it was itself reused). */
  fromTaskId: number;
  fromJobId: number;
}

export interface RerunResult {
  job: JobRow;
  reused: ReusedTask[];
}

interface Reuse {
  source: TaskRow;
  fromTaskId: number;
  fromJobId: number;
  cacheKey: string;
  inputBytes: number;
}

async function unitUpdatedAt(ctx: Ctx, task: TaskRow): Promise<Date | null> {
  if (task.moduleId !== null) {
    const [row] = await ctx.db
      .select({ updatedAt: modules.updatedAt })
      .from(modules)
      .where(eq(modules.id, task.moduleId));
    return row?.updatedAt ?? null;
  }
  const [row] = await ctx.db
    .select({ updatedAt: processors.updatedAt })
    .from(processors)
    .where(eq(processors.id, task.processorId ?? 0));
  return row?.updatedAt ?? null;
}

/** The reuse of one done task, or null when its key no longer holds. */
async function reuseOf(ctx: Ctx, ownerId: number, task: TaskRow): Promise<Reuse | null> {
  if (task.state !== "done") return null;
  const updatedAt = await unitUpdatedAt(ctx, task);
  if (!updatedAt) return null;
  const args = await digestTaskArgs(ctx, task, ownerId);
  if (!args) return null;
  const cacheKey = taskCacheKey({
    moduleId: task.moduleId,
    processorId: task.processorId,
    unitUpdatedAt: updatedAt,
    method: task.method,
    args,
  });
  // A run from before cache keys were stored: reusable when its unit was not changed after it started.
  const holds =
    task.cacheKey !== null
      ? task.cacheKey === cacheKey
      : updatedAt.getTime() <= (task.startedAt ?? task.createdAt).getTime();
  if (!holds) return null;
  const fromTaskId = task.reusedFromTaskId ?? task.id;
  let fromJobId = task.jobId;
  if (task.reusedFromTaskId !== null) {
    const [origin] = await ctx.db
      .select({ jobId: tasks.jobId })
      .from(tasks)
      .where(eq(tasks.id, task.reusedFromTaskId));
    fromJobId = origin?.jobId ?? task.jobId;
  }
  return { source: task, fromTaskId, fromJobId, cacheKey, inputBytes: inputBytesOf(args) };
}

/** Done tasks of the job that can be reused, by key: upstream first, a task only when all its upstream are. */
async function reusableTasks(
  ctx: Ctx,
  ownerId: number,
  all: readonly TaskRow[],
): Promise<Map<string, Reuse>> {
  const byKey = new Map(all.map((t) => [t.key, t]));
  const decided = new Map<string, Reuse | null>();
  const decide = async (key: string, seen: Set<string>): Promise<Reuse | null> => {
    if (decided.has(key)) return decided.get(key) ?? null;
    const task = byKey.get(key);
    if (!task || seen.has(key)) return null;
    seen.add(key);
    let upstreamReused = true;
    for (const dep of task.dependsOn) if (!(await decide(dep, seen))) upstreamReused = false;
    const reuse = upstreamReused ? await reuseOf(ctx, ownerId, task) : null;
    decided.set(key, reuse);
    return reuse;
  };
  for (const task of all) await decide(task.key, new Set());
  const found = new Map<string, Reuse>();
  for (const [key, reuse] of decided) if (reuse) found.set(key, reuse);
  return found;
}

/** Reruns a terminated or cancelled job's failed tasks as a new job, reusing what was done (see above). */
export async function rerunFailedTasks(ctx: Ctx, actor: UserActor, jobId: number): Promise<RerunResult> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  // The new job stays in the project when the caller edits it; who pays is decided anew (payerFor).
  const projectId = await projectIfWritable(ctx, actor, job.projectId);
  if (job.state !== "abort" && job.state !== "cancel")
    throw new AppError("DBStatusChangeNotAllowed", job.state);
  const all = await jobTasks(ctx, job.id);
  await checkLimits(ctx, actor, projectId);
  // The tasks are checked as a new submission: a module disabled since answers like at submit.
  const prepared = await checkJobTasks(ctx, actor, all);
  const reused = await reusableTasks(ctx, actor.id, all);
  // A reused task does not run: only the others hold their estimate.
  const holds = await taskHolds(ctx, actor, prepared);
  const held = (i: number) => (reused.has(prepared[i]!.key) ? 0 : (holds[i] ?? 0));
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const payer = await holdJobLimits(
      { db: tx, clock: ctx.clock },
      actor.id,
      projectId,
      sumOf(prepared.map((_, i) => held(i))),
    );
    const [row] = await tx
      .insert(jobs)
      .values({
        ownerId: actor.id,
        projectId,
        payerProjectId: payerColumn(payer),
        name: job.name,
        emailNotify: job.emailNotify,
        tags: job.tags,
        state: "pending",
      })
      .returning();
    const newJob = row!;
    await tx.insert(tasks).values(
      prepared.map((t, i) => {
        const reuse = reused.get(t.key);
        if (reuse) {
          const s = reuse.source;
          return {
            jobId: newJob.id,
            key: t.key,
            moduleId: s.moduleId,
            processorId: s.processorId,
            method: s.method,
            args: s.args,
            dependsOn: s.dependsOn,
            state: "done" as TaskState,
            exitCode: s.exitCode,
            startedAt: now,
            finishedAt: now,
            stdoutBlobId: s.stdoutBlobId,
            stderrBlobId: s.stderrBlobId,
            outputs: s.outputs,
            cacheKey: reuse.cacheKey,
            inputBytes: reuse.inputBytes,
            reusedFromTaskId: reuse.fromTaskId,
          };
        }
        return {
          jobId: newJob.id,
          key: t.key,
          moduleId: t.moduleId,
          processorId: t.processorId,
          approval: t.approval,
          method: t.method,
          args: t.args,
          dependsOn: t.dependsOn,
          heldTokens: held(i),
          // An approval step asks again (a decision is never reused).
          ...(t.dependsOn.every((d) => reused.has(d))
            ? readyState(ctx.clock, t.approval)
            : { state: "prePending" as TaskState, approvalDeadline: null }),
        };
      }),
    );
    return newJob;
  });
  await refreshJobState(ctx, created.id);
  await notifyApprovalsWaiting(ctx, created.id);
  return {
    job: await ownJob(ctx, created.id),
    reused: [...reused.entries()].map(([key, r]) => ({
      key,
      fromTaskId: r.fromTaskId,
      fromJobId: r.fromJobId,
    })),
  };
}

/** The job a reused task's run came from (null for a task that ran). */
export async function reusedFromJobId(
  ctx: Ctx,
  task: Pick<TaskRow, "reusedFromTaskId">,
): Promise<number | null> {
  if (task.reusedFromTaskId === null) return null;
  const [origin] = await ctx.db
    .select({ jobId: tasks.jobId })
    .from(tasks)
    .where(eq(tasks.id, task.reusedFromTaskId));
  return origin?.jobId ?? null;
}
