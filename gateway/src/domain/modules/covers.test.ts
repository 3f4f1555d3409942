/**
 * Issue 26: two covers drawn from module names both read "SS". Over the seeded catalogue (the shipped
 * images' modules and the demo modules of gateway/modules, and the seeded templates), in English and
 * in Chinese, no two names draw the same letters.
 */
import { coverInitials } from "@crucible/schema";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { containersDir, shippedImages } from "../images/shipped/index.js";

const modulesDir = fileURLToPath(new URL("../../../modules", import.meta.url));

interface Named {
  readonly name: string;
  readonly nameZh?: string;
}

function jsonFiles(root: string, file: string): Named[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, file)))
    .flatMap((entry) => JSON.parse(readFileSync(path.join(root, entry.name, file), "utf8")) as Named[]);
}

const modules: Named[] = [
  ...shippedImages.flatMap((image) => image.modules),
  ...jsonFiles(modulesDir, "manifest.json"),
];
const templates: Named[] = [
  ...jsonFiles(modulesDir, "templates.json"),
  ...jsonFiles(containersDir, "templates.json"),
];

/** The names that draw the same letters, by letters. */
function clashes(names: readonly string[]): Record<string, string[]> {
  const byLetters = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const letters = coverInitials(name);
    byLetters.set(letters, [...(byLetters.get(letters) ?? []), name]);
  }
  return Object.fromEntries([...byLetters].filter(([, list]) => list.length > 1));
}

describe("cover letters over the seeded catalogue", () => {
  it("finds the catalogue (the demo modules and the shipped images' modules)", () => {
    expect(modules.map((module) => module.name)).toEqual(
      expect.arrayContaining(["Similarity search", "SDF/SMILES conversion", "RDKit similarity search"]),
    );
    expect(templates.length).toBeGreaterThan(0);
  });

  it("draws different letters for every module name, in English and in Chinese", () => {
    expect(clashes(modules.map((module) => module.name))).toEqual({});
    const zh = modules.map((module) => module.nameZh).filter((name): name is string => Boolean(name));
    expect(zh.length).toBe(modules.length);
    expect(clashes(zh)).toEqual({});
  });

  it("draws different letters for every template name", () => {
    expect(clashes(templates.map((template) => template.name))).toEqual({});
    const zh = templates.map((template) => template.nameZh).filter((name): name is string => Boolean(name));
    expect(clashes(zh)).toEqual({});
  });

  it("keeps the letters short: at most four characters", () => {
    for (const module of modules) {
      expect(Array.from(coverInitials(module.name)).length).toBeLessThanOrEqual(4);
      expect(Array.from(coverInitials(module.nameZh ?? "")).length).toBeLessThanOrEqual(4);
    }
  });
});
