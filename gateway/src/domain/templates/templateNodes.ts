/**
 * A template's graph as saved (spec §3, §7): its nodes (a module, a processor or an approval step each),
 * checked against what its owner may run: names, modules, links, no loop, size limits.
 */
import { approvalStepSchema, hasInvisibleControls, workflowLimits } from "@crucible/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { dataFiles } from "../../db/datasets.js";
import { modules, processors, type ModuleArg, type ModuleOutput } from "../../db/modules.js";
import type { TemplateNodeRow } from "../../db/templates.js";
import type { Actor, Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { usableDataFiles } from "../datasets/dataFiles.js";
import { checkAcyclic, checkArgs, checkProcessorMethod, isFileArg, methodOf } from "../modules/args.js";
import { visibleToUser } from "../modules/catalogue.js";
import { visibleProcessor } from "../processors/processors.js";

const nodeInput = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "task names are letters, digits, _ and -"),
  moduleId: z.number().int().positive().nullish(),
  processorId: z.number().int().positive().nullish(),
  /** The module's method; absent: its first one. */
  method: z.string().max(64).nullish(),
  /** An approval step (issue 28 item 6) instead of a module or processor. */
  approval: approvalStepSchema.nullish(),
  args: z.record(z.string(), z.unknown()).default({}),
  dependsOn: z.array(z.string()).max(workflowLimits.maxTasks).default([]),
  x: z.number().finite().min(-100_000).max(100_000).default(0),
  y: z.number().finite().min(-100_000).max(100_000).default(0),
});

// Names are shown to other users: nothing that makes them display reversed or hides characters.
const visible = (value: string) => !hasInvisibleControls(value);
const invisibleMessage = "holds an invisible direction or zero-width character";

export const templateInput = z.object({
  name: z.string().trim().min(1, "Template name is required").max(200).refine(visible, invisibleMessage),
  nameZh: z.string().trim().max(200).refine(visible, invisibleMessage).nullish(),
  summary: z.string().max(2000).nullish(),
  docs: z.string().max(100_000).nullish(),
  nodes: z.array(nodeInput).min(1, "a workflow needs at least one task"),
  /** What this save changed, kept with the version it writes. */
  note: z.string().trim().max(500).refine(visible, invisibleMessage).nullish(),
});
export type TemplateInput = z.input<typeof templateInput>;

export type Owner = { side: "user"; actor: Actor } | { side: "sys" };

interface Declared {
  args: ModuleArg[];
  outputs: ModuleOutput[];
  /** The method to store: null for processors and the implicit method. */
  method: string | null;
}

/** What a node runs, as the template's owner may use it. */
async function declaredOf(ctx: Ctx, owner: Owner, node: z.infer<typeof nodeInput>): Promise<Declared> {
  const count = (node.moduleId ? 1 : 0) + (node.processorId ? 1 : 0) + (node.approval ? 1 : 0);
  if (count !== 1)
    throw new AppError("JobTaskArgsError", `${node.key}: choose one module or processor, or an approval`);
  // An approval step runs nothing: no arguments, no outputs (the tasks after it wait for it).
  if (node.approval) {
    if (node.method) throw new AppError("JobTaskArgsError", `${node.key}: an approval step has no method`);
    return { args: [], outputs: [], method: null };
  }
  if (node.processorId) {
    checkProcessorMethod(node.method);
    if (owner.side === "user") {
      const processor = await visibleProcessor(ctx, owner.actor, node.processorId);
      return { args: processor.args, outputs: processor.outputs, method: null };
    }
    const [row] = await ctx.db
      .select()
      .from(processors)
      .where(
        and(eq(processors.id, node.processorId), isNull(processors.ownerId), isNull(processors.deletedAt)),
      );
    if (!row) throw new AppError("DBDataNotExist", `${node.key}: processor`);
    return { args: row.args, outputs: row.outputs, method: null };
  }
  const moduleId = node.moduleId ?? 0;
  const [row] = await ctx.db
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.id, moduleId),
        isNull(modules.deletedAt),
        owner.side === "user" ? visibleToUser(owner.actor) : undefined,
      ),
    );
  if (!row) throw new AppError(owner.side === "user" ? "JobModuleNoVisible" : "DBDataNotExist", node.key);
  try {
    const { method, stored } = methodOf(row, node.method);
    return { args: method.args, outputs: method.outputs, method: stored };
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.type, `${node.key}.${error.value}`);
    throw error;
  }
}

