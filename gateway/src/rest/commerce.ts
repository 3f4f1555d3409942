/**
 * The commerce calls beyond the generic verbs of the packages, packs and cards (spec §7
 * user_resource_pack/statistics): the packages on sale, redeeming a card, checking in, generating and
 * exporting cards, and crediting a user from the back office.
 */
import { z } from "zod";
import type { Ctx } from "../domain/context.js";
import { adminCredit, usageStatistics } from "../domain/commerce/credit.js";
import { exportCards, generateCards, presentCard, redeemCard } from "../domain/commerce/cards.js";
import { checkIn, checkInState, type CheckInAnswer } from "../domain/commerce/checkIn.js";
import { listPackages, presentPackage } from "../domain/commerce/packages.js";
import { presentPack, presentSysPack, sysPackResource } from "../domain/commerce/packs.js";
import { pageWithProjectNames, readWithProjectName } from "../domain/projects/projectTags.js";
import { usageReadDays } from "../domain/ledger/storage.js";
import { parseQueryBody } from "../domain/query.js";
import type { Resource } from "../domain/resources/registry.js";
import type { OrderRow, ResourcePackRow } from "../db/commerce.js";
import {
  cancelOrder,
  checkOrderPayment,
  createOrder,
  markOrderPaid,
  payOrder,
  paymentOptions,
  presentOrder,
  presentSysOrder,
  receiveNotify,
  sysOrderResource,
} from "../domain/commerce/orders.js";
import type { NotifyRequest } from "../domain/commerce/payments.js";
import { presentRefund, refundPayment } from "../domain/commerce/refunds.js";
import type { PaymentProvider } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  applyInvoice,
  invoicePdf,
  issueInvoice,
  presentInvoice,
  presentSysInvoice,
} from "../domain/commerce/invoices.js";
import { invoicePdfMaxBytes, commerceFeature } from "@crucible/schema";
import { sendBlob } from "./blobs.js";
import { defineCall, idParams, idString, objectBody } from "./calls.js";

const presentCheckIn = (answer: CheckInAnswer) => ({
  CheckedIn: answer.checkedIn,
  Day: answer.day,
  Streak: answer.streak,
  CycleDays: answer.cycleDays,
});

function notifyRequest(request: FastifyRequest): NotifyRequest {
  const body = request.body;
  const fields: Record<string, string> = {};
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") fields[key] = value;
  }
  return { headers: request.headers, rawBody: request.rawBody ?? "", fields };
}

/**
 * The back office's reads of orders or packs (User.ResourcePack.Read): the generic verbs' query,
 * query_page and read/{id}, each row with its project's name too (ProjectName, null for none).
 */
function backOfficeReads<TRow extends OrderRow | ResourcePackRow>(
  path: string,
  resource: Resource<TRow>,
  present: (row: TRow) => Record<string, unknown>,
) {
  const guard = { perm: "User.ResourcePack.Read" } as const;
  return [
    defineCall({
      path: `/api/${path}/query`,
      feature: commerceFeature,
      guard,
      reads: true,
      body: objectBody,
      run: async ({ ctx, body }) =>
        (await pageWithProjectNames(ctx, resource, parseQueryBody(body), present)).list,
    }),
    defineCall({
      path: `/api/${path}/query_page`,
      feature: commerceFeature,
      guard,
      reads: true,
      body: objectBody,
      run: ({ ctx, body }) => pageWithProjectNames(ctx, resource, parseQueryBody(body), present),
      present: (page) => ({ List: page.list, Total: page.total }),
    }),
    defineCall({
      path: `/api/${path}/read/:id`,
      feature: commerceFeature,
      guard,
      reads: true,
      params: idParams,
      run: ({ ctx, params }) => readWithProjectName(ctx, resource, params.id, present),
    }),
  ];
}

/**
 * A provider's notification: answered in the provider's own words, not in the envelope. The only
 * commerce call without the switch: a payment made before the switch turned off is still credited.
 */
function notifyCall(provider: PaymentProvider) {
  return defineCall({
    path: `/api/pay/${provider}/notify`,
    guard: { notify: true },
    run: async ({ ctx, request, reply }: { ctx: Ctx; request: FastifyRequest; reply: FastifyReply }) => {
      const result = await receiveNotify(ctx, provider, notifyRequest(request), (message) =>
        request.log.warn(message),
      );
      return reply.code(result.answer.status).type(result.answer.type).send(result.answer.body);
    },
  });
}

