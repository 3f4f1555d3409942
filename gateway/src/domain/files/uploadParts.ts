/**
 * Where an upload's chunks are on the disk and how they are recorded (uploads.ts has the protocol):
 * the process's assembly file of an upload, chunk files of their own, the recorded parts read back,
 * and the one statement that records a chunk.
 */
import { constants } from "@crucible/schema";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { uploadChunks, uploads, type UploadRow } from "../../db/schema.js";
import type { BlobStore, BlobWriter } from "../../storage/blobStore.js";
import type { DbClock, Services } from "../context.js";
import { dropHash, followHash, followReadBytes, hashDigest } from "./hashFollower.js";

const chunkBytes = constants.uploadChunkBytes;

/** The folder holding an upload's chunk files. */
export function chunkDir(services: Services, id: number): string {
  return path.join(services.config.dataDir, "upload-chunks", String(id));
}

/** How many chunks make an upload of this size (an empty file is one empty chunk). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / chunkBytes));
}

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/** A chunk's own file, created exclusively and read-only, written whole and closed. */
export async function writeChunkFile(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "wx", 0o444);
  try {
    await handle.writeFile(bytes);
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
}

/** A chunk as recorded: its index, size and where its bytes are. */

export interface RecordedPart {
  index: number;
  size: number;
  file: string;
}

/**
 * A recorded chunk's file name that starts with this is an assembly's file in the upload's folder,
 * the chunk's bytes at `index × 1 MiB`; any other name is the chunk's own file.
 */
export const assembledPrefix = "@";

