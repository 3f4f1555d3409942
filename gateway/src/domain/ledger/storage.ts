/**
 * A user's storage (spec §3, §8; DESIGN §6b): what they hold and may hold, each limit a base from the
 * settings plus what the storage packs active now grant (ledger/grants.ts):
 *
 * - storage (data files): the bytes of their private and temporary files against the system config's
 *   upload quota + pack GB (the one quota rule for a new file is datasets/dataFiles.ts,
 *   insertOwnedFileWithinQuota);
 * - workflow storage (job results: every output and log of the tasks of the user's jobs that are not
 *   removed) against commerce config `BaseWorkflowStorageGb` + pack workflow GB (ledger/limits.ts).
 *
 * Storage over time is kept as one sample per user per UTC day (usage_samples), written when usage
 * is read or changes and by an hourly sweep; a project's alike (project_usage_samples: its files, its
 * jobs' results and what its active storage packs grant, projects/packs.ts).
 */
import type { Clock } from "../clock.js";
import { sizeUnits, type SysConfig } from "@crucible/schema";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  sql,
  sum,
  type SQL,
} from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { dataFiles, type DataFileKind } from "../../db/datasets.js";
import { jobs, tasks } from "../../db/jobs.js";
import { projectUsageSamples, resourcePacks, usageSamples } from "../../db/commerce.js";
import { users } from "../../db/users.js";
import type { Ctx, DbClock } from "../context.js";
import { commerceConfigDoc, keyDocJson, parseKeyDoc, readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { activeStorageGb, activeStoragePacks, chargedToProject, projectGrants } from "./grants.js";

/** The kinds of file a normal user owns and that count towards their storage. */
export const ownedKinds: DataFileKind[] = ["private", "temporary"];

/** Bytes a normal user holds in private and temporary files (soft-removed ones count until purged). */
export async function storageUsed(ctx: Ctx, userId: number, kind?: DataFileKind): Promise<number> {
  return bytesHeld(ctx, userId, kind);
}

/**
 * The files whose bytes count against a user's storage (of a kind, or every owned kind): not those of
 * a project with an active storage pack, which count against the project's (projects/packs.ts).
 */
function heldFiles(clock: Clock, userId: number, kind?: DataFileKind): SQL {
  return and(
    eq(dataFiles.ownerId, userId),
    kind ? eq(dataFiles.kind, kind) : inArray(dataFiles.kind, ownedKinds),
    not(chargedToProject(dataFiles.projectId, clock)),
  )!;
}

/** storageUsed on a given connection (a transaction's: the quota rule's check after an insert). */
export async function bytesHeld(
  { db, clock }: DbClock,
  userId: number,
  kind?: DataFileKind,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(dataFiles.size) })
    .from(dataFiles)
    .where(heldFiles(clock, userId, kind));
  return Number(row?.total ?? 0);
}

/** The storage every normal user has before packs, in bytes, from the system config. */
function baseQuotaBytes(config: SysConfig): number {
  return Math.floor(config.Upload.UserStorageQuota.Max * sizeUnits[config.Upload.UserStorageQuota.Unit]);
}

/** The storage every normal user has before packs: the system config's base, in bytes. */
export async function baseStorageQuota(db: Database): Promise<number> {
  return baseQuotaBytes(await readKeyDoc(db, sysConfigDoc));
}

/** A normal user's storage quota: the system config's base plus their active storage packs. */
export async function storageQuota(ctx: Ctx, userId: number): Promise<number> {
  return (await baseStorageQuota(ctx.db)) + (await activeStorageGb(ctx, userId)) * sizeUnits.GB;
}

/**
 * A normal user's quota for uploads: the bytes of their finished files and the limit (the same figures
 * as storageUsed and storageQuota), in one query, as every chunk of an upload asks for it.
 */
