/** Checks task arguments against a module's typed argument list (spec §3 module args). */
import { applyingArgs, defaultMethodName, findMethod, moduleMethods } from "@crucible/schema";
import type { ModuleArg, ModuleMethod, ModuleOutput, ModuleRow } from "../../db/modules.js";
import { AppError } from "../errors.js";

/** A module's methods: its own, or the implicit "default" one made of its args and outputs. */
export function methodsOf(row: Pick<ModuleRow, "methods" | "args" | "outputs">): ModuleMethod[] {
  return moduleMethods<ModuleArg, ModuleOutput>(row).map((m) => ({
    ...m,
    labelZh: m.labelZh ?? undefined,
    summary: m.summary ?? undefined,
    summaryZh: m.summaryZh ?? undefined,
    args: [...m.args],
    outputs: [...m.outputs],
  }));
}

/**
 * The method a task of this module runs (absent: the first), with the name to store: null for the
 * implicit method of a module without methods. JobTaskArgsError names an unknown method.
 */
export function methodOf(
  row: Pick<ModuleRow, "methods" | "args" | "outputs">,
  name: string | null | undefined,
): { method: ModuleMethod; stored: string | null } {
  const method = findMethod(methodsOf(row), name);
  if (!method) throw new AppError("JobTaskArgsError", `method: the module has no method ${String(name)}`);
  return { method, stored: row.methods.length === 0 ? null : method.name };
}

/** Processors have one method: a task may name it "default" or nothing. */
export function checkProcessorMethod(name: string | null | undefined): void {
  if (name !== null && name !== undefined && name !== "" && name !== defaultMethodName)
    throw new AppError("JobTaskArgsError", `method: a processor has no method ${name}`);
}

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

/**
 * The arguments with defaults filled in; JobTaskArgsError names the first bad one. An argument whose
 * bindings do not hold is left out (not required; a value sent for it is dropped).
 */
export function checkArgs(
  spec: readonly ModuleArg[],
  input: Record<string, unknown>,
): Record<string, unknown> {
  const known = new Set(spec.map((a) => a.name));
  for (const name of Object.keys(input)) if (!known.has(name)) fail(name, "unknown argument");
  const applying = applyingArgs(spec, input);
  const out: Record<string, unknown> = {};
  for (const arg of spec) {
    if (!applying.has(arg.name)) continue;
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
