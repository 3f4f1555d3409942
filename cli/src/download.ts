/**
 * Downloads go to `<file>.part` and are renamed when complete: an interrupted download resumes with
 * HTTP Range from the part's length, network failures and 5xx answers are retried with exponential
 * backoff (withRetries, transfer.ts), several files run at once (runPool), and the bytes are verified
 * against the server's SHA-256 (the ETag of a stored file, or the hash the listing gave): hashed as
 * they arrive, after the part's earlier bytes.
 */
import { createHash, type Hash } from "node:crypto";
import { closeSync, openSync, writeSync } from "node:fs";
import { mkdir, rename, rm, stat, truncate } from "node:fs/promises";
import path from "node:path";
import { CliError, networkError, type CrucibleClient } from "./api.js";
import { hashFile, sha256OfFile } from "./fileHash.js";
import type { ProgressBar } from "./progress.js";
import type { AnswerHeaders, RawAnswer } from "./rawGet.js";
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
  dest: string | ((headers: AnswerHeaders) => string);
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

function etagHash(answer: RawAnswer): string | undefined {
  const etag = answer.headers.etag;
  const match = typeof etag === "string" ? /^(?:W\/)?"?([0-9a-fA-F]{64})"?$/.exec(etag) : null;
  return match?.[1];
}

interface DownloadState {
  /** The destination and its part file; null until an answer named them (a dest from the answer). */
  dest: string | null;
  part: string | null;
  label: string;
  /** Bytes in the part file. */
  have: number;
  /** The SHA-256 of the part file's `have` bytes so far; null until a part left earlier is read. */
  hash: Hash | null;
  total: number | null;
  serverHash: string | undefined;
  resumedFrom: number;
}

/**
 * The most written to the part file at once. On this machine (docs/cli.md, "Figures"), 1 MiB writes
 * at 1 MiB offsets spent 0.55-0.72 s in the kernel per 256 MiB download in the bench (2 ms a write),
 * from the main thread or the thread pool alike; 64 KiB writes 0.08-0.15 s (curl's 16 KiB writes:
 * 0.23-0.33 s).
 */
const writePieceBytes = 64 * 1024;

/**
 * Appends an answer's bytes to the part file as they come, from the buffer they were read into, in
 * pieces of writePieceBytes on this thread (a page-cache write of a piece is a fraction of a
 * millisecond; the socket waits meanwhile), then hashes them. Every byte received is on disk when
 * this returns or throws, so state.have always counts the part file, and `hash` hashes it. A failed
 * write is a CliFailure (not retried).
 */
async function receive(answer: RawAnswer, part: string, state: DownloadState, hash: Hash, bar: ProgressBar) {
  const fd = openSync(part, "a");
  let writeFailure: unknown = null;
  let readFailure: unknown = null;
  try {
    await answer.read((bytes) => {
      if (writeFailure !== null) return;
      let at = 0;
      try {
        while (at < bytes.length) {
          const written = writeSync(fd, bytes, at, Math.min(writePieceBytes, bytes.length - at));
          // A short write (a disk filling up) goes on from where it stopped, or fails.
          if (written === 0) throw new Error("the part file took no more bytes");
          at += written;
        }
      } catch (error) {
        writeFailure = error;
        answer.destroy();
      } finally {
        hash.update(bytes.subarray(0, at));
        state.have += at;
        bar.update(state.have);
      }
    });
  } catch (error) {
    readFailure = error;
  } finally {
    closeSync(fd);
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
  if (state.hash === null && state.part !== null && state.have > 0) {
    // A part left by an earlier run: its bytes are hashed before more are asked for (the bar shows it).
    bar.setTotal(state.have);
    const onProgress = (bytes: number) => bar.update(bytes);
    state.hash = await hashFile(createHash("sha256"), state.part, state.have, { signal, onProgress });
  }
  let hash = (state.hash ??= createHash("sha256"));
  const headers: Record<string, string> = { "accept-encoding": "identity" };
  if (state.have > 0) headers.range = `bytes=${state.have}-`;
  let answer: RawAnswer;
  try {
    answer = await client.download(item.route, {
      headers,
      signal,
      ...(item.searchParams ? { searchParams: item.searchParams } : {}),
    });
  } catch (error) {
    throw networkError(error, client.url);
  }
  try {
    const status = answer.status;
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
      const dest = item.dest(answer.headers);
      await mkdir(path.dirname(path.resolve(dest)), { recursive: true });
      state.dest = dest;
      state.part = `${dest}.part`;
      state.label = path.basename(dest);
      bar.setLabel(state.label);
      const kept = await fileSize(state.part);
      if (kept > 0) {
        answer.destroy();
        state.hash = null;
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
      state.have = 0;
      hash = state.hash = createHash("sha256");
    }
    const length = Number(answer.headers["content-length"] ?? NaN);
    state.total = Number.isFinite(length) ? state.have + length : null;
    bar.setTotal(state.total ?? 0);
    bar.update(state.have);
    try {
      await receive(answer, state.part, state, hash, bar);
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
    hash: null,
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
  // Every attempt hashes the part before it asks for more: a finished download has its hash.
  if (state.dest === null || state.part === null || state.hash === null)
    throw new Error("a finished download without its file");
  const sha256 = state.hash.digest("hex").toUpperCase();
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
