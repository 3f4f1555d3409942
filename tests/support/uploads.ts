/** The upload protocol from a test's side: meta, then 1 MiB chunks from where the server says. */
import { createHash } from "node:crypto";
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
  }
  if (!last?.body.Data.Done || !last.body.Data.File) throw new Error("the upload did not finish");
  return last.body.Data.File;
}
