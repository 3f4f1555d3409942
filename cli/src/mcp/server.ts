/**
 * `crucible mcp`: a Model Context Protocol server (stdio) that lets agents drive the platform with the
 * user's API token: search modules and templates, read a method's parameter schema, estimate, submit,
 * wait, read a job, its task logs and results, list and upload data set files. Tools answer text and
 * structuredContent; every failure is an `isError` result naming the catalogue's Error.Type and what
 * to do next (errors.ts). Read-only tokens: the write tools (submit_job, upload_data) answer the
 * server's refusal in those words. See docs/mcp.md.
 */
import path from "node:path";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { z } from "zod";
import { approvalReasonMaxLength } from "@crucible/schema";
import { CliError, type CrucibleClient } from "../api.js";
import { crateMetadataName, readJobCrateMetadata } from "../crates.js";
import { followLogs } from "../follow.js";
import { resolveConfig, clientFromConfig, type ConfigFlags } from "../config.js";
import { failureResult, writeTools, type FailureContext } from "./errors.js";
import { listModules, listTemplates, matches, type ModuleInfo } from "../catalogue.js";
import { argsJsonSchema, checkParams } from "../params.js";
import {
  decideApproval,
  estimateJob,
  findModule,
  findTemplate,
  getJob,
  listApprovals,
  listData,
  allowedUploadPath,
  maxUploadBytes,
  methodOf,
  readTaskBytes,
  readTaskFile,
  recentJobs,
  runTemplate,
  settledStates,
  storedName,
  submitJob,
  templateTasks,
  uploadFile,
  type JobEstimate,
  type JobInput,
  type JobView,
  type TaskInput,
  type TemplateOverride,
} from "./operations.js";

export const serverName = "crucible";
export const serverVersion = "0.1.0";

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Bounds of the tools' answers (an agent's context is small; files stay on the platform). */
export const limits = {
  searchResults: 100,
  docsChars: 6000,
  waitSecondsMax: 300,
  waitSecondsDefault: 50,
  followSecondsDefault: 20,
  logBytesMax: 65_536,
  logBytesDefault: 4000,
  resultBytesMax: 20_000,
  resultBytesDefault: 2000,
  resultBytesTotal: 60_000,
  dataListMax: 200,
  /** The crate metadata an export_job_crate answer shows, and the most it reads. */
  crateTextMax: 60_000,
  crateMetadataBytesMax: 4 * 1024 * 1024,
} as const;

/** Output names whose head is worth showing as text. */
const textOutput =
  /\.(csv|tsv|txt|log|json|smi|smiles|fasta|fa|fst|sdf|sd|mol|mol2|xyz|pdb|md|ya?ml|xml|out)$/i;

const instructions = `Crucible runs molecular and drug-discovery computations as jobs of tasks; each task runs a module (a program with typed arguments) on the user's data set files.

A usual session:
1. search_modules (or search_templates for ready-made multi-task workflows) to find what to run;
2. get_parameter_schema for the module (its arguments as JSON Schema; a file argument is {"dataFileId": N});
3. list_data to find the user's files, or upload_data to send a local file (answers its dataFileId);
4. estimate_job for the cost in tokens and the balance after it (optional, changes nothing);
5. submit_job, then wait_job until the job is done (call wait_job again while it is still running);
6. get_job_results for the outputs (heads of text/CSV files), get_task_logs when a task failed; export_job_crate for the job's provenance (RO-Crate).
A job in the state "waiting" has an approval step waiting for a person: list_approvals shows it; call decide_approval only with the user's own decision and reason.

Tools that change data need an API token that is not read-only: ${writeTools.join(", ")}. The others only read.
Every failure starts with the platform's error type (e.g. DBDataNotExist, JobTaskArgsError, DBPermDenied) and says what to do next.`;

const ref = z.union([z.string().min(1).max(200), z.number().int().positive()]);
const id = z.coerce.number().int().positive();
const argsObject = z.record(z.string(), z.unknown());

const taskShape = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .describe(
      "the task's name in the job; other tasks refer to it in dependsOn and {task, output} file links",
    ),
  module: ref.describe("module id or key"),
  method: z.string().optional().describe("the module's method (absent: its first)"),
  args: argsObject.describe("argument values by name (see get_parameter_schema)"),
  dependsOn: z.array(z.string()).optional().describe("keys of tasks that must finish first"),
});

