/** A job as the CLI reads it: fetched with its tasks, as a table row, its states, its cost estimate. */
import { CliError, type CrucibleClient } from "../../api.js";
import { taskOf as taskInfoOf, type TaskInfo } from "../../answers.js";
import {
  CliJobDocument,
  CliJobEstimateDocument,
  CliJobWithTasksDocument,
  type CliJobEstimateQuery,
  type JobRowFieldsFragment,
  type JobInput,
} from "../../__generated__/operations.js";

/** A job as the CLI reads it, with its tasks when asked for. */
export type JobInfo = JobRowFieldsFragment & { tasks?: TaskInfo[] };

export const finishedStates = new Set(["done", "abort", "cancel"]);
/** The states a job is in (spec §4), for `job list --state`. */
export const jobStates = ["prePending", "pending", "doing", "waiting", "done", "abort", "cancel"] as const;

/** The server's cost estimate of a job (GraphQL jobEstimate), for `job submit --dry-run` and MCP. */
export type JobEstimate = CliJobEstimateQuery["jobEstimate"];

export async function estimateJob(client: CrucibleClient, input: JobInput): Promise<JobEstimate> {
  return (await client.graphql(CliJobEstimateDocument, { input })).jobEstimate;
}

export function jobRow(job: JobInfo) {
  return {
    Id: Number(job.id),
    Name: job.name,
    State: job.state,
    Progress: Math.round(job.progress * 100) / 100,
    Tags: job.tags,
    Tokens: job.tokens,
    CreatedAt: job.createdAt,
    FinishedAt: job.finishedAt,
  };
}

export const jobColumns = [
  { key: "Id" },
  { key: "Name" },
  { key: "State" },
  { key: "Progress", format: (v: unknown) => `${Math.round(Number(v) * 100)}%` },
  { key: "Tags" },
  { key: "CreatedAt" },
];

export function taskRow(task: TaskInfo) {
  return {
    Id: Number(task.id),
    Key: task.key,
    Module: task.module?.key ?? task.processor?.name ?? null,
    Method: task.method,
    State: task.state,
    Run: task.run,
    ExitCode: task.exitCode,
    Reason: task.reason,
    CpuMs: task.cpuMs,
    Tokens: task.tokens,
    Outputs: task.outputs.map((o) => o.name),
  };
}

export const taskColumns = [
  { key: "Id" },
  { key: "Key" },
  { key: "Module" },
  { key: "State" },
  { key: "ExitCode" },
  { key: "Reason" },
  { key: "Outputs" },
];

export async function getJob(client: CrucibleClient, id: number, withTasks = true): Promise<JobInfo> {
  if (!withTasks) return (await client.graphql(CliJobDocument, { id: String(id) })).job;
  const { job } = await client.graphql(CliJobWithTasksDocument, { id: String(id) });
  return { ...job, tasks: job.tasks.map(taskInfoOf) };
}

/** The job's tasks `--task` names (key or id), or all of them; CliNotFound names those there are. */
export function taskOf(job: JobInfo, key: string | undefined): TaskInfo[] {
  const tasks = job.tasks ?? [];
  if (!key) return tasks;
  const found = tasks.filter((t) => t.key === key || t.id === key);
  if (found.length === 0) {
    throw new CliError(
      "CliNotFound",
      `job ${job.id} has no task ${key}; its tasks: ${tasks.map((t) => t.key).join(", ")}`,
    );
  }
  return found;
}
