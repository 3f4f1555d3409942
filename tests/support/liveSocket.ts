/**
 * A raw graphql-transport-ws socket as a page of the gateway opens it (its Origin, the user's cookie or
 * an API token in connection_init), answering each subscribe message's first answer: the tests of the
 * subscription limits on one gateway and over the fleet.
 */
import { createClient, type Client as SocketClient, type FormattedExecutionResult } from "graphql-ws";
import WebSocket from "ws";
import type { Client } from "./http.js";

export interface Closed {
  code: number;
  reason: string;
}

export interface RefusedError {
  extensions?: { code?: string; value?: unknown };
}

/** The first answer to a subscribe message: its first result, or the catalogue Types it was refused with. */
export type FirstAnswer = { data: unknown } | { refused: string[]; values: unknown[] };

export interface LiveSocket {
  readonly ws: WebSocket;
  /** Resolves when the socket closes, with the server's code and reason. */
  readonly closed: Promise<Closed>;
  /** true once the server acknowledged connection_init; false when it closed the socket first. */
  readonly acked: Promise<boolean>;
  /** Sends a subscribe message; resolves with its first answer (or rejects when the socket closes). */
  subscribe(id: string, query: string, variables?: Record<string, unknown>): Promise<FirstAnswer>;
  /** Sends a subscribe message without waiting for anything. */
  send(id: string, query: string, variables?: Record<string, unknown>): void;
  complete(id: string): void;
  /** The first answers so far, by id. */
  readonly answers: Map<string, FirstAnswer>;
}

export function cookieOf(client: Client): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A socket with the headers a page of this gateway would send; `params` go in connection_init. */
export function connectSocket(
  base: string,
  options: { cookie?: string; params?: Record<string, unknown> } = {},
): LiveSocket {
  const headers: Record<string, string> = { origin: base };
  if (options.cookie) headers.cookie = options.cookie;
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers });
  const waiting = new Map<string, { resolve(answer: FirstAnswer): void; reject(error: Error): void }>();
  const answers = new Map<string, FirstAnswer>();
  let ack: (value: boolean) => void = () => undefined;
  const acked = new Promise<boolean>((resolve) => (ack = resolve));
  const closed = new Promise<Closed>((resolve) => {
    ws.on("close", (code, reason) => {
      ack(false);
      for (const waiter of waiting.values()) waiter.reject(new Error(`closed with ${code}`));
      resolve({ code, reason: reason.toString("utf8") });
    });
  });
  ws.on("error", () => undefined);
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: options.params ?? {} })));
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as {
      type: string;
      id?: string;
      payload?: unknown;
    };
    if (message.type === "connection_ack") return ack(true);
    if (!message.id || answers.has(message.id)) return;
    // Refused in its resolver (a bad id, another user's job) comes as a result with errors.
    const result = message.payload as { data?: unknown; errors?: RefusedError[] };
    const errors = message.type === "error" ? (message.payload as RefusedError[]) : result.errors;
    let answer: FirstAnswer;
    if (errors?.length)
      answer = {
        refused: errors.map((e) => String(e.extensions?.code)),
        values: errors.map((e) => e.extensions?.value),
      };
    else if (message.type === "next") answer = { data: result.data };
    else answer = { refused: [message.type], values: [] };
    answers.set(message.id, answer);
    waiting.get(message.id)?.resolve(answer);
    waiting.delete(message.id);
  });
  const send = (id: string, query: string, variables: Record<string, unknown> = {}) =>
    ws.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
  const socket: LiveSocket = {
    ws,
    closed,
    acked,
    answers,
    send,
    subscribe(id, query, variables) {
      return new Promise<FirstAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send(id, query, variables);
      });
    },
    complete(id) {
      ws.send(JSON.stringify({ id, type: "complete" }));
    },
  };
  return socket;
}

/**
 * A graphql-ws client on `base` with the headers a browser page of `origin` (default: `base`) sends,
 * the cookie given, and `params` in connection_init (an API token, say).
 */
export function graphqlSocket(
  base: string,
  options: { cookie?: string; origin?: string; params?: Record<string, unknown> } = {},
): SocketClient {
  const headers: Record<string, string> = { origin: options.origin ?? base };
  if (options.cookie) headers.cookie = options.cookie;
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${base.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    ...(options.params ? { connectionParams: options.params } : {}),
  });
}

/** The data of each result `next` reads until `done` holds for one (that one included); errors throw. */
export async function readUntil<T>(
  next: () => Promise<FormattedExecutionResult<T, unknown>>,
  done: (data: T) => boolean,
): Promise<T[]> {
  const seen: T[] = [];
  for (;;) {
    const result = await next();
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
    seen.push(result.data!);
    if (done(result.data!)) return seen;
  }
}

export interface Feed<T> {
  /** The next result (errors included); throws when the subscription ended or the socket closed. */
  next(): Promise<FormattedExecutionResult<T, unknown>>;
  /** The data of each result until `done` holds for one (that one included); errors throw. */
  until(done: (data: T) => boolean): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * A subscription read in order. Written over `subscribe` rather than graphql-ws's `iterate`, whose
 * iterator never wakes for an error that came while nobody was waiting for the next result.
 */
export function feed<T>(
  client: SocketClient,
  query: string,
  variables: Record<string, unknown> = {},
): Feed<T> {
  type Item = { result: FormattedExecutionResult<T, unknown> } | { error: unknown } | { done: true };
  const items: Item[] = [];
  let wake: (() => void) | null = null;
  const push = (item: Item) => {
    items.push(item);
    wake?.();
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => push({ result }),
      error: (error) => push({ error }),
      complete: () => push({ done: true }),
    },
  );
  const next = async () => {
    while (items.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const item = items[0]!;
    if ("result" in item) {
      items.shift();
      return item.result;
    }
    if ("error" in item) throw item.error;
    throw new Error("the subscription ended");
  };
  return {
    next,
    until: (done) => readUntil(next, done),
    async stop() {
      dispose();
    },
  };
}
