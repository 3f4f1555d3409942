/**
 * The REST helper, only for what GraphQL cannot do (multipart uploads): sends the CSRF header,
 * reports upload progress, reads the `{Error, Data}` envelope and reports errors like GraphQL does.
 */
import type { ChunkQuery, RestCall, UploadCall } from "@crucible/schema";
import { startProgress } from "../components/progress";
import { isAbortError, reportApiError, reportNetworkError, type ApiError } from "./errors";

export class RestError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.type);
    this.name = "RestError";
  }
}

export interface UploadOptions {
  /** Called with 0..100 while the body is sent. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

function readEnvelope(text: string): { error: ApiError | null; data: unknown } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error("not an envelope");
  const envelope = parsed as { Error?: unknown; Data?: unknown };
  const raw = envelope.Error;
  if (raw && typeof raw === "object") {
    const { Type, Value, Meta } = raw as { Type?: unknown; Value?: unknown; Meta?: unknown };
    return {
      error: {
        type: typeof Type === "string" ? Type : "ServerInternalError",
        value: typeof Value === "string" ? Value : null,
        meta: Meta ?? null,
      },
      data: null,
    };
  }
  return { error: null, data: envelope.Data ?? null };
}

/** POSTs a multipart form to an /api path; resolves with the envelope's Data. */
function postForm(path: string, form: FormData, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const done = startProgress();
    request.open("POST", path);
    request.withCredentials = false;
    request.setRequestHeader("X-Crucible-Csrf", "1");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      done();
      let envelope: { error: ApiError | null; data: unknown };
      try {
        envelope = readEnvelope(request.responseText);
      } catch (error) {
        reportNetworkError(error);
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (envelope.error) {
        reportApiError(envelope.error);
        reject(new RestError(envelope.error));
        return;
      }
      options.onProgress?.(100);
      resolve(envelope.data);
    };
    request.onerror = () => {
      done();
      const error = new Error("network error");
      reportNetworkError(error);
      reject(error);
    };
    request.onabort = () => {
      done();
      const error = new DOMException("cancelled", "AbortError");
      if (!isAbortError(error)) reportNetworkError(error);
      reject(error);
    };
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(form);
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

async function callEnvelope(path: string, init: RequestInit, options: CallOptions): Promise<unknown> {
  const done = options.progress === false ? () => undefined : startProgress();
  let text: string;
  try {
    const response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      signal: options.signal,
      headers: { "X-Crucible-Csrf": "1", ...(init.headers as Record<string, string> | undefined) },
    });
    text = await response.text();
  } catch (error) {
    if (!options.silentNetwork) reportNetworkError(error);
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    done();
  }
  let envelope: { error: ApiError | null; data: unknown };
  try {
    envelope = readEnvelope(text);
  } catch (error) {
    reportNetworkError(error);
    throw error instanceof Error ? error : new Error(String(error));
  }
  if (envelope.error) {
    if (!options.expected?.includes(envelope.error.type)) reportApiError(envelope.error);
    throw new RestError(envelope.error);
  }
  return envelope.data;
}

/** POSTs a JSON body to an /api path; resolves with the envelope's Data. */
function restPost(path: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
  return callEnvelope(
    path,
    { method: "POST", body: JSON.stringify(body ?? {}), headers: { "content-type": "application/json" } },
    options,
  );
}

/**
 * POSTs the JSON body of a call of the REST contract (`restCalls` of @crucible/schema); resolves with
 * its answer, typed as the contract says (the gateway's presenter is checked against the same type).
 */
export async function callRest<Body, Answer>(
  call: RestCall<Body, Answer>,
  body: Body,
  options: CallOptions = {},
): Promise<Answer> {
  return (await restPost(call.path, body, options)) as Answer;
}

/**
 * POSTs a file, in the call's form field, with the call's other form fields, to an upload call of the
 * REST contract; resolves with its answer, typed as the contract says.
 */
export async function callUpload<Fields extends Readonly<Record<string, string | undefined>>, Answer>(
  call: UploadCall<Fields, Answer>,
  file: Blob,
  fileName: string,
  fields: Fields,
  options: UploadOptions = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append(call.field, file, fileName);
  return (await postForm(call.path, form, options)) as Answer;
}

/** POSTs one chunk of the upload protocol (raw bytes, application/octet-stream); resolves with its answer. */
export async function callChunk<Answer>(
  call: RestCall<ChunkQuery, Answer>,
  query: ChunkQuery,
  bytes: Blob,
  options: CallOptions = {},
): Promise<Answer> {
  const path = `${call.path}?UploadId=${query.UploadId}&Index=${query.Index}`;
  return (await callEnvelope(
    path,
    { method: "POST", body: bytes, headers: { "content-type": "application/octet-stream" } },
    options,
  )) as Answer;
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
      const text = await response.text();
      let envelope: { error: ApiError | null; data: unknown } | null = null;
      try {
        envelope = readEnvelope(text);
      } catch {
        envelope = null;
      }
      const apiError = envelope?.error ?? {
        type: "ServerInternalError",
        value: `HTTP ${response.status}`,
        meta: null,
      };
      reportApiError(apiError);
      throw new RestError(apiError);
    }
    if (response.status === 200 && type.startsWith("application/json")) {
      // An error envelope answered with 200: read it as such.
      const text = await response.text();
      const envelope = readEnvelope(text);
      if (envelope.error) {
        reportApiError(envelope.error);
        throw new RestError(envelope.error);
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
      let error: ApiError | null = null;
      try {
        error = readEnvelope(text).error;
      } catch {
        error = null;
      }
      if (response.ok && !error) return new Blob([text], { type });
      const apiError = error ?? { type: "ServerInternalError", value: `HTTP ${response.status}`, meta: null };
      reportApiError(apiError);
      throw new RestError(apiError);
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
