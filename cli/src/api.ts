/**
 * The Crucible client used by `crucible` (and the MCP server), against one server with an optional
 * API token (Bearer). REST envelope calls, upload chunks and GraphQL calls are the shared client core's
 * (@crucible/client: the envelope, the typed calls) over node:http / node:https on kept-alive
 * connections (this file's transport); downloads go over node:http(s) directly, and `got` (loaded on
 * the first `http()`: a command that never asks for it never pays for it) serves the few reads that
 * use it.
 *
 * Every failure is a CliError (the core's ApiError, extended) carrying the catalogue's Error.Type /
 * Value / Meta (spec §8) or one of the client's own types (Cli*: the server cannot be reached, an
 * answer that is not the platform's, a usage mistake), and the exit code scripts can rely on (exit.ts).
 */
import {
  ApiError,
  callChunk,
  callEnvelope,
  dataOf,
  graphql as graphqlCall,
  postEnvelope,
  type BadAnswerReason,
  type Envelope,
  type EnvelopeAnswer,
  type ErrorMakers,
  type Transport,
} from "@crucible/client";
import { errorMessage, isErrorType, errorStatus, type Lang } from "@crucible/schema/errors";
import type { ChunkQuery, RestCall } from "@crucible/schema/rest";
import type { Agent, IncomingMessage } from "node:http";
import { rawGet, type RawAnswer } from "./rawGet.js";
import type * as GotModule from "got";
import type { Got } from "got";
import type { TypedDocumentString } from "./__generated__/operations.js";
import { exitCodes, type ExitCode } from "./exit.js";

/** The REST envelope of spec §8 (read by the client core). */
export type { Envelope, EnvelopeAnswer } from "@crucible/client";

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

/**
 * A failure with the catalogue's Type, Value and Meta (or a Cli* type), and its exit code: the client
 * core's ApiError (type, value, meta, status) with the CLI's exit code and Chinese words.
 */
export class CliError extends ApiError {
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
    super(type, value, options);
    this.name = "CliError";
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
  /**
   * A call of the shared REST contract answering its whole envelope and status (for calls whose Error
   * carries a protocol step: upload_meta's DBNotExist).
   */
  callEnvelope<B, A>(call: RestCall<B, A>, body: B, options?: RestOptions): Promise<EnvelopeAnswer<A>>;
  /** One chunk of the upload protocol (raw bytes): answers its Data, throws CliError on its Error. */
  chunk<A>(
    call: RestCall<ChunkQuery, A>,
    query: ChunkQuery,
    bytes: Buffer,
    options?: RestOptions,
  ): Promise<A>;
  /** A REST call answering the whole envelope (for calls whose Error carries a protocol step). */
  envelope<T>(route: string, body?: unknown, options?: RestOptions): Promise<Envelope<T>>;
  /** How the client core makes this client's errors from REST answers (CliError, CliBadAnswer). */
  readonly errors: ErrorMakers;
  /**
   * A GraphQL operation of cli/src/graphql (typed by codegen: its variables and its answer): answers
   * data, throws CliError with the first error's extensions.code.
   */
  graphql<T, V>(document: TypedDocumentString<T, V>, variables?: V): Promise<T>;
  /**
   * A GET for a download on a connection of its own (rawGet.ts: the body read into one reused
   * buffer), redirects not followed: answers once the head is read (any status), for the caller to
   * read the body; 60 s for the answer and 60 s between reads.
   */
  download(route: string, options?: DownloadOptions): Promise<RawAnswer>;
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

/** What CliBadAnswer says of an answer that is not the platform's. */
function badAnswerValue(url: string, reason: BadAnswerReason, status: number | null): string {
  switch (reason) {
    case "notJson":
      return `${url} answered HTTP ${status} that is not a Crucible API answer`;
    case "notEnvelope":
      return `${url} answered HTTP ${status} without the API envelope`;
    case "notGraphql":
      return `${url} answered HTTP ${status} that is not GraphQL`;
    case "noData":
      return `${url} answered GraphQL without data`;
    case "uploadUnfinished":
      return `${url}: the upload ended without its file`;
  }
}

/**
 * The client core's errors as CliError. A REST envelope's Error carries no status (the retry rules
 * read a status as the answer's HTTP failure: withRetries in transfer.ts); a GraphQL error does.
 */
function cliErrors(url: string, withStatus: boolean): ErrorMakers {
  return {
    api: (fields) =>
      new CliError(fields.type, fields.value, {
        meta: fields.meta,
        status: withStatus ? fields.status : null,
      }),
    badAnswer: (reason, status) =>
      new CliError("CliBadAnswer", badAnswerValue(url, reason, status), { status }),
  };
}

/** got, loaded once on the first `http()` (about 0.1 s a command without one saves). */
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

