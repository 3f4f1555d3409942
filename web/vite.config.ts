import { readFileSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { keepPreviousBuilds, newer } from "./build/distFiles";

const gateway = "http://127.0.0.1:8080";

/**
 * semantic-ui-css starts with an @import of Google Fonts (the whole sheet, and site.min.css of the
 * components that the public home loads first: main.tsx): strip it so that no request leaves the
 * host. Lato comes from @fontsource/lato and the icon fonts from semantic-ui-css, both bundled.
 * Also drops the one invalid rule of the stylesheet that the CSS minifier refuses.
 */
function localSemanticCss(): Plugin {
  return {
    name: "crucible:local-semantic-css",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (
        !file.endsWith("semantic-ui-css/semantic.min.css") &&
        !file.endsWith("semantic-ui-css/semantic.css") &&
        !/semantic-ui-css\/components\/[a-z]+\.min\.css$/.test(file)
      ) {
        return null;
      }
      let css = await readFile(file, "utf8");
      if (file.endsWith("semantic-ui-css/components/icon.min.css")) css = withHomeIconFace(css, file);
      return (
        css
          .replace(/@import\s+url\([^)]*fonts\.googleapis\.com[^)]*\)\s*;?/g, "")
          // A rule with a selector after ::after (invalid CSS that browsers drop) stops lightningcss.
          .replace(/[^{}]*::?(?:after|before)\s+\.[^{}]*\{[^}]*\}/g, "")
      );
    },
  };
}

/**
 * The icon font of the public home's first load (main.tsx loads icon.min.css alone): after the whole
 * font's face, a face of the same family holding only the icons the home names (web/src/fonts,
 * written by web/build/iconSubset.py) with their code points as its unicode-range. The browser draws
 * those icons from the small font and fetches the whole one only for an icon outside it (a CMS link's
 * icon, say). The whole sheet (app/fullStyles.ts) declares the whole font again, last, for the app.
 */
function withHomeIconFace(css: string, file: string): string {
  const fonts = fileURLToPath(new URL("src/fonts/", import.meta.url));
  const manifest = JSON.parse(readFileSync(path.join(fonts, "icons-home.json"), "utf8")) as {
    icons: Record<string, string>;
  };
  const range = [...new Set(Object.values(manifest.icons))].map((code) => `U+${code}`).join(",");
  const subset = path
    .relative(path.dirname(file), path.join(fonts, "icons-home.woff2"))
    .split(path.sep)
    .join("/");
  const face =
    `@font-face{font-family:Icons;src:url(${subset}) format('woff2');font-style:normal;` +
    `font-weight:400;font-variant:normal;text-decoration:inherit;text-transform:none;unicode-range:${range}}`;
  const whole = /@font-face\{font-family:Icons;[^}]*\}/;
  if (!whole.test(css)) throw new Error(`${file}: no @font-face of the Icons font`);
  return css.replace(whole, (declared) => declared + face);
}

/**
 * Lato's upright weights on the public home's first load (main.tsx imports @fontsource's 400.css and
 * 700.css): after @fontsource's faces, a face of each weight holding ASCII and a few punctuation marks
 * (web/src/fonts, written by web/build/fontSubsets.py) with that unicode-range. Text in that range
 * comes from the small file; any other character from @fontsource's own latin file, fetched then.
 */
function homeLatoFaces(): Plugin {
  const fonts = fileURLToPath(new URL("src/fonts/", import.meta.url));
  return {
    name: "crucible:home-lato-faces",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      const weight = /@fontsource\/lato\/(400|700)\.css$/.exec(file)?.[1];
      if (!weight) return null;
      const { unicodeRange } = JSON.parse(readFileSync(path.join(fonts, "lato-home.json"), "utf8")) as {
        unicodeRange: string;
      };
      const subset = path
        .relative(path.dirname(file), path.join(fonts, `lato-home-${weight}.woff2`))
        .split(path.sep)
        .join("/");
      const css = await readFile(file, "utf8");
      return (
        `${css}\n@font-face {\n  font-family: 'Lato';\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${weight};\n  src: url(${subset}) format('woff2');\n  unicode-range: ${unicodeRange};\n}\n`
      );
    },
  };
}

