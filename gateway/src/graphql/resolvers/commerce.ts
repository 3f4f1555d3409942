/** GraphQL of the commerce area over domain/commerce (the same resources and rules as REST). */
import { grantedIn, signedInTo } from "../directives.js";
import { listFields } from "../projection.js";
import { limitedDiscountAt } from "@crucible/schema";
import {
  adminCredit,
  readCommerceConfig,
  saveCommerceConfig,
  usageStatistics,
} from "../../domain/commerce/credit.js";
import {
  cardState,
  formatCardNumber,
  generateCards,
  redeemCard,
  sysCardResource,
} from "../../domain/commerce/cards.js";
import { checkIn, checkInState } from "../../domain/commerce/checkIn.js";
import { listPackages, priceParts, sysPackageResource } from "../../domain/commerce/packages.js";
import { packActive, sysPackResource, userPackResource } from "../../domain/commerce/packs.js";
import {
  cancelOrder,
  checkOrderPayment,
  createOrder,
  markOrderPaid,
  payOrder,
  paymentOptions,
  sysOrderResource,
  userOrderResource,
} from "../../domain/commerce/orders.js";
import { buyForProject } from "../../domain/projects/packs.js";
import { applyInvoice, sysInvoiceResource, userInvoiceResource } from "../../domain/commerce/invoices.js";
import {
  refundable,
  refundOfTrade,
  refundPayment,
  sysPaymentNotifyResource,
} from "../../domain/commerce/refunds.js";
import { fromGraphQuery } from "../../domain/query.js";
import QRCode from "qrcode";
import type { GraphContext } from "../context.js";
import type {
  MutationResolvers,
  PackageInput,
  QueryResolvers,
  Resolvers,
} from "../__generated__/resolvers.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";

/** The GraphQL input as the REST body the domain parses (the same zod rules). */
function packageBody(input: PackageInput): Record<string, unknown> {
  return {
    Kind: input.kind,
    Name: input.name,
    NameZh: input.nameZh ?? "",
    Description: input.description ?? "",
    Grants: input.grants,
    WorkflowStorageGb: input.workflowStorageGb ?? 0,
    RunningJobs: input.runningJobs ?? 0,
    UnitPrice: input.unitPrice,
    ExpiryMonths: input.expiryMonths,
    Discounts: (input.discounts ?? []).map((d) => ({ Quantity: d.quantity, Discount: d.discount })),
    LimitedDiscount: input.limitedDiscount
      ? {
          Enabled: input.limitedDiscount.enabled,
          Discount: input.limitedDiscount.discount,
          Days: input.limitedDiscount.days,
          ...(input.limitedDiscount.from ? { From: new Date(input.limitedDiscount.from).toISOString() } : {}),
        }
      : null,
  };
}

/** The name of the project an order or a pack was bought for (one query per list); null for none. */
function projectNameOf(ctx: GraphContext, projectId: number | null): Promise<string | null> | null {
  return projectId === null ? null : ctx.loaders.projectNameOfRow.load(projectId);
}

async function account(ctx: GraphContext, userId: number | null) {
  if (userId === null || !ctx.sys) return null;
  return { id: String(userId), account: await ctx.loaders.accountByUser.user.load(userId) };
}

export const commerceQueries: Pick<
  Required<QueryResolvers>,
  | "packages"
  | "sysPackages"
  | "myResourcePacks"
  | "sysResourcePacks"
  | "rechargeCards"
  | "checkInState"
  | "usageStatistics"
  | "commerceConfig"
  | "myOrders"
  | "myOrder"
  | "sysOrders"
  | "sysPaymentNotifies"
  | "paymentProviders"
  | "myInvoices"
  | "sysInvoices"
