/** Serving stored files: inline with HTTP Range, as downloads, and as streamed zip archives. */
import formatDisposition from "content-disposition";
import type { FastifyReply, FastifyRequest } from "fastify";
import rangeParser from "range-parser";
import yazl from "yazl";
import { z } from "zod";
import type { Ctx } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { extensionOf, inlineMimeOf } from "../domain/files/mime.js";

export interface ServedFile {
  name: string;
  folder: string;
  size: number;
  sha256: string;
}

/**
 * A header-safe file name (the content-disposition package): the name quoted when it is plain ASCII,
 * else an ASCII fallback (other characters, quotes, backslashes and semicolons as "_") beside the
 * RFC 5987 UTF-8 form.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_") || "file";
  return formatDisposition(name || "file", { type: kind, fallback: ascii });
}

/** One molfile as a file of its own (read_result_molecule_file, sdf_molfile), named `name`. */
export function sendMolfile(reply: FastifyReply, name: string, mol: string): FastifyReply {
  return reply
    .header("content-type", "chemical/x-mdl-molfile; charset=utf-8")
    .header("content-disposition", contentDisposition("inline", name))
    .header("x-content-type-options", "nosniff")
    .send(mol);
}

/**
 * One `bytes=` range (the range-parser package); null for none, for another unit, for several ranges
 * (the whole file answers) and for a malformed header, "unsatisfiable" when it cannot be served.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "unsatisfiable" {
  // An empty file has no byte to range over: the whole (empty) file answers 200, as static servers do,
  // so a log viewer that always sends Range reads an empty stderr instead of an error.
  if (!header || size === 0) return null;
  // A suffix longer than the file is the whole file (RFC 9110 14.1.1), as the log viewer's
  // `bytes=-<preview>` of a short log asks; range-parser calls it unsatisfiable, so it gets the size.
  const suffix = /^\s*bytes=\s*-(\d+)\s*$/.exec(header);
  const ranges = rangeParser(size, suffix && Number(suffix[1]) > size ? `bytes=-${size}` : header);
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/** Streams a file inline (honouring Range) or as an attachment. */
export function sendFile(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  disposition: "inline" | "attachment",
): FastifyReply {
  // Stored bytes go out as stored: HTTP compression (@fastify/compress honours this request header)
  // would change the length and the byte offsets a Range names.
  request.headers["x-no-compression"] = "stored file";
  reply
    .header("accept-ranges", "bytes")
    .header("content-disposition", contentDisposition(disposition, file.name))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, no-cache")
    .header("etag", `"${file.sha256}"`)
    .type(disposition === "inline" ? inlineMimeOf(file.name) : "application/octet-stream");
  const range = parseRange(request.headers.range, file.size);
  if (range === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${file.size}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", String(range.end - range.start + 1))
      .send(ctx.blobs.read(file.sha256, range));
  }
  return reply.header("content-length", String(file.size)).send(ctx.blobs.read(file.sha256));
}

const storedExtensions = new Set([
  "zip",
  "gz",
  "tar.gz",
  "bz2",
  "tar.bz2",
  "7z",
  "rar",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "pdf",
  "docx",
  "xlsx",
]);

/**
 * Zip entry names: folder parts and name, never absolute or climbing (zip-slip), never repeated. A
 * slash inside the name is not a folder: it becomes "_" like backslashes, colons and control characters.
 */
export function zipEntryNames(files: readonly ServedFile[]): string[] {
  const used = new Set<string>();
  return files.map((file) => {
    const parts = [...file.folder.split("/"), file.name.replace(/\//g, "_")]
      // eslint-disable-next-line no-control-regex
      .map((p) => p.replace(/[\\:\u0000-\u001f]/g, "_"))
      .filter((p) => p !== "" && p !== "." && p !== "..");
    let name = parts.join("/") || "file";
    for (let n = 1; used.has(name); n++) {
      const dot = name.lastIndexOf(".");
      name =
        dot > name.lastIndexOf("/") + 1 ? `${name.slice(0, dot)}_${n}${name.slice(dot)}` : `${name}_${n}`;
    }
    used.add(name);
    return name;
  });
}

/**
 * Streams a zip of the files without holding it in memory. Each entry's read stream is opened only
 * when yazl reaches it (addReadStreamLazy), so a zip of many files holds one file open at a time.
 */
export function sendZip(
  ctx: Ctx,
  reply: FastifyReply,
  files: readonly ServedFile[],
  archiveName: string,
): FastifyReply {
  if (files.length === 0) throw new AppError("ServerInvalidParameter", "no files");
  const zip = new yazl.ZipFile();
  const names = zipEntryNames(files);
  files.forEach((file, i) => {
    zip.addReadStreamLazy(
      names[i]!,
      { size: file.size, compress: !storedExtensions.has(extensionOf(file.name)), mtime: new Date() },
      (cb) => cb(null, ctx.blobs.read(file.sha256)),
    );
  });
  zip.end();
  return reply
    .header("content-disposition", contentDisposition("attachment", archiveName))
    .header("x-content-type-options", "nosniff")
    .type("application/zip")
    .send(zip.outputStream);
}

/** `:ids` of zip_download: comma-separated positive integers, at most 1000. */
export const idList = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15}){0,999}$/, "ids must be comma-separated ids")
  .transform((text) => text.split(",").map(Number))
  .refine((ids) => ids.every((id) => id > 0), "ids must be positive");

/** Path parameters of `.../zip_download/:ids`. */
export const idListParams = z.object({ ids: idList });
