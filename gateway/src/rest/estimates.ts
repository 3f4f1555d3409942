/**
 * The REST twins of the estimate (POST /api/workflow_job/estimate, a read: it creates nothing) and of
 * rerunFailedTasks (POST /api/workflow_job/rerun_failed/:id, a write).
 */
import { workflowFeature } from "@crucible/schema";
import { estimateJob, type TaskEstimate } from "../domain/jobs/estimate.js";
import { jobResource } from "../domain/jobs/jobs.js";
import { rerunFailedTasks } from "../domain/jobs/rerun.js";
import { defineCall, idParams } from "./calls.js";
import { submitBody, submitInput } from "./workflow.js";

function presentTaskEstimate(t: TaskEstimate) {
  return {
    Key: t.key,
    ModuleId: t.moduleId,
    ProcessorId: t.processorId,
    Method: t.method,
    Price: t.price,
    Discount: t.discount,
    InputBytes: t.inputBytes,
    Basis: t.basis,
    Runs: t.runs,
    OwnRuns: t.ownRuns,
    MedianCpuMs: t.medianCpuMs,
    OwnMedianCpuMs: t.ownMedianCpuMs,
    P25CpuMs: t.p25CpuMs,
    P75CpuMs: t.p75CpuMs,
    Tokens: t.tokens,
    TokensLow: t.tokensLow,
    TokensHigh: t.tokensHigh,
    Thin: t.thin,
  };
}

export const estimateCalls = [
  // The GraphQL jobEstimate's twin: what a job would cost and the balance after it, created nothing.
  defineCall({
    path: "/api/workflow_job/estimate",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    body: submitBody,
    run: ({ ctx, actor, body }) => estimateJob(ctx, actor, submitInput(body)),
    present: (estimate) => ({
      Tasks: estimate.tasks.map(presentTaskEstimate),
      Tokens: estimate.tokens,
      TokensLow: estimate.tokensLow,
      TokensHigh: estimate.tokensHigh,
      Complete: estimate.complete,
      Balance: estimate.balance,
      Held: estimate.held,
      BalanceAfter: estimate.balanceAfter,
    }),
  }),
  defineCall({
    path: "/api/workflow_job/rerun_failed/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "job" },
    run: ({ ctx, actor, params }) => rerunFailedTasks(ctx, actor, params.id),
    present: (result) => ({
      Job: jobResource.def.present(result.job),
      Reused: result.reused.map((r) => ({ Key: r.key, FromTaskId: r.fromTaskId, FromJobId: r.fromJobId })),
    }),
  }),
];
