/**
 * Reading a task's arguments: what it runs (a module or a processor) with its declared arguments and
 * outputs, file arguments (a data set file `{dataFileId}` or an upstream output `{task, output}`),
 * the links between tasks they make, and the data set files a job reads.
 */
import type { ArgSpecFieldsFragment, JobTaskFieldsFragment, QueryInput } from "../../graphql";

type TaskModule = NonNullable<JobTaskFieldsFragment["module"]>;

/**
 * A task as the screens read it: the user's Task or the back office's SysTask (the same fields, but
 * the back office does not ask for the module's result-view pack).
 */
export type JobTask = Omit<JobTaskFieldsFragment, "__typename" | "module"> & {
  readonly module: (Omit<TaskModule, "resultViewUrl"> & { readonly resultViewUrl?: string | null }) | null;
};
export type ArgSpec = ArgSpecFieldsFragment;

export type FileArg =
  | { readonly kind: "dataFile"; readonly dataFileId: number }
  | { readonly kind: "output"; readonly task: string; readonly output: string };

export function fileArgOf(value: unknown): FileArg | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.dataFileId === "number" && Number.isSafeInteger(record.dataFileId)) {
    return { kind: "dataFile", dataFileId: record.dataFileId };
  }
  if (typeof record.task === "string" && typeof record.output === "string") {
    return { kind: "output", task: record.task, output: record.output };
  }
  return null;
}

/** The task's argument values as an object (an empty one when the server sent something else). */
export function argValues(task: Pick<JobTask, "args">): Record<string, unknown> {
  const args = task.args;
  if (typeof args !== "object" || args === null || Array.isArray(args)) return {};
  return args as Record<string, unknown>;
}

export interface TaskRunner {
  readonly kind: "module" | "processor" | "approval" | "unknown";
  readonly name: string;
  /** The module method the task runs (its label in the UI language), when the module has several. */
  readonly method: { readonly name: string; readonly label: string } | null;
  readonly args: readonly ArgSpec[];
  readonly outputs: readonly { name: string; label: string; labelZh: string | null; format: string }[];
}

/** What a task runs: its module or its processor (a task runs exactly one of them), or an approval step. */
export function runnerOf(
  task: Pick<JobTask, "module" | "processor" | "method"> & { readonly approval?: JobTask["approval"] },
  zh: boolean,
): TaskRunner {
  // An approval step runs nothing: it shows its title.
  if (task.approval)
    return { kind: "approval", name: task.approval.step.title, method: null, args: [], outputs: [] };
  if (task.module) {
    const methods = task.module.methods;
    // A task without a method runs the first one; a method gone from the module shows its name.
    const chosen = task.method ? methods.find((m) => m.name === task.method) : methods[0];
    const shown = methods.length > 1 || (task.method !== null && task.method !== undefined);
    return {
      kind: "module",
      name: zh && task.module.nameZh ? task.module.nameZh : task.module.name,
      method: shown
        ? {
            name: task.method ?? chosen?.name ?? "",
            label: chosen ? (zh && chosen.labelZh ? chosen.labelZh : chosen.label) : (task.method ?? ""),
          }
        : null,
      args: chosen?.args ?? task.module.args,
      outputs: chosen?.outputs ?? task.module.outputs,
    };
  }
  if (task.processor) {
    return {
      kind: "processor",
      name: task.processor.name,
      method: null,
      args: task.processor.args,
      outputs: task.processor.outputs,
    };
  }
  return { kind: "unknown", name: "", method: null, args: [], outputs: [] };
}

export function argLabelOf(spec: ArgSpec | undefined, name: string, zh: boolean): string {
  if (!spec) return name;
  if (zh && spec.labelZh) return spec.labelZh;
  return spec.label || name;
}

/** The arguments to show, in the declared order, then any value the declaration does not name. */
export function orderedArgs(
  task: Pick<JobTask, "args">,
  specs: readonly ArgSpec[],
): { name: string; spec: ArgSpec | undefined; value: unknown }[] {
  const values = argValues(task);
  const rows: { name: string; spec: ArgSpec | undefined; value: unknown }[] = [];
  for (const spec of specs) {
    if (spec.name in values) rows.push({ name: spec.name, spec, value: values[spec.name] });
  }
  for (const [name, value] of Object.entries(values)) {
    if (!specs.some((spec) => spec.name === name)) rows.push({ name, spec: undefined, value });
  }
  return rows;
}

/** The links made by file arguments: `to` reads `output` of `from`. */
export function outputLinks(
  tasks: readonly Pick<JobTask, "key" | "args">[],
): { from: string; to: string; output: string }[] {
  const links: { from: string; to: string; output: string }[] = [];
  for (const task of tasks) {
    for (const value of Object.values(argValues(task))) {
      const file = fileArgOf(value);
      if (file?.kind === "output") links.push({ from: file.task, to: task.key, output: file.output });
    }
  }
  return links;
}

/** The data set files the tasks read. */
export function dataFileIdsOf(tasks: readonly Pick<JobTask, "args">[]): number[] {
  const ids = new Set<number>();
  for (const task of tasks) {
    for (const value of Object.values(argValues(task))) {
      const file = fileArgOf(value);
      if (file?.kind === "dataFile") ids.add(file.dataFileId);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** One query for the names of these files: Id = a OR Id = b ... (a file no longer visible is left out). */
export function dataFilesQuery(ids: readonly number[]): QueryInput {
  return {
    where: [
      {
        logic: "AND",
        values: ids.map((id, index) => ({
          name: "Id",
          symbol: "=",
          value: String(id),
          logic: index === 0 ? "AND" : "OR",
        })),
      },
    ],
    limit: Math.max(1, ids.length),
  };
}

/** A plain value as text: strings as they are, everything else as JSON. */
export function plainValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value);
}

/** Milliseconds as "850 ms", "12.3 s", "4 min 05 s" or "2 h 03 min". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 2 : 1)} s`;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${String(whole % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** The file name of an output path ("outputs/a/passed.sdf" -> "passed.sdf"). */
export function baseName(path: string): string {
  const parts = path.split("/");
  return parts[parts.length - 1] || path;
}
