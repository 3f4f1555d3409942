import type { Permission } from "@crucible/schema";
import type { Side } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
import { AppError } from "../errors.js";

/**
 * The refusal for a caller without a session of one of these sides: DBSessionExpired when the cookie
 * of one of them named a session past its idle age, DBUserNoLogin otherwise (no cookie, or one that
 * never named a live session, was revoked or belongs to a disabled user).
 */
export function noLogin(ctx: Pick<Ctx, "expiredSessions">, sides: readonly Side[]): AppError {
  return new AppError(
    sides.some((side) => ctx.expiredSessions.has(side)) ? "DBSessionExpired" : "DBUserNoLogin",
  );
}

/** The signed-in actor of a side, or DBUserNoLogin (DBSessionExpired for an aged session). */
export function requireActor(ctx: Ctx, side: Side): Actor {
  const actor = side === "user" ? ctx.user : ctx.sys;
  if (!actor) throw noLogin(ctx, [side]);
  return actor;
}

export function requireUser(ctx: Ctx): Actor {
  return requireActor(ctx, "user");
}

/** A system user holding the permission, or DBPermDenied naming it. */
export function requirePerm(ctx: Ctx, perm: Permission): Actor {
  const actor = requireActor(ctx, "sys");
  if (!actor.perms.has(perm)) throw new AppError("DBPermDenied", perm, { Perm: perm });
  return actor;
}

export function can(actor: Actor | null, perm: Permission): boolean {
  return actor !== null && actor.side === "sys" && actor.perms.has(perm);
}

/** Changes are refused to read-only API tokens. */
export function requireWritable(actor: Actor): Actor {
  if (actor.readOnly) throw new AppError("DBPermDenied", "write (read-only token)", { Perm: "write" });
  return actor;
}

/**
 * The request-wide form of requireWritable, for the layers that see every write (the GraphQL
 * Mutation root, the REST adapter): a request made with a read-only token changes nothing, whatever
 * side or call it names, so no single service can forget the check.
 */
export function refuseReadOnly(ctx: Pick<Ctx, "user" | "sys">): void {
  for (const actor of [ctx.user, ctx.sys]) if (actor) requireWritable(actor);
}

/** Permission needed to read or change data of a side (normal users: User.*, system users: Sys.User.*). */
export function sidePerm(side: Side, verb: "Read" | "Update" | "Delete"): Permission {
  return side === "user" ? `User.${verb}` : `Sys.User.${verb}`;
}
