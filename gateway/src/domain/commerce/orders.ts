/**
 * Orders (spec §3, §4, §8): a user orders units of a package; the amount is computed here from the
 * package, the quantity and the discounts running now, never taken from the client. The order waits
 * for its payment (WeChat Pay or Alipay by QR code) until it expires; its owner may cancel it. A
 * verified notification of the right amount moves it from pending to paid with one conditional
 * UPDATE ... RETURNING, and the resource pack is created in the same transaction: a notification
 * received twice, or twice at once, credits once. Anything else changes nothing.
 */
import { randomBytes } from "node:crypto";
import {
  createOrderInput,
  limitedDiscountAt,
  markOrderPaidInput,
  offlineOrderDays,
  orderAmount,
  orderPaymentMinutes,
  orderCheckSeconds,
  payOrderInput,
  quantityDiscount,
  type NotifyOutcome,
  type NotifySource,
  type OfflinePayment,
  type PaymentProvider,
  commerceFeature,
} from "@crucible/schema";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { orders, packages, paymentNotifies, type OrderRow } from "../../db/commerce.js";

import type { Ctx, Services, DbClock } from "../context.js";
import { requireWritable, type Granted, type UserActor } from "../access/guards.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import { AppError, parseInput } from "../errors.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";
import { priceParts } from "./packages.js";
import { createPack } from "./packs.js";
import { paymentClients, type NotifyRequest, type PaymentClient, type PaymentNotice } from "./payments.js";
import { notifyOrderPaid } from "../notifications/events.js";

const clients = new WeakMap<Config, Partial<Record<PaymentProvider, PaymentClient>>>();

function clientsOf(config: Config): Partial<Record<PaymentProvider, PaymentClient>> {
  let made = clients.get(config);
  if (!made) {
    made = paymentClients(config);
    clients.set(config, made);
  }
  return made;
}

/** The client of a configured provider (OrderPaymentNotConfigured otherwise). */
export function paymentClient(config: Config, provider: PaymentProvider): PaymentClient {
  const client = clientsOf(config)[provider];
  if (!client) throw new AppError("OrderPaymentNotConfigured", provider);
  return client;
}

/** Which providers can take payments here (a pay button of one that cannot says so). */
export function configuredProviders(config: Config): Record<PaymentProvider, boolean> {
  const made = clientsOf(config);
  return { wechat: Boolean(made.wechat), alipay: Boolean(made.alipay) };
}

/**
 * How buyers can pay here: the configured providers and the back office's offline-payment text
 * (shown where the pay buttons would be while no provider is configured).
 */
export async function paymentOptions(
  ctx: Pick<Ctx, "db" | "config">,
): Promise<Record<PaymentProvider, boolean> & { offline: OfflinePayment }> {
  const { OfflinePayment } = await readKeyDoc(ctx.db, commerceConfigDoc);
  return { ...configuredProviders(ctx.config), offline: OfflinePayment };
}

export function presentOrder(row: OrderRow): Record<string, unknown> {
  return {
    Id: row.id,
    ProjectId: row.projectId,
    OutTradeNo: row.outTradeNo,
    PackageId: row.packageId,
    Package: {
      Kind: row.ordered.kind,
      Name: row.ordered.name,
      NameZh: row.ordered.nameZh,
      Grants: row.ordered.grants,
      UnitPrice: row.ordered.unitPrice,
      ExpiryMonths: row.ordered.expiryMonths,
      Discount: row.ordered.discount,
    },
    Quantity: row.quantity,
    Amount: row.amount,
    Status: row.status,
    Provider: row.provider,
    CodeUrl: row.status === "pending" ? row.codeUrl : null,
    InvoiceId: row.invoiceId,
    ExpiresAt: row.expiresAt,
    PaidAt: row.paidAt,
    CancelledAt: row.cancelledAt,
    PaidByHand: row.paidBy !== null,
    CreatedAt: row.createdAt,
  };
}

export function presentSysOrder(row: OrderRow): Record<string, unknown> {
  return {
    ...presentOrder(row),
    UserId: row.userId,
    ProviderTradeNo: row.providerTradeNo,
    PackId: row.packId,
    PaidBy: row.paidBy,
    PaidReason: row.paidReason,
  };
}

