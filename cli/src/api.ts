/**
 * The Crucible client used by `crucible` (and the MCP server): REST envelope calls and GraphQL calls
 * over `got` (loaded on the first call: a command that makes none, or only downloads, never pays for
 * it), and downloads and raw bodies (upload chunks) over node:http / node:https directly, against one
 * server with an optional API token (Bearer).
 *
 * Every failure is a CliError carrying the catalogue's Error.Type / Value / Meta (spec §8) or one of
 * the client's own types (Cli*: the server cannot be reached, an answer that is not the platform's,
 * a usage mistake), and the exit code scripts can rely on (exit.ts).
 */
import { errorMessage, isErrorType, errorStatus, type Lang } from "@crucible/schema/errors";
import type { RestCall } from "@crucible/schema/rest";
import type { Agent, IncomingMessage } from "node:http";
import type * as GotModule from "got";
import type { Got } from "got";
import type { TypedDocumentString } from "./__generated__/operations.js";
import { exitCodes, type ExitCode } from "./exit.js";

/** The REST envelope of spec §8. */
export interface Envelope<T> {
  Error: { Type: string; Value: string | null; Meta: Record<string, unknown> | null } | null;
  Data: T;
}

/** The client's own error types, beside the catalogue's. */
export type CliErrorType =
  | "CliUsage"
  | "CliUnreachable"
  | "CliBadAnswer"
  | "CliNotFound"
  | "CliConfigInvalid"
  | "CliNoToken"
  | "CliJobFailed"
  | "CliInterrupted"
  | "CliFileChanged"
  | "CliHashMismatch"
  | "CliParamsInvalid"
  | "CliTimeout";

const cliExitCodes: Record<CliErrorType, ExitCode> = {
  CliUsage: exitCodes.usage,
  CliUnreachable: exitCodes.unreachable,
  CliBadAnswer: exitCodes.unreachable,
  CliNotFound: exitCodes.notFound,
  CliConfigInvalid: exitCodes.usage,
  CliNoToken: exitCodes.auth,
  CliJobFailed: exitCodes.jobFailed,
  CliInterrupted: exitCodes.interrupted,
  CliFileChanged: exitCodes.failure,
  CliHashMismatch: exitCodes.failure,
  CliParamsInvalid: exitCodes.usage,
  CliTimeout: exitCodes.failure,
};

/** The client's own error types in Chinese (`crucible lang zh`). */
const cliTitlesZh: Record<CliErrorType, string> = {
  CliUsage: "用法错误",
  CliUnreachable: "无法连接服务器",
  CliBadAnswer: "服务器的应答不是平台的应答",
  CliNotFound: "找不到",
  CliConfigInvalid: "配置文件无效",
  CliNoToken: "未登录：请运行 `crucible login`，或设置 CRUCIBLE_TOKEN / --token",
  CliJobFailed: "作业未成功结束",
  CliInterrupted: "已中断",
  CliFileChanged: "文件在上传期间被修改",
  CliHashMismatch: "SHA-256 校验不一致",
  CliParamsInvalid: "参数无效",
  CliTimeout: "等待超时",
};

const authTypes = new Set([
  "DBUserNoLogin",
  "ServerNoLogin",
  "UserLoginServiceAuthTokenInvalid",
  "DBPermDenied",
]);
const notFoundTypes = new Set(["DBDataNotExist", "DBNotExist", "DBUserNotExist"]);

/** The exit code for an error Type (the catalogue's or the client's own). */
export function exitCodeFor(type: string): ExitCode {
  if (type in cliExitCodes) return cliExitCodes[type as CliErrorType];
  if (authTypes.has(type)) return exitCodes.auth;
  if (notFoundTypes.has(type)) return exitCodes.notFound;
  if (isErrorType(type) && errorStatus(type) === 401) return exitCodes.auth;
  return exitCodes.failure;
}

/** A failure with the catalogue's Type, Value and Meta (or a Cli* type), and its exit code. */
export class CliError extends Error {
  readonly type: string;
  readonly value: string | null;
  readonly meta: Record<string, unknown> | null;
  /** The HTTP status of the answer, when there was one. */
  readonly status: number | null;
  readonly exitCode: ExitCode;
  /** The value in Chinese, for `crucible lang zh` (else the Type's Chinese title and the value). */
  readonly valueZh: string | null;

