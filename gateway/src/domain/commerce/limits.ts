/**
 * A user's limits from their resource packs (spec §3, §8; DESIGN §6b), each a base from the settings
 * plus what the storage packs active now grant:
 *
 * - storage (data files): the system config's upload quota + pack GB (datasets/dataFiles.ts);
 * - workflow storage (job results: every output and log of the tasks of the user's jobs that are not
 *   removed): commerce config `BaseWorkflowStorageGb` + pack workflow GB;
 * - running jobs (unfinished jobs at once): commerce config `BaseRunningJobs` + pack running jobs.
 *
 * An expired pack stops counting at its expiry and nothing is lost: files and results stay readable,
 * only new writes and new jobs meet the smaller limit. Storage over time is kept as one sample per
 * user per UTC day (usage_samples), written when usage is read or changes and by an hourly sweep.
 */
import { sizeUnits } from "@crucible/schema";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, not, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { dataFiles, jobs, resourcePacks, tasks, usageSamples } from "../../db/schema.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import { baseStorageQuota, ownedKinds } from "../datasets/dataFiles.js";
import { activeGrants } from "./packs.js";
import { chargedToProject } from "../projects/packs.js";

/** Days of samples kept; older rows are removed by the sweep. */
export const usageSampleDays = 400;

/** Bytes of one task's results: its outputs (as recorded) and its stdout and stderr logs. */
const taskBytes = sql<number>`(
  coalesce((select sum((o.value->>'size')::bigint) from jsonb_array_elements(${tasks.outputs}) o), 0)
  + coalesce((select b.size from blobs b where b.id = ${tasks.stdoutBlobId}), 0)
  + coalesce((select b.size from blobs b where b.id = ${tasks.stderrBlobId}), 0)
)`;

/** Bytes of the results of the user's jobs that are not removed (removing a job frees them). */
export async function workflowStorageUsed(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${taskBytes}), 0)` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(and(eq(jobs.ownerId, userId), isNull(jobs.deletedAt)));
  return Number(row?.total ?? 0);
}

/** A user's workflow limits: the commerce config's bases plus what the active packs grant. */
export interface WorkflowLimits {
  /** Unfinished jobs the user may have at once. */
  runningJobs: number;
  /** Bytes of job results the user may hold. */
  workflowStorageBytes: number;
}

/** Both workflow limits from one read of the config and one of the active packs. */
export async function workflowLimits(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<WorkflowLimits> {
  const config = await readKeyDoc(db, commerceConfigDoc);
  const grants = await activeGrants(db, userId, now);
  return {
    runningJobs: config.BaseRunningJobs + grants.runningJobs,
    workflowStorageBytes: (config.BaseWorkflowStorageGb + grants.workflowStorageGb) * sizeUnits.GB,
  };
}

/** How many unfinished jobs the user may have at once: the commerce config's base plus active packs. */
export async function runningJobLimit(db: Database, userId: number, now = new Date()): Promise<number> {
  return (await workflowLimits(db, userId, now)).runningJobs;
}

/** The job states that count as running (unfinished). */
export const runningJobStates = ["prePending", "pending", "doing", "waiting"] as const;

/** The user's unfinished jobs that are not removed. */
export async function runningJobCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.ownerId, userId), inArray(jobs.state, [...runningJobStates]), isNull(jobs.deletedAt)));
  return Number(row?.n ?? 0);
}

export interface UsageSample {
  storageUsed: number;
  storageQuota: number;
  workflowUsed: number;
  workflowQuota: number;
}

/** The UTC day (YYYY-MM-DD) of `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

