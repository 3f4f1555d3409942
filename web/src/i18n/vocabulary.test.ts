import { readFileSync } from "node:fs";
import { parseGlossary, vocabularyFindings, type VocabularyText } from "@crucible/schema/vocabulary";
import { describe, expect, it } from "vitest";
import { screens } from "../app/screens";

const glossary = parseGlossary(readFileSync(new URL("../../../docs/glossary.md", import.meta.url), "utf8"));

// Every catalogue of the web: the shell's, each feature's and viewer's (the mobile site's is in
// features' company: web/src/mobile/i18n.ts). A catalogue exports a pair xEn / xZh (enUS / zhCN); the
// Chinese half of some is in a file of its own beside it (i18nZh.ts: the English chunk holds no Chinese).
const modules = import.meta.glob<Record<string, unknown>>(
  ["../**/i18n.ts", "../**/*I18n.ts", "../**/i18nZh.ts", "../**/*I18nZh.ts", "./en-US.ts", "./zh-CN.ts"],
  { eager: true },
);

/** A message function's text: called with a number-like string for each parameter, or a list of one. */
function callWithSamples(message: (...args: unknown[]) => unknown): string {
  try {
    return String(message("1", "1", "1"));
  } catch {
    return String(message(["1"], ["1"], ["1"]));
  }
}

/** A catalogue's strings by key path; a message function gives its text for sample arguments. */
function flatten(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (typeof value === "function")
    out.set(path, callWithSamples(value as (...args: unknown[]) => unknown));
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) flatten(child, `${path}.${key}`, out);
  return out;
}

/** The English and Chinese of every pair xEn / xZh (enUS / zhCN) the catalogues export, by export name. */
function catalogueTexts(): { pairs: string[]; texts: VocabularyText[] } {
  const exported = new Map<string, { file: string; value: unknown }>();
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) exported.set(name, { file, value });
  const texts: VocabularyText[] = [];
  const pairs: string[] = [];
  for (const [name, { file, value }] of exported) {
    const zhName = name === "enUS" ? "zhCN" : name.endsWith("En") ? `${name.slice(0, -2)}Zh` : null;
    const zh = zhName === null ? undefined : exported.get(zhName);
    if (!zh || typeof value !== "object" || value === null) continue;
    pairs.push(file);
    const zhTexts = flatten(zh.value, name, new Map());
    for (const [key, text] of flatten(value, name, new Map()))
      texts.push({ where: `${file} ${key}`, en: text, zh: zhTexts.get(key) });
  }
  return { pairs, texts };
}

/** The menu labels each feature's (and viewer's) screens.tsx declares in both languages (MenuSpec). */
function menuLabelTexts(): VocabularyText[] {
  return screens.flatMap((screen) =>
    (screen.menu === undefined ? [] : "label" in screen.menu ? [screen.menu] : screen.menu).map((spec) => ({
      where: `${screen.stage} ${spec.route ?? screen.route} menu label`,
      en: spec.label.en,
      zh: spec.label.zh,
    })),
  );
}

describe("the web's catalogues and menu labels", () => {
  const { pairs, texts } = catalogueTexts();
  const labels = menuLabelTexts();

  it("are all read: the shell's, the mobile site's, the features' and the viewers'", () => {
    expect(pairs).toEqual(
      expect.arrayContaining([
        "./en-US.ts",
        "../mobile/i18n.ts",
        "../features/jobs/i18n.ts",
        "../features/commerce/i18n.ts",
        "../features/sysjobs/workerPoolsI18n.ts",
        "../viewers/seq/i18n.ts",
      ]),
    );
    // Every file read holds a pair but the Chinese halves kept apart: zh-CN.ts (en-US.ts's) and the i18nZh.ts files.
    const halves = Object.keys(modules).filter((file) => /(?:Zh\.ts|zh-CN\.ts)$/.test(file));
    expect(halves.length).toBeGreaterThan(10);
    expect(new Set(pairs).size).toBe(Object.keys(modules).length - halves.length);
    // A floor against a glob that reads nothing: each feature namespace's strings are counted once
    // (before namespaces, jobs, modules, catalogue and workflow were read twice, through en-US.ts too).
    expect(texts.length).toBeGreaterThan(2500);
    // The menu labels live in the features' screens.tsx, not in a catalogue: they are read from there.
    expect(labels.length).toBeGreaterThan(50);
  });

  it("keep the glossary's vocabulary (docs/glossary.md) in both languages", () => {
    expect(vocabularyFindings(glossary, [...texts, ...labels])).toEqual([]);
  });
});
