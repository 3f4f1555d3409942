import { signedInTo } from "../directives.js";
import { AppError } from "../../domain/errors.js";
import { moduleForReader } from "../../domain/files/links.js";
import {
  estimateJob,
  jobQueuePosition,
  taskQueuePosition,
  type EstimateBasis,
  type TaskEstimate,
} from "../../domain/jobs/estimate.js";
import { rerunFailedTasks, reusedFromJobId } from "../../domain/jobs/rerun.js";
import type {
  EstimateBasis as GraphEstimateBasis,
  JobInput,
  JobResolvers,
  MutationResolvers,
  QueryResolvers,
  ResolversTypes,
  TaskResolvers,
} from "../__generated__/resolvers.js";
import type { GraphContext } from "../context.js";

type GraphTaskEstimate = ResolversTypes["TaskEstimate"];
import { toId } from "./scalars.js";
import { approvalStepBody } from "./approvals.js";

const basisNames: Record<EstimateBasis, GraphEstimateBasis> = {
  similar: "SIMILAR",
  all: "ALL",
  none: "NONE",
  approval: "APPROVAL",
};

function argsObject(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new AppError("JobTaskArgsError", "args must be an object");
  return value as Record<string, unknown>;
}

/** The submit input as the domain reads it (ids as numbers). */
function submitInputOf(input: JobInput) {
  return {
    name: input.name,
    emailNotify: input.emailNotify ?? false,
    // The project the job would be made in: the estimate reports the balance of who would pay.
    projectId: input.projectId ? toId(input.projectId, "projectId") : null,
    tasks: input.tasks.map((t) => ({
      key: t.key,
      moduleId: t.moduleId ? toId(t.moduleId, "moduleId") : null,
      processorId: t.processorId ? toId(t.processorId, "processorId") : null,
      approval: approvalStepBody(t.approval),
      method: t.method ?? null,
      args: argsObject(t.args),
      dependsOn: t.dependsOn ?? [],
    })),
  };
}

async function presentTaskEstimate(ctx: GraphContext, t: TaskEstimate): Promise<GraphTaskEstimate> {
  const module = t.moduleId === null ? null : await ctx.loaders.moduleById.load(t.moduleId);
  const processor = t.processorId === null ? null : await ctx.loaders.processorById.load(t.processorId);
  return {
    key: t.key,
    module: module ? moduleForReader(module) : null,
    processor,
    method: t.method,
    price: t.price,
    discount: t.discount,
    inputBytes: t.inputBytes,
    basis: basisNames[t.basis],
    runs: t.runs,
    ownRuns: t.ownRuns,
    medianCpuMs: t.medianCpuMs,
    ownMedianCpuMs: t.ownMedianCpuMs,
    p25CpuMs: t.p25CpuMs,
    p75CpuMs: t.p75CpuMs,
    tokens: t.tokens,
    tokensLow: t.tokensLow,
    tokensHigh: t.tokensHigh,
    thin: t.thin,
  };
}

export const estimateQueries: Pick<Required<QueryResolvers>, "jobEstimate"> = {
  jobEstimate: async (_p, { input }, ctx, info) => {
    const estimate = await estimateJob(ctx, signedInTo(info, "user"), submitInputOf(input));
    const tasks: GraphTaskEstimate[] = [];
    for (const t of estimate.tasks) tasks.push(await presentTaskEstimate(ctx, t));
    return { ...estimate, tasks };
  },
};

export const estimateMutations: Pick<Required<MutationResolvers>, "rerunFailedTasks"> = {
  rerunFailedTasks: async (_p, { id }, ctx, info) => {
    const result = await rerunFailedTasks(ctx, signedInTo(info, "user"), toId(id));
    return {
      job: result.job,
      reused: result.reused.map((r) => ({
        key: r.key,
        fromTaskId: String(r.fromTaskId),
        fromJobId: String(r.fromJobId),
      })),
    };
  },
};

/** Job and Task fields of estimates.graphql, merged into the Job and Task resolvers of workflow.ts. */
export const estimateJobFields: Pick<Required<JobResolvers>, "queuePosition"> = {
  queuePosition: (row, _a, ctx) => jobQueuePosition(ctx, row.id),
};

export const estimateTaskFields: Pick<
  Required<TaskResolvers>,
  "queuePosition" | "reusedFromTaskId" | "reusedFromJobId"
> = {
  queuePosition: (row, _a, ctx) => taskQueuePosition(ctx, row),
  reusedFromTaskId: (row) => (row.reusedFromTaskId === null ? null : String(row.reusedFromTaskId)),
  reusedFromJobId: async (row, _a, ctx) => {
    const jobId = await reusedFromJobId(ctx, row);
    return jobId === null ? null : String(jobId);
  },
};
