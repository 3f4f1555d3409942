/**
 * The back-office scenario: a new user registers, lands on the Navigator board (tokens, the "Get
 * started" section with the demo template and modules) and runs the descriptors module on the demo
 * data set. The admin then finds that job by its owner in Workflow jobs, reads a task's stdout and
 * refunds its tokens; creates a system processor and uploads its executable; creates a container
 * image and a container module and uploads a module file; adds a section with a link to the
 * Navigator board; uploads a module cover and makes it the default. Back as the user: the new
 * section and its link are on the Navigator, modules without a cover show the chosen default, and
 * the system processor is listed on the user's Processors screen. Last, the content by forms (issue
 * 26): the admin writes the about page in English and Chinese by its form and a visitor reads each
 * language on the public page; the admin creates and edits a tool by its form (a bad link is refused)
 * and the Tools page shows it; the dashboard charts the last 30 days (en and zh).
 */
import { createHash } from "node:crypto";
import type { Browser, Locator, Page } from "playwright-core";
import { pngBytes } from "../support/images.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `back${stamp}`,
  password: "Back#2026ok",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

const descriptors = "rdkit-descriptors";
const processorName = `e2e_proc_${stamp}`;
const exeName = `hello_${stamp}.sh`;
const imageName = `E2E image ${stamp}`;
const imageUid = `registry.example.org/e2e/hello:${stamp}`;
const moduleKey = `e2e/hello_${stamp}`;
const moduleName = `E2E hello ${stamp}`;
const moduleFileName = `params_${stamp}.txt`;
const sectionName = `Links ${stamp}`;
const linkUrl = "https://www.rdkit.org";
const linkLabel = "RDKit";
/** A small cover in its own colour, so that its hash names its row in the covers table. */
const cover = pngBytes({ width: 96, height: 64, rgb: [20, 110 + (Number(stamp) % 100), 200] });
const coverSha = createHash("sha256").update(cover).digest("hex");
const aboutEn = { title: `Our lab ${stamp}`, body: "We build **molecular** tools.", bold: "molecular" };
const aboutZh = { title: `我们的实验室 ${stamp}`, body: "我们构建**分子**工具。", bold: "分子" };
const tool = {
  englishName: `Sketcher ${stamp}`,
  renamed: `Sketcher Pro ${stamp}`,
  name: `绘图器 ${stamp}`,
  englishSummary: "Draw structures in the browser.",
  summary: "在浏览器中绘制结构。",
  link: "https://example.org/sketcher",
};

/** Sets the interface language kept in the browser and reloads the page. */
async function useLanguage(page: Page, language: "en" | "zh"): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem("crucible.lang", lang), language);
  await page.reload();
}

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

/** Opens a route of a stage with a fresh page load (so that cached queries are read again). */
async function openFresh(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.reload();
}

/** The id at the end of a data-testid such as `sys-processor-open-12`. */
async function idOf(locator: Locator, prefix: string): Promise<string> {
  const testId = (await locator.getAttribute("data-testid")) ?? "";
  const id = testId.startsWith(prefix) ? testId.slice(prefix.length) : "";
  if (!/^\d+$/.test(id)) throw new Error(`no id in ${testId}`);
  return id;
}

/** Numbers shown in a text, in order ("Charged 3 · Refunded 3" gives [3, 3]). */
function numbersIn(text: string): number[] {
  return [...text.replace(/,/g, "").matchAll(/\d+/g)].map((m) => Number(m[0]));
}

