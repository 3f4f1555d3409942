/**
 * Identity providers (issue 28 item 1): OpenID Connect issuers and LDAP directories the back office
 * configures (Sys.Config). The client secret and the bind password are write-only: no answer carries
 * them, only whether one is stored.
 */
import {
  identityProviderComplete,
  identityProviderInput,
  identityProviderUpdatable,
  identityProviderUpdate,
  type IdentityProviderKind,
  type IdentitySide,
} from "@crucible/schema";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Side } from "../../db/schema.js";
import { identityProviders, type IdentityProviderRow } from "../../db/identity.js";
import type { Ctx } from "../context.js";
import { AppError, parseInput } from "../errors.js";
import { defineResource, manageVerbs, type Resource } from "../resources/registry.js";
import { guardUnique } from "../users/validation.js";

/** A provider as the back office sees it: every setting but the secrets. */
export function presentIdentityProvider(row: IdentityProviderRow): Record<string, unknown> {
  return {
    Id: row.id,
    Kind: row.kind,
    Name: row.name,
    Side: row.side,
    Status: row.status,
    SortOrder: row.sortOrder,
    Issuer: row.issuer,
    ClientId: row.clientId,
    HasClientSecret: row.clientSecret !== "",
    Scopes: row.scopes,
    RedirectUrl: row.redirectUrl,
    LdapUrl: row.ldapUrl,
    BindDn: row.bindDn,
    HasBindPassword: row.bindPassword !== "",
    SearchBase: row.searchBase,
    SearchFilter: row.searchFilter,
    AccountClaim: row.accountClaim,
    EmailClaim: row.emailClaim,
    GroupsClaim: row.groupsClaim,
    RoleMap: row.roleMap,
    CreateAccounts: row.createAccounts,
    TrustEmail: row.trustEmail,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

const columns = {
  Id: { column: identityProviders.id, kind: "int" },
  Kind: { column: identityProviders.kind, kind: "string" },
  Name: { column: identityProviders.name, kind: "string" },
  Side: { column: identityProviders.side, kind: "string" },
  Status: { column: identityProviders.status, kind: "string" },
  SortOrder: { column: identityProviders.sortOrder, kind: "int" },
  CreatedAt: { column: identityProviders.createdAt, kind: "date" },
} as const;

type Settings = z.infer<typeof identityProviderUpdate>;

/** The row's columns for these settings; a secret absent or empty keeps the stored one. */
function values(input: Settings) {
  return {
    ...(input.Name === undefined ? {} : { name: input.Name }),
    ...(input.Side === undefined ? {} : { side: input.Side }),
    ...(input.Issuer === undefined ? {} : { issuer: input.Issuer.replace(/\/+$/, "") }),
    ...(input.ClientId === undefined ? {} : { clientId: input.ClientId }),
    ...(input.ClientSecret ? { clientSecret: input.ClientSecret } : {}),
    ...(input.Scopes === undefined ? {} : { scopes: input.Scopes }),
    ...(input.RedirectUrl === undefined ? {} : { redirectUrl: input.RedirectUrl }),
    ...(input.LdapUrl === undefined ? {} : { ldapUrl: input.LdapUrl.replace(/\/+$/, "") }),
    ...(input.BindDn === undefined ? {} : { bindDn: input.BindDn }),
    ...(input.BindPassword ? { bindPassword: input.BindPassword } : {}),
    ...(input.SearchBase === undefined ? {} : { searchBase: input.SearchBase }),
    ...(input.SearchFilter === undefined ? {} : { searchFilter: input.SearchFilter }),
    ...(input.AccountClaim === undefined ? {} : { accountClaim: input.AccountClaim }),
    ...(input.EmailClaim === undefined ? {} : { emailClaim: input.EmailClaim }),
    ...(input.GroupsClaim === undefined ? {} : { groupsClaim: input.GroupsClaim }),
    ...(input.RoleMap === undefined ? {} : { roleMap: input.RoleMap }),
    ...(input.CreateAccounts === undefined ? {} : { createAccounts: input.CreateAccounts }),
    ...(input.TrustEmail === undefined ? {} : { trustEmail: input.TrustEmail }),
  };
}

/** The settings as they will be after an update must still describe a usable provider. */
const completeCheck = z
  .object({
    Kind: z.enum(["oidc", "ldap"]),
    Issuer: z.string(),
    ClientId: z.string(),
    LdapUrl: z.string(),
    SearchBase: z.string(),
    SearchFilter: z.string(),
  })
  .superRefine(identityProviderComplete);

async function insertProvider(ctx: Ctx, body: Record<string, unknown>): Promise<IdentityProviderRow> {
  const input = parseInput(identityProviderInput, body);
  const [row] = await guardUnique(() =>
    ctx.db
      .insert(identityProviders)
      .values({ kind: input.Kind, name: input.Name, ...values(input) })
      .returning(),
  );
  return row!;
}

async function updateProvider(
  ctx: Ctx,
  row: IdentityProviderRow,
  body: Record<string, unknown>,
): Promise<IdentityProviderRow> {
  // Only the fields sent: the rule's defaults are for a new provider.
  const parsed: Settings = parseInput(identityProviderUpdate, body);
  const input = Object.fromEntries(Object.entries(parsed).filter(([key]) => key in body)) as Settings;
  const set = values(input);
  const after = { ...row, ...set };
  parseInput(completeCheck, {
    Kind: after.kind,
    Issuer: after.issuer,
    ClientId: after.clientId,
    LdapUrl: after.ldapUrl,
    SearchBase: after.searchBase,
    SearchFilter: after.searchFilter,
  });
  const [updated] = await guardUnique(() =>
    ctx.db
      .update(identityProviders)
      .set({ ...set, updatedAt: ctx.clock.now() })
      .where(eq(identityProviders.id, row.id))
      .returning(),
  );
  return updated!;
}

/** The providers in the back office (Sys.Config): create, edit, enable, disable, remove, delete. */
export const identityProviderResource: Resource<IdentityProviderRow> = defineResource<IdentityProviderRow>({
  path: "sys/identity_provider",
  table: identityProviders,
  side: "sys",
  area: "Sys.Config",
  columns,
  defaultOrder: () => [asc(identityProviders.sortOrder), asc(identityProviders.id)],
  present: presentIdentityProvider,
  verbs: [...manageVerbs, "reorder"],
  insert: insertProvider,
  updatable: identityProviderUpdatable,
  update: updateProvider,
});

/** The sides a provider setting covers. */
export function sidesOf(side: IdentitySide): Side[] {
  return side === "both" ? ["user", "sys"] : [side];
}

const sidesCovering = (side: Side): IdentitySide[] => [side, "both"];

/** What a sign-in page may know of a provider: its id, kind and name. */
export interface PublicIdentityProvider {
  readonly id: number;
  readonly kind: IdentityProviderKind;
  readonly name: string;
}

/** The enabled providers of a side's sign-in page (anyone may read: names only). */
export async function publicIdentityProviders(ctx: Ctx, side: Side): Promise<PublicIdentityProvider[]> {
  return ctx.db
    .select({ id: identityProviders.id, kind: identityProviders.kind, name: identityProviders.name })
    .from(identityProviders)
    .where(
      and(
        isNull(identityProviders.deletedAt),
        eq(identityProviders.status, "enabled"),
        inArray(identityProviders.side, sidesCovering(side)),
      ),
    )
    .orderBy(asc(identityProviders.sortOrder), asc(identityProviders.id))
    .limit(50);
}

/**
 * An enabled provider of this kind offered on this side, or DBDataNotExist (a disabled, removed or
 * other side's provider answers like a missing one).
 */
export async function usableProvider(
  ctx: Ctx,
  id: number,
  kind: IdentityProviderKind,
  side: Side,
): Promise<IdentityProviderRow> {
  const [row] = await ctx.db
    .select()
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.id, id),
        eq(identityProviders.kind, kind),
        isNull(identityProviders.deletedAt),
        eq(identityProviders.status, "enabled"),
        inArray(identityProviders.side, sidesCovering(side)),
      ),
    );
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}
