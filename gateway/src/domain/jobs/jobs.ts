/**
 * Jobs and their tasks (spec §4): submission with typed arguments and a DAG of tasks, the derived
 * job state, and the transitions: update and cancel only before running, repair and reset of a
 * terminated task, reset of a job, restart and clone.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  approvalStepSchema,
  jobTagsSchema,
  sizeUnits,
  type ApprovalStep,
  workflowFeature,
} from "@crucible/schema";
import { z } from "zod";
import {
  blobs as blobsTable,
  dataFiles,
  jobs,
  taskStates,
  tasks,
  type DataFileRow,
  type JobRow,
  type ModuleArg,
  type ModuleOutput,
  type TaskRow,
  type TaskState,
} from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { tagsText } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { checkAcyclic, checkArgs, checkProcessorMethod, isFileArg, methodOf } from "../modules/args.js";
import { runnableModule } from "../modules/catalogue.js";
import { runnableProcessor } from "../processors/processors.js";
import {
  availableTokens,
  holdTokens,
  jobWallet,
  lockTokens,
  payerFor,
  projectWallet,
  userWallet,
  type Wallet,
} from "../ledger/tokens.js";
import { taskHolds } from "./estimate.js";
import { insertOwnedFileWithinQuota, usableDataFiles } from "../datasets/dataFiles.js";
import { runningJobCount, runningJobLimit, workflowLimits } from "../ledger/limits.js";
import { workflowStorageUsed } from "../ledger/storage.js";
import { checkDirNames, checkFileName } from "../files/uploads.js";
import { mimeOf } from "../files/mime.js";
import { notifyApprovalsWaiting, notifyJobEnd } from "../notifications/events.js";
import { projectForNewItem, projectIfWritable } from "../projects/projects.js";
import { ownedOrShared } from "../access/visibility.js";
import { projectGrants } from "../ledger/grants.js";

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
  db: Ctx["db"],
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
    return refreshJobState(db, jobId);
  }
  const state = deriveJobState(states);
  const finished = state === "done" || state === "abort" || state === "cancel";
  const current = rows[0];
  if (current && current.stored === state && (current.finishedAt !== null) === finished) return state;
  const [written] = await db
    .update(jobs)
    .set({
      state,
      updatedAt: new Date(),
      finishedAt: finished ? sql`coalesce(${jobs.finishedAt}, now())` : null,
    })
    .where(eq(jobs.id, jobId))
    .returning({ id: jobs.id, ownerId: jobs.ownerId, name: jobs.name, finishedAt: jobs.finishedAt });
  // The job's end notifies its owner once: a second refresh of the same end (another worker, a
  // retry) carries the same finish time, which names the notification.
  if (written && finished) await notifyJobEnd(db, { ...written, state });
  return state;
}

/**
 * prePending tasks (of one job, or all) whose dependencies are all done become pending; an approval
 * step among them starts waiting for its decision (its deadline from its timeout, by the database's
 * clock) and its deciders are told.
 */
export async function promoteReady(db: Ctx["db"], jobId?: number): Promise<void> {
  const result = await db.execute(sql`
    update ${tasks} t set
      state = case when t.approval is null then 'pending' else 'waiting' end,
      approval_deadline = case when t.approval is null then null
        else now() + make_interval(mins => (t.approval->>'timeoutMinutes')::int) end,
      updated_at = now()
    where t.state = 'prePending'${jobId === undefined ? sql`` : sql` and t.job_id = ${jobId}`}
      and not exists (
        select 1 from jsonb_array_elements_text(t.depends_on) d(key)
        join ${tasks} u on u.job_id = t.job_id and u.key = d.key
        where u.state <> 'done')
    returning t.job_id, t.approval is not null as approval`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const rows = (result as { rows: { job_id: number | string; approval: boolean }[] }).rows;
  const waiting = new Set(rows.filter((r) => r.approval).map((r) => Number(r.job_id)));
  for (const id of waiting) await notifyApprovalsWaiting(db, id);
}

const taskInput = z
  .object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "task names are letters, digits, _ and -"),
    moduleId: z.number().int().positive().nullish(),
    processorId: z.number().int().positive().nullish(),
    /** The module's method; absent: its first one. */
    method: z.string().max(64).nullish(),
    /** An approval step (issue 28 item 6) instead of a module or processor. */
    approval: approvalStepSchema.nullish(),
    args: z.record(z.string(), z.unknown()).default({}),
    dependsOn: z.array(z.string()).max(100).default([]),
  })
  .refine((t) => (t.moduleId ? 1 : 0) + (t.processorId ? 1 : 0) + (t.approval ? 1 : 0) === 1, {
    message: "a task runs exactly one module or processor, or is an approval step",
  });