const jobShape = {
  name: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe("the job's name (default: the module's or template's)"),
  tags: z
    .array(z.string().max(40))
    .max(20)
    .optional()
    .describe("labels to find the job by later (at most 20, each 1 to 40 characters)"),
  module: ref.optional().describe("one-task job: the module's id or key"),
  method: z.string().optional().describe("one-task job: the module's method (absent: its first)"),
  args: argsObject.optional().describe("one-task job: argument values by name (see get_parameter_schema)"),
  tasks: z.array(taskShape).min(1).max(50).optional().describe("a job of several tasks (instead of module)"),
  template: ref.optional().describe("run a template (id or name from search_templates) instead"),
  overrides: z
    .array(z.object({ key: z.string(), method: z.string().optional(), args: argsObject }))
    .optional()
    .describe("template runs: argument values to set on the template's tasks, by task key"),
};

type JobArgs = z.infer<z.ZodObject<typeof jobShape>>;

/** A one-line summary and the data (as text JSON and as structuredContent). */
function answer(summary: string, data: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: `${summary}\n\n${JSON.stringify(data, null, 2)}` }],
    structuredContent: data,
  };
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n[... ${text.length - max} more characters]` : text;
}

function moduleSummary(m: ModuleInfo) {
  return {
    id: Number(m.id),
    key: m.key,
    name: m.name,
    summary: m.summary,
    tags: m.tags,
    tokenPrice: m.tokenPrice,
    methods: m.methods.map((x) => x.name),
  };
}

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

/**
 * A task's arguments checked against its module's method before they are sent (the CLI's checkParams:
 * every unknown, mistyped or missing argument at once, CliParamsInvalid with the schema); the server
 * checks again (JobTaskArgsError), e.g. that a file is the user's.
 */
function checkedArgs(
  module: ModuleInfo,
  method: string | undefined,
  args: Record<string, unknown>,
  prefix = "",
): Record<string, unknown> {
  const declared = methodOf(module, method);
  return checkParams(declared.args, args, `${prefix}${module.key} ${declared.name}`.trim());
}

/** The tasks of a submit_job/estimate_job call; exactly one of module, tasks and template. */
async function jobInput(
  client: CrucibleClient,
  args: JobArgs,
): Promise<{ input: JobInput; template: { id: string; overrides: TemplateOverride[] } | null }> {
  const given = [args.module !== undefined, args.tasks !== undefined, args.template !== undefined].filter(
    Boolean,
  );
  if (given.length !== 1) {
    throw new CliError(
      "ServerInvalidParameter",
      "give exactly one of module (with args), tasks, or template",
    );
  }
  if (args.template !== undefined) {
    const template = await findTemplate(client, String(args.template));
    const tasks = templateTasks(template, args.overrides ?? []);
    // The overridden tasks' checked arguments (file shorthands expanded), which runTemplate merges again.
    const overrides = (args.overrides ?? []).map((o) => ({
      key: o.key,
      method: o.method,
      args: tasks.find((t) => t.key === o.key)?.args ?? o.args,
    }));
    return {
      input: { name: args.name ?? template.name, tags: args.tags, tasks },
      template: { id: template.id, overrides },
    };
  }
  const modules = await listModules(client);
  const resolve = (r: string | number): ModuleInfo => {
    const text = String(r);
    const found =
      modules.find((m) => m.id === text) ?? modules.find((m) => m.key.toLowerCase() === text.toLowerCase());
    if (!found) throw new CliError("DBDataNotExist", `module ${text}`);
    return found;
  };
  if (args.module !== undefined) {
    const module = resolve(args.module);
    const key = (module.key.split("/").pop() ?? "task").replace(/[^A-Za-z0-9_-]/g, "_") || "task";
    const task: TaskInput = {
      key,
      moduleId: module.id,
      method: args.method,
      args: checkedArgs(module, args.method, args.args ?? {}),
    };
    return { input: { name: args.name ?? module.name, tags: args.tags, tasks: [task] }, template: null };
  }
  const tasks = (args.tasks ?? []).map((t) => {
    const module = resolve(t.module);
    return {
      key: t.key,
      moduleId: module.id,
      method: t.method,
      args: checkedArgs(module, t.method, t.args, `task ${t.key} `),
      dependsOn: t.dependsOn ?? [],
    };
  });
  return {
    input: { name: args.name ?? tasks.map((t) => t.key).join(" + "), tags: args.tags, tasks },
    template: null,
  };
}

const missingModule = (args: JobArgs): FailureContext["missing"] => {
  const which = args.template !== undefined ? `template ${args.template}` : "module";
  return `no ${which} with that id or key that this user can see (${args.template !== undefined ? "templates" : "modules"} hidden from the user, and other users' own, look the same as missing ones)`;
};

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

