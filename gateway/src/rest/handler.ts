import type { FastifyReply, FastifyRequest } from "fastify";
import type { Ctx, Services } from "../domain/context.js";
import { AppError, invalid } from "../domain/errors.js";
import { buildCtx } from "../http/context.js";
import { ok } from "../http/envelope.js";

export type Handler = (ctx: Ctx, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Wraps a service call as a REST handler answering the {Error, Data} envelope. */
export function envelope(services: Services, handler: Handler) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = await buildCtx(services, request, reply);
    const data = await handler(ctx, request, reply);
    if (reply.sent) return reply;
    return reply.type("application/json").send(ok(data));
  };
}

/** A positive integer path parameter, or ServerInvalidParameter. */
export function idParam(request: FastifyRequest, name = "id"): number {
  const raw = (request.params as Record<string, string | undefined>)[name];
  if (!raw || !/^\d{1,15}$/.test(raw)) throw invalid(`${name} must be a positive integer`);
  const id = Number(raw);
  if (id <= 0) throw invalid(`${name} must be a positive integer`);
  return id;
}

/** The JSON body as an object (an empty body is {}). */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw invalid("the body must be a JSON object");
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string, required = true): string {
  const value = body[name];
  if (value === undefined || value === null || value === "") {
    if (required) throw invalid(`${name} is required`);
    return "";
  }
  if (typeof value !== "string") throw invalid(`${name} must be a string`);
  return value;
}

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
