import { and, count, desc, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";

import { apiTokens, sessions, sysUsers, type SessionRow, type Side } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Actor, Ctx, DbClock } from "../context.js";
import type { SignedIn } from "../access/guards.js";
import { loadPermissions } from "../access/permissions.js";
import { randomToken, sha256Hex } from "./crypto.js";
import { AppError } from "../errors.js";
import { publishAccessChange } from "../events.js";
import { loginPolicyDoc, readKeyDocShared } from "../config/keyData.js";
import { requestCaches } from "../config/caches.js";

export const sessionCookieName: Record<Side, string> = { user: "crucible_user", sys: "crucible_sys" };

// Sliding expiry is written at most once a minute per session, not on every request.
const touchEveryMs = 60_000;
/**
 * A cached session or token serves only while its expiry is at least this far off: closer to it, the
 * database's clock decides (its row may also have been touched since by another gateway).
 */
const expiryMarginMs = 2 * touchEveryMs;

/** Opens a session and returns its secret (only the hash is stored). */
export async function openSession(
  { db, clock }: DbClock,
  input: { side: Side; userId: number; ip: string; userAgent: string; idleHours: number },
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const token = randomToken(16);
  const expiresAt = new Date(clock.ms() + input.idleHours * 3600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      side: input.side,
      userId: input.userId,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 512),
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, id: row!.id };
}

export async function countLiveSessions({ db, clock }: DbClock, side: Side, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.side, side),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.sqlNow()),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account name of a session's or token's user when that user is enabled and not deleted (else
 * null), read in the same query as the row: an authenticated request costs one round trip, not two.
 */
function liveAccount(row: typeof sessions | typeof apiTokens): SQL<string | null> {
  const of = (table: typeof users | typeof sysUsers) =>
    sql`(select ${table.account} from ${table} where ${table.id} = ${row.userId} and ${table.status} = 'enabled' and ${table.deletedAt} is null)`;
  return sql<string | null>`case ${row.side} when 'user' then ${of(users)} else ${of(sysUsers)} end`;
}

/**
 * What a session cookie names: its actor, or none; `expired` when the cookie names a session that
 * outlived its idle age (the login policy's SessionIdleHours) and was neither revoked nor its user
 * disabled, so the caller can answer DBSessionExpired instead of DBUserNoLogin (spec §8).
 */
export interface SessionLookup {
  readonly actor: Actor | null;
  readonly expired: boolean;
}

const noSession: SessionLookup = { actor: null, expired: false };

/** Looks a session cookie up; an unknown, revoked or disabled user's session is no session. */
export async function lookupSession(
  { db, clock }: DbClock,
  side: Side,
  token: string,
  idleHours: number,
): Promise<SessionLookup> {
  if (token.length < 16 || token.length > 64) return noSession;
  const tokenHash = sha256Hex(token);
  const caches = requestCaches(db);
  const key = `session:${side}:${tokenHash}`;
  const hit = caches?.credential<Actor>(key);
  const now = clock.ms();
  if (hit && hit.expiresAt !== null && hit.expiresAt - now > expiryMarginMs) {
    if (now - hit.touchedAt > touchEveryMs && hit.value.sessionId !== null) {
      hit.touchedAt = now;
      hit.expiresAt = now + idleHours * 3600_000;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt: new Date(hit.expiresAt) })
        .where(eq(sessions.id, hit.value.sessionId));
    }
    return { actor: hit.value, expired: false };
  }
  const generation = caches?.generation ?? 0;
  const rows = await db
    .select({
      session: sessions,
      account: liveAccount(sessions),
      // The database's clock decides, as it does for every other reader of expiresAt.
      live: sql<boolean>`${sessions.expiresAt} > ${clock.sqlNow()}`,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.side, side), isNull(sessions.revokedAt)));
  const session = rows[0]?.session;
  const account = rows[0]?.account ?? null;
  if (!session || account === null) return noSession;
  if (!rows[0]?.live) return { actor: null, expired: true };
  let touchedAt = session.lastSeenAt.getTime();
  let expiresAt = session.expiresAt.getTime();
  if (clock.ms() - touchedAt > touchEveryMs) {
    touchedAt = clock.ms();
    expiresAt = touchedAt + idleHours * 3600_000;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(touchedAt), expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, session.id));
  }
  const actor: Actor = {
    side,
    id: session.userId,
    account,
    perms: side === "sys" ? await loadPermissions(db, session.userId) : new Set(),
    sessionId: session.id,
    tokenId: null,
    readOnly: false,
  };
  caches?.storeCredential(generation, key, {
    side,
    userId: session.userId,
    value: actor,
    expiresAt,
    touchedAt,
  });
  return { actor, expired: false };
}

/** The actors of a request's two session cookies, and which sides named an aged session. */
export interface CookieActors {
  readonly user: Actor | null;
  readonly sys: Actor | null;
  readonly expiredSessions: ReadonlySet<Side>;
}

/** Resolves the session cookies of both sides (HTTP requests and WebSocket upgrades alike). */
export async function lookupSessionCookies(
  { db, clock }: DbClock,
  cookies: Partial<Record<Side, string | undefined>>,
): Promise<CookieActors> {
  const expiredSessions = new Set<Side>();
  if (!cookies.user && !cookies.sys) return { user: null, sys: null, expiredSessions };
  const { SessionIdleHours } = await readKeyDocShared(db, loginPolicyDoc);
  const look = async (side: Side): Promise<Actor | null> => {
    const token = cookies[side];
    if (!token) return null;
    const found = await lookupSession({ db, clock }, side, token, SessionIdleHours);
    if (found.expired) expiredSessions.add(side);
    return found.actor;
  };
  return { user: await look("user"), sys: await look("sys"), expiredSessions };
}

