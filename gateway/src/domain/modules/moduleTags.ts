/**
 * The module tags in the back office (spec §7 /sys/tag_template): the tag templates, kept as a
 * key-data document, with import and export, and the renaming and removal of a tag on every module.
 */
import { visible } from "@crucible/schema";
import { eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { modules, type ModuleRow } from "../../db/modules.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { readKeyDoc, saveKeyDoc } from "../config/keyData.js";
import { AppError, invalid } from "../errors.js";
import { parse } from "./admin.js";
import { uniqueTags } from "./moduleInput.js";

const tagName = visible(z.string().trim().min(1).max(40));
const tagEntry = z.object({ Name: tagName, NameZh: visible(z.string().trim().max(40)).default("") });

/** The tag templates (spec §7 /sys/tag_template), kept as a key-data document. */
const tagTemplateDoc = {
  key: "tag_template",
  schema: z.array(tagEntry).max(1000),
  fallback: [] as z.infer<typeof tagEntry>[],
};

export type TagTemplate = z.infer<typeof tagEntry>;

export interface ModuleTagView {
  readonly name: string;
  readonly nameZh: string;
  readonly moduleCount: number;
  readonly inTemplates: boolean;
}

/** Accepts ["a", ...], [{Name, NameZh}, ...] or [{name, nameZh}, ...]. */
export function parseTagList(value: unknown): TagTemplate[] {
  if (!Array.isArray(value)) throw invalid("tags: a JSON list is expected");
  const entries = value.map((item: unknown) => {
    if (typeof item === "string") return { Name: item };
    if (typeof item === "object" && item !== null) {
      const record = item as Record<string, unknown>;
      return { Name: record.Name ?? record.name, NameZh: record.NameZh ?? record.nameZh ?? "" };
    }
    return { Name: item };
  });
  return parse(z.array(tagEntry).max(1000), entries, "tags");
}

/** The tag templates followed by tags only in use on modules, each with its count of live modules. */
export function listTags(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<ModuleTagView[]> {
  return tagViews(ctx);
}

/** The tag templates with their module counts, and the tags modules carry that no template names. */
async function tagViews(ctx: Ctx): Promise<ModuleTagView[]> {
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const rows = await ctx.db.select({ tags: modules.tags }).from(modules).where(isNull(modules.deletedAt));
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const result: ModuleTagView[] = saved.map((t) => ({
    name: t.Name,
    nameZh: t.NameZh,
    moduleCount: counts.get(t.Name) ?? 0,
    inTemplates: true,
  }));
  const listed = new Set(saved.map((t) => t.Name));
  const extra = [...counts.keys()].filter((name) => !listed.has(name)).sort((a, b) => a.localeCompare(b));
  for (const name of extra) {
    result.push({ name, nameZh: "", moduleCount: counts.get(name)!, inTemplates: false });
  }
  return result;
}

export async function exportTags(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<TagTemplate[]> {
  return readKeyDoc(ctx.db, tagTemplateDoc);
}

/** Adds tag templates (a name already there takes the new Chinese label), or replaces them all. */
export async function importTags(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  value: unknown,
  replace: boolean,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const incoming = parseTagList(value);
  const merged = new Map<string, TagTemplate>();
  if (!replace) for (const t of await readKeyDoc(ctx.db, tagTemplateDoc)) merged.set(t.Name, t);
  for (const t of incoming) {
    const before = merged.get(t.Name);
    merged.set(t.Name, { Name: t.Name, NameZh: t.NameZh || before?.NameZh || "" });
  }
  await saveKeyDoc(ctx, tagTemplateDoc, [...merged.values()]);
  return tagViews(ctx);
}

/** Modules (live or removed) carrying a tag. */
async function modulesWithTag(ctx: Ctx, name: string): Promise<ModuleRow[]> {
  return ctx.db
    .select()
    .from(modules)
    .where(sql`${modules.tags} @> ${JSON.stringify([name])}::jsonb`);
}

/** Renames a tag in the templates and on every module (merging with newName where both exist). */
export async function renameTag(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  name: string,
  newName: string,
  nameZh: string | null,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const from = parse(tagName, name, "name");
  const to = parse(tagName, newName, "newName");
  const label = nameZh === null ? null : parse(z.string().trim().max(40), nameZh, "nameZh");
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const tagged = await modulesWithTag(ctx, from);
  if (!saved.some((t) => t.Name === from) && tagged.length === 0) throw new AppError("DBDataNotExist", from);
  await ctx.db.transaction(async (tx) => {
    for (const row of tagged) {
      await tx
        .update(modules)
        .set({ tags: uniqueTags(row.tags.map((t) => (t === from ? to : t))), updatedAt: ctx.clock.now() })
        .where(eq(modules.id, row.id));
    }
  });
  const next: TagTemplate[] = [];
  for (const t of saved) {
    const renamed = t.Name === from ? { Name: to, NameZh: label ?? t.NameZh } : t;
    if (!next.some((n) => n.Name === renamed.Name)) next.push(renamed);
  }
  if (!next.some((t) => t.Name === to)) next.push({ Name: to, NameZh: label ?? "" });
  await saveKeyDoc(ctx, tagTemplateDoc, next);
  return tagViews(ctx);
}

/** Removes a tag from the templates and from every module. */
export async function removeTag(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Delete">,
  name: string,
): Promise<ModuleTagView[]> {
  requireWritable(actor);
  const tag = parse(tagName, name, "name");
  const saved = await readKeyDoc(ctx.db, tagTemplateDoc);
  const tagged = await modulesWithTag(ctx, tag);
  if (!saved.some((t) => t.Name === tag) && tagged.length === 0) throw new AppError("DBDataNotExist", tag);
  await ctx.db.transaction(async (tx) => {
    for (const row of tagged) {
      await tx
        .update(modules)
        .set({ tags: row.tags.filter((t) => t !== tag), updatedAt: ctx.clock.now() })
        .where(eq(modules.id, row.id));
    }
  });
  await saveKeyDoc(
    ctx,
    tagTemplateDoc,
    saved.filter((t) => t.Name !== tag),
  );
  return tagViews(ctx);
}
