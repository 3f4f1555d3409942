/**
 * The viewers scenario (spec §4, §5, §9): what the files scenario does not prove about the previewer
 * and the chart tool. CSV batches of 100 rows and at most 20 columns with a note, TSV tables, partial
 * reads of files over 3 MiB (the end of a log, the start of a CSV), the refusal above 500 MB, the
 * dialog sizes, image zoom by 1.2, unknown types in a new window, the chart tool on pasted data
 * (no-data error, the 2000-row limit, bar, radar and heatmap, column pickers, preset colours, SVG and
 * PNG export) and a nucleotide FASTA.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page, Request } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import {
  expectText,
  pollUntil,
  registerAndSignIn,
  repoRoot,
  screenshot,
  settle,
  settledValue,
  storeLanguage,
  uploadFolder,
} from "./harness.js";
import { pngBytes } from "../support/images.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `view${stamp}`,
  password: "View#2026ok",
  name: "Dorothy",
  email: `dorothy${stamp}@example.org`,
  company: "Crucible Labs",
};

const previewFetchBytes = 3145728;
const previewRefuseBytes = 524288000;
const folderName = "viewers_2026";
const wideCsv = { name: "wide_250x25.csv", rows: 250, columns: 25 };
const bigLog = "run_big.log";
const bigCsv = "descriptors_big.csv";
const tsvFixture = "whim.out.tsv";
const fastaFixture = "nucleotide_lib.fa";
const pngName = "plate_scan.png";
const png = { width: 240, height: 160 };
const unknownName = "instrument_dump.bin";
const refusedName = "archive_notes.log";
const bigLogLastLine = "END OF RUN: 0 errors, the last line of the log";
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function wideCsvText(): string {
  const header = Array.from({ length: wideCsv.columns }, (_unused, col) => `c${col + 1}`).join(",");
  const rows = Array.from({ length: wideCsv.rows }, (_unused, row) =>
    Array.from({ length: wideCsv.columns }, (_cell, col) => `r${row + 1}c${col + 1}`).join(","),
  );
  return `${[header, ...rows].join("\n")}\n`;
}

/** A log a little over 3 MiB whose last line is known. */
function bigLogText(): { text: string; lines: number } {
  const lines: string[] = [];
  let bytes = 0;
  for (let index = 1; bytes < previewFetchBytes + 200_000; index += 1) {
    const line = `${String(index).padStart(7, "0")} INFO step ${index}: energy=${(index * 0.37).toFixed(3)} ok`;
    lines.push(line);
    bytes += line.length + 1;
  }
  lines.push(bigLogLastLine);
  return { text: `${lines.join("\n")}\n`, lines: lines.length };
}

/** A CSV a little over 3 MiB whose first rows are known. */
function bigCsvText(): { text: string; rows: number } {
  const lines = ["id,smiles,mw,logp,tpsa"];
  let bytes = lines[0]?.length ?? 0;
  let rows = 0;
  while (bytes < previewFetchBytes + 300_000) {
    rows += 1;
    const line = `MOL-${String(rows).padStart(6, "0")},CCO${"C".repeat(rows % 20)},${(40 + rows * 0.01).toFixed(2)},${(rows % 7) - 2.5},${rows % 140}`;
    lines.push(line);
    bytes += line.length + 1;
  }
  return { text: `${lines.join("\n")}\n`, rows };
}

interface FastaHead {
  readonly name: string;
  readonly residues: number;
}

function fastaHeads(text: string): FastaHead[] {
  const heads: { name: string; residues: number }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith(">")) heads.push({ name: line.slice(1).trim().split(/\s/)[0] ?? "", residues: 0 });
    else if (line !== "" && heads.length > 0) {
      const last = heads[heads.length - 1];
      if (last) last.residues += line.replace(/\s+/g, "").length;
    }
  }
  return heads;
}

