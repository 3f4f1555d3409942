/**
 * What the live job feeds (graphql/subscriptions.ts) read and keep, by the one visibility rule of
 * projects (domain/access/visibility.ts, issues 27 item 1 and 28 item 2): a subscriber follows the
 * jobs they read, their own and those of the projects where they are an accepted member, whoever owns
 * them. The rows sent are always read by the rule, so a member removed from a project (or a job moved
 * out of it) stops being sent its jobs at the next event; what a feed keeps between events only spares
 * reads of announcements that cannot concern its subscriber.
 */
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { jobs, type JobRow } from "../../db/jobs.js";
import type { StateEvent } from "../events.js";
import { ownedOrShared } from "../access/visibility.js";

export type JobEvent = Extract<StateEvent, { kind: "job" }>;

/** The states of a job that is not over: preprocessing, pending, running or waiting for an approval. */
const activeStates = ["prePending", "pending", "doing", "waiting"] as const;

/** The active jobs (not removed) the user reads now, their own and their projects', oldest first. */
export async function activeJobsSeenBy(db: Database, userId: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        ownedOrShared(jobs.ownerId, jobs.projectId, userId, "read"),
        isNull(jobs.deletedAt),
        inArray(jobs.state, [...activeStates]),
      ),
    )
    .orderBy(asc(jobs.id));
}

/** Those of the jobs `ids` the user reads now (not removed), oldest first. */
export async function jobsSeenBy(db: Database, userId: number, ids: readonly number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.id, [...ids]),
        ownedOrShared(jobs.ownerId, jobs.projectId, userId, "read"),
        isNull(jobs.deletedAt),
      ),
    )
    .orderBy(asc(jobs.id));
}

/**
 * Whether a job announcement may concern the user, without reading: their own job, or one of a project
 * they read (`projects`; null while not known, after a membership changed). An announcement without
 * its project (from a database before migration 0034) may concern anyone.
 */
export function jobEventConcerns(
  event: JobEvent,
  userId: number,
  projects: ReadonlySet<number> | null,
): boolean {
  if (event.owner === userId || event.project === undefined) return true;
  if (event.project === null) return false;
  return projects === null || projects.has(event.project);
}
