/**
 * The poses scenario (issue 25 item 5, the browser part of "Tests and figures"): a screen's results
 * people can act on. A user uploads a receptor (1IEP, c-Abl kinase) and real docking poses (AutoDock
 * Vina's published 1iep example output, as dock/vina writes poses.sdf: tests/fixtures/science/dock),
 * and runs a two-step job of their own processor that hands them on as dock/vina and dock/merge do
 * (`receptor` file argument; the second step reads the first's poses.sdf and receptor.pdb). The job
 * page lists the merged poses best first (rank, drawing, ligand, score, pose) with the SDF's download
 * and the SDF reader; "View pose" opens weView with the pose over its receptor: two NGL components,
 * the pocket found, the receptor hidden and shown; the pose's page survives a reload; the first
 * step's panel lists its own poses over the data set's receptor. In English, in Chinese, and at a
 * phone's width. This scenario's gateway offers no docking image, so the processor stands in for the
 * docking and the poses are Vina's published ones; tests/e2e/screen.ts runs the real docking image.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import {
  defaultLanguage,
  drawnPixels,
  expectAttribute,
  expectText,
  gql,
  registerAndSignIn,
  repoRoot,
  screenshot,
  storeLanguage,
  uploadFolder,
  waitForJob,
  windowOf,
} from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `poses${stamp}`,
  password: "Poses#2026ok",
  name: "Dorothy",
  email: `hodgkin${stamp}@example.org`,
  company: "Crucible Labs",
};

const folderName = "abl_screen";
const dockFixtures = path.join(repoRoot, "tests", "fixtures", "science", "dock");
const receptorName = "1iep_receptorH.pdb";
const posesName = "1iep_poses.sdf";
/** Vina's scores of the example's four poses, best first (REMARK VINA RESULT). */
const scores = ["-13.234", "-11.293", "-11.281", "-11.146"];

/**
 * The processor: what dock/merge does with the files it is given, without docking (the harness
 * has no docking image): poses.sdf and receptor.pdb out, as its arguments name them in args.json.
 */
const handOn = `#!/bin/sh
set -e
arg() { sed -n "s/^  \\"$1\\": \\"\\(.*\\)\\",\\{0,1\\}$/\\1/p" args.json; }
cp "$(arg poses)" outputs/poses.sdf
cp "$(arg receptor)" outputs/receptor.pdb
echo "$(grep -c '^[$][$][$][$]' outputs/poses.sdf) poses handed on with $(grep -c '^ATOM' outputs/receptor.pdb) receptor atoms"
`;

