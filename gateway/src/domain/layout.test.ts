/**
 * The domain's layout (docs/code-map.md, "Layers"): the folders of gateway/src/domain import each other
 * without a cycle, so each one can be read, changed and tested on top of the ones it names. The graph
 * is built from the relative imports (static, dynamic and type-only) of every non-test source file; a
 * file at the domain's root (context.ts, errors.ts, ...) belongs to no folder and is left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const domainRoot = path.dirname(fileURLToPath(import.meta.url));

/** Every non-test source file under the domain, relative to it. */
function sourceFiles(dir = domainRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|mts|mjs)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path.relative(domainRoot, full)];
  });
}

/** The domain folder of a path relative to the domain's root; null for a root file or outside it. */
function folderOf(relative: string): string | null {
  const parts = relative.split(path.sep);
  if (parts[0] === ".." || parts.length < 2) return null;
  return parts[0]!;
}

/** One import from a file of a folder into a file of another folder. */
interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

/** The imports between two different domain folders. */
function folderEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    if (from === null) continue;
    const info = ts.preProcessFile(readFileSync(path.join(domainRoot, file), "utf8"), true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = path.relative(domainRoot, path.resolve(domainRoot, path.dirname(file), fileName));
      const to = folderOf(target);
      if (to !== null && to !== from) edges.push({ from, to, file, target });
    }
  }
  return edges;
}

/**
 * The cycles of the folder graph: one shortest cycle for each strongly connected set of folders
 * (Tarjan's algorithm, then a breadth-first search back to the set's first folder), each step named
 * with one import that makes it.
 */
function folderCycles(edges: readonly Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1) sets.push(set.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);

  return sets.map((set) => {
    const members = new Set(set);
    const start = set[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const node = queue.shift()!;
      for (const to of [...(next.get(node) ?? [])].sort()) {
        if (!members.has(to) || cameFrom.has(to)) continue;
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
    const path: string[] = [start];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) path.unshift(node);
    path.unshift(start);
    const steps = path.slice(1).map((to, i) => {
      const edge = edges.find((e) => e.from === path[i] && e.to === to)!;
      return `${edge.file} imports ${edge.target}`;
    });
    return `${path.join(" -> ")} (folders in the cycle: ${set.join(", ")}): ${steps.join("; ")}`;
  });
}

describe("domain layout", () => {
  it("sees the imports between folders", () => {
    // The test would pass on an empty graph: check that it reads the imports at all.
    expect(folderEdges().some((e) => e.from === "jobs" && e.to === "access")).toBe(true);
  });

  it("has no import cycle between the folders of gateway/src/domain", () => {
    expect(folderCycles(folderEdges())).toEqual([]);
  });

  it("keeps the ledger on the base folders only (access, config)", () => {
    const reached = new Set(
      folderEdges()
        .filter((e) => e.from === "ledger")
        .map((e) => e.to),
    );
    expect([...reached].filter((to) => to !== "access" && to !== "config")).toEqual([]);
  });
});
