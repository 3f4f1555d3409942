/**
 * Institutional sign-in (issue 28 item 1) in Chromium: the administrator adds an OpenID Connect
 * provider with the back-office form (the test provider of tests/support/oidc.ts, started beside the
 * gateway), then an LDAP directory (Debian's slapd of tests/support/ldap.ts) and edits it; a person
 * signs in on the user side with the OIDC button, through the provider's sign-in form, and lands signed
 * in on a new account; another signs in with the directory's form; on a phone (390x844, a mobile user
 * agent) the mobile site's sign-in page offers the same providers, signs in with the button and shows a
 * refusal the callback sent back. The screens in English and in Chinese.
 */
import type { Browser, Page } from "playwright-core";
import { ldapPeopleBase, ldapServiceDn, ldapServicePassword, startLdap } from "../support/ldap.js";
import { startOidcProvider } from "../support/oidc.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const providerName = `Campus ID ${stamp}`;
const account = `sso${stamp}`;
const directoryName = `Campus Directory ${stamp}`;
const renamedDirectory = `Chem Directory ${stamp}`;
const ldapAccount = `dir${stamp}`;
const ldapPassword = "Dir3ctory!pw";
const phoneAccount = `ph${stamp}`;
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";

async function useLanguage(page: Page, lang: "en" | "zh"): Promise<void> {
  await page.evaluate((chosen) => window.localStorage.setItem("crucible.lang", chosen), lang);
  await page.addInitScript((chosen) => window.localStorage.setItem("crucible.lang", chosen), lang);
  await page.reload();
}

