import { existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../domain/errors.js";
import { sendError, toAppError } from "./envelope.js";

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

function sameOrigin(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
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

  // An empty JSON body is {} (count and query take an optional body).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError("ServerInvalidParameter", "the body is not valid JSON"), undefined);
    }
  });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 64 * 1024 * 1024, files: 1, fields: 20 } });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    // The matched route, not the raw URL: "/%61pi/..." routes to /api/... too.
    if (request.method !== "POST" || !(request.routeOptions.url ?? "").startsWith("/api/")) return;
    // Cross-site POSTs with the user's cookies are refused: a foreign Origin, or a form-like
    // content type (which a browser sends cross-site without a preflight) without our header.
    const origin = request.headers.origin;
    if (origin && !sameOrigin(origin, request.headers.host, config.allowedOrigins)) {
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
      setHeaders(res, filePath) {
        if (filePath.endsWith(".html")) {
          res.setHeader("content-security-policy", contentSecurityPolicy);
          res.setHeader("cache-control", "no-cache");
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  } else {
    app.get("/", async (_request, reply) =>
      reply
        .type("text/plain")
        .send("The web client is not built: run `npm run build` (npm start does it for you)."),
    );
  }
  return app;
}
