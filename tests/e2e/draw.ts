/**
 * The weDraw scenario (issue 12): a new user opens the draw page, where Ketcher starts on its Indigo
 * WASM without a request leaving the gateway; loads a molfile (the first record of the CDK2 fixture) and exports its SMILES (the same
 * molecule by RDKit's canonical SMILES, and on the clipboard), downloads it as an `.ad` document and
 * as PNG and SVG images, saves it to a data set and finds the file there, opens that data set file
 * again, draws the similarity module's query in the run form; opens a 7-record SD file one record at
 * a time with its record picker (issue 26: records were drawn on top of each other); then the same
 * in Chinese.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import initRDKitModule from "@rdkit/rdkit";
import type { Browser, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { pinLanguage, registerAndSignIn, repoRoot, screenshot } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `draw${stamp}`,
  password: "Draw#2026ok",
  name: "Dorothy",
  email: `draw${stamp}@example.org`,
  company: "Crucible Labs",
};
/** The molfile: the first record of the CDK2 fixture (an SD file's record is a molfile). */
async function firstMolfile(): Promise<Buffer> {
  const sdf = await readFile(path.join(repoRoot, "tests", "fixtures", "cdk2.sdf"), "utf8");
  return Buffer.from(`${sdf.split("$$$$")[0]?.trimEnd() ?? ""}\n`, "utf8");
}
/** The first seven records of the CDK2 fixture, as one SD file, and each record's molfile. */
async function sevenRecords(): Promise<{ sdf: Buffer; molfiles: string[] }> {
  const sdf = await readFile(path.join(repoRoot, "tests", "fixtures", "cdk2.sdf"), "utf8");
  const records = sdf.split(/^\$\$\$\$\r?\n/m).slice(0, 7);
  return {
    sdf: Buffer.from(records.map((record) => `${record}$$$$\n`).join(""), "utf8"),
    molfiles: records.map((record) => `${record.split("M  END")[0] ?? ""}M  END\n`),
  };
}
const sdfName = "cdk2-first7.sdf";
const molName = "ZINC03814457.mol";
const molTitle = "ZINC03814457";
const savedName = `drawing-${stamp}.mol`;
/** Carbon with five fluorines: a valence no toolkit accepts (issue 12's bad input). */
const pentavalent = Buffer.from(
  [
    "pentavalent",
    "  hand-made",
    "",
    "  6  5  0  0  0  0  0  0  0  0999 V2000",
    "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
    "    1.0000    0.0000    0.0000 F   0  0  0  0  0  0  0  0  0  0  0  0",
    "   -1.0000    0.0000    0.0000 F   0  0  0  0  0  0  0  0  0  0  0  0",
    "    0.0000    1.0000    0.0000 F   0  0  0  0  0  0  0  0  0  0  0  0",
    "    0.0000   -1.0000    0.0000 F   0  0  0  0  0  0  0  0  0  0  0  0",
    "    0.7000    0.7000    0.0000 F   0  0  0  0  0  0  0  0  0  0  0  0",
    "  1  2  1  0",
    "  1  3  1  0",
    "  1  4  1  0",
    "  1  5  1  0",
    "  1  6  1  0",
    "M  END",
    "",
  ].join("\n"),
);

type RDKit = Awaited<ReturnType<typeof initRDKitModule>>;

/**
 * RDKit's canonical SMILES of a molfile or SMILES without explicit hydrogens (the same molecule gives
 * the same text; Indigo writes the fixture's explicit hydrogens as [H]).
 */
function canonical(rdkit: RDKit, input: string): string {
  const mol = rdkit.get_mol(input);
  if (!mol?.is_valid()) throw new Error(`RDKit cannot read ${input.slice(0, 60)}`);
  const heavy = mol.remove_hs();
  mol.delete();
  const plain = rdkit.get_mol(heavy);
  if (!plain?.is_valid()) throw new Error(`RDKit cannot read ${input.slice(0, 60)} without hydrogens`);
  try {
    return plain.get_smiles();
  } finally {
    plain.delete();
  }
}

