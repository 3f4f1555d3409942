/** Approval steps (issue 28 item 6): the lists of waiting approvals and the decisions, both sides. */
import type { TaskApproval, TaskRow } from "../../db/jobs.js";
import type { Side } from "../../db/schema.js";
import {
  countApprovals,
  decideApproval,
  listApprovals,
  mayDecideTask,
  waitingSince,
  type WaitingApproval,
} from "../../domain/jobs/approvals.js";
import type {
  ApprovalStepInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from "../__generated__/resolvers.js";
import type { SignedIn } from "../../domain/access/guards.js";
import type { GraphContext } from "../context.js";
import { signedInTo } from "../directives.js";
import { toId } from "./scalars.js";

/** A GraphQL approval step input as the domain's rule reads it (absent fields take their defaults). */
export function approvalStepBody(
  input: ApprovalStepInput | null | undefined,
): Record<string, unknown> | null {
  if (!input) return null;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );
}

async function waiting(ctx: GraphContext, actor: SignedIn) {
  const rows = await listApprovals(ctx, actor);
  return Promise.all(
    rows.map(async ({ job, task }: WaitingApproval) => ({
      jobId: String(job.id),
      jobName: job.name,
      ownerAccount: (await ctx.loaders.accountByUser.user.load(job.ownerId)) ?? "",
      waitingSince: waitingSince(task),
      task,
    })),
  );
}

/**
 * A task's approval as GraphQL shows it: the step, its deadline while it waits, its decision, and
 * whether the caller on `side` may decide it now.
 */
export async function presentTaskApproval(
  ctx: GraphContext,
  side: Side,
  row: Pick<TaskRow, "jobId" | "approval" | "approvalDeadline" | "state">,
) {
  if (!row.approval) return null;
  const { decision, ...step }: TaskApproval = row.approval;
  return {
    step: { ...step, projectRole: step.projectRole ?? null },
    canDecide: await mayDecideTask(ctx, side, row),
    deadline: row.state === "waiting" ? row.approvalDeadline : null,
    decision: decision
      ? {
          approved: decision.approved,
          byAccount: decision.by?.account ?? null,
          bySide: decision.by?.side ?? null,
          at: new Date(decision.at),
          reason: decision.reason,
        }
      : null,
  };
}

export const approvalQueries: Pick<
  Required<QueryResolvers>,
  "approvals" | "sysApprovals" | "approvalCount" | "sysApprovalCount"
> = {
  approvals: (_p, _a, ctx, info) => waiting(ctx, signedInTo(info, "user")),
  sysApprovals: (_p, _a, ctx, info) => waiting(ctx, signedInTo(info, "sys")),
  approvalCount: (_p, _a, ctx, info) => countApprovals(ctx, signedInTo(info, "user")),
  sysApprovalCount: (_p, _a, ctx, info) => countApprovals(ctx, signedInTo(info, "sys")),
};

export const approvalMutations: Pick<Required<MutationResolvers>, "decideApproval" | "sysDecideApproval"> = {
  decideApproval: (_p, { jobId, key, approve, reason }, ctx, info) =>
    decideApproval(ctx, signedInTo(info, "user"), toId(jobId, "jobId"), key, {
      approve,
      reason: reason ?? "",
    }),
  sysDecideApproval: (_p, { jobId, key, approve, reason }, ctx, info) =>
    decideApproval(ctx, signedInTo(info, "sys"), toId(jobId, "jobId"), key, {
      approve,
      reason: reason ?? "",
    }),
};

export const approvalTypeResolvers: Pick<Resolvers, "Task"> = {
  Task: { approval: (row, _a, ctx) => presentTaskApproval(ctx, "user", row) },
};
