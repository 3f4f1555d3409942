import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const gateway = "http://127.0.0.1:8080";

/**
 * semantic-ui-css starts with an @import of Google Fonts: strip it so that no request leaves the
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
        !file.endsWith("semantic-ui-css/semantic.css")
      ) {
        return null;
      }
      const css = await readFile(file, "utf8");
      return (
        css
          .replace(/@import\s+url\([^)]*fonts\.googleapis\.com[^)]*\)\s*;?/g, "")
          // A rule with a selector after ::after (invalid CSS that browsers drop) stops lightningcss.
          .replace(/[^{}]*::?(?:after|before)\s+\.[^{}]*\{[^}]*\}/g, "")
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [localSemanticCss(), react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
