/**
 * Downloads and uploads.
 *
 * Downloads go to `<file>.part` and are renamed when complete: an interrupted download resumes with
 * HTTP Range from the part's length, network failures and 5xx answers are retried with exponential
 * backoff, several files run at once, and the bytes are verified against the server's SHA-256 (the
 * ETag of a stored file, or the hash the listing gave).
 *
 * Uploads use the chunk protocol (spec §5): upload_meta with the file's size and SHA-256, then 1 MiB
 * chunks from where the server says (Meta.Received), so a second run continues an interrupted upload.
 * A file changed on disk (size or mtime) during the upload is refused with CliFileChanged.
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat, truncate } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { finished } from "node:stream/promises";
import contentDisposition, { type ContentDisposition } from "content-disposition";
import { readEnvelope, runChunkedUpload } from "@crucible/client";
import { constants } from "@crucible/schema/constants";
import { errorStatus, isErrorType } from "@crucible/schema/errors";
import { restCalls, type ChunkQuery, type DataFileAnswer } from "@crucible/schema/rest";
import pRetry, { AbortError } from "p-retry";
import { CliError, networkError, readText, type CrucibleClient } from "./api.js";
import { dropFileHash, fileDigest, followFileHash } from "./fileHash.js";

export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

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

/** Progress display: cli-progress bars on a terminal, nothing otherwise. */
export interface Progress {
  /** A bar counting bytes (sizes and speed shown) or, with unit "tasks", plain counts. */
  add(label: string, total: number, unit?: "bytes" | "tasks"): ProgressBar;
  stop(): void;
}

export interface ProgressBar {
  setLabel(label: string): void;
  setTotal(total: number): void;
  update(value: number): void;
  done(): void;
}

const noBar: ProgressBar = { setLabel() {}, setTotal() {}, update() {}, done() {} };

