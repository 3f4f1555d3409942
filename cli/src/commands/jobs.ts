/** job submit|list|search|status|progress|get|wait|tasks|diagnose|cancel|stop|reset|restart|clone|logs|result|download|approvals|approve|reject */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { CliError, type CrucibleClient } from "../api.js";
import { taskOf as taskInfoOf, type TaskInfo } from "../answers.js";
import {
  CliCancelJobDocument,
  CliCloneJobDocument,
  CliDataFileDocument,
  CliJobDocument,
  CliJobEstimateDocument,
  CliJobsDocument,
  CliJobWithTasksDocument,
  CliResetJobDocument,
  CliRestartJobDocument,
  CliRunTemplateDocument,
  CliStopJobDocument,
  CliStopTaskDocument,
  CliSubmitJobDocument,
  type CliJobEstimateQuery,
  type JobRowFieldsFragment,
  type JobInput,
  type WhereGroupInput,
} from "../__generated__/operations.js";
import { findModule, findTemplate, methodOf, type TemplateInfo } from "../catalogue.js";
import {
  checkInterrupted,
  cliLang,
  listLimitMax,
  listOffsetMax,
  parseBounded,
  parseChoice,
  parseCount,
  parseId,
  signedInContext,
  type CommandContext,
} from "../context.js";
import { checkParams, readParams, type ArgSpec } from "../params.js";
import { pageInfo } from "../output.js";
import { uploadLocalFiles } from "../localFiles.js";
import { followLogs, type LogPiece, type LogStreamName } from "../follow.js";
import { downloadOne, type DownloadItem } from "../download.js";
import { createProgress } from "../progress.js";
import { runPool, withRetries } from "../transfer.js";
import { nodeArgs } from "./catalogue.js";
import { registerApprovalCommands } from "./approvals.js";
import { downloadJobCrate } from "../crates.js";

export type { TaskInfo };

/** A job as the CLI reads it, with its tasks when asked for. */
export type JobInfo = JobRowFieldsFragment & { tasks?: TaskInfo[] };

export const finishedStates = new Set(["done", "abort", "cancel"]);
/** The states a job is in (spec §4), for `job list --state`. */
export const jobStates = ["prePending", "pending", "doing", "waiting", "done", "abort", "cancel"] as const;

/** The server's cost estimate of a job (GraphQL jobEstimate), for `job submit --dry-run` and MCP. */
export type JobEstimate = CliJobEstimateQuery["jobEstimate"];

export async function estimateJob(client: CrucibleClient, input: JobInput): Promise<JobEstimate> {
  return (await client.graphql(CliJobEstimateDocument, { input })).jobEstimate;
}

function jobRow(job: JobInfo) {
  return {
    Id: Number(job.id),
    Name: job.name,
    State: job.state,
    Progress: Math.round(job.progress * 100) / 100,
    Tags: job.tags,
    Tokens: job.tokens,
    CreatedAt: job.createdAt,
    FinishedAt: job.finishedAt,
  };
}

const jobColumns = [
  { key: "Id" },
  { key: "Name" },
  { key: "State" },
  { key: "Progress", format: (v: unknown) => `${Math.round(Number(v) * 100)}%` },
  { key: "Tags" },
  { key: "CreatedAt" },
];

function taskRow(task: TaskInfo) {
  return {
    Id: Number(task.id),
    Key: task.key,
    Module: task.module?.key ?? task.processor?.name ?? null,
    Method: task.method,
    State: task.state,
    Run: task.run,
    ExitCode: task.exitCode,
    Reason: task.reason,
    CpuMs: task.cpuMs,
    Tokens: task.tokens,
    Outputs: task.outputs.map((o) => o.name),
  };
}

const taskColumns = [
  { key: "Id" },
  { key: "Key" },
  { key: "Module" },
  { key: "State" },
  { key: "ExitCode" },
  { key: "Reason" },
  { key: "Outputs" },
];

