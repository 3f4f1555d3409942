import { and, count, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { loginLogs, permGroups, permRoles, sessions, sysUsers } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import type { Granted } from "../access/guards.js";

export interface BoardCounts {
  users: number;
  usersActiveToday: number;
  systemUsers: number;
  liveSessions: number;
  loginsToday: number;
  failedLoginsToday: number;
  roles: number;
  permGroups: number;
}

/** Live counts for the back-office board (ControlPanel.Read). */
export async function boardCounts(ctx: Ctx, _actor: Granted<"ControlPanel.Read">): Promise<BoardCounts> {
  const today = sql`date_trunc('day', ${ctx.clock.sqlNow()})`;
  const n = (q: { n: number }[]) => q[0]?.n ?? 0;
  const [u, ua, su, ls, lt, lf, r, g] = await Promise.all([
    ctx.db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.deletedAt), gte(users.lastLoginAt, today))),
    ctx.db.select({ n: count() }).from(sysUsers).where(isNull(sysUsers.deletedAt)),
    ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.sqlNow()))),
    ctx.db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.success, true), gte(loginLogs.createdAt, today))),
    ctx.db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.success, false), gte(loginLogs.createdAt, today))),
    ctx.db.select({ n: count() }).from(permRoles).where(isNull(permRoles.deletedAt)),
    ctx.db.select({ n: count() }).from(permGroups).where(isNull(permGroups.deletedAt)),
  ]);
  return {
    users: n(u),
    usersActiveToday: n(ua),
    systemUsers: n(su),
    liveSessions: n(ls),
    loginsToday: n(lt),
    failedLoginsToday: n(lf),
    roles: n(r),
    permGroups: n(g),
  };
}
