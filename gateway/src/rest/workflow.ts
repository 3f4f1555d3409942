/** The spec's workflow calls (§7 workflow_job, workflow_job_tasks) over the job services. */
import type { Granted, UserActor } from "../domain/access/guards.js";
import { restCalls, type ProcessorAnswer, type StorageUsage, workflowFeature } from "@crucible/schema";
import { z } from "zod";
import type { JobRow, TaskApproval, TaskRow } from "../db/jobs.js";
import type { ProcessorRow } from "../db/modules.js";
import type { Side } from "../db/schema.js";
import type { Ctx } from "../domain/context.js";
import { presentDataFile } from "../domain/datasets/dataFiles.js";
import { presentModule } from "../domain/modules/catalogue.js";
import {
  cancelJob,
  cloneJob,
  jobResource,
  jobTasks,
  ownJob,
  repairTask,
  resetJob,
  submitJob,
  updateJobTasks,
} from "../domain/jobs/jobs.js";
import { saveResultFileTo, taskFile } from "../domain/jobs/taskFiles.js";
import { availableTokens, userWallet } from "../domain/ledger/tokens.js";
import {
  attachProcessorExeByHash,
  uploadProcessorExe,
  type ProcessorWithExe,
} from "../domain/processors/processorExe.js";
import { maxProcessorExeBytes, processorExeUsage } from "../domain/processors/processors.js";
import { stopJob, stopTask } from "../domain/jobs/stop.js";
import { sysTaskFile } from "../domain/jobs/sysJobs.js";
import { pickableModules } from "../domain/modules/userModules.js";
import { bodyId, defineCall, idParams, idString, type Call, type ExampleRequest } from "./calls.js";
import { sendFile, type ServedFile } from "./files.js";
import { readMultipart } from "./handler.js";

/** A task's approval step and decision, as REST presents it (issue 28 item 6); null for other tasks. */
export function presentApproval(row: Pick<TaskRow, "approval" | "approvalDeadline" | "state">) {
  if (!row.approval) return null;
  const { decision, ...step }: TaskApproval = row.approval;
  return {
    Title: step.title,
    Instructions: step.instructions,
    Owner: step.owner,
    Permission: step.permission,
    /** editor or owner: members of the job's project holding at least this role decide; null: none. */
    ProjectRole: step.projectRole ?? null,
    TimeoutMinutes: step.timeoutMinutes,
    OnTimeout: step.onTimeout,
    Deadline: row.state === "waiting" ? row.approvalDeadline : null,
    Decision: decision
      ? {
          Approved: decision.approved,
          ByAccount: decision.by?.account ?? null,
          BySide: decision.by?.side ?? null,
          At: decision.at,
          Reason: decision.reason,
        }
      : null,
  };
}

export function presentTask(row: TaskRow): Record<string, unknown> {
  return {
    Id: row.id,
    JobId: row.jobId,
    Key: row.key,
    ModuleId: row.moduleId,
    ProcessorId: row.processorId,
    Method: row.method,
    Args: row.args,
    DependsOn: row.dependsOn,
    State: row.state,
    Run: row.run,
    ExitCode: row.exitCode,
    Reason: row.reason,
    StartedAt: row.startedAt,
    FinishedAt: row.finishedAt,
    CpuMs: row.cpuMs,
    WallMs: row.wallMs,
    Tokens: row.tokens,
    Outputs: row.outputs.map((o) => ({ Name: o.name, Size: o.size })),
    Approval: presentApproval(row),
  };
}

function presentProcessor(row: ProcessorRow, exeSize: number | null): ProcessorAnswer {
  return {
    Id: row.id,
    Name: row.name,
    ExeName: row.exeName,
    ExeSize: exeSize,
    Args: row.args,
    Outputs: row.outputs,
    TimeoutSeconds: row.timeoutSeconds,
    Status: row.status,
  };
}

const presentWithExe = ({ processor, exeSize }: ProcessorWithExe) => presentProcessor(processor, exeSize);
const presentJob = jobResource.def.present;

/* ------------------------------------------------------------------ processor executables */

