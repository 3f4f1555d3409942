/** The back office's workflow jobs over GraphQL: thin adapters over domain/jobs/sysJobs.ts. */
import { grantedIn } from "../directives.js";
import DataLoader from "dataloader";
import { fromGraphQuery } from "../../domain/query.js";
import {
  changedSysJob,
  findSysJob,
  ledgerOfTasks,
  listSysJobs,
  refundTaskTokens,
  sysCancelJob,
  sysStopJob,
  sysStopTask,
  sysJobResource,
  taskCountsOfJobs,
} from "../../domain/jobs/sysJobs.js";
import { listWorkerPools } from "../../domain/scheduler/pools.js";
import type { TaskRow } from "../../db/jobs.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import type { GraphContext } from "../context.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";
import { presentTaskApproval } from "./approvals.js";

const taskFileBase = "/api/sys/workflow_job_tasks";

/** Per-request loaders of this area, kept beside the request's context (one statement per relation). */
interface SysJobLoaders {
  readonly countsByJob: DataLoader<number, { total: number; done: number }>;
  readonly ledgerByTask: DataLoader<TaskRow, { charged: number; refunded: number }, string>;
}

const loaderCache = new WeakMap<GraphContext, SysJobLoaders>();

function loadersOf(ctx: GraphContext): SysJobLoaders {
  const cached = loaderCache.get(ctx);
  if (cached) return cached;
  const loaders: SysJobLoaders = {
    countsByJob: new DataLoader(async (ids) => {
      const counts = await taskCountsOfJobs(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? { total: 0, done: 0 });
    }),
    ledgerByTask: new DataLoader(
      async (list) => {
        const ledger = await ledgerOfTasks(ctx.db, list);
        return list.map((task) => ledger.get(task.id) ?? { charged: 0, refunded: 0 });
      },
      // A task's ledger depends on its run: the key is the task and its run.
      { cacheKeyFn: (task) => `${task.id}:${task.run}` },
    ),
  };
  loaderCache.set(ctx, loaders);
  return loaders;
}

export const sysJobQueries: Pick<Required<QueryResolvers>, "sysJobs" | "sysJob" | "workerPools"> = {
  sysJobs: (_p, { query }, ctx) => listSysJobs(ctx, fromGraphQuery(query)),
  sysJob: (_p, { id }, ctx, info) => findSysJob(ctx, grantedIn(info, "Workflow.Job.Read"), toId(id)),
  workerPools: async (_p, _a, ctx, info) =>
    (await listWorkerPools(ctx, grantedIn(info, "Workflow.Job.Read"))).map((pool) => ({
      name: pool.name,
      labels: [...pool.labels],
      cpus: pool.cpus,
      memoryMb: pool.memoryMb,
      running: pool.running,
      queued: pool.queued,
      workers: pool.workers.map(({ row, running }) => ({
        id: row.id,
        host: row.host,
        pid: row.pid,
        routes: row.routes,
        cpus: row.cpus,
        memoryMb: row.memoryMb,
        labels: row.labels,
        partitions: row.partitions,
        images: row.images.length,
        running,
        startedAt: row.startedAt,
        seenAt: row.seenAt,
      })),
    })),
};

export const sysJobMutations: Pick<
  Required<MutationResolvers>,
  "sysCancelJob" | "sysStopJob" | "sysStopTask" | "sysRemoveJob" | "sysRecoverJob" | "sysRefundTask"
> = {
  sysCancelJob: (_p, { id }, ctx, info) =>
    sysCancelJob(ctx, grantedIn(info, "Workflow.Job.Update"), toId(id)),
  sysStopJob: (_p, { id }, ctx, info) => sysStopJob(ctx, grantedIn(info, "Workflow.Job.Update"), toId(id)),
  sysStopTask: async (_p, { id, key }, ctx, info) => {
    const actor = grantedIn(info, "Workflow.Job.Update");
    await sysStopTask(ctx, actor, toId(id), key);
    return changedSysJob(ctx, actor, toId(id));
  },
  ...resourceMutations(sysJobResource, {
    remove: { field: "sysRemoveJob", answer: "row" },
    recover: "sysRecoverJob",
  }),
  sysRefundTask: (_p, { taskId }, ctx, info) =>
    refundTaskTokens(ctx, grantedIn(info, "Workflow.Job.Update"), toId(taskId, "taskId")),
};

export const sysJobTypeResolvers: Pick<Resolvers, "SysJob" | "SysTask"> = {
  SysJob: {
    id: (row) => String(row.id),
    ownerId: (row) => String(row.ownerId),
    ownerAccount: (row, _a, ctx) => ctx.loaders.accountByUser.user.load(row.ownerId),
    taskCount: async (row, _a, ctx) => (await loadersOf(ctx).countsByJob.load(row.id)).total,
    doneCount: async (row, _a, ctx) => (await loadersOf(ctx).countsByJob.load(row.id)).done,
    progress: async (row, _a, ctx) => {
      const counts = await loadersOf(ctx).countsByJob.load(row.id);
      return counts.total === 0 ? 1 : counts.done / counts.total;
    },
    tokens: (row, _a, ctx) => ctx.loaders.tokensByJob.load(row.id),
    tasks: (row, _a, ctx) => ctx.loaders.tasksByJob.load(row.id),
  },
  SysTask: {
    id: (row) => String(row.id),
    approval: (row, _a, ctx) => presentTaskApproval(ctx, "sys", row),
    module: (row, _a, ctx) => (row.moduleId === null ? null : ctx.loaders.moduleById.load(row.moduleId)),
    processor: (row, _a, ctx) =>
      row.processorId === null ? null : ctx.loaders.processorById.load(row.processorId),
    charged: async (row, _a, ctx) => (await loadersOf(ctx).ledgerByTask.load(row)).charged,
    refunded: async (row, _a, ctx) => (await loadersOf(ctx).ledgerByTask.load(row)).refunded,
    refundable: async (row, _a, ctx) => {
      const ledger = await loadersOf(ctx).ledgerByTask.load(row);
      return ledger.charged > 0 && ledger.refunded === 0;
    },
    stdoutUrl: (row) =>
      row.stdoutBlobId === null ? null : `${taskFileBase}/read_file/${row.id}?Type=Stdout`,
    stderrUrl: (row) =>
      row.stderrBlobId === null ? null : `${taskFileBase}/read_file/${row.id}?Type=Stderr`,
    outputs: (row) =>
      row.outputs.map((o) => ({
        name: o.name,
        size: o.size,
        sha256: o.sha256,
        readUrl: `${taskFileBase}/read_file/${row.id}?Type=OutFile&KeyName=${encodeURIComponent(o.name)}`,
        downloadUrl: `${taskFileBase}/download_file/${row.id}?Type=OutFile&KeyName=${encodeURIComponent(o.name)}`,
      })),
  },
};
