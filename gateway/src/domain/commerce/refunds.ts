/**
 * Payment notifications in the back office and refunds (issue 11). Every verified notification and
 * every provider's answer to our query is a row of payment_notifies (User.ResourcePack.Read lists
 * them). Money that paid nothing (a payment after the order was cancelled, of another amount, or a
 * second payment of a paid order) can be refunded through the provider's refund API
 * (User.ResourcePack.Update): one refund per provider trade, claimed by a unique key, so refunding
 * twice, or twice at once, refunds once. A refund the provider refused is recorded failed and may be
 * asked again (with the same refund number, which the provider refunds once). A refund the provider
 * took as processing is asked about when the back office asks for it again (refundState).
 */
import { refundableOutcomes, type NotifyOutcome, commerceFeature } from "@crucible/schema";
import { and, eq, lt, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import {
  paymentNotifies,
  paymentRefunds,
  type PaymentNotifyRow,
  type PaymentRefundRow,
} from "../../db/commerce.js";
import type { Ctx } from "../context.js";
import type { Granted } from "../access/guards.js";
import { AppError } from "../errors.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";
import { paymentClient } from "./orders.js";
import { notifyRefund } from "../notifications/events.js";

/** Whether the money of this row can be refunded (its outcome paid nothing and names a trade). */
export function refundable(row: PaymentNotifyRow): boolean {
  return (
    (refundableOutcomes as readonly NotifyOutcome[]).includes(row.outcome) &&
    Boolean(row.providerTradeNo) &&
    (row.amount ?? 0) > 0
  );
}

export function presentPaymentNotify(row: PaymentNotifyRow): Record<string, unknown> {
  return {
    Id: row.id,
    Provider: row.provider,
    NotifyId: row.notifyId,
    Source: row.source,
    OutTradeNo: row.outTradeNo,
    Outcome: row.outcome,
    ProviderTradeNo: row.providerTradeNo,
    Amount: row.amount,
    OrderId: row.orderId,
    Refundable: refundable(row),
    CreatedAt: row.createdAt,
  };
}

export function presentRefund(row: PaymentRefundRow): Record<string, unknown> {
  return {
    Id: row.id,
    NotifyId: row.notifyId,
    Provider: row.provider,
    ProviderTradeNo: row.providerTradeNo,
    OutTradeNo: row.outTradeNo,
    OutRefundNo: row.outRefundNo,
    Amount: row.amount,
    State: row.state,
    ProviderRefundId: row.providerRefundId,
    Error: row.error,
    RefundedBy: row.refundedBy,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

/** The notifications and query answers received (User.ResourcePack.Read), newest first. */
export const sysPaymentNotifyResource: Resource<PaymentNotifyRow> = defineResource<PaymentNotifyRow>({
  path: "sys/payment_notify",
  table: paymentNotifies,
  side: "sys",
  area: "User.ResourcePack",
  feature: commerceFeature,
  columns: {
    Id: { column: paymentNotifies.id, kind: "int" },
    Provider: { column: paymentNotifies.provider, kind: "string" },
    Outcome: { column: paymentNotifies.outcome, kind: "string" },
    Source: { column: paymentNotifies.source, kind: "string" },
    OutTradeNo: { column: paymentNotifies.outTradeNo, kind: "string" },
    ProviderTradeNo: { column: paymentNotifies.providerTradeNo, kind: "string" },
    OrderId: { column: paymentNotifies.orderId, kind: "int" },
    Amount: { column: paymentNotifies.amount, kind: "int" },
    CreatedAt: { column: paymentNotifies.createdAt, kind: "date" },
  },
  defaultOrder: () => [sql`${paymentNotifies.createdAt} desc`, sql`${paymentNotifies.id} desc`],
  present: presentPaymentNotify,
  verbs: readVerbs,
});

/** The refund of the trade a notification reported, if one was asked for. */
export async function refundOfTrade(
  ctx: Pick<Ctx, "db">,
  row: PaymentNotifyRow,
): Promise<PaymentRefundRow | null> {
  if (!row.providerTradeNo) return null;
  const [refund] = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.provider, row.provider), eq(paymentRefunds.providerTradeNo, row.providerTradeNo)),
    );
  return refund ?? null;
}

