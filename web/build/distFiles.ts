/**
 * What the web build leaves in dist between builds (used by vite.config.ts): the hashed files of the
 * last builds, and their compressed copies.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** The hashed files of the builds before this one that stay in dist (see keepPreviousBuilds). */
export const keptBuilds = 3;
const buildsFile = ".builds.json";

/** Whether `copy` was written after `file` (a compressed copy of its current bytes). */
export async function newer(copy: string, file: string): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= (await stat(file)).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * A page opened before a new build still loads the chunks of its own build on demand: dist is not
 * emptied, and the hashed files (assets/) of the last `keptBuilds` builds stay, listed in
 * dist/.builds.json; older ones are removed with their compressed copies (issue 26: a page left open
 * across a rebuild went blank at its next lazy screen). `files` are this build's.
 */
export async function keepPreviousBuilds(outDir: string, files: readonly string[]): Promise<void> {
  let builds: string[][] = [];
  try {
    builds = JSON.parse(await readFile(path.join(outDir, buildsFile), "utf8")) as string[][];
  } catch {
    builds = [];
  }
  builds = [[...files], ...builds].slice(0, keptBuilds + 1);
  const keep = new Set(builds.flat());
  const assets = path.join(outDir, "assets");
  for (const entry of await readdir(assets, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(outDir, file).replace(/\.(br|gz)$/, "");
    if (!keep.has(name)) await rm(file, { force: true });
  }
  await writeFile(path.join(outDir, buildsFile), JSON.stringify(builds));
}
