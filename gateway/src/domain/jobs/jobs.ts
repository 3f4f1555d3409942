/**
 * Jobs and their tasks (spec §4): submission with typed arguments and a DAG of tasks (its input and
 * limits checked in jobInput.ts), the derived job state, and the transitions: update and cancel only
 * before running, repair and reset of a terminated task, reset of a job, restart and clone. A task's
 * files: taskFiles.ts.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { workflowFeature } from "@crucible/schema";
import { jobs, taskStates, tasks, type JobRow, type TaskRow, type TaskState } from "../../db/jobs.js";
import type { Ctx, DbClock } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { tagsText } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { holdTokens, jobWallet } from "../ledger/tokens.js";
import { taskHolds } from "./estimate.js";
import {
  approvalStepOf,
  checkJobTasks,
  checkLimits,
  holdForNewRuns,
  holdJobLimits,
  parseSubmit,
  parseTags,
  payerColumn,
  prepareTasks,
  readyState,
  sumOf,
} from "./jobInput.js";
import { notifyApprovalsWaiting, notifyJobEnd } from "../notifications/events.js";
import { projectForNewItem, projectIfWritable } from "../projects/projects.js";
import { ownedOrShared } from "../access/visibility.js";

/** The job's state from its tasks' states: a waiting approval shows unless a task runs. */
export function deriveJobState(states: readonly TaskState[]): TaskState {
  if (states.length === 0) return "done";
  if (states.includes("doing")) return "doing";
  if (states.includes("waiting")) return "waiting";
  if (states.every((s) => s === "done")) return "done";
  if (states.includes("pending")) return "pending";
  if (states.includes("cancel")) return "cancel";
  if (states.includes("abort")) return "abort";
  return "prePending";
}

/**
 * Recomputes and stores a job's state (and its finish time). One statement reads the distinct task
 * states with the job's stored state; the job is written only when that changes (the scheduler calls
 * this after every claim and every finish, so most calls write nothing).
 */
