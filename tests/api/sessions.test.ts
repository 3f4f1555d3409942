/** Server-side sessions of both sides: cookies, separation, kicking, expiry and revocation. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLoginPolicy } from "@crucible/schema";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, waitFor } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

async function liveSessionIds(side: "user_session" | "system_session", userId: number): Promise<number[]> {
  const list = await admin.ok<{ Id: number }[]>(`/api/sys/${side}/query`, {
    Where: { Lvg: [{ Values: [{ Name: "UserId", Value: String(userId) }] }] },
  });
  return list.map((s) => s.Id);
}

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax on both sides, and differ per sign-in", async () => {
    const user = await registerUser(t);
    const a = t.client();
    const b = t.client();
    const first = await a.rest("/api/user/login", { Account: user.account, Password: user.password });
    await b.rest("/api/user/login", { Account: user.account, Password: user.password });
    expect(a.cookies.get("crucible_user")).not.toBe(b.cookies.get("crucible_user"));
    const sys = await t
      .client()
      .rest("/api/sys/user/login", { Account: "admin", Password: "Admin#Test2026" });
    for (const cookie of [...first.headers.getSetCookie(), ...sys.headers.getSetCookie()]) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
  });
});

describe("the two sides", () => {
  it("keep separate sessions: signing out of one leaves the other", async () => {
    const user = await registerUser(t);
    const browser = user.client.clone();
    await browser.ok("/api/sys/user/login", { Account: "admin", Password: "Admin#Test2026" });
    expect(browser.cookies.has("crucible_user") && browser.cookies.has("crucible_sys")).toBe(true);
    await browser.ok("/api/user/quit", {});
    expect((await browser.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await browser.rest("/api/sys/user/session_data", {})).body.Error).toBeNull();
  });

  it("refuse a user session presented as a system session", async () => {
    const user = await registerUser(t);
    const forged = t.client();
    forged.cookies.set("crucible_sys", user.client.cookies.get("crucible_user")!);
    const result = await forged.rest("/api/sys/user/session_data", {});
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
    expect((await forged.rest("/api/sys/normal_user/count", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("refuse an unknown or malformed session cookie as not signed in", async () => {
    for (const value of ["x", "A".repeat(22), "A".repeat(500), "%00%27%20OR%201%3D1"]) {
      const client = t.client();
      client.cookies.set("crucible_user", value);
      const result = await client.rest("/api/user/session_data", {});
      expect(result.status).toBe(401);
      expect(result.body.Error?.Type).toBe("DBUserNoLogin");
    }
  });
});

describe("sys/user_session/delete and GraphQL revokeSession (kick)", () => {
  it("REST delete ends the user's session: the next call answers DBUserNoLogin", async () => {
    const user = await registerUser(t);
    const [id] = await liveSessionIds("user_session", user.id);
    expect(await admin.ok(`/api/sys/user_session/delete/${id}`, {})).toBe(true);
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(await liveSessionIds("user_session", user.id)).toEqual([]);
  });

  it("GraphQL revokeSession ends a user's session", async () => {
    const user = await registerUser(t);
    const [id] = await liveSessionIds("user_session", user.id);
    const data = await admin.gqlData<{ revokeSession: boolean }>(
      "mutation($id: ID!) { revokeSession(side: USER, id: $id) }",
      { id: String(id) },
    );
    expect(data.revokeSession).toBe(true);
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const me = await user.client.gql("{ me { id } }");
    expect(gqlCode(me)).toBe("DBUserNoLogin");
  });

  it("kicks a system user's session through sys/system_session", async () => {
    const other = await createSystemUser(t, admin, ["ControlPanel.Read"]);
    const [id] = await liveSessionIds("system_session", other.id);
    await admin.ok(`/api/sys/system_session/delete/${id}`, {});
    expect((await other.client.rest("/api/sys/user/session_data", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });

  it("refuses a system user without User.Update, and a caller who is not signed in", async () => {
    const user = await registerUser(t);
    const [id] = await liveSessionIds("user_session", user.id);
    const reader = await createSystemUser(t, admin, ["User.Read"]);
    const denied = await reader.client.gql("mutation($id: ID!) { revokeSession(side: USER, id: $id) }", {
      id: String(id),
    });
    expect(gqlCode(denied)).toBe("DBPermDenied");
    expect(denied.body.errors?.[0]?.extensions?.value).toBe("User.Update");
    const anonymous = await t
      .client()
      .gql("mutation($id: ID!) { revokeSession(side: USER, id: $id) }", { id: String(id) });
    expect(gqlCode(anonymous)).toBe("DBUserNoLogin");
    expect((await user.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
  });

  it("answers DBDataNotExist for a session that does not exist", async () => {
    const result = await admin.gql('mutation { revokeSession(side: USER, id: "987654321") }');
    expect(gqlCode(result)).toBe("DBDataNotExist");
  });
});

describe("revokeMySession", () => {
  it("lets a user end one of their own sessions but answers another user's like a missing one", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const second = t.client();
    await second.ok("/api/user/login", { Account: user.account, Password: user.password });
    const mine = await user.client.gqlData<{ mySessions: { id: string; current: boolean }[] }>(
      "{ mySessions { id current } }",
    );
    expect(mine.mySessions).toHaveLength(2);
    const notCurrent = mine.mySessions.find((s) => !s.current)!;
    const stolen = await other.client.gql("mutation($id: ID!) { revokeMySession(id: $id) }", {
      id: notCurrent.id,
    });
    const missing = await other.client.gql('mutation { revokeMySession(id: "987654321") }');
    expect(gqlCode(stolen)).toBe("DBDataNotExist");
    expect(stolen.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
    expect((await second.rest("/api/user/session_data", {})).body.Error).toBeNull();
    await user.client.gqlData("mutation($id: ID!) { revokeMySession(id: $id) }", { id: notCurrent.id });
    expect((await second.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("expired and revoked sessions", () => {
  it("answers DBSessionExpired for a session past its idle age, on both transports and both sides", async () => {
    const user = await registerUser(t);
    const sys = await createSystemUser(t, admin, []);
    // Both sessions serve now; a week of idle time later (the seeded SessionIdleHours) neither does.
    expect((await user.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
    expect((await sys.client.rest("/api/sys/user/session_data", {})).body.Error).toBeNull();
    t.clock.advance(defaultLoginPolicy.SessionIdleHours * 3600_000 + 1000);
    const result = await waitFor(
      "the expired session to be refused",
      async () => {
        const answer = await user.client.rest("/api/user/session_data", {});
        return answer.body.Error ? answer : null;
      },
      5_000,
    );
    expect([result.status, result.body.Error?.Type]).toEqual([401, "DBSessionExpired"]);
    expect(gqlCode(await user.client.gql("{ me { id } }"))).toBe("DBSessionExpired");
    const sysResult = await waitFor(
      "the expired sys session to be refused",
      async () => {
        const answer = await sys.client.rest("/api/sys/user/session_data", {});
        return answer.body.Error ? answer : null;
      },
      5_000,
    );
    expect([sysResult.status, sysResult.body.Error?.Type]).toEqual([401, "DBSessionExpired"]);
    // A call any signed-in caller may make says the same.
    const blob = await user.client.fetch("/api/user/blob/1");
    expect(((await blob.json()) as { Error: { Type: string } }).Error.Type).toBe("DBSessionExpired");
    // Signing in again opens a new session.
    await user.client.ok("/api/user/login", { Account: user.account, Password: user.password });
    expect((await user.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
    // The administrator's session aged with the clock too: the file's other tests get a new one.
    admin = await t.admin();
  });

  it("answers DBUserNoLogin for a cookie that never named a session, and for none", async () => {
    const stranger = t.client();
    stranger.cookies.set("crucible_user", "A".repeat(32));
    expect((await stranger.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await stranger.gql("{ me { id } }"))).toBe("DBUserNoLogin");
    expect((await t.client().rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("answers DBUserNoLogin for an aged session of a disabled user", async () => {
    const user = await registerUser(t);
    t.clock.advance(defaultLoginPolicy.SessionIdleHours * 3600_000 + 1000);
    admin = await t.admin();
    await admin.ok(`/api/sys/normal_user/disabled_status/${user.id}`, {});
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("refuses a revoked session even when its cookie is replayed", async () => {
    const user = await registerUser(t);
    const cookie = user.client.cookies.get("crucible_user")!;
    await user.client.ok("/api/user/quit", {});
    const replay = t.client();
    replay.cookies.set("crucible_user", cookie);
    expect((await replay.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await replay.gql("{ me { id } }"))).toBe("DBUserNoLogin");
  });
});
