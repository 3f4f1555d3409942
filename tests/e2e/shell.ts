/**
 * The shell scenario: the route behaviours of spec §2 (version check, progress bar, scroll-to-top and
 * back buttons, suppressed file drops, titles, redirects, permission notices, the collapsed menu's
 * hover delay, language, the mobile redirect, login with back). The gateway runs with
 * CRUCIBLE_MOBILE_URL set to {@link mobileUrl}.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { goodPassword } from "../support/factories.js";
import { Client } from "../support/http.js";
import type { E2eScenario, Scenario } from "./harness.js";
import { nextFrames, registerAndSignIn, screenshot, settle, signInSystem, storeLanguage } from "./harness.js";

export const mobileUrl = "https://m.example.org/";

const viewport = { width: 1366, height: 860 };
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";

const frontUser = {
  account: "shelluser1",
  password: "Shell#2026ok",
  name: "Grace",
  email: "grace@example.org",
  company: "Crucible Labs",
};

declare global {
  interface Window {
    shellMarker?: number;
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/** Moves to another hash route in the same document (an in-app navigation). */
async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

/**
 * Scrolls the window to `y` and waits until the page has handled it: the scroll event (when the
 * position changed) and the render it caused.
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.scrollTo(0, top);
        if (window.scrollY === before) resolve();
        else window.addEventListener("scroll", () => resolve(), { once: true });
      }),
    y,
  );
  await nextFrames(page);
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.shellMarker = 1;
  });
}

async function marked(page: Page): Promise<boolean> {
  return page.evaluate(() => window.shellMarker === 1);
}

/** Creates a system user through the REST API as the admin, holding `perms` (none: no role at all). */
async function createSystemUser(admin: Client, account: string, perms: readonly string[]): Promise<void> {
  const roleIds: number[] = [];
  if (perms.length > 0) {
    const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
      Name: `group-${account}`,
      Perms: perms,
    });
    const role = await admin.ok<{ Id: number }>("/api/sys/_perm_role/insert", {
      Name: `role-${account}`,
      GroupIds: [group.Id],
    });
    roleIds.push(role.Id);
  }
  await admin.ok("/api/sys/system_user/insert", {
    Account: account,
    Password: goodPassword,
    Name: `Sys${account}`,
    RoleIds: roleIds,
  });
}