/** A processing refund is asked about at most this often (a request under way is left alone). */
const refundStateEveryMs = 5_000;

/**
 * Where a processing refund stands at the provider now, recorded: success, still processing, or
 * failed with the provider's words (a closed or abnormal refund). Claimed by moving its updated_at
 * on, so two back-office clicks at once ask the provider once.
 */
async function followRefund(
  ctx: Ctx,
  client: ReturnType<typeof paymentClient>,
  refund: PaymentRefundRow,
): Promise<PaymentRefundRow> {
  if (!client.refundState || ctx.clock.ms() - refund.updatedAt.getTime() < refundStateEveryMs) return refund;
  const [claimed] = await ctx.db
    .update(paymentRefunds)
    .set({ updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(paymentRefunds.id, refund.id),
        eq(paymentRefunds.state, "processing"),
        lt(paymentRefunds.updatedAt, new Date(ctx.clock.ms() - refundStateEveryMs)),
      ),
    )
    .returning();
  if (!claimed) return refund;
  // Not reached (it throws): the refund stays processing and is asked about again later.
  const answer = await client.refundState(claimed.outRefundNo);
  const [now] = await ctx.db
    .update(paymentRefunds)
    .set({
      state: answer.state,
      providerRefundId: answer.providerRefundId,
      error: answer.error,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(paymentRefunds.id, claimed.id))
    .returning();
  await notifyRefund(ctx, now!);
  return now!;
}

/**
 * Refunds the payment a notification reported, in full (OrderStatusInvalid when it paid an order or
 * names no payment). The refund already asked for is answered as it is, unless it failed (then this
 * request claims it and asks the provider again) or is still processing (then the provider is asked
 * where it stands).
 */
export async function refundPayment(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Update">,
  id: number,
): Promise<PaymentRefundRow> {
  const [notify] = await ctx.db.select().from(paymentNotifies).where(eq(paymentNotifies.id, id));
  if (!notify) throw new AppError("DBDataNotExist");
  if (!refundable(notify)) throw new AppError("OrderStatusInvalid");
  const client = paymentClient(ctx.config, notify.provider);
  const tradeNo = notify.providerTradeNo!;
  const [made] = await ctx.db
    .insert(paymentRefunds)
    .values({
      provider: notify.provider,
      providerTradeNo: tradeNo,
      outTradeNo: notify.outTradeNo,
      outRefundNo: `RF${ctx.clock.now().toISOString().slice(0, 10).replace(/-/g, "")}${randomBytes(8).toString("hex").toUpperCase()}`,
      amount: notify.amount!,
      notifyId: notify.id,
      refundedBy: actor.id,
    })
    .onConflictDoNothing()
    .returning();
  let refund = made;
  if (!refund) {
    const existing = await refundOfTrade(ctx, notify);
    if (!existing) throw new AppError("DBDataNotExist");
    if (existing.state === "processing") return followRefund(ctx, client, existing);
    if (existing.state !== "failed") return existing;
    const [claimed] = await ctx.db
      .update(paymentRefunds)
      .set({ state: "processing", error: null, refundedBy: actor.id, updatedAt: ctx.clock.now() })
      .where(and(eq(paymentRefunds.id, existing.id), eq(paymentRefunds.state, "failed")))
      .returning();
    if (!claimed) return (await refundOfTrade(ctx, notify)) ?? existing;
    refund = claimed;
  }
  try {
    const answer = await client.refund({
      outTradeNo: refund.outTradeNo,
      providerTradeNo: refund.providerTradeNo,
      outRefundNo: refund.outRefundNo,
      amount: refund.amount,
      reason: `Crucible refund ${refund.outTradeNo}`,
    });
    const [done] = await ctx.db
      .update(paymentRefunds)
      .set({ state: answer.state, providerRefundId: answer.providerRefundId, updatedAt: ctx.clock.now() })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    await notifyRefund(ctx, done!);
    return done!;
  } catch (error) {
    const message = error instanceof AppError ? String(error.value ?? error.message) : "no answer";
    await ctx.db
      .update(paymentRefunds)
      .set({ state: "failed", error: message.slice(0, 500), updatedAt: ctx.clock.now() })
      .where(eq(paymentRefunds.id, refund.id));
    throw error;
  }
}
