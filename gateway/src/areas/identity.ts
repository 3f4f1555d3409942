/** Institutional sign-in (issue 28 item 1): OIDC and LDAP identity providers of both sides. */
import { identityProviderResource } from "../domain/identity/providers.js";
import { identityMutations, identityQueries, identityTypeResolvers } from "../graphql/resolvers/identity.js";
import { identityCalls } from "../rest/identity.js";
import { defineArea } from "./area.js";

export const identityArea = defineArea({
  name: "identity",
  resources: [identityProviderResource],
  calls: identityCalls,
  resolvers: [{ Query: identityQueries, Mutation: identityMutations }, identityTypeResolvers],
});
