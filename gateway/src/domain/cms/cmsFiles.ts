/**
 * The CMS files (spec §3, §7 cms_*_library_file): files of the file library and the map library's own
 * files, addressed by UUID; their upload target, reads, usage and folders, each declared per library.
 */
import { cmsFeature, type CmsFileAnswer, type Permission } from "@crucible/schema";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sum } from "drizzle-orm";
import { cmsFiles, type CmsFileRow } from "../../db/cms.js";
import type { BlobRow } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import { mimeOf } from "../files/mime.js";
import type { UploadIdentity, UploadTarget } from "../files/uploads.js";
import { defineResource, type Resource } from "../resources/registry.js";

export function presentCmsFile(row: CmsFileRow, base = "sys"): CmsFileAnswer {
  const path = `/api/${base}/cms_${row.library}_library_file`;
  return {
    Id: row.id,
    UUID: row.uuid,
    LibraryId: row.libraryId,
    DirNames: row.folder ? row.folder.split("/") : [],
    Name: row.name,
    Size: row.size,
    Sha256: row.sha256,
    Mime: row.mime,
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    ReadUrl: `${path}/read_file/${row.uuid}`,
    DownloadUrl: `${path}/download_file/${row.uuid}`,
  };
}
/** The libraries holding files: the file library, and the map library's own files. */
export type CmsLibrary = "file" | "map";

/**
 * The permissions a library's file calls declare: reading its files (reads by UUID, usage, folders)
 * and changing them (uploads). Each call is declared for one library and names its library's
 * permission; its guard hands the domain functions below the actor it found holding it.
 */
export const cmsLibraryPerms = {
  file: { read: "Cms.FileLibrary.Read", update: "Cms.FileLibrary.Update" },
  map: { read: "Cms.MapLibrary.Read", update: "Cms.MapLibrary.Update" },
} as const satisfies Record<CmsLibrary, { read: Permission; update: Permission }>;

/** A system user the guard found holding library L's Read permission. */
export type CmsReader<L extends CmsLibrary> = Granted<(typeof cmsLibraryPerms)[L]["read"]>;
/** A system user the guard found holding library L's Update permission. */
export type CmsWriter<L extends CmsLibrary> = Granted<(typeof cmsLibraryPerms)[L]["update"]>;

function cmsFileResource(library: CmsLibrary): Resource<CmsFileRow> {
  return defineResource<CmsFileRow>({
    path: `sys/cms_${library}_library_file`,
    table: cmsFiles,
    side: "sys",
    area: library === "file" ? "Cms.FileLibrary" : "Cms.MapLibrary",
    feature: cmsFeature,
    scope: () => eq(cmsFiles.library, library),
    columns: {
      Id: { column: cmsFiles.id, kind: "int" },
      UUID: { column: cmsFiles.uuid, kind: "string" },
      LibraryId: { column: cmsFiles.libraryId, kind: "int" },
      Name: { column: cmsFiles.name, kind: "string" },
      Folder: { column: cmsFiles.folder, kind: "string" },
      Size: { column: cmsFiles.size, kind: "size" },
      Status: { column: cmsFiles.status, kind: "string" },
      CreatedAt: { column: cmsFiles.createdAt, kind: "date" },
    },
    defaultOrder: () => [asc(cmsFiles.folder), asc(cmsFiles.name)],
    present: (row) => presentCmsFile(row),
    verbs: [
      "count",
      "query",
      "query_page",
      "read",
      "delete",
      "delete_soft",
      "delete_hard",
      "delete_cancel",
      "enabled_status",
      "disabled_status",
    ],
    afterHardDelete: async (ctx, row) => {
      await collectBlob(ctx, row.blobId);
    },
  });
}

export const cmsFileResources = { file: cmsFileResource("file"), map: cmsFileResource("map") } as const;

/**
 * The upload target of a CMS library (?LibraryId= on the meta call), for the administrator its
 * transport's guard found holding the library's Update permission (made per request: the meta and
 * chunk calls hand it their actor).
 */
