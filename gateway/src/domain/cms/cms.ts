/**
 * CMS libraries (spec §3, §7 cms_*): the map library (named lists of JSON values, such as the menu
 * and home page links) and the text library (markdown texts); the files of the file and map
 * libraries are cmsFiles.ts's. Administrators manage them under /sys; the public site reads enabled
 * entries under /index.
 */
import { cmsFeature, visible } from "@crucible/schema";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { cmsMapEntries, cmsTexts, type CmsMapEntryRow, type CmsTextRow } from "../../db/cms.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { invalid } from "../errors.js";
import { rewriteReaderLinks } from "../files/links.js";
import { buildOrderBy, buildWhere, pageOf, type ColumnMap, type QueryBody } from "../query.js";
import { defineResource, manageVerbs, type Resource } from "../resources/registry.js";

const libraryName = visible(z.string().trim().min(1).max(64));
const valueSchema = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 64 * 1024, "Value is too large");

function parse<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${label}${issue ? `: ${issue.path.join(".")} ${issue.message}` : ""}`);
  }
  return parsed.data;
}

export function presentMapEntry(row: CmsMapEntryRow, forIndex = false): Record<string, unknown> {
  const value = forIndex
    ? (JSON.parse(rewriteReaderLinks(JSON.stringify(row.value))) as Record<string, unknown>)
    : row.value;
  return {
    Id: row.id,
    MapLibraryName: row.libraryName,
    Value: value,
    Citation: row.citation,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    DeletedAt: row.deletedAt,
  };
}

export function presentText(row: CmsTextRow, forIndex = false): Record<string, unknown> {
  return {
    Id: row.id,
    LibraryName: row.libraryName,
    Title: row.title,
    Markdown: forIndex ? rewriteReaderLinks(row.markdown) : row.markdown,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    DeletedAt: row.deletedAt,
  };
}

const allVerbs = [...manageVerbs, "reorder"] as const;

/** Filter and sort fields of map entries, in the back office and in the public query. */
const mapEntryColumns: ColumnMap = {
  Id: { column: cmsMapEntries.id, kind: "int" },
  MapLibraryName: { column: cmsMapEntries.libraryName, kind: "string" },
  Citation: { column: cmsMapEntries.citation, kind: "string" },
  Status: { column: cmsMapEntries.status, kind: "string" },
  SortOrder: { column: cmsMapEntries.sortOrder, kind: "int" },
  CreatedAt: { column: cmsMapEntries.createdAt, kind: "date" },
};

export const mapEntryResource: Resource<CmsMapEntryRow> = defineResource<CmsMapEntryRow>({
  path: "sys/cms_map_library_map",
  table: cmsMapEntries,
  side: "sys",
  area: "Cms.MapLibrary",
  feature: cmsFeature,
  columns: mapEntryColumns,
  defaultOrder: () => [asc(cmsMapEntries.sortOrder), asc(cmsMapEntries.id)],
  present: (row) => presentMapEntry(row),
  verbs: allVerbs,
  async insert(ctx, body) {
    const [row] = await ctx.db
      .insert(cmsMapEntries)
      .values({
        libraryName: parse(libraryName, body.MapLibraryName, "MapLibraryName"),
        value: parse(valueSchema, body.Value, "Value"),
        citation: typeof body.Citation === "string" ? body.Citation.slice(0, 500) : "",
      })
      .returning();
    return row!;
  },
  updatable: ["MapLibraryName", "Value", "Citation"],
  async update(ctx, row, body) {
    const set: Partial<typeof cmsMapEntries.$inferInsert> = { updatedAt: ctx.clock.now() };
    if ("Value" in body) set.value = parse(valueSchema, body.Value, "Value");
    if ("Citation" in body) set.citation = String(body.Citation ?? "").slice(0, 500);
    if ("MapLibraryName" in body) set.libraryName = parse(libraryName, body.MapLibraryName, "MapLibraryName");
    const [updated] = await ctx.db
      .update(cmsMapEntries)
      .set(set)
      .where(eq(cmsMapEntries.id, row.id))
      .returning();
    return updated!;
  },
});

/** update_value: replaces one entry's Value. */
export async function updateMapValue(
  ctx: Ctx,
  editor: Granted<"Cms.MapLibrary.Update">,
  id: number,
  value: unknown,
): Promise<Record<string, unknown>> {
  requireWritable(editor);
  return (await mapEntryResource.run(ctx, "update", id, { Value: value }, ["Value"])) as Record<
    string,
    unknown
  >;
}

/** export_data: every live entry of a library as {MapLibraryName, Items: [{Value, Citation}]}. */
export async function exportMapLibrary(
  ctx: Ctx,
  _reader: Granted<"Cms.MapLibrary.Read">,
  name: unknown,
): Promise<{ MapLibraryName: string; Items: unknown[] }> {
  const library = parse(libraryName, name, "MapLibraryName");
  const rows = await ctx.db
    .select()
    .from(cmsMapEntries)
    .where(and(eq(cmsMapEntries.libraryName, library), isNull(cmsMapEntries.deletedAt)))
    .orderBy(asc(cmsMapEntries.sortOrder), asc(cmsMapEntries.id))
    .limit(10_000);
  return {
    MapLibraryName: library,
    Items: rows.map((r) => ({ Value: r.value, Citation: r.citation, Status: r.status })),
  };
}

/** The body of import_data. */
export const mapImportSchema = z.object({
  MapLibraryName: libraryName,
  Items: z
    .array(
      z.object({
        Value: valueSchema,
        Citation: z.string().max(500).optional(),
        Status: z.enum(["enabled", "disabled"]).optional(),
      }),
    )
    .max(10_000),
  /** Replace the library's entries instead of adding to them. */
  Replace: z.boolean().optional(),
});

export type MapImport = z.infer<typeof mapImportSchema>;

/** import_data: adds (or, with Replace, replaces) a library's entries in one transaction. */
export async function importMapLibrary(
  ctx: Ctx,
  editor: Granted<"Cms.MapLibrary.Update">,
  input: MapImport,
): Promise<{ Imported: number }> {
  requireWritable(editor);
  await ctx.db.transaction(async (tx) => {
    if (input.Replace) {
      await tx
        .update(cmsMapEntries)
        .set({ deletedAt: ctx.clock.now() })
        .where(and(eq(cmsMapEntries.libraryName, input.MapLibraryName), isNull(cmsMapEntries.deletedAt)));
    }
    if (input.Items.length > 0) {
      await tx.insert(cmsMapEntries).values(
        input.Items.map((item, i) => ({
          libraryName: input.MapLibraryName,
          value: item.Value,
          citation: item.Citation ?? "",
          status: item.Status ?? "enabled",
          sortOrder: i,
        })),
      );
    }
  });
  return { Imported: input.Items.length };
}

/** The most entries one public map query answers (the links menu reads a whole library at once). */
const publicMapLimit = 300;

/**
 * The public read of a map library (home page, menus): enabled live entries of one library, at most
 * 300 (the default). `query` filters, sorts and pages further over the map entry fields; it is ANDed
 * with the library, so no Where reaches another library's entries.
 */
export async function publicMapEntries(
  ctx: Ctx,
  mapLibraryName: string,
  query: QueryBody = {},
): Promise<Record<string, unknown>[]> {
  const library = parse(libraryName, mapLibraryName, "MapLibraryName");
  const { limit, offset } = pageOf({
    ...query,
    Limit: Math.min(query.Limit ?? publicMapLimit, publicMapLimit),
  });
  const rows = await ctx.db
    .select()
    .from(cmsMapEntries)
    .where(
      and(
        eq(cmsMapEntries.libraryName, library),
        eq(cmsMapEntries.status, "enabled"),
        isNull(cmsMapEntries.deletedAt),
        buildWhere(mapEntryColumns, query.Where),
      ),
    )
    .orderBy(
      ...buildOrderBy(mapEntryColumns, query.OrderBy, [asc(cmsMapEntries.sortOrder), asc(cmsMapEntries.id)]),
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => presentMapEntry(row, true));
}

/**
 * The public map query's body (spec §3, §7: the generic query body with a Where on MapLibraryName):
 * the library is the first `MapLibraryName =` value of its Where; without one the query is refused.
 */
export function publicMapQuery(ctx: Ctx, body: QueryBody): Promise<Record<string, unknown>[]> {
  const named = (body.Where?.Lvg ?? [])
    .flatMap((group) => group.Values)
    .find((value) => value.Name === "MapLibraryName" && (value.Symbol ?? "=").trim() === "=");
  if (typeof named?.Value !== "string") throw invalid("Where: MapLibraryName = a library name");
  return publicMapEntries(ctx, named.Value, body);
}

const textInput = z.object({
  LibraryName: libraryName,
  Title: z.string().trim().min(1).max(200),
  Markdown: z.string().max(1024 * 1024),
});

export const textResource: Resource<CmsTextRow> = defineResource<CmsTextRow>({
  path: "sys/cms_text_library_text",
  table: cmsTexts,
  side: "sys",
  area: "Cms.TextLibrary",
  feature: cmsFeature,
  columns: {
    Id: { column: cmsTexts.id, kind: "int" },
    LibraryName: { column: cmsTexts.libraryName, kind: "string" },
    Title: { column: cmsTexts.title, kind: "string" },
    Status: { column: cmsTexts.status, kind: "string" },
    SortOrder: { column: cmsTexts.sortOrder, kind: "int" },
    CreatedAt: { column: cmsTexts.createdAt, kind: "date" },
    UpdatedAt: { column: cmsTexts.updatedAt, kind: "date" },
  },
  defaultOrder: () => [asc(cmsTexts.sortOrder), desc(cmsTexts.updatedAt)],
  present: (row) => presentText(row),
  verbs: allVerbs,
  async insert(ctx, body) {
    const input = parse(textInput, body, "text");
    const [row] = await ctx.db
      .insert(cmsTexts)
      .values({ libraryName: input.LibraryName, title: input.Title, markdown: input.Markdown })
      .returning();
    return row!;
  },
  updatable: Object.keys(textInput.shape),
  async update(ctx, row, body) {
    const input = parse(textInput.partial(), body, "text");
    const [updated] = await ctx.db
      .update(cmsTexts)
      .set({
        ...(input.LibraryName ? { libraryName: input.LibraryName } : {}),
        ...(input.Title ? { title: input.Title } : {}),
        ...(input.Markdown !== undefined ? { markdown: input.Markdown } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(cmsTexts.id, row.id))
      .returning();
    return updated!;
  },
});

/** The public read of texts: enabled live texts of a library (or one by Id). */
export async function publicTexts(
  ctx: Ctx,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const conditions = [eq(cmsTexts.status, "enabled"), isNull(cmsTexts.deletedAt)];
  if (body.Id !== undefined) {
    const id = Number(body.Id);
    if (!Number.isSafeInteger(id) || id <= 0) throw invalid("Id");
    conditions.push(eq(cmsTexts.id, id));
  } else {
    conditions.push(eq(cmsTexts.libraryName, parse(libraryName, body.LibraryName, "LibraryName")));
  }
  const rows = await ctx.db
    .select()
    .from(cmsTexts)
    .where(and(...conditions))
    .orderBy(asc(cmsTexts.sortOrder), desc(cmsTexts.updatedAt))
    .limit(200);
  return rows.map((row) => presentText(row, true));
}
