/**
 * The system applets scenario (issue 13): an administrator turns the Sys.App switch on, registers an
 * applet and publishes its bundle (a zip made here); a user opens it from the menu in a plugin window.
 * The applet's script tries to read the page's cookies and to call the API (REST and GraphQL) with
 * the user's session, and shows what it got: nothing of either. In English, then in Chinese.
 */
import type { Browser, Frame, Page } from "playwright-core";
import { probeAppletZip } from "../support/zips.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { pinLanguage, registerAndSignIn, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `ap${stamp}`,
  password: "Applets#2026",
  name: "Ada",
  email: `ada${stamp}@example.org`,
  company: "Crucible Labs",
};
const nameZh = `探针${stamp}`;
const nameEn = `Probe ${stamp}`;
/** A cookie the page's own script can read: the applet must not see it. */
const pageCookie = `visible${stamp}`;

interface ProbeReport {
  parentCookie: string | null;
  ownCookie: string | null;
  rest: string | null;
  graphql: string | null;
  lang: string | null;
}

/** The applet's frame inside the plugin window, once its script has reported. */
async function probeReport(page: Page): Promise<ProbeReport> {
  const frameElement = page.locator('iframe[data-testid^="applet-frame-"]').first();
  await frameElement.waitFor();
  if ((await frameElement.getAttribute("sandbox")) !== "allow-scripts")
    throw new Error("the frame is not sandboxed");
  const frame: Frame | null = await frameElement
    .elementHandle()
    .then((handle) => handle?.contentFrame() ?? null);
  if (!frame) throw new Error("no applet frame");
  await frame
    .locator("#out")
    .filter({ hasText: /"type":"probe"/ })
    .waitFor();
  return JSON.parse(await frame.locator("#out").innerText()) as ProbeReport;
}

function checkReport(report: ProbeReport, lang: string): void {
  const leaked = (text: string | null) =>
    text !== null && (text.includes(pageCookie) || text.includes(user.account) || text.includes("crucible"));
  if (!report.parentCookie?.startsWith("blocked"))
    throw new Error(`the parent's cookies: ${report.parentCookie}`);
  if (leaked(report.ownCookie)) throw new Error(`the frame's cookies: ${report.ownCookie}`);
  if (leaked(report.rest) || /"Data":\{/.test(report.rest ?? ""))
    throw new Error(`REST answered: ${report.rest}`);
  if (leaked(report.graphql) || /"me":\{/.test(report.graphql ?? ""))
    throw new Error(`GraphQL answered: ${report.graphql}`);
  if (report.lang !== lang) throw new Error(`init carried ${report.lang}, not ${lang}`);
}

export async function runAppsScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const admin = await adminContext.newPage();
  const page = await userContext.newPage();
  try {
    await scenario.step(
      "apps: the administrator registers an applet and publishes its bundle",
      admin,
      async () => {
        await pinLanguage(admin, "en");
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        // The Sys.App switch is off by default: the administrator turns it on.
        const switches = await admin.request.post(`${baseUrl}/graphql`, {
          data: { query: "{ featureSwitches }" },
        });
        const current = (
          (await switches.json()) as { data: { featureSwitches: Record<string, Record<string, unknown>> } }
        ).data.featureSwitches;
        const saved = await admin.request.post(`${baseUrl}/graphql`, {
          data: {
            query: "mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }",
            variables: { s: { ...current, Sys: { ...current.Sys, App: { Enabled: true } } } },
          },
        });
        if (!saved.ok()) throw new Error(`saving the switches: ${saved.status()}`);
        await admin.reload();
        await admin.getByTestId("menu-group-system").click();
        await admin.getByTestId("menu-apps").click();
        await admin.getByTestId("sys-applets-page").waitFor();
        await admin.getByTestId("applet-add").click();
        await admin.getByTestId("applet-dialog").waitFor();
        await admin.locator("#field-app-name").fill(nameZh);
        await admin.locator("#field-app-english-name").fill(nameEn);
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("applet-dialog").waitFor({ state: "detached" });
        const row = admin.locator('[data-testid="sys-applets"] tbody tr').filter({ hasText: nameEn });
        await row.getByText("No bundle yet").waitFor();
        await row
          .locator('input[type="file"]')
          .setInputFiles({ name: "probe.zip", mimeType: "application/zip", buffer: probeAppletZip() });
        await row.locator('[data-testid^="applet-url-"]').waitFor();
        await screenshot(admin, "apps-backoffice-en");
      },
    );

    await scenario.step(
      "apps: a user opens it in a plugin window; its script reads no cookie and no session",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        await page.evaluate((value) => {
          document.cookie = `probe=${value}; path=/`;
        }, pageCookie);
        const entry = page.locator('[data-testid^="menu-applet-"]').filter({ hasText: nameEn });
        await entry.click();
        const report = await probeReport(page);
        checkReport(report, "en-US");
        // The bundle's own page is what the window shows.
        await page
          .frameLocator('iframe[data-testid^="applet-frame-"]')
          .first()
          .locator("#hello", { hasText: "Applet says hello" })
          .waitFor();
        await screenshot(page, "apps-window-en");
      },
    );

    await scenario.step(
      "apps: in Chinese, the menu shows the Chinese name and init carries zh-CN",
      page,
      async () => {
        await pinLanguage(page, "zh");
        await page.reload();
        const entry = page.locator('[data-testid^="menu-applet-"]').filter({ hasText: nameZh });
        await entry.click();
        checkReport(await probeReport(page), "zh-CN");
        await screenshot(page, "apps-window-zh");
      },
    );

    await scenario.step("apps: the back office in Chinese", admin, async () => {
      await pinLanguage(admin, "zh");
      await admin.reload();
      await admin.getByRole("heading", { name: "系统小程序" }).waitFor();
      await admin.locator('[data-testid="sys-applets"] tbody tr').filter({ hasText: nameZh }).waitFor();
      await screenshot(admin, "apps-backoffice-zh");
    });
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 140,
  title: "apps: publish an applet, open it sandboxed",
  run: (c) => runAppsScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
