/**
 * The server's GraphQL answers as the CLI and the MCP server use them. The operations' types come from
 * codegen (cli/src/graphql/*.graphql -> __generated__/operations.ts); the schema's JSON scalar (a task's
 * arguments, an argument's choices, default and bindings) arrives as `unknown` and is read here once,
 * at the boundary, into the shapes the commands work with. An answer of another shape is CliBadAnswer.
 */
import { CliError } from "./api.js";
import type {
  ArgSpecFieldsFragment,
  CliModuleFieldsFragment,
  CliTaskFieldsFragment,
  CliTemplateFieldsFragment,
  McpJobFieldsFragment,
} from "./__generated__/operations.js";

/** A value an argument binding compares with. */
export type BindingValue = string | number | boolean;

/** A module method's argument (Module.methods.args, Processor.args). */
export interface ArgSpec {
  name: string;
  label: string;
  format: string;
  fileFormats?: string[] | null;
  require: boolean;
  default?: unknown;
  choices?: { value: string; label?: string }[] | null;
  help?: string | null;
  bindings?: { arg: string; values: BindingValue[] }[] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON object of the answer (a task's or a node's arguments); null reads as no arguments. */
export function argsOf(value: unknown, what: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (isRecord(value)) return value;
  throw new CliError(
    "CliBadAnswer",
    `the server answered ${what}'s arguments as ${typeof value}, not an object`,
  );
}

function choicesOf(value: unknown): ArgSpec["choices"] {
  if (!Array.isArray(value)) return null;
  return value.flatMap((choice) =>
    isRecord(choice) && typeof choice.value === "string"
      ? [
          typeof choice.label === "string"
            ? { value: choice.value, label: choice.label }
            : { value: choice.value },
        ]
      : [],
  );
}

function isBindingValue(value: unknown): value is BindingValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** An argument's declaration as the commands read it. */
export function argSpecOf(arg: ArgSpecFieldsFragment): ArgSpec {
  return {
    name: arg.name,
    label: arg.label,
    format: arg.format,
    fileFormats: arg.fileFormats,
    require: arg.require,
    default: arg.default,
    choices: choicesOf(arg.choices),
    help: arg.help,
    bindings: arg.bindings?.map((b) => ({ arg: b.arg, values: b.values.filter(isBindingValue) })) ?? null,
  };
}

type Method = CliModuleFieldsFragment["methods"][number];

/** A module as the CLI reads it. */
export type ModuleInfo = Omit<CliModuleFieldsFragment, "methods"> & {
  methods: (Omit<Method, "args"> & { args: ArgSpec[] })[];
};

export function moduleOf(module: CliModuleFieldsFragment): ModuleInfo {
  return { ...module, methods: module.methods.map((m) => ({ ...m, args: m.args.map(argSpecOf) })) };
}

type Node = CliTemplateFieldsFragment["nodes"][number];

/** A template's node as the CLI reads it. */
export type TemplateNodeInfo = Omit<Node, "args" | "module" | "processor"> & {
  args: Record<string, unknown>;
  module: ModuleInfo | null;
  processor: { id: string; name: string; args: ArgSpec[] } | null;
};

/** A template (flow) as the CLI reads it. */
export type TemplateInfo = Omit<CliTemplateFieldsFragment, "nodes"> & { nodes: TemplateNodeInfo[] };

export function templateOf(template: CliTemplateFieldsFragment): TemplateInfo {
  return {
    ...template,
    nodes: template.nodes.map((node) => ({
      ...node,
      args: argsOf(node.args, `node ${node.key}`),
      module: node.module ? moduleOf(node.module) : null,
      processor: node.processor ? { ...node.processor, args: node.processor.args.map(argSpecOf) } : null,
    })),
  };
}

type TaskModule = NonNullable<CliTaskFieldsFragment["module"]>;

/** A job's task as the CLI reads it. */
export type TaskInfo = Omit<CliTaskFieldsFragment, "args" | "module" | "processor"> & {
  args: Record<string, unknown>;
  module: (Omit<TaskModule, "methods"> & { methods: { name: string; args: ArgSpec[] }[] }) | null;
  processor: { id: string; name: string; args: ArgSpec[] } | null;
};

export function taskOf(task: CliTaskFieldsFragment): TaskInfo {
  return {
    ...task,
    args: argsOf(task.args, `task ${task.key}`),
    module: task.module
      ? { ...task.module, methods: task.module.methods.map((m) => ({ ...m, args: m.args.map(argSpecOf) })) }
      : null,
    processor: task.processor ? { ...task.processor, args: task.processor.args.map(argSpecOf) } : null,
  };
}

type McpTask = McpJobFieldsFragment["tasks"][number];

/** A job as the MCP tools show it: its tasks without their logs' addresses and argument lists. */
export type JobView = Omit<McpJobFieldsFragment, "tasks"> & {
  tasks: (Omit<McpTask, "args"> & { args: Record<string, unknown> })[];
};

export function jobViewOf(job: McpJobFieldsFragment): JobView {
  return { ...job, tasks: job.tasks.map((t) => ({ ...t, args: argsOf(t.args, `task ${t.key}`) })) };
}
