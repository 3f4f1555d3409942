import { describe, expect, it } from "vitest";
import {
  draftProblems,
  emptyItem,
  emptySection,
  fromDraft,
  initShowRoute,
  itemTarget,
  moved,
  pickText,
  problemOfServer,
  storagePercent,
  toDraft,
} from "./board";

const item = (
  kind: "module" | "template" | "dataset" | "link",
  extra: Record<string, string | null> = {},
) => ({
  kind,
  targetId: null,
  url: null,
  dataKind: null,
  ...extra,
});

describe("where an item leads", () => {
  it("opens modules, templates and data sets inside the app", () => {
    expect(itemTarget(item("module", { targetId: "7" }))).toEqual({
      kind: "route",
      to: "/frontend/home/modules/7",
    });
    expect(itemTarget(item("template", { targetId: "3" }))).toEqual({
      kind: "route",
      to: "/frontend/home/workflow/3",
    });
    expect(itemTarget(item("dataset", { dataKind: "module_demo" }))).toEqual({
      kind: "route",
      to: "/frontend/home/datasets/module-demo",
    });
  });

  it("follows only https links, and nothing without a target", () => {
    expect(itemTarget(item("link", { url: "https://www.rdkit.org/" }))).toEqual({
      kind: "external",
      href: "https://www.rdkit.org/",
    });
    expect(itemTarget(item("link", { url: "javascript:alert(1)" }))).toBeNull();
    expect(itemTarget(item("module"))).toBeNull();
  });
});

describe("small figures", () => {
  it("picks the current language, falling back to the other", () => {
    expect(pickText({ zhCN: "模块", enUS: "Module" }, true)).toBe("模块");
    expect(pickText({ zhCN: "", enUS: "Module" }, true)).toBe("Module");
    expect(pickText({ zhCN: "模块", enUS: "" }, false)).toBe("模块");
  });

  it("bounds the storage share", () => {
    expect(storagePercent(0, 100)).toBe(0);
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(500, 100)).toBe(100);
    expect(storagePercent(1, 0)).toBe(100);
  });

  it("opens the chosen first page, weView's page, the navigator for navigation and modules", () => {
    expect(initShowRoute("jobs")).toBe("jobs");
    expect(initShowRoute("templates")).toBe("templates");
    expect(initShowRoute("datasets")).toBe("datasets");
    expect(initShowRoute("weDraw")).toBe("draw");
    expect(initShowRoute("navigation")).toBeNull();
    expect(initShowRoute("modules")).toBeNull();
    expect(initShowRoute("weView")).toBe("view");
    expect(initShowRoute("weSeq")).toBe("seq");
    expect(initShowRoute("weVec")).toBe("vec");
    expect(initShowRoute(undefined)).toBeNull();
  });

  it("moves entries within bounds only", () => {
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});

describe("the editor's draft", () => {
  const document = {
    Sections: [
      {
        Name: { "zh-CN": "快速开始", "en-US": "Get started" },
        Description: { "zh-CN": "说明", "en-US": "About" },
        Items: [
          { Kind: "template", TemplateId: 4 },
          { Kind: "module", ModuleId: 9, Label: { "zh-CN": "描述符", "en-US": "Descriptors" } },
          { Kind: "dataset", DataKind: "module_demo", Folder: "demo" },
          { Kind: "link", Url: "https://www.rdkit.org/", Label: { "zh-CN": "文档", "en-US": "Docs" } },
        ],
      },
    ],
  };

  it("round-trips a saved document", () => {
    const draft = toDraft(document);
    expect(draft[0]!.Items.map((i) => i.Kind)).toEqual(["template", "module", "dataset", "link"]);
    expect(fromDraft(draft)).toEqual(document);
    expect(draftProblems(draft)).toEqual([]);
  });

  it("names every problem at its section and item", () => {
    const section = { ...emptySection(), NameEn: "Only English" };
    const link = { ...emptyItem("link"), Url: "http://example.org", LabelEn: "x", LabelZh: "x" };
    const module = emptyItem("module");
    const problems = draftProblems([{ ...section, Items: [module, link] }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ section: 0, item: null, field: "Name.zh-CN" }),
        expect.objectContaining({ section: 0, item: 0, field: "ModuleId" }),
        expect.objectContaining({
          section: 0,
          item: 1,
          field: "Url",
          message: "only https links are allowed",
        }),
      ]),
    );
  });

  it("reads the gateway's refusal", () => {
    expect(problemOfServer("Sections.2.Items.5.TemplateId")).toEqual({
      section: 2,
      item: 5,
      field: "TemplateId",
      message: "",
    });
    expect(problemOfServer("Sections: at most 20 sections")).toEqual({
      section: null,
      item: null,
      field: "Sections",
      message: "at most 20 sections",
    });
  });
});