/** What both searches take. */
const searchInput = {
  query: z.string().max(200).optional().describe("words that must all appear (case-insensitive)"),
  limit: z
    .number()
    .int()
    .min(1)
    .max(limits.searchResults)
    .optional()
    .describe("at most this many (default 20)"),
};

/** What every tool's registration shares: the runner, the hints, the client, the upload folder. */
interface ToolKit {
  readonly run: <A>(
    context: FailureContext | ((args: A) => FailureContext),
    body: (args: A, c: CrucibleClient, extra: Extra) => Promise<CallToolResult>,
  ) => (args: A, extra: Extra) => Promise<CallToolResult>;
  readonly readOnly: { readonly readOnlyHint: true; readonly openWorldHint: false };
  readonly currentClient: () => CrucibleClient;
  readonly uploadRoot: string;
}

export interface McpServerOptions {
  /** The folder upload_data may read files from (default: the working directory). */
  uploadRoot?: string;
}

/** The MCP server of one client (its URL and token); `connect` it to a transport. */
export function createMcpServer(
  client: CrucibleClient | (() => CrucibleClient),
  options: McpServerOptions = {},
): McpServer {
  const currentClient = typeof client === "function" ? client : () => client;
  const uploadRoot = path.resolve(options.uploadRoot ?? process.cwd());
  const server = new McpServer({ name: serverName, version: serverVersion }, { instructions });

  /** Runs a tool's body; any failure becomes an isError result in the agent's words. */
  const run =
    <A>(
      context: FailureContext | ((args: A) => FailureContext),
      body: (args: A, c: CrucibleClient, extra: Extra) => Promise<CallToolResult>,
    ) =>
    async (args: A, extra: Extra): Promise<CallToolResult> => {
      const c = currentClient();
      try {
        if (!c.token) throw new CliError("CliNoToken");
        return await body(args, c, extra);
      } catch (error) {
        return failureResult(error, typeof context === "function" ? context(args) : context, c.url);
      }
    };

  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  const kit: ToolKit = { run, readOnly, currentClient, uploadRoot };
  registerCatalogueTools(server, kit);
  registerJobTools(server, kit);
  registerLogTools(server, kit);
  registerResultTools(server, kit);
  registerApprovalTools(server, kit);
  registerDataTools(server, kit);
  registerResultResources(server, kit);
  return server;
}

