/**
 * The modules scenario: a new user registers and signs in, opens the module catalogue, searches it,
 * marks a module as a favourite and filters on favourites, opens the RDKit descriptors module, is
 * told that the molecules file is required, picks the demo SDF, submits, lands on the job's page,
 * and the job finishes done with its descriptor table. The /module/{id} shortcut opens the module.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, registerAndSignIn, screenshot, storeLanguage, waitForJob } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `mods${stamp}`,
  password: "Mods#2026ok",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};

const descriptors = "rdkit-descriptors";
const similarity = "rdkit-similarity";

interface JobView {
  readonly tasks: readonly { readonly outputs: readonly { readonly name: string }[] }[];
}

function cards(page: Page) {
  return page.getByTestId("module-cards").locator("[data-testid^=module-card-]");
}

export async function runModulesScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  let jobId = "";
  let moduleId = "";
  try {
    await scenario.step("a new user registers and signs in", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await page.getByTestId("menu-modules").waitFor();
    });

    await scenario.step("the user opens the module catalogue and searches it", page, async () => {
      await page.getByTestId("menu-modules").click();
      await page.waitForURL(/#\/frontend\/home\/modules$/);
      await page.getByTestId(`module-card-${descriptors}`).waitFor();
      const all = await cards(page).count();
      if (all < 4) throw new Error(`expected the 4 demo modules, saw ${all}`);
      await screenshot(page, "modules-catalogue");
      // "Tanimoto" is only in the similarity module's summary.
      await page.getByTestId("modules-search").fill("tanimoto");
      await page.getByTestId(`module-card-${descriptors}`).waitFor({ state: "detached" });
      const found = await cards(page).count();
      if (found !== 1) throw new Error(`the search should leave one module, saw ${found}`);
      await page.getByTestId(`module-card-${similarity}`).waitFor();
      await page.getByTestId("modules-search").fill("no such module anywhere");
      await page.getByTestId("modules-no-match").waitFor();
      await page.getByTestId("modules-search").fill("");
      await page.getByTestId(`module-card-${descriptors}`).waitFor();
    });

    await scenario.step(
      "the drawn module covers read different letters, in English and Chinese",
      page,
      async () => {
        // Issue 26: "Similarity search" and "SDF/SMILES conversion" both read "SS".
        const letters = async (): Promise<string[]> => {
          await page.getByTestId(`module-card-${descriptors}`).locator(".cover-initials").waitFor();
          return page.getByTestId("module-cards").locator(".cover-initials").allInnerTexts();
        };
        const distinct = (list: readonly string[], language: string) => {
          if (list.length < 4) throw new Error(`expected the 4 demo modules' covers, saw ${list.length}`);
          if (new Set(list).size !== list.length)
            throw new Error(`two covers read the same in ${language}: ${list.join(", ")}`);
        };
        distinct(await letters(), "English");
        await page
          .getByTestId(`module-card-${similarity}`)
          .locator(".cover-initials", { hasText: "SiS" })
          .waitFor();
        await screenshot(page, "modules-covers-en");
        await storeLanguage(page, "zh");
        await page.reload();
        await page
          .getByTestId(`module-card-${similarity}`)
          .locator(".cover-initials", { hasText: "相似" })
          .waitFor();
        distinct(await letters(), "Chinese");
        await screenshot(page, "modules-covers-zh");
        await storeLanguage(page, "en");
        await page.reload();
        await page.getByTestId(`module-card-${descriptors}`).waitFor();
      },
    );

    await scenario.step(
      "the user marks a module as a favourite and filters on favourites",
      page,
      async () => {
        await page.getByTestId(`module-favorite-${descriptors}`).click();
        await page.locator(`[data-testid="module-favorite-${descriptors}"][data-favorite="true"]`).waitFor();
        await page.getByTestId("modules-favorites-only").click();
        await page.getByTestId(`module-card-${similarity}`).waitFor({ state: "detached" });
        const shown = await cards(page).count();
        if (shown !== 1) throw new Error(`favourites only should show one module, saw ${shown}`);
        // The favourite is stored on the server: it survives a reload.
        await page.reload();
        await page.locator(`[data-testid="module-favorite-${descriptors}"][data-favorite="true"]`).waitFor();
        if ((await cards(page).count()) !== 1) throw new Error("the favourites filter was lost on reload");
        await screenshot(page, "modules-favourites");
        await page.getByTestId("modules-favorites-only").click();
        await page.getByTestId(`module-card-${similarity}`).waitFor();
      },
    );

    await scenario.step(
      "the user opens the descriptors module and reads its documentation",
      page,
      async () => {
        await page.getByTestId(`module-open-${descriptors}`).click();
        await page.waitForURL(/#\/frontend\/home\/modules\/\d+$/);
        moduleId = page.url().split("/").pop() ?? "";
        await page.getByTestId("module-page").waitFor();
        await page.getByTestId("module-docs").locator("h1", { hasText: "RDKit descriptors" }).waitFor();
        await page.getByTestId("module-docs").locator("table").first().waitFor();
        await page.getByTestId("module-price").waitFor();
        await page.getByTestId("module-tab-args").click();
        await page.getByTestId("module-args-table").getByText("molecules", { exact: true }).waitFor();
        await page.getByTestId("module-tab-docs").click();
      },
    );

    await scenario.step("the run form refuses a missing required file", page, async () => {
      await page.getByTestId("module-submit").click();
      await page.getByTestId("arg-error-molecules").waitFor();
      if (!/#\/frontend\/home\/modules\/\d+$/.test(page.url()))
        throw new Error(`left the page: ${page.url()}`);
    });

    await scenario.step("the user picks the demo SDF, submits and lands on the job", page, async () => {
      await page.getByTestId("module-job-name").fill(`descriptors-e2e-${stamp}`);
      await page.getByTestId("arg-input-molecules").click();
      await page.getByTestId("arg-input-molecules-file-cdk2.sdf").click();
      await page.getByTestId("arg-error-molecules").waitFor({ state: "detached" });
      await screenshot(page, "modules-run-form");
      await page.getByTestId("module-submit").click();
      await page.waitForURL(/#\/frontend\/home\/jobs\/\d+$/, { timeout: 20_000 });
      jobId = page.url().split("/").pop() ?? "";
      if (!/^\d+$/.test(jobId)) throw new Error(`no job id in ${page.url()}`);
    });

    await scenario.step("the job finishes done with its descriptor table", page, async () => {
      await waitForJob(page, jobId);
      const { job } = await gql<{ job: JobView }>(
        page,
        "query($id: ID!) { job(id: $id) { tasks { outputs { name } } } }",
        { id: jobId },
      );
      const outputs = job.tasks.flatMap((task) => task.outputs.map((output) => output.name));
      if (!outputs.includes("descriptors.csv")) throw new Error(`outputs: ${outputs.join(", ")}`);
      await screenshot(page, "modules-job-done");
    });

    await scenario.step("the /module/{id} shortcut opens the module page", page, async () => {
      await page.goto(`${baseUrl}/#/module/${moduleId}`);
      await page.waitForURL(new RegExp(`#/frontend/home/modules/${moduleId}$`));
      await page.locator(`[data-testid="module-page"][data-module-key="rdkit/descriptors"]`).waitFor();
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 90,
  title: "modules: catalogue, search, favourites, run form, job done",
  run: (c) => runModulesScenario(c.scenario, c.url, c.browser),
};
