/** Projects as the REST contract answers them (PascalCase, like every REST answer): projectContract's shapes. */
import type {
  ProjectAnswer,
  ProjectInvitationAnswer,
  ProjectLedgerAnswer,
  ProjectMemberAnswer,
  ProjectTokensAnswer,
} from "@crucible/schema";
import type { Tokens } from "../ledger/tokens.js";
import type { InvitationView, MemberView, ProjectView } from "./projects.js";
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
