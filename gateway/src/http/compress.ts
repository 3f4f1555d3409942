/**
 * HTTP compression of the answers built in memory (REST envelopes, GraphQL answers): one call of
 * zlib's brotli or gzip on the whole answer, with brotli's window fitted to the answer; on the
 * gateway's thread up to syncMaxBytes (a hop to libuv's thread pool costs more than compressing 20 KB),
 * in the pool above. @fastify/compress pipes every answer through a compression stream: a list of 50
 * users (18 KB) then served 223 answers a second against 433 in one call on the thread (issue 24 item
 * 7, bench section a). Streams (the rare streamed answer) are still compressed by @fastify/compress,
 * which leaves an answer alone once it carries a Content-Encoding.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type ContentEncoding = "br" | "gzip";

/**
 * The encoding an Accept-Encoding header prefers among br and gzip (RFC 9110 §12.5.3: q-values, `*`,
 * `x-gzip`); brotli on a tie. Null when the client takes neither (no header, identity only, q=0).
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Math.min(1, Number(match[1]) || 0);
    }
    weights.set(token === "x-gzip" ? "gzip" : token, q);
  }
  const any = weights.get("*");
  const br = weights.get("br") ?? any ?? 0;
  const gz = weights.get("gzip") ?? any ?? 0;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? "br" : "gzip";
}

const compressibleType = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript))/i;

/** Brotli's window: the smallest power of two that holds the answer (10..22 bits). */
function brotliWindow(length: number): number {
  return Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 1))));
}

/** Answers up to this size are compressed on the gateway's thread (about 1 ms at brotli quality 4). */
export const syncMaxBytes = 128 * 1024;

/**
 * Answers above this are compressed at the fastest levels (brotli quality 1, gzip level 1). A 1.4 MB
 * SDF record's answer took 81 ms of CPU at brotli 4 and 35 ms at gzip 6, against 9 and 12 ms at the
 * fastest levels for 2.5x and 1.1x the bytes (issue 23: a user reading huge records in a loop made the
 * gateway's CPU compress them while other users' molecules waited for it).
 */
export const fastMinBytes = 256 * 1024;

/**
 * Compresses one answer for this encoding: brotli at quality 4 and gzip at zlib's default level, or
 * both at their fastest above fastMinBytes.
 */
export async function compressAnswer(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const small = bytes.length <= syncMaxBytes;
  const fast = bytes.length > fastMinBytes;
  if (encoding === "gzip") {
    const options = { level: fast ? 1 : constants.Z_DEFAULT_COMPRESSION };
    return small ? gzipSync(bytes, options) : gzipped(bytes, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: fast ? 1 : 4,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
  return small ? brotliCompressSync(bytes, options) : brotli(bytes, options);
}

/**
 * Compresses the API's answers held in memory (/api and /graphql) of at least `threshold` bytes, of
 * a text or JSON type, unless the handler said the bytes go out as stored (x-no-compression).
 */
export function compressAnswers(app: FastifyInstance, threshold: number): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const route = request.routeOptions.url ?? "";
    if (route !== "/graphql" && !route.startsWith("/api/")) return payload;
    if (request.headers["x-no-compression"] !== undefined) return payload;
    const encoded = reply.getHeader("content-encoding");
    if (encoded !== undefined && encoded !== "identity") return payload;
    if (Buffer.byteLength(payload) < threshold) return payload;
    if (!compressibleType.test(String(reply.getHeader("content-type") ?? "application/json"))) return payload;
    const vary = reply.getHeader("vary");
    if (!vary || !/accept-encoding/i.test(String(vary)))
      reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const compressed = await compressAnswer(
      typeof payload === "string" ? Buffer.from(payload) : payload,
      encoding,
    );
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}
