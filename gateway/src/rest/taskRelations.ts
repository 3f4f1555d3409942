/** REST for a job's task relations (spec §7 workflow_job_task_relation), for its owner and the back office. */
import { workflowFeature } from "@crucible/schema";
import { z } from "zod";
import { jobTasks, ownJob } from "../domain/jobs/jobs.js";
import { taskRelations } from "../domain/jobs/relations.js";
import { sysJobTasks } from "../domain/jobs/sysJobs.js";
import { bodyId, defineCall } from "./calls.js";

const jobBody = z.object({ JobId: bodyId });

export const taskRelationCalls = [
  defineCall({
    path: "/api/workflow_job_task_relation/query",
    guard: { side: "user" },
    feature: workflowFeature,
    reads: true,
    body: jobBody,
    owned: { kind: "job", example: (id) => ({ body: { JobId: id } }) },
    run: async ({ ctx, body }) => taskRelations(await jobTasks(ctx, (await ownJob(ctx, body.JobId)).id)),
  }),
  defineCall({
    path: "/api/sys/workflow_job_task_relation/query",
    guard: { perm: "Workflow.Job.Read" },
    feature: workflowFeature,
    reads: true,
    body: jobBody,
    run: async ({ ctx, actor, body }) => taskRelations(await sysJobTasks(ctx, actor, body.JobId)),
  }),
];
