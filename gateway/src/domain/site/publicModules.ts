/**
 * The public module catalogue (spec §2 /modules): what a visitor may read before signing in. A module
 * is public when it is enabled, not removed and visible to all users (visibility "all"); modules
 * visible "partly" (enabled for some users) or to nobody are never listed here, nor are their covers
 * served. Docs are served with reader links (spec §7). Running a module needs signing in.
 */
import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { modules, type ModuleRow } from "../../db/modules.js";
import { blobs, type BlobRow } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { moduleForReader } from "../files/links.js";

/** At most this many modules per page of the public catalogue. */
export const publicModulesPageMax = 100;

export const publicModulesInput = z.object({
  Search: z.string().max(100).optional(),
  Limit: z.number().int().min(1).max(publicModulesPageMax).optional(),
  Offset: z.number().int().min(0).max(1_000_000).optional(),
});

export type PublicModulesInput = z.infer<typeof publicModulesInput>;

/** Enabled, live modules visible to every user. */
function publicScope(): SQL {
  return and(isNull(modules.deletedAt), eq(modules.status, "enabled"), eq(modules.visibility, "all"))!;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchScope(search: string | undefined): SQL | undefined {
  const text = (search ?? "").trim();
  if (text === "") return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    sql`${modules.name} ilike ${pattern} escape '\\'`,
    sql`${modules.nameZh} ilike ${pattern} escape '\\'`,
    sql`${modules.key} ilike ${pattern} escape '\\'`,
    sql`${modules.summary} ilike ${pattern} escape '\\'`,
    sql`${modules.summaryZh} ilike ${pattern} escape '\\'`,
  );
}

/** A page of the public catalogue, in catalogue order, with docs rewritten for readers. */
export async function listPublicModules(
  ctx: Ctx,
  input: PublicModulesInput,
): Promise<{ rows: ModuleRow[]; total: number }> {
  const parsed = publicModulesInput.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "query");
  const where = and(publicScope(), searchScope(parsed.data.Search));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(modules)
      .where(where)
      .orderBy(asc(modules.sortOrder), asc(modules.id))
      .limit(parsed.data.Limit ?? 24)
      .offset(parsed.data.Offset ?? 0),
    ctx.db.select({ total: count() }).from(modules).where(where),
  ]);
  return { rows: rows.map(moduleForReader), total: Number(totals[0]?.total ?? 0) };
}

/** One public module; any other id (missing, removed, disabled, not visible to all) is DBDataNotExist. */
export async function readPublicModule(ctx: Ctx, id: number): Promise<ModuleRow> {
  const rows = await ctx.db
    .select()
    .from(modules)
    .where(and(eq(modules.id, id), publicScope()));
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return moduleForReader(rows[0]);
}

/** The cover of a public module, or DBDataNotExist (no cover, or not public). */
export async function publicModuleCoverBlob(ctx: Ctx, id: number): Promise<BlobRow> {
  const rows = await ctx.db
    .select({ b: blobs })
    .from(modules)
    .innerJoin(blobs, eq(blobs.id, modules.coverBlobId))
    .where(and(eq(modules.id, id), publicScope()));
  if (!rows[0]) throw new AppError("DBDataNotExist");
  return rows[0].b;
}

/** The public address of a public module's cover, or null for the default cover. */
export function publicModuleCoverUrl(row: Pick<ModuleRow, "id" | "coverBlobId">): string | null {
  return row.coverBlobId === null ? null : `/api/index/workflow_job_task_module/cover/${row.id}`;
}

/** A public module for the REST answer: only what a visitor may read. */
export interface PublicModuleAnswer {
  readonly Id: number;
  readonly Key: string;
  readonly Name: string;
  readonly NameZh: string;
  readonly Summary: string;
  readonly SummaryZh: string;
  readonly Docs: string;
  readonly DocsZh: string;
  readonly CoverUrl: string | null;
  readonly Tags: readonly string[];
  readonly TokenPrice: number;
  readonly Discount: number;
}

export function presentPublicModule(row: ModuleRow): PublicModuleAnswer {
  return {
    Id: row.id,
    Key: row.key,
    Name: row.name,
    NameZh: row.nameZh,
    Summary: row.summary,
    SummaryZh: row.summaryZh,
    Docs: row.docs,
    DocsZh: row.docsZh,
    CoverUrl: publicModuleCoverUrl(row),
    Tags: row.tags,
    TokenPrice: row.tokenPrice,
    Discount: row.discount,
  };
}
