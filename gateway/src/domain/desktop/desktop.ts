/**
 * Desktop download (spec §1). The back office (Sys.Config: the spec names no permission for it, and
 * publishing the platform's own client is system configuration) uploads a build per platform with the
 * chunked upload protocol; the meta carries the platform, version, notes in both languages and the
 * SHA-256 the administrator states, which must be the file's: a mismatch is refused at the meta step
 * (DBFileSha256Invalid) and the bytes are hashed again before the build exists. The public page lists
 * the newest enabled build of each platform; downloads are counted.
 */
import {
  desktopBuildInput,
  desktopBuildMaxBytes,
  desktopBuildUpdate,
  desktopPlatforms,
  type DesktopBuildAnswer,
} from "@crucible/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { desktopBuilds, type DesktopBuildRow } from "../../db/desktop.js";
import type { Granted } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { AppError, parseInput } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import type { UploadIdentity, UploadTarget } from "../files/uploads.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";

export const desktopDownloadPath = (id: number) => `/api/index/desktop_build/download/${id}`;

export function presentDesktopBuild(row: DesktopBuildRow): DesktopBuildAnswer {
  return {
    Id: row.id,
    Platform: row.platform,
    Version: row.version,
    Notes: row.notes,
    EnglishNotes: row.englishNotes,
    FileName: row.fileName,
    Size: row.size,
    Sha256: row.sha256,
    Status: row.status,
    Downloads: row.downloads,
    CreatedAt: row.createdAt.toISOString(),
    DownloadUrl: desktopDownloadPath(row.id),
  };
}

const columns = {
  Id: { column: desktopBuilds.id, kind: "int" },
  Platform: { column: desktopBuilds.platform, kind: "string" },
  Version: { column: desktopBuilds.version, kind: "string" },
  FileName: { column: desktopBuilds.fileName, kind: "string" },
  Size: { column: desktopBuilds.size, kind: "size" },
  Status: { column: desktopBuilds.status, kind: "string" },
  Downloads: { column: desktopBuilds.downloads, kind: "int" },
  CreatedAt: { column: desktopBuilds.createdAt, kind: "date" },
} as const;

