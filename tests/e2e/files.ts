/**
 * The files scenario (issue 3): a new user registers and signs in, uploads a folder of real files with
 * progress, previews a CSV, a FASTA and a markdown file, opens the SDF in the reader and sees
 * structures, makes a scatter chart from the CSV, and downloads a zip of two files; the module demo tab
 * lists its folder in the table, and the folder its files.
 */
import { createHash, randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { registerAndSignIn, repoRoot, screenshot, storeLanguage } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `data${stamp}`,
  password: "Data#2026ok",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

const folderName = "assay_2026";
const fixtures = ["cdk2.sdf", "PP_descrs_regress.2.csv", "protein_lib.fa"];
const markdownName = "notes.md";
const markdown = [
  "# Assay notes",
  "",
  "The **CDK2** ligands and their descriptors.",
  "",
  "| column | meaning |",
  "| --- | --- |",
  "| TPSA | polar surface |",
  "",
  '<script>window.__injected = true</script><img src="x" onerror="window.__injected = true">',
  "",
  "[a bad link](javascript:alert(1)) and [a good one](https://example.org/).",
  "",
].join("\n");

/** Six and a bit MiB of plate reader output: several chunks, several of them in flight at once. */
const readsName = "plate_reads.bin";
const reads = randomBytes(6 * 1024 * 1024 + 123);
const readsSha256 = createHash("sha256").update(reads).digest("hex").toUpperCase();

/** A folder holding the fixtures, a markdown file and a binary file, as a user would pick it. */
async function makeFolder(): Promise<{ root: string; folder: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "crucible-e2e-files-"));
  const folder = path.join(root, folderName);
  await mkdir(folder);
  for (const name of fixtures)
    await copyFile(path.join(repoRoot, "tests", "fixtures", name), path.join(folder, name));
  await writeFile(path.join(folder, markdownName), markdown);
  await writeFile(path.join(folder, readsName), reads);
  return { root, folder };
}

function fileRow(page: Page, name: string) {
  return page.getByTestId("files-table").locator("tbody tr", { hasText: name });
}

async function openDatasets(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
  await page.getByTestId("datasets-private").waitFor();
}

async function openFolder(page: Page): Promise<void> {
  await page.getByTestId(`folder-${folderName}`).click();
  await fileRow(page, "cdk2.sdf").waitFor();
}

async function closePreview(page: Page): Promise<void> {
  await page.getByTestId("preview-close").click();
  await page.getByTestId("file-preview").waitFor({ state: "detached" });
}

