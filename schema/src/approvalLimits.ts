/**
 * The plain limits of approval steps (approval.ts holds their zod rules). Apart so that the web's
 * shell, which shows the reason's limit, does not bring zod into the first load (issue 26).
 */
/** How long an approval may wait, in minutes: at least one minute, at most 30 days. */
export const approvalTimeoutMinutes = { min: 1, max: 30 * 24 * 60, default: 24 * 60 } as const;

/** The longest reason a decision may carry. */
export const approvalReasonMaxLength = 1000;

/** The reason recorded when nobody decided before the step's timeout. */
export const approvalTimedOutReason = "timed out";

/**
 * The project roles an approval step may name as deciders: members of the job's project holding at
 * least this role (editor: editors and owners; owner: the project's owners). A viewer never decides.
 */
export const approvalProjectRoles = ["editor", "owner"] as const;
export type ApprovalProjectRole = (typeof approvalProjectRoles)[number];

/** What a timeout does: the step is rejected (the only choice for now; spelled out in the template). */
export const approvalTimeoutActions = ["reject"] as const;
