import { and, eq, isNull, or, sql } from "drizzle-orm";
import {
  blobs,
  imageTemplates,
  sysUsers,
  type BlobRow,
  type Side,
  type SysUserRow,
  type UserRow,
} from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { noLogin, requireWritable, type SignedIn, type UserActor } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError } from "../errors.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import { limitBytes, sniffImage } from "../files/images.js";

async function setAvatar(
  ctx: Ctx,
  side: Side,
  userId: number,
  blobId: number,
): Promise<UserRow | SysUserRow> {
  const table = side === "user" ? users : sysUsers;
  const before = await ctx.db.select({ old: table.avatarBlobId }).from(table).where(eq(table.id, userId));
  const [row] = await ctx.db
    .update(table)
    .set({ avatarBlobId: blobId, updatedAt: ctx.clock.now() })
    .where(eq(table.id, userId))
    .returning();
  const old = before[0]?.old;
  if (old !== null && old !== undefined && old !== blobId) await collectBlob(ctx, old);
  return row!;
}

/**
 * Uploads the caller's avatar on their side (form: UserId, PicFile). UserId must be the caller: anyone
 * else's answers DBDataNotExist, like a missing one. The image is accepted by its magic bytes and
 * within the system config's UserAvatarSize.
 */
export function uploadAvatar(
  ctx: Ctx,
  actor: UserActor,
  userId: number | null,
  file: { name: string; bytes: Buffer },
): Promise<UserRow>;
export function uploadAvatar(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  userId: number | null,
  file: { name: string; bytes: Buffer },
): Promise<SysUserRow>;
export function uploadAvatar(
  ctx: Ctx,
  actor: SignedIn,
  userId: number | null,
  file: { name: string; bytes: Buffer },
): Promise<UserRow | SysUserRow>;
export async function uploadAvatar(
  ctx: Ctx,
  actor: SignedIn,
  userId: number | null,
  file: { name: string; bytes: Buffer },
): Promise<UserRow | SysUserRow> {
  requireWritable(actor);
  if (userId !== null && userId !== actor.id) throw new AppError("DBDataNotExist");
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  if (file.bytes.length > limitBytes(config.Upload.UserAvatarSize)) throw new AppError("DBFileTooLarge");
  const mime = sniffImage(file.bytes, file.name);
  const blob = await storeBlob(ctx, file.bytes, mime);
  return setAvatar(ctx, actor.side, actor.id, blob.id);
}

/** Sets the caller's avatar (on their side) from an avatar template in use. */
export function useAvatarTemplate(ctx: Ctx, actor: UserActor, templateId: number): Promise<UserRow>;
export function useAvatarTemplate(ctx: Ctx, actor: SignedIn<"sys">, templateId: number): Promise<SysUserRow>;
export function useAvatarTemplate(
  ctx: Ctx,
  actor: SignedIn,
  templateId: number,
): Promise<UserRow | SysUserRow>;
export async function useAvatarTemplate(
  ctx: Ctx,
  actor: SignedIn,
  templateId: number,
): Promise<UserRow | SysUserRow> {
  requireWritable(actor);
  const rows = await ctx.db
    .select({ blobId: imageTemplates.blobId })
    .from(imageTemplates)
    .where(
      and(
        eq(imageTemplates.id, templateId),
        eq(imageTemplates.kind, "user_avatar"),
        eq(imageTemplates.use, true),
        isNull(imageTemplates.deletedAt),
      ),
    );
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return setAvatar(ctx, actor.side, actor.id, rows[0].blobId);
}

/** An avatar blob for GET /api/user/blob/{id}: only blobs used as avatars or avatar templates. */
export async function avatarBlob(ctx: Ctx, blobId: number): Promise<BlobRow> {
  if (!ctx.user && !ctx.sys) throw noLogin(ctx, ["user", "sys"]);
  const rows = await ctx.db
    .select()
    .from(blobs)
    .where(
      and(
        eq(blobs.id, blobId),
        or(
          sql`exists (select 1 from ${users} where ${users.avatarBlobId} = ${blobs.id})`,
          sql`exists (select 1 from ${sysUsers} where ${sysUsers.avatarBlobId} = ${blobs.id})`,
          sql`exists (select 1 from ${imageTemplates} where ${imageTemplates.blobId} = ${blobs.id} and ${imageTemplates.kind} = 'user_avatar')`,
        ),
      ),
    );
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0];
}