const columns = {
  Id: { column: orders.id, kind: "int" },
  OutTradeNo: { column: orders.outTradeNo, kind: "string" },
  Status: { column: orders.status, kind: "string" },
  Provider: { column: orders.provider, kind: "string" },
  Amount: { column: orders.amount, kind: "int" },
  CreatedAt: { column: orders.createdAt, kind: "date" },
  PaidAt: { column: orders.paidAt, kind: "date" },
  InvoiceId: { column: orders.invoiceId, kind: "int" },
} as const;

const newestFirst = () => [sql`${orders.createdAt} desc`, sql`${orders.id} desc`];

/** Orders checked with their provider per round of the expiry. */
const expiryBatch = 20;

/**
 * Cancels the pending orders whose payment window closed (before any list or change reads them).
 * An order whose payment was started is first checked with its provider: a payment whose
 * notification never came pays it instead. When the provider cannot be reached the order is
 * cancelled all the same; a payment reported later is then recorded late and can be refunded.
 */
export async function expireOrders(
  services: Pick<Services, "db" | "config" | "clock">,
  userId?: number,
): Promise<void> {
  const now = services.clock.now();
  const owner = userId === undefined ? undefined : eq(orders.userId, userId);
  for (;;) {
    const due = await services.db
      .select({ id: orders.id, provider: orders.provider, outTradeNo: orders.outTradeNo })
      .from(orders)
      .where(and(eq(orders.status, "pending"), lte(orders.expiresAt, now), owner))
      .orderBy(orders.id)
      .limit(expiryBatch);
    if (due.length === 0) return;
    await Promise.all(
      due.map(async (order) => {
        if (!order.provider) return;
        await askProvider(services, order.provider, order.outTradeNo).catch(() => undefined);
      }),
    );
    await services.db
      .update(orders)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            orders.id,
            due.map((order) => order.id),
          ),
          eq(orders.status, "pending"),
        ),
      );
    if (due.length < expiryBatch) return;
  }
}

/** A user's own orders (read verbs; the UserResourcePack feature). */
export const userOrderResource: Resource<OrderRow> = defineResource<OrderRow>({
  path: "user_order",
  table: orders,
  side: "user",
  owner: orders.userId,
  feature: commerceFeature,
  precondition: async (ctx) => {
    if (ctx.user) await expireOrders(ctx, ctx.user.id);
  },
  columns,
  defaultOrder: newestFirst,
  present: presentOrder,
  verbs: readVerbs,
});

/** Everyone's orders in the back office (User.ResourcePack.Read). */
export const sysOrderResource: Resource<OrderRow> = defineResource<OrderRow>({
  path: "sys/user_order",
  table: orders,
  side: "sys",
  area: "User.ResourcePack",
  feature: commerceFeature,
  precondition: (ctx) => expireOrders(ctx),
  columns: { ...columns, UserId: { column: orders.userId, kind: "int" } },
  defaultOrder: newestFirst,
  present: presentSysOrder,
  // query, query_page and read are declared calls answering each row's ProjectName too (one query
  // for a page): rest/commerce.ts, domain/projects/projectTags.ts.
  verbs: ["count"],
});

async function requireBuying(ctx: Ctx): Promise<void> {
  if (!(await readKeyDoc(ctx.db, commerceConfigDoc)).Buy) throw new AppError("ForntendBuyDisabled");
}

/**
 * Orders units of an enabled package at today's price; with `projectId`, for that project (its pack
 * will belong to the project: the caller checked that the buyer is an owner of it, projects/packs.ts).
 */
export async function createOrder(
  ctx: Ctx,
  actor: UserActor,
  body: unknown,
  projectId: number | null = null,
): Promise<OrderRow> {
  await requireBuying(ctx);
  const input = parseInput(createOrderInput, body);
  const [pack] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.PackageId), eq(packages.status, "enabled"), isNull(packages.deletedAt)));
  if (!pack) throw new AppError("DBDataNotExist");
  const now = ctx.clock.now();
  // With no provider to pay through, the buyer pays offline and waits for the back office.
  const offline = !Object.values(configuredProviders(ctx.config)).some(Boolean);
  const window = offline ? offlineOrderDays * 24 * 60 : orderPaymentMinutes;
  const parts = priceParts(pack);
  const amount = orderAmount(parts, input.Quantity, now);
  // A tiny price under deep discounts can round to nothing; no provider takes a 0 fen payment.
  if (amount < 1) throw new AppError("ServerInvalidParameter", "the order's amount rounds to 0 fen");
  const [row] = await ctx.db
    .insert(orders)
    .values({
      userId: actor.id,
      projectId,
      outTradeNo: `CR${now.toISOString().slice(0, 10).replace(/-/g, "")}${randomBytes(8).toString("hex").toUpperCase()}`,
      packageId: pack.id,
      ordered: {
        kind: pack.kind,
        name: pack.name,
        nameZh: pack.nameZh,
        grants: pack.grants,
        // What a storage package also grants, as bought (a later edit of the package changes nothing).
        workflowStorageGb: pack.workflowStorageGb,
        runningJobs: pack.runningJobs,
        unitPrice: pack.unitPrice,
        expiryMonths: pack.expiryMonths,
        discount: quantityDiscount(parts, input.Quantity) * limitedDiscountAt(parts, now),
      },
      quantity: input.Quantity,
      amount,
      expiresAt: new Date(now.getTime() + window * 60_000),
    })
    .returning();
  return row!;
}

