/**
 * The REST envelope of spec §8 (`{Error, Data}`, both always present) and the typed calls of the
 * shared REST contract (`RestCall` of @crucible/schema) over an injected transport.
 */
import type { ChunkQuery, RestCall } from "@crucible/schema/rest";
import { coreErrors, type ApiError, type ErrorMakers } from "./errors.js";
import { withQuery, type Transport, type TransportAnswer } from "./transport.js";

/** The envelope's Error: a Type of the catalogue, its Value and its Meta. */
export interface EnvelopeError {
  readonly Type: string;
  readonly Value: string | null;
  readonly Meta: Record<string, unknown> | null;
}

/** The REST envelope of spec §8: Error null and Data the answer, or Error and Data null. */
export interface Envelope<T> {
  readonly Error: EnvelopeError | null;
  readonly Data: T;
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an answer's envelope strictly: JSON, an object with both `Error` and `Data`, `Error` null or
 * an object with a string `Type` (a Value that is no string reads as null, a Meta that is no object
 * as null). Anything else is a bad answer (`errors.badAnswer`): not the platform's.
 */
export function readEnvelope<T>(answer: TransportAnswer, errors: ErrorMakers = coreErrors): Envelope<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw errors.badAnswer("notJson", answer.status);
  }
  if (!isRecord(parsed) || !("Error" in parsed) || !("Data" in parsed)) {
    throw errors.badAnswer("notEnvelope", answer.status);
  }
  // The wire is untyped: Data is what the call's contract says the gateway answers.
  const data = parsed.Data as T;
  const raw = parsed.Error;
  if (raw === null) return { Error: null, Data: data };
  if (!isRecord(raw) || typeof raw.Type !== "string") throw errors.badAnswer("notEnvelope", answer.status);
  return {
    Error: {
      Type: raw.Type,
      Value: typeof raw.Value === "string" ? raw.Value : null,
      Meta: isRecord(raw.Meta) ? raw.Meta : null,
    },
    Data: data,
  };
}

/** An envelope's Error as the caller's error (status: the answer's, when known). */
export function envelopeError(
  error: EnvelopeError,
  status: number | null,
  errors: ErrorMakers = coreErrors,
): ApiError {
  return errors.api({ type: error.Type, value: error.Value, meta: error.Meta, status });
}

export interface RequestOptions {
  /** Query parameters, appended to the path. */
  readonly query?: Readonly<Record<string, string | number>> | undefined;
  /** Headers of this request (the body's content type is set by the call). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The caller's errors (default: ApiError and BadAnswerError). */
  readonly errors?: ErrorMakers | undefined;
}

/** The envelope and the HTTP status it came with. */
export interface EnvelopeAnswer<T> {
  readonly envelope: Envelope<T>;
  readonly status: number;
}

/**
 * POSTs a body (JSON text, or the caller's raw body with its content type in `headers`) to a path and
 * reads the answer's envelope, whatever its Error.
 */
export async function postEnvelope<T, Raw = never>(
  transport: Transport<Raw>,
  path: string,
  body: string | Raw,
  options: RequestOptions = {},
): Promise<EnvelopeAnswer<T>> {
  const answer = await transport({
    method: "POST",
    path: withQuery(path, options.query),
    headers: options.headers ?? {},
    body,
  });
  return { envelope: readEnvelope<T>(answer, options.errors), status: answer.status };
}

/** The envelope's Data, or its Error thrown as the caller's error. */
export function dataOf<T>(answer: EnvelopeAnswer<T>, errors: ErrorMakers = coreErrors): T {
  const { envelope, status } = answer;
  if (envelope.Error) throw envelopeError(envelope.Error, status, errors);
  return envelope.Data;
}

const jsonHeaders = { "content-type": "application/json" };

/** POSTs a JSON body (`{}` for none) and answers the whole envelope. */
export function callEnvelope<B, A, Raw = never>(
  transport: Transport<Raw>,
  call: RestCall<B, A>,
  body: B,
  options: RequestOptions = {},
): Promise<EnvelopeAnswer<A>> {
  return postEnvelope<A, Raw>(transport, call.path, JSON.stringify(body ?? {}), {
    ...options,
    headers: { ...options.headers, ...jsonHeaders },
  });
}

/**
 * A call of the REST contract: POSTs its JSON body and answers its Data, typed by the contract;
 * throws the envelope's Error as the caller's error, and a bad answer for anything else.
 */
export async function call<B, A, Raw = never>(
  transport: Transport<Raw>,
  call: RestCall<B, A>,
  body: B,
  options: RequestOptions = {},
): Promise<A> {
  return dataOf(await callEnvelope(transport, call, body, options), options.errors);
}

/** POSTs one chunk of the upload protocol (raw bytes, application/octet-stream); answers its Data. */
export async function callChunk<A, Raw>(
  transport: Transport<Raw>,
  call: RestCall<ChunkQuery, A>,
  query: ChunkQuery,
  bytes: Raw,
  options: RequestOptions = {},
): Promise<A> {
  const answer = await postEnvelope<A, Raw>(transport, call.path, bytes, {
    ...options,
    query: { ...options.query, UploadId: query.UploadId, Index: query.Index },
    headers: { ...options.headers, "content-type": "application/octet-stream" },
  });
  return dataOf(answer, options.errors);
}
