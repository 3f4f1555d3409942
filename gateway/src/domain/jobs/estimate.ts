/**
 * What a job will cost before it is launched: per task, the price of its module or processor and the
 * CPU time of earlier done runs of the same unit and method on inputs of similar size (within half to
 * twice the bytes), falling back to all runs of the unit, else saying there is no history. Tokens are
 * counted as the scheduler charges them (tokensFor, ledger/tokens.ts). Also the queue position of
 * pending tasks.
 */
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { dataFiles } from "../../db/datasets.js";
import { jobs, tasks, type TaskRow } from "../../db/jobs.js";
import { modules, processors } from "../../db/modules.js";
import type { Actor, Ctx } from "../context.js";
import type { UserActor } from "../access/guards.js";
import { calcMetricDoc, readKeyDoc } from "../config/keyData.js";
import { sharedWith } from "../access/visibility.js";
import { isFileArg } from "../modules/args.js";
import { checkJobInput, prospectivePayer, type PreparedTask } from "./jobInput.js";
import { availableTokens, tokensFor } from "../ledger/tokens.js";

/** Earlier runs considered per task: the newest ones, so an estimate stays cheap on a busy server. */
export const historyLimit = 200;
/** Runs count as similar when their input bytes are within this factor of the new input's. */
export const similarFactor = 2;
/** Below this many runs the estimate says the history is thin. */
export const thinHistory = 5;
/** Pending tasks counted ahead of one; the position answers at most this. */
export const queueCountLimit = 10_000;

export type EstimateBasis = "similar" | "all" | "none" | "approval";

export interface TaskEstimate {
  key: string;
  moduleId: number | null;
  processorId: number | null;
  method: string | null;
  /** Tokens per CPU-second (the unit's price times the calc-metric multiplier) and its discount. */
  price: number;
  discount: number;
  /** Bytes of the task's data-file inputs; null when some input comes from an upstream task. */
  inputBytes: number | null;
  basis: EstimateBasis;
  /** Runs the figures come from (everyone's), and how many of them are the caller's. */
  runs: number;
  ownRuns: number;
  medianCpuMs: number | null;
  ownMedianCpuMs: number | null;
  p25CpuMs: number | null;
  p75CpuMs: number | null;
  tokens: number | null;
  tokensLow: number | null;
  tokensHigh: number | null;
  thin: boolean;
}

export interface JobEstimate {
  tasks: TaskEstimate[];
  /** Sum over the tasks that have history; complete is false when some task has none. */
  tokens: number;
  tokensLow: number;
  tokensHigh: number;
  complete: boolean;
  balance: number;
  /** Tokens held for the caller's waiting and running tasks (ledger/tokens.ts heldTokens). */
  held: number;
  balanceAfter: number;
}

/** The q-quantile (0..1) of sorted numbers, interpolated. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

interface PastRun {
  cpuMs: number;
  inputBytes: number;
  own: boolean;
  /** Runs before cache keys were written have no measured input bytes. */
  measured: boolean;
}

async function pastRuns(ctx: Ctx, actor: Actor, task: PreparedTask): Promise<PastRun[]> {
  const unit =
    task.moduleId !== null ? eq(tasks.moduleId, task.moduleId) : eq(tasks.processorId, task.processorId ?? 0);
  const rows = await ctx.db
    .select({
      cpuMs: tasks.cpuMs,
      inputBytes: tasks.inputBytes,
      cacheKey: tasks.cacheKey,
      ownerId: jobs.ownerId,
    })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(
      and(
        unit,
        eq(tasks.state, "done"),
        sql`${tasks.method} is not distinct from ${task.method}`,
        // A reused task did not run: its zero CPU says nothing of the cost.
        isNull(tasks.reusedFromTaskId),
      ),
    )
    .orderBy(desc(tasks.id))
    .limit(historyLimit);
  return rows.map((r) => ({
    cpuMs: r.cpuMs,
    inputBytes: r.inputBytes,
    own: r.ownerId === actor.id,
    measured: r.cacheKey !== null,
  }));
}

