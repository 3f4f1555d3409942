/**
 * Uploads use the chunk protocol (spec §5): upload_meta with the file's size and SHA-256, then 1 MiB
 * chunks from where the server says (Meta.Received), so a second run continues an interrupted upload.
 * A file changed on disk (size or mtime) during the upload is refused with CliFileChanged.
 */
import { open, stat } from "node:fs/promises";
import { runChunkedUpload } from "@crucible/client";
import { constants } from "@crucible/schema/constants";
import { errorStatus, isErrorType } from "@crucible/schema/errors";
import { restCalls, type ChunkQuery, type DataFileAnswer } from "@crucible/schema/rest";
import { CliError, type CrucibleClient } from "./api.js";
import { sha256OfFile } from "./fileHash.js";
import { retryableFailure, withRetries, type TransferOptions } from "./transfer.js";

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
    sha256 = await sha256OfFile(file, undefined, {
      onProgress: (bytes) => bar.update(bytes),
      signal: options.signal,
    });
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
