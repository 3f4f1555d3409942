/** Projects as the REST contract answers them (PascalCase, like every REST answer): projectContract's shapes. */
import type {
  ProjectAnswer,
  ProjectInvitationAnswer,
  ProjectLedgerAnswer,
  ProjectMemberAnswer,
  ProjectOrderAnswer,
  ProjectPackAnswer,
  ProjectStorageAnswer,
  ProjectTokensAnswer,
  ProjectUsageAnswer,
} from "@crucible/schema";
import type { OrderRow } from "../../db/commerce.js";
import { packActive } from "../commerce/packs.js";
import type { ProjectPackView, ProjectStorage, ProjectUsage } from "./packs.js";
import type { Tokens } from "../ledger/tokens.js";
import type { InvitationView, MemberView } from "./members.js";
import type { ProjectView } from "./projects.js";
import type { ProjectLedgerPage, SysProjectTokensView } from "./tokens.js";

export function presentProject(view: ProjectView): ProjectAnswer {
  return {
    Id: view.row.id,
    Name: view.row.name,
    Description: view.row.description,
    MyRole: view.myRole,
    MemberCount: view.members,
    DataFileCount: view.dataFiles,
    TemplateCount: view.templates,
    JobCount: view.jobs,
    ProcessorCount: view.processors,
    TokenBalance: view.tokenBalance,
    CreatedAt: view.row.createdAt.toISOString(),
    UpdatedAt: view.row.updatedAt.toISOString(),
  };
}

export function presentMember(view: MemberView): ProjectMemberAnswer {
  return {
    UserId: view.row.userId,
    Account: view.account,
    Role: view.row.role,
    Accepted: view.row.acceptedAt !== null,
    InvitedByAccount: view.invitedByAccount,
    CreatedAt: view.row.createdAt.toISOString(),
  };
}

export function presentInvitation(view: InvitationView): ProjectInvitationAnswer {
  return {
    ProjectId: view.project.id,
    ProjectName: view.project.name,
    Role: view.row.role,
    InvitedByAccount: view.invitedByAccount,
    CreatedAt: view.row.createdAt.toISOString(),
  };
}

export function presentTokens(tokens: Tokens): ProjectTokensAnswer {
  return { Balance: tokens.balance, Held: tokens.held, Available: tokens.available };
}

export function presentLedgerPage(page: ProjectLedgerPage): ProjectLedgerAnswer {
  return {
    Total: page.total,
    List: page.list.map((e) => ({
      Id: e.id,
      Amount: e.amount,
      Kind: e.kind,
      Note: e.note,
      MemberAccount: e.memberAccount,
      ActorAccount: e.actorAccount,
      JobId: e.jobId,
      JobName: e.jobName,
      CreatedAt: e.createdAt.toISOString(),
    })),
  };
}

export function presentSysProjectTokens(view: SysProjectTokensView): Record<string, unknown> {
  return {
    ProjectId: view.projectId,
    Name: view.name,
    Owners: view.owners,
    ...presentTokens(view),
  };
}

export function presentProjectPack(view: ProjectPackView): ProjectPackAnswer {
  const row = view.row;
  return {
    Id: row.id,
    ProjectId: row.projectId ?? 0,
    Kind: row.kind,
    Amount: row.amount,
    WorkflowStorageGb: row.workflowStorageGb,
    RunningJobs: row.runningJobs,
    Source: row.source,
    OrderId: row.orderId,
    BuyerAccount: view.buyerAccount,
    Note: row.note,
    StartsAt: row.startsAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    Active: packActive(row),
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function presentProjectStorage(storage: ProjectStorage): ProjectStorageAnswer {
  return { Used: storage.used, Quota: storage.quota };
}

export function presentProjectUsage(usage: ProjectUsage): ProjectUsageAnswer {
  return {
    StorageUsed: usage.storage.used,
    StorageQuota: usage.storage.quota,
    WorkflowStorageUsed: usage.workflowStorage.used,
    WorkflowStorageQuota: usage.workflowStorage.quota,
    Daily: usage.daily.map((d) => ({
      Day: d.day,
      StorageUsed: d.sample?.storageUsed ?? null,
      StorageQuota: d.sample?.storageQuota ?? null,
      WorkflowStorageUsed: d.sample?.workflowUsed ?? null,
      WorkflowStorageQuota: d.sample?.workflowQuota ?? null,
    })),
  };
}

export function presentProjectOrder(row: OrderRow): ProjectOrderAnswer {
  return {
    Id: row.id,
    ProjectId: row.projectId,
    OutTradeNo: row.outTradeNo,
    PackageId: row.packageId,
    Quantity: row.quantity,
    Amount: row.amount,
    Status: row.status,
    ExpiresAt: row.expiresAt.toISOString(),
    CreatedAt: row.createdAt.toISOString(),
  };
}
