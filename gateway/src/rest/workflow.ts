/** The spec's workflow calls (§7 workflow_job, workflow_job_tasks) over the job services. */
import type { FastifyInstance } from "fastify";
import type { ProcessorRow, TaskRow } from "../db/schema.js";
import { storeBlob } from "../domain/files/blobs.js";
import {
  maxProcessorExeBytes,
  reusableExeBlob,
  ownProcessor,
  processorExeUsage,
  setProcessorExe,
} from "../domain/workflow/processors.js";
import { setSysProcessorExe, systemProcessorForUpdate } from "../domain/workflow/sysProcessors.js";
import type { Ctx, Services } from "../domain/context.js";
import type { Permission } from "@crucible/schema";
import { requireActor, requirePerm, requireUser } from "../domain/access/guards.js";
import { presentDataFile } from "../domain/datasets/dataFiles.js";
import { AppError } from "../domain/errors.js";
import { checkFileName } from "../domain/files/uploads.js";
import { presentModule } from "../domain/workflow/catalogue.js";
import { pickableModules } from "../domain/workflow/userModules.js";
import {
  cancelJob,
  cloneJob,
  jobResource,
  jobTasks,
  repairTask,
  resetJob,
  saveResultFileTo,
  submitJob,
  taskFile,
  updateJobTasks,
} from "../domain/workflow/jobs.js";
import { tokenBalance } from "../domain/workflow/ledger.js";
import { bodyObject, envelope, idParam, readMultipart, stringField } from "./handler.js";
import { sendFile, type ServedFile } from "./files.js";

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
  };
}

function tasksBody(body: Record<string, unknown>) {
  const list = Array.isArray(body.Tasks) ? body.Tasks : [];
  return list.map((t) => {
    const task = (typeof t === "object" && t !== null ? t : {}) as Record<string, unknown>;
    return {
      key: task.Key,
      moduleId: task.ModuleId,
      processorId: task.ProcessorId,
      method: task.Method,
      args: task.Args ?? {},
      dependsOn: task.DependsOn ?? [],
    };
  });
}

function processorIdQuery(query: unknown): number {
  const value = Number((query as Record<string, unknown> | null)?.ProcessorId);
  if (!Number.isSafeInteger(value) || value <= 0) throw new AppError("ServerInvalidParameter", "ProcessorId");
  return value;
}

