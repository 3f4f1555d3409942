/**
 * The viewers (issue 12): each viewer's lazily loaded chunks (its entry chunk and what that imports,
 * minus what the public home already loaded), checked to be outside the initial load; and weView's
 * time to the first frame of a 1.1 MB PDB (five models of 3PQR, a real structure) opened as a local
 * file on its page, against the same file loaded by NGL itself on a bare page with the same
 * representations (cartoon and ball-and-stick ligands), in the same browser: the ratio is the cost
 * of our page (reading, React, the toolbars). Medians of five; figures only.
 * Alone: `node --import tsx -e 'import("./tests/bench/viewers.ts").then((m) => m.runViewerBenchmarks())'`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as Ngl from "ngl";
import type { StructureComponent } from "ngl";
import { chromiumMissing, launchBrowser, registerAndSignIn, startGateway } from "../e2e/harness.js";
import { ensureWebBuilt, gzipSize, initialFiles, staticClosure } from "./bundle.js";

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const assets = path.join(repoRoot, "web", "dist", "assets");
const runs = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each viewer's own chunks: its entry and its static imports that the public home does not load. */
export function viewerChunks(): { viewer: string; gzipKiB: number; files: number; initial: boolean }[] {
  ensureWebBuilt();
  const initial = initialFiles();
  const entries: [string, string][] = [
    ["weView (NGL)", "WeView-"],
    ["weDraw (Ketcher)", "DrawViewer-"],
    ["weSeq", "SeqViewer-"],
    ["weVec (seqviz)", "VecViewer-"],
    ["bsab", "BsabViewer-"],
  ];
  const names = readdirSync(assets);
  return entries.map(([viewer, prefix]) => {
    const entry = names.find((name) => name.startsWith(prefix) && name.endsWith(".js"));
    if (!entry) throw new Error(`no chunk for ${viewer} in web/dist/assets`);
    const own = [...staticClosure([`assets/${entry}`])].filter((file) => !initial.has(file));
    return {
      viewer,
      gzipKiB: gzipSize(own) / 1024,
      files: own.length,
      initial: initial.has(`assets/${entry}`),
    };
  });
}

/** A multi-model PDB of about 1.1 MB: 3PQR five times, each as a MODEL. */
function bigPdb(): string {
  const atoms = readFileSync(path.join(repoRoot, "tests", "fixtures", "3pqr.pdb"), "utf8")
    .split("\n")
    .filter((line) => /^(ATOM|HETATM|TER)/.test(line))
    .join("\n");
  const models = [1, 2, 3, 4, 5].map((n) => `MODEL     ${String(n).padStart(4)}\n${atoms}\nENDMDL`);
  return `${models.join("\n")}\nEND\n`;
}

export async function runViewerBenchmarks(): Promise<void> {
  for (const chunk of viewerChunks()) {
    console.log(
      `  ${chunk.viewer.padEnd(18)} ${chunk.gzipKiB.toFixed(1).padStart(7)} KiB gz in ${chunk.files} files, ${chunk.initial ? "IN the initial load" : "not in the initial load"}`,
    );
  }
  const missing = chromiumMissing();
  if (missing) {
    console.log(`  weView's first frame: skipped: ${missing}`);
    return;
  }
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-view-"));
  const pdbPath = path.join(work, "3pqr-x4.pdb");
  const pdb = bigPdb();
  await writeFile(pdbPath, pdb);
  const nglScript = createRequire(import.meta.url).resolve("ngl/dist/ngl.js");
  // Launched before the gateway: a browser that cannot start leaves no gateway running.
  const browser = await launchBrowser();
  const gateway = await startGateway();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const stamp = Date.now();
    await registerAndSignIn(page, gateway.url, {
      account: `bench${stamp}`,
      password: "Passw0rd!x",
      name: "Bench",
      email: `bench${stamp}@example.org`,
      company: "Crucible",
    });
    const frames = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
    const ours: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${gateway.url}/#/frontend/home/view`);
      await page.getByTestId("view-local-input").waitFor({ state: "attached" });
      const started = performance.now();
      await page.getByTestId("view-local-input").setInputFiles(pdbPath);
      await page.locator("[data-testid=we-view][data-phase=ready]").waitFor({ timeout: 120_000 });
      await frames();
      ours.push(performance.now() - started);
    }
    const bare: number[] = [];
    const blank = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await blank.goto(`${gateway.url}/favicon.ico`).catch(() => undefined);
    await blank.setContent('<div id="stage" style="width:1000px;height:700px"></div>');
    await blank.addScriptTag({ path: nglScript });
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await blank.evaluate(async (text) => {
        const ngl = (window as unknown as { NGL: typeof Ngl }).NGL;
        const element = document.getElementById("stage")!;
        element.innerHTML = "";
        const stage = new ngl.Stage(element, { backgroundColor: "white" });
        const component = await stage.loadFile(new Blob([text]), {
          ext: "pdb",
          defaultRepresentation: false,
        });
        if (!component) throw new Error("NGL loaded nothing");
        const structure = component as StructureComponent;
        structure.setSelection("/0");
        structure.addRepresentation("cartoon", { sele: "polymer", colorScheme: "chainname" });
        structure.addRepresentation("ball+stick", { sele: "ligand", colorScheme: "element" });
        structure.autoView();
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        );
        stage.dispose();
      }, pdb);
      bare.push(performance.now() - started);
    }
    const ourMs = median(ours);
    const bareMs = median(bare);
    console.log(
      `  weView, first frame of a ${(pdb.length / 1024 / 1024).toFixed(1)} MB PDB (5 models): ${ourMs.toFixed(0)} ms; NGL on a bare page: ${bareMs.toFixed(0)} ms (${(bareMs / ourMs).toFixed(2)}x of bare NGL's speed)`,
    );
  } finally {
    await browser.close();
    await gateway.stop();
    await rm(work, { recursive: true, force: true });
  }
}