> = {
  myInvoices: (_p, { query }, ctx, info) =>
    userInvoiceResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysInvoices: (_p, { query }, ctx, info) =>
    sysInvoiceResource.page(ctx, fromGraphQuery(query), listFields(info)),
  myOrders: (_p, { query }, ctx, info) =>
    userOrderResource.page(ctx, fromGraphQuery(query), listFields(info)),
  myOrder: (_p, { id }, ctx) => userOrderResource.find(ctx, toId(id)),
  sysOrders: (_p, { query }, ctx, info) =>
    sysOrderResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysPaymentNotifies: (_p, { query }, ctx, info) =>
    sysPaymentNotifyResource.page(ctx, fromGraphQuery(query), listFields(info)),
  paymentProviders: async (_p, _a, ctx) => {
    const options = await paymentOptions(ctx);
    return { ...options, offline: { en: options.offline.En, zh: options.offline.Zh } };
  },
  packages: (_p, _a, ctx) => listPackages(ctx),
  sysPackages: (_p, { query }, ctx, info) =>
    sysPackageResource.page(ctx, fromGraphQuery(query), listFields(info)),
  myResourcePacks: (_p, { query }, ctx, info) =>
    userPackResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysResourcePacks: (_p, { query }, ctx, info) =>
    sysPackResource.page(ctx, fromGraphQuery(query), listFields(info)),
  rechargeCards: (_p, { query }, ctx, info) =>
    sysCardResource.page(ctx, fromGraphQuery(query), listFields(info)),
  checkInState: (_p, _a, ctx, info) => checkInState(ctx, signedInTo(info, "user")),
  usageStatistics: async (_p, { days }, ctx, info) => {
    const stats = await usageStatistics(ctx, signedInTo(info, "user"), days ?? undefined);
    return {
      tokenBalance: stats.tokens.balance,
      storageUsed: stats.storage.used,
      storageQuota: stats.storage.quota,
      workflowStorageUsed: stats.workflowStorage.used,
      workflowStorageQuota: stats.workflowStorage.quota,
      runningJobs: stats.runningJobs.count,
      runningJobLimit: stats.runningJobs.limit,
      daily: stats.daily,
      storageDaily: stats.storageDaily.map((d) => ({
        day: d.day,
        storageUsed: d.sample?.storageUsed ?? null,
        storageQuota: d.sample?.storageQuota ?? null,
        workflowStorageUsed: d.sample?.workflowUsed ?? null,
        workflowStorageQuota: d.sample?.workflowQuota ?? null,
      })),
    };
  },
  commerceConfig: (_p, _a, ctx, info) => readCommerceConfig(ctx, grantedIn(info, "User.ResourcePack.Read")),
};

export const commerceMutations: Pick<
  Required<MutationResolvers>,
  | "createPackage"
  | "updatePackage"
  | "setPackageStatus"
  | "removePackage"
  | "recoverPackage"
  | "reorderPackages"
  | "generateRechargeCards"
  | "removeRechargeCard"
  | "recoverRechargeCard"
  | "redeemRechargeCard"
  | "checkIn"
  | "creditUser"
  | "saveCommerceConfig"
  | "createOrder"
  | "payOrder"
  | "cancelOrder"
  | "markOrderPaid"
  | "checkOrderPayment"
  | "refundPayment"
  | "applyInvoice"
> = {
  checkOrderPayment: (_p, { id }, ctx, info) => checkOrderPayment(ctx, signedInTo(info, "user"), toId(id)),
  refundPayment: (_p, { id }, ctx, info) =>
    refundPayment(ctx, grantedIn(info, "User.ResourcePack.Update"), toId(id)),
  applyInvoice: (_p, { input }, ctx, info) =>
    applyInvoice(ctx, signedInTo(info, "user"), {
      OrderIds: input.orderIds.map((id) => toId(id)),
      Title: input.title,
      TaxNo: input.taxNo ?? "",
      Email: input.email,
    }),
  createOrder: (_p, { packageId, quantity, projectId }, ctx, info) => {
    const body = { PackageId: toId(packageId), Quantity: quantity };
    return projectId
      ? buyForProject(ctx, signedInTo(info, "user"), toId(projectId, "projectId"), body)
      : createOrder(ctx, signedInTo(info, "user"), body);
  },
  payOrder: (_p, { id, provider }, ctx, info) =>
    payOrder(ctx, signedInTo(info, "user"), { Id: toId(id), Provider: provider }),
  cancelOrder: (_p, { id }, ctx, info) => cancelOrder(ctx, signedInTo(info, "user"), toId(id)),
  markOrderPaid: (_p, { id, reason }, ctx, info) =>
    markOrderPaid(ctx, grantedIn(info, "User.ResourcePack.Update"), { Id: toId(id), Reason: reason }),
  createPackage: (_p, { input }, ctx) => sysPackageResource.insert(ctx, packageBody(input)),
  updatePackage: (_p, { id, input }, ctx) => sysPackageResource.update(ctx, toId(id), packageBody(input)),
  ...resourceMutations(sysPackageResource, {
    status: "setPackageStatus",
    remove: "removePackage",
    recover: "recoverPackage",
    reorder: "reorderPackages",
  }),
  generateRechargeCards: (_p, { input }, ctx, info) =>
    generateCards(ctx, grantedIn(info, "User.ResourcePack.Card.Update"), {
      Kind: input.kind,
      Grants: input.grants,
      ExpiryMonths: input.expiryMonths,
      ExpiresAt: new Date(input.expiresAt).toISOString(),
      Count: input.count,
      Note: input.note ?? "",
    }),
  ...resourceMutations(sysCardResource, { remove: "removeRechargeCard", recover: "recoverRechargeCard" }),
  redeemRechargeCard: (_p, { cardNo }, ctx, info) =>
    redeemCard(ctx, signedInTo(info, "user"), { CardNo: cardNo }),
  checkIn: (_p, _a, ctx, info) => checkIn(ctx, signedInTo(info, "user")),
  creditUser: (_p, { input }, ctx, info) =>
    adminCredit(ctx, grantedIn(info, "User.ResourcePack.Update"), {
      UserId: toId(input.userId),
      Kind: input.kind,
      Amount: input.amount,
      WorkflowStorageGb: input.workflowStorageGb ?? 0,
      RunningJobs: input.runningJobs ?? 0,
      ExpiryMonths: input.expiryMonths,
      Note: input.note ?? "",
    }),
  saveCommerceConfig: (_p, { config }, ctx, info) =>
    saveCommerceConfig(ctx, grantedIn(info, "User.ResourcePack.Update"), config),
};

