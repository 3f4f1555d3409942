import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, uniqueAccount, waitFor } from "../support/factories.js";
import type { Client, RestResult } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

describe("api/envelope", () => {
  it("answers {Error: null, Data} with 200 on success", async () => {
    const result = await admin.rest("/api/sys/normal_user/count", {});
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.body).toEqual({ Error: null, Data: expect.any(Number) });
  });

  it("answers an error with Meta, Type and Value, and Data null", async () => {
    const result = await t.client().rest("/api/sys/normal_user/count", {});
    expect(result.status).toBe(401);
    expect(result.body.Data).toBeNull();
    expect(Object.keys(result.body.Error ?? {}).sort()).toEqual(["Meta", "Type", "Value"]);
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("tells the class of each error by its HTTP status (400, 401, 403, 404, 409, 413, 429)", async () => {
    const user = await registerUser(t);
    const reader = await createSystemUser(t, admin, ["ControlPanel.Read"]);
    const victim = uniqueAccount();
    await t.client().ok("/api/user/register", {
      Account: victim,
      Password: "Passw0rd!x",
      Name: "Victim",
      Email: `${victim}@example.org`,
      CompanyName: "C",
    });
    const wrongLogins = async (): Promise<RestResult<unknown>> => {
      const anonymous = t.client();
      let last = await anonymous.rest("/api/user/login", { Account: victim, Password: "Wrong#Pass1" });
      for (let i = 0; i < 5; i++)
        last = await anonymous.rest("/api/user/login", { Account: victim, Password: "Wrong#Pass1" });
      return last;
    };
    const cases: { status: number; type: string; run: () => Promise<RestResult<unknown>> }[] = [
      {
        status: 400,
        type: "ServerInvalidParameter",
        run: () => admin.rest("/api/sys/normal_user/read/abc", {}),
      },
      { status: 401, type: "DBUserNoLogin", run: () => t.client().rest("/api/user/session_data", {}) },
      { status: 403, type: "DBPermDenied", run: () => reader.client.rest("/api/sys/normal_user/count", {}) },
      {
        status: 404,
        type: "DBDataNotExist",
        run: () => admin.rest("/api/sys/normal_user/read/999999999", {}),
      },
      {
        status: 409,
        type: "DBDuplicate",
        run: () =>
          t.client().rest("/api/user/register", {
            Account: user.account.toUpperCase(),
            Password: "Passw0rd!x",
            Name: "Dup",
            Email: `other-${user.email}`,
            CompanyName: "C",
          }),
      },
      {
        status: 413,
        type: "ServerRequestBodyTooLarge",
        run: () =>
          admin.rest("/api/sys/normal_user/query", undefined, {
            raw: JSON.stringify({ Select: ["x".repeat(2 * 1024 * 1024)] }),
            headers: { "content-type": "application/json" },
          }),
      },
      { status: 429, type: "DBLoginLimitFailMax", run: wrongLogins },
    ];
    for (const c of cases) {
      const result = await c.run();
      expect({ status: result.status, type: result.body.Error?.Type }).toEqual({
        status: c.status,
        type: c.type,
      });
    }
  });

  it("answers an unknown /api call with DBDataNotExist in the envelope (404), not an HTML page", async () => {
    const result = await admin.rest("/api/sys/no_such_resource/query", {});
    expect(result.status).toBe(404);
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
    const get = await admin.fetch("/api/sys/normal_user/query");
    expect(get.status).toBe(404);
    expect(((await get.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");
  });

  it("takes an empty body as an empty query", async () => {
    const result = await admin.rest("/api/sys/normal_user/count", undefined, {
      raw: "",
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(200);
    expect(typeof result.body.Data).toBe("number");
    const none = await admin.rest("/api/sys/normal_user/query_page");
    expect(none.status).toBe(200);
    expect(none.body.Data).toMatchObject({ List: expect.any(Array), Total: expect.any(Number) });
  });

  it("refuses an empty body where a body is required", async () => {
    const result = await admin.rest("/api/sys/key_data/sys_config/save_data_json", {});
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("ServerRequestBodyNull");
  });

  it("refuses invalid JSON with ServerInvalidParameter", async () => {
    const result = await admin.rest("/api/sys/normal_user/query", undefined, {
      raw: '{"Limit": 5,',
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses a body that is JSON but not an object", async () => {
    for (const raw of ["[1,2]", '"text"', "42"]) {
      const result = await t.client().rest("/api/user/login", undefined, {
        raw,
        headers: { "content-type": "application/json" },
      });
      expect(result.status).toBe(400);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
  });

  it("refuses an oversized body with 413 ServerRequestBodyTooLarge before reading it", async () => {
    const result = await t.client().rest("/api/user/login", undefined, {
      raw: JSON.stringify({ Account: "a".repeat(1024 * 1024 + 10), Password: "x" }),
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(413);
    expect(result.body.Error?.Type).toBe("ServerRequestBodyTooLarge");
  });

  it("refuses wrong field types with ServerInvalidParameter", async () => {
    const cases: [string, unknown][] = [
      ["/api/user/login", { Account: 12345, Password: "Passw0rd!x" }],
      ["/api/user/login", { Account: ["admin"], Password: "Passw0rd!x" }],
      [
        "/api/user/register",
        { Account: "abcd1", Password: { $ne: "" }, Name: "N", Email: "a@b.cd", CompanyName: "C" },
      ],
    ];
    for (const [path, body] of cases) {
      const result = await t.client().rest(path, body);
      expect(result.status).toBe(400);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const query = await admin.rest("/api/sys/normal_user/query", { Limit: "10" });
    expect(query.body.Error?.Type).toBe("ServerInvalidParameter");
    const where = await admin.rest("/api/sys/normal_user/query", { Where: { Lvg: "all" } });
    expect(where.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});

describe("GET /VERSION and /healthz", () => {
  it("answers the deployed version as text, never cached", async () => {
    const response = await fetch(`${t.url}/VERSION?timestamp=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(t.app.services.config.version);
  });

  it("answers ok with the version when ready", async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", version: t.app.services.config.version });
  });

  it("answers a new version once the web client is rebuilt under the running gateway", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "crucible-dist-"));
    await writeFile(
      path.join(dist, "index.html"),
      '<script type="module" src="/assets/index-AAAA.js"></script>',
    );
    const app = await startApp({ env: { CRUCIBLE_WEB_DIST: dist } });
    try {
      const version = async () => (await fetch(`${app.url}/VERSION?timestamp=${Date.now()}`)).text();
      const before = await version();
      await writeFile(
        path.join(dist, "index.html"),
        '<script type="module" src="/assets/index-BBBB.js"></script>',
      );
      const after = await waitFor(
        "the new version",
        async () => {
          const now = await version();
          return now !== before ? now : null;
        },
        5_000,
      );
      expect(after).toMatch(/\+[0-9a-f]{10}$/);
      expect((await (await fetch(`${app.url}/healthz`)).json()) as unknown).toEqual({
        status: "ok",
        version: after,
      });
      expect((await app.client().gql("{ version }")).body.data).toEqual({ version: after });
    } finally {
      await app.stop();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
