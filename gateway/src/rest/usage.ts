/** REST `use/{id}` of container images and processor executables: where each is used (spec §7). */
import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { requireUser } from "../domain/access/guards.js";
import { visibleProcessor } from "../domain/workflow/processors.js";
import { findSysProcessor } from "../domain/workflow/sysProcessors.js";
import { imageUsage, processorUsage } from "../domain/workflow/usage.js";
import { envelope, idParam } from "./handler.js";

export function registerUsageRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));
  post("/api/sys/workflow_job_task_container_image/use/:id", (ctx, request) =>
    imageUsage(ctx, idParam(request)),
  );
  post("/api/workflow_job_task_processor_exe/use/:id", async (ctx, request) => {
    const actor = requireUser(ctx);
    return processorUsage(ctx, await visibleProcessor(ctx, actor, idParam(request)), actor.id);
  });
  post("/api/sys/workflow_job_task_processor_exe/use/:id", async (ctx, request) =>
    processorUsage(ctx, await findSysProcessor(ctx, idParam(request)), null),
  );
}
