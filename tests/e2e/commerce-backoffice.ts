/**
 * The commerce back office (issue 11): the administrator creates a token package (its own create
 * button opens the dialog on tokens, the storage one on storage, issue 26); a user orders it; the
 * administrator finds the order in the Orders list (amount in yuan, both languages); then generates
 * a batch of recharge cards, sees the batch in the list and downloads its CSV. With no payment
 * provider configured on this gateway (issue 26): the dashboard says so, the administrator writes the
 * offline-payment text in both languages, the buyer reads it where the pay buttons would be and places
 * an order in English and one in Chinese, the administrator marks each paid with a reason, and the
 * buyer holds the packs. Invoices (both sides' invoices screens): the buyer applies for an invoice of
 * one paid order and reads it applied for, the back office finds it and issues it with its PDF, and the
 * buyer reads it issued and downloads the PDF; each side in both languages.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `shop${stamp}`,
  password: "Shopper#2026",
  name: "Grace",
  email: `grace${stamp}@example.org`,
  company: "Crucible Labs",
};
const packageName = `Tokens ${stamp}`;
const offlineEn = `Transfer the amount to account 6222-${stamp} and quote your order number.\nQuestions: sales@example.org`;
const offlineZh = `请转账至账户 6222-${stamp}，并注明订单号。\n咨询：sales@example.org`;
const invoiceTitle = `Crucible Labs ${stamp}`;
/** The smallest file the gateway takes as a PDF (it checks the "%PDF-" header). */
const invoicePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

async function useLanguage(page: Page, lang: "en" | "zh"): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("crucible.lang", value), lang);
}

/** The amounts of the buyer's packs credited by the order of that number (one, once paid). */
async function packsOfOrder(page: Page, number: string): Promise<number[]> {
  const data = await gql<{ myResourcePacks: { list: { source: string; amount: number; note: string }[] } }>(
    page,
    `{ myResourcePacks(query: { limit: 100 }) { list { source amount note } } }`,
  );
  return data.myResourcePacks.list
    .filter((pack) => pack.source === "order" && pack.note === `order ${number}`)
    .map((pack) => pack.amount);
}

/** The buyer places an order of the package with no provider configured: answers its number. */
async function placeOfflineOrder(buyer: Page, packageId: number, text: string): Promise<string> {
  await buyer.getByTestId("buy-offline-text").getByText(text.split("\n")[0]!).waitFor();
  await buyer.getByTestId(`buy-offline-${packageId}`).click();
  const dialog = buyer.getByTestId("pay-dialog");
  await dialog.getByTestId("pay-offline-text").getByText(text.split("\n")[1]!).waitFor();
  const number = (await dialog.getByTestId("pay-order-no").innerText()).trim();
  if (!/^CR\d{8}[0-9A-F]{16}$/.test(number)) throw new Error(`the dialog shows order number ${number}`);
  return number;
}

