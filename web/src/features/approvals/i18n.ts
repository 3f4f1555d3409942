/** The Approvals screen's strings in both languages (loaded with the feature's chunk). */
import { approvalReasonMaxLength } from "@crucible/schema";
import { useTranslation } from "react-i18next";

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
  approveTitle: (step: string) => `Approve “${step}”`,
  rejectTitle: (step: string) => `Reject “${step}”`,
  ofJob: (job: string, owner: string) => `Job “${job}”, submitted by ${owner}`,
  reason: "Reason",
  reasonOptional: "Reason (optional)",
  reasonHint: "Kept with the decision and shown in the job; a rejection's reason is sent to the job's owner.",
  reasonRequired: "A rejection needs a reason",
  reasonTooLong: `At most ${approvalReasonMaxLength} characters`,
  approved: (step: string, job: string) =>
    `“${step}” of the job “${job}” was approved: the tasks after it run now`,
  rejected: (step: string, job: string) =>
    `“${step}” of the job “${job}” was rejected: the tasks after it are cancelled`,
  emptyTitle: "Nothing waits for your decision",
  emptyText:
    "An approval step is a step of a workflow that runs nothing: the job stops there until a person approves it (the tasks after it run) or rejects it (they are cancelled); nobody deciding before its time is up rejects it. When one of your jobs reaches a step you may decide, it is listed here and you are notified.",
  emptyTextSys:
    "An approval step is a step of a workflow that runs nothing: the job stops there until a person approves it (the tasks after it run) or rejects it (they are cancelled); nobody deciding before its time is up rejects it. When a user's job reaches a step that names a permission you hold, it is listed here.",
  count: (count: number) => `${count} approvals wait for your decision`,
};

export type ApprovalsText = typeof approvalsEn;

export const approvalsZh: ApprovalsText = {
  title: "审批",
  intro:
    "您的任务中等待您决定的审批步骤。批准后，其后的子任务开始运行；拒绝（需填写原因）后，其后的子任务将被取消。",
  introSys:
    "用户任务中等待持有该步骤权限的管理员决定的审批步骤。批准后，其后的子任务开始运行；拒绝（需填写原因）后，其后的子任务将被取消。",
  job: "任务",
  step: "审批步骤",
  asks: "说明",
  submittedBy: "提交者",
  waitingSince: "开始等待",
  deadline: "自动拒绝时间",
  approve: "批准",
  reject: "拒绝",
  approveTitle: (step) => `批准“${step}”`,
  rejectTitle: (step) => `拒绝“${step}”`,
  ofJob: (job, owner) => `任务“${job}”，由 ${owner} 提交`,
  reason: "原因",
  reasonOptional: "原因（可选）",
  reasonHint: "原因随决定保存并显示在任务中；拒绝的原因会通知任务所有者。",
  reasonRequired: "拒绝需要填写原因",
  reasonTooLong: `最多 ${approvalReasonMaxLength} 个字符`,
  approved: (step, job) => `任务“${job}”的审批“${step}”已批准：其后的子任务开始运行`,
  rejected: (step, job) => `任务“${job}”的审批“${step}”已拒绝：其后的子任务已取消`,
  emptyTitle: "没有等待您决定的审批",
  emptyText:
    "审批步骤是工作流中不运行任何程序的一步：任务在此暂停，直到有人批准（其后的子任务继续运行）或拒绝（其后的子任务被取消）；到时无人决定则自动拒绝。您的任务到达您可以决定的审批步骤时，会列在这里，并通知您。",
  emptyTextSys:
    "审批步骤是工作流中不运行任何程序的一步：任务在此暂停，直到有人批准（其后的子任务继续运行）或拒绝（其后的子任务被取消）；到时无人决定则自动拒绝。用户的任务到达需要您所持权限审批的步骤时，会列在这里。",
  count: (count) => `${count} 个审批等待您的决定`,
};

/** The strings of the current language (re-renders when the language changes). */
export function useApprovalsText(): ApprovalsText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? approvalsZh : approvalsEn;
}
