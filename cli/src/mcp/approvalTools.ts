/** The MCP tools list_approvals and decide_approval: the steps waiting for the user. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { approvalReasonMaxLength } from "@crucible/schema";
import { decideApproval, listApprovals } from "./operations.js";
import { answer, id, type ToolKit } from "./toolKit.js";

/** List_approvals, decide_approval: the steps waiting for the user. */
export function registerApprovalTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "list_approvals",
    {
      title: "List approvals waiting for the user",
      description:
        "Approval steps that wait for the user's decision, of their own jobs and of their projects' jobs whose step names a role they hold (a job in the state waiting stops there until someone approves or rejects, or the step times out and is rejected): job id and name, the step's task key, title, instructions and deadline.",
      inputSchema: {},
      annotations: readOnly,
    },
    run({ tool: "list_approvals" }, async (_args, c) => {
      const approvals = (await listApprovals(c)).map((a) => ({
        jobId: Number(a.jobId),
        jobName: a.jobName,
        key: a.task.key,
        title: a.task.approval?.step.title ?? "",
        instructions: a.task.approval?.step.instructions ?? "",
        deadline: a.task.approval?.deadline ?? null,
      }));
      return answer(
        approvals.length === 0
          ? "No approval waits for the user's decision."
          : `${approvals.length} approval(s) wait for the user's decision. Ask the user, then call decide_approval with their decision.`,
        { total: approvals.length, approvals },
      );
    }),
  );

  server.registerTool(
    "decide_approval",
    {
      title: "Approve or reject a waiting approval",
      description: `Approves or rejects an approval step of one of the user's jobs (job id and the step's task key, from list_approvals), with a reason (required to reject, at most ${approvalReasonMaxLength} characters). Approved: the tasks after it run; rejected: they are cancelled and the job ends. Only with the user's own decision. Needs an API token that is not read-only.`,
      inputSchema: {
        job: id.describe("the job's id"),
        key: z.string().min(1).max(64).describe("the approval step's task key"),
        approve: z.boolean().describe("true approves, false rejects"),
        reason: z.string().max(approvalReasonMaxLength).optional().describe("why; required to reject"),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    run(
      { tool: "decide_approval", missing: "no approval step of the user's waits under this job and key" },
      async (args, c) => {
        const task = await decideApproval(c, {
          jobId: args.job,
          key: args.key,
          approve: args.approve,
          reason: args.reason ?? "",
        });
        const decision = task.approval?.decision;
        return answer(
          `Approval ${task.key} of job ${args.job} ${decision?.approved ? "approved" : "rejected"}${decision?.reason ? ` (${decision.reason})` : ""}; ${decision?.approved ? "the tasks after it run now: call wait_job" : "the tasks after it are cancelled"}.`,
          {
            jobId: args.job,
            key: task.key,
            state: task.state,
            approved: decision?.approved ?? args.approve,
            by: decision?.byAccount ?? null,
            at: decision?.at ?? null,
            reason: decision?.reason ?? args.reason ?? "",
          },
        );
      },
    ),
  );
}
