/**
 * A GET on a connection of its own whose answer is read into one reused 1 MiB buffer (the `onread`
 * option of node:net and node:tls), for downloads. node:http gives each read of the socket a new
 * 64 KiB buffer and a 'data' event: for a 256 MiB file, 4,096 of each, and garbage the collector
 * follows. Here the head and the body's framing (Content-Length, chunked, or up to the close) are read
 * by this file; nothing else of HTTP is spoken (the request says `Connection: close`; redirects are
 * not followed, as before).
 *
 * A body's bytes are lent to the reader: `read(onBytes)` hands each piece of the reused buffer over,
 * and the reader copies what it keeps before it returns.
 */
import { connect as netConnect, type OnReadOpts, type Socket } from "node:net";
import type { ConnectionOptions } from "node:tls";
import { Readable } from "node:stream";

/** An answer's headers, by lower-case name (a repeated header's values joined by ", "). */
export type AnswerHeaders = Readonly<Record<string, string | undefined>>;

export interface RawAnswer {
  readonly status: number;
  readonly headers: AnswerHeaders;
  /**
   * Reads the body to its end, lending each piece to `onBytes` (its memory is reused once it returns).
   * Rejects when the connection fails or ends before the body does (code ECONNRESET).
   */
  read(onBytes: (bytes: Buffer) => void): Promise<void>;
  /** The body as a stream of copies (for a pipeline). */
  stream(): Readable;
  /** The whole body, or its first `limit` bytes (the connection is closed there). */
  bytes(limit?: number): Promise<Buffer>;
  /** Closes the connection; an error given is what a read in progress rejects with. */
  destroy(error?: Error): void;
}

export interface RawGetOptions {
  headers: Readonly<Record<string, string>>;
  signal?: AbortSignal | undefined;
  /** The idle time allowed: first for the answer's head, then between two reads. */
  timeoutMs: number;
  /** TLS settings beside the server's name (another CA). */
  tls?: ConnectionOptions;
  /** Called with the error a timeout destroys the connection with. */
  timeoutError: (what: string) => Error;
}

const readBytes = 1024 * 1024;
/** The longest head (status line and headers) taken, as node:http's default. */
const headLimit = 16 * 1024;
/** A chunk's size line or a trailer line longer than this is no HTTP. */
const lineLimit = 4 * 1024;
const crlfcrlf = Buffer.from("\r\n\r\n");

/** An error a failed answer rejects with: networkError reads its code as the server's failure. */
function answerFailure(message: string, code = "ECONNRESET"): Error {
  return Object.assign(new Error(message), { code });
}

type Framing =
  | { kind: "length"; left: number }
  | { kind: "close" }
  | { kind: "chunked"; step: "size" | "data" | "crlf" | "trailer"; left: number; line: string };

/** The status and headers of a head (the text before its blank line), or an error. */
function parseHead(text: string): { status: number; headers: Record<string, string> } {
  const lines = text.split("\r\n");
  const statusLine = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(lines[0] ?? "");
  if (!statusLine) throw answerFailure("the answer is not HTTP/1.1", "HPE_INVALID_CONSTANT");
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw answerFailure("the answer has a malformed header", "HPE_INVALID_HEADER_TOKEN");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status: Number(statusLine[1]), headers };
}

function framingOf(status: number, headers: Record<string, string>): Framing {
  if (status === 204 || status === 304) return { kind: "length", left: 0 };
  const encoding = headers["transfer-encoding"];
  if (encoding !== undefined) {
    if (!/(?:^|,)\s*chunked\s*$/i.test(encoding))
      throw answerFailure(
        `the answer's transfer encoding ${encoding} is not chunked`,
        "HPE_INVALID_TRANSFER_ENCODING",
      );
    return { kind: "chunked", step: "size", left: 0, line: "" };
  }
  const length = headers["content-length"];
  if (length === undefined) return { kind: "close" };
  if (!/^\d+$/.test(length))
    throw answerFailure("the answer's length is malformed", "HPE_INVALID_CONTENT_LENGTH");
  return { kind: "length", left: Number(length) };
}

