/** Login policy (spec §3, §5): failure limits, IP rules, time windows, session maximum, password expiry. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultLoginPolicy, type LoginPolicy } from "@crucible/schema";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerBody, uniqueAccount } from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());
afterEach(async () => {
  await admin.ok("/api/sys/key_data/login_policy/save_data_json", { DataJson: defaultLoginPolicy });
});

const setPolicy = (change: Partial<LoginPolicy>) =>
  admin.ok("/api/sys/key_data/login_policy/save_data_json", {
    DataJson: { ...defaultLoginPolicy, ...change },
  });

async function newUser(): Promise<{ account: string; password: string; id: number }> {
  const body = registerBody();
  const user = await t.client().ok<{ Id: number }>("/api/user/register", body);
  return { account: body.Account, password: body.Password, id: user.Id };
}

const login = (account: string, password: string, headers: Record<string, string> = {}) =>
  t.client().rest("/api/user/login", { Account: account, Password: password }, { headers });

async function logsOf(account: string): Promise<{ Success: boolean; ErrorType: string | null }[]> {
  return admin.ok("/api/sys/login_log/query", {
    Where: { Lvg: [{ Values: [{ Name: "Account", Value: account }] }] },
    OrderBy: [{ Name: "Id", IsAsc: true }],
  });
}

function hhmm(minutesFromNow: number): string {
  const date = new Date(Date.now() + minutesFromNow * 60_000);
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

describe("sys/key_data/login_policy", () => {
  it("reads the policy with Sys.User.Read and refuses others", async () => {
    const { DataJson } = await admin.ok<{ DataJson: LoginPolicy }>(
      "/api/sys/key_data/login_policy/read_data_json",
    );
    expect(DataJson).toEqual(defaultLoginPolicy);
    expect(
      (await t.client().rest("/api/sys/key_data/login_policy/read_data_json", {})).body.Error?.Type,
    ).toBe("DBUserNoLogin");
    const other = await createSystemUser(t, admin, ["User.Read"]);
    const denied = await other.client.rest("/api/sys/key_data/login_policy/read_data_json", {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.User.Read" });
    const save = await other.client.rest("/api/sys/key_data/login_policy/save_data_json", {
      DataJson: defaultLoginPolicy,
    });
    expect(save.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.User.Update" });
  });

  it("refuses invalid values and IP rules, and keeps the saved policy", async () => {
    const cases: [Partial<Record<keyof LoginPolicy, unknown>>, string][] = [
      [{ FailMax: -1 }, "ServerInvalidParameter"],
      [{ SessionMax: "2" }, "ServerInvalidParameter"],
      [{ PwdExpireDays: 1.5 }, "ServerInvalidParameter"],
      [{ TimeWindows: [{ Start: "25:00", End: "26:00" }] }, "ServerInvalidParameter"],
      [{ IpDeny: ["not-an-ip"] }, "DBIPFormatError"],
      [{ IpAllow: ["10.0.0.0/33"] }, "DBIPFormatError"],
    ];
    for (const [change, type] of cases) {
      const result = await admin.rest("/api/sys/key_data/login_policy/save_data_json", {
        DataJson: { ...defaultLoginPolicy, ...change },
      });
      expect(result.body.Error?.Type, JSON.stringify(change)).toBe(type);
    }
    const { DataJson } = await admin.ok<{ DataJson: LoginPolicy }>(
      "/api/sys/key_data/login_policy/read_data_json",
    );
    expect(DataJson).toEqual(defaultLoginPolicy);
  });
});

describe("login policy: failure limit", () => {
  it("refuses even the right password after FailMax failures with DBLoginLimitFailMax", async () => {
    await setPolicy({ FailMax: 3 });
    const user = await newUser();
    for (let i = 0; i < 3; i++)
      expect((await login(user.account, "Wrong#Pass1")).body.Error?.Type).toBe("DBLoginFailed");
    const refused = await login(user.account, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body.Error?.Type).toBe("DBLoginLimitFailMax");
    // Another account is not affected.
    const other = await newUser();
    expect((await login(other.account, other.password)).body.Error).toBeNull();
    const logs = await logsOf(user.account);
    expect(logs.map((l) => l.ErrorType)).toEqual([
      "DBLoginFailed",
      "DBLoginFailed",
      "DBLoginFailed",
      "DBLoginLimitFailMax",
    ]);
  });

  it("counts failures only since the last successful sign-in", async () => {
    await setPolicy({ FailMax: 3 });
    const user = await newUser();
    await login(user.account, "Wrong#Pass1");
    await login(user.account, "Wrong#Pass1");
    expect((await login(user.account, user.password)).body.Error).toBeNull();
    await login(user.account, "Wrong#Pass1");
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });

  it("does not limit failures when FailMax is 0", async () => {
    await setPolicy({ FailMax: 0 });
    const user = await newUser();
    for (let i = 0; i < 7; i++) await login(user.account, "Wrong#Pass1");
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });
});

describe("login policy: IP rules", () => {
  it("refuses an address on IpDeny with DBLoginLimitIP, on both sides", async () => {
    const user = await newUser();
    await setPolicy({ IpDeny: ["127.0.0.0/8"] });
    const refused = await login(user.account, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.Error?.Type).toBe("DBLoginLimitIP");
    const sys = await t
      .client()
      .rest("/api/sys/user/login", { Account: "admin", Password: "Admin#Test2026" });
    expect(sys.body.Error?.Type).toBe("DBLoginLimitIP");
    expect((await logsOf(user.account)).at(-1)).toMatchObject({
      Success: false,
      ErrorType: "DBLoginLimitIP",
    });
  });

  it("cannot be bypassed with X-Forwarded-For (the proxy is not trusted)", async () => {
    const user = await newUser();
    await setPolicy({ IpDeny: ["127.0.0.1"] });
    const refused = await login(user.account, user.password, { "x-forwarded-for": "203.0.113.9" });
    expect(refused.body.Error?.Type).toBe("DBLoginLimitIP");
  });

  it("refuses an address outside IpAllow and accepts one inside", async () => {
    const user = await newUser();
    await setPolicy({ IpAllow: ["10.0.0.0/8"] });
    expect((await login(user.account, user.password)).body.Error?.Type).toBe("DBLoginLimitIP");
    await setPolicy({ IpAllow: ["10.0.0.0/8", "127.0.0.1"] });
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });
});

describe("login policy: time windows", () => {
  it("refuses sign-in outside every window with DBLoginLimitTime", async () => {
    const user = await newUser();
    await setPolicy({ TimeWindows: [{ Start: hhmm(120), End: hhmm(180) }] });
    const refused = await login(user.account, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.Error?.Type).toBe("DBLoginLimitTime");
  });

  it("accepts sign-in inside a window, also one that crosses midnight", async () => {
    const user = await newUser();
    await setPolicy({ TimeWindows: [{ Start: hhmm(-60), End: hhmm(60) }] });
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });
});

describe("login policy: session maximum", () => {
  it("does not limit sessions when SessionMax is 0", async () => {
    await setPolicy({ SessionMax: 0 });
    const user = await newUser();
    for (let i = 0; i < 4; i++) expect((await login(user.account, user.password)).body.Error).toBeNull();
  });

  it("refuses a sign-in beyond SessionMax live sessions with DBLoginLimit", async () => {
    await setPolicy({ SessionMax: 2 });
    const user = await newUser();
    expect((await login(user.account, user.password)).body.Error).toBeNull();
    expect((await login(user.account, user.password)).body.Error).toBeNull();
    const refused = await login(user.account, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body.Error?.Type).toBe("DBLoginLimit");
  });

  it("counts only live sessions: signing out frees a place", async () => {
    await setPolicy({ SessionMax: 1 });
    const user = await newUser();
    const first = t.client();
    await first.ok("/api/user/login", { Account: user.account, Password: user.password });
    expect((await login(user.account, user.password)).body.Error?.Type).toBe("DBLoginLimit");
    await first.ok("/api/user/quit", {});
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });
});

describe("login policy: password expiry", () => {
  it("refuses a password older than PwdExpireDays with DBUserPwdExpired", async () => {
    const user = await newUser();
    await setPolicy({ PwdExpireDays: 30, SessionIdleHours: 24 * 90 });
    // The administrator signs in again under that policy: its session outlives the month the clock moves.
    admin = await t.admin();
    // A day before its 30 days are up the password still signs in; a day after, it is refused
    // (whole days: the time of day, which the time-window rule reads, stays the same).
    t.clock.advance(29 * 86_400_000);
    expect((await login(user.account, user.password)).body.Error).toBeNull();
    t.clock.advance(2 * 86_400_000);
    const refused = await login(user.account, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.Error?.Type).toBe("DBUserPwdExpired");
    const fresh = await newUser();
    expect((await login(fresh.account, fresh.password)).body.Error).toBeNull();
    // A system user made now has a new password too (createSystemUser signs it in).
    const staff = await createSystemUser(t, admin, ["User.Read"]);
    const session = await staff.client.ok<{ User: { Account: string } }>("/api/sys/user/session_data", {});
    expect(session.User.Account).toBe(staff.account);
    await setPolicy({ PwdExpireDays: 0 });
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });
});

describe("login logs", () => {
  it("record every attempt with its outcome, also for unknown accounts", async () => {
    const account = uniqueAccount();
    await login(account, "Wrong#Pass1");
    expect(await logsOf(account)).toEqual([
      expect.objectContaining({ Success: false, ErrorType: "DBUserNotExist" }),
    ]);
  });
});
