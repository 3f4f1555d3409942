/**
 * What the upload protocol (uploads.ts) asks of each kind of file: the meta step's input, the file
 * name rules, and the target a kind of file declares (data set, CMS file, module file, desktop build).
 */
import { normalizeFileName } from "@crucible/schema";
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import type { BlobRow, UploadRow } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { AppError } from "../errors.js";

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
