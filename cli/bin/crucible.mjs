#!/usr/bin/env node
// The `crucible` bin (docs/cli.md) of the client package @crucible/cli. It runs the CLI
// (cli/src/crucible.ts) from a bundle that esbuild makes of our TypeScript sources (packages stay
// outside it) and keeps in cli/node_modules/.cache/crucible-cli; the bundle is made again whenever one
// of its sources changed (their sizes and mtimes are kept beside it). Loading it starts in about a
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

/** The bundle's entry when its sources are unchanged since it was made, else null. */
async function freshBundle() {
  try {
    const manifest = JSON.parse(await readFile(path.join(current, "manifest.json"), "utf8"));
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
    plugins: [
      {
        name: "packages-outside",
        setup(plugin) {
          // Packages load from node_modules as usual; our own workspace packages are sources too.
          plugin.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@crucible/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = path.resolve(cli, file);
    const { size, mtimeMs } = await stat(absolute);
    inputs[path.relative(cli, absolute)] = { size, mtimeMs };
  }
  await writeFile(path.join(staging, "manifest.json"), JSON.stringify({ inputs }));
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
