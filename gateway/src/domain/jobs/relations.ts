/**
 * Task relations of a job (spec §7 workflow_job_task_relation): the DAG's edges, each an upstream task
 * the downstream one waits for, with the output and argument when the downstream task reads a file
 * the upstream one makes. Derived from the tasks (dependsOn and link arguments); nothing is stored twice.
 */
import type { TaskRow } from "../../db/jobs.js";
import { isFileArg } from "../modules/args.js";

export interface TaskRelation {
  readonly From: string;
  readonly To: string;
  /** The upstream output the downstream argument reads; null for an ordering-only dependency. */
  readonly Output: string | null;
  readonly Arg: string | null;
}

/** The edges of a job's tasks, in task order: file links first for each task, then plain dependencies. */
export function taskRelations(rows: readonly TaskRow[]): TaskRelation[] {
  const relations: TaskRelation[] = [];
  for (const task of rows) {
    const linked = new Set<string>();
    for (const [arg, value] of Object.entries(task.args)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (!isFileArg(item) || !("task" in item)) continue;
        relations.push({ From: item.task, To: task.key, Output: item.output, Arg: arg });
        linked.add(item.task);
      }
    }
    for (const upstream of task.dependsOn) {
      if (!linked.has(upstream)) relations.push({ From: upstream, To: task.key, Output: null, Arg: null });
    }
  }
  return relations;
}
