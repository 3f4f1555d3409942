/**
 * Institutional sign-in (issue 28 item 1): a whole OpenID Connect sign-in (the gateway's start, the
 * provider's form, the callback: discovery cached, code exchange with PKCE, ID token check, userinfo,
 * the linked account, the session) and an LDAP sign-in (service bind, search, bind as the person)
 * against a password sign-in (argon2id) on the same gateway, one after another, medians over the same
 * number of rounds. The provider is oidc-provider in this process and the directory Debian's slapd,
 * both on loopback (tests/support/oidc.ts, ldap.ts). Figures only.
 *
 *   NODE_ENV=production node --import tsx tests/bench/sso.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { Client } from "../support/http.js";
import { ldapPeopleBase, ldapServiceDn, ldapServicePassword, startLdap } from "../support/ldap.js";
import { signInThrough, startOidcProvider } from "../support/oidc.js";

const rounds = 40;
const warmUp = 5;
const adminPassword = "Admin#Bench2026";
const password = "Bench#2026x";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds of each of `rounds` calls after `warmUp` unmeasured ones. */
async function timed(call: () => Promise<void>): Promise<number> {
  for (let i = 0; i < warmUp; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

export async function runSsoBenchmarks(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-sso-"));
  const config = {
    ...loadConfig({ CRUCIBLE_SCHEDULER: "false", CRUCIBLE_WARM_UP: "false" }),
    dataDir: work,
    adminPassword,
    databaseUrl: process.env.BENCH_DATABASE_URL,
  };
  const app = await createApp({ config, pgliteDir: "memory://", logger: false });
  const ldap = await startLdap([{ uid: "benchldap", password, mail: "benchldap@dir.example.org" }]);
  try {
    await app.server.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.addresses()[0] as { port: number }).port}`;
    const oidc = await startOidcProvider([`${base}/api/sso/oidc/callback`]);
    try {
      const admin = new Client(base);
      await admin.ok("/api/sys/user/login", { Account: "admin", Password: adminPassword });
      const provider = await admin.ok<{ Id: number }>("/api/sys/identity_provider/insert", {
        Kind: "oidc",
        Name: "Bench OIDC",
        Issuer: oidc.issuer,
        ClientId: oidc.clientId,
        ClientSecret: oidc.clientSecret,
        Scopes: "openid email profile",
        CreateAccounts: true,
      });
      const directory = await admin.ok<{ Id: number }>("/api/sys/identity_provider/insert", {
        Kind: "ldap",
        Name: "Bench LDAP",
        LdapUrl: ldap.url,
        BindDn: ldapServiceDn,
        BindPassword: ldapServicePassword,
        SearchBase: ldapPeopleBase,
        AccountClaim: "uid",
        EmailClaim: "mail",
        GroupsClaim: "",
        CreateAccounts: true,
      });
      const account = `bench${Date.now()}`;
      await new Client(base).ok("/api/user/register", {
        Account: account,
        Password: password,
        Name: "Bench",
        Email: `${account}@example.org`,
        CompanyName: "Bench",
      });
      oidc.people.set("bench-subject", {
        preferred_username: "benchoidc",
        email: "benchoidc@idp.example.org",
        email_verified: true,
      });
      const passwordMs = await timed(async () => {
        await new Client(base).ok("/api/user/login", { Account: account, Password: password });
      });
      const oidcMs = await timed(async () => {
        const { landing } = await signInThrough(
          new Client(base),
          `/api/sso/oidc/start/${provider.Id}?side=user`,
          "bench-subject",
        );
        if (landing !== "/#/frontend/home") throw new Error(`OIDC sign-in refused: ${landing}`);
      });
      const ldapMs = await timed(async () => {
        await new Client(base).ok("/api/user/login_by_ldap", {
          ProviderId: directory.Id,
          Account: "benchldap",
          Password: password,
        });
      });
      const where = app.database.driver === "postgres" ? "PostgreSQL" : "PGlite";
      console.log(
        `sign-in on ${where}, median of ${rounds} one after another: password ${passwordMs.toFixed(1)} ms; ` +
          `OIDC (whole browser flow, 4 requests to the gateway and the provider) ${oidcMs.toFixed(1)} ms = ` +
          `${(oidcMs / passwordMs).toFixed(2)}x password; LDAP ${ldapMs.toFixed(1)} ms = ${(ldapMs / passwordMs).toFixed(2)}x password`,
      );
    } finally {
      await oidc.stop();
    }
  } finally {
    await app.close();
    await ldap.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSsoBenchmarks().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
