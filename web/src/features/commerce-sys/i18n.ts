/** The back office's commerce screens' strings (loaded with the feature's chunk). */
import { defineNamespace, type NsT, type Widen } from "../../i18n";

export const commerceSysEn = {
  // Shared words
  kinds: { storage: "Storage", token: "Tokens" },
  unit: { storage: "GB", token: "tokens" },
  user: "User",
  anyUser: "Choose a user…",
  userId: "User ID",
  noUser: "No user with that account",
  percentOff: "{{percent}}% off",
  noDiscount: "No discount",
  note: "Note",
  kind: "Kind",
  amount: "Amount",
  downloadCsv: "Export CSV",

  // Orders
  orders: {
    title: "Orders",
    intro: "Every user's package orders, newest first. Amounts are computed by the server when ordering.",
    outTradeNo: "Order number",
    buyer: "Buyer",
    package: "Package",
    quantity: "Quantity",
    amount: "Amount (¥)",
    status: "Status",
    provider: "Payment",
    paidAt: "Paid",
    states: { pending: "Awaiting payment", paid: "Paid", cancelled: "Cancelled" },
    providers: { wechat: "WeChat Pay", alipay: "Alipay" },
    byHand: "By hand ({{account}})",
    markPaid: "Mark paid",
    markPaidTitle: "Mark order {{no}} paid",
    markPaidHint:
      "Only when ¥{{amount}} from {{buyer}} was received outside the platform (a transfer, cash). This cannot be undone.",
    markPaidCredit: "The buyer is credited the order's pack at once, exactly as a provider's payment would.",
    reason: "Reason (kept with your account)",
    reasonHint: "e.g. bank transfer received on 2026-11-28, reference 4411",
    reasonRequired: "Say why the order is paid",
    markedPaid: "Order {{no}} is paid and its pack credited.",
    cancel: "Cancel",
  },
  userOrders: {
    title: "User orders",
    intro: "One user's orders and resource packs. Choose the user by account or by ID.",
    pick: "Choose a user to see their orders and resource packs.",
    orders: "Orders",
    packs: "Resource packs",
    of: "User {{account}}",
    credit: "Credit this user",
  },

  // Resource packs
  packs: {
    title: "User resource packs",
    intro:
      "What users hold from orders, recharge cards and direct credits: storage raises the quota, tokens are credited to the balance.",
    holder: "Holder",
    source: "Source",
    sources: { order: "Order", card: "Recharge card", admin: "Back office" },
    startsAt: "Starts",
    expiresAt: "Expires",
    active: "Active",
    activeYes: "Active",
    activeNo: "Ended",
    credit: "Credit a user",
    creditTitle: "Credit a user",
    creditHint: "Creates a resource pack for the user at once; tokens go to their balance.",
    creditWorkflowStorageGb: "Workflow storage (GB)",
    creditRunningJobs: "Running jobs",
    expiryMonths: "Expiry (months)",
    credited: "{{account}} was credited.",
    noteOrder: "Order {{outTradeNo}}",
    noteCard: "Recharge card {{cardNo}}",
  },

  // A project's own tokens (issue 28 item 2)
  projectTokens: {
    open: "Adjust a project's tokens",
    title: "Adjust a project's tokens",
    hint: "Adds tokens to a project's own balance, or removes some (a negative amount). The project's ledger records the reason and who did it. A removal never takes more than the project has available.",
    projectId: "Project ID",
    find: "Find",
    finding: "Reading the project…",
    project: "“{{name}}”, owners: {{owners}}",
    tokens:
      "Balance {{balance, number}} · held by running jobs {{held, number}} · available {{available, number}}",
    amount: "Tokens (+ to add, − to remove)",
    reason: "Reason",
    rule: "Enter a whole number of tokens from −{{max, number}} to {{max, number}}, not 0, and a reason.",
    submit: "Adjust",
    working: "Adjusting the project's tokens…",
    done: "“{{name}}” now has {{balance, number}} tokens.",
  },

  // Recharge cards
  cards: {
    title: "Recharge cards",
    intro:
      "Cards users redeem for storage or tokens (academic and individual accounts). Generate them in batches and hand out the exported CSV.",
    cardNo: "Card number",
    batch: "Batch",
    batchFilter: "Batch",
    batchPlaceholder: "Batch name",
    showBatch: "Show this batch only",
    lasting_one: "for {{count}} month",
    lasting_other: "for {{count}} months",
    grants: "Grants",
    expiryMonths: "Pack expiry (months)",
    expiresAt: "Redeem by",
    state: "State",
    anyState: "Any state",
    states: { unused: "Unused", used: "Used", expired: "Expired", deleted: "Deleted" },
    usedBy: "Used by",
    generate: "Generate batch",
    generateTitle: "Generate a batch of cards",
    generateHint: "Each card grants the amount once, as a resource pack lasting the expiry months.",
    count: "Number of cards",
    cardExpiry: "Card expiry date",
    cardExpiryHint: "Cards can be redeemed until the end of this day.",
    generated_one: "{{count}} card was generated in batch {{batch}}.",
    generated_other: "{{count}} cards were generated in batch {{batch}}.",
    generatedTitle: "Batch generated",
    generatedBody: "Download the card numbers now, or later from the list (filter by the batch).",
    exportBatch: "Export batch {{batch}}",
    exportFiltered: "Export this batch",
    remove: "Delete card",
    removeConfirm: "Delete the card {{cardNo}}? It can no longer be redeemed.",
    recovered: "The card {{cardNo}} can be redeemed again.",
  },

  // Packages
  packages: {
    title: "Packages",
    intro:
      "What users can buy: storage in GB or tokens, at a unit price in yuan with quantity discounts. The order here is the order on sale.",
    createToken: "New token package",
    createStorage: "New storage package",
    editTitle: "Edit {{name}}",
    name: "Name",
    nameZh: "Chinese name",
    description: "Description",
    grants: "Grants per unit",
    workflowStorageGb: "Workflow storage per unit",
    runningJobs: "Running jobs per unit",
    extraGrantsHint:
      "Besides its GB, a storage package may add workflow storage (job results) and running jobs; they count while the pack is active.",
    extraGrants: "Also grants",
    extraGrantsValue: {
      storage: "{{gb, number}} GB workflow",
      jobs_one: "+{{count}} running job",
      jobs_other: "+{{count}} running jobs",
      separator: ", ",
    },
    unitPrice: "Unit price (¥)",
    expiryMonths: "Expiry (months)",
    discounts: "Quantity discounts",
    discountsHint: "From a quantity on, each unit costs the price × the discount (0.9 is 10% off).",
    noDiscounts: "No quantity discount.",
    quantity: "From quantity",
    discount: "Discount",
    addDiscount: "Add a discount",
    removeDiscount: "Remove this discount",
    limited: "Time-limited discount",
    limitedHint: "Token packages only: the discount applies to every order in its period.",
    limitedEnabled: "Enabled",
    limitedDays: "Days",
    limitedFrom: "From",
    limitedFromHint: "Empty: from the time it is saved",
    limitedNow: "{{percent}}% off now",
    up: "Move up",
    down: "Move down",
    saved: "The package was saved.",
    removed: "The package was removed.",
    recovered: "{{name}} was recovered.",
  },

  // Check-in settings and switches
  settings: {
    title: "Check-in and commerce switches",
    intro:
      "Switch buying, back-office credits and invoice applications on or off, set the daily check-in gift (users do not see the amounts), and write how to pay offline while no payment provider is configured.",
    switches: "Switches",
    buy: "Users may buy packages",
    backendRecharge: "The back office may credit users directly",
    invoiceApply: "Users may apply for invoices",
    checkIn: "Daily check-in",
    dailyTokens: "Tokens per check-in",
    cycleDays: "Days in a cycle",
    cycleBonusTokens: "Bonus tokens at the end of a cycle",
    timeZone: "Time zone of the check-in day",
    timeZoneHint: "An IANA name, e.g. Asia/Shanghai",
    save: "Save settings",
    saved: "The settings were saved.",
    readOnly: "You may read these settings; changing them needs User.ResourcePack.Update.",
    limits: "Limits before packs",
    limitsHint:
      "What every user has without a pack; active storage packs add what their package grants, until they expire.",
    baseWorkflowStorageGb: "Workflow storage (GB, job results)",
    baseRunningJobs: "Running jobs at once",
    offline: "Offline payment",
    offlineHint:
      "Shown to buyers instead of the pay buttons while no payment provider (WeChat Pay, Alipay) is configured, and with the order number once they place an order: say how to pay and whom to contact. Plain text; line breaks are kept.",
    offlineEn: "Text in English",
    offlineZh: "Text in Chinese",
  },

  // Invoices
  invoices: {
    title: "Invoices",
    intro: "Invoice applications of users' paid orders, applied-for first. Issue one by uploading its PDF.",
    applicant: "Applicant",
    invoiceTitle: "Title",
    taxNo: "Tax number",
    email: "E-mail",
    amount: "Amount (¥)",
    orders: "Orders",
    status: "Status",
    states: { applied: "Applied for", issued: "Issued" },
    issuedAt: "Issued",
    issue: "Issue",
    reissue: "Replace the PDF",
    issueTitle: "Issue the invoice “{{title}}”",
    issueHint: "Amount ¥{{amount}}. Upload the invoice as a PDF (at most 10 MB).",
    choosePdf: "Choose the PDF",
    upload: "Upload and issue",
    uploading: "Uploading… {{percent}}%",
    notPdf: "Choose a PDF file",
    tooLarge: "The PDF must be at most 10 MB",
    issued: "The invoice was issued.",
    download: "Download the PDF",
  },

  // Payment notifications and refunds
  notifies: {
    title: "Payment notifications",
    intro:
      "Every verified notification of WeChat Pay and Alipay, and every answer to our query about an order whose notification never came, newest first. Money that paid nothing (after the order was cancelled, another amount, a second payment) can be refunded.",
    receivedAt: "Received",
    provider: "Provider",
    source: "Came as",
    sources: { notify: "Notification", query: "Our query" },
    outTradeNo: "Order number",
    orderId: "Order ID",
    outcome: "Outcome",
    outcomes: {
      paid: "Paid the order",
      already: "Already counted",
      duplicate: "Second payment",
      late: "Late (order cancelled)",
      mismatch: "Another amount",
      unknown: "Unknown order",
      unpaid: "Not paid",
    },
    amount: "Amount (¥)",
    providerTradeNo: "Provider's trade number",
    refund: "Refund",
    refundStates: { processing: "Refund in progress", success: "Refunded", failed: "Refund failed" },
    refundAction: "Refund",
    refundTitle: "Refund the payment of order {{outTradeNo}}",
    refundHint:
      "¥{{amount}} goes back to the payer through {{provider}}. The order itself does not change. A payment is refunded once, however often this is asked.",
    refundConfirm: "Refund",
    refunding: "Asking the provider…",
    refunded: "The payment was refunded.",
    refundedBy: "Refunded by",
    refundId: "Provider's refund id",
    refundNo: "Our refund number",
    refundedAt: "Asked",
    refundError: "The provider's answer",
    retry: "Refund again",
    checkRefund: "Ask where it stands",
    stillProcessing: "The provider is still processing the refund; ask again later.",
    refundClosed: "The refund did not go through: {{error}}",
    notRefundable: "This payment paid its order: there is nothing to refund.",
  },

  // Form messages (the shared zod rules' issues)
  issues: {
    required: "Required",
    number: "Enter a number",
    integer: "Enter a whole number",
    atLeast: "At least {{min}}",
    above: "Must be above {{min}}",
    atMost: "At most {{max}}",
    duplicateQuantity: "This quantity already has a discount",
    onlyToken: "Only token packages have a time-limited discount",
    daysWhenEnabled: "Must be above 0 while the discount is enabled",
    timeZone: "Not a time zone",
    date: "Enter a date",
    price: "Enter an amount in yuan with at most 2 decimals",
    tooLong: "At most {{max}} characters",
    tooMany: "At most {{max}} entries",
  },
} as const;

export type CommerceSysCatalogue = Widen<typeof commerceSysEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    commerceSys: CommerceSysCatalogue;
  }
}

/** The back office's commerce namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const commerceSysNs = defineNamespace("commerceSys", commerceSysEn, () =>
  import("./i18nZh").then((module) => module.commerceSysZh),
);

/** What a storage package or pack grants besides its GB (workflow storage, running jobs), or "". */
export function extraGrantsText(t: NsT<"commerceSys">, gb: number, jobs: number): string {
  const parts = [
    gb > 0 ? t("packages.extraGrantsValue.storage", { gb }) : "",
    jobs > 0 ? t("packages.extraGrantsValue.jobs", { count: jobs }) : "",
  ];
  return parts.filter(Boolean).join(t("packages.extraGrantsValue.separator"));
}
