import { eq, inArray, sql } from "drizzle-orm";
import type { Readable } from "node:stream";
import {
  blobs,
  bundleFiles,
  cmsFiles,
  containerImages,
  dataFiles,
  desktopBuilds,
  imageTemplates,
  invoices,
  moduleFiles,
  modules,
  processors,
  tasks,
  templates,
  sysUsers,
  users,
  type BlobRow,
} from "../../db/schema.js";
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

/** Removes a blob when no row references it any more (DESIGN §3). */
export async function collectBlob(services: Services, id: number): Promise<boolean> {
  const deleted = await services.db
    .delete(blobs)
    .where(
      sql`${blobs.id} = ${id}
        and not exists (select 1 from ${users} where ${users.avatarBlobId} = ${id})
        and not exists (select 1 from ${sysUsers} where ${sysUsers.avatarBlobId} = ${id})
        and not exists (select 1 from ${imageTemplates} where ${imageTemplates.blobId} = ${id})
        and not exists (select 1 from ${dataFiles} where ${dataFiles.blobId} = ${id})
        and not exists (select 1 from ${cmsFiles} where ${cmsFiles.blobId} = ${id})
        and not exists (select 1 from ${modules} where ${modules.coverBlobId} = ${id})
        and not exists (select 1 from ${moduleFiles} where ${moduleFiles.blobId} = ${id})
        and not exists (select 1 from ${templates} where ${templates.coverBlobId} = ${id})
        and not exists (select 1 from ${processors} where ${processors.exeBlobId} = ${id})
        and not exists (select 1 from ${invoices} where ${invoices.pdfBlobId} = ${id})
        and not exists (select 1 from ${bundleFiles} where ${bundleFiles.blobId} = ${id})
        and not exists (select 1 from ${desktopBuilds} where ${desktopBuilds.blobId} = ${id})
        and not exists (select 1 from ${containerImages} where ${containerImages.archiveBlobId} = ${id})
        and not exists (select 1 from ${tasks} where ${tasks.stdoutBlobId} = ${id} or ${tasks.stderrBlobId} = ${id}
          or ${tasks.outputs} @> ${JSON.stringify([{ blobId: id }])}::jsonb)`,
    )
    .returning({ sha256: blobs.sha256 });
  if (deleted[0]) await services.blobs.remove(deleted[0].sha256);
  return deleted.length > 0;
}
