/** The Chinese (zh-CN) strings of the approvals namespace (i18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { ApprovalsCatalogue } from "./i18n";

export const approvalsZh: ZhCatalogue<ApprovalsCatalogue> = {
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
  approveTitle: "批准“{{step}}”",
  rejectTitle: "拒绝“{{step}}”",
  ofJob: "任务“{{job}}”，由 {{owner}} 提交",
  reason: "原因",
  reasonOptional: "原因（可选）",
  reasonHint: "原因随决定保存并显示在任务中；拒绝的原因会通知任务所有者。",
  reasonRequired: "拒绝需要填写原因",
  reasonTooLong: "最多 {{max}} 个字符",
  approved: "任务“{{job}}”的审批“{{step}}”已批准：其后的子任务开始运行",
  rejected: "任务“{{job}}”的审批“{{step}}”已拒绝：其后的子任务已取消",
  emptyTitle: "没有等待您决定的审批",
  emptyText:
    "审批步骤是工作流中不运行任何程序的一步：任务在此暂停，直到有人批准（其后的子任务继续运行）或拒绝（其后的子任务被取消）；到时无人决定则自动拒绝。您的任务到达您可以决定的审批步骤时，会列在这里，并通知您。",
  emptyTextSys:
    "审批步骤是工作流中不运行任何程序的一步：任务在此暂停，直到有人批准（其后的子任务继续运行）或拒绝（其后的子任务被取消）；到时无人决定则自动拒绝。用户的任务到达需要您所持权限审批的步骤时，会列在这里。",
  count: "{{count}} 个审批等待您的决定",
};
