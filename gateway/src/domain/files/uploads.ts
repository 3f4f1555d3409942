/**
 * The upload protocol (spec §4, §7, §9), shared by every kind of file: meta -> (known: done at once |
 * DBNotExist: send 1 MiB chunks in order) -> the whole hash is verified before the file exists.
 * Bytes go to a temp file per upload; the row's `received` counts only bytes written and flushed to the
 * disk, so an upload interrupted by a crash or a page reload resumes from the last stored chunk.
 *
 * A process receiving an upload keeps it live in memory (its row, the bytes written so far), so a chunk
 * costs no reading of the row; every `uploadFlushBytes` and at the last chunk it flushes: the quota is
 * checked again, the temp file is synced, then `received` is written. A crash loses at most the bytes
 * since the last flush, which the client sends again after the meta step; the meta step of an upload
 * live in this process flushes it first. Chunks of one upload are handled one at a time per process;
 * across processes the conditional update of `received` decides, and the whole file is hashed again
 * before it becomes a file, whoever wrote it.
 */
import {
  constants,
  normalizeFileName,
  sizeUnits,
  type UploadDone,
  type UploadReceived,
  type UploadResume,
} from "@crucible/schema";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rm, stat, truncate, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, lt, ne, sql, sum } from "drizzle-orm";
import { z } from "zod";
import { blobs, uploads, type BlobRow, type Side, type UploadRow } from "../../db/schema.js";
import type { Actor, Ctx, Services } from "../context.js";
import { requireWritable } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "./blobs.js";
import { checkImageFile, imageHeadBytes } from "./images.js";

const chunkBytes = constants.uploadChunkBytes;
const uploadTtlMs = 7 * 86_400_000;

/** Bytes received between two flushes of an upload's progress (sync, `received`, quota check). */
export const uploadFlushBytes = 8 * chunkBytes;

/** An upload this process is receiving (see the top of this file). */
interface LiveUpload {
  /** The row as first read here: its owner, target, name, size and hash never change. */
  readonly row: UploadRow;
  /** Bytes this process has written to the temp file, in order. */
  received: number;
  /** Bytes the row counts (`received` in the database), all synced to the disk. */
  flushed: number;
  /** Whether this process has checked the quota for it (at its first chunk here, then at flushes). */
  quotaChecked: boolean;
  /** When a chunk last arrived (a live upload idle for longer is flushed and forgotten). */
  usedAt: number;
  /** The temp file, open for all the chunks this process writes (closed when it is forgotten). */
  file: FileHandle | null;
  /**
   * Writes to the temp file still under way: a chunk's write goes on after the next chunk is let in,
   * so two writes may overlap (at their own offsets). A flush waits for all of them first.
   */
  readonly writes: Set<Promise<void>>;
  /** A write that failed: the bytes after `flushed` cannot be trusted, the upload is read again. */
  failed: unknown;
}

/** Live uploads are forgotten after this idle time, and at most this many are kept per process. */
const liveIdleMs = 10 * 60_000;
const liveMax = 256;

interface LiveUploads {
  readonly uploads: Map<number, LiveUpload>;
  /** The chunk (or meta step) of each upload being handled; the next one waits for it. */
  readonly busy: Map<number, Promise<void>>;
  /** Chunks that arrived ahead, waiting for the next chunk of their upload to be handled. */
  readonly waiting: Map<number, Set<() => void>>;
}

/** Per database: every app (and test) in a process has its own uploads. */
const liveByDatabase = new WeakMap<object, LiveUploads>();

function liveUploads(ctx: Services): LiveUploads {
  let live = liveByDatabase.get(ctx.db);
  if (!live) {
    live = { uploads: new Map(), busy: new Map(), waiting: new Map() };
    liveByDatabase.set(ctx.db, live);
  }
  return live;
}

/** Runs `work` when no other chunk or meta step of the upload is being handled in this process. */
async function oneAtATime<R>(ctx: Services, uploadId: number, work: () => Promise<R>): Promise<R> {
  const { busy } = liveUploads(ctx);
  const before = busy.get(uploadId) ?? Promise.resolve();
  let done!: () => void;
  const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  busy.set(uploadId, mine);
  await before;
  try {
    return await work();
  } finally {
    done();
    if (busy.get(uploadId) === mine) busy.delete(uploadId);
  }
}

