/**
 * The end of an upload (uploads.ts has the protocol): the finish that verifies and commits its bytes
 * and makes the file, and the removal of an upload with its chunk files.
 */
import { Readable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { UploadDone } from "@crucible/schema";
import { blobs, uploadChunks, uploads, type UploadRow } from "../../db/schema.js";
import { BlobMismatchError } from "../../storage/blobStore.js";
import type { Ctx, Services } from "../context.js";
import { AppError } from "../errors.js";
import { collectBlob } from "./blobs.js";
import { checkImageFile, imageHeadBytes } from "./images.js";
import {
  ChunkFileError,
  chunkBytesOf,
  chunkCount,
  chunkDir,
  commitAssembly,
  forgetAssembly,
  isMissing,
  readPart,
  takeAssembly,
  type RecordedPart,
} from "./uploadParts.js";
import type { UploadTarget } from "./uploadTarget.js";

/** Where an upload's bytes were kept before chunks were recorded one by one (removed when it goes). */
export function legacyTempPath(services: Services, id: number): string {
  return path.join(services.config.dataDir, "uploads", String(id));
}

/** Whether every chunk of the upload is recorded. */
export function complete(row: UploadRow): boolean {
  return row.chunks >= chunkCount(row.size);
}

/** The first bytes of an upload's first chunk (enough to recognise an image). */
async function chunkHead(dir: string, part: RecordedPart): Promise<Buffer> {
  return await readPart(dir, part, Math.min(part.size, imageHeadBytes));
}

/** Removes an upload: its row (and chunk records), then its chunk files. */
export async function dropUpload(ctx: Ctx, id: number): Promise<void> {
  forgetAssembly(ctx.blobs, id);
  await ctx.db.delete(uploads).where(eq(uploads.id, id));
  await rm(chunkDir(ctx, id), { recursive: true, force: true });
  await rm(legacyTempPath(ctx, id), { force: true });
}

/**
 * Every chunk is recorded: verifies the whole file's hash while committing it to the blob store and
 * makes it a file of the target. Run by whoever completed the upload, or by a later meta step or
 * resent chunk when that gateway stopped; two at once commit the same verified bytes and one file.
 */
export async function finishUpload<T>(
  ctx: Ctx,
  target: UploadTarget<T>,
  known: UploadRow,
): Promise<UploadDone<T>> {
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
