/**
 * The REST helper, only for what GraphQL cannot do (uploads, imports, usage figures): the client
 * core's envelope and typed calls (@crucible/client) over fetch (or XMLHttpRequest for a multipart
 * upload's progress), with the CSRF header, the top progress bar and errors reported like GraphQL's.
 */
import {
  ApiError,
  BadAnswerError,
  call,
  callChunk as sendChunk,
  callEnvelope,
  coreErrors,
  dataOf,
  postEnvelope,
  readEnvelope,
  type Envelope,
  type EnvelopeAnswer,
  type ErrorMakers,
  type Transport,
} from "@crucible/client";
import type { ChunkQuery, RestCall, UploadCall } from "@crucible/schema";
import { startProgress } from "../components/progress";
import { isAbortError, reportApiError, reportNetworkError } from "./errors";

/** An error the REST envelope answered: the client core's ApiError (type, value, meta). */
export class RestError extends ApiError {
  constructor(type: string, value: string | null, meta: Record<string, unknown> | null) {
    super(type, value, { meta });
    this.name = "RestError";
  }
}

/** The client core's errors as the web's: RestError for an envelope's Error; a bad answer is the core's own. */
export const webErrors: ErrorMakers = {
  api: (fields) => new RestError(fields.type, fields.value, fields.meta),
  badAnswer: coreErrors.badAnswer,
};

export interface UploadOptions {
  /** Called with 0..100 while the body is sent. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

/** A transport over XMLHttpRequest (for its upload progress): one POST of a multipart form. */
function formTransport(options: UploadOptions): Transport<FormData> {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const done = startProgress();
      xhr.open(request.method, request.path);
      xhr.withCredentials = false;
      xhr.setRequestHeader("X-Crucible-Csrf", "1");
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        done();
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        done();
        const error = new Error("network error");
        reportNetworkError(error);
        reject(error);
      };
      xhr.onabort = () => {
        done();
        const error = new DOMException("cancelled", "AbortError");
        if (!isAbortError(error)) reportNetworkError(error);
        reject(error);
      };
      options.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(request.body);
    });
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Error types the caller handles itself: thrown as RestError without a toast. */
  readonly expected?: readonly string[];
  /** Shows the top progress bar (default true; chunk uploads turn it off). */
  readonly progress?: boolean;
  /** The caller retries network failures itself: no toast for them. */
  readonly silentNetwork?: boolean;
}

/** The client core's transport over fetch: same-origin credentials, the CSRF header, the progress bar. */
function fetchTransport(options: CallOptions): Transport<Blob> {
  return async (request) => {
    const done = options.progress === false ? () => undefined : startProgress();
    try {
      const response = await fetch(request.path, {
        method: request.method,
        body: request.body,
        credentials: "same-origin",
        signal: options.signal,
        headers: { "X-Crucible-Csrf": "1", ...request.headers },
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (!options.silentNetwork) reportNetworkError(error);
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      done();
    }
  };
}

/**
 * Runs a call of the client core and reports what went wrong: an envelope's Error as a toast (or the
 * login) unless the caller expects its Type, an answer that is not the platform's as a network failure
 * (the transport reported its own failures).
 */
async function reported<A>(send: () => Promise<A>, expected: readonly string[] = []): Promise<A> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof RestError) {
      if (!expected.includes(error.type)) reportApiError(error);
    } else if (error instanceof BadAnswerError) {
      reportNetworkError(error);
    }
    throw error;
  }
}

/**
 * POSTs the JSON body of a call of the REST contract (`restCalls` of @crucible/schema); resolves with
 * its answer, typed as the contract says (the gateway's presenter is checked against the same type).
 */
export function callRest<Body, Answer>(
  restCall: RestCall<Body, Answer>,
  body: Body,
  options: CallOptions = {},
): Promise<Answer> {
  return reported(
    () => call(fetchTransport(options), restCall, body, { errors: webErrors }),
    options.expected,
  );
}

/**
 * Like callRest, but answers the whole envelope with its status, whatever its Error (for a call whose
 * Error carries a protocol step: upload_meta's DBNotExist). Network failures and answers that are not
 * the platform's are reported and thrown.
 */
export function callRestEnvelope<Body, Answer>(
  restCall: RestCall<Body, Answer>,
  body: Body,
  options: CallOptions = {},
): Promise<EnvelopeAnswer<Answer>> {
  return reported(() => callEnvelope(fetchTransport(options), restCall, body, { errors: webErrors }));
}

/**
 * POSTs a file, in the call's form field, with the call's other form fields, to an upload call of the
 * REST contract; resolves with its answer, typed as the contract says.
 */
export async function callUpload<Fields extends Readonly<Record<string, string | undefined>>, Answer>(
  upload: UploadCall<Fields, Answer>,
  file: Blob,
  fileName: string,
  fields: Fields,
  options: UploadOptions = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append(upload.field, file, fileName);
  const answer = await reported(async () =>
    // No content type: the browser sets multipart's with its boundary.
    dataOf(
      await postEnvelope<Answer, FormData>(formTransport(options), upload.path, form, { errors: webErrors }),
      webErrors,
    ),
  );
  options.onProgress?.(100);
  return answer;
}

