/**
 * The back office's "Workflows": every user's jobs (Workflow.Job.Read), cancel under the same rule as
 * the owner's cancel and stop of running work (Workflow.Job.Update), soft removal and recover of
 * finished jobs (Workflow.Job.Delete), reading a task's logs and outputs, and refunding the tokens a
 * task's current run was charged (return_used_calc_metric, Workflow.Job.Update). Behind the Workflow
 * feature switch.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { taskStopReasons, workflowFeature } from "@crucible/schema";
import { z } from "zod";
import { jobs, taskStates, tasks, type JobRow, type TaskRow } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError } from "../errors.js";
import { tagsText, type QueryBody } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { cancelJobRow } from "./jobs.js";
import { taskFileOf } from "./taskFiles.js";
import { refundTask } from "../ledger/tokens.js";
import { stopJobRow, stopTaskRow } from "./stop.js";

const finishedStates: readonly string[] = ["done", "abort", "cancel"];

/** Only a completed, terminated or cancelled job may go to the recycle bin (a running one would vanish). */
export function isFinishedJob(job: Pick<JobRow, "state">): boolean {
  return finishedStates.includes(job.state);
}

export function presentSysJob(row: JobRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    OwnerId: row.ownerId,
    State: row.state,
    EmailNotify: row.emailNotify,
    Tags: row.tags,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    FinishedAt: row.finishedAt,
    DeletedAt: row.deletedAt,
  };
}

/** Filter and sort fields of the back-office job list (the generic query body of spec §7). */
export const sysJobColumns = {
  Id: { column: jobs.id, kind: "int" },
  Name: { column: jobs.name, kind: "string" },
  OwnerId: { column: jobs.ownerId, kind: "int" },
  OwnerAccount: {
    column: sql`(select ${users.account} from ${users} where ${users.id} = ${jobs.ownerId})`,
    kind: "string",
  },
  State: { column: jobs.state, kind: "string", choices: taskStates },
  EmailNotify: { column: jobs.emailNotify, kind: "bool" },
  Tags: { column: tagsText(jobs.tags), kind: "string" },
  CreatedAt: { column: jobs.createdAt, kind: "date" },
  UpdatedAt: { column: jobs.updatedAt, kind: "date" },
  FinishedAt: { column: jobs.finishedAt, kind: "date" },
} as const;

/** REST /api/sys/workflow_job with the generic verbs (Workflow.Job.*). */
export const sysJobResource: Resource<JobRow> = defineResource<JobRow>({
  path: "sys/workflow_job",
  table: jobs,
  side: "sys",
  area: "Workflow.Job",
  feature: workflowFeature,
  columns: sysJobColumns,
  defaultOrder: () => [desc(jobs.createdAt), desc(jobs.id)],
  present: presentSysJob,
  verbs: ["count", "query", "query_page", "read", "delete_soft", "delete_cancel"],
  beforeChange: async (_ctx, row, change) => {
    if (change === "remove" && !isFinishedJob(row)) throw new AppError("DBStatusChangeNotAllowed", row.state);
  },
});

/** A page of every user's jobs: live ones, or the recycle bin with `Deleted`. */
export function listSysJobs(ctx: Ctx, body: QueryBody): Promise<{ list: JobRow[]; total: number }> {
  return sysJobResource.page(ctx, body);
}

/** The job a back-office change acted on, as it is now (the answer of the change: no Read needed). */
export function changedSysJob(ctx: Ctx, _actor: Granted<"Workflow.Job.Update">, id: number): Promise<JobRow> {
  return jobById(ctx, id);
}

