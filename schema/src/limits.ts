/**
 * Limits and choices the CLI checks before it sends a request, in a module without zod: the CLI's
 * start does not load zod (about a tenth of a second, more on a loaded machine) for a `--version` or a
 * transfer. Their schemas (projects.ts, approval.ts) re-export them.
 */

/** A member's role in a project, from the least to the most. */
export const projectRoleNames = ["viewer", "editor", "owner"] as const;
export type ProjectRoleName = (typeof projectRoleNames)[number];

/** The kinds of item that may belong to a project. */
export const projectItemKinds = ["dataFile", "template", "job", "processor"] as const;
export type ProjectItemKind = (typeof projectItemKinds)[number];

/** The most tokens one transfer into a project moves (a balance is bounded by what its members hold). */
export const projectTokensAddMax = 1_000_000_000;
/** The longest page of a project's ledger. */
export const projectLedgerPageMax = 200;

/** The most units of one package in one order (commerce.ts re-exports it). */
export const maxOrderQuantity = 1000;

/** The longest reason an approval decision may carry (declared with the approval step's other limits). */
export { approvalReasonMaxLength } from "./approvalLimits.js";
