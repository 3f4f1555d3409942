/** The identity providers' and institutional sign-in's strings. */
import { defineNamespace, type Widen } from "../../i18n";

export const identityEn = {
  title: "Institutional sign-in",
  intro:
    "OpenID Connect providers and LDAP directories people may sign in with. Accounts are linked only by an e-mail address the provider verified and the account proved here, never by name.",
  add: "Add a provider",
  edit: "Edit the provider",
  name: "Name",
  kind: "Kind",
  kinds: {
    oidc: "OpenID Connect",
    ldap: "LDAP",
  },
  side: "Sign-in page",
  sides: {
    user: "Users",
    sys: "Back office",
    both: "Both",
  },
  status: "Status",
  created: "Added",
  issuer: "Issuer",
  issuerHint: "The provider's address; its /.well-known/openid-configuration is read.",
  clientId: "Client ID",
  clientSecret: "Client secret",
  secretStored: "A secret is stored: leave empty to keep it.",
  secretNone: "None stored (a public client with PKCE).",
  scopes: "Scopes",
  redirectUrl: "Redirect address",
  redirectHint: "Empty: this site's {{path}}. Register it at the provider.",
  ldapUrl: "Directory address",
  bindDn: "Service bind DN",
  bindPassword: "Service bind password",
  searchBase: "User search base",
  searchFilter: "User search filter",
  searchFilterHint: "{account} is replaced with the name typed, escaped.",
  accountClaim: "Account name claim",
  emailClaim: "E-mail claim",
  groupsClaim: "Groups claim",
  attribute: "attribute",
  roleMap: "Groups to roles (back office)",
  roleMapHint:
    "One line per group: group: role, role. The roles the map names follow the groups at every sign-in.",
  roleMapError: "Each line is group: role, role",
  createAccounts: "Create an account for a new person",
  trustEmail: "The directory's e-mail addresses are verified",
  saved: "The provider was saved.",
  deleteConfirm: "Delete the provider {{name}} and its account links for good?",
  deleted: "The provider was deleted.",
  delete: "Delete",
  required: "Required",
  signInWith: "Sign in with {{name}}",
  orUse: "or",
  directoryAccount: "Directory account",
  password: "Password",
} as const;

export type IdentityCatalogue = Widen<typeof identityEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    identity: IdentityCatalogue;
  }
}

/** The identity namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const identityNs = defineNamespace("identity", identityEn, () =>
  import("./i18nZh").then((module) => module.identityZh),
);
