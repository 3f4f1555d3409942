/** The front end's commerce strings (loaded with the feature's chunk). */
import type { PackageKind } from "@crucible/schema";
import type { ReportOptions } from "../../graphql/errors";
import { defineNamespace, type NsT, type Widen } from "../../i18n";

export const commerceEn = {
  title: "Resources and billing",
  intro: "Buy storage and tokens, redeem recharge cards, check in daily, and follow what you use.",
  tabs: {
    buy: "Buy",
    orders: "My orders",
    packs: "My resource packs",
    redeem: "Recharge card",
    checkIn: "Daily check-in",
    invoices: "Invoices",
    usage: "Usage",
  },
  storage: "Storage",
  token: "Tokens",
  grants: {
    storage: "{{amount, number}} GB",
    token: "{{amount, number}} tokens",
  },
  extras: {
    storage: "+ {{gb, number}} GB workflow storage",
    jobs_one: "+ {{count}} running job",
    jobs_other: "+ {{count}} running jobs",
    separator: ", ",
  },
  perUnit: "per unit",
  months_one: "{{count}} month",
  months_other: "{{count}} months",
  validFor: "Valid for {{months}}",
  off: "{{percent}}% off",
  fromQuantity: "{{off}} from {{quantity}} units",
  limitedOffer: "Limited offer: {{off}}",
  quantity: "Quantity",
  total: "Total",
  noPackages: "Nothing is on sale at the moment.",
  payWechat: "Pay with WeChat Pay",
  payAlipay: "Pay with Alipay",
  notConfigured: "not configured on this platform",
  payTitle: "Scan to pay",
  payHint: "Open {{provider}} on your phone and scan the code.",
  payExpires: "The order waits for its payment until {{when}}.",
  waiting: "Waiting for the payment…",
  checkPayment: "I have paid: check now",
  checking: "Asking the payment provider…",
  paid: "Paid. Your resources are ready; this window closes by itself.",
  cancelOrder: "Cancel order",
  cancelled: "The order was cancelled.",
  close: "Close",
  wechat: "WeChat Pay",
  alipay: "Alipay",
  status: { pending: "Waiting for payment", paid: "Paid", cancelled: "Cancelled" },
  orderNo: "Order number",
  package: "Package",
  amount: "Amount",
  provider: "Paid with",
  created: "Ordered",
  paidAt: "Paid",
  payNow: "Pay",
  noOrders: "You have no orders yet.",
  kind: "Kind",
  source: { order: "Order", card: "Recharge card", admin: "Administrator" },
  sourceLabel: "From",
  starts: "From",
  expires: "Until",
  active: "Active",
  expired: "Expired",
  noPacks: "You hold no resource packs yet.",
  cardNo: "Card number",
  cardHint: "The 20 characters printed on the card; dashes and spaces do not matter.",
  redeem: "Redeem",
  unknownCard: "Unknown card number: check the characters on the card.",
  redeemed: "Redeemed: {{what}}, valid until {{until}}.",
  checkInButton: "Check in",
  checkedIn: "Checked in. Thank you for coming back!",
  alreadyToday: "Already checked in today.",
  streak_one: "{{count}} day in a row",
  streak_other: "{{count}} days in a row",
  cycle: "Day {{day}} of a {{of}}-day cycle: the last day of a cycle brings a bonus.",
  checkInToday: "Today is {{day}} (the platform's calendar).",
  applyInvoice: "Apply for an invoice",
  invoiceOrders: "Paid orders to invoice",
  noInvoiceable: "No paid order is waiting for an invoice.",
  invoiceTitle: "Invoice title (person or company)",
  taxNo: "Taxpayer number (companies)",
  email: "E-mail for the invoice",
  apply: "Apply",
  applied: "Your application was sent.",
  invoiceStatus: { applied: "Applied", issued: "Issued" },
  download: "Download PDF",
  noInvoices: "You have not applied for an invoice yet.",
  required: "Required",
  invalid: "Invalid",
  pickOrders: "Choose at least one order",
  balance: "Token balance",
  storageUse: "Storage",
  used: "{{used}} of {{quota}}",
  daily: "Tokens per day, last 30 days",
  credited: "Added",
  spent: "Spent",
  transferredOut: "To projects",
  transferredIn: "From projects",
  transferNote:
    "Tokens moved into your projects are not spent: they are the project's, and an owner can move what is left back.",
  noUsage: "No tokens moved in the last 30 days.",
  workflowStorageUse: "Job results",
  runningJobs: "Running jobs",
  runningOf: "{{running}} of {{limit}} at once",
  storageDaily: "Storage used against the quota, last 30 days",
  dataUsed: "Data used",
  dataQuota: "Data quota",
  workflowUsed: "Workflow used",
  workflowQuota: "Workflow quota",
  noStorageSamples:
    "No storage has been recorded yet: the first day appears after your first visit or within the hour.",
  plansTitle: "Plans",
  plansIntro: "Storage and tokens, sold in packages.",
  /** The intro as a visitor who is not signed in reads it. */
  plansIntroSignedOut: "Storage and tokens, sold in packages. Sign in to buy.",
  buyNow: "Buy",
  placeOrder: "Place order",
  buyFor: "For",
  myself: "Myself",
  forProject:
    "For the project “{{name}}”: the pack will belong to the project (its tokens go to the project's tokens, its storage to the project's quota). You pay the order.",
  forProjectCard:
    "For the project “{{name}}”: the card's pack will belong to the project (its tokens go to the project's tokens, its storage to the project's quota).",
  notOwner: "Only an owner of a project buys or redeems for it; this page is for you.",
  redeemedForProject: "Redeemed for “{{name}}”: {{what}}, valid until {{until}}.",
  backToProject: "Back to “{{name}}”",
  forProjectTag: "For “{{name}}”",
  /** The back office's tag of an order or a pack bought for a project. */
  projectTag: "Project “{{name}}”",
  offlineTitle: "How to pay",
  offlineDefault:
    "Online payment is not available on this platform yet. Place the order, then contact the platform's administrator and quote the order number; your resources are credited as soon as the payment is confirmed.",
  offlineOrderTitle: "Your order is placed",
  offlineQuote: "Quote this order number with your payment:",
  offlineWaits: "The order waits for its payment until {{when}}.",
  offlineWaiting: "Waiting for the administrator to confirm the payment…",
  paidByHand: "Payment confirmed by the administrator",
  howToPay: "How to pay",
} as const;

