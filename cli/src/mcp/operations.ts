/**
 * What the MCP tools do, over the CLI's client (cli/src/api.ts): the catalogue and templates
 * (GraphQL), a method's arguments as JSON Schema, estimates, submits and jobs (GraphQL), task files
 * (REST with Range), data set files (REST query_page) and uploads (the chunk protocol). Every failure
 * is a CliError with the catalogue's Type; errors.ts turns it into words for the agent.
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { readEnvelope, type EnvelopeError } from "@crucible/client";
import { restCalls, type DataFileAnswer, type QueryPage, type QueryWhereValue } from "@crucible/schema/rest";
import { CliError, type CrucibleClient } from "../api.js";
import { jobViewOf, type JobView } from "../answers.js";
import {
  CliApprovalsDocument,
  CliDecideApprovalDocument,
  McpJobDocument,
  McpJobsDocument,
  McpRunTemplateDocument,
  McpSubmitJobDocument,
  type CliDecidedTaskFieldsFragment,
  type WaitingApprovalFieldsFragment,
} from "../__generated__/operations.js";
import {
  findModule as findCliModule,
  findTemplate as findCliTemplate,
  type ModuleInfo,
  type TemplateInfo,
} from "../catalogue.js";
import { checkParams } from "../params.js";
import { finishedStates } from "../commands/jobs/job.js";
export { estimateJob, type JobEstimate } from "../commands/jobs/job.js";
import { createProgress } from "../progress.js";
import { uploadOne, type UploadedFile } from "../upload.js";

/* ------------------------------------------------------------------ catalogue */

// Modules, templates, the search match and the argument schemas are the CLI's (catalogue.ts,
// params.ts); the lookups below answer the catalogue's error types, which the agent's words name.

export type MethodInfo = ModuleInfo["methods"][number];

/** The CLI's lookup, its "not found" answered as the catalogue's DBDataNotExist naming `what`. */
async function missingAsNotExist<T>(find: Promise<T>, what: string): Promise<T> {
  try {
    return await find;
  } catch (error) {
    if (error instanceof CliError && error.type === "CliNotFound") throw new CliError("DBDataNotExist", what);
    throw error;
  }
}

/** A module by id or key (the key case-insensitive); DBDataNotExist when this user sees none. */
export function findModule(client: CrucibleClient, ref: string): Promise<ModuleInfo> {
  return missingAsNotExist(findCliModule(client, ref), `module ${ref}`);
}

/** A template by id or exact name (case-insensitive). */
export function findTemplate(client: CrucibleClient, ref: string): Promise<TemplateInfo> {
  return missingAsNotExist(findCliTemplate(client, ref), `template ${ref}`);
}

/** A module's method by name (absent: its first); JobTaskArgsError names the methods there are. */
export function methodOf(module: ModuleInfo, name: string | undefined): MethodInfo {
  const method = name ? module.methods.find((m) => m.name === name) : module.methods[0];
  if (!method) {
    throw new CliError(
      "JobTaskArgsError",
      `module ${module.key} has no method ${name}; its methods: ${module.methods.map((m) => m.name).join(", ")}`,
    );
  }
  return method;
}

/* ------------------------------------------------------------------ jobs */

export interface TaskInput {
  key: string;
  moduleId?: string | undefined;
  processorId?: string | undefined;
  method?: string | undefined;
  args: Record<string, unknown>;
  dependsOn?: string[] | undefined;
}

export interface JobInput {
  name: string;
  tags?: string[] | undefined;
  tasks: TaskInput[];
}

/** A job as the MCP tools show it (answers.ts). */
export type { JobView };

/** A task as the MCP tools show it: the CLI's task without its logs' addresses and argument lists. */
export type TaskView = JobView["tasks"][number];

/** Job states after which nothing changes by itself (the CLI's). */
export const settledStates = finishedStates;

export async function getJob(client: CrucibleClient, id: number): Promise<JobView> {
  return jobViewOf((await client.graphql(McpJobDocument, { id: String(id) })).job);
}

export async function submitJob(client: CrucibleClient, input: JobInput): Promise<JobView> {
  return jobViewOf((await client.graphql(McpSubmitJobDocument, { input })).submitJob);
}

export interface TemplateOverride {
  key: string;
  method?: string | undefined;
  args: Record<string, unknown>;
}

export async function runTemplate(
  client: CrucibleClient,
  templateId: string,
  run: { name: string; tags?: string[] | undefined; overrides: TemplateOverride[] },
): Promise<JobView> {
  const { runTemplate } = await client.graphql(McpRunTemplateDocument, {
    id: templateId,
    name: run.name,
    tags: run.tags ?? null,
    args: run.overrides,
  });
  return jobViewOf(runTemplate);
}

