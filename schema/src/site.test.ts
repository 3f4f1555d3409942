import { describe, expect, it } from "vitest";
import { publicToolRule } from "./site.js";

const tool = {
  Name: "分子绘图器",
  EnglishName: "Molecule sketcher",
  Summary: "",
  EnglishSummary: "Draw structures in the browser.",
  File: "/api/sys/cms_map_library_file/read_file/0b6f1c1e-8d7a-4c55-9a3b-2f1e4f2b9c11",
  Link: "https://example.org/sketcher",
};

function messages(value: unknown): string[] {
  const parsed = publicToolRule.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("publicToolRule", () => {
  it("takes a tool as the public site reads it, trimmed", () => {
    const parsed = publicToolRule.parse({ ...tool, EnglishName: "  Molecule sketcher " });
    expect(parsed).toEqual(tool);
    expect(messages({ ...tool, Name: "", File: "", Link: "" })).toEqual([]);
    expect(messages({ ...tool, EnglishName: "", File: "https://cdn.example.org/a.png" })).toEqual([]);
  });

  it("needs a name in one language", () => {
    expect(messages({ ...tool, Name: " ", EnglishName: "" })).toEqual(["Name:toolName"]);
  });

  it("refuses a link that is not http(s) and a picture the public site would not show", () => {
    expect(messages({ ...tool, Link: "javascript:alert(1)" })).toEqual(["Link:toolLink"]);
    expect(messages({ ...tool, Link: "ftp://example.org" })).toEqual(["Link:toolLink"]);
    expect(messages({ ...tool, File: "http://example.org/a.png" })).toEqual(["File:toolPicture"]);
    expect(messages({ ...tool, File: "/etc/passwd" })).toEqual(["File:toolPicture"]);
  });

  it("bounds the texts", () => {
    expect(messages({ ...tool, EnglishSummary: "x".repeat(501) })).toEqual(["EnglishSummary:tooLong"]);
  });
});
