/**
 * Institutional sign-in (issue 28 item 1): identity providers the back office configures, OpenID
 * Connect (authorization code with PKCE) or an LDAP directory, for the user side, the system side or
 * both. Rules shared by the back-office form and the gateway.
 */
import { z } from "zod";

export const identityProviderKinds = ["oidc", "ldap"] as const;
export type IdentityProviderKind = (typeof identityProviderKinds)[number];
/** Which sign-in pages offer the provider. */
export const identitySides = ["user", "sys", "both"] as const;
export type IdentitySide = (typeof identitySides)[number];

/** A group of the provider and the role names (system side) it grants. */
export const roleMapMaxGroups = 50;

const shortText = (max: number) => z.string().trim().max(max);
const claimName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_.:-]*$/, "a claim or attribute name");
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/.test(value), "an http(s) address");
const ldapUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^ldaps?:\/\/[^\s/]+\/?$/.test(value), "an ldap:// or ldaps:// address");

/** Group name -> role names. */
export const roleMap = z
  .record(z.string().trim().min(1).max(200), z.array(z.string().trim().min(1).max(100)).max(50))
  .refine((value) => Object.keys(value).length <= roleMapMaxGroups, `at most ${roleMapMaxGroups} groups`);
export type RoleMap = z.infer<typeof roleMap>;

const fields = {
  Kind: z.enum(identityProviderKinds),
  Name: z.string().trim().min(1).max(60),
  Side: z.enum(identitySides).default("user"),
  Issuer: httpUrl.default(""),
  ClientId: shortText(200).default(""),
  /** Write-only: never answered; an update without it keeps the stored one. */
  ClientSecret: shortText(500).optional(),
  Scopes: shortText(300)
    .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$|^$/, "scopes separated by spaces")
    .default("openid email profile"),
  /** Where the provider sends the browser back; empty: this gateway's own callback address. */
  RedirectUrl: httpUrl.default(""),
  LdapUrl: ldapUrl.default(""),
  BindDn: shortText(300).default(""),
  /** Write-only, as ClientSecret. */
  BindPassword: shortText(300).optional(),
  SearchBase: shortText(300).default(""),
  /** `{account}` is replaced with the escaped account name. */
  SearchFilter: shortText(300).default("(uid={account})"),
  /** Absent: the kind's default (identityClaimDefaults). */
  AccountClaim: claimName.optional(),
  EmailClaim: claimName.optional(),
  /** Empty: the provider's groups grant no roles. */
  GroupsClaim: z.union([claimName, z.literal("")]).optional(),
  RoleMap: roleMap.default({}),
  CreateAccounts: z.boolean().default(false),
  /** LDAP only: the directory's e-mail addresses are verified ones (linking needs verified e-mail). */
  TrustEmail: z.boolean().default(false),
};

function complete(
  value: {
    Kind: IdentityProviderKind;
    Issuer: string;
    ClientId: string;
    LdapUrl: string;
    SearchBase: string;
    SearchFilter: string;
  },
  ctx: z.RefinementCtx,
) {
  if (value.Kind === "oidc") {
    if (!value.Issuer) ctx.addIssue({ code: "custom", path: ["Issuer"], message: "is required" });
    if (!value.ClientId) ctx.addIssue({ code: "custom", path: ["ClientId"], message: "is required" });
  } else {
    if (!value.LdapUrl) ctx.addIssue({ code: "custom", path: ["LdapUrl"], message: "is required" });
    if (!value.SearchBase) ctx.addIssue({ code: "custom", path: ["SearchBase"], message: "is required" });
    if (!value.SearchFilter.includes("{account}")) {
      ctx.addIssue({ code: "custom", path: ["SearchFilter"], message: "must hold {account}" });
    }
  }
}

/**
 * Where each kind reads a person's account, e-mail and groups when the administrator names none:
 * OpenID Connect's standard claims, or an LDAP directory's attributes (inetOrgPerson, and memberOf as
 * the memberOf overlay of OpenLDAP or Active Directory keeps it).
 */
export const identityClaimDefaults: Record<
  IdentityProviderKind,
  { AccountClaim: string; EmailClaim: string; GroupsClaim: string }
> = {
  oidc: { AccountClaim: "preferred_username", EmailClaim: "email", GroupsClaim: "groups" },
  ldap: { AccountClaim: "uid", EmailClaim: "mail", GroupsClaim: "memberOf" },
};

export const identityProviderInput = z
  .object(fields)
  .superRefine(complete)
  .transform((value) => ({
    ...value,
    AccountClaim: value.AccountClaim ?? identityClaimDefaults[value.Kind].AccountClaim,
    EmailClaim: value.EmailClaim ?? identityClaimDefaults[value.Kind].EmailClaim,
    GroupsClaim: value.GroupsClaim ?? identityClaimDefaults[value.Kind].GroupsClaim,
  }));
export type IdentityProviderInput = z.infer<typeof identityProviderInput>;

/** The fields an update may change (the kind stays). */
export const identityProviderUpdate = z.object(fields).omit({ Kind: true }).partial();
export type IdentityProviderUpdate = z.infer<typeof identityProviderUpdate>;
export const identityProviderUpdatable = Object.keys(identityProviderUpdate.shape);
/** Checks a provider as it will be after an update. */
export const identityProviderComplete = (value: Parameters<typeof complete>[0], ctx: z.RefinementCtx) =>
  complete(value, ctx);
