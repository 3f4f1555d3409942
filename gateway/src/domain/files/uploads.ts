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
 * - A chunk of an upload this gateway is assembling takes one statement (its record) when it needs no
 *   quota check and does not complete the upload: the upload's fixed fields are the assembly's. Every
 *   other chunk reads the upload's row first.
 * The files: uploadTarget.ts (what a kind of file declares), uploadParts.ts (assemblies, chunk files,
 * the record), uploadFinish.ts (the finish and the removal).
 */
import {
  constants,
  sizeUnits,
  type UploadDone,
  type UploadReceived,
  type UploadResume,
} from "@crucible/schema";
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, gt, inArray, lt, ne, sql, sum } from "drizzle-orm";
import { blobs, uploadChunks, uploads, type Side, type UploadRow } from "../../db/schema.js";
import type { Actor, Ctx, Services } from "../context.js";
import { requireWritable } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { complete, finishUpload, legacyTempPath } from "./uploadFinish.js";
import { checkImageFile, imageHeadBytes } from "./images.js";
import {
  assembledPrefix,
  assemblyFor,
  chunkCount,
  chunkDir,
  isMissing,
  liveAssembly,
  noteRecorded,
  readPart,
  recordChunk,
  recordWritten,
  writeChunkFile,
} from "./uploadParts.js";
import {
  checkDirNames,
  checkFileName,
  uploadMetaSchema,
  type UploadIdentity,
  type UploadOwner,
  type UploadTarget,
} from "./uploadTarget.js";

export {
  checkDirNames,
  checkFileName,
  uploadMetaSchema,
  type UploadIdentity,
  type UploadMeta,
  type UploadOwner,
  type UploadQuota,
  type UploadTarget,
} from "./uploadTarget.js";

const chunkBytes = constants.uploadChunkBytes;
const uploadTtlMs = 7 * 86_400_000;

/**
 * The quota is checked again before recording every eighth chunk (indexes 7, 15, ...) and the chunk
 * that would complete the upload; the finish step checks it atomically with the file's insert.
 */
export const quotaEveryChunks = 8;

/** Chunk folders without an upload row, and blob temporary files, are removed after this long. */
const orphanMs = 3_600_000;

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
        gt(uploads.expiresAt, ctx.clock.now()),
        gt(uploads.updatedAt, new Date(ctx.clock.ms() - uploadReservationMs)),
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
      .set({ params, expiresAt: new Date(ctx.clock.ms() + uploadTtlMs), updatedAt: ctx.clock.now() })
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
      expiresAt: new Date(ctx.clock.ms() + uploadTtlMs),
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
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

type ChunkInput = { side: Side; userId: number; uploadId: number; index: number; bytes: Buffer };

/**
 * Stores one chunk at its index, in any order and on any gateway; the chunk that completes the upload
 * verifies the whole hash, commits the bytes to the blob store and creates the file. Chunks larger
 * than 1 MiB, past the declared size or of the wrong length are refused.
 */
export async function uploadChunk<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: ChunkInput,
): Promise<UploadDone<T> | UploadReceived> {
  if (!Number.isSafeInteger(input.index) || input.index < 0) throw invalid("Index");
  const quick = await quickChunk(ctx, target, input);
  if (quick) return quick;
  // "again": another request recorded the same index meanwhile, or the chunk would have completed the
  // upload without its quota checked; look at the upload once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await chunkAttempt(ctx, target, input);
    if (answer !== "again") return answer;
  }
  throw new AppError("ServerHandleTimeout", "the upload kept changing; send the chunk again");
}

/** Refuses a chunk that is not where the declared size puts it, or not its length. */
function checkChunk(size: number, index: number, bytes: Buffer): void {
  if (bytes.length > chunkBytes) throw new AppError("DBFileTooLarge", "chunk larger than 1 MiB");
  const chunks = chunkCount(size);
  if (index >= chunks || index * chunkBytes + bytes.length > size) {
    throw new AppError("DBFileTooLarge", "past the declared size");
  }
  const expected = index < chunks - 1 ? chunkBytes : size - index * chunkBytes;
  if (bytes.length !== expected) {
    throw invalid(
      index < chunks - 1
        ? "every chunk but the last must be 1 MiB"
        : `the last chunk must be ${expected} bytes`,
    );
  }
}