export async function runFilesScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const { root, folder } = await makeFolder();
  try {
    await scenario.step("a new user registers and signs in", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await page.getByTestId("menu-datasets").waitFor();
    });

    await scenario.step("the user uploads a folder of files with progress", page, async () => {
      await page.getByTestId("menu-datasets").click();
      await page.getByTestId("datasets-private").waitFor();
      await page.getByTestId("files-upload").click();
      await page.getByTestId("uploader").waitFor();
      await page.getByTestId("uploader-folder-input").setInputFiles(folder);
      await page.getByTestId("uploader-overall").waitFor();
      const items = page.getByTestId("uploader-item");
      await items.nth(fixtures.length + 1).waitFor();
      for (let index = 0; index <= fixtures.length + 1; index += 1) {
        await page
          .locator(`[data-testid=uploader-item][data-phase=done]`)
          .nth(index)
          .waitFor({ timeout: 60_000 });
      }
      const overall = await page.getByTestId("uploader-overall").getAttribute("data-percent");
      if (overall !== "100") throw new Error(`overall progress ${overall ?? "missing"}`);
      await screenshot(page, "files-upload-done");
      await page.getByTestId(`folder-${folderName}`).waitFor();
      await openFolder(page);
      for (const name of [...fixtures, markdownName, readsName]) await fileRow(page, name).waitFor();
      await screenshot(page, "files-list");
      // The multi-chunk file arrived whole: the server's SHA-256 of it is the one made here.
      const stored = await page.evaluate(async (name) => {
        const response = await fetch("/api/workflow_job_task_data_source_file/query_page", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ Where: { Lvg: [{ Values: [{ Name: "Name", Value: name }] }] } }),
        });
        const answer = (await response.json()) as { Data: { List: { Sha256: string; Size: number }[] } };
        return answer.Data.List[0] ?? null;
      }, readsName);
      if (stored?.Sha256 !== readsSha256 || stored.Size !== reads.length)
        throw new Error(`${readsName} stored as ${JSON.stringify(stored)}, sent ${readsSha256}`);
    });

    await scenario.step("the user previews the CSV as a table", page, async () => {
      await page.getByTestId("file-open-PP_descrs_regress.2.csv").click();
      await page.getByTestId("preview-table").waitFor();
      await page.getByTestId("preview-columns-note").waitFor();
      const headers = await page.getByTestId("preview-table").locator("thead th").count();
      if (headers !== 21) throw new Error(`expected 20 columns and the row number, saw ${headers}`);
      await screenshot(page, "files-preview-csv");
      await closePreview(page);
    });

    await scenario.step("the user previews the FASTA as sequences", page, async () => {
      await page.getByTestId("file-open-protein_lib.fa").click();
      await page.getByTestId("preview-sequence").waitFor();
      const records = await page.getByTestId("sequence-record").count();
      if (records < 2) throw new Error(`expected several sequence records, saw ${records}`);
      await page.getByTestId("sequence-name").first().waitFor();
      await screenshot(page, "files-preview-fasta");
      await closePreview(page);
    });

    await scenario.step("the user previews the markdown, sanitised", page, async () => {
      await page.getByTestId(`file-open-${markdownName}`).click();
      const body = page.getByTestId("preview-markdown-body");
      await body.locator("h1", { hasText: "Assay notes" }).waitFor();
      await body.locator("table").waitFor();
      if ((await body.locator("script").count()) > 0) throw new Error("a script element was rendered");
      const bad = await body.locator("a", { hasText: "a bad link" }).getAttribute("href");
      if (bad !== null) throw new Error(`a javascript: link kept its href: ${bad}`);
      const injected = await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected);
      if (injected) throw new Error("markdown ran script");
      await screenshot(page, "files-preview-markdown");
      await closePreview(page);
    });

    await scenario.step(
      "the user edits the SDF in the previewer and saves it as a new file",
      page,
      async () => {
        await page.getByTestId("file-open-cdk2.sdf").click();
        await page.getByTestId("preview-edit").click();
        const editor = page.getByTestId("preview-editor-text");
        const original = await editor.inputValue();
        const first = `${original.split("$$$$")[0] ?? ""}$$$$\n`;
        if (!first.includes("M  END")) throw new Error("the editor did not hold the molfile text");
        await editor.fill(first);
        const name = await page.getByTestId("preview-editor-name").locator("input").inputValue();
        if (name !== "cdk2-edited.sdf") throw new Error(`the copy's default name is ${name}`);
        await screenshot(page, "files-preview-edit");
        await page.getByTestId("preview-editor-save").click();
        await page.getByTestId("preview-editor").waitFor({ state: "detached" });
        await closePreview(page);
        await fileRow(page, "cdk2-edited.sdf").waitFor();
        await fileRow(page, "cdk2.sdf").first().waitFor();
        await page.getByTestId("file-open-cdk2-edited.sdf").click();
        await page.getByTestId("preview-text").waitFor();
        const href = await page.getByTestId("file-preview").locator("a[href*=download]").getAttribute("href");
        const saved = await page.evaluate(async (url) => (await fetch(url ?? "")).text(), href);
        if (saved !== first)
          throw new Error(`the saved copy is not the edited text (${saved.length} characters)`);
        await closePreview(page);
      },
    );

    await scenario.step("the user opens the SDF in the reader and sees structures", page, async () => {
      await fileRow(page, "cdk2.sdf").locator("[data-testid^=file-sdf-]").click();
      await page.getByTestId("sdf-reader").waitFor();
      await page.getByTestId("sdf-total").getByText("47").waitFor();
      await page.getByTestId("sdf-structure").first().waitFor();
      const images = await page.getByTestId("sdf-structure").count();
      if (images < 10) throw new Error(`expected structures on the first page, saw ${images}`);
      const src = await page.getByTestId("sdf-structure").first().getAttribute("src");
      if (!src?.startsWith("data:image/svg+xml")) throw new Error("structures must be data: images");
      await screenshot(page, "files-sdf-reader");
    });

    await scenario.step("the user makes a scatter chart from the CSV", page, async () => {
      await openDatasets(page, baseUrl);
      await openFolder(page);
      await fileRow(page, "PP_descrs_regress.2.csv").locator("[data-testid^=file-chart-]").click();
      await page.getByTestId("chart-tool").waitFor();
      await page.getByTestId("chart-settings").waitFor();
      await page.getByTestId("chart-kind-scatter").click();
      const chart = page.getByTestId("chart-scatter");
      await chart.locator("svg").first().waitFor();
      await chart.locator("circle").nth(10).waitFor();
      await screenshot(page, "files-chart-scatter");
    });

    await scenario.step("the user downloads a zip of two files", page, async () => {
      await openDatasets(page, baseUrl);
      await openFolder(page);
      for (const name of ["PP_descrs_regress.2.csv", "protein_lib.fa"]) {
        await fileRow(page, name).locator("[data-testid^=select-]").click();
      }
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("files-zip").click(),
      ]);
      const saved = path.join(root, "download.zip");
      await download.saveAs(saved);
      const bytes = await readFile(saved);
      if (bytes.length < 100 || bytes.subarray(0, 2).toString("latin1") !== "PK") {
        throw new Error(`the download is not a zip (${bytes.length} bytes)`);
      }
    });

    await scenario.step(
      "the module demo tab lists its folder in the table; the folder its files, in English and Chinese",
      page,
      async () => {
        // Issue 26: the demo files all sit in the folder "demo", and the tab looked empty.
        await page.goto(`${baseUrl}/#/frontend/home/datasets/module-demo`);
        await page.getByTestId("datasets-module_demo").waitFor();
        await page.getByTestId("folder-row-demo").getByText("Folder").waitFor();
        await screenshot(page, "files-module-demo-en");
        await page.getByTestId("folder-open-demo").click();
        await fileRow(page, "cdk2.sdf").waitFor();
        await page.getByTestId("folder-row-demo").waitFor({ state: "detached" });
        await storeLanguage(page, "zh");
        await page.reload();
        await page.getByTestId("folder-row-demo").getByText("文件夹").waitFor();
        await screenshot(page, "files-module-demo-zh");
        await page.getByTestId("folder-open-demo").click();
        await fileRow(page, "1iep_ligand.sdf").waitFor();
        await screenshot(page, "files-module-demo-folder-zh");
        await storeLanguage(page, "en");
      },
    );
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 20,
  title: "files: uploads, previews, SDF reader, chart, zip",
  run: (c) => runFilesScenario(c.scenario, c.url, c.browser),
};