export type CommerceCatalogue = Widen<typeof commerceEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    commerce: CommerceCatalogue;
  }
}

/** The commerce namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const commerceNs = defineNamespace("commerce", commerceEn, () =>
  import("./i18nZh").then((module) => module.commerceZh),
);

/** What a package or pack grants: GB of storage or tokens. */
export function grantsText(t: NsT<"commerce">, kind: PackageKind, amount: number): string {
  return t(kind === "storage" ? "grants.storage" : "grants.token", { amount });
}

/** A package's extras (workflow storage, running jobs), or "" when it has none. */
export function extrasText(t: NsT<"commerce">, gb: number, jobs: number): string {
  const parts = [
    gb > 0 ? t("extras.storage", { gb }) : "",
    jobs > 0 ? t("extras.jobs", { count: jobs }) : "",
  ];
  return parts.filter(Boolean).join(t("extras.separator"));
}

/** A discount by its percentage off ("20% off"; in Chinese the tenths paid, "8 折"). */
export function offText(t: NsT<"commerce">, percent: number): string {
  return t("off", { percent });
}

/** A card number no card has is DBDataNotExist: the toast names the card number, not "the data". */
export function unknownCardContext(t: NsT<"commerce">): ReportOptions {
  return { messages: { DBDataNotExist: t("unknownCard") } };
}
