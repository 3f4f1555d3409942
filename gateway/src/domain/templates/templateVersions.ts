/**
 * Versions of workflow templates (issue 28): every save writes an immutable version (number 1..n per
 * template, author, note, the whole graph, the modules and processors it uses at their versions). A job
 * run from a template records the version it ran; one made from an older version says a newer exists.
 * The access-checked calls (list, read, restore, compare) are in templates.ts; these are the rows.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { JobRow } from "../../db/jobs.js";
import { modules, processors } from "../../db/modules.js";
import {
  templates,
  templateVersions,
  type TemplateNodeRow,
  type TemplateRow,
  type TemplateVersionRow,
  type TemplateVersionUnit,
} from "../../db/templates.js";
import type { Actor, Ctx } from "../context.js";
import { ownedOrShared } from "../access/visibility.js";

type Db = Ctx["db"];

/**
 * The templates a user may read: their own, those of their projects (issue 28 item 2) and the enabled
 * system ones, not removed. The one rule for templates, their versions and the newer version a job
 * offers. Running a project's template takes an editor or owner (writableBy).
 */
export const usableBy = (userId: number) =>
  and(
    isNull(templates.deletedAt),
    or(ownedOrShared(templates.ownerId, templates.projectId, userId, "read"), offeredToUsers()),
  );

/** The templates a user may change, run and delete: their own and those of projects they edit. */
export const writableBy = (userId: number) =>
  and(isNull(templates.deletedAt), ownedOrShared(templates.ownerId, templates.projectId, userId, "write"));

/** The system templates offered to users: the enabled ones. */
export const offeredToUsers = () => and(isNull(templates.ownerId), eq(templates.status, "enabled"))!;

/** The modules and processors the nodes use, each at its version (its updatedAt). */
export async function unitsOf(db: Db, nodes: readonly TemplateNodeRow[]): Promise<TemplateVersionUnit[]> {
  const moduleIds = [...new Set(nodes.flatMap((n) => (n.moduleId ? [n.moduleId] : [])))];
  const processorIds = [...new Set(nodes.flatMap((n) => (n.processorId ? [n.processorId] : [])))];
  const units: TemplateVersionUnit[] = [];
  if (moduleIds.length > 0) {
    const rows = await db
      .select({ id: modules.id, key: modules.key, name: modules.name, updatedAt: modules.updatedAt })
      .from(modules)
      .where(inArray(modules.id, moduleIds));
    for (const m of rows)
      units.push({ kind: "module", id: m.id, key: m.key, name: m.name, version: m.updatedAt.toISOString() });
  }
  if (processorIds.length > 0) {
    const rows = await db
      .select({ id: processors.id, name: processors.name, updatedAt: processors.updatedAt })
      .from(processors)
      .where(inArray(processors.id, processorIds));
    for (const p of rows)
      units.push({ kind: "processor", id: p.id, key: "", name: p.name, version: p.updatedAt.toISOString() });
  }
  return units.sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
}

/**
 * Writes the next version of a template as it now is. Called in the save's transaction after the
 * template row was written: the row's lock orders concurrent saves, so numbers never collide.
 */
export async function writeTemplateVersion(
  db: Db,
  template: TemplateRow,
  author: Actor | null,
  note: string,
): Promise<TemplateVersionRow> {
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${templateVersions.number}), 0)`.mapWith(Number) })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, template.id));
  const [row] = await db
    .insert(templateVersions)
    .values({
      templateId: template.id,
      number: (last?.number ?? 0) + 1,
      authorSide: author?.side ?? null,
      authorId: author?.id ?? null,
      authorAccount: author?.account ?? "",
      note,
      name: template.name,
      nodes: template.nodes,
      units: await unitsOf(db, template.nodes),
    })
    .returning();
  return row!;
}

/** A template's versions, newest first. */
export async function versionsOfTemplate(db: Db, templateId: number): Promise<TemplateVersionRow[]> {
  return db
    .select()
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.number))
    .limit(1000);
}

/**
 * A version by id, with its template (not removed) meeting `which`; null when either is missing or
 * the template does not meet it.
 */
export async function versionWithTemplate(
  db: Db,
  versionId: number,
  which: SQL | undefined,
): Promise<{ version: TemplateVersionRow; template: TemplateRow } | null> {
  const [row] = await db
    .select({ version: templateVersions, template: templates })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(and(eq(templateVersions.id, versionId), isNull(templates.deletedAt), which));
  return row ?? null;
}

/** The newest version of a template. */
export async function latestVersion(db: Db, templateId: number): Promise<TemplateVersionRow | null> {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.number))
    .limit(1);
  return row ?? null;
}

/** What a job knows of the template version it ran. */
export interface JobVersion {
  templateId: number;
  versionId: number;
  number: number;
  /** The template's newest version when it is newer than the job's and still usable by the job's owner. */
  newer: { versionId: number; number: number } | null;
}

/**
 * The version a job ran and whether a newer one exists: null when the job was not made from a
 * template, or the template is gone or no longer offered to the job's owner (nothing to open).
 */
export async function jobVersion(ctx: Pick<Ctx, "db">, job: JobRow): Promise<JobVersion | null> {
  if (job.templateVersionId === null) return null;
  const db = ctx.db;
  const [row] = await db
    .select({ templateId: templateVersions.templateId, number: templateVersions.number })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(and(eq(templateVersions.id, job.templateVersionId), usableBy(job.ownerId)));
  if (!row) return null;
  const latest = await latestVersion(db, row.templateId);
  return {
    templateId: row.templateId,
    versionId: job.templateVersionId,
    number: row.number,
    newer: latest && latest.number > row.number ? { versionId: latest.id, number: latest.number } : null,
  };
}
