/**
 * The icon font of the public home's first load (web/src/fonts/icons-home.woff2, written by
 * web/build/fontSubsets.py) holds every icon that the files of that load name: an icon it lacked
 * would still be drawn (from the whole font, by unicode-range) but would bring the whole font back
 * onto the home's first load (issue 26). Rerun the script when this fails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "web/src/fonts/icons-home.json"), "utf8")) as {
  sources: string[];
  icons: Record<string, string>;
};

/** Every icon of Semantic UI's icon.min.css: its name (its classes, space-separated) and code point. */
function iconCodePoints(): Map<string, string> {
  const css = readFileSync(path.join(root, "node_modules/semantic-ui-css/components/icon.min.css"), "utf8");
  const icons = new Map<string, string>();
  for (const [, selectors, code] of css.matchAll(/([^{}]+)\{content:"\\([0-9a-f]+)"\}/g)) {
    for (const selector of selectors!.split(",")) {
      const match = /^\s*i\.icon((?:\.[a-z0-9-]+)+):before\s*$/.exec(selector);
      if (match) icons.set(match[1]!.slice(1).split(".").join(" "), code!);
    }
  }
  return icons;
}

describe("the home's icon font", () => {
  const icons = iconCodePoints();

  it("holds every icon named by the files of the public home's first load", () => {
    const named = new Set<string>();
    for (const source of manifest.sources) {
      const text = readFileSync(path.join(root, source), "utf8");
      for (const [, literal] of text.matchAll(/"([a-z0-9 -]+)"/g)) {
        const name = literal!.split(/\s+/).filter(Boolean).join(" ");
        if (icons.has(name)) named.add(name);
      }
    }
    expect(named.has("lab")).toBe(true);
    const held = new Set(Object.values(manifest.icons));
    expect([...named].filter((name) => !held.has(icons.get(name)!))).toEqual([]);
  });

  it("lists the code points of Semantic UI's icons", () => {
    for (const [name, code] of Object.entries(manifest.icons)) expect(icons.get(name)).toBe(code);
  });

  it("reads the files that the home's first load draws", () => {
    expect(manifest.sources).toContain("web/src/features/public/Landing.tsx");
  });
});
