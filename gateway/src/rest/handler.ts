/** Reading a multipart upload, bounded (the declared calls' `upload`, and calls that read it late). */
import type { FastifyRequest } from "fastify";
import { AppError, invalid } from "../domain/errors.js";

/** Reads one uploaded file of a multipart request (at most `maxBytes`), with its form fields. */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<{ name: string; bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid("multipart/form-data expected");
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096 },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError("DBFileTooLarge");
      if (part.fieldname === fileField) file = { name: part.filename.slice(0, 255), bytes };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw invalid(`${fileField} is required`);
  if (file.bytes.length === 0) throw new AppError("DBFileInvalid", file.name);
  return { ...file, fields };
}
