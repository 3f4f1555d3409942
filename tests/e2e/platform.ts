/**
 * The platform scenario (issue 2): an admin signs in, creates a permission group and a role, creates a
 * normal user; that user signs in, switches language, is refused a back-office page; the admin kicks
 * the user's session and the user lands on login with back=true.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { screenshot } from "./harness.js";

const user = { account: "chemist1", password: "Chem#2026ok", name: "Ada", email: "ada@example.org" };

async function signIn(
  page: Page,
  baseUrl: string,
  stage: "system" | "frontend",
  account: string,
  password: string,
) {
  await page.goto(`${baseUrl}/#/${stage}/login`);
  await page.getByTestId("login-form").waitFor();
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(new RegExp(`#/${stage}/home`));
}

async function openDialogField(page: Page, name: string, value: string) {
  await page.getByTestId(`field-${name}`).fill(value);
}

export async function runPlatformScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
) {
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: "en-US" });
  const admin = await adminContext.newPage();
  const chemist = await userContext.newPage();
  try {
    await scenario.step("admin signs in to the back office", admin, async () => {
      await signIn(admin, baseUrl, "system", "admin", adminPassword);
      await admin.getByTestId("side-menu").waitFor();
    });

    await scenario.step("admin creates a permission group", admin, async () => {
      await admin.goto(`${baseUrl}/#/system/home/permission-group`);
      await admin.getByTestId("perm-groups-page").waitFor();
      await admin.getByTestId("group-create").click();
      await openDialogField(admin, "name", "Support");
      await admin.getByTestId("perm-User.Read").click();
      await admin.getByTestId("dialog-submit").click();
      await admin.getByTestId("perm-groups-page").getByText("Support", { exact: true }).waitFor();
    });

    await scenario.step("admin creates a role holding the group", admin, async () => {
      await admin.goto(`${baseUrl}/#/system/home/roles`);
      await admin.getByTestId("roles-page").waitFor();
      await admin.getByTestId("role-create").click();
      await openDialogField(admin, "name", "Support staff");
      await admin.getByTestId("field-groupIds").click();
      await admin.getByRole("option", { name: "Support" }).click();
      await admin.getByTestId("field-name").click();
      await admin.getByTestId("dialog-submit").click();
      await admin.getByTestId("roles-page").getByText("Support staff", { exact: true }).waitFor();
    });

    await scenario.step("admin creates a normal user", admin, async () => {
      await admin.goto(`${baseUrl}/#/system/home/normal-user`);
      await admin.getByTestId("normal-users-page").waitFor();
      await admin.getByTestId("user-create").click();
      await openDialogField(admin, "account", user.account);
      await openDialogField(admin, "name", user.name);
      await openDialogField(admin, "password", user.password);
      await openDialogField(admin, "email", user.email);
      await openDialogField(admin, "companyName", "Crucible Labs");
      await admin.getByTestId("dialog-submit").click();
      await admin.getByTestId("normal-users-page").getByText(user.account, { exact: true }).waitFor();
      await screenshot(admin, "platform-admin-users");
    });

    await scenario.step("the user signs in to the front end", chemist, async () => {
      await signIn(chemist, baseUrl, "frontend", user.account, user.password);
      await chemist.getByTestId("front-home").waitFor();
    });

    await scenario.step("the user switches the language to Chinese and back", chemist, async () => {
      await chemist.getByTestId("lang-switch").click();
      await chemist.getByTestId("lang-zh").click();
      await chemist.waitForFunction(() => document.documentElement.lang.startsWith("zh"));
      await chemist.getByTestId("side-menu").getByText("导航", { exact: true }).waitFor();
      await screenshot(chemist, "platform-user-zh");
      await chemist.getByTestId("lang-switch").click();
      await chemist.getByTestId("lang-en").click();
      await chemist.waitForFunction(() => document.documentElement.lang.startsWith("en"));
    });

    await scenario.step("the user is refused a back-office page", chemist, async () => {
      await chemist.goto(`${baseUrl}/#/system/home/normal-user`);
      await chemist.waitForURL(/#\/system\/login\/true/);
      await chemist.getByTestId("login-form").waitFor();
      await chemist.goto(`${baseUrl}/#/frontend/home`);
      await chemist.getByTestId("front-home").waitFor();
    });

    await scenario.step("admin kicks the user's session", admin, async () => {
      await admin.goto(`${baseUrl}/#/system/home/user-session`);
      await admin.getByTestId("user-sessions-page").waitFor();
      const row = admin.getByTestId("user-sessions-page").locator("tr", { hasText: user.account });
      await row.first().waitFor();
      await row.first().locator("[data-testid^=session-kick-]").click();
      await admin.getByTestId("confirm-ok").click();
      await row.first().waitFor({ state: "detached" });
    });

    await scenario.step("the user lands on login with back=true", chemist, async () => {
      await chemist.getByTestId("side-menu").getByText("API tokens").click();
      await chemist.waitForURL(/#\/frontend\/login\/true/);
      await chemist.getByTestId("login-form").waitFor();
      await screenshot(chemist, "platform-user-kicked");
    });
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 10,
  title: "platform: accounts, permissions and sessions",
  run: (c) => runPlatformScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
