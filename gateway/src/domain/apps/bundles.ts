/**
 * Bundles: zips of static files uploaded for applets and UI pack versions. The zip is read in a worker
 * thread (bundleWorker.mjs) under the bounds of `bundleLimits`; each file becomes a blob, the bundle a
 * row with a random UUID. Files are served at `/api/sandbox/<uuid>/<path>` with
 * `Content-Security-Policy: sandbox allow-scripts`, so that even opened on its own a bundle's page
 * has an opaque origin: it reads no cookie of ours and its requests carry no session (docs/apps.md).
 */
import { randomUUID } from "node:crypto";
import { bundleLimits, type ErrorType } from "@crucible/schema";
import { and, eq, sql } from "drizzle-orm";
import type { BlobRow } from "../../db/schema.js";
import { bundleFiles, bundles, sysApps, uiPackVersions, type BundleRow } from "../../db/apps.js";
import type { Ctx, Services } from "../context.js";
import { AppError } from "../errors.js";
import { collectBlob, findBlob, storeBlob } from "../files/blobs.js";
import { mimeOf } from "../files/mime.js";
import { threadPool } from "../threads.js";

/** Reading a zip takes longer than this: refused (ServerHandleTimeout). */
const readTimeoutMs = 30_000;

export interface BundleFile {
  readonly path: string;
  readonly bytes: Buffer;
}

type WorkerAnswer =
  | { files: { path: string; bytes: Uint8Array }[]; paths: string[] }
  | { refused: { type: ErrorType; message: string } };

/** Two zips read at once in all (bundleWorker.mjs): a burst of uploads waits rather than fills memory. */
const threads = threadPool<
  { bytes: Uint8Array; limits: ZipLimits; only: readonly string[] | null },
  WorkerAnswer
>(new URL("./bundleWorker.mjs", import.meta.url), { threads: 2, maxOldGenerationSizeMb: 512 });

/** What a zip holds: the files unpacked, and the paths of all its files (unpacked or not). */
export interface ZipContents {
  readonly files: BundleFile[];
  readonly paths: string[];
}

/** The bounds a zip is read under (`bundleLimits` for bundles). */
export interface ZipLimits {
  readonly zipBytes: number;
  readonly entries: number;
  readonly entryBytes: number;
  readonly totalBytes: number;
  readonly pathLength: number;
}

/**
 * Unpacks a zip under the bounds in a worker thread; a refused zip answers its error type. `only`:
 * just these paths are inflated and answered (every entry's path and type are still checked, and the
 * entry and total bounds apply to the wanted ones).
 */
export async function readBundleZip(
  zip: Buffer,
  limits: ZipLimits = bundleLimits,
  only: readonly string[] | null = null,
): Promise<BundleFile[]> {
  return (await readZip(zip, limits, only)).files;
}

/** readBundleZip with the paths of every file of the zip too (those `only` leaves packed as well). */
export async function readZip(
  zip: Buffer,
  limits: ZipLimits,
  only: readonly string[] | null = null,
): Promise<ZipContents> {
  if (zip.length > limits.zipBytes) {
    throw new AppError("DBFileTooLarge", `the zip is over ${limits.zipBytes} bytes`);
  }
  const outcome = await threads({ bytes: new Uint8Array(zip), limits: { ...limits }, only }, readTimeoutMs);
  if ("timedOut" in outcome) throw new AppError("ServerHandleTimeout", "reading the zip took too long");
  if ("failed" in outcome) throw new AppError("DBFileDecompressError", outcome.failed.message);
  const { answer } = outcome;
  if ("refused" in answer) throw new AppError(answer.refused.type, answer.refused.message);
  return {
    files: answer.files.map((file) => ({ path: file.path, bytes: Buffer.from(file.bytes) })),
    paths: answer.paths,
  };
}

/** The page a frame opens: index.html at the root, or in the one folder that holds everything. */
function entryOf(files: readonly BundleFile[]): string {
  const paths = new Set(files.map((file) => file.path));
  if (paths.has("index.html")) return "index.html";
  const tops = new Set(files.map((file) => file.path.split("/")[0]));
  const [top] = [...tops];
  if (tops.size === 1 && top && paths.has(`${top}/index.html`)) return `${top}/index.html`;
  throw new AppError("DBFileInvalid", "the bundle has no index.html");
}

/** Unpacks and stores an uploaded zip as a new bundle. */
export async function createBundle(services: Services, zip: Buffer): Promise<BundleRow> {
  const files = await readBundleZip(zip);
  if (files.length === 0) throw new AppError("DBFileInvalid", "the bundle holds no file");
  const entry = entryOf(files);
  const stored: { file: BundleFile; mime: string; blob: BlobRow }[] = [];
  for (const file of files) {
    const mime = mimeOf(file.path);
    stored.push({ file, mime, blob: await storeBlob(services, file.bytes, mime) });
  }
  return services.db.transaction(async (tx) => {
    const [bundle] = await tx
      .insert(bundles)
      .values({
        uuid: randomUUID(),
        fileCount: files.length,
        totalSize: files.reduce((sum, file) => sum + file.bytes.length, 0),
        entry,
      })
      .returning();
    await tx.insert(bundleFiles).values(
      stored.map(({ file, mime, blob }) => ({
        bundleId: bundle!.id,
        path: file.path,
        blobId: blob.id,
        size: file.bytes.length,
        mime,
      })),
    );
    return bundle!;
  });
}

/** Deletes a bundle no row names any more, and the blobs only it used. */
export async function dropBundle(services: Services, bundleId: number): Promise<void> {
  const files = await services.db
    .select({ blobId: bundleFiles.blobId })
    .from(bundleFiles)
    .where(eq(bundleFiles.bundleId, bundleId));
  await services.db.delete(bundles).where(eq(bundles.id, bundleId));
  for (const file of files) await collectBlob(services, file.blobId);
}

export async function findBundle(services: Services, bundleId: number): Promise<BundleRow | null> {
  const [row] = await services.db.select().from(bundles).where(eq(bundles.id, bundleId));
  return row ?? null;
}

export interface ServedBundleFile {
  readonly sha256: string;
  readonly size: number;
  readonly mime: string;
}

/**
 * A file of a bundle by its UUID and path, or DBDataNotExist: the bundle must be an enabled, live
 * applet's or a UI pack version's (a disabled applet's files are not served).
 */
export async function bundleFile(ctx: Ctx, uuid: string, path: string): Promise<ServedBundleFile> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) throw new AppError("DBDataNotExist");
  const [row] = await ctx.db
    .select({ blobId: bundleFiles.blobId, size: bundleFiles.size, mime: bundleFiles.mime })
    .from(bundleFiles)
    .innerJoin(bundles, eq(bundles.id, bundleFiles.bundleId))
    .where(
      and(
        eq(bundles.uuid, uuid),
        eq(bundleFiles.path, path === "" ? "index.html" : path),
        sql`(exists (select 1 from ${sysApps} where ${sysApps.bundleId} = ${bundles.id}
              and ${sysApps.status} = 'enabled' and ${sysApps.deletedAt} is null)
          or exists (select 1 from ${uiPackVersions} where ${uiPackVersions.bundleId} = ${bundles.id}))`,
      ),
    );
  if (!row) throw new AppError("DBDataNotExist");
  const blob = await findBlob(ctx, row.blobId);
  if (!blob) throw new AppError("DBDataNotExist");
  const textual = row.mime.startsWith("text/") || row.mime.endsWith("json") || row.mime.endsWith("xml");
  return { sha256: blob.sha256, size: row.size, mime: textual ? `${row.mime}; charset=utf-8` : row.mime };
}
