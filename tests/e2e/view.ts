/**
 * The weView scenario (issue 12 items 1 and 7): molecule files of a data set open in 3-D from the
 * previewer in plugin windows (NGL on SwiftShader: the canvas must show the molecule, not a blank),
 * representation and colour change what is drawn, a PNG screenshot downloads, a distance is measured
 * by picking two atoms, a protein shows its ligand, SDF records and docking poses step one by one
 * (the whole file and one record from the SDF reader), two windows move, stack, minimise, maximise
 * and close from the keyboard, a window opens its page in a new browser window, xyz says it is
 * converted on the server, the first page after login may be weView, a small peptide is drawn (as
 * ball and stick: issue 26 found its cartoon an empty canvas), and all of it in Chinese too.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import {
  defaultLanguage,
  drawnPixels,
  expectText,
  registerAndSignIn,
  repoRoot,
  screenshot,
  storeLanguage,
  uploadFolder,
  windowOf,
} from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `weview${stamp}`,
  password: "WeView#2026ok",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

const folderName = "structures_2026";
const fixtures = [
  "1crn.pdb",
  "3pqr.pdb",
  "2vts-docking.sdf",
  "1CRN.cif",
  "adrenalin.mol2",
  "ace-gly-nme.pdb",
] as const;
/** A small peptide (Ace-Gly-Nme, 19 atoms): one residue of backbone, nothing for a cartoon to draw. */
const peptide = "ace-gly-nme.pdb";
const xyzName = "water.xyz";
/** Binary junk under a molecule extension (issue 12's bad input). */
const junkName = "junk.pdb";
const uploaded = [...fixtures, xyzName, junkName] as const;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function makeFolder(): Promise<{ root: string; folder: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "crucible-e2e-view-"));
  const folder = path.join(root, folderName);
  await mkdir(folder);
  for (const name of fixtures)
    await copyFile(path.join(repoRoot, "tests", "fixtures", name), path.join(folder, name));
  // xyz is one of the formats NGL cannot read (DESIGN.md): a water molecule.
  await writeFile(
    path.join(folder, xyzName),
    "3\nwater\nO 0.000 0.000 0.117\nH 0.000 0.757 -0.467\nH 0.000 -0.757 -0.467\n",
  );
  await writeFile(path.join(folder, junkName), randomBytes(64 * 1024));
  return { root, folder };
}

function fileRow(page: Page, name: string): Locator {
  return page.getByTestId("files-table").locator("tbody tr", { hasText: name });
}

async function openFolder(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
  await page.getByTestId("datasets-private").waitFor();
  await page.getByTestId(`folder-${folderName}`).click();
  await fileRow(page, "1crn.pdb").waitFor();
}

/** Opens a data set file's previewer and its "Open in 3-D" window; answers the window once drawn. */
async function openIn3d(page: Page, name: string): Promise<Locator> {
  await page.getByTestId(`file-open-${name}`).click();
  const dialog = page.getByTestId("file-preview");
  await dialog.waitFor();
  await dialog.getByTestId("preview-open-3d").click();
  await dialog.waitFor({ state: "detached" });
  const win = windowOf(page, name);
  await win.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 60_000 });
  return win;
}

async function chooseOption(win: Locator, testId: string, text: string): Promise<void> {
  await win.getByTestId(testId).click();
  await win.getByTestId(testId).getByRole("option", { name: text, exact: true }).click();
}

async function boxOf(
  locator: Locator,
  what: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  return box;
}

async function zIndexOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Number(getComputedStyle(element).zIndex));
}