  /** A route's URL with its query. */
  function urlOf(route: string, searchParams: Record<string, string | number> = {}): URL {
    const target = new URL(routePath(route), `${url}/`);
    for (const [key, value] of Object.entries(searchParams)) target.searchParams.set(key, String(value));
    return target;
  }

  /** A route's URL, and node:http or node:https for it (TLS loaded only for https). */
  async function endpoint(route: string) {
    const target = urlOf(route);
    const module = target.protocol === "https:" ? await import("node:https") : await import("node:http");
    return { target, module };
  }

  /**
   * The client core's transport: a request (JSON text, or raw bytes for an upload chunk) POSTed over
   * node:http(s) on kept-alive connections, answering its status and text. got's own work per request
   * was about a fifth of a 256 MiB upload's time (node:http's is a tenth of that), and loading got
   * costs a command about 0.1 s before its first call. Failures to get an answer are CliErrors
   * (networkError: CliUnreachable, CliInterrupted).
   */
  const transport =
    (signal?: AbortSignal): Transport<Buffer> =>
    async (request) => {
      const { target, module } = await endpoint(request.path);
      // Idle kept-alive sockets do not keep the process running (the agent unrefs them).
      agent ??= new module.Agent({ keepAlive: true });
      const connection = agent;
      const body =
        request.body === null
          ? Buffer.alloc(0)
          : typeof request.body === "string"
            ? Buffer.from(request.body)
            : request.body;
      return new Promise<{ status: number; text: string }>((resolve, reject) => {
        const outgoing = module.request(target, {
          method: request.method,
          headers: { ...headers, ...request.headers, "content-length": String(body.length) },
          agent: connection,
          ...(signal ? { signal } : {}),
        });
        outgoing.setTimeout(timeoutMs, () => outgoing.destroy(timeoutError("the request", timeoutMs)));
        outgoing.once("response", (response: IncomingMessage) => {
          readText(response).then((text) => resolve({ status: response.statusCode ?? 0, text }), reject);
        });
        outgoing.once("error", reject);
        outgoing.end(body);
      }).catch((error: unknown) => {
        throw networkError(error, url);
      });
    };

  const restErrors = cliErrors(url, false);
  const graphqlErrors = cliErrors(url, true);

  /** A POST of a JSON body, or of raw bytes (octet-stream, or `contentType`), answering its envelope. */
  function post<T>(route: string, body: unknown, rest: RestOptions): Promise<EnvelopeAnswer<T>> {
    const contentType = rest.raw ? (rest.contentType ?? "application/octet-stream") : "application/json";
    return postEnvelope<T, Buffer>(transport(rest.signal), route, rest.raw ?? JSON.stringify(body ?? {}), {
      query: rest.searchParams,
      headers: { ...rest.headers, "content-type": contentType },
      errors: restErrors,
    });
  }

  async function download(route: string, request: DownloadOptions = {}): Promise<RawAnswer> {
    return rawGet(urlOf(route, request.searchParams), {
      headers: { ...headers, ...request.headers },
      signal: request.signal,
      timeoutMs: downloadTimeoutMs,
      timeoutError,
    });
  }

  const client: CrucibleClient = {
    url,
    token: options.token,
    errors: restErrors,
    http,
    download,
    async envelope<T>(route: string, body?: unknown, rest: RestOptions = {}): Promise<Envelope<T>> {
      return (await post<T>(route, body, rest)).envelope;
    },
    async rest<T>(route: string, body?: unknown, rest: RestOptions = {}): Promise<T> {
      return dataOf(await post<T>(route, body, rest), restErrors);
    },
    async call<B, A>(call: RestCall<B, A>, body: B, rest: RestOptions = {}): Promise<A> {
      if (rest.raw) return client.rest<A>(call.path, body, rest);
      return dataOf(await client.callEnvelope(call, body, rest), restErrors);
    },
    callEnvelope<B, A>(call: RestCall<B, A>, body: B, rest: RestOptions = {}): Promise<EnvelopeAnswer<A>> {
      return callEnvelope<B, A, Buffer>(transport(rest.signal), call, body, {
        query: rest.searchParams,
        headers: rest.headers,
        errors: restErrors,
      });
    },
    chunk<A>(
      call: RestCall<ChunkQuery, A>,
      query: ChunkQuery,
      bytes: Buffer,
      rest: RestOptions = {},
    ): Promise<A> {
      return callChunk<A, Buffer>(transport(rest.signal), call, query, bytes, {
        query: rest.searchParams,
        headers: rest.headers,
        errors: restErrors,
      });
    },
    graphql<T, V>(document: TypedDocumentString<T, V>, variables?: V): Promise<T> {
      return graphqlCall<T, V, Buffer>(transport(), document, variables, { errors: graphqlErrors });
    },
    withToken(token: string | undefined): CrucibleClient {
      return createClient({ ...options, token });
    },
  };
  return client;
}