/**
 * Wakes the chunks waiting for the upload to move on: a chunk was stored or refused, or the meta step
 * ran. (A chunk that only found itself ahead wakes nobody: the waiting ones would go round forever.)
 */
function wakeWaiting(ctx: Services, uploadId: number): void {
  const { waiting } = liveUploads(ctx);
  const woken = waiting.get(uploadId);
  waiting.delete(uploadId);
  for (const wake of woken ?? []) wake();
}

/** Resolves when a chunk (or meta step) of the upload has been handled, or at the deadline. */
function nextHandled(ctx: Services, uploadId: number, deadline: number): Promise<void> {
  const { waiting } = liveUploads(ctx);
  return new Promise<void>((resolve) => {
    const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
    function wake() {
      clearTimeout(timer);
      waiting.get(uploadId)?.delete(wake);
      resolve();
    }
    const set = waiting.get(uploadId) ?? new Set<() => void>();
    set.add(wake);
    waiting.set(uploadId, set);
  });
}

/** The live upload's temp file, opened at its first chunk here. */
async function liveFile(ctx: Services, live: LiveUpload): Promise<FileHandle> {
  if (!live.file) {
    const file = tempPath(ctx, live.row.id);
    live.file = await open(file, "r+").catch(() => open(file, "w"));
  }
  return live.file;
}

/** Writes a chunk's bytes at their place; answers the write, which is tracked until it ends. */
function writeChunk(file: FileHandle, live: LiveUpload, bytes: Buffer, offset: number): Promise<void> {
  const written = file.write(bytes, 0, bytes.length, offset).then(({ bytesWritten }) => {
    if (bytesWritten !== bytes.length)
      throw new Error(`upload ${live.row.id}: a short write to its temp file`);
  });
  live.writes.add(written);
  written.then(
    () => live.writes.delete(written),
    (error: unknown) => {
      live.writes.delete(written);
      live.failed ??= error;
    },
  );
  return written;
}

/** Waits for the live upload's writes under way; throws the first failure. */
async function settleWrites(live: LiveUpload): Promise<void> {
  await Promise.allSettled([...live.writes]);
  if (live.failed !== undefined) throw live.failed;
}

/** Forgets a live upload (if it is still the one kept) and closes its temp file. */
async function forget(ctx: Services, live: LiveUpload): Promise<void> {
  const { uploads: kept } = liveUploads(ctx);
  if (kept.get(live.row.id) === live) kept.delete(live.row.id);
  await Promise.allSettled([...live.writes]);
  const file = live.file;
  live.file = null;
  await file?.close();
}

/**
 * Writes a live upload's progress: syncs the temp file, then counts the bytes in the row (only if the
 * row still counts what this process last wrote: another process or an expiry may have moved it).
 * Answers false when the row moved or is gone; the live upload is forgotten then.
 */
async function flushLive(ctx: Services, live: LiveUpload): Promise<boolean> {
  if (live.received === live.flushed) return true;
  await settleWrites(live);
  await (await liveFile(ctx, live)).datasync();
  const advanced = await ctx.db
    .update(uploads)
    .set({ received: live.received, updatedAt: new Date() })
    .where(and(eq(uploads.id, live.row.id), eq(uploads.received, live.flushed)))
    .returning({ received: uploads.received });
  if (!advanced[0]) {
    await forget(ctx, live);
    return false;
  }
  live.flushed = live.received;
  return true;
}

/**
 * Flushes a live upload, then forgets it. Its unflushed bytes are on disk; counting them saves the
 * client sending them again. A flush that fails loses nothing: the row still counts what was synced,
 * and the client resends the rest; it is reported as a warning.
 */
async function retireLive(ctx: Services, upload: LiveUpload): Promise<void> {
  const id = upload.row.id;
  await oneAtATime(ctx, id, async () => {
    try {
      await flushLive(ctx, upload);
    } finally {
      await forget(ctx, upload);
    }
  }).catch((error: unknown) =>
    process.emitWarning(`upload ${id}: its progress could not be flushed: ${String(error)}`),
  );
}

