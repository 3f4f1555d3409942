/**
 * Institutional sign-in (issue 28 item 1) in Chromium: the administrator adds an OpenID Connect
 * provider with the back-office form (the test provider of tests/support/oidc.ts, started beside the
 * gateway), then a person signs in on the user side with its button, through the provider's sign-in
 * form, and lands signed in on a new account; the screens in English and in Chinese.
 */
import type { Browser } from "playwright-core";
import { startOidcProvider } from "../support/oidc.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const providerName = `Campus ID ${stamp}`;
const account = `sso${stamp}`;

export async function runSsoScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const oidc = await startOidcProvider([`${baseUrl}/api/sso/oidc/callback`]);
  oidc.people.set("campus-person", {
    preferred_username: account,
    email: `${account}@campus.example.org`,
    email_verified: true,
  });
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const admin = await adminContext.newPage();
  const page = await userContext.newPage();
  try {
    await scenario.step("sso: the administrator adds an OpenID Connect provider", admin, async () => {
      await admin.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
      await signInSystem(admin, baseUrl, "admin", adminPassword);
      await admin.getByTestId("menu-group-system").click();
      await admin.getByTestId("menu-identity-providers").click();
      await admin.getByTestId("identity-providers-page").waitFor();
      await admin.getByTestId("idp-add").click();
      await admin.getByTestId("idp-dialog").waitFor();
      // The shared rule refuses a provider without its issuer before anything is sent.
      await admin.getByTestId("idp-name").fill(providerName);
      await admin.getByTestId("dialog-submit").click();
      await admin.getByText("is required").first().waitFor();
      await admin.getByTestId("idp-issuer").fill(oidc.issuer);
      await admin.getByTestId("idp-clientId").fill(oidc.clientId);
      await admin.getByTestId("idp-clientSecret").fill(oidc.clientSecret);
      await admin.getByTestId("idp-createAccounts").locator("label").click();
      await screenshot(admin, "sso-provider-form-en");
      await admin.getByTestId("dialog-submit").click();
      await admin.getByTestId("idp-dialog").waitFor({ state: "detached" });
      const row = admin
        .locator('[data-testid="identity-providers"] tbody tr')
        .filter({ hasText: providerName });
      await row.getByText("OpenID Connect").waitFor();
      await screenshot(admin, "sso-providers-en");
      // The secret is write-only: the form says one is stored and shows nothing of it.
      await row.locator('[data-testid^="idp-edit-"]').click();
      await admin.getByTestId("idp-dialog").waitFor();
      if ((await admin.getByTestId("idp-clientSecret").inputValue()) !== "") {
        throw new Error("the stored secret was shown");
      }
      await admin.getByTestId("idp-clientSecret").and(admin.locator('[placeholder*="stored"]')).waitFor();
      await admin.keyboard.press("Escape");
      await admin.getByTestId("idp-dialog").waitFor({ state: "detached" });
      await admin.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
      await admin.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
      await admin.reload();
      await admin.getByText("机构登录").first().waitFor();
      await admin
        .locator('[data-testid="identity-providers"] tbody tr')
        .filter({ hasText: providerName })
        .getByText("OpenID Connect")
        .waitFor();
      await screenshot(admin, "sso-providers-zh");
    });

    await scenario.step("sso: a person signs in with the provider's button (zh, then en)", page, async () => {
      await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
      await page.goto(`${baseUrl}/#/frontend/login`);
      await page.getByText(`使用 ${providerName} 登录`).waitFor();
      await screenshot(page, "sso-login-zh");
      await page.evaluate(() => window.localStorage.setItem("crucible.lang", "en"));
      await page.addInitScript(() => window.localStorage.setItem("crucible.lang", "en"));
      await page.reload();
      const button = page.getByText(`Sign in with ${providerName}`);
      await button.waitFor();
      await screenshot(page, "sso-login-en");
      await button.click();
      // The provider's own (development) sign-in form.
      await page.locator('input[name="login"]').fill("campus-person");
      await page.locator('input[name="password"]').fill("any password");
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/#\/frontend\/home/);
      const signedIn = await page.evaluate(async () => {
        const answer = await fetch("/api/user/session_data", { method: "POST" });
        return ((await answer.json()) as { Data: { User: { Account: string } } | null }).Data?.User.Account;
      });
      if (signedIn?.toLowerCase() !== account) throw new Error(`signed in as ${String(signedIn)}`);
      await screenshot(page, "sso-signed-in-en");
    });
  } finally {
    await adminContext.close();
    await userContext.close();
    await oidc.stop();
  }
}

export const e2e: E2eScenario = {
  order: 135,
  title: "sso: institutional sign-in through OpenID Connect",
  run: (c) => runSsoScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
