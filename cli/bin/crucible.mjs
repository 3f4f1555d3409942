#!/usr/bin/env node
// The `crucible` bin (docs/cli.md) of the client package @crucible/cli. It runs the CLI
// (cli/src/crucible.ts) from a bundle that esbuild makes of our TypeScript sources and the packages they
// use, and keeps in cli/node_modules/.cache/crucible-cli; the bundle is made again whenever one of its
// sources or packages changed (their sizes and mtimes are kept beside it). Loading it starts in about a
// third of the time tsx takes, which a script that calls `crucible` many times feels. `crucible worker`
// (the gateway's worker, when the gateway package is installed beside) and CRUCIBLE_CLI_TSX=1 run the
// sources through tsx instead; so does any machine where the bundle cannot be made (no esbuild binary,
// a read-only checkout).
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const cli = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const entry = path.join(cli, "src/crucible.ts");
const cache = path.join(cli, "node_modules/.cache/crucible-cli");
const current = path.join(cache, "current");

async function runWithTsx() {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(entry).href);
}

/** How the bundle is made: a bundle made another way (packages left outside) is made again. */
const bundleLayout = 2;

/** The bundle's entry when its sources are unchanged since it was made, else null. */
async function freshBundle() {
  try {
    const manifest = JSON.parse(await readFile(path.join(current, "manifest.json"), "utf8"));
    if (manifest.layout !== bundleLayout) return null;
    const checks = await Promise.all(
      Object.entries(manifest.inputs).map(async ([file, seen]) => {
        const now = await stat(path.join(cli, file));
        return now.size === seen.size && now.mtimeMs === seen.mtimeMs;
      }),
    );
    return checks.every(Boolean) ? path.join(current, "crucible.js") : null;
  } catch {
    return null;
  }
}

/** Bundles the sources into a folder of its own, then puts it in place with one rename. */
async function makeBundle() {
  const { build } = await import("esbuild");
  const staging = path.join(cache, `build-${process.pid}-${Date.now()}`);
  const result = await build({
    entryPoints: { crucible: entry },
    absWorkingDir: cli,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    metafile: true,
    logLevel: "silent",
    // Packages are bundled too: loading commander, p-retry, content-disposition and yauzl from
    // node_modules (resolution, CommonJS export scans) was a third of the start, 0.17 s -> 0.12 s for
    // `--version` (`node -e 0`: 0.08 s). Their CommonJS code requires Node's modules through this.
    banner: {
      js: 'import { createRequire as crucibleRequire } from "node:module"; const require = crucibleRequire(import.meta.url);',
    },
    plugins: [
      {
        name: "packages-on-demand-outside",
        setup(plugin) {
          // A package loaded on demand (yaml, ws, got, cli-progress) stays in node_modules: it is not
          // part of the start, and Node gives a CommonJS package's named exports to `import()` where a
          // bundle gives only its default.
          plugin.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === "dynamic-import" && !args.path.startsWith("@crucible/")
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });
  // Sources are checked by their size and mtime; a package by its package.json (an install replaces it),
  // not by each of its files.
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = path.resolve(cli, file);
    const packageRoot = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(absolute);
    const checked = packageRoot ? path.join(packageRoot[1], "package.json") : absolute;
    const key = path.relative(cli, checked);
    if (key in inputs) continue;
    const { size, mtimeMs } = await stat(checked);
    inputs[key] = { size, mtimeMs };
  }
  await writeFile(path.join(staging, "manifest.json"), JSON.stringify({ layout: bundleLayout, inputs }));
  const old = path.join(cache, `old-${process.pid}-${Date.now()}`);
  await rename(current, old).catch(() => undefined);
  // Another process may have put its bundle in place meanwhile: either one is fine.
  await rename(staging, current).catch(() => rm(staging, { recursive: true, force: true }));
  await rm(old, { recursive: true, force: true });
  return path.join(current, "crucible.js");
}

const viaTsx = process.env.CRUCIBLE_CLI_TSX === "1" || process.argv[2] === "worker";
let bundle = null;
if (!viaTsx) {
  try {
    bundle = await freshBundle();
    if (!bundle) {
      await mkdir(cache, { recursive: true });
      bundle = await makeBundle();
    }
  } catch {
    // No bundle here (see above): the sources run through tsx.
    bundle = null;
  }
}
if (bundle) await import(pathToFileURL(bundle).href);
else await runWithTsx();
