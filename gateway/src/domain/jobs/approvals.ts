/**
 * Approval steps (issue 28 item 6): a task that runs nothing and waits, in the state `waiting`, for a
 * person's decision. The scheduler never hands it to a worker (it claims only `pending` tasks) and
 * nothing is charged for it (its hold and estimate are 0). Who may decide is the step's: the job's
 * owner, accepted members of the job's project holding at least the step's project role, and/or system
 * users holding a named permission, through mayDecide, the one rule (listApprovals says it in SQL). Approve: the task is done, the decision recorded on it, and the tasks after
 * it run. Reject, or the step's timeout (expireApprovals, from the scheduler's loop by the database's
 * clock): the task ends abort with the reason, the tasks after it are cancelled and the job ends, and
 * the job's owner is notified (approvalRejected) unless they rejected it themselves.
 * Every decision is one conditional update (state = 'waiting'), so two deciders, or a decider and the
 * timeout on another gateway, decide once.
 */
import {
  approvalDecisionSchema,
  approvalTimedOutReason,
  type ApprovalDecisionInput,
  type ApprovalStep,
} from "@crucible/schema";
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  jobs,
  tasks,
  type ApprovalDecision,
  type JobRow,
  type TaskRow,
  type TaskState,
} from "../../db/jobs.js";
import type { Side } from "../../db/schema.js";
import type { Actor, Ctx, Services, DbClock } from "../context.js";
import { requireWritable, type SignedIn } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { storeBlob } from "../files/blobs.js";
import { notifyApprovalRejected } from "../notifications/events.js";
import { holdsRole, projectsWithRole } from "../access/visibility.js";
import { promoteReady, refreshJobState } from "./jobs.js";
// The finish e-mail, as stop.ts sends it (the scheduler imports this module for the timeout; the
// cycle is only of functions, called long after both modules loaded).
import { notifyFinished } from "./finishMail.js";

/** The most approvals one list answers (the oldest first). */
export const approvalListLimit = 200;

/**
 * Whether `actor` may decide the approval `step` of `job`: the job's owner when the step lets the
 * owner decide; an accepted member of the job's project holding at least the step's project role (a
 * job outside a project ignores the role; a viewer never decides); a system user holding the step's
 * permission. Everybody else may not, and is answered as if the step did not exist.
 */
export async function mayDecide(
  ctx: Pick<Ctx, "db">,
  actor: Actor,
  job: Pick<JobRow, "ownerId" | "projectId">,
  step: ApprovalStep,
): Promise<boolean> {
  if (actor.side === "sys") return step.permission !== null && actor.perms.has(step.permission);
  if (step.owner && job.ownerId === actor.id) return true;
  const role = step.projectRole ?? null;
  if (role === null || job.projectId === null) return false;
  return holdsRole(ctx.db, job.projectId, actor.id, role);
}

/**
 * The user-side rule of mayDecide in SQL (over tasks joined with jobs): the owner's steps that let
 * the owner decide, and the steps naming a project role of jobs in the projects where the user holds
 * at least that role.
 */
function userDecides(userId: number): SQL {
  const role = sql`${tasks.approval}->>'projectRole'`;
  return or(
    and(eq(jobs.ownerId, userId), sql`(${tasks.approval}->>'owner')::boolean`),
    and(
      isNotNull(jobs.projectId),
      sql`${role} = 'editor'`,
      sql`${jobs.projectId} in ${projectsWithRole(userId, "editor")}`,
    ),
    and(
      isNotNull(jobs.projectId),
      sql`${role} = 'owner'`,
      sql`${jobs.projectId} in ${projectsWithRole(userId, "owner")}`,
    ),
  )!;
}

/**
 * Whether the caller on `side` may decide the task now (what the job page's buttons follow): it is a
 * waiting approval step, the caller is signed in on that side and may decide it (mayDecide). A
 * read-only token never decides.
 */
export async function mayDecideTask(
  ctx: Ctx,
  side: Side,
  task: Pick<TaskRow, "jobId" | "state" | "approval">,
): Promise<boolean> {
  const actor = ctx[side];
  if (!actor || actor.readOnly || task.state !== "waiting" || !task.approval) return false;
  const [job] = await ctx.db
    .select({ ownerId: jobs.ownerId, projectId: jobs.projectId })
    .from(jobs)
    .where(eq(jobs.id, task.jobId));
  return job !== undefined && mayDecide(ctx, actor, job, task.approval);
}

