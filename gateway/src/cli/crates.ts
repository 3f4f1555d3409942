/**
 * Provenance crates from the command line (docs/provenance.md): `job crate <id>` downloads a job's
 * Workflow Run RO-Crate, `flow import-crate <file>` makes a template of the caller's from one.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile, rename, rm, stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crateImportLimits } from "@crucible/schema";
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
