/**
 * A module's cover in the back office (spec §7 upload_cover, update_cover): its own image or a module
 * cover template, and the cover as GET .../cover/{id} serves it.
 */
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { modules, processors, type ModuleRow } from "../../db/modules.js";
import { blobs, imageTemplates, type BlobRow } from "../../db/schema.js";
import { templates } from "../../db/templates.js";
import type { Ctx } from "../context.js";
import { can, noLogin, permDenied } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError } from "../errors.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import { limitBytes, sniffImage } from "../files/images.js";
import { modulePerm } from "./admin.js";
import { moduleResource, visibleToUser } from "./catalogue.js";

/**
 * Lets a cover blob go once nothing refers to it. collectBlob does not know the workflow tables, so
 * they are checked here first; a reference it still misses only keeps the blob (a foreign key refuses).
 */
async function releaseBlob(ctx: Ctx, blobId: number): Promise<void> {
  const uses = await Promise.all([
    ctx.db.select({ id: modules.id }).from(modules).where(eq(modules.coverBlobId, blobId)).limit(1),
    ctx.db.select({ id: templates.id }).from(templates).where(eq(templates.coverBlobId, blobId)).limit(1),
    ctx.db.select({ id: processors.id }).from(processors).where(eq(processors.exeBlobId, blobId)).limit(1),
  ]);
  if (uses.some((rows) => rows.length > 0)) return;
  try {
    await collectBlob(ctx, blobId);
  } catch {
    // A table that still refers to the blob: it stays, which is the safe way round.
  }
}

async function setCover(ctx: Ctx, row: ModuleRow, blobId: number | null): Promise<ModuleRow> {
  const [updated] = await ctx.db
    .update(modules)
    .set({ coverBlobId: blobId, updatedAt: ctx.clock.now() })
    .where(eq(modules.id, row.id))
    .returning();
  if (row.coverBlobId !== null && row.coverBlobId !== blobId) await releaseBlob(ctx, row.coverBlobId);
  return updated!;
}

/** Uploads an image as the module's own cover (spec §7 upload_cover); the sys config limits its size. */
export async function uploadModuleCover(
  ctx: Ctx,
  id: number,
  file: { name: string; bytes: Buffer },
): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (file.bytes.length > limitBytes(config.Upload.CoverImageSize)) throw new AppError("DBFileTooLarge");
  const mime = sniffImage(file.bytes, file.name);
  const blob = await storeBlob(ctx, file.bytes, mime);
  return setCover(ctx, row, blob.id);
}

/**
 * Sets the cover from a module cover template, by template id or by its blob id (spec §7 update_cover);
 * neither resets it to the default cover.
 */
export async function setModuleCover(
  ctx: Ctx,
  id: number,
  choice: { templateId?: number | null; blobId?: number | null },
): Promise<ModuleRow> {
  const row = await moduleResource.findWritable(ctx, id);
  if (!choice.templateId && !choice.blobId) return setCover(ctx, row, null);
  const rows = await ctx.db
    .select({ blobId: imageTemplates.blobId })
    .from(imageTemplates)
    .where(
      and(
        choice.templateId ? eq(imageTemplates.id, choice.templateId) : undefined,
        choice.blobId ? eq(imageTemplates.blobId, choice.blobId) : undefined,
        eq(imageTemplates.kind, "module_cover"),
        isNull(imageTemplates.deletedAt),
      ),
    )
    .limit(1);
  if (!rows[0]) throw new AppError("DBDataNotExist", "cover template");
  return setCover(ctx, row, rows[0].blobId);
}

/**
 * The cover of a module for GET .../cover/{id}: a system user with Module.Read or Template.Read sees
 * every module's; a normal user only the covers of modules visible to them.
 */
export async function moduleCoverBlob(ctx: Ctx, id: number): Promise<BlobRow> {
  let scope: SQL | undefined;
  if (can(ctx.sys, modulePerm("Read")) || can(ctx.sys, "Workflow.Job.Template.Read")) scope = undefined;
  else if (ctx.user) scope = visibleToUser(ctx.user);
  else if (ctx.sys) throw permDenied(modulePerm("Read"));
  else throw noLogin(ctx, ["user", "sys"]);
  const rows = await ctx.db
    .select({ b: blobs })
    .from(modules)
    .innerJoin(blobs, eq(blobs.id, modules.coverBlobId))
    .where(and(eq(modules.id, id), scope));
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0].b;
}