/** The folder a user picks: generated files and two unused fixtures. */
async function makeFolder(): Promise<{ root: string; folder: string; bigCsvRows: number }> {
  const root = await mkdtemp(path.join(tmpdir(), "crucible-e2e-viewers-"));
  const folder = path.join(root, folderName);
  await mkdir(folder);
  for (const name of [tsvFixture, fastaFixture])
    await copyFile(path.join(repoRoot, "tests", "fixtures", name), path.join(folder, name));
  await writeFile(path.join(folder, wideCsv.name), wideCsvText());
  const log = bigLogText();
  await writeFile(path.join(folder, bigLog), log.text);
  const csv = bigCsvText();
  await writeFile(path.join(folder, bigCsv), csv.text);
  await writeFile(path.join(folder, pngName), pngBytes({ ...png, rgb: [30, 120, 200] }));
  await writeFile(
    path.join(folder, unknownName),
    Buffer.from(Array.from({ length: 4096 }, (_u, i) => i % 256)),
  );
  await writeFile(path.join(folder, refusedName), "2026-01-05 archive opened\n2026-01-05 archive closed\n");
  return { root, folder, bigCsvRows: csv.rows };
}

const uploadedNames = [
  tsvFixture,
  fastaFixture,
  wideCsv.name,
  bigLog,
  bigCsv,
  pngName,
  unknownName,
  refusedName,
] as const;

function fileRow(page: Page, name: string): Locator {
  return page.getByTestId("files-table").locator("tbody tr", { hasText: name });
}

async function openFolder(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/frontend/home/datasets/private`);
  await page.getByTestId("datasets-private").waitFor();
  await page.getByTestId(`folder-${folderName}`).click();
  await fileRow(page, wideCsv.name).waitFor();
}

async function openPreview(page: Page, name: string): Promise<Locator> {
  await page.getByTestId(`file-open-${name}`).click();
  const dialog = page.getByTestId("file-preview");
  await dialog.waitFor();
  return dialog;
}

async function closePreview(page: Page): Promise<void> {
  await page.getByTestId("preview-close").click();
  await page.getByTestId("file-preview").waitFor({ state: "detached" });
}

async function widthOf(locator: Locator, what: string): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  return box.width;
}

function near(actual: number, expected: number, tolerance: number): boolean {
  return Math.abs(actual - expected) <= tolerance;
}

/** Waits (up to 5 s) until the dialog's width settles (Semantic UI animates size changes). */
async function settledWidth(dialog: Locator, what: string): Promise<number> {
  return settledValue(() => widthOf(dialog, what), { timeout: 5000, interval: 50, what: `${what}'s width` });
}

interface DataFilesReply {
  data?: { dataFiles?: { list?: { name: string; size: number }[] } };
}

function isOperation(request: Request, name: string): boolean {
  const body: unknown = request.postDataJSON();
  return (
    typeof body === "object" && body !== null && (body as { operationName?: unknown }).operationName === name
  );
}

/** How many shapes of the chart tool's SVG are filled with `color` (nivo may write hex or rgba). */
async function filledCount(page: Page, kind: string, color: string): Promise<number> {
  return page
    .getByTestId(`chart-${kind}`)
    .locator("svg")
    .first()
    .evaluate((svg, wanted) => {
      // No named inner functions: the page cannot see the bundler's naming helper.
      const probe = document.createElement("span");
      document.body.appendChild(probe);
      probe.style.color = wanted;
      const target = getComputedStyle(probe).color;
      let count = 0;
      for (const shape of Array.from(svg.querySelectorAll("rect, path, circle"))) {
        const fill = shape.getAttribute("fill");
        if (fill === null || fill === "none") continue;
        probe.style.color = "";
        probe.style.color = fill;
        if (getComputedStyle(probe).color === target) count += 1;
      }
      probe.remove();
      return count;
    }, color);
}

/** Waits (up to 5 s) until at least `atLeast` shapes of the chart are filled with `color`. */
async function waitForFilled(page: Page, kind: string, color: string, atLeast: number): Promise<void> {
  await pollUntil(
    () => filledCount(page, kind, color),
    (count) => count >= atLeast,
    { timeout: 5000, what: `${atLeast} shapes of the ${kind} chart in ${color}` },
  );
}

/**
 * Puts a long text in a React textarea at once, as a paste does (`fill` types it through the editing
 * pipeline, which takes Chromium tens of seconds for 2000 lines).
 */
