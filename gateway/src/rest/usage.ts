/** REST `use/{id}` of container images and processor executables: where each is used (spec §7). */
import { workflowFeature } from "@crucible/schema";
import { visibleProcessor } from "../domain/processors/processors.js";
import { findSysProcessor } from "../domain/processors/sysProcessors.js";
import { imageUsage, processorUsage } from "../domain/modules/usage.js";
import { defineCall, idParams } from "./calls.js";

export const usageCalls = [
  defineCall({
    path: "/api/sys/workflow_job_task_container_image/use/:id",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Task.ContainerImage.Read" },
    reads: true,
    params: idParams,
    run: ({ ctx, params }) => imageUsage(ctx, params.id),
  }),
  defineCall({
    path: "/api/workflow_job_task_processor_exe/use/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    params: idParams,
    owned: { kind: "processor" },
    run: async ({ ctx, actor, params }) =>
      processorUsage(ctx, await visibleProcessor(ctx, actor, params.id), actor.id),
  }),
  defineCall({
    path: "/api/sys/workflow_job_task_processor_exe/use/:id",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Task.Processor.Read" },
    reads: true,
    params: idParams,
    run: async ({ ctx, params }) => processorUsage(ctx, await findSysProcessor(ctx, params.id), null),
  }),
];