/**
 * Sends a GET for `target` and answers once the answer's head is read (any status). Before that, a
 * failure to connect, a timeout or the signal rejects; afterwards the answer's reads report them.
 */
export async function rawGet(target: URL, options: RawGetOptions): Promise<RawAnswer> {
  const secure = target.protocol === "https:";
  if (!secure && target.protocol !== "http:")
    throw answerFailure(`${target.protocol} is not HTTP`, "ERR_INVALID_PROTOCOL");
  // TLS is loaded only for https.
  const tls = secure ? await import("node:tls") : null;
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(target.port || (secure ? 443 : 80));
  const request = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  if (/[\r\n]/.test(Object.values(options.headers).join("")))
    throw new Error("a request header holds a line break");

  return new Promise<RawAnswer>((resolve, reject) => {
    const buffer = Buffer.allocUnsafe(readBytes);
    let head: Buffer = Buffer.alloc(0);
    let answer: { status: number; headers: Record<string, string> } | null = null;
    let framing: Framing | null = null;
    let ended = false;
    let failure: Error | null = null;
    // Until read() names a reader, body bytes are copied here and the socket paused.
    const early: Buffer[] = [];
    let reader: ((bytes: Buffer) => void) | null = null;
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;

    const finish = (error: Error | null) => {
      if (ended || failure) return;
      if (error) failure = error;
      else ended = true;
      if (!answer) {
        reject(error ?? answerFailure("the connection closed before an answer"));
      } else if (settle) {
        if (error) settle.reject(error);
        else settle.resolve();
        settle = null;
      }
      socket.destroy();
    };

    const give = (bytes: Buffer) => {
      if (bytes.length === 0) return;
      if (reader) reader(bytes);
      else early.push(Buffer.from(bytes));
    };

    /** Body bytes, through the answer's framing. */
    const body = (bytes: Buffer) => {
      const frame = framing!;
      if (frame.kind === "close") return give(bytes);
      if (frame.kind === "length") {
        const take = Math.min(frame.left, bytes.length);
        frame.left -= take;
        give(bytes.subarray(0, take));
        if (frame.left === 0) finish(null);
        return;
      }
      let at = 0;
      while (at < bytes.length && !ended && !failure) {
        if (frame.step === "data") {
          const take = Math.min(frame.left, bytes.length - at);
          give(bytes.subarray(at, at + take));
          frame.left -= take;
          at += take;
          if (frame.left === 0) frame.step = "crlf";
          continue;
        }
        const newline = bytes.indexOf(10, at);
        const end = newline === -1 ? bytes.length : newline + 1;
        frame.line += bytes.toString("latin1", at, end);
        at = end;
        if (frame.line.length > lineLimit)
          return finish(answerFailure("a chunk line is too long", "HPE_CHUNK_EXTENSIONS_OVERFLOW"));
        if (newline === -1) continue;
        const line = frame.line.replace(/\r?\n$/, "");
        frame.line = "";
        if (frame.step === "crlf") {
          if (line !== "")
            return finish(
              answerFailure("a chunk does not end where its size says", "HPE_INVALID_CHUNK_SIZE"),
            );
          frame.step = "size";
        } else if (frame.step === "size") {
          const size = /^([0-9a-fA-F]{1,13})\s*(?:;.*)?$/.exec(line);
          if (!size) return finish(answerFailure("a chunk's size is malformed", "HPE_INVALID_CHUNK_SIZE"));
          frame.left = parseInt(size[1]!, 16);
          frame.step = frame.left === 0 ? "trailer" : "data";
        } else if (line === "") {
          return finish(null);
        }
      }
    };

    /** What one read brought: the head until its blank line (a 1xx head is skipped), then the body. */
    const onRead = (count: number, bytes: Buffer) => {
      let rest = bytes.subarray(0, count);
      while (!answer && rest.length > 0 && !failure) {
        const seen = head.length;
        const joined = seen > 0 ? Buffer.concat([head, rest.subarray(0, headLimit)]) : rest;
        const blank = joined.indexOf(crlfcrlf);
        if ((blank === -1 ? joined.length : blank) > headLimit)
          return finish(answerFailure("the answer's head is too long", "HPE_HEADER_OVERFLOW"));
        if (blank === -1) {
          head = Buffer.from(joined);
          return;
        }
        let parsed;
        try {
          parsed = parseHead(joined.toString("latin1", 0, blank));
          // 100 Continue, 103 Early Hints (no framing): the answer's head comes next.
          const interim = parsed.status >= 100 && parsed.status < 200 && parsed.status !== 101;
          framing = interim ? null : framingOf(parsed.status, parsed.headers);
        } catch (error) {
          return finish(error as Error);
        }
        rest = rest.subarray(blank + 4 - seen);
        head = Buffer.alloc(0);
        if (framing === null) continue;
        answer = parsed;
        // Nothing is read on until a reader is named (the bytes already here wait as copies).
        if (!reader) socket.pause();
        resolve(made(parsed));
        if (framing.kind === "length" && framing.left === 0) finish(null);
      }
      if (answer && rest.length > 0 && !ended && !failure) body(rest);
    };

    const made = (parsed: { status: number; headers: Record<string, string> }): RawAnswer => {
      const read = (onBytes: (bytes: Buffer) => void) =>
        new Promise<void>((done, fail) => {
          if (reader) throw new Error("the answer's body is already being read");
          reader = onBytes;
          for (const bytes of early.splice(0)) onBytes(bytes);
          if (failure) return fail(failure);
          if (ended) return done();
          settle = { resolve: done, reject: fail };
          socket.resume();
        });
      return {
        status: parsed.status,
        headers: parsed.headers,
        read,
        stream() {
          const out = new Readable({
            read: () => socket.resume(),
            destroy: (error, callback) => {
              socket.destroy();
              callback(error);
            },
          });
          read((bytes) => {
            if (!out.push(Buffer.from(bytes))) socket.pause();
          }).then(
            () => out.push(null),
            (error: Error) => out.destroy(error),
          );
          return out;
        },
        async bytes(limit = Number.POSITIVE_INFINITY) {
          const parts: Buffer[] = [];
          let kept = 0;
          await read((bytes) => {
            const part = bytes.subarray(0, Math.min(bytes.length, limit - kept));
            parts.push(Buffer.from(part));
            kept += part.length;
            // Enough: the rest is not read.
            if (kept >= limit) finish(null);
          });
          return Buffer.concat(parts);
        },
        destroy: (error) => finish(error ?? answerFailure("the answer was closed", "ERR_STREAM_DESTROYED")),
      };
    };

    const onread: OnReadOpts = { buffer, callback: (count) => (onRead(count, buffer), true) };
    // node:tls takes onread as node:net does (since Node 15; its types do not say so).
    const tlsOptions: ConnectionOptions & { onread: OnReadOpts } = {
      host,
      port,
      servername: /^[\d.]+$|:/.test(host) ? undefined : host,
      onread,
      ...options.tls,
    };
    const socket: Socket = tls ? tls.connect(tlsOptions) : netConnect({ host, port, onread });
    socket.setNoDelay(true);
    socket.setTimeout(options.timeoutMs, () =>
      finish(options.timeoutError(answer ? "reading the answer" : "waiting for the answer")),
    );
    socket.once(secure ? "secureConnect" : "connect", () => socket.write(request));
    socket.on("error", (error) => finish(error));
    socket.on("end", () => {
      if (framing?.kind === "close") return finish(null);
      const left = framing?.kind === "length" ? ` (${framing.left} bytes short)` : "";
      finish(answerFailure(`the server closed the connection before the answer ended${left}`));
    });
    socket.on("close", () => finish(answerFailure("the connection closed before the answer ended")));
    const signal = options.signal;
    if (signal) {
      const abort = () =>
        finish(signal.reason instanceof Error ? signal.reason : answerFailure("aborted", "ABORT_ERR"));
      if (signal.aborted) abort();
      else {
        signal.addEventListener("abort", abort, { once: true });
        socket.once("close", () => signal.removeEventListener("abort", abort));
      }
    }
  });
}
