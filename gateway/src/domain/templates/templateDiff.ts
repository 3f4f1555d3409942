/**
 * The differences between two versions of a workflow template (issue 28): nodes added, removed and
 * changed (what they run, the method, each argument, an approval step's settings), edges added and removed, and the modules and
 * processors whose version changed. Pure: no database.
 */
import type { TemplateNodeRow, TemplateVersionUnit } from "../../db/templates.js";
import { canonicalJson } from "../jobs/cacheKey.js";

/** What a node runs: a module or a processor. */
export interface NodeUnit {
  moduleId: number | null;
  processorId: number | null;
}

export interface NodeSummary extends NodeUnit {
  key: string;
  method: string | null;
}

export interface ArgChange {
  name: string;
  /** Undefined: the argument was not set on that side. */
  before: unknown;
  after: unknown;
}

export interface NodeChange {
  key: string;
  /** Set when the node runs another module or processor. */
  unit: { before: NodeUnit; after: NodeUnit } | null;
  method: { before: string | null; after: string | null } | null;
  args: ArgChange[];
  /**
   * An approval step's settings that differ (title, instructions, who decides, the timeout), by their
   * names in the step; undefined: the node was not an approval step on that side.
   */
  approval: ArgChange[];
  /** Only its place on the canvas changed (nothing the run sees). */
  moved: boolean;
}

export interface Edge {
  from: string;
  to: string;
}

export interface UnitChange {
  kind: "module" | "processor";
  id: number;
  name: string;
  /** Null: not used by the older version (added) or by the newer one (removed). */
  before: string | null;
  after: string | null;
}

export interface TemplateDiff {
  nodesAdded: NodeSummary[];
  nodesRemoved: NodeSummary[];
  nodesChanged: NodeChange[];
  edgesAdded: Edge[];
  edgesRemoved: Edge[];
  units: UnitChange[];
}

/** One side of a comparison: a version's graph and the units it used. */
export interface DiffSide {
  nodes: readonly TemplateNodeRow[];
  units: readonly TemplateVersionUnit[];
}

function summary(node: TemplateNodeRow): NodeSummary {
  return {
    key: node.key,
    moduleId: node.moduleId ?? null,
    processorId: node.processorId ?? null,
    method: node.method ?? null,
  };
}

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

function argChanges(before: Record<string, unknown>, after: Record<string, unknown>): ArgChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => !(name in before && name in after && same(before[name], after[name])))
    .map((name) => ({ name, before: before[name], after: after[name] }));
}

/**
 * An approval step's settings to compare; a step saved before project roles existed has none
 * (projectRole null), so it equals a step saved since with no role.
 */
function stepSettings(step: TemplateNodeRow["approval"]): Record<string, unknown> {
  return step ? { ...step, projectRole: step.projectRole ?? null } : {};
}

function edgesOf(nodes: readonly TemplateNodeRow[]): Map<string, Edge> {
  const edges = new Map<string, Edge>();
  for (const node of nodes)
    for (const from of node.dependsOn) edges.set(`${from}\u0000${node.key}`, { from, to: node.key });
  return edges;
}

const unitKey = (u: { kind: string; id: number }) => `${u.kind}:${u.id}`;

/** What changed from `older` to `newer`. Lists are ordered by name (nodes, edges) and kind and id (units). */
export function diffTemplateVersions(older: DiffSide, newer: DiffSide): TemplateDiff {
  const olderNodes = new Map(older.nodes.map((n) => [n.key, n]));
  const newerNodes = new Map(newer.nodes.map((n) => [n.key, n]));
  const byKey = <T extends { key: string }>(list: T[]) => list.sort((a, b) => a.key.localeCompare(b.key));
  const nodesAdded = byKey(newer.nodes.filter((n) => !olderNodes.has(n.key)).map(summary));
  const nodesRemoved = byKey(older.nodes.filter((n) => !newerNodes.has(n.key)).map(summary));
  const nodesChanged: NodeChange[] = [];
  for (const after of newer.nodes) {
    const before = olderNodes.get(after.key);
    if (!before) continue;
    const unitBefore = { moduleId: before.moduleId ?? null, processorId: before.processorId ?? null };
    const unitAfter = { moduleId: after.moduleId ?? null, processorId: after.processorId ?? null };
    const unit = same(unitBefore, unitAfter) ? null : { before: unitBefore, after: unitAfter };
    const method =
      (before.method ?? null) === (after.method ?? null)
        ? null
        : { before: before.method ?? null, after: after.method ?? null };
    const args = argChanges(before.args, after.args);
    const approval = argChanges(stepSettings(before.approval), stepSettings(after.approval));
    const moved = before.x !== after.x || before.y !== after.y;
    if (unit || method || args.length > 0 || approval.length > 0 || moved)
      nodesChanged.push({ key: after.key, unit, method, args, approval, moved });
  }
  const olderEdges = edgesOf(older.nodes);
  const newerEdges = edgesOf(newer.nodes);
  const byEdge = (list: Edge[]) =>
    list.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const edgesAdded = byEdge([...newerEdges].filter(([k]) => !olderEdges.has(k)).map(([, e]) => e));
  const edgesRemoved = byEdge([...olderEdges].filter(([k]) => !newerEdges.has(k)).map(([, e]) => e));
  const olderUnits = new Map(older.units.map((u) => [unitKey(u), u]));
  const newerUnits = new Map(newer.units.map((u) => [unitKey(u), u]));
  const units: UnitChange[] = [];
  for (const key of new Set([...olderUnits.keys(), ...newerUnits.keys()])) {
    const before = olderUnits.get(key);
    const after = newerUnits.get(key);
    const unit = (after ?? before)!;
    if (before && after && before.version === after.version) continue;
    units.push({
      kind: unit.kind,
      id: unit.id,
      name: unit.name,
      before: before?.version ?? null,
      after: after?.version ?? null,
    });
  }
  units.sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
  return { nodesAdded, nodesRemoved, nodesChanged: byKey(nodesChanged), edgesAdded, edgesRemoved, units };
}