export async function createProgress(enabled: boolean): Promise<Progress> {
  if (!enabled) return { add: () => noBar, stop() {} };
  // Loaded only for a terminal.
  const { default: cliProgress } = await import("cli-progress");
  const multi = new cliProgress.MultiBar(
    {
      stream: process.stderr,
      format: " {bar} {percentage}% | {label} | {done}/{size} | {speed}",
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  let stopped = false;
  return {
    add(label, total, unit = "bytes") {
      const started = Date.now();
      const amount = unit === "bytes" ? formatBytes : (n: number) => String(n);
      const bar = multi.create(Math.max(total, 1), 0, {
        label,
        done: amount(0),
        size: amount(total),
        speed: "",
      });
      let last = 0;
      return {
        setLabel(next) {
          bar.update(last, { label: next });
        },
        setTotal(next) {
          bar.setTotal(Math.max(next, 1));
          bar.update(last, { size: amount(next) });
        },
        update(value) {
          last = value;
          const seconds = (Date.now() - started) / 1000;
          bar.update(value, {
            done: amount(value),
            speed: unit === "bytes" && seconds > 0 ? `${formatBytes(value / seconds)}/s` : "",
          });
        },
        done() {
          bar.update(bar.getTotal());
        },
      };
    },
    // Once: a second stop after the results are printed would move the cursor over them.
    stop() {
      if (stopped) return;
      stopped = true;
      multi.stop();
    },
  };
}

/* ------------------------------------------------------------------ downloads */

export interface DownloadItem {
  /** The route (`api/...`), GET. */
  route: string;
  searchParams?: Record<string, string | number>;
  /**
   * Where the file goes, or how to name it from the answer (see answerFileName): the first request is
   * then sent without Range, and a `.part` an earlier run left under that name is resumed once the
   * name is known.
   */
  dest: string | ((answer: IncomingMessage) => string);
  label: string;
  /** The SHA-256 the listing gave (hex, any case); else the answer's ETag is used. */
  sha256?: string | undefined;
  /** The size the listing gave: with `sha256`, a file already at `dest` with both is skipped. */
  size?: number | undefined;
}

export interface DownloadResult {
  File: string;
  Size: number;
  Sha256: string;
  Verified: boolean;
  /** Bytes that were already in the .part file from an earlier run. */
  ResumedFrom: number;
  Attempts: number;
  /** The file was already there with the same size and SHA-256: nothing was fetched. */
  Skipped: boolean;
}

export interface TransferOptions {
  retries: number;
  signal: AbortSignal;
  progress: Progress;
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

/** The SHA-256 (upper-case hex) of a file's first `bytes`, hashed on this thread. */
async function sha256Prefix(file: string, bytes: number): Promise<string> {
  const hash = createHash("sha256");
  await hashPrefix(file, bytes, hash);
  return hash.digest("hex").toUpperCase();
}

/** Hashes the first `bytes` of a file into `hash`. */
async function hashPrefix(file: string, bytes: number, hash: Hash): Promise<void> {
  if (bytes === 0) return;
  for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1, highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
}

/** An error answer of a download route as a CliError (the envelope's Type when it sent one). */
export async function answerError(answer: IncomingMessage, status: number): Promise<CliError> {
  // A body that cannot be read is no envelope: the status alone is reported.
  const text = await readText(answer).catch(() => "");
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

function retryableFailure(error: CliError): boolean {
  if (error.type === "CliUnreachable" || error.type === "ServerNotReady") return true;
  return error.status !== null && error.status >= 500;
}

/**
 * An upload step is retried on what withRetries retries, on 5xx and 429 whether the answer said it
 * in its status or in its envelope's Type (the catalogue's status), and on a chunk the server already
 * holds (ServerInvalidParameter with Meta.Received: the meta step says where to go on). Other 4xx end
 * the upload at once.
 */
function uploadRetryable(error: CliError): boolean {
  if (retryableFailure(error)) return true;
  const status = error.status ?? (isErrorType(error.type) ? errorStatus(error.type) : null);
  if (status !== null && (status >= 500 || status === 429)) return true;
  return error.type === "ServerInvalidParameter" && error.meta?.Received !== undefined;
}

function etagHash(answer: IncomingMessage): string | undefined {
  const etag = answer.headers.etag;
  const match = typeof etag === "string" ? /^(?:W\/)?"?([0-9a-fA-F]{64})"?$/.exec(etag) : null;
  return match?.[1];
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

/** The safe file name of a download answer (its Content-Disposition), or CliBadAnswer. */
export function answerFileName(answer: IncomingMessage, what: string): string {
  const raw = dispositionFileName(answer.headers["content-disposition"]);
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

interface DownloadState {
  /** The destination and its part file; null until an answer named them (a dest from the answer). */
  dest: string | null;
  part: string | null;
  label: string;
  /** Bytes in the part file (the hash follower hashes them as they are written: fileHash.ts). */
  have: number;
  total: number | null;
  serverHash: string | undefined;
  resumedFrom: number;
}

/** Bytes gathered before one write to the part file (and the writes overlap the next reads). */
const writeBatchBytes = 1024 * 1024;

/**
 * Appends an answer's bytes to the part file (hashed as they are written, off this thread): batches of writeBatchBytes, one write in
 * flight while the next batch arrives (the answer pauses when a second one waits). `data` events
 * rather than `for await`: about a tenth less CPU for a large file. Every byte received is on disk
 * when this returns or throws, so state.have always counts the part file. A failed write is a
 * CliFailure (not retried).
 */
async function receive(answer: IncomingMessage, part: string, state: DownloadState, bar: ProgressBar) {
  const handle = await open(part, "a");
  let writeFailure: unknown = null;
  let batch: Buffer[] = [];
  let batched = 0;
  let queued = 0;
  let writes: Promise<void> = Promise.resolve();
  const write = (buffers: Buffer[]) =>
    handle.writev(buffers).then(
      () => undefined,
      (error: unknown) => {
        writeFailure ??= error;
        answer.destroy();
      },
    );
  const flush = (buffers: Buffer[]) => {
    queued++;
    // The part file holds this many bytes once this batch is written: the hash follows them.
    const upTo = state.have;
    writes = writes
      .then(() => (writeFailure === null ? write(buffers) : undefined))
      .then(() => {
        if (writeFailure === null) followFileHash(part, upTo);
        queued--;
        if (queued <= 1 && answer.isPaused()) answer.resume();
      });
    if (queued > 1) answer.pause();
  };
  answer.on("data", (chunk: Buffer) => {
    state.have += chunk.length;
    bar.update(state.have);
    batch.push(chunk);
    batched += chunk.length;
    if (batched >= writeBatchBytes) {
      flush(batch);
      batch = [];
      batched = 0;
    }
  });
  let readFailure: unknown = null;
  try {
    await finished(answer);
  } catch (error) {
    readFailure = error;
  } finally {
    await writes;
    if (batch.length > 0 && writeFailure === null) await write(batch);
    await handle.close();
  }
  if (writeFailure !== null) {
    throw new CliError(
      "CliFailure",
      `${part}: ${writeFailure instanceof Error ? writeFailure.message : String(writeFailure)}`,
      { cause: writeFailure },
    );
  }
  if (readFailure !== null) throw readFailure;
}

/** One attempt: appends to the part file from its length; answers once the part is complete. */
async function downloadAttempt(
  client: CrucibleClient,
  item: DownloadItem,
  state: DownloadState,
  bar: ProgressBar,
  signal: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { "accept-encoding": "identity" };
  if (state.have > 0) headers.range = `bytes=${state.have}-`;
  let answer: IncomingMessage;
  try {
    answer = await client.download(item.route, {
      headers,
      signal,
      ...(item.searchParams ? { searchParams: item.searchParams } : {}),
    });
  } catch (error) {
    throw networkError(error, client.url);
  }
  const abort = () => answer.destroy(signal.reason as Error);
  signal.addEventListener("abort", abort, { once: true });
  try {
    const status = answer.statusCode ?? 0;
    if (status === 416 && state.have > 0) {
      // Past the end: the part holds the whole file (or more); the hash check decides.
      const total = /\/(\d+)$/.exec(String(answer.headers["content-range"] ?? ""));
      answer.destroy();
      if (total && Number(total[1]) === state.have) {
        state.total = state.have;
        return;
      }
      throw new CliError("CliBadAnswer", "the partial file is longer than the server's file", { status });
    }
    if (status !== 200 && status !== 206) throw await answerError(answer, status);
    const encoding = answer.headers["content-encoding"];
    if (encoding !== undefined && encoding !== "identity") {
      answer.destroy();
      throw new CliError("CliBadAnswer", `${client.url} sent ${encoding} although identity was asked`, {
        status,
      });
    }
    if (state.part === null && typeof item.dest === "function") {
      // Named by the answer: a part an earlier run left under that name is resumed with Range.
      const dest = item.dest(answer);
      await mkdir(path.dirname(path.resolve(dest)), { recursive: true });
      state.dest = dest;
      state.part = `${dest}.part`;
      state.label = path.basename(dest);
      bar.setLabel(state.label);
      const kept = await fileSize(state.part);
      if (kept > 0) {
        answer.destroy();
        dropFileHash(state.part);
        followFileHash(state.part, kept);
        state.have = kept;
        state.resumedFrom = kept;
        return await downloadAttempt(client, item, state, bar, signal);
      }
    }
    if (state.part === null) throw new Error("a download without its part file");
    state.serverHash = etagHash(answer) ?? state.serverHash;
    if (status === 200 && state.have > 0) {
      // The server sent the whole file: start over.
      await truncate(state.part, 0);
      dropFileHash(state.part);
      state.have = 0;
    }
    const length = Number(answer.headers["content-length"] ?? NaN);
    state.total = Number.isFinite(length) ? state.have + length : null;
    bar.setTotal(state.total ?? 0);
    bar.update(state.have);
    try {
      await receive(answer, state.part, state, bar);
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      throw networkError(error, client.url);
    }
    if (state.total !== null && state.have < state.total) {
      throw new CliError(
        "CliUnreachable",
        `${client.url}: the answer ended after ${state.have} of ${state.total} bytes`,
      );
    }
  } finally {
    signal.removeEventListener("abort", abort);
    // An answer left unread (an error, a refused name) would hold its connection open.
    answer.destroy();
  }
}

/** Downloads one file with resume, retries and SHA-256 verification. */
export async function downloadOne(
  client: CrucibleClient,
  item: DownloadItem,
  options: TransferOptions,
): Promise<DownloadResult> {
  const state: DownloadState = {
    dest: null,
    part: null,
    label: item.label,
    have: 0,
    total: null,
    serverHash: item.sha256,
    resumedFrom: 0,
  };
  if (typeof item.dest === "string" && item.sha256 !== undefined && item.size !== undefined) {
    const sha256 = await sameFile(item.dest, item.size, item.sha256);
    if (sha256 !== null) {
      return {
        File: item.dest,
        Size: item.size,
        Sha256: sha256,
        Verified: true,
        ResumedFrom: 0,
        Attempts: 0,
        Skipped: true,
      };
    }
  }
  if (typeof item.dest === "string") {
    await mkdir(path.dirname(path.resolve(item.dest)), { recursive: true });
    state.dest = item.dest;
    state.part = `${item.dest}.part`;
    state.have = state.resumedFrom = await fileSize(state.part);
    // A part left by an earlier run is hashed from its start while the rest arrives.
    dropFileHash(state.part);
    followFileHash(state.part, state.have);
  }
  const bar = options.progress.add(item.label, 0);
  const interrupted = () =>
    new CliError(
      "CliInterrupted",
      `download of ${state.label} interrupted at ${state.have} bytes; run it again to resume`,
    );
  let attempts = 0;
  const attempt = () => {
    attempts++;
    return downloadAttempt(client, item, state, bar, options.signal);
  };
  await withRetries(client.url, attempt, {
    retries: options.retries,
    signal: options.signal,
    interrupted,
    exhausted: (failure) => {
      const kept = state.part ? `; ${state.have} bytes kept in ${state.part}, run again to resume` : "";
      return new CliError(
        failure.type,
        `${failure.value ?? failure.type} (after ${attempts} attempts${kept})`,
        {
          meta: failure.meta,
          status: failure.status,
        },
      );
    },
  });
  if (state.dest === null || state.part === null) throw new Error("a finished download without its file");
  const sha256 = (await fileDigest(state.part, state.have)) ?? (await sha256Prefix(state.part, state.have));
  const expected = state.serverHash?.toUpperCase();
  if (expected && expected !== sha256) {
    await rm(state.part, { force: true });
    throw new CliError(
      "CliHashMismatch",
      `${state.label}: SHA-256 ${sha256} does not match the server's ${expected}; the partial file was removed, run again`,
    );
  }
  await rename(state.part, state.dest);
  bar.done();
  return {
    File: state.dest,
    Size: state.have,
    Sha256: sha256,
    Verified: expected !== undefined,
    ResumedFrom: state.resumedFrom,
    Attempts: attempts,
    Skipped: false,
  };
}

/**
 * The SHA-256 (upper-case hex) of `file` when it is there with this size and hash (the listing's),
 * else null: a download that finds it there skips it.
 */
async function sameFile(file: string, size: number, sha256: string): Promise<string | null> {
  let found;
  try {
    found = await stat(file);
  } catch {
    return null;
  }
  if (!found.isFile() || found.size !== size) return null;
  const hash = createHash("sha256");
  await hashPrefix(file, size, hash);
  const local = hash.digest("hex").toUpperCase();
  return local === sha256.toUpperCase() ? local : null;
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

/* ------------------------------------------------------------------ uploads */

export const dataFileApi = "api/workflow_job_task_data_source_file";

/** A stored data set file, as the shared REST contract answers it (`DataFileAnswer`). */
export type UploadedFile = DataFileAnswer;

export interface UploadResult {
  File: UploadedFile;
  Source: string;
  /** The server already held these bytes: nothing was sent. */
  Known: boolean;
  /** Bytes the server already had from an earlier, interrupted run. */
  ResumedFrom: number;
}

interface Snapshot {
  size: number;
  mtimeMs: number;
}

async function snapshot(file: string): Promise<Snapshot> {
  const info = await stat(file);
  return { size: info.size, mtimeMs: info.mtimeMs };
}

function changed(a: Snapshot, b: Snapshot): boolean {
  return a.size !== b.size || a.mtimeMs !== b.mtimeMs;
}

function changedError(file: string): CliError {
  return new CliError(
    "CliFileChanged",
    `${file} changed on disk during the upload (size or modification time); nothing was stored from the changed file, run again to upload its new content`,
  );
}

async function sha256File(file: string, bar: ProgressBar, signal: AbortSignal): Promise<string> {
  const hash = createHash("sha256");
  let done = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024, signal })) {
    hash.update(chunk as Buffer);
    done += (chunk as Buffer).length;
    bar.update(done);
  }
  return hash.digest("hex").toUpperCase();
}

/** The user side's chunked upload, its two calls and their answers typed by the shared contract. */
const dataFileUpload = restCalls.dataFileUpload("user");

/** Chunks of one upload in flight at once (the server lets a chunk up to five ahead wait for those before it). */
const chunksInFlight = 6;

/** Uploads one file with the chunk protocol, resuming where the server stopped. */
export async function uploadOne(
  client: CrucibleClient,
  file: string,
  target: { name: string; dirNames: string[]; kind: string; projectId?: number | null },
  options: TransferOptions,
): Promise<UploadResult> {
  const before = await snapshot(file);
  const bar = options.progress.add(`${target.name} (hashing)`, before.size);
  let sha256: string;
  try {
    sha256 = await sha256File(file, bar, options.signal);
  } catch (error) {
    if (options.signal.aborted)
      throw new CliError("CliInterrupted", `upload of ${file} interrupted while hashing`);
    throw error;
  }
  if (changed(before, await snapshot(file))) throw changedError(file);
  const meta = {
    Name: target.name,
    Size: before.size,
    Sha256: sha256,
    DirNames: target.dirNames,
    Kind: target.kind,
    // Into this project at once: the gateway checks the caller edits it before any byte is sent.
    ...(target.projectId ? { ProjectId: target.projectId } : {}),
  };
  const chunkBytes = constants.uploadChunkBytes;
  const handle = await open(file, "r");
  let resumedFrom: number | null = null;
  let received = 0;
  const stoppedAt = () => `${received} of ${before.size} bytes; run the same command again to resume`;
  // One buffer more than chunks in flight: a buffer is read into again once its chunk is answered
  // (the driver reads the next chunk only when fewer than chunksInFlight travel, and a failed run's
  // chunks are all answered before it throws).
  const buffers = Array.from({ length: chunksInFlight + 1 }, () => Buffer.allocUnsafe(chunkBytes));
  let nextBuffer = 0;

  /** A chunk's bytes, the file checked unchanged (size and mtime) before each read. */
  const readChunk = async (offset: number, length: number): Promise<Buffer> => {
    const now = await handle.stat();
    if (now.size !== before.size || now.mtimeMs !== before.mtimeMs) throw changedError(file);
    const pooled = buffers[nextBuffer++ % buffers.length]!;
    // A server asking for larger chunks than ours gets a buffer of that size.
    const buffer = length <= pooled.length ? pooled : Buffer.allocUnsafe(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    if (bytesRead !== length) throw changedError(file);
    return buffer.subarray(0, length);
  };

  const sendChunk = (query: ChunkQuery, bytes: Buffer) =>
    client.chunk(dataFileUpload.chunk, query, bytes, { signal: options.signal }).catch((error: unknown) => {
      // The whole hash did not match what was hashed before: the file changed meanwhile.
      if (error instanceof CliError && error.type === "DBFileSha256Invalid") throw changedError(file);
      throw error;
    });

  /**
   * One attempt: the meta step (which answers where the server's bytes stop), then the chunks from
   * there, six in flight (the client core's driver). A failed attempt is retried by withRetries, so
   * the next one resumes at the server's offset.
   */
  const attempt = async (): Promise<UploadResult> => {
    const outcome = await runChunkedUpload<UploadedFile, Buffer>({
      size: before.size,
      meta: () => client.callEnvelope(dataFileUpload.meta, meta),
      chunk: sendChunk,
      readChunk,
      inFlight: chunksInFlight,
      signal: options.signal,
      errors: client.errors,
      onResume: (resume) => {
        received = resume.Received;
        resumedFrom ??= received;
        bar.setTotal(before.size);
        bar.update(received);
      },
      onProgress: (bytes) => {
        received = bytes;
        bar.update(bytes);
      },
    });
    if (outcome.known) return { File: outcome.file, Source: file, Known: true, ResumedFrom: 0 };
    return {
      File: outcome.file,
      Source: file,
      Known: false,
      ResumedFrom: resumedFrom ?? outcome.resumedFrom,
    };
  };

  try {
    return await withRetries(client.url, attempt, {
      retries: options.retries,
      signal: options.signal,
      retryable: uploadRetryable,
      interrupted: () => new CliError("CliInterrupted", `upload of ${file} interrupted at ${stoppedAt()}`),
      exhausted: (failure) =>
        new CliError(
          failure.type,
          `${failure.value ?? failure.type} (upload of ${file} stopped at ${stoppedAt()})`,
        ),
    });
  } finally {
    await handle.close();
    bar.done();
  }
}