  constructor(
    type: string,
    value: string | null = null,
    options: {
      meta?: Record<string, unknown> | null;
      status?: number | null;
      cause?: unknown;
      zh?: string;
    } = {},
  ) {
    super(value ? `${type}: ${value}` : type, { cause: options.cause });
    this.name = "CliError";
    this.type = type;
    this.value = value;
    this.meta = options.meta ?? null;
    this.status = options.status ?? null;
    this.exitCode = exitCodeFor(type);
    this.valueZh = options.zh ?? null;
  }

  /**
   * The words for the error in a language: the catalogue's for its Types; for the client's own
   * (Cli*), the value (in Chinese when the error carries it, else after the Type's Chinese title).
   */
  describe(lang: Lang = "en"): string {
    if (isErrorType(this.type)) return `${this.type}: ${errorMessage(this.type, lang, this.value)}`;
    if (lang === "zh" && this.type in cliTitlesZh) {
      const title = cliTitlesZh[this.type as CliErrorType];
      if (this.valueZh) return `${this.type}: ${this.valueZh}`;
      return this.value ? `${this.type}: ${title}（${this.value}）` : `${this.type}: ${title}`;
    }
    return this.message;
  }

  /** As JSON for `--output json` error answers. */
  toJSON(): { Type: string; Value: string | null; Meta: Record<string, unknown> | null } {
    return { Type: this.type, Value: this.value, Meta: this.meta };
  }
}

/** What a client needs: the server's base URL and an optional API token. */
export interface ClientOptions {
  url: string;
  token?: string | undefined;
  /** Per-request timeout for calls (not streams), milliseconds; default 120 s. */
  timeoutMs?: number;
  /** Accept-Language for the server's words. */
  lang?: Lang | undefined;
}

/** GraphQL's answer. */
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; value?: string | null } & Record<string, unknown>;
  }[];
}

export interface DownloadOptions {
  headers?: Record<string, string>;
  searchParams?: Record<string, string | number>;
  /** Aborts the request (before the answer; the caller destroys the answer itself afterwards). */
  signal?: AbortSignal;
}

/** How long a download waits for the answer, and for each next byte of it. */
export const downloadTimeoutMs = 60_000;

/** The client every command and the MCP server use. */
export interface CrucibleClient {
  readonly url: string;
  readonly token: string | undefined;
  /** The underlying got instance (prefixUrl = the server, Bearer set, no throwing on HTTP errors),
   * got being loaded on the first call. */
  http(): Promise<Got>;
  /** A REST call (`api/...` or `/api/...`): answers Data, throws CliError on an envelope Error. */
  rest<T>(route: string, body?: unknown, options?: RestOptions): Promise<T>;
  /** A call of the shared REST contract (`projectContract.list`...): its body and answer typed by it. */
  call<B, A>(call: RestCall<B, A>, body: B, options?: RestOptions): Promise<A>;
  /** A REST call answering the whole envelope (for calls whose Error carries a protocol step). */
  envelope<T>(route: string, body?: unknown, options?: RestOptions): Promise<Envelope<T>>;
  /**
   * A GraphQL operation of cli/src/graphql (typed by codegen: its variables and its answer): answers
   * data, throws CliError with the first error's extensions.code.
   */
  graphql<T, V>(document: TypedDocumentString<T, V>, variables?: V): Promise<T>;
  /**
   * A GET for a download over node:http(s), no keep-alive, redirects not followed: answers the
   * response (any status) for the caller to read; 60 s for the answer and 60 s between bytes.
   */
  download(route: string, options?: DownloadOptions): Promise<IncomingMessage>;
  /** A client for the same server with another token (or none). */
  withToken(token: string | undefined): CrucibleClient;
}

