/**
 * The events that notify a user, with their texts in both languages (the words of docs/glossary.md:
 * 任务 for a job, 计算点 for tokens). Each is called by the domain where the event happens.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbClock } from "../context.js";
import { jobs, tasks, type TaskRow, type TaskState } from "../../db/jobs.js";
import { orders, type OrderRow, type PaymentRefundRow } from "../../db/commerce.js";
import type { FeedbackRow } from "../../db/feedback.js";
import { notify, type NotificationEvent } from "./notifications.js";
import { membersWithRole } from "../access/visibility.js";
import { queueProjectWebhookDeliveries } from "./webhookDelivery.js";

/** Amounts are integer fen. */
function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A job ended: done (jobDone) or aborted by a failed task (jobFailed); a cancel, the owner's own
 * act, notifies nobody. The finish time is in the key, so the same end written twice (a retried
 * refresh, two workers) notifies once, and a job reset and ended again notifies again.
 */
export async function notifyJobEnd(
  { db, clock }: DbClock,
  job: { id: number; ownerId: number; name: string; state: TaskState; finishedAt: Date | null },
): Promise<void> {
  if ((job.state !== "done" && job.state !== "abort") || !job.finishedAt) return;
  const done = job.state === "done";
  const event: NotificationEvent = {
    userId: job.ownerId,
    kind: done ? "jobDone" : "jobFailed",
    title: done
      ? { en: `Job "${job.name}" is done`, zh: `任务“${job.name}”已完成` }
      : { en: `Job "${job.name}" failed`, zh: `任务“${job.name}”失败` },
    body: done
      ? { en: "All its tasks finished; its outputs are ready.", zh: "全部子任务已完成，输出已可查看。" }
      : {
          en: "A task failed; the job stopped. Open it to read the logs.",
          zh: "有子任务失败，任务已停止。打开任务查看日志。",
        },
    target: "job",
    targetId: job.id,
    eventKey: `job:${job.id}:end:${job.finishedAt.toISOString()}`,
  };
  await notify({ db, clock }, event);
  // A project's job also goes to the project's webhooks, whichever member owns it.
  const [row] = await db.select({ projectId: jobs.projectId }).from(jobs).where(eq(jobs.id, job.id));
  if (row?.projectId)
    await queueProjectWebhookDeliveries({ db, clock }, row.projectId, event, { jobOwnerId: job.ownerId });
}

/**
 * Approval steps of a job started waiting: every user who may decide one is told of it (approvalWaiting,
 * in the notification centre, by e-mail and their webhooks as they chose): the job's owner when the
 * step lets the owner decide, and the accepted members of the job's project holding at least the
 * step's project role (the rule of mayDecide). System users deciding by permission find them in the
 * back office's list. The step's run is in the key: the same wait announced twice notifies once, a
 * reset that asks again notifies again.
 */
export async function notifyApprovalsWaiting({ db, clock }: DbClock, jobId: number): Promise<void> {
  const rows = await db
    .select({ task: tasks, job: jobs })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(and(eq(tasks.jobId, jobId), eq(tasks.state, "waiting"), isNotNull(tasks.approval)));
  for (const { task, job } of rows) {
    const step = task.approval;
    if (!step) continue;
    const deciders = new Set<number>(step.owner ? [job.ownerId] : []);
    const role = step.projectRole ?? null;
    if (role !== null && job.projectId !== null)
      for (const userId of await membersWithRole(db, job.projectId, role)) deciders.add(userId);
    const title = clip(step.title, 100);
    const eventKey = `approval:${task.id}:${task.run}`;
    for (const userId of deciders)
      await notify(
        { db, clock },
        {
          userId,
          kind: "approvalWaiting",
          title: {
            en: `Job "${job.name}" waits for your approval: ${title}`,
            zh: `任务“${job.name}”等待您审批：${title}`,
          },
          body: {
            en: `Approve or reject it within ${step.timeoutMinutes} minutes, or it is rejected.`,
            zh: `请在 ${step.timeoutMinutes} 分钟内批准或拒绝，超时将自动拒绝。`,
          },
          target: "job",
          targetId: job.id,
          eventKey,
        },
      );
    // A project's job: its webhooks hear of the wait too (once, whoever decides).
    if (job.projectId)
      await queueProjectWebhookDeliveries(
        { db, clock },
        job.projectId,
        {
          kind: "approvalWaiting",
          title: {
            en: `Job "${job.name}" waits for approval: ${title}`,
            zh: `任务“${job.name}”等待审批：${title}`,
          },
          body: {
            en: `${deciderWords(step, "en")} approve or reject it within ${step.timeoutMinutes} minutes, or it is rejected.`,
            zh: `${deciderWords(step, "zh")}须在 ${step.timeoutMinutes} 分钟内批准或拒绝，超时将自动拒绝。`,
          },
          target: "job",
          targetId: job.id,
          eventKey,
        },
        { jobOwnerId: job.ownerId },
      );
  }
}

