import { errorStatus, type ErrorType } from "@crucible/schema";
import type { FastifyReply } from "fastify";
import { AppError } from "../domain/errors.js";

export interface Envelope {
  Error: { Meta: Record<string, unknown> | null; Type: ErrorType; Value: string | null } | null;
  Data: unknown;
}

export function ok(data: unknown): Envelope {
  return { Error: null, Data: data ?? null };
}

export function failure(error: AppError): Envelope {
  return { Error: { Meta: error.meta, Type: error.type, Value: error.value }, Data: null };
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(errorStatus(error.type)).type("application/json").send(failure(error));
}

interface FastifyErrorShape {
  code?: string;
  statusCode?: number;
  validation?: unknown;
}

function postgresCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    // Drizzle wraps the driver's error in `cause`; GraphQL wraps a resolver's in `originalError`.
    const wrapper = current as { cause?: unknown; originalError?: unknown };
    current = wrapper.cause ?? wrapper.originalError;
  }
  return null;
}

// Numeric out of range, datetime overflow, bad datetime format: a value the client sent that the
// database cannot hold. The query builders bound values first; this catches any path they miss.
const inputOverflowCodes: Readonly<Record<string, string>> = {
  "22003": "a number is out of range",
  "22008": "a date is out of range",
  "22007": "a date is not valid",
};

/** A PostgreSQL value-overflow error as ServerInvalidParameter; null for any other error. */
export function databaseInputError(error: unknown): AppError | null {
  const code = postgresCode(error);
  const value = code ? inputOverflowCodes[code] : undefined;
  return value ? new AppError("ServerInvalidParameter", value) : null;
}

/**
 * Any thrown value as an AppError: ours as they are; Fastify's own (parse, size, validation) mapped to
 * the catalogue; anything else becomes ServerInternalError (logged by the caller, never shown).
 */
export function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (error instanceof AppError) return { appError: error, unexpected: false };
  const shape = (typeof error === "object" && error !== null ? error : {}) as FastifyErrorShape;
  switch (shape.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
      return { appError: new AppError("ServerRequestBodyTooLarge"), unexpected: false };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { appError: new AppError("ServerRequestBodyNull"), unexpected: false };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { appError: new AppError("ServerInvalidParameter", "content type"), unexpected: false };
  }
  // A row still referenced by others (a foreign key) or a value taken (a unique key), from either driver.
  const pgCode = postgresCode(error);
  if (pgCode === "23503") return { appError: new AppError("DBDataHasChildren"), unexpected: false };
  if (pgCode === "23505") return { appError: new AppError("DBDuplicate"), unexpected: false };
  const overflow = databaseInputError(error);
  if (overflow) return { appError: overflow, unexpected: false };
  if (shape.validation || error instanceof SyntaxError || shape.statusCode === 400) {
    return { appError: new AppError("ServerInvalidParameter", "request body"), unexpected: false };
  }
  if (shape.statusCode === 413)
    return { appError: new AppError("ServerRequestBodyTooLarge"), unexpected: false };
  return { appError: new AppError("ServerInternalError"), unexpected: true };
}
