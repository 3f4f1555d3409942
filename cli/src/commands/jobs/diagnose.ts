/** `job diagnose`: why a task failed. */
import { CliError, type CrucibleClient } from "../../api.js";
import type { TaskInfo } from "../../answers.js";
import { CliDataFileDocument } from "../../__generated__/operations.js";
import { checkParams, type ArgSpec } from "../../params.js";
import { lastLines, taskLog } from "./logs.js";

function argsOfTask(task: TaskInfo): ArgSpec[] {
  if (task.module) {
    const method = task.method
      ? task.module.methods.find((m) => m.name === task.method)
      : task.module.methods[0];
    return method?.args ?? [];
  }
  return task.processor?.args ?? [];
}

/** Why a task failed: its exit code and reason, its last log lines, and the arguments that look wrong. */
export async function diagnoseTask(client: CrucibleClient, task: TaskInfo, lines: number) {
  const [stderr, stdout] = await Promise.all([
    taskLog(client, task, "Stderr"),
    taskLog(client, task, "Stdout"),
  ]);
  const specs = argsOfTask(task);
  const suspects: { Arg: string; Why: string }[] = [];
  try {
    checkParams(specs, task.args, task.key);
  } catch (error) {
    if (error instanceof CliError && Array.isArray(error.meta?.Problems)) {
      for (const problem of error.meta.Problems as string[]) {
        const at = problem.indexOf(":");
        suspects.push({ Arg: problem.slice(0, at), Why: problem.slice(at + 1).trim() });
      }
    }
  }
  // File inputs: the file's format against the formats the argument accepts.
  for (const spec of specs) {
    const value = task.args[spec.name] as { dataFileId?: number } | undefined;
    if (spec.format !== "file" || typeof value?.dataFileId !== "number") continue;
    try {
      const { dataFile } = await client.graphql(CliDataFileDocument, { id: String(value.dataFileId) });
      const ext = dataFile.name.toLowerCase().split(".").pop() ?? "";
      if (spec.fileFormats?.length && !spec.fileFormats.includes(ext)) {
        suspects.push({
          Arg: spec.name,
          Why: `file ${dataFile.name} is not one of ${spec.fileFormats.join(", ")}`,
        });
      } else if (dataFile.size === 0) {
        suspects.push({ Arg: spec.name, Why: `file ${dataFile.name} is empty` });
      }
    } catch (error) {
      if (error instanceof CliError && error.exitCode === 4) {
        suspects.push({ Arg: spec.name, Why: `data file ${value.dataFileId} no longer exists` });
      } else throw error;
    }
  }
  // Arguments the program's last words name.
  const tail = lastLines(stderr, lines).concat(lastLines(stdout, lines)).join("\n");
  for (const spec of specs) {
    if (suspects.some((s) => s.Arg === spec.name)) continue;
    if (new RegExp(`\\b${spec.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(tail)) {
      suspects.push({
        Arg: spec.name,
        Why: `named in the task's output (value ${JSON.stringify(task.args[spec.name] ?? null)})`,
      });
    }
  }
  return {
    Task: task.key,
    TaskId: Number(task.id),
    State: task.state,
    ExitCode: task.exitCode,
    Reason: task.reason,
    Args: task.args,
    SuspectArgs: suspects,
    Stderr: stderr ? lastLines(stderr, lines) : [],
    Stdout: stdout ? lastLines(stdout, lines) : [],
  };
}
