/**
 * Webhooks (issue 28 item 5): a user names endpoints (at most `maxWebhooksPerUser`) and the
 * notification kinds each receives. Every notification of those kinds becomes a delivery: a JSON POST
 * signed with the webhook's secret (HMAC-SHA256 over `<timestamp>.<body>`, header
 * `X-Crucible-Signature: sha256=<hex>`), sent by `deliverWebhooks`, which each gateway runs every few
 * seconds. An answer other than 2xx, or none within `webhookTimeoutMs`, is logged on the delivery and
 * tried again later (30 s, doubling, at most an hour apart) until `maxDeliveryAttempts`. The
 * deliveries: webhookDelivery.ts.
 *
 * Endpoints on loopback, private, link-local or shared addresses are refused (the gateway would
 * otherwise reach its own network for whoever names a URL) unless the operator allows them with
 * CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE=true. The check is made on the address the request connects to.
 */
import { BlockList, isIP } from "node:net";
import { desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { notificationKinds } from "../../db/notifications.js";
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from "../../db/webhooks.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { randomToken } from "../auth/crypto.js";
import type { Ctx } from "../context.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { defineResource, type Resource } from "../resources/registry.js";

export const maxWebhooksPerUser = 10;
/** A project's webhooks (issue 28 items 2 and 5): the same bound as a user's. */
export const maxWebhooksPerProject = 10;
export const maxDeliveryAttempts = 8;
export const webhookTimeoutMs = 10_000;
/** How often each gateway looks for deliveries due. */
export const webhookDeliveryEveryMs = 5_000;

const urlRule = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "an http(s) URL without a user or password");

export const webhookInput = z.object({
  Name: z.string().trim().min(1).max(64),
  Url: urlRule,
  Kinds: z.array(z.enum(notificationKinds)).max(notificationKinds.length),
  Enabled: z.boolean().default(true),
});

// Loopback, private, link-local, shared (CGNAT), "this network", multicast and reserved ranges.
const privateAddresses = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  privateAddresses.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateAddresses.addSubnet(net, prefix, "ipv6");

/** Whether an address (v4, v6 or v4-mapped v6) lies in a range no webhook may reach by default. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateAddresses.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return privateAddresses.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A URL a webhook may name: refused at once when it names a private address literally. */
export function checkUrl(ctx: Ctx, value: string): string {
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!ctx.config.webhooksAllowPrivate && (isIP(host) ? isPrivateAddress(host) : host === "localhost"))
    throw invalid("Url: a private or loopback address (not allowed on this platform)");
  return url.toString();
}

