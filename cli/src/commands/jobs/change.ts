/** job cancel, reset, restart, stop, crate, clone: changing a job (or copying it). */
import type { Command } from "commander";
import type { CrucibleClient } from "../../api.js";
import {
  CliCancelJobDocument,
  CliCloneJobDocument,
  CliResetJobDocument,
  CliRestartJobDocument,
  CliStopJobDocument,
  CliStopTaskDocument,
} from "../../__generated__/operations.js";
import { parseId, signedInContext } from "../../context.js";
import { downloadJobCrate } from "../../crates.js";
import { jobRow } from "./job.js";

/** cancel, reset, restart, stop, crate, clone. */
export function registerChangeCommands(job: Command): void {
  for (const [verb, change, description] of [
    [
      "cancel",
      async (client: CrucibleClient, id: string) =>
        (await client.graphql(CliCancelJobDocument, { id })).cancelJob,
      "cancel a job that has not started running (pending or waiting)",
    ],
    [
      "reset",
      async (client: CrucibleClient, id: string) =>
        (await client.graphql(CliResetJobDocument, { id })).resetJob,
      "run the unfinished tasks of a failed or cancelled job again",
    ],
    [
      "restart",
      async (client: CrucibleClient, id: string) =>
        (await client.graphql(CliRestartJobDocument, { id })).restartJob,
      "run every task of a finished job again",
    ],
  ] as const) {
    job
      .command(verb)
      .description(description)
      .argument("<id>")
      .action(async (id: string, _options: unknown, command: Command) => {
        const context = await signedInContext(command);
        context.print.record(jobRow(await change(context.client, String(parseId(id, "job id")))));
      });
  }

  job
    .command("stop")
    .description(
      'stop a running job (or --task one task): its unfinished tasks end abort, "stopped by the user"; what ran keeps its logs and outputs so far and is charged for the CPU it used',
    )
    .argument("<id>")
    .option("--task <key>", "only this task (the tasks that wait for it stay waiting)")
    .action(async (id: string, options: { task?: string }, command: Command) => {
      const context = await signedInContext(command);
      const jobId = String(parseId(id, "job id"));
      const answer = options.task
        ? (await context.client.graphql(CliStopTaskDocument, { id: jobId, key: options.task })).stopTask
        : (await context.client.graphql(CliStopJobDocument, { id: jobId })).stopJob;
      context.print.record(jobRow(answer));
    });

  job
    .command("crate")
    .description(
      "download a job's provenance as a Workflow Run RO-Crate (a zip: the workflow, each task's module, arguments, inputs, outputs, times, CPU, tokens)",
    )
    .argument("<id>")
    // Not -o: that is every command's --output format.
    .option("-f, --file <file>", "where to write it (default job-<id>-ro-crate.zip)")
    .action(async (id: string, options: { file?: string }, command: Command) => {
      const context = await signedInContext(command);
      const jobId = parseId(id, "job id");
      const saved = await downloadJobCrate(
        context.client,
        jobId,
        options.file ?? `job-${jobId}-ro-crate.zip`,
        context.signal,
      );
      context.print.record({ ...saved });
    });

  job
    .command("clone")
    .description("a new job with the same tasks, arguments and tags")
    .argument("<id>")
    .option("--name <name>", "the new job's name")
    .action(async (id: string, options: { name?: string }, command: Command) => {
      const context = await signedInContext(command);
      const { cloneJob } = await context.client.graphql(CliCloneJobDocument, {
        id: String(parseId(id, "job id")),
        name: options.name ?? null,
      });
      context.print.record(jobRow(cloneJob));
    });
}