/** Creates the user's processor and uploads its executable, as the Processors screen does. */
async function createProcessor(page: Page): Promise<string> {
  const file = (name: string, label: string, formats: string[]) => ({
    name,
    label,
    format: "file",
    fileFormats: formats,
    require: true,
  });
  const { createProcessor: created } = await gql<{ createProcessor: { id: string } }>(
    page,
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    {
      input: {
        name: `Hand on poses ${stamp}`,
        summary: "Hands a docking run's poses and receptor on, as dock/merge does",
        args: [file("poses", "Poses", ["sdf"]), file("receptor", "Receptor", ["pdb"])],
        outputs: [
          { name: "poses.sdf", label: "Poses", format: "sdf" },
          { name: "receptor.pdb", label: "Receptor", format: "pdb" },
        ],
        timeoutSeconds: 120,
      },
    },
  );
  const uploaded = await page.evaluate(
    async ([id, script]) => {
      const form = new FormData();
      form.append("file", new Blob([script], { type: "text/x-shellscript" }), "hand-on.sh");
      const response = await fetch(`/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${id}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "x-crucible-csrf": "1" },
        body: form,
      });
      return { status: response.status, body: await response.text() };
    },
    [created.id, handOn] as const,
  );
  if (uploaded.status !== 200 || !uploaded.body.includes('"Error":null'))
    throw new Error(`the executable was refused: ${uploaded.status} ${uploaded.body}`);
  return created.id;
}

/** weView with both components loaded: the pose and its receptor. */
export async function twoComponents(view: Locator): Promise<void> {
  await view.and(view.page().locator("[data-phase=ready][data-receptor=ready]")).waitFor({ timeout: 60_000 });
  await expectAttribute(view, "data-components", "2", "the components on the stage");
  await expectAttribute(view.getByTestId("view-pocket"), "data-pocket", "found", "the pocket");
}

/**
 * The job page in Chinese: its ranked poses of merge's `output` (section `results`) titled and with
 * their View pose buttons in Chinese. Answers the section.
 */
export async function posesInChinese(
  page: Page,
  jobUrl: string,
  results: string,
  output: string,
): Promise<Locator> {
  await storeLanguage(page, "zh");
  await page.goto(jobUrl);
  await page.reload();
  const section = page.getByTestId(results);
  await section.waitFor({ timeout: 30_000 });
  await expectText(
    section.locator(".pose-results-title .content").first(),
    new RegExp(`^构象排名：子任务 merge 的 ${output.replace(".", "\\.")}`),
    "the title",
  );
  await expectText(section.getByTestId("pose-view-1"), "查看构象", "the View pose button");
  return section;
}

/** The rows of a results table: rank, ligand, score, pose number. */
export async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator("tbody tr");
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    result.push([
      ((await row.locator("td").first().textContent()) ?? "").trim(),
      ((await row.getByTestId("pose-ligand").textContent()) ?? "").trim(),
      ((await row.getByTestId("pose-score").textContent()) ?? "").trim(),
      ((await row.getByTestId("pose-number").textContent()) ?? "").trim(),
    ]);
  }
  return result;
}

export async function runPosesScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    acceptDownloads: true,
  });
  await defaultLanguage(context, "en");
  const page = await context.newPage();
  const root = await mkdtemp(path.join(tmpdir(), "crucible-e2e-poses-"));
  let jobId = "";
  const results = "pose-results-merge-poses.sdf";
  const chunk = "pose-results-dock-poses.sdf";
  try {
    await scenario.step(
      "poses: a user uploads a receptor and Vina's poses and runs a two-step screen of a processor",
      page,
      async () => {
        const folder = path.join(root, folderName);
        await mkdir(folder);
        for (const name of [receptorName, posesName])
          await copyFile(path.join(dockFixtures, name), path.join(folder, name));
        await registerAndSignIn(page, baseUrl, user);
        await uploadFolder(page, folder, 2);
        const { dataFiles } = await gql<{ dataFiles: { list: { id: string; name: string }[] } }>(
          page,
          `query { dataFiles(query: { limit: 100 }) { list { id name } } }`,
        );
        const idOf = (name: string) => {
          const found = dataFiles.list.find((file) => file.name === name);
          if (!found) throw new Error(`${name} is not in the data set: ${JSON.stringify(dataFiles.list)}`);
          return Number(found.id);
        };
        const processorId = await createProcessor(page);
        const { submitJob } = await gql<{ submitJob: { id: string } }>(
          page,
          `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
          {
            input: {
              name: "Imatinib against c-Abl",
              tasks: [
                {
                  key: "dock",
                  processorId,
                  args: {
                    poses: { dataFileId: idOf(posesName) },
                    receptor: { dataFileId: idOf(receptorName) },
                  },
                },
                {
                  key: "merge",
                  processorId,
                  args: {
                    poses: { task: "dock", output: "poses.sdf" },
                    receptor: { task: "dock", output: "receptor.pdb" },
                  },
                },
              ],
            },
          },
        );
        jobId = submitJob.id;
        await waitForJob(page, jobId);
      },
    );

    await scenario.step(
      "poses: the job page lists the merged poses best first, with the receptor, the SDF and the reader",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
        const section = page.getByTestId(results);
        await section.waitFor({ timeout: 30_000 });
        await expectAttribute(section, "data-total", "4", "the poses");
        // Only the final ranking is on the page: the first step's poses are read by the second.
        if ((await page.getByTestId("job-results").getByTestId(chunk).count()) !== 0)
          throw new Error("the first step's poses are listed with the final ones");
        const rows = await rowsOf(section.getByTestId(`${results}-table`));
        const expected = scores.map((score, index) => [String(index + 1), "STI", score, String(index + 1)]);
        if (JSON.stringify(rows) !== JSON.stringify(expected))
          throw new Error(`rows ${JSON.stringify(rows)}, expected ${JSON.stringify(expected)}`);
        await section.locator("img.structure").first().waitFor();
        await expectText(
          section.getByTestId(`${results}-receptor`),
          "· docked into receptor.pdb",
          "the receptor",
        );
        // The download is the task's poses.sdf: the bytes the processor wrote, Vina's poses.
        const href = await section.getByTestId(`${results}-download`).getAttribute("href");
        if (!href) throw new Error("no download address");
        const downloaded = await page.evaluate(async (url) => {
          const response = await fetch(url, { credentials: "same-origin" });
          return { status: response.status, text: await response.text() };
        }, href);
        const fixture = await readFile(path.join(dockFixtures, posesName), "utf8");
        if (downloaded.status !== 200 || downloaded.text !== fixture)
          throw new Error(
            `the download answered ${downloaded.status} with ${downloaded.text.length} characters`,
          );
        const reader = await section.getByTestId(`${results}-reader`).getAttribute("href");
        if (!reader?.includes(`/jobs/${jobId}/sdf?task=merge&output=poses.sdf`))
          throw new Error(`the reader link is ${reader}`);
        await screenshot(page, "poses-results-en");
      },
    );

    await scenario.step(
      "poses: View pose opens weView with the best pose over its receptor, which hides and shows",
      page,
      async () => {
        await page.getByTestId(results).getByTestId("pose-view-1").click();
        const win = windowOf(page, "poses.sdf #1 · receptor.pdb");
        const view = win.getByTestId("we-view");
        await twoComponents(view);
        await expectText(view.getByTestId("view-name"), "poses.sdf #1", "the pose's name");
        await expectText(view.getByTestId("view-receptor-name"), "over receptor.pdb", "the receptor's name");
        await expectText(
          view.getByTestId("view-receptor-atoms"),
          "receptor 4412 atoms",
          "the receptor's atoms",
        );
        const both = await drawnPixels(page, win);
        await view.getByTestId("view-receptor-toggle").click();
        await expectAttribute(view, "data-receptor-visible", "false", "the hidden receptor");
        const poseAlone = await drawnPixels(page, win);
        if (poseAlone <= 0 || poseAlone >= both * 0.9)
          throw new Error(`the pose alone covers ${poseAlone} pixels, with its receptor ${both}`);
        await view.getByTestId("view-receptor-toggle").click();
        await expectAttribute(view, "data-receptor-visible", "true", "the receptor shown again");
        await screenshot(page, "poses-view-en");
        await win.getByTestId("plugin-window-close").click();
      },
    );

    await scenario.step(
      "poses: the pose's own page survives a reload with both components",
      page,
      async () => {
        const href = await page.getByTestId(results).getByTestId("pose-view-2-new").getAttribute("href");
        if (!href?.includes("withTask=") || !href.includes("withOutput=receptor.pdb"))
          throw new Error(`the new window's address is ${href}`);
        const second = await context.newPage();
        try {
          await second.goto(new URL(href, baseUrl).toString());
          const view = second.getByTestId("view-page").getByTestId("we-view");
          await twoComponents(view);
          await second.reload();
          await twoComponents(view);
          await expectText(view.getByTestId("view-name"), "poses.sdf #2", "the second pose");
          await screenshot(second, "poses-view-page-en");
        } finally {
          await second.close();
        }
      },
    );

    await scenario.step(
      "poses: the first step's panel lists its own poses, over the data set's receptor",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}?task=dock`);
        const panel = page.getByTestId("task-panel");
        const section = panel.getByTestId(chunk);
        await section.waitFor({ timeout: 30_000 });
        await expectText(
          section.getByTestId(`${chunk}-receptor`),
          `· docked into ${folderName}/${receptorName}`,
          "the data set receptor",
        );
        await section.getByTestId("pose-view-3").click();
        const win = windowOf(page, `poses.sdf #3 · ${folderName}/${receptorName}`);
        await twoComponents(win.getByTestId("we-view"));
        await win.getByTestId("plugin-window-close").click();
      },
    );

    await scenario.step("poses: the results and the pose in Chinese", page, async () => {
      const section = await posesInChinese(
        page,
        `${baseUrl}/#/frontend/home/jobs/${jobId}`,
        results,
        "poses.sdf",
      );
      await expectText(section.locator("thead th").nth(3), "得分（kcal/mol）", "the score column");
      await screenshot(page, "poses-results-zh");
      await section.getByTestId("pose-view-1").click();
      const win = windowOf(page, "poses.sdf #1 · receptor.pdb");
      const view = win.getByTestId("we-view");
      await twoComponents(view);
      await expectText(view.getByTestId("view-receptor-toggle"), "受体", "the receptor toggle");
      await expectText(view.getByTestId("view-receptor-name"), "受体 receptor.pdb", "the receptor's name");
      await screenshot(page, "poses-view-zh");
      await win.getByTestId("plugin-window-close").click();
      await storeLanguage(page, "en");
    });

    await scenario.step("poses: at a phone's width the results fit and a pose opens", page, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
      await page.reload();
      const section = page.getByTestId(results);
      await section.waitFor({ timeout: 30_000 });
      // Below 768 px the side menu is a drawer, closed until asked for: the results have the full width.
      if (await page.getByTestId("menu-collapse").isVisible()) {
        throw new Error("the side menu shows at a phone's width");
      }
      const fits = await section.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        scroll: element.scrollWidth,
        client: element.clientWidth,
        viewport: window.innerWidth,
      }));
      // The table may scroll sideways inside its box; the box itself stays on the screen.
      if (fits.right > fits.viewport + 1 || fits.scroll > fits.client + 1)
        throw new Error(`the results overflow the phone's screen: ${JSON.stringify(fits)}`);
      const button = section.getByTestId("pose-view-1");
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > fits.viewport)
        throw new Error(`View pose is off screen: ${JSON.stringify(box)}`);
      await screenshot(page, "poses-results-phone");
      await button.click();
      const win = windowOf(page, "poses.sdf #1 · receptor.pdb");
      await twoComponents(win.getByTestId("we-view"));
      await screenshot(page, "poses-view-phone");
      await win.getByTestId("plugin-window-close").click();
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 50,
  title: "poses: a screen's ranked poses on the job page, a pose over its receptor in weView",
  run: (c) => runPosesScenario(c.scenario, c.url, c.browser),
};
