/** GraphQL of shared projects (issue 28 item 2) over domain/projects (the same rules as REST). */
import { grantedIn, signedInTo } from "../directives.js";
import {
  createProject,
  deleteProject,
  listProjects,
  moveToProject,
  projectOf,
  updateProject,
} from "../../domain/projects/projects.js";
import {
  answerInvitation,
  changeMemberRole,
  inviteMember,
  leaveProject,
  listMembers,
  myInvitations,
  removeMember,
  type InvitationView,
  type MemberView,
} from "../../domain/projects/members.js";
import {
  adjustProjectTokens,
  moveProjectTokens,
  projectLedger,
  projectTokens,
  sysProjectTokens,
} from "../../domain/projects/tokens.js";
import {
  createProjectWebhook,
  deleteProjectWebhook,
  listProjectWebhookDeliveries,
  listProjectWebhooks,
  pingProjectWebhook,
  redeliverProjectWebhook,
  rotateProjectWebhookSecret,
  updateProjectWebhook,
} from "../../domain/projects/webhooks.js";
import type { ProjectMemberRow } from "../../db/projects.js";
import type {
  MutationResolvers,
  ProjectLedgerEntryResolvers,
  ProjectPackResolvers,
  ProjectResolvers,
  ProjectWebhookInput,
  QueryResolvers,
  SysProjectTokensResolvers,
} from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";
import {
  projectPacks,
  projectStorage,
  projectUsage,
  redeemCardForProject,
} from "../../domain/projects/packs.js";
import { packActive } from "../../domain/commerce/packs.js";

/** A project as its member sees it, with its own tokens and ledger (read per project). */
export const projectTypes: {
  Project: ProjectResolvers;
  ProjectPack: ProjectPackResolvers;
  ProjectLedgerEntry: ProjectLedgerEntryResolvers;
  SysProjectTokens: SysProjectTokensResolvers;
} = {
  Project: {
    id: (view) => String(view.row.id),
    name: (view) => view.row.name,
    description: (view) => view.row.description,
    myRole: (view) => view.myRole,
    memberCount: (view) => view.members,
    dataFileCount: (view) => view.dataFiles,
    templateCount: (view) => view.templates,
    jobCount: (view) => view.jobs,
    processorCount: (view) => view.processors,
    tokenBalance: (view) => view.tokenBalance,
    createdAt: (view) => view.row.createdAt,
    updatedAt: (view) => view.row.updatedAt,
    tokens: (view, _a, ctx, info) => projectTokens(ctx, signedInTo(info, "user"), view.row.id),
    ledger: (view, { limit, offset }, ctx, info) =>
      projectLedger(ctx, signedInTo(info, "user"), view.row.id, {
        Limit: limit ?? undefined,
        Offset: offset ?? undefined,
      }),
    packs: (view, _a, ctx, info) => projectPacks(ctx, signedInTo(info, "user"), view.row.id),
    storage: (view, _a, ctx, info) => projectStorage(ctx, signedInTo(info, "user"), view.row.id),
    usage: async (view, { days }, ctx, info) => {
      const usage = await projectUsage(ctx, signedInTo(info, "user"), view.row.id, days ?? undefined);
      return {
        storageUsed: usage.storage.used,
        storageQuota: usage.storage.quota,
        workflowStorageUsed: usage.workflowStorage.used,
        workflowStorageQuota: usage.workflowStorage.quota,
        daily: usage.daily.map((d) => ({
          day: d.day,
          storageUsed: d.sample?.storageUsed ?? null,
          storageQuota: d.sample?.storageQuota ?? null,
          workflowStorageUsed: d.sample?.workflowUsed ?? null,
          workflowStorageQuota: d.sample?.workflowQuota ?? null,
        })),
      };
    },
  },
  ProjectPack: {
    id: (view) => String(view.row.id),
    kind: (view) => view.row.kind,
    amount: (view) => view.row.amount,
    workflowStorageGb: (view) => view.row.workflowStorageGb,
    runningJobs: (view) => view.row.runningJobs,
    source: (view) => view.row.source,
    orderId: (view) => (view.row.orderId === null ? null : String(view.row.orderId)),
    buyerAccount: (view) => view.buyerAccount,
    note: (view) => view.row.note,
    startsAt: (view) => view.row.startsAt,
    expiresAt: (view) => view.row.expiresAt,
    active: (view) => packActive(view.row),
    createdAt: (view) => view.row.createdAt,
  },
  ProjectLedgerEntry: {
    id: (entry) => String(entry.id),
    jobId: (entry) => (entry.jobId === null ? null : String(entry.jobId)),
  },
  SysProjectTokens: {
    projectId: (view) => String(view.projectId),
  },
};

function memberOut(view: MemberView) {
  return {
    userId: String(view.row.userId),
    account: view.account,
    role: view.row.role,
    accepted: view.row.acceptedAt !== null,
    invitedByAccount: view.invitedByAccount,
    createdAt: view.row.createdAt,
  };
}

function invitationOut(view: InvitationView) {
  return {
    projectId: String(view.project.id),
    projectName: view.project.name,
    role: view.row.role,
    invitedByAccount: view.invitedByAccount,
    createdAt: view.row.createdAt,
  };
}

export const projectQueries: Pick<
  Required<QueryResolvers>,
  | "projects"
  | "project"
  | "projectMembers"
  | "projectInvitations"
  | "projectWebhooks"
  | "projectWebhookDeliveries"
  | "sysProjectTokens"
