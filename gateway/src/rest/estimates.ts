/** The REST twin of rerunFailedTasks: POST /api/workflow_job/rerun_failed/:id (a write). */
import { jobResource } from "../domain/workflow/jobs.js";
import { rerunFailedTasks } from "../domain/workflow/rerun.js";
import { defineCall, idParams } from "./calls.js";

export const estimateCalls = [
  defineCall({
    path: "/api/workflow_job/rerun_failed/:id",
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "job" },
    run: ({ ctx, params }) => rerunFailedTasks(ctx, params.id),
    present: (result) => ({
      Job: jobResource.def.present(result.job),
      Reused: result.reused.map((r) => ({ Key: r.key, FromTaskId: r.fromTaskId, FromJobId: r.fromJobId })),
    }),
  }),
];
