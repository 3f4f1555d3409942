import { eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Readable } from "node:stream";
import { blobIdLists } from "../../db/jobs.js";
import { blobs, type BlobRow } from "../../db/schema.js";
import { allTables } from "../../db/tables.js";
import type { Services } from "../context.js";

/** Stores bytes in the blob store and records the blob (one row per distinct SHA-256). */
export async function storeBlob(
  services: Services,
  source: Readable | Buffer,
  mime: string,
): Promise<BlobRow> {
  const { sha256, size } = await services.blobs.put(source);
  await services.db.insert(blobs).values({ sha256, size, mime }).onConflictDoNothing();
  const rows = await services.db.select().from(blobs).where(eq(blobs.sha256, sha256));
  return rows[0]!;
}

/**
 * Stores several contents as blobs with one insert and one select (a task's stdout and stderr), in
 * the order given; equal contents answer the same row.
 */
export async function storeBlobs(
  services: Services,
  sources: readonly { source: Readable | Buffer; mime: string }[],
): Promise<BlobRow[]> {
  const stored: { sha256: string; size: number; mime: string }[] = [];
  for (const { source, mime } of sources) stored.push({ ...(await services.blobs.put(source)), mime });
  if (stored.length === 0) return [];
  const distinct = [...new Map(stored.map((s) => [s.sha256, s])).values()];
  await services.db.insert(blobs).values(distinct).onConflictDoNothing();
  const rows = await services.db
    .select()
    .from(blobs)
    .where(
      inArray(
        blobs.sha256,
        distinct.map((s) => s.sha256),
      ),
    );
  const bySha = new Map(rows.map((r) => [r.sha256, r]));
  return stored.map((s) => bySha.get(s.sha256)!);
}

export async function findBlob(services: Services, id: number): Promise<BlobRow | null> {
  const rows = await services.db.select().from(blobs).where(eq(blobs.id, id));
  return rows[0] ?? null;
}

/**
 * The columns that keep a blob in use, derived from the tables (db/tables.ts finds every table file):
 * every `*blob_id` column of every table (db/columns.ts `blobRef`), and the JSON lists of `blobIdLists`.
 */
export const blobHolders: { readonly ids: readonly AnyPgColumn[]; readonly lists: readonly AnyPgColumn[] } = {
  ids: allTables.flatMap((table) =>
    Object.values(getColumns(table)).filter((column) => column.name.endsWith("blob_id")),
  ),
  lists: blobIdLists,
};

function getColumns(table: PgTable): Record<string, AnyPgColumn> {
  // A PgTable's columns are PgColumns; Drizzle types those of a table known only as PgTable loosely.
  return getTableColumns(table) as Record<string, AnyPgColumn>;
}

/** Whether any row of any table still holds the blob. */
function heldBy(id: number): SQL {
  const held = [
    ...blobHolders.ids.map((column) => sql`exists (select 1 from ${column.table} where ${column} = ${id})`),
    ...blobHolders.lists.map(
      (column) =>
        sql`exists (select 1 from ${column.table} where ${column} @> ${JSON.stringify([{ blobId: id }])}::jsonb)`,
    ),
  ];
  return sql.join(held, sql` or `);
}

/** Removes a blob when no row references it any more (DESIGN §3). */
export async function collectBlob(services: Services, id: number): Promise<boolean> {
  const deleted = await services.db
    .delete(blobs)
    .where(sql`${blobs.id} = ${id} and not (${heldBy(id)})`)
    .returning({ sha256: blobs.sha256 });
  if (deleted[0]) await services.blobs.remove(deleted[0].sha256);
  return deleted.length > 0;
}
