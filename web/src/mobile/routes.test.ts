import { describe, expect, it } from "vitest";
import { childFolders, folderOf, folderPath, safeFrom } from "./routes";

describe("sign-in continues where the visitor was going", () => {
  it("follows in-app routes only", () => {
    expect(safeFrom({ from: "/jobs/42?x=1" })).toBe("/jobs/42?x=1");
    expect(safeFrom({ from: "https://evil.example/" })).toBe("/");
    expect(safeFrom({ from: "//evil.example/" })).toBe("/");
    expect(safeFrom({ from: "/frontend/login/true" })).toBe("/");
    expect(safeFrom(null)).toBe("/");
    expect(safeFrom({ from: 42 })).toBe("/");
  });
});

describe("data set folders in addresses", () => {
  it("reads and writes the folder of a kind", () => {
    expect(folderOf(new URLSearchParams("folder=a%2Fb"))).toEqual(["a", "b"]);
    expect(folderOf(new URLSearchParams(""))).toEqual([]);
    expect(folderPath("module_demo", [])).toBe("/datasets/module-demo");
    expect(folderPath("private", ["a", "b c"])).toBe("/datasets/private?folder=a%2Fb%20c");
  });

  it("lists the folders directly inside a folder, once each, sorted", () => {
    const all = ["results/2026", "results/2025/june", "assays", "results", "zeta/x"];
    expect(childFolders(all, [])).toEqual(["assays", "results", "zeta"]);
    expect(childFolders(all, ["results"])).toEqual(["2025", "2026"]);
    expect(childFolders(all, ["results", "2025"])).toEqual(["june"]);
    expect(childFolders(all, ["assays"])).toEqual([]);
    expect(childFolders(all, ["missing"])).toEqual([]);
  });
});
