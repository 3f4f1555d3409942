/**
 * Alipay in the browser (issue 11), against a local fake of Alipay's OpenAPI that signs with keys
 * made at test time: a user buys with the Alipay QR code, pays, but the notification is lost; "I have
 * paid: check now" asks Alipay and the order is paid once. A second order is cancelled and paid all
 * the same (late): the administrator finds it among the payment notifications and refunds it, in
 * English and in Chinese; the pack's note written by the gateway reads in Chinese too.
 */
import type { Browser, Page } from "playwright-core";
import { Client } from "../support/http.js";
import { startFakeAlipay, type FakeAlipay } from "../support/payments.js";
import type { E2eScenario, Scenario } from "./harness.js";
import {
  defaultLanguage,
  pinLanguage,
  registerAndSignIn,
  screenshot,
  signInSystem,
  storeLanguage,
} from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `alipay${stamp}`,
  password: "Commerce#2026",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};

async function balance(page: Page): Promise<number> {
  await page.getByTestId("resources-tab-usage").click();
  const value = page.getByTestId("usage-balance");
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^\d]/g, ""));
}

/** The fake's order just created (the newest one). */
function newestOrder(alipay: FakeAlipay, seen: Set<string>): string {
  const fresh = [...alipay.orders.keys()].filter((no) => !seen.has(no));
  if (fresh.length !== 1) throw new Error(`Alipay received ${fresh.length} new orders, not 1`);
  seen.add(fresh[0]!);
  return fresh[0]!;
}

export async function runCommerceAlipayScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
  alipay: FakeAlipay,
): Promise<void> {
  alipay.deliverTo(baseUrl);
  const api = new Client(baseUrl);
  await api.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
  const pack = await api.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
    Kind: "token",
    Name: "1,000 tokens",
    NameZh: "一千计算点",
    Grants: 1000,
    UnitPrice: 990,
    ExpiryMonths: 12,
  });

  const seen = new Set<string>();
  let lateOrder = "";
  let paidOrder = "";
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  const admin = await adminContext.newPage();
  try {
    await scenario.step(
      "commerce (Alipay): the QR code shows; the notification is lost; 'check now' finds the payment",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        await page.getByTestId("menu-resources").click();
        await page.getByTestId("resources-screen").waitFor();
        const start = await balance(page);
        await page.getByTestId("resources-tab-buy").click();
        await page.getByTestId(`buy-alipay-${pack.Id}`).click();
        await page.getByTestId("pay-qr").waitFor();
        const amount = await page.getByTestId("pay-amount").innerText();
        if (amount !== "¥9.90") throw new Error(`the payment window shows ${amount}`);
        const outTradeNo = newestOrder(alipay, seen);
        paidOrder = outTradeNo;
        if (alipay.orders.get(outTradeNo)?.amount !== 990) throw new Error("Alipay did not receive 9.90");
        await alipay.pay(outTradeNo, { lost: true });
        await screenshot(page, "commerce-alipay-pay-en");
        await page.getByTestId("pay-check").click();
        await page.getByTestId("pay-paid").waitFor();
        await page.getByTestId("pay-dialog").waitFor({ state: "detached", timeout: 10_000 });
        const after = await balance(page);
        if (after !== start + 1000) throw new Error(`the balance is ${after}, not ${start + 1000}`);
      },
    );

    await scenario.step(
      "commerce (Alipay): an order cancelled and paid all the same is recorded late",
      page,
      async () => {
        await page.getByTestId("resources-tab-buy").click();
        await page.getByTestId(`buy-alipay-${pack.Id}`).click();
        await page.getByTestId("pay-qr").waitFor();
        lateOrder = newestOrder(alipay, seen);
        await page.getByTestId("pay-cancel").click();
        await page.getByTestId("pay-cancel").waitFor({ state: "detached" });
        const sent = await alipay.pay(lateOrder);
        if (sent.body !== "success") throw new Error(`the notification was answered ${sent.body}`);
        await page.getByTestId("pay-close").click();
      },
    );

    await scenario.step(
      "commerce (Alipay): the administrator refunds the late payment from the payment notifications",
      admin,
      async () => {
        await defaultLanguage(admin, "en");
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        await admin.getByTestId("menu-group-commerce").click();
        await admin.getByTestId("menu-payment-notifies").click();
        await admin.getByTestId("sys-payment-notifies-page").waitFor();
        const row = admin.locator("tr", { hasText: lateOrder }).filter({ hasText: "Late (order cancelled)" });
        await row.waitFor();
        await admin.locator("tr", { hasText: "Paid the order" }).first().waitFor();
        await screenshot(admin, "commerce-notifies-en");
        await row.getByRole("button", { name: "Refund" }).click();
        await admin
          .getByTestId("refund-hint")
          .getByText("¥9.90 goes back to the payer through Alipay")
          .waitFor();
        await screenshot(admin, "commerce-refund-en");
        await admin.getByTestId("refund-confirm").click();
        await admin.getByTestId("refund-dialog").waitFor({ state: "detached" });
        await row.getByText("Refunded").waitFor();
        if (alipay.refunds.size !== 1) throw new Error(`Alipay made ${alipay.refunds.size} refunds, not 1`);
      },
    );

    await scenario.step(
      "commerce (Alipay): the payment notifications and the refund in Chinese",
      admin,
      async () => {
        await storeLanguage(admin, "zh");
        await admin.reload();
        await admin.getByTestId("sys-payment-notifies-page").getByText("支付通知").first().waitFor();
        const row = admin.locator("tr", { hasText: lateOrder });
        await row.getByText("已退款").waitFor();
        await screenshot(admin, "commerce-notifies-zh");
        await row.getByRole("button", { name: "退款" }).click();
        await admin.getByTestId("refund-state").getByText("已退款").waitFor();
        await screenshot(admin, "commerce-refund-zh");
        await admin.getByTestId("refund-close").click();
        // The pack's note, written by the gateway in English, reads in Chinese.
        await admin.getByTestId("menu-resource-packs").click();
        await admin.getByText(`订单 ${paidOrder}`).waitFor();
        await screenshot(admin, "commerce-packs-zh");
      },
    );
  } finally {
    await context.close();
    await adminContext.close();
  }
}

let alipay: FakeAlipay | null = null;

export const e2e: E2eScenario = {
  order: 180,
  title: "commerce: buy with Alipay, a lost notification found by the check, a late payment refunded",
  before: async () => {
    alipay = await startFakeAlipay();
    return alipay.env("https://crucible.example.org");
  },
  after: async () => {
    await alipay?.stop();
    alipay = null;
  },
  run: (c) => {
    if (!alipay) throw new Error("the fake Alipay did not start");
    return runCommerceAlipayScenario(c.scenario, c.url, c.browser, c.adminPassword, alipay);
  },
};