/** A waiting approval step and its job. */
export interface WaitingApproval {
  job: JobRow;
  task: TaskRow;
}

/**
 * The approval steps waiting for the caller's decision on `side`, oldest first (at most
 * approvalListLimit): a user's own jobs' steps the owner may decide and the steps of their projects'
 * jobs naming a role they hold (at least); for a system user, the steps naming a permission they hold.
 * One statement whatever the number of projects.
 */
export async function listApprovals(ctx: Ctx, actor: SignedIn): Promise<WaitingApproval[]> {
  const side = actor.side;
  const perms = [...actor.perms];
  if (side === "sys" && perms.length === 0) return [];
  const rows = await ctx.db
    .select({ job: jobs, task: tasks })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(
      and(
        eq(tasks.state, "waiting"),
        isNotNull(tasks.approval),
        isNull(jobs.deletedAt),
        side === "user"
          ? userDecides(actor.id)
          : inArray(sql<string>`${tasks.approval}->>'permission'`, perms),
      ),
    )
    .orderBy(asc(tasks.approvalDeadline), asc(tasks.id))
    .limit(approvalListLimit);
  // The SQL above is the rule; the system side checks the permission in the actor's set once more.
  return side === "sys"
    ? rows.filter((r) => r.task.approval?.permission != null && actor.perms.has(r.task.approval.permission))
    : rows.filter((r) => r.task.approval !== null);
}

/**
 * How many approval steps wait for the caller's decision on `side` (what the navigation's count shows;
 * at most approvalListLimit): the list's own rule, so the count and the list never disagree.
 */
export async function countApprovals(ctx: Ctx, actor: SignedIn): Promise<number> {
  return (await listApprovals(ctx, actor)).length;
}

/**
 * Since when a waiting step waits: its deadline less its timeout (the deadline is set from the
 * database's clock when the step starts waiting); the task's last change when it has no deadline.
 */
export function waitingSince(task: Pick<TaskRow, "approval" | "approvalDeadline" | "updatedAt">): Date {
  if (!task.approval || !task.approvalDeadline) return task.updatedAt;
  return new Date(task.approvalDeadline.getTime() - task.approval.timeoutMinutes * 60_000);
}

/** The tasks of a job that wait, directly or further down, for the task `key`. */
function downstreamOf(all: readonly TaskRow[], key: string): number[] {
  const after = new Set<string>([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of all)
      if (!after.has(t.key) && t.dependsOn.some((d) => after.has(d))) {
        after.add(t.key);
        grew = true;
      }
  }
  after.delete(key);
  return all.filter((t) => after.has(t.key)).map((t) => t.id);
}

/**
 * After a rejection: the tasks waiting for the step are cancelled (not yet started, they never will),
 * and the job's state is refreshed (it ends when nothing else runs).
 */
async function cancelAfter({ db, clock }: DbClock, jobId: number, key: string): Promise<TaskState> {
  const all = await db.select().from(tasks).where(eq(tasks.jobId, jobId));
  const ids = downstreamOf(all, key);
  if (ids.length > 0)
    await db
      .update(tasks)
      .set({ state: "cancel", reason: `approval ${key} was rejected`, updatedAt: clock.now() })
      .where(and(inArray(tasks.id, ids), inArray(tasks.state, ["prePending", "pending", "waiting"])));
  return refreshJobState({ db, clock }, jobId);
}

/** The decision's line in the task's log (its stdout), in the words of the record. */
function decisionLog(step: ApprovalStep, decision: ApprovalDecision): string {
  const who = decision.by ? `${decision.by.account} (${decision.by.side})` : "nobody (the timeout)";
  return [
    `approval: ${step.title}`,
    `${decision.approved ? "approved" : "rejected"} by ${who} at ${decision.at}`,
    ...(decision.reason ? [`reason: ${decision.reason}`] : []),
    "",
  ].join("\n");
}

/** A waiting approval step of a job a caller may decide, by the job's id and the step's name. */
async function decidableStep(
  ctx: Ctx,
  actor: Actor,
  jobId: number,
  key: string,
): Promise<{ job: JobRow; task: TaskRow; step: ApprovalStep }> {
  const [row] = await ctx.db
    .select({ job: jobs, task: tasks })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(and(eq(jobs.id, jobId), eq(tasks.key, key), isNull(jobs.deletedAt)));
  // Not an approval, or not the caller's to decide: as if it did not exist.
  if (!row?.task.approval || !(await mayDecide(ctx, actor, row.job, row.task.approval)))
    throw new AppError("DBDataNotExist", key);
  return { job: row.job, task: row.task, step: row.task.approval };
}