const processorQuery = z.object({ ProcessorId: idString });
const exeMetaBody = z.object({ Name: z.string().min(1), Sha256: z.string().min(1) });

const processorExample = (id: number): ExampleRequest => ({ query: { ProcessorId: String(id) } });
const exeMetaExample = (id: number): ExampleRequest => ({
  ...processorExample(id),
  body: { Name: "p.sh", Sha256: "A".repeat(64) },
});

/**
 * A processor's executable on one side: the whole file as multipart field "file", or by its hash
 * when the store already holds bytes the caller may read (upload_meta answers Exists and attaches
 * it). The user side changes the caller's own processors, /api/sys the system ones.
 */
function processorExeCalls(side: Side): Call[] {
  const base = side === "user" ? "/api" : "/api/sys";
  const update = "Workflow.Job.Task.Processor.Update";
  const owned = side === "user";
  const writeGuard = side === "user" ? ({ side: "user" } as const) : ({ perm: update } as const);
  return [
    defineCall({
      path: `${base}/workflow_job_task_processor_exe/upload_file`,
      feature: workflowFeature,
      guard: writeGuard,
      query: processorQuery,
      ...(owned ? { owned: { kind: "processor" as const, example: processorExample } } : {}),
      // The file is read once the processor is known to be the caller's (not by the adapter).
      run: ({ ctx, actor, query, request }) =>
        uploadProcessorExe(ctx, actor, query.ProcessorId, () =>
          readMultipart(request, "file", maxProcessorExeBytes),
        ),
      // The answer of restCalls.processorExeUpload.
      present: (uploaded): ProcessorAnswer => presentWithExe(uploaded),
    }),
    defineCall({
      path: `${base}/workflow_job_task_processor_exe/upload_meta`,
      feature: workflowFeature,
      guard: writeGuard,
      query: processorQuery,
      body: exeMetaBody,
      ...(owned ? { owned: { kind: "processor" as const, example: exeMetaExample } } : {}),
      run: ({ ctx, actor, query, body }) =>
        attachProcessorExeByHash(ctx, actor, query.ProcessorId, {
          name: body.Name,
          sha256: body.Sha256,
        }),
      present: (attached) =>
        attached ? { Exists: true, Processor: presentWithExe(attached) } : { Exists: false },
    }),
  ];
}

/* ------------------------------------------------------------------ jobs */

/** A task of a REST body as submitted; the job service checks every field (JobTaskArgsError). */
const submittedTask = z
  .object({
    Key: z.unknown().optional(),
    ModuleId: z.unknown().optional(),
    ProcessorId: z.unknown().optional(),
    Method: z.unknown().optional(),
    /** An approval step (issue 28 item 6): {Title, Instructions, Owner, Permission, ProjectRole, TimeoutMinutes, OnTimeout}. */
    Approval: z.unknown().optional(),
    Args: z.unknown().optional(),
    DependsOn: z.unknown().optional(),
  })
  .catch({});

/** A REST approval step in the domain's words (the domain checks it: approvalStepSchema). */
function approvalInput(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value ?? null;
  const v = value as Record<string, unknown>;
  return {
    title: v.Title,
    instructions: v.Instructions ?? undefined,
    owner: v.Owner ?? undefined,
    permission: v.Permission ?? null,
    projectRole: v.ProjectRole ?? null,
    timeoutMinutes: v.TimeoutMinutes ?? undefined,
    onTimeout: v.OnTimeout ?? undefined,
  };
}

export const submitBody = z.object({
  Name: z.unknown().optional(),
  EmailNotify: z.unknown().optional(),
  Tags: z.unknown().optional(),
  /** The project to make the job in (issue 28 item 2); the domain checks the caller edits it. */
  ProjectId: z.unknown().optional(),
  Tasks: z.array(submittedTask).catch([]),
});

