/**
 * Orders paid with WeChat Pay and Alipay (issue 11): the real SDKs against local fakes of the
 * providers' HTTP APIs that sign with key pairs made at test time. Create, pay (QR), notify, verify;
 * replayed, concurrent, forged, tampered, stale, wrong-amount and unknown-order notifications; cancel,
 * expiry and late payments; amounts computed on the server.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentNotifies, resourcePacks } from "../../gateway/src/db/commerce.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import {
  rsaKeyPair,
  startFakeAlipay,
  startFakeWechatPay,
  type FakeAlipay,
  type FakeWechatPay,
} from "../support/payments.js";
import { tokenBalance, ledgerTotal } from "../support/tokens.js";

const publicUrl = "https://crucible.example.org";

let wechat: FakeWechatPay;
let alipay: FakeAlipay;
let t: TestApp;
let admin: Client;
let alice: NormalUser;
let packageId = 0;

interface OrderView {
  Id: number;
  OutTradeNo: string;
  Amount: number;
  Status: string;
  Provider: string | null;
  CodeUrl: string | null;
  Package: { Grants: number; Discount: number };
}

const balance = (user: NormalUser) => tokenBalance(user.client);

const ledgerSum = (userId: number) => ledgerTotal(t.app.services.db, userId);

async function order(
  user: NormalUser,
  quantity = 1,
  provider: "wechat" | "alipay" = "wechat",
): Promise<OrderView> {
  const made = await user.client.ok<OrderView>("/api/user_order/create", {
    PackageId: packageId,
    Quantity: quantity,
  });
  return user.client.ok<OrderView>("/api/user_order/pay", { Id: made.Id, Provider: provider });
}

async function statusOf(user: NormalUser, id: number): Promise<string> {
  return (await user.client.ok<OrderView>(`/api/user_order/read/${id}`)).Status;
}

beforeAll(async () => {
  wechat = await startFakeWechatPay();
  alipay = await startFakeAlipay();
  t = await startApp({ env: { ...wechat.env(publicUrl), ...alipay.env(publicUrl) } });
  wechat.deliverTo(t.url);
  alipay.deliverTo(t.url);
  admin = await t.admin();
  alice = await registerUser(t);
  const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
    Kind: "token",
    Name: "1000 tokens",
    Grants: 1000,
    UnitPrice: 990,
    ExpiryMonths: 12,
    Discounts: [{ Quantity: 5, Discount: 0.9 }],
  });
  packageId = made.Id;
});

afterAll(async () => {
  await t?.stop();
  await wechat?.stop();
  await alipay?.stop();
});

describe("an order paid with WeChat Pay", () => {
  it("costs what the server computes, shows the QR code, and credits the pack once when notified", async () => {
    const before = await balance(alice);
    const refusedAmount = await alice.client.rest("/api/user_order/create", {
      PackageId: packageId,
      Quantity: 5,
      Amount: 1,
    });
    expect(refusedAmount.body.Error?.Type).toBe("ServerInvalidParameter");

    const paying = await order(alice, 5);
    // 5 x 9.90 yuan at 10% off.
    expect(paying).toMatchObject({ Amount: 4455, Status: "pending", Provider: "wechat" });
    expect(paying.CodeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wechat.orders.get(paying.OutTradeNo)).toEqual({
      outTradeNo: paying.OutTradeNo,
      amount: 4455,
      notifyUrl: `${publicUrl}/api/pay/wechat/notify`,
    });
    const graph = await alice.client.gqlData<{ myOrder: { qrImage: string; status: string } }>(
      `query($id: ID!) { myOrder(id: $id) { qrImage status } }`,
      { id: String(paying.Id) },
    );
    expect(graph.myOrder.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(graph.myOrder.qrImage.split(",")[1]!, "base64").toString()).toContain("<svg");

    const sent = await wechat.pay(paying.OutTradeNo);
    expect(sent.status).toBe(204);
    expect(await statusOf(alice, paying.Id)).toBe("paid");
    expect(await balance(alice)).toBe(before + 5000);
    const [pack] = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.orderId, paying.Id));
    expect(pack).toMatchObject({ source: "order", kind: "token", amount: 5000 });

    // The same notification again, and ten times at once: acknowledged, credited once.
    expect((await wechat.pay(paying.OutTradeNo, { notifyId: sent.notifyId })).status).toBe(204);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => wechat.pay(paying.OutTradeNo, { notifyId: sent.notifyId })),
    );
    expect(again.every((r) => r.status === 204)).toBe(true);
    expect(await balance(alice)).toBe(before + 5000);
    expect(await ledgerSum(alice.id)).toBe(await balance(alice));
  });

  it("credits once when the first notification arrives ten times at once", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => wechat.pay(paying.OutTradeNo, { notifyId: "same-notification" })),
    );
    expect(results.every((r) => r.status === 204)).toBe(true);
    expect(await balance(user)).toBe(before + 2000);
    const packs = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.orderId, paying.Id));
    expect(packs).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(await balance(user));
  });

  it("changes nothing for a forged, tampered or stale notification, and refuses it", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user);
    const other = rsaKeyPair();
    for (const options of [{ signWith: other.privateKey }, { tamper: true }, { ageSeconds: 600 }]) {
      const sent = await wechat.pay(paying.OutTradeNo, options);
      expect([sent.status, JSON.parse(sent.body).code]).toEqual([401, "FAIL"]);
    }
    expect(await statusOf(user, paying.Id)).toBe("pending");
    expect(await balance(user)).toBe(before);
    expect(t.log.some((line) => line.msg.includes("wechat notify refused"))).toBe(true);
  });

  it("refuses an answer of the API that is not signed by WeChat Pay: no QR code, the order still waits", async () => {
    const user = await registerUser(t);
    const made = await user.client.ok<OrderView>("/api/user_order/create", {
      PackageId: packageId,
      Quantity: 1,
    });
    wechat.forgeAnswers(rsaKeyPair().privateKey);
    try {
      const forged = await user.client.rest("/api/user_order/pay", { Id: made.Id, Provider: "wechat" });
      expect(forged.body.Error?.Type).toBe("OrderPaymentFailed");
    } finally {
      wechat.forgeAnswers(null);
    }
    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, made.Id));
    expect(row).toMatchObject({ status: "pending", codeUrl: null });
    const paying = await user.client.ok<OrderView>("/api/user_order/pay", {
      Id: made.Id,
      Provider: "wechat",
    });
    expect(paying.CodeUrl).toMatch(/^weixin:/);
  });

  it("changes nothing for another amount or an unknown order, but acknowledges them", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user);
    const short = await wechat.pay(paying.OutTradeNo, { amount: 1 });
    expect(short.status).toBe(204);
    const unknown = await wechat.pay(paying.OutTradeNo, { outTradeNo: "CR20260101FFFFFFFFFFFFFFFF" });
    expect(unknown.status).toBe(204);
    expect(await statusOf(user, paying.Id)).toBe("pending");
    expect(await balance(user)).toBe(before);
    const seen = await t.app.services.db
      .select({ outcome: paymentNotifies.outcome })
      .from(paymentNotifies)
      .where(eq(paymentNotifies.notifyId, short.notifyId));
    expect(seen).toEqual([{ outcome: "mismatch" }]);
  });
});

describe("an order paid with Alipay", () => {
  it("shows Alipay's QR code and is paid by its RSA2-signed notification, answered 'success'", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user, 1, "alipay");
    expect(paying.Provider).toBe("alipay");
    expect(paying.CodeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(alipay.orders.get(paying.OutTradeNo)?.amount).toBe(990);

    const forged = await alipay.pay(paying.OutTradeNo, { signWith: rsaKeyPair().privateKey });
    expect([forged.status, forged.body]).toEqual([200, "fail"]);
    const tampered = await alipay.pay(paying.OutTradeNo, { tamper: true });
    expect(tampered.body).toBe("fail");
    expect(await statusOf(user, paying.Id)).toBe("pending");

    const sent = await alipay.pay(paying.OutTradeNo);
    expect([sent.status, sent.body]).toEqual([200, "success"]);
    expect(await statusOf(user, paying.Id)).toBe("paid");
    expect(await balance(user)).toBe(before + 1000);
    expect((await alipay.pay(paying.OutTradeNo, { notifyId: sent.notifyId })).body).toBe("success");
    expect(await balance(user)).toBe(before + 1000);
  });

  it("pays an order started with WeChat Pay whose buyer then chose Alipay", async () => {
    const user = await registerUser(t);
    const first = await order(user, 1, "wechat");
    const second = await user.client.ok<OrderView>("/api/user_order/pay", {
      Id: first.Id,
      Provider: "alipay",
    });
    expect(second.OutTradeNo).toBe(first.OutTradeNo);
    await alipay.pay(second.OutTradeNo);
    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, first.Id));
    expect(row).toMatchObject({ status: "paid", provider: "alipay" });
  });
});

describe("order states", () => {
  it("lets the owner cancel a pending order once; a payment arriving after that changes nothing", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user);
    const bob = await registerUser(t);
    expect((await bob.client.rest(`/api/user_order/cancel/${paying.Id}`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await user.client.ok<OrderView>(`/api/user_order/cancel/${paying.Id}`)).Status).toBe("cancelled");
    expect((await user.client.rest(`/api/user_order/cancel/${paying.Id}`)).body.Error?.Type).toBe(
      "OrderStatusInvalid",
    );
    const late = await wechat.pay(paying.OutTradeNo);
    expect(late.status).toBe(204);
    expect(await statusOf(user, paying.Id)).toBe("cancelled");
    expect(await balance(user)).toBe(before);
    const repay = await user.client.rest("/api/user_order/pay", { Id: paying.Id, Provider: "wechat" });
    expect(repay.body.Error?.Type).toBe("OrderStatusInvalid");
  });

  it("cancels an order whose payment window closed", async () => {
    const user = await registerUser(t);
    const paying = await order(user);
    const { ExpiresAt } = await user.client.ok<{ ExpiresAt: string }>(`/api/user_order/read/${paying.Id}`);
    expect(await statusOf(user, paying.Id)).toBe("pending");
    t.clock.advance(Date.parse(ExpiresAt) - t.clock.ms() + 1000);
    expect(await statusOf(user, paying.Id)).toBe("cancelled");
  });

  it("keeps what was ordered when the package is removed while the order waits", async () => {
    const user = await registerUser(t);
    const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "storage",
      Name: "Short-lived",
      Grants: 3,
      UnitPrice: 500,
      ExpiryMonths: 1,
    });
    const created = await user.client.ok<OrderView>("/api/user_order/create", {
      PackageId: made.Id,
      Quantity: 2,
    });
    const paying = await user.client.ok<OrderView>("/api/user_order/pay", {
      Id: created.Id,
      Provider: "wechat",
    });
    await admin.ok(`/api/sys/user_resource_pack_package/delete_soft/${made.Id}`);
    expect(
      (await user.client.rest("/api/user_order/create", { PackageId: made.Id, Quantity: 1 })).body.Error
        ?.Type,
    ).toBe("DBDataNotExist");
    await wechat.pay(paying.OutTradeNo);
    const [pack] = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.orderId, paying.Id));
    expect(pack).toMatchObject({ kind: "storage", amount: 6 });
  });

  it("refuses quantities out of range and buying when it is switched off", async () => {
    for (const quantity of [0, -3, 1001, 2.5]) {
      const result = await alice.client.rest("/api/user_order/create", {
        PackageId: packageId,
        Quantity: quantity,
      });
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
      "/api/sys/key_data/commerce_config/read_data_json",
    );
    await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
      DataJson: { ...DataJson, Buy: false },
    });
    try {
      const off = await alice.client.rest("/api/user_order/create", { PackageId: packageId, Quantity: 1 });
      expect(off.body.Error?.Type).toBe("ForntendBuyDisabled");
    } finally {
      await admin.ok("/api/sys/key_data/commerce_config/save_data_json", { DataJson });
    }
  });

  it("are listed to the back office with the buyer, and to each buyer alone", async () => {
    const listed = await admin.gqlData<{
      sysOrders: { total: number; list: { user: { account: string } | null }[] };
    }>(
      `{ sysOrders(query: { where: [{ values: [{ name: "Status", value: "paid" }] }] }) { total list { user { account } } } }`,
    );
    expect(listed.sysOrders.total).toBeGreaterThan(0);
    expect(listed.sysOrders.list.map((o) => o.user?.account)).toContain(alice.account);
    const bob = await registerUser(t);
    const mine = await bob.client.gqlData<{ myOrders: { total: number } }>(`{ myOrders { total } }`);
    expect(mine.myOrders.total).toBe(0);
    const providers = await t
      .client()
      .ok<{ WechatPay: boolean; Alipay: boolean }>("/api/user_order/providers");
    expect(providers).toMatchObject({ WechatPay: true, Alipay: true });
  });
});

describe("invoices", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

  it("are applied for paid orders once, issued with a PDF by the back office, and downloaded by their owner", async () => {
    const user = await registerUser(t);
    const first = await order(user, 1);
    const second = await order(user, 5);
    await wechat.pay(first.OutTradeNo);
    await wechat.pay(second.OutTradeNo);
    const unpaid = await order(user, 1);
    const request = { Title: "Crucible Labs Ltd", TaxNo: "91310000MA1K000001", Email: "billing@example.org" };

    const notPaid = await user.client.rest("/api/user_invoice/apply", { ...request, OrderIds: [unpaid.Id] });
    expect(notPaid.body.Error?.Type).toBe("OrderStatusInvalid");
    const theirs = await alice.client.rest("/api/user_invoice/apply", { ...request, OrderIds: [first.Id] });
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    const badTax = await user.client.rest("/api/user_invoice/apply", {
      ...request,
      TaxNo: "12",
      OrderIds: [first.Id],
    });
    expect(badTax.body.Error?.Type).toBe("ServerInvalidParameter");

    const invoice = await user.client.ok<{ Id: number; Amount: number; Status: string }>(
      "/api/user_invoice/apply",
      {
        ...request,
        OrderIds: [first.Id, second.Id],
      },
    );
    expect(invoice).toMatchObject({ Amount: 990 + 4455, Status: "applied" });
    const twice = await user.client.rest("/api/user_invoice/apply", { ...request, OrderIds: [second.Id] });
    expect(twice.body.Error?.Type).toBe("OrderStatusInvalid");

    const notPdf = await admin.rest(`/api/sys/user_invoice/issue?Id=${invoice.Id}`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "invoice.pdf", Buffer.from("<html>not a pdf</html>"), "application/pdf"),
    });
    expect(notPdf.body.Error?.Type).toBe("DBFileInvalid");
    const issued = await admin.ok<{ Status: string; PdfName: string }>(
      `/api/sys/user_invoice/issue?Id=${invoice.Id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("File", "invoice 2026.pdf", pdf, "application/pdf"),
      },
    );
    expect(issued).toMatchObject({ Status: "issued", PdfName: "invoice_2026.pdf" });

    const download = await user.client.fetch(`/api/user_invoice/pdf/${invoice.Id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    const other = await alice.client.fetch(`/api/user_invoice/pdf/${invoice.Id}`);
    expect(((await other.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");

    const mine = await user.client.gqlData<{ myInvoices: { list: { status: string; pdfName: string }[] } }>(
      `{ myInvoices { list { status pdfName } } }`,
    );
    expect(mine.myInvoices.list).toEqual([{ status: "issued", pdfName: "invoice_2026.pdf" }]);
  });

  it("answer InvoiceApplyDisabled when applications are switched off", async () => {
    const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
      "/api/sys/key_data/commerce_config/read_data_json",
    );
    await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
      DataJson: { ...DataJson, InvoiceApply: false },
    });
    try {
      const off = await alice.client.gql(
        `mutation { applyInvoice(input: { orderIds: ["1"], title: "x", email: "a@example.org" }) { id } }`,
      );
      expect(off.body.errors?.[0]?.extensions?.code).toBe("InvoiceApplyDisabled");
    } finally {
      await admin.ok("/api/sys/key_data/commerce_config/save_data_json", { DataJson });
    }
  });
});

describe("a payment whose notification never came", () => {
  it("is found by the owner's check with WeChat Pay and paid once, whoever checks how often", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user, 2);
    // Not paid yet: the provider says so and the order waits.
    const waiting = await user.client.ok<OrderView>(`/api/user_order/check/${paying.Id}`);
    expect(waiting.Status).toBe("pending");
    await t.app.services.db.update(orders).set({ checkedAt: null }).where(eq(orders.id, paying.Id));

    const lost = await wechat.pay(paying.OutTradeNo, { lost: true });
    const queriesBefore = wechat.queries;
    const checks = await Promise.all(
      Array.from({ length: 8 }, () => user.client.ok<OrderView>(`/api/user_order/check/${paying.Id}`)),
    );
    // One of the burst asked the provider; the others answered the order as it was.
    expect(wechat.queries - queriesBefore).toBe(1);
    expect(checks.some((c) => c.Status === "paid")).toBe(true);
    expect(await statusOf(user, paying.Id)).toBe("paid");
    expect(await balance(user)).toBe(before + 2000);
    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, paying.Id));
    expect(row).toMatchObject({ providerTradeNo: lost.tradeNo, provider: "wechat" });

    // The notification arriving after all changes nothing more.
    expect((await wechat.pay(paying.OutTradeNo, { notifyId: lost.notifyId })).status).toBe(204);
    expect(await balance(user)).toBe(before + 2000);
    const seen = await t.app.services.db
      .select({ source: paymentNotifies.source, outcome: paymentNotifies.outcome })
      .from(paymentNotifies)
      .where(eq(paymentNotifies.outTradeNo, paying.OutTradeNo));
    expect(seen).toEqual(
      expect.arrayContaining([
        { source: "query", outcome: "paid" },
        { source: "notify", outcome: "already" },
      ]),
    );
    expect(await ledgerSum(user.id)).toBe(await balance(user));
  });

  it("credits once when checks, the expiry and the notification race", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user, 1, "alipay");
    const lost = await alipay.pay(paying.OutTradeNo, { lost: true });
    // The payment window closes (the clock passes it) with the order still pending here.
    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, paying.Id));
    expect(row!.status).toBe("pending");
    t.clock.advance(row!.expiresAt.getTime() - t.clock.ms() + 1000);
    await Promise.all([
      ...Array.from({ length: 4 }, () => user.client.rest(`/api/user_order/check/${paying.Id}`)),
      ...Array.from({ length: 4 }, () => user.client.rest(`/api/user_order/read/${paying.Id}`)),
      admin.rest("/api/sys/user_order/query_page", {}),
      alipay.pay(paying.OutTradeNo, { notifyId: lost.notifyId }),
    ]);
    expect(await statusOf(user, paying.Id)).toBe("paid");
    expect(await balance(user)).toBe(before + 1000);
    const packs = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.orderId, paying.Id));
    expect(packs).toHaveLength(1);
  });

  it("is found with Alipay before the order is expired as unpaid", async () => {
    const user = await registerUser(t);
    const paying = await order(user, 1, "alipay");
    const unpaid = await order(user, 1, "alipay");
    await alipay.pay(paying.OutTradeNo, { lost: true });
    // Before the window closes the unpaid order still waits; once the clock passed it, it is cancelled.
    expect(await statusOf(user, unpaid.Id)).toBe("pending");
    const { ExpiresAt } = await user.client.ok<{ ExpiresAt: string }>(`/api/user_order/read/${unpaid.Id}`);
    t.clock.advance(Date.parse(ExpiresAt) - t.clock.ms() + 1000);
    expect(await statusOf(user, paying.Id)).toBe("paid");
    expect(await statusOf(user, unpaid.Id)).toBe("cancelled");
  });

  it("changes nothing when the query's answer is not signed by the provider", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const paying = await order(user);
    await wechat.pay(paying.OutTradeNo, { lost: true });
    wechat.forgeAnswers(rsaKeyPair().privateKey);
    try {
      const forged = await user.client.rest(`/api/user_order/check/${paying.Id}`);
      expect(forged.body.Error?.Type).toBe("OrderPaymentFailed");
    } finally {
      wechat.forgeAnswers(null);
    }
    expect(await statusOf(user, paying.Id)).toBe("pending");
    expect(await balance(user)).toBe(before);

    const alipayOrder = await order(user, 1, "alipay");
    await alipay.pay(alipayOrder.OutTradeNo, { lost: true });
    alipay.forgeAnswers(rsaKeyPair().privateKey);
    try {
      const forged = await user.client.rest(`/api/user_order/check/${alipayOrder.Id}`);
      expect(forged.body.Error?.Type).toBe("OrderPaymentFailed");
    } finally {
      alipay.forgeAnswers(null);
    }
    expect(await statusOf(user, alipayOrder.Id)).toBe("pending");
    expect(await balance(user)).toBe(before);
  });

  it("is checked by the owner alone, through both transports", async () => {
    const user = await registerUser(t);
    const paying = await order(user);
    const bob = await registerUser(t);
    expect((await bob.client.rest(`/api/user_order/check/${paying.Id}`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await t.client().rest(`/api/user_order/check/${paying.Id}`)).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await user.client.rest(`/api/user_order/check/999999999`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    await wechat.pay(paying.OutTradeNo, { lost: true });
    const graph = await user.client.gqlData<{ checkOrderPayment: { status: string } }>(
      `mutation($id: ID!) { checkOrderPayment(id: $id) { status } }`,
      { id: String(paying.Id) },
    );
    expect(graph.checkOrderPayment.status).toBe("paid");
  });
});

interface NotifyView {
  Id: number;
  Outcome: string;
  Refundable: boolean;
  Amount: number | null;
}
interface RefundView {
  Id: number;
  State: string;
  Amount: number;
  ProviderRefundId: string | null;
  RefundedBy: number;
}

async function notifyOf(outTradeNo: string, outcome: string): Promise<NotifyView> {
  const page = await admin.ok<{ List: NotifyView[] }>("/api/sys/payment_notify/query_page", {
    Where: { Lvg: [{ Values: [{ Name: "OutTradeNo", Value: outTradeNo }] }] },
  });
  const found = page.List.find((row) => row.Outcome === outcome);
  if (!found) throw new Error(`no ${outcome} notification of ${outTradeNo}`);
  return found;
}

describe("payment notifications in the back office and refunds", () => {
  it("refunds a late payment once, however often and however many at once", async () => {
    const user = await registerUser(t);
    const paying = await order(user, 1);
    await user.client.ok(`/api/user_order/cancel/${paying.Id}`);
    const late = await wechat.pay(paying.OutTradeNo);
    const notify = await notifyOf(paying.OutTradeNo, "late");
    expect(notify).toMatchObject({ Refundable: true, Amount: 990 });

    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => admin.rest(`/api/sys/payment_notify/refund/${notify.Id}`)),
    );
    const done = refunds.map((r) => r.body.Data as RefundView | undefined).filter((r) => r !== undefined);
    expect(done).toHaveLength(5);
    expect(new Set(done.map((r) => r.Id)).size).toBe(1);
    const again = await admin.ok<RefundView>(`/api/sys/payment_notify/refund/${notify.Id}`);
    expect(again).toMatchObject({ State: "success", Amount: 990 });
    const atProvider = [...wechat.refunds.values()].filter((r) => r.tradeNo === late.tradeNo);
    expect(atProvider).toHaveLength(1);
    expect(again.ProviderRefundId).toBe(atProvider[0]!.refundId);

    const graph = await admin.gqlData<{
      sysPaymentNotifies: {
        list: {
          outcome: string;
          refundable: boolean;
          refund: { state: string; refundedBy: string } | null;
        }[];
      };
    }>(
      `query($q: QueryInput) { sysPaymentNotifies(query: $q) { list { outcome refundable refund { state refundedBy } } } }`,
      { q: { where: [{ values: [{ name: "OutTradeNo", value: paying.OutTradeNo }] }] } },
    );
    expect(graph.sysPaymentNotifies.list).toEqual([
      { outcome: "late", refundable: true, refund: { state: "success", refundedBy: "admin" } },
    ]);
    expect(await statusOf(user, paying.Id)).toBe("cancelled");
  });

  it("asks WeChat Pay where a refund it took as processing stands, once at a time, and records the end", async () => {
    const lateRefund = async () => {
      const user = await registerUser(t);
      const paying = await order(user, 1);
      await user.client.ok(`/api/user_order/cancel/${paying.Id}`);
      await wechat.pay(paying.OutTradeNo);
      const notify = await notifyOf(paying.OutTradeNo, "late");
      const refund = await admin.ok<RefundView & { OutRefundNo: string; Error: string | null }>(
        `/api/sys/payment_notify/refund/${notify.Id}`,
      );
      return { notify, refund };
    };
    // The provider's own pace is not a test's: the clock moves past the 5 s between asks.
    const age = () => t.clock.advance(6_000);
    const ask = (notifyId: number) =>
      admin.ok<RefundView & { Error: string | null }>(`/api/sys/payment_notify/refund/${notifyId}`);

    wechat.processRefunds(true);
    try {
      const { notify, refund } = await lateRefund();
      expect(refund.State).toBe("processing");
      const asked = wechat.refundQueries;
      // Asked again at once: answered as recorded, the provider is not asked.
      expect((await ask(notify.Id)).State).toBe("processing");
      expect(wechat.refundQueries).toBe(asked);
      // Later, still processing at the provider.
      age();
      expect((await ask(notify.Id)).State).toBe("processing");
      expect(wechat.refundQueries).toBe(asked + 1);
      // The bank confirmed it: five asks at once make one query and all see it done.
      wechat.refunds.get(refund.OutRefundNo)!.status = "SUCCESS";
      age();
      const answers = await Promise.all(Array.from({ length: 5 }, () => ask(notify.Id)));
      expect(wechat.refundQueries).toBe(asked + 2);
      expect((await ask(notify.Id)).State).toBe("success");
      expect(answers.filter((a) => a.State === "success").length).toBeGreaterThanOrEqual(1);
      expect(wechat.refundQueries).toBe(asked + 2);

      // A refund the provider closed is recorded failed with its word.
      const closed = await lateRefund();
      wechat.refunds.get(closed.refund.OutRefundNo)!.status = "CLOSED";
      age();
      const failed = await ask(closed.notify.Id);
      expect(failed.State).toBe("failed");
      expect(failed.Error).toContain("CLOSED");
    } finally {
      wechat.processRefunds(false);
    }
  });

  it("refunds a payment of another amount with Alipay, and retries a refund the provider refused", async () => {
    const user = await registerUser(t);
    const paying = await order(user, 1, "alipay");
    const short = await alipay.pay(paying.OutTradeNo, { amount: 500 });
    const notify = await notifyOf(paying.OutTradeNo, "mismatch");
    alipay.failRefunds(true);
    try {
      const refused = await admin.rest(`/api/sys/payment_notify/refund/${notify.Id}`);
      expect(refused.body.Error?.Type).toBe("OrderRefundFailed");
    } finally {
      alipay.failRefunds(false);
    }
    const graph = await admin.gqlData<{ refundPayment: { state: string; amount: number } }>(
      `mutation($id: ID!) { refundPayment(id: $id) { state amount } }`,
      { id: String(notify.Id) },
    );
    expect(graph.refundPayment).toEqual({ state: "success", amount: 500 });
    expect([...alipay.refunds.values()].filter((r) => r.tradeNo === short.tradeNo)).toHaveLength(1);
    expect(await statusOf(user, paying.Id)).toBe("pending");
  });

  it("refuses to refund a payment that paid its order; missing ids, no session and no permission", async () => {
    const user = await registerUser(t);
    const paying = await order(user, 1);
    await wechat.pay(paying.OutTradeNo);
    const paid = await notifyOf(paying.OutTradeNo, "paid");
    expect(paid.Refundable).toBe(false);
    expect((await admin.rest(`/api/sys/payment_notify/refund/${paid.Id}`)).body.Error?.Type).toBe(
      "OrderStatusInvalid",
    );
    expect((await admin.rest(`/api/sys/payment_notify/refund/999999999`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await t.client().rest(`/api/sys/payment_notify/refund/${paid.Id}`)).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const reader = await createSystemUser(t, admin, ["User.ResourcePack.Read"]);
    const denied = await reader.client.rest(`/api/sys/payment_notify/refund/${paid.Id}`);
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    expect(JSON.stringify(denied.body.Error)).toContain("User.ResourcePack.Update");
    const listed = await reader.client.ok<{ Total: number }>("/api/sys/payment_notify/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "Provider", Value: "wechat" }] }] },
    });
    expect(listed.Total).toBeGreaterThan(0);
    const nobody = await createSystemUser(t, admin, []);
    expect((await nobody.client.rest("/api/sys/payment_notify/query_page", {})).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    expect((await user.client.rest("/api/sys/payment_notify/query_page", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });

  it("records a second payment of a paid order as a duplicate that can be refunded", async () => {
    const user = await registerUser(t);
    const first = await order(user, 1, "wechat");
    await user.client.ok("/api/user_order/pay", { Id: first.Id, Provider: "alipay" });
    await wechat.pay(first.OutTradeNo);
    await alipay.pay(first.OutTradeNo);
    const duplicate = await notifyOf(first.OutTradeNo, "duplicate");
    expect(duplicate.Refundable).toBe(true);
    const refund = await admin.ok<RefundView>(`/api/sys/payment_notify/refund/${duplicate.Id}`);
    expect(refund.State).toBe("success");
    expect(await statusOf(user, first.Id)).toBe("paid");
  });
});
