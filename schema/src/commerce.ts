/**
 * Commerce rules shared by the gateway and the web (spec §3, §5, §9; DESIGN §6b): packages and their
 * prices, recharge card batches and the check-in settings. Money is integer fen, storage is GB,
 * expiry is months; a discount is in (0, 1] and shown as '% off' on a scale of 10 per 1.
 */
import { z } from "zod";
import { maxOrderQuantity } from "./limits.js";

export const packageKinds = ["storage", "token"] as const;
export type PackageKind = (typeof packageKinds)[number];

/** The most units of one package in one order. */
export { maxOrderQuantity };
/** The most cards in one generated batch. */
export const maxCardBatch = 1000;
/** The largest grant of one package unit or one card: 1 PB of storage, or 10^12 tokens. */
const maxStorageGb = 1024 * 1024;
const maxTokens = 1_000_000_000_000;
/** The most running jobs one package unit, credit or base setting adds. */
const maxRunningJobs = 10_000;
/** Characters of each language's offline-payment text. */
export const offlinePaymentMaxChars = 2000;
/** Characters of the reason given when an order is marked paid by hand. */
export const markPaidReasonMaxChars = 500;

/**
 * What a storage package (and a storage credit) may grant besides its GB: workflow storage (job
 * results) in GB and running jobs. Both are per unit, copied onto the pack when it is created, and
 * count while the pack is active.
 */
const workflowStorageGb = z.number().int().min(0).max(maxStorageGb).default(0);
const runningJobs = z.number().int().min(0).max(maxRunningJobs).default(0);

const discount = z.number().gt(0, "must be above 0").max(1, "must be at most 1");

export const quantityDiscountSchema = z.object({
  Quantity: z.number().int().min(2).max(maxOrderQuantity),
  Discount: discount,
});

export const limitedDiscountSchema = z
  .object({
    Enabled: z.boolean(),
    Discount: discount,
    /** How many days from `From` the discount lasts; above 0 when enabled. */
    Days: z.number().int().min(0).max(3650),
    /** When the discount starts (ISO date); the save time when omitted. */
    From: z.string().datetime({ offset: true }).optional(),
  })
  .refine((value) => !value.Enabled || value.Days > 0, {
    message: "must be above 0 when the discount is enabled",
    path: ["Days"],
  });

export const packageInput = z
  .object({
    Kind: z.enum(packageKinds),
    Name: z.string().trim().min(1).max(100),
    NameZh: z.string().trim().max(100).default(""),
    Description: z.string().max(2000).default(""),
    /** GB for a storage package, tokens for a token package: what one unit grants. */
    Grants: z.number().int().positive(),
    /** Workflow storage (GB) one unit of a storage package grants. */
    WorkflowStorageGb: workflowStorageGb,
    /** Running jobs one unit of a storage package adds. */
    RunningJobs: runningJobs,
    /** Price of one unit in fen (1 yuan = 100 fen). */
    UnitPrice: z.number().int().min(1).max(100_000_000),
    ExpiryMonths: z.number().int().min(1).max(120),
    Discounts: z.array(quantityDiscountSchema).max(20).default([]),
    /** A time-limited discount (token packages only). */
    LimitedDiscount: limitedDiscountSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const limit = value.Kind === "storage" ? maxStorageGb : maxTokens;
    if (value.Grants > limit) ctx.addIssue({ code: "custom", path: ["Grants"], message: `at most ${limit}` });
    const seen = new Set<number>();
    value.Discounts.forEach((d, index) => {
      if (seen.has(d.Quantity))
        ctx.addIssue({
          code: "custom",
          path: ["Discounts", index, "Quantity"],
          message: "duplicate quantity",
        });
      seen.add(d.Quantity);
    });
    if (value.LimitedDiscount?.Enabled && value.Kind !== "token")
      ctx.addIssue({ code: "custom", path: ["LimitedDiscount"], message: "only token packages have one" });
    extraGrantIssues(value, ctx);
  });
export type PackageInput = z.infer<typeof packageInput>;

/** Workflow storage and running jobs come with storage only. */
function extraGrantIssues(
  value: { Kind: PackageKind; WorkflowStorageGb: number; RunningJobs: number },
  ctx: z.RefinementCtx,
): void {
  if (value.Kind === "storage") return;
  for (const key of ["WorkflowStorageGb", "RunningJobs"] as const)
    if (value[key] > 0) ctx.addIssue({ code: "custom", path: [key], message: "only storage grants it" });
}

export interface PriceParts {
  unitPrice: number;
  discounts: readonly { Quantity: number; Discount: number }[];
  limitedDiscount: { Enabled: boolean; Discount: number; Days: number; From?: string } | null;
}

