/** The upload protocol from a test's side: meta, then 1 MiB chunks from where the server says. */
import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Client, RestResult } from "./http.js";

export const chunkBytes = 1024 * 1024;
export const csrf = { "x-crucible-csrf": "1" };

export function sha256Hex(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").toUpperCase();
}

export interface UploadedFile {
  Id: number;
  Kind: string;
  Folder: string;
  DirNames: string[];
  Name: string;
  Size: number;
  Sha256: string;
  OwnerId: number | null;
}

export interface MetaError {
  UploadId: number;
  Received: number;
  ChunkSize: number;
}

export async function sendChunk(
  client: Client,
  base: string,
  uploadId: number,
  index: number,
  bytes: Buffer,
): Promise<RestResult<{ Done: boolean; Received?: number; File?: UploadedFile }>> {
  return client.rest(`${base}/upload_file?UploadId=${uploadId}&Index=${index}`, undefined, {
    raw: bytes,
    headers: { "content-type": "application/octet-stream", ...csrf },
  });
}

/** Uploads bytes through the whole protocol and answers the created file. */
export async function uploadBytes(
  client: Client,
  base: string,
  name: string,
  bytes: Buffer,
  extra: Record<string, unknown> = {},
): Promise<UploadedFile> {
  const meta = await client.rest<{ Done: boolean; File: UploadedFile }>(`${base}/upload_meta`, {
    Name: name,
    Size: bytes.length,
    Sha256: sha256Hex(bytes),
    ...extra,
  });
  if (!meta.body.Error) return meta.body.Data.File;
  if (meta.body.Error.Type !== "DBNotExist")
    throw new Error(`upload_meta: ${JSON.stringify(meta.body.Error)}`);
  const { UploadId, Received } = meta.body.Error.Meta as unknown as MetaError;
  let last: RestResult<{ Done: boolean; File?: UploadedFile }> | null = null;
  for (
    let offset = Received;
    offset < bytes.length || (bytes.length === 0 && last === null);
    offset += chunkBytes
  ) {
    last = await sendChunk(
      client,
      base,
      UploadId,
      offset / chunkBytes,
      bytes.subarray(offset, offset + chunkBytes),
    );
    if (last.body.Error) throw new Error(`upload_file: ${JSON.stringify(last.body.Error)}`);
    // Resumed at its first missing chunk, the upload may be complete before the chunks recorded after it.
    if (last.body.Data.Done) break;
  }
  if (!last?.body.Data.Done || !last.body.Data.File) throw new Error("the upload did not finish");
  return last.body.Data.File;
}

/**
 * How far the gateway got writing an upload's chunks into its folder (`<dataDir>/upload-chunks/<id>`):
 * the chunk files' sizes, or the extent of the assembly file the chunks are written into at their
 * place (so 15 MiB means the chunk at index 14 was being written). 0 while the folder is not there.
 */
export async function uploadFolderBytes(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let bytes = 0;
  for (const name of names) bytes += (await stat(path.join(folder, name)).catch(() => null))?.size ?? 0;
  return bytes;
}
