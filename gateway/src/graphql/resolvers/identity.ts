/** GraphQL of institutional sign-in (issue 28) over domain/identity (the same resource and rules as REST). */
import type { Side } from "../../db/schema.js";
import { loginWithLdap } from "../../domain/identity/ldap.js";
import { identityProviderResource, publicIdentityProviders } from "../../domain/identity/providers.js";
import { fromGraphQuery } from "../../domain/query.js";
import type {
  IdentityProviderInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from "../__generated__/resolvers.js";
import { listFields } from "../projection.js";
import { resourceMutations } from "../resourceMutations.js";
import { loginResult } from "./account.js";
import { toId } from "./scalars.js";

/** The address that starts an OIDC sign-in of a side (REST, a browser navigation). */
export const oidcStartUrl = (id: number, side: Side) => `/api/sso/oidc/start/${id}?side=${side}`;

/** The input's fields that are set, in the REST body's names. */
function body(input: IdentityProviderInput): Record<string, unknown> {
  const names: Record<keyof IdentityProviderInput, string> = {
    kind: "Kind",
    name: "Name",
    side: "Side",
    issuer: "Issuer",
    clientId: "ClientId",
    clientSecret: "ClientSecret",
    scopes: "Scopes",
    redirectUrl: "RedirectUrl",
    ldapUrl: "LdapUrl",
    bindDn: "BindDn",
    bindPassword: "BindPassword",
    searchBase: "SearchBase",
    searchFilter: "SearchFilter",
    accountClaim: "AccountClaim",
    emailClaim: "EmailClaim",
    groupsClaim: "GroupsClaim",
    roleMap: "RoleMap",
    createAccounts: "CreateAccounts",
    trustEmail: "TrustEmail",
  };
  const out: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(names)) {
    const value = input[key as keyof IdentityProviderInput];
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}

export const identityQueries: Pick<
  Required<QueryResolvers>,
  "signInProviders" | "identityProviders" | "identityProvider"
> = {
  signInProviders: async (_p, { side }, ctx) =>
    (await publicIdentityProviders(ctx, side)).map((row) => ({
      id: String(row.id),
      kind: row.kind,
      name: row.name,
      startUrl: row.kind === "oidc" ? oidcStartUrl(row.id, side) : null,
    })),
  identityProviders: (_p, { query }, ctx, info) =>
    identityProviderResource.page(ctx, fromGraphQuery(query), listFields(info)),
  identityProvider: (_p, { id }, ctx) => identityProviderResource.find(ctx, toId(id)),
};

export const identityMutations: Pick<
  Required<MutationResolvers>,
  | "createIdentityProvider"
  | "updateIdentityProvider"
  | "setIdentityProviderStatus"
  | "deleteIdentityProvider"
  | "ldapLogin"
> = {
  createIdentityProvider: (_p, { input }, ctx) => identityProviderResource.insert(ctx, body(input)),
  updateIdentityProvider: (_p, { id, input }, ctx) => {
    const { Kind: _kind, ...changes } = body(input);
    return identityProviderResource.update(ctx, toId(id), changes);
  },
  ...resourceMutations(identityProviderResource, {
    status: "setIdentityProviderStatus",
    delete: "deleteIdentityProvider",
  }),
  ldapLogin: async (_p, { providerId, side, account, password }, ctx) =>
    loginResult(
      ctx,
      await loginWithLdap(ctx, side, { providerId: toId(providerId, "providerId"), account, password }),
    ),
};

export const identityTypeResolvers: Pick<Resolvers, "IdentityProvider"> = {
  IdentityProvider: {
    id: (row) => String(row.id),
    hasClientSecret: (row) => row.clientSecret !== "",
    hasBindPassword: (row) => row.bindPassword !== "",
  },
};