/** The best quantity discount that applies to `quantity` units (1 when none does). */
export function quantityDiscount(parts: Pick<PriceParts, "discounts">, quantity: number): number {
  let best = 1;
  for (const d of parts.discounts) if (quantity >= d.Quantity && d.Discount < best) best = d.Discount;
  return best;
}

/** The time-limited discount when it is running at `now` (1 otherwise). */
export function limitedDiscountAt(parts: Pick<PriceParts, "limitedDiscount">, now: Date): number {
  const limited = parts.limitedDiscount;
  if (!limited?.Enabled || !limited.From) return 1;
  const from = Date.parse(limited.From);
  const until = from + limited.Days * 24 * 3600 * 1000;
  return now.getTime() >= from && now.getTime() < until ? limited.Discount : 1;
}

/** The amount of an order in fen: unit price x quantity x the discounts, rounded to the fen. */
export function orderAmount(parts: PriceParts, quantity: number, now: Date): number {
  return Math.round(
    parts.unitPrice * quantity * quantityDiscount(parts, quantity) * limitedDiscountAt(parts, now),
  );
}

/** '% off' on a scale of 10 per 1: 0.9 is 10% off; 1 is no discount (spec §9). */
export function percentOff(discountValue: number): number {
  return Math.round((1 - discountValue) * 100);
}

/** Fen as yuan with two decimals (spec §9). */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

export const cardBatchInput = z.object({
  Kind: z.enum(packageKinds),
  /** GB or tokens the card grants. */
  Grants: z.number().int().positive().max(maxTokens),
  /** How long the resource pack a card creates lasts. */
  ExpiryMonths: z.number().int().min(1).max(120),
  /** The last moment the card can be redeemed (ISO date). */
  ExpiresAt: z.string().datetime({ offset: true }),
  Count: z.number().int().min(1).max(maxCardBatch),
  Note: z.string().max(200).default(""),
});
export type CardBatchInput = z.infer<typeof cardBatchInput>;

/** Card numbers: 20 characters of Crockford's base32 (100 bits), in groups of 4 for reading aloud. */
export const cardNumberAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const cardNumberLength = 20;

