/**
 * The upload protocol (spec §4, §7, §9), shared by every kind of file: meta -> (known: done at once |
 * DBNotExist: send 1 MiB chunks) -> the whole hash is verified before the file exists.
 *
 * Nothing of an upload in progress lives in one process: a fleet of gateways shares the database and
 * the data folder, and any of them may receive any chunk, in any order.
 * - A chunk is written whole, and only then recorded in `upload_chunks` under the upload's row lock:
 *   into the assembly file the receiving gateway keeps for the upload in its folder
 *   (`<dataDir>/upload-chunks/<upload>/blob.<random>`, at the chunk's place, index × 1 MiB), or, when
 *   that gateway already wrote that index or holds too many uploads, into a file of its own
 *   (`<index>.<random>`, created exclusively). The record names where the bytes are. The first chunk
 *   recorded at an index counts: the same bytes again (a resend whose answer was lost) are answered as
 *   stored, other bytes are refused (DBDuplicate). A chunk whose upload is gone (finished, expired,
 *   dropped) is refused (DBDataNotExist) and its file removed. Only the process that made an assembly
 *   file writes into it, once per index, so a writer that lost the upload cannot touch recorded bytes.
 * - The chunk whose record completes the upload finishes it. With this gateway's assembly, the
 *   recorded chunks that are elsewhere are copied into it at their place, the hash (kept in order as
 *   the chunks were recorded) is checked, and the file is synced and renamed into the blob store: the
 *   bytes are written once. Otherwise the recorded chunks are read in order into a new blob
 *   (`BlobStore.put`, committed only when the hash and size are the declared ones). Then the file is
 *   made and the upload removed. An upload left complete (its finishing gateway killed) is finished by
 *   the next meta step or resent chunk, on any gateway; two finishing at once commit the same verified
 *   bytes and make one file.
 * - The meta step of an upload in progress answers where its recorded chunks stop being contiguous.
 */
import {
  constants,
  normalizeFileName,
  sizeUnits,
  type UploadDone,
  type UploadReceived,
  type UploadResume,
} from "@crucible/schema";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, asc, eq, gt, inArray, lt, ne, sql, sum, type SQL } from "drizzle-orm";
import { z } from "zod";
import { blobs, uploadChunks, uploads, type BlobRow, type Side, type UploadRow } from "../../db/schema.js";
import { BlobMismatchError, type BlobStore, type BlobWriter } from "../../storage/blobStore.js";
import type { Actor, Ctx, Services } from "../context.js";
import { requireWritable } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "./blobs.js";
import { dropHash, followHash, hashDigest } from "./hashFollower.js";
import { checkImageFile, imageHeadBytes } from "./images.js";

const chunkBytes = constants.uploadChunkBytes;
const uploadTtlMs = 7 * 86_400_000;

/**
 * The quota is checked again before recording every eighth chunk (indexes 7, 15, ...) and the chunk
 * that would complete the upload; the finish step checks it atomically with the file's insert.
 */
export const quotaEveryChunks = 8;

/** Chunk folders without an upload row, and blob temporary files, are removed after this long. */
const orphanMs = 3_600_000;

export const uploadMetaSchema = z
  .object({
    Name: z.string().min(1).max(255),
    Size: z.number().int().min(0),
    Sha256: z.string().regex(/^[0-9A-F]{64}$/, "Sha256 must be upper-case hex"),
    DirNames: z.array(z.string().max(255)).max(32).optional(),
  })
  .passthrough();

export type UploadMeta = z.infer<typeof uploadMetaSchema>;

/** Refuses traversal, absolute paths, NUL bytes, Unicode dots and the spec's forbidden characters. */
export function checkFileName(name: string): string {
  const normalized = normalizeFileName(name);
  if (normalized === null) throw new AppError("DBFileNameError", name.slice(0, 100));
  return normalized;
}

export function checkDirNames(parts: readonly string[] | undefined): string[] {
  return (parts ?? []).filter((p) => p !== "").map(checkFileName);
}