export async function refreshJobState(
  { db, clock }: DbClock,
  jobId: number,
  /** Called first when some task still waits for others (the scheduler's promotion), then re-read. */
  promoteWaiting?: (jobId: number) => Promise<void>,
): Promise<TaskState> {
  const rows = await db
    .selectDistinct({ state: tasks.state, stored: jobs.state, finishedAt: jobs.finishedAt })
    .from(jobs)
    .leftJoin(tasks, eq(tasks.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  const states = rows.flatMap((r) => (r.state === null ? [] : [r.state]));
  if (promoteWaiting && states.includes("prePending")) {
    await promoteWaiting(jobId);
    return refreshJobState({ db, clock }, jobId);
  }
  const state = deriveJobState(states);
  const finished = state === "done" || state === "abort" || state === "cancel";
  const current = rows[0];
  if (current && current.stored === state && (current.finishedAt !== null) === finished) return state;
  const [written] = await db
    .update(jobs)
    .set({
      state,
      updatedAt: clock.now(),
      finishedAt: finished ? sql`coalesce(${jobs.finishedAt}, ${clock.sqlNow()})` : null,
    })
    .where(eq(jobs.id, jobId))
    .returning({ id: jobs.id, ownerId: jobs.ownerId, name: jobs.name, finishedAt: jobs.finishedAt });
  // The job's end notifies its owner once: a second refresh of the same end (another worker, a
  // retry) carries the same finish time, which names the notification.
  if (written && finished) await notifyJobEnd({ db, clock }, { ...written, state });
  return state;
}

/**
 * prePending tasks (of one job, or all) whose dependencies are all done become pending; an approval
 * step among them starts waiting for its decision (its deadline from its timeout, by the database's
 * clock) and its deciders are told.
 */
export async function promoteReady({ db, clock }: DbClock, jobId?: number): Promise<void> {
  const result = await db.execute(sql`
    update ${tasks} t set
      state = case when t.approval is null then 'pending' else 'waiting' end,
      approval_deadline = case when t.approval is null then null
        else ${clock.sqlNow()} + make_interval(mins => (t.approval->>'timeoutMinutes')::int) end,
      updated_at = ${clock.sqlNow()}
    where t.state = 'prePending'${jobId === undefined ? sql`` : sql` and t.job_id = ${jobId}`}
      and not exists (
        select 1 from jsonb_array_elements_text(t.depends_on) d(key)
        join ${tasks} u on u.job_id = t.job_id and u.key = d.key
        where u.state <> 'done')
    returning t.job_id, t.approval is not null as approval`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const rows = (result as { rows: { job_id: number | string; approval: boolean }[] }).rows;
  const waiting = new Set(rows.filter((r) => r.approval).map((r) => Number(r.job_id)));
  for (const id of waiting) await notifyApprovalsWaiting({ db, clock }, id);
}

/** What a submit records besides its input: the template version it runs (never taken from a request body). */
export interface SubmitOrigin {
  templateVersionId?: number | null;
}

/** Submits a job: its tasks start as pending (no dependencies) or prePending (waiting for inputs). */
export async function submitJob(
  ctx: Ctx,
  actor: UserActor,
  raw: unknown,
  origin: SubmitOrigin = {},
): Promise<JobRow> {
  requireWritable(actor);
  const parsed = parseSubmit(raw);
  const tags = parseTags(parsed.data.tags);
  const projectId = await projectForNewItem(ctx, actor, parsed.data.projectId);
  await checkLimits(ctx, actor, projectId);
  const prepared = await prepareTasks(ctx, actor, parsed.data.tasks);
  const holds = await taskHolds(ctx, actor, prepared);
  return ctx.db
    .transaction(async (tx) => {
      const payer = await holdJobLimits({ db: tx, clock: ctx.clock }, actor.id, projectId, sumOf(holds));
      const [job] = await tx
        .insert(jobs)
        .values({
          ownerId: actor.id,
          projectId,
          payerProjectId: payerColumn(payer),
          name: parsed.data.name,
          emailNotify: parsed.data.emailNotify,
          tags,
          state: "pending",
          templateVersionId: origin.templateVersionId ?? null,
        })
        .returning();
      const inserted = await tx
        .insert(tasks)
        .values(
          prepared.map((t, i) => ({
            jobId: job!.id,
            key: t.key,
            heldTokens: holds[i] ?? 0,
            moduleId: t.moduleId,
            processorId: t.processorId,
            approval: t.approval,
            method: t.method,
            args: t.args,
            dependsOn: t.dependsOn,
            ...(t.dependsOn.length === 0
              ? readyState(ctx.clock, t.approval)
              : { state: "prePending" as TaskState, approvalDeadline: null }),
          })),
        )
        .returning({ id: tasks.id, state: tasks.state });
      // An approval step with nothing to wait for waits for its decision at once.
      if (inserted.some((t) => t.state === "waiting")) {
        await tx.update(jobs).set({ state: "waiting" }).where(eq(jobs.id, job!.id));
        return { ...job!, state: "waiting" as TaskState };
      }
      return job!;
    })
    .then(async (job) => {
      if (job.state === "waiting") await notifyApprovalsWaiting(ctx, job.id);
      return job;
    });
}

export const jobResource: Resource<JobRow> = defineResource<JobRow>({
  path: "workflow_job",
  table: jobs,
  side: "user",
  owner: jobs.ownerId,
  project: jobs.projectId,
  feature: workflowFeature,
  columns: {
    Id: { column: jobs.id, kind: "int" },
    ProjectId: { column: jobs.projectId, kind: "int" },
    OwnerId: { column: jobs.ownerId, kind: "int" },
    Name: { column: jobs.name, kind: "string" },
    State: { column: jobs.state, kind: "string", choices: taskStates },
    CreatedAt: { column: jobs.createdAt, kind: "date" },
    FinishedAt: { column: jobs.finishedAt, kind: "date" },
    Tags: { column: tagsText(jobs.tags), kind: "string" },
  },
  defaultOrder: () => [desc(jobs.createdAt), desc(jobs.id)],
  present: (row) => ({
    Id: row.id,
    Name: row.name,
    ProjectId: row.projectId,
    /** Who pays for the job's tokens: the member who submitted it (its owner), or null when its project pays. */
    ChargedTo: row.payerProjectId === null ? row.ownerId : null,
    /** "user" (ChargedTo pays) or "project" (PayerProjectId pays), decided at submit. */
    PayerKind: row.payerProjectId === null ? "user" : "project",
    PayerProjectId: row.payerProjectId,
    State: row.state,
    EmailNotify: row.emailNotify,
    Tags: row.tags,
    CreatedAt: row.createdAt,
    FinishedAt: row.finishedAt,
  }),
  verbs: [
    "count",
    "query",
    "query_page",
    "read",
    "delete_soft",
    "delete_cancel",
    "favorite_add",
    "favorite_del",
  ],
});

export async function jobTasks(ctx: Ctx, jobId: number): Promise<TaskRow[]> {
  return ctx.db.select().from(tasks).where(eq(tasks.jobId, jobId)).orderBy(asc(tasks.id));
}

/** The tasks of a job: those of `ids`, or all of them (null). */
export async function tasksOfJob(
  db: Ctx["db"],
  jobId: number,
  ids: readonly number[] | null,
): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.jobId, jobId), ids === null ? undefined : inArray(tasks.id, [...ids])));
}

/**
 * A job the caller may read: their own or one of their projects' (issue 28 item 2), or DBDataNotExist
 * (another user's job answers like a missing one).
 */
