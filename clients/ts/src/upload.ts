/**
 * The chunked upload protocol (spec §4, §7, §9) as one driver for every client: upload_meta with the
 * file's name, size and SHA-256; a file the server already holds is done at once, `DBNotExist` answers
 * where to resume (Meta: UploadId, Received, ChunkSize); then the chunks from Received on, in order,
 * with several in flight (the next ones travel while the server stores those before them; any
 * gateway takes any chunk, in any order), answers read in order, until the last answers Done and the
 * File.
 *
 * Retrying is the caller's: the CLI retries the whole run (each run asks upload_meta again, so it goes
 * on where the server stopped), the web retries network failures and goes on from the bytes the server
 * acknowledged. Reading the file, sending the bytes and checking the file did not change are the
 * caller's too (`readChunk`, `meta`, `chunk`).
 */
import { constants } from "@crucible/schema/constants";
import type { ChunkQuery, UploadDone, UploadReceived, UploadResume } from "@crucible/schema/rest";
import { envelopeError, type EnvelopeAnswer } from "./envelope.js";
import { coreErrors, type ErrorMakers } from "./errors.js";
import type { AbortSignalLike } from "./transport.js";

/** upload_meta's outcome: the file the server already holds, or where to resume. */
export type MetaStep<File> = { readonly known: File } | { readonly resume: UploadResume };

export interface UploadMetaOptions<File> {
  /** Sends upload_meta (its body: the file's name, size, SHA-256, folder and own fields); answers its envelope. */
  readonly meta: () => Promise<EnvelopeAnswer<UploadDone<File>>>;
  readonly errors?: ErrorMakers | undefined;
}

/** DBNotExist's Meta as a resume point (ChunkSize 0 when the server did not say it). */
function resumeOf(meta: Record<string, unknown> | null): UploadResume | null {
  if (meta === null || typeof meta.UploadId !== "number" || typeof meta.Received !== "number") return null;
  return {
    UploadId: meta.UploadId,
    Received: meta.Received,
    ChunkSize: typeof meta.ChunkSize === "number" ? meta.ChunkSize : 0,
  };
}

/**
 * The meta step: the file the server holds (the envelope's Data), or the resume point of DBNotExist;
 * any other Error (or DBNotExist without a resume point) is thrown as the caller's error.
 */
export async function askUploadMeta<File>(options: UploadMetaOptions<File>): Promise<MetaStep<File>> {
  const { envelope, status } = await options.meta();
  if (!envelope.Error) return { known: envelope.Data.File };
  const resume = envelope.Error.Type === "DBNotExist" ? resumeOf(envelope.Error.Meta) : null;
  if (resume) return { resume };
  throw envelopeError(envelope.Error, status, options.errors ?? coreErrors);
}

export interface ChunkOptions<File, Chunk> {
  /** The file's size in bytes. */
  readonly size: number;
  /** The file's bytes at `offset` (exactly `length` of them: throw if the file changed). */
  readonly readChunk: (offset: number, length: number) => Promise<Chunk>;
  /** Sends one chunk; answers its Data, throws for its envelope's Error or a failed request. */
  readonly chunk: (query: ChunkQuery, bytes: Chunk) => Promise<UploadDone<File> | UploadReceived>;
  /** Chunks in flight at once (the server lets a chunk up to five ahead wait for those before it). */
  readonly inFlight: number;
  /** Checked before each chunk is read: an aborted upload throws the signal's reason. */
  readonly signal?: AbortSignalLike | undefined;
  /** The bytes the server acknowledged, in order, after each chunk's answer. */
  readonly onProgress?: ((received: number) => void) | undefined;
  readonly errors?: ErrorMakers | undefined;
}

/** A chunk's answer or the error sending it (never a rejection: several are in flight at once). */
type SentChunk<File> =
  | { readonly answer: UploadDone<File> | UploadReceived; readonly length: number }
  | { readonly error: unknown };

function abortReason(signal: AbortSignalLike): unknown {
  return signal.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" });
}

/**
 * Sends the chunks from `resume.Received` on (in chunks of its ChunkSize, else 1 MiB), `inFlight` at
 * once, answers read in order; answers the File of the last one. The first failure (a chunk's error,
 * a read, an abort) is thrown once the chunks still travelling are answered (and their answers
 * dropped). An empty file sends one empty chunk.
 */
export async function sendChunks<File, Chunk>(
  resume: UploadResume,
  options: ChunkOptions<File, Chunk>,
): Promise<File> {
  const chunkBytes = resume.ChunkSize > 0 ? resume.ChunkSize : constants.uploadChunkBytes;
  const inFlight: Promise<SentChunk<File>>[] = [];
  let received = resume.Received;
  let sent = received;
  let allSent = false;
  try {
    for (;;) {
      while (inFlight.length < Math.max(1, options.inFlight) && !allSent) {
        if (options.signal?.aborted) throw abortReason(options.signal);
        const length = Math.max(0, Math.min(chunkBytes, options.size - sent));
        const bytes = await options.readChunk(sent, length);
        const query: ChunkQuery = { UploadId: resume.UploadId, Index: Math.floor(sent / chunkBytes) };
        inFlight.push(
          options.chunk(query, bytes).then(
            (answer) => ({ answer, length }),
            (error: unknown) => ({ error }),
          ),
        );
        sent += length;
        // The last chunk (an empty one for an empty file) is on its way.
        allSent = sent >= options.size;
      }
      const next = inFlight.shift();
      if (!next) throw (options.errors ?? coreErrors).badAnswer("uploadUnfinished", null);
      const sentChunk = await next;
      if ("error" in sentChunk) throw sentChunk.error;
      received += sentChunk.length;
      options.onProgress?.(received);
      if (sentChunk.answer.Done) return sentChunk.answer.File;
    }
  } finally {
    await Promise.all(inFlight);
  }
}

export interface ChunkedUploadOptions<File, Chunk>
  extends UploadMetaOptions<File>, ChunkOptions<File, Chunk> {
  /** Called once the meta step answered where to resume, before any chunk is sent. */
  readonly onResume?: ((resume: UploadResume) => void) | undefined;
}

export interface UploadOutcome<File> {
  readonly file: File;
  /** The server already held these bytes: nothing was sent. */
  readonly known: boolean;
  /** Bytes the server held before this run's chunks. */
  readonly resumedFrom: number;
}

/** One whole run of the protocol: the meta step, then the chunks from where the server stopped. */
export async function runChunkedUpload<File, Chunk>(
  options: ChunkedUploadOptions<File, Chunk>,
): Promise<UploadOutcome<File>> {
  const step = await askUploadMeta(options);
  if ("known" in step) {
    options.onProgress?.(options.size);
    return { file: step.known, known: true, resumedFrom: 0 };
  }
  options.onResume?.(step.resume);
  const file = await sendChunks(step.resume, options);
  return { file, known: false, resumedFrom: step.resume.Received };
}
