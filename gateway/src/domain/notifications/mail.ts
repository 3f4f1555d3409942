/**
 * The e-mail channel: notifications written with emailState "pending" are sent through the gateway's
 * SMTP settings (CRUCIBLE_SMTP_URL, the notifier of verification codes) by `sendNotificationEmails`,
 * which each gateway and worker runs every few seconds. A failed send is logged and tried again later
 * (30 s, doubling, at most an hour apart) and given up after `maxMailAttempts`; it never touches the
 * job or order that notified. A user without an e-mail address gets nothing ("failed", said why).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { notifications } from "../../db/notifications.js";
import { users } from "../../db/users.js";
import type { Services } from "../context.js";

export const maxMailAttempts = 8;
/** How often each gateway looks for e-mails due. */
export const notificationMailEveryMs = 10_000;
/** Rows claimed per round; a claimed row is not claimed again by another process for this long. */
const batch = 20;
const claimMs = 120_000;

export interface MailLog {
  warn(message: string): void;
}

/** The wait before attempt `attempts + 1` (attempts already failed: 1, 2, ...). */
export function mailBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3600_000);
}

/** Sends the pending e-mails that are due; answers how many were sent. */
export async function sendNotificationEmails(
  services: Pick<Services, "db" | "notifier" | "clock">,
  log: MailLog,
): Promise<number> {
  const { db } = services;
  // Claimed by moving their next attempt on, so two processes never send the same one.
  const due = await db.execute(sql`
    update ${notifications} set email_next_at = ${services.clock.sqlNow()} + ${`${claimMs} milliseconds`}::interval
    where id in (
      select id from ${notifications}
      where email_state = 'pending' and email_next_at <= ${services.clock.sqlNow()}
      order by email_next_at limit ${batch} for update skip locked)
    returning id`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const ids = (due as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return 0;
  // The claimed rows with their users' addresses, read at once.
  const claimed = await db
    .select({ n: notifications, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(inArray(notifications.id, ids), eq(notifications.emailState, "pending")));
  let sent = 0;
  for (const { n, email } of claimed) {
    const attempts = n.emailAttempts + 1;
    if (!email) {
      await db
        .update(notifications)
        .set({
          emailState: "failed",
          emailAttempts: attempts,
          emailNextAt: null,
          emailError: "no e-mail address",
        })
        .where(eq(notifications.id, n.id));
      continue;
    }
    try {
      await services.notifier.sendMail(
        email,
        `${n.title.en} / ${n.title.zh}`,
        `${n.title.en}\n${n.body.en}\n\n${n.title.zh}\n${n.body.zh}\n`,
      );
      await db
        .update(notifications)
        .set({ emailState: "sent", emailAttempts: attempts, emailNextAt: null, emailError: null })
        .where(eq(notifications.id, n.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= maxMailAttempts;
      log.warn(
        `notification ${n.id}: e-mail to user ${n.userId} failed (attempt ${attempts}${giveUp ? ", giving up" : ""}): ${message}`,
      );
      await db
        .update(notifications)
        .set({
          emailState: giveUp ? "failed" : "pending",
          emailAttempts: attempts,
          emailNextAt: giveUp ? null : new Date(services.clock.ms() + mailBackoffMs(attempts)),
          emailError: message.slice(0, 500),
        })
        .where(eq(notifications.id, n.id));
    }
  }
  return sent;
}
