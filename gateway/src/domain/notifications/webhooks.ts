/**
 * Webhooks (issue 28 item 5): a user names endpoints (at most `maxWebhooksPerUser`) and the
 * notification kinds each receives. Every notification of those kinds becomes a delivery: a JSON POST
 * signed with the webhook's secret (HMAC-SHA256 over `<timestamp>.<body>`, header
 * `X-Crucible-Signature: sha256=<hex>`), sent by `deliverWebhooks`, which each gateway runs every few
 * seconds. An answer other than 2xx, or none within `webhookTimeoutMs`, is logged on the delivery and
 * tried again later (30 s, doubling, at most an hour apart) until `maxDeliveryAttempts`.
 *
 * Endpoints on loopback, private, link-local or shared addresses are refused (the gateway would
 * otherwise reach its own network for whoever names a URL) unless the operator allows them with
 * CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE=true. The check is made on the address the request connects to.
 */
import { createHmac } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/connection.js";
import { notificationKinds, type NotificationKind } from "../../db/notifications.js";
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from "../../db/webhooks.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { randomToken } from "../auth/crypto.js";
import type { Ctx, Services } from "../context.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { defineResource, type Resource } from "../resources/registry.js";
import type { NotificationEvent } from "./notifications.js";
import { mailBackoffMs } from "./mail.js";

export const maxWebhooksPerUser = 10;
/** A project's webhooks (issue 28 items 2 and 5): the same bound as a user's. */
export const maxWebhooksPerProject = 10;
export const maxDeliveryAttempts = 8;
export const webhookTimeoutMs = 10_000;
/** How often each gateway looks for deliveries due. */
export const webhookDeliveryEveryMs = 5_000;
/** Deliveries that ended (sent or given up) are kept this long in the log. */
const keepDeliveriesMs = 30 * 86_400_000;
/** Deliveries claimed per round, and sent at once; a claimed one is not claimed again for this long. */
const batch = 10;
const claimMs = 2 * webhookTimeoutMs + 10_000;

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
      updatedAt: new Date(),
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
    .set({ secret, updatedAt: new Date() })
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
      nextAt: new Date(),
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
    .set({ state: "pending", attempts: 0, nextAt: new Date(), error: null, responseStatus: null })
    .where(eq(webhookDeliveries.id, delivery!.id))
    .returning();
  return row!;
}

/**
 * Queues a notification's deliveries to the user's enabled webhooks that receive its kind (in the
 * caller's transaction). The event key makes a second call for the same event queue nothing.
 */
export async function queueWebhookDeliveries(db: Database, event: NotificationEvent): Promise<number> {
  const hooks = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.userId, event.userId),
        isNull(webhooks.projectId),
        eq(webhooks.enabled, true),
        sql`${webhooks.kinds} @> ${JSON.stringify([event.kind])}::jsonb`,
      ),
    );
  return queueDeliveries(
    db,
    hooks.map((hook) => ({ ...hook, userId: event.userId })),
    event,
    webhookPayload(event),
    null,
  );
}

/** One pending delivery of `event` to each of `hooks`; a delivery already queued for the event is kept. */
async function queueDeliveries(
  db: Database,
  hooks: readonly { id: number; userId: number }[],
  event: Omit<NotificationEvent, "userId">,
  payload: Record<string, unknown>,
  projectId: number | null,
): Promise<number> {
  if (hooks.length === 0) return 0;
  const written = await db
    .insert(webhookDeliveries)
    .values(
      hooks.map((hook) => ({
        webhookId: hook.id,
        userId: hook.userId,
        projectId,
        event: event.kind,
        eventKey: event.eventKey,
        payload,
        nextAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return written.length;
}

/**
 * Queues an event of a project's job to the project's enabled webhooks that receive its kind (in the
 * caller's transaction), whichever member owns the job; `extra` joins the delivered data (the project,
 * the job's owner). The event key makes a second call for the same event queue nothing.
 */
export async function queueProjectWebhookDeliveries(
  db: Database,
  projectId: number,
  event: Omit<NotificationEvent, "userId">,
  extra: Record<string, unknown>,
): Promise<number> {
  const hooks = await db
    .select({ id: webhooks.id, userId: webhooks.userId })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.projectId, projectId),
        eq(webhooks.enabled, true),
        sql`${webhooks.kinds} @> ${JSON.stringify([event.kind])}::jsonb`,
      ),
    );
  return queueDeliveries(db, hooks, event, { ...webhookPayload(event), ...extra, projectId }, projectId);
}

/** What an endpoint receives for a notification (the `data` of the POSTed JSON). */
function webhookPayload(event: Omit<NotificationEvent, "userId">): Record<string, unknown> {
  const kind: NotificationKind = event.kind;
  return {
    event: kind,
    eventKey: event.eventKey,
    title: event.title,
    body: event.body,
    target: event.target,
    targetId: event.targetId,
  };
}

/** The signature header's value for a body sent at `timestamp` (seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface WebhookLog {
  warn(message: string): void;
}

interface Attempt {
  readonly status: number | null;
  readonly error: string | null;
  /** An answer that trying again will not change (a refused address). */
  readonly final: boolean;
  readonly durationMs: number;
}

