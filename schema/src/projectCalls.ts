/**
 * Projects over REST (`/api/project/*`, issue 28 item 2): each call's body and answer, for both ends.
 * The gateway's presenters answer these shapes (the compiler checks them) and the client package's
 * project commands read them (`client.call(projectContract.list, {})`), so the CLI types no answer by
 * hand. No zod here: the CLI loads this module at start. Dates travel as ISO 8601 strings.
 */
import type { ProjectItemKind, ProjectRoleName } from "./limits.js";
import { restCall, type NoBody } from "./rest.js";

export type ProjectAnswer = {
  readonly Id: number;
  readonly Name: string;
  readonly Description: string;
  readonly MyRole: ProjectRoleName;
  readonly MemberCount: number;
  readonly DataFileCount: number;
  readonly TemplateCount: number;
  readonly JobCount: number;
  readonly ProcessorCount: number;
  readonly TokenBalance: number;
  readonly CreatedAt: string;
  readonly UpdatedAt: string;
};

export type ProjectMemberAnswer = {
  readonly UserId: number;
  readonly Account: string;
  readonly Role: ProjectRoleName;
  readonly Accepted: boolean;
  readonly InvitedByAccount: string | null;
  readonly CreatedAt: string;
};

export type ProjectInvitationAnswer = {
  readonly ProjectId: number;
  readonly ProjectName: string;
  readonly Role: ProjectRoleName;
  readonly InvitedByAccount: string | null;
  readonly CreatedAt: string;
};

/** A project's tokens: its balance, what its jobs' waiting and running tasks hold, what is left. */
export type ProjectTokensAnswer = {
  readonly Balance: number;
  readonly Held: number;
  readonly Available: number;
};

/**
 * Why tokens moved (a user's or a project's ledger, gateway/src/db/ledger.ts token_ledger): the sign-up
 * grant, a task's charge and its refund, a resource pack's credit and the lapse of what was left of
 * it, a daily check-in, a member's transfer into or out of a project (one entry on each side), and the
 * back office's adjustment of a project's tokens.
 */
export type LedgerEntryKind =
  "grant" | "charge" | "refund" | "pack" | "expire" | "checkin" | "transfer" | "adjust";

export type ProjectLedgerEntryAnswer = {
  readonly Id: number;
  readonly Amount: number;
  readonly Kind: LedgerEntryKind;
  readonly Note: string;
  /** Who moved the tokens in or out, or whose job was charged or refunded. */
  readonly MemberAccount: string | null;
  /** The administrator behind an `adjust` entry. */
  readonly ActorAccount: string | null;
  readonly JobId: number | null;
  readonly JobName: string | null;
  readonly CreatedAt: string;
};

export type ProjectLedgerAnswer = {
  readonly Total: number;
  readonly List: readonly ProjectLedgerEntryAnswer[];
};

/**
 * A project's resource pack (issue 28 item 2): bought for it by an owner (an order) or redeemed into it
 * (a card). Storage packs make the project's storage quota; token packs were credited to its ledger.
 */
export type ProjectPackAnswer = {
  readonly Id: number;
  readonly ProjectId: number;
  readonly Kind: "storage" | "token";
  /** GB (storage) or tokens in all. */
  readonly Amount: number;
  readonly WorkflowStorageGb: number;
  readonly RunningJobs: number;
  readonly Source: "order" | "card" | "admin";
  readonly OrderId: number | null;
  /** Who bought it or redeemed the card. */
  readonly BuyerAccount: string | null;
  readonly Note: string;
  readonly StartsAt: string;
  readonly ExpiresAt: string;
  readonly Active: boolean;
  readonly CreatedAt: string;
};

/** A project's storage: bytes of its data files and its quota (its active storage packs; 0 without). */
export type ProjectStorageAnswer = {
  readonly Used: number;
  readonly Quota: number;
};

/** One UTC day of a project's usage: the day's last sample, or the last before it; nulls before the first. */
export type ProjectUsageDayAnswer = {
  /** YYYY-MM-DD. */
  readonly Day: string;
  readonly StorageUsed: number | null;
  readonly StorageQuota: number | null;
  readonly WorkflowStorageUsed: number | null;
  readonly WorkflowStorageQuota: number | null;
};

