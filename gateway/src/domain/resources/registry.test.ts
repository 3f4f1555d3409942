import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { moduleGroups } from "../../db/modules.js";
import { defineResource, type ResourceDef } from "./registry.js";

type GroupRow = typeof moduleGroups.$inferSelect;

const base: ResourceDef<GroupRow> = {
  path: "sys/test_group",
  table: moduleGroups,
  side: "sys",
  area: "Workflow.Job.Task.Module",
  columns: { Id: { column: moduleGroups.id, kind: "int" } },
  defaultOrder: () => [asc(moduleGroups.id)],
  present: (row) => ({ Id: row.id }),
  verbs: ["count", "query"],
};

describe("defineResource: deny by default at start-up", () => {
  it("defines a resource whose verbs name their permission area", () => {
    expect(defineResource(base).def.path).toBe("sys/test_group");
  });

  it("refuses a system-side resource without a permission area", () => {
    const { area: _area, ...withoutArea } = base;
    expect(() => defineResource(withoutArea)).toThrow("no permission area declared");
  });

  it("refuses a user-side resource without an owner rule", () => {
    expect(() => defineResource({ ...base, side: "user", area: undefined })).toThrow(
      "no owner rule declared",
    );
  });

  it("refuses verbs the table or the declaration cannot honour", () => {
    expect(() => defineResource({ ...base, verbs: ["insert"] })).toThrow("insert has no handler");
    expect(() => defineResource({ ...base, verbs: ["update"] })).toThrow("update has no handler");
    // Module groups have no deleted_at and no status column.
    expect(() => defineResource({ ...base, verbs: ["delete_soft"] })).toThrow("delete_soft needs deleted_at");
    expect(() => defineResource({ ...base, verbs: ["enabled_status"] })).toThrow(
      "enabled_status needs status",
    );
    expect(() => defineResource({ ...base, verbs: ["launch" as "count"] })).toThrow("unknown verb launch");
  });

  it("takes its row type from its table: a row type with columns the table lacks does not compile", () => {
    const declaration = {
      path: "sys/test_group",
      table: moduleGroups,
      side: "sys",
      area: "Workflow.Job.Task.Module",
      columns: {},
      defaultOrder: () => [],
      present: (row: { id: number }) => ({ Id: row.id }),
      verbs: [],
    } as const;
    const fits: ResourceDef<{ id: number; name: string }> = declaration;
    // @ts-expect-error module groups have no account column
    const lies: ResourceDef<{ id: number; account: string }> = declaration;
    expect([fits.table, lies.table]).toEqual([moduleGroups, moduleGroups]);
  });
});