> = {
  sysProjectTokens: (_p, { projectId }, ctx, info) =>
    sysProjectTokens(ctx, grantedIn(info, "User.ResourcePack.Read"), toId(projectId, "projectId")),
  projectWebhooks: (_p, { projectId }, ctx, info) =>
    listProjectWebhooks(ctx, signedInTo(info, "user"), toId(projectId, "projectId")),
  projectWebhookDeliveries: (_p, { projectId, webhookId, limit }, ctx, info) =>
    listProjectWebhookDeliveries(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      webhookId ? toId(webhookId, "webhookId") : null,
      limit ?? 50,
    ),
  projects: async (_p, _a, ctx, info) => listProjects(ctx, signedInTo(info, "user")),
  project: async (_p, { id }, ctx, info) => projectOf(ctx, signedInTo(info, "user"), toId(id)),
  projectMembers: async (_p, { projectId }, ctx, info) =>
    (await listMembers(ctx, signedInTo(info, "user"), toId(projectId, "projectId"))).map(memberOut),
  projectInvitations: async (_p, _a, ctx, info) =>
    (await myInvitations(ctx, signedInTo(info, "user"))).map(invitationOut),
};

export const projectMutations: Pick<
  Required<MutationResolvers>,
  | "createProject"
  | "updateProject"
  | "deleteProject"
  | "inviteProjectMember"
  | "answerProjectInvitation"
  | "setProjectMemberRole"
  | "removeProjectMember"
  | "leaveProject"
  | "moveToProject"
  | "projectAddTokens"
  | "projectWithdrawTokens"
  | "redeemProjectCard"
  | "adjustProjectTokens"
  | "createProjectWebhook"
  | "updateProjectWebhook"
  | "deleteProjectWebhook"
  | "rotateProjectWebhookSecret"
  | "pingProjectWebhook"
  | "redeliverProjectWebhook"
> = {
  createProjectWebhook: async (_p, { projectId, input }, ctx, info) => {
    const { row, secret } = await createProjectWebhook(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      hookBody(input),
    );
    return { webhook: row, secret };
  },
  updateProjectWebhook: (_p, { projectId, id, input }, ctx, info) =>
    updateProjectWebhook(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      toId(id),
      hookBody(input),
    ),
  deleteProjectWebhook: (_p, { projectId, id }, ctx, info) =>
    deleteProjectWebhook(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), toId(id)),
  rotateProjectWebhookSecret: async (_p, { projectId, id }, ctx, info) => {
    const { row, secret } = await rotateProjectWebhookSecret(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      toId(id),
    );
    return { webhook: row, secret };
  },
  pingProjectWebhook: (_p, { projectId, id }, ctx, info) =>
    pingProjectWebhook(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), toId(id)),
  redeliverProjectWebhook: (_p, { projectId, id }, ctx, info) =>
    redeliverProjectWebhook(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), toId(id)),
  createProject: (_p, { input }, ctx, info) =>
    createProject(ctx, signedInTo(info, "user"), { Name: input.name, Description: input.description ?? "" }),
  updateProject: (_p, { id, input }, ctx, info) =>
    updateProject(ctx, signedInTo(info, "user"), toId(id), {
      Name: input.name,
      Description: input.description ?? "",
    }),
  projectAddTokens: (_p, { projectId, amount, note }, ctx, info) =>
    moveProjectTokens(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      { Amount: amount, Note: note ?? "" },
      "in",
    ),
  projectWithdrawTokens: (_p, { projectId, amount, note }, ctx, info) =>
    moveProjectTokens(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      { Amount: amount, Note: note ?? "" },
      "out",
    ),
  redeemProjectCard: (_p, { projectId, cardNo }, ctx, info) =>
    redeemCardForProject(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), { CardNo: cardNo }),
  adjustProjectTokens: (_p, { projectId, amount, reason }, ctx, info) =>
    adjustProjectTokens(ctx, grantedIn(info, "User.ResourcePack.Update"), {
      ProjectId: toId(projectId, "projectId"),
      Amount: amount,
      Reason: reason,
    }),
  deleteProject: (_p, { id }, ctx, info) => deleteProject(ctx, signedInTo(info, "user"), toId(id)),
  inviteProjectMember: async (_p, { projectId, invitee, role }, ctx, info) =>
    memberOut(
      await inviteMember(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), {
        Invitee: invitee,
        Role: role ?? "viewer",
      }),
    ),
  answerProjectInvitation: (_p, { projectId, accept }, ctx, info) =>
    answerInvitation(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), accept),
  setProjectMemberRole: async (_p, { projectId, userId, role }, ctx, info) => {
    const row: ProjectMemberRow = await changeMemberRole(
      ctx,
      signedInTo(info, "user"),
      toId(projectId, "projectId"),
      toId(userId, "userId"),
      role,
    );
    const [member] = (await listMembers(ctx, signedInTo(info, "user"), row.projectId)).filter(
      (m) => m.row.userId === row.userId,
    );
    return memberOut(member!);
  },
  removeProjectMember: (_p, { projectId, userId }, ctx, info) =>
    removeMember(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), toId(userId, "userId")),
  leaveProject: (_p, { projectId }, ctx, info) =>
    leaveProject(ctx, signedInTo(info, "user"), toId(projectId, "projectId")),
  moveToProject: (_p, { input }, ctx, info) =>
    moveToProject(ctx, signedInTo(info, "user"), {
      Kind: input.kind,
      Ids: (input.ids ?? []).map((id) => toId(id, "ids")),
      Folder: input.folder ?? null,
      FolderKind: input.folderKind ?? null,
      ProjectId: input.projectId ? toId(input.projectId, "projectId") : null,
    }),
};

/** The REST body of a project webhook from its GraphQL input (state left out: kept, or on when made). */
function hookBody(input: ProjectWebhookInput): Record<string, unknown> {
  return {
    Name: input.name,
    Url: input.url,
    Kinds: input.kinds,
    ...(input.enabled === null || input.enabled === undefined ? {} : { Enabled: input.enabled }),
  };
}
