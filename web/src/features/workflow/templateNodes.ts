/** A stored template's nodes as the builder edits them, and the builder's nodes as the API stores or runs them. */
import { approvalProjectRoles } from "@crucible/schema";
import type { TaskArgsInput, TemplateNodeInput, WfTemplateFieldsFragment } from "../../graphql";
import { initialArgValues, isBlank } from "../modules/argValues";
import {
  approvalSpec,
  dependsOn,
  isLink,
  newUid,
  specOfModule,
  specOfProcessor,
  type BuilderNode,
} from "./graph";

function argsRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

/** The nodes of a stored template; arguments the module no longer declares are dropped, blanks take defaults. */
export function nodesFromTemplate(template: WfTemplateFieldsFragment): BuilderNode[] {
  return template.nodes.map((node) => {
    const spec = node.approval
      ? approvalSpec
      : node.module
        ? specOfModule(node.module, node.method)
        : node.processor
          ? specOfProcessor(node.processor)
          : null;
    const stored = argsRecord(node.args);
    // Blank arguments show the module's defaults, which the server would use anyway.
    const args = spec
      ? {
          ...initialArgValues(spec.args),
          ...Object.fromEntries(
            Object.entries(stored).filter(([name]) => spec.args.some((a) => a.name === name)),
          ),
        }
      : stored;
    const linked = new Set(Object.values(args).flatMap((value) => (isLink(value) ? [value.task] : [])));
    return {
      uid: newUid(),
      key: node.key,
      moduleId: node.moduleId ?? null,
      processorId: node.processorId ?? null,
      approval: node.approval
        ? {
            title: node.approval.title,
            instructions: node.approval.instructions,
            owner: node.approval.owner,
            permission: node.approval.permission ?? null,
            projectRole: approvalProjectRoles.find((role) => role === node.approval?.projectRole) ?? null,
            timeoutMinutes: node.approval.timeoutMinutes,
            onTimeout: "reject",
          }
        : null,
      spec,
      args,
      extraDeps: node.dependsOn.filter((key) => !linked.has(key)),
      x: node.x,
      y: node.y,
    };
  });
}

/** Arguments as stored: empty values are left out, so that the module's defaults apply. */
function storedArgs(args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => !isBlank(value)));
}

export function toNodeInputs(nodes: readonly BuilderNode[]): TemplateNodeInput[] {
  return nodes.map((node) => ({
    key: node.key,
    ...(node.approval
      ? {
          approval: {
            ...node.approval,
            permission: node.approval.permission ?? null,
            projectRole: node.approval.projectRole ?? null,
          },
        }
      : node.processorId
        ? { processorId: node.processorId }
        : { moduleId: node.moduleId }),
    ...(node.spec?.method && (node.spec.methods?.length ?? 0) > 0 ? { method: node.spec.method } : {}),
    args: storedArgs(node.args),
    dependsOn: dependsOn(node),
    x: Math.round(node.x),
    y: Math.round(node.y),
  }));
}

/** The per-task arguments of a run (a system template's tasks filled in by the user). */
export function toRunArgs(nodes: readonly BuilderNode[]): TaskArgsInput[] {
  // An approval step has no arguments to fill in.
  return nodes
    .filter((node) => !node.approval)
    .map((node) => ({
      key: node.key,
      ...(node.spec?.method && (node.spec.methods?.length ?? 0) > 0 ? { method: node.spec.method } : {}),
      args: storedArgs(node.args),
    }));
}
