/**
 * Tokens through an append-only ledger: grants, a running task's meter ticks and its settlement, at most
 * one refund per run, transfers from a member into a project; and the holds of waiting and running
 * tasks on the balance (derived from their estimates and the ledger, never stored as a movement).
 *
 * Every function takes a wallet: a user's tokens or a project's own (issue 28 item 2). A job draws on
 * its payer's wallet (jobs.payer_project_id, decided at submit: see payerFor); its holds count against
 * that wallet only.
 */
import { and, eq, gt, inArray, isNull, sql, sum, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { jobs, tasks } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import { AppError } from "../errors.js";
import type { UserActor } from "../access/guards.js";
import type { Ctx, DbClock } from "../context.js";
import { settleExpiredPacks, settleExpiredProjectPacks } from "./grants.js";

/** Tokens for a run: price per CPU-second times the discount, at least one for any run that used a price. */
export function tokensFor(cpuMs: number, price: number, discount: number): number {
  if (price <= 0) return 0;
  return Math.max(1, Math.ceil((cpuMs / 1000) * price * discount));
}

/** Tokens a new normal user starts with (resource packs, cards and check-ins add to them). */
export const signUpTokenGrant = 1000;

/** Whose tokens: a user's, or a project's own. */
export type Wallet =
  { readonly kind: "user"; readonly id: number } | { readonly kind: "project"; readonly id: number };

export const userWallet = (id: number): Wallet => ({ kind: "user", id });
export const projectWallet = (id: number): Wallet => ({ kind: "project", id });

/** The wallet of a job: its payer project's, or its owner's. */
export function jobWallet(job: { ownerId: number; payerProjectId: number | null }): Wallet {
  return job.payerProjectId === null ? userWallet(job.ownerId) : projectWallet(job.payerProjectId);
}

/** The ledger columns naming a wallet (for an insert). */
export function walletColumns(wallet: Wallet): { userId: number | null; projectId: number | null } {
  return wallet.kind === "user"
    ? { userId: wallet.id, projectId: null }
    : { userId: null, projectId: wallet.id };
}

/** The ledger entries of a wallet. */
export function ofWallet(wallet: Wallet): SQL {
  return wallet.kind === "user" ? eq(tokenLedger.userId, wallet.id) : eq(tokenLedger.projectId, wallet.id);
}

/** The jobs a wallet pays for. */
export function paidBy(wallet: Wallet): SQL {
  return wallet.kind === "user"
    ? and(eq(jobs.ownerId, wallet.id), isNull(jobs.payerProjectId))!
    : eq(jobs.payerProjectId, wallet.id);
}

/** The wallet's balance: the sum of its ledger, once the wallet's packs that expired have lapsed. */
export async function tokenBalance({ db, clock }: DbClock, wallet: Wallet): Promise<number> {
  if (wallet.kind === "user") await settleExpiredPacks({ db, clock }, wallet.id);
  else await settleExpiredProjectPacks({ db, clock }, wallet.id);
  const [row] = await db
    .select({ total: sum(tokenLedger.amount) })
    .from(tokenLedger)
    .where(ofWallet(wallet));
  return Number(row?.total ?? 0);
}

export async function grantTokens(db: Database, userId: number, amount: number, note: string): Promise<void> {
  await db.insert(tokenLedger).values({ userId, amount, kind: "grant", note });
}

/**
 * The advisory lock classes of a user's and a project's tokens (the second key is the id): submits and
 * reruns (which hold tokens), transfers and the scheduler's charges take them in turn, so that what one
 * of them reads of the balance and the holds is still true when it writes. A transaction that needs
 * both (a transfer, a submit paid by a project) takes the user's first, then the project's.
 */
const tokenLockClass: Record<Wallet["kind"], number> = { user: 7301, project: 7302 };

/** In a transaction: waits for the wallet's token lock (released at commit or rollback). */
export async function lockTokens(tx: Database, wallet: Wallet): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${tokenLockClass[wallet.kind]}::int, ${wallet.id}::int)`);
}

/** The states in which a task's hold counts. */
const holdingStates = ["prePending", "pending", "doing", "waiting"] as const;

/**
 * Tokens held for the waiting and running tasks of the jobs the wallet pays for: each task's hold (its
 * estimate at submit) less what its current run has been charged so far, never below 0. A task that
 * ends (done, abort, cancel) holds nothing: releasing a hold is the task leaving these states.
 */
export async function heldTokens(db: Database, wallet: Wallet): Promise<number> {
  const charged = db
    .select({ total: sql`coalesce(sum(${tokenLedger.amount}), 0)` })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.taskId, tasks.id),
        eq(tokenLedger.taskRun, tasks.run),
        eq(tokenLedger.kind, "charge"),
      ),
    );
  const [row] = await db
    .select({ held: sql<string>`coalesce(sum(greatest(0, ${tasks.heldTokens} + (${charged}))), 0)` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(
      and(
        paidBy(wallet),
        inArray(jobs.state, [...holdingStates]),
        inArray(tasks.state, [...holdingStates]),
        gt(tasks.heldTokens, 0),
      ),
    );
  return Number(row?.held ?? 0);
}

export interface Tokens {
  readonly balance: number;
  readonly held: number;
  readonly available: number;
}

/** The wallet's balance, what its waiting and running tasks hold of it, and what is left for new work. */
export async function availableTokens({ db, clock }: DbClock, wallet: Wallet): Promise<Tokens> {
  const balance = await tokenBalance({ db, clock }, wallet);
  const held = await heldTokens(db, wallet);
  return { balance, held, available: balance - held };
}

/**
 * Who pays for a new job (issue 28 item 2): the job's project when it has tokens available (its
 * balance less its holds is above 0), otherwise the member who submits it. In a submit's transaction,
 * after lockTokens of the member and then of the project, so that the answer holds until it commits.
 */
export async function payerFor(
  { db, clock }: DbClock,
  userId: number,
  projectId: number | null,
): Promise<Wallet> {
  if (projectId === null) return userWallet(userId);
  const project = projectWallet(projectId);
  return (await availableTokens({ db, clock }, project)).available > 0 ? project : userWallet(userId);
}

/**
 * In a submit's (or rerun's, reset's) transaction: holds `tokens` for the new tasks, or refuses with
 * UserResourceWorkflowJobCalcMetricOver when they do not fit in what the wallet's other holds leave of
 * the balance (or nothing is left at all). Under the wallet's token lock, so that parallel submits
 * cannot all pass on the same balance.
 */
export async function holdTokens({ db: tx, clock }: DbClock, wallet: Wallet, tokens: number): Promise<void> {
  await lockTokens(tx, wallet);
  const { available } = await availableTokens({ db: tx, clock }, wallet);
  if (available <= 0 || tokens > available)
    throw new AppError("UserResourceWorkflowJobCalcMetricOver", String(Math.max(0, available)));
}

interface RunCharges {
  /** What the run has been charged so far (a credit back counts against it). */
  charged: number;
  /** The next meter tick's sequence number. */
  nextSeq: number;
  settled: boolean;
}

async function runCharges(db: Database, taskId: number, run: number): Promise<RunCharges> {
  const [row] = await db
    .select({
      charged: sql<string>`coalesce(-sum(${tokenLedger.amount}), 0)`,
      lastSeq: sql<number>`coalesce(max(${tokenLedger.seq}), 0)::int`,
      settled: sql<boolean>`coalesce(bool_or(${tokenLedger.seq} = 0), false)`,
    })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.taskRun, run), eq(tokenLedger.kind, "charge")));
  return {
    charged: Number(row?.charged ?? 0),
    nextSeq: Number(row?.lastSeq ?? 0) + 1,
    settled: Boolean(row?.settled),
  };
}

/**
 * A meter tick of a running run: charges what it used since the last tick (`tokensSoFar` is the whole
 * run's so far), capped at what is left of the balance: the balance never goes below zero, and the
 * platform absorbs what the cap leaves (at most one tick of the owner's running tasks; see
 * docs/architecture.md, "Tokens while tasks run"). Only the worker holding the task's lease meters it,
 * and only while it is `doing`. Answers the balance after the tick, or null when the task is no
 * longer this worker's.
 */
export async function meterRun(
  { db, clock }: DbClock,
  input: { wallet: Wallet; taskId: number; run: number; workerId: string; tokensSoFar: number; note: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockTokens(tx, input.wallet);
    const [mine] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.id, input.taskId),
          eq(tasks.run, input.run),
          eq(tasks.state, "doing"),
          eq(tasks.leaseOwner, input.workerId),
        ),
      );
    if (!mine) return null;
    const { charged, nextSeq, settled } = await runCharges(tx, input.taskId, input.run);
    // A tick that lost the race with the run's end: the settlement counted the whole run.
    if (settled) return null;
    const balance = await tokenBalance({ db: tx, clock }, input.wallet);
    const amount = Math.min(input.tokensSoFar - charged, Math.max(0, balance));
    if (amount <= 0) return balance;
    await tx.insert(tokenLedger).values({
      ...walletColumns(input.wallet),
      amount: -amount,
      kind: "charge",
      taskId: input.taskId,
      taskRun: input.run,
      seq: nextSeq,
      note: input.note,
    });
    return balance - amount;
  });
}

export interface Settlement {
  /** False when the run was settled before (a crash, a retry): nothing changed. */
  settled: boolean;
  /** What the run was charged in all (its meter ticks and the settlement). */
  charged: number;
  /** The balance after; null when the run cost nothing and nothing was read. */
  balance: number | null;
}

/**
 * Settles a run of a task once, at its end: charges `tokens` (the whole run's price) less what its meter
 * ticks charged, capped like a tick at what is left of the balance; a run the ticks overcharged (they
 * count wall time where CPU cannot be read while it runs) gets the difference back. A second
 * settlement of the same run (a crash, a retry) changes nothing.
 */
export async function settleRun(
  { db, clock }: DbClock,
  input: {
    wallet: Wallet;
    taskId: number;
    run: number;
    tokens: number;
    note: string;
    /** Whether meter ticks may have charged the run (false lets a free run settle in one statement). */
    metered?: boolean;
  },
): Promise<Settlement> {
  const row = (amount: number) => ({
    ...walletColumns(input.wallet),
    amount: -amount,
    kind: "charge" as const,
    taskId: input.taskId,
    taskRun: input.run,
    seq: 0,
    note: input.note,
  });
  // A free run that was never metered moves nothing: no lock, no balance (most tasks of a busy worker).
  if (input.tokens === 0 && input.metered === false) {
    const rows = await db
      .insert(tokenLedger)
      .values(row(0))
      .onConflictDoNothing()
      .returning({ id: tokenLedger.id });
    return { settled: rows.length > 0, charged: 0, balance: null };
  }
  return db.transaction(async (tx) => {
    await lockTokens(tx, input.wallet);
    const { charged, settled } = await runCharges(tx, input.taskId, input.run);
    if (settled) return { settled: false, charged, balance: null };
    const balance = await tokenBalance({ db: tx, clock }, input.wallet);
    const owed = input.tokens - charged;
    const amount = owed > 0 ? Math.min(owed, Math.max(0, balance)) : owed;
    await tx.insert(tokenLedger).values(row(amount));
    return { settled: true, charged: charged + amount, balance: balance - amount };
  });
}

/**
 * Refunds what a run of a task was charged in all, its meter ticks and its settlement
 * (return_used_calc_metric), at most once, to the wallet that was charged.
 */
export async function refundTask(db: Database, taskId: number, run: number, note: string): Promise<number> {
  const [owner] = await db
    .select({ userId: tokenLedger.userId, projectId: tokenLedger.projectId })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.taskId, taskId), eq(tokenLedger.taskRun, run), eq(tokenLedger.kind, "charge")))
    .limit(1);
  if (!owner) return 0;
  const { charged } = await runCharges(db, taskId, run);
  const rows = await db
    .insert(tokenLedger)
    .values({
      userId: owner.userId,
      projectId: owner.projectId,
      amount: charged,
      kind: "refund",
      taskId,
      taskRun: run,
      note,
    })
    .onConflictDoNothing()
    .returning({ amount: tokenLedger.amount });
  return Number(rows[0]?.amount ?? 0);
}

/** The signed-in normal user's token balance. */
export function myTokenBalance(ctx: Ctx, actor: UserActor): Promise<number> {
  return tokenBalance(ctx, userWallet(actor.id));
}
