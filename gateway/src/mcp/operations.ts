/**
 * What the MCP tools do, over the CLI's client (gateway/src/cli/api.ts): the catalogue and templates
 * (GraphQL), a method's arguments as JSON Schema, estimates, submits and jobs (GraphQL), task files
 * (REST with Range), data set files (REST query_page) and uploads (the chunk protocol). Every failure
 * is a CliError with the catalogue's Type; errors.ts turns it into words for the agent.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { constants } from "@crucible/schema";
import { CliError, type CrucibleClient, type Envelope } from "../cli/api.js";

/* ------------------------------------------------------------------ catalogue */

/** A module argument as GraphQL answers it (Module.methods.args). */
export interface ArgSpec {
  name: string;
  label: string;
  format: string;
  fileFormats: string[] | null;
  require: boolean;
  default: unknown;
  /** Values, or {value, label} objects. */
  choices: unknown;
  help: string | null;
  /** Applies only when every named argument has one of the values. */
  bindings: { arg: string; values: (string | number | boolean)[] }[] | null;
}

export interface MethodInfo {
  name: string;
  label: string;
  summary: string | null;
  args: ArgSpec[];
  outputs: { name: string; label: string; format: string }[];
}

export interface ModuleInfo {
  id: string;
  key: string;
  name: string;
  nameZh: string;
  summary: string;
  summaryZh: string;
  docs: string;
  tags: string[];
  tokenPrice: number;
  status: string;
  methods: MethodInfo[];
}

export interface TemplateInfo {
  id: string;
  kind: string;
  name: string;
  nameZh: string;
  summary: string;
  docs: string;
  taskNames: string[];
  mine: boolean;
  status: string;
  nodes: {
    key: string;
    moduleId: string | null;
    processorId: string | null;
    method: string | null;
    args: Record<string, unknown>;
    dependsOn: string[];
  }[];
}

const argFields = "name label format fileFormats require default choices help bindings { arg values }";
const moduleFields = `id key name nameZh summary summaryZh docs tags tokenPrice status
  methods { name label summary args { ${argFields} } outputs { name label format } }`;
const templateFields =
  "id kind name nameZh summary docs taskNames mine status nodes { key moduleId processorId method args dependsOn }";

export async function listModules(client: CrucibleClient): Promise<ModuleInfo[]> {
  return (await client.graphql<{ modules: ModuleInfo[] }>(`{ modules { ${moduleFields} } }`)).modules;
}

export async function listTemplates(client: CrucibleClient): Promise<TemplateInfo[]> {
  return (await client.graphql<{ templates: TemplateInfo[] }>(`{ templates { ${templateFields} } }`))
    .templates;
}

/** Whether every word of `text` appears in one of the fields (case-insensitive); "" matches all. */
export function matches(text: string, fields: readonly (string | null | undefined)[]): boolean {
  const haystack = fields.filter(Boolean).join("\n").toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A module by id or key (the key case-insensitive); DBDataNotExist when this user sees none. */
export async function findModule(client: CrucibleClient, ref: string): Promise<ModuleInfo> {
  const modules = await listModules(client);
  const found =
    modules.find((m) => m.id === ref) ?? modules.find((m) => m.key.toLowerCase() === ref.toLowerCase());
  if (!found) throw new CliError("DBDataNotExist", `module ${ref}`);
  return found;
}

/** A template by id or exact name (case-insensitive). */
export async function findTemplate(client: CrucibleClient, ref: string): Promise<TemplateInfo> {
  const templates = await listTemplates(client);
  const found =
    templates.find((t) => t.id === ref) ??
    templates.find((t) => t.name.toLowerCase() === ref.toLowerCase() || t.nameZh === ref);
  if (!found) throw new CliError("DBDataNotExist", `template ${ref}`);
  return found;
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

/* ------------------------------------------------------------------ argument schemas */

export type JsonSchema = Record<string, unknown>;

const fileArgSchema: JsonSchema = {
  oneOf: [
    {
      type: "object",
      description: "a data set file: its id from list_data or upload_data",
      properties: { dataFileId: { type: "integer", minimum: 1 } },
      required: ["dataFileId"],
      additionalProperties: false,
    },
    {
      type: "object",
      description: "an output of an upstream task of the same job (that task's key and output name)",
      properties: { task: { type: "string" }, output: { type: "string" } },
      required: ["task", "output"],
      additionalProperties: false,
    },
  ],
};

function choiceValues(choices: unknown): unknown[] {
  if (!Array.isArray(choices)) return [];
  return choices.map((c: unknown) => (c && typeof c === "object" && "value" in c ? c.value : c));
}

function argSchema(arg: ArgSpec): JsonSchema {
  const base: JsonSchema = { title: arg.label };
  const when = (arg.bindings ?? []).map(
    (b) => `${b.arg} is ${b.values.map((v) => JSON.stringify(v)).join(" or ")}`,
  );
  const description = [arg.help, when.length ? `Applies only when ${when.join(" and ")}.` : null].filter(
    Boolean,
  );
  if (description.length) base.description = description.join(" ");
  if (arg.default !== undefined && arg.default !== null) base.default = arg.default;
  const choices = choiceValues(arg.choices);
  switch (arg.format) {
    case "int":
      return { ...base, type: "integer" };
    case "float":
      return { ...base, type: "number" };
    case "bool":
      return { ...base, type: "boolean" };
    case "choice":
      return { ...base, enum: choices };
    case "multiple_choice":
      return { ...base, type: "array", items: { enum: choices }, uniqueItems: true };
    case "file":
      return {
        ...base,
        ...fileArgSchema,
        ...(arg.fileFormats?.length ? { "x-file-formats": arg.fileFormats } : {}),
      };
    default:
      // string and the text-like formats (SMILES, sequences, ...): the server checks the content.
      return { ...base, type: "string", ...(arg.format !== "string" ? { "x-format": arg.format } : {}) };
  }
}

/** A method's arguments as a JSON Schema (draft 2020-12) of the task's `args` object. */
export function argsJsonSchema(args: readonly ArgSpec[], title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const arg of args) properties[arg.name] = argSchema(arg);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    type: "object",
    properties,
    // An argument bound to another one is required only when it applies: the server checks that.
    required: args.filter((a) => a.require && !a.bindings?.length).map((a) => a.name),
    additionalProperties: false,
  };
}