/** Search_modules, search_templates, get_parameter_schema: what there is to run. */
function registerCatalogueTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "search_modules",
    {
      title: "Search modules",
      description:
        "Modules this user may run (programs with typed arguments), matched by words in their key, name, summary, tags and documentation. Empty query: all. Answers id, key, name, summary, methods and token price; then call get_parameter_schema.",
      inputSchema: searchInput,
      annotations: readOnly,
    },
    run({ tool: "search_modules" }, async (args, c) => {
      const modules = (await listModules(c)).filter((m) =>
        matches(args.query ?? "", [
          m.key,
          m.name,
          m.nameZh,
          m.summary,
          m.summaryZh,
          m.docs,
          m.tags.join(" "),
        ]),
      );
      const shown = modules.slice(0, args.limit ?? 20).map(moduleSummary);
      return answer(
        modules.length === 0
          ? `No module matches "${args.query ?? ""}"; try fewer or other words, or an empty query for all.`
          : `${modules.length} module(s) match${modules.length > shown.length ? `, showing ${shown.length}` : ""}. Next: get_parameter_schema with a module's id or key.`,
        { total: modules.length, modules: shown },
      );
    }),
  );

  server.registerTool(
    "search_templates",
    {
      title: "Search workflow templates",
      description:
        "Workflow templates (ready-made jobs of several tasks, published by the platform or the user's own), matched by words in their name, summary and documentation. Answers each template's tasks (key, module id, method, preset args, dependencies); run one with submit_job {template, overrides}.",
      inputSchema: searchInput,
      annotations: readOnly,
    },
    run({ tool: "search_templates" }, async (args, c) => {
      const templates = (await listTemplates(c)).filter((t) =>
        matches(args.query ?? "", [t.name, t.nameZh, t.summary, t.docs, t.taskNames.join(" ")]),
      );
      const shown = templates.slice(0, args.limit ?? 20).map((t) => ({
        id: Number(t.id),
        name: t.name,
        kind: t.kind,
        mine: t.mine,
        summary: t.summary,
        tasks: t.nodes.map((n) => ({
          key: n.key,
          moduleId: n.moduleId === null ? null : Number(n.moduleId),
          method: n.method,
          args: n.args,
          dependsOn: n.dependsOn,
        })),
      }));
      return answer(
        templates.length === 0
          ? `No template matches "${args.query ?? ""}"; try an empty query for all.`
          : `${templates.length} template(s) match${templates.length > shown.length ? `, showing ${shown.length}` : ""}. Run one with submit_job {template: <id>, overrides: [{key, args}]}; get_parameter_schema of a task's module shows what its args may be.`,
        { total: templates.length, templates: shown },
      );
    }),
  );

  server.registerTool(
    "get_parameter_schema",
    {
      title: "Read a module's parameter schema",
      description:
        'A module method\'s arguments as JSON Schema (draft 2020-12) of a task\'s `args` object, with the method\'s outputs and the module\'s documentation (Markdown, bounded). A file argument takes {"dataFileId": N} (from list_data or upload_data) or {"task": "<key>", "output": "<name>"}.',
      inputSchema: {
        module: ref.describe("module id or key (from search_modules)"),
        method: z.string().optional().describe("the method (absent: the module's first)"),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_parameter_schema",
        missing: `no module ${args.module} that this user can see`,
        find: "call search_modules first for the ids and keys there are",
      }),
      async (args, c) => {
        const module = await findModule(c, String(args.module));
        const method = methodOf(module, args.method);
        const schema = argsJsonSchema(method.args, `${module.key} ${method.name}`);
        return answer(
          `Arguments of ${module.key} (method ${method.name}${module.methods.length > 1 ? `; methods: ${module.methods.map((m) => m.name).join(", ")}` : ""}). Pass them as submit_job {module: "${module.key}", args: {...}}.`,
          {
            module: {
              id: Number(module.id),
              key: module.key,
              name: module.name,
              tokenPrice: module.tokenPrice,
            },
            method: method.name,
            methods: module.methods.map((m) => ({ name: m.name, label: m.label, summary: m.summary })),
            schema,
            outputs: method.outputs,
            docs: clip(module.docs, limits.docsChars),
          },
        );
      },
    ),
  );
}

