/** job logs: a task's stdout or stderr, whole, its tail, or followed live (`--follow`). */
import type { Command } from "commander";
import { CliError, type CrucibleClient } from "../../api.js";
import type { TaskInfo } from "../../answers.js";
import { parseCount, parseId, signedInContext, type CommandContext } from "../../context.js";
import { followLogs, type LogPiece, type LogStreamName } from "../../follow.js";
import { getJob, taskOf } from "./job.js";
import { waitRetries } from "./wait.js";

/** A task's stdout or stderr as text ('' when it has none yet). */
export async function taskLog(
  client: CrucibleClient,
  task: TaskInfo,
  which: "Stdout" | "Stderr",
): Promise<string> {
  const response = await (
    await client.http()
  )
    .get(`api/workflow_job_tasks/read_file/${task.id}`, {
      searchParams: { Type: which },
      responseType: "text",
    })
    .catch((error: unknown) => {
      throw new CliError("CliUnreachable", `${client.url}: ${(error as Error).message}`);
    });
  if (response.statusCode === 200 || response.statusCode === 206) return response.body;
  try {
    const envelope = JSON.parse(response.body) as { Error: { Type: string; Value: string | null } | null };
    // No log yet (the task has not run): nothing to show.
    if (envelope.Error?.Type === "DBDataNotExist" || envelope.Error?.Type === "DBNotExist") return "";
    if (envelope.Error) throw new CliError(envelope.Error.Type, envelope.Error.Value);
  } catch (error) {
    if (error instanceof CliError) throw error;
  }
  throw new CliError("CliBadAnswer", `HTTP ${response.statusCode} for the task's ${which}`);
}

/**
 * `job logs --follow`: one task's text as it comes; several tasks' lines with a `[task] ` prefix, each
 * line whole. JSON and YAML print one compact JSON line a piece (Task, TaskId, Stream, Run, Offset,
 * Text).
 */
async function followJobLogs(
  context: CommandContext,
  jobId: number,
  stream: LogStreamName,
  key: string | undefined,
  retries: number,
): Promise<void> {
  const first = await getJob(context.client, jobId);
  const several = taskOf(first, key).length > 1;
  const partial = new Map<string, string>();
  const table = context.print.format === "table";
  const print = (piece: LogPiece) => {
    if (!table) return void process.stdout.write(`${JSON.stringify(piece)}\n`);
    if (!several) return void process.stdout.write(piece.Text);
    const text = (partial.get(piece.Task) ?? "") + piece.Text;
    const cut = text.lastIndexOf("\n") + 1;
    partial.set(piece.Task, text.slice(cut));
    for (const line of text.slice(0, cut).split("\n").slice(0, -1))
      process.stdout.write(`[${piece.Task}] ${line}\n`);
  };
  await followLogs(context.client, {
    jobId,
    stream,
    retries,
    signal: context.signal,
    print,
    notice: (text) => {
      if (table) process.stderr.write(`crucible: ${text}\n`);
    },
    tasks: async () => {
      const job = await getJob(context.client, jobId);
      return { tasks: taskOf(job, key), jobState: job.state };
    },
  });
  for (const [task, rest] of partial) if (rest) process.stdout.write(`[${task}] ${rest}\n`);
}

/** A text's last `n` lines (all of them for 0). */
export const lastLines = (text: string, n: number) => {
  const lines = text.replace(/\n$/, "").split("\n");
  return n > 0 ? lines.slice(-n) : lines;
};

/** job logs. */
export function registerLogsCommand(job: Command): void {
  job
    .command("logs")
    .description("a task's standard output (or --stderr); --follow prints it live until the tasks end")
    .argument("<id>", "the job")
    .option("--task <key>", "the task (default: every task)")
    .option("--stderr", "standard error instead of standard output")
    .option("--tail <n>", "only the last n lines")
    .option(
      "-f, --follow",
      "print the log as it is written, until the tasks end (survives a gateway restart)",
    )
    .option("--retries <n>", "with --follow: retries in a row after a lost connection", String(waitRetries))
    .action(
      async (
        id: string,
        options: { task?: string; stderr?: boolean; tail?: string; follow?: boolean; retries: string },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        const jobId = parseId(id, "job id");
        const which = options.stderr ? "Stderr" : "Stdout";
        if (options.follow) {
          if (options.tail)
            throw new CliError("CliUsage", "--tail and --follow cannot go together", {
              zh: "--tail 与 --follow 不能同时使用",
            });
          return followJobLogs(context, jobId, which, options.task, parseCount(options.retries, "--retries"));
        }
        const found = await getJob(context.client, jobId);
        const tasks = taskOf(found, options.task);
        const logs = [];
        for (const task of tasks) {
          let text = await taskLog(context.client, task, which);
          if (options.tail) text = lastLines(text, parseCount(options.tail, "--tail")).join("\n") + "\n";
          logs.push({ Task: task.key, TaskId: Number(task.id), Stream: which, Text: text });
        }
        if (context.print.format !== "table") return context.print.list(logs, []);
        for (const log of logs) {
          if (tasks.length > 1) process.stdout.write(`==> ${log.Task} <==\n`);
          process.stdout.write(log.Text);
        }
      },
    );
}