export async function ownJob(ctx: Ctx, jobId: number): Promise<JobRow> {
  return jobResource.find(ctx, jobId);
}

/** A job the caller may change (cancel, stop, edit, rerun): their own or one of a project they edit. */
export async function writableJob(ctx: Ctx, jobId: number): Promise<JobRow> {
  return jobResource.findWritable(ctx, jobId);
}

/**
 * A job whose tasks the caller may run again in place (reset, repair): only its owner, the member who
 * submitted it (the new runs are charged to them, or to the project paying for the job). Another editor
 * of its project clones or reruns it (a new job, whose payer is decided anew) and gets DBPermDenied
 * here; an outsider DBDataNotExist.
 */
async function chargedJob(ctx: Ctx, actor: UserActor, jobId: number): Promise<JobRow> {
  const job = await writableJob(ctx, jobId);
  if (job.ownerId !== actor.id) throw new AppError("DBPermDenied", "ChargedTo", { Perm: "ChargedTo" });
  return job;
}

/**
 * The cancel rule of spec §4 on a job the caller may change (its owner's or, in the back office, any
 * job): only a preprocessing or pending job is cancelled, otherwise DBStatusChangeNotAllowed.
 */
export async function cancelJobRow({ db, clock }: DbClock, job: JobRow): Promise<void> {
  // A job waiting for an approval (issue 28 item 6) has nothing running either: it may be cancelled.
  if (job.state !== "prePending" && job.state !== "pending" && job.state !== "waiting")
    throw new AppError("DBStatusChangeNotAllowed", job.state);
  // One statement: a task claimed by the scheduler in the meantime is not cancelled under its feet.
  await db
    .update(tasks)
    .set({ state: "cancel", approvalDeadline: null, updatedAt: clock.now() })
    .where(and(eq(tasks.jobId, job.id), inArray(tasks.state, ["prePending", "pending", "waiting"])));
  await refreshJobState({ db, clock }, job.id);
}

/** Cancels a job: only a preprocessing or pending one (spec §4). */
export async function cancelJob(ctx: Ctx, actor: UserActor, jobId: number): Promise<JobRow> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  await cancelJobRow(ctx, job);
  return ownJob(ctx, job.id);
}

/** Replaces the arguments of tasks of a job that has not started (update_tasks). */
export async function updateJobTasks(
  ctx: Ctx,
  actor: UserActor,
  jobId: number,
  updates: { key: string; args: Record<string, unknown>; method?: string | null }[],
): Promise<TaskRow[]> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  if (job.state !== "prePending" && job.state !== "pending")
    throw new AppError("JobTaskNotAllowedUpdate", job.state);
  const current = await jobTasks(ctx, job.id);
  const input = current.map((t) => {
    const update = updates.find((u) => u.key === t.key);
    return {
      key: t.key,
      moduleId: t.moduleId,
      processorId: t.processorId,
      approval: approvalStepOf(t),
      // A method given with the update replaces the task's; otherwise it keeps its own.
      method: update?.method ?? t.method,
      args: update?.args ?? t.args,
      dependsOn: t.dependsOn,
    };
  });
  for (const u of updates)
    if (!current.some((t) => t.key === u.key)) throw new AppError("DBDataNotExist", u.key);
  const prepared = await prepareTasks(ctx, actor, input);
  for (const t of prepared) {
    const updated = await ctx.db
      .update(tasks)
      .set({ args: t.args, method: t.method, updatedAt: ctx.clock.now() })
      .where(
        and(eq(tasks.jobId, job.id), eq(tasks.key, t.key), inArray(tasks.state, ["prePending", "pending"])),
      )
      .returning({ id: tasks.id });
    if (!updated[0]) throw new AppError("JobTaskNotAllowedUpdate", t.key);
  }
  return jobTasks(ctx, job.id);
}

