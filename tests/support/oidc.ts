/**
 * A real OpenID Connect provider for the tests (oidc-provider 8, in this process, on a free loopback
 * port), with one confidential client that must use PKCE, and the people who may sign in. Its
 * development sign-in form takes any password for a known login; consent is granted in advance.
 * `signInThrough` drives a browser's flow over real HTTP: the gateway's start address, the
 * provider's form, the callback.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import type { Client } from "./http.js";

export interface OidcPerson {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  groups?: string[];
}

export interface TestOidc {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** By subject (the login typed in the provider's form). */
  readonly people: Map<string, OidcPerson>;
  stop(): Promise<void>;
}

const scopes = "openid email profile groups";

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidc> {
  const people = new Map<string, OidcPerson>();
  const clientId = "crucible-test";
  const clientSecret = "crucible-test-secret-0123456789abcdef";
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["preferred_username", "name"],
      groups: ["groups"],
    },
    scopes: scopes.split(" "),
    pkce: { methods: ["S256"], required: () => true },
    cookies: { keys: ["crucible-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
    // Consent is granted in advance: the test drives only the sign-in form.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(scopes);
      grant.addOIDCClaims(["email", "email_verified", "preferred_username", "name", "groups"]);
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies for the provider (names only; the provider's paths are all under its origin). */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
  }
}

async function providerRequest(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
  });
  jar.keep(response.headers);
  return response;
}

export interface SsoResult {
  /** The callback address the provider sent the browser to (path and query, on the gateway). */
  readonly callback: string;
  /** Where the gateway's callback sent the browser (the web client's page). */
  readonly landing: string;
}

/**
 * Starts an OIDC sign-in at the gateway with `client` (its cookies are the browser's for the gateway),
 * signs in at the provider as `login`, and answers the callback's address, or, with `complete`
 * (default), also where the gateway's callback sent the browser.
 */
export async function signInThrough(client: Client, startPath: string, login: string): Promise<SsoResult> {
  const callback = await providerCallback(client, startPath, login);
  return { callback, landing: await followCallback(client, callback) };
}

/** The start and the provider's part: answers the callback address (not yet visited). */
export async function providerCallback(client: Client, startPath: string, login: string): Promise<string> {
  const start = await client.fetch(startPath, { redirect: "manual" });
  const first = start.headers.get("location");
  if (start.status !== 303 || !first) {
    throw new Error(`the start answered ${start.status} ${await start.text()}`);
  }
  let location: string = first;
  if (!/^https?:/.test(location)) return location; // refused at the start: the sign-in page
  const jar = new Jar();
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await providerRequest(jar, location);
    if (response.status >= 300 && response.status < 400) {
      const next: string = new URL(response.headers.get("location") ?? "", location).href;
      if (next.startsWith(client.baseUrl)) return next.slice(client.baseUrl.length);
      location = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="login"')) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    }
    const submitted = await providerRequest(jar, new URL(action, location).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
    });
    location = new URL(submitted.headers.get("location") ?? "", location).href;
  }
  throw new Error("the provider never sent the browser back");
}

/** Visits the callback with the gateway's cookies: answers where the gateway sent the browser. */
export async function followCallback(client: Client, callback: string): Promise<string> {
  const response = await client.fetch(callback, { redirect: "manual" });
  const landing = response.headers.get("location");
  if (response.status !== 303 || !landing) {
    throw new Error(`the callback answered ${response.status} ${await response.text()}`);
  }
  return landing;
}
