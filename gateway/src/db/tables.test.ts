import path from "node:path";
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import drizzleConfig from "../../drizzle.config.js";
import { allTables, isTableFile, tableFiles } from "./tables.js";

describe("the table files", () => {
  it("are found by a scan of db/, the same files drizzle-kit reads", () => {
    expect(tableFiles).toEqual(expect.arrayContaining(["schema.ts", "feedback.ts", "projects.ts"]));
    expect(tableFiles).not.toContain("connection.ts");
    expect(tableFiles).not.toContain("tables.ts");
    const schema = drizzleConfig.schema;
    const configured = (typeof schema === "string" ? [schema] : (schema ?? [])).map((file) =>
      path.basename(file),
    );
    expect(configured).toEqual([...tableFiles]);
  });

  it("take modules, not tests or declarations", () => {
    expect(["feedback.ts", "feedback.js"].every(isTableFile)).toBe(true);
    expect(
      ["tables.test.ts", "feedback.d.ts", "connection.ts", "tables.js", "README.md"].some(isTableFile),
    ).toBe(false);
  });

  it("give every table once, the core's and each area's", () => {
    const names = allTables.map((table) => getTableName(table));
    expect(new Set(names).size).toBe(names.length);
    for (const name of ["users", "sys_users", "tasks", "feedback", "invoices", "projects", "desktop_builds"])
      expect(names).toContain(name);
  });
});