export async function uploadQuota(
  { db, clock }: DbClock,
  userId: number,
): Promise<{ used: number; limit: number }> {
  const [row] = await db
    .select({
      used: sql<string | null>`(${db
        .select({ total: sum(dataFiles.size) })
        .from(dataFiles)
        .where(heldFiles(clock, userId))})`,
      config: keyDocJson(db, sysConfigDoc),
      packGb: sql<string | null>`(${db
        .select({ total: sum(resourcePacks.amount) })
        .from(resourcePacks)
        .where(activeStoragePacks(userId, clock.now()))})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError("DBDataNotExist");
  return {
    used: Number(row.used ?? 0),
    limit: baseQuotaBytes(parseKeyDoc(sysConfigDoc, row.config)) + Number(row.packGb ?? 0) * sizeUnits.GB,
  };
}

/** Days of samples kept; older rows are removed by the sweep. */
export const usageSampleDays = 400;

/** The days a usage read (a user's statistics, a project's usage) covers: 1 to max, by default 30. */
export const usageReadDays = { default: 30, max: 366 } as const;

/** ServerInvalidParameter unless `days` is a whole number of days a usage read may cover. */
export function checkUsageDays(days: number): void {
  if (!Number.isInteger(days) || days < 1 || days > usageReadDays.max)
    throw invalid(`Days: 1 to ${usageReadDays.max}`);
}

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

/** What a day's later sample sets in the row of that day (users' and projects' samples alike). */
const sampleOverwrite = (clock: Clock) => ({
  storageUsed: sql`excluded.storage_used`,
  storageQuota: sql`excluded.storage_quota`,
  workflowUsed: sql`excluded.workflow_used`,
  workflowQuota: sql`excluded.workflow_quota`,
  updatedAt: clock.sqlNow(),
});

/** Writes the day's samples 500 rows a statement (the day's last sample wins). */
async function inChunksOfDay<T extends UsageSample>(
  day: string,
  rows: readonly T[],
  write: (chunk: (T & { day: string })[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500).map((r) => ({ ...r, day })));
}

async function upsertSamples(
  { db, clock }: DbClock,
  day: string,
  rows: readonly (UsageSample & { userId: number })[],
): Promise<void> {
  await inChunksOfDay(day, rows, (chunk) =>
    db
      .insert(usageSamples)
      .values(chunk)
      .onConflictDoUpdate({ target: [usageSamples.userId, usageSamples.day], set: sampleOverwrite(clock) }),
  );
}

/** Writes today's sample of the user's storage (the day's last sample wins). */
export async function recordUsage(
  { db, clock }: DbClock,
  userId: number,
  sample: UsageSample,
  now = clock.now(),
): Promise<void> {
  await upsertSamples({ db, clock }, utcDay(now), [{ userId, ...sample }]);
}

/**
 * The hourly sweep: today's sample of every user who holds files or job results or has an active
 * storage pack (a few grouped queries, whatever the number of users), and the removal of samples
 * older than `usageSampleDays`. Answers how many users were sampled.
 */
export async function sampleAllUsage({ db, clock }: DbClock, now = clock.now()): Promise<number> {
  const storage = await db
    .select({ userId: dataFiles.ownerId, total: sum(dataFiles.size) })
    .from(dataFiles)
    .where(and(inArray(dataFiles.kind, ownedKinds), not(chargedToProject(dataFiles.projectId, clock))))
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
  await upsertSamples({ db, clock }, utcDay(now), [...samples.values()]);
  const oldest = new Date(now.getTime() - usageSampleDays * 24 * 3600 * 1000);
  await db.delete(usageSamples).where(lt(usageSamples.day, utcDay(oldest)));
  return samples.size;
}

/** Bytes of the results of the project's jobs that are not removed (whoever made them). */
export async function projectWorkflowUsed(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${taskBytes}), 0)` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(and(eq(jobs.projectId, projectId), isNull(jobs.deletedAt)));
  return Number(row?.total ?? 0);
}

/** A project's workflow storage quota: what its active storage packs grant (no base, as its storage). */
export async function projectWorkflowQuota(
  { db, clock }: DbClock,
  projectId: number,
  now = clock.now(),
): Promise<number> {
  return (await projectGrants({ db, clock }, projectId, now)).workflowStorageGb * sizeUnits.GB;
}

async function upsertProjectSamples(
  { db, clock }: DbClock,
  day: string,
  rows: readonly (UsageSample & { projectId: number })[],
): Promise<void> {
  await inChunksOfDay(day, rows, (chunk) =>
    db
      .insert(projectUsageSamples)
      .values(chunk)
      .onConflictDoUpdate({
        target: [projectUsageSamples.projectId, projectUsageSamples.day],
        set: sampleOverwrite(clock),
      }),
  );
}

/** Writes today's sample of the project's storage (the day's last sample wins). */
export async function recordProjectUsage(
  { db, clock }: DbClock,
  projectId: number,
  sample: UsageSample,
  now = clock.now(),
): Promise<void> {
  await upsertProjectSamples({ db, clock }, utcDay(now), [{ projectId, ...sample }]);
}

/**
 * The hourly sweep's part for projects: today's sample of every project that holds files or job
 * results or has an active storage pack (three grouped queries, whatever the number of projects), and
 * the removal of samples older than `usageSampleDays`. Answers how many projects were sampled.
 */
export async function sampleAllProjectUsage({ db, clock }: DbClock, now = clock.now()): Promise<number> {
  const storage = await db
    .select({ projectId: dataFiles.projectId, total: sum(dataFiles.size) })
    .from(dataFiles)
    .where(and(isNotNull(dataFiles.projectId), inArray(dataFiles.kind, ownedKinds)))
    .groupBy(dataFiles.projectId);
  const workflow = await db
    .select({ projectId: jobs.projectId, total: sql<string>`coalesce(sum(${taskBytes}), 0)` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(and(isNotNull(jobs.projectId), isNull(jobs.deletedAt)))
    .groupBy(jobs.projectId);
  const packs = await db
    .select({
      projectId: resourcePacks.projectId,
      storageGb: sum(resourcePacks.amount),
      workflowStorageGb: sum(resourcePacks.workflowStorageGb),
    })
    .from(resourcePacks)
    .where(
      and(
        eq(resourcePacks.kind, "storage"),
        isNotNull(resourcePacks.projectId),
        lte(resourcePacks.startsAt, now),
        gt(resourcePacks.expiresAt, now),
      ),
    )
    .groupBy(resourcePacks.projectId);
  const samples = new Map<number, UsageSample & { projectId: number }>();
  const of = (projectId: number) => {
    let sample = samples.get(projectId);
    if (!sample) {
      sample = { projectId, storageUsed: 0, storageQuota: 0, workflowUsed: 0, workflowQuota: 0 };
      samples.set(projectId, sample);
    }
    return sample;
  };
  for (const row of storage)
    if (row.projectId !== null) of(row.projectId).storageUsed = Number(row.total ?? 0);
  for (const row of workflow) if (row.projectId !== null) of(row.projectId).workflowUsed = Number(row.total);
  for (const row of packs) {
    if (row.projectId === null) continue;
    const sample = of(row.projectId);
    sample.storageQuota = Number(row.storageGb ?? 0) * sizeUnits.GB;
    sample.workflowQuota = Number(row.workflowStorageGb ?? 0) * sizeUnits.GB;
  }
  await upsertProjectSamples({ db, clock }, utcDay(now), [...samples.values()]);
  const oldest = new Date(now.getTime() - usageSampleDays * 24 * 3600 * 1000);
  await db.delete(projectUsageSamples).where(lt(projectUsageSamples.day, utcDay(oldest)));
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
  { db, clock }: DbClock,
  userId: number,
  days: number,
  now = clock.now(),
): Promise<StorageDay[]> {
  return seriesOf(db, usageSamples, eq(usageSamples.userId, userId), days, now);
}

/** A project's storage per UTC day, as storageSeries is a user's (project_usage_samples). */
export async function projectStorageSeries(
  { db, clock }: DbClock,
  projectId: number,
  days: number,
  now = clock.now(),
): Promise<StorageDay[]> {
  return seriesOf(db, projectUsageSamples, eq(projectUsageSamples.projectId, projectId), days, now);
}

/** The series of one owner's samples (`owner` picks them): the last before the first day, then the days'. */
async function seriesOf(
  db: Database,
  table: typeof usageSamples | typeof projectUsageSamples,
  owner: SQL,
  days: number,
  now: Date,
): Promise<StorageDay[]> {
  const { since, sinceDay } = seriesStart(days, now);
  const fields = {
    day: table.day,
    storageUsed: table.storageUsed,
    storageQuota: table.storageQuota,
    workflowUsed: table.workflowUsed,
    workflowQuota: table.workflowQuota,
  };
  const [before] = await db
    .select(fields)
    .from(table)
    .where(and(owner, lt(table.day, sinceDay)))
    .orderBy(desc(table.day))
    .limit(1);
  const rows = await db
    .select(fields)
    .from(table)
    .where(and(owner, gte(table.day, sinceDay)))
    .orderBy(asc(table.day));
  return fillSeries(before, rows, since, days);
}

function seriesStart(days: number, now: Date): { since: Date; sinceDay: string } {
  const since = new Date(now.getTime() - (days - 1) * 24 * 3600 * 1000);
  return { since, sinceDay: utcDay(since) };
}

/** One point per day from `since`: the day's sample, else the last one before it, else null. */
function fillSeries(
  before: (UsageSample & { day: string }) | undefined,
  rows: readonly (UsageSample & { day: string })[],
  since: Date,
  days: number,
): StorageDay[] {
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

function toSample(row: UsageSample): UsageSample {
  return {
    storageUsed: row.storageUsed,
    storageQuota: row.storageQuota,
    workflowUsed: row.workflowUsed,
    workflowQuota: row.workflowQuota,
  };
}

/** The project's storage quota in bytes: its active storage packs' GB (0: none, its files are their owners'). */
export async function projectStorageQuota(
  { db, clock }: DbClock,
  projectId: number,
  now = clock.now(),
): Promise<number> {
  return (await projectGrants({ db, clock }, projectId, now)).storageGb * sizeUnits.GB;
}

/** Bytes of the project's data files (its members' private and temporary ones; removed ones until purged). */
export async function projectStorageUsed(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(dataFiles.size) })
    .from(dataFiles)
    .where(and(eq(dataFiles.projectId, projectId), inArray(dataFiles.kind, ownedKinds)));
  return Number(row?.total ?? 0);
}
