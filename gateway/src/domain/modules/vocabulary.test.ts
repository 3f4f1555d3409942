/**
 * Issue 26, one vocabulary: the seeded modules (the shipped images' and gateway/modules') and the
 * seeded templates say what docs/glossary.md says, in both languages.
 */
import { parseGlossary, vocabularyFindings, type VocabularyText } from "@crucible/schema/vocabulary";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { containersDir, shippedImages } from "../images/shipped/index.js";

const glossary = parseGlossary(
  readFileSync(new URL("../../../../docs/glossary.md", import.meta.url), "utf8"),
);
const modulesDir = fileURLToPath(new URL("../../../modules", import.meta.url));

function jsonFiles(root: string, file: string): { file: string; list: unknown[] }[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, file)))
    .map((entry) => path.join(entry.name, file))
    .map((name) => ({
      file: name,
      list: JSON.parse(readFileSync(path.join(root, name), "utf8")) as unknown[],
    }));
}

/** Every field x with its Chinese xZh (names, summaries, docs, argument and output labels and help). */
function bilingual(value: unknown, where: string, out: VocabularyText[] = []): VocabularyText[] {
  if (Array.isArray(value)) value.forEach((item, index) => bilingual(item, `${where}[${index}]`, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const [key, text] of Object.entries(record)) {
      const zh = record[`${key}Zh`];
      if (typeof text === "string" && typeof zh === "string")
        out.push({ where: `${where}.${key}`, en: text, zh });
      else bilingual(text, `${where}.${key}`, out);
    }
  }
  return out;
}

/** A seeded template's summary and docs hold both languages: the English first, then the Chinese. */
function mixed(text: string, where: string): VocabularyText[] {
  const start = text.search(/[\u4e00-\u9fff]/);
  return start < 0
    ? [{ where, en: text }]
    : [
        { where, en: text.slice(0, start) },
        { where, zh: text.slice(start) },
      ];
}

describe("the seeded modules and templates", () => {
  it("keep the glossary's vocabulary (docs/glossary.md) in both languages", () => {
    const templates = [
      ...jsonFiles(modulesDir, "templates.json"),
      ...jsonFiles(containersDir, "templates.json"),
    ];
    const texts = [
      ...shippedImages.flatMap((image) => bilingual(image.modules, image.folder)),
      ...jsonFiles(modulesDir, "manifest.json").flatMap(({ file, list }) => bilingual(list, file)),
      ...templates.flatMap(({ file, list }) => bilingual(list, file)),
      ...templates.flatMap(({ file, list }) =>
        (list as { seedKey: string; summary: string; docs: string }[]).flatMap((template) => [
          ...mixed(template.summary, `${file} ${template.seedKey}.summary`),
          ...mixed(template.docs, `${file} ${template.seedKey}.docs`),
        ]),
      ),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(vocabularyFindings(glossary, texts)).toEqual([]);
  });

  it("have a Chinese name, summary and docs, templates as modules", () => {
    const templates = [
      ...jsonFiles(modulesDir, "templates.json"),
      ...jsonFiles(containersDir, "templates.json"),
    ];
    for (const { list } of templates)
      for (const template of list as { nameZh?: string; summary: string; docs: string }[]) {
        expect(template.nameZh).toMatch(/[\u4e00-\u9fff]/);
        expect(template.summary).toMatch(/[\u4e00-\u9fff]/);
        expect(template.docs).toContain("## 中文");
      }
  });
});
