/**
 * The workflow versions scenario (issue 28 item 3): a user copies the demo template and saves it twice
 * with notes (over GraphQL, as a script would), runs the second version, saves a third; in the builder
 * the versions panel lists the three, compares two (the arguments changed) and restores one after a
 * confirmation; the job page says a newer version exists and opens it. In English and in Chinese.
 */
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, pinLanguage, registerAndSignIn, screenshot } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `ver${stamp}`,
  password: "Versions#2026",
  name: "Dorothy",
  email: `dorothy.v${stamp}@example.org`,
  company: "Crucible Labs",
};

interface Node {
  key: string;
  moduleId: string | null;
  processorId: string | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

const nodeFields = "key moduleId processorId method args dependsOn x y";

async function saveTemplate(
  page: Page,
  id: string,
  name: string,
  nodes: Node[],
  note: string,
): Promise<void> {
  await gql(
    page,
    `mutation($id: ID!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }`,
    {
      id,
      input: { name, nodes, note },
    },
  );
}

async function openVersions(page: Page, rows: number): Promise<void> {
  await page.getByTestId("wf-versions-open").click();
  await page.getByTestId("wf-versions").waitFor();
  await page.waitForFunction(
    (n) => document.querySelectorAll("[data-testid=wf-version-row]").length === n,
    rows,
  );
}

async function compare(page: Page, a: number, b: number): Promise<void> {
  for (const n of [a, b]) {
    await page
      .locator(`[data-testid=wf-version-row][data-number="${n}"] [data-testid=wf-version-pick]`)
      .click();
  }
  await page.getByTestId("wf-versions-compare").click();
  await page.getByTestId("wf-version-diff").waitFor();
}

export async function runVersionsScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: "en-US" });
  const page = await context.newPage();
  let templateId = "";
  let jobId = "";
  const name = `Versioned screen ${stamp}`;
  try {
    await scenario.step(
      "versions: a user copies the demo template and saves it twice, then runs and saves again",
      page,
      async () => {
        await pinLanguage(page, "en");
        await registerAndSignIn(page, baseUrl, user);
        const { templates } = await gql<{ templates: { id: string; name: string; kind: string }[] }>(
          page,
          "{ templates { id name kind } }",
        );
        const demo = templates.find((t) => t.kind === "system" && t.name.startsWith("Drug-likeness"));
        if (!demo) throw new Error("no demo template");
        const { cloneTemplate } = await gql<{ cloneTemplate: { id: string; nodes: Node[] } }>(
          page,
          `mutation($id: ID!, $name: String) { cloneTemplate(id: $id, name: $name) { id nodes { ${nodeFields} } } }`,
          { id: demo.id, name },
        );
        templateId = cloneTemplate.id;
        const v1 = cloneTemplate.nodes;
        const stricter = v1.map((n) =>
          n.key === "filter"
            ? { ...n, args: { ...n.args, max_violations: 0 } }
            : n.key === "similar"
              ? { ...n, args: { ...n.args, threshold: 0.5 } }
              : n,
        );
        await saveTemplate(page, templateId, name, stricter, "Stricter filter and similarity");
        const { runTemplate } = await gql<{ runTemplate: { id: string } }>(
          page,
          `mutation($id: ID!) { runTemplate(id: $id, name: "Screen at v2") { id } }`,
          { id: templateId },
        );
        jobId = runTemplate.id;
        await saveTemplate(
          page,
          templateId,
          name,
          stricter.filter((n) => n.key !== "convert"),
          "No 2-D redraw",
        );
      },
    );

    await scenario.step("versions: the builder lists the versions and compares two", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/workflow/${templateId}`);
      await page.getByTestId("wf-builder").waitFor();
      await openVersions(page, 3);
      await page.getByTestId("wf-versions").getByText("No 2-D redraw").waitFor();
      await compare(page, 1, 2);
      const changed = await page.getByTestId("wf-version-diff-nodesChanged").innerText();
      if (!changed.includes("threshold: 0.3 → 0.5") || !changed.includes("max_violations: 1 → 0"))
        throw new Error(`the comparison misses the arguments: ${changed}`);
      await screenshot(page, "versions-compare-en");
    });

    await scenario.step("versions: a version is restored after a confirmation", page, async () => {
      await page
        .locator('[data-testid=wf-version-row][data-number="2"] [data-testid=wf-version-restore]')
        .click();
      await page.getByTestId("confirm-dialog").waitFor();
      await screenshot(page, "versions-restore-confirm-en");
      await page.getByTestId("confirm-ok").click();
      await page.getByTestId("wf-node-convert").waitFor();
      await openVersions(page, 4);
      await page.getByTestId("wf-versions").getByText("restored from v2").waitFor();
      await screenshot(page, "versions-restored-en");
    });

    await scenario.step(
      "versions: a save from the builder keeps the note typed beside Save",
      page,
      async () => {
        const note = page.getByTestId("wf-save-note").locator("input");
        await note.fill("Checked the thresholds in the builder");
        await page.getByTestId("wf-save").click();
        await page.waitForFunction(
          () =>
            (document.querySelector("[data-testid=wf-save-note] input") as HTMLInputElement | null)?.value ===
            "",
        );
        // The panel is still open from the restore: close it, open it again on the new list.
        await page.getByTestId("wf-versions-open").click();
        await page.getByTestId("wf-versions").waitFor({ state: "detached" });
        await openVersions(page, 5);
        await page.getByTestId("wf-versions").getByText("Checked the thresholds in the builder").waitFor();
        await screenshot(page, "versions-note-en");
      },
    );

    await scenario.step("versions: the job page says a newer version exists and opens it", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
      await page
        .getByTestId("job-newer-version")
        .getByText("this job ran version 2, the newest is version 5")
        .waitFor();
      await screenshot(page, "versions-job-notice-en");
      await page.getByTestId("job-open-newer").click();
      await page.waitForURL(new RegExp(`#/frontend/home/workflow/${templateId}$`));
      await page.getByTestId("wf-builder").waitFor();
    });

    // Another page of the session: the first one's start-up script sets English on every load.
    const zh = await context.newPage();
    await scenario.step("versions: the same in Chinese", zh, async () => {
      await pinLanguage(zh, "zh");
      await zh.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
      await zh.getByTestId("job-newer-version").getByText("此工作流已有更新的版本").waitFor();
      await screenshot(zh, "versions-job-notice-zh");
      await zh.getByTestId("job-open-newer").click();
      await zh.getByTestId("wf-builder").waitFor();
      await openVersions(zh, 5);
      await compare(zh, 3, 4);
      await zh.getByTestId("wf-version-diff").getByText("新增的子任务").waitFor();
      await screenshot(zh, "versions-compare-zh");
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 125,
  title: "versions: workflow versions listed, compared, restored; the job's notice",
  run: (c) => runVersionsScenario(c.scenario, c.url, c.browser),
};
