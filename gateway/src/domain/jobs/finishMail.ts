/**
 * The e-mail of a finished job whose owner asked for one (jobs.email_notify), sent once per finish:
 * the claim on notified_at makes a second worker's, a second task's or a stop's call a no-op. Only to a
 * verified address, and not when the owner's notification preferences already e-mail that end (one
 * e-mail per end). Every caller (the scheduler at a task's end, a stop, an approval decision, an
 * approval's timeout) has already ended the job when it calls: a mail server away must not undo that,
 * so a failure is told to the operator's log (Notifier.warn) and not thrown.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { jobs, tasks } from "../../db/jobs.js";
import { notificationPrefs } from "../../db/notifications.js";
import { users } from "../../db/users.js";
import type { Services } from "../context.js";

/** Sends the finish e-mail of `jobId` if it is due; answers whether one went out. */
export async function notifyFinished(services: Services, jobId: number): Promise<boolean> {
  try {
    return await sendFinishMail(services, jobId);
  } catch (error) {
    services.notifier.warn(
      `job ${jobId}: the finish e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

async function sendFinishMail(services: Services, jobId: number): Promise<boolean> {
  const [job] = await services.db
    .update(jobs)
    .set({ notifiedAt: services.clock.now() })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.emailNotify, true),
        isNull(jobs.notifiedAt),
        inArray(jobs.state, ["done", "abort", "cancel"]),
      ),
    )
    .returning();
  if (!job) return false;
  // One e-mail per end: when the owner's preferences already e-mail this end (jobDone, jobFailed; a
  // cancel notifies nobody), that notification's e-mail is the one they get.
  const kind = job.state === "done" ? "jobDone" : job.state === "abort" ? "jobFailed" : null;
  if (kind) {
    const [pref] = await services.db
      .select({ email: notificationPrefs.email })
      .from(notificationPrefs)
      .where(and(eq(notificationPrefs.userId, job.ownerId), eq(notificationPrefs.kind, kind)));
    if (pref?.email) return false;
  }
  const [owner] = await services.db
    .select({ email: users.email, verified: users.emailStatus })
    .from(users)
    .where(eq(users.id, job.ownerId));
  if (!owner?.email || !owner.verified) return false;
  const all = await services.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.jobId, jobId));
  const count = (state: string) => all.filter((t) => t.state === state).length;
  await services.notifier.sendMail(
    owner.email,
    `Crucible: job "${job.name}" ${job.state} / 任务“${job.name}”已结束（${job.state}）`,
    [
      `Your job "${job.name}" (#${job.id}) has finished: ${job.state}.`,
      `Tasks: ${count("done")} done, ${count("abort")} terminated, ${count("cancel")} cancelled, of ${all.length}.`,
      "",
      `您的任务“${job.name}”（#${job.id}）已结束：${job.state}。`,
      `子任务：完成 ${count("done")}，终止 ${count("abort")}，取消 ${count("cancel")}，共 ${all.length}。`,
    ].join("\n"),
  );
  return true;
}