/** Flushes every live upload (when the gateway stops): their progress survives the restart. */
export async function flushLiveUploads(services: Services): Promise<void> {
  for (const upload of [...liveUploads(services).uploads.values()]) await retireLive(services, upload);
}

/** Forgets live uploads idle for too long (flushing them first) and the oldest past the limit. */
async function pruneLive(ctx: Services): Promise<void> {
  const { uploads: live } = liveUploads(ctx);
  const now = Date.now();
  for (const [id, upload] of live) {
    if (now - upload.usedAt < liveIdleMs && live.size <= liveMax) break;
    live.delete(id);
    await retireLive(ctx, upload);
  }
}

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
  quota?(ctx: Ctx, owner: UploadOwner): Promise<UploadQuota | null>;
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
}

function tempPath(services: Services, id: number): string {
  return path.join(services.config.dataDir, "uploads", String(id));
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
 * Refuses an upload that would not fit: the owner's finished files, the declared sizes of their other
 * uploads in progress (active within the reservation; the one being resumed excluded) and this one.
 */
async function checkSpace<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  owner: UploadOwner,
  size: number,
  resumedId: number | null,
): Promise<void> {
  const quota = target.quota ? await target.quota(ctx, owner) : null;
  if (!quota) return;
  const [pending] = await ctx.db
    .select({ total: sum(uploads.size) })
    .from(uploads)
    .where(
      and(
        eq(uploads.side, owner.side),
        eq(uploads.userId, owner.id),
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

/** The first bytes of a file (enough to recognise an image). */
async function fileHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(imageHeadBytes);
    const { bytesRead } = await handle.read(head, 0, imageHeadBytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
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
 * One look at an upload: the stored file, the known bytes made a file, or the upload row to send
 * bytes to (created, or resumed); `resume: null` when the row resumed went away meanwhile.
 */
async function metaAttempt<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  actor: Actor,
  identity: UploadIdentity,
  size: number,
): Promise<UploadDone<T> | { Done: false; resume: UploadRow | null }> {
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
  await checkSpace(ctx, target, actor, size, upload?.id ?? null);
  if (await target.mayReuse(ctx, actor, sha256)) {
    const rows = await ctx.db.select().from(blobs).where(eq(blobs.sha256, sha256));
    const blob = rows[0];
    if (blob && blob.size === size && (await ctx.blobs.has(blob.sha256))) {
      if (target.checksImages) checkImageFile(await blobHead(ctx, blob.sha256), name);
      return { Done: true, File: await target.finish(ctx, identity, blob) };
    }
  }
  if (upload) {
    const resumed = await oneAtATime(ctx, upload.id, async () => {
      // Bytes this process received since its last flush count too: flush them before answering.
      const live = liveUploads(ctx).uploads.get(upload.id);
      if (live) {
        try {
          await flushLive(ctx, live);
        } finally {
          await forget(ctx, live);
        }
      }
      const [row] = await ctx.db
        .update(uploads)
        .set({ params, expiresAt: new Date(Date.now() + uploadTtlMs), updatedAt: new Date() })
        .where(eq(uploads.id, upload.id))
        .returning();
      if (!row) return null;
      // A crash may have left bytes after the last recorded ones (or no file at all): cut them off.
      await mkdir(path.dirname(tempPath(ctx, row.id)), { recursive: true });
      const handle = await open(tempPath(ctx, row.id), "a");
      await handle.close();
      await truncate(tempPath(ctx, row.id), row.received);
      return row;
    }).finally(() => wakeWaiting(ctx, upload.id));
    return { Done: false, resume: resumed };
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
  await mkdir(path.dirname(tempPath(ctx, created!.id)), { recursive: true });
  const handle = await open(tempPath(ctx, created!.id), "w");
  await handle.close();
  return { Done: false, resume: created! };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file, { highWaterMark: chunkBytes }))
    hash.update(chunk as Buffer);
  return hash.digest("hex").toUpperCase();
}

async function dropUpload(ctx: Ctx, id: number): Promise<void> {
  const live = liveUploads(ctx).uploads.get(id);
  if (live) await forget(ctx, live);
  await ctx.db.delete(uploads).where(eq(uploads.id, id));
  await rm(tempPath(ctx, id), { force: true });
  wakeWaiting(ctx, id);
}

/**
 * Stores one chunk at its place; the last one verifies the whole hash, moves the bytes into the
 * blob store and creates the file. Chunks out of order, larger than 1 MiB or past the declared
 * size are refused.
 */
export async function uploadChunk<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: { side: Side; userId: number; uploadId: number; index: number; bytes: Buffer },
): Promise<UploadDone<T> | UploadReceived> {
  await pruneLive(ctx);
  const deadline = Date.now() + aheadWaitMs;
  for (;;) {
    const answer = await oneAtATime(ctx, input.uploadId, async () => {
      try {
        const stored = await storeChunk(ctx, target, input, Date.now() < deadline);
        // Waiting starts before the next chunk may be handled, so its wake-up cannot be missed.
        if (stored === "ahead") return { ahead: nextHandled(ctx, input.uploadId, deadline) };
        wakeWaiting(ctx, input.uploadId);
        if (!stored.last) return stored;
        return await finishUpload(ctx, target, stored.row);
      } catch (error) {
        wakeWaiting(ctx, input.uploadId);
        throw error;
      }
    });
    if ("ahead" in answer) {
      // A client sending its next chunk before the answer to the previous one: that one may still be
      // on its way. Wait until a chunk of this upload has been handled (or the deadline), then look again.
      await answer.ahead;
      continue;
    }
    if ("written" in answer) {
      // Answered once its bytes are written (the next chunk may be let in meanwhile).
      await answer.written;
      return { Done: false, Received: answer.received };
    }
    return answer;
  }
}

/**
 * A client may send the next chunks before the previous ones are answered (up to `aheadChunks` ahead):
 * such a chunk waits, at most `aheadWaitMs`, for those before it; then it is refused as out of order.
 */
const aheadChunks = 5;
const aheadWaitMs = 2_000;

/** The upload live in this process (its row read once), if the caller owns it; else null. */
async function liveUpload<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: { side: Side; userId: number; uploadId: number },
): Promise<LiveUpload | null> {
  const live = liveUploads(ctx).uploads;
  let upload = live.get(input.uploadId);
  if (upload?.failed !== undefined) {
    // A write failed: what the row counts (synced before it was counted) is where it goes on.
    await forget(ctx, upload);
    upload = undefined;
  }
  if (!upload) {
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, input.uploadId));
    if (!row) return null;
    upload = {
      row,
      received: row.received,
      flushed: row.received,
      quotaChecked: false,
      usedAt: 0,
      file: null,
      writes: new Set(),
      failed: undefined,
    };
  }
  const { row } = upload;
  if (row.side !== input.side || row.userId !== input.userId || row.target !== target.name) return null;
  // Kept in the order of use: the least recently used is forgotten first.
  live.delete(row.id);
  live.set(row.id, upload);
  upload.usedAt = Date.now();
  return upload;
}