async function jobById(ctx: Ctx, id: number): Promise<JobRow> {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/** Any user's job, removed ones included (the recycle bin opens them too), or DBDataNotExist. */
export async function findSysJob(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Read">,
  id: number,
): Promise<JobRow> {
  return jobById(ctx, id);
}

export async function sysJobTasks(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Read">,
  jobId: number,
): Promise<TaskRow[]> {
  const job = await findSysJob(ctx, actor, jobId);
  return ctx.db.select().from(tasks).where(eq(tasks.jobId, job.id)).orderBy(asc(tasks.id));
}

/** A job's tasks with what each task's current run was charged and refunded (the ledger). */
export async function sysJobTasksWithLedger(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Read">,
  jobId: number,
): Promise<{ task: TaskRow; charged: number; refunded: number }[]> {
  const list = await sysJobTasks(ctx, actor, jobId);
  const ledger = await ledgerOfTasks(ctx.db, list);
  return list.map((task) => ({
    task,
    charged: ledger.get(task.id)?.charged ?? 0,
    refunded: ledger.get(task.id)?.refunded ?? 0,
  }));
}

/** Cancels any user's job under the owner's rule (spec §4: only preprocessing or pending jobs). */
export async function sysCancelJob(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Update">,
  id: number,
): Promise<JobRow> {
  requireWritable(actor);
  const job = await jobById(ctx, id);
  if (job.deletedAt) throw new AppError("DBDataAlreadyRemove");
  await cancelJobRow(ctx, job);
  return jobById(ctx, id);
}

/** Stops any user's job (Workflow.Job.Update): its unfinished tasks end abort, "stopped by an administrator". */
export async function sysStopJob(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Update">,
  id: number,
): Promise<JobRow> {
  requireWritable(actor);
  const job = await jobById(ctx, id);
  if (job.deletedAt) throw new AppError("DBDataAlreadyRemove");
  await stopJobRow(ctx, job, taskStopReasons.admin);
  return jobById(ctx, id);
}

/** Stops one task (by name) of any user's job, "stopped by an administrator". */
export async function sysStopTask(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Update">,
  id: number,
  key: string,
): Promise<TaskRow> {
  requireWritable(actor);
  const job = await jobById(ctx, id);
  if (job.deletedAt) throw new AppError("DBDataAlreadyRemove");
  return stopTaskRow(ctx, job, key, taskStopReasons.admin);
}

/** Any user's task, or DBDataNotExist. */
export async function findSysTask(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Read">,
  taskId: number,
): Promise<TaskRow> {
  const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/** A task's stdout, stderr or output (read_file and download_file of the back office). */
export async function sysTaskFile(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Read">,
  taskId: number,
  type: string,
  keyName: string | undefined,
): Promise<{ name: string; folder: string; size: number; sha256: string }> {
  return taskFileOf(ctx, await findSysTask(ctx, actor, taskId), type, keyName);
}

/** The answer of a refund: the tokens given back now, and the task (its ledger shows the refund). */
export interface TaskRefund {
  readonly refunded: number;
  readonly task: TaskRow;
}

export const refundBodySchema = z.object({
  JobTaskId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * return_used_calc_metric: gives back what the task's current run was charged, at most once (the
 * ledger's unique key); answers the tokens refunded (0 when nothing was charged or it was refunded).
 */
export async function refundTaskTokens(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Update">,
  taskId: number,
): Promise<TaskRefund> {
  requireWritable(actor);
  const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task) throw new AppError("DBDataNotExist");
  const refunded = await refundTask(ctx.db, task.id, task.run, `refund by ${ctx.sys?.account ?? "admin"}`);
  return { refunded, task };
}

/** What the current run of each task was charged and refunded, from the ledger (one statement). */
export async function ledgerOfTasks(
  db: Ctx["db"],
  list: readonly { id: number; run: number }[],
): Promise<Map<number, { charged: number; refunded: number }>> {
  const result = new Map<number, { charged: number; refunded: number }>();
  for (const task of list) result.set(task.id, { charged: 0, refunded: 0 });
  if (list.length === 0) return result;
  const runs = new Map(list.map((task) => [task.id, task.run]));
  const rows = await db
    .select({
      taskId: tokenLedger.taskId,
      run: tokenLedger.taskRun,
      kind: tokenLedger.kind,
      amount: tokenLedger.amount,
    })
    .from(tokenLedger)
    .where(
      and(inArray(tokenLedger.taskId, [...runs.keys()]), inArray(tokenLedger.kind, ["charge", "refund"])),
    );
  for (const row of rows) {
    if (row.taskId === null || runs.get(row.taskId) !== row.run) continue;
    const entry = result.get(row.taskId)!;
    if (row.kind === "charge") entry.charged += -Number(row.amount);
    else entry.refunded += Number(row.amount);
  }
  return result;
}

/** Tasks and done tasks per job (one statement for a page of jobs). */
export async function taskCountsOfJobs(
  db: Ctx["db"],
  jobIds: readonly number[],
): Promise<Map<number, { total: number; done: number }>> {
  const result = new Map<number, { total: number; done: number }>();
  if (jobIds.length === 0) return result;
  const rows = await db
    .select({
      jobId: tasks.jobId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${tasks.state} = 'done'))::int`,
    })
    .from(tasks)
    .where(inArray(tasks.jobId, [...jobIds]))
    .groupBy(tasks.jobId);
  for (const row of rows) result.set(row.jobId, { total: Number(row.total), done: Number(row.done) });
  return result;
}
