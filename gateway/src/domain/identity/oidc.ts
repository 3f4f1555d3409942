/**
 * OpenID Connect sign-in (issue 28 item 1): authorization code with PKCE, state and nonce, with
 * openid-client. The state (hashed), the PKCE verifier and the nonce wait in the database for the
 * callback (any gateway of a fleet completes it), for ten minutes, and are used once: a replayed or
 * forged callback answers SsoStateInvalid. The callback maps the claims to an account
 * (accounts.ts) and signs it in through the password path's gate, checks, session and log.
 */
import { and, count, eq, gt, lt } from "drizzle-orm";
import * as client from "openid-client";
import type { Side } from "../../db/schema.js";
import { identityProviders, ssoStates, type IdentityProviderRow } from "../../db/identity.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { sha256Hex } from "../auth/crypto.js";
import { logExternalRefusal, loginVerifiedAccount, type LoginOutcome } from "../auth/login.js";
import { claimList, claimText, resolveAccount, type ExternalIdentity } from "./accounts.js";
import { usableProvider } from "./providers.js";

/** How long a started sign-in may wait for its callback. */
export const ssoStateMinutes = 10;
/** Started sign-ins waiting at once, at most: anyone may start one, so the table is bounded. */
export const ssoPendingMax = 10_000;
/** The gateway's own callback path (a provider's redirect address, unless the back office sets one). */
export const oidcCallbackPath = "/api/sso/oidc/callback";

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Discovered issuers, per provider and settings version, for five minutes. */
const discovered = new Map<string, { config: Promise<client.Configuration>; until: number }>();
const discoveryMs = 5 * 60_000;

function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AppError("SsoProviderFailed", message.slice(0, 200));
}

/** The issuer's configuration; plain http is allowed only for an issuer on this machine (tests). */
function configuration(provider: IdentityProviderRow): Promise<client.Configuration> {
  const key = `${provider.id}:${provider.updatedAt.getTime()}`;
  // eslint-disable-next-line no-restricted-syntax -- the age of this process's discovery cache (a cache, not a rule)
  const now = Date.now();
  const cached = discovered.get(key);
  if (cached && cached.until > now) return cached.config;
  const issuer = new URL(provider.issuer);
  const insecure = issuer.protocol === "http:" && loopbackHosts.has(issuer.hostname);
  const auth = provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None();
  const config = client.discovery(issuer, provider.clientId, undefined, auth, {
    timeout: 10,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  });
  discovered.set(key, { config, until: now + discoveryMs });
  config.catch(() => discovered.delete(key));
  for (const [other, entry] of discovered) if (entry.until <= now) discovered.delete(other);
  return config;
}

/**
 * Starts a sign-in with an OIDC provider for a side: answers the provider's authorization address.
 * `callbackUrl` is this gateway's callback under its public address (rest/identity.ts), or null when
 * that is not known; the provider's own redirect setting comes first. With neither, the sign-in is
 * refused (SsoProviderFailed): the address is never guessed from a request's Host header.
 */
export async function startOidc(
  ctx: Ctx,
  providerId: number,
  side: Side,
  callbackUrl: string | null,
): Promise<URL> {
  const provider = await usableProvider(ctx, providerId, "oidc", side);
  const redirectUrl = provider.redirectUrl || callbackUrl;
  if (!redirectUrl) {
    throw new AppError(
      "SsoProviderFailed",
      "no callback address: set CRUCIBLE_PUBLIC_URL or the provider's redirect address",
    );
  }
  let config: client.Configuration;
  try {
    config = await configuration(provider);
  } catch (error) {
    throw providerFailure(error);
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const challenge = await client.calculatePKCECodeChallenge(codeVerifier);
  await ctx.db.delete(ssoStates).where(lt(ssoStates.expiresAt, ctx.clock.now()));
  const [pending] = await ctx.db.select({ n: count() }).from(ssoStates);
  if ((pending?.n ?? 0) >= ssoPendingMax) throw new AppError("DBRateLimit");
  await ctx.db.insert(ssoStates).values({
    stateHash: sha256Hex(state),
    providerId: provider.id,
    side,
    codeVerifier,
    nonce,
    redirectUrl,
    expiresAt: new Date(ctx.clock.ms() + ssoStateMinutes * 60_000),
  });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUrl,
    scope: provider.scopes,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state,
    nonce,
  });
}

/** Takes a started sign-in by its state, once; unknown, expired or used: SsoStateInvalid. */
async function takeState(ctx: Ctx, state: string) {
  const [row] = await ctx.db
    .delete(ssoStates)
    .where(and(eq(ssoStates.stateHash, sha256Hex(state)), gt(ssoStates.expiresAt, ctx.clock.now())))
    .returning();
  if (!row) throw new AppError("SsoStateInvalid");
  return row;
}

/** The side a callback's state was started for, when it is still pending (for the error page). */
export async function pendingSide(ctx: Ctx, state: string | null): Promise<Side | null> {
  if (!state || state.length > 200) return null;
  const [row] = await ctx.db
    .select({ side: ssoStates.side })
    .from(ssoStates)
    .where(eq(ssoStates.stateHash, sha256Hex(state)));
  return row?.side ?? null;
}

function identityOf(provider: IdentityProviderRow, claims: Record<string, unknown>): ExternalIdentity {
  const subject = claimText(claims.sub);
  if (!subject) throw new AppError("SsoProviderFailed", "no subject");
  return {
    subject,
    account: claimText(claims[provider.accountClaim]),
    email: claimText(claims[provider.emailClaim])?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    groups: provider.groupsClaim ? claimList(claims[provider.groupsClaim]) : [],
  };
}

/**
 * Completes a sign-in at the callback: `query` is the callback's query string. Answers the side and
 * the sign-in; every refusal after the state matched is in the login log (method oidc).
 */
export async function completeOidc(
  ctx: Ctx,
  query: URLSearchParams,
): Promise<{ side: Side; outcome: LoginOutcome }> {
  const state = query.get("state");
  if (!state || state.length > 200) throw new AppError("SsoStateInvalid");
  const pending = await takeState(ctx, state);
  const side = pending.side;
  const [provider] = await ctx.db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.id, pending.providerId));
  let identity: ExternalIdentity | null = null;
  try {
    const usable = await usableProvider(ctx, pending.providerId, "oidc", side);
    const config = await configuration(usable);
    const currentUrl = new URL(pending.redirectUrl);
    currentUrl.search = query.toString();
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError("SsoProviderFailed", "no ID token");
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    identity = identityOf(usable, { ...idClaims, ...info });
    const account = await resolveAccount(ctx, usable, side, identity);
    return { side, outcome: await loginVerifiedAccount(ctx, account, "oidc") };
  } catch (error) {
    const failure = providerFailure(error);
    // Refusals of the gate and of the account's state are logged by sign-in itself.
    if (failure.type === "SsoNotLinked" || failure.type === "SsoProviderFailed") {
      const account = identity?.account ?? identity?.subject ?? provider?.name ?? "oidc";
      await logExternalRefusal(ctx, side, account, "oidc", failure.type);
    }
    throw failure;
  }
}
