/**
 * job approvals|approve|reject (issue 28 item 6): the approval steps waiting for the signed-in user's
 * decision, and the decision (a reason is required to reject).
 */
import type { Command } from "commander";
import { approvalReasonMaxLength } from "@crucible/schema/limits";
import { CliError } from "../api.js";
import { CliApprovalsDocument, CliDecideApprovalDocument } from "../__generated__/operations.js";
import { parseId, signedInContext } from "../context.js";

const approvalColumns = [
  { key: "JobId" },
  { key: "Job" },
  { key: "Task" },
  { key: "Title" },
  { key: "Deadline" },
];

function reasonOf(reason: string | undefined, required: boolean): string {
  const text = (reason ?? "").trim();
  if (required && text.length === 0)
    throw new CliError("CliUsage", "a rejection needs a reason: --reason <text>", {
      zh: "拒绝需要填写原因：--reason <原因>",
    });
  if (text.length > approvalReasonMaxLength)
    throw new CliError("CliUsage", `the reason is longer than ${approvalReasonMaxLength} characters`, {
      zh: `原因不能超过 ${approvalReasonMaxLength} 个字符`,
    });
  return text;
}

export function registerApprovalCommands(job: Command): void {
  job
    .command("approvals")
    .description(
      "approval steps waiting for your decision (your jobs', and your projects' naming your role), the soonest deadline first",
    )
    .action(async (_options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const { approvals } = await context.client.graphql(CliApprovalsDocument);
      context.print.list(
        approvals.map((a) => ({
          JobId: Number(a.jobId),
          Job: a.jobName,
          Task: a.task.key,
          Title: a.task.approval?.step.title ?? "",
          Instructions: a.task.approval?.step.instructions ?? "",
          Deadline: a.task.approval?.deadline ?? null,
        })),
        approvalColumns,
      );
    });

  for (const [verb, approve, description] of [
    ["approve", true, "approve a waiting approval step of a job: the tasks after it run"],
    ["reject", false, "reject a waiting approval step (--reason required): the tasks after it are cancelled"],
  ] as const) {
    job
      .command(verb)
      .description(description)
      .argument("<job>", "the job's id")
      .argument("<task>", "the approval step's name in the job")
      .option(
        "--reason <text>",
        `why (at most ${approvalReasonMaxLength} characters)${approve ? "" : "; required"}`,
      )
      .action(async (jobId: string, key: string, options: { reason?: string }, command: Command) => {
        const context = await signedInContext(command);
        const reason = reasonOf(options.reason, !approve);
        const { decideApproval } = await context.client.graphql(CliDecideApprovalDocument, {
          jobId: String(parseId(jobId, "job id")),
          key,
          approve,
          reason,
        });
        const decision = decideApproval.approval?.decision;
        context.print.record({
          JobId: Number(jobId),
          Task: decideApproval.key,
          State: decideApproval.state,
          Approved: decision?.approved ?? approve,
          By: decision?.byAccount ?? null,
          At: decision?.at ?? null,
          Reason: decision?.reason ?? reason,
        });
      });
  }
}