/* ------------------------------------------------------------------ jobs */

export interface TaskInput {
  key: string;
  moduleId: string;
  method?: string | undefined;
  args: Record<string, unknown>;
  dependsOn?: string[] | undefined;
}

export interface JobInput {
  name: string;
  tags?: string[] | undefined;
  tasks: TaskInput[];
}

export interface TaskView {
  id: string;
  key: string;
  module: { id: string; key: string; name: string } | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  state: string;
  run: number;
  exitCode: number | null;
  reason: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  cpuMs: number;
  wallMs: number;
  tokens: number;
  outputs: { name: string; size: number }[];
}

export interface JobView {
  id: string;
  name: string;
  tags: string[];
  state: string;
  createdAt: string;
  finishedAt: string | null;
  progress: number;
  tokens: number;
  tasks: TaskView[];
}

const jobFields = `id name tags state createdAt finishedAt progress tokens tasks { id key module { id key name } method
  args dependsOn state run exitCode reason startedAt finishedAt cpuMs wallMs tokens outputs { name size } }`;

/** Job states after which nothing changes by itself. */
export const settledStates = new Set(["done", "abort", "cancel"]);

export async function getJob(client: CrucibleClient, id: number): Promise<JobView> {
  return (
    await client.graphql<{ job: JobView }>(`query ($id: ID!) { job(id: $id) { ${jobFields} } }`, {
      id: String(id),
    })
  ).job;
}

export async function submitJob(client: CrucibleClient, input: JobInput): Promise<JobView> {
  return (
    await client.graphql<{ submitJob: JobView }>(
      `mutation ($input: JobInput!) { submitJob(input: $input) { ${jobFields} } }`,
      { input },
    )
  ).submitJob;
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
  return (
    await client.graphql<{ runTemplate: JobView }>(
      `mutation ($id: ID!, $name: String!, $tags: [String!], $args: [TaskArgsInput!]) {
        runTemplate(id: $id, name: $name, tags: $tags, args: $args) { ${jobFields} } }`,
      { id: templateId, name: run.name, tags: run.tags ?? null, args: run.overrides },
    )
  ).runTemplate;
}

/**
 * The tasks a template run would submit: its nodes with the overrides' arguments on top (as the
 * server's runTemplate does). Processor nodes are refused: an estimate names modules only.
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
    if (!n.moduleId) {
      throw new CliError("JobTaskArgsError", `task ${n.key} of template ${template.id} runs a processor`);
    }
    const override = overrides.find((o) => o.key === n.key);
    return {
      key: n.key,
      moduleId: n.moduleId,
      method: override?.method ?? n.method ?? undefined,
      args: { ...n.args, ...(override?.args ?? {}) },
      dependsOn: n.dependsOn,
    };
  });
}

export interface JobEstimate {
  tasks: {
    key: string;
    method: string | null;
    price: number;
    discount: number;
    inputBytes: number | null;
    basis: string;
    runs: number;
    tokens: number | null;
    tokensLow: number | null;
    tokensHigh: number | null;
  }[];
  tokens: number;
  tokensLow: number;
  tokensHigh: number;
  complete: boolean;
  balance: number;
  balanceAfter: number;
}

export async function estimateJob(client: CrucibleClient, input: JobInput): Promise<JobEstimate> {
  return (
    await client.graphql<{ jobEstimate: JobEstimate }>(
      `query ($input: JobInput!) { jobEstimate(input: $input) { tasks { key method price discount inputBytes basis runs
        tokens tokensLow tokensHigh } tokens tokensLow tokensHigh complete balance balanceAfter } }`,
      { input },
    )
  ).jobEstimate;
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
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    // not an envelope: named below by its status
  }
  const error =
    parsed && typeof parsed === "object" && "Error" in parsed ? (parsed as Envelope<unknown>).Error : null;
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
  const response = await client.http.get(`api/workflow_job_tasks/read_file/${taskId}`, {
    searchParams: { Type: type, ...(keyName ? { KeyName: keyName } : {}) },
    headers: { range },
    responseType: "buffer",
  });
  const body = response.body;
  if (response.statusCode >= 400) throw envelopeError(body, response.statusCode);
  const size = sizeFromHeaders(response.headers, body.length);
  return { size, text: new TextDecoder("utf-8").decode(body), partial: body.length < size };
}

/* ------------------------------------------------------------------ data set files */

