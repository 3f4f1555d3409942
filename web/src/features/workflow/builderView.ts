/** The builder's views of its graph: translated problems, the data a task node draws, a default job name. */
import { formatDateTime } from "../../components/format";
import { translateNs } from "../../i18n";
import { applyingArgNames, argLabel } from "../modules/argValues";
import { moduleName } from "../modules/urls";
import { isLink, otherMethod, type BuilderNode } from "./graph";
import type { Issue } from "./graphValidation";
import type { TaskNodeData } from "./TaskNode";
import { workflowNs } from "./i18n";

/** The message of a problem, in the UI language. */
const approvalFields = ["title", "instructions", "owner", "permission", "timeoutMinutes"] as const;

/** The label of an approval step's field named by an issue (the title when it names none we know). */
function approvalFieldKey(field: unknown) {
  const known = approvalFields.find((name) => name === field) ?? "title";
  return `approval.${known}` as const;
}

export function issueText(issue: Issue, node: BuilderNode | null, zh: boolean): string {
  const arg = issue.arg ? node?.spec?.args.find((item) => item.name === issue.arg) : undefined;
  const values: Record<string, string | number> = {
    ...issue.params,
    arg: arg ? argLabel(arg, zh) : (issue.arg ?? ""),
  };
  // An approval step's field, in the reader's words.
  if (issue.code === "approvalInvalid")
    values.field = String(translateNs(workflowNs)(approvalFieldKey(issue.params?.field)));
  return String(translateNs(workflowNs)(`issues.${issue.code}`, values));
}

export function nodeView(
  node: BuilderNode,
  nodes: readonly BuilderNode[],
  issues: readonly string[],
  zh: boolean,
  connectable: boolean,
): TaskNodeData {
  const spec = node.spec;
  const method = otherMethod(spec);
  const applying = applyingArgNames(spec?.args ?? [], node.args);
  const linkedOutputs = new Set(
    nodes.flatMap((other) =>
      Object.values(other.args).flatMap((value) =>
        isLink(value) && value.task === node.key ? [value.output] : [],
      ),
    ),
  );
  return {
    taskKey: node.key,
    title: node.approval
      ? node.approval.title
      : spec
        ? spec.kind === "module"
          ? moduleName(spec, zh)
          : spec.name
        : (node.moduleId ?? node.processorId ?? ""),
    method: method ? (zh && method.labelZh ? method.labelZh : method.label) || method.name : null,
    kind: spec ? spec.kind : "missing",
    inputs: (spec?.args ?? [])
      .filter((arg) => arg.format === "file" && applying.has(arg.name))
      .map((arg) => ({
        name: arg.name,
        label: argLabel(arg, zh),
        hint: (arg.fileFormats ?? []).join(", "),
        linked: isLink(node.args[arg.name]),
        required: arg.require,
      })),
    outputs: (spec?.outputs ?? []).map((output) => ({
      name: output.name,
      label: output.name,
      hint: zh && output.labelZh ? output.labelZh : output.label,
      linked: linkedOutputs.has(output.name),
    })),
    issues,
    connectable,
  };
}

export function defaultJobName(name: string): string {
  return `${name} ${formatDateTime(new Date().toISOString()).replace(/\u00a0/g, " ")}`.slice(0, 200);
}
