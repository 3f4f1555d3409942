/**
 * The public site (issue 13): an administrator publishes CMS content (about in both languages, a tool
 * with its own text); a visitor, without signing in, browses every public page from the page links in
 * English and in Chinese (each at its own URL, titled Home, a page without content saying so), opens
 * a tool's page, the module catalogue and a module's page, and Run asks to sign in, then comes back to
 * the module's run screen.
 */
import type { APIRequestContext, Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { screenshot, signInSystem } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = { account: `pub${stamp}`, password: "Public#2026x", name: "Vera" };
const moduleKey = "rdkit/descriptors";

function fail(message: string): never {
  throw new Error(message);
}

async function gql<T>(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  variables = {},
): Promise<T> {
  const response = await request.post(`${baseUrl}/graphql`, {
    data: { query, variables },
    headers: { "apollo-require-preflight": "true" },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) fail(`${query}: ${body.errors[0]!.message}`);
  return body.data as T;
}

const pages = [
  "home",
  "workflow",
  "plans",
  "tools",
  "tutorial",
  "course",
  "about",
  "contact",
  "modules",
] as const;

/** Clicks every page link and checks the URL, the page and the title. */
async function browseAll(page: Page, title: string): Promise<void> {
  for (const name of pages) {
    await page.getByTestId(`public-nav-${name}`).first().click();
    const route = name === "modules" ? "#/modules" : `#/page/${name}`;
    await page.waitForURL((url) => url.hash === route || url.hash.startsWith(`${route}/`));
    const screen = name === "home" ? "landing" : name === "plans" ? "plans" : `public-${name}`;
    await page.getByTestId(screen).waitFor();
    await page.waitForFunction((expected) => document.title === expected, title);
  }
}

export async function runPublicScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const visitorContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
  });
  const admin = await adminContext.newPage();
  const page = await visitorContext.newPage();
  let toolId = "";
  try {
    await scenario.step(
      "public: the administrator publishes about (both languages) and a tool",
      admin,
      async () => {
        await signInSystem(admin, baseUrl, "admin", adminPassword);
        const text = (libraryName: string, title: string, markdown: string) =>
          gql(
            adminContext.request,
            baseUrl,
            "mutation ($i: CmsTextInput!) { createCmsText(input: $i) { id } }",
            {
              i: { libraryName, title, markdown },
            },
          );
        await text("about.en", "Who we are", "A platform for **molecular** computation.");
        await text("about.zh", "我们是谁", "一个面向**分子**计算的平台。");
        const created = await gql<{ createMapEntry: { id: string } }>(
          adminContext.request,
          baseUrl,
          "mutation ($i: MapEntryInput!) { createMapEntry(input: $i) { id } }",
          {
            i: {
              mapLibraryName: "tools",
              value: {
                Name: "分子绘图器",
                EnglishName: "Molecule sketcher",
                Summary: "在浏览器中绘制结构。",
                EnglishSummary: "Draw structures in the browser.",
                Link: "https://example.org/sketcher",
              },
            },
          },
        );
        toolId = created.createMapEntry.id;
        await text(`tool.${toolId}`, "How to use it", "Draw, then export as **SMILES**.");
      },
    );

    await scenario.step("public: a visitor browses every public page in English", page, async () => {
      await page.addInitScript(() => {
        if (!window.sessionStorage.getItem("lang-set")) {
          window.localStorage.setItem("crucible.lang", "en");
          window.sessionStorage.setItem("lang-set", "1");
        }
      });
      await page.goto(`${baseUrl}/#/page/home`);
      await page.getByTestId("landing").waitFor();
      await page.getByTestId("public-nav").waitFor();
      await screenshot(page, "public-home-en");
      await browseAll(page, "Home");
      await page.getByTestId("public-nav-about").first().click();
      await page.getByTestId("public-text").getByText("Who we are", { exact: true }).waitFor();
      await page.getByText("molecular", { exact: true }).waitFor();
      await screenshot(page, "public-about-en");
      // No content: the page says so, at its own URL (no redirect).
      await page.getByTestId("public-nav-tutorial").first().click();
      await page.getByTestId("public-empty").getByText("Nothing here yet.").waitFor();
      if (!page.url().endsWith("#/page/tutorial")) fail(`the tutorial page moved to ${page.url()}`);
      await page.goto(`${baseUrl}/#/page/course`);
      await page.getByTestId("public-course").getByTestId("public-empty").waitFor();
    });

    await scenario.step("public: a visitor opens the tools and a tool's page", page, async () => {
      await page.getByTestId("public-nav-tools").first().click();
      await page.getByTestId(`public-tool-${toolId}`).getByText("Molecule sketcher").waitFor();
      await page.getByTestId(`public-tool-${toolId}`).click();
      await page.waitForURL((url) => url.hash === `#/page/tools/${toolId}`);
      await page.getByTestId("public-title").getByText("Molecule sketcher").waitFor();
      await page.getByText("Draw structures in the browser.").waitFor();
      await page.getByTestId("public-text").getByText("How to use it").waitFor();
      const href = await page.getByTestId("public-tool-open").getAttribute("href");
      if (href !== "https://example.org/sketcher") fail(`the tool opens ${href}`);
      await screenshot(page, "public-tool-en");
      await page.goto(`${baseUrl}/#/page/tools/999999`);
      await page.getByTestId("public-tool-missing").waitFor();
    });

    await scenario.step(
      "public: the module catalogue, a module's page, and Run asks to sign in",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/modules`);
        const card = page.getByTestId(`public-module-${moduleKey}`);
        await card.waitFor();
        await page.getByTestId("public-modules-search").locator("input").fill("descriptors");
        await page.getByTestId("public-modules-count").getByText("1 module").waitFor();
        await screenshot(page, "public-modules-en");
        await card.click();
        await page.waitForURL(/#\/modules\/\d+$/);
        const moduleUrl = page.url();
        const moduleId = moduleUrl.slice(moduleUrl.lastIndexOf("/") + 1);
        await page.getByTestId("public-title").getByText("RDKit descriptors").waitFor();
        await page.getByText("Sign in to run this module.").waitFor();
        await screenshot(page, "public-module-en");
        await page.getByTestId("public-module-run").click();
        await page.waitForURL(/#\/frontend\/login\//);
        await page.getByTestId("login-form").waitFor();
        // Signing in comes back to the module's run screen.
        const registered = await visitorContext.request.post(`${baseUrl}/api/user/register`, {
          data: {
            Account: user.account,
            Password: user.password,
            Name: user.name,
            Email: `${user.account}@example.org`,
            CompanyName: "Crucible Labs",
          },
          headers: { "x-crucible-csrf": "1" },
        });
        if (!registered.ok()) fail(`register answered ${registered.status()}`);
        await page.getByTestId("login-account").fill(user.account);
        await page.getByTestId("login-password").fill(user.password);
        await page.getByTestId("login-submit").click();
        await page.waitForURL((url) => url.hash === `#/frontend/home/modules/${moduleId}`);
      },
    );

    await scenario.step("public: the same pages in Chinese", page, async () => {
      await visitorContext.clearCookies();
      await page.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
      // A fresh load, not a hash change: the signed-in app still open here would meet its lost
      // session with a 401 and go to the sign-in page, racing a reload on a slow machine.
      await page.goto("about:blank");
      await page.goto(`${baseUrl}/#/page/home`);
      await page.getByTestId("landing").waitFor();
      await page.getByTestId("public-nav-about").getByText("关于我们").waitFor();
      await browseAll(page, "首页");
      await page.getByTestId("public-nav-about").first().click();
      await page.getByTestId("public-text").getByText("我们是谁", { exact: true }).waitFor();
      await screenshot(page, "public-about-zh");
      await page.getByTestId("public-nav-contact").first().click();
      await page.getByTestId("public-empty").getByText("这里还没有内容。").waitFor();
      await page.goto(`${baseUrl}/#/page/tools/${toolId}`);
      await page.getByTestId("public-title").getByText("分子绘图器").waitFor();
      await page.getByText("打开工具").waitFor();
      await page.goto(`${baseUrl}/#/modules`);
      await page.getByTestId(`public-module-${moduleKey}`).click();
      await page.getByText("登录后即可运行此模块。").waitFor();
      await page.getByTestId("public-module-run").getByText("运行").waitFor();
      await screenshot(page, "public-module-zh");
    });
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
}

export const e2e: E2eScenario = {
  order: 200,
  title: "public: every public page in both languages, tools, modules",
  run: (c) => runPublicScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
