/**
 * Institutional sign-in (issue 28 item 1) against real servers: an OpenID Connect provider started
 * here (oidc-provider, tests/support/oidc.ts) and Debian's slapd with a seeded directory
 * (tests/support/ldap.ts). Both sides, the group -> role map, account creation on and off, linking
 * only by a verified e-mail, the login policy (lockout, disabled accounts, login logs), the one-time
 * state, and the back office's provider resource (refusals, the write-only secrets).
 */
import { request as httpRequest } from "node:http";
import { defaultLoginPolicy, type LoginPolicy } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, uniqueAccount, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import {
  ldapPeopleBase,
  ldapServiceDn,
  ldapServicePassword,
  startLdap,
  type TestLdap,
} from "../support/ldap.js";
import {
  followCallback,
  providerCallback,
  signInThrough,
  startOidcProvider,
  type TestOidc,
} from "../support/oidc.js";

let t: TestApp;
let admin: Client;
let oidc: TestOidc;
let ldap: TestLdap;
/** A role whose group grants Sys.Config.Read, mapped from the directory's and provider's "chemists". */
let roleName = "";

const ldapPassword = "Dir3ctory!pw";

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  oidc = await startOidcProvider([`${t.url}/api/sso/oidc/callback`]);
  ldap = await startLdap([
    { uid: "lina", password: ldapPassword, mail: "lina@dir.example.org", groups: ["chemists"] },
    { uid: "lars", password: ldapPassword, mail: "lars@dir.example.org" },
    { uid: "lockme", password: ldapPassword, mail: "lockme@dir.example.org" },
    { uid: "syslee", password: ldapPassword, mail: "syslee@dir.example.org", groups: ["chemists"] },
    { uid: "shared", password: ldapPassword, mail: "shared-ldap@example.org" },
  ]);
  roleName = `sso-chemists-${uniqueAccount()}`;
  const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
    Name: `group-${roleName}`,
    Perms: ["Sys.Config.Read"],
  });
  await admin.ok("/api/sys/_perm_role/insert", { Name: roleName, GroupIds: [group.Id] });
});
afterAll(async () => {
  await t?.stop();
  await oidc?.stop();
  await ldap?.stop();
});

interface ProviderView {
  Id: number;
  Name: string;
  HasClientSecret: boolean;
  HasBindPassword: boolean;
  [key: string]: unknown;
}

function oidcProvider(overrides: Record<string, unknown> = {}): Promise<ProviderView> {
  return admin.ok<ProviderView>("/api/sys/identity_provider/insert", {
    Kind: "oidc",
    Name: `OIDC ${uniqueAccount()}`,
    Side: "user",
    Issuer: oidc.issuer,
    ClientId: oidc.clientId,
    ClientSecret: oidc.clientSecret,
    Scopes: "openid email profile groups",
    ...overrides,
  });
}

function ldapProvider(overrides: Record<string, unknown> = {}): Promise<ProviderView> {
  return admin.ok<ProviderView>("/api/sys/identity_provider/insert", {
    Kind: "ldap",
    Name: `LDAP ${uniqueAccount()}`,
    Side: "user",
    LdapUrl: ldap.url,
    BindDn: ldapServiceDn,
    BindPassword: ldapServicePassword,
    SearchBase: ldapPeopleBase,
    SearchFilter: "(&(objectClass=inetOrgPerson)(uid={account}))",
    // The claims are LDAP's defaults (uid, mail, memberOf): every LDAP test signs in through them.
    ...overrides,
  });
}

const start = (id: number, side: "user" | "sys" = "user") => `/api/sso/oidc/start/${id}?side=${side}`;

/** A person at the test provider with a fresh subject. */
function person(claims: Parameters<TestOidc["people"]["set"]>[1]): string {
  const subject = `sub-${uniqueAccount()}`;
  oidc.people.set(subject, claims);
  return subject;
}

async function signedInAs(client: Client, side: "user" | "sys"): Promise<string> {
  const base = side === "user" ? "/api/user" : "/api/sys/user";
  const data = await client.ok<{ User: { Account: string }; Perms: string[] }>(`${base}/session_data`);
  return data.User.Account;
}