export async function getJob(client: CrucibleClient, id: number, withTasks = true): Promise<JobInfo> {
  if (!withTasks) return (await client.graphql(CliJobDocument, { id: String(id) })).job;
  const { job } = await client.graphql(CliJobWithTasksDocument, { id: String(id) });
  return { ...job, tasks: job.tasks.map(taskInfoOf) };
}

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

function taskOf(job: JobInfo, key: string | undefined): TaskInfo[] {
  const tasks = job.tasks ?? [];
  if (!key) return tasks;
  const found = tasks.filter((t) => t.key === key || t.id === key);
  if (found.length === 0) {
    throw new CliError(
      "CliNotFound",
      `job ${job.id} has no task ${key}; its tasks: ${tasks.map((t) => t.key).join(", ")}`,
    );
  }
  return found;
}

/** A task's stdout or stderr as text ('' when it has none yet). */
async function taskLog(client: CrucibleClient, task: TaskInfo, which: "Stdout" | "Stderr"): Promise<string> {
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

const lastLines = (text: string, n: number) => {
  const lines = text.replace(/\n$/, "").split("\n");
  return n > 0 ? lines.slice(-n) : lines;
};

function argsOfTask(task: TaskInfo): ArgSpec[] {
  if (task.module) {
    const method = task.method
      ? task.module.methods.find((m) => m.name === task.method)
      : task.module.methods[0];
    return method?.args ?? [];
  }
  return task.processor?.args ?? [];
}

/** Why a task failed: its exit code and reason, its last log lines, and the arguments that look wrong. */
async function diagnoseTask(client: CrucibleClient, task: TaskInfo, lines: number) {
  const [stderr, stdout] = await Promise.all([
    taskLog(client, task, "Stderr"),
    taskLog(client, task, "Stdout"),
  ]);
  const specs = argsOfTask(task);
  const suspects: { Arg: string; Why: string }[] = [];
  try {
    checkParams(specs, task.args, task.key);
  } catch (error) {
    if (error instanceof CliError && Array.isArray(error.meta?.Problems)) {
      for (const problem of error.meta.Problems as string[]) {
        const at = problem.indexOf(":");
        suspects.push({ Arg: problem.slice(0, at), Why: problem.slice(at + 1).trim() });
      }
    }
  }
  // File inputs: the file's format against the formats the argument accepts.
  for (const spec of specs) {
    const value = task.args[spec.name] as { dataFileId?: number } | undefined;
    if (spec.format !== "file" || typeof value?.dataFileId !== "number") continue;
    try {
      const { dataFile } = await client.graphql(CliDataFileDocument, { id: String(value.dataFileId) });
      const ext = dataFile.name.toLowerCase().split(".").pop() ?? "";
      if (spec.fileFormats?.length && !spec.fileFormats.includes(ext)) {
        suspects.push({
          Arg: spec.name,
          Why: `file ${dataFile.name} is not one of ${spec.fileFormats.join(", ")}`,
        });
      } else if (dataFile.size === 0) {
        suspects.push({ Arg: spec.name, Why: `file ${dataFile.name} is empty` });
      }
    } catch (error) {
      if (error instanceof CliError && error.exitCode === 4) {
        suspects.push({ Arg: spec.name, Why: `data file ${value.dataFileId} no longer exists` });
      } else throw error;
    }
  }
  // Arguments the program's last words name.
  const tail = lastLines(stderr, lines).concat(lastLines(stdout, lines)).join("\n");
  for (const spec of specs) {
    if (suspects.some((s) => s.Arg === spec.name)) continue;
    if (new RegExp(`\\b${spec.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(tail)) {
      suspects.push({
        Arg: spec.name,
        Why: `named in the task's output (value ${JSON.stringify(task.args[spec.name] ?? null)})`,
      });
    }
  }
  return {
    Task: task.key,
    TaskId: Number(task.id),
    State: task.state,
    ExitCode: task.exitCode,
    Reason: task.reason,
    Args: task.args,
    SuspectArgs: suspects,
    Stderr: stderr ? lastLines(stderr, lines) : [],
    Stdout: stdout ? lastLines(stdout, lines) : [],
  };
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

interface SubmitOptions {
  module?: string;
  flow?: string;
  method?: string;
  params?: string;
  paramsFile?: string;
  name?: string;
  tag: string[];
  dryRun?: boolean;
  wait?: boolean;
  timeout?: string;
  retries: string;
  emailNotify?: boolean;
  project?: string;
}

/**
 * A flow's tasks as a job input, each node's arguments overridden by the parameter file's. Every
 * problem of every task (unknown tasks, entries that are not objects, each task's argument problems)
 * is named at once, with the JSON Schema of each task that has one.
 */
function flowTasks(template: TemplateInfo, params: Record<string, unknown>) {
  const keys = new Set(template.nodes.map((n) => n.key));
  const problems = Object.keys(params)
    .filter((k) => !keys.has(k))
    .map((k) => `${k}: unknown task (tasks: ${[...keys].join(", ")})`);
  const schemas: Record<string, unknown> = {};
  const tasks = template.nodes.map((node) => {
    const given = params[node.key];
    if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
      problems.push(`${node.key}: must be an object of argument names to values`);
      return null;
    }
    const merged = { ...node.args, ...((given as Record<string, unknown> | undefined) ?? {}) };
    let args: Record<string, unknown>;
    try {
      args = checkParams(nodeArgs(node), merged, `${template.name}.${node.key}`);
    } catch (error) {
      if (!(error instanceof CliError) || error.type !== "CliParamsInvalid") throw error;
      const found = (error.meta?.Problems as string[] | undefined) ?? [error.value ?? ""];
      problems.push(...found.map((p) => `${node.key}.${p}`));
      schemas[node.key] = error.meta?.Schema;
      return null;
    }
    return {
      key: node.key,
      moduleId: node.moduleId,
      processorId: node.processorId,
      method: node.method,
      args,
      dependsOn: node.dependsOn,
      override: (given as Record<string, unknown> | undefined) ? args : undefined,
    };
  });
  if (problems.length > 0) {
    throw new CliError("CliParamsInvalid", `flow ${template.name}: ${problems.join("; ")}`, {
      meta: { Problems: problems, ...(Object.keys(schemas).length > 0 ? { Schema: schemas } : {}) },
    });
  }
  return tasks.filter((task) => task !== null);
}