/** The bytes an upload's row counts, or null when the upload is gone. */
async function countedBytes(ctx: Ctx, uploadId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ received: uploads.received })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row?.received ?? null;
}

/** Checks a chunk and writes it at its place; flushes every uploadFlushBytes and at the last chunk. */
async function storeChunk<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  input: { side: Side; userId: number; uploadId: number; index: number; bytes: Buffer },
  mayWait: boolean,
): Promise<{ last: boolean; received: number; row: UploadRow; written: Promise<void> } | "ahead"> {
  const upload = await liveUpload(ctx, target, input);
  if (!upload) throw new AppError("DBDataNotExist");
  const { row } = upload;
  const outOfOrder = () =>
    new AppError("ServerInvalidParameter", "chunk out of order", { Received: upload.received });
  if (!Number.isSafeInteger(input.index) || input.index < 0) throw outOfOrder();
  const offset = input.index * chunkBytes;
  const ahead = (offset - upload.received) / chunkBytes;
  if (mayWait && ahead >= 1 && ahead <= aheadChunks) return "ahead";
  if (offset !== upload.received) {
    // Another process may have moved the upload on (or it expired): read the row before refusing.
    const counted = await countedBytes(ctx, row.id);
    if (counted === null) {
      await forget(ctx, upload);
      throw new AppError("DBDataNotExist");
    }
    if (counted !== upload.flushed) {
      // Moved on elsewhere: what the row counts is what this process goes on from.
      upload.received = counted;
      upload.flushed = counted;
      upload.quotaChecked = false;
    }
    if (offset !== upload.received) throw outOfOrder();
  }
  if (input.bytes.length > chunkBytes) throw new AppError("DBFileTooLarge", "chunk larger than 1 MiB");
  if (upload.received + input.bytes.length > row.size)
    throw new AppError("DBFileTooLarge", "past the declared size");
  const received = upload.received + input.bytes.length;
  const last = received === row.size;
  if (!last && input.bytes.length !== chunkBytes) throw invalid("every chunk but the last must be 1 MiB");
  const flush = last || received - upload.flushed >= uploadFlushBytes;
  // The quota may have been lowered since the meta step: refuse the chunk, keep what is stored, so the
  // upload resumes (through the meta step) once the quota allows it again. Checked at the first chunk
  // this process receives and at every flush (so always before the last chunk is written).
  if (flush || !upload.quotaChecked) {
    const quota = target.quota ? await target.quota(ctx, { side: row.side, id: row.userId }) : null;
    if (quota && quota.used + row.size > quota.limit) {
      await flushLive(ctx, upload);
      throw new AppError("UserResourceStorageSizeOver");
    }
    upload.quotaChecked = true;
  }
  const written = writeChunk(await liveFile(ctx, upload), upload, input.bytes, offset);
  upload.received = received;
  // Data reaches the disk before `received` counts it, so a resumed upload never skips lost bytes.
  if (flush && !(await flushLive(ctx, upload))) {
    // The row moved meanwhile: another process stored chunks of it (it wins), or it expired.
    const counted = await countedBytes(ctx, row.id);
    if (counted === null) throw new AppError("DBDataNotExist");
    throw new AppError("ServerInvalidParameter", "chunk out of order", { Received: counted });
  }
  return { last, received, row, written };
}

