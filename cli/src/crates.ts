/**
 * Provenance crates from the command line (docs/provenance.md): `job crate <id>` downloads a job's
 * Workflow Run RO-Crate, `flow import-crate <file>` makes a template of the caller's from one.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile, rename, rm, stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { inflateRawSync } from "node:zlib";
import { crateImportLimits } from "@crucible/schema/rocrate";
import { CliError, type CrucibleClient } from "./api.js";
import { answerError } from "./transfer.js";

export interface SavedCrate {
  File: string;
  Size: number;
  Sha256: string;
}

/** Downloads a job's crate into `file` (written beside it first, renamed when complete). */
export async function downloadJobCrate(
  client: CrucibleClient,
  jobId: number,
  file: string,
  signal?: AbortSignal,
): Promise<SavedCrate> {
  const answer = await client.download(`api/workflow_job/ro_crate/${jobId}`, signal ? { signal } : {});
  const status = answer.statusCode ?? 0;
  if (status !== 200 || !String(answer.headers["content-type"] ?? "").startsWith("application/zip"))
    throw await answerError(answer, status);
  const partial = `${file}.part`;
  const hash = createHash("sha256");
  let size = 0;
  try {
    await pipeline(
      answer,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error instanceof CliError
      ? error
      : new CliError("CliUnreachable", `${client.url}: ${(error as Error).message}`, { cause: error });
  }
  return { File: file, Size: size, Sha256: hash.digest("hex") };
}

export interface ImportedTemplate {
  Id: number;
  Name: string;
}

/** Uploads a crate (multipart, field File) and answers the template made from it. */
export async function importCrate(client: CrucibleClient, file: string): Promise<ImportedTemplate> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new CliError("CliNotFound", `${file}: no such file`);
  if (info.size > crateImportLimits.zipBytes)
    throw new CliError("DBFileTooLarge", `${file} is over ${crateImportLimits.zipBytes} bytes`);
  const form = new FormData();
  form.append(
    "File",
    new Blob([new Uint8Array(await readFile(file))], { type: "application/zip" }),
    "crate.zip",
  );
  // The form's bytes and content type (with its boundary), as fetch would send them.
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.rest<ImportedTemplate>("api/workflow_job_template/import_ro_crate", undefined, {
    raw: body,
    contentType: request.headers.get("content-type") ?? "multipart/form-data",
  });
}

/** The name of a crate's metadata file, the first entry of every crate the gateway writes. */
export const crateMetadataName = "ro-crate-metadata.json";

export interface CrateMetadata {
  /** The JSON-LD text of ro-crate-metadata.json. */
  text: string;
  /** Its size in bytes (uncompressed). */
  size: number;
}

const localHeaderSignature = 0x04034b50;

/**
 * The ro-crate-metadata.json of a job's crate, read from the start of the zip download (the gateway
 * writes it first, with its sizes in its local header) without fetching the outputs after it; at most
 * `maxBytes` of metadata (DBFileTooLarge past that). Another user's job is refused like a missing one.
 */
export async function readJobCrateMetadata(
  client: CrucibleClient,
  jobId: number,
  maxBytes: number,
): Promise<CrateMetadata> {
  const stop = new AbortController();
  const answer = await client.download(`api/workflow_job/ro_crate/${jobId}`, { signal: stop.signal });
  const status = answer.statusCode ?? 0;
  if (status !== 200 || !String(answer.headers["content-type"] ?? "").startsWith("application/zip"))
    throw await answerError(answer, status);
  const bad = (why: string) => new CliError("CliBadAnswer", `the crate of job ${jobId}: ${why}`);
  let head = Buffer.alloc(0);
  try {
    for await (const part of answer) {
      head = Buffer.concat([head, part as Buffer]);
      if (head.length < 30) continue;
      if (head.readUInt32LE(0) !== localHeaderSignature) throw bad("not a zip");
      const flags = head.readUInt16LE(6);
      const method = head.readUInt16LE(8);
      const compressed = head.readUInt32LE(18);
      const size = head.readUInt32LE(22);
      const nameLength = head.readUInt16LE(26);
      const extraLength = head.readUInt16LE(28);
      // Bit 3: the sizes come after the data (not how the gateway writes its first entry).
      if ((flags & 0x8) !== 0 || (method !== 0 && method !== 8)) throw bad("an unexpected zip layout");
      if (size > maxBytes || compressed > maxBytes)
        throw new CliError("DBFileTooLarge", `${crateMetadataName} is ${size} bytes (over ${maxBytes})`);
      const need = 30 + nameLength + extraLength + compressed;
      if (head.length < need) continue;
      const name = head.subarray(30, 30 + nameLength).toString("utf8");
      if (name !== crateMetadataName) throw bad(`its first entry is ${name}, not ${crateMetadataName}`);
      const data = head.subarray(30 + nameLength + extraLength, need);
      const bytes = method === 8 ? inflateRawSync(data) : data;
      if (bytes.length !== size) throw bad(`${crateMetadataName} is not ${size} bytes`);
      return { text: bytes.toString("utf8"), size };
    }
    throw bad("the zip ended early");
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError("CliUnreachable", `${client.url}: ${(error as Error).message}`, { cause: error });
  } finally {
    // The outputs after the metadata are not wanted.
    stop.abort();
    answer.destroy();
  }
}
