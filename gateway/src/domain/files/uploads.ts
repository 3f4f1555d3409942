/**
 * The upload protocol (spec §4, §7, §9), shared by every kind of file: meta -> (known: done at once |
 * DBNotExist: send 1 MiB chunks in order) -> the whole hash is verified before the file exists.
 * Bytes go to a temp file per upload; `received` counts only chunks written and flushed, so an
 * upload interrupted by a crash or a page reload resumes from the last stored chunk.
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
import { mkdir, open, rm, stat, truncate } from "node:fs/promises";
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
  /** Creates the file's row for the stored blob. */
  finish(
    ctx: Ctx,
    upload: Pick<UploadRow, "name" | "dirNames" | "params" | "userId" | "side">,
    blob: BlobRow,
  ): Promise<T>;
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
  const existing = await ctx.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.side, actor.side),
        eq(uploads.userId, actor.id),
        eq(uploads.target, target.name),
        eq(uploads.sha256, meta.Sha256),
        eq(uploads.size, meta.Size),
        eq(uploads.name, name),
        sql`${uploads.dirNames} = ${JSON.stringify(dirNames)}::jsonb`,
      ),
    )
    .limit(1);
  let upload = existing[0];
  await checkSpace(ctx, target, actor, meta.Size, upload?.id ?? null);
  if (await target.mayReuse(ctx, actor, meta.Sha256)) {
    const rows = await ctx.db.select().from(blobs).where(eq(blobs.sha256, meta.Sha256));
    const blob = rows[0];
    if (blob && blob.size === meta.Size && (await ctx.blobs.has(blob.sha256))) {
      if (target.checksImages) checkImageFile(await blobHead(ctx, blob.sha256), name);
      const file = await target.finish(
        ctx,
        { name, dirNames, params, userId: actor.id, side: actor.side },
        blob,
      );
      return { Done: true, File: file };
    }
  }
  if (upload) {
    // A crash may have left part of a chunk after the last recorded one: cut it off.
    await mkdir(path.dirname(tempPath(ctx, upload.id)), { recursive: true });
    const handle = await open(tempPath(ctx, upload.id), "a");
    await handle.close();
    await truncate(tempPath(ctx, upload.id), upload.received);
    await ctx.db
      .update(uploads)
      .set({ params, expiresAt: new Date(Date.now() + uploadTtlMs), updatedAt: new Date() })
      .where(eq(uploads.id, upload.id));
  } else {
    [upload] = await ctx.db
      .insert(uploads)
      .values({
        side: actor.side,
        userId: actor.id,
        target: target.name,
        name,
        size: meta.Size,
        sha256: meta.Sha256,
        dirNames,
        params,
        expiresAt: new Date(Date.now() + uploadTtlMs),
      })
      .returning();
    await mkdir(path.dirname(tempPath(ctx, upload!.id)), { recursive: true });
    const handle = await open(tempPath(ctx, upload!.id), "w");
    await handle.close();
  }
  throw new AppError("DBNotExist", null, {
    UploadId: upload!.id,
    Received: upload!.received,
    ChunkSize: chunkBytes,
  } satisfies UploadResume);
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").toUpperCase();
}

async function dropUpload(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.delete(uploads).where(eq(uploads.id, id));
  await rm(tempPath(ctx, id), { force: true });
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
  const rows = await ctx.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, input.uploadId),
        eq(uploads.side, input.side),
        eq(uploads.userId, input.userId),
        eq(uploads.target, target.name),
      ),
    );
  const upload = rows[0];
  if (!upload) throw new AppError("DBDataNotExist");
  const offset = input.index * chunkBytes;
  if (!Number.isSafeInteger(input.index) || input.index < 0 || offset !== upload.received) {
    throw new AppError("ServerInvalidParameter", "chunk out of order", { Received: upload.received });
  }
  if (input.bytes.length > chunkBytes) throw new AppError("DBFileTooLarge", "chunk larger than 1 MiB");
  if (upload.received + input.bytes.length > upload.size)
    throw new AppError("DBFileTooLarge", "past the declared size");
  const last = upload.received + input.bytes.length === upload.size;
  if (!last && input.bytes.length !== chunkBytes) throw invalid("every chunk but the last must be 1 MiB");
  // The quota may have been lowered since the meta step: refuse the chunk, keep what is stored, so the
  // upload resumes (through the meta step) once the quota allows it again.
  const quota = target.quota ? await target.quota(ctx, { side: upload.side, id: upload.userId }) : null;
  if (quota && quota.used + upload.size > quota.limit) throw new AppError("UserResourceStorageSizeOver");
  const file = tempPath(ctx, upload.id);
  const handle = await open(file, "r+").catch(() => open(file, "w"));
  try {
    await handle.write(input.bytes, 0, input.bytes.length, offset);
    // Data reaches the disk before `received` counts it, so a resumed upload never skips lost bytes.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  const advanced = await ctx.db
    .update(uploads)
    .set({ received: upload.received + input.bytes.length, updatedAt: new Date() })
    .where(and(eq(uploads.id, upload.id), eq(uploads.received, upload.received)))
    .returning({ received: uploads.received });
  // Another request stored this chunk at the same time: it wins, this one answers the state.
  if (!advanced[0]) throw new AppError("ServerInvalidParameter", "chunk out of order");
  if (!last) return { Done: false, Received: advanced[0].received };

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
