/**
 * User extended info and desktop download (issue 13 items 4 and 5): an administrator turns the
 * switch on and defines fields; a visitor registers filling them (the required one enforced, a wrong
 * number refused); the user edits them in the profile; the administrator filters users on a value and
 * exports them. An administrator publishes desktop builds (a wrong checksum refused); a visitor on
 * Linux is offered the Linux build with its SHA-256 and downloads it. English and Chinese.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { artifacts, pinLanguage, screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `ext${stamp}`,
  password: "ExtInfo#2026",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};
const institute = `Institute ${stamp}`;
const linuxUa =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

async function english(page: Page): Promise<void> {
  await pinLanguage(page, "en");
}

async function chinese(page: Page): Promise<void> {
  await pinLanguage(page, "zh");
  await page.reload();
}

async function addField(
  admin: Page,
  field: { name: string; englishName: string; kind: string; required?: boolean; choices?: string[] },
): Promise<void> {
  await admin.getByTestId("ext-field-add").click();
  await admin.getByTestId("ext-field-dialog").waitFor();
  await admin.getByTestId("ext-field-name").fill(field.name);
  await admin.getByTestId("ext-field-english-name").fill(field.englishName);
  await admin.getByTestId("ext-field-kind").click();
  await admin.getByTestId("ext-field-kind").getByRole("option", { name: field.kind, exact: true }).click();
  if (field.choices) await admin.getByTestId("ext-field-choices").fill(field.choices.join("\n"));
  if (field.required) await admin.getByTestId("ext-field-required").click();
  await admin.getByTestId("dialog-submit").click();
  await admin.getByTestId("ext-field-dialog").waitFor({ state: "detached" });
  await admin.getByTestId(`ext-field-row-${field.englishName}`).waitFor();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).getByRole("option", { name: option, exact: true }).click();
}

export async function runExtInfoScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const adminContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    acceptDownloads: true,
  });
  const userContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const visitorContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
    userAgent: linuxUa,
    acceptDownloads: true,
  });
  const admin = await adminContext.newPage();
  const page = await userContext.newPage();
  const visitor = await visitorContext.newPage();
  const folder = path.join(artifacts, "extinfo-files");
  await mkdir(folder, { recursive: true });
  try {
    await scenario.step(
      "extinfo: an administrator turns the switch on and defines fields",
      admin,
      async () => {
        await english(admin);
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        await admin.goto(`${baseUrl}/#/system/home/system-config/features`);
        await admin.getByTestId("switch-Sys.User.ExtInfo").click();
        await admin.getByTestId("switches-save").click();
        await admin.getByText("saved", { exact: false }).first().waitFor();
        await admin.reload();
        await admin.getByTestId("menu-group-users").click();
        await admin.getByTestId("menu-user-ext-info").click();
        await admin.getByTestId("sys-ext-info-page").waitFor();
        await addField(admin, { name: "单位", englishName: "Institute", kind: "Text", required: true });
        await addField(admin, {
          name: "研究领域",
          englishName: "Research field",
          kind: "Single choice",
          choices: ["chemistry", "biology", "physics"],
        });
        await addField(admin, { name: "席位", englishName: "Seats", kind: "Number" });
        await screenshot(admin, "extinfo-fields-en");
      },
    );

    await scenario.step(
      "extinfo: a visitor registers filling the fields, the required one enforced",
      page,
      async () => {
        await english(page);
        await page.goto(`${baseUrl}/#/register`);
        await page.getByTestId("register-ext-info").waitFor();
        await page.getByTestId("field-account").fill(user.account);
        await page.getByTestId("field-name").fill(user.name);
        await page.getByTestId("field-password").fill(user.password);
        await page.getByTestId("field-repeat").fill(user.password);
        await page.getByTestId("field-email").fill(user.email);
        await page.getByTestId("field-companyName").fill(user.company);
        await page.getByTestId("ext-Seats").fill("three");
        await page.getByTestId("register-submit").click();
        await page.getByTestId("register-ext-info").getByText("Required").waitFor();
        await page.getByTestId("register-ext-info").getByText("A number is needed").waitFor();
        await screenshot(page, "extinfo-register-errors-en");
        if (!page.url().includes("/register"))
          throw new Error("the form was sent with a required field missing");
        await page.getByTestId("ext-Institute").fill(institute);
        await choose(page, "ext-Research field", "biology");
        await page.getByTestId("ext-Seats").fill("3");
        await page.getByTestId("register-submit").click();
        await page.waitForURL(/#\/frontend\/login/);
        await page.getByTestId("login-account").fill(user.account);
        await page.getByTestId("login-password").fill(user.password);
        await page.getByTestId("login-submit").click();
        await page.waitForURL(/#\/frontend\/home/);
      },
    );

    await scenario.step(
      "extinfo: the user edits the fields in the profile, in English and Chinese",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/profile`);
        const form = page.getByTestId("ext-info-profile");
        await form.waitFor();
        if ((await page.getByTestId("ext-Institute").inputValue()) !== institute)
          throw new Error("the registration's value is not in the profile");
        await page.getByTestId("ext-Seats").fill("12");
        await page.getByTestId("ext-info-submit").click();
        await page.getByText("Your extended info was saved.").waitFor();
        await page.reload();
        await form.waitFor();
        if ((await page.getByTestId("ext-Seats").inputValue()) !== "12")
          throw new Error("the profile kept no change");
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, "extinfo-profile-en");
        await chinese(page);
        await page.getByTestId("ext-info-profile").getByText("补充信息").waitFor();
        await page.getByTestId("ext-info-profile").getByText("研究领域").waitFor();
        await page.getByTestId("ext-info-profile").scrollIntoViewIfNeeded();
        await screenshot(page, "extinfo-profile-zh");
      },
    );

    await scenario.step(
      "extinfo: the administrator filters users on a value and exports them",
      admin,
      async () => {
        await admin.getByTestId("ext-tab-users").click();
        await admin.getByTestId("ext-users").waitFor();
        await choose(admin, "ext-filter-field", "Research field");
        await choose(admin, "ext-filter-value", "biology");
        await admin.getByTestId("ext-filter-add").click();
        await admin.getByTestId("ext-filter-chip").waitFor();
        const row = admin
          .locator('[data-testid="ext-users-table"] tbody tr')
          .filter({ hasText: user.account });
        await row.getByText(institute).waitFor();
        await screenshot(admin, "extinfo-users-en");
        const [download] = await Promise.all([
          admin.waitForEvent("download"),
          admin.getByTestId("ext-export").click(),
        ]);
        const file = path.join(folder, "user-ext-info.csv");
        await download.saveAs(file);
        const csv = await readFile(file, "utf8");
        if (!csv.includes("Institute,Research field,Seats"))
          throw new Error(`the CSV header: ${csv.slice(0, 200)}`);
        if (!csv.includes(`${user.account},`) || !csv.includes(`${institute},biology,12`))
          throw new Error(`the CSV lacks the user's values: ${csv.slice(0, 400)}`);
        await chinese(admin);
        await admin.getByText("用户扩展信息").first().waitFor();
        await admin.getByTestId("ext-tab-users").click();
        await admin.locator('[data-testid="ext-users-table"] th').filter({ hasText: "研究领域" }).waitFor();
        await screenshot(admin, "extinfo-users-zh");
        await pinLanguage(admin, "en");
      },
    );

    const linuxBuild = randomBytes(1024 * 1024 + 777);
    const windowsBuild = randomBytes(300_000);
    await writeFile(path.join(folder, "Crucible-1.2.0.AppImage"), linuxBuild);
    await writeFile(path.join(folder, "Crucible-Setup-1.2.0.exe"), windowsBuild);

    await scenario.step(
      "desktop: the administrator publishes builds; a wrong checksum is refused",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/desktop-builds`);
        await admin.reload();
        await admin.getByTestId("sys-desktop-page").waitFor();
        const publish = async (platform: string, file: string, stated: string) => {
          await admin.getByTestId("desktop-publish").click();
          await admin.getByTestId("desktop-publish-dialog").waitFor();
          await choose(admin, "desktop-platform", platform);
          await admin.getByTestId("desktop-version").fill("1.2.0");
          await admin.getByTestId("desktop-sha256").fill(stated);
          await admin.getByTestId("desktop-file").setInputFiles(path.join(folder, file));
          await admin.locator('[data-testid="desktop-english-notes"]').fill(`Faster uploads on ${platform}.`);
          await admin.locator('[data-testid="desktop-notes"]').fill("上传更快。");
          await admin.getByTestId("dialog-submit").click();
        };
        await publish("Linux", "Crucible-1.2.0.AppImage", sha256(randomBytes(8)));
        await admin.getByText("File SHA-256 does not match").waitFor();
        await admin.getByTestId("desktop-publish-dialog").waitFor();
        await screenshot(admin, "desktop-mismatch-en");
        await admin.getByTestId("desktop-sha256").fill(sha256(linuxBuild).toLowerCase());
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("desktop-publish-dialog").waitFor({ state: "detached" });
        await publish("Windows", "Crucible-Setup-1.2.0.exe", sha256(windowsBuild));
        await admin.getByTestId("desktop-publish-dialog").waitFor({ state: "detached" });
        await admin
          .locator('[data-testid="desktop-builds"] tbody tr')
          .filter({ hasText: "Crucible-1.2.0.AppImage" })
          .waitFor();
        await admin
          .locator('[data-testid="desktop-builds"] tbody tr')
          .filter({ hasText: sha256(windowsBuild) })
          .waitFor();
        await screenshot(admin, "desktop-builds-en");
      },
    );

    await scenario.step(
      "desktop: a visitor on Linux gets the Linux build with its SHA-256, in both languages",
      visitor,
      async () => {
        await english(visitor);
        await visitor.goto(`${baseUrl}/#/`);
        await visitor.getByTestId("landing-download").click();
        await visitor.getByTestId("desktop-download-page").waitFor();
        await visitor.getByText("For your system: Linux").waitFor();
        const shown = (await visitor.getByTestId("desktop-sha-linux").textContent())?.trim();
        if (shown !== sha256(linuxBuild)) throw new Error(`the page shows ${shown}`);
        await visitor.getByTestId("desktop-build-windows").waitFor();
        await screenshot(visitor, "desktop-page-en");
        const [download] = await Promise.all([
          visitor.waitForEvent("download"),
          visitor.getByTestId("desktop-download-linux").click(),
        ]);
        const saved = path.join(folder, "downloaded.AppImage");
        await download.saveAs(saved);
        if (sha256(await readFile(saved)) !== sha256(linuxBuild))
          throw new Error("the download is not the build");
        await chinese(visitor);
        await visitor.getByText("适合你的系统：Linux").waitFor();
        await screenshot(visitor, "desktop-page-zh");
      },
    );

    await scenario.step("desktop: the back office counts the download", admin, async () => {
      await admin.reload();
      const row = admin
        .locator('[data-testid="desktop-builds"] tbody tr')
        .filter({ hasText: "Crucible-1.2.0.AppImage" });
      await row.waitFor();
      const cells = await row.locator("td").allTextContents();
      if (!cells.includes("1")) throw new Error(`no download counted: ${cells.join(" | ")}`);
      // The two back-office lists on the screen kit, in Chinese.
      await chinese(admin);
      await admin.getByTestId("sys-desktop-page").getByText("发布版本").waitFor();
      await screenshot(admin, "desktop-builds-zh");
      await admin.goto(`${baseUrl}/#/system/home/user-ext-info`);
      await admin.getByTestId("ext-field-row-Research field").getByText("研究领域").waitFor();
      await screenshot(admin, "extinfo-fields-zh");
    });
  } finally {
    await adminContext.close();
    await userContext.close();
    await visitorContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 160,
  title: "extinfo: extended fields and desktop download",
  run: (c) => runExtInfoScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