export async function runViewScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    acceptDownloads: true,
  });
  await defaultLanguage(context, "en");
  const page = await context.newPage();
  const { root, folder } = await makeFolder();
  try {
    await scenario.step("a new user uploads PDB, mmCIF, SDF, MOL2 and xyz files", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await uploadFolder(page, folder, uploaded.length);
      await page.getByTestId(`folder-${folderName}`).click();
      for (const name of uploaded) await fileRow(page, name).waitFor();
    });

    await scenario.step("a PDB opens from the previewer in a 3-D window and is drawn", page, async () => {
      await openFolder(page, baseUrl);
      const win = await openIn3d(page, "1crn.pdb");
      await expectText(win.getByTestId("view-atoms"), "327 atoms", "crambin's atoms");
      await expectText(
        win.getByTestId("plugin-window-bar").locator(".plugin-window-kind"),
        "weView · 3-D",
        "the kind",
      );
      const pixels = await drawnPixels(page, win);
      if (pixels < 2000) throw new Error(`the cartoon of crambin covers only ${pixels} pixels`);
      await screenshot(page, "view-1crn-cartoon");
    });

    await scenario.step("a small peptide is drawn as ball and stick, not an empty canvas", page, async () => {
      const win = await openIn3d(page, peptide);
      await expectText(win.getByTestId("view-atoms"), "19 atoms", "the peptide's atoms");
      await expectText(
        win.getByTestId("view-style").locator(".text").first(),
        "Auto (by structure)",
        "the style",
      );
      const auto = await drawnPixels(page, win);
      if (auto < 1500) throw new Error(`the peptide covers only ${auto} pixels of the canvas`);
      await screenshot(page, "view-peptide-en");
      // What the automatic style is: ball and stick draws about the same pixels (a redraw moves the
      // anti-aliased edges by a few per cent: 6,885 then 7,250 once); a cartoon draws none.
      await chooseOption(win, "view-style", "Ball and stick");
      const ballAndStick = await drawnPixels(page, win);
      if (Math.abs(ballAndStick - auto) > auto * 0.15)
        throw new Error(`ball and stick covers ${ballAndStick} pixels, auto ${auto}`);
      await chooseOption(win, "view-style", "Cartoon");
      const cartoon = await drawnPixels(page, win);
      if (cartoon > auto / 10) throw new Error(`the cartoon of one residue covers ${cartoon} pixels`);
      await win.getByTestId("plugin-window-close").click();
      await win.waitFor({ state: "detached" });
    });

    await scenario.step("representation and colour change what is drawn", page, async () => {
      const win = windowOf(page, "1crn.pdb");
      const cartoon = await drawnPixels(page, win);
      await chooseOption(win, "view-style", "Spacefill");
      const spacefill = await drawnPixels(page, win);
      if (spacefill <= cartoon * 1.2)
        throw new Error(`spacefill covers ${spacefill} pixels, the cartoon ${cartoon}: no change drawn`);
      await chooseOption(win, "view-color", "Secondary structure");
      await expectText(
        win.getByTestId("view-color").locator(".text").first(),
        "Secondary structure",
        "the colour",
      );
      await screenshot(page, "view-1crn-spacefill");
    });

    await scenario.step("a screenshot downloads as a PNG of the view", page, async () => {
      const win = windowOf(page, "1crn.pdb");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        win.getByTestId("view-screenshot").click(),
      ]);
      if (download.suggestedFilename() !== "1crn.png")
        throw new Error(`named ${download.suggestedFilename()}`);
      const file = path.join(root, "1crn.png");
      await download.saveAs(file);
      const bytes = await readFile(file);
      if (!bytes.subarray(0, 8).equals(pngSignature)) throw new Error("the screenshot is not a PNG");
      if (bytes.length < 10_000) throw new Error(`the screenshot is only ${bytes.length} bytes`);
    });

    await scenario.step("a distance is measured by picking two atoms", page, async () => {
      const win = windowOf(page, "1crn.pdb");
      await win.getByTestId("view-measure").click();
      await expectText(
        win.getByTestId("view-held"),
        "Click two atoms to measure the distance between them.",
        "the hint",
      );
      const box = await boxOf(win.getByTestId("view-stage"), "the stage");
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const distances = win.getByTestId("view-distance");
      for (const offset of [0, 60, -60, 30, -30, 90, -90, 15, -15]) {
        await page.mouse.click(centre.x + offset, centre.y + offset / 3);
        if ((await distances.count()) > 0) break;
      }
      await distances.first().waitFor();
      const text = (await distances.first().textContent()) ?? "";
      const match = /: (\d+\.\d\d) Å$/.exec(text);
      if (!match || Number(match[1]) <= 0 || Number(match[1]) > 60) throw new Error(`measured "${text}"`);
      await screenshot(page, "view-1crn-measure");
      await win.getByTestId("view-clear-measurements").click();
      await distances.first().waitFor({ state: "detached" });
      await win.getByTestId("view-measure").click();
    });

    await scenario.step(
      "a protein shows its ligand next to the cartoon; two windows stack",
      page,
      async () => {
        const win = await openIn3d(page, "3pqr.pdb");
        await expectText(win.getByTestId("view-ligand"), /^ligand \d+ atoms$/, "the ligand");
        const pixels = await drawnPixels(page, win);
        if (pixels < 2000) throw new Error(`3pqr covers only ${pixels} pixels`);
        if ((await page.getByTestId("plugin-window").count()) !== 2) throw new Error("two windows expected");
        const first = windowOf(page, "1crn.pdb");
        if ((await zIndexOf(win)) <= (await zIndexOf(first))) throw new Error("the new win is not in front");
        // The new window covers all of the first but the top of its title bar.
        await first.getByTestId("plugin-window-title").click({ position: { x: 10, y: 6 } });
        if ((await zIndexOf(first)) <= (await zIndexOf(win)))
          throw new Error("a click does not bring a window forward");
        await screenshot(page, "view-two-windows");
      },
    );

    await scenario.step(
      "a window moves by its title bar, resizes by its corner, minimises and maximises",
      page,
      async () => {
        const win = windowOf(page, "3pqr.pdb");
        const before = await boxOf(win, "the window");
        // Its right edge is the part the first window does not cover: a click there brings it forward.
        await page.mouse.click(before.x + before.width - 8, before.y + before.height / 2);
        const bar = await boxOf(win.getByTestId("plugin-window-title"), "the title");
        await page.mouse.move(bar.x + 5, bar.y + bar.height / 2);
        await page.mouse.down();
        await page.mouse.move(bar.x + 105, bar.y + bar.height / 2 + 60, { steps: 5 });
        await page.mouse.up();
        const moved = await boxOf(win, "the moved window");
        if (Math.round(moved.x - before.x) !== 100 || Math.round(moved.y - before.y) !== 60)
          throw new Error(`moved by ${moved.x - before.x}, ${moved.y - before.y}`);
        const corner = await boxOf(win.getByTestId("plugin-window-resize"), "the corner");
        await page.mouse.move(corner.x + 5, corner.y + 5);
        await page.mouse.down();
        await page.mouse.move(corner.x - 95, corner.y - 35, { steps: 5 });
        await page.mouse.up();
        const resized = await boxOf(win, "the resized window");
        if (
          Math.round(moved.width - resized.width) !== 100 ||
          Math.round(moved.height - resized.height) !== 40
        )
          throw new Error(`resized by ${resized.width - moved.width}, ${resized.height - moved.height}`);
        await win.getByTestId("plugin-window-minimize").click();
        await win.waitFor({ state: "hidden" });
        await page.getByTestId("plugin-window-chip").filter({ hasText: "3pqr.pdb" }).click();
        await win.waitFor({ state: "visible" });
        await win.getByTestId("plugin-window-maximize").click();
        const full = await boxOf(win, "the maximised window");
        if (full.width !== 1440 || full.height !== 900)
          throw new Error(`maximised to ${full.width}x${full.height}`);
        if ((await drawnPixels(page, win)) < 2000) throw new Error("the maximised view is blank");
        await win.getByTestId("plugin-window-maximize").click();
        const restored = await boxOf(win, "the restored window");
        if (Math.round(restored.width) !== Math.round(resized.width))
          throw new Error("restore lost the size");
      },
    );

    await scenario.step(
      "windows close from the keyboard: Escape on the title bar, Enter on close",
      page,
      async () => {
        await windowOf(page, "3pqr.pdb").getByTestId("plugin-window-bar").focus();
        await page.keyboard.press("Escape");
        await windowOf(page, "3pqr.pdb").waitFor({ state: "detached" });
        await windowOf(page, "1crn.pdb").getByTestId("plugin-window-close").focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("plugin-window").first().waitFor({ state: "detached" });
      },
    );

    await scenario.step(
      "mmCIF and MOL2 open in 3-D; xyz is converted on the server by Open Babel and drawn",
      page,
      async () => {
        const cif = await openIn3d(page, "1CRN.cif");
        await expectText(cif.getByTestId("view-atoms"), "327 atoms", "the mmCIF's atoms");
        await cif.getByTestId("plugin-window-close").click();
        const mol2 = await openIn3d(page, "adrenalin.mol2");
        await expectText(mol2.getByTestId("view-atoms"), "26 atoms", "adrenaline's atoms");
        if ((await drawnPixels(page, mol2)) < 500) throw new Error("adrenaline is not drawn");
        await mol2.getByTestId("plugin-window-close").click();
        await page.getByTestId(`file-open-${xyzName}`).click();
        await page.getByTestId("preview-open-3d").click();
        const xyz = windowOf(page, xyzName);
        await expectText(xyz.getByTestId("view-atoms"), "3 atoms", "water's atoms from the xyz");
        if ((await drawnPixels(page, xyz)) < 100) throw new Error("the converted xyz is not drawn");
        await xyz.getByTestId("plugin-window-close").click();
        // Binary junk named .pdb: a message in the window, and the page goes on working.
        await page.getByTestId(`file-open-${junkName}`).click();
        await page.getByTestId("preview-open-3d").click();
        const junk = windowOf(page, junkName);
        await junk.getByTestId("view-failed").waitFor();
        await screenshot(page, "view-junk");
        await junk.getByTestId("plugin-window-close").click();
        const again = await openIn3d(page, "adrenalin.mol2");
        await expectText(again.getByTestId("view-atoms"), "26 atoms", "adrenaline after the junk");
        await again.getByTestId("plugin-window-close").click();
      },
    );

    await scenario.step(
      "docking poses step one by one; one SDF record opens from the SDF reader",
      page,
      async () => {
        await fileRow(page, "2vts-docking.sdf").locator("[data-testid^=file-sdf-]").click();
        await page.getByTestId("sdf-reader").waitFor();
        await page.getByTestId("sdf-row-0").waitFor();
        await page.getByTestId("sdf-open-3d").click();
        const poses = windowOf(page, "2vts-docking.sdf");
        await poses.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 60_000 });
        await expectText(poses.getByTestId("view-model"), "Record 1 of 9", "the first pose");
        const firstAtoms = (await poses.getByTestId("view-atoms").textContent()) ?? "";
        await poses.getByTestId("view-next").click();
        await expectText(poses.getByTestId("view-model"), "Record 2 of 9", "the second pose");
        if ((await drawnPixels(page, poses)) < 300) throw new Error("the second pose is not drawn");
        await poses.getByTestId("view-previous").click();
        await expectText(poses.getByTestId("view-model"), "Record 1 of 9", "back to the first pose");
        await screenshot(page, "view-docking-poses");
        await poses.getByTestId("plugin-window-close").click();
        await page.getByTestId("sdf-3d-2").click();
        const record = windowOf(page, "2vts-docking.sdf #3");
        await record.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 60_000 });
        if ((await record.getByTestId("view-model").count()) !== 0)
          throw new Error("one record has no stepping");
        await expectText(record.getByTestId("view-atoms"), /^\d+ atoms$/, "the record's atoms");
        if (firstAtoms === "") throw new Error("the whole file showed no atom count");
        if ((await drawnPixels(page, record)) < 300) throw new Error("the record is not drawn");
      },
    );

    await scenario.step("a window opens its page in a new browser window", page, async () => {
      const record = windowOf(page, "2vts-docking.sdf #3");
      const [opened] = await Promise.all([
        context.waitForEvent("page"),
        record.getByTestId("plugin-window-new").click(),
      ]);
      await opened.waitForURL(/#\/frontend\/home\/view\?file=\d+&name=2vts-docking.sdf&record=3$/);
      await opened.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 60_000 });
      const inWindow = (await record.getByTestId("view-atoms").textContent()) ?? "";
      await expectText(opened.getByTestId("view-atoms"), inWindow, "the same record on its page");
      await screenshot(opened, "view-page-record");
      await opened.close();
      await record.getByTestId("plugin-window-close").click();
    });

    await scenario.step(
      "weView in Chinese: its page, a window, the first page after login",
      page,
      async () => {
        await storeLanguage(page, "zh");
        await page.reload();
        await openFolder(page, baseUrl);
        const win = await openIn3d(page, "3pqr.pdb");
        await expectText(
          win.getByTestId("plugin-window-bar").locator(".plugin-window-kind"),
          "weView · 三维",
          "the kind",
        );
        await expectText(
          win.getByTestId("view-style").locator(".text").first(),
          "自动（按结构）",
          "the style",
        );
        await expectText(win.getByTestId("view-ligand"), /^配体 \d+ 个原子$/, "the ligand");
        if ((await win.getByTestId("plugin-window-close").getAttribute("aria-label")) !== "关闭窗口")
          throw new Error("the close button is not named in Chinese");
        await screenshot(page, "view-window-zh");
        await win.getByTestId("plugin-window-close").click();
        const small = await openIn3d(page, peptide);
        await expectText(small.getByTestId("view-atoms"), "19 个原子", "the peptide's atoms");
        await expectText(
          small.getByTestId("view-style").locator(".text").first(),
          "自动（按结构）",
          "the peptide's style",
        );
        const drawn = await drawnPixels(page, small);
        if (drawn < 1500) throw new Error(`the peptide covers only ${drawn} pixels in Chinese`);
        await screenshot(page, "view-peptide-zh");
        await small.getByTestId("plugin-window-close").click();

        await page.goto(`${baseUrl}/#/frontend/home/navigator`);
        const choice = page.getByTestId("navigator-first-page");
        await choice.click();
        await choice.getByRole("option", { name: "weView 三维查看器", exact: true }).click();
        await expectText(choice.locator(".text").first(), "weView 三维查看器", "the saved choice");
        await page.goto(`${baseUrl}/#/frontend/home`);
        await page.reload();
        await page.waitForURL(/#\/frontend\/home\/view$/);
        await page.getByTestId("view-page").waitFor();
        await expectText(page.getByTestId("page-title"), "weView 三维查看器", "the page title");
        await expectText(page.getByTestId("view-empty"), /从数据集/, "the empty page");
        await page
          .getByTestId("view-local-input")
          .setInputFiles(path.join(repoRoot, "tests", "fixtures", "1crn.pdb"));
        await page.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 60_000 });
        await expectText(page.getByTestId("view-atoms"), "327 个原子", "a local file's atoms");
        await screenshot(page, "view-page-zh");
        await storeLanguage(page, "en");
      },
    );
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 40,
  title: "view: weView in plugin windows, records, measurements, new window",
  run: (c) => runViewScenario(c.scenario, c.url, c.browser),
};
