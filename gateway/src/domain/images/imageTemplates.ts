/** Avatar and cover templates (spec §3, §7 /sys/user_avatar_template and the two cover paths). */
import { imageTemplatePaths, workflowFeature, type FeaturePath } from "@crucible/schema";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import {
  blobs,
  imageTemplates,
  type BlobRow,
  type ImageTemplateKind,
  type ImageTemplateRow,
} from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { readKeyDoc, sysConfigDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob, findBlob, storeBlob } from "../files/blobs.js";
import { limitBytes, sniffImage } from "../files/images.js";
import type { ColumnMap, QueryBody } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";

/** Each library's path under /api (the REST contract's). */
export const templatePaths: Record<ImageTemplateKind, string> = {
  user_avatar: imageTemplatePaths.user_avatar.slice("/api/".length),
  module_cover: imageTemplatePaths.module_cover.slice("/api/".length),
  workflow_template_cover: imageTemplatePaths.workflow_template_cover.slice("/api/".length),
};

/** Each library's feature switch: the covers of modules and templates are the Workflow area's. */
export const templateFeatures: Record<ImageTemplateKind, FeaturePath | null> = {
  user_avatar: null,
  module_cover: workflowFeature,
  workflow_template_cover: workflowFeature,
};

export interface ImageTemplateView {
  id: number;
  kind: ImageTemplateKind;
  use: boolean;
  blobId: number;
  blobSize: number;
  blobSha256: string;
  sortOrder: number;
  url: string;
  createdAt: Date;
}

export function templateBlobUrl(kind: ImageTemplateKind, blobId: number): string {
  return kind === "user_avatar" ? `/api/user/blob/${blobId}` : `/api/${templatePaths[kind]}/blob/${blobId}`;
}

export async function viewTemplates(ctx: Ctx, rows: ImageTemplateRow[]): Promise<ImageTemplateView[]> {
  const views: ImageTemplateView[] = [];
  for (const row of rows) {
    const blob = await findBlob(ctx, row.blobId);
    if (!blob) continue;
    views.push(viewOf(row, blob));
  }
  return views;
}

function viewOf(row: ImageTemplateRow, blob: BlobRow): ImageTemplateView {
  return {
    id: row.id,
    kind: row.kind,
    use: row.use,
    blobId: blob.id,
    blobSize: blob.size,
    blobSha256: blob.sha256,
    sortOrder: row.sortOrder,
    url: templateBlobUrl(row.kind, blob.id),
    createdAt: row.createdAt,
  };
}

/** Templates of a kind joined with their blobs, in one statement (spec: lists of at most 1000). */
export async function listTemplates(
  ctx: Ctx,
  kind: ImageTemplateKind,
  onlyInUse: boolean,
): Promise<ImageTemplateView[]> {
  const rows = await ctx.db
    .select({ t: imageTemplates, b: blobs })
    .from(imageTemplates)
    .innerJoin(blobs, eq(blobs.id, imageTemplates.blobId))
    .where(
      and(
        eq(imageTemplates.kind, kind),
        isNull(imageTemplates.deletedAt),
        onlyInUse ? eq(imageTemplates.use, true) : undefined,
      ),
    )
    .orderBy(asc(imageTemplates.sortOrder), asc(imageTemplates.id))
    .limit(1000);
  return rows.map(({ t, b }) => viewOf(t, b));
}

async function imageLimit(ctx: Ctx, kind: ImageTemplateKind): Promise<number> {
  const config = await readKeyDoc(ctx.db, sysConfigDoc);
  return limitBytes(kind === "user_avatar" ? config.Upload.UserAvatarSize : config.Upload.CoverImageSize);
}

/** Stores an uploaded image as a new template of a kind (Sys.Config.Update). */
export async function uploadTemplate(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  kind: ImageTemplateKind,
  file: { name: string; bytes: Buffer },
): Promise<ImageTemplateView> {
  requireWritable(actor);
  if (file.bytes.length > (await imageLimit(ctx, kind))) throw new AppError("DBFileTooLarge");
  const mime = sniffImage(file.bytes, file.name);
  const blob = await storeBlob(ctx, file.bytes, mime);
  const [row] = await ctx.db.insert(imageTemplates).values({ kind, blobId: blob.id }).returning();
  return viewOf(row!, blob);
}

const metaSchema = z.object({
  Name: z.string().min(1).max(255),
  Size: z.number().int().positive(),
  Sha256: z.string().regex(/^[0-9A-F]{64}$/),
});

/**
 * The upload protocol's meta step: a known image finishes at once as a new template; DBNotExist
 * tells the client to send the bytes.
 */
export async function uploadTemplateMeta(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  kind: ImageTemplateKind,
  body: unknown,
): Promise<ImageTemplateView> {
  requireWritable(actor);
  const parsed = metaSchema.safeParse(body);
  if (!parsed.success) throw invalid("Name, Size and Sha256 (upper-case hex)");
  if (parsed.data.Size > (await imageLimit(ctx, kind))) throw new AppError("DBFileTooLarge");
  const rows = await ctx.db.select().from(blobs).where(eq(blobs.sha256, parsed.data.Sha256));
  const blob = rows[0];
  if (!blob || blob.size !== parsed.data.Size || !blob.mime.startsWith("image/"))
    throw new AppError("DBNotExist");
  const [row] = await ctx.db.insert(imageTemplates).values({ kind, blobId: blob.id }).returning();
  return viewOf(row!, blob);
}

