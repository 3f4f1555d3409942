/** Rules of shared projects (issue 28 item 2), shared by the web forms and the gateway. */
import { z } from "zod";
import { visible } from "./rules.js";

export const projectNameMax = 100;
export const projectDescriptionMax = 2000;
/** Projects a user may belong to (owned, joined or invited): lists stay bounded. */
export const projectsPerUserMax = 200;
/** Members (and invitations) of one project. */
export const projectMembersMax = 500;
/** Items one move call may name. */
export const projectMoveMax = 1000;

export const projectRoleNames = ["viewer", "editor", "owner"] as const;
export type ProjectRoleName = (typeof projectRoleNames)[number];

/** The kinds of item that may belong to a project. */
export const projectItemKinds = ["dataFile", "template", "job", "processor"] as const;
export type ProjectItemKind = (typeof projectItemKinds)[number];

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

/** The most tokens one transfer into a project moves (a balance is bounded by what its members hold). */
export const projectTokensAddMax = 1_000_000_000;
/** The longest note of a transfer, and the longest page of a project's ledger. */
export const projectTokenNoteMax = 200;
export const projectLedgerPageMax = 200;

/** A project owner moves tokens from their own balance into the project's. */
export const projectTokensAddInput = z.object({
  Amount: z.number().int().positive().max(projectTokensAddMax),
  Note: z.string().trim().max(projectTokenNoteMax).default(""),
});
export type ProjectTokensAddInput = z.input<typeof projectTokensAddInput>;
