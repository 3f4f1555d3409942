/** Issue 26: the folders inside the current one head the data set table, so files in folders are reachable. */
import { describe, expect, it } from "vitest";
import { buildTree, childFolders } from "./FolderTree";

const folders = ["demo", "demo/rdkit", "demo/rdkit/sdf", "results/2026", "Alpha"];

describe("childFolders", () => {
  it("lists the folders right inside the root, also the ones only known from a deeper path", () => {
    expect(childFolders(folders, [])).toEqual([["Alpha"], ["demo"], ["results"]]);
  });

  it("lists the folders inside a folder, with their full parts", () => {
    expect(childFolders(folders, ["demo"])).toEqual([["demo", "rdkit"]]);
    expect(childFolders(folders, ["demo", "rdkit"])).toEqual([["demo", "rdkit", "sdf"]]);
    expect(childFolders(folders, ["results"])).toEqual([["results", "2026"]]);
  });

  it("lists nothing inside a leaf or a folder that is not there, and agrees with the tree", () => {
    expect(childFolders(folders, ["demo", "rdkit", "sdf"])).toEqual([]);
    expect(childFolders(folders, ["nowhere"])).toEqual([]);
    expect(childFolders(folders, []).map((parts) => parts.join("/"))).toEqual(
      buildTree(folders).map((node) => node.parts.join("/")),
    );
  });
});
