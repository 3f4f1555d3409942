/**
 * The virtual screen with real docking (issue 25, "Tests and figures": the template run in Chromium to
 * the pose in weView). The gateway offers the shipped docking image (AutoDock Vina, RDKit, Open Babel
 * and PDBFixer from Debian's packages; CI builds it before the tests), so the seeded template
 * "Virtual screening (AutoDock Vina)" is in the catalogue. A chemist uploads three ligands (the first
 * three lines of the template's own demo SMILES), opens the template in the builder, gives the
 * preparation step their file and runs it: receptor and ligand preparation, a split into 4 chunks, 4
 * Vina tasks side by side, the merge. The job page ranks the ligands by score; the best pose opens in
 * weView over the prepared receptor. In English, then in Chinese.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import {
  defaultLanguage,
  expectAttribute,
  expectText,
  pollUntil,
  registerAndSignIn,
  repoRoot,
  screenshot,
  storeLanguage,
  uploadFolder,
  windowOf,
  type E2eScenario,
  type Scenario,
} from "./harness.js";
import { posesInChinese, rowsOf, twoComponents } from "./poses.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `screen${stamp}`,
  password: "Screen#2026ok",
  name: "Gertrude",
  email: `elion${stamp}@example.org`,
  company: "Crucible Labs",
};
const ligandsFile = "abl-three.smi";
const results = "pose-results-merge-ranked.sdf";
const templateName = "Virtual screening (AutoDock Vina)";
const tasks = ["receptor", "ligands", "split", "dock_1", "dock_2", "dock_3", "dock_4", "merge"];

async function runScreenScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  await defaultLanguage(context, "en");
  const page = await context.newPage();
  const root = await mkdtemp(path.join(tmpdir(), "crucible-e2e-screen-"));
  const demo = await readFile(path.join(repoRoot, "gateway/modules/demo-data/screen-ligands.smi"), "utf8");
  const lines = demo
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, 3);
  const names = lines.map((line) => line.split("\t")[1]!.trim());
  let jobId = "";
  try {
    await scenario.step(
      "screen: a chemist uploads three ligands and finds the screening template",
      page,
      async () => {
        const folder = path.join(root, "screen");
        await mkdir(folder);
        await writeFile(path.join(folder, ligandsFile), `${lines.join("\n")}\n`);
        await registerAndSignIn(page, baseUrl, user);
        await uploadFolder(page, folder, 1);
        await page.getByTestId("menu-templates").click();
        await page.getByTestId("wf-templates-page").waitFor();
        // The template is seeded once the docking image is ready (built before the tests in CI).
        // The list is read once per load: each probe after the first reloads it.
        const card = page.locator("[data-testid^=wf-template-]", { hasText: templateName }).first();
        let probes = 0;
        await pollUntil(
          async () => {
            if (probes++ > 0) {
              await page.reload();
              await page.getByTestId("wf-templates-page").waitFor();
            }
            return card.count();
          },
          (count) => count > 0,
          { timeout: 60_000, interval: 1000, what: `"${templateName}" in the catalogue` },
        );
        await card.getByTestId("wf-template-use").click();
        await page.waitForURL(/#\/frontend\/home\/workflow\/\d+/);
        await page.getByTestId("wf-builder").waitFor();
        for (const task of tasks) await page.getByTestId(`wf-node-${task}`).waitFor();
      },
    );

    await scenario.step(
      "screen: the preparation step takes the chemist's ligands and the screen runs",
      page,
      async () => {
        await page.getByTestId("wf-node-ligands").click();
        await page.waitForFunction(
          () =>
            (document.querySelector("[data-testid=wf-task-key]") as HTMLInputElement | null)?.value ===
            "ligands",
        );
        const panel = page.getByTestId("wf-node-panel");
        await panel.getByTestId("arg-input-molecules").click();
        await panel.getByTestId(`arg-input-molecules-file-${ligandsFile}`).first().click();
        await panel.getByTestId("arg-input-molecules").getByText(ligandsFile).first().waitFor();
        await screenshot(page, "screen-builder-en");
        await page.getByTestId("wf-run").click();
        await page.getByTestId("wf-run-dialog").waitFor();
        await page.getByTestId("field-wf-job-name").fill("Three ligands against c-Abl");
        await page.getByTestId("dialog-submit").click();
        await page.waitForURL(/#\/frontend\/home\/jobs\/\d+$/);
        jobId = /jobs\/(\d+)$/.exec(page.url())![1]!;
        await page.getByTestId("job-detail").waitFor();
        const ended = page.locator("[data-testid=job-detail][data-state=done]");
        await ended.waitFor({ timeout: 600_000 });
        for (const task of tasks) {
          const state = await page.getByTestId(`task-node-${task}`).getAttribute("data-state");
          if (state !== "done") throw new Error(`task ${task} is ${state ?? "?"}`);
        }
      },
    );

    await scenario.step(
      "screen: the job page ranks the three ligands by their Vina scores",
      page,
      async () => {
        const section = page.getByTestId(results);
        await section.waitFor({ timeout: 30_000 });
        await expectAttribute(section, "data-total", "3", "the ranked poses");
        const rows = await rowsOf(section.getByTestId(`${results}-table`));
        if (JSON.stringify(rows.map((row) => row[0])) !== JSON.stringify(["1", "2", "3"]))
          throw new Error(`ranks ${JSON.stringify(rows)}`);
        if (JSON.stringify(rows.map((row) => row[1]).sort()) !== JSON.stringify([...names].sort()))
          throw new Error(`ligands ${JSON.stringify(rows)}, expected ${JSON.stringify(names)}`);
        const scores = rows.map((row) => Number(row[2]));
        if (scores.some((score) => !Number.isFinite(score) || score >= 0))
          throw new Error(`scores ${JSON.stringify(rows)}`);
        if (JSON.stringify(scores) !== JSON.stringify([...scores].sort((a, b) => a - b)))
          throw new Error(`not best first: ${JSON.stringify(rows)}`);
        await expectText(
          section.getByTestId(`${results}-receptor`),
          "· docked into receptor.pdb",
          "the receptor",
        );
        await section.locator("img.structure").first().waitFor();
        await screenshot(page, "screen-results-en");
      },
    );

    await scenario.step(
      "screen: the best pose opens in weView over the prepared receptor",
      page,
      async () => {
        await page.getByTestId(results).getByTestId("pose-view-1").click();
        const win = windowOf(page, "ranked.sdf #1 · receptor.pdb");
        await twoComponents(win.getByTestId("we-view"));
        await screenshot(page, "screen-view-en");
        await win.getByTestId("plugin-window-close").click();
      },
    );

    await scenario.step("screen: the ranking and the pose in Chinese", page, async () => {
      const section = await posesInChinese(
        page,
        `${baseUrl}/#/frontend/home/jobs/${jobId}`,
        results,
        "ranked.sdf",
      );
      await screenshot(page, "screen-results-zh");
      await section.getByTestId("pose-view-1").click();
      const win = windowOf(page, "ranked.sdf #1 · receptor.pdb");
      await twoComponents(win.getByTestId("we-view"));
      await screenshot(page, "screen-view-zh");
      await win.getByTestId("plugin-window-close").click();
      await storeLanguage(page, "en");
    });
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 55,
  title: "screen: the virtual-screening template with the real docking image, ranked to the pose in weView",
  // The catalogue's other scenarios need only Open Babel; this one offers the docking image too.
  before: async () => ({ CRUCIBLE_SHIPPED_IMAGES: "openbabel,dock" }),
  run: (c) => runScreenScenario(c.scenario, c.url, c.browser),
};