export interface DataFile {
  Id: number;
  Kind: string;
  Name: string;
  Folder: string;
  Size: number;
  Sha256: string;
  CreatedAt: string;
}

export const dataFileApi = "api/workflow_job_task_data_source_file";

export async function listData(
  client: CrucibleClient,
  query: { search?: string | undefined; folder?: string | undefined; limit: number; offset: number },
): Promise<{ List: DataFile[]; Total: number }> {
  const values: { Name: string; Value: string; Symbol: string }[] = [];
  if (query.search) values.push({ Name: "Name", Value: query.search, Symbol: "LIKE" });
  if (query.folder !== undefined) values.push({ Name: "Folder", Value: query.folder, Symbol: "=" });
  return client.rest(`${dataFileApi}/query_page`, {
    ...(values.length ? { Where: { Lvg: [{ Logic: "AND", Values: values }] } } : {}),
    OrderBy: [{ Name: "Id", IsAsc: false }],
    Limit: query.limit,
    Offset: query.offset,
  });
}

/** The largest file upload_data sends: an agent's upload, not a bulk transfer (use `crucible data upload`). */
export const maxUploadBytes = 256 * 1024 * 1024;

export interface Uploaded {
  file: DataFile;
  /** The platform already held these bytes: nothing was sent. */
  known: boolean;
}

function fileRefused(message: string): CliError {
  return new CliError("McpFileRefused", message);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest("hex").toUpperCase();
}

/**
 * Uploads a local file with the chunk protocol (upload_meta, then 1 MiB chunks from where the server
 * says it stopped), refusing a file that is missing, not a regular file, too large or changed while
 * it is sent.
 */
export async function uploadFile(
  client: CrucibleClient,
  file: string,
  target: { name: string; dirNames: string[]; kind: string },
): Promise<Uploaded> {
  let before;
  try {
    before = await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw fileRefused(
      code === "ENOENT"
        ? `no file ${file} on the machine the MCP server runs on (give an absolute path)`
        : `cannot read ${file} (${code ?? String(error)})`,
    );
  }
  if (!before.isFile()) throw fileRefused(`${file} is not a regular file`);
  if (before.size > maxUploadBytes) {
    throw fileRefused(
      `${file} is ${before.size} bytes, more than upload_data sends (${maxUploadBytes} bytes); ask the user to upload it with \`crucible data upload\` or the web client`,
    );
  }
  const changed = (now: { size: number; mtimeMs: number }) =>
    now.size !== before.size || now.mtimeMs !== before.mtimeMs;
  const changedError = () =>
    fileRefused(
      `${file} changed on disk while it was being uploaded; nothing was stored, call upload_data again`,
    );
  const sha256 = await sha256Of(file);
  if (changed(await stat(file))) throw changedError();
  const meta = {
    Name: target.name,
    Size: before.size,
    Sha256: sha256,
    DirNames: target.dirNames,
    Kind: target.kind,
  };
  const answer = await client.envelope<{ Done: boolean; File: DataFile }>(`${dataFileApi}/upload_meta`, meta);
  if (!answer.Error) return { file: answer.Data.File, known: true };
  if (answer.Error.Type !== "DBNotExist") {
    throw new CliError(answer.Error.Type, answer.Error.Value, { meta: answer.Error.Meta });
  }
  const uploadId = Number(answer.Error.Meta?.UploadId);
  let received = Number(answer.Error.Meta?.Received ?? 0);
  const chunkBytes = constants.uploadChunkBytes;
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(chunkBytes);
    for (;;) {
      if (changed(await handle.stat())) throw changedError();
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, received);
      const chunk = await client.envelope<{ Done: boolean; File?: DataFile }>(
        `${dataFileApi}/upload_file`,
        undefined,
        {
          searchParams: { UploadId: uploadId, Index: received / chunkBytes },
          raw: buffer.subarray(0, bytesRead),
        },
      );
      if (chunk.Error) {
        if (chunk.Error.Type === "DBFileSha256Invalid") throw changedError();
        throw new CliError(chunk.Error.Type, chunk.Error.Value, { meta: chunk.Error.Meta });
      }
      received += bytesRead;
      if (chunk.Data.Done && chunk.Data.File) return { file: chunk.Data.File, known: false };
      if (bytesRead === 0)
        throw new CliError("CliBadAnswer", "the platform asked for more bytes than the file holds");
    }
  } finally {
    await handle.close();
  }
}

/** The name a local file is stored under (spaces become underscores, as the web client does). */
export function storedName(file: string, name: string | undefined): string {
  return (name ?? path.basename(file)).replace(/ /g, "_");
}