export function registerJobCommands(program: Command): void {
  const job = program.command("job").description("jobs: submit, follow, diagnose, fetch results");
  registerApprovalCommands(job);

  registerSubmitCommand(job);
  registerListCommands(job);
  registerInspectCommands(job);
  registerChangeCommands(job);
  registerOutputCommands(job);
}

/** job submit: a module run or a flow, with --wait and --dry-run. */
function registerSubmitCommand(job: Command): void {
  job
    .command("submit")
    .description("submit a module run (--module) or a flow (--flow) with parameters")
    .option("--module <module>", "a module id or key")
    .option("--flow <flow>", "a flow (template) id or name")
    .option("--method <name>", "the module's method (default: its first)")
    .option("--params <json|@file|@->", "parameters: inline JSON/YAML, @file, or @- for standard input")
    .option("--params-file <file>", "a JSON or YAML parameter file (- for standard input)")
    .option("--name <name>", "the job's name")
    .option("--tag <tag>", "a tag for the job (repeat for more)", collect, [])
    .option("--email-notify", "e-mail when the job finishes")
    .option("--project <id>", "make the job in this project (you must edit it); it is charged to you")
    .option("--dry-run", "validate on the server and print the cost estimate; submit nothing")
    .option("--wait", "wait until the job finishes (exit 5 when it fails or is cancelled)")
    .option("--timeout <seconds>", "with --wait: give up after this many seconds")
    .option(
      "--retries <n>",
      "with --wait: retries in a row when the server cannot be reached (backoff 0.5 s to 8 s)",
      String(waitRetries),
    )
    .action(async (options: SubmitOptions, command: Command) => {
      const context = await signedInContext(command);
      const { client, print } = context;
      if (!options.module === !options.flow)
        throw new CliError("CliUsage", "give exactly one of --module and --flow");
      const progress = await createProgress(context.progress);
      const { params } = await uploadLocalFiles(
        client,
        await readParams(options.params, options.paramsFile),
        { retries: 5, signal: context.signal, progress },
      ).finally(() => progress.stop());
      const projectId = options.project ? String(parseId(options.project, "--project")) : null;
      let input: JobInput;
      let run: () => Promise<JobInfo>;
      if (options.module) {
        const module = await findModule(client, options.module);
        const method = methodOf(module, options.method);
        const args = checkParams(method.args, params, `${module.key}.${method.name}`);
        const last = module.key.split("/").pop() ?? "";
        const key = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(last) ? last : "task";
        input = {
          name: options.name ?? `${module.key} ${new Date().toISOString().slice(0, 19).replace("T", " ")}`,
          emailNotify: options.emailNotify === true,
          tags: options.tag,
          tasks: [{ key, moduleId: module.id, method: options.method ?? null, args }],
        };
        const submitted = input;
        run = async () =>
          (await client.graphql(CliSubmitJobDocument, { input: { ...submitted, projectId } })).submitJob;
      } else {
        if (options.method)
          throw new CliError(
            "CliUsage",
            "--method applies to --module; a flow's parameter file names each task's arguments",
          );
        const template = await findTemplate(client, options.flow!);
        const tasks = flowTasks(template, params);
        input = {
          name: options.name ?? `${template.name} ${new Date().toISOString().slice(0, 19).replace("T", " ")}`,
          emailNotify: options.emailNotify === true,
          tags: options.tag,
          tasks: tasks.map(({ override: _override, ...task }) => task),
        };
        const submitted = input;
        run = async () =>
          (
            await client.graphql(CliRunTemplateDocument, {
              id: template.id,
              name: submitted.name,
              emailNotify: submitted.emailNotify,
              tags: submitted.tags,
              args: tasks.filter((t) => t.override).map((t) => ({ key: t.key, args: t.override })),
              projectId,
            })
          ).runTemplate;
      }
      if (options.dryRun) {
        const { tags: _tags, ...estimateInput } = input;
        const jobEstimate = await estimateJob(client, estimateInput);
        const record = {
          Valid: true,
          Name: input.name,
          Tags: input.tags,
          Tokens: jobEstimate.tokens,
          TokensLow: jobEstimate.tokensLow,
          TokensHigh: jobEstimate.tokensHigh,
          Complete: jobEstimate.complete,
          Balance: jobEstimate.balance,
          BalanceAfter: jobEstimate.balanceAfter,
          Tasks: jobEstimate.tasks.map((t) => ({
            Task: t.key,
            Basis: t.basis,
            Runs: t.runs,
            Tokens: t.tokens,
            TokensLow: t.tokensLow,
            TokensHigh: t.tokensHigh,
            MedianCpuMs: t.medianCpuMs,
          })),
        };
        if (print.format !== "table") {
          print.record(record);
          return;
        }
        const { Tasks, ...head } = record;
        print.note("Dry run: the server accepted the parameters; nothing was submitted.");
        print.record(head);
        print.note("");
        print.list(Tasks, [
          { key: "Task" },
          { key: "Basis" },
          { key: "Runs" },
          { key: "Tokens" },
          { key: "TokensLow" },
          { key: "TokensHigh" },
        ]);
        return;
      }
      if (!options.wait) {
        print.record(jobRow(await run()));
        return;
      }
      const timeoutSeconds = options.timeout ? parseCount(options.timeout, "--timeout") : undefined;
      const retries = parseCount(options.retries, "--retries");
      const submitted = await run();
      // The job's id reaches a script before the wait: json and yaml print the job as submitted first
      // (a JSON line, a YAML document), then the job as it ended.
      if (print.format === "table") print.note(`Submitted job ${submitted.id}; waiting for it to finish...`);
      else print.line(jobRow(submitted));
      const ended = await waitForJob(context, Number(submitted.id), {
        retries,
        ...(timeoutSeconds !== undefined ? { timeoutSeconds } : {}),
      });
      if (print.format === "table") print.record(jobRow(ended));
      else print.line(jobRow(ended));
    });
}

