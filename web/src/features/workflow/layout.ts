/** A layered layout of the workflow: each task one column right of its furthest upstream task. */
import { dependsOn, type BuilderNode } from "./graph";

const columnWidth = 300;
const rowHeight = 190;

export function layeredLayout(nodes: readonly BuilderNode[]): BuilderNode[] {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (node: BuilderNode): number => {
    const known = depth.get(node.key);
    if (known !== undefined) return known;
    // A loop (shown as a problem elsewhere) must not hang the layout.
    if (visiting.has(node.key)) return 0;
    visiting.add(node.key);
    let result = 0;
    for (const key of dependsOn(node)) {
      const upstream = byKey.get(key);
      if (upstream) result = Math.max(result, depthOf(upstream) + 1);
    }
    visiting.delete(node.key);
    depth.set(node.key, result);
    return result;
  };
  const rows = new Map<number, number>();
  // Keep the current vertical order inside a column.
  const ordered = [...nodes].sort((a, b) => a.y - b.y || a.x - b.x);
  const placed = new Map<string, { x: number; y: number }>();
  for (const node of ordered) {
    const column = depthOf(node);
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    placed.set(node.uid, { x: column * columnWidth, y: row * rowHeight });
  }
  return nodes.map((node) => ({ ...node, ...(placed.get(node.uid) ?? {}) }));
}