export function presentWebhook(row: WebhookRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    Url: row.url,
    Kinds: row.kinds,
    Enabled: row.enabled,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

export function presentDelivery(row: WebhookDeliveryRow): Record<string, unknown> {
  return {
    Id: row.id,
    WebhookId: row.webhookId,
    Event: row.event,
    State: row.state,
    Attempts: row.attempts,
    NextAt: row.nextAt,
    ResponseStatus: row.responseStatus,
    Error: row.error,
    DurationMs: row.durationMs,
    CreatedAt: row.createdAt,
    DeliveredAt: row.deliveredAt,
    Payload: row.payload,
  };
}

/** The signed-in user's webhooks: read, change (name, URL, kinds, on or off) and delete. */
export const userWebhookResource: Resource<WebhookRow> = defineResource<WebhookRow>({
  path: "user_webhook",
  table: webhooks,
  side: "user",
  owner: webhooks.userId,
  // A project's webhooks are the project's (domain/projects/webhooks.ts), not their registrant's.
  scope: () => isNull(webhooks.projectId),
  columns: {
    Id: { column: webhooks.id, kind: "int" },
    Name: { column: webhooks.name, kind: "string" },
    Url: { column: webhooks.url, kind: "string" },
    Enabled: { column: webhooks.enabled, kind: "bool" },
    CreatedAt: { column: webhooks.createdAt, kind: "date" },
  },
  defaultOrder: () => [desc(webhooks.createdAt), desc(webhooks.id)],
  present: presentWebhook,
  verbs: ["count", "query", "query_page", "read", "update", "delete"],
  updatable: ["Name", "Url", "Kinds", "Enabled"],
  update: (ctx, row, changes) => changeWebhook(ctx, row, changes, webhookInput),
});

/**
 * Saves a webhook's new name, URL, kinds or state: `changes` over the row's own values, checked by
 * `input` (a user's webhook takes every notification kind, a project's only its jobs' kinds).
 */
export async function changeWebhook(
  ctx: Ctx,
  row: WebhookRow,
  changes: Record<string, unknown>,
  input: z.ZodType<z.output<typeof webhookInput>>,
): Promise<WebhookRow> {
  const next = parseInput(input, {
    Name: row.name,
    Url: row.url,
    Kinds: row.kinds,
    Enabled: row.enabled,
    ...changes,
  });
  const [updated] = await ctx.db
    .update(webhooks)
    .set({
      name: next.Name,
      url: checkUrl(ctx, next.Url),
      kinds: next.Kinds,
      enabled: next.Enabled,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(webhooks.id, row.id))
    .returning();
  return updated!;
}

/** The deliveries of the user's webhooks, newest first (filter on WebhookId, Event, State). */
export const userWebhookDeliveryResource: Resource<WebhookDeliveryRow> = defineResource<WebhookDeliveryRow>({
  path: "user_webhook_delivery",
  table: webhookDeliveries,
  side: "user",
  owner: webhookDeliveries.userId,
  scope: () => isNull(webhookDeliveries.projectId),
  columns: {
    Id: { column: webhookDeliveries.id, kind: "int" },
    WebhookId: { column: webhookDeliveries.webhookId, kind: "int" },
    Event: { column: webhookDeliveries.event, kind: "string" },
    State: { column: webhookDeliveries.state, kind: "string" },
    CreatedAt: { column: webhookDeliveries.createdAt, kind: "date" },
  },
  defaultOrder: () => [desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)],
  present: presentDelivery,
  verbs: ["count", "query", "query_page", "read"],
});

/** Makes a webhook; its secret is answered here (and on rotation) only. */
export async function createWebhook(
  ctx: Ctx,
  actor: UserActor,
  body: unknown,
): Promise<{ row: WebhookRow; secret: string }> {
  requireWritable(actor);
  const input = parseInput(webhookInput, body);
  const url = checkUrl(ctx, input.Url);
  return ctx.db.transaction(async (tx) => {
    // The user's row lock keeps two parallel creates from passing the limit together.
    await tx.execute(sql`select id from users where id = ${actor.id} for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhooks)
      .where(eq(webhooks.userId, actor.id));
    if (n >= maxWebhooksPerUser)
      throw new AppError("ServerInvalidParameter", `at most ${maxWebhooksPerUser} webhooks`);
    const secret = `whsec_${randomToken(24)}`;
    const [row] = await tx
      .insert(webhooks)
      .values({ userId: actor.id, name: input.Name, url, kinds: input.Kinds, enabled: input.Enabled, secret })
      .returning();
    return { row: row!, secret };
  });
}

/** A new secret for one of the user's webhooks (another's id answers like a missing one). */
export async function rotateWebhookSecret(
  ctx: Ctx,
  actor: UserActor,
  id: number,
): Promise<{ row: WebhookRow; secret: string }> {
  requireWritable(actor);
  const [row] = await userWebhookResource.findMany(ctx, [id]);
  const secret = `whsec_${randomToken(24)}`;
  const [updated] = await ctx.db
    .update(webhooks)
    .set({ secret, updatedAt: ctx.clock.now() })
    .where(eq(webhooks.id, row!.id))
    .returning();
  return { row: updated!, secret };
}

/** Queues a test delivery ("ping") to one of the user's webhooks, sent with the next round. */
export async function pingWebhook(ctx: Ctx, actor: UserActor, id: number): Promise<WebhookDeliveryRow> {
  requireWritable(actor);
  const [hook] = await userWebhookResource.findMany(ctx, [id]);
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      webhookId: hook!.id,
      userId: hook!.userId,
      event: "ping",
      eventKey: `ping:${randomToken(12)}`,
      payload: { event: "ping", webhookId: hook!.id, name: hook!.name },
      nextAt: ctx.clock.now(),
    })
    .returning();
  return row!;
}

/** Sends one of the user's deliveries again (its attempts start over), with the next round. */
export async function redeliverWebhook(ctx: Ctx, actor: UserActor, id: number): Promise<WebhookDeliveryRow> {
  requireWritable(actor);
  const [delivery] = await userWebhookDeliveryResource.findMany(ctx, [id]);
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ state: "pending", attempts: 0, nextAt: ctx.clock.now(), error: null, responseStatus: null })
    .where(eq(webhookDeliveries.id, delivery!.id))
    .returning();
  return row!;
}
