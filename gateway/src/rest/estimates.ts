/** The REST twin of rerunFailedTasks: POST /api/workflow_job/rerun_failed/:id (a write: read-only tokens are refused). */
import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { jobResource } from "../domain/workflow/jobs.js";
import { rerunFailedTasks } from "../domain/workflow/rerun.js";
import { envelope, idParam } from "./handler.js";

export function registerEstimateRoutes(app: FastifyInstance, services: Services): void {
  app.post(
    "/api/workflow_job/rerun_failed/:id",
    envelope(services, async (ctx, request) => {
      const result = await rerunFailedTasks(ctx, idParam(request));
      return {
        Job: jobResource.def.present(result.job),
        Reused: result.reused.map((r) => ({ Key: r.key, FromTaskId: r.fromTaskId, FromJobId: r.fromJobId })),
      };
    }),
  );
}
