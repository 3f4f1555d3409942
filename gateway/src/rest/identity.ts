/**
 * Institutional sign-in (issue 28 item 1): the OIDC redirect and callback and the LDAP sign-in of both
 * sides, and the providers a sign-in page offers. The providers themselves are the resource
 * /api/sys/identity_provider (Sys.Config).
 */
import { ssoErrorParam } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import { AppError } from "../domain/errors.js";
import { loginWithLdap } from "../domain/identity/ldap.js";
import { completeOidc, oidcCallbackPath, pendingSide, startOidc } from "../domain/identity/oidc.js";
import { publicIdentityProviders } from "../domain/identity/providers.js";
import { presentOutcome } from "./account.js";
import { bodyId, defineCall, idParams, type Call } from "./calls.js";

const sideQuery = z.object({ side: z.enum(["user", "sys"]).default("user") });

/** The web client's pages of a side: hash routes of the page at / (web/src/app/paths.ts). */
const stageOf = (side: Side) => (side === "user" ? "frontend" : "system");
const homePage = (side: Side) => `/#/${stageOf(side)}/home`;
const loginPage = (side: Side, type: string) =>
  `/#/${stageOf(side)}/login?${new URLSearchParams({ [ssoErrorParam]: type }).toString()}`;

/** Host names that are this machine: a request's own address is trusted only for them. */
const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * This gateway's OIDC callback address: under the configured public address (CRUCIBLE_PUBLIC_URL).
 * Never from the Host header (anyone sends any): without a public address, the request's own is used
 * only when it names this machine (development, tests), and otherwise there is none (null; the start
 * then refuses with SsoProviderFailed unless the provider's own setting names a redirect address).
 */
export function callbackUrl(publicUrl: string, request: FastifyRequest): string | null {
  if (publicUrl) return `${publicUrl}${oidcCallbackPath}`;
  if (!loopbackNames.has(request.hostname.toLowerCase())) return null;
  return `${request.protocol}://${request.host}${oidcCallbackPath}`;
}

/** A refusal met in the browser's flow goes back to the sign-in page, which shows it. */
async function redirectOnError(reply: FastifyReply, side: Side, work: () => Promise<string>) {
  try {
    return await reply.redirect(await work(), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The browser sees only the type: the operator's reason (an unreachable provider, no callback address) goes to the log.
    if (error.type === "SsoProviderFailed") reply.log.warn({ reason: error.value }, "OIDC sign-in refused");
    return reply.redirect(loginPage(side, error.type), 303);
  }
}

const ldapBody = z.object({
  ProviderId: bodyId,
  Account: z.string().max(1000).default(""),
  Password: z.string().max(1000).default(""),
});

function ldapCall(side: Side): Call {
  const base = side === "user" ? "/api/user" : "/api/sys/user";
  return defineCall({
    path: `${base}/login_by_ldap`,
    guard: { public: true },
    body: ldapBody,
    run: ({ ctx, body }) =>
      loginWithLdap(ctx, side, {
        providerId: body.ProviderId,
        account: body.Account,
        password: body.Password,
      }),
    present: presentOutcome,
  });
}

export const identityCalls: Call[] = [
  defineCall({
    path: "/api/sso/providers",
    methods: ["GET"],
    guard: { public: true },
    query: sideQuery,
    run: async ({ ctx, query }) =>
      (await publicIdentityProviders(ctx, query.side)).map((row) => ({
        Id: row.id,
        Kind: row.kind,
        Name: row.name,
      })),
  }),
  // A link on the sign-in page: the browser goes to the provider (303), back to the callback.
  defineCall({
    path: "/api/sso/oidc/start/:id",
    methods: ["GET"],
    guard: { public: true },
    params: idParams,
    query: sideQuery,
    run: ({ ctx, params, query, request, reply }) =>
      redirectOnError(
        reply,
        query.side,
        async () =>
          (await startOidc(ctx, params.id, query.side, callbackUrl(ctx.config.publicUrl, request))).href,
      ),
  }),
  defineCall({
    path: oidcCallbackPath,
    methods: ["GET"],
    guard: { public: true },
    query: z.record(z.string(), z.string().max(4000)),
    run: async ({ ctx, query, reply }) => {
      const params = new URLSearchParams(query);
      const side = (await pendingSide(ctx, params.get("state"))) ?? "user";
      return redirectOnError(reply, side, async () => homePage((await completeOidc(ctx, params)).side));
    },
  }),
  ldapCall("user"),
  ldapCall("sys"),
];
