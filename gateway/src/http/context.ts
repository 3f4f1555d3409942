import { setMaxListeners } from "node:events";
import type { Lang } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Side } from "../db/schema.js";
import type { Ctx, Services } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { normalizeIp } from "../domain/auth/policy.js";
import { resolveCredentials, sessionCookieName } from "../domain/auth/sessions.js";

function langOf(request: FastifyRequest): Lang {
  const header = String(request.headers["accept-language"] ?? "");
  return /^zh/i.test(header) ? "zh" : "en";
}

/** Builds the request's Ctx: the session cookies of both sides, or an API token, resolved once. */
export async function buildCtx(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Ctx> {
  const authorization = request.headers.authorization;
  const cookieActors = await resolveCredentials(services, {
    // An empty header is no credential, as before: the session cookies are read.
    authorization: authorization || undefined,
    cookies: { user: request.cookies[sessionCookieName.user], sys: request.cookies[sessionCookieName.sys] },
  });
  // A bad token is an error, not an anonymous request: scripts must learn their token is wrong.
  if (cookieActors.badToken) throw new AppError("UserLoginServiceAuthTokenInvalid");
  const { user, sys, expiredSessions } = cookieActors;
  const secure = services.config.secureCookies;
  const gone = new AbortController();
  // Each SDF page of a GraphQL operation listens to it; the operation's cost limit bounds them.
  setMaxListeners(0, gone.signal);
  // The response closes either after it was sent or when the client's connection closed first.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return {
    ...services,
    user,
    sys,
    expiredSessions,
    ip: normalizeIp(request.ip),
    userAgent: String(request.headers["user-agent"] ?? ""),
    requestId: String(request.id),
    lang: langOf(request),
    signal: gone.signal,
    cookies: {
      set(side: Side, token: string, expiresAt: Date) {
        reply.setCookie(sessionCookieName[side], token, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure,
          expires: expiresAt,
        });
      },
      clear(side: Side) {
        reply.clearCookie(sessionCookieName[side], { path: "/" });
      },
    },
  };
}
