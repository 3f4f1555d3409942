/**
 * The builder's model of a workflow: nodes running a module or a processor, file links from an
 * upstream node's output to a downstream file argument, and the editing of the nodes. The rules
 * checked before save and run are graphValidation.ts; a stored template's nodes and back,
 * templateNodes.ts.
 */
import { approvalTimeoutMinutes, findMethod, type ApprovalStepInput } from "@crucible/schema";
import type {
  ArgSpecFieldsFragment,
  WfMethodFieldsFragment,
  WfModuleFieldsFragment,
  WfOutputFieldsFragment,
  WfProcessorFieldsFragment,
} from "../../graphql";
import { initialArgValues } from "../modules/argValues";

/** Task names, as the server accepts them. */
export const taskKeyPattern = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A typed argument (bindings: absent for processors). */
export type ArgSpec = Omit<ArgSpecFieldsFragment, "bindings"> & {
  readonly bindings?: ArgSpecFieldsFragment["bindings"];
};
export type OutputSpec = WfOutputFieldsFragment;
export type MethodSpec = Omit<WfMethodFieldsFragment, "__typename">;

/**
 * What a node runs: a module or a processor, with its typed arguments and declared outputs; or an
 * approval step (issue 28 item 6), which runs nothing and waits for a person's decision.
 */
export interface NodeSpec {
  readonly kind: "module" | "processor" | "approval";
  readonly id: string;
  /** The base of new node keys. */
  readonly key: string;
  readonly name: string;
  readonly nameZh: string;
  readonly summary: string;
  readonly summaryZh: string;
  /** The chosen method's arguments and outputs. */
  readonly args: readonly ArgSpec[];
  readonly outputs: readonly OutputSpec[];
  /** A module's methods (at least one); absent or one: no choice to make. */
  readonly methods?: readonly MethodSpec[];
  /** The chosen method's name (modules). */
  readonly method?: string;
}

export interface BuilderNode {
  /** Stable identity on the canvas: the key can be renamed. */
  readonly uid: string;
  readonly key: string;
  readonly moduleId: string | null;
  readonly processorId: string | null;
  /** An approval step's settings (its spec is approvalSpec); null for other nodes. */
  readonly approval: ApprovalStepInput | null;
  /** Null when the module or processor is gone or no longer visible. */
  readonly spec: NodeSpec | null;
  readonly args: Readonly<Record<string, unknown>>;
  /** Dependencies that are not file links (ordering only), kept from the template. */
  readonly extraDeps: readonly string[];
  readonly x: number;
  readonly y: number;
}

export interface LinkValue {
  readonly task: string;
  readonly output: string;
}

export function isLink(value: unknown): value is LinkValue {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.task === "string" && typeof record.output === "string";
}

/** A module as a node runs it, with the named method (absent or unknown: the first). */
export function specOfModule(module: WfModuleFieldsFragment, method?: string | null): NodeSpec {
  const methods = module.methods ?? [];
  const chosen = findMethod(methods, method) ?? methods[0];
  return {
    kind: "module",
    id: module.id,
    key: module.key,
    name: module.name,
    nameZh: module.nameZh,
    summary: module.summary,
    summaryZh: module.summaryZh,
    args: chosen?.args ?? module.args,
    outputs: chosen?.outputs ?? module.outputs,
    methods,
    ...(chosen ? { method: chosen.name } : {}),
  };
}

/** The same module with another method: its arguments and outputs. */
export function specWithMethod(spec: NodeSpec, name: string): NodeSpec {
  const chosen = spec.methods?.find((m) => m.name === name);
  if (!chosen) return spec;
  return { ...spec, args: chosen.args, outputs: chosen.outputs, method: chosen.name };
}

/** Whether the node runs another method than its module's first (shown on the canvas). */
export function otherMethod(spec: NodeSpec | null): MethodSpec | null {
  if (!spec?.methods || spec.methods.length < 2 || !spec.method) return null;
  return spec.method === spec.methods[0]?.name
    ? null
    : (spec.methods.find((m) => m.name === spec.method) ?? null);
}

/**
 * A node switched to another method: the new method's defaults, then the values of arguments of the
 * same name and format (a molecules file or link carries over).
 */
export function withMethod(node: BuilderNode, name: string): BuilderNode {
  if (!node.spec) return node;
  const spec = specWithMethod(node.spec, name);
  const args: Record<string, unknown> = { ...initialArgValues(spec.args) };
  for (const arg of spec.args) {
    const before = node.spec.args.find((a) => a.name === arg.name);
    const value = node.args[arg.name];
    if (before && before.format === arg.format && value !== undefined) args[arg.name] = value;
  }
  return { ...node, spec, args };
}

export function specOfProcessor(processor: WfProcessorFieldsFragment): NodeSpec {
  return {
    kind: "processor",
    id: processor.id,
    key: processor.name,
    name: processor.name,
    nameZh: "",
    summary: processor.summary,
    summaryZh: "",
    args: processor.args,
    outputs: processor.outputs,
  };
}

/** The palette's approval step: no arguments, no outputs (the tasks after it wait for it). */
export const approvalSpec: NodeSpec = {
  kind: "approval",
  id: "step",
  key: "approval",
  name: "Approval",
  nameZh: "审批",
  summary: "Waits for a person to approve or reject before the tasks after it run",
  summaryZh: "等待有权限的人批准或拒绝，之后的子任务才会运行",
  args: [],
  outputs: [],
};