async function openEditor(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/frontend/home/draw`);
  await page.locator('[data-testid="draw-viewer"][data-ready="true"]').waitFor({ timeout: 60_000 });
}

async function loadFixture(page: Page, molfile: Buffer): Promise<void> {
  await page
    .getByTestId("draw-file-input")
    .setInputFiles({ name: molName, mimeType: "chemical/x-mdl-molfile", buffer: molfile });
  await page
    .getByTestId("draw-title")
    .and(page.locator(`[value='${molTitle}']`))
    .waitFor();
  await page.getByTestId("draw-busy").waitFor({ state: "detached" });
}

/** Opens the 7-record SD file from this computer; waits until its first record is on the canvas. */
async function loadRecords(page: Page, sdf: Buffer): Promise<void> {
  await page
    .getByTestId("draw-file-input")
    .setInputFiles({ name: sdfName, mimeType: "chemical/x-mdl-sdfile", buffer: sdf });
  await page.locator('[data-testid="draw-record"][data-index="1"]').waitFor();
  await page.getByTestId("draw-busy").waitFor({ state: "detached" });
}

/** Waits until record `index` (1-based) is on the canvas and the editor is idle. */
async function recordShown(page: Page, index: number): Promise<void> {
  await page.locator(`[data-testid="draw-record"][data-index="${index}"]`).waitFor();
  await page.getByTestId("draw-busy").waitFor({ state: "detached" });
}

async function exportSmiles(page: Page): Promise<string> {
  await page.getByTestId("draw-smiles").click();
  const value = (await page.getByTestId("draw-smiles-value").textContent({ timeout: 60_000 })) ?? "";
  return value.trim();
}

async function closeSmiles(page: Page): Promise<void> {
  await page.getByTestId("draw-smiles-close").click();
  await page.getByTestId("draw-smiles-dialog").waitFor({ state: "detached" });
}

async function download(page: Page, menu: string, item: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId(menu).click();
  const [file] = await Promise.all([
    page.waitForEvent("download").catch((error: unknown) => {
      throw new Error(`no download from ${item}: ${String(error)}`);
    }),
    page.getByTestId(item).click(),
  ]);
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(where) };
}

export async function runDrawScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const rdkit = await initRDKitModule();
  const molfile = await firstMolfile();
  const expected = canonical(rdkit, molfile.toString("utf8"));
  const seven = await sevenRecords();
  const recordSmiles = seven.molfiles.map((record) => canonical(rdkit, record));
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    acceptDownloads: true,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("worker", (worker) => requests.push(worker.url()));
  let smiles = "";
  try {
    await scenario.step("a new user signs in and opens weDraw from the menu", page, async () => {
      await pinLanguage(page, "en");
      await registerAndSignIn(page, baseUrl, user);
      await page.getByTestId("menu-draw").click();
      await page.waitForURL(/#\/frontend\/home\/draw$/);
      await page.locator('[data-testid="draw-viewer"][data-ready="true"]').waitFor({ timeout: 60_000 });
      await page.getByTestId("page-title").getByText("weDraw").waitFor();
    });

    await scenario.step("a molfile loads and its SMILES is the same molecule, copied too", page, async () => {
      await loadFixture(page, molfile);
      smiles = await exportSmiles(page);
      if (canonical(rdkit, smiles) !== expected) throw new Error(`SMILES ${smiles} is not ${expected}`);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      if (copied !== smiles) throw new Error(`the clipboard holds ${copied}`);
      await screenshot(page, "draw-smiles");
      await closeSmiles(page);
    });

    await scenario.step("Indigo's WASM came from the gateway and nothing from elsewhere", page, async () => {
      const wasm = requests.filter((url) => url.endsWith(".wasm"));
      if (wasm.length === 0) throw new Error("no .wasm was fetched");
      const outside = requests.filter(
        (url) => !url.startsWith(baseUrl) && !url.startsWith("data:") && !url.startsWith("blob:"),
      );
      if (outside.length > 0) throw new Error(`requests left the gateway: ${outside.join(", ")}`);
    });

    await scenario.step("downloads: an .ad document, a molfile, PNG and SVG images", page, async () => {
      const ad = await download(page, "draw-save", "draw-save-ad");
      const document = JSON.parse(ad.bytes.toString("utf8")) as Record<string, unknown>;
      if (ad.name !== `${molTitle}.ad` || document.format !== "crucible-ad" || document.version !== 1)
        throw new Error(`the .ad download is ${ad.name}: ${ad.bytes.toString("utf8").slice(0, 200)}`);
      if (typeof document.molfile !== "string" || canonical(rdkit, document.molfile) !== expected)
        throw new Error("the .ad document's molfile is not the molecule");
      if (typeof document.ket !== "object" || document.kind !== "molecule")
        throw new Error("the .ad document has no KET structure");
      const mol = await download(page, "draw-save", "draw-save-mol");
      if (canonical(rdkit, mol.bytes.toString("utf8")) !== expected) throw new Error("the molfile differs");
      const png = await download(page, "draw-image", "draw-image-png");
      if (png.bytes.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("the PNG is not a PNG");
      const svg = await download(page, "draw-image", "draw-image-svg");
      if (!svg.bytes.toString("utf8").includes("<svg")) throw new Error("the SVG is not an SVG");
    });

    await scenario.step("an .ad document opens again with its title", page, async () => {
      const ad = await download(page, "draw-save", "draw-save-ad");
      await page.getByTestId("draw-title").fill("renamed");
      await page.getByTestId("draw-file-input").setInputFiles({
        name: "again.ad",
        mimeType: "application/json",
        buffer: ad.bytes,
      });
      await page
        .getByTestId("draw-title")
        .and(page.locator(`[value='${molTitle}']`))
        .waitFor();
      await page.getByTestId("draw-busy").waitFor({ state: "detached" });
      if (canonical(rdkit, await exportSmiles(page)) !== expected)
        throw new Error("the .ad opened otherwise");
      await closeSmiles(page);
    });

    await scenario.step(
      "the drawing is saved to a data set with progress and is listed there",
      page,
      async () => {
        await page.getByTestId("draw-to-dataset").click();
        await page.getByTestId("draw-dataset-dialog").waitFor();
        await page.getByTestId("draw-dataset-name").fill(savedName);
        await screenshot(page, "draw-dataset-dialog");
        await page.getByTestId("draw-dataset-submit").click();
        await page.getByTestId("draw-dataset-dialog").waitFor({ state: "detached", timeout: 30_000 });
        await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
        await page.getByTestId("files-table").locator("tbody tr", { hasText: savedName }).waitFor();
      },
    );

    await scenario.step("the data set file opens in the editor", page, async () => {
      await openEditor(page, baseUrl);
      await page.getByTestId("draw-open").click();
      await page.getByTestId("draw-open-dataset").click();
      await page.getByTestId(`draw-picker-file-${savedName}`).click();
      await page
        .getByTestId("draw-title")
        .and(page.locator(`[value='drawing-${stamp}']`))
        .waitFor();
      await page.getByTestId("draw-busy").waitFor({ state: "detached" });
      if (canonical(rdkit, await exportSmiles(page)) !== expected) throw new Error("the saved file differs");
      await closeSmiles(page);
      await screenshot(page, "draw-page");
    });

    await scenario.step("the previewer opens the data set file in a weDraw plugin window", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
      await page.getByTestId("datasets-private").waitFor();
      await page.getByTestId(`file-open-${savedName}`).click();
      const href = await page.getByTestId("preview-open-draw-new").getAttribute("href");
      if (!href?.includes("#/frontend/home/draw?file=")) throw new Error(`the new-window address is ${href}`);
      await page.getByTestId("preview-open-draw").click();
      const win = page.getByTestId("plugin-window").last();
      await win.locator('[data-testid="draw-viewer"][data-ready="true"]').waitFor({ timeout: 60_000 });
      await win
        .getByTestId("draw-title")
        .and(page.locator(`[value='drawing-${stamp}']`))
        .waitFor();
      await screenshot(page, "draw-window");
      await win.getByTestId("plugin-window-close").click();
      await win.waitFor({ state: "detached" });
    });

    await scenario.step("the similarity run form takes the drawn query", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/modules`);
      await page.getByTestId("module-open-rdkit-similarity").click();
      await page.getByTestId("module-page").waitFor();
      const defaultQuery = await page.getByTestId("arg-input-query").inputValue();
      await page.getByTestId("arg-input-query-draw").click();
      await page.getByTestId("draw-arg-dialog").waitFor();
      const dialog = page.getByTestId("draw-arg-dialog");
      await dialog.locator('[data-testid="draw-viewer"][data-ready="true"]').waitFor({ timeout: 60_000 });
      // A carbon with five bonds is refused with a message; the dialog stays open.
      await dialog
        .getByTestId("draw-file-input")
        .setInputFiles({ name: "pentavalent.mol", mimeType: "chemical/x-mdl-molfile", buffer: pentavalent });
      await dialog.getByTestId("draw-title").and(page.locator("[value='pentavalent']")).waitFor();
      await dialog.getByTestId("draw-use").click();
      await page.getByText("An atom of the drawing has an impossible valence").first().waitFor();
      if ((await page.getByTestId("arg-input-query").inputValue()) !== defaultQuery)
        throw new Error("an impossible molecule reached the argument");
      await dialog
        .getByTestId("draw-file-input")
        .setInputFiles({ name: molName, mimeType: "chemical/x-mdl-molfile", buffer: molfile });
      await dialog
        .getByTestId("draw-title")
        .and(page.locator(`[value='${molTitle}']`))
        .waitFor();
      await screenshot(page, "draw-argument-dialog");
      await dialog.getByTestId("draw-use").click();
      await page.getByTestId("draw-arg-dialog").waitFor({ state: "detached" });
      const query = await page.getByTestId("arg-input-query").inputValue();
      if (canonical(rdkit, query) !== expected) throw new Error(`the query is ${query}`);
      await screenshot(page, "draw-argument-filled");
    });

    await scenario.step(
      "a 7-record SD file opens one record at a time with a record picker",
      page,
      async () => {
        await openEditor(page, baseUrl);
        await loadRecords(page, seven.sdf);
        const label = page.getByTestId("draw-record");
        if (((await label.textContent()) ?? "").trim() !== "Record 1 of 7 · ZINC03814457")
          throw new Error(`the picker says "${await label.textContent()}"`);
        if (!(await page.getByTestId("draw-record-previous").isDisabled()))
          throw new Error("previous is enabled on the first record");
        // One molecule on the canvas (seven stacked records would give a SMILES of seven parts).
        const first = await exportSmiles(page);
        if (first.includes(".") || canonical(rdkit, first) !== recordSmiles[0])
          throw new Error(`record 1's SMILES is ${first}, not ${recordSmiles[0]}`);
        await closeSmiles(page);
        await page.getByTestId("draw-record-next").click();
        await recordShown(page, 2);
        if (!((await label.textContent()) ?? "").startsWith("Record 2 of 7"))
          throw new Error(`after next the picker says "${await label.textContent()}"`);
        const second = await exportSmiles(page);
        if (second.includes(".") || canonical(rdkit, second) !== recordSmiles[1])
          throw new Error(`record 2's SMILES is ${second}, not ${recordSmiles[1]}`);
        await closeSmiles(page);
        await screenshot(page, "draw-records-en");
        await page.getByTestId("draw-record-number").fill("7");
        await page.getByTestId("draw-record-number").press("Enter");
        await recordShown(page, 7);
        if (!(await page.getByTestId("draw-record-next").isDisabled()))
          throw new Error("next is enabled on the last record");
        const last = await exportSmiles(page);
        if (canonical(rdkit, last) !== recordSmiles[6]) throw new Error(`record 7's SMILES is ${last}`);
        await closeSmiles(page);
        await page.getByTestId("draw-record-previous").click();
        await recordShown(page, 6);
        // A molfile has no records: no picker.
        await loadFixture(page, molfile);
        await page.getByTestId("draw-records").waitFor({ state: "detached" });
      },
    );

    await scenario.step("in Chinese: the editor's toolbar, SMILES and the Draw button", page, async () => {
      // Runs after the scenario's first init script (English), on the reload below.
      await pinLanguage(page, "zh");
      await page.goto(`${baseUrl}/#/frontend/home/draw`);
      await page.reload();
      await page.locator('[data-testid="draw-viewer"][data-ready="true"]').waitFor({ timeout: 60_000 });
      await page.getByTestId("draw-open").getByText("打开").waitFor();
      await page.getByTestId("draw-to-dataset").getByText("保存到数据集").waitFor();
      await loadFixture(page, molfile);
      if (canonical(rdkit, await exportSmiles(page)) !== expected) throw new Error("the SMILES differs");
      await page.getByTestId("draw-smiles-dialog").getByText("绘图的 SMILES").waitFor();
      await screenshot(page, "draw-zh");
      await closeSmiles(page);
      await loadRecords(page, seven.sdf);
      await page.getByTestId("draw-record-next").click();
      await recordShown(page, 2);
      const label = ((await page.getByTestId("draw-record").textContent()) ?? "").trim();
      if (label !== "记录 2 / 7 · ZINC03814459") throw new Error(`the picker says "${label}" in Chinese`);
      if ((await page.getByTestId("draw-record-next").getAttribute("aria-label")) !== "下一条记录")
        throw new Error("the next button is not named in Chinese");
      await screenshot(page, "draw-records-zh");
      await page.goto(`${baseUrl}/#/frontend/home/modules`);
      await page.getByTestId("module-open-rdkit-similarity").click();
      await page.getByTestId("arg-input-query-draw").getByText("绘制").waitFor();
    });
  } finally {
    await context.close();
  }
}

export const e2e: E2eScenario = {
  order: 120,
  title: "weDraw: open, SMILES, downloads, data set, run form argument",
  run: (c) => runDrawScenario(c.scenario, c.url, c.browser),
};