export const submitSchema = z.object({
  name: z.string().trim().min(1, "Job name is required").max(200),
  emailNotify: z.boolean().default(false),
  /** Checked first, with its own error (ServerInvalidParameter): see parseTags. */
  tags: z.unknown().optional(),
  /**
   * The project the job is made in (issue 28 item 2): the caller must be an editor or owner of it. The
   * project pays for the job when it has tokens available, otherwise the member who submits it
   * (payerFor).
   */
  projectId: z.number().int().positive().nullish(),
  tasks: z.array(taskInput).min(1).max(200),
});

/** A submit's tags (absent: none); ServerInvalidParameter names the rule that failed. */
export function parseTags(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  const parsed = jobTagsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("ServerInvalidParameter", `tags: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}
export type SubmitInput = z.input<typeof submitSchema>;

export interface PreparedTask {
  key: string;
  moduleId: number | null;
  processorId: number | null;
  /** An approval step: no module, no processor, no arguments, no outputs. */
  approval: ApprovalStep | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
}

/** Validates a job's tasks: names unique, modules runnable, arguments typed, links to declared outputs, no loop. */
async function prepareTasks(
  ctx: Ctx,
  actor: Actor,
  input: z.infer<typeof submitSchema>["tasks"],
): Promise<PreparedTask[]> {
  const keys = new Set<string>();
  for (const t of input) {
    if (keys.has(t.key)) throw new AppError("JobTaskIdDuplicate", t.key);
    keys.add(t.key);
  }
  // What each task runs: its argument and output declarations, from a module's method or a processor.
  const modulesByTask = new Map<
    string,
    { args: ModuleArg[]; outputs: ModuleOutput[]; method: string | null }
  >();
  for (const t of input) {
    if (t.approval) {
      if (t.method) throw new AppError("JobTaskArgsError", `${t.key}: an approval step has no method`);
      modulesByTask.set(t.key, { args: [], outputs: [], method: null });
    } else if (t.processorId) {
      checkProcessorMethod(t.method);
      const processor = await runnableProcessor(ctx, actor, t.processorId);
      modulesByTask.set(t.key, { args: processor.args, outputs: processor.outputs, method: null });
    } else {
      const module = await runnableModule(ctx, actor, t.moduleId ?? 0);
      const { method, stored } = methodOf(module, t.method);
      modulesByTask.set(t.key, { args: method.args, outputs: method.outputs, method: stored });
    }
  }
  const prepared: PreparedTask[] = [];
  for (const t of input) {
    const module = modulesByTask.get(t.key)!;
    const args = checkArgs(module.args, t.args);
    const dependsOn = new Set(t.dependsOn);
    for (const [name, value] of Object.entries(args)) {
      if (!isFileArg(value)) continue;
      if ("task" in value) {
        const upstream = modulesByTask.get(value.task);
        if (!upstream || value.task === t.key)
          throw new AppError("JobTaskArgsError", `${name}: no task ${value.task}`);
        if (!upstream.outputs.some((o) => o.name === value.output)) {
          throw new AppError("JobTaskArgsError", `${name}: ${value.task} has no output ${value.output}`);
        }
        dependsOn.add(value.task);
      } else {
        const visible = await ctx.db
          .select({ id: dataFiles.id, name: dataFiles.name })
          .from(dataFiles)
          .where(
            and(eq(dataFiles.id, value.dataFileId), isNull(dataFiles.deletedAt), usableDataFiles(actor.id)),
          );
        // Another user's file answers like a missing one.
        if (!visible[0]) throw new AppError("JobTaskArgsError", `${name}: no such file`);
        const formats = module.args.find((a) => a.name === name)?.fileFormats;
        const ext = visible[0].name.toLowerCase().split(".").pop() ?? "";
        if (formats && formats.length > 0 && !formats.includes(ext)) {
          throw new AppError("JobTaskArgsError", `${name}: expects ${formats.join(", ")}`);
        }
      }
    }
    for (const d of dependsOn)
      if (!keys.has(d)) throw new AppError("JobTaskArgsError", `dependsOn: no task ${d}`);
    prepared.push({
      key: t.key,
      moduleId: t.approval || t.processorId ? null : (t.moduleId ?? null),
      processorId: t.approval ? null : (t.processorId ?? null),
      approval: t.approval ?? null,
      method: module.method,
      args,
      dependsOn: [...dependsOn],
    });
  }
  checkAcyclic(prepared);
  return prepared;
}

/**
 * The submit rules on the caller's running jobs, the payer's balance and the caller's workflow storage
 * (also checked by a rerun), each limit a base from the commerce settings plus the storage packs
 * active now (ledger/limits.ts). `projectId`: the project the new job is made in (it may pay).
 */
export async function checkLimits(ctx: Ctx, actor: Actor, projectId: number | null): Promise<void> {
  const limits = await workflowLimits(ctx.db, actor.id);
  // A job made in a project with active storage packs: what they grant adds to the member's limits.
  if (projectId !== null) {
    const grants = await projectGrants(ctx.db, projectId);
    limits.runningJobs += grants.runningJobs;
    limits.workflowStorageBytes += grants.workflowStorageGb * sizeUnits.GB;
  }
  if ((await runningJobCount(ctx.db, actor.id)) >= limits.runningJobs)
    throw new AppError("UserResourceWorkflowJobCountOver", String(limits.runningJobs));
  // The common case without a transaction; the hold itself is taken under the lock (holdJobLimits).
  const payer = await payerFor(ctx.db, actor.id, projectId);
  if ((await availableTokens(ctx.db, payer)).available <= 0)
    throw new AppError("UserResourceWorkflowJobCalcMetricOver", "0");
  // Results are stored for the user: a user over the workflow storage quota starts no more work.
  if ((await workflowStorageUsed(ctx.db, actor.id)) > limits.workflowStorageBytes)
    throw new AppError("UserResourceWorkflowStorageSizeOver");
}

/**
 * In a submit's (or rerun's, reset's) transaction, before its tasks are written: decides who pays
 * (payerFor: the job's project when it has tokens available, else the member), holds `tokens` (the new
 * tasks' estimates) against what the payer's balance and other holds leave, under the member's and
 * then the project's token locks (ledger/tokens.ts: one submit or charge per wallet at a time), and counts the
 * member's running-job limit again under their lock, so that parallel submits cannot pass either
 * together (checkLimits before it answers the common case without a transaction). Answers the payer.
 */
export async function holdJobLimits(
  tx: Ctx["db"],
  userId: number,
  projectId: number | null,
  tokens: number,
): Promise<Wallet> {
  const payer = await holdForNewRuns(tx, userId, projectId, tokens);
  const limit =
    (await runningJobLimit(tx, userId)) +
    (projectId === null ? 0 : (await projectGrants(tx, projectId)).runningJobs);
  if ((await runningJobCount(tx, userId)) >= limit)
    throw new AppError("UserResourceWorkflowJobCountOver", String(limit));
  return payer;
}

/**
 * In a transaction: takes the member's and then the project's token locks, decides who pays (payerFor)
 * and holds `tokens` on that wallet (UserResourceWorkflowJobCalcMetricOver when they do not fit).
 */
async function holdForNewRuns(
  tx: Ctx["db"],
  userId: number,
  projectId: number | null,
  tokens: number,
): Promise<Wallet> {
  await lockTokens(tx, userWallet(userId));
  if (projectId !== null) await lockTokens(tx, projectWallet(projectId));
  const payer = await payerFor(tx, userId, projectId);
  await holdTokens(tx, payer, tokens);
  return payer;
}

/** The jobs column of a payer: its project, or null for the member. */
export function payerColumn(payer: Wallet): number | null {
  return payer.kind === "project" ? payer.id : null;
}

/** The sum of what tasks hold. */
export function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function parseSubmit(raw: unknown) {
  const parsed = submitSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("JobTaskArgsError", issue ? `${issue.path.join(".")}: ${issue.message}` : "job");
  }
  return parsed;
}

/**
 * A job's input checked as submit checks it (names, runnable modules, typed arguments, links), without
 * the limits and without creating anything: what an estimate is made of.
 */
export async function checkJobInput(ctx: Ctx, actor: Actor, raw: unknown): Promise<PreparedTask[]> {
  return prepareTasks(ctx, actor, parseSubmit(raw).data.tasks);
}

/**
 * Who would pay for a job of this input if it were submitted now (an estimate's balance): its project
 * when the caller may create jobs in it and it has tokens available, else the caller.
 */
export async function prospectivePayer(ctx: Ctx, actor: UserActor, raw: unknown): Promise<Wallet> {
  const projectId = await projectIfWritable(ctx, actor, parseSubmit(raw).data.projectId ?? null);
  return payerFor(ctx.db, actor.id, projectId);
}

/** Re-checks an existing job's tasks as a new submission would (modules still runnable, arguments valid). */
export async function checkJobTasks(
  ctx: Ctx,
  actor: Actor,
  all: readonly TaskRow[],
): Promise<PreparedTask[]> {
  return prepareTasks(
    ctx,
    actor,
    all.map((t) => ({
      key: t.key,
      moduleId: t.moduleId,
      processorId: t.processorId,
      approval: approvalStepOf(t),
      method: t.method,
      args: t.args,
      dependsOn: t.dependsOn,
    })),
  );
}

/** A task's approval step as a new submit takes it (without the decision of its earlier run). */
export function approvalStepOf(task: Pick<TaskRow, "approval">): ApprovalStep | null {
  if (!task.approval) return null;
  const { decision: _decision, ...step } = task.approval;
  return step;
}

/**
 * The state of a task whose inputs are all there: an approval step starts waiting (its deadline set
 * from its timeout by the database's clock), any other task is pending for a worker.
 */
export function readyState(approval: ApprovalStep | null): {
  state: TaskState;
  approvalDeadline: Date | ReturnType<typeof sql> | null;
} {
  if (!approval) return { state: "pending", approvalDeadline: null };
  return {
    state: "waiting",
    approvalDeadline: sql`now() + make_interval(mins => ${approval.timeoutMinutes}::int)`,
  };
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
      const payer = await holdJobLimits(tx, actor.id, projectId, sumOf(holds));
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
              ? readyState(t.approval)
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
      if (job.state === "waiting") await notifyApprovalsWaiting(ctx.db, job.id);
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
export async function cancelJobRow(db: Ctx["db"], job: JobRow): Promise<void> {
  // A job waiting for an approval (issue 28 item 6) has nothing running either: it may be cancelled.
  if (job.state !== "prePending" && job.state !== "pending" && job.state !== "waiting")
    throw new AppError("DBStatusChangeNotAllowed", job.state);
  // One statement: a task claimed by the scheduler in the meantime is not cancelled under its feet.
  await db
    .update(tasks)
    .set({ state: "cancel", approvalDeadline: null, updatedAt: new Date() })
    .where(and(eq(tasks.jobId, job.id), inArray(tasks.state, ["prePending", "pending", "waiting"])));
  await refreshJobState(db, job.id);
}

/** Cancels a job: only a preprocessing or pending one (spec §4). */
export async function cancelJob(ctx: Ctx, actor: UserActor, jobId: number): Promise<JobRow> {
  requireWritable(actor);
  const job = await writableJob(ctx, jobId);
  await cancelJobRow(ctx.db, job);
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
      .set({ args: t.args, method: t.method, updatedAt: new Date() })
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
  const prepared = await prepareTasks(
    ctx,
    actor,
    all.map((t) => ({
      key: t.key,
      moduleId: t.moduleId,
      processorId: t.processorId,
      approval: approvalStepOf(t),
      method: t.method,
      args: t.key === key && args ? args : t.args,
      dependsOn: t.dependsOn,
    })),
  );
  const next = prepared.find((t) => t.key === key)!;
  const doneKeys = new Set(all.filter((t) => t.state === "done").map((t) => t.key));
  const ready = next.dependsOn.every((d) => doneKeys.has(d));
  // The new run holds the task's estimate again, like a submit, on the job's payer (its other tasks
  // may still run on it).
  const [updated] = await ctx.db.transaction(async (tx) => {
    await holdTokens(tx, jobWallet(job), task.heldTokens);
    return tx
      .update(tasks)
      .set({
        args: next.args,
        method: next.method,
        ...(ready ? readyState(next.approval) : { state: "prePending", approvalDeadline: null }),
        approval: next.approval,
        run: sql`${tasks.run} + 1`,
        attempt: 0,
        exitCode: null,
        reason: null,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, "abort")))
      .returning();
  });
  if (!updated) throw new AppError("DBStatusChangeNotAllowed", "abort");
  await ctx.db.update(jobs).set({ notifiedAt: null }).where(eq(jobs.id, job.id));
  await refreshJobState(ctx.db, job.id);
  await notifyApprovalsWaiting(ctx.db, job.id);
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
    const payer = await holdForNewRuns(tx, actor.id, job.projectId, sumOf(rerun.map((t) => t.heldTokens)));
    await tx
      .update(jobs)
      .set({ payerProjectId: payerColumn(payer) })
      .where(eq(jobs.id, job.id));
    for (const t of rerun) {
      await tx
        .update(tasks)
        .set({
          ...(t.dependsOn.every((d) => keep.has(d))
            ? readyState(approvalStepOf(t))
            : { state: "prePending" as TaskState, approvalDeadline: null }),
          approval: approvalStepOf(t),
          run: sql`${tasks.run} + 1`,
          attempt: 0,
          exitCode: null,
          reason: null,
          startedAt: null,
          finishedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(tasks.id, t.id));
    }
  });
  await ctx.db.update(jobs).set({ finishedAt: null, notifiedAt: null }).where(eq(jobs.id, job.id));
  await refreshJobState(ctx.db, job.id);
  await notifyApprovalsWaiting(ctx.db, job.id);
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

export type TaskFileType = "Stdout" | "Stderr" | "OutFile";

/** One of a task's files: its stdout, stderr or a named output (KeyName). */
export async function taskFile(
  ctx: Ctx,
  actor: UserActor,
  taskId: number,
  type: string,
  keyName: string | undefined,
): Promise<{ name: string; folder: string; size: number; sha256: string }> {
  return taskFileOf(ctx, await ownTask(ctx, actor, taskId), type, keyName);
}

/** One of the files of a task the caller may read (see ownTask, and sysTask in the back office). */
export async function taskFileOf(
  ctx: Ctx,
  task: TaskRow,
  type: string,
  keyName: string | undefined,
): Promise<{ name: string; folder: string; size: number; sha256: string }> {
  const blobFor = async (blobId: number | null, name: string) => {
    if (blobId === null) throw new AppError("DBDataNotExist", name);
    const [blob] = await ctx.db.select().from(blobsTable).where(eq(blobsTable.id, blobId));
    if (!blob) throw new AppError("DBDataNotExist", name);
    return { name, folder: "", size: blob.size, sha256: blob.sha256 };
  };
  if (type === "Stdout") return blobFor(task.stdoutBlobId, `${task.key}.stdout.log`);
  if (type === "Stderr") return blobFor(task.stderrBlobId, `${task.key}.stderr.log`);
  if (type === "OutFile" || type === "DynamicOutFile") {
    const output = task.outputs.find((o) => o.name === keyName);
    if (!output) throw new AppError("DBDataNotExist", keyName ?? "");
    return {
      name: output.name.split("/").pop() ?? output.name,
      folder: "",
      size: output.size,
      sha256: output.sha256,
    };
  }
  throw invalid("Type must be Stdout, Stderr, OutFile or DynamicOutFile");
}

/**
 * save_result_file_to: a task's output becomes a private data set file of its owner (the same blob,
 * no copy), under the same locked quota rule as an upload's finish step, so racing saves cannot pass
 * the quota. The name defaults to the output's; names and folders are checked like uploads'.
 */
export async function saveResultFileTo(
  ctx: Ctx,
  actor: UserActor,
  input: { taskId: number; keyName: unknown; name: string; dirNames: readonly string[] },
): Promise<DataFileRow> {
  requireWritable(actor);
  const task = await ownTask(ctx, actor, input.taskId);
  const output = task.outputs.find((o) => o.name === input.keyName);
  if (!output) throw new AppError("DBDataNotExist", String(input.keyName ?? ""));
  const name = checkFileName(input.name || output.name.split("/").pop()!);
  const folder = checkDirNames([...input.dirNames]).join("/");
  const [blob] = await ctx.db.select().from(blobsTable).where(eq(blobsTable.id, output.blobId));
  if (!blob) throw new AppError("DBDataNotExist");
  return insertOwnedFileWithinQuota(ctx, {
    kind: "private",
    ownerId: actor.id,
    folder,
    name,
    blobId: blob.id,
    size: blob.size,
    sha256: blob.sha256,
    mime: mimeOf(name),
  });
}
