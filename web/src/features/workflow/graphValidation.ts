/**
 * The rules checked before save and run (mirrored by the server): no loops, no dangling links,
 * required arguments set, at most 20 modules and at most 5 tasks that start at once.
 */
import { approvalStepSchema, workflowLimits } from "@crucible/schema";
import { applyingArgNames, isBlank, isFileArgValue, parseChoices } from "../modules/argValues";
import { dependsOn, formatAccepted, isLink, taskKeyPattern, type ArgSpec, type BuilderNode } from "./graph";

export type IssueCode =
  | "empty"
  | "keyFormat"
  | "keyDuplicate"
  | "moduleMissing"
  | "required"
  | "invalidValue"
  | "danglingLink"
  | "linkFormat"
  | "danglingDep"
  | "loop"
  | "tooManyModules"
  | "tooManyConcurrent"
  | "approvalInvalid";

export interface Issue {
  readonly code: IssueCode;
  /** The argument concerned, for argument issues. */
  readonly arg?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Validation {
  /** Nothing stops a run. */
  readonly ok: boolean;
  /** The template may be saved: a required argument may still wait to be filled in at run time. */
  readonly savable: boolean;
  /** Issues per node uid. */
  readonly byNode: ReadonlyMap<string, readonly Issue[]>;
  /** Issues of the whole workflow (limits, empty workflow). */
  readonly global: readonly Issue[];
}

function valueIssue(arg: ArgSpec, value: unknown): Issue | null {
  if (isBlank(value)) {
    const hasDefault = arg.default !== null && arg.default !== undefined && arg.default !== "";
    return arg.require && !hasDefault ? { code: "required", arg: arg.name } : null;
  }
  const bad: Issue = { code: "invalidValue", arg: arg.name, params: { format: arg.format } };
  switch (arg.format) {
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value) ? null : bad;
    case "float":
      return typeof value === "number" && Number.isFinite(value) ? null : bad;
    case "bool":
      return typeof value === "boolean" ? null : bad;
    case "string":
      return typeof value === "string" ? null : bad;
    case "choice":
      return parseChoices(arg.choices).some((choice) => choice.value === value) ? null : bad;
    case "multiple_choice": {
      const choices = parseChoices(arg.choices);
      return Array.isArray(value) && value.every((item) => choices.some((choice) => choice.value === item))
        ? null
        : bad;
    }
    case "file":
      return isFileArgValue(value) ? null : bad;
    default:
      return null;
  }
}

/** The keys that lie on a dependency loop. */
function keysInLoops(nodes: readonly BuilderNode[]): Set<string> {
  const known = new Set(nodes.map((node) => node.key));
  const edges = new Map(nodes.map((node) => [node.key, dependsOn(node).filter((dep) => known.has(dep))]));
  const looped = new Set<string>();
  for (const start of known) {
    // start lies on a loop when it can reach itself through its dependencies.
    const stack = [...(edges.get(start) ?? [])];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (current === start) {
        looped.add(start);
        break;
      }
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(edges.get(current) ?? []));
    }
  }
  return looped;
}

/** Every problem of the workflow, attached to its node where it has one. */
export function validateWorkflow(nodes: readonly BuilderNode[]): Validation {
  const byNode = new Map<string, Issue[]>();
  const global: Issue[] = [];
  const add = (uid: string, issue: Issue) => byNode.set(uid, [...(byNode.get(uid) ?? []), issue]);
  const byKey = new Map<string, BuilderNode[]>();
  for (const node of nodes) byKey.set(node.key, [...(byKey.get(node.key) ?? []), node]);
  const looped = keysInLoops(nodes);

  if (nodes.length === 0) global.push({ code: "empty" });
  if (nodes.length > workflowLimits.maxTasks) {
    global.push({ code: "tooManyModules", params: { count: nodes.length, max: workflowLimits.maxTasks } });
  }
  const roots = nodes.filter((node) => dependsOn(node).length === 0);
  if (roots.length > workflowLimits.maxConcurrent) {
    global.push({
      code: "tooManyConcurrent",
      params: { count: roots.length, max: workflowLimits.maxConcurrent },
    });
  }

  nodes.forEach((node, index) => {
    if (!taskKeyPattern.test(node.key)) add(node.uid, { code: "keyFormat" });
    if ((byKey.get(node.key)?.length ?? 0) > 1)
      add(node.uid, { code: "keyDuplicate", params: { key: node.key } });
    if (index >= workflowLimits.maxTasks) {
      add(node.uid, {
        code: "tooManyModules",
        params: { count: nodes.length, max: workflowLimits.maxTasks },
      });
    }
    if (roots.length > workflowLimits.maxConcurrent && roots.includes(node)) {
      add(node.uid, {
        code: "tooManyConcurrent",
        params: { count: roots.length, max: workflowLimits.maxConcurrent },
      });
    }
    if (looped.has(node.key)) add(node.uid, { code: "loop" });
    for (const dep of node.extraDeps)
      if (!byKey.has(dep)) add(node.uid, { code: "danglingDep", params: { task: dep } });
    if (!node.spec) {
      add(node.uid, { code: "moduleMissing" });
      return;
    }
    if (node.approval) {
      // The server's rule for the step (title, deciders, timeout range).
      const checked = approvalStepSchema.safeParse(node.approval);
      const issue = checked.success ? null : checked.error.issues[0];
      if (issue)
        add(node.uid, {
          code: "approvalInvalid",
          params: { field: String(issue.path[0] ?? ""), message: issue.message },
        });
      return;
    }
    const applying = applyingArgNames(node.spec.args, node.args);
    for (const arg of node.spec.args) {
      // An argument whose bindings do not hold is neither required nor sent.
      if (!applying.has(arg.name)) continue;
      const value = node.args[arg.name];
      if (isLink(value)) {
        const upstream = byKey.get(value.task)?.[0];
        const output = upstream?.spec?.outputs.find((o) => o.name === value.output);
        const params = { task: value.task, output: value.output };
        if (!upstream || upstream.key === node.key || (upstream.spec && !output)) {
          add(node.uid, { code: "danglingLink", arg: arg.name, params });
        } else if (output && !formatAccepted(arg, output)) {
          add(node.uid, {
            code: "linkFormat",
            arg: arg.name,
            params: { ...params, formats: (arg.fileFormats ?? []).join(", ") },
          });
        }
        continue;
      }
      const issue = valueIssue(arg, value);
      if (issue) add(node.uid, issue);
    }
  });
  const blocking = [...byNode.values()].some((issues) => issues.some((issue) => issue.code !== "required"));
  return {
    ok: global.length === 0 && byNode.size === 0,
    savable: global.length === 0 && !blocking,
    byNode,
    global,
  };
}

/** The argument errors of one node, for the argument form: argument name to issue. */
export function argIssues(issues: readonly Issue[]): Map<string, Issue> {
  const result = new Map<string, Issue>();
  for (const issue of issues) if (issue.arg && !result.has(issue.arg)) result.set(issue.arg, issue);
  return result;
}