async function updateBuild(
  ctx: Ctx,
  row: DesktopBuildRow,
  body: Record<string, unknown>,
): Promise<DesktopBuildRow> {
  const input = parseInput(desktopBuildUpdate, body);
  const [updated] = await ctx.db
    .update(desktopBuilds)
    .set({
      ...(input.Version === undefined ? {} : { version: input.Version }),
      ...(input.Notes === undefined ? {} : { notes: input.Notes }),
      ...(input.EnglishNotes === undefined ? {} : { englishNotes: input.EnglishNotes }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(desktopBuilds.id, row.id))
    .returning();
  return updated!;
}

/** The builds in the back office: read, edit the version and notes, enable, disable, remove, purge. */
export const sysDesktopBuildResource: Resource<DesktopBuildRow> = defineResource<DesktopBuildRow>({
  path: "sys/desktop_build",
  table: desktopBuilds,
  side: "sys",
  area: "Sys.Config",
  columns,
  defaultOrder: () => [desc(desktopBuilds.createdAt), desc(desktopBuilds.id)],
  present: presentDesktopBuild,
  verbs: [
    ...readVerbs,
    "update",
    "delete",
    "delete_soft",
    "delete_cancel",
    "delete_hard",
    "enabled_status",
    "disabled_status",
  ],
  updatable: Object.keys(desktopBuildUpdate.shape),
  update: updateBuild,
  afterHardDelete: async (ctx, row) => {
    await collectBlob(ctx, row.blobId);
  },
});

/**
 * What a finished build upload becomes, for the administrator its transport's guard found holding
 * Sys.Config.Update (made per request: the meta and chunk calls hand it their actor).
 */
export function desktopBuildUploadTarget(
  actor: Granted<"Sys.Config.Update">,
): UploadTarget<DesktopBuildAnswer> {
  return {
    name: "desktop_build",
    async prepare(_ctx, meta) {
      const input = parseInput(desktopBuildInput, meta);
      if (meta.Size > desktopBuildMaxBytes) {
        throw new AppError("DBFileTooLarge", `a desktop build is at most ${desktopBuildMaxBytes} bytes`);
      }
      if (input.StatedSha256 !== meta.Sha256) {
        throw new AppError("DBFileSha256Invalid", "the stated SHA-256 is not the file's");
      }
      return { actor, params: input };
    },
    async mayReuse(ctx, _actor, sha256) {
      // The bytes of a build the back office already holds need not travel again.
      const rows = await ctx.db
        .select({ id: desktopBuilds.id })
        .from(desktopBuilds)
        .where(eq(desktopBuilds.sha256, sha256))
        .limit(1);
      return rows.length > 0;
    },
    async stored(ctx, upload) {
      const row = await sameBuild(ctx, upload);
      return row && presentDesktopBuild(row);
    },
    async finish(ctx, upload, blob) {
      const input = parseInput(desktopBuildInput, upload.params);
      // The protocol checked the bytes against the meta's hash; the stated one must be that very hash.
      if (blob.sha256 !== input.StatedSha256) throw new AppError("DBFileSha256Invalid");
      // The content key decides between two equal uploads at once: the loser answers the winner's build.
      const [row] = await ctx.db
        .insert(desktopBuilds)
        .values({
          platform: input.Platform,
          version: input.Version,
          notes: input.Notes,
          englishNotes: input.EnglishNotes,
          fileName: upload.name,
          blobId: blob.id,
          size: blob.size,
          sha256: blob.sha256,
          createdBy: actor.id,
        })
        .onConflictDoNothing()
        .returning();
      const build = row ?? (await sameBuild(ctx, upload));
      if (!build) throw new AppError("DBDuplicate", "FileName");
      return presentDesktopBuild(build);
    },
  };
}

/** The live build with the upload's platform, version, file name and bytes (its content key), if any. */
async function sameBuild(ctx: Ctx, upload: UploadIdentity): Promise<DesktopBuildRow | null> {
  const input = parseInput(desktopBuildInput, upload.params);
  const rows = await ctx.db
    .select()
    .from(desktopBuilds)
    .where(
      and(
        eq(desktopBuilds.platform, input.Platform),
        eq(desktopBuilds.version, input.Version),
        eq(desktopBuilds.fileName, upload.name),
        eq(desktopBuilds.sha256, upload.sha256),
        isNull(desktopBuilds.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

const live = () => and(isNull(desktopBuilds.deletedAt), eq(desktopBuilds.status, "enabled"));

/** The newest enabled build of each platform (anyone), in the order windows, macos, linux. */
export async function publicDesktopBuilds(ctx: Ctx): Promise<DesktopBuildRow[]> {
  const rows = await ctx.db
    .select()
    .from(desktopBuilds)
    .where(live())
    .orderBy(desc(desktopBuilds.createdAt), desc(desktopBuilds.id))
    .limit(500);
  return desktopPlatforms.flatMap((platform) => rows.find((row) => row.platform === platform) ?? []);
}

/**
 * An enabled build to download, counted once per download: a Range request that does not start at
 * the first byte (a resumed or parallel download) is not counted again.
 */
export async function downloadDesktopBuild(ctx: Ctx, id: number, counted: boolean): Promise<DesktopBuildRow> {
  const [row] = counted
    ? await ctx.db
        .update(desktopBuilds)
        .set({ downloads: sql`${desktopBuilds.downloads} + 1` })
        .where(and(eq(desktopBuilds.id, id), live()))
        .returning()
    : await ctx.db
        .select()
        .from(desktopBuilds)
        .where(and(eq(desktopBuilds.id, id), live()));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}
