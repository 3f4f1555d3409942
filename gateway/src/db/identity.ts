/** Institutional sign-in (issue 28 item 1): identity providers, account links, pending OIDC sign-ins. */
import type { IdentityProviderKind, IdentitySide, RoleMap } from "@crucible/schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, ref, ts, updated, type EntityStatus, type Side } from "./columns.js";

export const identityProviders = pgTable(
  "identity_providers",
  {
    id: id(),
    kind: text("kind").$type<IdentityProviderKind>().notNull(),
    name: text("name").notNull(),
    side: text("side").$type<IdentitySide>().notNull().default("user"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    issuer: text("issuer").notNull().default(""),
    clientId: text("client_id").notNull().default(""),
    /** Write-only: never presented. */
    clientSecret: text("client_secret").notNull().default(""),
    scopes: text("scopes").notNull().default("openid email profile"),
    redirectUrl: text("redirect_url").notNull().default(""),
    ldapUrl: text("ldap_url").notNull().default(""),
    bindDn: text("bind_dn").notNull().default(""),
    /** Write-only: never presented. */
    bindPassword: text("bind_password").notNull().default(""),
    searchBase: text("search_base").notNull().default(""),
    searchFilter: text("search_filter").notNull().default("(uid={account})"),
    accountClaim: text("account_claim").notNull().default("preferred_username"),
    emailClaim: text("email_claim").notNull().default("email"),
    groupsClaim: text("groups_claim").notNull().default("groups"),
    roleMap: jsonb("role_map").$type<RoleMap>().notNull().default({}),
    createAccounts: boolean("create_accounts").notNull().default(false),
    trustEmail: boolean("trust_email").notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("identity_providers_name_key")
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** An account of a side signed in through a provider as this subject; later sign-ins use the link. */
export const identityLinks = pgTable(
  "identity_links",
  {
    id: id(),
    providerId: ref("provider_id")
      .notNull()
      .references(() => identityProviders.id, { onDelete: "cascade" }),
    side: text("side").$type<Side>().notNull(),
    subject: text("subject").notNull(),
    userId: ref("user_id").notNull(),
    createdAt: created(),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [
    uniqueIndex("identity_links_subject_key").on(t.providerId, t.side, t.subject),
    index("identity_links_user_idx").on(t.side, t.userId),
  ],
);

/**
 * An OIDC sign-in between the redirect to the provider and its callback: the state (hashed), the PKCE
 * verifier and the nonce stay on the server (any gateway of a fleet completes it), used once.
 */
export const ssoStates = pgTable(
  "sso_states",
  {
    id: id(),
    stateHash: text("state_hash").notNull(),
    providerId: ref("provider_id")
      .notNull()
      .references(() => identityProviders.id, { onDelete: "cascade" }),
    side: text("side").$type<Side>().notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("sso_states_state_key").on(t.stateHash),
    index("sso_states_expiry_idx").on(t.expiresAt),
  ],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type IdentityLinkRow = typeof identityLinks.$inferSelect;