/**
 * A project's usage in bytes: its data files and its jobs' results now, against what its active
 * storage packs grant (0 without), and per UTC day over the days asked (1-366, default 30), oldest first.
 */
export type ProjectUsageAnswer = {
  readonly StorageUsed: number;
  readonly StorageQuota: number;
  readonly WorkflowStorageUsed: number;
  readonly WorkflowStorageQuota: number;
  readonly Daily: readonly ProjectUsageDayAnswer[];
};

/** An order an owner placed for the project: pay it as any order of theirs (`/api/user_order/pay`). */
export type ProjectOrderAnswer = {
  readonly Id: number;
  readonly ProjectId: number | null;
  readonly OutTradeNo: string;
  readonly PackageId: number;
  readonly Quantity: number;
  /** Fen. */
  readonly Amount: number;
  readonly Status: "pending" | "paid" | "cancelled";
  readonly ExpiresAt: string;
  readonly CreatedAt: string;
};

/** Items into a project (ProjectId) or back to private (ProjectId null), by ids or (data files) a folder. */
export type ProjectMoveBody = {
  readonly Kind: ProjectItemKind;
  readonly Ids?: readonly number[];
  /** Data set files: every file of the caller's in this folder and below, of FolderKind. */
  readonly Folder?: string | null;
  readonly FolderKind?: "private" | "temporary" | null;
  readonly ProjectId: number | null;
};

type ProjectRef = { readonly ProjectId: number };
type TokensMove = ProjectRef & { readonly Amount: number; readonly Note?: string };

export const projectContract = {
  list: restCall<NoBody, ProjectAnswer[]>("/api/project/list"),
  read: restCall<{ readonly Id: number }, ProjectAnswer>("/api/project/read"),
  create: restCall<{ readonly Name: string; readonly Description?: string }, ProjectAnswer>(
    "/api/project/create",
  ),
  update: restCall<
    { readonly Id: number; readonly Name: string; readonly Description?: string },
    ProjectAnswer
  >("/api/project/update"),
  delete: restCall<{ readonly Id: number }, boolean>("/api/project/delete"),
  members: restCall<ProjectRef, ProjectMemberAnswer[]>("/api/project/members"),
  invite: restCall<
    ProjectRef & { readonly Invitee: string; readonly Role: ProjectRoleName },
    ProjectMemberAnswer
  >("/api/project/invite"),
  invitations: restCall<NoBody, ProjectInvitationAnswer[]>("/api/project/invitations"),
  answerInvitation: restCall<ProjectRef & { readonly Accept: boolean }, boolean>(
    "/api/project/answer_invitation",
  ),
  setRole: restCall<ProjectRef & { readonly UserId: number; readonly Role: ProjectRoleName }, boolean>(
    "/api/project/set_role",
  ),
  removeMember: restCall<ProjectRef & { readonly UserId: number }, boolean>("/api/project/remove_member"),
  leave: restCall<ProjectRef, boolean>("/api/project/leave"),
  move: restCall<ProjectMoveBody, { readonly Moved: number }>("/api/project/move"),
  tokens: restCall<ProjectRef, ProjectTokensAnswer>("/api/project/tokens"),
  tokenLedger: restCall<
    ProjectRef & { readonly Limit?: number; readonly Offset?: number },
    ProjectLedgerAnswer
  >("/api/project/token_ledger"),
  tokensAdd: restCall<TokensMove, ProjectTokensAnswer>("/api/project/tokens_add"),
  tokensWithdraw: restCall<TokensMove, ProjectTokensAnswer>("/api/project/tokens_withdraw"),
  packs: restCall<ProjectRef, ProjectPackAnswer[]>("/api/project/packs"),
  storage: restCall<ProjectRef, ProjectStorageAnswer>("/api/project/storage"),
  usage: restCall<ProjectRef & { readonly Days?: number }, ProjectUsageAnswer>("/api/project/usage"),
  buy: restCall<ProjectRef & { readonly PackageId: number; readonly Quantity: number }, ProjectOrderAnswer>(
    "/api/project/buy",
  ),
  redeemCard: restCall<ProjectRef & { readonly CardNo: string }, ProjectPackAnswer>(
    "/api/project/redeem_card",
  ),
} as const;
