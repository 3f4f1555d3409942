/** REST for a job's task relations (spec §7 workflow_job_task_relation), for its owner and the back office. */
import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { jobTasks, ownJob } from "../domain/workflow/jobs.js";
import { taskRelations } from "../domain/workflow/relations.js";
import { sysJobTasks } from "../domain/workflow/sysJobs.js";
import { bodyObject, envelope } from "./handler.js";

function jobIdOf(body: Record<string, unknown>): number {
  const id = typeof body.JobId === "string" && /^\d+$/.test(body.JobId) ? Number(body.JobId) : body.JobId;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0)
    throw new AppError("ServerInvalidParameter", "JobId");
  return id;
}

export function registerTaskRelationRoutes(app: FastifyInstance, services: Services): void {
  app.post(
    "/api/workflow_job_task_relation/query",
    envelope(services, async (ctx, request) => {
      const job = await ownJob(ctx, jobIdOf(bodyObject(request)));
      return taskRelations(await jobTasks(ctx, job.id));
    }),
  );
  app.post(
    "/api/sys/workflow_job_task_relation/query",
    envelope(services, async (ctx, request) =>
      taskRelations(await sysJobTasks(ctx, jobIdOf(bodyObject(request)))),
    ),
  );
}