/** The administrator marks the order of that number paid on the Orders screen, with a reason. */
async function markPaid(admin: Page, number: string, reason: string, required: string): Promise<void> {
  const row = admin.getByTestId("sys-orders").locator("tr", { hasText: number });
  await row.locator('[data-testid^="order-mark-paid-"]').click();
  const dialog = admin.getByTestId("mark-paid-dialog");
  // No reason, no payment: the form says so and the order stays pending.
  await dialog.getByTestId("mark-paid-confirm").click();
  await dialog.getByText(required).waitFor();
  await dialog.getByTestId("mark-paid-reason").fill(reason);
  await dialog.getByTestId("mark-paid-confirm").click();
  await dialog.waitFor({ state: "detached" });
  await row.locator('[data-testid^="order-paid-by-"]').getByText(reason).waitFor();
}
export async function runCommerceBackofficeScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const admin = await adminContext.newPage();
  const buyer = await userContext.newPage();
  try {
    await scenario.step(
      "commerce: the administrator creates a package, a user orders it",
      admin,
      async () => {
        await admin.addInitScript(() => {
          if (!window.localStorage.getItem("crucible.lang"))
            window.localStorage.setItem("crucible.lang", "en");
        });
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        await admin.getByTestId("menu-group-commerce").click();
        await admin.getByTestId("menu-packages").click();
        // The token package's button opens the dialog on tokens (issue 26: it opened on storage).
        await admin.getByTestId("package-create-token").click();
        await admin.getByTestId("field-Kind").locator(".divider.text", { hasText: "Tokens" }).waitFor();
        await admin.getByTestId("package-dialog").getByText("Grants per unit (tokens)").waitFor();
        await screenshot(admin, "commerce-package-create-token-en");
        await admin.getByTestId("field-Name").fill(packageName);
        await admin.getByTestId("field-Grants").fill("1000");
        await admin.getByTestId("field-UnitPrice").fill("9.90");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("package-dialog").waitFor({ state: "detached" });
        const row = admin.getByTestId("sys-packages").locator("tr", { hasText: packageName });
        await row.getByText("9.90").waitFor();
        await row.getByText("Tokens", { exact: true }).waitFor();

        await registerAndSignIn(buyer, baseUrl, user);
        const answer = await buyer.evaluate(async (name) => {
          const read = await fetch("/api/user_resource_pack_package/list", {
            headers: { "x-crucible-csrf": "1" },
          });
          const list = ((await read.json()) as { Data: { Id: number; Name: string }[] }).Data;
          const made = await fetch("/api/user_order/create", {
            method: "POST",
            headers: { "content-type": "application/json", "x-crucible-csrf": "1" },
            body: JSON.stringify({ PackageId: list.find((p) => p.Name === name)?.Id, Quantity: 3 }),
          });
          return (await made.json()) as { Error?: unknown; Data?: { OutTradeNo: string } };
        }, packageName);
        if (!answer.Data) throw new Error(`the order was refused: ${JSON.stringify(answer.Error)}`);
      },
    );

    await scenario.step(
      "commerce: the orders list shows the order in yuan, in English and Chinese",
      admin,
      async () => {
        await admin.getByTestId("menu-orders").click();
        const row = admin.getByTestId("sys-orders").locator("tr", { hasText: user.account });
        // 3 x 9.90 yuan, no discount.
        await row.getByText("29.70").waitFor();
        await row.getByText("Awaiting payment").waitFor();
        await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
        await admin.reload();
        await admin
          .getByTestId("sys-orders")
          .locator("tr", { hasText: user.account })
          .getByText("待支付")
          .waitFor();
        await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "en"));
        await admin.reload();
        await admin.getByTestId("sys-orders").getByText("Awaiting payment").waitFor();
      },
    );

    await scenario.step(
      "commerce: in Chinese, each create button of the packages opens the dialog on its kind",
      admin,
      async () => {
        await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
        await admin.reload();
        await admin.getByTestId("menu-packages").click();
        await admin.getByTestId("package-create-token").getByText("新建计算点套餐").waitFor();
        await admin.getByTestId("package-create-storage").getByText("新建存储空间套餐").waitFor();
        await screenshot(admin, "commerce-packages-zh");
        await admin.getByTestId("package-create-storage").click();
        await admin.getByTestId("field-Kind").locator(".divider.text", { hasText: "存储空间" }).waitFor();
        await screenshot(admin, "commerce-package-create-storage-zh");
        await admin.getByTestId("dialog-cancel").click();
        await admin.getByTestId("package-dialog").waitFor({ state: "detached" });
        await admin.getByTestId("package-create-token").click();
        await admin.getByTestId("field-Kind").locator(".divider.text", { hasText: "计算点" }).waitFor();
        await admin.getByTestId("dialog-cancel").click();
        await admin.getByTestId("package-dialog").waitFor({ state: "detached" });
        await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "en"));
        await admin.reload();
        await admin.getByTestId("sys-packages").waitFor();
      },
    );

    await scenario.step(
      "commerce: a generated batch of cards is in the list, with its CSV",
      admin,
      async () => {
        await admin.getByTestId("menu-recharge-cards").click();
        await admin.getByTestId("card-generate").click();
        await admin.getByTestId("field-Grants").fill("500");
        await admin.getByTestId("field-Count").fill("3");
        await admin.getByTestId("field-Note").fill(`Fair ${stamp}`);
        await admin.getByTestId("dialog-submit").click();
        const batch = (await admin.getByTestId("card-batch-name").textContent())?.trim() ?? "";
        if (!/^\d{8}-[0-9a-f]{6}$/.test(batch)) throw new Error(`unexpected batch name ${batch}`);
        const href = (await admin.getByTestId("card-batch-csv").getAttribute("href")) ?? "";
        await admin.getByTestId("card-batch-close").click();
        // The list is filtered to the new batch: its three unused cards.
        await admin.getByText("3 in total").waitFor();
        const rows = admin.getByTestId("recharge-cards").locator("tbody tr", { hasText: batch });
        // The total can show before the rows of the batch: wait for the third before counting.
        await rows.nth(2).waitFor();
        if ((await rows.count()) !== 3) throw new Error(`expected 3 cards of ${batch}`);
        await rows.first().getByText("Unused").waitFor();
        const csv = await admin.evaluate(async (url) => {
          const response = await fetch(url);
          return { type: response.headers.get("content-type") ?? "", text: await response.text() };
        }, href);
        if (!csv.type.startsWith("text/csv")) throw new Error(`the export answered ${csv.type}`);
        const numbers = csv.text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? [];
        if (numbers.length !== 3)
          throw new Error(`the CSV holds ${numbers.length} card numbers:\n${csv.text}`);
      },
    );

    let packageId = 0;
    const numbers: string[] = [];
    await scenario.step(
      "commerce offline: no provider on the dashboard; the administrator writes the offline-payment text",
      admin,
      async () => {
        await useLanguage(admin, "en");
        await admin.goto(`${baseUrl}/#/system/home/board`);
        await admin.getByTestId("board-payment-wechat").getByText("not configured").waitFor();
        await admin.getByTestId("board-payment-alipay").getByText("not configured").waitFor();
        await admin.getByTestId("board-payments-none").waitFor();
        await screenshot(admin, "commerce-offline-board-en");
        await useLanguage(admin, "zh");
        await admin.reload();
        await admin.getByTestId("board-payment-wechat").getByText("未配置").waitFor();
        await screenshot(admin, "commerce-offline-board-zh");
        await useLanguage(admin, "en");
        await admin.goto(`${baseUrl}/#/system/home/commerce-settings`);
        await admin.reload();
        await admin.getByTestId("commerce-offline-En").fill(offlineEn);
        await admin.getByTestId("commerce-offline-Zh").fill(offlineZh);
        await admin.getByTestId("commerce-settings-save").click();
        await admin.getByText("The settings were saved.").waitFor();
        await screenshot(admin, "commerce-offline-settings-en");
      },
    );

    await scenario.step(
      "commerce offline: the buyer reads the text and places an order, in English and Chinese",
      buyer,
      async () => {
        packageId = await buyer.evaluate(async (name) => {
          const read = await fetch("/api/user_resource_pack_package/list", {
            headers: { "x-crucible-csrf": "1" },
          });
          const list = ((await read.json()) as { Data: { Id: number; Name: string }[] }).Data;
          return list.find((p) => p.Name === name)?.Id ?? 0;
        }, packageName);
        // Signed in, the plans page no longer asks to sign in to buy.
        await useLanguage(buyer, "en");
        await buyer.goto(`${baseUrl}/#/page/plans`);
        await buyer.reload();
        await buyer.getByTestId("public-workspace").waitFor();
        await buyer.getByText("Storage and tokens, sold in packages.").waitFor();
        if ((await buyer.getByText("Sign in to buy").count()) !== 0)
          throw new Error("the plans page asks a signed-in user to sign in to buy");

        await buyer.goto(`${baseUrl}/#/frontend/home/resources/buy`);
        await buyer.getByTestId(`package-${packageId}`).waitFor();
        await buyer.getByTestId("buy-offline-text").waitFor();
        if ((await buyer.getByTestId(`buy-wechat-${packageId}`).count()) !== 0)
          throw new Error("a pay button shows with no provider configured");
        await screenshot(buyer, "commerce-offline-buy-en");
        numbers.push(await placeOfflineOrder(buyer, packageId, offlineEn));
        await screenshot(buyer, "commerce-offline-order-en");
        await buyer.getByTestId("pay-close").click();

        await useLanguage(buyer, "zh");
        await buyer.reload();
        await buyer.getByTestId(`buy-offline-${packageId}`).getByText("提交订单").waitFor();
        await buyer.getByTestId(`quantity-${packageId}`).locator("input").fill("2");
        numbers.push(await placeOfflineOrder(buyer, packageId, offlineZh));
        await buyer.getByTestId("pay-dialog").getByText("等待管理员确认收款").waitFor();
        await screenshot(buyer, "commerce-offline-order-zh");
        // The dialog stays open, following the order, while the administrator confirms the payment.
      },
    );

    await scenario.step(
      "commerce offline: the administrator marks each order paid with a reason; the buyer holds the packs",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/orders`);
        await admin.reload();
        await markPaid(admin, numbers[0]!, `Bank transfer ${stamp}-1 received`, "Say why the order is paid");
        await screenshot(admin, "commerce-offline-marked-en");
        await useLanguage(admin, "zh");
        await admin.reload();
        await markPaid(admin, numbers[1]!, `已收到银行转账 ${stamp}-2`, "请填写标记为已支付的原因");
        await screenshot(admin, "commerce-offline-marked-zh");
        await useLanguage(admin, "en");

        // The buyer's open dialog sees its order paid and closes by itself.
        await buyer.getByTestId("pay-paid").waitFor();
        await buyer.getByTestId("pay-dialog").waitFor({ state: "detached", timeout: 10_000 });
        // One pack per order, of 1 and 2 units of 1,000 (whatever kind the package dialog gave it).
        const credited = [await packsOfOrder(buyer, numbers[0]!), await packsOfOrder(buyer, numbers[1]!)];
        if (JSON.stringify(credited) !== "[[1000],[2000]]")
          throw new Error(`the orders credited packs of ${JSON.stringify(credited)}`);
        await buyer.goto(`${baseUrl}/#/frontend/home/resources/packs`);
        await buyer.reload();
        await buyer.getByTestId("my-packs").getByText("2,000").first().waitFor();
        await screenshot(buyer, "commerce-offline-packs-zh");
        await buyer.goto(`${baseUrl}/#/frontend/home/resources/orders`);
        await buyer.getByTestId("my-orders").getByText("管理员已确认收款").first().waitFor();
        await useLanguage(buyer, "en");
        await buyer.reload();
        await buyer
          .getByTestId("my-orders")
          .getByText("Payment confirmed by the administrator")
          .first()
          .waitFor();
        await screenshot(buyer, "commerce-offline-orders-en");
      },
    );

    await scenario.step(
      "commerce invoices: the buyer applies for an invoice of a paid order (en, zh)",
      buyer,
      async () => {
        await useLanguage(buyer, "en");
        await buyer.goto(`${baseUrl}/#/frontend/home/resources/invoices`);
        await buyer.reload();
        const form = buyer.getByTestId("invoice-apply");
        // Only paid orders not invoiced yet are offered: the two paid offline, not the pending one.
        await form.locator("[data-testid^=invoice-order-]", { hasText: numbers[1]! }).waitFor();
        if ((await form.locator("[data-testid^=invoice-order-]").count()) !== 2)
          throw new Error("the form offers other orders than the two paid ones");
        await form
          .locator("[data-testid^=invoice-order-]", { hasText: numbers[0]! })
          .locator("label")
          .click();
        await form.getByTestId("invoice-title").fill(invoiceTitle);
        await form.getByTestId("invoice-tax-no").fill(`91310000${stamp}X`);
        await form.getByTestId("invoice-email").fill(user.email);
        await form.getByTestId("invoice-apply-submit").click();
        const row = buyer.getByTestId("my-invoices").locator("tr", { hasText: invoiceTitle });
        await row.getByText("Applied", { exact: true }).waitFor();
        await row.getByText("¥9.90").waitFor();
        // The invoiced order is offered no more; the other still is.
        await form
          .locator("[data-testid^=invoice-order-]", { hasText: numbers[0]! })
          .waitFor({ state: "detached" });
        await form.locator("[data-testid^=invoice-order-]", { hasText: numbers[1]! }).waitFor();
        await screenshot(buyer, "commerce-invoice-applied-en");
        await useLanguage(buyer, "zh");
        await buyer.reload();
        await buyer
          .getByTestId("my-invoices")
          .locator("tr", { hasText: invoiceTitle })
          .getByText("已申请", { exact: true })
          .waitFor();
        await screenshot(buyer, "commerce-invoice-applied-zh");
      },
    );

    await scenario.step(
      "commerce invoices: the back office finds the application and issues it with its PDF (en, zh)",
      admin,
      async () => {
        await useLanguage(admin, "en");
        await admin.goto(`${baseUrl}/#/system/home/invoices`);
        await admin.reload();
        const row = admin.getByTestId("sys-invoices").locator("tr", { hasText: invoiceTitle });
        await row.getByText("Applied for", { exact: true }).waitFor();
        await row.getByText(user.account).waitFor();
        await row.getByText(`91310000${stamp}X`).waitFor();
        await row.getByText("9.90").waitFor();
        if ((await row.locator("[data-testid^=invoice-pdf-]").count()) !== 0)
          throw new Error("an invoice not issued offers a PDF");
        await screenshot(admin, "commerce-invoices-sys-en");
        await useLanguage(admin, "zh");
        await admin.reload();
        await row.getByText("待开具", { exact: true }).waitFor();
        await screenshot(admin, "commerce-invoices-sys-zh");

        await row.locator("[data-testid^=invoice-issue-]").click();
        const dialog = admin.getByTestId("invoice-issue-dialog");
        await dialog.getByText(`开具发票“${invoiceTitle}”`).waitFor();
        // Not a PDF: the dialog says so before anything is sent.
        await dialog.getByTestId("invoice-issue-input").setInputFiles({
          name: "invoice.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("not a pdf"),
        });
        await dialog.getByTestId("invoice-issue-problem").waitFor();
        await dialog.getByTestId("invoice-issue-input").setInputFiles({
          name: `invoice-${stamp}.pdf`,
          mimeType: "application/pdf",
          buffer: invoicePdf,
        });
        await dialog.getByTestId("invoice-issue-problem").waitFor({ state: "detached" });
        await screenshot(admin, "commerce-invoice-issue-dialog-zh");
        await dialog.getByTestId("invoice-issue-submit").click();
        await dialog.waitFor({ state: "detached" });
        await row.getByText("已开具", { exact: true }).waitFor();
        await row.locator("[data-testid^=invoice-pdf-]").waitFor();
        await screenshot(admin, "commerce-invoice-issued-sys-zh");
        await useLanguage(admin, "en");
        await admin.reload();
        await row.locator(".label", { hasText: "Issued" }).waitFor();
        await screenshot(admin, "commerce-invoice-issued-sys-en");
      },
    );

    await scenario.step(
      "commerce invoices: the buyer reads the invoice issued and downloads its PDF (zh, en)",
      buyer,
      async () => {
        // The buyer's page is still in Chinese from the application.
        await buyer.reload();
        const row = buyer.getByTestId("my-invoices").locator("tr", { hasText: invoiceTitle });
        await row.getByText("已开具", { exact: true }).waitFor();
        await screenshot(buyer, "commerce-invoice-issued-zh");
        const href = (await row.locator("[data-testid^=invoice-pdf-]").getAttribute("href")) ?? "";
        const pdf = await buyer.evaluate(async (url) => {
          const response = await fetch(url);
          return {
            status: response.status,
            type: response.headers.get("content-type") ?? "",
            head: (await response.text()).slice(0, 5),
          };
        }, href);
        if (pdf.status !== 200 || !pdf.type.startsWith("application/pdf") || pdf.head !== "%PDF-")
          throw new Error(`the PDF answered ${JSON.stringify(pdf)}`);
        await useLanguage(buyer, "en");
        await buyer.reload();
        await row.getByText("Issued", { exact: true }).waitFor();
        await screenshot(buyer, "commerce-invoice-issued-en");
      },
    );
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 190,
  title: "commerce: orders, recharge card batches",
  run: (c) => runCommerceBackofficeScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