/** A submit body as the domain reads it (the domain checks it: submitSchema). */
export function submitInput(body: z.infer<typeof submitBody>) {
  return {
    name: body.Name,
    emailNotify: body.EmailNotify === true,
    tags: body.Tags,
    projectId: body.ProjectId,
    tasks: body.Tasks.map((task) => ({
      key: task.Key,
      moduleId: task.ModuleId,
      processorId: task.ProcessorId,
      method: task.Method,
      approval: approvalInput(task.Approval),
      args: task.Args ?? {},
      dependsOn: task.DependsOn ?? [],
    })),
  };
}

const taskUpdate = z.object({
  Key: z.union([z.string(), z.number()]).transform(String),
  Method: z
    .unknown()
    .optional()
    .transform((method) => (typeof method === "string" ? method : null)),
  Args: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((args) => args ?? {}),
});

const updateTasksBody = z.object({ Id: bodyId, Tasks: z.array(taskUpdate).default([]) });

const repairBody = z.object({
  Id: bodyId,
  Key: z.string().min(1),
  Args: z.record(z.string(), z.unknown()).nullish(),
});

const cloneBody = z.object({ Name: z.string().nullish() });

/** A task of a job by its name (stop_task). */
export const jobTaskBody = z.object({ Id: bodyId, Key: z.string().min(1) });

const saveResultBody = z.object({
  JobTaskId: bodyId,
  KeyName: z.string().optional(),
  Name: z.string().nullish(),
  DirNames: z.array(z.coerce.string()).nullish(),
});

/** Calls on one job of the caller's (`:id`), answering the job. */
function jobCall(
  path: `/api/${string}`,
  change: (ctx: Ctx, actor: UserActor, id: number) => Promise<JobRow>,
): Call {
  return defineCall({
    path,
    feature: workflowFeature,
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "job" },
    run: ({ ctx, actor, params }) => change(ctx, actor, params.id),
    present: presentJob,
  });
}

/* ------------------------------------------------------------------ task files */

type TaskFileReader = (
  ctx: Ctx,
  actor: UserActor | Granted<"Workflow.Job.Read">,
  taskId: number,
  type: string,
  keyName: string | undefined,
) => Promise<ServedFile>;

const taskFileQuery = z.object({
  Type: z.string().optional(),
  KeyName: z.string().optional(),
  ArgName: z.string().optional(),
});

/**
 * GET or POST `<base>/read_file/{id}` (inline, Range) and `<base>/download_file/{id}` of a task's
 * stdout, stderr or output (?Type=Stdout|Stderr|OutFile|DynamicOutFile&KeyName=...): the owner's
 * task on the user side, any task with Workflow.Job.Read in the back office.
 */
function taskFileCalls(side: Side): Call[] {
  const base = side === "user" ? "/api/workflow_job_tasks" : "/api/sys/workflow_job_tasks";
  const read: TaskFileReader = (ctx, actor, ...rest) =>
    actor.side === "user" ? taskFile(ctx, actor, ...rest) : sysTaskFile(ctx, actor, ...rest);
  return (
    [
      ["read_file", "inline"],
      ["download_file", "attachment"],
    ] as const
  ).map(([verb, disposition]) =>
    defineCall({
      path: `${base}/${verb}/:id`,
      feature: workflowFeature,
      methods: ["GET", "POST"],
      guard: side === "user" ? { side: "user" } : { perm: "Workflow.Job.Read" },
      reads: true,
      params: idParams,
      query: taskFileQuery,
      ...(side === "user" ? { owned: { kind: "task" as const } } : {}),
      run: async ({ ctx, actor, params, query, request, reply }) => {
        const file = await read(ctx, actor, params.id, query.Type ?? "", query.KeyName ?? query.ArgName);
        return sendFile(ctx, request, reply, file, disposition);
      },
    }),
  );
}

