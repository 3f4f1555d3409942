/**
 * Webhook deliveries (issue 28 item 5): a notification queued as a delivery to each webhook that
 * receives its kind, sent signed by `deliverWebhooks` (every few seconds on each gateway), tried again
 * with backoff until `maxDeliveryAttempts`, and pruned from the log after a while. The webhooks
 * themselves and the address rule: webhooks.ts.
 */
import { createHmac } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { and, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { NotificationKind } from "../../db/notifications.js";
import { webhookDeliveries, webhooks } from "../../db/webhooks.js";
import type { DbClock, Services } from "../context.js";
import type { NotificationEvent } from "./notifications.js";
import { mailBackoffMs } from "./mail.js";

import { isPrivateAddress, maxDeliveryAttempts, webhookTimeoutMs } from "./webhooks.js";

/** Deliveries that ended (sent or given up) are kept this long in the log. */
const keepDeliveriesMs = 30 * 86_400_000;
/** Deliveries claimed per round, and sent at once; a claimed one is not claimed again for this long. */
const batch = 10;
const claimMs = 2 * webhookTimeoutMs + 10_000;

/**
 * Queues a notification's deliveries to the user's enabled webhooks that receive its kind (in the
 * caller's transaction). The event key makes a second call for the same event queue nothing.
 */
export async function queueWebhookDeliveries(
  { db, clock }: DbClock,
  event: NotificationEvent,
): Promise<number> {
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
    { db, clock },
    hooks.map((hook) => ({ ...hook, userId: event.userId })),
    event,
    webhookPayload(event),
    null,
  );
}

/** One pending delivery of `event` to each of `hooks`; a delivery already queued for the event is kept. */
async function queueDeliveries(
  { db, clock }: DbClock,
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
        nextAt: clock.now(),
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
  { db, clock }: DbClock,
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
  return queueDeliveries(
    { db, clock },
    hooks,
    event,
    { ...webhookPayload(event), ...extra, projectId },
    projectId,
  );
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
export async function pruneWebhookDeliveries(
  { db, clock }: DbClock,
  now: Date = clock.now(),
): Promise<number> {
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
  services: Pick<Services, "db" | "config" | "clock">,
  log: WebhookLog,
  now: Date = services.clock.now(),
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
      // The receiver checks the signed timestamp against its own (real) clock: the real time, not the rules'.
      // eslint-disable-next-line no-restricted-syntax -- a signature timestamp another party checks
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
          deliveredAt: sent ? services.clock.now() : null,
        })
        .where(eq(webhookDeliveries.id, d.id));
      return sent;
    }),
  );
  return results.filter(Boolean).length;
}
