import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defineArea, inSeedOrder, isArea } from "./area.js";
import { areas } from "./index.js";

describe("areas found by the folder scan", () => {
  it("are one per file of the folder, each made by defineArea, with distinct names", () => {
    const files = readdirSync(new URL(".", import.meta.url)).filter(
      (name) =>
        name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "area.ts" && name !== "index.ts",
    );
    expect(areas).toHaveLength(files.length);
    expect(areas.every(isArea)).toBe(true);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
    expect(isArea({ name: "feedback" })).toBe(false);
  });

  it("seed the administrator, then the catalogue, then the templates", () => {
    const seeding = inSeedOrder(areas)
      .filter((area) => area.seed)
      .map((area) => area.name);
    expect(seeding).toEqual(["access", "catalogue", "templates"]);
  });
});

describe("inSeedOrder", () => {
  const area = (name: string, seedAfter?: string[]) =>
    defineArea({ name, ...(seedAfter ? { seedAfter } : {}) });

  it("puts each area after those it names, otherwise keeps the given order", () => {
    const order = inSeedOrder([area("a", ["c"]), area("b"), area("c", ["d"]), area("d")]);
    expect(order.map(({ name }) => name)).toEqual(["d", "c", "a", "b"]);
  });

  it("refuses an unknown name and a cycle", () => {
    expect(() => inSeedOrder([area("a", ["nosuch"])])).toThrow("area a seeds after nosuch, which is no area");
    expect(() => inSeedOrder([area("a", ["b"]), area("b", ["a"])])).toThrow("cycle");
  });
});