export const workflowCalls: Call[] = [
  defineCall({
    path: "/api/workflow_job_task_module/list",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => pickableModules(ctx, actor),
    present: (rows) => rows.map(presentModule),
  }),
  defineCall({
    path: "/api/workflow_job_task_processor_exe/total_usage_size",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => processorExeUsage(ctx, actor),
    present: (usage): StorageUsage => usage,
  }),
  defineCall({
    path: "/api/sys/workflow_job_task_processor_exe/total_usage_size",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Task.Processor.Read" },
    reads: true,
    run: ({ ctx, actor }) => processorExeUsage(ctx, actor),
    present: (usage): StorageUsage => usage,
  }),
  ...processorExeCalls("user"),
  ...processorExeCalls("sys"),
  defineCall({
    path: "/api/workflow_job/submit",
    feature: workflowFeature,
    guard: { side: "user" },
    body: submitBody,
    run: ({ ctx, actor, body }) => submitJob(ctx, actor, submitInput(body)),
    present: presentJob,
  }),
  defineCall({
    path: "/api/workflow_job/tasks/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    params: idParams,
    owned: { kind: "job" },
    run: async ({ ctx, params }) => jobTasks(ctx, (await ownJob(ctx, params.id)).id),
    present: (rows) => rows.map(presentTask),
  }),
  jobCall("/api/workflow_job/cancel/:id", cancelJob),
  // A running (or waiting) job's unfinished tasks end abort, "stopped by the user" (domain/jobs/stop.ts).
  jobCall("/api/workflow_job/stop/:id", stopJob),
  defineCall({
    path: "/api/workflow_job/stop_task",
    feature: workflowFeature,
    guard: { side: "user" },
    body: jobTaskBody,
    owned: { kind: "job", example: (id) => ({ body: { Id: id, Key: "p" } }) },
    run: ({ ctx, actor, body }) => stopTask(ctx, actor, body.Id, body.Key),
    present: presentTask,
  }),
  jobCall("/api/workflow_job/reset/:id", (ctx, actor, id) => resetJob(ctx, actor, id, false)),
  jobCall("/api/workflow_job/restart/:id", (ctx, actor, id) => resetJob(ctx, actor, id, true)),
  defineCall({
    path: "/api/workflow_job/clone/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    params: idParams,
    body: cloneBody,
    owned: { kind: "job" },
    run: ({ ctx, actor, params, body }) => cloneJob(ctx, actor, params.id, body.Name),
    present: presentJob,
  }),
  defineCall({
    path: "/api/workflow_job/update_tasks",
    feature: workflowFeature,
    guard: { side: "user" },
    body: updateTasksBody,
    owned: { kind: "job", example: (id) => ({ body: { Id: id } }) },
    run: ({ ctx, actor, body }) =>
      updateJobTasks(
        ctx,
        actor,
        body.Id,
        body.Tasks.map((t) => ({ key: t.Key, method: t.Method, args: t.Args })),
      ),
    present: (rows) => rows.map(presentTask),
  }),
  defineCall({
    path: "/api/workflow_job/repair_task",
    feature: workflowFeature,
    guard: { side: "user" },
    body: repairBody,
    owned: { kind: "job", example: (id) => ({ body: { Id: id, Key: "p" } }) },
    run: ({ ctx, actor, body }) => repairTask(ctx, actor, body.Id, body.Key, body.Args ?? null),
    present: presentTask,
  }),
  defineCall({
    path: "/api/user/token_balance",
    guard: { side: "user" },
    reads: true,
    // Held: what the user's waiting and running tasks hold of the balance; Available: what is left
    // for new jobs.
    run: async ({ ctx, actor }) => {
      const { balance, held, available } = await availableTokens(ctx, userWallet(actor.id));
      return { Balance: balance, Held: held, Available: available };
    },
  }),
  ...taskFileCalls("user"),
  ...taskFileCalls("sys"),
  /** save_result_file_to: an output becomes a private data set file (same blob, quota counted). */
  defineCall({
    path: restCalls.saveResultFileTo.path,
    feature: workflowFeature,
    guard: { side: "user" },
    body: saveResultBody,
    owned: { kind: "task", example: (id) => ({ body: { JobTaskId: id, KeyName: "out.txt" } }) },
    run: ({ ctx, actor, body }) =>
      saveResultFileTo(ctx, actor, {
        taskId: body.JobTaskId,
        keyName: body.KeyName,
        name: body.Name ?? "",
        dirNames: body.DirNames ?? [],
      }),
    present: presentDataFile,
  }),
];
