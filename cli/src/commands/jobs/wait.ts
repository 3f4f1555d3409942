/** Waiting for a job to finish (`job wait`, `job submit --wait`, `job progress --follow`). */
import { CliError } from "../../api.js";
import { checkInterrupted, type CommandContext } from "../../context.js";
import { createProgress } from "../../progress.js";
import { withRetries } from "../../transfer.js";
import { finishedStates, getJob, jobRow, type JobInfo } from "./job.js";

/** How many times in a row a wait retries a failed poll by default (backoff: about a minute in all). */
export const waitRetries = 10;

/**
 * Polls a job until it finishes; a bar of done tasks on a terminal. CliJobFailed unless it is done.
 * A poll the server cannot answer (not reachable, restarting, a 5xx) is retried with the downloads'
 * backoff, `retries` times in a row, so a wait outlives a gateway restart.
 */
export async function waitForJob(
  context: CommandContext,
  id: number,
  options: { timeoutSeconds?: number; interval?: number; quietFailure?: boolean; retries?: number } = {},
): Promise<JobInfo> {
  const deadline = options.timeoutSeconds ? Date.now() + options.timeoutSeconds * 1000 : null;
  const progress = await createProgress(context.progress);
  const bar = progress.add(`job ${id} tasks done`, 0, "tasks");
  let delay = 300;
  try {
    for (;;) {
      checkInterrupted();
      const job = await withRetries(context.client.url, () => getJob(context.client, id), {
        retries: options.retries ?? waitRetries,
        signal: context.signal,
        interrupted: () => new CliError("CliInterrupted", `stopped waiting for job ${id} (Ctrl-C)`),
        exhausted: (failure, attempts) =>
          new CliError(
            failure.type,
            `${failure.value ?? failure.type} (waiting for job ${id}, after ${attempts} attempts; \`crucible job wait ${id}\` waits again)`,
            { meta: { ...failure.meta, JobId: id }, status: failure.status },
          ),
      });
      const tasks = job.tasks ?? [];
      bar.setTotal(tasks.length);
      bar.update(tasks.filter((t) => t.state === "done").length);
      if (finishedStates.has(job.state)) {
        if (job.state !== "done" && !options.quietFailure) {
          const failed = tasks
            .filter((t) => t.state === "abort")
            .map((t) => `${t.key}: ${t.reason ?? `exit code ${t.exitCode}`}`);
          throw new CliError(
            "CliJobFailed",
            `job ${id} ended ${job.state}${failed.length ? ` (${failed.join("; ")})` : ""}; see \`crucible job diagnose ${id}\``,
            {
              meta: { Job: jobRow(job) },
            },
          );
        }
        return job;
      }
      if (deadline && Date.now() > deadline) {
        throw new CliError("CliTimeout", `job ${id} is still ${job.state} after ${options.timeoutSeconds} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(options.interval ?? 2000, Math.round(delay * 1.5));
    }
  } finally {
    progress.stop();
  }
}
