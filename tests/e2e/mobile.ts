/**
 * The mobile scenario (issue 13 item 6): an iPhone-sized Chromium (390x844, a mobile user agent) visiting
 * `/` lands on the gateway's own mobile site at /m/ (no CRUCIBLE_MOBILE_URL); signs in; sees the
 * navigator's figures; opens the menu and closes it (button, backdrop, Escape); follows a job that the
 * set-up launched until it is done without a reload; reads a task's log and an SDF output's records with
 * their structures; browses a folder of its data set to a CSV's preview; checks in; redeems a recharge
 * card made by the administrator; switches to the desktop site and back; signs out. Every screen is
 * checked for horizontal overflow and photographed in English and Chinese.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { goodPassword, registerBody } from "../support/factories.js";
import { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";
import type { Scenario } from "./harness.js";
import { repoRoot, screenshot } from "./harness.js";

const width = 390;
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
      // A table scrolls inside its own box; what is inside that box may be wider.
      if (element.closest(".m-table-scroll > *")) continue;
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
    await scenario.step(
      "mobile: visiting / on a phone lands on the mobile site's sign-in",
      page,
      async () => {
        await page.goto(`${baseUrl}/`);
        await page.waitForURL(`${baseUrl}/m/#/frontend/login`);
        await page.getByTestId("m-login").waitFor();
        await shoot("en", "login");
        // Missing fields are said so, not sent.
        await page.getByTestId("m-login-submit").click();
        await page.getByTestId("m-login-missing").waitFor();
      },
    );

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
      console.log(
        `    screenshots: ${[...shots.en, ...shots.zh].map((file) => path.basename(file)).join(", ")}`,
      );
    });
  } finally {
    await context.close();
  }
}
