import { errorStatus, type ErrorType } from "@crucible/schema";
import type { z } from "zod";

/** The one error class: a Type from the catalogue, serialised to the REST envelope and GraphQL. */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly meta: Record<string, unknown> | null;
  readonly value: string | null;

  constructor(type: ErrorType, value?: string | null, meta?: Record<string, unknown> | null) {
    super(value ? `${type}: ${value}` : type);
    this.name = "AppError";
    this.type = type;
    this.value = value ?? null;
    this.meta = meta ?? null;
  }

  get status(): number {
    return errorStatus(this.type);
  }
}

export function invalid(value: string): AppError {
  return new AppError("ServerInvalidParameter", value);
}

export function notFound(what = ""): AppError {
  return new AppError("DBDataNotExist", what || null);
}

/** Parses input with a zod schema; the first issue becomes ServerInvalidParameter ("Field: message"). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, where = "body"): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join(".") || where;
  throw invalid(issue && issue.code !== "invalid_type" ? `${field}: ${issue.message}` : field);
}
