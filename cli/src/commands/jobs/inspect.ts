/** job status, progress, get, wait, tasks, diagnose: reading a job. */
import type { Command } from "commander";
import { parseCount, parseId, signedInContext } from "../../context.js";
import { diagnoseTask } from "./diagnose.js";
import { getJob, jobRow, taskColumns, taskOf, taskRow } from "./job.js";
import { waitForJob, waitRetries } from "./wait.js";

/** job status, progress, get, wait, tasks, diagnose. */
export function registerInspectCommands(job: Command): void {
  job
    .command("status")
    .description("a job's state and progress")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      context.print.record(jobRow(await getJob(context.client, parseId(id, "job id"), false)));
    });

  job
    .command("progress")
    .description("done tasks of a job, per task; --follow shows a bar until it finishes")
    .argument("<id>")
    .option("--follow", "follow until the job finishes")
    .action(async (id: string, options: { follow?: boolean }, command: Command) => {
      const context = await signedInContext(command);
      const jobId = parseId(id, "job id");
      const found = options.follow
        ? await waitForJob(context, jobId, { quietFailure: true })
        : await getJob(context.client, jobId);
      const tasks = found.tasks ?? [];
      const counts: Record<string, number> = {};
      for (const t of tasks) counts[t.state] = (counts[t.state] ?? 0) + 1;
      const record = {
        Id: Number(found.id),
        State: found.state,
        Progress: found.progress,
        Done: counts.done ?? 0,
        Total: tasks.length,
        Tasks: tasks.map((t) => ({ Key: t.key, State: t.state })),
      };
      if (context.print.format !== "table") return context.print.record(record);
      context.print.text(
        `job ${record.Id}: ${record.State}, ${record.Done}/${record.Total} tasks done (${Math.round(record.Progress * 100)}%)`,
        record,
      );
      context.print.list(record.Tasks, [{ key: "Key" }, { key: "State" }]);
    });

  job
    .command("get")
    .description("a job with its tasks")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const found = await getJob(context.client, parseId(id, "job id"));
      const record = {
        ...jobRow(found),
        Tasks: (found.tasks ?? []).map((t) => ({ ...taskRow(t), Args: t.args, DependsOn: t.dependsOn })),
      };
      if (context.print.format !== "table") return context.print.record(record);
      const { Tasks, ...head } = record;
      context.print.record(head);
      context.print.note("");
      context.print.list(Tasks, taskColumns);
    });

  job
    .command("wait")
    .description("wait until a job finishes: exit 0 when done, 5 when it failed or was cancelled")
    .argument("<id>")
    .option("--timeout <seconds>", "give up after this many seconds (exit 1)")
    .option(
      "--retries <n>",
      "retries in a row when the server cannot be reached (backoff 0.5 s to 8 s)",
      String(waitRetries),
    )
    .action(async (id: string, options: { timeout?: string; retries: string }, command: Command) => {
      const context = await signedInContext(command);
      const found = await waitForJob(context, parseId(id, "job id"), {
        retries: parseCount(options.retries, "--retries"),
        ...(options.timeout ? { timeoutSeconds: parseCount(options.timeout, "--timeout") } : {}),
      });
      context.print.record(jobRow(found));
    });

  job
    .command("tasks")
    .description("a job's tasks")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const found = await getJob(context.client, parseId(id, "job id"));
      context.print.list((found.tasks ?? []).map(taskRow), taskColumns);
    });

  job
    .command("diagnose")
    .description("why a job's tasks failed: exit code, reason, last log lines, the arguments that look wrong")
    .argument("<id>")
    .option("--task <key>", "only this task (default: every failed task)")
    .option("--lines <n>", "log lines to show", "20")
    .action(async (id: string, options: { task?: string; lines: string }, command: Command) => {
      const context = await signedInContext(command);
      const found = await getJob(context.client, parseId(id, "job id"));
      const tasks = options.task
        ? taskOf(found, options.task)
        : (found.tasks ?? []).filter((t) => t.state === "abort");
      const lines = parseCount(options.lines, "--lines");
      const reports = [];
      for (const task of tasks) reports.push(await diagnoseTask(context.client, task, lines));
      const record = { Job: Number(found.id), State: found.state, Failed: reports.length, Tasks: reports };
      if (context.print.format !== "table") return context.print.record(record);
      if (reports.length === 0) {
        context.print.text(`job ${found.id} is ${found.state}: no failed task`, record);
        return;
      }
      const out: string[] = [];
      for (const r of reports) {
        out.push(`Task ${r.Task} (#${r.TaskId}): ${r.State}, exit code ${r.ExitCode ?? "none"}`);
        if (r.Reason) out.push(`  Reason: ${r.Reason}`);
        for (const s of r.SuspectArgs) out.push(`  Argument ${s.Arg}: ${s.Why}`);
        if (r.Stderr.length) out.push("  Last stderr lines:", ...r.Stderr.map((l) => `    ${l}`));
        if (r.Stdout.length) out.push("  Last stdout lines:", ...r.Stdout.map((l) => `    ${l}`));
      }
      context.print.text(out.join("\n"), record);
    });
}
