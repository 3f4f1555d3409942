/**
 * A layered layout of a job's task DAG, left to right: a task's layer is one more than the deepest
 * of the tasks it depends on; within a layer, tasks are ordered by the mean position of their
 * neighbours (a few barycentre sweeps) so that links cross less.
 */

export interface GraphTask {
  readonly key: string;
  readonly dependsOn: readonly string[];
}

export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  /** The outputs of `from` that `to` reads (empty for a plain ordering dependency). */
  readonly outputs: readonly string[];
}

export interface PlacedNode {
  readonly key: string;
  readonly layer: number;
  readonly x: number;
  readonly y: number;
}

export interface PlacedEdge extends GraphEdge {
  /** SVG path data of the link. */
  readonly path: string;
}

export interface GraphLayout {
  readonly nodes: readonly PlacedNode[];
  readonly edges: readonly PlacedEdge[];
  readonly width: number;
  readonly height: number;
}

export const nodeWidth = 184;
export const nodeHeight = 58;
const gapX = 72;
const gapY = 22;
const margin = 16;

/** The links of a job: its dependsOn lists, with the outputs each link carries (from file arguments). */
export function edgesOf(
  tasks: readonly GraphTask[],
  links: readonly { from: string; to: string; output: string }[],
): GraphEdge[] {
  const known = new Set(tasks.map((task) => task.key));
  const byPair = new Map<string, { from: string; to: string; outputs: string[] }>();
  const add = (from: string, to: string, output: string | null) => {
    if (!known.has(from) || !known.has(to) || from === to) return;
    const id = `${from}\u0000${to}`;
    const edge = byPair.get(id) ?? { from, to, outputs: [] };
    if (output !== null && !edge.outputs.includes(output)) edge.outputs.push(output);
    byPair.set(id, edge);
  };
  for (const task of tasks) for (const dep of task.dependsOn) add(dep, task.key, null);
  for (const link of links) add(link.from, link.to, link.output);
  return [...byPair.values()];
}

/** Layer of each task: longest path from a task without dependencies (a cycle, never valid, is cut). */
function layersOf(tasks: readonly GraphTask[], edges: readonly GraphEdge[]): Map<string, number> {
  const parents = new Map<string, string[]>(tasks.map((task) => [task.key, []]));
  for (const edge of edges) parents.get(edge.to)?.push(edge.from);
  const layer = new Map<string, number>();
  const visiting = new Set<string>();
  const visit = (key: string): number => {
    const known = layer.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) return 0;
    visiting.add(key);
    let depth = 0;
    for (const parent of parents.get(key) ?? []) depth = Math.max(depth, visit(parent) + 1);
    visiting.delete(key);
    layer.set(key, depth);
    return depth;
  };
  for (const task of tasks) visit(task.key);
  return layer;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function layoutGraph(tasks: readonly GraphTask[], edges: readonly GraphEdge[]): GraphLayout {
  const layer = layersOf(tasks, edges);
  const layerCount = Math.max(0, ...[...layer.values()].map((value) => value + 1));
  const columns: string[][] = Array.from({ length: layerCount }, () => []);
  for (const task of tasks) columns[layer.get(task.key) ?? 0]?.push(task.key);

  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  for (const edge of edges) {
    parents.set(edge.to, [...(parents.get(edge.to) ?? []), edge.from]);
    children.set(edge.from, [...(children.get(edge.from) ?? []), edge.to]);
  }
  const position = new Map<string, number>();
  const index = () => columns.forEach((column) => column.forEach((key, i) => position.set(key, i)));
  index();
  const sweep = (column: string[], neighbours: Map<string, string[]>) => {
    const weight = new Map(
      column.map((key, i) => [
        key,
        mean((neighbours.get(key) ?? []).map((other) => position.get(other) ?? 0)) ?? i,
      ]),
    );
    column.sort((a, b) => (weight.get(a) ?? 0) - (weight.get(b) ?? 0));
    column.forEach((key, i) => position.set(key, i));
  };
  for (let round = 0; round < 4; round += 1) {
    for (let i = 1; i < columns.length; i += 1) sweep(columns[i] ?? [], parents);
    for (let i = columns.length - 2; i >= 0; i -= 1) sweep(columns[i] ?? [], children);
  }

  const tallest = Math.max(1, ...columns.map((column) => column.length));
  const height = margin * 2 + tallest * nodeHeight + (tallest - 1) * gapY;
  const width = margin * 2 + layerCount * nodeWidth + Math.max(0, layerCount - 1) * gapX;
  const nodes: PlacedNode[] = [];
  const placed = new Map<string, PlacedNode>();
  columns.forEach((column, l) => {
    const columnHeight = column.length * nodeHeight + (column.length - 1) * gapY;
    const top = margin + (height - margin * 2 - columnHeight) / 2;
    column.forEach((key, i) => {
      const node = { key, layer: l, x: margin + l * (nodeWidth + gapX), y: top + i * (nodeHeight + gapY) };
      nodes.push(node);
      placed.set(key, node);
    });
  });
  const placedEdges: PlacedEdge[] = [];
  for (const edge of edges) {
    const from = placed.get(edge.from);
    const to = placed.get(edge.to);
    if (!from || !to) continue;
    const x1 = from.x + nodeWidth;
    const y1 = from.y + nodeHeight / 2;
    const x2 = to.x - 6;
    const y2 = to.y + nodeHeight / 2;
    const bend = Math.max(24, (x2 - x1) / 2);
    placedEdges.push({
      ...edge,
      path: `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`,
    });
  }
  return { nodes, edges: placedEdges, width, height };
}
