/**
 * Buying with no payment provider configured (issue 26): the back office's offline-payment text in
 * both languages, an order placed and left pending for the back office, which marks it paid by hand
 * with a required reason (who and why kept on the order) and credits the pack through the same
 * settlement as a provider's payment, once. REST and GraphQL, on a real gateway without provider keys.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineOrderDays } from "@crucible/schema";
import { orders, resourcePacks } from "../../gateway/src/db/commerce.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { tokenBalance, ledgerTotal } from "../support/tokens.js";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let alice: NormalUser;
let bob: NormalUser;
let packageId = 0;

interface OrderView {
  Id: number;
  OutTradeNo: string;
  Amount: number;
  Status: string;
  Provider: string | null;
  ExpiresAt: string;
  PaidByHand: boolean;
  PaidBy?: number | null;
  PaidReason?: string | null;
}

const offlineText = {
  En: "Transfer the amount to account 6222 0000 1111 and quote your order number.\nQuestions: sales@example.org",
  Zh: "请转账至账户 6222 0000 1111，并注明订单号。\n咨询：sales@example.org",
};

const balance = (user: NormalUser) => tokenBalance(user.client);

const ledgerSum = (userId: number) => ledgerTotal(t.app.services.db, userId);

async function placeOrder(user: NormalUser, quantity = 1): Promise<OrderView> {
  return user.client.ok<OrderView>("/api/user_order/create", { PackageId: packageId, Quantity: quantity });
}

const markPaidMutation = `mutation($id: ID!, $reason: String!) {
  markOrderPaid(id: $id, reason: $reason) { id status paidByHand paidBy paidReason paidAt }
}`;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["User.ResourcePack.Read"]);
  alice = await registerUser(t);
  bob = await registerUser(t);
  const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
    Kind: "token",
    Name: "1000 tokens",
    Grants: 1000,
    UnitPrice: 990,
    ExpiryMonths: 12,
  });
  packageId = made.Id;
  const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
    "/api/sys/key_data/commerce_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
    DataJson: { ...DataJson, OfflinePayment: offlineText },
  });
});

afterAll(async () => {
  await t?.stop();
});

describe("the offline-payment text", () => {
  it("is saved with the commerce settings and answered to anyone with the providers", async () => {
    const rest = await t.client().ok<Record<string, unknown>>("/api/user_order/providers");
    expect(rest).toEqual({ WechatPay: false, Alipay: false, OfflinePayment: offlineText });
    const graph = await alice.client.gqlData<{
      paymentProviders: { wechat: boolean; alipay: boolean; offline: { en: string; zh: string } };
    }>(`{ paymentProviders { wechat alipay offline { en zh } } }`);
    expect(graph.paymentProviders).toEqual({
      wechat: false,
      alipay: false,
      offline: { en: offlineText.En, zh: offlineText.Zh },
    });
  });

  it("refuses a text longer than the limit", async () => {
    const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
      "/api/sys/key_data/commerce_config/read_data_json",
    );
    const refused = await admin.rest("/api/sys/key_data/commerce_config/save_data_json", {
      DataJson: { ...DataJson, OfflinePayment: { En: "x".repeat(2001), Zh: "" } },
    });
    expect(refused.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});

describe("an order placed while no provider is configured", () => {
  it("waits pending for its offline payment for days, and cannot be paid through a provider", async () => {
    const placed = await placeOrder(alice);
    expect(placed).toMatchObject({ Status: "pending", Provider: null, PaidByHand: false, Amount: 990 });
    const window = new Date(placed.ExpiresAt).getTime() - Date.now();
    expect(window).toBeGreaterThan((offlineOrderDays - 1) * 24 * 3600 * 1000);
    const pay = await alice.client.rest("/api/user_order/pay", { Id: placed.Id, Provider: "wechat" });
    expect(pay.body.Error?.Type).toBe("OrderPaymentNotConfigured");
  });
});

describe("sys/user_order/mark_paid", () => {
  it("refuses a caller who is not signed in", async () => {
    const placed = await placeOrder(alice);
    const rest = await t.client().rest("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: "paid" });
    expect(rest.body.Error?.Type).toBe("DBUserNoLogin");
    const graph = await t.client().gql(markPaidMutation, { id: String(placed.Id), reason: "paid" });
    expect(gqlCode(graph)).toBe("DBUserNoLogin");
  });

  it("refuses a normal user, the buyer included, and a system user without User.ResourcePack.Update", async () => {
    const placed = await placeOrder(alice);
    for (const client of [alice.client, bob.client, reader.client]) {
      const rest = await client.rest("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: "paid" });
      expect(["DBUserNoLogin", "DBPermDenied"]).toContain(rest.body.Error?.Type);
      const graph = await client.gql(markPaidMutation, { id: String(placed.Id), reason: "paid" });
      expect(["DBUserNoLogin", "DBPermDenied"]).toContain(gqlCode(graph));
    }
    const denied = await reader.client.rest("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: "x" });
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.ResourcePack.Update" });
    expect((await alice.client.ok<OrderView>(`/api/user_order/read/${placed.Id}`)).Status).toBe("pending");
  });

  it("refuses an empty or missing reason and changes nothing", async () => {
    const placed = await placeOrder(alice);
    for (const body of [{ Id: placed.Id, Reason: "" }, { Id: placed.Id, Reason: "   " }, { Id: placed.Id }]) {
      const rest = await admin.rest("/api/sys/user_order/mark_paid", body);
      expect(rest.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const graph = await admin.gql(markPaidMutation, { id: String(placed.Id), reason: " " });
    expect(gqlCode(graph)).toBe("ServerInvalidParameter");
    const tooLong = await admin.rest("/api/sys/user_order/mark_paid", {
      Id: placed.Id,
      Reason: "x".repeat(501),
    });
    expect(tooLong.body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await alice.client.ok<OrderView>(`/api/user_order/read/${placed.Id}`)).Status).toBe("pending");
  });

  it("answers a missing order as missing, and another user's order as missing to its non-owner", async () => {
    const missing = await admin.rest("/api/sys/user_order/mark_paid", { Id: 987_654_321, Reason: "paid" });
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
    const graph = await admin.gql(markPaidMutation, { id: "987654321", reason: "paid" });
    expect(gqlCode(graph)).toBe("DBDataNotExist");
    // Bob reading Alice's offline order (its number is what she quotes) reads nothing.
    const placed = await placeOrder(alice);
    const read = await bob.client.rest(`/api/user_order/read/${placed.Id}`);
    expect(read.body.Error?.Type).toBe("DBDataNotExist");
    const mine = await bob.client.gql(`query($id: ID!) { myOrder(id: $id) { id outTradeNo } }`, {
      id: String(placed.Id),
    });
    expect(gqlCode(mine)).toBe("DBDataNotExist");
  });

  it("pays the order, keeps who and why, and credits the pack once however often it is marked", async () => {
    const before = await balance(alice);
    const ledgerBefore = await ledgerSum(alice.id);
    const placed = await placeOrder(alice, 3);
    const reason = "Bank transfer received 2026-11-28, ref 4411";
    // Marked by REST and GraphQL at once, several times: one credits, the others are refused.
    const attempts = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        admin.rest<OrderView>("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: reason }),
      ),
      ...Array.from({ length: 2 }, () => admin.gql(markPaidMutation, { id: String(placed.Id), reason })),
    ]);
    const outcomes = attempts.map((a) => ("text" in a ? (gqlCode(a) ?? "ok") : (a.body.Error?.Type ?? "ok")));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "OrderStatusInvalid")).toHaveLength(5);

    const again = await admin.rest("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: "again" });
    expect(again.body.Error?.Type).toBe("OrderStatusInvalid");

    expect(await balance(alice)).toBe(before + 3000);
    expect(await ledgerSum(alice.id)).toBe(ledgerBefore + 3000);
    const packs = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.orderId, placed.Id));
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ source: "order", kind: "token", amount: 3000 });

    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, placed.Id));
    const adminId = (await admin.ok<{ User: { Id: number } }>("/api/sys/user/session_data")).User.Id;
    expect(row).toMatchObject({ status: "paid", paidBy: adminId, paidReason: reason, provider: null });
    expect(row?.packId).toBe(packs[0]?.id);

    const seen = await admin.ok<OrderView>(`/api/sys/user_order/read/${placed.Id}`);
    expect(seen).toMatchObject({ Status: "paid", PaidByHand: true, PaidBy: adminId, PaidReason: reason });
    const graph = await admin.gqlData<{
      sysOrders: { list: { id: string; paidByHand: boolean; paidBy: string; paidReason: string }[] };
    }>(`{ sysOrders(query: { limit: 50 }) { list { id paidByHand paidBy paidReason } } }`);
    expect(graph.sysOrders.list.find((o) => o.id === String(placed.Id))).toEqual({
      id: String(placed.Id),
      paidByHand: true,
      paidBy: "admin",
      paidReason: reason,
    });

    // The buyer sees the order paid by hand, but not who marked it or why.
    const own = await alice.client.ok<OrderView>(`/api/user_order/read/${placed.Id}`);
    expect(own).toMatchObject({ Status: "paid", PaidByHand: true });
    expect(own).not.toHaveProperty("PaidBy");
    expect(own).not.toHaveProperty("PaidReason");
    const mine = await alice.client.gqlData<{
      myOrder: { status: string; paidByHand: boolean; paidBy: string | null; paidReason: string | null };
    }>(`query($id: ID!) { myOrder(id: $id) { status paidByHand paidBy paidReason } }`, {
      id: String(placed.Id),
    });
    expect(mine.myOrder).toEqual({ status: "paid", paidByHand: true, paidBy: null, paidReason: null });
  });

  it("refuses a cancelled order", async () => {
    const placed = await placeOrder(alice);
    await alice.client.ok(`/api/user_order/cancel/${placed.Id}`);
    const refused = await admin.rest("/api/sys/user_order/mark_paid", { Id: placed.Id, Reason: "paid" });
    expect(refused.body.Error?.Type).toBe("OrderStatusInvalid");
  });
});
