/**
 * Notifications (issue 28 item 5): the domain where an event happens calls `notify` (a job's end in
 * refreshJobState, a feedback reply, an order paid, a payment refunded); the user lists theirs, counts
 * the unread and marks them read. One event writes at most one notification per user: its event key
 * is unique, so a retried or concurrent end of the same job writes nothing the second time.
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import {
  notificationKinds,
  notificationPrefs,
  notifications,
  type LocalText,
  type NotificationKind,
  type NotificationRow,
  type NotificationTarget,
} from "../../db/notifications.js";
import type { Ctx, DbClock } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { parseInput } from "../errors.js";
import { publishNotificationChange } from "../events.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";
import { queueWebhookDeliveries } from "./webhookDelivery.js";

export interface NotificationEvent {
  readonly userId: number;
  readonly kind: NotificationKind;
  readonly title: LocalText;
  readonly body: LocalText;
  readonly target: NotificationTarget;
  readonly targetId: number;
  /** Names the event once (e.g. `job:12:end:<finish time>`): a second write with it does nothing. */
  readonly eventKey: string;
}

/** A kind's channels from the user's saved preference; a kind never saved: in-app only. */
function channelsOf(pref: { inApp: boolean; email: boolean } | undefined): {
  inApp: boolean;
  email: boolean;
} {
  return { inApp: pref?.inApp ?? true, email: pref?.email ?? false };
}

/**
 * Writes a notification in `db` (the caller's transaction when it has one), on the channels the
 * user's preference for the kind names; none: nothing is written. True when this call wrote it.
 */
export async function notify({ db, clock }: DbClock, event: NotificationEvent): Promise<boolean> {
  const [pref] = await db
    .select({ inApp: notificationPrefs.inApp, email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, event.userId), eq(notificationPrefs.kind, event.kind)));
  const { inApp, email } = channelsOf(pref);
  // Webhooks receive the kinds they name, whatever the in-app and e-mail channels say.
  await queueWebhookDeliveries({ db, clock }, event);
  if (!inApp && !email) return false;
  const written = await db
    .insert(notifications)
    .values({
      ...event,
      inApp,
      emailState: email ? "pending" : "none",
      emailNextAt: email ? clock.now() : null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (written.length > 0 && inApp) await publishNotificationChange(db, event.userId);
  return written.length > 0;
}

export function presentNotification(row: NotificationRow): Record<string, unknown> {
  return {
    Id: row.id,
    Kind: row.kind,
    Title: row.title,
    Body: row.body,
    Target: row.target,
    TargetId: row.targetId,
    CreatedAt: row.createdAt,
    ReadAt: row.readAt,
  };
}

const columns = {
  Id: { column: notifications.id, kind: "int" },
  Kind: { column: notifications.kind, kind: "string" },
  Target: { column: notifications.target, kind: "string" },
  CreatedAt: { column: notifications.createdAt, kind: "date" },
  ReadAt: { column: notifications.readAt, kind: "date" },
} as const;

/** The signed-in user's notifications, newest first (those of the in-app channel). */
export const userNotificationResource: Resource<NotificationRow> = defineResource<NotificationRow>({
  path: "user_notification",
  table: notifications,
  side: "user",
  owner: notifications.userId,
  scope: () => eq(notifications.inApp, true),
  columns,
  defaultOrder: () => [desc(notifications.createdAt), desc(notifications.id)],
  present: presentNotification,
  verbs: readVerbs,
});

/** How many of the user's notifications are unread. */
export async function unreadNotificationCount(ctx: Ctx, actor: UserActor): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, actor.id), eq(notifications.inApp, true), isNull(notifications.readAt)),
    );
  return row?.n ?? 0;
}

const idsInput = z.object({ Ids: z.array(z.number().int().positive()).min(1).max(1000) });

/**
 * Marks notifications read (those already read keep their time). Another user's id answers
 * DBDataNotExist, exactly like a missing one, and nothing is marked.
 */
export async function markNotificationsRead(
  ctx: Ctx,
  actor: UserActor,
  body: unknown,
): Promise<NotificationRow[]> {
  requireWritable(actor);
  const { Ids } = parseInput(idsInput, body);
  const rows = await userNotificationResource.findMany(ctx, Ids);
  const ids = rows.filter((r) => r.readAt === null).map((r) => r.id);
  const changed =
    ids.length === 0
      ? []
      : await ctx.db
          .update(notifications)
          .set({ readAt: ctx.clock.now() })
          .where(and(inArray(notifications.id, ids), isNull(notifications.readAt)))
          .returning();
  if (changed.length > 0) await publishNotificationChange(ctx.db, changed[0]!.userId);
  const byId = new Map(changed.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id) ?? r);
}

/** Marks every unread notification of the user read; answers how many it marked. */
export async function markAllNotificationsRead(ctx: Ctx, actor: UserActor): Promise<number> {
  requireWritable(actor);
  const changed = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (changed.length > 0) await publishNotificationChange(ctx.db, actor.id);
  return changed.length;
}

const prefsInput = z.object({
  Prefs: z
    .array(z.object({ Kind: z.enum(notificationKinds), InApp: z.boolean(), Email: z.boolean() }))
    .min(1)
    .max(notificationKinds.length),
});

export interface NotificationPref {
  Kind: NotificationKind;
  InApp: boolean;
  Email: boolean;
}

/** The user's channels for every kind (a kind never saved: in-app only). */
export async function notificationPrefsOf(ctx: Ctx, actor: UserActor): Promise<NotificationPref[]> {
  const rows = await ctx.db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, actor.id));
  return notificationKinds.map((kind) => {
    const { inApp, email } = channelsOf(rows.find((r) => r.kind === kind));
    return { Kind: kind, InApp: inApp, Email: email };
  });
}

/** Saves the channels of the kinds given (the others keep theirs); answers every kind's. */
export async function saveNotificationPrefs(
  ctx: Ctx,
  actor: UserActor,
  body: unknown,
): Promise<NotificationPref[]> {
  requireWritable(actor);
  const { Prefs } = parseInput(prefsInput, body);
  for (const pref of Prefs) {
    await ctx.db
      .insert(notificationPrefs)
      .values({ userId: actor.id, kind: pref.Kind, inApp: pref.InApp, email: pref.Email })
      .onConflictDoUpdate({
        target: [notificationPrefs.userId, notificationPrefs.kind],
        set: { inApp: pref.InApp, email: pref.Email },
      });
  }
  return notificationPrefsOf(ctx, actor);
}
