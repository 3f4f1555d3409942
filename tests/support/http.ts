/** A small HTTP client for the tests: real fetch over loopback, one cookie jar per client (one side of a browser). */

export interface EnvelopeError {
  Meta: Record<string, unknown> | null;
  Type: string;
  Value: string | null;
}

export interface Envelope<T> {
  Error: EnvelopeError | null;
  Data: T;
}

export interface RestResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface GqlError {
  message: string;
  path?: (string | number)[];
  locations?: unknown;
  extensions?: { code?: string; value?: unknown; meta?: unknown; [key: string]: unknown };
}

export interface GqlResult<T> {
  status: number;
  body: { data?: T | null; errors?: GqlError[] };
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A raw body (string, bytes or multipart form); the JSON body argument is ignored then. */
  raw?: string | FormData | Uint8Array;
}

export class Client {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** A client with the same base URL and a copy of this one's cookies (a second tab). */
  clone(): Client {
    const copy = new Client(this.baseUrl);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    copy.bearer = this.bearer;
    return copy;
  }

  /** The same cookies and bearer token against another base URL (another gateway of a fleet). */
  withBaseUrl(baseUrl: string): Client {
    const copy = new Client(baseUrl);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    copy.bearer = this.bearer;
    return copy;
  }

  withBearer(token: string): Client {
    const client = new Client(this.baseUrl);
    client.bearer = token;
    return client;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = "", v = ""] = a.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(v) <= 0;
        if (key.toLowerCase() === "expires") return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends a request with this client's cookies or bearer token and keeps the cookies it sets. */
  async fetch(
    path: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.cookies.size > 0 && !("cookie" in headers)) headers.cookie = this.cookieHeader();
    if (this.bearer && !("authorization" in headers)) headers.authorization = `Bearer ${this.bearer}`;
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    this.remember(response.headers);
    return response;
  }

  /** POST /api/...: a JSON body (or none), answering the status and the parsed envelope. */
  async rest<T = unknown>(
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<RestResult<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let payload: string | FormData | Blob | undefined;
    // Bytes go as a Blob over a copy: fetch's types take only ArrayBuffer-backed views.
    if (options.raw instanceof Uint8Array) payload = new Blob([new Uint8Array(options.raw)]);
    else if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const response = await this.fetch(path, { method: "POST", headers, body: payload });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(
        `${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Like rest, but fails the test unless the envelope carries no error; answers Data. */
  async ok<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const result = await this.rest<T>(path, body, options);
    if (result.body.Error !== null || result.status !== 200) {
      throw new Error(`${path} failed: ${result.status} ${JSON.stringify(result.body.Error)}`);
    }
    return result.body.Data;
  }

  /** POST /graphql with the JSON content type. */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options: { headers?: Record<string, string> } = {},
  ): Promise<GqlResult<T>> {
    const response = await this.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(options.headers ?? {}) },
      body: JSON.stringify(variables ? { query, variables } : { query }),
    });
    const text = await response.text();
    let body: GqlResult<T>["body"];
    try {
      body = JSON.parse(text) as GqlResult<T>["body"];
    } catch {
      body = {};
    }
    return { status: response.status, body, text, headers: response.headers };
  }

  /** GraphQL data, failing the test when the answer carries errors. */
  async gqlData<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.body.errors?.length || !result.body.data) {
      throw new Error(`GraphQL failed: ${result.status} ${JSON.stringify(result.body.errors)}`);
    }
    return result.body.data;
  }
}

/** The catalogue Type of the first GraphQL error (extensions.code). */
export function gqlCode(result: GqlResult<unknown>): string | undefined {
  return result.body.errors?.[0]?.extensions?.code;
}
