/**
 * Provenance crates from the command line (docs/provenance.md): `job crate <id>` downloads a job's
 * Workflow Run RO-Crate, `flow import-crate <file>` makes a template of the caller's from one.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import { restCalls, type CrateImportAnswer } from "@crucible/schema/rest";
import { crateImportLimits } from "@crucible/schema/rocrate";
import yauzl from "yauzl";
import { CliError, type CrucibleClient } from "./api.js";
import { answerError } from "./transfer.js";

export interface SavedCrate {
  File: string;
  Size: number;
  Sha256: string;
}

/**
 * Downloads a job's crate into `file` (written beside it first, renamed when complete); past
 * `maxBytes` (when given) it stops with DBFileTooLarge.
 */
export async function downloadJobCrate(
  client: CrucibleClient,
  jobId: number,
  file: string,
  signal?: AbortSignal,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<SavedCrate> {
  const answer = await client.download(`api/workflow_job/ro_crate/${jobId}`, signal ? { signal } : {});
  const status = answer.status;
  if (status !== 200 || !String(answer.headers["content-type"] ?? "").startsWith("application/zip"))
    throw await answerError(answer, status);
  const partial = `${file}.part`;
  const hash = createHash("sha256");
  let size = 0;
  try {
    await pipeline(
      answer.stream(),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) {
            done(new CliError("DBFileTooLarge", `the crate of job ${jobId} is over ${maxBytes} bytes`));
            return;
          }
          hash.update(chunk);
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

/** Uploads a crate (multipart, the contract's field) and answers the template made from it. */
export async function importCrate(client: CrucibleClient, file: string): Promise<CrateImportAnswer> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new CliError("CliNotFound", `${file}: no such file`);
  if (info.size > crateImportLimits.zipBytes)
    throw new CliError("DBFileTooLarge", `${file} is over ${crateImportLimits.zipBytes} bytes`);
  const form = new FormData();
  const call = restCalls.templateCrateImport;
  form.append(
    call.field,
    new Blob([new Uint8Array(await readFile(file))], { type: "application/zip" }),
    "crate.zip",
  );
  // The form's bytes and content type (with its boundary), as fetch would send them.
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.call(
    call,
    {},
    {
      raw: body,
      contentType: request.headers.get("content-type") ?? "multipart/form-data",
    },
  );
}

/** The name of a crate's metadata file, the first entry of every crate the gateway writes. */
export const crateMetadataName = "ro-crate-metadata.json";

export interface CrateMetadata {
  /** The JSON-LD text of ro-crate-metadata.json. */
  text: string;
  /** Its size in bytes (uncompressed). */
  size: number;
}

/**
 * The ro-crate-metadata.json of a crate zip on disk, read with yauzl: the zip's paths checked
 * (strictFileNames), at most `maxBytes` of metadata (DBFileTooLarge past its declared size), its bytes
 * cut off the moment they pass the declared size (validateEntrySizes, and counted here) and its CRC-32
 * checked. A zip that is not a crate's answers CliBadAnswer, naming `what`.
 */
export async function readCrateMetadata(file: string, maxBytes: number, what = file): Promise<CrateMetadata> {
  const bad = (why: string) => new CliError("CliBadAnswer", `${what}: ${why}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      strictFileNames: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch (error) {
    throw bad(`not a zip (${(error as Error).message})`);
  }
  try {
    let entry: yauzl.Entry | null = null;
    try {
      for await (const each of zip.eachEntry()) {
        if (each.fileName === crateMetadataName) {
          entry = each;
          break;
        }
      }
    } catch (error) {
      throw bad((error as Error).message);
    }
    if (!entry) throw bad(`no ${crateMetadataName}`);
    const size = entry.uncompressedSize;
    if (size > maxBytes)
      throw new CliError("DBFileTooLarge", `${crateMetadataName} is ${size} bytes (over ${maxBytes})`);
    if (!entry.canDecodeFileData())
      throw bad(`${crateMetadataName}: encrypted, or compression ${entry.compressionMethod}`);
    const bytes = Buffer.alloc(size);
    let have = 0;
    let crc = 0;
    try {
      // Leaving the loop (a throw) destroys the stream: nothing more is inflated.
      for await (const part of await zip.openReadStreamPromise(entry)) {
        const chunk = part as Buffer;
        if (have + chunk.length > size) throw new Error("more bytes than its declared size");
        chunk.copy(bytes, have);
        have += chunk.length;
        crc = crc32(chunk, crc);
      }
    } catch (error) {
      throw bad(`${crateMetadataName}: ${(error as Error).message}`);
    }
    if (have !== size) throw bad(`${crateMetadataName} is not ${size} bytes`);
    if (crc !== entry.crc32) throw bad(`${crateMetadataName}: CRC mismatch`);
    return { text: bytes.toString("utf8"), size };
  } finally {
    zip.close();
  }
}

/**
 * The ro-crate-metadata.json of a job's crate: the crate downloaded into a temporary folder (at most
 * `maxZipBytes`, DBFileTooLarge past that: a zip is read from its end), read by readCrateMetadata (at
 * most `maxBytes` of metadata), then removed. Another user's job is refused like a missing one.
 */
export async function readJobCrateMetadata(
  client: CrucibleClient,
  jobId: number,
  maxBytes: number,
  maxZipBytes: number = crateImportLimits.zipBytes,
): Promise<CrateMetadata> {
  const folder = await mkdtemp(path.join(tmpdir(), "crucible-crate-"));
  const file = path.join(folder, "crate.zip");
  try {
    await downloadJobCrate(client, jobId, file, undefined, maxZipBytes);
    return await readCrateMetadata(file, maxBytes, `the crate of job ${jobId}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
