/**
 * The commerce scenario (issue 11): a user buys a token package with WeChat Pay (a local fake of the
 * provider signing with keys made at test time): the QR code shows, the payment window closes by
 * itself once the fake's signed notification has paid the order, and the balance rises; then redeems
 * a recharge card (after a number no card has, which the toast calls unknown), checks in twice ("Already
 * checked in today") and reads the usage chart, in English and in Chinese.
 */
import type { Browser, Page } from "playwright-core";
import { Client } from "../support/http.js";
import { startFakeWechatPay, type FakeWechatPay } from "../support/payments.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { pinLanguage, registerAndSignIn, screenshot } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `buyer${stamp}`,
  password: "Commerce#2026",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

/** A well-formed card number no card has. */
const unknownCard = "0000-0000-0000-0000-0000";

async function balance(page: Page): Promise<number> {
  await page.getByTestId("resources-tab-usage").click();
  const value = page.getByTestId("usage-balance");
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^\d]/g, ""));
}

export async function runCommerceScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
  wechat: FakeWechatPay,
): Promise<void> {
  wechat.deliverTo(baseUrl);
  const admin = new Client(baseUrl);
  await admin.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
  const pack = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
    Kind: "token",
    Name: "1,000 tokens",
    NameZh: "一千计算点",
    Grants: 1000,
    UnitPrice: 990,
    ExpiryMonths: 12,
    Discounts: [{ Quantity: 5, Discount: 0.9 }],
  });
  const cards = await admin.ok<{ Cards: { CardNo: string }[] }>("/api/sys/user_resource_pack_card/generate", {
    Kind: "token",
    Grants: 300,
    ExpiryMonths: 3,
    ExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    Count: 1,
  });

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  let start = 0;
  try {
    await scenario.step(
      "commerce: a user opens Resources and sees the package with its discount",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        await page.getByTestId("menu-resources").click();
        await page.getByTestId("resources-screen").waitFor();
        start = await balance(page);
        await page.getByTestId("resources-tab-buy").click();
        const card = page.getByTestId(`package-${pack.Id}`);
        await card.getByText("10% off from 5 units").waitFor();
        await page.getByTestId(`quantity-${pack.Id}`).locator("input").fill("5");
        const total = await page.getByTestId(`total-${pack.Id}`).innerText();
        if (total !== "¥44.55") throw new Error(`the total shows ${total}`);
        await screenshot(page, "commerce-buy-en");
      },
    );

    await scenario.step(
      "commerce: WeChat Pay shows the QR code; the window closes by itself once paid; the balance rises",
      page,
      async () => {
        await page.getByTestId(`buy-wechat-${pack.Id}`).click();
        await page.getByTestId("pay-qr").waitFor();
        const amount = await page.getByTestId("pay-amount").innerText();
        if (amount !== "¥44.55") throw new Error(`the payment window shows ${amount}`);
        await screenshot(page, "commerce-pay-en");
        const [order] = [...wechat.orders.values()];
        if (!order || order.amount !== 4455) throw new Error("WeChat Pay did not receive the order of 44.55");
        const sent = await wechat.pay(order.outTradeNo);
        if (sent.status !== 204) throw new Error(`the notification was answered ${sent.status}`);
        await page.getByTestId("pay-paid").waitFor();
        await page.getByTestId("pay-dialog").waitFor({ state: "detached", timeout: 10_000 });
        const after = await balance(page);
        if (after !== start + 5000) throw new Error(`the balance is ${after}, not ${start + 5000}`);
      },
    );

    await scenario.step("commerce: the user redeems a recharge card", page, async () => {
      await page.getByTestId("resources-tab-redeem").click();
      // A number no card has: the toast names the card number, not "the data" (issue 26).
      await page.getByTestId("card-number").fill(unknownCard);
      await page.getByTestId("card-redeem").click();
      await page
        .getByTestId("toast")
        .getByText("Unknown card number: check the characters on the card.")
        .waitFor();
      await screenshot(page, "commerce-card-unknown-en");
      await page.getByTestId("card-number").fill(cards.Cards[0]!.CardNo.toLowerCase());
      await page.getByTestId("card-redeem").click();
      await page.getByTestId("card-redeemed").getByText("Redeemed: 300 tokens").waitFor();
    });

    await scenario.step("commerce: checking in twice pays once and says so", page, async () => {
      await page.getByTestId("resources-tab-checkIn").click();
      await page.getByTestId("checkin-button").click();
      await page.getByTestId("checkin-result").getByText("Checked in").waitFor();
      await page.getByTestId("checkin-button").click();
      await page.getByTestId("checkin-result").getByText("Already checked in today.").waitFor();
      await screenshot(page, "commerce-checkin-en");
    });

    await scenario.step(
      "commerce: the usage tab charts the tokens of the month, in Chinese too",
      page,
      async () => {
        const now = await balance(page);
        // 5,000 bought, 300 from the card, and the day's check-in bonus (10 by default).
        if (now !== start + 5000 + 300 + 10) throw new Error(`the balance is ${now}`);
        await page.getByTestId("usage-chart").locator("svg").first().waitFor();
        await screenshot(page, "commerce-usage-en");
        await pinLanguage(page, "zh");
        await page.reload();
        await page.getByText("计算点余额").waitFor();
        await screenshot(page, "commerce-usage-zh");
        await page.getByTestId("resources-tab-buy").click();
        await page.getByTestId(`package-${pack.Id}`).getByText("满 5 份 9 折").waitFor();
        await screenshot(page, "commerce-buy-zh");
      },
    );

    await scenario.step(
      "commerce: in Chinese, the day's check-in reads 今日已签到 and a card number no card has is unknown",
      page,
      async () => {
        await page.getByTestId("resources-tab-checkIn").click();
        await page.getByText("今日已签到。").waitFor();
        await screenshot(page, "commerce-checkin-zh");
        await page.getByTestId("resources-tab-redeem").click();
        await page.getByTestId("card-number").fill(unknownCard);
        await page.getByTestId("card-redeem").click();
        await page.getByTestId("toast").getByText("卡号不存在，请核对卡上的字符。").waitFor();
        await screenshot(page, "commerce-card-unknown-zh");
      },
    );
  } finally {
    await context.close();
  }
}

let wechat: FakeWechatPay | null = null;

export const e2e: E2eScenario = {
  order: 170,
  title: "commerce: buy with WeChat Pay, redeem a card, check in, usage chart",
  before: async () => {
    wechat = await startFakeWechatPay();
    return wechat.env("https://crucible.example.org");
  },
  after: async () => {
    await wechat?.stop();
    wechat = null;
  },
  run: (c) => {
    if (!wechat) throw new Error("the fake WeChat Pay did not start");
    return runCommerceScenario(c.scenario, c.url, c.browser, c.adminPassword, wechat);
  },
};
