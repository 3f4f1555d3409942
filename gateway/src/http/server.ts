import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../domain/errors.js";
import { sendError, toAppError } from "./envelope.js";
import { compressAnswers } from "./compress.js";
import { drainOnClose } from "./drain.js";

/** JSON answers smaller than this go out as they are: compressing them saves too little. */
export const compressMinBytes = 1024;

/** The route @fastify/static serves the web client from (prefix "/" and its wildcard). */
const webFilesRoute = "/*";

/** The mobile site (spec §1): its page, web/mobile.html, answers every address under this path. */
export const mobileSitePath = "/m/";
const mobilePage = "mobile.html";
const mobileRoutes = new Set([webFilesRoute, mobileSitePath, `${mobileSitePath}*`]);

export interface ServerState {
  draining: boolean;
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // Embedded links of the map library "links" open https pages in a sandboxed frame.
  "frame-src 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    // Opaque origins (file:, data:, sandboxed frames) serialise as "null" and never match.
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Scheme, host and port of the Origin header against the request's own origin (its protocol, which
 * honours X-Forwarded-Proto behind a trusted proxy, and its Host header) or a configured extra origin.
 * Comparing the host alone let a page on another port or over plain http of the same host post.
 * The same rule guards cookie POSTs here and WebSocket upgrades (graphql/subscriptions.ts).
 */
export function sameOrigin(origin: string, request: FastifyRequest, allowed: readonly string[]): boolean {
  const sent = originOf(origin);
  if (sent === null) return false;
  if (allowed.some((entry) => originOf(entry) === sent)) return true;
  const host = request.headers.host;
  return host !== undefined && originOf(`${request.protocol}://${host}`) === sent;
}

/**
 * The gateway's own mobile site: /m/ and every deep address under it answer mobile.html through
 * @fastify/static (precompressed, with the same headers and security policy as index.html); its
 * screens are hash routes, so a deep address only has to give the page back. /m goes to /m/.
 */
function registerMobileSite(app: FastifyInstance): void {
  app.get(mobileSitePath.slice(0, -1), async (request, reply) => {
    const query = request.url.indexOf("?");
    return reply.redirect(`${mobileSitePath}${query === -1 ? "" : request.url.slice(query)}`, 302);
  });
  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile(mobilePage);
  app.get(mobileSitePath, sendPage);
  app.get(`${mobileSitePath}*`, sendPage);
}

/** The Fastify instance with the cross-cutting parts: body limits, errors, CSRF, headers, health, web. */
export async function createHttpServer(
  config: Config,
  state: ServerState,
  logger: FastifyServerOptions["logger"],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });

  drainOnClose(app);
  app.decorateRequest("rawBody", undefined);
  // An empty JSON body is {} (count and query take an optional body).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    // Payment notifications are verified against the bytes that were signed.
    if (request.routeOptions.config.notify) request.rawBody = text;
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError("ServerInvalidParameter", "the body is not valid JSON"), undefined);
    }
  });

  // Form posts: only payment notifications take them (Alipay's); other calls read JSON.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => {
      if (!request.routeOptions.config.notify) {
        return done(new AppError("ServerInvalidParameter", "the body must be JSON"), undefined);
      }
      const text = typeof body === "string" ? body : body.toString("utf8");
      request.rawBody = text;
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  // The web client's files (@fastify/static's one wildcard route below) come compressed from the
  // build or not at all (images, fonts, files under 1 KiB): never compressed per request, which would
  // also compress 206 answers whose Content-Range counts the uncompressed bytes.
  app.addHook("onRoute", (route) => {
    if (mobileRoutes.has(route.url)) route.compress = false;
  });
  // Before any route: the plugin hooks the routes added after it. What it compresses is in practice
  // the REST envelopes and GraphQL answers: the web client is excluded above and stored files go out
  // as stored (sendFile). Request bodies are never decompressed (a small gzip body could expand far
  // past the body limit).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: compressMinBytes,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Answers built in memory are compressed in one call before the plugin's streams see them.
  compressAnswers(app, compressMinBytes);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 64 * 1024 * 1024, files: 1, fields: 20 } });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    if (request.method !== "POST") return;
    // The matched route, not the raw URL: "/%61pi/..." routes to /api/... too.
    const route = request.routeOptions.url ?? "";
    const origin = request.headers.origin;
    // GraphQL takes no POST from a foreign Origin either, "null" included (a sandboxed frame: an
    // applet or a UI pack); Apollo's own CSRF prevention checks its content types.
    if (route === "/graphql" && origin && !sameOrigin(origin, request, config.allowedOrigins)) {
      const error = new AppError("ServerCsrfRejected");
      return reply
        .code(error.status)
        .send({ errors: [{ message: error.message, extensions: { code: error.type } }] });
    }
    if (!route.startsWith("/api/")) return;
    // A provider's notification carries no cookie that could be abused; its signature is checked.
    if (request.routeOptions.config.notify) return;
    // Cross-site POSTs with the user's cookies are refused: a foreign Origin, or a form-like
    // content type (which a browser sends cross-site without a preflight) without our header.
    if (origin && !sameOrigin(origin, request, config.allowedOrigins)) {
      return sendError(reply, new AppError("ServerCsrfRejected"));
    }
    const type = String(request.headers["content-type"] ?? "");
    const bearer = typeof request.headers.authorization === "string";
    if (
      !bearer &&
      type &&
      !type.startsWith("application/json") &&
      request.headers["x-crucible-csrf"] !== "1"
    ) {
      return sendError(reply, new AppError("ServerCsrfRejected"));
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const { appError, unexpected } = toAppError(error);
    if (unexpected) request.log.error({ err: error, requestId: request.id }, "unexpected error");
    return sendError(reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url.startsWith("/graphql")) {
      return sendError(reply, new AppError("DBDataNotExist", "no such call"));
    }
    return reply.code(404).type("text/plain").send("Not found");
  });

  app.get("/VERSION", async (_request, reply) =>
    reply.header("cache-control", "no-store").type("text/plain").send(config.version),
  );
  app.get("/healthz", async (_request, reply) => {
    if (state.draining) return reply.code(503).send({ status: "draining" });
    return reply.header("cache-control", "no-store").send({ status: "ok", version: config.version });
  });

  if (existsSync(path.join(config.webDist, "index.html"))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: "/",
      index: ["index.html"],
      // The build writes .br and .gz beside each file (web/vite.config.ts); they go to clients that
      // accept them, the plain file to the others.
      preCompressed: true,
      // Ours come from setHeaders: send's own "public, max-age=0" would be written over them.
      cacheControl: false,
      setHeaders(res, servedPath) {
        // With preCompressed the path is the one sent: index.html.br for index.html.
        const filePath = servedPath.replace(/\.(?:br|gz)$/, "");
        res.setHeader("vary", "Accept-Encoding");
        if (filePath.endsWith(".html")) {
          res.setHeader("content-security-policy", contentSecurityPolicy);
          res.setHeader("cache-control", "no-cache");
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // Vite names every file under assets/ by the hash of its content.
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.setHeader("cache-control", "no-cache");
        }
      },
    });
    if (existsSync(path.join(config.webDist, mobilePage))) registerMobileSite(app);
  } else {
    app.get("/", async (_request, reply) =>
      reply
        .type("text/plain")
        .send("The web client is not built: run `npm run build` (npm start does it for you)."),
    );
  }
  return app;
}
