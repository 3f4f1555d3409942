/**
 * The workflow scenario (the builder issue's acceptance): a new user signs up, opens the demo
 * template in the builder, fills its file arguments with the demo data set file, runs it, watches
 * the tasks turn done on the job page, opens the descriptors table in the previewer and the
 * drug-like molecules in the SDF reader, and saves a result to a data set. Then a workflow built from
 * scratch refuses a loop, shows its problems on the nodes, and is saved as the user's template.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { registerAndSignIn, screenshot, settledValue } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `flow${stamp}`,
  password: "Flow#2026ok",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};

const demoFile = "cdk2.sdf";
const demoTasks = ["descriptors", "filter", "similar", "convert"];
const jobName = `CDK2 screen ${stamp}`;
const savedName = `hits_${stamp}.sdf`;

/** Selects a task on the canvas and picks the demo file for its `molecules` argument. */
async function chooseDemoFile(page: Page, task: string): Promise<void> {
  await page.getByTestId(`wf-node-${task}`).click();
  const panel = page.getByTestId("wf-node-panel");
  await page.waitForFunction(
    (key) => (document.querySelector("[data-testid=wf-task-key]") as HTMLInputElement | null)?.value === key,
    task,
  );
  await panel.getByTestId("arg-input-molecules").click();
  await panel.getByTestId(`arg-input-molecules-file-${demoFile}`).first().click();
  await panel.getByTestId("arg-input-molecules").getByText(demoFile).first().waitFor();
}

/** Draws a link on the canvas from an output handle to an input handle. */
async function drawLink(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByTestId(from)
    .locator(".react-flow__handle")
    .dragTo(page.getByTestId(to).locator(".react-flow__handle"));
}

async function openTask(page: Page, task: string): Promise<void> {
  await page.getByTestId(`task-node-${task}`).click();
  await page.locator(`[data-testid=task-panel][data-task="${task}"]`).waitFor();
}

