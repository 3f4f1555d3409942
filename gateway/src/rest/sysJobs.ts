/**
 * The back office's workflow job calls beside the generic verbs of /api/sys/workflow_job: a job's
 * tasks, cancel, task logs and outputs (read_file, download_file) and return_used_calc_metric.
 */
import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { requirePerm, requireWritable } from "../domain/access/guards.js";
import { AppError } from "../domain/errors.js";
import {
  ledgerOfTasks,
  presentSysJob,
  refundBodySchema,
  refundTaskTokens,
  sysCancelJob,
  sysJobTasks,
  sysTaskFile,
} from "../domain/workflow/sysJobs.js";
import { bodyObject, envelope, idParam } from "./handler.js";
import { presentTask, registerTaskFileRoutes } from "./workflow.js";

export function registerSysJobRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));

  post("/api/sys/workflow_job/tasks/:id", async (ctx, request) => {
    const list = await sysJobTasks(ctx, idParam(request));
    const ledger = await ledgerOfTasks(ctx.db, list);
    return list.map((task) => ({
      ...presentTask(task),
      Charged: ledger.get(task.id)?.charged ?? 0,
      Refunded: ledger.get(task.id)?.refunded ?? 0,
    }));
  });
  post("/api/sys/workflow_job/cancel/:id", async (ctx, request) =>
    presentSysJob(await sysCancelJob(ctx, idParam(request))),
  );
  registerTaskFileRoutes(app, services, "/api/sys/workflow_job_tasks", sysTaskFile);
  post("/api/sys/workflow_job_tasks/return_used_calc_metric", async (ctx, request) => {
    // Who may refund comes before what was sent (a stranger learns nothing about the body's rules).
    requireWritable(requirePerm(ctx, "Workflow.Job.Update"));
    const parsed = refundBodySchema.safeParse(bodyObject(request));
    if (!parsed.success) throw new AppError("ServerInvalidParameter", "JobTaskId");
    const { refunded } = await refundTaskTokens(ctx, parsed.data.JobTaskId);
    return { Refunded: refunded };
  });
}
