/**
 * The client package stands alone (issue 27 item 3): every package its sources import is one of its
 * own dependencies, and none of them is the server's (installing the CLI never installs PGlite, RDKit,
 * Fastify or the gateway).
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** Bare specifiers a file imports at run time (type-only imports are erased and install nothing). */
function runtimeImports(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/^\s*import\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm))
    found.add(match[1]!);
  for (const match of text.matchAll(/^\s*export\s+(?!type\s)[^"';]*?\sfrom\s+["']([^"']+)["']/gm))
    found.add(match[1]!);
  for (const match of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1]!);
  return [...found].filter(
    (s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s),
  );
}

describe("the client package", () => {
  const files = [...sources(path.join(root, "src")), ...sources(path.join(root, "bin"))];

  it("imports at run time only packages it depends on", () => {
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap((file) =>
      runtimeImports(readFileSync(file, "utf8"))
        .map(packageOf)
        .filter((name) => !(name in manifest.dependencies))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("depends on no server package", () => {
    const server = [
      "@crucible/gateway",
      "@electric-sql/pglite",
      "@rdkit/rdkit",
      "fastify",
      "@apollo/server",
      "drizzle-orm",
      "pg",
      "react",
    ];
    const all = { ...manifest.dependencies, ...(manifest.devDependencies ?? {}) };
    expect(server.filter((name) => name in all)).toEqual([]);
  });
});