/** Estimate_job, submit_job, wait_job, get_job: a job from its estimate to its end. */
function registerJobTools(server: McpServer, kit: ToolKit): void {
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

/** Get_task_logs, follow_task_log: what a task writes. */
function registerLogTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "get_task_logs",
    {
      title: "Read a task's logs",
      description: `The end of a task's stdout and/or stderr (the last tailBytes bytes, default ${limits.logBytesDefault}, at most ${limits.logBytesMax}), with each log's whole size. Task ids come from get_job or wait_job.`,
      inputSchema: {
        taskId: id.describe("the task's id (not the job's)"),
        stream: z.enum(["stdout", "stderr", "both"]).optional().describe("default both"),
        tailBytes: z.number().int().min(1).max(limits.logBytesMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_task_logs",
        missing: `no task ${args.taskId} that this user can see, or it has not written that log yet (a task that has not started has none)`,
        find: "take task ids from get_job",
      }),
      async (args, c) => {
        const tail = args.tailBytes ?? limits.logBytesDefault;
        const streams =
          args.stream === "stdout"
            ? ["Stdout"]
            : args.stream === "stderr"
              ? ["Stderr"]
              : ["Stdout", "Stderr"];
        const logs: Record<string, { size: number; partial: boolean; text: string }> = {};
        for (const stream of streams as ("Stdout" | "Stderr")[]) {
          logs[stream.toLowerCase()] = await readTaskFile(c, args.taskId, stream, { tail });
        }
        const text = Object.entries(logs)
          .map(
            ([name, log]) =>
              `--- ${name} (${log.size} bytes${log.partial ? `, last ${tail} shown` : ""})\n${log.text}`,
          )
          .join("\n");
        return {
          content: [{ type: "text", text: `Logs of task ${args.taskId}:\n${text}` }],
          structuredContent: { taskId: args.taskId, logs },
        };
      },
    ),
  );

  server.registerTool(
    "follow_task_log",
    {
      title: "Follow a task's log",
      description: `The text a task prints to stdout (or stderr) from fromOffset on, as it comes: waits up to waitSeconds (default ${limits.followSecondsDefault}, at most ${limits.waitSecondsMax}) or until the task ends, then answers the text, nextOffset and whether the task has ended. Call again with fromOffset = nextOffset (and the same run) to go on; when ended is true the log is complete. Text printed between two calls that the live feed no longer holds is said in notices (read it with get_task_logs once the task ends). With a progress token, each piece also comes as a progress notification.`,
      inputSchema: {
        jobId: id.describe("the job's id"),
        taskId: id.describe("the task's id (from get_job)"),
        stream: z.enum(["stdout", "stderr"]).optional().describe("default stdout"),
        fromOffset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe("bytes of this run's log already read (default 0)"),
        run: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe("the run fromOffset belongs to (from the last answer)"),
        waitSeconds: z.number().min(1).max(limits.waitSecondsMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "follow_task_log",
        missing: `no task ${args.taskId} in job ${args.jobId} that this user can see`,
        find: "take the job's and its tasks' ids from get_job",
      }),
      async (args, c, extra) => {
        const stream = args.stream === "stderr" ? "Stderr" : "Stdout";
        const progressToken = extra._meta?.progressToken;
        const first = await getJob(c, args.jobId);
        const task = first.tasks.find((t) => Number(t.id) === args.taskId);
        if (!task) throw new CliError("DBDataNotExist", `task ${args.taskId}`);
        const run = args.run ?? task.run;
        let offset = run === task.run ? (args.fromOffset ?? 0) : 0;
        let text = "";
        let full = false;
        const notices: string[] = [];
        // The wait ends at the deadline, when the client cancels, or when the answer is full.
        const stop = new AbortController();
        const deadline = setTimeout(
          () => stop.abort(),
          (args.waitSeconds ?? limits.followSecondsDefault) * 1000,
        );
        const cancel = () => stop.abort();
        extra.signal.addEventListener("abort", cancel, { once: true });
        let lastRun = task.run;
        try {
          await followLogs(c, {
            jobId: args.jobId,
            stream,
            retries: 2,
            signal: stop.signal,
            from: { run, offset },
            notice: (message) => notices.push(message),
            print: (piece) => {
              if (piece.Run !== lastRun) {
                lastRun = piece.Run;
                text = "";
              }
              text += piece.Text;
              offset = piece.Offset + Buffer.byteLength(piece.Text, "utf8");
              if (progressToken !== undefined)
                void extra.sendNotification({
                  method: "notifications/progress",
                  params: { progressToken, progress: offset, message: piece.Text.slice(0, 2000) },
                });
              if (Buffer.byteLength(text, "utf8") >= limits.logBytesMax && !full) {
                full = true;
                stop.abort();
              }
            },
            tasks: async () => {
              const job = await getJob(c, args.jobId);
              const now = job.tasks.find((t) => Number(t.id) === args.taskId);
              if (!now) throw new CliError("DBDataNotExist", `task ${args.taskId}`);
              return {
                tasks: [{ id: now.id, key: now.key, state: now.state, run: now.run }],
                jobState: job.state,
              };
            },
          });
        } catch (error) {
          if (!(error instanceof CliError && error.type === "CliInterrupted" && stop.signal.aborted))
            throw error;
        } finally {
          clearTimeout(deadline);
          extra.signal.removeEventListener("abort", cancel);
        }
        const now = (await getJob(c, args.jobId)).tasks.find((t) => Number(t.id) === args.taskId) ?? task;
        const ended = settledStates.has(now.state) && !full && now.run === lastRun;
        const lines = [
          `Task ${now.key} (${now.state}, run ${lastRun}): ${Buffer.byteLength(text, "utf8")} bytes of ${stream.toLowerCase()} up to byte ${offset}.`,
          ...notices,
          ended
            ? "The task has ended: this is the end of its log."
            : full
              ? `More text is waiting: call again with fromOffset ${offset} and run ${lastRun}.`
              : `Still running: call again with fromOffset ${offset} and run ${lastRun}.`,
          text ? `--- ${stream.toLowerCase()}\n${text}` : "",
        ].filter(Boolean);
        return {
          content: [{ type: "text", text: lines.join("\n") }],
          structuredContent: {
            taskId: args.taskId,
            key: now.key,
            state: now.state,
            run: lastRun,
            stream: stream.toLowerCase(),
            text,
            nextOffset: offset,
            ended,
            notices,
          },
        };
      },
    ),
  );
}

