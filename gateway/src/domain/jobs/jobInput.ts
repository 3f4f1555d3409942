/**
 * A job's input as submit checks it (spec §4): the typed tasks and their links (prepareTasks), and the
 * submit rules on running jobs, the payer's tokens and workflow storage, with the holds a submit, rerun
 * or reset takes under its locks.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { approvalStepSchema, jobTagsSchema, sizeUnits, type ApprovalStep } from "@crucible/schema";
import { z } from "zod";
import { dataFiles } from "../../db/datasets.js";
import type { TaskRow, TaskState } from "../../db/jobs.js";
import type { ModuleArg, ModuleOutput } from "../../db/modules.js";
import type { Actor, Ctx, DbClock } from "../context.js";
import type { Clock } from "../clock.js";
import type { UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import { checkAcyclic, checkArgs, checkProcessorMethod, isFileArg, methodOf } from "../modules/args.js";
import { runnableModule } from "../modules/catalogue.js";
import { runnableProcessor } from "../processors/processors.js";
import {
  availableTokens,
  holdTokens,
  lockTokens,
  payerFor,
  projectWallet,
  userWallet,
  type Wallet,
} from "../ledger/tokens.js";
import { usableDataFiles } from "../datasets/dataFiles.js";
import { runningJobCount, runningJobLimit, workflowLimits } from "../ledger/limits.js";
import { workflowStorageUsed } from "../ledger/storage.js";
import { projectIfWritable } from "../projects/projects.js";
import { projectGrants } from "../ledger/grants.js";

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
export async function prepareTasks(
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
  const limits = await workflowLimits(ctx, actor.id);
  // A job made in a project with active storage packs: what they grant adds to the member's limits.
  if (projectId !== null) {
    const grants = await projectGrants(ctx, projectId);
    limits.runningJobs += grants.runningJobs;
    limits.workflowStorageBytes += grants.workflowStorageGb * sizeUnits.GB;
  }
  if ((await runningJobCount(ctx.db, actor.id)) >= limits.runningJobs)
    throw new AppError("UserResourceWorkflowJobCountOver", String(limits.runningJobs));
  // The common case without a transaction; the hold itself is taken under the lock (holdJobLimits).
  const payer = await payerFor(ctx, actor.id, projectId);
  if ((await availableTokens(ctx, payer)).available <= 0)
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
  { db: tx, clock }: DbClock,
  userId: number,
  projectId: number | null,
  tokens: number,
): Promise<Wallet> {
  const payer = await holdForNewRuns({ db: tx, clock }, userId, projectId, tokens);
  const limit =
    (await runningJobLimit({ db: tx, clock }, userId)) +
    (projectId === null ? 0 : (await projectGrants({ db: tx, clock }, projectId)).runningJobs);
  if ((await runningJobCount(tx, userId)) >= limit)
    throw new AppError("UserResourceWorkflowJobCountOver", String(limit));
  return payer;
}

/**
 * In a transaction: takes the member's and then the project's token locks, decides who pays (payerFor)
 * and holds `tokens` on that wallet (UserResourceWorkflowJobCalcMetricOver when they do not fit).
 */
export async function holdForNewRuns(
  { db: tx, clock }: DbClock,
  userId: number,
  projectId: number | null,
  tokens: number,
): Promise<Wallet> {
  await lockTokens(tx, userWallet(userId));
  if (projectId !== null) await lockTokens(tx, projectWallet(projectId));
  const payer = await payerFor({ db: tx, clock }, userId, projectId);
  await holdTokens({ db: tx, clock }, payer, tokens);
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

export function parseSubmit(raw: unknown) {
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
  return payerFor(ctx, actor.id, projectId);
}

/**
 * Re-checks an existing job's tasks as a new submission would (modules still runnable, arguments
 * valid), with new arguments for one task if `changed` names them (a failed task run again).
 */
export async function checkJobTasks(
  ctx: Ctx,
  actor: Actor,
  all: readonly TaskRow[],
  changed: { readonly key: string; readonly args: Record<string, unknown> } | null = null,
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
      args: changed && t.key === changed.key ? changed.args : t.args,
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
export function readyState(
  clock: Clock,
  approval: ApprovalStep | null,
): {
  state: TaskState;
  approvalDeadline: Date | ReturnType<typeof sql> | null;
} {
  if (!approval) return { state: "pending", approvalDeadline: null };
  return {
    state: "waiting",
    approvalDeadline: sql`${clock.sqlNow()} + make_interval(mins => ${approval.timeoutMinutes}::int)`,
  };
}
