/**
 * The initial JavaScript of the public home (DESIGN.md §7: at most 250 KiB gzipped): the entry script
 * of web/dist/index.html and every chunk it loads before it runs (modulepreload links and the static
 * imports of those chunks, followed recursively; dynamic import() chunks are not counted), each
 * gzipped at level 9. Builds the web client first when web/dist is missing or older than web/src.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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

export function runBundleBenchmark(): number {
  const { gzipBytes, files } = measurePublicHome();
  const kib = gzipBytes / 1024;
  console.log(`public home initial JS: ${kib.toFixed(1)} KiB gz (${files} files; budget 250 KiB)`);
  const mobile = measureMobileSite();
  console.log(
    `mobile site initial JS: ${(mobile.gzipBytes / 1024).toFixed(1)} KiB gz (${mobile.files} files, ` +
      `${(mobile.sharedGzipBytes / 1024).toFixed(1)} KiB of it shared with the desktop site's)`,
  );
  return kib;
}