/** Get_job_results, export_job_crate: what a job made and how. */
function registerResultTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "get_job_results",
    {
      title: "Read a job's results",
      description: `Every task's outputs (name, size) and, for text outputs (CSV, TSV, SDF, SMILES, logs ...), the first maxBytesPerFile bytes (default ${limits.resultBytesDefault}, at most ${limits.resultBytesMax}; ${limits.resultBytesTotal} in all). The files stay on the platform: their download URLs need the same token.`,
      inputSchema: {
        jobId: id.describe("the job's id"),
        maxBytesPerFile: z.number().int().min(0).max(limits.resultBytesMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_job_results",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c) => {
        const job = await getJob(c, args.jobId);
        const perFile = args.maxBytesPerFile ?? limits.resultBytesDefault;
        let budget: number = limits.resultBytesTotal;
        const tasks = [];
        const lines: string[] = [
          `Outputs of job ${job.id} "${job.name}" (${job.state}${settledStates.has(job.state) ? "" : ": still running, more may come"}):`,
        ];
        for (const task of job.tasks) {
          const outputs = [];
          for (const output of task.outputs) {
            const url = `${c.url}/api/workflow_job_tasks/download_file/${task.id}?Type=OutFile&KeyName=${encodeURIComponent(output.name)}`;
            const entry: Record<string, unknown> = { name: output.name, size: output.size, downloadUrl: url };
            const want = Math.min(perFile, budget, output.size);
            if (textOutput.test(output.name) && want > 0) {
              const head = await readTaskFile(c, Number(task.id), "OutFile", { head: want }, output.name);
              budget -= head.text.length;
              entry.head = head.text;
              entry.partial = head.partial;
              lines.push(
                `--- task ${task.key}: ${output.name} (${output.size} bytes${head.partial ? `, first ${want} shown` : ""})\n${head.text}`,
              );
            } else {
              lines.push(`--- task ${task.key}: ${output.name} (${output.size} bytes)`);
            }
            outputs.push(entry);
          }
          tasks.push({ id: Number(task.id), key: task.key, state: task.state, outputs });
        }
        if (job.tasks.every((t) => t.outputs.length === 0)) lines.push("No task has written an output yet.");
        return {
          content: [{ type: "text", text: lines.join("\n") }],
          structuredContent: { job: { id: Number(job.id), name: job.name, state: job.state }, tasks },
        };
      },
    ),
  );

  server.registerTool(
    "export_job_crate",
    {
      title: "Export a job's provenance (RO-Crate)",
      description: `A job's provenance as a Workflow Run RO-Crate: the crate's ro-crate-metadata.json (JSON-LD: which workflow and module versions ran, with which arguments, inputs and outputs with their SHA-256, when, for how much CPU and how many tokens, and who ran it), as text of at most ${limits.crateTextMax} characters (a larger one is cut, said so). The whole crate, a zip with the workflow definition and the outputs within the platform's size bounds, downloads with the same token from the downloadUrl answered (GET /api/workflow_job/ro_crate/<jobId>).`,
      inputSchema: { jobId: id.describe("the job's id (from submit_job or get_job)") },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "export_job_crate",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c) => {
        const crate = await readJobCrateMetadata(c, args.jobId, limits.crateMetadataBytesMax);
        const downloadUrl = `${c.url}/api/workflow_job/ro_crate/${args.jobId}`;
        const cut = crate.text.length > limits.crateTextMax;
        const metadata = cut ? null : (JSON.parse(crate.text) as unknown);
        return {
          content: [
            {
              type: "text",
              text: [
                `RO-Crate of job ${args.jobId}: ${crateMetadataName} (${crate.size} bytes${cut ? `, the first ${limits.crateTextMax} characters shown` : ""}). The whole crate (a zip with the workflow definition and the outputs) downloads with the same API token from ${downloadUrl}.`,
                `--- ${crateMetadataName}`,
                cut ? crate.text.slice(0, limits.crateTextMax) : crate.text,
              ].join("\n"),
            },
          ],
          structuredContent: {
            jobId: args.jobId,
            size: crate.size,
            truncated: cut,
            metadata,
            ...(cut ? { text: crate.text.slice(0, limits.crateTextMax) } : {}),
            downloadUrl,
          },
        };
      },
    ),
  );
}

