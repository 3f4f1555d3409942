/**
 * What downloads and uploads share (download.ts, upload.ts): retries with exponential backoff
 * (withRetries, also used by job waits and `job logs --follow`), an error answer read as a CliError,
 * a pool running several transfers at once, and the file names a download answer gives.
 */
import contentDisposition, { type ContentDisposition } from "content-disposition";
import { readEnvelope } from "@crucible/client";
import pRetry, { AbortError } from "p-retry";
import { CliError, networkError } from "./api.js";
import type { Progress } from "./progress.js";
import type { AnswerHeaders, RawAnswer } from "./rawGet.js";

export interface RetryOptions {
  /** How many times a failure is retried (attempts = retries + 1). */
  retries: number;
  signal: AbortSignal;
  /** The error to throw for Ctrl-C (during an attempt or a backoff). */
  interrupted: () => CliError;
  /** The error to throw once a retryable failure used up the retries (default: the failure). */
  exhausted?: (failure: CliError, attempts: number) => CliError;
  /** Which failures are retried (default: network failures, ServerNotReady, 5xx answers). */
  retryable?: (failure: CliError) => boolean;
}

/**
 * Runs `attempt` until it succeeds (the p-retry package): network failures (CliUnreachable),
 * ServerNotReady and 5xx answers (or what `retryable` says) are retried after 0.5 s, 1 s, 2 s, 4 s,
 * then 8 s each time; any other failure is thrown at once. Downloads, uploads and job waits (`job
 * wait`, `job submit --wait`, `job progress --follow`) go through it.
 */
export async function withRetries<T>(
  url: string,
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  let attempts = 0;
  const retryable = options.retryable ?? retryableFailure;
  const interrupted = (failure: unknown) =>
    options.signal.aborted || (failure instanceof CliError && failure.type === "CliInterrupted");
  try {
    return await pRetry(
      async () => {
        attempts++;
        try {
          return await attempt();
        } catch (error) {
          const failure = error instanceof CliError ? error : networkError(error, url);
          // Ctrl-C and the failures no retry mends end the run at once.
          throw interrupted(failure) || !retryable(failure) ? new AbortError(failure) : failure;
        }
      },
      { retries: options.retries, factor: 2, minTimeout: 500, maxTimeout: 8000, signal: options.signal },
    );
  } catch (error) {
    if (interrupted(error)) throw options.interrupted();
    if (error instanceof CliError && retryable(error)) throw options.exhausted?.(error, attempts) ?? error;
    throw error;
  }
}

export interface TransferOptions {
  retries: number;
  signal: AbortSignal;
  progress: Progress;
}

/** The most of an error answer's body read (an envelope is a few hundred bytes). */
const errorAnswerBytes = 1024 * 1024;

/** An error answer of a download route as a CliError (the envelope's Type when it sent one). */
export async function answerError(answer: RawAnswer, status: number): Promise<CliError> {
  // A body that cannot be read is no envelope: the status alone is reported.
  const text = (await answer.bytes(errorAnswerBytes).catch(() => Buffer.alloc(0))).toString("utf8");
  try {
    const envelope = readEnvelope<unknown>({ status, text });
    if (envelope.Error) {
      return new CliError(envelope.Error.Type, envelope.Error.Value, { meta: envelope.Error.Meta, status });
    }
  } catch {
    // not an envelope: named below by its status
  }
  return new CliError(status >= 500 ? "ServerInternalError" : "CliBadAnswer", `HTTP ${status}`, { status });
}

/** What withRetries retries unless told otherwise: network failures, ServerNotReady, 5xx answers. */
export function retryableFailure(error: CliError): boolean {
  if (error.type === "CliUnreachable" || error.type === "ServerNotReady") return true;
  return error.status !== null && error.status >= 500;
}

/**
 * The file name a Content-Disposition header gives (`filename*` in UTF-8, else `filename`), or null
 * (the content-disposition package's parser). A malformed `filename*` leaves the plain `filename`.
 */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null;
  const parsed = parseDisposition(header) ?? parseDisposition(header.replace(/;\s*filename\*\s*=[^;]*/i, ""));
  const name = parsed?.parameters.filename;
  return name || null;
}

function parseDisposition(header: string): ContentDisposition | null {
  try {
    return contentDisposition.parse(header);
  } catch {
    return null;
  }
}

/**
 * A server's file name made safe to use as one path component here: separators (`/`, `\`), NUL and
 * other control characters and the characters Windows refuses become `_`; null for a name that stays
 * empty, is only dots (`.`, `..`) or is longer than 255 bytes. (The platform's own rule,
 * normalizeFileName, refuses rather than mends, and would load zod into every download.)
 */
export function safeFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const cleaned = name.normalize("NFC").replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, "_");
  if (/^\.*$/.test(cleaned) || Buffer.byteLength(cleaned) > 255) return null;
  return cleaned;
}

/** The safe file name a download answer's headers give (its Content-Disposition), or CliBadAnswer. */
export function answerFileName(headers: AnswerHeaders, what: string): string {
  const raw = dispositionFileName(headers["content-disposition"]);
  const name = raw === null ? null : safeFileName(raw);
  if (name === null) {
    throw new CliError(
      "CliBadAnswer",
      raw === null
        ? `the server sent ${what} without a file name: name it with --out`
        : `the server's name for ${what}, ${JSON.stringify(raw)}, is no usable file name: name it with --out`,
    );
  }
  return name;
}

/** Runs tasks with at most `parallel` at once; the first failure is thrown after all have settled. */
export async function runPool<T, R>(
  items: readonly T[],
  parallel: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index]!);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
  if (errors.length > 0) throw errors[0];
  return results;
}

/** The data set files' REST route (downloads: `${dataFileApi}/download_file/<id>`). */
export const dataFileApi = "api/workflow_job_task_data_source_file";
