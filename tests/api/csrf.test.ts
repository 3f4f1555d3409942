/** Cross-site POSTs with the user's cookies are refused on REST and GraphQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerBody, registerUser } from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_ALLOWED_ORIGINS: "https://console.example.org" } });
  admin = await t.admin();
});
afterAll(async () => t?.stop());

const userCount = () => admin.ok<number>("/api/sys/normal_user/count", {});

describe("REST: foreign Origin", () => {
  it("refuses a POST from another origin with ServerCsrfRejected and changes nothing", async () => {
    const before = await userCount();
    const result = await t
      .client()
      .rest("/api/user/register", registerBody(), { headers: { origin: "https://evil.example" } });
    expect(result.status).toBe(403);
    expect(result.body.Error?.Type).toBe("ServerCsrfRejected");
    expect(await userCount()).toBe(before);
  });

  it("refuses a foreign origin even with a valid session cookie", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest(
      "/api/user/update_info",
      { Name: "Pwned", CompanyName: "Evil" },
      { headers: { origin: "http://127.0.0.1.evil.example" } },
    );
    expect(result.body.Error?.Type).toBe("ServerCsrfRejected");
    const me = await user.client.ok<{ User: { Name: string } }>("/api/user/session_data", {});
    expect(me.User.Name).not.toBe("Pwned");
  });

  it("cannot be bypassed by percent-encoding the /api prefix", async () => {
    const user = await registerUser(t);
    for (const path of ["/%61pi/user/update_info", "/%61%70%69/user/update_info"]) {
      const response = await user.client.fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify({ Name: "Pwned", CompanyName: "Evil" }),
      });
      const body = (await response.json()) as { Error: { Type: string } | null };
      expect(body.Error?.Type, path).toBe("ServerCsrfRejected");
    }
    const me = await user.client.ok<{ User: { Name: string } }>("/api/user/session_data", {});
    expect(me.User.Name).not.toBe("Pwned");
  });

  it("accepts the same origin and the configured extra origins", async () => {
    const user = await registerUser(t);
    for (const origin of [t.url, "https://console.example.org"]) {
      const result = await user.client.rest("/api/user/session_data", {}, { headers: { origin } });
      expect(result.body.Error).toBeNull();
    }
  });
});

describe("REST: form-like content types", () => {
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
    it(`refuses ${type} without X-Crucible-Csrf`, async () => {
      const user = await registerUser(t);
      const result = await user.client.rest("/api/user/quit", undefined, {
        raw: type.startsWith("application/x-www") ? "a=1" : "{}",
        headers: { "content-type": type },
      });
      expect(result.status).toBe(403);
      expect(result.body.Error?.Type).toBe("ServerCsrfRejected");
      expect((await user.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
    });
  }

  it("lets a form through with X-Crucible-Csrf: 1 (the browser cannot add it cross-site)", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest("/api/user/quit", undefined, {
      raw: "{}",
      headers: { "content-type": "text/plain", "x-crucible-csrf": "1" },
    });
    expect(result.body.Error).toBeNull();
  });

  it("exempts Bearer requests: a token is not sent by browsers on their own", async () => {
    const user = await registerUser(t);
    const { Secret } = await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "s",
      ReadOnly: true,
    });
    const result = await t
      .client()
      .withBearer(Secret)
      .rest("/api/user/session_data", undefined, {
        raw: "x",
        headers: { "content-type": "text/plain" },
      });
    expect(result.body.Error).toBeNull();
  });
});

describe("GraphQL: CSRF prevention", () => {
  it("refuses a text/plain POST without a preflight header and runs nothing", async () => {
    const before = await userCount();
    const body = registerBody();
    const response = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({
        query: `mutation { register(input: { account: "${body.Account}", password: "${body.Password}", name: "${body.Name}", email: "${body.Email}", companyName: "C" }) { id } }`,
      }),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(json.errors?.[0]?.extensions?.code).toBe("ServerCsrfRejected");
    expect(await userCount()).toBe(before);
  });

  it("refuses a GET query without a preflight header", async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ version }")}`);
    expect(response.status).toBe(400);
  });

  it("accepts JSON POSTs, and GET with apollo-require-preflight", async () => {
    const result = await t.client().gql("{ version }");
    expect(result.body.data).toEqual({ version: t.app.services.config.version });
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ version }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(response.status).toBe(200);
  });

  it("grants no CORS preflight to a foreign origin, so a browser never sends it a JSON POST", async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
