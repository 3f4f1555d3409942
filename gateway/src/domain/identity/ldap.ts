/**
 * LDAP sign-in (issue 28 item 1) with ldapts: the gateway binds with the provider's service account,
 * searches the person by the filter (the typed name escaped, RFC 4515), then binds as the entry found
 * with the typed password. The entry's attributes map to an account as OIDC claims do (accounts.ts);
 * the directory's e-mail counts as verified only when the administrator marked it trusted. Sign-in
 * runs through the password path's gate (loginWithDirectory): a wrong password counts towards the
 * lockout and every attempt is logged with method ldap.
 */
import { Client, InvalidCredentialsError, type Entry } from "ldapts";
import type { Side } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { loginWithDirectory, type LoginOutcome } from "../auth/login.js";
import { resolveAccount, type ExternalIdentity } from "./accounts.js";
import { usableProvider } from "./providers.js";

const timeoutMs = 10_000;

/** Escapes a value for an LDAP search filter (RFC 4515): \ * ( ) NUL, and every non-ASCII byte. */
export function escapeFilterValue(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x20 || byte > 0x7e || char === "\\" || char === "*" || char === "(" || char === ")"
        ? `\\${byte.toString(16).padStart(2, "0")}`
        : char;
  }
  return out;
}

function texts(value: Entry[string] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (Buffer.isBuffer(item) ? item.toString("utf8") : item));
}

/**
 * A directory group as the role map may name it: the value itself and, for a DN
 * (cn=chemists,ou=groups,...), also its first RDN's value (chemists).
 */
function groupNames(values: string[]): string[] {
  return values.flatMap((value) => {
    const first = /^[A-Za-z][\w-]*=([^,+]+)/.exec(value);
    return first?.[1] && first[1] !== value ? [value, first[1]] : [value];
  });
}

function failure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AppError("SsoProviderFailed", message.slice(0, 200));
}

/** Signs in with a name and password the provider's directory checks. */
export async function loginWithLdap(
  ctx: Ctx,
  side: Side,
  input: { providerId: number; account: string; password: string },
): Promise<LoginOutcome> {
  const provider = await usableProvider(ctx, input.providerId, "ldap", side);
  return loginWithDirectory(ctx, side, input, "ldap", async (account, password) => {
    const ldap = new Client({ url: provider.ldapUrl, timeout: timeoutMs, connectTimeout: timeoutMs });
    try {
      try {
        if (provider.bindDn) await ldap.bind(provider.bindDn, provider.bindPassword);
      } catch (error) {
        throw failure(error);
      }
      const attributes = ["entryUUID", provider.accountClaim, provider.emailClaim];
      if (provider.groupsClaim) attributes.push(provider.groupsClaim);
      const filter = provider.searchFilter.split("{account}").join(escapeFilterValue(account));
      let entries: Entry[];
      try {
        ({ searchEntries: entries } = await ldap.search(provider.searchBase, {
          scope: "sub",
          filter,
          attributes,
          sizeLimit: 2,
        }));
      } catch (error) {
        throw failure(error);
      }
      // No entry, or a name that is not one person's: the same answer as a wrong password.
      if (entries.length !== 1) return { wrong: true, userId: null };
      const entry = entries[0]!;
      try {
        await ldap.bind(entry.dn, password);
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return { wrong: true, userId: null };
        throw failure(error);
      }
      const identity: ExternalIdentity = {
        subject: texts(entry.entryUUID)[0] ?? entry.dn.toLowerCase(),
        account: texts(entry[provider.accountClaim])[0] ?? null,
        email: texts(entry[provider.emailClaim])[0]?.toLowerCase() ?? null,
        emailVerified: provider.trustEmail,
        groups: provider.groupsClaim ? groupNames(texts(entry[provider.groupsClaim])).slice(0, 200) : [],
      };
      return { account: await resolveAccount(ctx, provider, side, identity) };
    } finally {
      await ldap.unbind().catch(() => undefined);
    }
  });
}