export async function runShellScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
  adminPassword: string,
): Promise<void> {
  const contexts: BrowserContext[] = [];
  const newContext = async (options: Parameters<Browser["newContext"]>[0] = {}) => {
    const context = await browser.newContext({ viewport, locale: "en-US", ...options });
    contexts.push(context);
    return context;
  };
  const publicPage = await (await newContext()).newPage();
  const admin = await (await newContext()).newPage();
  try {
    await scenario.step(
      "shell: a changed version warns, asks for a refresh, then reloads",
      publicPage,
      async () => {
        await publicPage.goto(`${baseUrl}/#/`);
        await publicPage.getByTestId("landing").waitFor();
        // The first check (on load) records the deployed version.
        await publicPage.waitForLoadState("networkidle");
        await markWindow(publicPage);
        await publicPage.route("**/VERSION*", (route) =>
          route.fulfill({ status: 200, contentType: "text/plain", body: "9.9.9-next\n" }),
        );
        await go(publicPage, "#/page/home");
        const dialog = publicPage.getByTestId("version-dialog");
        await dialog.waitFor();
        const text = await dialog.innerText();
        if (!text.includes("The system was updated") || !text.includes("9.9.9-next")) {
          fail(`the version dialog says: ${text}`);
        }
        const refresh = (await publicPage.getByTestId("version-refresh").innerText()).trim();
        if (refresh !== "Refresh now") fail(`the dialog's button says: ${refresh}`);
        if (!(await marked(publicPage))) fail("the page reloaded before asking");
        await screenshot(publicPage, "shell-version-dialog");
        // The reloaded page reads the deployed version again and keeps it.
        await publicPage.unroute("**/VERSION*");
        await publicPage.getByTestId("version-refresh").click();
        await publicPage.waitForFunction(() => window.shellMarker === undefined);
        await publicPage.getByTestId("landing").waitFor();
      },
    );

    await scenario.step("shell: a failed version check is only logged", publicPage, async () => {
      await publicPage.waitForLoadState("networkidle");
      await publicPage.route("**/VERSION*", (route) => route.abort());
      await markWindow(publicPage);
      const warned = publicPage.waitForEvent("console", {
        predicate: (message) =>
          message.type() === "warning" && message.text().includes("version check failed"),
        timeout: 10_000,
      });
      await go(publicPage, "#/register");
      await warned;
      await publicPage.getByTestId("register-form").waitFor();
      // The failed check has run to its end once its progress bar is gone; then let React render.
      await publicPage.locator("[data-testid=progress-bar].active").waitFor({ state: "detached" });
      await nextFrames(publicPage);
      if (await publicPage.getByTestId("version-dialog").isVisible())
        fail("a failed check opened the dialog");
      if (!(await marked(publicPage))) fail("a failed check reloaded the page");
      await publicPage.unroute("**/VERSION*");
    });

    await scenario.step("shell: the progress bar shows during navigation", publicPage, async () => {
      // The navigation's version check is held until the bar has been seen, then let through.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await publicPage.route("**/VERSION*", async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      const bar = publicPage.locator("[data-testid=progress-bar].active");
      await bar.waitFor({ state: "detached" });
      await go(publicPage, "#/frontend/login");
      try {
        await bar.waitFor({ state: "attached" });
      } finally {
        release();
      }
      await bar.waitFor({ state: "detached", timeout: 10_000 });
      await publicPage.unroute("**/VERSION*");
    });

    await scenario.step(
      "shell: scroll-to-top past 110 px and the back button on top-level routes",
      publicPage,
      async () => {
        await publicPage.goto(`${baseUrl}/#/`);
        await publicPage.getByTestId("landing").waitFor();
        const scrollTop = publicPage.getByTestId("scroll-top");
        const back = publicPage.getByTestId("back-button");
        const height = await publicPage.evaluate(() => document.documentElement.scrollHeight);
        if (height < viewport.height + 400) fail(`the landing page is only ${height} px tall`);
        await scrollTo(publicPage, 100);
        if (await scrollTop.isVisible()) fail("the scroll-to-top button shows at 100 px");
        await scrollTo(publicPage, 400);
        await scrollTop.waitFor();
        await screenshot(publicPage, "shell-scroll-top");
        await scrollTop.click();
        await publicPage.waitForFunction(() => window.scrollY === 0);
        await scrollTop.waitFor({ state: "detached" });
        // The landing root is where one arrives: no back button there.
        if (await back.isVisible()) fail("the back button shows on the landing root");
        await publicPage.getByTestId("nav-signin").click();
        await publicPage.waitForURL(/#\/frontend\/login/);
        await back.waitFor();
        await back.click();
        await publicPage.waitForURL((url) => url.hash === "#/" || url.hash === "");
        await publicPage.getByTestId("landing").waitFor();
      },
    );

    await scenario.step("shell: a file dropped outside a drop zone is suppressed", publicPage, async () => {
      const before = publicPage.url();
      // One evaluate without inner named functions (the test runner's transform would rename them).
      const outcome = await publicPage.evaluate(() => {
        const zone = document.createElement("div");
        zone.setAttribute("data-dropzone", "");
        document.body.appendChild(zone);
        const prevented: boolean[] = [];
        for (const target of [document.body, zone]) {
          const data = new DataTransfer();
          data.items.add(new File(["C1=CC=CC=C1\n"], "benzene.smi", { type: "text/plain" }));
          target.dispatchEvent(
            new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }),
          );
          const event = new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data });
          target.dispatchEvent(event);
          prevented.push(event.defaultPrevented);
        }
        zone.remove();
        return { body: prevented[0] === true, inZone: prevented[1] === true };
      });
      if (!outcome.body) fail("a drop on the page body was not suppressed");
      if (outcome.inZone) fail("a drop inside a drop zone was suppressed too");
      await nextFrames(publicPage);
      if (publicPage.url() !== before) fail(`the page moved to ${publicPage.url()}`);
      await publicPage.getByTestId("landing").waitFor();
    });

    await scenario.step("shell: titles are Home, empty and Admin", admin, async () => {
      const title = await publicPage.title();
      if (title !== "Home") fail(`the public site's title is "${title}"`);
      await signInSystem(admin, baseUrl, "admin", adminPassword);
      await admin.getByTestId("side-menu").waitFor();
      await admin.waitForFunction(() => document.title === "Admin");
    });

    await scenario.step(
      "shell: unknown paths under a stage and unknown stages are redirected",
      admin,
      async () => {
        await go(admin, "#/system/home/no-such-screen");
        await admin.waitForURL(/#\/system\/home\/not-found$/);
        await admin.getByTestId("not-found").waitFor();
        await go(admin, "#/system/anything/else");
        await admin.waitForURL(/#\/system\/home\/board$/);
        // Inside a stage shell (not a top-level route) neither floating button shows, even after
        // in-app navigations and a scroll.
        await scrollTo(admin, 400);
        const floating = await admin.locator("[data-testid=back-button], [data-testid=scroll-top]").count();
        if (floating !== 0) fail("a floating button shows inside the back office");
        await go(admin, "#/foo/login");
        await admin.waitForURL(/#\/frontend\/login$/);
        await admin.getByTestId("login-form").waitFor();
        await go(admin, "#/foo/forget-password");
        await admin.waitForURL(/#\/frontend\/forget-password$/);
      },
    );

    await scenario.step(
      "shell: no permission at all, and a screen needing another permission",
      admin,
      async () => {
        const api = new Client(baseUrl);
        await api.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
        await createSystemUser(api, "nobody1", []);
        await createSystemUser(api, "reader1", ["User.Read"]);

        const nobody = await (await newContext()).newPage();
        await signInSystem(nobody, baseUrl, "nobody1", goodPassword);
        const notice = nobody.getByTestId("nothing-to-view");
        await notice.waitFor();
        const text = await notice.innerText();
        if (!text.includes("nothing can be viewed")) fail(`the notice says: ${text}`);
        await screenshot(nobody, "shell-nothing-to-view");

        const reader = await (await newContext()).newPage();
        await signInSystem(reader, baseUrl, "reader1", goodPassword);
        await reader.waitForURL(/#\/system\/home\/normal-user$/);
        await reader.getByTestId("normal-users-page").waitFor();
        await go(reader, "#/system/home/system-user");
        await reader.waitForURL(/#\/system\/home\/no-permission$/);
        await reader.getByTestId("no-permission").waitFor();
      },
    );

    await scenario.step(
      "shell: the collapsed menu opens a submenu on hover after 300 ms",
      admin,
      async () => {
        await admin.goto(`${baseUrl}/#/system/home/board`);
        const group = admin.getByTestId("menu-group-users");
        await group.waitFor();
        if ((await group.getAttribute("aria-expanded")) !== "false") fail("the users group starts open");
        // Expanded: hovering opens nothing, a click opens the submenu.
        await group.hover();
        await settle(
          admin,
          500,
          "an expanded menu starts no hover timer: nothing marks the submenu not opening past the collapsed menu's 300 ms",
        );
        if ((await group.getAttribute("aria-expanded")) !== "false")
          fail("hover opened the expanded menu's group");
        await group.click();
        if ((await group.getAttribute("aria-expanded")) !== "true") fail("a click did not open the group");
        await admin.getByTestId("menu-normal-user").waitFor();
        await group.click();
        await admin.getByTestId("menu-normal-user").waitFor({ state: "detached" });

        await admin.getByTestId("menu-collapse").click();
        await admin.locator(".shell.collapsed").waitFor();
        await admin.mouse.move(900, 500);
        const started = Date.now();
        await group.hover();
        await nextFrames(admin);
        if ((await group.getAttribute("aria-expanded")) !== "false")
          fail("the submenu opened at once on hover");
        await admin.locator("[data-testid=menu-group-users][aria-expanded=true]").waitFor({ timeout: 2000 });
        const elapsed = Date.now() - started;
        if (elapsed < 300) fail(`the submenu opened after ${elapsed} ms`);
        await admin.getByTestId("menu-normal-user").waitFor();
        await screenshot(admin, "shell-menu-flyout");
        await admin.mouse.move(900, 500);
        await admin.getByTestId("menu-normal-user").waitFor({ state: "detached" });
        await admin.getByTestId("menu-collapse").click();
        await admin.locator(".shell.collapsed").waitFor({ state: "detached" });
      },
    );

    await scenario.step(
      "shell: Chinese persists across a reload, auto follows the browser",
      publicPage,
      async () => {
        await publicPage.goto(`${baseUrl}/#/`);
        await publicPage.getByTestId("landing").waitFor();
        await publicPage.getByTestId("landing").getByTestId("lang-switch").first().click();
        await publicPage.getByTestId("lang-zh").first().click();
        await publicPage.waitForFunction(() => document.documentElement.lang === "zh-CN");
        await publicPage.reload();
        await publicPage.getByTestId("landing-signin").first().waitFor();
        const lang = await publicPage.evaluate(() => document.documentElement.lang);
        const stored = await publicPage.evaluate(() => window.localStorage.getItem("crucible.lang"));
        const signIn = (await publicPage.getByTestId("landing-signin").first().innerText()).trim();
        if (lang !== "zh-CN" || stored !== "zh" || signIn !== "登录") {
          fail(`after a reload: lang ${lang}, stored ${stored}, sign-in "${signIn}"`);
        }
        await publicPage.waitForFunction(() => document.title === "首页");
        await screenshot(publicPage, "shell-landing-zh");

        const chinese = await (await newContext({ locale: "zh-CN" })).newPage();
        await chinese.goto(`${baseUrl}/#/`);
        await chinese.getByTestId("landing-signin").first().waitFor();
        const autoLang = await chinese.evaluate(() => document.documentElement.lang);
        const autoSignIn = (await chinese.getByTestId("landing-signin").first().innerText()).trim();
        if (autoLang !== "zh-CN" || autoSignIn !== "登录") {
          fail(`auto in a zh-CN browser: lang ${autoLang}, sign-in "${autoSignIn}"`);
        }
      },
    );

    await scenario.step("shell: a mobile browser is redirected to the mobile site", null, async () => {
      const mobile = await (
        await newContext({ userAgent: iphone, viewport: { width: 390, height: 844 } })
      ).newPage();
      const mobileSite = /^https:\/\/m\.example\.org\//;
      await mobile.route(mobileSite, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<title>mobile</title><p>mobile site</p>",
        }),
      );
      const requested = mobile.waitForRequest(mobileSite, { timeout: 15_000 });
      await mobile.goto(`${baseUrl}/#/`);
      const request = await requested;
      if (request.url() !== mobileUrl) fail(`the mobile redirect went to ${request.url()}`);
      await mobile.waitForURL(mobileSite);

      // A desktop browser stays.
      if (!publicPage.url().startsWith(baseUrl)) fail("the desktop page left the site");
    });

    let signedIn: Page | null = null;
    await scenario.step(
      "shell: login while signed in goes home, stays with back=true, follows an address",
      null,
      async () => {
        const user = await (await newContext()).newPage();
        signedIn = user;
        await registerAndSignIn(user, baseUrl, frontUser);
        if ((await user.title()) !== "") fail(`the front-end stage's title is "${await user.title()}"`);
        await go(user, "#/frontend/login");
        await user.waitForURL(/#\/frontend\/home$/);
        await go(user, "#/frontend/login/true");
        await user.getByTestId("already-signed-in").waitFor();
        // The login page redirects in an effect of the render that shows the notice.
        await nextFrames(user);
        if (!user.url().endsWith("#/frontend/login/true")) fail(`back=true moved to ${user.url()}`);
        await go(user, `#/frontend/login/${encodeURIComponent("/frontend/home/profile")}`);
        await user.waitForURL(/#\/frontend\/home\/profile$/);
      },
    );

    await scenario.step(
      "shell: a screen whose code is gone says so in both languages, keeps the menu, and a reload brings it back",
      null,
      async () => {
        const user = signedIn ?? fail("no signed-in page");
        // As after a rebuild that removed the jobs screen's code files (a build before keepPreviousBuilds).
        const gone = /\/assets\/Jobs-[^/]*\.js$/;
        await user.route(gone, (route) => route.fulfill({ status: 404, body: "" }));
        await go(user, "#/frontend/home/jobs");
        await user.getByTestId("screen-error-chunk").getByText("This screen needs a reload").waitFor();
        await user.getByTestId("shell-frontend").getByTestId("brand").waitFor();
        await screenshot(user, "shell-chunk-error-en");
        await storeLanguage(user, "zh");
        await user.reload();
        await user.getByTestId("screen-error-chunk").getByText("此页面需要重新加载").waitFor();
        await screenshot(user, "shell-chunk-error-zh");
        await user.unroute(gone);
        await user.getByTestId("screen-error-reload").click();
        await user.getByTestId("jobs-empty").waitFor();
        if (await user.getByTestId("screen-error-chunk").isVisible())
          fail("the error stayed after the reload");
        await storeLanguage(user, "en");
      },
    );

    await scenario.step(
      "shell: the menu's labels, declared by each feature, switch language at once",
      null,
      async () => {
        const user = signedIn ?? fail("no signed-in page");
        await user.reload();
        const feedback = user.getByTestId("menu-feedback");
        await feedback.getByText("Feedback", { exact: true }).waitFor();
        await screenshot(user, "shell-menu-en");
        await user.getByTestId("top-bar").getByTestId("lang-switch").click();
        await user.getByTestId("lang-zh").click();
        await feedback.getByText("意见反馈", { exact: true }).waitFor();
        await user.getByTestId("menu-jobs").getByText("任务", { exact: true }).waitFor();
        await screenshot(user, "shell-menu-zh");
        await user.getByTestId("top-bar").getByTestId("lang-switch").click();
        await user.getByTestId("lang-en").click();
        await feedback.getByText("Feedback", { exact: true }).waitFor();
      },
    );
  } finally {
    for (const context of contexts) await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 220,
  title: "shell: route behaviours, titles, redirects, menu, language, mobile",
  before: async () => ({ CRUCIBLE_MOBILE_URL: mobileUrl }),
  run: (c) => runShellScenario(c.scenario, c.url, c.browser, c.adminPassword),
};