/** List_approvals, decide_approval: the steps waiting for the user. */
function registerApprovalTools(server: McpServer, kit: ToolKit): void {
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

/** List_data, upload_data: the data set. */
function registerDataTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly, uploadRoot } = kit;
  server.registerTool(
    "list_data",
    {
      title: "List data set files",
      description:
        'The user\'s data set files (and files shared with them), newest first: id, name, folder, kind, size. Use an id as a file argument: {"dataFileId": id}.',
      inputSchema: {
        search: z.string().max(200).optional().describe("part of the file name"),
        folder: z.string().max(500).optional().describe('only this folder (a/b; "" for the top)'),
        limit: z.number().int().min(1).max(limits.dataListMax).optional().describe("default 50"),
        offset: z.number().int().min(0).optional(),
      },
      annotations: readOnly,
    },
    run({ tool: "list_data" }, async (args, c) => {
      const page = await listData(c, {
        search: args.search,
        folder: args.folder,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      });
      const files = page.List.map((f) => ({
        id: f.Id,
        name: f.Name,
        folder: f.Folder,
        kind: f.Kind,
        size: f.Size,
        createdAt: f.CreatedAt,
      }));
      return answer(
        page.Total === 0
          ? "No data set file matches; upload one with upload_data."
          : `${page.Total} file(s)${page.Total > files.length ? `, showing ${files.length} from ${args.offset ?? 0}` : ""}.`,
        { total: page.Total, files },
      );
    }),
  );

  server.registerTool(
    "upload_data",
    {
      title: "Upload a file",
      description: `Uploads a file from the machine this MCP server runs on (under ${uploadRoot}, the folder it may read; at most ${maxUploadBytes / 1024 / 1024} MiB) to the user's data sets with the chunk protocol, and answers its dataFileId for module file arguments. The same file uploaded again to the same folder under the same name answers the file already stored. Needs an API token that is not read-only.`,
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(4096)
          .describe(`the local file's path (absolute, or relative to ${uploadRoot})`),
        folder: z.string().max(500).optional().describe("the data set folder to put it in (a/b)"),
        name: z
          .string()
          .min(1)
          .max(255)
          .optional()
          .describe("the name to store it under (default: the file's)"),
        kind: z.enum(["private", "temporary"]).optional().describe("default private"),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    run({ tool: "upload_data" }, async (args, c) => {
      const file = await allowedUploadPath(uploadRoot, args.path);
      const uploaded = await uploadFile(c, file, {
        // Named after the path the agent gave (a symlink's own name), read from where it leads.
        name: storedName(args.path, args.name),
        dirNames: (args.folder ?? "").split("/").filter(Boolean),
        kind: args.kind ?? "private",
      });
      const f = uploaded.file;
      return answer(
        `${uploaded.known ? "The platform already held these bytes: stored" : "Uploaded"} as data file ${f.Id} "${f.Folder ? `${f.Folder}/` : ""}${f.Name}" (${f.Size} bytes). Use it as a file argument: {"dataFileId": ${f.Id}}.`,
        {
          file: {
            id: f.Id,
            name: f.Name,
            folder: f.Folder,
            kind: args.kind ?? "private",
            size: f.Size,
            sha256: f.Sha256,
          },
          known: uploaded.known,
        },
      );
    }),
  );
}