function presentProcessor(row: ProcessorRow, exeSize: number | null): Record<string, unknown> {
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

export function registerWorkflowRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));
  const present = jobResource.def.present;

  post("/api/workflow_job_task_module/list", async (ctx) => (await pickableModules(ctx)).map(presentModule));
  // A processor's executable: the whole file as multipart field "file", or by its hash when the
  // store already holds those bytes (upload_meta answers Exists and attaches it). The same calls
  // under /api/sys for system processors (Workflow.Job.Task.Processor.Update).
  const exeRoutes: readonly {
    readonly prefix: string;
    readonly check: (ctx: Ctx, id: number) => Promise<unknown>;
    readonly setExe: (ctx: Ctx, id: number, exe: { name: string; blobId: number }) => Promise<ProcessorRow>;
    readonly side: "user" | "sys";
    readonly readPerm: Permission | null;
  }[] = [
    { prefix: "/api", check: ownProcessor, setExe: setProcessorExe, side: "user", readPerm: null },
    {
      prefix: "/api/sys",
      check: systemProcessorForUpdate,
      setExe: setSysProcessorExe,
      side: "sys",
      readPerm: "Workflow.Job.Task.Processor.Read",
    },
  ];
  for (const { prefix, check, setExe, side, readPerm } of exeRoutes) {
    post(`${prefix}/workflow_job_task_processor_exe/total_usage_size`, async (ctx) =>
      processorExeUsage(ctx, readPerm ? requirePerm(ctx, readPerm) : requireUser(ctx)),
    );
    post(`${prefix}/workflow_job_task_processor_exe/upload_file`, async (ctx, request) => {
      const id = processorIdQuery(request.query);
      await check(ctx, id);
      const file = await readMultipart(request, "file", maxProcessorExeBytes);
      const name = checkFileName(file.name);
      const blob = await storeBlob(ctx, file.bytes, "application/octet-stream");
      return presentProcessor(await setExe(ctx, id, { name, blobId: blob.id }), blob.size);
    });
    post(`${prefix}/workflow_job_task_processor_exe/upload_meta`, async (ctx, request) => {
      const id = processorIdQuery(request.query);
      await check(ctx, id);
      const body = bodyObject(request);
      // Blobs are keyed by the upper-case hex SHA-256 (spec §9); either case is accepted.
      const sha256 = stringField(body, "Sha256").toUpperCase();
      if (!/^[0-9A-F]{64}$/.test(sha256)) throw new AppError("ServerInvalidParameter", "Sha256");
      const name = checkFileName(stringField(body, "Name"));
      const actor = requireActor(ctx, side);
      const blob = await reusableExeBlob(ctx, actor, sha256);
      if (!blob) return { Exists: false };
      return {
        Exists: true,
        Processor: presentProcessor(await setExe(ctx, id, { name, blobId: blob.id }), blob.size),
      };
    });
  }
  post("/api/workflow_job/submit", async (ctx, request) => {
    const body = bodyObject(request);
    return present(
      await submitJob(ctx, {
        name: body.Name,
        emailNotify: body.EmailNotify === true,
        tasks: tasksBody(body),
      }),
    );
  });
  post("/api/workflow_job/tasks/:id", async (ctx, request) => {
    const job = await jobResource.find(ctx, idParam(request));
    return (await jobTasks(ctx, job.id)).map(presentTask);
  });
  post("/api/workflow_job/cancel/:id", async (ctx, request) =>
    present(await cancelJob(ctx, idParam(request))),
  );
  post("/api/workflow_job/reset/:id", async (ctx, request) =>
    present(await resetJob(ctx, idParam(request), false)),
  );
  post("/api/workflow_job/restart/:id", async (ctx, request) =>
    present(await resetJob(ctx, idParam(request), true)),
  );
  post("/api/workflow_job/clone/:id", async (ctx, request) =>
    present(await cloneJob(ctx, idParam(request), stringField(bodyObject(request), "Name", false))),
  );
  post("/api/workflow_job/update_tasks", async (ctx, request) => {
    const body = bodyObject(request);
    const id = Number(body.Id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("ServerInvalidParameter", "Id");
    const updates = tasksBody(body).map((t) => ({
      key: String(t.key),
      method: typeof t.method === "string" ? t.method : null,
      args: t.args as Record<string, unknown>,
    }));
    return (await updateJobTasks(ctx, id, updates)).map(presentTask);
  });
  post("/api/workflow_job/repair_task", async (ctx, request) => {
    const body = bodyObject(request);
    const id = Number(body.Id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("ServerInvalidParameter", "Id");
    const args =
      typeof body.Args === "object" && body.Args !== null ? (body.Args as Record<string, unknown>) : null;
    return presentTask(await repairTask(ctx, id, stringField(body, "Key"), args));
  });
  post("/api/user/token_balance", async (ctx) => ({
    Balance: await tokenBalance(ctx.db, requireUser(ctx).id),
  }));

  registerTaskFileRoutes(app, services, "/api/workflow_job_tasks", taskFile);

  /** save_result_file_to: an output becomes a private data set file (same blob, quota counted). */
  post("/api/workflow_job_tasks/save_result_file_to", async (ctx, request) => {
    const body = bodyObject(request);
    const taskId = Number(body.JobTaskId);
    if (!Number.isSafeInteger(taskId) || taskId <= 0)
      throw new AppError("ServerInvalidParameter", "JobTaskId");
    return presentDataFile(
      await saveResultFileTo(ctx, {
        taskId,
        keyName: body.KeyName,
        name: typeof body.Name === "string" ? body.Name : "",
        dirNames: Array.isArray(body.DirNames) ? body.DirNames.map(String) : [],
      }),
    );
  });
}

type TaskFileReader = (
  ctx: Ctx,
  taskId: number,
  type: string,
  keyName: string | undefined,
) => Promise<ServedFile>;

/**
 * GET or POST `<base>/read_file/{id}` (inline, Range) and `<base>/download_file/{id}` of a task's
 * stdout, stderr or output (?Type=Stdout|Stderr|OutFile|DynamicOutFile&KeyName=...); `read` decides
 * who may read the task (its owner, or a system user with Workflow.Job.Read).
 */
export function registerTaskFileRoutes(
  app: FastifyInstance,
  services: Services,
  base: string,
  read: TaskFileReader,
): void {
  for (const method of ["GET", "POST"] as const) {
    for (const [verb, disposition] of [
      ["read_file", "inline"],
      ["download_file", "attachment"],
    ] as const) {
      app.route({
        method,
        url: `${base}/${verb}/:id`,
        handler: envelope(services, async (ctx, request, reply) => {
          const { Type, KeyName, ArgName } = request.query as {
            Type?: string;
            KeyName?: string;
            ArgName?: string;
          };
          const file = await read(ctx, idParam(request), Type ?? "", KeyName ?? ArgName);
          return sendFile(ctx, request, reply, file, disposition);
        }),
      });
    }
  }
}