/** POSTs one chunk of the upload protocol (raw bytes, application/octet-stream); resolves with its answer. */
export function callChunk<Answer>(
  chunkCall: RestCall<ChunkQuery, Answer>,
  query: ChunkQuery,
  bytes: Blob,
  options: CallOptions = {},
): Promise<Answer> {
  return reported(
    () => sendChunk(fetchTransport(options), chunkCall, query, bytes, { errors: webErrors }),
    options.expected,
  );
}

/** An error envelope read from an answer's text, or null when the text is no envelope. */
function envelopeOf(status: number, text: string): Envelope<unknown> | null {
  try {
    return readEnvelope<unknown>({ status, text });
  } catch {
    return null;
  }
}

/** An answer's envelope Error as a RestError, or null when the text is no envelope or no error. */
function envelopeRestError(status: number, text: string): RestError | null {
  const error = envelopeOf(status, text)?.Error;
  return error ? new RestError(error.Type, error.Value, error.Meta) : null;
}

/** A failed answer that carried no envelope: ServerInternalError with its status. */
function statusError(status: number): RestError {
  return new RestError("ServerInternalError", `HTTP ${status}`, null);
}

/** An answer's envelope Error as a RestError, else ServerInternalError with the status. */
function answerError(status: number, text: string): RestError {
  return envelopeRestError(status, text) ?? statusError(status);
}

export interface RangeRead {
  readonly bytes: Uint8Array;
  /** The whole file's size, from content-range (or the body length when the answer is whole). */
  readonly total: number;
  /** Where the bytes start in the file. */
  readonly start: number;
  /** True when the bytes are only part of the file. */
  readonly partial: boolean;
}

/** Parses `bytes a-b/total`. */
export function parseContentRange(
  header: string | null,
): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? "");
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/**
 * GETs a file with a Range header (`bytes=0-3145727` for the start, `bytes=-3145728` for the end);
 * the total comes from content-range. API errors arrive as the JSON envelope and are reported.
 */
export async function restReadRange(url: string, range: string, signal?: AbortSignal): Promise<RangeRead> {
  const done = startProgress();
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      signal,
      headers: { Range: range, "X-Crucible-Csrf": "1" },
    });
    const type = response.headers.get("content-type") ?? "";
    // An empty file has no byte to serve: 416 with `bytes */0` is an empty read, not an error.
    if (response.status === 416 && /^bytes \*\/0$/.test(response.headers.get("content-range") ?? "")) {
      return { bytes: new Uint8Array(0), total: 0, start: 0, partial: false };
    }
    if (!response.ok && response.status !== 206) {
      const error = answerError(response.status, await response.text());
      reportApiError(error);
      throw error;
    }
    if (response.status === 200 && type.startsWith("application/json")) {
      // An error envelope answered with 200: read it as such (any other JSON is the file's bytes).
      const text = await response.text();
      const restError = envelopeRestError(response.status, text);
      if (restError) {
        reportApiError(restError);
        throw restError;
      }
      const bytes = new TextEncoder().encode(text);
      return { bytes, total: bytes.length, start: 0, partial: false };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const served = parseContentRange(response.headers.get("content-range"));
    if (response.status === 206 && served) {
      return { bytes, total: served.total, start: served.start, partial: bytes.length < served.total };
    }
    return { bytes, total: bytes.length, start: 0, partial: false };
  } catch (error) {
    if (!(error instanceof RestError)) reportNetworkError(error);
    throw error;
  } finally {
    done();
  }
}

export interface WholeReadOptions {
  readonly signal?: AbortSignal;
  /** Called as bytes arrive: the count so far and the expected total (null when unknown). */
  readonly onProgress?: (received: number, total: number | null) => void;
  /** Reads above this many bytes are cancelled with a RangeError. */
  readonly maxBytes: number;
}

/**
 * GETs a whole file as a Blob, reading the body chunk by chunk to report progress and to stop at
 * `maxBytes`; API errors arrive as the JSON envelope and are reported.
 */
export async function restReadWhole(url: string, options: WholeReadOptions): Promise<Blob> {
  const done = startProgress();
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      signal: options.signal,
      headers: { "X-Crucible-Csrf": "1" },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || type.startsWith("application/json")) {
      const text = await response.text();
      const restError = envelopeRestError(response.status, text);
      if (response.ok && !restError) return new Blob([text], { type });
      const error = restError ?? statusError(response.status);
      reportApiError(error);
      throw error;
    }
    const length = Number(response.headers.get("content-length") ?? "");
    const total = Number.isFinite(length) && length > 0 ? length : null;
    if (total !== null && total > options.maxBytes) throw new RangeError(`${total} bytes`);
    const reader = response.body?.getReader();
    if (!reader) return await response.blob();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      received += value.byteLength;
      if (received > options.maxBytes) {
        await reader.cancel();
        throw new RangeError(`more than ${options.maxBytes} bytes`);
      }
      // A fetch body is read into plain ArrayBuffers, never shared memory.
      chunks.push(value as Uint8Array<ArrayBuffer>);
      options.onProgress?.(received, total);
    }
    return new Blob(chunks, { type });
  } catch (error) {
    if (!(error instanceof RestError) && !(error instanceof RangeError)) reportNetworkError(error);
    throw error;
  } finally {
    done();
  }
}
