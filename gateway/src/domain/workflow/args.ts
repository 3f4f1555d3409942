/** Checks task arguments against a module's typed argument list (spec §3 module args). */
import type { ModuleArg } from "../../db/schema.js";
import { AppError } from "../errors.js";

/** A file argument: a data set file, or an output of an upstream task of the same job. */
export type FileArg = { dataFileId: number } | { task: string; output: string };

export function isFileArg(value: unknown): value is FileArg {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.dataFileId === "number" && Number.isSafeInteger(v.dataFileId)) ||
    (typeof v.task === "string" && typeof v.output === "string")
  );
}

function fail(arg: string, why: string): never {
  throw new AppError("JobTaskArgsError", `${arg}: ${why}`);
}

/** The arguments with defaults filled in; JobTaskArgsError names the first bad one. */
export function checkArgs(
  spec: readonly ModuleArg[],
  input: Record<string, unknown>,
): Record<string, unknown> {
  const known = new Set(spec.map((a) => a.name));
  for (const name of Object.keys(input)) if (!known.has(name)) fail(name, "unknown argument");
  const out: Record<string, unknown> = {};
  for (const arg of spec) {
    let value = input[arg.name];
    if (value === undefined || value === null || value === "") value = arg.default ?? undefined;
    if (value === undefined || value === null) {
      if (arg.require) fail(arg.name, "required");
      continue;
    }
    switch (arg.format) {
      case "string":
        if (typeof value !== "string" || value.length > 10_000) fail(arg.name, "must be a string");
        break;
      case "int":
        if (typeof value !== "number" || !Number.isSafeInteger(value)) fail(arg.name, "must be an integer");
        break;
      case "float":
        if (typeof value !== "number" || !Number.isFinite(value)) fail(arg.name, "must be a number");
        break;
      case "bool":
        if (typeof value !== "boolean") fail(arg.name, "must be true or false");
        break;
      case "choice":
        if (!arg.choices?.some((c) => c.value === value)) fail(arg.name, "is not one of the choices");
        break;
      case "multiple_choice":
        if (!Array.isArray(value) || !value.every((v) => arg.choices?.some((c) => c.value === v))) {
          fail(arg.name, "is not a list of the choices");
        }
        break;
      case "file":
        if (!isFileArg(value)) fail(arg.name, "must be {dataFileId} or {task, output}");
        break;
    }
    out[arg.name] = value;
  }
  return out;
}

/** Kahn's algorithm: DBDataLoop when the dependencies form a cycle. */
export function checkAcyclic(nodes: readonly { key: string; dependsOn: readonly string[] }[]): string[] {
  const indegree = new Map(nodes.map((n) => [n.key, n.dependsOn.length]));
  const children = new Map<string, string[]>();
  for (const n of nodes) for (const d of n.dependsOn) children.set(d, [...(children.get(d) ?? []), n.key]);
  const queue = nodes.filter((n) => n.dependsOn.length === 0).map((n) => n.key);
  const order: string[] = [];
  while (queue.length > 0) {
    const key = queue.shift()!;
    order.push(key);
    for (const child of children.get(key) ?? []) {
      const left = (indegree.get(child) ?? 0) - 1;
      indegree.set(child, left);
      if (left === 0) queue.push(child);
    }
  }
  if (order.length !== nodes.length)
    throw new AppError("DBDataLoop", "the tasks depend on each other in a loop");
  return order;
}