/** The front-end account of the browser's session, or undefined. */
function sessionAccount(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const answer = await fetch("/api/user/session_data", { method: "POST" });
    return ((await answer.json()) as { Data: { User: { Account: string } } | null }).Data?.User.Account;
  });
}

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
  oidc.people.set("phone-person", {
    preferred_username: phoneAccount,
    email: `${phoneAccount}@campus.example.org`,
    email_verified: true,
  });
  const ldap = await startLdap([
    { uid: ldapAccount, password: ldapPassword, mail: `${ldapAccount}@dir.example.org` },
  ]);
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const directoryContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
  });
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: iphone,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  const admin = await adminContext.newPage();
  const page = await userContext.newPage();
  const directoryPage = await directoryContext.newPage();
  const phone = await phoneContext.newPage();
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

    await scenario.step(
      "sso: the administrator adds an LDAP directory, then edits it (en, zh)",
      admin,
      async () => {
        await useLanguage(admin, "en");
        await admin.getByTestId("identity-providers-page").waitFor();
        await admin.getByTestId("idp-add").click();
        await admin.getByTestId("idp-dialog").waitFor();
        await admin.getByTestId("idp-kind").click();
        await admin.getByTestId("idp-kind").getByRole("option", { name: "LDAP", exact: true }).click();
        await admin.getByTestId("idp-ldapUrl").waitFor();
        await admin.getByTestId("idp-name").fill(directoryName);
        await admin.getByTestId("idp-ldapUrl").fill(ldap.url);
        await admin.getByTestId("idp-bindDn").fill(ldapServiceDn);
        await admin.getByTestId("idp-bindPassword").fill(ldapServicePassword);
        await admin.getByTestId("idp-searchBase").fill(ldapPeopleBase);
        await admin.getByTestId("idp-searchFilter").fill("(&(objectClass=inetOrgPerson)(uid={account}))");
        // Choosing LDAP put its attributes in place of OpenID Connect's claims.
        for (const [field, expected] of [
          ["idp-accountClaim", "uid"],
          ["idp-emailClaim", "mail"],
          ["idp-groupsClaim", "memberOf"],
        ] as const) {
          const value = await admin.getByTestId(field).inputValue();
          if (value !== expected) throw new Error(`${field} reads "${value}", not LDAP's "${expected}"`);
        }
        await admin.getByTestId("idp-createAccounts").locator("label").click();
        await screenshot(admin, "sso-ldap-form-en");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("idp-dialog").waitFor({ state: "detached" });
        const rows = admin.locator('[data-testid="identity-providers"] tbody tr');
        await rows.filter({ hasText: directoryName }).getByText("LDAP", { exact: true }).waitFor();
        // Edited in Chinese: the stored bind password is kept (the form says so), the name changes.
        await useLanguage(admin, "zh");
        await admin.getByText("机构登录").first().waitFor();
        await rows.filter({ hasText: directoryName }).locator('[data-testid^="idp-edit-"]').click();
        await admin.getByTestId("idp-dialog").waitFor();
        await admin.getByText("编辑提供方").first().waitFor();
        if ((await admin.getByTestId("idp-bindPassword").inputValue()) !== "") {
          throw new Error("the stored bind password was shown");
        }
        await admin.getByTestId("idp-name").fill(renamedDirectory);
        await screenshot(admin, "sso-ldap-edit-zh");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("idp-dialog").waitFor({ state: "detached" });
        await rows.filter({ hasText: renamedDirectory }).getByText("LDAP", { exact: true }).waitFor();
        if ((await rows.filter({ hasText: directoryName }).count()) !== 0)
          throw new Error("the old name stayed");
        await screenshot(admin, "sso-providers-ldap-zh");
      },
    );

    await scenario.step(
      "sso: a person signs in with the directory's form (zh, then en)",
      directoryPage,
      async () => {
        await directoryPage.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
        await directoryPage.goto(`${baseUrl}/#/frontend/login`);
        const form = directoryPage
          .locator('[data-testid^="ldap-form-"]')
          .filter({ hasText: renamedDirectory });
        await form.getByText(`目录账号 (${renamedDirectory})`).waitFor();
        await screenshot(directoryPage, "sso-ldap-login-zh");
        await useLanguage(directoryPage, "en");
        await form.getByText(`Directory account (${renamedDirectory})`).waitFor();
        // A wrong password is refused from the envelope, like a wrong password of our own.
        await form.locator('[data-testid^="ldap-account-"]').fill(ldapAccount);
        await form.locator('[data-testid^="ldap-password-"]').fill("not-the-password");
        await form.locator('[data-testid^="ldap-submit-"]').click();
        await directoryPage.locator('[data-testid="toast"][data-kind="error"]').first().waitFor();
        await screenshot(directoryPage, "sso-ldap-refused-en");
        await form.locator('[data-testid^="ldap-password-"]').fill(ldapPassword);
        await form.locator('[data-testid^="ldap-submit-"]').click();
        await directoryPage.waitForURL(/#\/frontend\/home/);
        const signedIn = await sessionAccount(directoryPage);
        if (signedIn !== ldapAccount) throw new Error(`signed in as ${String(signedIn)}`);
        await screenshot(directoryPage, "sso-ldap-signed-in-en");
      },
    );

    await scenario.step(
      "sso: the mobile sign-in page offers the providers (zh, then en)",
      phone,
      async () => {
        await phone.addInitScript(() => window.localStorage.setItem("crucible.lang", "zh"));
        // A refusal the callback sent to the desktop's sign-in page follows the phone to the mobile one.
        await phone.goto(`${baseUrl}/#/frontend/login?sso_error=SsoNotLinked`);
        await phone.waitForURL(`${baseUrl}/m/#/frontend/login?sso_error=SsoNotLinked`);
        await phone.getByTestId("m-sso-error").getByText("未关联任何账号", { exact: false }).waitFor();
        const button = phone.getByTestId("m-sign-in-providers").getByText(`使用 ${providerName} 登录`);
        await button.waitFor();
        await phone
          .locator('[data-testid^="m-ldap-form-"]')
          .filter({ hasText: renamedDirectory })
          .getByText("目录账号")
          .waitFor();
        await screenshot(phone, "sso-mobile-login-zh");
        await phone.goto(`${baseUrl}/m/#/frontend/login`);
        await useLanguage(phone, "en");
        const english = phone.getByTestId("m-sign-in-providers").getByText(`Sign in with ${providerName}`);
        await english.waitFor();
        if ((await phone.getByTestId("m-sso-error").count()) !== 0) throw new Error("an old refusal stayed");
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) throw new Error(`the mobile sign-in page is ${width} px wide`);
        await screenshot(phone, "sso-mobile-login-en");
        await english.click();
        await phone.locator('input[name="login"]').fill("phone-person");
        await phone.locator('input[name="password"]').fill("any password");
        await phone.locator('button[type="submit"]').click();
        // The callback lands on the desktop's home, which sends the phone to the mobile home.
        await phone.waitForURL(/\/m\/(#\/?)?$/);
        await phone.getByTestId("m-home").waitFor();
        const signedIn = await sessionAccount(phone);
        if (signedIn?.toLowerCase() !== phoneAccount) throw new Error(`signed in as ${String(signedIn)}`);
        await screenshot(phone, "sso-mobile-signed-in-en");
      },
    );
  } finally {
    await adminContext.close();
    await userContext.close();
    await directoryContext.close();
    await phoneContext.close();
    await oidc.stop();
    await ldap.stop();
  }
}

export const e2e: E2eScenario = {
  order: 135,
  title: "sso: institutional sign-in through OpenID Connect and LDAP, desktop and mobile",
  run: (c) => runSsoScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
