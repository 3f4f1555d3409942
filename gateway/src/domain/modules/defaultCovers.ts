/**
 * Default covers (spec §7 /sys/key_data/workflow_default_cover): the cover a module or a workflow
 * template shows when it has none of its own. Each default is one of the cover templates of its kind
 * (the same images the back office uploads for covers), so blob references stay with the templates;
 * a default whose template was deleted is simply absent.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { imageTemplates, type ImageTemplateKind } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { readKeyDoc, saveKeyDoc, type KeyDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import {
  templateBlobUrl,
  uploadTemplate,
  uploadTemplateMeta,
  type ImageTemplateView,
} from "../images/imageTemplates.js";

export type CoverKind = Extract<ImageTemplateKind, "module_cover" | "workflow_template_cover">;

const templateId = z.number().int().positive().nullable().default(null);

const defaultCoversSchema = z
  .object({ ModuleCover: templateId, TemplateCover: templateId })
  .strict()
  .default({ ModuleCover: null, TemplateCover: null });

type DefaultCoversDoc = z.infer<typeof defaultCoversSchema>;

export const defaultCoversDoc: KeyDoc<DefaultCoversDoc> = {
  key: "workflow_default_cover",
  schema: defaultCoversSchema,
  fallback: { ModuleCover: null, TemplateCover: null },
};

const fieldOf: Record<CoverKind, keyof DefaultCoversDoc> = {
  module_cover: "ModuleCover",
  workflow_template_cover: "TemplateCover",
};

export interface DefaultCoversView {
  readonly moduleCoverTemplateId: number | null;
  readonly moduleCoverUrl: string | null;
  readonly templateCoverTemplateId: number | null;
  readonly templateCoverUrl: string | null;
}

export function isCoverKind(kind: string): kind is CoverKind {
  return kind === "module_cover" || kind === "workflow_template_cover";
}

/** The defaults with their image addresses; a default whose template is gone reads as none. */
async function view(ctx: Ctx, doc: DefaultCoversDoc): Promise<DefaultCoversView> {
  const ids = [doc.ModuleCover, doc.TemplateCover].filter((id): id is number => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: imageTemplates.id, kind: imageTemplates.kind, blobId: imageTemplates.blobId })
          .from(imageTemplates)
          .where(and(inArray(imageTemplates.id, ids), isNull(imageTemplates.deletedAt)));
  const find = (id: number | null, kind: CoverKind) => rows.find((row) => row.id === id && row.kind === kind);
  const module = find(doc.ModuleCover, "module_cover");
  const template = find(doc.TemplateCover, "workflow_template_cover");
  return {
    moduleCoverTemplateId: module?.id ?? null,
    moduleCoverUrl: module ? templateBlobUrl("module_cover", module.blobId) : null,
    templateCoverTemplateId: template?.id ?? null,
    templateCoverUrl: template ? templateBlobUrl("workflow_template_cover", template.blobId) : null,
  };
}

/** The default covers for anyone who shows modules or templates (the images need a session to load). */
export async function readDefaultCovers(ctx: Ctx): Promise<DefaultCoversView> {
  return view(ctx, await readKeyDoc(ctx.db, defaultCoversDoc));
}

/** The saved document (Sys.Config.Read), for /sys/key_data/workflow_default_cover/read_data_json. */
export async function readDefaultCoversDoc(
  ctx: Ctx,
  _actor: Granted<"Sys.Config.Read">,
): Promise<DefaultCoversDoc> {
  return readKeyDoc(ctx.db, defaultCoversDoc);
}

async function requireCoverTemplate(ctx: Ctx, id: number, kind: CoverKind): Promise<void> {
  const rows = await ctx.db
    .select({ id: imageTemplates.id })
    .from(imageTemplates)
    .where(and(eq(imageTemplates.id, id), eq(imageTemplates.kind, kind), isNull(imageTemplates.deletedAt)));
  if (!rows[0]) throw new AppError("DBDataNotExist", `no ${kind} template ${id}`);
}

/** Saves the whole document (Sys.Config.Update); each id must be a cover template of its kind. */
export async function saveDefaultCoversDoc(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  value: unknown,
): Promise<DefaultCoversDoc> {
  requireWritable(actor);
  const parsed = defaultCoversSchema.safeParse(value);
  if (!parsed.success) throw invalid("ModuleCover and TemplateCover are cover template ids or null");
  if (parsed.data.ModuleCover !== null)
    await requireCoverTemplate(ctx, parsed.data.ModuleCover, "module_cover");
  if (parsed.data.TemplateCover !== null)
    await requireCoverTemplate(ctx, parsed.data.TemplateCover, "workflow_template_cover");
  return saveKeyDoc(ctx, defaultCoversDoc, parsed.data);
}

/** Makes a cover template the default of its kind, or clears the default with null. */
export async function setDefaultCover(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  kind: CoverKind,
  id: number | null,
): Promise<DefaultCoversView> {
  requireWritable(actor);
  if (id !== null) await requireCoverTemplate(ctx, id, kind);
  const current = await readKeyDoc(ctx.db, defaultCoversDoc);
  const saved = await saveKeyDoc(ctx, defaultCoversDoc, { ...current, [fieldOf[kind]]: id });
  return view(ctx, saved);
}

/** upload_meta: a known image becomes a new cover template and the default at once (DBNotExist: send it). */
export async function uploadDefaultCoverMeta(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  kind: CoverKind,
  body: unknown,
): Promise<ImageTemplateView> {
  const template = await uploadTemplateMeta(ctx, actor, kind, body);
  await setDefaultCover(ctx, actor, kind, template.id);
  return template;
}

/** upload: the image becomes a new cover template of its kind and the default. */
export async function uploadDefaultCover(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  kind: CoverKind,
  file: { name: string; bytes: Buffer },
): Promise<ImageTemplateView> {
  const template = await uploadTemplate(ctx, actor, kind, file);
  await setDefaultCover(ctx, actor, kind, template.id);
  return template;
}