/** POSTs a body to a URL, connecting only to an address the platform allows; never throws. */
async function post(
  services: Pick<Services, "config">,
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { status: null, error: "not a URL", final: true, durationMs: 0 };
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let address: string;
  let family: number;
  try {
    if (isIP(host)) {
      address = host;
      family = isIP(host);
    } else {
      const found = await dnsLookup(host, { all: true });
      if (found.length === 0) throw new Error(`${host} has no address`);
      // Every address of the name must be allowed: the connection uses the first.
      if (!services.config.webhooksAllowPrivate && found.some((a) => isPrivateAddress(a.address)))
        return {
          status: null,
          error: `${host} resolves to a private address (not allowed)`,
          final: true,
          durationMs: took(),
        };
      address = found[0]!.address;
      family = found[0]!.family;
    }
  } catch (error) {
    return { status: null, error: messageOf(error), final: false, durationMs: took() };
  }
  if (!services.config.webhooksAllowPrivate && isPrivateAddress(address))
    return {
      status: null,
      error: `${address} is a private address (not allowed)`,
      final: true,
      durationMs: took(),
    };
  // The request connects to the address checked above, whatever a second lookup would answer.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (typeof options === "object" && options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Promise<Attempt>((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: pinned,
        timeout: webhookTimeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < 300) text += chunk;
        });
        response.on("end", () =>
          resolve({
            status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}: ${text.slice(0, 300)}`,
            final: false,
            durationMs: took(),
          }),
        );
        response.on("error", (error) =>
          resolve({ status, error: messageOf(error), final: false, durationMs: took() }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer in ${webhookTimeoutMs / 1000} s`)));
    request.on("error", (error) =>
      resolve({ status: null, error: messageOf(error), final: false, durationMs: took() }),
    );
    request.end(body);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Removes the deliveries of every webhook (a user's or a project's) that ended (sent or given up) more
 * than 30 days before `now`; pending ones stay whatever their age. The gateways' hourly sweep runs it.
 * Answers how many went.
 */
export async function pruneWebhookDeliveries(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.state, "pending"),
        lt(webhookDeliveries.createdAt, new Date(now.getTime() - keepDeliveriesMs)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/**
 * Sends the deliveries due at `now` (the clock is a parameter, so a caller can ask what is due
 * later); answers how many reached their endpoint. Deliveries are claimed first, so two gateways
 * never send the same one at once.
 */
export async function deliverWebhooks(
  services: Pick<Services, "db" | "config">,
  log: WebhookLog,
  now: Date = new Date(),
): Promise<number> {
  const { db } = services;
  const due = await db.execute(sql`
    update ${webhookDeliveries} set next_at = ${new Date(now.getTime() + claimMs)}
    where id in (
      select id from ${webhookDeliveries}
      where state = 'pending' and next_at <= ${now}
      order by next_at limit ${batch} for update skip locked)
    returning id`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const ids = (due as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return 0;
  const claimed = await db
    .select({ d: webhookDeliveries, url: webhooks.url, secret: webhooks.secret, enabled: webhooks.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.state, "pending")));
  const results = await Promise.all(
    claimed.map(async ({ d, url, secret, enabled }) => {
      const attempts = d.attempts + 1;
      const body = JSON.stringify({ id: d.id, event: d.event, createdAt: d.createdAt, data: d.payload });
      const timestamp = Math.floor(Date.now() / 1000);
      const attempt: Attempt = enabled
        ? await post(
            services,
            url,
            {
              "content-type": "application/json",
              "user-agent": "Crucible-Webhook/1",
              "x-crucible-event": d.event,
              "x-crucible-delivery": String(d.id),
              "x-crucible-timestamp": String(timestamp),
              "x-crucible-signature": webhookSignature(secret, timestamp, body),
            },
            body,
          )
        : { status: null, error: "the webhook is disabled", final: true, durationMs: 0 };
      const sent = attempt.error === null;
      const giveUp = !sent && (attempt.final || attempts >= maxDeliveryAttempts);
      if (!sent)
        log.warn(
          `webhook delivery ${d.id} (webhook ${d.webhookId}) failed, attempt ${attempts}${giveUp ? ", giving up" : ""}: ${attempt.error ?? ""}`,
        );
      await db
        .update(webhookDeliveries)
        .set({
          state: sent ? "sent" : giveUp ? "failed" : "pending",
          attempts,
          nextAt: sent || giveUp ? null : new Date(now.getTime() + mailBackoffMs(attempts)),
          responseStatus: attempt.status,
          error: attempt.error?.slice(0, 500) ?? null,
          durationMs: attempt.durationMs,
          deliveredAt: sent ? new Date() : null,
        })
        .where(eq(webhookDeliveries.id, d.id));
      return sent;
    }),
  );
  return results.filter(Boolean).length;
}