export interface RestOptions {
  searchParams?: Record<string, string | number>;
  /** A raw body (octet-stream, or `contentType`) instead of JSON. */
  raw?: Buffer;
  /** The raw body's content type (a multipart form's, with its boundary); octet-stream by default. */
  contentType?: string;
  /** Headers of this request only (a password sign-in's session cookie). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ERR_GOT_REQUEST_ERROR",
]);

/** The names of got's RequestError and its subclasses (got itself is not loaded to check). */
const gotErrorNames = new Set([
  "RequestError",
  "HTTPError",
  "TimeoutError",
  "ReadError",
  "UploadError",
  "CacheError",
  "ParseError",
  "MaxRedirectsError",
  "RetryError",
  "CancelError",
]);

function errorCode(error: Error): string | undefined {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * A failure of the request itself: got's RequestError (or a subclass), or a node:http(s) socket error
 * (ECONNREFUSED, ECONNRESET, ETIMEDOUT...).
 */
export function isRequestFailure(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error)) return false;
  const code = errorCode(error);
  if (code === undefined) return false;
  return gotErrorNames.has(error.name) || networkCodes.has(code);
}

/** A got/network failure as CliUnreachable (or rethrown if it is not one). */
export function networkError(error: unknown, url: string): CliError {
  if (error instanceof CliError) return error;
  if (isRequestFailure(error)) {
    const code = error.code;
    const what = networkCodes.has(code) || error.name === "TimeoutError" ? code : error.message;
    return new CliError("CliUnreachable", `${url}: ${what}`, { cause: error });
  }
  if (error instanceof Error && error.name === "AbortError") {
    return new CliError("CliInterrupted", "interrupted", { cause: error });
  }
  return new CliError("CliUnreachable", `${url}: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
}

/** A whole byte stream (an answer's body) as UTF-8 text. */
export async function readText(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function routePath(route: string): string {
  return route.replace(/^\/+/, "");
}

function parseEnvelope<T>(text: string, status: number, url: string): Envelope<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError("CliBadAnswer", `${url} answered HTTP ${status} that is not a Crucible API answer`, {
      status,
    });
  }
  if (!parsed || typeof parsed !== "object" || !("Error" in parsed) || !("Data" in parsed)) {
    throw new CliError("CliBadAnswer", `${url} answered HTTP ${status} without the API envelope`, { status });
  }
  return parsed as Envelope<T>;
}

/** got, loaded once on the first REST or GraphQL call (about 0.1 s a command without one saves). */
let gotModule: Promise<typeof GotModule> | null = null;

function loadGot(): Promise<typeof GotModule> {
  gotModule ??= import("got");
  return gotModule;
}

function timeoutError(what: string, ms = downloadTimeoutMs): Error {
  return Object.assign(new Error(`${what} timed out after ${ms / 1000} s`), {
    name: "TimeoutError",
    code: "ETIMEDOUT",
  });
}

/** Builds a client for a server URL and an optional API token. */
export function createClient(options: ClientOptions): CrucibleClient {
  const url = options.url.replace(/\/+$/, "");
  const headers: Record<string, string> = { "user-agent": "crucible-cli" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers["accept-language"] = options.lang === "zh" ? "zh-CN" : "en-US";
  let got: Promise<Got> | null = null;
  const http = (): Promise<Got> => {
    got ??= loadGot().then(({ default: base }) =>
      base.extend({
        prefixUrl: `${url}/`,
        headers,
        throwHttpErrors: false,
        retry: { limit: 0 },
        timeout: { request: timeoutMs },
      }),
    );
    return got;
  };

  const timeoutMs = options.timeoutMs ?? 120_000;
  let agent: Agent | null = null;

  /** A route's URL with its query, and node:http or node:https for it (TLS loaded only for https). */
  async function endpoint(route: string, searchParams: Record<string, string | number> = {}) {
    const target = new URL(routePath(route), `${url}/`);
    for (const [key, value] of Object.entries(searchParams)) target.searchParams.set(key, String(value));
    const module = target.protocol === "https:" ? await import("node:https") : await import("node:http");
    return { target, module };
  }

  /**
   * A REST call: its body (JSON, or raw bytes for an upload chunk) POSTed over node:http(s) on
   * kept-alive connections. got's own work per request was about a fifth of a 256 MiB upload's time
   * (node:http's is a tenth of that), and loading got costs a command about 0.1 s before its first call.
   */
  async function post<T>(
    route: string,
    body: Buffer,
    contentType: string,
    rest: RestOptions,
  ): Promise<Envelope<T>> {
    const { target, module } = await endpoint(route, rest.searchParams);
    // Idle kept-alive sockets do not keep the process running (the agent unrefs them).
    agent ??= new module.Agent({ keepAlive: true });
    const connection = agent;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = module.request(target, {
        method: "POST",
        headers: {
          ...headers,
          ...rest.headers,
          "content-type": contentType,
          "content-length": String(body.length),
        },
        agent: connection,
        ...(rest.signal ? { signal: rest.signal } : {}),
      });
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(timeoutError("the request", timeoutMs)));
      outgoing.once("response", (response: IncomingMessage) => {
        readText(response).then((text) => resolve({ status: response.statusCode ?? 0, body: text }), reject);
      });
      outgoing.once("error", reject);
      outgoing.end(body);
    }).catch((error: unknown) => {
      throw networkError(error, url);
    });
    return parseEnvelope<T>(answer.body, answer.status, url);
  }

  async function envelope<T>(route: string, body?: unknown, rest: RestOptions = {}): Promise<Envelope<T>> {
    if (rest.raw) return post<T>(route, rest.raw, rest.contentType ?? "application/octet-stream", rest);
    return post<T>(route, Buffer.from(JSON.stringify(body ?? {})), "application/json", rest);
  }

  async function download(route: string, request: DownloadOptions = {}): Promise<IncomingMessage> {
    const { target, module } = await endpoint(route, request.searchParams);
    return new Promise<IncomingMessage>((resolve, reject) => {
      // agent: false: a connection of its own, closed after the answer (no keep-alive).
      const outgoing = module.request(target, {
        method: "GET",
        headers: { ...headers, ...request.headers },
        agent: false,
        ...(request.signal ? { signal: request.signal } : {}),
      });
      let answer: IncomingMessage | null = null;
      // The socket's idle time: first the wait for the answer, then the wait for each next byte.
      outgoing.setTimeout(downloadTimeoutMs, () => {
        if (answer) answer.destroy(timeoutError("reading the answer"));
        else outgoing.destroy(timeoutError("waiting for the answer"));
      });
      outgoing.once("response", (response: IncomingMessage) => {
        answer = response;
        resolve(response);
      });
      // Before the answer this rejects; afterwards the answer's own stream reports the failure.
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  const client: CrucibleClient = {
    url,
    token: options.token,
    http,
    envelope,
    download,
    async rest<T>(route: string, body?: unknown, rest?: RestOptions): Promise<T> {
      const answer = await envelope<T>(route, body, rest);
      if (answer.Error) {
        throw new CliError(answer.Error.Type, answer.Error.Value, { meta: answer.Error.Meta });
      }
      return answer.Data;
    },
    call<B, A>(call: RestCall<B, A>, body: B, rest?: RestOptions): Promise<A> {
      return client.rest<A>(call.path, body, rest);
    },
    async graphql<T, V>(document: TypedDocumentString<T, V>, variables?: V): Promise<T> {
      const query = document.toString();
      const instance = await http();
      let response;
      try {
        response = await instance.post("graphql", { json: { query, variables }, responseType: "text" });
      } catch (error) {
        throw networkError(error, url);
      }
      let answer: GraphQLAnswer<T>;
      try {
        answer = JSON.parse(response.body) as GraphQLAnswer<T>;
      } catch {
        throw new CliError(
          "CliBadAnswer",
          `${url} answered HTTP ${response.statusCode} that is not GraphQL`,
          {
            status: response.statusCode,
          },
        );
      }
      const first = answer.errors?.[0];
      if (first) {
        const code = first.extensions?.code ?? "ServerInternalError";
        const value = typeof first.extensions?.value === "string" ? first.extensions.value : first.message;
        const meta = first.extensions?.meta;
        throw new CliError(code, value, {
          meta: meta && typeof meta === "object" ? (meta as Record<string, unknown>) : null,
          status: response.statusCode,
        });
      }
      if (answer.data === undefined || answer.data === null) {
        throw new CliError("CliBadAnswer", `${url} answered GraphQL without data`, {
          status: response.statusCode,
        });
      }
      return answer.data;
    },
    withToken(token: string | undefined): CrucibleClient {
      return createClient({ ...options, token });
    },
  };
  return client;
}
