import { describe, expect, it } from "vitest";
import { definedNamespaces } from "./namespaces";

// Every feature catalogue by the convention of namespaces.ts (i18n.ts or <part>I18n.ts beside the
// feature's code): importing them defines their namespaces; no list names them.
const catalogueFiles = import.meta.glob(["../**/i18n.ts", "../**/*I18n.ts"], { eager: true });

/** A catalogue's strings by key path (`a.b.c`). */
function flatten(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, path ? `${path}.${key}` : key, out);
  } else out.set(path, value);
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The names of a message's `{{...}}` values (formats such as `, number` left out). */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

describe("the feature namespaces", async () => {
  const namespaces = [...definedNamespaces()];
  const loaded = await Promise.all(
    namespaces.map(async ([name, { en, zh }]) => ({
      name,
      en: flatten(en, "", new Map()),
      zh: flatten(await zh(), "", new Map()),
    })),
  );

  it("are found by their files' names", () => {
    expect(Object.keys(catalogueFiles).length).toBeGreaterThan(10);
    expect(namespaces.length).toBeGreaterThanOrEqual(10);
  });

  it.each(loaded)("$name: Chinese has the English keys, plurals by _other alone", ({ en, zh }) => {
    // i18next's Chinese plural rule has only "other": an English key_one has no Chinese twin.
    const expected = [...en.keys()].filter((key) => !key.endsWith("_one")).sort();
    expect([...zh.keys()].sort()).toEqual(expected);
    for (const key of en.keys()) {
      const plural = pluralSuffix.exec(key);
      if (plural) expect(["one", "other"], key).toContain(plural[1]);
      if (key.endsWith("_one")) expect(en.has(key.replace(/_one$/, "_other")), key).toBe(true);
    }
  });

  it.each(loaded)("$name: every message is a non-empty string with the same values in both", ({ en, zh }) => {
    for (const [key, text] of [...en, ...zh]) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
    }
    for (const [key, text] of zh) {
      const english = en.get(key);
      if (typeof english === "string" && typeof text === "string")
        expect(variables(text), key).toEqual(variables(english));
    }
  });
});
