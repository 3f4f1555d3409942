/**
 * The initial JavaScript of the public home (DESIGN.md §7: at most 250 KiB gzipped): the entry script
 * of web/dist/index.html and every chunk it loads before it runs (modulepreload links and the static
 * imports of those chunks, followed recursively; dynamic import() chunks are not counted), each
 * gzipped at level 9. Builds the web client first when web/dist is missing or older than web/src.
 * Then the same home on the wire (issue 26: at most 15 script requests and 300 KB with fonts): a test
 * gateway serves the build, Chromium opens it and every request it makes until the network is idle is
 * counted by kind with its encoded bytes (headers included), once asking for gzip only and once as
 * Chromium asks by default (brotli).
 * Alone: `node --import tsx -e 'import("./tests/bench/bundle.ts").then((m) => m.runBundleBenchmark())'`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumMissing, launchBrowser, startGateway } from "../e2e/harness.js";

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const dist = path.join(repoRoot, "web", "dist");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The static imports of a built chunk (`import ... from "./x.js"` and bare `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1]!);
  }
  return [...found];
}

export interface BundleFigure {
  readonly gzipBytes: number;
  readonly files: number;
}

/** Builds the web client when web/dist is missing or older than web/src. */
export function ensureWebBuilt(): void {
  const index = path.join(dist, "index.html");
  if (!existsSync(index) || statSync(index).mtimeMs < newestMtime(path.join(repoRoot, "web", "src"))) {
    execFileSync("npm", ["run", "build", "-w", "web"], { cwd: repoRoot, stdio: "ignore" });
  }
}

/** `start` (files of web/dist) and every chunk they import statically, recursively. */
export function staticClosure(start: readonly string[]): Set<string> {
  const queue = [...start];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), "utf8");
    for (const imported of staticImports(code))
      queue.push(path.posix.join(path.posix.dirname(file), imported));
  }
  return seen;
}

/** Gzipped bytes (level 9) of files of web/dist. */
export function gzipSize(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return total;
}

/**
 * The files a page of the build (index.html: the desktop site and public home; mobile.html: the mobile
 * site) loads before it runs: the entry script, its preloads and their imports.
 */
export function initialFiles(page = "index.html"): Set<string> {
  ensureWebBuilt();
  const html = readFileSync(path.join(dist, page), "utf8");
  return staticClosure(
    [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
    ].map((m) => m[1]!),
  );
}

export function measurePublicHome(): BundleFigure {
  const files = initialFiles();
  return { gzipBytes: gzipSize(files), files: files.size };
}

/** The mobile site's initial JavaScript (mobile.html), and what it shares with the desktop's. */
export function measureMobileSite(): BundleFigure & { sharedGzipBytes: number } {
  const files = initialFiles("mobile.html");
  const desktop = initialFiles("index.html");
  return {
    gzipBytes: gzipSize(files),
    files: files.size,
    sharedGzipBytes: gzipSize([...files].filter((file) => desktop.has(file))),
  };
}

/** The requests of one first load, by resource kind (Script, Stylesheet, Font, Fetch ...). */
export interface WireFigure {
  readonly requests: number;
  readonly bytes: number;
  readonly byKind: ReadonlyMap<string, { readonly requests: number; readonly bytes: number }>;
}

/**
 * The public home's first load in Chromium (1440x900, a new visitor) on a test gateway: requests and
 * encoded bytes until the network is idle; `encoding` "gzip" sends `Accept-Encoding: gzip` only.
 */
export async function measurePublicHomeWire(): Promise<Record<"gzip" | "default", WireFigure>> {
  ensureWebBuilt();
  const gateway = await startGateway();
  const browser = await launchBrowser();
  try {
    const measure = async (encoding: "gzip" | "default"): Promise<WireFigure> => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        if (encoding === "gzip") {
          await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } });
        }
        const kinds = new Map<string, string>();
        const sizes = new Map<string, number>();
        cdp.on("Network.responseReceived", (event) => kinds.set(event.requestId, event.type));
        cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength));
        await page.goto(`${gateway.url}/`, { waitUntil: "networkidle" });
        await page.getByTestId("landing").waitFor();
        const byKind = new Map<string, { requests: number; bytes: number }>();
        let bytes = 0;
        for (const [id, kind] of kinds) {
          const size = sizes.get(id) ?? 0;
          const figure = byKind.get(kind) ?? { requests: 0, bytes: 0 };
          byKind.set(kind, { requests: figure.requests + 1, bytes: figure.bytes + size });
          bytes += size;
        }
        return { requests: kinds.size, bytes, byKind };
      } finally {
        await context.close();
      }
    };
    return { gzip: await measure("gzip"), default: await measure("default") };
  } finally {
    await browser.close();
    await gateway.stop();
  }
}

function describeWire(figure: WireFigure): string {
  const kinds = [...figure.byKind]
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([kind, { requests, bytes }]) => `${kind} ${requests} (${(bytes / 1000).toFixed(1)} KB)`);
  return `${figure.requests} requests, ${(figure.bytes / 1000).toFixed(1)} KB: ${kinds.join(", ")}`;
}

/**
 * Before issue 26's chunk groups (2026-11-29): 236.3 KiB gz in 26 files; in Chromium 40 requests of
 * which 28 scripts, 499.9 KB with gzip (JS 291.8, CSS 115.7, fonts 88.0), 436.8 KB with brotli.
 * After: 227.7 KiB gz in 5 files; 19 requests, 7 scripts, 481.3 KB with gzip, 416.7 KB with brotli.
 * Then (2026-11-29, before: 273.0 KiB gz; 19 requests, 7 scripts, 531.4 KB with gzip: JS 322.9,
 * CSS 116.0, fonts 88.0; 457.8 KB with brotli) the home's own stylesheet and fonts split off:
 * 221.1 KiB gz in 5 files; 18 requests, 6 scripts, 357.2 KB with gzip (JS 252.9, CSS 67.7, fonts
 * 32.1), 305.4 KB with brotli.
 */
export async function runBundleBenchmark(): Promise<number> {
  const { gzipBytes, files } = measurePublicHome();
  const kib = gzipBytes / 1024;
  console.log(`public home initial JS: ${kib.toFixed(1)} KiB gz (${files} files; budget 250 KiB)`);
  const mobile = measureMobileSite();
  console.log(
    `mobile site initial JS: ${(mobile.gzipBytes / 1024).toFixed(1)} KiB gz (${mobile.files} files, ` +
      `${(mobile.sharedGzipBytes / 1024).toFixed(1)} KiB of it shared with the desktop site's)`,
  );
  const missing = chromiumMissing();
  if (missing) {
    console.log(`public home on the wire: skipped: ${missing}`);
    return kib;
  }
  const wire = await measurePublicHomeWire();
  console.log(`public home on the wire, gzip: ${describeWire(wire.gzip)} (goal: 15 scripts, 300 KB)`);
  console.log(`public home on the wire, brotli: ${describeWire(wire.default)}`);
  return kib;
}