async function upsertSamples(
  db: Database,
  day: string,
  rows: readonly (UsageSample & { userId: number })[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, day }));
    await db
      .insert(usageSamples)
      .values(chunk)
      .onConflictDoUpdate({
        target: [usageSamples.userId, usageSamples.day],
        set: {
          storageUsed: sql`excluded.storage_used`,
          storageQuota: sql`excluded.storage_quota`,
          workflowUsed: sql`excluded.workflow_used`,
          workflowQuota: sql`excluded.workflow_quota`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Writes today's sample of the user's storage (the day's last sample wins). */
export async function recordUsage(
  db: Database,
  userId: number,
  sample: UsageSample,
  now = new Date(),
): Promise<void> {
  await upsertSamples(db, utcDay(now), [{ userId, ...sample }]);
}

/**
 * The hourly sweep: today's sample of every user who holds files or job results or has an active
 * storage pack (a few grouped queries, whatever the number of users), and the removal of samples
 * older than `usageSampleDays`. Answers how many users were sampled.
 */
export async function sampleAllUsage(db: Database, now = new Date()): Promise<number> {
  const storage = await db
    .select({ userId: dataFiles.ownerId, total: sum(dataFiles.size) })
    .from(dataFiles)
    .where(and(inArray(dataFiles.kind, ownedKinds), not(chargedToProject(dataFiles.projectId))))
    .groupBy(dataFiles.ownerId);
  const workflow = await db
    .select({ userId: jobs.ownerId, total: sql<string>`coalesce(sum(${taskBytes}), 0)` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(isNull(jobs.deletedAt))
    .groupBy(jobs.ownerId);
  const packs = await db
    .select({
      userId: resourcePacks.userId,
      storageGb: sum(resourcePacks.amount),
      workflowStorageGb: sum(resourcePacks.workflowStorageGb),
    })
    .from(resourcePacks)
    .where(
      and(
        eq(resourcePacks.kind, "storage"),
        isNull(resourcePacks.projectId),
        lte(resourcePacks.startsAt, now),
        gt(resourcePacks.expiresAt, now),
      ),
    )
    .groupBy(resourcePacks.userId);
  const baseStorage = await baseStorageQuota(db);
  const baseWorkflow = (await readKeyDoc(db, commerceConfigDoc)).BaseWorkflowStorageGb * sizeUnits.GB;
  const samples = new Map<number, UsageSample & { userId: number }>();
  const of = (userId: number) => {
    let sample = samples.get(userId);
    if (!sample) {
      sample = {
        userId,
        storageUsed: 0,
        storageQuota: baseStorage,
        workflowUsed: 0,
        workflowQuota: baseWorkflow,
      };
      samples.set(userId, sample);
    }
    return sample;
  };
  for (const row of storage) if (row.userId !== null) of(row.userId).storageUsed = Number(row.total ?? 0);
  for (const row of workflow) of(row.userId).workflowUsed = Number(row.total);
  for (const row of packs) {
    const sample = of(row.userId);
    sample.storageQuota += Number(row.storageGb ?? 0) * sizeUnits.GB;
    sample.workflowQuota += Number(row.workflowStorageGb ?? 0) * sizeUnits.GB;
  }
  await upsertSamples(db, utcDay(now), [...samples.values()]);
  const oldest = new Date(now.getTime() - usageSampleDays * 24 * 3600 * 1000);
  await db.delete(usageSamples).where(lt(usageSamples.day, utcDay(oldest)));
  return samples.size;
}

export interface StorageDay {
  day: string;
  /** Null before the first sample of the user. */
  sample: UsageSample | null;
}

/**
 * The user's storage per UTC day over `days` days up to `now`, oldest first: each day's last sample,
 * or when a day has none, the last one before it (usage as last seen); null before the first.
 */
export async function storageSeries(
  db: Database,
  userId: number,
  days: number,
  now = new Date(),
): Promise<StorageDay[]> {
  const since = new Date(now.getTime() - (days - 1) * 24 * 3600 * 1000);
  const sinceDay = utcDay(since);
  const [before] = await db
    .select()
    .from(usageSamples)
    .where(and(eq(usageSamples.userId, userId), lt(usageSamples.day, sinceDay)))
    .orderBy(desc(usageSamples.day))
    .limit(1);
  const rows = await db
    .select()
    .from(usageSamples)
    .where(and(eq(usageSamples.userId, userId), gte(usageSamples.day, sinceDay)))
    .orderBy(asc(usageSamples.day));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series: StorageDay[] = [];
  let last: UsageSample | null = before ? toSample(before) : null;
  for (let i = 0; i < days; i++) {
    const day = utcDay(new Date(since.getTime() + i * 24 * 3600 * 1000));
    const row = byDay.get(day);
    if (row) last = toSample(row);
    series.push({ day, sample: last });
  }
  return series;
}

function toSample(row: typeof usageSamples.$inferSelect): UsageSample {
  return {
    storageUsed: row.storageUsed,
    storageQuota: row.storageQuota,
    workflowUsed: row.workflowUsed,
    workflowQuota: row.workflowQuota,
  };
}
