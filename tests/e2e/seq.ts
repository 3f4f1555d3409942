/**
 * The sequence viewers' scenario (issue 12): weSeq on a nucleotide FASTA opened from the previewer
 * (records paged on the gateway, a motif on both strands, next hit, a typed and a dragged selection with
 * its position, length, GC, translation and reverse complement, copy, loading the rest of a long
 * record), an unreadable file's message, weVec's circular map of a GenBank plasmid with a feature's
 * qualifiers and restriction sites, bsab on faricimab's four chains, weSeq as the first page, both
 * languages. Expected values were computed from the fixtures outside the app (see each step).
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import type { E2eScenario, Scenario } from "./harness.js";
import { registerAndSignIn, repoRoot, screenshot, storeLanguage, uploadFolder } from "./harness.js";

const stamp = String(Date.now()).slice(-8);
const user = {
  account: `seq${stamp}`,
  password: "Seq#2026ok",
  name: "Rosalind",
  email: `rosalind${stamp}@example.org`,
  company: "Crucible Labs",
};

const folderName = "sequences_2026";
const fasta = "nucleotide_lib.fa";
const genbank = "addgene-plasmid-39296-sequence-49545.gbk";
const antibodies = "faricimab-fv.fasta";
const broken = "broken_map.gb";
const odd = "odd_features.gb";
const uploadedNames = [fasta, genbank, antibodies, broken, odd] as const;

// A 60 bp linear record (written here, not a real construct) with one feature that fits, one that
// runs past the end and one that ends before it starts: the reader keeps the last two and says why.
const oddRecord = [
  "LOCUS       odd_features                60 bp    DNA     linear   SYN 28-NOV-2026",
  "DEFINITION  Features the reader keeps with a warning.",
  "FEATURES             Location/Qualifiers",
  "     source          1..60",
  "     CDS             4..33",
  '                     /label="fits"',
  "     misc_feature    50..90",
  '                     /label="tail"',
  "     gene            40..20",
  '                     /label="backwards"',
  "ORIGIN",
  "        1 atggctagca tcgatcgatg ctagctagct agcgcgcgat atatcgcgcg ccggttaaca",
  "//",
  "",
].join("\n");

async function makeFolder(): Promise<{ root: string; folder: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "crucible-seq-"));
  const folder = path.join(root, folderName);
  await mkdir(folder);
  for (const name of [fasta, genbank, antibodies]) {
    await copyFile(path.join(repoRoot, "tests/fixtures", name), path.join(folder, name));
  }
  // A ".gb" file without LOCUS: the gateway answers DBFileInvalid (the spec's read-data-failed).
  await writeFile(path.join(folder, broken), "this is not a GenBank record\n");
  await writeFile(path.join(folder, odd), oddRecord);
  return { root, folder };
}

function fileRow(page: Page, name: string): Locator {
  return page.getByTestId("files-table").locator("tbody tr", { hasText: name });
}

async function expectText(locator: Locator, expected: string): Promise<void> {
  await locator.filter({ hasText: expected }).waitFor({ timeout: 15_000 });
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

async function openSeqPicker(page: Page, pickerId: string, name: string): Promise<void> {
  await page.getByTestId(`${pickerId}-files`).click();
  await page.getByTestId(`${pickerId}-files`).locator("input.search").fill(name.slice(0, 8));
  await page.getByTestId(`${pickerId}-file-${name}`).click();
}

export async function runSeqScenario(scenario: Scenario, baseUrl: string, browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  const page = await context.newPage();
  const { root, folder } = await makeFolder();
  try {
    await scenario.step(
      "a new user uploads a FASTA, a GenBank plasmid, antibody chains and a broken file",
      page,
      async () => {
        await registerAndSignIn(page, baseUrl, user);
        await uploadFolder(page, folder, uploadedNames.length);
        await page.getByTestId(`folder-${folderName}`).click();
        for (const name of uploadedNames) await fileRow(page, name).waitFor();
      },
    );

    await scenario.step(
      "the previewer opens the FASTA in weSeq: 7 records read on the gateway",
      page,
      async () => {
        await page.getByTestId(`file-open-${fasta}`).click();
        await page.getByTestId("file-preview").waitFor();
        // In a plugin window first; then its own page, as "open in a new browser window" addresses it.
        const href = await page.getByTestId("preview-open-seq-new").getAttribute("href");
        if (!href?.includes("#/frontend/home/seq?")) throw new Error(`the new-window address is ${href}`);
        await page.getByTestId("preview-open-seq").click();
        const win = page.getByTestId("plugin-window").last();
        await expectText(win.getByTestId("seq-record-total"), "7 records (fasta)");
        await screenshot(page, "seq-window");
        await win.getByTestId("plugin-window-close").click();
        await win.waitFor({ state: "detached" });
        await page.goto(new URL(href, page.url()).toString());
        await page.getByTestId("seq-page").waitFor();
        await expectText(page.getByTestId("seq-record-total"), "7 records (fasta)");
        await expectText(page.getByTestId("seq-record-id"), "pGT875");
        await expectText(page.getByTestId("seq-record-length"), "1,125 bp");
      },
    );

    // Hits of ATGGC in pGT875, computed with Python's re on the fixture: forward at 670 and 900
    // (0-based), its reverse complement GCCAT at 259 and 471.
    await scenario.step("a motif is found on both strands; the next hit is selected", page, async () => {
      await page.getByTestId("seq-search").fill("atggc");
      await expectText(page.getByTestId("seq-hit-count"), "4 hits");
      if ((await page.locator("[data-testid=seq-text] .seq-hit-rev").count()) < 2) {
        throw new Error("the reverse-strand hits are not marked");
      }
      await page.getByTestId("seq-hit-next").click();
      await expectText(page.getByTestId("seq-hit-count"), "Hit 1 of 4");
      await expectText(page.getByTestId("seq-sel-summary"), "Selected 260–264, length 5");
      await page.getByTestId("seq-hit-next").click();
      await expectText(page.getByTestId("seq-sel-summary"), "Selected 472–476, length 5");
    });

    // pGT875 letters 1-30: GCTGAAGCCAGTTTGAGAAGACCACAGCAC; GC 16/30; translated with NCBI table 1
    // and reverse-complemented by a separate Python script.
    await scenario.step(
      "a typed selection shows position, length, GC, translation and reverse complement",
      page,
      async () => {
        await page.getByTestId("seq-search").fill("");
        await page.getByTestId("seq-sel-start").fill("1");
        await page.getByTestId("seq-sel-end").fill("30");
        await page.getByTestId("seq-sel-apply").click();
        await expectText(page.getByTestId("seq-sel-summary"), "Selected 1–30, length 30");
        await expectText(page.getByTestId("seq-sel-gc"), "GC 53.3%");
        await expectText(page.getByTestId("seq-translation"), "AEASLRRPQH");
        await expectText(page.getByTestId("seq-revcomp"), "GTGCTGTGGTCTTCTCAAACTGGCTTCAGC");
        await page.getByTestId("seq-frame").click();
        await page.getByTestId("seq-frame").getByRole("option", { name: "Frame 2" }).click();
        await expectText(page.getByTestId("seq-translation"), "LKPV*EDHS");
        await screenshot(page, "seq-weseq-selection");
      },
    );

    await scenario.step(
      "the selection is copied to the clipboard with the spec's message",
      page,
      async () => {
        await page.getByTestId("seq-sel-copy").click();
        await expectText(page.getByTestId("toast"), "Copied to clipboard");
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        if (copied !== "GCTGAAGCCAGTTTGAGAAGACCACAGCAC") throw new Error(`clipboard holds ${copied}`);
      },
    );

    await scenario.step("dragging over the sequence selects a range", page, async () => {
      const row = page.locator("[data-testid=seq-text] [data-row='60']");
      const box = await row.boundingBox();
      if (!box) throw new Error("no second row");
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.3, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
      await page.mouse.up();
      const summary = await textOf(page.getByTestId("seq-sel-summary"));
      const match = /Selected (\d+)–(\d+), length (\d+)/.exec(summary);
      if (!match) throw new Error(`no selection after a drag: ${summary}`);
      const [start, end, length] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (start < 61 || end > 120 || length !== end - start + 1 || length < 5) {
        throw new Error(`unexpected drag selection ${summary}`);
      }
    });

    await scenario.step("a long record pages: 6,000 letters, then the rest on demand", page, async () => {
      await page.getByTestId("seq-record-2").click();
      await expectText(page.getByTestId("seq-record-id"), "OCDHPR");
      await expectText(page.getByTestId("seq-window"), "Showing 1–6,000 of 6,083");
      await page.getByTestId("seq-load-more").click();
      await expectText(page.getByTestId("seq-window"), "Showing 1–6,083 of 6,083");
      await page.getByTestId("seq-load-more").waitFor({ state: "detached" });
    });

    await scenario.step("weSeq in Chinese", page, async () => {
      await storeLanguage(page, "zh");
      await page.reload();
      await page.getByTestId("seq-page").waitFor();
      await expectText(page.getByTestId("seq-record-total"), "7 条记录（fasta）");
      await page.getByTestId("seq-sel-start").fill("1");
      await page.getByTestId("seq-sel-end").fill("30");
      await page.getByTestId("seq-sel-apply").click();
      await expectText(page.getByTestId("seq-sel-summary"), "已选 1–30，长度 30");
      await expectText(page.getByTestId("seq-dna-tools"), "反向互补");
      await screenshot(page, "seq-weseq-zh");
      await storeLanguage(page, "en");
      await page.reload();
      await page.getByTestId("seq-page").waitFor();
    });

    await scenario.step("a file the gateway cannot read shows 'unreadable sequence data'", page, async () => {
      await openSeqPicker(page, "seq-page-picker", broken);
      const error = page.getByTestId("seq-error").first();
      await expectText(error, "Unreadable sequence data");
      if ((await error.getAttribute("data-code")) !== "DBFileInvalid") throw new Error("not DBFileInvalid");
    });

    await scenario.step(
      "weSeq lists a feature past the end and one running backwards as warnings, in both languages",
      page,
      async () => {
        await openSeqPicker(page, "seq-page-picker", odd);
        const warnings = page.getByTestId("seq-warnings");
        await expectText(warnings, "2 warnings: kept as the file gives them, not drawn");
        await expectText(warnings, "tail: location 50..90 lies outside the sequence (60 letters)");
        await expectText(warnings, "backwards: location 40..20 ends before it starts on a linear record");
        if ((await page.getByTestId("seq-warning").count()) !== 2) throw new Error("not two warnings");
        await screenshot(page, "seq-warnings-en");
        await storeLanguage(page, "zh");
        await page.reload();
        await page.getByTestId("seq-page").waitFor();
        await openSeqPicker(page, "seq-page-picker", odd);
        await expectText(page.getByTestId("seq-warnings"), "2 条警告：按文件原样保留，未绘制");
        await expectText(page.getByTestId("seq-warnings"), "tail：位置 50..90 超出序列范围（60 个字母）");
        await expectText(page.getByTestId("seq-warnings"), "backwards：位置 40..20 在线性记录上终点早于起点");
        await screenshot(page, "seq-warnings-zh");
        await storeLanguage(page, "en");
        await page.reload();
        await page.getByTestId("seq-page").waitFor();
      },
    );

    // The addgene file: pFA6a-kanMX6, 3,938 bp circular, KanR among its features (its /label).
    await scenario.step(
      "weVec draws the GenBank plasmid's circular map with its named features",
      page,
      async () => {
        await page.getByTestId("menu-vec").click();
        await page.getByTestId("vec-page").waitFor();
        await openSeqPicker(page, "vec-page-picker", genbank);
        await page.getByTestId("vec-map").waitFor();
        await expectText(page.getByTestId("vec-map-panel"), "3,938 bp");
        await expectText(page.getByTestId("vec-map-panel"), "Circular");
        await page.getByTestId("vec-mode-circular").click();
        await page.locator("[data-testid=vec-map] svg text", { hasText: "KanR" }).first().waitFor();
        await page.getByTestId("vec-feature-KanR").click();
        await expectText(page.getByTestId("vec-feature-detail"), "aminoglycoside phosphotransferase");
        await page.getByTestId("vec-enzyme-HindIII").click();
        await screenshot(page, "seq-wevec-circular");
      },
    );

    // Faricimab's variable domains (Thera-SAbDab): J motifs WGQG at 112 and 118 (heavy), FGQG at 97
    // (kappa, ...TKVEIK) and FGGG at 98 (lambda, ...TKLTVL).
    await scenario.step(
      "bsab lists faricimab's four chains with their types, lengths and regions",
      page,
      async () => {
        await page.getByTestId("menu-bsab").click();
        await page.getByTestId("bsab-page").waitFor();
        await openSeqPicker(page, "bsab-page-picker", antibodies);
        await page.getByTestId("bsab-viewer").waitFor();
        await expectText(page.getByTestId("bsab-total"), "4 chains");
        const expected = [
          ["Faricimab_VEGFA_Heavy_Chain_1", "123", "Heavy", "VH 1–123"],
          ["Faricimab_VEGFA_Light_Chain_1", "107", "Light (kappa)", "VL 1–107"],
          ["Faricimab_ANGPT2_Heavy_Chain_2", "129", "Heavy", "VH 1–129"],
          ["Faricimab_ANGPT2_Light_Chain_2", "108", "Light (lambda)", "VL 1–108"],
        ] as const;
        for (const [index, [name, length, type, regions]] of expected.entries()) {
          const row = page.getByTestId(`bsab-chain-${index}`);
          const seen = [
            await textOf(row.getByTestId("bsab-chain-name")),
            await textOf(row.getByTestId("bsab-chain-length")),
            await textOf(row.getByTestId("bsab-chain-type")),
            await textOf(row.getByTestId("bsab-chain-regions")),
          ];
          if (seen.join("|") !== [name, length, type, regions].join("|")) {
            throw new Error(`chain ${index}: ${seen.join(" | ")}`);
          }
        }
        await expectText(page.getByTestId("bsab-heuristic"), "not IMGT numbering");
        await screenshot(page, "seq-bsab");
        await storeLanguage(page, "zh");
        await page.reload();
        await expectText(page.getByTestId("bsab-heuristic"), "并非 IMGT 编号");
        await expectText(page.getByTestId("bsab-chain-1"), "轻链（κ）");
        await storeLanguage(page, "en");
        await page.reload();
        await page.getByTestId("bsab-viewer").waitFor();
      },
    );

    await scenario.step("weSeq chosen as the first page opens after the next sign-in", page, async () => {
      await page.goto(`${baseUrl}/#/frontend/home/navigator`);
      await page.getByTestId("navigator-first-page").click();
      await page
        .getByTestId("navigator-first-page")
        .getByRole("option", { name: "weSeq (sequences)" })
        .click();
      await expectText(page.getByTestId("navigator-first-page"), "weSeq (sequences)");
      // A fresh load of the home applies the first page.
      await page.goto(`${baseUrl}/#/frontend/home`);
      await page.reload();
      await page.getByTestId("seq-page").waitFor();
    });
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

export const e2e: E2eScenario = {
  order: 60,
  title: "seq: weSeq, weVec and bsab",
  run: (c) => runSeqScenario(c.scenario, c.url, c.browser),
};
