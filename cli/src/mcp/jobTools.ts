/** The MCP tools estimate_job, submit_job, wait_job and get_job: a job from its estimate to its end. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { jobInput, jobShape, missingModule } from "./jobInput.js";
import {
  estimateJob,
  getJob,
  runTemplate,
  settledStates,
  submitJob,
  type JobEstimate,
  type JobView,
} from "./operations.js";
import { answer, id, limits, type ToolKit } from "./toolKit.js";

function taskSummary(t: JobView["tasks"][number]) {
  return {
    id: Number(t.id),
    key: t.key,
    module: t.module?.key ?? null,
    method: t.method,
    state: t.state,
    exitCode: t.exitCode,
    reason: t.reason,
    tokens: t.tokens,
    outputs: t.outputs,
  };
}

function jobSummary(job: JobView) {
  return {
    id: Number(job.id),
    name: job.name,
    tags: job.tags,
    state: job.state,
    settled: settledStates.has(job.state),
    progress: job.progress,
    tokens: job.tokens,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    tasks: job.tasks.map(taskSummary),
  };
}

function jobSentence(job: JobView): string {
  const counts = new Map<string, number>();
  for (const t of job.tasks) counts.set(t.state, (counts.get(t.state) ?? 0) + 1);
  const tasks = [...counts].map(([state, n]) => `${n} ${state}`).join(", ");
  const next =
    job.state === "done"
      ? "call get_job_results for its outputs"
      : job.state === "abort"
        ? "a task failed: call get_task_logs with the failed task's id (stream stderr) to see why"
        : job.state === "cancel"
          ? "it was cancelled"
          : job.state === "waiting"
            ? "an approval step waits for a person's decision: call list_approvals, and ask the user before calling decide_approval"
            : "still running: call wait_job again";
  return `Job ${job.id} "${job.name}" is ${job.state} (tasks: ${tasks}); ${next}.`;
}

function estimateSentence(estimate: JobEstimate): string {
  const unknown = estimate.tasks.filter((t) => t.tokens === null).map((t) => t.key);
  const known =
    unknown.length === estimate.tasks.length
      ? "No estimate: no task has earlier runs of this module to go by, so the cost is known only after the run"
      : `Estimated ${estimate.tokens} tokens (${estimate.tokensLow} to ${estimate.tokensHigh})${unknown.length ? `, not counting ${unknown.join(", ")} (no earlier runs to go by)` : ""}`;
  const held = estimate.held > 0 ? ` (${estimate.held} held for waiting and running tasks)` : "";
  return `${known}. Token balance ${estimate.balance}${held}, ${estimate.balanceAfter} after the estimated cost.`;
}

async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Estimate_job, submit_job, wait_job, get_job: a job from its estimate to its end. */
export function registerJobTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "estimate_job",
    {
      title: "Estimate a job's cost",
      description:
        "What a job would cost in tokens (from earlier runs of similar input size) and the user's balance after it, checked like a submit (the same arguments as submit_job) but creating nothing. Works with a read-only token.",
      inputSchema: jobShape,
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "estimate_job",
        missing: missingModule(args),
        find: "call search_modules or search_templates first",
      }),
      async (args, c) => {
        const { input } = await jobInput(c, args);
        const estimate = await estimateJob(c, input);
        return answer(estimateSentence(estimate), { ...estimate });
      },
    ),
  );

  server.registerTool(
    "submit_job",
    {
      title: "Submit a job",
      description:
        "Submits a job: one module with its args ({module, args}), several tasks ({tasks}), or a template with argument overrides ({template, overrides}). Answers the job's id and tasks; then call wait_job. Needs an API token that is not read-only.",
      inputSchema: jobShape,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    run(
      (args) => ({
        tool: "submit_job",
        missing: missingModule(args),
        find: "call search_modules or search_templates first",
      }),
      async (args, c) => {
        const { input, template } = await jobInput(c, args);
        const job = template
          ? await runTemplate(c, template.id, {
              name: input.name,
              tags: input.tags,
              overrides: template.overrides,
            })
          : await submitJob(c, input);
        return answer(
          `Submitted job ${job.id} "${job.name}" (${job.state}). Next: wait_job {jobId: ${job.id}}.`,
          {
            job: jobSummary(job),
          },
        );
      },
    ),
  );

  server.registerTool(
    "wait_job",
    {
      title: "Wait for a job",
      description: `Waits until the job settles (done, abort or cancel) or timeoutSeconds pass (default ${limits.waitSecondsDefault}, at most ${limits.waitSecondsMax}; keep it under your client's request timeout), reporting progress. A job still running at the timeout is not an error: call wait_job again.`,
      inputSchema: {
        jobId: id.describe("the job's id (from submit_job)"),
        timeoutSeconds: z.number().min(1).max(limits.waitSecondsMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "wait_job",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c, extra) => {
        const deadline = Date.now() + (args.timeoutSeconds ?? limits.waitSecondsDefault) * 1000;
        const progressToken = extra._meta?.progressToken;
        let delay = 500;
        let job = await getJob(c, args.jobId);
        while (!settledStates.has(job.state) && Date.now() < deadline && !extra.signal.aborted) {
          if (progressToken !== undefined) {
            const done = job.tasks.filter((t) => t.state === "done").length;
            await extra.sendNotification({
              method: "notifications/progress",
              params: {
                progressToken,
                progress: done,
                total: job.tasks.length,
                message: `job ${job.id} is ${job.state}`,
              },
            });
          }
          await sleep(Math.min(delay, Math.max(0, deadline - Date.now())), extra.signal);
          delay = Math.min(delay * 1.5, 3000);
          job = await getJob(c, args.jobId);
        }
        return answer(jobSentence(job), { job: jobSummary(job) });
      },
    ),
  );

  server.registerTool(
    "get_job",
    {
      title: "Read a job",
      description:
        "A job's state, progress and tokens, and each task's id, key, module, method, arguments, state, exit code, failure reason and outputs (names and sizes).",
      inputSchema: { jobId: id.describe("the job's id") },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_job",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c) => {
        const job = await getJob(c, args.jobId);
        return answer(jobSentence(job), {
          job: {
            ...jobSummary(job),
            tasks: job.tasks.map((t) => ({
              ...taskSummary(t),
              args: t.args,
              dependsOn: t.dependsOn,
              startedAt: t.startedAt,
              finishedAt: t.finishedAt,
              cpuMs: t.cpuMs,
              wallMs: t.wallMs,
            })),
          },
        });
      },
    ),
  );
}
