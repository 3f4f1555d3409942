/**
 * Approval steps (issue 28 item 6): a node of a workflow that runs nothing and waits for a person's
 * decision. The step names who may decide (the job's owner, members of the job's project holding at
 * least a role, and/or system users holding a permission), how long it waits and what a timeout does (it rejects). Shared by the builder's form and the gateway.
 */
import { z } from "zod";
import { isPermission } from "./permissions.js";
import {
  approvalProjectRoles,
  approvalReasonMaxLength,
  approvalTimeoutActions,
  approvalTimeoutMinutes,
} from "./approvalLimits.js";

export const approvalStepSchema = z
  .object({
    title: z.string().trim().min(1, "the approval needs a title").max(200),
    instructions: z.string().trim().max(5000).default(""),
    /** The job's owner may decide. */
    owner: z.boolean().default(true),
    /** System users holding this permission may decide (e.g. Workflow.Job.Update); null: none. */
    permission: z
      .string()
      .refine(isPermission, "not a permission of the catalogue")
      .nullish()
      .transform((value) => value ?? null),
    /**
     * Members of the job's project holding at least this role may decide (accepted members only); null:
     * none. A job outside a project ignores it.
     */
    projectRole: z
      .enum(approvalProjectRoles)
      .nullish()
      .transform((value) => value ?? null),
    timeoutMinutes: z
      .number()
      .int()
      .min(approvalTimeoutMinutes.min)
      .max(approvalTimeoutMinutes.max)
      .default(approvalTimeoutMinutes.default),
    onTimeout: z.enum(approvalTimeoutActions).default("reject"),
  })
  .refine((step) => step.owner || step.permission !== null || step.projectRole !== null, {
    message: "somebody must be allowed to decide: the job's owner, a project role or a permission",
    path: ["owner"],
  });

export type ApprovalStepInput = z.input<typeof approvalStepSchema>;
export type ApprovalStep = z.output<typeof approvalStepSchema>;

/** A decision's reason: optional to approve, required to reject; bounded either way. */
export const approvalReasonSchema = z.string().trim().max(approvalReasonMaxLength);

export const approvalDecisionSchema = z
  .object({
    approve: z.boolean(),
    reason: approvalReasonSchema.default(""),
  })
  .refine((d) => d.approve || d.reason.length > 0, {
    message: "a rejection needs a reason",
    path: ["reason"],
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;