/** job list and job search: pages a script can follow. */
function registerListCommands(job: Command): void {
  const listAction =
    (search: string | undefined) =>
    async (
      options: { state?: string; tag?: string; project?: string; limit: string; offset: string },
      command: Command,
    ) => {
      const context = await signedInContext(command);
      const where: WhereGroupInput[] = [];
      if (search) {
        where.push({
          values: [
            { name: "Name", value: search, symbol: "LIKE" },
            { name: "Tags", value: search, symbol: "LIKE", logic: "OR" },
          ],
        });
      }
      if (options.state) {
        const state = parseChoice(options.state, "--state", jobStates);
        where.push({ values: [{ name: "State", value: state, symbol: "=" }] });
      }
      // The server finds the tag as text (LIKE); only jobs holding exactly that tag are kept below.
      if (options.tag) where.push({ values: [{ name: "Tags", value: options.tag, symbol: "LIKE" }] });
      if (options.project) {
        const project = String(parseId(options.project, "--project"));
        where.push({ values: [{ name: "ProjectId", value: project, symbol: "=" }] });
      }
      const limit = parseBounded(options.limit, "--limit", 1, listLimitMax);
      const offset = parseBounded(options.offset, "--offset", 0, listOffsetMax);
      const { jobs } = await context.client.graphql(CliJobsDocument, {
        query: { where, orderBy: [{ name: "CreatedAt", isAsc: false }], limit, offset },
      });
      const rows = jobs.list.filter((j) => !options.tag || j.tags.includes(options.tag)).map(jobRow);
      // The next offset counts the server's rows (a --tag page may show fewer than it read).
      context.print.page(rows, jobColumns, pageInfo(jobs.total, offset, limit, jobs.list.length, "jobs"));
    };
  const listOptions = (c: Command) =>
    c
      .option("--state <state>", `only jobs in this state (${jobStates.join(", ")})`)
      .option("--tag <tag>", "only jobs with this exact tag")
      .option("--project <id>", "only the jobs of this project (yours and other members')")
      .option("--limit <n>", "at most this many", "50")
      .option("--offset <n>", "skip this many", "0");
  listOptions(job.command("list").description("your jobs, newest first")).action(listAction(undefined));
  listOptions(
    job
      .command("search")
      .description("your jobs whose name or tags hold the text (the words as one text)")
      .argument("<words...>"),
  ).action(
    async (
      words: string[],
      options: { state?: string; tag?: string; project?: string; limit: string; offset: string },
      command: Command,
    ) => listAction(words.join(" "))(options, command),
  );
}