async function ownPending(ctx: Ctx, id: number): Promise<OrderRow> {
  const row = await userOrderResource.findWritable(ctx, id);
  if (row.status !== "pending") throw new AppError("OrderStatusInvalid");
  return row;
}

/** Starts (or restarts with another provider) the payment of a pending order: the QR code's content. */
export async function payOrder(ctx: Ctx, _actor: UserActor, body: unknown): Promise<OrderRow> {
  await requireBuying(ctx);
  const input = parseInput(payOrderInput, body);
  const order = await ownPending(ctx, input.Id);
  const client = clientsOf(ctx.config)[input.Provider];
  if (!client) throw new AppError("OrderPaymentNotConfigured", input.Provider);
  // The same order number at either provider (the amount never changes): a QR code already shown
  // for the other one still pays this order.
  if (order.provider === input.Provider && order.codeUrl) return order;
  const subject = `Crucible ${order.ordered.name} x ${order.quantity}`;
  const codeUrl = await client.createPayment(order, subject, order.expiresAt);
  const [updated] = await ctx.db
    .update(orders)
    .set({ provider: input.Provider, codeUrl, updatedAt: ctx.clock.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
    .returning();
  if (!updated) throw new AppError("OrderStatusInvalid");
  return updated;
}

/** The owner cancels a pending order (OrderStatusInvalid once it is paid or cancelled). */
export async function cancelOrder(ctx: Ctx, _actor: UserActor, id: number): Promise<OrderRow> {
  const order = await ownPending(ctx, id);
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(orders)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
    .returning();
  if (!updated) throw new AppError("OrderStatusInvalid");
  return updated;
}

/**
 * Pays a pending order and credits its pack, in the caller's transaction: one conditional
 * UPDATE ... RETURNING, so only the first of any number of payments (a provider's notification, its
 * replays, our queries, the back office's mark-paid) credits. Null when the order was not pending.
 */
async function settleOrder(
  { db: tx, clock }: DbClock,
  orderId: number,
  how: { provider: PaymentProvider; providerTradeNo: string } | { paidBy: number; paidReason: string },
): Promise<OrderRow | null> {
  const now = clock.now();
  const [paid] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: now, updatedAt: now, ...how })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning();
  if (!paid) return null;
  const pack = await createPack(
    { db: tx, clock },
    {
      userId: paid.userId,
      projectId: paid.projectId,
      kind: paid.ordered.kind,
      amount: paid.ordered.grants * paid.quantity,
      months: paid.ordered.expiryMonths,
      source: "order",
      packageId: paid.packageId,
      orderId: paid.id,
      note: `order ${paid.outTradeNo}`,
    },
  );
  const [settled] = await tx
    .update(orders)
    .set({ packId: pack.id })
    .where(eq(orders.id, paid.id))
    .returning();
  await notifyOrderPaid({ db: tx, clock }, settled ?? paid);
  return settled ?? paid;
}

/**
 * The back office marks a pending order paid by hand (money received offline), with a required
 * reason; who and why are kept on the order, and the pack is credited as a provider's payment
 * would credit it. An order that is paid, cancelled or past its window answers OrderStatusInvalid.
 */
export async function markOrderPaid(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Update">,
  body: unknown,
): Promise<OrderRow> {
  requireWritable(actor);
  const input = parseInput(markOrderPaidInput, body);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.Id)).for("update");
    if (!order) throw new AppError("DBDataNotExist");
    if (order.status !== "pending" || order.expiresAt <= ctx.clock.now())
      throw new AppError("OrderStatusInvalid");
    const paid = await settleOrder({ db: tx, clock: ctx.clock }, order.id, {
      paidBy: actor.id,
      paidReason: input.Reason,
    });
    if (!paid) throw new AppError("OrderStatusInvalid");
    return paid;
  });
}