export const commerceCalls = [
  defineCall({
    path: "/api/user_order/create",
    feature: commerceFeature,
    guard: { side: "user" },
    body: objectBody,
    run: ({ ctx, actor, body }) => createOrder(ctx, actor, body),
    present: presentOrder,
  }),
  defineCall({
    path: "/api/user_order/pay",
    feature: commerceFeature,
    guard: { side: "user" },
    body: objectBody,
    owned: { kind: "order", example: (id) => ({ body: { Id: id, Provider: "wechat" } }) },
    run: ({ ctx, actor, body }) => payOrder(ctx, actor, body),
    present: presentOrder,
  }),
  defineCall({
    path: "/api/user_order/cancel/:id",
    feature: commerceFeature,
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "order" },
    run: ({ ctx, actor, params }) => cancelOrder(ctx, actor, params.id),
    present: presentOrder,
  }),
  defineCall({
    path: "/api/user_order/check/:id",
    feature: commerceFeature,
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "order" },
    run: ({ ctx, actor, params }) => checkOrderPayment(ctx, actor, params.id),
    present: presentOrder,
  }),
  defineCall({
    path: "/api/sys/payment_notify/refund/:id",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Update" },
    params: idParams,
    run: ({ ctx, actor, params }) => refundPayment(ctx, actor, params.id),
    present: presentRefund,
  }),
  defineCall({
    path: "/api/sys/user_order/mark_paid",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) => markOrderPaid(ctx, actor, body),
    present: presentSysOrder,
  }),
  defineCall({
    path: "/api/user_order/providers",
    feature: commerceFeature,
    guard: { public: true },
    reads: true,
    run: ({ ctx }) => paymentOptions(ctx),
    present: (options) => ({
      WechatPay: options.wechat,
      Alipay: options.alipay,
      OfflinePayment: options.offline,
    }),
  }),
  defineCall({
    path: "/api/user_invoice/apply",
    feature: commerceFeature,
    guard: { side: "user" },
    body: objectBody,
    run: ({ ctx, actor, body }) => applyInvoice(ctx, actor, body),
    present: presentInvoice,
  }),
  defineCall({
    path: "/api/sys/user_invoice/issue",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Update" },
    query: z.object({ Id: idString }),
    upload: { field: "File", maxBytes: invoicePdfMaxBytes },
    run: ({ ctx, actor, query, file }) => issueInvoice(ctx, actor, query.Id, file),
    present: presentSysInvoice,
  }),
  ...(["user", "sys"] as const).map((side) =>
    defineCall({
      path: side === "user" ? "/api/user_invoice/pdf/:id" : "/api/sys/user_invoice/pdf/:id",
      feature: commerceFeature,
      methods: ["GET"],
      guard: side === "user" ? { side: "user" as const } : { perm: "User.ResourcePack.Read" as const },
      params: idParams,
      ...(side === "user" ? { owned: { kind: "invoice" as const } } : {}),
      run: async ({ ctx, params, reply }) => {
        const { blob, name } = await invoicePdf(ctx, side, params.id);
        reply.header("content-disposition", `attachment; filename="${name}"`);
        return sendBlob(ctx, reply, blob);
      },
    }),
  ),
  notifyCall("wechat"),
  notifyCall("alipay"),
  ...backOfficeReads("sys/user_order", sysOrderResource, presentSysOrder),
  ...backOfficeReads("sys/user_resource_pack", sysPackResource, presentSysPack),
  defineCall({
    path: "/api/user_resource_pack/statistics",
    feature: commerceFeature,
    guard: { side: "user" },
    reads: true,
    body: z.object({ Days: z.number().int().min(1).max(usageReadDays.max).optional() }),
    run: ({ ctx, actor, body }) => usageStatistics(ctx, actor, body.Days),
    present: (stats) => ({
      TokenBalance: stats.tokens.balance,
      StorageUsed: stats.storage.used,
      StorageQuota: stats.storage.quota,
      WorkflowStorageUsed: stats.workflowStorage.used,
      WorkflowStorageQuota: stats.workflowStorage.quota,
      RunningJobs: stats.runningJobs.count,
      RunningJobLimit: stats.runningJobs.limit,
      Daily: stats.daily.map((d) => ({
        Day: d.day,
        Credited: d.credited,
        Spent: d.spent,
        TransferredOut: d.transferredOut,
        TransferredIn: d.transferredIn,
      })),
      /** Bytes per UTC day; null fields before the user's first sample. */
      StorageDaily: stats.storageDaily.map((d) => ({
        Day: d.day,
        StorageUsed: d.sample?.storageUsed ?? null,
        StorageQuota: d.sample?.storageQuota ?? null,
        WorkflowStorageUsed: d.sample?.workflowUsed ?? null,
        WorkflowStorageQuota: d.sample?.workflowQuota ?? null,
      })),
    }),
  }),
  defineCall({
    path: "/api/user_resource_pack_package/list",
    feature: commerceFeature,
    methods: ["GET", "POST"],
    guard: { public: true },
    reads: true,
    run: ({ ctx }) => listPackages(ctx),
    present: (rows) => rows.map(presentPackage),
  }),
  defineCall({
    path: "/api/user_resource_pack_card/redeem",
    feature: commerceFeature,
    guard: { side: "user" },
    body: objectBody,
    run: ({ ctx, actor, body }) => redeemCard(ctx, actor, body),
    present: presentPack,
  }),
  defineCall({
    path: "/api/user_check_in/check_in",
    feature: commerceFeature,
    guard: { side: "user" },
    run: ({ ctx, actor }) => checkIn(ctx, actor),
    present: presentCheckIn,
  }),
  defineCall({
    path: "/api/user_check_in/state",
    feature: commerceFeature,
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => checkInState(ctx, actor),
    present: presentCheckIn,
  }),
  defineCall({
    path: "/api/sys/user_resource_pack_card/generate",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Card.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) => generateCards(ctx, actor, body),
    present: (made) => ({ Batch: made.batch, Cards: made.cards.map(presentCard) }),
  }),
  defineCall({
    path: "/api/sys/user_resource_pack_card/export",
    feature: commerceFeature,
    methods: ["GET", "POST"],
    guard: { perm: "User.ResourcePack.Card.Read" },
    reads: true,
    query: z.object({ Batch: z.string().min(1).max(64) }),
    run: async ({ ctx, actor, query, reply }) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="cards-${query.Batch.replace(/[^\w-]/g, "_")}.csv"`,
        )
        .header("cache-control", "no-store")
        .send(await exportCards(ctx, actor, query.Batch)),
  }),
  defineCall({
    path: "/api/sys/user_resource_pack/credit",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) => adminCredit(ctx, actor, body),
    present: presentSysPack,
  }),
];