async function findTemplate(ctx: Ctx, id: number, kind?: ImageTemplateKind): Promise<ImageTemplateRow> {
  const rows = await ctx.db
    .select()
    .from(imageTemplates)
    .where(
      and(
        eq(imageTemplates.id, id),
        isNull(imageTemplates.deletedAt),
        kind ? eq(imageTemplates.kind, kind) : undefined,
      ),
    );
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0];
}

/** Marks a template in use (offered to users) or not. */
export async function setTemplateUse(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  id: number,
  use: boolean,
  kind?: ImageTemplateKind,
): Promise<ImageTemplateView> {
  requireWritable(actor);
  const row = await findTemplate(ctx, id, kind);
  const [updated] = await ctx.db
    .update(imageTemplates)
    .set({ use, updatedAt: ctx.clock.now() })
    .where(eq(imageTemplates.id, row.id))
    .returning();
  const [view] = await viewTemplates(ctx, [updated!]);
  return view!;
}

/** The blob of a template of a kind, for GET .../blob/{BlobId}. */
export async function templateBlob(ctx: Ctx, kind: ImageTemplateKind, blobId: number): Promise<BlobRow> {
  const rows = await ctx.db
    .select({ b: blobs })
    .from(imageTemplates)
    .innerJoin(blobs, eq(blobs.id, imageTemplates.blobId))
    .where(and(eq(imageTemplates.kind, kind), eq(blobs.id, blobId), isNull(imageTemplates.deletedAt)))
    .limit(1);
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0].b;
}

const templateColumns: ColumnMap = {
  Id: { column: imageTemplates.id, kind: "int" },
  Use: { column: imageTemplates.use, kind: "bool" },
  SortOrder: { column: imageTemplates.sortOrder, kind: "int" },
  CreatedAt: { column: imageTemplates.createdAt, kind: "date" },
};

function presentTemplate(row: ImageTemplateRow): Record<string, unknown> {
  return {
    Id: row.id,
    Use: row.use,
    BlobId: row.blobId,
    SortOrder: row.sortOrder,
    Url: templateBlobUrl(row.kind, row.blobId),
    CreatedAt: row.createdAt,
  };
}

/** The delete verb: the template goes for good, and its blob when nothing else uses it. */
async function deleteTemplateRow(ctx: Ctx, row: ImageTemplateRow): Promise<void> {
  await ctx.db.delete(imageTemplates).where(eq(imageTemplates.id, row.id));
  await collectBlob(ctx, row.blobId);
}

function templateResource(kind: ImageTemplateKind): Resource<ImageTemplateRow> {
  const feature = templateFeatures[kind];
  return defineResource<ImageTemplateRow>({
    path: templatePaths[kind],
    ...(feature ? { feature } : {}),
    table: imageTemplates,
    side: "sys",
    area: "Sys.Config",
    scope: () => eq(imageTemplates.kind, kind),
    columns: templateColumns,
    defaultOrder: () => [asc(imageTemplates.sortOrder), asc(imageTemplates.id)],
    present: presentTemplate,
    // "query" and "query_page" are custom calls that join the blobs (BlobSize, BlobSha256), see
    // rest/config.ts; pageTemplates pages through this resource's filters and guard.
    verbs: ["count", "read", "reorder", "delete"],
    deleteRow: deleteTemplateRow,
  });
}

export const templateResources = {
  user_avatar: templateResource("user_avatar"),
  module_cover: templateResource("module_cover"),
  workflow_template_cover: templateResource("workflow_template_cover"),
} as const;

/**
 * Templates of every kind, for the GraphQL field that names one by its id alone (removeImageTemplate);
 * not served over REST, where each kind has its path.
 */
export const anyImageTemplateResource: Resource<ImageTemplateRow> = defineResource<ImageTemplateRow>({
  path: "sys/image_template",
  table: imageTemplates,
  side: "sys",
  area: "Sys.Config",
  columns: templateColumns,
  defaultOrder: () => [asc(imageTemplates.kind), asc(imageTemplates.sortOrder), asc(imageTemplates.id)],
  present: presentTemplate,
  verbs: ["delete"],
  deleteRow: deleteTemplateRow,
});

/**
 * A page of a kind's templates under the generic query body (Where, OrderBy, Limit, Offset), each
 * with its blob's size and hash (spec §3): the resource's own page, then the page's blobs in one query.
 */
export async function pageTemplates(
  ctx: Ctx,
  kind: ImageTemplateKind,
  body: QueryBody,
): Promise<{ list: ImageTemplateView[]; total: number }> {
  const page = await templateResources[kind].page(ctx, body);
  const ids = [...new Set(page.list.map((row) => row.blobId))];
  const found = ids.length === 0 ? [] : await ctx.db.select().from(blobs).where(inArray(blobs.id, ids));
  const byId = new Map(found.map((blob) => [blob.id, blob]));
  const list = page.list.flatMap((row) => {
    const blob = byId.get(row.blobId);
    return blob ? [viewOf(row, blob)] : [];
  });
  return { list, total: page.total };
}

/** Every template of a kind, in use or not, for the back office's libraries (Sys.Config.Read). */
export function adminTemplates(
  ctx: Ctx,
  _actor: Granted<"Sys.Config.Read">,
  kind: ImageTemplateKind,
): Promise<ImageTemplateView[]> {
  return listTemplates(ctx, kind, false);
}

/** The module covers in use, offered by the module editor (Workflow.Job.Task.Module.Read). */
export function moduleCoverChoices(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<ImageTemplateView[]> {
  return listTemplates(ctx, "module_cover", true);
}