/** A typed card number as stored: upper case, without separators; O, I and L read as 0, 1 and 1. */
export function normalizeCardNumber(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

export const redeemCardInput = z.object({
  CardNo: z
    .string()
    .max(64)
    .transform(normalizeCardNumber)
    .pipe(
      z.string().regex(new RegExp(`^[${cardNumberAlphabet}]{${cardNumberLength}}$`), "not a card number"),
    ),
});

/** Failed redemptions one user may make in an hour before DBRateLimit. */
export const cardFailuresPerHour = 10;

export const checkInConfigSchema = z.object({
  /** Tokens of each day's check-in. */
  DailyTokens: z.number().int().min(0).max(1_000_000),
  /** Consecutive days that make a cycle; the cycle's last day adds the bonus. */
  CycleDays: z.number().int().min(2).max(365),
  CycleBonusTokens: z.number().int().min(0).max(10_000_000),
  /** IANA time zone in which check-in days are counted. */
  TimeZone: z.string().refine(isTimeZone, "not a time zone"),
});
export type CheckInConfig = z.infer<typeof checkInConfigSchema>;

export const defaultCheckInConfig: CheckInConfig = {
  DailyTokens: 10,
  CycleDays: 7,
  CycleBonusTokens: 50,
  TimeZone: "Asia/Shanghai",
};

/** The offline-payment text of the commerce settings, in English and in Chinese. */
export const offlinePaymentSchema = z.object({
  En: z.string().max(offlinePaymentMaxChars),
  Zh: z.string().max(offlinePaymentMaxChars),
});
export type OfflinePayment = z.infer<typeof offlinePaymentSchema>;

/** The back office's commerce settings: the switches of spec §8 and the check-in amounts. */
export const commerceConfigSchema = z.object({
  /** Users may buy packages (ForntendBuyDisabled when off). */
  Buy: z.boolean(),
  /** The back office may credit users directly (BackendRechargeDisabled when off). */
  BackendRecharge: z.boolean(),
  /** Users may apply for invoices (InvoiceApplyDisabled when off). */
  InvoiceApply: z.boolean(),
  CheckIn: checkInConfigSchema,
  /**
   * Workflow storage (job results: outputs and logs) every user has before packs, in GB. Defaults
   * keep a document saved before the setting existed valid.
   */
  BaseWorkflowStorageGb: z.number().int().min(0).max(maxStorageGb).default(10),
  /** Jobs every user may have unfinished at once before packs. */
  BaseRunningJobs: z.number().int().min(1).max(maxRunningJobs).default(5),
  /**
   * What a buyer reads where the pay buttons would be while no payment provider is configured (how
   * to pay offline, whom to contact), in each language; plain text, shown with its line breaks.
   */
  OfflinePayment: offlinePaymentSchema.default({ En: "", Zh: "" }),
});
export type CommerceConfig = z.infer<typeof commerceConfigSchema>;

export const defaultCommerceConfig: CommerceConfig = {
  Buy: true,
  BackendRecharge: true,
  InvoiceApply: true,
  CheckIn: defaultCheckInConfig,
  BaseWorkflowStorageGb: 10,
  BaseRunningJobs: 5,
  OfflinePayment: { En: "", Zh: "" },
};

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The back office credits a normal user directly (BackendRechargeDisabled when switched off). */
export const adminCreditInput = z
  .object({
    UserId: z.number().int().positive(),
    Kind: z.enum(packageKinds),
    /** GB or tokens. */
    Amount: z.number().int().positive().max(maxTokens),
    /** Workflow storage GB and running jobs a storage credit adds. */
    WorkflowStorageGb: workflowStorageGb,
    RunningJobs: runningJobs,
    ExpiryMonths: z.number().int().min(1).max(120),
    Note: z.string().max(200).default(""),
  })
  .superRefine(extraGrantIssues);

/** Order states (spec §4): pending payment, paid, cancelled; any other move is OrderStatusInvalid. */
export const orderStates = ["pending", "paid", "cancelled"] as const;
export type OrderState = (typeof orderStates)[number];

export const paymentProviders = ["wechat", "alipay"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** How long an order waits for its payment before it is cancelled. */
export const orderPaymentMinutes = 30;

/**
 * How long an order placed while no payment provider is configured waits: the buyer pays offline
 * (a transfer, an invoice) and the back office marks it paid by hand, which takes days, not minutes.
 */
export const offlineOrderDays = 14;

/** The back office marks a pending order paid by hand (money received offline), saying why. */
export const markOrderPaidInput = z.object({
  Id: z.number().int().positive(),
  Reason: z.string().trim().min(1, "a reason is required").max(markPaidReasonMaxChars),
});

/**
 * The owner's "check payment" asks the provider about a pending order at most this often; more
 * frequent checks answer the order as it is.
 */
export const orderCheckSeconds = 5;

/**
 * What a verified notification (or a provider's answer to a query) did: paid the order; repeated a
 * payment already counted; reported a second payment of a paid order (duplicate); came after the
 * order was cancelled (late); reported another amount (mismatch); named no order of ours (unknown);
 * reported no completed payment (unpaid).
 */
export const notifyOutcomes = [
  "paid",
  "already",
  "duplicate",
  "late",
  "mismatch",
  "unknown",
  "unpaid",
] as const;
export type NotifyOutcome = (typeof notifyOutcomes)[number];

/** Money received that paid nothing: the back office may refund it. */
export const refundableOutcomes = [
  "late",
  "mismatch",
  "duplicate",
] as const satisfies readonly NotifyOutcome[];

/** Whether the row came as a notification or as the provider's answer to our query. */
export const notifySources = ["notify", "query"] as const;
export type NotifySource = (typeof notifySources)[number];

/** A refund: asked for (processing), done by the provider (success), or refused (failed, may be retried). */
export const refundStates = ["processing", "success", "failed"] as const;
export type RefundState = (typeof refundStates)[number];

/** What a user sends to order: never a price or an amount (the server computes them). */
export const createOrderInput = z
  .object({
    PackageId: z.number().int().positive(),
    Quantity: z.number().int().min(1).max(maxOrderQuantity),
  })
  .strict();

export const payOrderInput = z.object({
  Id: z.number().int().positive(),
  Provider: z.enum(paymentProviders),
});

/** Invoice states: applied for, then issued with its PDF. */
export const invoiceStates = ["applied", "issued"] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** A user applies for an invoice for paid orders of theirs not invoiced yet. */
export const invoiceApplyInput = z.object({
  OrderIds: z.array(z.number().int().positive()).min(1).max(100),
  /** The buyer's name on the invoice (a person or a company). */
  Title: z.string().trim().min(1).max(100),
  /** Taxpayer identification number: 15 to 20 letters and digits (empty for a person). */
  TaxNo: z
    .string()
    .trim()
    .regex(/^([0-9A-Z]{15,20})?$/, "15 to 20 upper-case letters and digits")
    .default(""),
  Email: z.string().trim().email().max(200),
});

/** The largest invoice PDF the back office may attach. */
export const invoicePdfMaxBytes = 10 * 1024 * 1024;
