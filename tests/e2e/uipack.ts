/**
 * The UI pack run form and result view scenario (issue 13, docs/apps.md): an administrator uploads the
 * example packs of docs/examples and names them on the drug-likeness filter; a user opens the module,
 * fills the custom form inside its sandboxed frame (the page checks what the frame sends), picks the
 * file on the page, submits with the page's button; the job runs; the task's custom view shows the
 * report in its frame. Code run inside either frame reads no cookie of the page and calls no API with
 * the user's session. In English, then in Chinese.
 */
import type { Browser, Frame, Page } from "playwright-core";
import { examplePackZip } from "../support/zips.js";
import type { E2eScenario, Scenario } from "./harness.js";
import {
  pinLanguage,
  pollUntil,
  registerAndSignIn,
  screenshot,
  signInSystem,
  waitForJob,
} from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `ui${stamp}`,
  password: "UiPacks#2026",
  name: "Grace",
  email: `grace${stamp}@example.org`,
  company: "Crucible Labs",
};
const formPack = `druglike-form-${stamp}`;
const reportPack = `druglike-report-${stamp}`;
const moduleKey = "rdkit/druglike_filter";
/** A cookie the page's own script can read: the frames must not see it. */
const pageCookie = `visible${stamp}`;

/** The frame behind a sandboxed iframe, once its bundle has said ready. */
async function bundleFrame(page: Page, testId: string): Promise<Frame> {
  const element = page.locator(`iframe[data-testid="${testId}"]`);
  await element.waitFor();
  if ((await element.getAttribute("sandbox")) !== "allow-scripts")
    throw new Error(`${testId} is not sandboxed`);
  await page.locator(`iframe[data-testid="${testId}"][data-ready="true"]`).waitFor();
  const frame = await element.elementHandle().then((handle) => handle?.contentFrame() ?? null);
  if (!frame) throw new Error(`no frame behind ${testId}`);
  return frame;
}

interface Probe {
  readonly parentCookie: string;
  readonly ownCookie: string;
  readonly rest: string;
  readonly graphql: string;
}

/**
 * What a script inside the frame gets when it reaches for the page's cookies, its own and the API
 * with the user's session: run inside the frame, with the frame's own (opaque) origin.
 */
async function probe(frame: Frame): Promise<Probe> {
  return frame.evaluate(async () => {
    const got = { parentCookie: "", ownCookie: "", rest: "", graphql: "" };
    try {
      got.parentCookie = window.parent.document.cookie;
    } catch (error) {
      got.parentCookie = `blocked: ${(error as Error).name}`;
    }
    try {
      got.ownCookie = document.cookie;
    } catch (error) {
      got.ownCookie = `blocked: ${(error as Error).name}`;
    }
    try {
      const r = await fetch("/api/user/session_data", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      got.rest = `${r.status} ${(await r.text()).slice(0, 300)}`;
    } catch (error) {
      got.rest = `blocked: ${(error as Error).name}`;
    }
    try {
      const r = await fetch("/graphql", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ me { account } }" }),
      });
      got.graphql = `${r.status} ${(await r.text()).slice(0, 300)}`;
    } catch (error) {
      got.graphql = `blocked: ${(error as Error).name}`;
    }
    return got;
  });
}