/** job status, progress, get, wait, tasks, diagnose. */
function registerInspectCommands(job: Command): void {
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

/** cancel, reset, restart, stop, crate, clone. */
function registerChangeCommands(job: Command): void {
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

/** job logs, result, download. */
function registerOutputCommands(job: Command): void {
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

  job
    .command("result")
    .description("the outputs of a job's tasks (names, sizes, download addresses)")
    .argument("<id>")
    .option("--task <key>", "only this task")
    .action(async (id: string, options: { task?: string }, command: Command) => {
      const context = await signedInContext(command);
      const found = await getJob(context.client, parseId(id, "job id"));
      const rows = taskOf(found, options.task).flatMap((t) =>
        t.outputs.map((o) => ({
          Task: t.key,
          TaskId: Number(t.id),
          Name: o.name,
          Size: o.size,
          Url: `${context.client.url}${o.downloadUrl}`,
        })),
      );
      context.print.list(rows, [{ key: "Task" }, { key: "Name" }, { key: "Size" }, { key: "Url" }]);
    });

  job
    .command("download")
    .description(
      "download a job's outputs into <dir>/<task>/ (skips files already there, resumes, retries, verifies SHA-256, writes a manifest)",
    )
    .argument("<id>")
    .option("--task <key>", "only this task's outputs")
    .option("--all", "every task's outputs (the default without --task)")
    .option("--name <output>", "only the outputs with this name")
    .option("-d, --dir <dir>", "where to put them", ".")
    .option("-j, --parallel <n>", "files at once", "4")
    .option("--retries <n>", "retries per file after a network failure", "5")
    .action(
      async (
        id: string,
        options: {
          task?: string;
          all?: boolean;
          name?: string;
          dir: string;
          parallel: string;
          retries: string;
        },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        if (options.all && options.task)
          throw new CliError("CliUsage", "--all and --task cannot go together", {
            zh: "--all 与 --task 不能同时使用",
          });
        const found = await getJob(context.client, parseId(id, "job id"));
        const sources: ManifestEntry[] = [];
        const items: DownloadItem[] = taskOf(found, options.task).flatMap((t) =>
          t.outputs
            .filter((o) => !options.name || o.name === options.name)
            .map((o) => {
              const [route, query] = o.downloadUrl.replace(/^\//, "").split("?");
              const relative = path.join(t.key, o.name.replace(/[\\/]/g, "_"));
              sources.push({
                File: relative.split(path.sep).join("/"),
                Size: o.size,
                Sha256: o.sha256.toUpperCase(),
                Job: Number(found.id),
                Task: t.key,
                TaskId: Number(t.id),
                Output: o.name,
              });
              return {
                route: route!,
                searchParams: Object.fromEntries(new URLSearchParams(query ?? "")),
                dest: path.join(options.dir, relative),
                label: `${t.key}/${o.name}`,
                sha256: o.sha256,
                size: o.size,
              };
            }),
        );
        if (items.length === 0)
          throw new CliError(
            "CliNotFound",
            `job ${found.id} has no outputs to download${found.state !== "done" ? ` (it is ${found.state})` : ""}`,
          );
        const progress = await createProgress(context.progress);
        try {
          const results = await runPool(
            items,
            Math.max(1, parseCount(options.parallel, "--parallel")),
            (item) =>
              downloadOne(context.client, item, {
                retries: parseCount(options.retries, "--retries"),
                signal: context.signal,
                progress,
              }),
          );
          progress.stop();
          const manifest = await writeManifest(options.dir, sources);
          if (context.print.format === "table") {
            const skipped = results.filter((r) => r.Skipped).length;
            const zh = cliLang() === "zh";
            if (skipped > 0)
              process.stderr.write(
                zh
                  ? `crucible: ${skipped} 个文件已存在（大小与 SHA-256 相同），已跳过\n`
                  : `crucible: ${skipped} file(s) already there (same size and SHA-256), skipped\n`,
              );
            process.stderr.write(zh ? `crucible: 清单：${manifest}\n` : `crucible: manifest: ${manifest}\n`);
          }
          context.print.list(results as unknown as Record<string, unknown>[], [
            { key: "File" },
            { key: "Size" },
            { key: "Skipped" },
            { key: "Verified" },
            { key: "Sha256" },
          ]);
        } finally {
          progress.stop();
        }
      },
    );
}

/** A line of a job download's manifest: the file (relative to the folder), its size, hash and source. */
export interface ManifestEntry {
  File: string;
  Size: number;
  Sha256: string;
  Job: number;
  Task: string;
  TaskId: number;
  Output: string;
}

export const manifestName = "crucible-manifest.json";

/**
 * Writes `<dir>/crucible-manifest.json` ({"Files": [...]}, sorted by File): the entries of this
 * download over those an earlier download into the folder listed (another job's, another task's).
 * Written whole to a temporary file, then renamed.
 */
async function writeManifest(dir: string, entries: ManifestEntry[]): Promise<string> {
  const file = path.join(dir, manifestName);
  const byFile = new Map<string, ManifestEntry>();
  try {
    const earlier = JSON.parse(await readFile(file, "utf8")) as { Files?: ManifestEntry[] };
    for (const entry of earlier.Files ?? [])
      if (typeof entry.File === "string") byFile.set(entry.File, entry);
  } catch {
    // no manifest yet (or not one of ours): this download's entries only
  }
  for (const entry of entries) byFile.set(entry.File, entry);
  const files = [...byFile.values()].sort((a, b) => a.File.localeCompare(b.File));
  await mkdir(dir, { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify({ Files: files }, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}