export function cmsUploadTarget<L extends CmsLibrary>(
  library: L,
  writer: CmsWriter<NoInfer<L>>,
): UploadTarget<CmsFileAnswer> {
  return {
    name: `cms_${library}`,
    checksImages: true,
    async prepare(_ctx, meta) {
      const actor = requireWritable(writer);
      const libraryId = Number(meta.LibraryId ?? 0);
      if (!Number.isSafeInteger(libraryId) || libraryId < 0) throw invalid("LibraryId");
      return { actor, params: { LibraryId: libraryId } };
    },
    async mayReuse() {
      return true;
    },
    async stored(ctx, upload) {
      const row = await sameCmsFile(ctx, library, upload);
      return row && presentCmsFile(row);
    },
    async finish(ctx, upload, blob: BlobRow) {
      // The content key (library, folder, name, bytes) decides between two equal uploads at once: the
      // loser's insert does nothing and it answers the winner's file.
      const [row] = await ctx.db
        .insert(cmsFiles)
        .values({
          uuid: randomUUID(),
          library,
          libraryId: libraryIdOf(upload),
          folder: upload.dirNames.join("/"),
          name: upload.name,
          blobId: blob.id,
          size: blob.size,
          sha256: blob.sha256,
          mime: mimeOf(upload.name),
        })
        .onConflictDoNothing()
        .returning();
      const file = row ?? (await sameCmsFile(ctx, library, upload));
      if (!file) throw new AppError("DBDuplicate", "Name");
      return presentCmsFile(file);
    },
  };
}

function libraryIdOf(upload: UploadIdentity): number {
  return Number(upload.params.LibraryId ?? 0);
}

/** The live file of the library with the upload's folder, name and bytes (its content key), if any. */
async function sameCmsFile(
  ctx: Ctx,
  library: CmsLibrary,
  upload: UploadIdentity,
): Promise<CmsFileRow | null> {
  const rows = await ctx.db
    .select()
    .from(cmsFiles)
    .where(
      and(
        eq(cmsFiles.library, library),
        eq(cmsFiles.libraryId, libraryIdOf(upload)),
        eq(cmsFiles.folder, upload.dirNames.join("/")),
        eq(cmsFiles.name, upload.name),
        eq(cmsFiles.sha256, upload.sha256),
        isNull(cmsFiles.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A live CMS file of the library by UUID (enabled ones only when `enabledOnly`), or DBDataNotExist. */
async function cmsFileOf(
  ctx: Ctx,
  library: CmsLibrary,
  uuid: string,
  enabledOnly: boolean,
): Promise<CmsFileRow> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) throw new AppError("DBDataNotExist");
  const rows = await ctx.db
    .select()
    .from(cmsFiles)
    .where(
      and(
        eq(cmsFiles.uuid, uuid),
        eq(cmsFiles.library, library),
        isNull(cmsFiles.deletedAt),
        enabledOnly ? eq(cmsFiles.status, "enabled") : undefined,
      ),
    );
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0];
}

/** A live CMS file by UUID, for a holder of the library's Read permission (under /sys). */
export function cmsFileByUuid<L extends CmsLibrary>(
  ctx: Ctx,
  _reader: CmsReader<NoInfer<L>>,
  library: L,
  uuid: string,
): Promise<CmsFileRow> {
  return cmsFileOf(ctx, library, uuid, false);
}

/** The public read of a CMS file by UUID (under /index): enabled live files only. */
export function publicCmsFileByUuid(ctx: Ctx, library: CmsLibrary, uuid: string): Promise<CmsFileRow> {
  return cmsFileOf(ctx, library, uuid, true);
}

export async function cmsFilesByIds(ctx: Ctx, library: CmsLibrary, ids: number[]): Promise<CmsFileRow[]> {
  return cmsFileResources[library].findMany(ctx, ids);
}

export async function cmsUsage<L extends CmsLibrary>(
  ctx: Ctx,
  _reader: CmsReader<NoInfer<L>>,
  library: L,
): Promise<{ Used: number }> {
  const [row] = await ctx.db
    .select({ total: sum(cmsFiles.size) })
    .from(cmsFiles)
    .where(and(eq(cmsFiles.library, library), isNull(cmsFiles.deletedAt)));
  return { Used: Number(row?.total ?? 0) };
}

/** Folder paths holding live files of a library. */
export async function cmsFolders<L extends CmsLibrary>(
  ctx: Ctx,
  _reader: CmsReader<NoInfer<L>>,
  library: L,
): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ folder: cmsFiles.folder })
    .from(cmsFiles)
    .where(and(eq(cmsFiles.library, library), isNull(cmsFiles.deletedAt)))
    .orderBy(asc(cmsFiles.folder))
    .limit(5000);
  return rows.map((r) => r.folder).filter((f) => f !== "");
}
