/**
 * The errors of the client core: an answer's error (the catalogue's Type, Value and Meta of spec §8,
 * with the HTTP status when there was one) and an answer that is not the platform's. Each client makes
 * its own subclass of ApiError (the CLI's CliError, the web's RestError) through ErrorMakers, so the
 * core throws the caller's own class and the caller's `instanceof` checks keep working.
 */

/** What an error answer says: the envelope's Error, or a GraphQL error's extensions. */
export interface ErrorFields {
  readonly type: string;
  readonly value: string | null;
  readonly meta: Record<string, unknown> | null;
  /** The HTTP status of the answer. */
  readonly status: number | null;
}

export interface ApiErrorOptions {
  readonly meta?: Record<string, unknown> | null | undefined;
  readonly status?: number | null | undefined;
  readonly cause?: unknown;
}

/** An error the platform answered (or a client's own Type, for a subclass): Type, Value, Meta, status. */
export class ApiError extends Error {
  readonly type: string;
  readonly value: string | null;
  readonly meta: Record<string, unknown> | null;
  /** The HTTP status of the answer, when there was one. */
  readonly status: number | null;

  constructor(type: string, value: string | null = null, options: ApiErrorOptions = {}) {
    super(value ? `${type}: ${value}` : type, { cause: options.cause });
    this.name = "ApiError";
    this.type = type;
    this.value = value;
    this.meta = options.meta ?? null;
    this.status = options.status ?? null;
  }
}

/**
 * Why an answer is not the platform's: no JSON, JSON without the `{Error, Data}` envelope, no GraphQL
 * answer, GraphQL without data, or chunks all answered without the finished upload.
 */
export type BadAnswerReason = "notJson" | "notEnvelope" | "notGraphql" | "noData" | "uploadUnfinished";

function badAnswerMessage(reason: BadAnswerReason, status: number | null): string {
  const answer = `the answer (HTTP ${status ?? "?"})`;
  switch (reason) {
    case "notJson":
      return `${answer} is not JSON`;
    case "notEnvelope":
      return `${answer} has no {Error, Data} envelope`;
    case "notGraphql":
      return `${answer} is not a GraphQL answer`;
    case "noData":
      return `${answer} is a GraphQL answer without data`;
    case "uploadUnfinished":
      return "the upload ended without its file";
  }
}

/** An answer that is not the platform's (a proxy's error page, another server). */
export class BadAnswerError extends Error {
  readonly reason: BadAnswerReason;
  readonly status: number | null;

  constructor(reason: BadAnswerReason, status: number | null) {
    super(badAnswerMessage(reason, status));
    this.name = "BadAnswerError";
    this.reason = reason;
    this.status = status;
  }
}

/** How a client turns what went wrong into its own errors. */
export interface ErrorMakers {
  /** An error answer (an envelope's Error, a GraphQL error). */
  api(fields: ErrorFields): ApiError;
  /** An answer that is not the platform's. */
  badAnswer(reason: BadAnswerReason, status: number | null): Error;
}

/** ApiError and BadAnswerError themselves. */
export const coreErrors: ErrorMakers = {
  api: (fields) => new ApiError(fields.type, fields.value, { meta: fields.meta, status: fields.status }),
  badAnswer: (reason, status) => new BadAnswerError(reason, status),
};
