import type { Lang } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Side } from "../db/schema.js";
import type { Ctx, Services } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { normalizeIp } from "../domain/auth/policy.js";
import {
  lookupSessionCookies,
  resolveApiToken,
  sessionCookieName,
  type CookieActors,
} from "../domain/auth/sessions.js";

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
  let cookieActors: CookieActors = { user: null, sys: null, expiredSessions: new Set() };
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const actor = match?.[1] ? await resolveApiToken(services.db, match[1]) : null;
    // A bad token is an error, not an anonymous request: scripts must learn their token is wrong.
    if (!actor) throw new AppError("UserLoginServiceAuthTokenInvalid");
    cookieActors = { ...cookieActors, [actor.side]: actor };
  } else {
    cookieActors = await lookupSessionCookies(services.db, {
      user: request.cookies[sessionCookieName.user],
      sys: request.cookies[sessionCookieName.sys],
    });
  }
  const { user, sys, expiredSessions } = cookieActors;
  const secure = services.config.secureCookies;
  return {
    ...services,
    user,
    sys,
    expiredSessions,
    ip: normalizeIp(request.ip),
    userAgent: String(request.headers["user-agent"] ?? ""),
    requestId: String(request.id),
    lang: langOf(request),
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
