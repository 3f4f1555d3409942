/** Rules of shared projects (issue 28 item 2), shared by the web forms and the gateway. */
import { z } from "zod";
import { projectRoleNames, projectTokensAddMax } from "./limits.js";
import { visible } from "./rules.js";

// The limits the CLI checks live in limits.ts (no zod there).
export {
  projectItemKinds,
  projectLedgerPageMax,
  projectRoleNames,
  projectTokensAddMax,
  type ProjectItemKind,
  type ProjectRoleName,
} from "./limits.js";

export const projectNameMax = 100;
export const projectDescriptionMax = 2000;
/** Projects a user may belong to (owned, joined or invited): lists stay bounded. */
export const projectsPerUserMax = 200;
/** Members (and invitations) of one project. */
export const projectMembersMax = 500;
/** Items one move call may name. */
export const projectMoveMax = 1000;

export const projectInput = z.object({
  Name: visible(z.string().trim().min(1).max(projectNameMax)),
  Description: z.string().trim().max(projectDescriptionMax).default(""),
});
export type ProjectInput = z.input<typeof projectInput>;

/** An invitation names the invitee by account name or e-mail address. */
export const projectInviteInput = z.object({
  Invitee: z.string().trim().min(1).max(254),
  Role: z.enum(projectRoleNames).default("viewer"),
});
export type ProjectInviteInput = z.input<typeof projectInviteInput>;

/** The longest note of a transfer. */
export const projectTokenNoteMax = 200;

/** A project owner moves tokens between their own balance and the project's (either way). */
export const projectTokensMoveInput = z.object({
  Amount: z.number().int().positive().max(projectTokensAddMax),
  Note: z.string().trim().max(projectTokenNoteMax).default(""),
});
export type ProjectTokensMoveInput = z.input<typeof projectTokensMoveInput>;

/** The longest reason of a back-office adjustment of a project's tokens. */
export const projectTokenReasonMax = 200;

/**
 * The back office adds (positive) or removes (negative) tokens of a project, with a required reason;
 * a removal never takes the project below zero (nor below what its jobs hold).
 */
export const projectTokensAdjustInput = z.object({
  ProjectId: z.number().int().positive(),
  Amount: z
    .number()
    .int()
    .min(-projectTokensAddMax)
    .max(projectTokensAddMax)
    .refine((n) => n !== 0, "the amount is not 0"),
  Reason: visible(z.string().trim().min(1).max(projectTokenReasonMax)),
});
export type ProjectTokensAdjustInput = z.input<typeof projectTokensAdjustInput>;