async function inputBytesOf(ctx: Ctx, actor: Actor, task: PreparedTask): Promise<number | null> {
  const ids: number[] = [];
  for (const value of Object.values(task.args)) {
    if (!isFileArg(value)) continue;
    if (!("dataFileId" in value)) return null;
    ids.push(value.dataFileId);
  }
  if (ids.length === 0) return 0;
  const rows = await ctx.db
    .select({ id: dataFiles.id, size: dataFiles.size })
    .from(dataFiles)
    .where(
      and(
        inArray(dataFiles.id, ids),
        sql`(${dataFiles.ownerId} = ${actor.id} or ${dataFiles.kind} in ('public', 'module_demo') or ${sharedWith(dataFiles.projectId, actor.id, "write")})`,
      ),
    );
  const size = new Map(rows.map((r) => [r.id, r.size]));
  return ids.reduce((sum, id) => sum + (size.get(id) ?? 0), 0);
}

async function priceOf(ctx: Ctx, task: PreparedTask): Promise<{ price: number; discount: number }> {
  const metric = await readKeyDoc(ctx.db, calcMetricDoc);
  if (task.processorId !== null) {
    const [row] = await ctx.db
      .select({ id: processors.id })
      .from(processors)
      .where(eq(processors.id, task.processorId));
    return { price: row ? metric.TaskProcessorMethod : 0, discount: 1 };
  }
  const [module] = await ctx.db
    .select({ tokenPrice: modules.tokenPrice, discount: modules.discount })
    .from(modules)
    .where(eq(modules.id, task.moduleId ?? 0));
  return { price: (module?.tokenPrice ?? 0) * metric.TaskModule, discount: module?.discount ?? 1 };
}

function sortedCpu(runs: readonly PastRun[]): number[] {
  return runs.map((r) => r.cpuMs).sort((a, b) => a - b);
}

/** Prices and past runs of one job's units, read once per unit (a 200-task job often runs a few). */
interface UnitCache {
  prices: Map<string, Promise<{ price: number; discount: number }>>;
  runs: Map<string, Promise<PastRun[]>>;
}

function unitKey(task: PreparedTask): string {
  return task.moduleId !== null ? `m${task.moduleId}` : `p${task.processorId ?? 0}`;
}

function cached<T>(map: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let found = map.get(key);
  if (!found) {
    found = read();
    map.set(key, found);
  }
  return found;
}

async function estimateTask(
  ctx: Ctx,
  actor: Actor,
  task: PreparedTask,
  cache: UnitCache,
): Promise<TaskEstimate> {
  // An approval step runs nothing: it is charged nothing and holds nothing while it waits.
  if (task.approval !== null) return approvalEstimate(task);
  const unit = unitKey(task);
  const [{ price, discount }, inputBytes, runs] = await Promise.all([
    cached(cache.prices, unit, () => priceOf(ctx, task)),
    inputBytesOf(ctx, actor, task),
    cached(cache.runs, `${unit}:${task.method ?? ""}`, () => pastRuns(ctx, actor, task)),
  ]);
  const similar =
    inputBytes === null
      ? []
      : runs.filter(
          (r) =>
            r.measured &&
            r.inputBytes >= inputBytes / similarFactor &&
            r.inputBytes <= inputBytes * similarFactor,
        );
  const basis: EstimateBasis = similar.length > 0 ? "similar" : runs.length > 0 ? "all" : "none";
  const chosen = basis === "similar" ? similar : runs;
  const cpu = sortedCpu(chosen);
  const own = sortedCpu(chosen.filter((r) => r.own));
  const median = quantile(cpu, 0.5);
  const p25 = quantile(cpu, 0.25);
  const p75 = quantile(cpu, 0.75);
  const tokens = (ms: number | null) => (ms === null ? null : tokensFor(ms, price, discount));
  return {
    key: task.key,
    moduleId: task.moduleId,
    processorId: task.processorId,
    method: task.method,
    price,
    discount,
    inputBytes,
    basis,
    runs: chosen.length,
    ownRuns: own.length,
    medianCpuMs: median,
    ownMedianCpuMs: quantile(own, 0.5),
    p25CpuMs: p25,
    p75CpuMs: p75,
    tokens: tokens(median),
    tokensLow: tokens(p25),
    tokensHigh: tokens(p75),
    thin: chosen.length < thinHistory,
  };
}

