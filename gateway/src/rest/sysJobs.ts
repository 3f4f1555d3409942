/**
 * The back office's workflow job calls beside the generic verbs of /api/sys/workflow_job: a job's
 * tasks with what each was charged and refunded, cancel, stop (a job or one task), and
 * return_used_calc_metric. Task logs and outputs (read_file, download_file) are registered with the
 * user's in rest/workflow.ts.
 */
import { workflowFeature } from "@crucible/schema";
import {
  presentSysJob,
  refundBodySchema,
  refundTaskTokens,
  sysCancelJob,
  sysJobTasksWithLedger,
  sysStopJob,
  sysStopTask,
} from "../domain/jobs/sysJobs.js";
import { listWorkerPools, type WorkerPool } from "../domain/scheduler/pools.js";
import { defineCall, idParams } from "./calls.js";
import { jobTaskBody, presentTask } from "./workflow.js";

/** A pool as the REST envelope names it. */
function presentPool(pool: WorkerPool) {
  return {
    Name: pool.name,
    Labels: pool.labels,
    Cpus: pool.cpus,
    MemoryMb: pool.memoryMb,
    Running: pool.running,
    Queued: pool.queued,
    Workers: pool.workers.map(({ row, running }) => ({
      Id: row.id,
      Host: row.host,
      Pid: row.pid,
      Routes: row.routes,
      Cpus: row.cpus,
      MemoryMb: row.memoryMb,
      Labels: row.labels,
      Partitions: row.partitions,
      Images: row.images.length,
      Running: running,
      StartedAt: row.startedAt,
      SeenAt: row.seenAt,
    })),
  };
}

export const sysJobCalls = [
  defineCall({
    path: "/api/sys/worker_pool/list",
    guard: { perm: "Workflow.Job.Read" },
    feature: workflowFeature,
    reads: true,
    run: ({ ctx, actor }) => listWorkerPools(ctx, actor),
    present: (pools) => pools.map(presentPool),
  }),
  defineCall({
    path: "/api/sys/workflow_job/tasks/:id",
    guard: { perm: "Workflow.Job.Read" },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    run: ({ ctx, actor, params }) => sysJobTasksWithLedger(ctx, actor, params.id),
    present: (list) =>
      list.map(({ task, charged, refunded }) => ({
        ...presentTask(task),
        Charged: charged,
        Refunded: refunded,
      })),
  }),
  defineCall({
    path: "/api/sys/workflow_job/cancel/:id",
    guard: { perm: "Workflow.Job.Update" },
    feature: workflowFeature,
    params: idParams,
    run: ({ ctx, actor, params }) => sysCancelJob(ctx, actor, params.id),
    present: presentSysJob,
  }),
  defineCall({
    path: "/api/sys/workflow_job/stop/:id",
    guard: { perm: "Workflow.Job.Update" },
    feature: workflowFeature,
    params: idParams,
    run: ({ ctx, actor, params }) => sysStopJob(ctx, actor, params.id),
    present: presentSysJob,
  }),
  defineCall({
    path: "/api/sys/workflow_job/stop_task",
    guard: { perm: "Workflow.Job.Update" },
    feature: workflowFeature,
    body: jobTaskBody,
    run: ({ ctx, actor, body }) => sysStopTask(ctx, actor, body.Id, body.Key),
    present: presentTask,
  }),
  defineCall({
    path: "/api/sys/workflow_job_tasks/return_used_calc_metric",
    guard: { perm: "Workflow.Job.Update" },
    feature: workflowFeature,
    // Who may refund is checked before what was sent (a stranger learns nothing about the body's rules).
    body: refundBodySchema,
    run: ({ ctx, actor, body }) => refundTaskTokens(ctx, actor, body.JobTaskId),
    present: ({ refunded }) => ({ Refunded: refunded }),
  }),
];