/** Repairs a terminated task (new arguments) and resets it to run again. */
export async function repairTask(
  ctx: Ctx,
  actor: UserActor,
  jobId: number,
  key: string,
  args: Record<string, unknown> | null,
): Promise<TaskRow> {
  requireWritable(actor);
  const job = await chargedJob(ctx, actor, jobId);
  const all = await jobTasks(ctx, job.id);
  const task = all.find((t) => t.key === key);
  if (!task) throw new AppError("DBDataNotExist", key);
  if (task.state !== "abort") throw new AppError("DBStatusChangeNotAllowed", task.state);
  const prepared = await checkJobTasks(ctx, actor, all, args ? { key, args } : null);
  const next = prepared.find((t) => t.key === key)!;
  const doneKeys = new Set(all.filter((t) => t.state === "done").map((t) => t.key));
  const ready = next.dependsOn.every((d) => doneKeys.has(d));
  // The new run holds the task's estimate again, like a submit, on the job's payer (its other tasks
  // may still run on it).
  const [updated] = await ctx.db.transaction(async (tx) => {
    await holdTokens({ db: tx, clock: ctx.clock }, jobWallet(job), task.heldTokens);
    return tx
      .update(tasks)
      .set({
        args: next.args,
        method: next.method,
        ...(ready ? readyState(ctx.clock, next.approval) : { state: "prePending", approvalDeadline: null }),
        approval: next.approval,
        run: sql`${tasks.run} + 1`,
        attempt: 0,
        exitCode: null,
        reason: null,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, "abort")))
      .returning();
  });
  if (!updated) throw new AppError("DBStatusChangeNotAllowed", "abort");
  await ctx.db.update(jobs).set({ notifiedAt: null }).where(eq(jobs.id, job.id));
  await refreshJobState(ctx, job.id);
  await notifyApprovalsWaiting(ctx, job.id);
  return updated;
}

/**
 * Resets a finished job to pending: every task that did not finish runs again (restart=false), or
 * every task (restart=true). A job still running cannot be reset.
 */
export async function resetJob(ctx: Ctx, actor: UserActor, jobId: number, restart: boolean): Promise<JobRow> {
  requireWritable(actor);
  const job = await chargedJob(ctx, actor, jobId);
  if (!["abort", "cancel", "done"].includes(job.state))
    throw new AppError("DBStatusChangeNotAllowed", job.state);
  if (job.state === "done" && !restart) throw new AppError("DBStatusChangeNotAllowed", job.state);
  const all = await jobTasks(ctx, job.id);
  const rerun = all.filter((t) => restart || t.state !== "done");
  const keep = new Set(all.filter((t) => !restart && t.state === "done").map((t) => t.key));
  // The new runs hold their tasks' estimates again, like a submit: nothing of the job runs, so who
  // pays is decided again, as for a new job.
  await ctx.db.transaction(async (tx) => {
    const payer = await holdForNewRuns(
      { db: tx, clock: ctx.clock },
      actor.id,
      job.projectId,
      sumOf(rerun.map((t) => t.heldTokens)),
    );
    await tx
      .update(jobs)
      .set({ payerProjectId: payerColumn(payer) })
      .where(eq(jobs.id, job.id));
    for (const t of rerun) {
      await tx
        .update(tasks)
        .set({
          ...(t.dependsOn.every((d) => keep.has(d))
            ? readyState(ctx.clock, approvalStepOf(t))
            : { state: "prePending" as TaskState, approvalDeadline: null }),
          approval: approvalStepOf(t),
          run: sql`${tasks.run} + 1`,
          attempt: 0,
          exitCode: null,
          reason: null,
          startedAt: null,
          finishedAt: null,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(tasks.id, t.id));
    }
  });
  await ctx.db.update(jobs).set({ finishedAt: null, notifiedAt: null }).where(eq(jobs.id, job.id));
  await refreshJobState(ctx, job.id);
  await notifyApprovalsWaiting(ctx, job.id);
  return ownJob(ctx, job.id);
}

/** Clones a job: the same tasks and arguments as a new job. */
export async function cloneJob(
  ctx: Ctx,
  actor: UserActor,
  jobId: number,
  name?: string | null,
): Promise<JobRow> {
  const job = await ownJob(ctx, jobId);
  const all = await jobTasks(ctx, job.id);
  // A clone of a project's job stays in the project when the caller edits it; otherwise it is theirs.
  const projectId = await projectIfWritable(ctx, actor, job.projectId);
  // A clone runs what its job ran: the same template version, so it too says when a newer one exists.
  return submitJob(
    ctx,
    actor,
    {
      name: name?.trim() || `${job.name} (copy)`.slice(0, 200),
      emailNotify: job.emailNotify,
      tags: job.tags,
      projectId,
      tasks: all.map((t) => ({
        key: t.key,
        moduleId: t.moduleId,
        processorId: t.processorId,
        approval: approvalStepOf(t),
        method: t.method,
        args: t.args,
        dependsOn: t.dependsOn,
      })),
    },
    { templateVersionId: job.templateVersionId },
  );
}

export function parseTaskKey(value: unknown): string {
  if (typeof value !== "string" || value.length === 0) throw invalid("task name");
  return value;
}

/** A task of one of the caller's jobs, or DBDataNotExist. */
export async function ownTask(ctx: Ctx, actor: UserActor, taskId: number): Promise<TaskRow> {
  const rows = await ctx.db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(
      and(
        eq(tasks.id, taskId),
        ownedOrShared(jobs.ownerId, jobs.projectId, actor.id, "read"),
        isNull(jobs.deletedAt),
      ),
    );
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0].task;
}
