/**
 * The provenance scenario (issue 28 item 4, docs/provenance.md): a user runs the demo template, exports
 * the done job's Workflow Run RO-Crate from the job page (a zip download), and imports it from the
 * templates list: the new template opens in the builder with the demo's four tasks. In English and in
 * Chinese.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { gql, pinLanguage, registerAndSignIn, screenshot, waitForJob } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `prov${stamp}`,
  password: "Provenance#2026",
  name: "Rosalind",
  email: `rosalind.p${stamp}@example.org`,
  company: "Crucible Labs",
};

/** Exports the crate from the job page; answers the saved zip's path. */
async function exportCrate(page: Page, dir: string, name: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId("job-crate-export").click();
  const file = path.join(dir, name);
  await (await download).saveAs(file);
  const zip = await readFile(file);
  if (zip.readUInt32LE(0) !== 0x04034b50) throw new Error("the export is not a zip");
  return file;
}

async function importCrate(page: Page, baseUrl: string, file: string, shot: string): Promise<void> {
  await page.goto(`${baseUrl}/#/frontend/home/templates`);
  await page.getByTestId("wf-templates-page").waitFor();
  await page.getByTestId("wf-crate-import").click();
  await page.getByTestId("wf-crate-dialog").waitFor();
  await page.getByTestId("wf-crate-input").setInputFiles(file);
  await page.getByTestId("wf-crate-file").waitFor();
  await screenshot(page, shot);
  await page.getByTestId("wf-crate-submit").click();
  await page.getByTestId("wf-builder").waitFor();
  for (const key of ["descriptors", "filter", "similar", "convert"])
    await page.getByTestId(`wf-node-${key}`).waitFor();
}

export async function runProvenanceScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    locale: "en-US",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const dir = await mkdtemp(path.join(tmpdir(), "crucible-e2e-crate-"));
  let jobId = "";
  let crate = "";
  try {
    await scenario.step("provenance: a user runs the demo template to done", page, async () => {
      await pinLanguage(page, "en");
      await registerAndSignIn(page, baseUrl, user);
      const { templates } = await gql<{ templates: { id: string; name: string; kind: string }[] }>(
        page,
        "{ templates { id name kind } }",
      );
      const demo = templates.find((t) => t.kind === "system" && t.name.startsWith("Drug-likeness"));
      if (!demo) throw new Error("no demo template");
      const { runTemplate } = await gql<{ runTemplate: { id: string } }>(
        page,
        `mutation($id: ID!) { runTemplate(id: $id, name: "Screen with provenance") { id } }`,
        { id: demo.id },
      );
      jobId = runTemplate.id;
      await waitForJob(page, jobId, { timeout: 300_000 });
    });

    await scenario.step("provenance: the job page exports the RO-Crate", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
      await page.getByTestId("job-crate-export").getByText("Export RO-Crate").waitFor();
      await screenshot(page, "provenance-job-en");
      crate = await exportCrate(page, dir, "crate-en.zip");
    });

    await scenario.step("provenance: the templates list imports it as a new template", page, async () => {
      await importCrate(page, baseUrl, crate, "provenance-import-en");
      await screenshot(page, "provenance-imported-en");
    });

    const zh = await context.newPage();
    await scenario.step("provenance: the same in Chinese", zh, async () => {
      await pinLanguage(zh, "zh");
      await zh.goto(`${baseUrl}/#/frontend/home/jobs/${jobId}`);
      await zh.getByTestId("job-crate-export").getByText("导出 RO-Crate").waitFor();
      await screenshot(zh, "provenance-job-zh");
      const file = await exportCrate(zh, dir, "crate-zh.zip");
      await zh.goto(`${baseUrl}/#/frontend/home/templates`);
      await zh.getByTestId("wf-crate-import").getByText("导入 RO-Crate").waitFor();
      await importCrate(zh, baseUrl, file, "provenance-import-zh");
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 126,
  title: "provenance: a job exported as an RO-Crate and imported back as a template",
  run: (c) => runProvenanceScenario(c.scenario, c.url, c.browser),
};
