/**
 * The back-office dashboard's figures over time (issue 26): per UTC day of the last `days` days (1-90,
 * 30 by default), the jobs created by their state now, the tokens metered to runs (the scheduler's
 * charge rows, a credit back of an overcharge included; a refund of a run is a decision about money,
 * not compute, and is not subtracted), the storage the day's samples hold (data files and workflow results of every user), the
 * paid orders' revenue (fen, by the day paid) and the sign-ups. Every day of the range is answered,
 * with zeros where nothing happened. ControlPanel.Read.
 */
import { and, eq, gte, isNotNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { jobs } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import { orders, usageSamples } from "../../db/commerce.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import type { Granted } from "../access/guards.js";
import { invalid } from "../errors.js";

export const trendDaysDefault = 30;
export const trendDaysMax = 90;

export interface TrendDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  jobsWaiting: number;
  jobsRunning: number;
  jobsDone: number;
  jobsFailed: number;
  jobsCancelled: number;
  tokens: number;
  storageBytes: number;
  revenueFen: number;
  signUps: number;
}

const dayMs = 24 * 3600 * 1000;

function dayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

const count = sql<string>`count(*)`;

/** The dashboard's series: one entry per day, oldest first, today last. */
export async function boardTrends(
  ctx: Ctx,
  _actor: Granted<"ControlPanel.Read">,
  days: number | null | undefined,
): Promise<TrendDay[]> {
  const span = days ?? trendDaysDefault;
  if (!Number.isInteger(span) || span < 1 || span > trendDaysMax) {
    throw invalid(`days must be 1-${trendDaysMax}`);
  }
  const since = ctx.clock.now();
  since.setUTCHours(0, 0, 0, 0);
  since.setTime(since.getTime() - (span - 1) * dayMs);
  const sinceDay = since.toISOString().slice(0, 10);

  const jobDay = dayOf(jobs.createdAt);
  const ledgerDay = dayOf(tokenLedger.createdAt);
  const paidDay = dayOf(orders.paidAt);
  const userDay = dayOf(users.createdAt);
  const [jobRows, tokenRows, storageRows, revenueRows, signUpRows] = await Promise.all([
    ctx.db
      .select({ day: jobDay, state: jobs.state, n: count })
      .from(jobs)
      .where(gte(jobs.createdAt, since))
      .groupBy(jobDay, jobs.state),
    ctx.db
      .select({ day: ledgerDay, n: sql<string>`coalesce(-sum(${tokenLedger.amount}), 0)` })
      .from(tokenLedger)
      .where(and(gte(tokenLedger.createdAt, since), eq(tokenLedger.kind, "charge")))
      .groupBy(ledgerDay),
    ctx.db
      .select({
        day: usageSamples.day,
        n: sql<string>`coalesce(sum(${usageSamples.storageUsed} + ${usageSamples.workflowUsed}), 0)`,
      })
      .from(usageSamples)
      .where(gte(usageSamples.day, sinceDay))
      .groupBy(usageSamples.day),
    ctx.db
      .select({ day: paidDay, n: sql<string>`coalesce(sum(${orders.amount}), 0)` })
      .from(orders)
      .where(and(eq(orders.status, "paid"), isNotNull(orders.paidAt), gte(orders.paidAt, since)))
      .groupBy(paidDay),
    ctx.db.select({ day: userDay, n: count }).from(users).where(gte(users.createdAt, since)).groupBy(userDay),
  ]);

  const series: TrendDay[] = [];
  const byDay = new Map<string, TrendDay>();
  for (let i = 0; i < span; i++) {
    const day = new Date(since.getTime() + i * dayMs).toISOString().slice(0, 10);
    const entry: TrendDay = {
      day,
      jobsWaiting: 0,
      jobsRunning: 0,
      jobsDone: 0,
      jobsFailed: 0,
      jobsCancelled: 0,
      tokens: 0,
      storageBytes: 0,
      revenueFen: 0,
      signUps: 0,
    };
    series.push(entry);
    byDay.set(day, entry);
  }
  for (const row of jobRows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    const n = Number(row.n);
    if (row.state === "done") entry.jobsDone += n;
    else if (row.state === "doing") entry.jobsRunning += n;
    else if (row.state === "abort") entry.jobsFailed += n;
    else if (row.state === "cancel") entry.jobsCancelled += n;
    else entry.jobsWaiting += n;
  }
  const add = (
    rows: { day: string; n: string }[],
    key: "tokens" | "storageBytes" | "revenueFen" | "signUps",
  ) => {
    for (const row of rows) {
      const entry = byDay.get(row.day);
      if (entry) entry[key] += Number(row.n);
    }
  };
  add(tokenRows, "tokens");
  add(storageRows, "storageBytes");
  add(revenueRows, "revenueFen");
  add(signUpRows, "signUps");
  return series;
}
