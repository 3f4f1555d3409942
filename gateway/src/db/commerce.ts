/**
 * Commerce (spec §3, §4; DESIGN §6b): packages the back office sells, the resource packs users hold,
 * recharge cards and daily check-ins. Money is integer fen; storage is GB; tokens move only through
 * the ledger (token_ledger), whose rows name the pack, card or check-in that caused them.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  InvoiceState,
  NotifyOutcome,
  NotifySource,
  OrderState,
  PackageKind,
  PaymentProvider,
  RefundState,
} from "@crucible/schema";
import { created, id, blobRef, ref, ts, updated } from "./columns.js";
import { projects } from "./projects.js";

export interface QuantityDiscount {
  Quantity: number;
  Discount: number;
}
export interface LimitedDiscount {
  Enabled: boolean;
  Discount: number;
  Days: number;
  From?: string;
}

/** What the back office sells: storage (GB) or tokens, per unit, for some months. */
export const packages = pgTable(
  "packages",
  {
    id: id(),
    kind: text("kind").$type<PackageKind>().notNull(),
    name: text("name").notNull(),
    nameZh: text("name_zh").notNull().default(""),
    description: text("description").notNull().default(""),
    /** GB or tokens one unit grants. */
    grants: bigint("grants", { mode: "number" }).notNull(),
    /** Workflow storage GB one unit of a storage package grants besides its GB. */
    workflowStorageGb: bigint("workflow_storage_gb", { mode: "number" }).notNull().default(0),
    /** Running jobs one unit of a storage package adds. */
    runningJobs: integer("running_jobs").notNull().default(0),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    expiryMonths: integer("expiry_months").notNull(),
    discounts: jsonb("discounts").$type<QuantityDiscount[]>().notNull().default([]),
    limitedDiscount: jsonb("limited_discount").$type<LimitedDiscount | null>(),
    status: text("status").$type<"enabled" | "disabled">().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    deletedAt: ts("deleted_at"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("packages_kind_idx").on(t.kind, t.sortOrder)],
);
export type PackageRow = typeof packages.$inferSelect;

export type PackSource = "order" | "card" | "admin";

/**
 * What a user holds: storage or tokens from `startsAt` until `expiresAt`. Storage (and the workflow
 * storage and running jobs a storage pack may also grant) counts towards the limits while active; tokens are credited to the ledger once, and what is left of them at expiry is
 * taken back once (ledger kind "expire").
 */
export const resourcePacks = pgTable(
  "resource_packs",
  {
    id: id(),
    /** Who holds it, or (with project_id) who bought it or redeemed the card for the project. */
    userId: ref("user_id").notNull(),
    /**
     * The project it belongs to (issue 28 item 2): its storage raises the project's quota, its tokens
     * went to the project's ledger. If the project disappears, the pack returns to user_id.
     */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    kind: text("kind").$type<PackageKind>().notNull(),
    /** GB (storage) or tokens in all (units x grants). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Workflow storage GB in all (units x the package's), storage packs only. */
    workflowStorageGb: bigint("workflow_storage_gb", { mode: "number" }).notNull().default(0),
    /** Running jobs in all (units x the package's), storage packs only. */
    runningJobs: integer("running_jobs").notNull().default(0),
    source: text("source").$type<PackSource>().notNull(),
    packageId: ref("package_id"),
    orderId: ref("order_id"),
    cardId: ref("card_id"),
    /** The system user who credited it (source "admin"). */
    grantedBy: ref("granted_by"),
    note: text("note").notNull().default(""),
    startsAt: ts("starts_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: created(),
  },
  (t) => [
    index("resource_packs_user_idx").on(t.userId, t.expiresAt),
    index("resource_packs_project_idx")
      .on(t.projectId, t.expiresAt)
      .where(sql`${t.projectId} is not null`),
    uniqueIndex("resource_packs_card_key")
      .on(t.cardId)
      .where(sql`${t.cardId} is not null`),
    check("resource_packs_amount_positive", sql`${t.amount} > 0`),
  ],
);
export type ResourcePackRow = typeof resourcePacks.$inferSelect;

/**
 * A user's storage over time: one row per user per UTC day, the day's last sample of the bytes used
 * and the quota in force (data files, and workflow results). Written when usage is read or changes
 * and by the hourly sweep; rows older than `usageSampleDays` are removed by the sweep.
 */
export const usageSamples = pgTable(
  "usage_samples",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    /** YYYY-MM-DD in UTC. */
    day: text("day").notNull(),
    storageUsed: bigint("storage_used", { mode: "number" }).notNull(),
    storageQuota: bigint("storage_quota", { mode: "number" }).notNull(),
    workflowUsed: bigint("workflow_used", { mode: "number" }).notNull(),
    workflowQuota: bigint("workflow_quota", { mode: "number" }).notNull(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("usage_samples_user_day_key").on(t.userId, t.day),
    index("usage_samples_day_idx").on(t.day),
  ],
);
export type UsageSampleRow = typeof usageSamples.$inferSelect;

/**
 * A project's storage over time (issue 28 item 2), as usage_samples is a user's: one row per project per
 * UTC day, the day's last sample of its data files' bytes and its storage quota (its active storage
 * packs), and of its jobs' results and its packs' workflow storage. Written when a member reads the
 * project's usage and by the hourly sweep; rows older than `usageSampleDays` are removed by the sweep.
 */
export const projectUsageSamples = pgTable(
  "project_usage_samples",
  {
    id: id(),
    projectId: ref("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in UTC. */
    day: text("day").notNull(),
    storageUsed: bigint("storage_used", { mode: "number" }).notNull(),
    storageQuota: bigint("storage_quota", { mode: "number" }).notNull(),
    workflowUsed: bigint("workflow_used", { mode: "number" }).notNull(),
    workflowQuota: bigint("workflow_quota", { mode: "number" }).notNull(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("project_usage_samples_project_day_key").on(t.projectId, t.day),
    index("project_usage_samples_day_idx").on(t.day),
  ],
);
export type ProjectUsageSampleRow = typeof projectUsageSamples.$inferSelect;

/** Recharge cards: generated in batches, redeemed once by a normal user. */
export const rechargeCards = pgTable(
  "recharge_cards",
  {
    id: id(),
    /** Upper-case Crockford base32, no separators. */
    cardNo: text("card_no").notNull(),
    batch: text("batch").notNull(),
    kind: text("kind").$type<PackageKind>().notNull(),
    grants: bigint("grants", { mode: "number" }).notNull(),
    expiryMonths: integer("expiry_months").notNull(),
    /** The last moment it can be redeemed. */
    expiresAt: ts("expires_at").notNull(),
    note: text("note").notNull().default(""),
    createdBy: ref("created_by"),
    usedBy: ref("used_by"),
    usedAt: ts("used_at"),
    deletedAt: ts("deleted_at"),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("recharge_cards_no_key").on(t.cardNo),
    index("recharge_cards_batch_idx").on(t.batch),
    index("recharge_cards_used_by_idx").on(t.usedBy),
  ],
);
export type RechargeCardRow = typeof rechargeCards.$inferSelect;

/** Failed redemptions, counted per user per hour (a card number cannot be guessed in a loop). */
export const cardAttempts = pgTable(
  "recharge_card_attempts",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    createdAt: created(),
  },
  (t) => [index("recharge_card_attempts_user_idx").on(t.userId, t.createdAt)],
);

/** One row per user per day (in the configured time zone); the unique key makes a second one lose. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    /** YYYY-MM-DD in the check-in time zone. */
    day: text("day").notNull(),
    /** Consecutive days up to and including this one. */
    streak: integer("streak").notNull(),
    tokens: bigint("tokens", { mode: "number" }).notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex("check_ins_user_day_key").on(t.userId, t.day)],
);
export type CheckInRow = typeof checkIns.$inferSelect;

/** What an order bought, as the package was when it was ordered. */
export interface OrderedPackage {
  kind: PackageKind;
  name: string;
  nameZh: string;
  grants: number;
  /** Per unit, as the package was when ordered (absent on orders made before they existed). */
  workflowStorageGb?: number;
  runningJobs?: number;
  unitPrice: number;
  expiryMonths: number;
  discount: number;
}

/** Orders (spec §3, §4): pending payment, then paid or cancelled, never back. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    /** The project it was bought for (by an owner of it); its pack belongs to the project. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** The merchant's order number sent to the provider (unique, unguessable). */
    outTradeNo: text("out_trade_no").notNull(),
    packageId: ref("package_id").notNull(),
    ordered: jsonb("ordered").$type<OrderedPackage>().notNull(),
    quantity: integer("quantity").notNull(),
    /** Fen, computed on the server. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").$type<OrderState>().notNull().default("pending"),
    provider: text("provider").$type<PaymentProvider>(),
    /** The QR code's content (WeChat Pay code_url, Alipay qr_code) of the current payment. */
    codeUrl: text("code_url"),
    providerTradeNo: text("provider_trade_no"),
    packId: ref("pack_id"),
    /** The invoice applied for with this order (an order is invoiced once). */
    invoiceId: ref("invoice_id"),
    expiresAt: ts("expires_at").notNull(),
    paidAt: ts("paid_at"),
    cancelledAt: ts("cancelled_at"),
    /** When the provider was last asked about the payment (a missed notification). */
    checkedAt: ts("checked_at"),
    /** The back-office user who marked the order paid by hand (money received offline), and why. */
    paidBy: ref("paid_by"),
    paidReason: text("paid_reason"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("orders_out_trade_no_key").on(t.outTradeNo),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.expiresAt),
    check("orders_amount_positive", sql`${t.amount} > 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * Every payment notification received, kept once per provider's notification id (replays are seen),
 * and every answer of the provider to a query about a pending order (source "query", notify id
 * "query:" and the provider's trade number).
 */
export const paymentNotifies = pgTable(
  "payment_notifies",
  {
    id: id(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    notifyId: text("notify_id").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    /** What it did (NotifyOutcome): paid, already, duplicate, late, mismatch, unknown, unpaid. */
    outcome: text("outcome").$type<NotifyOutcome>().notNull(),
    source: text("source").$type<NotifySource>().notNull().default("notify"),
    /** The provider's trade number and the fen it reports paid (null in rows older than these). */
    providerTradeNo: text("provider_trade_no"),
    amount: bigint("amount", { mode: "number" }),
    /** The order of that number, if there is one. */
    orderId: ref("order_id"),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("payment_notifies_key").on(t.provider, t.notifyId),
    index("payment_notifies_created_idx").on(t.createdAt),
    index("payment_notifies_trade_idx").on(t.provider, t.providerTradeNo),
  ],
);
export type PaymentNotifyRow = typeof paymentNotifies.$inferSelect;

/**
 * Refunds of payments that paid nothing (late, another amount, a second payment of a paid order):
 * one per provider trade, whoever asks and however often.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerTradeNo: text("provider_trade_no").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    /** Our refund number sent to the provider (it refunds a number once). */
    outRefundNo: text("out_refund_no").notNull(),
    /** Fen refunded. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The notification the back office refunded from. */
    notifyId: ref("notify_id").notNull(),
    state: text("state").$type<RefundState>().notNull().default("processing"),
    providerRefundId: text("provider_refund_id"),
    /** The provider's refusal when state is failed. */
    error: text("error"),
    refundedBy: ref("refunded_by").notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("payment_refunds_trade_key").on(t.provider, t.providerTradeNo),
    uniqueIndex("payment_refunds_no_key").on(t.outRefundNo),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** Invoices a user applied for; the back office issues them with the PDF. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    userId: ref("user_id").notNull(),
    orderIds: jsonb("order_ids").$type<number[]>().notNull(),
    /** Fen, the sum of the orders' amounts. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    taxNo: text("tax_no").notNull().default(""),
    email: text("email").notNull(),
    status: text("status").$type<InvoiceState>().notNull().default("applied"),
    pdfBlobId: blobRef("pdf_blob_id"),
    pdfName: text("pdf_name"),
    issuedBy: ref("issued_by"),
    issuedAt: ts("issued_at"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("invoices_user_idx").on(t.userId, t.createdAt), index("invoices_status_idx").on(t.status)],
);
export type InvoiceRow = typeof invoices.$inferSelect;
