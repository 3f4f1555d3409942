/**
 * The transport the core sends its requests over, injected by each client: the CLI's node:http(s)
 * (kept-alive connections, its timeouts, its network errors), the web's fetch (CSRF header, progress
 * bar, toasts) or XMLHttpRequest (upload progress). The core builds the request and reads the answer's
 * text; the transport moves the bytes and throws its own error when no answer came.
 */

export type HttpMethod = "GET" | "POST";

/** One request. `Raw` is the caller's own kind of body (a Buffer, a Blob, a FormData). */
export interface TransportRequest<Raw = never> {
  readonly method: HttpMethod;
  /** From the server's root, with the query: `/api/...?UploadId=1&Index=0`, `/graphql`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, the caller's raw body, or none. */
  readonly body: string | Raw | null;
}

/** An answer: its HTTP status and its body as text. */
export interface TransportAnswer {
  readonly status: number;
  readonly text: string;
}

/**
 * Sends one request and answers the status and the text of whatever came back (any status); throws
 * only when no answer came (the network, an abort).
 */
export type Transport<Raw = never> = (request: TransportRequest<Raw>) => Promise<TransportAnswer>;

/** What the core reads of an AbortSignal (the DOM's and Node's both fit). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** A path with query parameters appended (names and values URI-encoded). */
export function withQuery(path: string, query?: Readonly<Record<string, string | number>>): string {
  const pairs = Object.entries(query ?? {}).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
  );
  if (pairs.length === 0) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${pairs.join("&")}`;
}
