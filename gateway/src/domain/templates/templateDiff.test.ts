import type { ApprovalStep } from "@crucible/schema";
import { describe, expect, it } from "vitest";
import type { TemplateNodeRow, TemplateVersionUnit } from "../../db/templates.js";
import { diffTemplateVersions } from "./templateDiff.js";

const node = (key: string, extra: Partial<TemplateNodeRow> = {}): TemplateNodeRow => ({
  key,
  moduleId: 1,
  processorId: null,
  args: {},
  dependsOn: [],
  x: 0,
  y: 0,
  ...extra,
});

const unit = (id: number, version: string, kind: "module" | "processor" = "module"): TemplateVersionUnit => ({
  kind,
  id,
  key: kind === "module" ? `m${id}` : "",
  name: `unit ${id}`,
  version,
});

describe("diffTemplateVersions", () => {
  it("finds nothing between equal versions (argument key order does not matter)", () => {
    const a = {
      nodes: [node("a", { args: { x: 1, y: { task: "b", output: "o" } } })],
      units: [unit(1, "t1")],
    };
    const b = {
      nodes: [node("a", { args: { y: { output: "o", task: "b" }, x: 1 } })],
      units: [unit(1, "t1")],
    };
    expect(diffTemplateVersions(a, b)).toEqual({
      nodesAdded: [],
      nodesRemoved: [],
      nodesChanged: [],
      edgesAdded: [],
      edgesRemoved: [],
      units: [],
    });
  });

  it("lists nodes added and removed, by name", () => {
    const diff = diffTemplateVersions(
      { nodes: [node("a"), node("gone", { processorId: 7, moduleId: null })], units: [] },
      { nodes: [node("a"), node("z", { method: "fast" }), node("b")], units: [] },
    );
    expect(diff.nodesAdded).toEqual([
      { key: "b", moduleId: 1, processorId: null, method: null },
      { key: "z", moduleId: 1, processorId: null, method: "fast" },
    ]);
    expect(diff.nodesRemoved).toEqual([{ key: "gone", moduleId: null, processorId: 7, method: null }]);
    expect(diff.nodesChanged).toEqual([]);
  });

  it("lists a changed node's unit, method, each argument and a move", () => {
    const diff = diffTemplateVersions(
      { nodes: [node("a", { args: { n: 1, keep: "k", dropped: true }, method: "slow" })], units: [] },
      {
        nodes: [node("a", { moduleId: 2, args: { n: 2, keep: "k", added: "x" }, method: "fast", x: 10 })],
        units: [],
      },
    );
    expect(diff.nodesChanged).toEqual([
      {
        key: "a",
        unit: { before: { moduleId: 1, processorId: null }, after: { moduleId: 2, processorId: null } },
        method: { before: "slow", after: "fast" },
        args: [
          { name: "added", before: undefined, after: "x" },
          { name: "dropped", before: true, after: undefined },
          { name: "n", before: 1, after: 2 },
        ],
        approval: [],
        moved: true,
      },
    ]);
  });

  it("a node only moved on the canvas is changed with nothing but moved", () => {
    const diff = diffTemplateVersions(
      { nodes: [node("a")], units: [] },
      { nodes: [node("a", { y: 5 })], units: [] },
    );
    expect(diff.nodesChanged).toEqual([
      { key: "a", unit: null, method: null, args: [], approval: [], moved: true },
    ]);
  });

  it("lists an approval step's settings that changed, and nothing for equal ones", () => {
    const step: ApprovalStep = {
      title: "Check",
      instructions: "Look at the weights",
      owner: true,
      permission: null,
      projectRole: null,
      timeoutMinutes: 60,
      onTimeout: "reject",
    };
    const gate = (approval: ApprovalStep) => node("gate", { moduleId: null, approval: { ...approval } });
    const diff = diffTemplateVersions(
      { nodes: [gate(step)], units: [] },
      {
        nodes: [
          gate({ ...step, title: "Check twice", permission: "Workflow.Job.Update", projectRole: "editor" }),
        ],
        units: [],
      },
    );
    expect(diff.nodesChanged).toEqual([
      {
        key: "gate",
        unit: null,
        method: null,
        args: [],
        approval: [
          { name: "permission", before: null, after: "Workflow.Job.Update" },
          { name: "projectRole", before: null, after: "editor" },
          { name: "title", before: "Check", after: "Check twice" },
        ],
        moved: false,
      },
    ]);
    expect(
      diffTemplateVersions({ nodes: [gate(step)], units: [] }, { nodes: [gate({ ...step })], units: [] })
        .nodesChanged,
    ).toEqual([]);
    // A step saved before project roles existed (no projectRole) equals one saved since without a role.
    const { projectRole: _none, ...older } = step;
    expect(
      diffTemplateVersions(
        { nodes: [node("gate", { moduleId: null, approval: older as ApprovalStep })], units: [] },
        { nodes: [gate(step)], units: [] },
      ).nodesChanged,
    ).toEqual([]);
  });

  it("lists edges added and removed", () => {
    const diff = diffTemplateVersions(
      { nodes: [node("a"), node("b", { dependsOn: ["a"] }), node("c", { dependsOn: ["a"] })], units: [] },
      { nodes: [node("a"), node("b", { dependsOn: ["a"] }), node("c", { dependsOn: ["b"] })], units: [] },
    );
    expect(diff.edgesAdded).toEqual([{ from: "b", to: "c" }]);
    expect(diff.edgesRemoved).toEqual([{ from: "a", to: "c" }]);
    // The dependency list is part of no argument: the node itself is not "changed".
    expect(diff.nodesChanged).toEqual([]);
  });

  it("lists modules and processors whose version changed, came or went", () => {
    const diff = diffTemplateVersions(
      { nodes: [], units: [unit(1, "t1"), unit(2, "t2"), unit(3, "p1", "processor")] },
      { nodes: [], units: [unit(1, "t1"), unit(2, "t9"), unit(4, "t4")] },
    );
    expect(diff.units).toEqual([
      { kind: "module", id: 2, name: "unit 2", before: "t2", after: "t9" },
      { kind: "module", id: 4, name: "unit 4", before: null, after: "t4" },
      { kind: "processor", id: 3, name: "unit 3", before: "p1", after: null },
    ]);
  });
});
