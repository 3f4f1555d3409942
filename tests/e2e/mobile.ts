/**
 * The mobile scenario (issue 13 item 6, issue 26 item 5): an iPhone-sized Chromium (390x844, a mobile
 * user agent) visiting `/` lands on the gateway's own mobile site at /m/ (no CRUCIBLE_MOBILE_URL), on its
 * public home; the desktop's public addresses (plans, modules, a module, about, register) open their
 * mobile twins and a signed-in-only address the sign-in; a visitor registers there, in English and in
 * Chinese; then signs in; sees the
 * navigator's figures; opens the menu and closes it (button, backdrop, Escape); follows a job that the
 * set-up launched until it is done without a reload; reads a task's log and an SDF output's records with
 * their structures; browses a folder of its data set to a CSV's preview; checks in; redeems a recharge
 * card made by the administrator; switches to the desktop site and back; signs out. Every screen is
 * checked for horizontal overflow and photographed in English and Chinese. Then the desktop site (a
 * desktop user agent) at 390x844: the side menu is a drawer (button, backdrop, Escape, an entry) and
 * home, a data set list and a job page fit the width, in both languages.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { goodPassword, registerBody, uniqueAccount } from "../support/factories.js";
import { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { repoRoot, screenshot } from "./harness.js";

const width = 390;
const moduleKey = "rdkit/descriptors";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";

function fail(message: string): never {
  throw new Error(message);
}

/** Nothing is wider than the screen: the document, and every element of the page's main parts. */
async function expectNotClipped(page: Page, where: string): Promise<void> {
  const found = await page.evaluate((limit) => {
    const documentWidth = document.documentElement.scrollWidth;
    const wide: string[] = [];
    for (const element of document.querySelectorAll(
      ".m-bar, .m-main *, .m-login *, .m-menu.m-open *, .m-toasts *",
    )) {
      // A table scrolls inside its own box; what is inside that box may be wider (so do markdown's
      // code blocks and tables).
      if (element.closest(".m-table-scroll > *, .m-markdown pre > *, .m-markdown table > *")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > limit + 0.5 || box.left < -0.5) {
        const id = element.getAttribute("data-testid");
        wide.push(
          `${element.tagName.toLowerCase()}${id ? `[${id}]` : `.${element.className}`} ${box.left}-${box.right}`,
        );
      }
    }
    return { documentWidth, wide: wide.slice(0, 5) };
  }, width);
  if (found.documentWidth > width) fail(`${where}: the page is ${found.documentWidth} px wide`);
  if (found.wide.length > 0) fail(`${where}: clipped elements: ${found.wide.join("; ")}`);
}

async function openMenu(page: Page): Promise<void> {
  await page.getByTestId("m-menu-button").click();
  await page.locator('[data-testid="m-menu"][data-open="true"]').waitFor();
  // Once it has slid in.
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="m-menu"]')?.getBoundingClientRect().left ?? -1) >= 0,
  );
  const box = await page.getByTestId("m-menu").boundingBox();
  if (!box || box.x < 0 || box.x + box.width > width) fail(`the open menu is at ${JSON.stringify(box)}`);
}

/** The menu is closed: marked so, and wholly off the screen once its slide ends. */
async function expectMenuClosed(page: Page): Promise<void> {
  await page.locator('[data-testid="m-menu"][data-open="false"]').waitFor({ state: "attached" });
  await page.getByTestId("m-menu").waitFor({ state: "hidden" });
  if (await page.getByTestId("m-nav-jobs").isVisible()) fail("a menu entry is still visible");
}

async function go(page: Page, entry: string): Promise<void> {
  await openMenu(page);
  await page.getByTestId(entry).click();
  await expectMenuClosed(page);
}

type Shoot = (lang: "en" | "zh", name: string) => Promise<void>;