export const commerceTypeResolvers: Pick<
  Resolvers,
  "Package" | "ResourcePack" | "RechargeCard" | "Order" | "Invoice" | "PaymentNotify" | "PaymentRefund"
> = {
  PaymentNotify: {
    id: (row) => String(row.id),
    orderId: (row) => (row.orderId === null ? null : String(row.orderId)),
    refundable: (row) => refundable(row),
    refund: (row, _a, ctx) => refundOfTrade(ctx, row),
  },
  PaymentRefund: {
    id: (row) => String(row.id),
    refundedBy: (row, _a, ctx) => ctx.loaders.accountByUser.sys.load(row.refundedBy),
  },
  Invoice: {
    id: (row) => String(row.id),
    orderIds: (row) => row.orderIds.map(String),
    user: (row, _a, ctx) => account(ctx, row.userId),
  },
  Order: {
    id: (row) => String(row.id),
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
    projectName: (row, _a, ctx) => projectNameOf(ctx, row.projectId),
    package: (row) => row.ordered,
    codeUrl: (row) => (row.status === "pending" ? row.codeUrl : null),
    qrImage: async (row) =>
      row.status === "pending" && row.codeUrl
        ? `data:image/svg+xml;base64,${Buffer.from(
            await QRCode.toString(row.codeUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
          ).toString("base64")}`
        : null,
    user: (row, _a, ctx) => account(ctx, row.userId),
    invoiced: (row) => row.invoiceId !== null,
    paidByHand: (row) => row.paidBy !== null,
    paidBy: (row, _a, ctx) =>
      row.paidBy === null || !ctx.sys ? null : ctx.loaders.accountByUser.sys.load(row.paidBy),
    paidReason: (row, _a, ctx) => (ctx.sys ? row.paidReason : null),
  },
  Package: {
    id: (row) => String(row.id),
    discounts: (row) => row.discounts.map((d) => ({ quantity: d.Quantity, discount: d.Discount })),
    limitedDiscount: (row) =>
      row.limitedDiscount
        ? {
            enabled: row.limitedDiscount.Enabled,
            discount: row.limitedDiscount.Discount,
            days: row.limitedDiscount.Days,
            from: row.limitedDiscount.From ?? null,
          }
        : null,
    discountNow: (row) => limitedDiscountAt(priceParts(row), new Date()),
  },
  ResourcePack: {
    id: (row) => String(row.id),
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
    projectName: (row, _a, ctx) => projectNameOf(ctx, row.projectId),
    active: (row) => packActive(row),
    user: (row, _a, ctx) => account(ctx, row.userId),
  },
  RechargeCard: {
    id: (row) => String(row.id),
    cardNo: (row) => formatCardNumber(row.cardNo),
    state: (row) => cardState(row),
    usedBy: (row, _a, ctx) => account(ctx, row.usedBy),
  },
};