export async function runBackofficeScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const userContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await userContext.newPage();
  const admin = await adminContext.newPage();
  let jobId = "";
  try {
    await scenario.step(
      "back office: a new user registers and lands on the Navigator board",
      page,
      async () => {
        await registerAndSignIn(page, baseUrl, user);
        await page.getByTestId("front-home").getByTestId("navigator").waitFor();
        const tokens = page.getByTestId("navigator-tokens").locator(".navigator-figure-value");
        await tokens.filter({ hasText: /\d/ }).waitFor();
        const started = page.getByTestId("navigator").locator("[data-testid^=navigator-section-]", {
          has: page.locator("h3", { hasText: "Get started" }),
        });
        await started.waitFor();
        await started.locator("[data-testid^=navigator-item-][data-kind=template]").first().waitFor();
        const modules = await started.locator("[data-testid^=navigator-item-][data-kind=module]").count();
        if (modules < 1) throw new Error("the Get started section shows no demo module");
        await screenshot(page, "backoffice-user-navigator");
      },
    );

    await scenario.step(
      "back office: the user runs the descriptors module on the demo data set",
      page,
      async () => {
        await page.getByTestId("navigator-action-modules").click();
        await page.waitForURL(/#\/frontend\/home\/modules$/);
        await page.getByTestId(`module-open-${descriptors}`).click();
        await page.getByTestId("module-page").waitFor();
        await page.getByTestId("module-job-name").fill(`descriptors-backoffice-${stamp}`);
        await page.getByTestId("arg-input-molecules").click();
        await page.getByTestId("arg-input-molecules-file-cdk2.sdf").click();
        await page.getByTestId("module-submit").click();
        await page.waitForURL(/#\/frontend\/home\/jobs\/\d+$/, { timeout: 20_000 });
        jobId = page.url().split("/").pop() ?? "";
        if (!/^\d+$/.test(jobId)) throw new Error(`no job id in ${page.url()}`);
      },
    );

    await scenario.step("back office: the admin signs in", admin, async () => {
      await signIn(admin, baseUrl, "system", "admin", adminPassword);
      await admin.getByTestId("side-menu").waitFor();
    });

    await scenario.step(
      "back office: the admin finds the user's job by owner, reads a task's stdout and refunds its tokens",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/workflow-jobs`);
        await admin.getByTestId("sys-jobs-page").waitFor();
        await admin.getByTestId("filter-OwnerAccount").click();
        await admin.getByTestId("filter-search").fill(user.account);
        const owner = admin.getByTestId(`sys-job-owner-${jobId}`);
        await owner.getByText(user.account).waitFor();
        const owners = await admin.locator("[data-testid^=sys-job-owner-]").allInnerTexts();
        if (owners.some((text) => text.trim() !== user.account))
          throw new Error(`the owner filter left other accounts: ${owners.join(", ")}`);
        // Close the filter popup, then open the job.
        await admin.getByTestId("sys-jobs-page").getByTestId("page-title").click();
        await admin.getByTestId("filter-search").waitFor({ state: "detached" });
        await admin.getByTestId(`sys-job-open-${jobId}`).click();
        await admin.waitForURL(new RegExp(`#/system/home/workflow-jobs/${jobId}`));
        await admin.getByTestId("sys-job-owner").getByText(user.account).waitFor();
        await admin.getByTestId("task-graph").waitFor();
        await admin.locator("[data-testid=sys-job-detail][data-state=done]").waitFor({ timeout: 120_000 });
        await admin.locator("[data-testid^=task-node-]").first().click();
        await admin.getByTestId("task-panel").waitFor();
        const stdout = admin.getByTestId("task-stdout-text");
        await stdout.waitFor();
        if ((await stdout.innerText()).trim() === "") throw new Error("the task's stdout is empty");
        const before = numbersIn(await admin.getByTestId("task-ledger").innerText());
        const charged = before[0] ?? 0;
        if (charged <= 0) throw new Error(`the task was not charged: ${before.join(", ")}`);
        await admin.getByTestId("task-refund").click();
        await admin.getByTestId("confirm-dialog").waitFor();
        await admin.getByTestId("confirm-ok").click();
        await admin.getByTestId("task-refund-refused").waitFor();
        const after = numbersIn(await admin.getByTestId("task-ledger").innerText());
        if (after[0] !== charged || after[1] !== charged)
          throw new Error(`after the refund the ledger shows ${after.join(", ")} (charged ${charged})`);
        await screenshot(admin, "backoffice-job-refunded");
      },
    );

    await scenario.step(
      "back office: the admin creates a system processor and uploads its executable",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/processors`);
        await admin.getByTestId("sys-processors-page").waitFor();
        await admin.getByTestId("sys-processor-create").click();
        await admin.getByTestId("processor-dialog").waitFor();
        await admin.getByTestId("processor-name").fill(processorName);
        await admin.getByTestId("processor-summary").fill("Says hello (e2e)");
        await admin.getByTestId("dialog-submit").click();
        // A new processor has no executable: the upload dialog opens at once.
        await admin.getByTestId("exe-upload-dialog").waitFor();
        await admin.getByTestId("exe-upload-input").setInputFiles({
          name: exeName,
          mimeType: "text/x-shellscript",
          buffer: Buffer.from("#!/bin/sh\necho hello from the back office\n"),
        });
        await admin.getByTestId("exe-upload-file").getByText(exeName).waitFor();
        await admin.getByTestId("exe-upload-submit").click();
        await admin.getByTestId("exe-upload-dialog").waitFor({ state: "detached" });
        const row = admin.getByTestId("sys-processors-table").locator("tbody tr", { hasText: processorName });
        const id = await idOf(row.locator("[data-testid^=sys-processor-open-]"), "sys-processor-open-");
        await admin.getByTestId(`sys-processor-exe-${id}`).getByText(exeName).waitFor();
        await screenshot(admin, "backoffice-processor-uploaded");
      },
    );

    await scenario.step(
      "back office: the admin creates a container image and a container module with a file",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/container-images`);
        await admin.getByTestId("container-images-page").waitFor();
        await admin.getByTestId("image-create").click();
        await admin.getByTestId("image-dialog").waitFor();
        await admin.getByTestId("field-uid").fill(imageUid);
        await admin.getByTestId("field-name").fill(imageName);
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("image-dialog").waitFor({ state: "detached" });
        await admin.getByTestId("images-table").locator("tbody tr", { hasText: imageName }).waitFor();

        await admin.goto(`${baseUrl}/#/system/home/catalogue-modules`);
        await admin.getByTestId("modules-admin-page").waitFor();
        await admin.getByTestId("module-create").click();
        const create = admin.getByTestId("module-create-dialog");
        await create.waitFor();
        await create.getByTestId("field-key").fill(moduleKey);
        await create.getByTestId("field-name").fill(moduleName);
        await create.getByTestId("field-image").click();
        await create.getByTestId("field-image").getByRole("option", { name: imageName }).click();
        await create.getByTestId("field-command").fill("sh\n-c\necho hello");
        await admin.getByTestId("dialog-submit").click();
        // The new module opens in its edit dialog, with the Files tab.
        const dialog = admin.getByTestId("module-dialog");
        await dialog.waitFor();
        await dialog.getByText(moduleKey).first().waitFor();
        await dialog.getByTestId("module-tab-files").click();
        await dialog.getByTestId("module-files-tab").waitFor();
        await dialog.getByTestId("module-files-uploader-input").setInputFiles({
          name: moduleFileName,
          mimeType: "text/plain",
          buffer: Buffer.from(`threshold=0.5\nstamp=${stamp}\n`),
        });
        await dialog.getByTestId(`module-file-${moduleFileName}`).waitFor({ timeout: 20_000 });
        await screenshot(admin, "backoffice-module-file");
        await admin.getByTestId("dialog-cancel").click();
        await dialog.waitFor({ state: "detached" });
        await admin.getByTestId("modules-table").locator("tbody tr", { hasText: moduleKey }).waitFor();
      },
    );

    await scenario.step(
      "back office: the admin adds a section with a link to the Navigator board",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/navigator-board`);
        await admin.getByTestId("navigator-editor").waitFor();
        const sections = admin.locator("[data-testid^=navigator-editor-section-][data-testid$=-name-en]");
        await sections.first().waitFor();
        const index = await sections.count();
        await admin.getByTestId("navigator-editor-add-section").click();
        const section = `navigator-editor-section-${index}`;
        await admin.getByTestId(`${section}-name-en`).fill(sectionName);
        await admin.getByTestId(`${section}-name-zh`).fill(`链接 ${stamp}`);
        await admin.getByTestId(`${section}-add-item`).click();
        const item = `${section}-item-0`;
        await admin.getByTestId(`${item}-kind`).click();
        await admin.getByTestId(`${item}-kind`).getByRole("option", { name: "Link" }).click();
        await admin.getByTestId(`${item}-url`).fill(linkUrl);
        await admin.getByTestId(`${item}-label-en`).fill(linkLabel);
        await admin.getByTestId(`${item}-label-zh`).fill(linkLabel);
        await admin.getByTestId("navigator-editor-save").click();
        await admin.locator(".toasts").getByText("The navigator board is saved").waitFor();
        await admin.getByTestId("navigator-editor-state").getByText("Saved board").waitFor();
        if ((await admin.getByTestId("navigator-editor-problems").count()) > 0)
          throw new Error(await admin.getByTestId("navigator-editor-problems").innerText());
        await screenshot(admin, "backoffice-navigator-board");
      },
    );

    await scenario.step(
      "back office: the admin uploads a module cover and makes it the default",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/system-config/module-covers`);
        await admin.getByTestId("templates-module_cover").waitFor();
        await admin.getByTestId("template-upload-module_cover-input").setInputFiles({
          name: `cover_${stamp}.png`,
          mimeType: "image/png",
          buffer: cover,
        });
        const row = admin
          .getByTestId("templates-module_cover")
          .locator("tbody tr", { has: admin.locator(`code[title="${coverSha}" i]`) });
        await row.waitFor();
        const id = await idOf(row.locator("[data-testid^=template-default-]"), "template-default-");
        await admin.getByTestId(`template-default-${id}`).click();
        await admin.locator(`[data-testid="template-default-${id}"].checked`).waitFor();
        const checked = await admin.locator("[data-testid^=template-default-].checked").count();
        if (checked !== 1) throw new Error(`${checked} covers are marked default`);
        await screenshot(admin, "backoffice-default-cover");
      },
    );

    await scenario.step(
      "back office: the admin adds a map library entry whose file is uploaded on the spot",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/map-library`);
        await admin.getByTestId("map-library-page").waitFor();
        const picker = admin.getByTestId("map-library-name");
        await picker.click();
        await picker.locator("input.search").fill("tutorials");
        await admin.keyboard.press("Enter");
        await admin.getByTestId("map-create").click();
        await admin.getByTestId("field-Name").fill("Docking tutorial");
        await admin.getByTestId("map-file-uploader-input").setInputFiles({
          name: "docking_tutorial.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(`Docking tutorial ${stamp}\n`),
        });
        await admin.waitForFunction(() =>
          (document.querySelector("[data-testid=field-File]") as HTMLInputElement | null)?.value.includes(
            "/api/sys/cms_map_library_file/read_file/",
          ),
        );
        await screenshot(admin, "backoffice-map-entry-file");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("map-table").getByText("Docking tutorial").first().waitFor();
        // The public site reads the entry with its file address rewritten for readers, and the file.
        const response = await fetch(`${baseUrl}/api/index/cms_map_library_map/query`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            Where: { Lvg: [{ Values: [{ Name: "MapLibraryName", Value: "tutorials", Symbol: "=" }] }] },
          }),
        });
        const body = (await response.json()) as { Data: { Value: { Name: string; File: string } }[] };
        const entry = body.Data.find((item) => item.Value.Name === "Docking tutorial");
        if (!entry?.Value.File.startsWith("/api/index/cms_map_library_file/read_file/"))
          throw new Error(`public entry: ${JSON.stringify(body.Data)}`);
        const file = await fetch(`${baseUrl}${entry.Value.File}`);
        if ((await file.text()) !== `Docking tutorial ${stamp}\n`) throw new Error("the public file differs");
      },
    );

    await scenario.step(
      "back office: the user's Navigator shows the new section and its link",
      page,
      async () => {
        await openFresh(page, `${baseUrl}/#/frontend/home/navigator`);
        const section = page.locator("[data-testid^=navigator-section-]", {
          has: page.locator("h3", { hasText: sectionName }),
        });
        await section.waitFor();
        const link = section.locator("[data-testid^=navigator-item-][data-kind=link]");
        await link.getByText(linkLabel, { exact: true }).waitFor();
        const href = await link.getAttribute("href");
        if (!href?.startsWith(linkUrl)) throw new Error(`the link goes to ${href ?? "nowhere"}`);
        if ((await link.getAttribute("target")) !== "_blank")
          throw new Error("the link does not open a new window");
        await screenshot(page, "backoffice-user-new-section");
      },
    );

    await scenario.step(
      "back office: modules without a cover show the chosen default cover",
      page,
      async () => {
        await openFresh(page, `${baseUrl}/#/frontend/home/modules`);
        const card = page.getByTestId(`module-card-${descriptors}`);
        await card.waitFor();
        const chosen = card.getByTestId("module-cover-chosen-default");
        await chosen.waitFor();
        const image = chosen.locator("img");
        await image.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0
            ? undefined
            : new Promise<void>((resolve, reject) => {
                img.addEventListener("load", () => resolve(), { once: true });
                img.addEventListener("error", () => reject(new Error("the default cover did not load")), {
                  once: true,
                });
              }),
        );
        const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
        if (width !== 96) throw new Error(`the cover shown is ${width} px wide, not the uploaded one`);
        await screenshot(page, "backoffice-user-default-covers");
      },
    );

    await scenario.step(
      "back office: the system processor is listed on the user's Processors screen",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/processors`);
        await page.getByTestId("processors-page").waitFor();
        await page.getByTestId(`processor-open-${processorName}`).waitFor();
        await page.getByTestId(`processor-exe-${processorName}`).getByText(exeName).waitFor();
        await screenshot(page, "backoffice-user-processors");
      },
    );

    await scenario.step(
      "back office: the admin writes the about page by its form, in English and Chinese with a preview",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/site-pages`);
        await admin.getByTestId("site-pages-page").waitFor();
        await admin.getByTestId("site-page-about").click();
        await admin.getByTestId("page-editor").waitFor();
        for (const [language, content] of [
          ["en", aboutEn],
          ["zh", aboutZh],
        ] as const) {
          const index = await admin.locator(`[data-testid^=page-${language}-section-]`).count();
          await admin.getByTestId(`page-${language}-add`).click();
          await admin.getByTestId(`field-${language}-title-${index}`).fill(content.title);
          await admin.getByTestId(`field-${language}-markdown-${index}`).fill(content.body);
          const preview = admin.getByTestId(`page-${language}-preview-${index}`);
          await preview.locator("h2", { hasText: content.title }).waitFor();
          await preview.locator("strong", { hasText: content.bold }).waitFor();
        }
        await screenshot(admin, "backoffice-about-form-en");
        await admin.getByTestId("page-save").click();
        await admin.getByText("Page saved").first().waitFor();
        await useLanguage(admin, "zh");
        await admin.getByTestId("site-page-about").click();
        await admin.getByTestId("page-zh-preview-0").locator("strong", { hasText: aboutZh.bold }).waitFor();
        await admin.getByText("公共页面", { exact: true }).first().waitFor();
        await screenshot(admin, "backoffice-about-form-zh");
        await useLanguage(admin, "en");
      },
    );

    await scenario.step("back office: a visitor reads the about page in each language", admin, async () => {
      const visitorContext = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: "en-US",
      });
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto(`${baseUrl}/#/page/about`);
        await useLanguage(visitor, "en");
        const texts = visitor.getByTestId("public-about").getByTestId("public-text");
        await texts.locator("h2", { hasText: aboutEn.title }).waitFor();
        await texts.locator("strong", { hasText: aboutEn.bold }).waitFor();
        await screenshot(visitor, "backoffice-public-about-en");
        await useLanguage(visitor, "zh");
        await texts.locator("h2", { hasText: aboutZh.title }).waitFor();
        await texts.locator("strong", { hasText: aboutZh.bold }).waitFor();
        if ((await texts.locator("h2", { hasText: aboutEn.title }).count()) > 0)
          throw new Error("the Chinese about page shows the English section");
        await screenshot(visitor, "backoffice-public-about-zh");
      } finally {
        await visitorContext.close();
      }
    });

    await scenario.step(
      "back office: the admin creates and edits a tool by its form and the Tools page shows it",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/site-tools`);
        await admin.getByTestId("site-tools-page").waitFor();
        await admin.getByTestId("tool-create").click();
        await admin.getByTestId("tool-dialog").waitFor();
        await admin.getByTestId("field-EnglishName").fill(tool.englishName);
        await admin.getByTestId("field-Name").fill(tool.name);
        await admin.getByTestId("field-EnglishSummary").fill(tool.englishSummary);
        await admin.getByTestId("field-Summary").fill(tool.summary);
        await admin.getByTestId("field-Link").fill("ftp://example.org/sketcher");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("tool-dialog").getByText("An http:// or https:// address").waitFor();
        await admin.getByTestId("field-Link").fill(tool.link);
        await admin.getByTestId("tool-preview-en").getByText(tool.englishName).waitFor();
        await admin.getByTestId("tool-preview-zh").getByText(tool.name).waitFor();
        await admin.getByTestId("tool-preview").scrollIntoViewIfNeeded();
        await screenshot(admin, "backoffice-tool-form-en");
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("tool-dialog").waitFor({ state: "detached" });
        const row = admin.getByTestId("tools-table").locator("tbody tr", { hasText: tool.englishName });
        const id = await idOf(row.locator("[data-testid^=tool-edit-]"), "tool-edit-");
        await admin.getByTestId(`tool-edit-${id}`).click();
        await admin.getByTestId("tool-dialog").waitFor();
        await admin.getByTestId("field-EnglishName").fill(tool.renamed);
        await admin.getByTestId("dialog-submit").click();
        await admin.getByTestId("tool-dialog").waitFor({ state: "detached" });
        await admin.getByTestId("tools-table").getByText(tool.renamed).waitFor();
        // The entry keeps the JSON the site reads.
        const { mapEntries } = await gql<{
          mapEntries: { list: { id: string; value: Record<string, string> }[] };
        }>(
          admin,
          `{ mapEntries(query: { where: [{ values: [{ name: "MapLibraryName", symbol: "=", value: "tools" }] }] }) { list { id value } } }`,
        );
        const value = mapEntries.list.find((entry) => entry.id === id)?.value;
        const expected = {
          Name: tool.name,
          EnglishName: tool.renamed,
          Summary: tool.summary,
          EnglishSummary: tool.englishSummary,
          File: "",
          Link: tool.link,
        };
        const sorted = (object: Record<string, string> | undefined) =>
          JSON.stringify(Object.entries(object ?? {}).sort(([a], [b]) => a.localeCompare(b)));
        if (sorted(value) !== sorted(expected))
          throw new Error(`the tool's value is ${JSON.stringify(value)}`);
        await useLanguage(admin, "zh");
        await admin.getByTestId(`tool-edit-${id}`).click();
        await admin.getByTestId("tool-preview-zh").getByText(tool.name).waitFor();
        await screenshot(admin, "backoffice-tool-form-zh");
        await admin.getByTestId("tool-dialog").getByRole("button", { name: "取消" }).click();
        await useLanguage(admin, "en");

        const visitorContext = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          locale: "en-US",
        });
        try {
          const visitor = await visitorContext.newPage();
          await visitor.goto(`${baseUrl}/#/page/tools`);
          await useLanguage(visitor, "en");
          const card = visitor.getByTestId(`public-tool-${id}`);
          await card.getByText(tool.renamed).waitFor();
          await screenshot(visitor, "backoffice-public-tools-en");
          await useLanguage(visitor, "zh");
          await card.getByText(tool.name).waitFor();
          await screenshot(visitor, "backoffice-public-tools-zh");
        } finally {
          await visitorContext.close();
        }
      },
    );

    await scenario.step(
      "back office: the dashboard charts the last 30 days, with empty states, in English and Chinese",
      admin,
      async () => {
        await openFresh(admin, `${baseUrl}/#/system/home/board`);
        await admin.getByTestId("board-trends").waitFor();
        // The user's job, its tokens and the sign-up are charted; no order was paid.
        await admin.getByTestId("board-trend-jobs-chart").locator("svg rect").first().waitFor();
        await admin.getByTestId("board-trend-tokens-chart").locator("svg rect").first().waitFor();
        await admin.getByTestId("board-trend-signups-chart").locator("svg rect").first().waitFor();
        await admin
          .getByTestId("board-trend-revenue-empty")
          .getByText("No paid orders yet in these days.")
          .waitFor();
        await admin.getByTestId("board-trend-jobs").getByText("Done").first().waitFor();
        await screenshot(admin, "backoffice-dashboard-en");
        await useLanguage(admin, "zh");
        await admin
          .getByTestId("board-trend-revenue-empty")
          .getByText("这些天还没有已支付的订单。")
          .waitFor();
        await admin.getByTestId("board-trend-jobs").getByText("已完成").first().waitFor();
        await screenshot(admin, "backoffice-dashboard-zh");
        await useLanguage(admin, "en");
      },
    );
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 110,
  title: "back office: workflow jobs, refund, processors, modules, navigator board, default cover",
  run: (c) => runBackofficeScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
