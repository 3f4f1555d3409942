/**
 * A GraphQL operation over the same transport: a typed document (codegen's TypedDocumentString, or
 * anything whose text is the operation and whose `__apiType` carries its variables and answer) POSTed
 * to /graphql; its data, or its first error as the caller's error (extensions.code, value and meta).
 */
import { isRecord } from "./envelope.js";
import { coreErrors, type ErrorMakers } from "./errors.js";
import type { Transport } from "./transport.js";

/** A document typed by its answer and its variables (codegen's `TypedDocumentString` fits). */
export interface TypedDocument<Result, Variables> {
  toString(): string;
  /** Types only: never set. */
  readonly __apiType?: (variables: Variables) => Result;
}

interface GraphQLError {
  readonly message?: unknown;
  readonly extensions?: Record<string, unknown> | null;
}

export interface GraphQLOptions {
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly errors?: ErrorMakers | undefined;
}

/**
 * Runs one operation: answers its data; throws the first error (Type: extensions.code, else
 * ServerInternalError; Value: extensions.value, else the message; Meta: extensions.meta), or a bad
 * answer for a body that is no GraphQL answer or one without data.
 */
export async function graphql<Result, Variables, Raw = never>(
  transport: Transport<Raw>,
  document: TypedDocument<Result, Variables>,
  variables?: Variables,
  options: GraphQLOptions = {},
): Promise<Result> {
  const errors = options.errors ?? coreErrors;
  const answer = await transport({
    method: "POST",
    path: "/graphql",
    headers: { ...options.headers, "content-type": "application/json" },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw errors.badAnswer("notGraphql", answer.status);
  }
  if (!isRecord(parsed)) throw errors.badAnswer("notGraphql", answer.status);
  const first: unknown = Array.isArray(parsed.errors) ? parsed.errors[0] : undefined;
  if (isRecord(first)) {
    const { message, extensions } = first as GraphQLError;
    const code = extensions?.code;
    const value = extensions?.value;
    const meta = extensions?.meta;
    throw errors.api({
      type: typeof code === "string" ? code : "ServerInternalError",
      value: typeof value === "string" ? value : typeof message === "string" ? message : null,
      meta: isRecord(meta) ? meta : null,
      status: answer.status,
    });
  }
  if (parsed.data === undefined || parsed.data === null) throw errors.badAnswer("noData", answer.status);
  // The wire is untyped: data is what the document's type says the server answers.
  return parsed.data as Result;
}