/** Text-like files worth compressing; fonts (woff2), images and archives are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm|ttf|otf|eot|xml|ico)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const precompressMinBytes = 1024;

/**
 * Keeps the previous builds' chunks (keepPreviousBuilds), then writes `.br` (quality 11) and `.gz`
 * (level 9) beside every compressible file of the build, so the
 * gateway serves them (@fastify/static `preCompressed`) without compressing on each request. A copy is
 * kept only when it is smaller than the file; a file whose copies are newer than it (a previous build's
 * file kept in dist) is not compressed again.
 */
function precompress(): Plugin {
  let outDir = "";
  let files: string[] = [];
  return {
    name: "crucible:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter((name) => name.startsWith("assets/"));
    },
    async closeBundle() {
      await keepPreviousBuilds(outDir, files);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if ((await newer(`${file}.br`, file)) || (await newer(`${file}.gz`, file))) continue;
        const bytes = await readFile(file);
        if (bytes.length < precompressMinBytes) {
          // A page that shrank below the limit (index.html without its preload links) must not
          // keep the copies of an older build: the gateway would serve them instead of it.
          await rm(`${file}.br`, { force: true });
          await rm(`${file}.gz`, { force: true });
          continue;
        }
        const brotli = brotliCompressSync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gzip = gzipSync(bytes, { level: 9 });
        if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
        if (gzip.length < bytes.length) await writeFile(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * The modules each page of the build imports statically (from its entry, through static imports
 * only), read from the module graph when the build ends, before the chunks are made: `shared(id)`
 * says whether both the desktop page and the mobile page load the module before they run.
 */
function staticGraph(): Plugin & { shared(id: string): boolean; desktopOnly(id: string): boolean } {
  const reached = new Map<string, Set<string>>();
  // The scripts of the pages (web/src/main.tsx, web/src/mobile/main.tsx) stay in their own entry
  // chunks: grouped, a lazy chunk that imports from the group would run the page's start-up again.
  const pageScripts = new Set<string>();
  return {
    name: "crucible:static-graph",
    apply: "build",
    buildEnd() {
      reached.clear();
      pageScripts.clear();
      for (const id of this.getModuleIds()) {
        const entry = this.getModuleInfo(id);
        if (!entry?.isEntry) continue;
        for (const script of entry.importedIds) pageScripts.add(script);
        const seen = new Set<string>();
        const queue = [id];
        while (queue.length > 0) {
          const next = queue.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
        reached.set(id, seen);
      }
    },
    shared(id) {
      if (reached.has(id) || pageScripts.has(id)) return false;
      let count = 0;
      for (const seen of reached.values()) if (seen.has(id)) count += 1;
      return count >= 2;
    },
    desktopOnly(id) {
      if (reached.has(id) || pageScripts.has(id)) return false;
      for (const [entry, seen] of reached) if (seen.has(id) !== !/mobile\.html$/.test(entry)) return false;
      return true;
    },
  };
}

const initialGraph = staticGraph();

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [localSemanticCss(), homeLatoFaces(), react(), precompress(), initialGraph],
  // Ketcher (weDraw) reads process.env and global; its Indigo worker is an ES module loading its .wasm.
  define: { "process.env": {}, global: "globalThis" },
  worker: { format: "es" },
  build: {
    outDir: "dist",
    // Not emptied: the previous builds' chunks stay for pages still open (keepPreviousBuilds).
    emptyOutDir: false,
    // Two pages of one build: the desktop site and the mobile site (served by the gateway at /m/).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        mobile: fileURLToPath(new URL("mobile.html", import.meta.url)),
      },
      output: {
        // The first load of each page in few requests (issue 26: at most 15 script requests on the
        // public home): what both pages load before they run is one chunk, what only the desktop
        // loads is another (the mobile site does not fetch the desktop's). The lazy screens and
        // viewers (NGL, RDKit, Ketcher, nivo, editors) are imported with import() only: they are
        // not `$initial` and keep rolldown's own splitting.
        codeSplitting: {
          groups: [
            {
              name: "initial-shared",
              tags: ["$initial"],
              test: (id) => initialGraph.shared(id),
              priority: 2,
            },
            {
              name: "initial",
              tags: ["$initial"],
              test: (id) => initialGraph.desktopOnly(id),
              priority: 1,
            },
          ],
        },
        chunkFileNames: "assets/[name]-[hash].js",
      },
    },
    chunkSizeWarningLimit: 2048,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": gateway,
      "/graphql": gateway,
      "/VERSION": gateway,
      "/healthz": gateway,
    },
  },
});
