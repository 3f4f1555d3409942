/**
 * A screen's results on the job page (issue 25 item 5): which task outputs are ranked docking poses
 * (an SDF output of a finished task that has a `receptor` file argument, whose records carry
 * `vina_score` and `rank`: dock/vina's poses.sdf, dock/merge's ranked.sdf), where each one's receptor
 * is (a data set file, or the named output of the named task of the same job), and what a row of
 * the results table shows. No React here: the table is PoseResults.tsx.
 */
import type { SdfRecordFieldsFragment } from "../../graphql";
import { isSdfName } from "../../viewers/fileTypes";
import type { CompanionSource, ViewInput } from "../../viewers/view/sources";
import { argValues, fileArgOf, type JobTask } from "./taskArgs";

/** The file argument naming the receptor the poses were docked into (dock/vina, dock/merge). */
export const receptorArgName = "receptor";
/** The fields of a ranked pose record, as dock/vina writes them. */
export const scoreField = "vina_score";
export const rankField = "rank";

export type ReceptorOf =
  | { readonly kind: "found"; readonly source: CompanionSource; readonly name: string }
  /** A data set file the user no longer sees (removed, or not theirs). */
  | { readonly kind: "missingFile"; readonly dataFileId: number }
  /** The named task is not in the job, or has not written the named output (yet). */
  | { readonly kind: "missingOutput"; readonly task: string; readonly output: string };

type TaskLike = Pick<JobTask, "id" | "key" | "state" | "args" | "outputs">;

/**
 * The receptor of a task: its `receptor` file argument resolved (a data set file by the names the
 * job page knows, or another task's output of the same job); null when the task has none.
 */
export function receptorOf(
  task: Pick<JobTask, "args">,
  tasks: readonly Pick<JobTask, "id" | "key" | "outputs">[],
  fileNames: ReadonlyMap<number, string>,
): ReceptorOf | null {
  const file = fileArgOf(argValues(task)[receptorArgName]);
  if (!file) return null;
  if (file.kind === "dataFile") {
    const name = fileNames.get(file.dataFileId);
    if (name === undefined) return { kind: "missingFile", dataFileId: file.dataFileId };
    return { kind: "found", name, source: { kind: "dataFile", fileId: String(file.dataFileId), name } };
  }
  const upstream = tasks.find((item) => item.key === file.task);
  const output = upstream?.outputs.find((item) => item.name === file.output);
  if (!upstream || !output) return { kind: "missingOutput", task: file.task, output: file.output };
  return {
    kind: "found",
    name: file.output,
    source: { kind: "taskOutput", taskId: upstream.id, output: output.name, size: output.size },
  };
}

export interface PoseOutput<Task extends TaskLike = TaskLike> {
  readonly task: Task;
  readonly output: Task["outputs"][number];
  readonly receptor: ReceptorOf;
  /**
   * Whether this is a final result: no other task with a receptor reads it (dock/merge reads the
   * chunks' poses.sdf, so the job page lists its ranked.sdf and the chunks stay in their panels).
   */
  readonly final: boolean;
}

/**
 * The SDF outputs of the job's finished tasks that have a receptor: the candidates for a results
 * table (the table shows one only once its records carry vina_score and rank), in task order.
 */
export function poseOutputs<Task extends TaskLike>(
  tasks: readonly Task[],
  fileNames: ReadonlyMap<number, string>,
): PoseOutput<Task>[] {
  const withReceptor = tasks.filter((task) => fileArgOf(argValues(task)[receptorArgName]) !== null);
  const readByScreen = new Set<string>();
  for (const task of withReceptor) {
    for (const value of Object.values(argValues(task))) {
      const file = fileArgOf(value);
      if (file?.kind === "output" && file.task !== task.key) readByScreen.add(`${file.task}\n${file.output}`);
    }
  }
  const found: PoseOutput<Task>[] = [];
  for (const task of withReceptor) {
    if (task.state !== "done") continue;
    const receptor = receptorOf(task, tasks, fileNames);
    if (!receptor) continue;
    for (const output of task.outputs) {
      if (!isSdfName(output.name)) continue;
      found.push({ task, output, receptor, final: !readByScreen.has(`${task.key}\n${output.name}`) });
    }
  }
  return found;
}

function attrsOf(record: Pick<SdfRecordFieldsFragment, "attrs">): Record<string, string> {
  const attrs = record.attrs;
  if (typeof attrs !== "object" || attrs === null || Array.isArray(attrs)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs as Record<string, unknown>)) {
    if (typeof value === "string") result[key] = value.trim();
    else if (typeof value === "number") result[key] = String(value);
  }
  return result;
}

/** Whether an SDF record is a ranked docking pose: it carries vina_score and rank. */
export function isPoseRecord(record: Pick<SdfRecordFieldsFragment, "attrOrder">): boolean {
  return record.attrOrder.includes(scoreField) && record.attrOrder.includes(rankField);
}

export interface PoseRow {
  /** The record's place in the file, from 1 (what read_result_molecule_file reads). */
  readonly record: number;
  readonly rank: string;
  readonly ligand: string;
  /** kcal/mol, as Vina wrote it. */
  readonly score: string;
  readonly pose: string;
  readonly smiles: string;
  readonly svg: string | null;
  readonly error: string | null;
}

/** A row of the results table: the ligand's name is its `ligand` field, else the record's title. */
export function poseRowOf(record: SdfRecordFieldsFragment): PoseRow {
  const attrs = attrsOf(record);
  return {
    record: record.index + 1,
    rank: attrs[rankField] ?? "",
    ligand: attrs.ligand || record.name.trim(),
    score: attrs[scoreField] ?? "",
    pose: attrs.pose ?? "",
    smiles: record.smiles ?? "",
    svg: record.molSvg ?? null,
    error: record.error ?? null,
  };
}

/** weView's input for one pose: the record of the task output, over the receptor when it is found. */
export function poseViewInput(
  taskId: string,
  output: string,
  record: number,
  receptor: ReceptorOf,
): ViewInput {
  const pose = { kind: "taskOutput", taskId, output, record } as const;
  return receptor.kind === "found" ? { ...pose, with: receptor.source } : pose;
}
