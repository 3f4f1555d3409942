/**
 * A project's webhooks (issue 28 items 2 and 5): the project's owners register endpoints that receive
 * the events of every member's jobs in the project (a job done or failed, an approval step waiting),
 * with the rules of a user's webhooks (domain/notifications/webhooks.ts): at most
 * `maxWebhooksPerProject`, the same URL rule and private-address refusal, the same HMAC signature,
 * delivery rounds and retries (the deliveries are rows of the same table, sent by `deliverWebhooks`).
 *
 * Only the project's owners see and change them (URLs and secrets are theirs to share): other members
 * get DBPermDenied naming `Project.owner`, outsiders and invitees DBDataNotExist, exactly as for a
 * missing project. A webhook or delivery of another project answers like a missing id.
 */
import type { UserActor } from "../access/guards.js";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { NotificationKind } from "../../db/notifications.js";
import { projects } from "../../db/projects.js";
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from "../../db/webhooks.js";
import { randomToken } from "../auth/crypto.js";
import type { Ctx } from "../context.js";
import { AppError, parseInput } from "../errors.js";
import { changeWebhook, checkUrl, maxWebhooksPerProject, webhookInput } from "../notifications/webhooks.js";
import { requireRole } from "./projects.js";

/** The events of a project's jobs a project webhook may receive. */
export const projectWebhookKinds = [
  "jobDone",
  "jobFailed",
  "approvalWaiting",
] as const satisfies readonly NotificationKind[];

const projectWebhookInput = webhookInput.extend({
  Kinds: z.array(z.enum(projectWebhookKinds)).max(projectWebhookKinds.length),
});

/** At most this many deliveries in one answer of the log. */
const deliveriesMax = 200;

/** The project's webhooks, newest first (owners). */
export async function listProjectWebhooks(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
): Promise<WebhookRow[]> {
  await requireRole(ctx, actor, projectId, "owner", true);
  return ctx.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

/** One webhook of the project (the caller already an owner); any other id answers DBDataNotExist. */
async function hookOf(ctx: Ctx, projectId: number, id: number): Promise<WebhookRow> {
  const [row] = await ctx.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.projectId, projectId)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/** Makes a webhook of the project (owners); its secret is answered here (and on rotation) only. */
export async function createProjectWebhook(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  body: unknown,
): Promise<{ row: WebhookRow; secret: string }> {
  await requireRole(ctx, actor, projectId, "owner");
  const input = parseInput(projectWebhookInput, body);
  const url = checkUrl(ctx, input.Url);
  return ctx.db.transaction(async (tx) => {
    // The project's row lock keeps two parallel creates from passing the bound together.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhooks)
      .where(eq(webhooks.projectId, projectId));
    if (n >= maxWebhooksPerProject)
      throw new AppError("ServerInvalidParameter", `at most ${maxWebhooksPerProject} webhooks per project`);
    const secret = `whsec_${randomToken(24)}`;
    const [row] = await tx
      .insert(webhooks)
      .values({
        userId: actor.id,
        projectId,
        name: input.Name,
        url,
        kinds: input.Kinds,
        enabled: input.Enabled,
        secret,
      })
      .returning();
    return { row: row!, secret };
  });
}

/** Changes a project webhook's name, URL, kinds or state (owners); fields not given keep their value. */
export async function updateProjectWebhook(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  id: number,
  changes: Record<string, unknown>,
): Promise<WebhookRow> {
  await requireRole(ctx, actor, projectId, "owner");
  const row = await hookOf(ctx, projectId, id);
  const given = (name: string) => (name in changes ? { [name]: changes[name] } : {});
  return changeWebhook(
    ctx,
    row,
    { ...given("Name"), ...given("Url"), ...given("Kinds"), ...given("Enabled") },
    projectWebhookInput,
  );
}

/** Deletes a project webhook and its delivery log (owners). */
export async function deleteProjectWebhook(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  id: number,
): Promise<boolean> {
  await requireRole(ctx, actor, projectId, "owner");
  const row = await hookOf(ctx, projectId, id);
  await ctx.db.delete(webhooks).where(eq(webhooks.id, row.id));
  return true;
}

/** A new secret for a project webhook (owners); the old one stops signing at once. */
export async function rotateProjectWebhookSecret(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  id: number,
): Promise<{ row: WebhookRow; secret: string }> {
  await requireRole(ctx, actor, projectId, "owner");
  const row = await hookOf(ctx, projectId, id);
  const secret = `whsec_${randomToken(24)}`;
  const [updated] = await ctx.db
    .update(webhooks)
    .set({ secret, updatedAt: ctx.clock.now() })
    .where(eq(webhooks.id, row.id))
    .returning();
  return { row: updated!, secret };
}

/** Queues a test delivery ("ping") to a project webhook (owners), sent with the next round. */
export async function pingProjectWebhook(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  id: number,
): Promise<WebhookDeliveryRow> {
  await requireRole(ctx, actor, projectId, "owner");
  const hook = await hookOf(ctx, projectId, id);
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      webhookId: hook.id,
      userId: hook.userId,
      projectId,
      event: "ping",
      eventKey: `ping:${randomToken(12)}`,
      payload: { event: "ping", webhookId: hook.id, name: hook.name, projectId },
      nextAt: ctx.clock.now(),
    })
    .returning();
  return row!;
}

/** The deliveries of the project's webhooks (or of one), newest first (owners). */
export async function listProjectWebhookDeliveries(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  webhookId: number | null,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  await requireRole(ctx, actor, projectId, "owner", true);
  return ctx.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.projectId, projectId),
        webhookId === null ? undefined : eq(webhookDeliveries.webhookId, webhookId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(Math.min(Math.max(limit, 1), deliveriesMax));
}

/** Sends a delivery of a project webhook again (owners); its attempts start over. */
export async function redeliverProjectWebhook(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  id: number,
): Promise<WebhookDeliveryRow> {
  await requireRole(ctx, actor, projectId, "owner");
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ state: "pending", attempts: 0, nextAt: ctx.clock.now(), error: null, responseStatus: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.projectId, projectId)))
    .returning();
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}