/** On the desktop site: nothing wider than the window but what scrolls inside its own box. */
async function expectDesktopFits(page: Page, where: string): Promise<void> {
  const found = await page.evaluate((limit) => {
    const wide: string[] = [];
    for (const element of document.querySelectorAll(".top-bar *, .shell-content *, .side-menu *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest(".side-menu") && getComputedStyle(element).visibility === "hidden") continue;
      if (box.right <= limit + 0.5 && box.left >= -0.5) continue;
      // What scrolls inside its own box (a wide table) is not cut off.
      let scrolls = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === "auto" || overflow === "scroll") scrolls = true;
      }
      if (!scrolls) {
        const id = element.getAttribute("data-testid");
        wide.push(
          `${element.tagName.toLowerCase()}${id ? `[${id}]` : `.${String(element.className)}`} ${box.left}-${box.right}`,
        );
      }
    }
    return { documentWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
  }, width);
  if (found.documentWidth > width) fail(`${where}: the page is ${found.documentWidth} px wide`);
  if (found.wide.length > 0) fail(`${where}: cut-off elements: ${found.wide.join("; ")}`);
}

/** The desktop site at 390x844 with a desktop browser: the drawer, and three screens in both languages. */
async function desktopNarrow(
  browser: Browser,
  baseUrl: string,
  account: string,
  jobId: string,
  shots: Record<"en" | "zh", string[]>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale: "en-US" });
  await context.addInitScript(() => {
    if (!window.localStorage.getItem("crucible.lang")) window.localStorage.setItem("crucible.lang", "en");
  });
  const desk = await context.newPage();
  const drawer = desk.getByTestId("side-drawer");
  const shoot = async (lang: "en" | "zh", name: string) => {
    await expectDesktopFits(desk, `desktop ${name} (${lang})`);
    shots[lang].push(await screenshot(desk, `desktop-390-${lang}-${name}`));
  };
  const open = async () => {
    await desk.getByTestId("menu-drawer").click();
    await desk.locator('[data-testid="side-drawer"][data-open="true"]').waitFor();
    await desk.waitForFunction(
      () => (document.querySelector('[data-testid="side-drawer"]')?.getBoundingClientRect().left ?? -1) >= 0,
    );
    const box = await drawer.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) fail(`the open drawer is at ${JSON.stringify(box)}`);
    if ((await desk.getByTestId("menu-drawer").getAttribute("aria-expanded")) !== "true") {
      fail("the menu button does not say the drawer is open");
    }
  };
  const closed = async () => {
    await desk.locator('[data-testid="side-drawer"][data-open="false"]').waitFor({ state: "attached" });
    await drawer.waitFor({ state: "hidden" });
  };
  try {
    await desk.goto(`${baseUrl}/#/frontend/login`);
    await desk.getByTestId("login-form").waitFor();
    await desk.getByTestId("login-account").fill(account);
    await desk.getByTestId("login-password").fill(goodPassword);
    await desk.getByTestId("login-submit").click();
    await desk.waitForURL(/#\/frontend\/home/);
    await desk.getByTestId("top-bar").waitFor();
    // The menu starts closed, off the screen; the content has the whole width.
    await closed();
    if (await desk.getByTestId("menu-collapse").isVisible()) fail("the collapse button shows below 768 px");
    const content = await desk.locator(".shell-content").boundingBox();
    if (!content || content.x > 0.5 || content.width < width - 1) {
      fail(`the content is at ${JSON.stringify(content)}`);
    }
    await shoot("en", "home");

    await open();
    await shoot("en", "drawer");
    await desk.getByTestId("menu-drawer").click();
    await closed();
    await open();
    // The backdrop right of the drawer.
    await desk.mouse.click(width - 15, 500);
    await closed();
    await open();
    await desk.keyboard.press("Escape");
    await closed();
    // Choosing an entry closes it.
    await open();
    await desk.getByTestId("menu-datasets").click();
    await desk.waitForURL(/#\/frontend\/home\/datasets/);
    await closed();
    await desk.getByText("assays").first().waitFor();
    await shoot("en", "datasets");

    await desk.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
    await desk.getByText("Mobile chain").first().waitFor();
    await shoot("en", "job");

    await desk.evaluate(() => window.localStorage.setItem("crucible.lang", "zh"));
    await desk.goto(`${baseUrl}/#/frontend/home`);
    await desk.reload();
    await desk.getByTestId("menu-drawer").and(desk.locator('[aria-label="打开菜单"]')).waitFor();
    await shoot("zh", "home");
    await open();
    await shoot("zh", "drawer");
    await desk.keyboard.press("Escape");
    await closed();
    await desk.goto(`${baseUrl}/#/frontend/home/datasets/private`);
    await desk.getByText("assays").first().waitFor();
    await shoot("zh", "datasets");
    await desk.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
    await desk.getByText("Mobile chain").first().waitFor();
    await shoot("zh", "job");
  } finally {
    await context.close();
  }
}

/** The desktop's public addresses, each opened on the phone: its mobile twin shows the same data. */
async function publicTwins(
  page: Page,
  baseUrl: string,
  lang: "en" | "zh",
  shoot: Shoot,
  packageId: number,
): Promise<void> {
  const zh = lang === "zh";
  await page.goto(`${baseUrl}/#/page/plans/token`);
  await page.waitForURL(`${baseUrl}/m/#/page/plans/token`);
  await page
    .getByTestId(`m-package-${packageId}`)
    .getByText(zh ? "一千计算点" : "1,000 tokens")
    .first()
    .waitFor();
  await page.getByTestId(`m-package-${packageId}`).getByText("¥9.90").waitFor();
  await shoot(lang, "plans");

  await page.goto(`${baseUrl}/#/modules`);
  await page.waitForURL(`${baseUrl}/m/#/modules`);
  await page.getByTestId(`m-module-${moduleKey}`).waitFor();
  await page.getByTestId("m-modules-search").fill("descriptors");
  await page
    .getByTestId("m-modules-count")
    .getByText(zh ? "1 个模块" : "1 module")
    .waitFor();
  await shoot(lang, "modules");
  await page.getByTestId(`m-module-${moduleKey}`).click();
  await page.waitForURL(/\/m\/#\/modules\/\d+$/);
  const moduleUrl = page.url();
  const moduleId = moduleUrl.slice(moduleUrl.lastIndexOf("/") + 1);
  await page.getByTestId("m-module-docs").locator("h2").first().waitFor();
  await page
    .getByTestId("m-module-price")
    .getByText(zh ? /每 CPU 秒 \d+ 计算点/ : /\d+ tokens? per CPU-second/)
    .waitFor();
  await shoot(lang, "module");
  // The desktop's address of the same module opens it too.
  await page.goto(`${baseUrl}/#/modules/${moduleId}`);
  await page.waitForURL(`${baseUrl}/m/#/modules/${moduleId}`);
  await page.getByTestId("m-module-docs").waitFor();

  await page.goto(`${baseUrl}/#/page/about`);
  await page.waitForURL(`${baseUrl}/m/#/page/about`);
  await page
    .getByTestId("m-public-text")
    .getByText(zh ? "我们是谁" : "Who we are")
    .waitFor();
  // The markdown is rendered, not shown as text.
  await page
    .getByTestId("m-public-text")
    .locator("strong")
    .getByText(zh ? "分子" : "molecular")
    .waitFor();
  await shoot(lang, "about");
}

/** Registration on the phone: empty and wrong fields are refused in place, a good form signs up. */
async function registerOnPhone(
  page: Page,
  baseUrl: string,
  lang: "en" | "zh",
  shoot: Shoot,
  submitText: string,
): Promise<void> {
  const zh = lang === "zh";
  await page.getByTestId("m-register-form").waitFor();
  await page.getByTestId("m-register-submit").getByText(submitText).waitFor();
  await page.getByTestId("m-register-submit").click();
  await page.getByTestId("m-register-failed").waitFor();
  await page
    .getByTestId("m-register-name-error")
    .getByText(zh ? "此项必填" : "This field is required")
    .waitFor();
  await page.getByTestId("m-register-account-error").waitFor();
  const account = uniqueAccount("ph");
  await page.getByTestId("m-register-account").fill(account);
  await page.getByTestId("m-register-name").fill(zh ? "张三" : "Phoebe");
  await page.getByTestId("m-register-password").fill("short");
  await page.getByTestId("m-register-repeat").fill("other");
  await page.getByTestId("m-register-email").fill("not-an-address");
  await page.getByTestId("m-register-submit").click();
  await page.getByTestId("m-register-password-error").waitFor();
  await page.getByTestId("m-register-repeat-error").waitFor();
  await page.getByTestId("m-register-email-error").waitFor();
  if (await page.getByTestId("m-register-account-error").isVisible()) fail("a good account was refused");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(lang, "register-refused");
  await page.getByTestId("m-register-password").fill(goodPassword);
  await page.getByTestId("m-register-repeat").fill(goodPassword);
  await page.getByTestId("m-register-email").fill(`${account}@example.org`);
  await page.getByTestId("m-register-companyName").fill("Phone Labs");
  await page.getByTestId("m-register-userType-academic").click();
  await page.getByTestId("m-register-submit").click();
  await page.waitForURL(`${baseUrl}/m/#/frontend/login`);
  await page.locator('[data-testid="toast"][data-kind="success"]').first().waitFor();
  await page.getByTestId("m-login").waitFor();
  await shoot(lang, "registered");
  // The account is there, with what the form sent.
  const client = new Client(baseUrl);
  await client.ok("/api/user/login", { Account: account, Password: goodPassword });
  const { me } = await client.gqlData<{ me: { account: string; userType: string } }>(
    "{ me { account userType } }",
  );
  if (me.account !== account || me.userType !== "academic") fail(`registered as ${JSON.stringify(me)}`);
}

export async function runMobileScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const admin = new Client(baseUrl);
  await admin.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
  const cards = await admin.ok<{ Cards: { CardNo: string }[] }>("/api/sys/user_resource_pack_card/generate", {
    Kind: "token",
    Grants: 300,
    ExpiryMonths: 3,
    ExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    Count: 1,
  });
  const pack = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
    Kind: "token",
    Name: "1,000 tokens",
    NameZh: "一千计算点",
    Grants: 1000,
    UnitPrice: 990,
    ExpiryMonths: 12,
  });
  const aboutText = (libraryName: string, title: string, markdown: string) =>
    admin.gqlData("mutation ($i: CmsTextInput!) { createCmsText(input: $i) { id } }", {
      i: { libraryName, title, markdown },
    });
  await aboutText("about.en", "Who we are", "A platform for **molecular** computation.");
  await aboutText("about.zh", "我们是谁", "一个面向**分子**计算的平台。");
  const body = registerBody({ Name: "Dorothy" });
  const api = new Client(baseUrl);
  await api.ok("/api/user/register", body);
  await api.ok("/api/user/login", { Account: body.Account, Password: goodPassword });
  const csv = await readFile(path.join(repoRoot, "tests", "fixtures", "PP_descrs_regress.2.csv"));
  await uploadBytes(api, "/api/workflow_job_task_data_source_file", "descriptors.csv", csv, {
    Kind: "private",
    DirNames: ["assays"],
  });

  const context = await browser.newContext({
    viewport: { width, height: 844 },
    userAgent: iphone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "en-US",
  });
  await context.addInitScript(() => {
    if (!window.localStorage.getItem("crucible.lang")) window.localStorage.setItem("crucible.lang", "en");
  });
  const page = await context.newPage();
  let jobId = "";
  const shots: Record<"en" | "zh", string[]> = { en: [], zh: [] };
  const shoot = async (lang: "en" | "zh", name: string) => {
    await expectNotClipped(page, `${name} (${lang})`);
    shots[lang].push(await screenshot(page, `mobile-${lang}-${name}`));
  };

  try {
    await scenario.step("mobile: visiting / on a phone lands on the mobile public home", page, async () => {
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/m/#/page/home`);
      await page.getByTestId("m-public-home").getByText("Run chemistry at the scale").waitFor();
      await shoot("en", "public-home");
      await openMenu(page);
      await page.getByTestId("m-public-nav-about").getByText("About").waitFor();
      await page.getByTestId("m-public-sign-in").waitFor();
      await shoot("en", "public-menu");
      await page.keyboard.press("Escape");
      await page.locator('[data-testid="m-menu"][data-open="false"]').waitFor({ state: "attached" });
      await page.getByTestId("m-menu").waitFor({ state: "hidden" });
      // An entry opens its page and closes the menu.
      await openMenu(page);
      await page.getByTestId("m-public-nav-modules").click();
      await page.getByTestId("m-modules").waitFor();
      await page.getByTestId("m-menu").waitFor({ state: "hidden" });
    });

    await scenario.step(
      "mobile: the desktop's public addresses open their mobile twins, signed-in ones the sign-in",
      page,
      async () => {
        await publicTwins(page, baseUrl, "en", shoot, pack.Id);
        // Addresses only a signed-in user may open still go to sign-in.
        await page.goto(`${baseUrl}/#/frontend/home/jobs`);
        await page.waitForURL(`${baseUrl}/m/#/frontend/login`);
        await page.getByTestId("m-login").waitFor();
        await page.goto(`${baseUrl}/#/frontend/home/workflows`);
        await page.waitForURL(`${baseUrl}/m/#/frontend/login`);
        await page.getByTestId("m-login").waitFor();
        await shoot("en", "login");
        // Missing fields are said so, not sent.
        await page.getByTestId("m-login-submit").click();
        await page.getByTestId("m-login-missing").waitFor();
      },
    );

    await scenario.step("mobile: a visitor registers on the phone (English)", page, async () => {
      await page.getByTestId("m-login-register").click();
      await registerOnPhone(page, baseUrl, "en", shoot, "Register");
    });

    await scenario.step("mobile: the public pages and registration in Chinese", page, async () => {
      await page.goto(`${baseUrl}/m/#/page/home`);
      // The English registration's notice is put away (a toast goes on a click).
      while ((await page.getByTestId("toast").count()) > 0) await page.getByTestId("toast").first().click();
      await openMenu(page);
      await page.getByTestId("m-lang-zh").click();
      await page.getByTestId("m-public-nav-home").getByText("首页").waitFor();
      await shoot("zh", "public-menu");
      await page.keyboard.press("Escape");
      await page.getByTestId("m-menu").waitFor({ state: "hidden" });
      await page.getByTestId("m-home-sign-in").getByText("登录").waitFor();
      await shoot("zh", "public-home");
      await publicTwins(page, baseUrl, "zh", shoot, pack.Id);
      await page.goto(`${baseUrl}/#/register`);
      await page.waitForURL(`${baseUrl}/m/#/register`);
      await registerOnPhone(page, baseUrl, "zh", shoot, "注册");
      // Back to English for the rest of the scenario.
      await page.getByTestId("m-lang-en").click();
      await page.getByTestId("m-login-submit").getByText("Sign in").waitFor();
    });

    await scenario.step("mobile: sign in and see the navigator's figures", page, async () => {
      await page.getByTestId("m-login-account").fill(body.Account);
      // A wrong password is answered with the catalogue's message, and the page stays.
      await page.getByTestId("m-login-password").fill(`${goodPassword}-wrong`);
      await page.getByTestId("m-login-submit").click();
      await page.locator('[data-testid="toast"][data-kind="error"]').first().waitFor();
      await shoot("en", "login-refused");
      await page.getByTestId("m-login").waitFor();
      await page.getByTestId("m-login-password").fill(goodPassword);
      await page.getByTestId("m-login-submit").click();
      await page.getByTestId("m-home").waitFor();
      const tokens = await page.getByTestId("m-tokens").innerText();
      if (!/^\d[\d,]*$/.test(tokens.trim())) fail(`the token figure reads "${tokens}"`);
      await page.getByTestId("m-storage").getByText(/ of /).waitFor();
      await page.getByTestId("m-figure-jobs").getByText("0 in all").waitFor();
      await shoot("en", "home");
    });

    await scenario.step(
      "mobile: the menu opens and closes (button, backdrop, Escape, an entry)",
      page,
      async () => {
        await openMenu(page);
        if ((await page.getByTestId("m-menu-button").getAttribute("aria-expanded")) !== "true") {
          fail("the menu button does not say the menu is open");
        }
        await shoot("en", "menu");
        await page.getByTestId("m-menu-button").click();
        await expectMenuClosed(page);
        await openMenu(page);
        // The backdrop right of the drawer.
        await page.mouse.click(width - 20, 400);
        await expectMenuClosed(page);
        await openMenu(page);
        await page.keyboard.press("Escape");
        await expectMenuClosed(page);
        await expectNotClipped(page, "home after the menu");
      },
    );

    await scenario.step(
      "mobile: a job launched elsewhere turns done on its page without a reload",
      page,
      async () => {
        const demo = await api.gqlData<{
          modules: { id: string; key: string }[];
          dataFiles: { list: { id: string; name: string }[] };
        }>(`query($query: QueryInput) { modules { id key } dataFiles(query: $query) { list { id name } } }`, {
          query: { where: [{ values: [{ name: "Kind", symbol: "=", value: "module_demo" }] }], limit: 100 },
        });
        const moduleId = demo.modules.find((m) => m.key.endsWith("druglike_filter"))?.id;
        const cdk2 = demo.dataFiles.list.find((f) => f.name.endsWith("cdk2.sdf"))?.id;
        if (!moduleId || !cdk2) fail("the demo module or data set is missing");
        const filter = (key: string, from: string | null) => ({
          key,
          moduleId,
          args: {
            molecules: from ? { task: from, output: "passed.sdf" } : { dataFileId: Number(cdk2) },
            rule: "lipinski_veber",
            max_violations: 0,
          },
        });
        const { submitJob } = await api.gqlData<{ submitJob: { id: string } }>(
          `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
          { input: { name: "Mobile chain", tasks: [filter("a", null), filter("b", "a"), filter("c", "b")] } },
        );
        jobId = submitJob.id;

        // Frames of the live socket: the state must come over it, not from a reload or a poll.
        const frames: string[] = [];
        page.on("websocket", (ws) => {
          if (ws.url().endsWith("/graphql"))
            ws.on("framereceived", (frame) => frames.push(String(frame.payload)));
        });
        await go(page, "m-nav-jobs");
        await page.getByTestId(`m-job-${jobId}`).click();
        const job = page.getByTestId("m-job").and(page.locator(`[data-job="${jobId}"]`));
        await job.waitFor();
        await page.evaluate(() => {
          (window as unknown as { __mobileMarker?: number }).__mobileMarker = 1;
        });
        const first = await job.getAttribute("data-state");
        if (first !== "done") await shoot("en", "job-running");
        await page.getByTestId("m-job").and(page.locator("[data-state=done]")).waitFor({ timeout: 120_000 });
        const marker = await page.evaluate(
          () => (window as unknown as { __mobileMarker?: number }).__mobileMarker,
        );
        if (marker !== 1) fail("the page was reloaded");
        if (
          first !== "done" &&
          !frames.some((frame) => frame.includes("jobsChanged") && frame.includes('"done"'))
        ) {
          fail(`no jobsChanged frame said done: ${frames.slice(-3).join(" | ")}`);
        }
        await page.getByTestId("m-task-c").and(page.locator("[data-state=done]")).waitFor();
        await shoot("en", "job-done");
      },
    );

    await scenario.step(
      "mobile: a task's log and an SDF output's records with structures",
      page,
      async () => {
        await page.getByTestId("m-task-a").click();
        await page.getByTestId("m-task").and(page.locator("[data-state=done]")).waitFor();
        const log = page.locator('[data-testid="m-log"][data-state="ready"]');
        await log.waitFor();
        await page.getByTestId("m-log-text").or(page.getByTestId("m-log-empty")).waitFor();
        await page.getByTestId("m-log-stderr").click();
        await page.locator('[data-testid="m-log"][data-state="ready"]').waitFor();
        await page.getByTestId("m-log-stdout").click();
        await page.locator('[data-testid="m-log"][data-state="ready"]').waitFor();
        await shoot("en", "task");
        await page.getByTestId("m-output-passed.sdf").click();
        await page.getByTestId("m-sdf").waitFor();
        const total = Number(await page.getByTestId("m-sdf").getAttribute("data-total"));
        if (!(total > 0)) fail(`the output holds ${total} records`);
        await page.getByTestId("m-sdf-structure").first().waitFor();
        const drawn = await page
          .getByTestId("m-sdf-structure")
          .first()
          .evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          );
        if (!drawn) fail("the structure picture did not load");
        if (total > 5) {
          await page.getByTestId("m-sdf-pager-next").click();
          await page
            .getByTestId("m-sdf-range")
            .getByText(/^Records 6–/)
            .waitFor();
        }
        await shoot("en", "output-sdf");
      },
    );

    await scenario.step("mobile: a data set folder, a CSV's details and its preview", page, async () => {
      await go(page, "m-nav-datasets");
      await page.locator('[data-testid="m-datasets"][data-kind="private"]').waitFor();
      await page.getByTestId("m-folder-assays").click();
      await page.getByTestId("m-crumbs").getByText("assays").waitFor();
      await shoot("en", "folder");
      await page.getByTestId("m-file-descriptors.csv").click();
      await page.getByTestId("m-file-name").getByText("descriptors.csv").waitFor();
      await page.getByTestId("m-preview-table").locator("tbody tr").first().waitFor();
      await shoot("en", "file");
      await page.getByTestId("m-file-back").click();
      await page.getByTestId("m-kind-module-demo").click();
      await page.locator('[data-testid="m-datasets"][data-kind="module_demo"]').waitFor();
      await page.getByTestId("m-files").waitFor();
      await expectNotClipped(page, "module demo data");
    });

    await scenario.step("mobile: the daily check-in", page, async () => {
      await go(page, "m-nav-check-in");
      await page.getByTestId("m-checkin-button").click();
      await page.getByTestId("m-checkin-result").getByText("Checked in").waitFor();
      await page.getByTestId("m-checkin-streak").getByText("1").waitFor();
      await shoot("en", "check-in");
    });

    await scenario.step("mobile: a recharge card made by the administrator is redeemed", page, async () => {
      await go(page, "m-nav-recharge");
      await page.getByTestId("m-card-redeem").click();
      await page.getByTestId("m-card-error").waitFor();
      await page.getByTestId("m-card-number").fill(cards.Cards[0]!.CardNo.toLowerCase());
      await page.getByTestId("m-card-redeem").click();
      await page.getByTestId("m-card-redeemed").getByText("Redeemed: 300 tokens").waitFor();
      await shoot("en", "recharge");
      await go(page, "m-nav-home");
      // The day's check-in bonus and the card's 300 tokens.
      const tokens = Number((await page.getByTestId("m-tokens").innerText()).replace(/[^\d]/g, ""));
      if (tokens < 300) fail(`the balance is ${tokens}`);
    });

    await scenario.step("mobile: the screens in Chinese", page, async () => {
      await openMenu(page);
      await page.getByTestId("m-lang-zh").click();
      await page.getByTestId("m-nav-home").getByText("首页").waitFor();
      await shoot("zh", "menu");
      await page.keyboard.press("Escape");
      await expectMenuClosed(page);
      await page.getByTestId("m-home").getByText("计算点余额").waitFor();
      await shoot("zh", "home");
      await page.goto(`${baseUrl}/m/#/jobs/${jobId}`);
      await page.getByTestId("m-job").getByText("已完成").first().waitFor();
      await shoot("zh", "job");
      await page.getByTestId("m-task-a").click();
      await page.locator('[data-testid="m-log"][data-state="ready"]').waitFor();
      await shoot("zh", "task");
      await page.getByTestId("m-output-passed.sdf").click();
      await page.getByTestId("m-sdf-structure").first().waitFor();
      await shoot("zh", "output-sdf");
      await page.goto(`${baseUrl}/m/#/datasets/private?folder=assays`);
      await page.getByTestId("m-file-descriptors.csv").click();
      await page.getByTestId("m-preview-table").waitFor();
      await shoot("zh", "file");
      await go(page, "m-nav-check-in");
      await page.getByTestId("m-checkin-done").getByText("今日已签到。").waitFor();
      await shoot("zh", "check-in");
      await go(page, "m-nav-recharge");
      await page.getByTestId("m-recharge").getByText("充值卡").first().waitFor();
      await shoot("zh", "recharge");
    });

    await scenario.step(
      "desktop at 390 px: the side menu is a drawer; home, data sets and a job fit the width",
      page,
      async () => {
        await desktopNarrow(browser, baseUrl, body.Account, jobId, shots);
      },
    );

    await scenario.step("mobile: the desktop site on request, and the way back", page, async () => {
      await openMenu(page);
      await page.getByTestId("m-desktop-site").click();
      await page.waitForURL(`${baseUrl}/#/frontend/home`);
      // The desktop stays (the choice is remembered) and offers the mobile site.
      await page.getByTestId("mobile-site-link").waitFor();
      if (!page.url().startsWith(`${baseUrl}/#/`)) fail(`the desktop choice went to ${page.url()}`);
      await page.getByTestId("mobile-site-link").click();
      await page.waitForURL(`${baseUrl}/m/`);
      await page.getByTestId("m-home").waitFor();
      // Chosen again, the mobile site is where / leads.
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/m/`);
      await page.getByTestId("m-home").waitFor();
    });

    await scenario.step("mobile: a new deployment asks for a reload", page, async () => {
      await page.route("**/VERSION?*", (route) =>
        route.fulfill({ status: 200, contentType: "text/plain", body: "9.9.9-e2e" }),
      );
      await page.evaluate(() => {
        window.location.hash = "#/jobs";
      });
      await page.getByTestId("m-version").getByText("9.9.9-e2e").waitFor();
      await expectNotClipped(page, "the version notice");
      await page.unroute("**/VERSION?*");
      await page.getByTestId("m-version-refresh").click();
      await page.getByTestId("m-jobs").waitFor();
      if (await page.getByTestId("m-version").isVisible()) fail("the notice stayed after the reload");
    });

    await scenario.step("mobile: sign out", page, async () => {
      await openMenu(page);
      await page.getByTestId("m-sign-out").click();
      await page.getByTestId("m-login").waitFor();
      await page.goto(`${baseUrl}/m/#/jobs/${jobId}`);
      await page.getByTestId("m-login").waitFor();
      scenario.log(
        `    screenshots: ${[...shots.en, ...shots.zh].map((file) => path.basename(file)).join(", ")}`,
      );
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 210,
  title:
    "mobile: the mobile site at 390 px, public pages, registration, sign-in, figures, menu, live job, log, outputs, data, check-in, card; the desktop's drawer",
  run: (c) => runMobileScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
