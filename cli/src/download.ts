/**
 * Downloads go to `<file>.part` and are renamed when complete: an interrupted download resumes with
 * HTTP Range from the part's length, network failures and 5xx answers are retried with exponential
 * backoff (withRetries, transfer.ts), several files run at once (runPool), and the bytes are verified
 * against the server's SHA-256 (the ETag of a stored file, or the hash the listing gave).
 */
import { mkdir, open, rename, rm, stat, truncate } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { finished } from "node:stream/promises";
import { CliError, networkError, type CrucibleClient } from "./api.js";
import { dropFileHash, fileDigest, followFileHash, sha256OfFile } from "./fileHash.js";
import type { ProgressBar } from "./progress.js";
import { answerError, withRetries, type TransferOptions } from "./transfer.js";

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

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

function etagHash(answer: IncomingMessage): string | undefined {
  const etag = answer.headers.etag;
  const match = typeof etag === "string" ? /^(?:W\/)?"?([0-9a-fA-F]{64})"?$/.exec(etag) : null;
  return match?.[1];
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
  const sha256 = (await fileDigest(state.part, state.have)) ?? (await sha256OfFile(state.part, state.have));
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
  const local = await sha256OfFile(file, size);
  return local === sha256.toUpperCase() ? local : null;
}
