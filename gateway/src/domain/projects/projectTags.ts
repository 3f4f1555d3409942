/**
 * The back office's orders and packs over REST with their project's name (issue 28, projects): the
 * resource's own rows (its guard, switches and filters), then the names of the page's projects in one
 * query (projects.ts namesOfProjects, whoever asks: the administrator is no member of the project).
 * `ProjectName` is null for a row that is no project's, and for one whose project was deleted.
 */
import type { QueryBody } from "../query.js";
import type { Ctx } from "../context.js";
import { namesOfProjects } from "./projects.js";
import { selectFields, type Resource, type Row } from "../resources/registry.js";

type ProjectRow = Row & { projectId: number | null };
type Present<TRow> = (row: TRow) => Record<string, unknown>;

/** The rows presented, each with its project's name (one query for all of them). */
export async function presentWithProjectNames<TRow extends ProjectRow>(
  ctx: Pick<Ctx, "db">,
  rows: readonly TRow[],
  present: Present<TRow>,
): Promise<Record<string, unknown>[]> {
  const ids = rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId]));
  const names = await namesOfProjects(ctx.db, ids);
  return rows.map((row) => ({
    ...present(row),
    ProjectName: row.projectId === null ? null : (names.get(row.projectId) ?? null),
  }));
}

/** A page of the resource's rows with their project's names; Select picks fields as the generic verbs do. */
export async function pageWithProjectNames<TRow extends ProjectRow>(
  ctx: Ctx,
  resource: Resource<TRow>,
  body: QueryBody,
  present: Present<TRow>,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  const page = await resource.page(ctx, body);
  const list = await presentWithProjectNames(ctx, page.list, present);
  return { list: list.map((row) => selectFields(body, row)), total: page.total };
}

/** One visible row with its project's name (DBDataNotExist as the generic read). */
export async function readWithProjectName<TRow extends ProjectRow>(
  ctx: Ctx,
  resource: Resource<TRow>,
  id: number,
  present: Present<TRow>,
): Promise<Record<string, unknown>> {
  const row = await resource.find(ctx, id);
  const names = await presentWithProjectNames(ctx, [row], present);
  return names[0] ?? present(row);
}