function checkProbe(where: string, got: Probe): void {
  const leaked = (text: string) =>
    text.includes(pageCookie) || text.includes(user.account) || text.includes("crucible");
  if (!got.parentCookie.startsWith("blocked"))
    throw new Error(`${where}: the page's cookies: ${got.parentCookie}`);
  if (!got.ownCookie.startsWith("blocked") && leaked(got.ownCookie))
    throw new Error(`${where}: the frame's cookies: ${got.ownCookie}`);
  if (leaked(got.rest) || /"Data":\{/.test(got.rest)) throw new Error(`${where}: REST answered ${got.rest}`);
  if (leaked(got.graphql) || /"me":\{/.test(got.graphql))
    throw new Error(`${where}: GraphQL answered ${got.graphql}`);
}

/**
 * A screenshot with the whole page in the viewport: a full-page capture stitches the sandboxed frame
 * (a process of its own) from what was painted in view, and leaves the rest of it blank.
 */
async function tallScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 1000 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 6000) });
  try {
    // Every frame paints at the new size before the capture (two animation frames each).
    for (const frame of page.frames()) {
      await frame.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
    }
    await screenshot(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The frame is as tall as the bundle's page asked (resize), give or take a pixel of rounding. */
async function expectFrameFits(page: Page, testId: string, frame: Frame): Promise<void> {
  const element = page.locator(`iframe[data-testid="${testId}"]`);
  const bodyHeight = await frame.evaluate(() => document.body.getBoundingClientRect().height);
  // The resize message crosses processes: it may land a moment after the bundle drew.
  await pollUntil(
    () => element.evaluate((el) => el.clientHeight),
    (frameHeight) => Math.abs(frameHeight - bodyHeight) <= 2,
    { timeout: 5000, what: `${testId}: the frame as tall as its page (${bodyHeight} px)` },
  );
}

async function uploadPack(admin: Page, name: string, zip: Buffer): Promise<void> {
  await admin.getByTestId("uipack-add").click();
  await admin.getByTestId("uipack-dialog").waitFor();
  await admin.getByTestId("uipack-name").fill(name);
  await admin.getByTestId("dialog-submit").click();
  await admin.getByTestId("uipack-dialog").waitFor({ state: "detached" });
  const row = admin.locator('[data-testid="sys-uipacks"] tbody tr').filter({ hasText: name });
  await row.locator('[data-testid^="uipack-open-"]').click();
  await admin.getByTestId("uipack-version-label").fill("1.0.0");
  await admin
    .getByTestId("uipack-version-upload-input")
    .setInputFiles({ name: `${name}.zip`, mimeType: "application/zip", buffer: zip });
  await admin.getByTestId("uipack-version-1.0.0").waitFor();
}

export async function runUiPackScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const userContext = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: "en-US" });
  const admin = await adminContext.newPage();
  const page = await userContext.newPage();
  let jobUrl = "";
  try {
    await scenario.step("uipack-form: the administrator uploads the example packs", admin, async () => {
      await pinLanguage(admin, "en");
      await signInSystem(admin, baseUrl, "admin", adminPassword);
      await admin.goto(`${baseUrl}/#/system/home/uipack`);
      await admin.getByTestId("sys-uipacks-page").waitFor();
      await uploadPack(admin, formPack, examplePackZip("uipack-druglike-form"));
      await uploadPack(admin, reportPack, examplePackZip("uipack-druglike-report"));
      await admin.getByTestId("uipack-preview-frame").waitFor({ state: "detached" });
      await screenshot(admin, "uipack-packs-en");
    });

    await scenario.step(
      "uipack-form: the administrator names them on the drug-likeness module",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/catalogue-modules`);
        await admin.getByTestId("modules-admin-page").waitFor();
        const row = admin.getByTestId("modules-table").locator("tbody tr", { hasText: moduleKey });
        await row.locator('[data-testid^="module-edit-"]').click();
        const dialog = admin.getByTestId("module-dialog");
        await dialog.waitFor();
        await dialog.getByTestId("module-tab-views").click();
        await dialog.getByTestId("module-views-tab").waitFor();
        await dialog.getByTestId("field-run-form-pack").click();
        await dialog.getByTestId("field-run-form-pack").getByRole("option", { name: formPack }).click();
        await dialog.getByTestId("field-result-view-pack").click();
        await dialog.getByTestId("field-result-view-pack").getByRole("option", { name: reportPack }).click();
        await screenshot(admin, "uipack-module-editor-en");
        await admin.getByTestId("dialog-submit").click();
        await dialog.waitFor({ state: "detached" });
      },
    );

    await scenario.step(
      "uipack-form: a user fills the custom form in its frame; the page checks what it sends",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        await page.evaluate((value) => {
          document.cookie = `probe=${value}; path=/`;
        }, pageCookie);
        await page.getByTestId("menu-modules").click();
        await page.getByTestId("module-open-rdkit-druglike_filter").click();
        await page.getByTestId("custom-run-form").waitFor();
        const frame = await bundleFrame(page, "run-form-frame");
        checkProbe("run form", await probe(frame));
        // The frame got the method's arguments and the defaults: Lipinski is chosen.
        await frame.locator('[data-testid="choice-rule-lipinski"].on').waitFor();
        await frame.getByTestId("choice-rule-lipinski_veber").click();
        await frame.getByTestId("arg-max_violations").focus();
        await frame.getByTestId("arg-max_violations").press("Home");
        // A frame that sends what the argument does not allow: the page's own checks answer.
        await frame.evaluate(() => {
          window.parent.postMessage(
            { type: "values", values: { rule: "no-such-rule", max_violations: 0 } },
            "*",
          );
        });
        await page.getByTestId("custom-form-errors").waitFor();
        await frame.getByTestId("choice-rule-veber").click();
        await frame.getByTestId("choice-rule-lipinski_veber").click();
        await page.getByTestId("custom-form-errors").waitFor({ state: "detached" });
        // The frame is as tall as it asked (resize), not the default 240 px.
        const height = await page
          .locator('iframe[data-testid="run-form-frame"]')
          .evaluate((el) => el.clientHeight);
        if (height <= 240) throw new Error(`the frame kept ${height} px`);
        // Files stay on the page.
        await page.getByTestId("module-submit").click();
        await page.getByTestId("arg-error-molecules").waitFor();
        await page.getByTestId("arg-input-molecules").click();
        await page.getByTestId("arg-input-molecules-file-cdk2.sdf").click();
        await page.getByTestId("arg-error-molecules").waitFor({ state: "detached" });
        // The standard form holds the values the frame sent.
        await page.getByTestId("run-form-standard").click();
        await page.getByTestId("custom-run-form").waitFor({ state: "detached" });
        const violations = await page.getByTestId("arg-input-max_violations").inputValue();
        if (violations !== "0") throw new Error(`the standard form shows max_violations ${violations}`);
        await page.getByTestId("run-form-custom").click();
        const again = await bundleFrame(page, "run-form-frame");
        await again.locator('[data-testid="choice-rule-lipinski_veber"].on').waitFor();
        await expectFrameFits(page, "run-form-frame", again);
        await tallScreenshot(page, "uipack-run-form-en");
      },
    );

    await scenario.step("uipack-form: the page's button submits and the job runs done", page, async () => {
      await page.getByTestId("module-job-name").fill(`uipack-e2e-${stamp}`);
      await page.getByTestId("module-submit").click();
      await page.waitForURL(/#\/frontend\/home\/jobs\/\d+$/, { timeout: 20_000 });
      jobUrl = page.url();
      const jobId = jobUrl.split("/").pop() ?? "";
      await waitForJob(page, jobId);
    });

    await scenario.step(
      "uipack-form: the task's custom view shows the report in its frame",
      page,
      async () => {
        await page.reload();
        await page.locator('[data-testid^="task-node-"]').first().click();
        await page.getByTestId("task-panel").waitFor();
        await page.getByTestId("task-tab-view").waitFor();
        await page.getByTestId("task-result-view").waitFor();
        const frame = await bundleFrame(page, "result-view-frame");
        // docs of the module: with Lipinski + Veber and no violation allowed, 44 of the 47 pass.
        await frame.getByTestId("stat-pass").locator("b", { hasText: /^44$/ }).waitFor();
        await frame.getByTestId("stat-fail").locator("b", { hasText: /^3$/ }).waitFor();
        const rows = await frame.getByTestId("report-table").locator("tbody tr").count();
        if (rows !== 47) throw new Error(`the report shows ${rows} rows`);
        checkProbe("result view", await probe(frame));
        // The frame is as tall as its page: the list of outputs under the table is in view.
        await frame.getByText("Outputs: passed.sdf (sdf,").waitFor();
        await expectFrameFits(page, "result-view-frame", frame);
        await page.getByTestId("task-result-view").scrollIntoViewIfNeeded();
        await tallScreenshot(page, "uipack-result-view-en");
        // The plain outputs are one tab away.
        await page.getByTestId("task-tab-files").click();
        await page.getByTestId("task-outputs").waitFor();
        await page.getByTestId("task-tab-view").click();
        await bundleFrame(page, "result-view-frame");
      },
    );

    await scenario.step("uipack-form: in Chinese, the form, the view and the editor", page, async () => {
      await pinLanguage(page, "zh");
      // The task stays selected in the address (?task=): the panel opens again.
      await page.reload();
      await page.getByTestId("task-panel").waitFor();
      const view = await bundleFrame(page, "result-view-frame");
      await view.getByText("类药性报告").waitFor();
      await page.getByTestId("task-result-view").scrollIntoViewIfNeeded();
      await tallScreenshot(page, "uipack-result-view-zh");
      await page.getByTestId("menu-modules").click();
      await page.getByTestId("module-open-rdkit-druglike_filter").click();
      const form = await bundleFrame(page, "run-form-frame");
      await form.getByText("类药性过滤").waitFor();
      await form.getByText("Lipinski（五规则）").waitFor();
      await expectFrameFits(page, "run-form-frame", form);
      await tallScreenshot(page, "uipack-run-form-zh");

      await pinLanguage(admin, "zh");
      await admin.reload();
      const row = admin.getByTestId("modules-table").locator("tbody tr", { hasText: moduleKey });
      await row.locator('[data-testid^="module-edit-"]').click();
      const dialog = admin.getByTestId("module-dialog");
      await dialog.getByTestId("module-tab-views").click();
      await dialog.getByText("自定义运行表单").waitFor();
      await dialog
        .getByTestId("field-run-form-pack")
        .locator(".divider.text", { hasText: formPack })
        .waitFor();
      await screenshot(admin, "uipack-module-editor-zh");
    });
  } finally {
    await adminContext.close();
    await userContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 150,
  title: "uipack-form: a module's UI pack run form and result view, sandboxed",
  run: (c) => runUiPackScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
