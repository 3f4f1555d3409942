/**
 * From what an identity provider says about a person to a local account (issue 28 item 1). An
 * account is found through its link (provider, side, subject); without one, an existing account is
 * linked only when the provider vouches for the e-mail (OIDC email_verified, or a directory the
 * administrator marked as trusted for e-mail) and the account proved the same address here; never by
 * name. Otherwise an account is created when the provider allows it, or the sign-in is refused
 * (SsoNotLinked). On the system side the provider's groups grant the roles of the provider's map.
 */
import { isValidAccount } from "@crucible/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  permRoles,
  sysUserRoles,
  sysUsers,
  type Side,
  type SysUserRow,
  type UserRow,
} from "../../db/schema.js";
import { identityLinks, type IdentityProviderRow } from "../../db/identity.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { insertSystemUser } from "../users/sysAccess.js";
import { randomToken } from "../auth/crypto.js";
import type { SideAccount } from "../auth/login.js";
import { createNormalUser, sysContactStatus } from "../users/account.js";

/** What a provider said about the person signing in. */
export interface ExternalIdentity {
  /** The provider's stable identifier (OIDC `sub`, the directory entry's DN). */
  readonly subject: string;
  /** The account name claim, if any. */
  readonly account: string | null;
  readonly email: string | null;
  /** The provider vouches for the e-mail address. */
  readonly emailVerified: boolean;
  readonly groups: readonly string[];
}

/** A claim's value as text (a string, or the first string of a list). */
export function claimText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) return claimText(value.find((item) => typeof item === "string"));
  return null;
}

/** A claim's values as a bounded list of strings (groups). */
export function claimList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items
    .filter((item): item is string => typeof item === "string" && item.length > 0 && item.length <= 200)
    .slice(0, 200);
}

async function liveAccount(ctx: Ctx, side: Side, id: number): Promise<SideAccount | null> {
  if (side === "user") {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row ? { side, row } : null;
  }
  const [row] = await ctx.db
    .select()
    .from(sysUsers)
    .where(and(eq(sysUsers.id, id), isNull(sysUsers.deletedAt)));
  return row ? { side, row } : null;
}

/** The live account of a side whose proven e-mail is this address, if any. */
async function accountByProvenEmail(ctx: Ctx, side: Side, email: string): Promise<SideAccount | null> {
  if (side === "user") {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
      .limit(1);
    return row && row.emailStatus ? { side, row } : null;
  }
  const rows = await ctx.db
    .select()
    .from(sysUsers)
    .where(and(sql`lower(${sysUsers.email}) = lower(${email})`, isNull(sysUsers.deletedAt)))
    .limit(2);
  // sys_users has no unique e-mail: two accounts with the address are no proof of either.
  if (rows.length !== 1) return null;
  const row = rows[0]!;
  return (await sysContactStatus(ctx, row)).emailStatus ? { side, row } : null;
}

async function link(ctx: Ctx, provider: IdentityProviderRow, side: Side, subject: string, userId: number) {
  await ctx.db
    .insert(identityLinks)
    .values({ providerId: provider.id, side, subject, userId, lastUsedAt: ctx.clock.now() })
    .onConflictDoNothing();
}

/** A password nobody knows (sign-in is through the provider; a reset sets one). */
function unusablePassword(): string {
  return `Sso-${randomToken(9)}aA1`;
}

function notLinked(reason: string): AppError {
  return new AppError("SsoNotLinked", reason);
}

/** Creates the account the provider describes; its name must be free (never a match by name). */
async function createAccount(
  ctx: Ctx,
  provider: IdentityProviderRow,
  side: Side,
  identity: ExternalIdentity,
): Promise<SideAccount> {
  const account = identity.account;
  if (!account || !isValidAccount(account)) throw notLinked("the account name claim is not a valid account");
  const password = unusablePassword();
  try {
    if (side === "user") {
      if (!identity.email) throw notLinked("no e-mail address");
      const row: UserRow = await createNormalUser(ctx, {
        account,
        password,
        name: account,
        email: identity.email,
        // The institution the provider stands for, until the user says otherwise.
        companyName: provider.name.slice(0, 200),
      });
      // The provider vouched for the address: it counts as activated.
      if (identity.emailVerified) {
        const [updated] = await ctx.db
          .update(users)
          .set({ emailStatus: true })
          .where(eq(users.id, row.id))
          .returning();
        return { side, row: updated! };
      }
      return { side, row };
    }
    const row: SysUserRow = await insertSystemUser(
      ctx,
      { account, password, name: account, email: identity.email },
      [],
    );
    return { side, row };
  } catch (error) {
    // An account of that name or address exists: it is not linked by name, and not taken over.
    if (error instanceof AppError && error.type === "DBDuplicate") throw notLinked("the account exists");
    throw error;
  }
}

/**
 * On the system side, the roles the provider's map governs follow the groups at every sign-in: the
 * mapped roles of the person's groups are granted, the other mapped roles removed; roles the map does
 * not name are left as the administrator set them.
 */
async function syncRoles(ctx: Ctx, provider: IdentityProviderRow, userId: number, groups: readonly string[]) {
  const map = provider.roleMap;
  const governed = [...new Set(Object.values(map).flat())];
  if (governed.length === 0) return;
  const wanted = new Set(groups.flatMap((group) => map[group] ?? []));
  const roles = await ctx.db
    .select({ id: permRoles.id, name: permRoles.name })
    .from(permRoles)
    .where(and(inArray(permRoles.name, governed), isNull(permRoles.deletedAt)));
  const grant = roles.filter((role) => wanted.has(role.name)).map((role) => role.id);
  const revoke = roles.filter((role) => !wanted.has(role.name)).map((role) => role.id);
  await ctx.db.transaction(async (tx) => {
    if (revoke.length > 0) {
      await tx
        .delete(sysUserRoles)
        .where(and(eq(sysUserRoles.sysUserId, userId), inArray(sysUserRoles.roleId, revoke)));
    }
    if (grant.length > 0) {
      await tx
        .insert(sysUserRoles)
        .values(grant.map((roleId) => ({ sysUserId: userId, roleId })))
        .onConflictDoNothing();
    }
  });
}

/** The local account this identity signs in to, linking or creating it as the rules allow. */
export async function resolveAccount(
  ctx: Ctx,
  provider: IdentityProviderRow,
  side: Side,
  identity: ExternalIdentity,
): Promise<SideAccount> {
  const [linked] = await ctx.db
    .select()
    .from(identityLinks)
    .where(
      and(
        eq(identityLinks.providerId, provider.id),
        eq(identityLinks.side, side),
        eq(identityLinks.subject, identity.subject),
      ),
    );
  let found = linked ? await liveAccount(ctx, side, linked.userId) : null;
  if (linked && !found) {
    // The linked account was deleted: the link goes with it.
    await ctx.db.delete(identityLinks).where(eq(identityLinks.id, linked.id));
  }
  if (found) {
    await ctx.db
      .update(identityLinks)
      .set({ lastUsedAt: ctx.clock.now() })
      .where(eq(identityLinks.id, linked!.id));
  } else {
    if (identity.email && identity.emailVerified)
      found = await accountByProvenEmail(ctx, side, identity.email);
    if (!found) {
      if (!provider.createAccounts) throw notLinked("no linked account");
      found = await createAccount(ctx, provider, side, identity);
    }
    await link(ctx, provider, side, identity.subject, found.row.id);
  }
  if (found.side === "sys") await syncRoles(ctx, provider, found.row.id, identity.groups);
  return found;
}