/** A new approval step's settings: the job's owner decides within a day, or it is rejected. */
export function defaultApproval(): ApprovalStepInput {
  return {
    title: "Approval",
    instructions: "",
    owner: true,
    permission: null,
    projectRole: null,
    timeoutMinutes: approvalTimeoutMinutes.default,
    onTimeout: "reject",
  };
}

let uidCounter = 0;

export function newUid(): string {
  uidCounter += 1;
  return `n${Date.now().toString(36)}${uidCounter}`;
}

/** The upstream tasks of a node: its file links and its other dependencies. */
export function dependsOn(node: BuilderNode): string[] {
  const result = new Set(node.extraDeps);
  for (const value of Object.values(node.args)) if (isLink(value)) result.add(value.task);
  return [...result];
}

/** A valid task name from any text: letters, digits, _ and -, starting with a letter. */
export function keyBase(text: string): string {
  const cleaned = text
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/^[^A-Za-z]+/, "")
    .slice(0, 56);
  return cleaned === "" ? "task" : cleaned;
}

export function uniqueKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const start = keyBase(base);
  if (!used.has(start)) return start;
  for (let n = 2; ; n += 1) {
    const candidate = `${start}_${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function createNode(spec: NodeSpec, taken: Iterable<string>, x: number, y: number): BuilderNode {
  return {
    uid: newUid(),
    // Module keys are namespaced (rdkit/descriptors): the task takes the last part.
    key: uniqueKey(spec.key.split("/").pop() ?? spec.key, taken),
    moduleId: spec.kind === "module" ? spec.id : null,
    processorId: spec.kind === "processor" ? spec.id : null,
    approval: spec.kind === "approval" ? defaultApproval() : null,
    spec,
    args: initialArgValues(spec.args),
    extraDeps: [],
    x,
    y,
  };
}

function mapArgs(
  args: Readonly<Record<string, unknown>>,
  change: (value: LinkValue) => LinkValue | null,
): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (!isLink(value)) {
      next[name] = value;
      continue;
    }
    const changed = change(value);
    if (changed) next[name] = changed;
  }
  return next;
}

/** Renames a node and every link and dependency that points to it. */
export function renameNode(nodes: readonly BuilderNode[], uid: string, key: string): BuilderNode[] {
  const old = nodes.find((node) => node.uid === uid)?.key;
  if (old === undefined || old === key) return [...nodes];
  return nodes.map((node) => ({
    ...node,
    key: node.uid === uid ? key : node.key,
    args: mapArgs(node.args, (link) => (link.task === old ? { ...link, task: key } : link)),
    extraDeps: node.extraDeps.map((dep) => (dep === old ? key : dep)),
  }));
}

/** Removes a node and the links and dependencies that pointed to it. */
export function removeNode(nodes: readonly BuilderNode[], uid: string): BuilderNode[] {
  const key = nodes.find((node) => node.uid === uid)?.key;
  return nodes
    .filter((node) => node.uid !== uid)
    .map((node) => ({
      ...node,
      args: mapArgs(node.args, (link) => (link.task === key ? null : link)),
      extraDeps: node.extraDeps.filter((dep) => dep !== key),
    }));
}

export function updateNode(
  nodes: readonly BuilderNode[],
  uid: string,
  change: (node: BuilderNode) => BuilderNode,
): BuilderNode[] {
  return nodes.map((node) => (node.uid === uid ? change(node) : node));
}

/** The keys of the nodes downstream of `key` (those that depend on it, directly or not), with itself. */
export function downstreamOf(nodes: readonly BuilderNode[], key: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const node of nodes)
    for (const dep of dependsOn(node)) children.set(dep, [...(children.get(dep) ?? []), node.key]);
  const seen = new Set<string>([key]);
  const stack = [key];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const child of children.get(current) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      stack.push(child);
    }
  }
  return seen;
}

/** Whether an output of this format may feed a file argument (its allowed formats; none: any). */
export function formatAccepted(arg: ArgSpec, output: OutputSpec): boolean {
  const formats = arg.fileFormats ?? [];
  return formats.length === 0 || formats.includes(output.format.toLowerCase());
}

export type ConnectRefusal = "self" | "loop" | "format" | "notFile";

/** Why a link from an output of `source` to the argument `argName` of `target` is refused, or null. */
export function connectRefusal(
  nodes: readonly BuilderNode[],
  source: BuilderNode,
  outputName: string,
  target: BuilderNode,
  argName: string,
): ConnectRefusal | null {
  if (source.uid === target.uid) return "self";
  const arg = target.spec?.args.find((a) => a.name === argName);
  if (!arg || arg.format !== "file") return "notFile";
  const output = source.spec?.outputs.find((o) => o.name === outputName);
  if (output && !formatAccepted(arg, output)) return "format";
  if (downstreamOf(nodes, target.key).has(source.key)) return "loop";
  return null;
}

/** The upstream outputs a file argument of `target` may link to (no loop, accepted format). */
export function linkOptionsFor(
  nodes: readonly BuilderNode[],
  target: BuilderNode,
  arg: ArgSpec,
): { task: string; output: string; format: string }[] {
  const downstream = downstreamOf(nodes, target.key);
  const options: { task: string; output: string; format: string }[] = [];
  for (const node of nodes) {
    if (downstream.has(node.key) || !node.spec) continue;
    for (const output of node.spec.outputs)
      if (formatAccepted(arg, output))
        options.push({ task: node.key, output: output.name, format: output.format });
  }
  return options;
}