/**
 * The tasks a template run would submit: its nodes with the overrides' arguments on top, as the
 * server's runTemplate does (a node run with another method keeps only the arguments that method
 * declares), each module task's arguments checked against its method (CliParamsInvalid names every
 * problem).
 */
export function templateTasks(template: TemplateInfo, overrides: readonly TemplateOverride[]): TaskInput[] {
  for (const o of overrides) {
    if (!template.nodes.some((n) => n.key === o.key)) {
      throw new CliError(
        "JobTaskArgsError",
        `no task ${o.key} in template ${template.id}; its tasks: ${template.nodes.map((n) => n.key).join(", ")}`,
      );
    }
  }
  return template.nodes.map((n) => {
    const override = overrides.find((o) => o.key === n.key);
    const method = override?.method ?? n.method ?? undefined;
    let args = n.args;
    if (n.module) {
      const declared = methodOf(n.module, method).args;
      if (override?.method && override.method !== n.method) {
        const names = new Set(declared.map((a) => a.name));
        args = Object.fromEntries(Object.entries(args).filter(([name]) => names.has(name)));
      }
      args = checkParams(declared, { ...args, ...(override?.args ?? {}) }, `task ${n.key} (${n.module.key})`);
    } else {
      args = { ...args, ...(override?.args ?? {}) };
    }
    return {
      key: n.key,
      ...(n.moduleId ? { moduleId: n.moduleId } : { processorId: n.processorId ?? undefined }),
      method,
      args,
      dependsOn: n.dependsOn,
    };
  });
}

/* ------------------------------------------------------------------ task files */

export interface FileSlice {
  /** The file's whole size in bytes. */
  size: number;
  /** The bytes read (the head or the tail), as UTF-8 text. */
  text: string;
  /** Whether `text` is only part of the file. */
  partial: boolean;
}

/** The error envelope of a failed file read (or CliBadAnswer when the answer is not one). */
function envelopeError(body: Buffer, status: number): CliError {
  let error: EnvelopeError | null = null;
  try {
    error = readEnvelope<unknown>({ status, text: body.toString("utf8") }).Error;
  } catch {
    // not an envelope: named below by its status
  }
  if (error) return new CliError(error.Type, error.Value, { meta: error.Meta, status });
  return new CliError("CliBadAnswer", `read_file answered HTTP ${status}`, { status });
}

function sizeFromHeaders(headers: Record<string, string | string[] | undefined>, fallback: number): number {
  const range = headers["content-range"];
  const match = typeof range === "string" ? /\/(\d+)$/.exec(range) : null;
  return match ? Number(match[1]) : fallback;
}

/**
 * A slice of a task's file: `{ tail: n }` its last n bytes, `{ head: n }` its first n (HTTP Range on
 * read_file). Type is Stdout, Stderr or OutFile (with the output's name).
 */
export async function readTaskFile(
  client: CrucibleClient,
  taskId: number,
  type: "Stdout" | "Stderr" | "OutFile",
  slice: { head: number } | { tail: number },
  keyName?: string,
): Promise<FileSlice> {
  const range = "head" in slice ? `bytes=0-${slice.head - 1}` : `bytes=-${slice.tail}`;
  const http = await client.http();
  const response = await http.get(`api/workflow_job_tasks/read_file/${taskId}`, {
    searchParams: { Type: type, ...(keyName ? { KeyName: keyName } : {}) },
    headers: { range },
    responseType: "buffer",
  });
  const body = response.body;
  if (response.statusCode >= 400) throw envelopeError(body, response.statusCode);
  const size = sizeFromHeaders(response.headers, body.length);
  return { size, text: new TextDecoder("utf-8").decode(body), partial: body.length < size };
}

/** The first `most` bytes of a task's output, as bytes (the MCP resources; binary outputs too). */
export async function readTaskBytes(
  client: CrucibleClient,
  taskId: number,
  keyName: string,
  most: number,
): Promise<Buffer> {
  const http = await client.http();
  const response = await http.get(`api/workflow_job_tasks/read_file/${taskId}`, {
    searchParams: { Type: "OutFile", KeyName: keyName },
    headers: { range: `bytes=0-${most - 1}` },
    responseType: "buffer",
  });
  if (response.statusCode >= 400) throw envelopeError(response.body, response.statusCode);
  return response.body;
}

/** The user's most recent jobs with their tasks and outputs, newest first (the jobs list's own order). */
export async function recentJobs(client: CrucibleClient, limit: number): Promise<JobView[]> {
  return (await client.graphql(McpJobsDocument, { query: { limit } })).jobs.list.map(jobViewOf);
}

/* ------------------------------------------------------------------ data set files */