/** Whether the chunk at this index is one the quota is checked again for (see `quotaEveryChunks`). */
function quotaIndex(index: number): boolean {
  return index % quotaEveryChunks === quotaEveryChunks - 1;
}

/**
 * A chunk of an upload this process is assembling, in one statement: the upload's fixed fields are
 * the assembly's, so the row is not read first. Only for a chunk that needs no quota check and does
 * not complete the upload (the record refuses to be the completing one), written into the assembly
 * at a place not written before. Anything else (null) takes the full path, which reads the row: a
 * resend, a chunk another process recorded, the quota's chunks and the last one. Bytes this path
 * wrote but could not record stay unrecorded in the assembly; the finish writes the recorded bytes
 * over them.
 */
async function quickChunk<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: ChunkInput,
): Promise<UploadReceived | null> {
  const { index, bytes } = input;
  const assembly = liveAssembly(ctx.blobs, input.uploadId);
  if (!assembly) return null;
  const { upload } = assembly;
  if (upload.side !== input.side || upload.userId !== input.userId || upload.target !== target.name) {
    return null;
  }
  checkChunk(upload.size, index, bytes);
  const chunks = chunkCount(upload.size);
  if (quotaIndex(index) || assembly.counted + assembly.recording + 1 >= chunks) return null;
  const offered = await assemblyFor(ctx.blobs, chunkDir(ctx, upload.id), upload, index);
  const writing = offered?.write(bytes, index) ?? null;
  if (!offered || !writing) return null;
  offered.recording += 1;
  try {
    const recorded = await recordWritten(ctx, offered, index, bytes.length, writing);
    if (recorded === "gone") throw new AppError("DBDataNotExist");
    if (recorded === "taken") return null;
    noteRecorded(ctx.blobs, upload.id, { index, size: bytes.length, chunks: recorded.chunks });
    return { Done: false, Received: recorded.received };
  } finally {
    offered.recording -= 1;
  }
}

async function chunkAttempt<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: ChunkInput,
): Promise<UploadDone<T> | UploadReceived | "again"> {
  const { index, bytes } = input;
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
  checkChunk(row.size, index, bytes);
  const chunks = chunkCount(row.size);
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
  // the upload resumes (through the meta step) once the quota allows it again. A chunk whose quota is
  // not checked must not be the one that completes the upload (the row read may be stale: chunks sent
  // at once record meanwhile): its record refuses to be ("taken", and the next look checks the quota).
  // Otherwise the finish's own check would refuse the file and drop every chunk recorded.
  const checked = quotaIndex(index) || row.chunks + 1 >= chunks;
  if (checked) {
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
  const offered = await assemblyFor(ctx.blobs, dir, row, index);
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
  const below = checked || !target.quota ? null : chunks;
  const recorded = await recordChunk(ctx, row.id, index, bytes.length, name, below).catch(
    async (error: unknown) => {
      if (!assembly) await rm(path.join(dir, name), { force: true });
      throw error;
    },
  );
  if (recorded === "gone" || recorded === "taken") {
    // A chunk file goes; bytes written into the assembly stay unrecorded (the finish writes the
    // recorded bytes over them).
    if (!assembly) await rm(path.join(dir, name), { force: true });
    // The upload was finished, expired or dropped: this writer lost it.
    if (recorded === "gone") throw new AppError("DBDataNotExist");
    return "again";
  }
  if (assembly) noteRecorded(ctx.blobs, row.id, { index, size: bytes.length, chunks: recorded.chunks });
  if (recorded.chunks >= chunks) return await finishUpload(ctx, target, row);
  return { Done: false, Received: recorded.received };
}

/**
 * Removes uploads nobody resumed within their lifetime (their chunk files too), chunk folders whose
 * upload is gone (a writer that lost its upload after the folder was removed) and blob temporary
 * files left by a killed process, once they are older than an hour.
 */
export async function expireUploads(services: Services): Promise<number> {
  const expired = await services.db
    .delete(uploads)
    .where(lt(uploads.expiresAt, services.clock.now()))
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
  // A folder's age is the file system's (real) time, not the rules' clock.
  // eslint-disable-next-line no-restricted-syntax -- compared with the folder's mtime
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