/** The first `length` bytes (all of them by default) of a recorded chunk, from where they are. */
export async function readPart(dir: string, part: RecordedPart, length = part.size): Promise<Buffer> {
  if (!part.file.startsWith(assembledPrefix)) {
    if (length === part.size) return await readFile(path.join(dir, part.file));
    const handle = await open(path.join(dir, part.file), "r");
    try {
      const head = Buffer.alloc(length);
      const { bytesRead } = await handle.read(head, 0, length, 0);
      return head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
  const handle = await open(path.join(dir, part.file.slice(assembledPrefix.length)), "r");
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await handle.read(bytes, 0, length, part.index * chunkBytes);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * An upload's assembly in the process receiving its chunks: one file in the upload's folder, each
 * chunk written at its place, which becomes the blob by a rename at the finish. A 256 MiB upload's
 * bytes are written once, not once per chunk file and again into the blob (and a finish that read
 * every chunk file back was a second of its own). Only this process writes into the file, once per
 * index, through its one handle; the recorded chunks name the file and any gateway reads them from
 * it (a resent chunk, a finish elsewhere). The file is hashed off the request thread as its recorded
 * prefix grows (hashFollower.ts), so the finish only asks for the digest.
 * Chunks another process recorded, a second chunk at an index, or a process over `maxAssemblies`
 * use files of their own, which the finish copies into the assembly at their place.
 */
export interface Assembly {
  writer: BlobWriter;
  /** The upload's fields that never change, as read when the assembly was made. */
  upload: KnownUpload;
  /** The most chunks this process saw recorded (its own records' answers): a lower bound. */
  counted: number;
  /** Chunks written here whose record has not answered yet. */
  recording: number;
  /** The file's path, the hash follower's key. */
  file: string;
  /**
   * Writes the chunk at its index's place, once per index (a second goes to a file of its own); null,
   * writing nothing, once the assembly is taken. The check and the write's registration happen in one
   * step, so the finish, which marks the assembly taken and then waits for the registered writes,
   * never commits a file that a late write changes.
   */
  write(bytes: Buffer, index: number): Promise<void> | null;
  /** Indexes written (or being written) into the file. */
  written: Set<number>;
  /** Writes in flight. */
  writing: Set<Promise<void>>;
  /** The chunks written here and recorded, from index 0 to `hashed` (exclusive): the hashed prefix. */
  hashed: number;
  hashedBytes: number;
  /** How far the hash follower was told to hash. */
  followed: number;
  /** The hashed prefix when the writer was last told to flush. */
  flushed: number;
  /** Chunks written here and recorded after a gap (index to size), hashed once it closes. */
  ahead: Map<number, number>;
  /** Records of chunks written here, waiting to go in one statement (`recordWritten`). */
  queued: QueuedRecord[];
  /** Chunks `recordWritten` is writing here: their records are waited for before a statement. */
  unqueued: number;
  /** A statement recording a batch of chunks written here is in flight. */
  batchInFlight: boolean;
  /** Taken by the finish: nothing more is written. */
  taken: boolean;
  timer: NodeJS.Timeout;
}

/** An upload's fields that never change after the meta step made it. */
export type KnownUpload = Pick<UploadRow, "id" | "side" | "userId" | "target" | "size">;

/** An assembly's written bytes are flushed to the disk in steps of this many bytes of its prefix. */
const flushStepBytes = 32 * 1024 * 1024;

/** Per blob store (one per gateway), the assemblies of its uploads in progress. */
const assemblies = new WeakMap<BlobStore, Map<number, Assembly>>();

/** Uploads assembled at once by one gateway; others are written to chunk files. */
const maxAssemblies = 32;
/** An assembly without a chunk for this long is let go (its file stays with the upload). */
const assemblyIdleMs = 600_000;

/** Lets go of an upload's assembly in this process: its file stays, for whoever finishes the upload. */
function forget(byUpload: Map<number, Assembly>, uploadId: number): void {
  const assembly = byUpload.get(uploadId);
  if (!assembly) return;
  byUpload.delete(uploadId);
  clearTimeout(assembly.timer);
  assembly.taken = true;
  dropHash(assembly.file);
  void Promise.allSettled(assembly.writing).then(() => assembly.writer.close().catch(() => undefined));
}

/**
 * The upload's assembly in this process to write the chunk at `index` into, made on the first chunk
 * this process receives; null when the chunk goes to a file of its own.
 */
export async function assemblyFor(
  store: BlobStore,
  dir: string,
  upload: KnownUpload,
  index: number,
): Promise<Assembly | null> {
  const uploadId = upload.id;
  let byUpload = assemblies.get(store);
  if (!byUpload) assemblies.set(store, (byUpload = new Map()));
  let assembly = byUpload.get(uploadId);
  if (!assembly) {
    if (byUpload.size >= maxAssemblies) return null;
    await mkdir(dir, { recursive: true });
    // Made meanwhile by another chunk of the same upload.
    assembly = byUpload.get(uploadId);
    if (!assembly) {
      const writer = await store.writer({ folder: dir });
      const other = byUpload.get(uploadId);
      if (other) {
        await writer.abort();
        assembly = other;
      } else {
        assembly = newAssembly(writer, path.join(dir, writer.name), upload, () => forget(byUpload, uploadId));
        byUpload.set(uploadId, assembly);
      }
    }
  }
  if (assembly.taken || assembly.written.has(index)) return null;
  assembly.written.add(index);
  assembly.timer.refresh();
  return assembly;
}

function newAssembly(writer: BlobWriter, file: string, upload: KnownUpload, idle: () => void): Assembly {
  const assembly: Assembly = {
    writer,
    file,
    upload,
    counted: 0,
    recording: 0,
    written: new Set(),
    writing: new Set(),
    hashed: 0,
    hashedBytes: 0,
    followed: 0,
    flushed: 0,
    ahead: new Map(),
    queued: [],
    unqueued: 0,
    batchInFlight: false,
    taken: false,
    timer: setTimeout(idle, assemblyIdleMs).unref(),
    write(bytes, index) {
      if (assembly.taken) return null;
      const done = writer.write(bytes, index * chunkBytes);
      assembly.writing.add(done);
      return done.finally(() => assembly.writing.delete(done));
    },
  };
  return assembly;
}

/**
 * A chunk this process wrote into its assembly and recorded: the count its record answered is known,
 * and the hashed prefix grows past it.
 */
export function noteRecorded(
  store: BlobStore,
  uploadId: number,
  recorded: { index: number; size: number; chunks: number },
): void {
  const { index, size } = recorded;
  const assembly = assemblies.get(store)?.get(uploadId);
  if (!assembly) return;
  assembly.counted = Math.max(assembly.counted, recorded.chunks);
  if (assembly.taken || index < assembly.hashed) return;
  assembly.ahead.set(index, size);
  const before = assembly.hashed;
  for (;;) {
    const next = assembly.ahead.get(assembly.hashed);
    if (next === undefined) break;
    assembly.ahead.delete(assembly.hashed);
    assembly.hashedBytes += next;
    assembly.hashed += 1;
  }
  // The follower is told in steps of its read size: a message per chunk cost the request thread a
  // twentieth of its time per chunk. The finish's digest reads whatever it was not told.
  if (assembly.hashed > before && assembly.hashedBytes - assembly.followed >= followReadBytes) {
    assembly.followed = assembly.hashedBytes;
    followHash(assembly.file, assembly.hashedBytes);
  }
  // The bytes go to the disk as they arrive: the finish's sync of a 256 MiB blob alone took 0.1-0.2 s.
  if (assembly.hashedBytes - assembly.flushed >= flushStepBytes) {
    assembly.flushed = assembly.hashedBytes;
    assembly.writer.flush();
  }
}

/** This process's assembly of an upload, while it takes chunks (null: none, or taken). */
export function liveAssembly(store: BlobStore, uploadId: number): Assembly | null {
  const assembly = assemblies.get(store)?.get(uploadId);
  return assembly && !assembly.taken ? assembly : null;
}

/** Lets go of an upload's assembly in this process (the upload was dropped). */
export function forgetAssembly(store: BlobStore, uploadId: number): void {
  const byUpload = assemblies.get(store);
  if (byUpload) forget(byUpload, uploadId);
}

/** Takes this process's assembly of an upload away from the chunks still arriving (null: none). */
export async function takeAssembly(store: BlobStore, uploadId: number): Promise<Assembly | null> {
  const byUpload = assemblies.get(store);
  const assembly = byUpload?.get(uploadId);
  if (!byUpload || !assembly) return null;
  byUpload.delete(uploadId);
  clearTimeout(assembly.timer);
  assembly.taken = true;
  await Promise.allSettled(assembly.writing);
  return assembly;
}

/**
 * Commits an upload's blob from its assembly: the recorded chunks that are elsewhere (files of their
 * own, another assembly) are written into it at their place, the hash follower finishes the hash, and
 * the file is renamed into the store when the hash and size are the declared ones.
 */
export async function commitAssembly(
  assembly: Assembly,
  dir: string,
  parts: readonly RecordedPart[],
  expect: { sha256: string; size: number },
): Promise<{ sha256: string; size: number }> {
  const own = `${assembledPrefix}${assembly.writer.name}`;
  for (const part of parts) {
    if (part.file === own) continue;
    const bytes = await recordedBytes(dir, part);
    await assembly.writer.write(bytes, part.index * chunkBytes);
  }
  // Every place of the file holds a recorded chunk (the finish runs once all are recorded); the
  // follower hashed the chunks written here from the start, and reads the rest now.
  const whole = parts.length === chunkCount(expect.size) && parts.every((part, i) => part.index === i);
  const sha256 = whole ? await hashDigest(assembly.file, expect.size) : null;
  if (!sha256) dropHash(assembly.file);
  return await assembly.writer.commit({
    expect,
    sync: true,
    ...(sha256 ? { hashed: { sha256, size: expect.size } } : {}),
  });
}

/**
 * Records chunks whose bytes are written in `file`, under the upload's row lock: the first chunk
 * recorded at an index counts (another one first: that chunk is not in `recorded`), and none is
 * recorded once the upload is gone. One statement (lock, insert, count) rather than a transaction of
 * five: a 256 MiB upload records 256 chunks, and each round trip to the database was a fifth of the
 * gateway's work per chunk. Its CTEs share one snapshot, but the row lock waits for a concurrent
 * record and the count's update works on the newest row (read committed), so concurrent chunks each
 * count once.
 * With `below`, the chunks are recorded only while the count stays under it (else none is): a chunk
 * the caller checked no quota for must not be the one that completes the upload.
 */
export async function recordChunks(
  db: DbClock,
  uploadId: number,
  file: string,
  parts: readonly { index: number; size: number }[],
  below: number | null = null,
): Promise<"gone" | { chunks: number; received: number; recorded: ReadonlySet<number> }> {
  const values = sql.join(
    parts.map((part) => sql`(${part.index}::int, ${part.size}::int)`),
    sql`, `,
  );
  const answer = await db.db.execute(sql`
    with locked as (
      select ${uploads.id} as id, ${uploads.chunks} as chunks from ${uploads}
      where ${uploads.id} = ${uploadId} for update
    ), inserted as (
      insert into ${uploadChunks} (upload_id, "index", size, file)
      select locked.id, part.index, part.size, ${file} from locked, (values ${values}) as part(index, size)
      where ${below === null ? sql`true` : sql`locked.chunks + ${parts.length} < ${below}`}
      on conflict do nothing
      returning "index", size
    ), counted as (
      update ${uploads}
      set chunks = chunks + (select count(*) from inserted),
        received = received + (select coalesce(sum(size), 0) from inserted),
        updated_at = ${db.clock.sqlNow()}
      where id = ${uploadId} and exists (select 1 from inserted)
      returning chunks, received
    )
    select (select count(*) from locked)::int as locked, counted.chunks, counted.received,
      (select coalesce(json_agg("index"), '[]'::json) from inserted) as recorded
    from (select 1) as one left join counted on true`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows } and parse json.
  const [row] = (
    answer as {
      rows: {
        locked: number;
        chunks: number | string | null;
        received: number | string | null;
        recorded: number[];
      }[];
    }
  ).rows;
  if (!row || Number(row.locked) === 0) return "gone";
  return {
    chunks: Number(row.chunks ?? 0),
    received: Number(row.received ?? 0),
    recorded: new Set(row.recorded),
  };
}

/** One chunk recorded by `recordChunks`: "taken" when it was not (another first, or `below`). */
export async function recordChunk(
  db: DbClock,
  uploadId: number,
  index: number,
  size: number,
  file: string,
  below: number | null = null,
): Promise<"gone" | "taken" | { chunks: number; received: number }> {
  const answer = await recordChunks(db, uploadId, file, [{ index, size }], below);
  if (answer === "gone") return answer;
  return answer.recorded.has(index) ? answer : "taken";
}

type RecordAnswer = Awaited<ReturnType<typeof recordChunk>>;

interface QueuedRecord {
  index: number;
  size: number;
  settle: (answer: RecordAnswer) => void;
  fail: (error: unknown) => void;
}

/**
 * Waits for a chunk's write into this process's assembly, then records it, never as the one that
 * completes the upload (`recordChunks`' `below`). The chunks being written here at once are recorded
 * together in one statement, once each write is done (a group commit): with six chunks in flight a
 * 256 MiB upload took a statement per chunk, the gateway's largest cost per chunk under PGlite. Each
 * chunk is answered once its own record is committed; a failed write or statement fails only its
 * chunks (their clients send them again).
 */
export async function recordWritten(
  db: DbClock,
  assembly: Assembly,
  index: number,
  size: number,
  writing: Promise<void>,
): Promise<RecordAnswer> {
  assembly.unqueued += 1;
  try {
    await writing;
  } catch (error) {
    assembly.unqueued -= 1;
    recordWhenWritten(db, assembly);
    throw error;
  }
  assembly.unqueued -= 1;
  return await new Promise((settle, fail) => {
    assembly.queued.push({ index, size, settle, fail });
    recordWhenWritten(db, assembly);
  });
}

/** Records sent at most together: a bound on one statement and on the wait of the first. */
const maxRecordBatch = 16;

/** Starts a statement for the queued records once no write of another is still running. */
function recordWhenWritten(db: DbClock, assembly: Assembly): void {
  const ready = assembly.unqueued === 0 || assembly.queued.length >= maxRecordBatch;
  if (assembly.batchInFlight || assembly.queued.length === 0 || !ready) return;
  void recordBatch(db, assembly);
}

async function recordBatch(db: DbClock, assembly: Assembly): Promise<void> {
  assembly.batchInFlight = true;
  const file = `${assembledPrefix}${assembly.writer.name}`;
  const below = chunkCount(assembly.upload.size);
  const batch = assembly.queued.splice(0, maxRecordBatch);
  try {
    const answer = await recordChunks(db, assembly.upload.id, file, batch, below);
    for (const queued of batch) {
      if (answer === "gone") queued.settle("gone");
      else queued.settle(answer.recorded.has(queued.index) ? answer : "taken");
    }
  } catch (error) {
    for (const queued of batch) queued.fail(error);
  } finally {
    assembly.batchInFlight = false;
  }
  // Records queued meanwhile.
  recordWhenWritten(db, assembly);
}

/** A chunk file that does not hold its recorded size (the bytes are not the ones recorded). */
export class ChunkFileError extends Error {}

/** A recorded chunk's bytes, which must be its recorded size (else ChunkFileError). */
export async function recordedBytes(dir: string, part: RecordedPart): Promise<Buffer> {
  const bytes = await readPart(dir, part);
  if (bytes.length !== part.size) {
    throw new ChunkFileError(`chunk ${part.index}: ${bytes.length} bytes on the disk, ${part.size} recorded`);
  }
  return bytes;
}

/** An upload's chunk files in order, each checked against its recorded size. */
export async function* chunkBytesOf(dir: string, parts: readonly RecordedPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    const bytes = await recordedBytes(dir, part);
    yield bytes;
  }
}