/**
 * Checks a template's graph: unique names, runnable nodes, typed arguments (required ones may wait
 * for the run), links to declared outputs, visible files, no loop, and the size limits.
 */
export async function checkTemplateNodes(
  ctx: Ctx,
  owner: Owner,
  input: z.infer<typeof templateInput>["nodes"],
): Promise<TemplateNodeRow[]> {
  if (input.length > workflowLimits.maxTasks) {
    throw new AppError("JobTaskArgsError", `at most ${workflowLimits.maxTasks} modules in a workflow`);
  }
  const keys = new Set<string>();
  for (const n of input) {
    if (keys.has(n.key)) throw new AppError("JobTaskIdDuplicate", n.key);
    keys.add(n.key);
  }
  const declared = new Map<string, Declared>();
  for (const n of input) declared.set(n.key, await declaredOf(ctx, owner, n));
  const nodes: TemplateNodeRow[] = [];
  for (const n of input) {
    const spec = declared.get(n.key)!;
    // Types are checked now; a required argument may be filled in when the template runs. Values of
    // arguments whose bindings do not hold are dropped.
    const checked = checkArgs(
      spec.args.map((a) => ({ ...a, require: false })),
      n.args,
    );
    const args = Object.fromEntries(Object.entries(n.args).filter(([name]) => name in checked));
    const dependsOn = new Set(n.dependsOn);
    for (const [name, value] of Object.entries(args)) {
      if (!isFileArg(value)) continue;
      if ("task" in value) {
        const upstream = declared.get(value.task);
        if (!upstream || value.task === n.key)
          throw new AppError("JobTaskArgsError", `${n.key}.${name}: no task ${value.task}`);
        if (!upstream.outputs.some((o) => o.name === value.output))
          throw new AppError(
            "JobTaskArgsError",
            `${n.key}.${name}: ${value.task} has no output ${value.output}`,
          );
        dependsOn.add(value.task);
      } else {
        const visible = await ctx.db
          .select({ id: dataFiles.id })
          .from(dataFiles)
          .where(
            and(
              eq(dataFiles.id, value.dataFileId),
              isNull(dataFiles.deletedAt),
              owner.side === "user"
                ? usableDataFiles(owner.actor.id)
                : sql`${dataFiles.kind} in ('public', 'module_demo')`,
            ),
          );
        if (!visible[0]) throw new AppError("JobTaskArgsError", `${n.key}.${name}: no such file`);
      }
    }
    for (const d of dependsOn)
      if (!keys.has(d)) throw new AppError("JobTaskArgsError", `${n.key}: no task ${d} to depend on`);
    nodes.push({
      key: n.key,
      moduleId: n.approval || n.processorId ? null : (n.moduleId ?? null),
      processorId: n.approval ? null : (n.processorId ?? null),
      ...(spec.method !== null ? { method: spec.method } : {}),
      ...(n.approval ? { approval: n.approval } : {}),
      args,
      dependsOn: [...dependsOn],
      x: n.x,
      y: n.y,
    });
  }
  checkAcyclic(nodes);
  const roots = nodes.filter((n) => n.dependsOn.length === 0).length;
  if (roots > workflowLimits.maxConcurrent) {
    throw new AppError(
      "JobTaskArgsError",
      `at most ${workflowLimits.maxConcurrent} tasks may start at once (tasks without inputs from other tasks)`,
    );
  }
  return nodes;
}

export function parse(raw: unknown): z.infer<typeof templateInput> {
  const parsed = templateInput.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}`.replace(/^: /, "") : "template");
  }
  return parsed.data;
}