/** What a finished upload becomes; each kind of file (data set, CMS file) declares one. */
export interface UploadTarget<T> {
  readonly name: string;
  /** Checks permission and quota before anything is written; answers the params to keep. */
  prepare(
    ctx: Ctx,
    meta: UploadMeta & { Name: string; DirNames: string[] },
  ): Promise<{ actor: Actor; params: UploadRow["params"] }>;
  /** The caller may skip sending bytes only for a blob they can already read (no cross-user hints). */
  mayReuse(ctx: Ctx, actor: Actor, sha256: string): Promise<boolean>;
  /**
   * The live file this upload would make, when it is already stored: the same owner, place and name
   * holding the same bytes (each target says what its place is). The meta step answers it instead of
   * making another file, before any quota check: a re-upload is not a new file.
   */
  stored(ctx: Ctx, upload: UploadIdentity): Promise<T | null>;
  /**
   * Creates the file's row for the stored blob; when an equal upload made that file first (two at
   * once), answers that file instead (a conditional insert on the target's unique key, never a
   * check before the insert).
   */
  finish(ctx: Ctx, upload: UploadIdentity, blob: BlobRow): Promise<T>;
  /**
   * The owner's quota, when this target has one (null: none for this owner). The meta step counts the
   * declared sizes of their other uploads in progress too; every chunk checks again that finished files
   * plus this upload still fit (an administrator may have lowered the quota meanwhile). The finish step
   * must make its own check and insert atomic.
   */
  quota?(ctx: Ctx, owner: UploadOwner, params: UploadRow["params"]): Promise<UploadQuota | null>;
  /** Names with an image extension must hold image bytes (spec §5), checked before the file exists. */
  readonly checksImages?: boolean;
}

/** What makes two uploads the same file: their owner, target params, folder, name and bytes. */
export type UploadIdentity = Pick<UploadRow, "name" | "dirNames" | "params" | "userId" | "side" | "sha256">;

/** Whose uploads a quota counts: the side and id of their owner. */
export type UploadOwner = Pick<Actor, "side" | "id">;

/** A target's storage quota for one owner: bytes of their finished files and the limit. */
export interface UploadQuota {
  readonly used: number;
  readonly limit: number;
  /**
   * The uploads in progress (of this target) whose declared sizes this space reserves; by default the
   * owner's. A space shared by several users, or one only some of the owner's uploads go to, says so.
   */
  readonly uploadsIn?: SQL;
}

/** The folder holding an upload's chunk files. */
function chunkDir(services: Services, id: number): string {
  return path.join(services.config.dataDir, "upload-chunks", String(id));
}

/** Where an upload's bytes were kept before chunks were recorded one by one (removed when it goes). */
function legacyTempPath(services: Services, id: number): string {
  return path.join(services.config.dataDir, "uploads", String(id));
}

/** How many chunks make an upload of this size (an empty file is one empty chunk). */
function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / chunkBytes));
}

/** Whether every chunk of the upload is recorded. */
function complete(row: UploadRow): boolean {
  return row.chunks >= chunkCount(row.size);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

async function maxFileBytes(ctx: Ctx): Promise<number> {
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  return Math.floor(config.Upload.MaxFileSize.Max * sizeUnits[config.Upload.MaxFileSize.Unit]);
}

/**
 * How long an upload in progress reserves its declared size after its last chunk. An abandoned upload
 * stops holding space after this (it can still resume; the finish step checks the quota again), so
 * it does not block the user's storage for the whole week it may be resumed.
 */
export const uploadReservationMs = 3_600_000;

/**
 * Refuses an upload that would not fit: the space's finished files, the declared sizes of the other
 * uploads in progress into that space (the owner's by default; active within the reservation; the one
 * being resumed excluded) and this one.
 */
async function checkSpace<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  owner: UploadOwner,
  params: UploadRow["params"],
  size: number,
  resumedId: number | null,
): Promise<void> {
  const quota = target.quota ? await target.quota(ctx, owner, params) : null;
  if (!quota) return;
  const [pending] = await ctx.db
    .select({ total: sum(uploads.size) })
    .from(uploads)
    .where(
      and(
        quota.uploadsIn ?? and(eq(uploads.side, owner.side), eq(uploads.userId, owner.id)),
        eq(uploads.target, target.name),
        gt(uploads.expiresAt, new Date()),
        gt(uploads.updatedAt, new Date(Date.now() - uploadReservationMs)),
        resumedId === null ? undefined : ne(uploads.id, resumedId),
      ),
    );
  if (quota.used + Number(pending?.total ?? 0) + size > quota.limit) {
    throw new AppError("UserResourceStorageSizeOver");
  }
}