async function pasteInto(area: Locator, text: string): Promise<void> {
  await area.evaluate((element, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    if (!(element instanceof HTMLTextAreaElement) || !setter) throw new Error("not a textarea");
    setter.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
  const length = await area.evaluate((element) =>
    element instanceof HTMLTextAreaElement ? element.value.length : 0,
  );
  if (length !== text.length) throw new Error(`the textarea holds ${length} of ${text.length} characters`);
}

/** Five compounds' logP, paracetamol's left empty (tests/fixtures/SOURCES.md). */
const logpFixture = "logp-five.csv";

/**
 * The series colour's pixels in a screenshot of the chart's SVG, against the plot area (the SVG less
 * the chart's margins): how many lie outside it, and how many separate marks (4-connected blobs) lie
 * inside it.
 */
async function marksOfColour(
  page: Page,
  kind: string,
  color: string,
  plot: { left: number; top: number; right: number; bottom: number },
): Promise<{ inside: number; outsidePixels: number }> {
  // No tooltip over the chart: the pointer leaves it.
  await page.mouse.move(0, 0);
  await page
    .locator(`[data-testid=chart-${kind}] div[style*="pointer-events: none"]`)
    .first()
    .waitFor({ state: "hidden" });
  const png = await page.getByTestId(`chart-${kind}`).locator("svg").first().screenshot();
  return page.evaluate(
    async ([base64, hex, area]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) return { inside: -1, outsidePixels: -1 };
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const wanted = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
      const width = image.width;
      const marked = new Uint8Array(width * image.height);
      let outsidePixels = 0;
      for (let y = 0; y < image.height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 4;
          const close = wanted.every((value, channel) => Math.abs((data[at + channel] ?? 0) - value) <= 40);
          if (!close) continue;
          if (x < area.left || x >= area.right || y < area.top || y >= area.bottom) outsidePixels += 1;
          else marked[y * width + x] = 1;
        }
      }
      let inside = 0;
      for (let start = 0; start < marked.length; start += 1) {
        if (marked[start] !== 1) continue;
        inside += 1;
        const stack = [start];
        marked[start] = 2;
        while (stack.length > 0) {
          const here = stack.pop() ?? 0;
          const x = here % width;
          for (const next of [
            here - width,
            here + width,
            x > 0 ? here - 1 : -1,
            x < width - 1 ? here + 1 : -1,
          ]) {
            if (next >= 0 && next < marked.length && marked[next] === 1) {
              marked[next] = 2;
              stack.push(next);
            }
          }
        }
      }
      return { inside, outsidePixels };
    },
    [png.toString("base64"), color, plot] as const,
  );
}

async function savedDownload(page: Page, item: string, dir: string): Promise<Buffer> {
  await page.getByTestId("chart-export").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(item).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return readFile(file);
}

