/**
 * Approval steps (issue 28 item 6) over REST: the approvals waiting for the caller and the decision,
 * on the user side (the owner of the job) and in the back office (holders of the step's permission).
 */
import { workflowFeature } from "@crucible/schema";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import { decideApproval, listApprovals, waitingSince } from "../domain/jobs/approvals.js";
import { bodyId, defineCall, type Call } from "./calls.js";
import { presentTask } from "./workflow.js";

const decideBody = z.object({
  /** The job's id. */
  Id: bodyId,
  /** The approval step's name in the job. */
  Key: z.string().min(1).max(64),
  Approve: z.boolean(),
  /** Required to reject; at most 1000 characters (checked by the domain with the shared rule). */
  Reason: z.string().max(10_000).nullish(),
});

function callsOf(side: Side): Call[] {
  const base = side === "user" ? "/api/workflow_job" : "/api/sys/workflow_job";
  return [
    defineCall({
      path: `${base}/approvals`,
      methods: ["GET", "POST"],
      guard: { side },
      feature: workflowFeature,
      reads: true,
      run: ({ ctx, actor }) => listApprovals(ctx, actor),
      present: (rows) =>
        rows.map(({ job, task }) => ({
          JobId: job.id,
          JobName: job.name,
          OwnerId: job.ownerId,
          WaitingSince: waitingSince(task),
          Task: presentTask(task),
        })),
    }),
    defineCall({
      path: `${base}/approval/decide`,
      guard: { side },
      feature: workflowFeature,
      body: decideBody,
      ...(side === "user"
        ? {
            owned: {
              kind: "job" as const,
              example: (id: number) => ({ body: { Id: id, Key: "a", Approve: true } }),
            },
          }
        : {}),
      run: ({ ctx, actor, body }) =>
        decideApproval(ctx, actor, body.Id, body.Key, { approve: body.Approve, reason: body.Reason ?? "" }),
      present: presentTask,
    }),
  ];
}

export const approvalCalls: Call[] = [...callsOf("user"), ...callsOf("sys")];
