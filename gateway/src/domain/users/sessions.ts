/** Sessions and login logs of both sides (normal users: User.*, system users: Sys.User.*). */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  apiTokens,
  sysUsers,
  loginLogs,
  sessions,
  type ApiTokenRow,
  type LoginLogRow,
  type SessionRow,
  type Side,
} from "../../db/schema.js";
import { users } from "../../db/users.js";
import { revokeSessionById } from "../auth/sessions.js";
import { revokeApiTokenById } from "../auth/apiTokens.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError } from "../errors.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { presentApiToken, presentLoginLog, presentSession } from "./presenters.js";

function sessionResource(side: Side): Resource<SessionRow> {
  return defineResource<SessionRow>({
    path: side === "user" ? "sys/user_session" : "sys/system_session",
    table: sessions,
    side: "sys",
    area: side === "user" ? "User" : "Sys.User",
    scope: (clock) =>
      and(eq(sessions.side, side), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.sqlNow()))!,
    columns: {
      Id: { column: sessions.id, kind: "int" },
      UserId: { column: sessions.userId, kind: "int" },
      Account: {
        column:
          side === "user"
            ? sql`(select ${users.account} from ${users} where ${users.id} = ${sessions.userId})`
            : sql`(select ${sysUsers.account} from ${sysUsers} where ${sysUsers.id} = ${sessions.userId})`,
        kind: "string",
      },
      Ip: { column: sessions.ip, kind: "string" },
      UserAgent: { column: sessions.userAgent, kind: "string" },
      CreatedAt: { column: sessions.createdAt, kind: "date" },
      LastSeenAt: { column: sessions.lastSeenAt, kind: "date" },
    },
    defaultOrder: () => [desc(sessions.lastSeenAt)],
    present: presentSession,
    verbs: ["count", "query", "query_page", "read", "delete"],
    // Kicking a session revokes it: the row stays for the record.
    async deleteRow(ctx, row) {
      await revokeSessionById(ctx, side, row.id, `kicked by ${ctx.sys?.account ?? "an administrator"}`);
    },
  });
}

export const userSessionResource = sessionResource("user");
export const systemSessionResource = sessionResource("sys");

export function sessionResourceOf(side: Side): Resource<SessionRow> {
  return side === "user" ? userSessionResource : systemSessionResource;
}

/** Who may kick a session of side S: User.Update for normal users', Sys.User.Update for system users'. */
export type SessionKicker<S extends Side> = Granted<S extends "user" ? "User.Update" : "Sys.User.Update">;

/** Kicks a session of either side, by a system user its transport found holding that side's Update. */
export async function kickSession<S extends Side>(
  ctx: Ctx,
  actor: SessionKicker<S>,
  side: S,
  id: number,
): Promise<boolean> {
  requireWritable(actor);
  const done = await revokeSessionById(ctx, side, id, `kicked by ${actor.account}`);
  if (!done) throw new AppError("DBDataNotExist");
  return true;
}

function loginLogResource(side: Side): Resource<LoginLogRow> {
  return defineResource<LoginLogRow>({
    path: side === "user" ? "sys/login_log" : "sys/system_login_log",
    table: loginLogs,
    side: "sys",
    area: side === "user" ? "User" : "Sys.User",
    scope: () => eq(loginLogs.side, side),
    columns: {
      Id: { column: loginLogs.id, kind: "int" },
      UserId: { column: loginLogs.userId, kind: "int" },
      Account: { column: loginLogs.account, kind: "string" },
      Method: { column: loginLogs.method, kind: "string" },
      Ip: { column: loginLogs.ip, kind: "string" },
      Success: { column: loginLogs.success, kind: "bool" },
      ErrorType: { column: loginLogs.errorType, kind: "string" },
      CreatedAt: { column: loginLogs.createdAt, kind: "date" },
    },
    defaultOrder: () => [desc(loginLogs.createdAt), desc(loginLogs.id)],
    present: presentLoginLog,
    verbs: ["count", "query", "query_page", "read"],
  });
}

export const userLoginLogResource = loginLogResource("user");
export const systemLoginLogResource = loginLogResource("sys");

export function loginLogResourceOf(side: Side): Resource<LoginLogRow> {
  return side === "user" ? userLoginLogResource : systemLoginLogResource;
}

/** A normal user's own API tokens over REST (user/api_token); creation is a custom call. */
export const apiTokenResource = defineResource<ApiTokenRow>({
  path: "user/api_token",
  table: apiTokens,
  side: "user",
  owner: apiTokens.userId,
  scope: () => and(eq(apiTokens.side, "user"), isNull(apiTokens.revokedAt))!,
  columns: {
    Id: { column: apiTokens.id, kind: "int" },
    Name: { column: apiTokens.name, kind: "string" },
    ReadOnly: { column: apiTokens.readOnly, kind: "bool" },
    CreatedAt: { column: apiTokens.createdAt, kind: "date" },
    ExpiresAt: { column: apiTokens.expiresAt, kind: "date" },
  },
  defaultOrder: () => [desc(apiTokens.createdAt)],
  present: presentApiToken,
  verbs: ["count", "query", "query_page", "read", "delete"],
  // A token may always revoke itself (`crucible logout` with a read-only token), and nothing else.
  readOnlyMay: (actor, verb, ids) =>
    verb === "delete" && actor.tokenId !== null && ids.length === 1 && ids[0] === actor.tokenId,
  async deleteRow(ctx, row) {
    await revokeApiTokenById(ctx, row.side, row.id);
  },
});

/**
 * The signed-in actor's last 10 login logs, presented. Side and user id are filtered in SQL before the
 * limit: the two sides' ids are separate sequences, so system user 1 must not lose lines to normal user 1.
 */
export async function ownRecentLoginLogs(ctx: Ctx, side: Side, userId: number) {
  const rows = await ctx.db
    .select()
    .from(loginLogs)
    .where(and(eq(loginLogs.side, side), eq(loginLogs.userId, userId)))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(10);
  return rows.map(presentLoginLog);
}
