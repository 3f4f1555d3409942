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

declare const signedInBrand: unique symbol;
declare const grantedBrand: unique symbol;

/**
 * An actor the transport's guard signed in on side S. Only the guard functions below make one (the
 * transports call them: rest/calls.ts, the resource verbs, graphql/directives.ts), so a domain
 * function that takes a SignedIn trusts the check was made and does not make it again.
 */
export type SignedIn<S extends Side = Side> = Actor & { readonly side: S; readonly [signedInBrand]: S };
/** A normal user the transport's guard signed in. */
export type UserActor = SignedIn<"user">;
/**
 * A system user the transport's guard found holding permission P. A union P (Granted<"A" | "B">)
 * is a system user holding at least one of them: a Granted<"A"> is one.
 */
export type Granted<P extends Permission> = SignedIn<"sys"> & { readonly [grantedBrand]: P };

/** The signed-in actor of a side, or DBUserNoLogin (DBSessionExpired for an aged session). */
export function requireActor<S extends Side>(
  ctx: Pick<Ctx, "user" | "sys" | "expiredSessions">,
  side: S,
): SignedIn<S> {
  const actor = side === "user" ? ctx.user : ctx.sys;
  if (!actor || actor.side !== side) throw noLogin(ctx, [side]);
  // The one place a side's actor is branded: it was just found signed in on that side.
  return actor as SignedIn<S>;
}

export function requireUser(ctx: Pick<Ctx, "user" | "sys" | "expiredSessions">): UserActor {
  return requireActor(ctx, "user");
}

/** A signed-in actor of either side (the user's first), or DBUserNoLogin naming both. */
export function requireSignedIn(ctx: Pick<Ctx, "user" | "sys" | "expiredSessions">): SignedIn {
  if (ctx.user) return requireActor(ctx, "user");
  if (ctx.sys) return requireActor(ctx, "sys");
  throw noLogin(ctx, ["user", "sys"]);
}

/** The refusal of a system user without the permission (DBPermDenied naming it). */
export function permDenied(perm: Permission): AppError {
  return new AppError("DBPermDenied", perm, { Perm: perm });
}

/** A system user holding the permission, or DBPermDenied naming it. */
export function requirePerm<P extends Permission>(
  ctx: Pick<Ctx, "user" | "sys" | "expiredSessions">,
  perm: P,
): Granted<P> {
  const actor = requireActor(ctx, "sys");
  if (!actor.perms.has(perm)) throw permDenied(perm);
  // The one place a permission is branded: the system user was just found holding it.
  return actor as Granted<P>;
}

export function can(actor: Actor | null, perm: Permission): boolean {
  return actor !== null && actor.side === "sys" && actor.perms.has(perm);
}

/** Changes are refused to read-only API tokens (the actor keeps what its guard made it). */
export function requireWritable<A extends Actor>(actor: A): A {
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
