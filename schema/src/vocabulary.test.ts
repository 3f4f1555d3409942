import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorCatalogue } from "./errors.js";
import { parseGlossary, vocabularyFindings, type GlossaryTerm } from "./vocabulary.js";

const glossary = parseGlossary(readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8"));

function term(en: string): GlossaryTerm | undefined {
  return glossary.find((row) => row.en === en);
}

describe("docs/glossary.md", () => {
  it("declares the terms and the words not to use", () => {
    expect(term("token")).toMatchObject({
      zh: "计算点",
      notZh: expect.arrayContaining(["算力", "代币", "Token"]),
    });
    expect(term("job")).toMatchObject({ zh: "任务", notZh: ["作业"] });
    expect(term("task")).toMatchObject({ zh: "子任务" });
    expect(term("data set")).toMatchObject({ zh: "数据集", notEn: ["dataset", "datasets"] });
    expect(term("Terminated")).toMatchObject({ zh: "已终止", notZh: ["已中止"] });
  });
});

describe("vocabularyFindings", () => {
  it("finds a word not to use in either language, and not inside a placeholder", () => {
    const findings = vocabularyFindings(glossary, [
      { where: "a", en: "Tokens", zh: "算力点" },
      { where: "b", en: "Datasets", zh: "数据集" },
      { where: "c", en: "About {{datasets}} files", zh: "约 {{代币}} 个计算点" },
    ]);
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatch(/^a: “算力”/);
    expect(findings[1]).toMatch(/^b: "dataset"/);
  });

  it("finds 任务 where the English names a task and 子任务 where it names a job", () => {
    const findings = vocabularyFindings(glossary, [
      { where: "task", en: "Remove task", zh: "移除任务" },
      { where: "job", en: "Cancel job", zh: "取消子任务" },
      { where: "both", en: "Tasks of the job", zh: "任务的子任务" },
      { where: "right", en: "Remove task", zh: "移除子任务" },
    ]);
    expect(findings.map((finding) => finding.split(":")[0])).toEqual(["task", "job"]);
  });
});

describe("the error catalogue", () => {
  it("keeps the glossary's vocabulary", () => {
    const texts = Object.entries(errorCatalogue).map(([type, spec]) => ({
      where: type,
      en: spec.en,
      zh: spec.zh,
    }));
    expect(vocabularyFindings(glossary, texts)).toEqual([]);
  });
});