/** Job outputs as resources. */
function registerResultResources(server: McpServer, kit: ToolKit): void {
  const { currentClient } = kit;
  // Job results as resources: crucible://jobs/{jobId}/tasks/{task}/outputs/{name}. The list offers the
  // outputs of the user's most recent jobs; any job's output reads by its address.
  server.registerResource(
    "job-output",
    new ResourceTemplate("crucible://jobs/{jobId}/tasks/{task}/outputs/{name}", {
      list: async () => {
        const c = currentClient();
        if (!c.token) return { resources: [] };
        const jobs = await recentJobs(c, 10);
        return {
          resources: jobs.flatMap((job) =>
            job.tasks.flatMap((task) =>
              task.outputs.map((output) => ({
                uri: outputUri(job.id, task.key, output.name),
                name: `${output.name} of task ${task.key}, job ${job.id} (${job.name})`,
                mimeType: textOutput.test(output.name) ? "text/plain" : "application/octet-stream",
                size: output.size,
              })),
            ),
          ),
        };
      },
    }),
    {
      title: "A job's output file",
      description: `An output file of a task of one of the user's jobs (the first ${limits.resultBytesMax} bytes; text outputs as text, others base64).`,
    },
    async (uri, variables) => {
      const c = currentClient();
      if (!c.token) throw new CliError("CliNoToken");
      const value = (name: string) => {
        const v = variables[name];
        return decodeURIComponent(Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));
      };
      const jobId = Number(value("jobId"));
      if (!Number.isSafeInteger(jobId) || jobId < 1)
        throw new CliError("DBDataNotExist", `job ${value("jobId")}`);
      const job = await getJob(c, jobId);
      const task = job.tasks.find((t) => t.key === value("task"));
      const output = task?.outputs.find((o) => o.name === value("name"));
      if (!task || !output) throw new CliError("DBDataNotExist", uri.href);
      const bytes = await readTaskBytes(c, Number(task.id), output.name, limits.resultBytesMax);
      return {
        contents: [
          textOutput.test(output.name)
            ? { uri: uri.href, mimeType: "text/plain", text: bytes.toString("utf8") }
            : { uri: uri.href, mimeType: "application/octet-stream", blob: bytes.toString("base64") },
        ],
      };
    },
  );
}

/** The address of a job's output as a resource. */
export function outputUri(jobId: string | number, task: string, name: string): string {
  return `crucible://jobs/${jobId}/tasks/${encodeURIComponent(task)}/outputs/${encodeURIComponent(name)}`;
}

/**
 * `crucible mcp`: serves MCP on standard input and output until the client closes it. The server and
 * token come from the global flags (--url, --token, --profile, --config), CRUCIBLE_URL / CRUCIBLE_TOKEN
 * or the profile file, as every command's; a missing token is said on stderr and by every tool.
 */
export async function runMcpServer(flags: ConfigFlags & { root?: string }): Promise<void> {
  const config = await resolveConfig({
    url: flags.url,
    token: flags.token,
    profile: flags.profile,
    config: flags.config,
  });
  if (!config.token) {
    process.stderr.write(
      "crucible mcp: no API token (set CRUCIBLE_TOKEN, pass --token or run `crucible login`); every tool will say so\n",
    );
  }
  const server = createMcpServer(clientFromConfig(config), {
    uploadRoot: flags.root ?? (process.env.CRUCIBLE_MCP_ROOT || undefined),
  });
  const transport = new StdioServerTransport();
  process.stdin.once("end", () => {
    void server.close().finally(() => process.exit(0));
  });
  await server.connect(transport);
}
