/**
 * A user's workflow limits from their resource packs (spec §3, §8; DESIGN §6b), each a base from the
 * commerce config plus what the storage packs active now grant (ledger/grants.ts):
 *
 * - running jobs (unfinished jobs at once): commerce config `BaseRunningJobs` + pack running jobs;
 * - workflow storage (bytes of job results, counted in ledger/storage.ts): commerce config
 *   `BaseWorkflowStorageGb` + pack workflow GB.
 *
 * An expired pack stops counting at its expiry and nothing is lost: files and results stay readable,
 * only new writes and new jobs meet the smaller limit.
 */
import type { DbClock } from "../context.js";
import { sizeUnits } from "@crucible/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { jobs } from "../../db/jobs.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import { activeGrants } from "./grants.js";

/** A user's workflow limits: the commerce config's bases plus what the active packs grant. */
export interface WorkflowLimits {
  /** Unfinished jobs the user may have at once. */
  runningJobs: number;
  /** Bytes of job results the user may hold. */
  workflowStorageBytes: number;
}

/** Both workflow limits from one read of the config and one of the active packs. */
export async function workflowLimits(
  { db, clock }: DbClock,
  userId: number,
  now = clock.now(),
): Promise<WorkflowLimits> {
  const config = await readKeyDoc(db, commerceConfigDoc);
  const grants = await activeGrants({ db, clock }, userId, now);
  return {
    runningJobs: config.BaseRunningJobs + grants.runningJobs,
    workflowStorageBytes: (config.BaseWorkflowStorageGb + grants.workflowStorageGb) * sizeUnits.GB,
  };
}

/** How many unfinished jobs the user may have at once: the commerce config's base plus active packs. */
export async function runningJobLimit(
  { db, clock }: DbClock,
  userId: number,
  now = clock.now(),
): Promise<number> {
  return (await workflowLimits({ db, clock }, userId, now)).runningJobs;
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