/** The caller's data set files (and those shared with them), newest first. */
export async function listData(
  client: CrucibleClient,
  query: { search?: string | undefined; folder?: string | undefined; limit: number; offset: number },
): Promise<QueryPage<DataFileAnswer>> {
  const values: QueryWhereValue[] = [];
  if (query.search) values.push({ Name: "Name", Value: query.search, Symbol: "LIKE" });
  if (query.folder !== undefined) values.push({ Name: "Folder", Value: query.folder, Symbol: "=" });
  return client.call(restCalls.dataFileQueryPage("user"), {
    ...(values.length ? { Where: { Lvg: [{ Logic: "AND", Values: values }] } } : {}),
    OrderBy: [{ Name: "Id", IsAsc: false }],
    Limit: query.limit,
    Offset: query.offset,
  });
}

/** The largest file upload_data sends: an agent's upload, not a bulk transfer (use `crucible data upload`). */
export const maxUploadBytes = 256 * 1024 * 1024;

export interface Uploaded {
  file: UploadedFile;
  /** The platform already held these bytes: nothing was sent. */
  known: boolean;
}

function fileRefused(message: string): CliError {
  return new CliError("McpFileRefused", message);
}

/** Whether `inner` is `folder` or lies under it (both absolute). */
function within(folder: string, inner: string): boolean {
  const relative = path.relative(folder, inner);
  return (
    relative === "" ||
    (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/**
 * The file upload_data may read for a path an agent gives (relative paths from the root): only one
 * under the allowed folder, after resolving symlinks, so an agent cannot send the platform a key or a
 * password file of the machine the server runs on. Answers the real path; anything else is refused.
 */
export async function allowedUploadPath(root: string, requested: string): Promise<string> {
  const folder = path.resolve(root);
  const file = path.resolve(folder, requested);
  const outside = () =>
    fileRefused(
      `${file} is outside the folder upload_data may read (${folder}; set CRUCIBLE_MCP_ROOT or \`crucible mcp --root\` to allow another)`,
    );
  if (!within(folder, file)) throw outside();
  let realFolder: string;
  let realFile: string;
  try {
    realFolder = await realpath(folder);
    realFile = await realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw fileRefused(
      code === "ENOENT"
        ? `no file ${file} on the machine the MCP server runs on`
        : `cannot read ${file} (${code ?? String(error)})`,
    );
  }
  // A symlink under the folder may point anywhere: what counts is where it leads.
  if (!within(realFolder, realFile)) throw outside();
  return realFile;
}

/**
 * Uploads a local file with the CLI's chunk protocol (uploadOne: resumes where the server stopped,
 * retries what the network lost, refuses a file changed while it is sent), after refusing a file that
 * is missing, not a regular file or too large for an agent's call.
 */
export async function uploadFile(
  client: CrucibleClient,
  file: string,
  target: { name: string; dirNames: string[]; kind: string },
): Promise<Uploaded> {
  let info;
  try {
    info = await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw fileRefused(
      code === "ENOENT"
        ? `no file ${file} on the machine the MCP server runs on (give an absolute path)`
        : `cannot read ${file} (${code ?? String(error)})`,
    );
  }
  if (!info.isFile()) throw fileRefused(`${file} is not a regular file`);
  if (info.size > maxUploadBytes) {
    throw fileRefused(
      `${file} is ${info.size} bytes, more than upload_data sends (${maxUploadBytes} bytes); ask the user to upload it with \`crucible data upload\` or the web client`,
    );
  }
  const uploaded = await uploadOne(client, file, target, {
    retries: 3,
    signal: new AbortController().signal,
    // Nothing on the terminal: standard output is the protocol's, and no one watches standard error.
    progress: await createProgress(false),
  });
  return { file: uploaded.File, known: uploaded.Known };
}

/** The name a local file is stored under (spaces become underscores, as the web client does). */
export function storedName(file: string, name: string | undefined): string {
  return (name ?? path.basename(file)).replace(/ /g, "_");
}

/* ------------------------------------------------------------------ approvals (issue 28 item 6) */

/** An approval step waiting for the caller's decision. */
export type ApprovalView = WaitingApprovalFieldsFragment;

/** A decided approval step. */
export type DecidedView = CliDecidedTaskFieldsFragment;

/** The approval steps of the user's jobs waiting for their decision. */
export async function listApprovals(client: CrucibleClient): Promise<ApprovalView[]> {
  return (await client.graphql(CliApprovalsDocument)).approvals;
}

/** Approves or rejects a waiting approval step (a reason is required to reject). */
export async function decideApproval(
  client: CrucibleClient,
  input: { jobId: number; key: string; approve: boolean; reason: string },
): Promise<DecidedView> {
  return (
    await client.graphql(CliDecideApprovalDocument, {
      jobId: String(input.jobId),
      key: input.key,
      approve: input.approve,
      reason: input.reason,
    })
  ).decideApproval;
}
