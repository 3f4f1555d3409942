import base from "./vite.config.ts";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const plugin = {
  name: "analyze",
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: Record<string, unknown> = {};
    for (const [name, chunk] of Object.entries(bundle)) {
      if (chunk.type !== "chunk") continue;
      out[name] = { isEntry: chunk.isEntry, imports: chunk.imports, dynamicImports: chunk.dynamicImports, css: [...(chunk.viteMetadata?.importedCss ?? [])], gz: gzipSync(chunk.code, {level: 9}).length, modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]: [string, any]) => [id, [m.renderedLength, m.code ? gzipSync(m.code, {level: 9}).length : 0]])) };
    }
    writeFileSync("/tmp/analyze.json", JSON.stringify(out, null, 1));
  },
};
export default { ...base, plugins: [...(base.plugins as any[]).filter((p) => p?.name !== "crucible:precompress"), plugin], build: { ...base.build, outDir: "/tmp/analyze-dist", emptyOutDir: true } };
