/**
 * The commerce back office (issue 11): the administrator creates a token package (its own create
 * button opens the dialog on tokens, the storage one on storage, issue 26); a user orders it; the
 * administrator finds the order in the Orders list (amount in yuan, both languages); then generates
 * a batch of recharge cards, sees the batch in the list and downloads its CSV.
 */
import type { Browser } from "playwright-core";
import type { Scenario } from "./harness.js";
import { registerAndSignIn, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `shop${stamp}`,
  password: "Shopper#2026",
  name: "Grace",
  email: `grace${stamp}@example.org`,
  company: "Crucible Labs",
};
const packageName = `Tokens ${stamp}`;

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
        await admin.getByTestId("package-create-token").getByText("新建 Token 套餐").waitFor();
        await admin.getByTestId("package-create-storage").getByText("新建存储空间套餐").waitFor();
        await screenshot(admin, "commerce-packages-zh");
        await admin.getByTestId("package-create-storage").click();
        await admin.getByTestId("field-Kind").locator(".divider.text", { hasText: "存储空间" }).waitFor();
        await screenshot(admin, "commerce-package-create-storage-zh");
        await admin.getByTestId("dialog-cancel").click();
        await admin.getByTestId("package-dialog").waitFor({ state: "detached" });
        await admin.getByTestId("package-create-token").click();
        await admin.getByTestId("field-Kind").locator(".divider.text", { hasText: "Token" }).waitFor();
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
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}