/** The last chunk is stored: verifies the whole file's hash and makes it a file of the target. */
async function finishUpload<T>(ctx: Ctx, target: UploadTarget<T>, stored: UploadRow): Promise<UploadDone<T>> {
  const live = liveUploads(ctx).uploads.get(stored.id);
  if (live) await forget(ctx, live);
  // The meta step may have changed the params since the row was first read.
  const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, stored.id));
  if (!upload || upload.received !== upload.size) throw new AppError("DBDataNotExist");
  const file = tempPath(ctx, upload.id);
  const { size } = await stat(file);
  const sha256 = await hashFile(file);
  if (size !== upload.size || sha256 !== upload.sha256) {
    await dropUpload(ctx, upload.id);
    throw new AppError("DBFileSha256Invalid");
  }
  if (target.checksImages) {
    try {
      checkImageFile(await fileHead(file), upload.name);
    } catch (error) {
      // Refused before the bytes reach the blob store: no file, no blob.
      await dropUpload(ctx, upload.id);
      throw error;
    }
  }
  await ctx.blobs.adopt(file, sha256);
  await ctx.db.insert(blobs).values({ sha256, size, mime: "application/octet-stream" }).onConflictDoNothing();
  const [blob] = await ctx.db.select().from(blobs).where(eq(blobs.sha256, sha256));
  try {
    const created = await target.finish(ctx, upload, blob!);
    await ctx.db.delete(uploads).where(eq(uploads.id, upload.id));
    return { Done: true, File: created };
  } catch (error) {
    // The bytes are stored but the file could not be created (quota, a name taken meanwhile):
    // the upload ends, and the blob goes unless something else already references it.
    await dropUpload(ctx, upload.id);
    await collectBlob(ctx, blob!.id);
    throw error;
  }
}

/** Removes uploads nobody resumed within their lifetime (their temp files too). */
export async function expireUploads(services: Services): Promise<number> {
  const expired = await services.db
    .delete(uploads)
    .where(lt(uploads.expiresAt, new Date()))
    .returning({ id: uploads.id });
  for (const { id } of expired) await rm(tempPath(services, id), { force: true });
  return expired.length;
}