export async function runWorkflowScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  let jobUrl = "";
  try {
    await scenario.step("a new user signs up and signs in", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await page.getByTestId("menu-templates").waitFor();
    });

    await scenario.step("the user finds the demo template and reads its docs", page, async () => {
      await page.getByTestId("menu-templates").click();
      await page.getByTestId("wf-templates-page").waitFor();
      const card = page.locator("[data-testid^=wf-template-]", { hasText: "Drug-likeness" }).first();
      await card.waitFor();
      const kind = await card.getByTestId("wf-template-kind").innerText();
      if (!/system/i.test(kind)) throw new Error(`the demo template is not a system template: ${kind}`);
      await card.getByTestId("wf-template-docs-open").click();
      await page
        .getByTestId("wf-template-docs-body")
        .locator("code", { hasText: "descriptors.csv" })
        .first()
        .waitFor();
      await page.getByTestId("wf-template-docs-close").click();
      await card.getByTestId("wf-template-use").click();
    });

    await scenario.step("the demo template opens in the builder as a DAG", page, async () => {
      await page.waitForURL(/#\/frontend\/home\/workflow\/\d+/);
      await page.getByTestId("wf-builder").waitFor();
      await page.getByTestId("wf-locked").waitFor();
      for (const task of demoTasks) await page.getByTestId(`wf-node-${task}`).waitFor();
      const edges = await page.locator(".react-flow__edge").count();
      if (edges < 2) throw new Error(`expected the links filter → similar → convert, saw ${edges} edges`);
      // The links are shown on the input handles they feed.
      await page.locator("[data-testid=wf-in-similar-molecules].linked").waitFor();
      await screenshot(page, "workflow-builder");
    });

    await scenario.step("the user fills the file arguments with the demo data set file", page, async () => {
      await chooseDemoFile(page, "descriptors");
      await chooseDemoFile(page, "filter");
      // The linked input of a downstream task shows its upstream output.
      await page.getByTestId("wf-node-similar").click();
      await page
        .getByTestId("wf-node-panel")
        .getByTestId("arg-input-molecules")
        .getByText("filter")
        .first()
        .waitFor();
      for (const task of demoTasks) {
        const issues = await page.getByTestId(`wf-node-${task}`).getAttribute("data-issues");
        if (issues !== "0") throw new Error(`task ${task} still shows ${issues ?? "?"} problems`);
      }
      await screenshot(page, "workflow-args");
    });

    await scenario.step("the user runs the workflow and lands on the job", page, async () => {
      await page.getByTestId("wf-run").click();
      await page.getByTestId("wf-run-dialog").waitFor();
      await page.getByTestId("field-wf-job-name").fill(jobName);
      await page.getByTestId("wf-email-notify").click();
      await page.getByTestId("dialog-submit").click();
      await page.waitForURL(/#\/frontend\/home\/jobs\/\d+$/);
      jobUrl = page.url();
      await page.getByTestId("job-detail").waitFor();
    });

    await scenario.step("the user watches every task turn done", page, async () => {
      await page.getByTestId("task-graph").waitFor();
      for (const task of demoTasks) await page.getByTestId(`task-node-${task}`).waitFor();
      await page.locator("[data-testid=job-detail][data-state=done]").waitFor({ timeout: 180_000 });
      for (const task of demoTasks) {
        const state = await page.getByTestId(`task-node-${task}`).getAttribute("data-state");
        if (state !== "done") throw new Error(`task ${task} is ${state ?? "?"}`);
      }
      await screenshot(page, "workflow-job-done");
    });

    await scenario.step("the user opens the descriptors table in the previewer", page, async () => {
      await openTask(page, "descriptors");
      await page.getByTestId("output-open-descriptors.csv").click();
      const table = page.getByTestId("preview-table");
      await table.waitFor();
      await table.locator("thead th", { hasText: "MolWt" }).first().waitFor();
      const rows = await table.locator("tbody tr").count();
      if (rows < 10) throw new Error(`expected the descriptor rows, saw ${rows}`);
      await screenshot(page, "workflow-descriptors");
      await page.getByTestId("preview-close").click();
      await page.getByTestId("file-preview").waitFor({ state: "detached" });
    });

    await scenario.step("the user opens the drug-like molecules in the SDF reader", page, async () => {
      await openTask(page, "filter");
      await page.getByTestId("output-open-passed.sdf").click();
      await page.getByTestId("sdf-reader").waitFor();
      await page.getByTestId("sdf-structure").first().waitFor();
      const total = Number(/\d+/.exec(await page.getByTestId("sdf-total").innerText())?.[0] ?? "0");
      if (total < 1 || total > 47) throw new Error(`unexpected count of passed molecules: ${total}`);
      await screenshot(page, "workflow-sdf");
    });

    await scenario.step("the user saves a result to a data set", page, async () => {
      await page.goto(jobUrl);
      await page.getByTestId("task-graph").waitFor();
      await openTask(page, "similar");
      await page.getByTestId("output-save-hits.sdf").click();
      await page.getByTestId("save-output-dialog").waitFor();
      await page.getByTestId("field-save-name").fill(savedName);
      await page.getByTestId("dialog-submit").click();
      await page.getByTestId("save-output-dialog").waitFor({ state: "detached" });
      await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
      await page.getByTestId("files-table").locator("tbody tr", { hasText: savedName }).waitFor();
      await screenshot(page, "workflow-saved");
    });

    await scenario.step(
      "a new workflow refuses a loop and marks its problems on the nodes",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/templates`);
        await page.getByTestId("wf-new").click();
        await page.getByTestId("wf-canvas-empty").waitFor();
        await page.getByTestId("wf-palette-module-rdkit/druglike_filter").click();
        await page
          .getByTestId("wf-palette-module-rdkit/similarity")
          .dragTo(page.getByTestId("wf-canvas"), { targetPosition: { x: 300, y: 60 } });
        await page.getByTestId("wf-node-similarity").waitFor();
        await page.getByTestId("wf-arrange").click();
        // Arranging moves the nodes, then fits the view in a 200 ms animation: drag once both are still.
        await settledValue(
          () =>
            page.evaluate(() =>
              [
                document.querySelector(".react-flow__viewport")?.getAttribute("style") ?? "",
                ...Array.from(document.querySelectorAll(".react-flow__node")).map(
                  (node) => node.getAttribute("style") ?? "",
                ),
              ].join("|"),
            ),
          { timeout: 5000, interval: 100, what: "the arranged canvas coming to rest" },
        );
        await drawLink(page, "wf-out-druglike_filter-passed.sdf", "wf-in-similarity-molecules");
        await page.locator(".react-flow__edge").first().waitFor();
        await drawLink(page, "wf-out-similarity-hits.sdf", "wf-in-druglike_filter-molecules");
        const edges = await page.locator(".react-flow__edge").count();
        if (edges !== 1) throw new Error(`the loop was drawn: ${edges} edges`);
        await page.getByTestId("wf-run").click();
        await page.getByTestId("wf-notice").waitFor();
        if ((await page.getByTestId("wf-run-dialog").count()) > 0)
          throw new Error("a workflow with problems opened the run dialog");
        await page.getByTestId("wf-node-issues-druglike_filter").getByText("Molecules").waitFor();
        await screenshot(page, "workflow-new-problems");
      },
    );

    await scenario.step("the user names and saves the new workflow as a template", page, async () => {
      await page.getByTestId("wf-save").click();
      await page.getByTestId("wf-details-dialog").waitFor();
      await page.getByTestId("field-wf-name").fill(`Mini screen ${stamp}`);
      await page.getByTestId("dialog-submit").click();
      await page.waitForURL(/#\/frontend\/home\/workflow\/\d+$/);
      await page.getByTestId("wf-kind").getByText("My template").waitFor();
      await page.getByTestId("menu-templates").click();
      await page.getByTestId("wf-tab-mine").click();
      await page.locator(".wf-template-card", { hasText: `Mini screen ${stamp}` }).waitFor();
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 100,
  title: "workflow: demo template in the builder, run, results",
  run: (c) => runWorkflowScenario(c.scenario, c.url, c.browser),
};