/** The credentials a request or a WebSocket carries: an Authorization value, and the session cookies. */
export interface Credentials {
  /** `Bearer <token>` (any other value is a bad token); undefined when none was sent. */
  readonly authorization: string | undefined;
  readonly cookies: Partial<Record<Side, string | undefined>>;
}

/**
 * Who a request or a WebSocket acts for, by one rule for HTTP (http/context.ts) and the subscription
 * sockets (graphql/subscriptions.ts): an Authorization value names an API token and nothing else (the
 * cookies are not read then); without one, the session cookies of both sides. `badToken`: an
 * Authorization value that names no valid token (HTTP answers UserLoginServiceAuthTokenInvalid, a
 * socket closes with 4403).
 */
export async function resolveCredentials(
  { db, clock }: DbClock,
  credentials: Credentials,
): Promise<CookieActors & { badToken: boolean }> {
  if (credentials.authorization !== undefined) {
    const secret = /^Bearer\s+(\S+)$/i.exec(credentials.authorization)?.[1];
    const actor = secret ? await resolveApiToken({ db, clock }, secret) : null;
    return {
      user: actor?.side === "user" ? actor : null,
      sys: actor?.side === "sys" ? actor : null,
      expiredSessions: new Set(),
      badToken: actor === null,
    };
  }
  return { ...(await lookupSessionCookies({ db, clock }, credentials.cookies)), badToken: false };
}

/** The actor behind an API token (Authorization: Bearer), or null. */
export async function resolveApiToken({ db, clock }: DbClock, secret: string): Promise<Actor | null> {
  if (!secret.startsWith("crc_") || secret.length > 128) return null;
  const tokenHash = sha256Hex(secret);
  const caches = requestCaches(db);
  const key = `token:${tokenHash}`;
  const hit = caches?.credential<Actor>(key);
  const now = clock.ms();
  if (hit && (hit.expiresAt === null || hit.expiresAt - now > expiryMarginMs)) {
    if (now - hit.touchedAt > touchEveryMs && hit.value.tokenId !== null) {
      hit.touchedAt = now;
      await db
        .update(apiTokens)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiTokens.id, hit.value.tokenId));
    }
    return hit.value;
  }
  const generation = caches?.generation ?? 0;
  const rows = await db
    .select({ token: apiTokens, account: liveAccount(apiTokens) })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  const token = rows[0]?.token;
  const account = rows[0]?.account ?? null;
  if (!token || account === null) return null;
  if (token.expiresAt && token.expiresAt.getTime() <= clock.ms()) return null;
  let touchedAt = token.lastUsedAt?.getTime() ?? 0;
  if (clock.ms() - touchedAt > touchEveryMs) {
    touchedAt = clock.ms();
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(touchedAt) })
      .where(eq(apiTokens.id, token.id));
  }
  const actor: Actor = {
    side: token.side,
    id: token.userId,
    account,
    perms: token.side === "sys" ? await loadPermissions(db, token.userId) : new Set(),
    sessionId: null,
    tokenId: token.id,
    readOnly: token.readOnly,
  };
  caches?.storeCredential(generation, key, {
    side: token.side,
    userId: token.userId,
    value: actor,
    expiresAt: token.expiresAt?.getTime() ?? null,
    touchedAt,
  });
  return actor;
}

/**
 * Revokes one session; only the owner's sessions when userId is given. Its open sockets, in any
 * gateway process, close within a second or two (publishAccessChange).
 */
export async function revokeSessionById(
  { db, clock }: DbClock,
  side: Side,
  id: number,
  reason: string,
  userId?: number,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.side, side),
        isNull(sessions.revokedAt),
        userId === undefined ? undefined : eq(sessions.userId, userId),
      ),
    )
    .returning({ userId: sessions.userId });
  if (rows[0]) await publishAccessChange(db, side, rows[0].userId);
  return rows.length > 0;
}

/**
 * Revokes every live session of an account but `except` (password change, disabling, removal), and
 * has every gateway check again the account's open sockets, API tokens' included: called before a
 * disabled account's row is written, the announcement leaves with the verb's transaction.
 */
export async function revokeAllSessions(
  { db, clock }: DbClock,
  side: Side,
  userId: number,
  reason: string,
  except: number | null = null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.side, side),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === null ? undefined : ne(sessions.id, except),
      ),
    );
  await publishAccessChange(db, side, userId);
}

/** The caller's live sessions of a side, most recently seen first (at most 100). */
export async function mySessions(ctx: Ctx, actor: SignedIn): Promise<SessionRow[]> {
  const { side } = actor;
  return ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.side, side),
        eq(sessions.userId, actor.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.sqlNow()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}

/** Signs out one of the caller's own sessions (another of theirs answers like a missing one). */
export async function revokeOwnSession(ctx: Ctx, actor: SignedIn, id: number): Promise<boolean> {
  if (!(await revokeSessionById(ctx, actor.side, id, "signed out elsewhere", actor.id))) {
    throw new AppError("DBDataNotExist");
  }
  return true;
}