interface LogRow {
  Account: string;
  Method: string;
  Success: boolean;
  ErrorType: string | null;
}

async function logsOf(account: string, side: "user" | "sys" = "user"): Promise<LogRow[]> {
  const path = side === "user" ? "/api/sys/login_log/query" : "/api/sys/system_login_log/query";
  const rows = await admin.ok<(LogRow & { Side: string })[]>(path, {
    Where: { Lvg: [{ Values: [{ Name: "Account", Value: account }] }] },
    OrderBy: [{ Name: "Id", IsAsc: true }],
  });
  return rows;
}

/** A normal user whose e-mail is activated here (the code sent to it). */
async function userWithProvenEmail(): Promise<NormalUser> {
  const user = await registerUser(t);
  await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
  await user.client.ok("/api/user/activation_status", { Kind: "Email", Code: t.lastCode(user.email) });
  return user;
}

/**
 * Where the gateway's start address sends a browser whose request carries `headers` (node:http, since
 * fetch does not let a caller set Host): the provider's address, or the sign-in page with an error.
 */
function startWithHeaders(app: TestApp, path: string, headers: Record<string, string>): Promise<string> {
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "GET", headers }, (response) => {
      response.resume();
      const location = response.headers.location;
      if (response.statusCode !== 303 || !location)
        reject(new Error(`the start answered ${response.statusCode}`));
      else resolve(location);
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** The redirect_uri an authorization address (the provider's) carries. */
const redirectUriOf = (authorization: string) => new URL(authorization).searchParams.get("redirect_uri");

/** The catalogue error a landing page of the web client (a hash route) shows, if any. */
const errorOf = (landing: string) =>
  new URL(landing.replace("/#/", "/"), "http://x").searchParams.get("sso_error");

describe("the back office's providers", () => {
  it("never answers a secret, over REST or GraphQL", async () => {
    const provider = await oidcProvider();
    expect(provider.HasClientSecret).toBe(true);
    const texts = [
      JSON.stringify(provider),
      JSON.stringify(await admin.ok(`/api/sys/identity_provider/read/${provider.Id}`)),
      JSON.stringify(await admin.ok("/api/sys/identity_provider/query", {})),
    ];
    const directory = await ldapProvider();
    expect(directory.HasBindPassword).toBe(true);
    texts.push(JSON.stringify(await admin.ok(`/api/sys/identity_provider/read/${directory.Id}`)));
    const gql = await admin.gqlData<{ identityProviders: { list: unknown[] } }>(
      "{ identityProviders { list { id name hasClientSecret hasBindPassword } } }",
    );
    texts.push(JSON.stringify(gql));
    for (const text of texts) {
      expect(text).not.toContain(oidc.clientSecret);
      expect(text).not.toContain(ldapServicePassword);
    }
    // An update without the secret keeps it; the field is not readable in the SDL at all.
    const updated = await admin.ok<ProviderView>(`/api/sys/identity_provider/update/${provider.Id}`, {
      Scopes: "openid email profile groups",
    });
    expect(updated.HasClientSecret).toBe(true);
    const asField = await admin.gql(`{ identityProvider(id: ${provider.Id}) { clientSecret } }`);
    expect(asField.body.errors?.length).toBeGreaterThan(0);
  });

  it("refuses callers who are not signed in or lack Sys.Config, and bad settings", async () => {
    const anonymous = t.client();
    expect((await anonymous.rest("/api/sys/identity_provider/query", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect(gqlCode(await anonymous.gql("{ identityProviders { total } }"))).toBe("DBUserNoLogin");
    const nobody = await createSystemUser(t, admin, []);
    const denied = await nobody.client.rest("/api/sys/identity_provider/query", {});
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    expect(gqlCode(await nobody.client.gql("{ identityProviders { total } }"))).toBe("DBPermDenied");
    const reader = await createSystemUser(t, admin, ["Sys.Config.Read"]);
    const write = await reader.client.rest("/api/sys/identity_provider/insert", {
      Kind: "oidc",
      Name: "x",
      Issuer: oidc.issuer,
      ClientId: "c",
    });
    expect(write.body.Error).toMatchObject({ Type: "DBPermDenied", Meta: { Perm: "Sys.Config.Update" } });
    const user = await registerUser(t);
    expect((await user.client.rest("/api/sys/identity_provider/query", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    // An OIDC provider without an issuer, an LDAP filter without {account}, a wrong kind.
    const noIssuer = await admin.rest("/api/sys/identity_provider/insert", {
      Kind: "oidc",
      Name: "a",
      ClientId: "c",
    });
    expect(noIssuer.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(noIssuer.body.Error?.Value).toContain("Issuer");
    const badFilter = await admin.rest("/api/sys/identity_provider/insert", {
      Kind: "ldap",
      Name: "b",
      LdapUrl: ldap.url,
      SearchBase: ldapPeopleBase,
      SearchFilter: "(uid=*)",
    });
    expect(badFilter.body.Error?.Type).toBe("ServerInvalidParameter");
    const badKind = await admin.rest("/api/sys/identity_provider/insert", { Kind: "saml", Name: "c" });
    expect(badKind.body.Error?.Type).toBe("ServerInvalidParameter");
    const missing = await admin.rest("/api/sys/identity_provider/read/99999999");
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("reads each kind's own attributes when none are named: uid, mail, memberOf for LDAP", async () => {
    const directory = await ldapProvider();
    expect([directory.AccountClaim, directory.EmailClaim, directory.GroupsClaim]).toEqual([
      "uid",
      "mail",
      "memberOf",
    ]);
    const openid = await oidcProvider();
    expect([openid.AccountClaim, openid.EmailClaim, openid.GroupsClaim]).toEqual([
      "preferred_username",
      "email",
      "groups",
    ]);
    // Named ones are kept, an empty groups claim too (no roles from the directory).
    const named = await ldapProvider({ AccountClaim: "cn", GroupsClaim: "" });
    expect([named.AccountClaim, named.EmailClaim, named.GroupsClaim]).toEqual(["cn", "mail", ""]);
  });

  it("lists the enabled providers of each side's sign-in page by name only, to anyone", async () => {
    const both = await oidcProvider({ Side: "both" });
    const sysOnly = await ldapProvider({ Side: "sys" });
    const off = await oidcProvider();
    await admin.ok(`/api/sys/identity_provider/disabled_status/${off.Id}`, {});
    const anonymous = t.client();
    const userPage = await anonymous.gqlData<{
      signInProviders: { id: string; name: string; startUrl: string | null }[];
    }>("{ signInProviders(side: USER) { id kind name startUrl } }");
    const ids = userPage.signInProviders.map((row) => Number(row.id));
    expect(ids).toContain(both.Id);
    expect(ids).not.toContain(sysOnly.Id);
    expect(ids).not.toContain(off.Id);
    expect(userPage.signInProviders.find((row) => Number(row.id) === both.Id)?.startUrl).toBe(start(both.Id));
    const sysPage = await anonymous.gqlData<{ signInProviders: { id: string; startUrl: string | null }[] }>(
      "{ signInProviders(side: SYSTEM) { id kind name startUrl } }",
    );
    expect(sysPage.signInProviders.find((row) => Number(row.id) === sysOnly.Id)?.startUrl).toBeNull();
    const rest = await anonymous.fetch("/api/sso/providers?side=user");
    const listed = ((await rest.json()) as { Data: Record<string, unknown>[] }).Data;
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(["Id", "Kind", "Name"]);
    // A disabled provider cannot be started either: the sign-in page says it does not exist.
    expect(errorOf(await providerCallback(t.client(), start(off.Id), "x"))).toBe("DBDataNotExist");
    expect(errorOf(await providerCallback(t.client(), start(sysOnly.Id, "sys"), "x"))).toBe("DBDataNotExist");
  });
});

describe("OpenID Connect", () => {
  it("creates an account when allowed, signs it in with the normal session and logs it", async () => {
    const provider = await oidcProvider({ CreateAccounts: true });
    const account = `oc${uniqueAccount()}`.slice(0, 20);
    const subject = person({
      preferred_username: account,
      email: `${account}@idp.example.org`,
      email_verified: true,
    });
    const browser = t.client();
    const { landing } = await signInThrough(browser, start(provider.Id), subject);
    expect(landing).toBe("/#/frontend/home");
    expect((await signedInAs(browser, "user")).toLowerCase()).toBe(account.toLowerCase());
    // The GraphQL side of the same session.
    const me = await browser.gqlData<{ me: { account: string } }>("{ me { account } }");
    expect(me.me.account.toLowerCase()).toBe(account.toLowerCase());
    const logs = await logsOf(account);
    expect(logs.at(-1)).toMatchObject({ Method: "oidc", Success: true, ErrorType: null });
    // The second sign-in uses the link, even after the provider's name claim changed.
    oidc.people.set(subject, {
      preferred_username: "renamed",
      email: `${account}@idp.example.org`,
      email_verified: true,
    });
    const again = t.client();
    expect((await signInThrough(again, start(provider.Id), subject)).landing).toBe("/#/frontend/home");
    expect((await signedInAs(again, "user")).toLowerCase()).toBe(account.toLowerCase());
  });

  it("refuses, with a catalogue error and a log line, when nothing is linked and creation is off", async () => {
    const provider = await oidcProvider({ CreateAccounts: false });
    const account = `nc${uniqueAccount()}`.slice(0, 20);
    const subject = person({
      preferred_username: account,
      email: `${account}@idp.example.org`,
      email_verified: true,
    });
    const browser = t.client();
    const { landing } = await signInThrough(browser, start(provider.Id), subject);
    expect(landing).toBe("/#/frontend/login?sso_error=SsoNotLinked");
    expect((await browser.rest("/api/user/session_data")).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await logsOf(account)).at(-1)).toMatchObject({
      Method: "oidc",
      Success: false,
      ErrorType: "SsoNotLinked",
    });
  });

  it("links an existing account by a verified e-mail only, never by name", async () => {
    const provider = await oidcProvider({ CreateAccounts: false });
    const user = await userWithProvenEmail();
    // Same name, unverified e-mail: not linked.
    const unverified = person({ preferred_username: user.account, email: user.email, email_verified: false });
    expect(errorOf((await signInThrough(t.client(), start(provider.Id), unverified)).landing)).toBe(
      "SsoNotLinked",
    );
    // Same name, another (verified) e-mail: not linked by the name.
    const byName = person({
      preferred_username: user.account,
      email: "someone-else@idp.example.org",
      email_verified: true,
    });
    expect(errorOf((await signInThrough(t.client(), start(provider.Id), byName)).landing)).toBe(
      "SsoNotLinked",
    );
    // Even with creation on, an account with that name or address is not taken over.
    const creating = await oidcProvider({ CreateAccounts: true });
    expect(errorOf((await signInThrough(t.client(), start(creating.Id), unverified)).landing)).toBe(
      "SsoNotLinked",
    );
    // The verified address the account proved here: linked.
    const verified = person({
      preferred_username: "whatever",
      email: user.email.toUpperCase(),
      email_verified: true,
    });
    const browser = t.client();
    expect((await signInThrough(browser, start(provider.Id), verified)).landing).toBe("/#/frontend/home");
    expect(await signedInAs(browser, "user")).toBe(user.account);
  });

  it("does not link an account whose own e-mail was never proven here", async () => {
    const provider = await oidcProvider({ CreateAccounts: false });
    const user = await registerUser(t);
    const subject = person({ email: user.email, email_verified: true });
    expect(errorOf((await signInThrough(t.client(), start(provider.Id), subject)).landing)).toBe(
      "SsoNotLinked",
    );
  });

  it("uses a state once: a replayed or forged callback is refused", async () => {
    const provider = await oidcProvider({ CreateAccounts: true });
    const account = `rp${uniqueAccount()}`.slice(0, 20);
    const subject = person({
      preferred_username: account,
      email: `${account}@idp.example.org`,
      email_verified: true,
    });
    const browser = t.client();
    const callback = await providerCallback(browser, start(provider.Id), subject);
    expect(await followCallback(browser, callback)).toBe("/#/frontend/home");
    const thief = t.client();
    expect(errorOf(await followCallback(thief, callback))).toBe("SsoStateInvalid");
    expect((await thief.rest("/api/user/session_data")).body.Error?.Type).toBe("DBUserNoLogin");
    const forged = new URL(callback, t.url);
    forged.searchParams.set("state", "forged-state-value");
    expect(errorOf(await followCallback(t.client(), `${forged.pathname}${forged.search}`))).toBe(
      "SsoStateInvalid",
    );
    expect(errorOf(await followCallback(t.client(), "/api/sso/oidc/callback?code=abc"))).toBe(
      "SsoStateInvalid",
    );
  });

  it("refuses a disabled account and counts towards the session maximum like a password", async () => {
    const provider = await oidcProvider({ CreateAccounts: false });
    const user = await userWithProvenEmail();
    const subject = person({ email: user.email, email_verified: true });
    expect((await signInThrough(t.client(), start(provider.Id), subject)).landing).toBe("/#/frontend/home");
    await admin.ok(`/api/sys/normal_user/disabled_status/${user.id}`, {});
    expect(errorOf((await signInThrough(t.client(), start(provider.Id), subject)).landing)).toBe(
      "DBLoginDisabled",
    );
    expect((await logsOf(user.account)).at(-1)).toMatchObject({
      Method: "oidc",
      Success: false,
      ErrorType: "DBLoginDisabled",
    });
    await admin.ok(`/api/sys/normal_user/enabled_status/${user.id}`, {});
    // Disabling ended the account's sessions: with a maximum of one, a second sign-in is refused.
    await admin.ok("/api/sys/key_data/login_policy/save_data_json", {
      DataJson: { ...defaultLoginPolicy, SessionMax: 1 } satisfies LoginPolicy,
    });
    try {
      expect((await signInThrough(t.client(), start(provider.Id), subject)).landing).toBe("/#/frontend/home");
      expect(errorOf((await signInThrough(t.client(), start(provider.Id), subject)).landing)).toBe(
        "DBLoginLimit",
      );
    } finally {
      await admin.ok("/api/sys/key_data/login_policy/save_data_json", { DataJson: defaultLoginPolicy });
    }
  });

  it("signs in on the system side with the provider's groups mapped to roles", async () => {
    const provider = await oidcProvider({
      Side: "sys",
      CreateAccounts: true,
      RoleMap: { chemists: [roleName] },
    });
    const account = `os${uniqueAccount()}`.slice(0, 20);
    const subject = person({
      preferred_username: account,
      email: `${account}@idp.example.org`,
      email_verified: true,
      groups: ["chemists"],
    });
    const browser = t.client();
    expect((await signInThrough(browser, start(provider.Id, "sys"), subject)).landing).toBe("/#/system/home");
    const session = await browser.ok<{ User: { Account: string }; Perms: string[] }>(
      "/api/sys/user/session_data",
    );
    expect(session.User.Account.toLowerCase()).toBe(account.toLowerCase());
    expect(session.Perms).toContain("Sys.Config.Read");
    expect((await logsOf(account, "sys")).at(-1)).toMatchObject({ Method: "oidc", Success: true });
    // Out of the group at the provider: the mapped role goes at the next sign-in.
    oidc.people.set(subject, {
      preferred_username: account,
      email: `${account}@idp.example.org`,
      email_verified: true,
      groups: [],
    });
    const later = t.client();
    expect((await signInThrough(later, start(provider.Id, "sys"), subject)).landing).toBe("/#/system/home");
    const after = await later.ok<{ Perms: string[] }>("/api/sys/user/session_data");
    expect(after.Perms).not.toContain("Sys.Config.Read");
    // The same provider is not offered on the user side.
    expect(errorOf(await providerCallback(t.client(), start(provider.Id, "user"), subject))).toBe(
      "DBDataNotExist",
    );
  });
});

describe("the callback address", () => {
  const callbackPath = "/api/sso/oidc/callback";
  const forged = {
    host: "evil.example.org",
    "x-forwarded-host": "evil.example.org",
    "x-forwarded-proto": "https",
  };

  it("is never taken from a forged Host header: without a public address, only loopback names count", async () => {
    const provider = await oidcProvider();
    const own = await startWithHeaders(t, start(provider.Id), {});
    expect(redirectUriOf(own)).toBe(`${t.url}${callbackPath}`);
    const localhost = await startWithHeaders(t, start(provider.Id), {
      host: `localhost:${new URL(t.url).port}`,
    });
    expect(redirectUriOf(localhost)).toBe(`http://localhost:${new URL(t.url).port}${callbackPath}`);
    // Another host name and no CRUCIBLE_PUBLIC_URL: refused before the browser goes to the provider.
    const refused = await startWithHeaders(t, start(provider.Id), forged);
    expect(refused).toBe("/#/frontend/login?sso_error=SsoProviderFailed");
    expect(refused).not.toContain("evil");
    // A redirect address set on the provider is used whatever the request says.
    const fixed = await oidcProvider({ RedirectUrl: "https://fixed.example.org/api/sso/oidc/callback" });
    expect(redirectUriOf(await startWithHeaders(t, start(fixed.Id), forged))).toBe(
      "https://fixed.example.org/api/sso/oidc/callback",
    );
  });

  it("is the configured public address (CRUCIBLE_PUBLIC_URL) whatever the Host header says", async () => {
    const publicUrl = "https://crucible.example.org";
    const other = await startApp({ env: { CRUCIBLE_PUBLIC_URL: `${publicUrl}/` } });
    try {
      const otherAdmin = await other.admin();
      const provider = await otherAdmin.ok<ProviderView>("/api/sys/identity_provider/insert", {
        Kind: "oidc",
        Name: `OIDC ${uniqueAccount()}`,
        Side: "both",
        Issuer: oidc.issuer,
        ClientId: oidc.clientId,
        ClientSecret: oidc.clientSecret,
      });
      for (const headers of [{}, forged, { host: "localhost" }] as Record<string, string>[]) {
        for (const side of ["user", "sys"] as const) {
          const authorization = await startWithHeaders(other, start(provider.Id, side), headers);
          expect(new URL(authorization).origin).toBe(new URL(oidc.issuer).origin);
          expect(redirectUriOf(authorization)).toBe(`${publicUrl}${callbackPath}`);
        }
      }
    } finally {
      await other.stop();
    }
  });
});

describe("an unreachable provider", () => {
  it("sends the browser back to the sign-in page with SsoProviderFailed", async () => {
    const provider = await oidcProvider({ Issuer: "http://127.0.0.1:1" });
    expect(errorOf(await providerCallback(t.client(), start(provider.Id), "x"))).toBe("SsoProviderFailed");
  });
});

describe("LDAP", () => {
  const ldapLogin = (
    client: Client,
    providerId: number,
    account: string,
    password: string,
    side: "user" | "sys" = "user",
  ) =>
    client.rest(side === "user" ? "/api/user/login_by_ldap" : "/api/sys/user/login_by_ldap", {
      ProviderId: providerId,
      Account: account,
      Password: password,
    });

  it("binds as the person found, creates the account when allowed and logs with method ldap", async () => {
    const provider = await ldapProvider({ CreateAccounts: true });
    const browser = t.client();
    const answer = await ldapLogin(browser, provider.Id, "lina", ldapPassword);
    expect(answer.body.Error).toBeNull();
    expect(await signedInAs(browser, "user")).toBe("lina");
    const wrong = await ldapLogin(t.client(), provider.Id, "lina", "not-the-password");
    expect(wrong.body.Error?.Type).toBe("DBLoginFailed");
    const unknown = await ldapLogin(t.client(), provider.Id, "nobody", ldapPassword);
    expect(unknown.body.Error?.Type).toBe("DBLoginFailed");
    const logs = await logsOf("lina");
    expect(logs.map((row) => [row.Method, row.Success, row.ErrorType])).toEqual([
      ["ldap", true, null],
      ["ldap", false, "DBLoginFailed"],
    ]);
    // GraphQL signs in the same way.
    const gql = await t
      .client()
      .gql(
        `mutation($id: ID!) { ldapLogin(providerId: $id, side: USER, account: "lina", password: "${ldapPassword}") { side user { account } } }`,
        { id: String(provider.Id) },
      );
    expect(gql.body.data).toMatchObject({ ldapLogin: { side: "USER", user: { account: "lina" } } });
  });

  it("escapes the name in the search filter: wildcards and parentheses match nobody", async () => {
    const provider = await ldapProvider({ CreateAccounts: true });
    for (const name of ["*", "l*", "lina)(uid=*", "*)(|(uid=*"]) {
      const answer = await ldapLogin(t.client(), provider.Id, name, ldapPassword);
      expect(answer.body.Error?.Type).toBe("DBLoginFailed");
    }
  });

  it("locks the name out after the policy's failures, like a password", async () => {
    const provider = await ldapProvider({ CreateAccounts: true });
    await admin.ok("/api/sys/key_data/login_policy/save_data_json", {
      DataJson: { ...defaultLoginPolicy, FailMax: 3, IpFailMax: 0 } satisfies LoginPolicy,
    });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await ldapLogin(t.client(), provider.Id, "lockme", "wrong")).body.Error?.Type).toBe(
          "DBLoginFailed",
        );
      }
      const locked = await ldapLogin(t.client(), provider.Id, "lockme", ldapPassword);
      expect(locked.body.Error?.Type).toBe("DBLoginLimitFailMax");
      expect((await logsOf("lockme")).at(-1)).toMatchObject({
        Method: "ldap",
        ErrorType: "DBLoginLimitFailMax",
      });
    } finally {
      await admin.ok("/api/sys/key_data/login_policy/save_data_json", { DataJson: defaultLoginPolicy });
    }
  });

  it("refuses without creation, and links by e-mail only when the directory is trusted for it", async () => {
    // The directory's lars has another address; shared has this user's proven one.
    const user = await registerUser(t, { Email: "shared-ldap@example.org" });
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    await user.client.ok("/api/user/activation_status", { Kind: "Email", Code: t.lastCode(user.email) });
    const untrusted = await ldapProvider({ CreateAccounts: false, TrustEmail: false });
    expect((await ldapLogin(t.client(), untrusted.Id, "lars", ldapPassword)).body.Error?.Type).toBe(
      "SsoNotLinked",
    );
    expect((await ldapLogin(t.client(), untrusted.Id, "shared", ldapPassword)).body.Error?.Type).toBe(
      "SsoNotLinked",
    );
    expect((await logsOf("shared")).at(-1)).toMatchObject({
      Method: "ldap",
      Success: false,
      ErrorType: "SsoNotLinked",
    });
    const trusted = await ldapProvider({ CreateAccounts: false, TrustEmail: true });
    const browser = t.client();
    expect((await ldapLogin(browser, trusted.Id, "shared", ldapPassword)).body.Error).toBeNull();
    expect(await signedInAs(browser, "user")).toBe(user.account);
    // Logged under the name typed, like its failures: the success ends that name's run of failures.
    expect((await logsOf("shared")).at(-1)).toMatchObject({ Method: "ldap", Success: true, ErrorType: null });
  });

  it("signs in a system user with the directory's groups mapped to roles", async () => {
    const provider = await ldapProvider({
      Side: "sys",
      CreateAccounts: true,
      RoleMap: { chemists: [roleName] },
    });
    const browser = t.client();
    const answer = await ldapLogin(browser, provider.Id, "syslee", ldapPassword, "sys");
    expect(answer.body.Error).toBeNull();
    const session = await browser.ok<{ User: { Account: string }; Perms: string[] }>(
      "/api/sys/user/session_data",
    );
    expect(session.User.Account).toBe("syslee");
    expect(session.Perms).toContain("Sys.Config.Read");
    // Not offered on the user side: answers like a missing provider.
    expect((await ldapLogin(t.client(), provider.Id, "syslee", ldapPassword, "user")).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
  });

  it("answers the directory being unreachable as the provider's failure, not a wrong password", async () => {
    const provider = await ldapProvider({ LdapUrl: "ldap://127.0.0.1:1", CreateAccounts: true });
    const answer = await ldapLogin(t.client(), provider.Id, "lina", ldapPassword);
    expect(answer.body.Error?.Type).toBe("SsoProviderFailed");
    expect(answer.status).toBe(502);
  });
});