/** The first bytes of a stored blob (enough to recognise an image). */
async function blobHead(ctx: Ctx, sha256: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of ctx.blobs.read(sha256, { start: 0, end: imageHeadBytes - 1 })) {
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/** The first bytes of an upload's first chunk (enough to recognise an image). */
async function chunkHead(dir: string, part: RecordedPart): Promise<Buffer> {
  return await readPart(dir, part, Math.min(part.size, imageHeadBytes));
}

/** The meta step: finishes a known file at once, or answers DBNotExist with where to resume. */
export async function uploadMeta<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  body: unknown,
): Promise<UploadDone<T>> {
  const parsed = uploadMetaSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}` : "upload meta");
  }
  const name = checkFileName(parsed.data.Name);
  const dirNames = checkDirNames(parsed.data.DirNames);
  if (parsed.data.Size > (await maxFileBytes(ctx))) throw new AppError("DBFileTooLarge");
  const meta = { ...parsed.data, Name: name, DirNames: dirNames };
  const { actor, params } = await target.prepare(ctx, meta);
  requireWritable(actor);
  const identity = { name, dirNames, params, userId: actor.id, side: actor.side, sha256: meta.Sha256 };
  // An equal upload finishing meanwhile removes the row being resumed: look again, and find its file.
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await metaAttempt(ctx, target, actor, identity, meta.Size);
    if (answer.Done) return answer;
    if (answer.resume) {
      throw new AppError("DBNotExist", null, {
        UploadId: answer.resume.id,
        Received: answer.resume.received,
        ChunkSize: chunkBytes,
      } satisfies UploadResume);
    }
  }
  throw new AppError("ServerHandleTimeout", "the upload kept changing; send the meta step again");
}

/**
 * One look at an upload: the stored file, the known bytes made a file, a complete upload finished, or
 * the upload to send bytes to (created, or resumed); `resume: null` when the row resumed went away.
 */
async function metaAttempt<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  actor: Actor,
  identity: UploadIdentity,
  size: number,
): Promise<UploadDone<T> | { Done: false; resume: { id: number; received: number } | null }> {
  const { name, dirNames, params, sha256 } = identity;
  const stored = await target.stored(ctx, identity);
  if (stored) return { Done: true, File: stored };
  const existing = await ctx.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.side, actor.side),
        eq(uploads.userId, actor.id),
        eq(uploads.target, target.name),
        eq(uploads.sha256, sha256),
        eq(uploads.size, size),
        eq(uploads.name, name),
        sql`${uploads.dirNames} = ${JSON.stringify(dirNames)}::jsonb`,
      ),
    )
    .limit(1);
  const upload = existing[0];
  await checkSpace(ctx, target, actor, params, size, upload?.id ?? null);
  if (await target.mayReuse(ctx, actor, sha256)) {
    const rows = await ctx.db.select().from(blobs).where(eq(blobs.sha256, sha256));
    const blob = rows[0];
    if (blob && blob.size === size && (await ctx.blobs.has(blob.sha256))) {
      if (target.checksImages) checkImageFile(await blobHead(ctx, blob.sha256), name);
      return { Done: true, File: await target.finish(ctx, identity, blob) };
    }
  }
  if (upload) {
    const [row] = await ctx.db
      .update(uploads)
      .set({ params, expiresAt: new Date(Date.now() + uploadTtlMs), updatedAt: new Date() })
      .where(eq(uploads.id, upload.id))
      .returning();
    if (!row) return { Done: false, resume: null };
    // Every chunk is recorded (the gateway finishing it was stopped, or an answer was lost): finish it.
    if (complete(row)) return await finishUpload(ctx, target, row);
    return { Done: false, resume: { id: row.id, received: await contiguousBytes(ctx, row) } };
  }
  const [created] = await ctx.db
    .insert(uploads)
    .values({
      side: actor.side,
      userId: actor.id,
      target: target.name,
      name,
      size,
      sha256,
      dirNames,
      params,
      expiresAt: new Date(Date.now() + uploadTtlMs),
    })
    .returning();
  return { Done: false, resume: { id: created!.id, received: 0 } };
}

/** The bytes of the upload's recorded chunks from its start up to the first missing one. */
async function contiguousBytes(ctx: Ctx, row: UploadRow): Promise<number> {
  const recorded = await ctx.db
    .select({ index: uploadChunks.index })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, row.id))
    .orderBy(asc(uploadChunks.index));
  let next = 0;
  while (next < recorded.length && recorded[next]!.index === next) next += 1;
  return Math.min(row.size, next * chunkBytes);
}

/** Removes an upload: its row (and chunk records), then its chunk files. */
async function dropUpload(ctx: Ctx, id: number): Promise<void> {
  const byUpload = assemblies.get(ctx.blobs);
  if (byUpload) forget(byUpload, id);
  await ctx.db.delete(uploads).where(eq(uploads.id, id));
  await rm(chunkDir(ctx, id), { recursive: true, force: true });
  await rm(legacyTempPath(ctx, id), { force: true });
}

/**
 * Stores one chunk at its index, in any order and on any gateway; the chunk that completes the upload
 * verifies the whole hash, commits the bytes to the blob store and creates the file. Chunks larger
 * than 1 MiB, past the declared size or of the wrong length are refused.
 */
export async function uploadChunk<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: { side: Side; userId: number; uploadId: number; index: number; bytes: Buffer },
): Promise<UploadDone<T> | UploadReceived> {
  // "again": another request recorded the same index meanwhile; look at the upload once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await chunkAttempt(ctx, target, input);
    if (answer !== "again") return answer;
  }
  throw new AppError("ServerHandleTimeout", "the upload kept changing; send the chunk again");
}

async function chunkAttempt<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: { side: Side; userId: number; uploadId: number; index: number; bytes: Buffer },
): Promise<UploadDone<T> | UploadReceived | "again"> {
  const { index, bytes } = input;
  if (!Number.isSafeInteger(index) || index < 0) throw invalid("Index");
  const [found] = await ctx.db
    .select({ row: uploads, file: uploadChunks.file })
    .from(uploads)
    .leftJoin(uploadChunks, and(eq(uploadChunks.uploadId, uploads.id), eq(uploadChunks.index, index)))
    .where(eq(uploads.id, input.uploadId));
  if (!found) throw new AppError("DBDataNotExist");
  const { row } = found;
  if (row.side !== input.side || row.userId !== input.userId || row.target !== target.name) {
    throw new AppError("DBDataNotExist");
  }
  if (bytes.length > chunkBytes) throw new AppError("DBFileTooLarge", "chunk larger than 1 MiB");
  const chunks = chunkCount(row.size);
  if (index >= chunks || index * chunkBytes + bytes.length > row.size) {
    throw new AppError("DBFileTooLarge", "past the declared size");
  }
  const expected = index < chunks - 1 ? chunkBytes : row.size - index * chunkBytes;
  if (bytes.length !== expected) {
    throw invalid(
      index < chunks - 1
        ? "every chunk but the last must be 1 MiB"
        : `the last chunk must be ${expected} bytes`,
    );
  }
  const dir = chunkDir(ctx, row.id);
  if (found.file !== null) {
    // Recorded before: a resend whose answer was lost is answered as stored; other bytes are refused.
    const recorded = await readPart(dir, { index, size: bytes.length, file: found.file }).catch(
      (error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      },
    );
    // Gone meanwhile: the upload was finished or dropped; the row says which.
    if (recorded === null) return "again";
    if (!recorded.equals(bytes))
      throw new AppError("DBDuplicate", `chunk ${index} is already stored with other bytes`, {
        Index: index,
      });
    if (complete(row)) return await finishUpload(ctx, target, row);
    return { Done: false, Received: row.received };
  }
  // The quota may have been lowered since the meta step: refuse the chunk, keep what is recorded, so
  // the upload resumes (through the meta step) once the quota allows it again.
  if (index % quotaEveryChunks === quotaEveryChunks - 1 || row.chunks + 1 >= chunks) {
    const quota = target.quota
      ? await target.quota(ctx, { side: row.side, id: row.userId }, row.params)
      : null;
    if (quota && quota.used + row.size > quota.limit) throw new AppError("UserResourceStorageSizeOver");
  }
  // The bytes are written whole before they are recorded (a killed process never counts lost bytes):
  // into this process's assembly of the upload at their place, or into a file of their own. Neither
  // is synced: after a power loss a recorded chunk may have lost bytes, which the finish finds (its
  // size, or the whole hash) and the upload starts again; the committed blob itself is synced. (A sync
  // per chunk cost a fifth of a 256 MiB upload's time.)
  const offered = await assemblyFor(ctx.blobs, dir, row.id, index);
  // Null once the finish took the assembly meanwhile: the chunk goes to a file of its own.
  const writing = offered?.write(bytes, index) ?? null;
  const assembly = writing ? offered : null;
  let name: string;
  if (assembly && writing) {
    name = `${assembledPrefix}${assembly.writer.name}`;
    await writing;
  } else {
    name = `${index}.${randomBytes(8).toString("hex")}`;
    await writeChunkFile(path.join(dir, name), bytes);
  }
  const recorded = await recordChunk(ctx, row.id, index, bytes.length, name).catch(async (error: unknown) => {
    if (!assembly) await rm(path.join(dir, name), { force: true });
    throw error;
  });
  if (recorded === "gone" || recorded === "taken") {
    // A chunk file goes; bytes written into the assembly stay unrecorded (the finish writes the
    // recorded bytes over them).
    if (!assembly) await rm(path.join(dir, name), { force: true });
    // The upload was finished, expired or dropped: this writer lost it.
    if (recorded === "gone") throw new AppError("DBDataNotExist");
    return "again";
  }
  if (assembly) noteRecorded(ctx.blobs, row.id, index, bytes.length);
  if (recorded.chunks >= chunks) return await finishUpload(ctx, target, row);
  return { Done: false, Received: recorded.received };
}

/** A chunk's own file, created exclusively and read-only, written whole and closed. */
async function writeChunkFile(file: string, bytes: Buffer): Promise<void> {
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
interface RecordedPart {
  index: number;
  size: number;
  file: string;
}

/**
 * A recorded chunk's file name that starts with this is an assembly's file in the upload's folder,
 * the chunk's bytes at `index × 1 MiB`; any other name is the chunk's own file.
 */
const assembledPrefix = "@";

/** The first `length` bytes (all of them by default) of a recorded chunk, from where they are. */
async function readPart(dir: string, part: RecordedPart, length = part.size): Promise<Buffer> {
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
interface Assembly {
  writer: BlobWriter;
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
  /** Chunks written here and recorded after a gap (index to size), hashed once it closes. */
  ahead: Map<number, number>;
  /** Taken by the finish: nothing more is written. */
  taken: boolean;
  timer: NodeJS.Timeout;
}

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
async function assemblyFor(
  store: BlobStore,
  dir: string,
  uploadId: number,
  index: number,
): Promise<Assembly | null> {
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
        assembly = newAssembly(writer, path.join(dir, writer.name), () => forget(byUpload, uploadId));
        byUpload.set(uploadId, assembly);
      }
    }
  }
  if (assembly.taken || assembly.written.has(index)) return null;
  assembly.written.add(index);
  assembly.timer.refresh();
  return assembly;
}

function newAssembly(writer: BlobWriter, file: string, idle: () => void): Assembly {
  const assembly: Assembly = {
    writer,
    file,
    written: new Set(),
    writing: new Set(),
    hashed: 0,
    hashedBytes: 0,
    ahead: new Map(),
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

/** A chunk this process wrote into its assembly and recorded: the hashed prefix grows past it. */
function noteRecorded(store: BlobStore, uploadId: number, index: number, size: number): void {
  const assembly = assemblies.get(store)?.get(uploadId);
  if (!assembly || assembly.taken || index < assembly.hashed) return;
  assembly.ahead.set(index, size);
  const before = assembly.hashed;
  for (;;) {
    const next = assembly.ahead.get(assembly.hashed);
    if (next === undefined) break;
    assembly.ahead.delete(assembly.hashed);
    assembly.hashedBytes += next;
    assembly.hashed += 1;
  }
  if (assembly.hashed > before) followHash(assembly.file, assembly.hashedBytes);
}

/** Takes this process's assembly of an upload away from the chunks still arriving (null: none). */
async function takeAssembly(store: BlobStore, uploadId: number): Promise<Assembly | null> {
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
async function commitAssembly(
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
 * Records a chunk whose file is written, under the upload's row lock: the first chunk recorded at an
 * index counts ("taken": another was first), and none is recorded once the upload is gone. One
 * statement (lock, insert, count) rather than a transaction of five: a 256 MiB upload records 256
 * chunks, and each round trip to the database was a fifth of the gateway's work per chunk. Its CTEs
 * share one snapshot, but the row lock waits for a concurrent record and the count's update works on
 * the newest row (read committed), so concurrent chunks each count once.
 */
async function recordChunk(
  ctx: Ctx,
  uploadId: number,
  index: number,
  size: number,
  file: string,
): Promise<"gone" | "taken" | { chunks: number; received: number }> {
  const answer = await ctx.db.execute(sql`
    with locked as (
      select ${uploads.id} as id from ${uploads} where ${uploads.id} = ${uploadId} for update
    ), inserted as (
      insert into ${uploadChunks} (upload_id, "index", size, file)
      select id, ${index}, ${size}, ${file} from locked
      on conflict do nothing
      returning "index"
    ), counted as (
      update ${uploads} set chunks = chunks + 1, received = received + ${size}, updated_at = now()
      where id = ${uploadId} and exists (select 1 from inserted)
      returning chunks, received
    )
    select (select count(*) from locked)::int as locked, counted.chunks, counted.received
    from (select 1) as one left join counted on true`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const [row] = (
    answer as {
      rows: { locked: number; chunks: number | string | null; received: number | string | null }[];
    }
  ).rows;
  if (!row || Number(row.locked) === 0) return "gone";
  if (row.chunks === null || row.received === null) return "taken";
  return { chunks: Number(row.chunks), received: Number(row.received) };
}

/** A chunk file that does not hold its recorded size (the bytes are not the ones recorded). */
class ChunkFileError extends Error {}

/** A recorded chunk's bytes, which must be its recorded size (else ChunkFileError). */
async function recordedBytes(dir: string, part: RecordedPart): Promise<Buffer> {
  const bytes = await readPart(dir, part);
  if (bytes.length !== part.size) {
    throw new ChunkFileError(`chunk ${part.index}: ${bytes.length} bytes on the disk, ${part.size} recorded`);
  }
  return bytes;
}

/** An upload's chunk files in order, each checked against its recorded size. */
async function* chunkBytesOf(dir: string, parts: readonly RecordedPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    const bytes = await recordedBytes(dir, part);
    yield bytes;
  }
}

/**
 * Every chunk is recorded: verifies the whole file's hash while committing it to the blob store and
 * makes it a file of the target. Run by whoever completed the upload, or by a later meta step or
 * resent chunk when that gateway stopped; two at once commit the same verified bytes and one file.
 */
async function finishUpload<T>(ctx: Ctx, target: UploadTarget<T>, known: UploadRow): Promise<UploadDone<T>> {
  // The meta step may have changed the params since the row was first read.
  const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, known.id));
  if (!upload) return finishedElsewhere(ctx, target, known);
  if (!complete(upload)) throw new AppError("DBDataNotExist");
  const parts = await ctx.db
    .select({ index: uploadChunks.index, size: uploadChunks.size, file: uploadChunks.file })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, upload.id))
    .orderBy(asc(uploadChunks.index));
  const dir = chunkDir(ctx, upload.id);
  let stored: { sha256: string; size: number };
  try {
    if (target.checksImages && parts[0]) {
      try {
        checkImageFile(await chunkHead(dir, parts[0]), upload.name);
      } catch (error) {
        if (isMissing(error)) throw error;
        // Refused before the bytes reach the blob store: no file, no blob.
        await dropUpload(ctx, upload.id);
        throw error;
      }
    }
    const expect = { sha256: upload.sha256, size: upload.size };
    const assembly = await takeAssembly(ctx.blobs, upload.id);
    stored = assembly
      ? await commitAssembly(assembly, dir, parts, expect)
      : await ctx.blobs.put(Readable.from(chunkBytesOf(dir, parts)), { expect, sync: true });
  } catch (error) {
    if (error instanceof BlobMismatchError || error instanceof ChunkFileError) {
      await dropUpload(ctx, upload.id);
      throw new AppError("DBFileSha256Invalid");
    }
    if (!isMissing(error)) throw error;
    // Another finisher moved the assembly into the store or removed the chunk files: it committed
    // the verified bytes (then this one makes the file as well), or it dropped the upload.
    if (!(await ctx.blobs.has(upload.sha256))) return finishedElsewhere(ctx, target, upload);
    stored = { sha256: upload.sha256, size: upload.size };
  }
  await ctx.db
    .insert(blobs)
    .values({ sha256: stored.sha256, size: stored.size, mime: "application/octet-stream" })
    .onConflictDoNothing();
  const [blob] = await ctx.db.select().from(blobs).where(eq(blobs.sha256, stored.sha256));
  try {
    const created = await target.finish(ctx, upload, blob!);
    await dropUpload(ctx, upload.id);
    return { Done: true, File: created };
  } catch (error) {
    // The bytes are stored but the file could not be created (quota, a name taken meanwhile):
    // the upload ends, and the blob goes unless something else already references it.
    await dropUpload(ctx, upload.id);
    await collectBlob(ctx, blob!.id);
    throw error;
  }
}

/** The upload went away while this request finished it: answer the file it made, if it made one. */
async function finishedElsewhere<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  upload: UploadRow,
): Promise<UploadDone<T>> {
  const [still] = await ctx.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, upload.id));
  if (still)
    throw new AppError("ServerHandleTimeout", "the upload's chunks went missing; send the meta step again");
  const file = await target.stored(ctx, upload);
  if (!file) throw new AppError("DBDataNotExist");
  return { Done: true, File: file };
}

/**
 * Removes uploads nobody resumed within their lifetime (their chunk files too), chunk folders whose
 * upload is gone (a writer that lost its upload after the folder was removed) and blob temporary
 * files left by a killed process, once they are older than an hour.
 */
export async function expireUploads(services: Services): Promise<number> {
  const expired = await services.db
    .delete(uploads)
    .where(lt(uploads.expiresAt, new Date()))
    .returning({ id: uploads.id });
  for (const { id } of expired) {
    await rm(chunkDir(services, id), { recursive: true, force: true });
    await rm(legacyTempPath(services, id), { force: true });
  }
  const root = path.join(services.config.dataDir, "upload-chunks");
  const folders = await readdir(root).catch(() => [] as string[]);
  const ids = folders.map(Number).filter((id) => Number.isSafeInteger(id));
  const live = new Set<number>();
  for (let start = 0; start < ids.length; start += 1000) {
    const some = ids.slice(start, start + 1000);
    const rows = await services.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, some));
    for (const { id } of rows) live.add(id);
  }
  const before = Date.now() - orphanMs;
  for (const id of ids) {
    if (live.has(id)) continue;
    const folder = path.join(root, String(id));
    const info = await stat(folder).catch(() => null);
    if (info && info.mtimeMs < before) await rm(folder, { recursive: true, force: true });
  }
  await services.blobs.sweepTemporary(orphanMs);
  return expired.length;
}