/**
 * What a verified notification, or the provider's answer to our query, does: it is recorded once per
 * notification id, and only a completed payment of the right amount for a pending order of that
 * number pays it, with one conditional UPDATE ... RETURNING under the order's row lock. The pack is
 * created in the same transaction: whichever of a notification, its replays and our queries comes
 * first credits, and only it.
 */
export async function applyPayment(
  { db, clock }: DbClock,
  provider: PaymentProvider,
  notice: PaymentNotice,
  source: NotifySource,
): Promise<NotifyOutcome> {
  return db.transaction(async (tx): Promise<NotifyOutcome> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.outTradeNo, notice.outTradeNo))
      .for("update");
    let result: NotifyOutcome;
    if (!order) result = "unknown";
    else if (!notice.paid) result = "unpaid";
    else if (order.status === "paid") {
      // The same payment told again, or a second payment of a paid order (both QR codes paid).
      result =
        order.provider === provider && order.providerTradeNo === notice.providerTradeNo
          ? "already"
          : "duplicate";
    } else if (notice.amount !== order.amount) result = "mismatch";
    else if (order.status !== "pending") result = "late";
    else {
      const paid = await settleOrder({ db: tx, clock: clock }, order.id, {
        provider,
        providerTradeNo: notice.providerTradeNo,
      });
      result = paid ? "paid" : "already";
    }
    await tx
      .insert(paymentNotifies)
      .values({
        provider,
        notifyId: notice.notifyId,
        outTradeNo: notice.outTradeNo,
        outcome: result,
        source,
        providerTradeNo: notice.providerTradeNo || null,
        amount: notice.amount >= 0 ? notice.amount : null,
        orderId: order?.id ?? null,
      })
      .onConflictDoNothing();
    return result;
  });
}

/** Asks the provider about an order's payment and applies a completed one; null when it has none. */
async function askProvider(
  services: Pick<Services, "db" | "config" | "clock">,
  provider: PaymentProvider,
  outTradeNo: string,
): Promise<NotifyOutcome | null> {
  const notice = await paymentClient(services.config, provider).queryPayment(outTradeNo);
  if (!notice || notice.outTradeNo !== outTradeNo) return null;
  return applyPayment(services, provider, notice, "query");
}

/**
 * The owner's "check payment": a pending order whose payment was started is checked with its
 * provider, at most once per orderCheckSeconds (a conditional UPDATE of checked_at elects the one
 * request that asks); the order is answered as it is then.
 */
export async function checkOrderPayment(ctx: Ctx, _actor: UserActor, id: number): Promise<OrderRow> {
  const order = await userOrderResource.findWritable(ctx, id);
  if (order.status === "pending" && order.provider) {
    const now = ctx.clock.now();
    const [elected] = await ctx.db
      .update(orders)
      .set({ checkedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, "pending"),
          or(
            isNull(orders.checkedAt),
            lt(orders.checkedAt, new Date(now.getTime() - orderCheckSeconds * 1000)),
          ),
        ),
      )
      .returning({ id: orders.id });
    if (elected) await askProvider(ctx, order.provider, order.outTradeNo);
  }
  return userOrderResource.findWritable(ctx, id);
}

/**
 * Handles a provider's notification: forged or stale ones are refused (the provider is told so);
 * genuine ones are recorded once per notification id and acknowledged whatever they say (see
 * applyPayment).
 */
export async function receiveNotify(
  services: Services,
  provider: PaymentProvider,
  request: NotifyRequest,
  log: (message: string) => void,
): Promise<{
  accepted: boolean;
  outcome: NotifyOutcome | "forged";
  answer: ReturnType<PaymentClient["answer"]>;
}> {
  const client = paymentClient(services.config, provider);
  const notice = client.verifyNotify(request);
  if (!notice) {
    log(`${provider} notify refused: its signature, age or content did not check out`);
    return { accepted: false, outcome: "forged", answer: client.answer(false) };
  }
  const outcome = await applyPayment(services, provider, notice, "notify");
  if (outcome !== "paid" && outcome !== "already" && outcome !== "unpaid") {
    log(`${provider} notify for ${notice.outTradeNo} changed nothing: ${outcome}`);
  }
  return { accepted: true, outcome, answer: client.answer(true) };
}