/** Why a step that no longer waits cannot be decided: decided already, or its job was stopped. */
function notWaiting(task: TaskRow): AppError {
  if (task.approval?.decision) return new AppError("JobApprovalDecided", task.key);
  return new AppError("DBStatusChangeNotAllowed", task.state);
}

/**
 * Approves or rejects a waiting approval step (its job by id, the step by name) as `side`'s caller.
 * A reason is required to reject (at most approvalReasonMaxLength characters). Answers the task.
 */
export async function decideApproval(
  ctx: Ctx,
  actor: SignedIn,
  jobId: number,
  key: string,
  raw: ApprovalDecisionInput,
): Promise<TaskRow> {
  requireWritable(actor);
  const { job, task, step } = await decidableStep(ctx, actor, jobId, key);
  const parsed = approvalDecisionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}`.replace(/^: /, "") : "decision");
  }
  if (task.state !== "waiting") throw notWaiting(task);
  const decision: ApprovalDecision = {
    approved: parsed.data.approve,
    by: { side: actor.side, id: actor.id, account: actor.account },
    at: ctx.clock.now().toISOString(),
    reason: parsed.data.reason,
  };
  const decided = await writeDecision(ctx, task, step, decision);
  if (!decided) {
    const [now] = await ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    throw notWaiting(now ?? task);
  }
  const state = decision.approved
    ? await refreshJobState(ctx, job.id, (id) => promoteReady(ctx, id))
    : await cancelAfter(ctx, job.id, task.key);
  // A rejection by someone else than the owner tells the owner why (approvalRejected).
  if (!decision.approved) await notifyApprovalRejected(ctx, job, decided);
  // The job may have ended here (the step was its last task, or a rejection): its finish e-mail, best
  // effort as at a worker's finish.
  if (state === "done" || state === "abort" || state === "cancel") await notifyFinished(ctx, job.id);
  return decided;
}

/**
 * Ends a waiting step with `decision`, if it still waits (one conditional update): done when
 * approved, abort with the reason when rejected; the decision is kept on the task and its log.
 */
async function writeDecision(
  services: Services,
  task: TaskRow,
  step: ApprovalStep,
  decision: ApprovalDecision,
): Promise<TaskRow | null> {
  const log = await storeBlob(services, Buffer.from(decisionLog(step, decision)), "text/plain");
  const [row] = await services.db
    .update(tasks)
    .set({
      state: decision.approved ? "done" : "abort",
      reason: decision.reason || (decision.approved ? null : "rejected"),
      approval: { ...step, decision },
      approvalDeadline: null,
      stdoutBlobId: log.id,
      exitCode: decision.approved ? 0 : 1,
      startedAt: sql`coalesce(${tasks.startedAt}, ${tasks.updatedAt})`,
      finishedAt: services.clock.now(),
      updatedAt: services.clock.now(),
    })
    .where(and(eq(tasks.id, task.id), eq(tasks.state, "waiting"), eq(tasks.run, task.run)))
    .returning();
  return row ?? null;
}

/**
 * Rejects every waiting approval step past its deadline with the reason "timed out" (the scheduler's
 * loop calls it on every full tick, on any gateway or worker: the deadline is a column and the
 * database's clock decides). Answers the jobs that ended.
 */
export async function expireApprovals(services: Services): Promise<number[]> {
  const due = await services.db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.state, "waiting"),
        isNotNull(tasks.approval),
        lte(tasks.approvalDeadline, services.clock.sqlNow()),
      ),
    )
    .orderBy(asc(tasks.id))
    .limit(approvalListLimit);
  const ended: number[] = [];
  for (const task of due) {
    if (!task.approval) continue;
    const decision: ApprovalDecision = {
      approved: false,
      by: null,
      at: services.clock.now().toISOString(),
      reason: approvalTimedOutReason,
    };
    const { decision: _earlier, ...step } = task.approval;
    const decided = await writeDecision(services, task, step, decision);
    if (!decided) continue;
    await cancelAfter(services, task.jobId, task.key);
    ended.push(task.jobId);
    // The owner learns that nobody decided in time (approvalRejected).
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, task.jobId));
    if (job) await notifyApprovalRejected(services, job, decided);
  }
  return [...new Set(ended)];
}