function approvalEstimate(task: PreparedTask): TaskEstimate {
  return {
    key: task.key,
    moduleId: null,
    processorId: null,
    method: null,
    price: 0,
    discount: 1,
    inputBytes: 0,
    basis: "approval",
    runs: 0,
    ownRuns: 0,
    medianCpuMs: 0,
    ownMedianCpuMs: 0,
    p25CpuMs: 0,
    p75CpuMs: 0,
    tokens: 0,
    tokensLow: 0,
    tokensHigh: 0,
    thin: false,
  };
}

/** The estimate of each task of a prepared job, one task at a time (a 200-task job must not open 600 queries at once). */
export async function estimateTasks(
  ctx: Ctx,
  actor: Actor,
  prepared: readonly PreparedTask[],
): Promise<TaskEstimate[]> {
  const cache: UnitCache = { prices: new Map(), runs: new Map() };
  const estimates: TaskEstimate[] = [];
  for (const task of prepared) estimates.push(await estimateTask(ctx, actor, task, cache));
  return estimates;
}

/**
 * What a submit holds for each task: its estimate (the median of similar runs, as jobEstimate shows
 * it), and for a task without history the least any priced run costs (one token): an unknown cost is
 * not invented, and the metering while it runs bounds what it can spend.
 */
export async function taskHolds(
  ctx: Ctx,
  actor: Actor,
  prepared: readonly PreparedTask[],
): Promise<number[]> {
  const estimates = await estimateTasks(ctx, actor, prepared);
  return estimates.map((e) => e.tokens ?? tokensFor(0, e.price, e.discount));
}

/** The estimate of a job the caller could submit (the same input and checks as submit). */
export async function estimateJob(ctx: Ctx, actor: UserActor, raw: unknown): Promise<JobEstimate> {
  const prepared = await checkJobInput(ctx, actor, raw);
  const estimates = await estimateTasks(ctx, actor, prepared);
  const sum = (pick: (t: TaskEstimate) => number | null) =>
    estimates.reduce((total, t) => total + (pick(t) ?? 0), 0);
  const tokens = sum((t) => t.tokens);
  // The balance of who would pay: the job's project when it has tokens available, else the caller.
  const { balance, held } = await availableTokens(ctx, await prospectivePayer(ctx, actor, raw));
  return {
    tasks: estimates,
    tokens,
    tokensLow: sum((t) => t.tokensLow),
    tokensHigh: sum((t) => t.tokensHigh),
    complete: estimates.every((t) => t.basis !== "none"),
    balance,
    held,
    balanceAfter: balance - held - tokens,
  };
}

/** Pending tasks (all users) claimed before this one (claim order is by id); null when not pending. */
export async function taskQueuePosition(
  ctx: Ctx,
  task: Pick<TaskRow, "id" | "state">,
): Promise<number | null> {
  if (task.state !== "pending") return null;
  const ahead = ctx.db
    .select({ one: sql`1` })
    .from(tasks)
    .where(and(eq(tasks.state, "pending"), lt(tasks.id, task.id)))
    .limit(queueCountLimit)
    .as("ahead");
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(ahead);
  return row?.n ?? 0;
}

/** A job's place in the queue: that of its first pending task; null when none of its tasks is pending. */
export async function jobQueuePosition(ctx: Ctx, jobId: number): Promise<number | null> {
  const [first] = await ctx.db
    .select({ id: tasks.id, state: tasks.state })
    .from(tasks)
    .where(and(eq(tasks.jobId, jobId), eq(tasks.state, "pending")))
    .orderBy(tasks.id)
    .limit(1);
  return first ? taskQueuePosition(ctx, first) : null;
}