export async function runViewersScenario(
  scenario: Scenario,
  baseUrl: string,
  browser: Browser,
): Promise<void> {
  const viewport = { width: 1440, height: 900 };
  const context = await browser.newContext({ viewport, locale: "en-US", acceptDownloads: true });
  const page = await context.newPage();
  const { root, folder, bigCsvRows } = await makeFolder();
  try {
    await scenario.step("a new user signs in and uploads generated files and fixtures", page, async () => {
      await registerAndSignIn(page, baseUrl, user);
      await uploadFolder(page, folder, uploadedNames.length);
      await page.getByTestId(`folder-${folderName}`).click();
      for (const name of uploadedNames) await fileRow(page, name).waitFor();
    });

    await scenario.step(
      "CSV: batches of 100 rows, at most 20 columns with a note; TSV as a table",
      page,
      async () => {
        const dialog = await openPreview(page, wideCsv.name);
        const table = dialog.getByTestId("preview-table");
        await table.waitFor();
        const headers = table.locator("thead th");
        if ((await headers.count()) !== 21)
          throw new Error(`expected # and 20 columns, saw ${await headers.count()}`);
        await expectText(headers.nth(20), "c20", "the last header shown");
        await expectText(
          dialog.getByTestId("preview-columns-note"),
          "Only the first 20 of 25 columns are shown.",
          "the columns note",
        );
        const rows = table.locator("tbody tr");
        const rowsLabel = dialog.getByTestId("preview-rows");
        const more = dialog.getByTestId("preview-more");
        if ((await rows.count()) !== 100) throw new Error(`first batch: ${await rows.count()} rows`);
        await expectText(rowsLabel, "100 of 250 rows", "rows after the first batch");
        await expectText(rows.nth(99).locator("td").nth(1), "r100c1", "the 100th row");
        await expectText(more, "Show 100 more rows", "the more action");
        await more.click();
        await rows.nth(199).waitFor();
        if ((await rows.count()) !== 200) throw new Error(`second batch: ${await rows.count()} rows`);
        await expectText(rowsLabel, "200 of 250 rows", "rows after the second batch");
        await more.click();
        await rows.nth(249).waitFor();
        if ((await rows.count()) !== 250) throw new Error(`third batch: ${await rows.count()} rows`);
        await expectText(rowsLabel, "250 of 250 rows", "rows after the last batch");
        await expectText(rows.nth(249).locator("td").nth(20), "r250c20", "the last row, 20th column");
        if ((await more.count()) !== 0) throw new Error("the more action stays after the last row");
        if ((await dialog.getByTestId("preview-partial").count()) !== 0)
          throw new Error("a small CSV is marked partial");
        await screenshot(page, "viewers-csv-batches");
        await closePreview(page);

        const tsv = await openPreview(page, tsvFixture);
        const tsvTable = tsv.getByTestId("preview-table");
        await tsvTable.waitFor();
        await expectText(tsvTable.locator("thead th").nth(1), "NAME", "the TSV's first header");
        await expectText(tsvTable.locator("thead th").nth(2), "L1u", "the TSV's second header");
        await expectText(
          tsvTable.locator("tbody tr").first().locator("td").nth(1),
          "ZINC02640583",
          "the TSV's first row",
        );
        await expectText(
          tsvTable.locator("tbody tr").first().locator("td").nth(2),
          "9.51",
          "the TSV's first value",
        );
        await expectText(tsv.getByTestId("preview-rows"), "100 of 365 rows", "TSV rows");
        await expectText(
          tsv.getByTestId("preview-columns-note"),
          "Only the first 20 of 115 columns are shown.",
          "the TSV columns note",
        );
        await closePreview(page);
      },
    );

    await scenario.step(
      "files over 3 MiB: the end of a log, the start of a CSV, with a note",
      page,
      async () => {
        const dialog = await openPreview(page, bigLog);
        const text = dialog.getByTestId("preview-text");
        await text.waitFor({ timeout: 20_000 });
        await expectText(
          dialog.getByTestId("preview-partial"),
          "The file is larger than 3 MB: only its end is shown.",
          "the log's partial note",
        );
        const codeView = text.locator(".code-view");
        await codeView.locator(".code-content", { hasText: bigLogLastLine }).waitFor();
        await screenshot(page, "viewers-log-end");
        // Scrolled to the top, the first line shown is not the file's first line: the read began inside.
        await codeView.evaluate((element) => {
          element.scrollTop = 0;
        });
        await codeView.locator(".code-number", { hasText: /^…1$/ }).waitFor();
        const first = ((await codeView.locator(".code-content").first().textContent()) ?? "").trim();
        const firstIndex = Number(first.slice(0, 7));
        if (!/^\d{7} INFO/.test(first) || firstIndex < 1000) {
          throw new Error(`the log read should start inside the file, its first line is "${first}"`);
        }
        await closePreview(page);

        const csv = await openPreview(page, bigCsv);
        const table = csv.getByTestId("preview-table");
        await table.waitFor({ timeout: 20_000 });
        await expectText(
          csv.getByTestId("preview-partial"),
          "The file is larger than 3 MB: only its beginning is shown.",
          "the CSV's partial note",
        );
        await expectText(table.locator("thead th").nth(1), "id", "the big CSV's header");
        await expectText(
          table.locator("tbody tr").first().locator("td").nth(1),
          "MOL-000001",
          "the big CSV's first row",
        );
        await expectText(
          table.locator("tbody tr").nth(99).locator("td").nth(1),
          "MOL-000100",
          "the 100th row",
        );
        const label = ((await csv.getByTestId("preview-rows").textContent()) ?? "").trim();
        const match = /^100 of (\d+) rows$/.exec(label);
        const read = Number(match?.[1] ?? 0);
        if (!match || read < 1000 || read >= bigCsvRows) {
          throw new Error(`the CSV read should hold part of its ${bigCsvRows} rows, saw "${label}"`);
        }
        await screenshot(page, "viewers-csv-start");
        await closePreview(page);
      },
    );

    await scenario.step("a file listed above 500 MB is refused without a read", page, async () => {
      // The previewer decides from the size the server lists; the list reply of that one file is
      // fulfilled with a larger Size (the real bytes are two short lines).
      const hugeSize = 600 * 1024 * 1024;
      if (hugeSize <= previewRefuseBytes) throw new Error("the test size must be above the limit");
      await page.route("**/graphql", async (route) => {
        if (!isOperation(route.request(), "DataFiles")) return route.fallback();
        const response = await route.fetch();
        const json = (await response.json()) as DataFilesReply;
        for (const file of json.data?.dataFiles?.list ?? [])
          if (file.name === refusedName) file.size = hugeSize;
        await route.fulfill({ response, json });
      });
      const reads: string[] = [];
      const onRequest = (request: Request) => {
        if (request.url().includes("/read_file/")) reads.push(request.url());
      };
      page.on("request", onRequest);
      try {
        await page.reload();
        await page.getByTestId(`folder-${folderName}`).click();
        const row = fileRow(page, refusedName);
        await row.getByText("600 MB").waitFor();
        const dialog = await openPreview(page, refusedName);
        await expectText(
          dialog.getByTestId("preview-too-large"),
          "Files over 500 MB cannot be previewed; download it instead.",
          "the refusal",
        );
        await settle(
          page,
          300,
          "a text view that would open, or a read it would send, has no event to wait on once the refusal shows",
        );
        if ((await dialog.getByTestId("preview-text").count()) !== 0) throw new Error("the text view opened");
        if (reads.length > 0) throw new Error(`the previewer read the file: ${reads.join(", ")}`);
        await screenshot(page, "viewers-too-large");
        await closePreview(page);
      } finally {
        page.off("request", onRequest);
        await page.unroute("**/graphql");
      }
      // With its real size listed, the same file previews.
      await page.reload();
      await page.getByTestId(`folder-${folderName}`).click();
      const dialog = await openPreview(page, refusedName);
      await dialog.getByTestId("preview-text").getByText("archive closed").waitFor();
      await closePreview(page);
    });

    await scenario.step("the dialog sizes: small 60vw, medium, large fullscreen", page, async () => {
      const dialog = await openPreview(page, wideCsv.name);
      await dialog.getByTestId("preview-table").waitFor();
      const widths: Record<string, number> = {};
      for (const size of ["small", "medium", "large"] as const) {
        await dialog.getByTestId(`preview-size-${size}`).click();
        await page.locator(`[data-testid=file-preview].size-${size}`).waitFor();
        widths[size] = await settledWidth(dialog, `the ${size} dialog`);
        if (size === "large") await screenshot(page, "viewers-dialog-large");
      }
      const { small = 0, medium = 0, large = 0 } = widths;
      const summary = `small ${small}, medium ${medium}, large ${large} of ${viewport.width}`;
      if (!near(small, viewport.width * 0.6, 2)) throw new Error(`small is not 60vw: ${summary}`);
      if (!(medium > small && medium < large)) throw new Error(`medium is not between: ${summary}`);
      if (large < viewport.width * 0.95) throw new Error(`large does not fill the viewport: ${summary}`);
      await closePreview(page);
    });

    await scenario.step("a PNG previews with zoom in and out by 1.2", page, async () => {
      const dialog = await openPreview(page, pngName);
      const image = dialog.getByTestId("preview-image").locator("img");
      await image.waitFor();
      await page.waitForFunction((name) => {
        const img = document.querySelector<HTMLImageElement>(
          `[data-testid=preview-image] img[alt="${name}"]`,
        );
        return img !== null && img.complete && img.naturalWidth > 0;
      }, pngName);
      const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
      if (natural !== png.width) throw new Error(`the image is ${natural} px wide, not ${png.width}`);
      const base = await widthOf(image, "the image");
      const zoomLabel = dialog.getByTestId("preview-zoom");
      await expectText(zoomLabel, "100%", "the zoom before");
      await dialog.getByTestId("preview-zoom-in").click();
      await expectText(zoomLabel, "120%", "the zoom after zooming in");
      const zoomedIn = await widthOf(image, "the zoomed image");
      if (!near(zoomedIn / base, 1.2, 0.01)) throw new Error(`zoom in: ${base} -> ${zoomedIn} px`);
      await screenshot(page, "viewers-image-zoom");
      await dialog.getByTestId("preview-zoom-out").click();
      await dialog.getByTestId("preview-zoom-out").click();
      await expectText(zoomLabel, "83%", "the zoom after zooming out twice");
      const zoomedOut = await widthOf(image, "the zoomed-out image");
      if (!near(base / zoomedOut, 1.2, 0.01)) throw new Error(`zoom out: ${base} -> ${zoomedOut} px`);
      await closePreview(page);
    });

    await scenario.step("an unknown type opens the file address in a new window", page, async () => {
      const testId = await fileRow(page, unknownName)
        .locator("[data-testid^=file-download-]")
        .getAttribute("data-testid");
      const id = testId?.replace("file-download-", "") ?? "";
      if (id === "") throw new Error("no id for the unknown file");
      const [popup, request] = await Promise.all([
        context.waitForEvent("page"),
        context.waitForEvent("request", (candidate) => candidate.url().includes("/read_file/")),
        page.getByTestId(`file-open-${unknownName}`).click(),
      ]);
      const expected = `${baseUrl}/api/workflow_job_task_data_source_file/read_file/${id}`;
      if (request.url() !== expected)
        throw new Error(`the new window asked ${request.url()}, not ${expected}`);
      if (request.frame().page() !== popup)
        throw new Error("the file was read by another page than the new one");
      if ((await page.getByTestId("file-preview").count()) !== 0) throw new Error("the previewer opened");
      await popup.close();
    });

    await scenario.step(
      "the chart tool on pasted data: errors, kinds, pickers, colours, export",
      page,
      async () => {
        await page.goto(`${baseUrl}/#/frontend/home/chart-tool`);
        await page.getByTestId("chart-tool").waitFor();
        await page.getByTestId("chart-use-paste").click();
        await expectText(page.getByTestId("chart-no-data"), "There is no data to chart", "the no-data error");

        const tooMany = ["name,value", ...Array.from({ length: 2001 }, (_u, i) => `p${i + 1},${i}`)].join(
          "\n",
        );
        await pasteInto(page.getByTestId("chart-paste"), tooMany);
        await page.getByTestId("chart-use-paste").click();
        await page.getByTestId("toast").filter({ hasText: "Pasted data cannot exceed 2000 rows" }).waitFor();
        if ((await page.getByTestId("chart-bar").count()) !== 0)
          throw new Error("too many rows were charted");

        const compounds = Array.from({ length: 24 }, (_u, i) => {
          const n = i + 1;
          return `CPD-${String(n).padStart(2, "0")},${(5 + (n % 6) * 0.7).toFixed(1)},${200 + n * 9},${((n % 5) - 1).toFixed(1)}`;
        });
        await page.getByTestId("chart-paste").fill(["compound,potency,weight,logp", ...compounds].join("\n"));
        await page.getByTestId("chart-use-paste").click();
        await page.getByTestId("chart-settings").waitFor();
        await expectText(page.getByTestId("chart-rows"), "24 rows (the first 1000 at most)", "the rows");

        // Bar: three value columns, then only potency through the picker.
        const bar = page.getByTestId("chart-bar");
        await bar.locator("svg").first().waitFor();
        const values = page.getByTestId("chart-values");
        for (const key of ["potency", "weight", "logp"])
          await values.locator("a.ui.label", { hasText: key }).waitFor();
        await bar.locator("svg text", { hasText: "logp" }).waitFor();
        for (const key of ["weight", "logp"]) {
          await values.locator("a.ui.label", { hasText: key }).locator("i.delete").click();
        }
        await page.keyboard.press("Escape");
        await bar.locator("svg text", { hasText: "logp" }).waitFor({ state: "detached" });
        await bar.locator("svg text", { hasText: "CPD-01" }).first().waitFor();
        await waitForFilled(page, "bar", "#2185d0", compounds.length);
        const swatches = page.getByTestId("chart-colors").locator("button");
        if ((await swatches.count()) !== 14)
          throw new Error(`expected 14 preset colours, saw ${await swatches.count()}`);
        await page.getByTestId("chart-color-a333c8").click();
        await waitForFilled(page, "bar", "#a333c8", compounds.length);
        const left = await filledCount(page, "bar", "#2185d0");
        if (left !== 0) throw new Error(`${left} shapes kept the old colour`);
        await screenshot(page, "viewers-chart-bar");

        const svg = await savedDownload(page, "chart-export-svg", root);
        if (!svg.toString("utf8").startsWith("<svg"))
          throw new Error(`the SVG export starts "${svg.subarray(0, 20).toString()}"`);
        if (!/#a333c8|163, ?51, ?200/i.test(svg.toString("utf8")))
          throw new Error("the SVG export lacks the series colour");
        const image = await savedDownload(page, "chart-export-png", root);
        if (image.length < 1000 || !image.subarray(0, 8).equals(pngSignature)) {
          throw new Error(`the PNG export is not a PNG (${image.length} bytes)`);
        }

        // Radar and heatmap render with the picked columns.
        await values.locator("input.search").click();
        await values.getByRole("option", { name: "weight" }).click();
        await page.keyboard.press("Escape");
        await page.getByTestId("chart-kind-radar").click();
        const radar = page.getByTestId("chart-radar");
        await radar.locator("svg path").first().waitFor();
        await radar.locator("svg text", { hasText: "weight" }).waitFor();
        await page.getByTestId("chart-kind-heatmap").click();
        const heatmap = page.getByTestId("chart-heatmap");
        await heatmap.locator("svg").first().waitFor();
        await heatmap.locator("svg text", { hasText: "weight" }).first().waitFor();
        const cells = await heatmap.locator("svg rect").count();
        if (cells < compounds.length * 2)
          throw new Error(`expected ${compounds.length * 2} heatmap cells, saw ${cells}`);
        await screenshot(page, "viewers-chart-heatmap");
      },
    );

    await scenario.step(
      "the chart tool fits negative values and counts the rows it cannot draw, in English and Chinese",
      page,
      async () => {
        const csv = await readFile(path.join(repoRoot, "tests", "fixtures", logpFixture), "utf8");
        // The chart's SVG is 960 × 520 with margins 30 70 70 (top right bottom left) and 150 right.
        const plot = { left: 70, top: 30, right: 960 - 150, bottom: 520 - 70 };
        const pasteLogp = async () => {
          await page.goto(`${baseUrl}/#/frontend/home/chart-tool`);
          await page.getByTestId("chart-tool").waitFor();
          await pasteInto(page.getByTestId("chart-paste"), csv);
          await page.getByTestId("chart-use-paste").click();
          await page.getByTestId("chart-settings").waitFor();
          // The tool keeps the kind and colour of the step before: bars in the first colour.
          await page.getByTestId("chart-kind-bar").click();
          await page.getByTestId("chart-color-2185d0").click();
        };
        await pasteLogp();
        // Bar (mw and logP): urea's and caffeine's bars go below zero, inside the plot.
        const undrawn = page.getByTestId("chart-undrawn");
        await undrawn.filter({ hasText: "4 of 5 rows drawn: 1 row has no number in logP" }).waitFor();
        await page.getByTestId("chart-bar").locator("svg").first().waitFor();
        // mw's bars in the first colour, logP's in the second; the legend sits right of the plot.
        for (const colour of ["#2185d0", "#db2828"]) {
          const bars = await marksOfColour(page, "bar", colour, { ...plot, left: 0, right: 960 });
          if (bars.outsidePixels > 0 || bars.inside === 0)
            throw new Error(`${colour}: ${bars.outsidePixels} bar pixels above or below the plot`);
        }
        await screenshot(page, "viewers-chart-negative-bar-en");

        await page.getByTestId("chart-kind-scatter").click();
        await page.getByTestId("chart-scatter").locator("svg circle").nth(3).waitFor();
        await undrawn.filter({ hasText: "4 of 5 rows drawn: 1 row has no number in logP" }).waitFor();
        const circles = await page.getByTestId("chart-scatter").locator("svg circle").count();
        if (circles !== 4) throw new Error(`expected 4 points, saw ${circles}`);
        const points = await marksOfColour(page, "scatter", "#2185d0", plot);
        if (points.outsidePixels > 0 || points.inside !== 4)
          throw new Error(
            `the scatter shows ${points.inside} points inside the plot and ${points.outsidePixels} pixels outside`,
          );
        await screenshot(page, "viewers-chart-negative-scatter-en");

        // The radar draws 4 rows too (its centre is the lowest value); the heatmap as well.
        await page.getByTestId("chart-kind-radar").click();
        await page.getByTestId("chart-radar").locator("svg path").first().waitFor();
        await undrawn.filter({ hasText: "4 of 5 rows drawn" }).waitFor();
        await page.getByTestId("chart-kind-heatmap").click();
        await page.getByTestId("chart-heatmap").locator("svg text", { hasText: "urea" }).first().waitFor();
        if (
          (await page
            .getByTestId("chart-heatmap")
            .locator("svg text", { hasText: "paracetamol" })
            .count()) !== 0
        )
          throw new Error("the heatmap drew paracetamol's missing logP");

        await storeLanguage(page, "zh");
        await page.reload();
        await pasteLogp();
        await undrawn.filter({ hasText: "已绘制 4 / 5 行：1 行在 logP 列中没有数字" }).waitFor();
        await page.getByTestId("chart-kind-scatter").click();
        await page.getByTestId("chart-scatter").locator("svg circle").nth(3).waitFor();
        const zh = await marksOfColour(page, "scatter", "#2185d0", plot);
        if (zh.outsidePixels > 0 || zh.inside !== 4)
          throw new Error(`in Chinese ${zh.inside} points inside, ${zh.outsidePixels} pixels outside`);
        await screenshot(page, "viewers-chart-negative-scatter-zh");
        await storeLanguage(page, "en");
        await page.reload();
      },
    );

    await scenario.step("a nucleotide FASTA shows its sequences", page, async () => {
      const heads = fastaHeads(
        await readFile(path.join(repoRoot, "tests", "fixtures", fastaFixture), "utf8"),
      );
      await openFolder(page, baseUrl);
      const dialog = await openPreview(page, fastaFixture);
      await dialog.getByTestId("preview-sequence").waitFor();
      const records = dialog.getByTestId("sequence-record");
      if ((await records.count()) !== heads.length) {
        throw new Error(`expected ${heads.length} records, saw ${await records.count()}`);
      }
      for (const [index, head] of heads.entries()) {
        await expectText(records.nth(index).getByTestId("sequence-name"), head.name, `record ${index + 1}`);
        await expectText(
          records.nth(index).getByTestId("sequence-length"),
          `${head.residues} residues`,
          `the length of ${head.name}`,
        );
      }
      const firstLine = (await readFile(path.join(repoRoot, "tests", "fixtures", fastaFixture), "utf8"))
        .split(/\r?\n/)[1]
        ?.slice(0, 10);
      if (firstLine) await records.first().locator("pre", { hasText: firstLine }).waitFor();
      await screenshot(page, "viewers-fasta");
      await closePreview(page);
    });
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 30,
  title: "viewers: tables, partial reads, sizes, zoom, chart tool",
  run: (c) => runViewersScenario(c.scenario, c.url, c.browser),
};
