/** The Approvals screen's strings (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const approvalsEn = {
  title: "Approvals",
  intro:
    "Approval steps of your jobs that wait for your decision. Approve one and the tasks after it run; reject one, with a reason, and they are cancelled.",
  introSys:
    "Approval steps of users' jobs that wait for a decision of administrators holding the step's permission. Approve one and the tasks after it run; reject one, with a reason, and they are cancelled.",
  job: "Job",
  step: "Step",
  asks: "Instructions",
  submittedBy: "Submitted by",
  waitingSince: "Waiting since",
  deadline: "Rejected automatically at",
  approve: "Approve",
  reject: "Reject",
  approveTitle: "Approve “{{step}}”",
  rejectTitle: "Reject “{{step}}”",
  ofJob: "Job “{{job}}”, submitted by {{owner}}",
  reason: "Reason",
  reasonOptional: "Reason (optional)",
  reasonHint: "Kept with the decision and shown in the job; a rejection's reason is sent to the job's owner.",
  reasonRequired: "A rejection needs a reason",
  reasonTooLong: "At most {{max}} characters",
  approved: "“{{step}}” of the job “{{job}}” was approved: the tasks after it run now",
  rejected: "“{{step}}” of the job “{{job}}” was rejected: the tasks after it are cancelled",
  emptyTitle: "Nothing waits for your decision",
  emptyText:
    "An approval step is a step of a workflow that runs nothing: the job stops there until a person approves it (the tasks after it run) or rejects it (they are cancelled); nobody deciding before its time is up rejects it. When one of your jobs reaches a step you may decide, it is listed here and you are notified.",
  emptyTextSys:
    "An approval step is a step of a workflow that runs nothing: the job stops there until a person approves it (the tasks after it run) or rejects it (they are cancelled); nobody deciding before its time is up rejects it. When a user's job reaches a step that names a permission you hold, it is listed here.",
  count: "{{count}} approvals wait for your decision",
} as const;

export type ApprovalsCatalogue = Widen<typeof approvalsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    approvals: ApprovalsCatalogue;
  }
}

/** The approvals namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const approvalsNs = defineNamespace("approvals", approvalsEn, () =>
  import("./i18nZh").then((module) => module.approvalsZh),
);