/** Who may decide a step, in words (a project webhook's text). */
function deciderWords(step: NonNullable<TaskRow["approval"]>, lang: "en" | "zh"): string {
  const en: string[] = [];
  const zh: string[] = [];
  if (step.owner) {
    en.push("The owner");
    zh.push("所有者");
  }
  if (step.projectRole === "editor") {
    en.push("the project's editors and owners");
    zh.push("项目的编辑者和所有者");
  } else if (step.projectRole === "owner") {
    en.push("the project's owners");
    zh.push("项目的所有者");
  }
  if (step.permission) {
    en.push(`administrators holding ${step.permission}`);
    zh.push(`持有 ${step.permission} 的管理员`);
  }
  if (lang === "zh") return zh.join("或");
  const words = en.join(" or ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An approval step of a job was rejected, by a system user deciding by permission or by its timeout:
 * the job's owner is told, with the reason. A rejection by the owner themselves notifies nobody (their
 * own act, like a cancel). The step's run is in the key: one rejection notifies once.
 */
export async function notifyApprovalRejected(
  { db, clock }: DbClock,
  job: { id: number; ownerId: number; name: string },
  task: { id: number; run: number; approval: TaskRow["approval"] },
): Promise<void> {
  const decision = task.approval?.decision;
  if (!task.approval || !decision || decision.approved) return;
  if (decision.by?.side === "user" && decision.by.id === job.ownerId) return;
  const title = clip(task.approval.title, 100);
  const reason = clip(decision.reason, 500);
  await notify(
    { db, clock },
    {
      userId: job.ownerId,
      kind: "approvalRejected",
      title: {
        en: `Job "${job.name}": the approval "${title}" was rejected`,
        zh: `任务“${job.name}”的审批“${title}”被拒绝`,
      },
      body: decision.by
        ? {
            en: `Rejected by ${decision.by.account}. Reason: ${reason}. The tasks after it were cancelled.`,
            zh: `${decision.by.account} 拒绝了该审批。原因：${reason}。其后的子任务已取消。`,
          }
        : {
            en: "Nobody decided in time, so it was rejected. The tasks after it were cancelled.",
            zh: "无人在时限内处理，审批已自动拒绝。其后的子任务已取消。",
          },
      target: "job",
      targetId: job.id,
      eventKey: `approval:${task.id}:${task.run}:rejected`,
    },
  );
}

/** An administrator replied to (or edited the reply of) a user's feedback. */
export async function notifyFeedbackReply({ db, clock }: DbClock, row: FeedbackRow): Promise<void> {
  if (!row.reply || !row.repliedAt) return;
  await notify(
    { db, clock },
    {
      userId: row.userId,
      kind: "feedbackReply",
      title: { en: `Reply to your feedback "${row.title}"`, zh: `您的反馈“${row.title}”有了回复` },
      body: { en: clip(row.reply), zh: clip(row.reply) },
      target: "feedback",
      targetId: row.id,
      eventKey: `feedback:${row.id}:reply:${row.repliedAt.toISOString()}`,
    },
  );
}

/** An order was paid (by the provider or marked paid in the back office); its pack is credited. */
export async function notifyOrderPaid({ db, clock }: DbClock, order: OrderRow): Promise<void> {
  await notify(
    { db, clock },
    {
      userId: order.userId,
      kind: "orderPaid",
      title: { en: `Order ${order.outTradeNo} is paid`, zh: `订单 ${order.outTradeNo} 已支付` },
      body: {
        en: `${order.ordered.name} x ${order.quantity}, ¥${yuan(order.amount)}: the pack is credited.`,
        zh: `${order.ordered.nameZh} x ${order.quantity}，¥${yuan(order.amount)}：资源包已到账。`,
      },
      target: "order",
      targetId: order.id,
      eventKey: `order:${order.id}:paid`,
    },
  );
}

/** A payment that paid no order (a second payment, a late one) was refunded to its payer. */
export async function notifyRefund({ db, clock }: DbClock, refund: PaymentRefundRow): Promise<void> {
  if (refund.state !== "success") return;
  const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, refund.outTradeNo));
  if (!order) return;
  await notify(
    { db, clock },
    {
      userId: order.userId,
      kind: "paymentRefunded",
      title: {
        en: `Payment for order ${order.outTradeNo} refunded`,
        zh: `订单 ${order.outTradeNo} 的付款已退款`,
      },
      body: {
        en: `¥${yuan(refund.amount)} paid again for this order was refunded.`,
        zh: `为该订单重复支付的 ¥${yuan(refund.amount)} 已退回。`,
      },
      target: "order",
      targetId: order.id,
      eventKey: `refund:${refund.id}`,
    },
  );
}
