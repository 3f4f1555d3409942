/**
 * Codes and logins cannot be raced or ground down; a normal account on the system side answers
 * DBUserNoSystem; session_data keeps each side's own login lines.
 */
import { defaultLoginPolicy, type LoginPolicy } from "@crucible/schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginLogs, verificationCodes } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  registerBody,
  registerUser,
  uniqueMobile,
  userWithActivePhone,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
});
afterAll(async () => t?.stop());
afterEach(async () => {
  await admin.ok("/api/sys/key_data/login_policy/save_data_json", { DataJson: defaultLoginPolicy });
});

const db = () => t.app.database.db;

const setPolicy = (change: Partial<LoginPolicy>) =>
  admin.ok("/api/sys/key_data/login_policy/save_data_json", {
    DataJson: { ...defaultLoginPolicy, ...change },
  });

/** A registered normal user who has not signed in yet (no known address). */
async function newAccount(): Promise<{ account: string; password: string; id: number }> {
  const body = registerBody();
  const user = await t.client().ok<{ Id: number }>("/api/user/register", body);
  return { account: body.Account, password: body.Password, id: user.Id };
}

const login = (account: string, password: string, path = "/api/user/login") =>
  t.client().rest(path, { Account: account, Password: password });

async function logTypes(side: "user" | "sys", account: string): Promise<(string | null)[]> {
  const rows = await db()
    .select({ type: loginLogs.errorType })
    .from(loginLogs)
    .where(and(eq(loginLogs.side, side), sql`lower(${loginLogs.account}) = lower(${account})`))
    .orderBy(loginLogs.id);
  return rows.map((r) => r.type);
}

/** Moves an account's log lines back in time (the policy's windows are minutes long). */
async function ageLogs(account: string, minutes: number, onlyType?: string): Promise<void> {
  await db()
    .update(loginLogs)
    .set({ createdAt: sql`${loginLogs.createdAt} - make_interval(mins => ${minutes})` })
    .where(
      and(
        sql`lower(${loginLogs.account}) = lower(${account})`,
        onlyType === undefined ? undefined : eq(loginLogs.errorType, onlyType),
      ),
    );
}

/** Moves a target's codes back in time: past the one-a-minute rule, or out of the day. */
async function ageCodes(target: string, minutes: number): Promise<void> {
  await db()
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(verificationCodes.target, target));
}

function wrongCode(right: string, salt: number): string {
  const wrong = String((Number(right) + 1 + salt) % 1_000_000).padStart(6, "0");
  return wrong === right ? String((Number(right) + 500_000) % 1_000_000).padStart(6, "0") : wrong;
}

describe("verification codes: attempts are used up before comparing", () => {
  it("checks at most 5 of 80 parallel wrong guesses, and the code is spent after them", async () => {
    const user = await userWithActivePhone(t);
    await t.client().ok("/api/user/forget_pwd", { Target: user.phone });
    const code = t.lastCode(user.phone);
    const guesses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        t.client().rest("/api/user/check_reset_pwd", { Target: user.phone, Code: wrongCode(code, i) }),
      ),
    );
    expect(guesses.every((g) => g.body.Error?.Type === "UserLoginKeyInvalid")).toBe(true);
    const [row] = await db()
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, user.phone), eq(verificationCodes.purpose, "reset_pwd")));
    expect(row!.attempts).toBe(5);
    const right = await t.client().rest("/api/user/check_reset_pwd", { Target: user.phone, Code: code });
    expect(right.body.Error?.Type).toBe("UserLoginKeyInvalid");
  });

  it("accepts the right code once, also when it races itself", async () => {
    const user = await userWithActivePhone(t);
    await t.client().ok("/api/user/forget_pwd", { Target: user.phone });
    const code = t.lastCode(user.phone);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.client().rest("/api/user/reset_pwd", { Target: user.phone, Code: code, Password: `New#Pass${i}x` }),
      ),
    );
    expect(results.filter((r) => r.body.Error === null)).toHaveLength(1);
  });
});

describe("verification codes: daily caps and lock", () => {
  it("issues at most 10 codes a day per account: the 11th activation code is DBRateLimit", async () => {
    const phone = uniqueMobile();
    const user = await registerUser(t, { Phone: phone });
    for (let i = 0; i < 10; i++) {
      await user.client.ok("/api/user/send_activation_status", { Kind: "Phone" });
      await ageCodes(phone, 2);
    }
    const refused = await user.client.rest("/api/user/send_activation_status", { Kind: "Phone" });
    expect(refused.status).toBe(429);
    expect(refused.body.Error?.Type).toBe("DBRateLimit");
    // A day later the cap has passed.
    await ageCodes(phone, 24 * 60);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Phone" });
  });

  it("stays quiet at the cap where the answer must not reveal an account (forget_pwd)", async () => {
    const user = await userWithActivePhone(t);
    for (let i = 0; i < 12; i++) {
      expect(await t.client().ok("/api/user/forget_pwd", { Target: user.phone })).toBe(true);
      await ageCodes(user.phone, 2);
    }
    const rows = await db()
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, user.phone));
    // One activation code and nine reset codes: ten in the day for the account and the address.
    expect(rows).toHaveLength(10);
  });

  it("locks an account out of new codes after 20 wrong codes in a day, for the day only", async () => {
    const user = await userWithActivePhone(t);
    for (let round = 0; round < 4; round++) {
      await t.client().ok("/api/user/forget_pwd", { Target: user.phone });
      const code = t.lastCode(user.phone);
      for (let i = 0; i < 5; i++) {
        await t.client().rest("/api/user/check_reset_pwd", { Target: user.phone, Code: wrongCode(code, i) });
      }
      await ageCodes(user.phone, 2);
    }
    const before = t.log.length;
    expect(await t.client().ok("/api/user/forget_pwd", { Target: user.phone })).toBe(true);
    expect(t.log.slice(before).some((l) => l.msg.includes(`[sms to ${user.phone}]`))).toBe(false);
    const signInCode = await t.client().rest("/api/user/login_by_mobile_send_code", { Mobile: user.phone });
    expect(signInCode.body.Error).toBeNull();
    expect(t.log.slice(before).some((l) => l.msg.includes(`[sms to ${user.phone}]`))).toBe(false);
    await ageCodes(user.phone, 24 * 60);
    await t.client().ok("/api/user/forget_pwd", { Target: user.phone });
    expect(t.log.slice(before).some((l) => l.msg.includes(`[sms to ${user.phone}]`))).toBe(true);
  });
});

describe("login: failures cannot be raced or used to lock others out", () => {
  it("checks at most FailMax passwords of 40 parallel wrong logins", async () => {
    const user = await newAccount();
    const results = await Promise.all(Array.from({ length: 40 }, () => login(user.account, "Wrong#Pass1")));
    const types = results.map((r) => r.body.Error?.Type);
    expect(types.filter((type) => type === "DBLoginFailed")).toHaveLength(5);
    expect(types.filter((type) => type === "DBLoginLimitFailMax")).toHaveLength(35);
    const logged = await logTypes("user", user.account);
    expect(logged.filter((type) => type === "DBLoginFailed")).toHaveLength(5);
    expect(logged).toHaveLength(40);
  });

  it("ends a lockout FailWindowMinutes after the failures; refused attempts do not extend it", async () => {
    const user = await newAccount();
    for (let i = 0; i < 5; i++) await login(user.account, "Wrong#Pass1");
    // More refusals than FailMax: if they counted, the account would stay locked.
    for (let i = 0; i < 6; i++) {
      expect((await login(user.account, user.password)).body.Error?.Type).toBe("DBLoginLimitFailMax");
    }
    await ageLogs(user.account, defaultLoginPolicy.FailWindowMinutes + 1, "DBLoginFailed");
    expect((await login(user.account, user.password)).body.Error).toBeNull();
  });

  it("does not refuse another account's right password from the same address (default policy)", async () => {
    const victim = await newAccount();
    const bystander = await newAccount();
    for (let i = 0; i < 60; i++) await login(victim.account, "Wrong#Pass1");
    expect((await login(bystander.account, bystander.password)).body.Error).toBeNull();
  });

  it("lets an account that signed in from the address through the per-IP limit", async () => {
    // Earlier tests failed from this address too: their lines leave the window first.
    await db()
      .update(loginLogs)
      .set({
        createdAt: sql`${loginLogs.createdAt} - make_interval(mins => ${defaultLoginPolicy.FailWindowMinutes + 1})`,
      });
    await setPolicy({ IpFailMax: 3 });
    const colleague = await newAccount();
    expect((await login(colleague.account, colleague.password)).body.Error).toBeNull();
    const sprayed = [await newAccount(), await newAccount(), await newAccount()];
    for (const target of sprayed) await login(target.account, "Wrong#Pass1");
    expect((await login(colleague.account, colleague.password)).body.Error).toBeNull();
    // A first sign-in from a spraying address waits for the window to pass.
    const stranger = await newAccount();
    expect((await login(stranger.account, stranger.password)).body.Error?.Type).toBe("DBLoginLimitFailMax");
    for (const target of sprayed) await ageLogs(target.account, defaultLoginPolicy.FailWindowMinutes + 1);
    expect((await login(stranger.account, stranger.password)).body.Error).toBeNull();
  });
});

describe("sys/user/login: a normal account", () => {
  it("answers DBUserNoSystem for the right password and DBLoginFailed for a wrong one", async () => {
    const user = await newAccount();
    const right = await login(user.account, user.password, "/api/sys/user/login");
    expect(right.status).toBe(403);
    expect(right.body.Error).toMatchObject({ Type: "DBUserNoSystem" });
    expect(right.headers.getSetCookie()).toEqual([]);
    const wrong = await login(user.account, "Wrong#Pass1", "/api/sys/user/login");
    expect(wrong.body.Error?.Type).toBe("DBLoginFailed");
    const gql = await t
      .client()
      .gql(`mutation { sysLogin(account: "${user.account}", password: "${user.password}") { side } }`);
    expect(gqlCode(gql)).toBe("DBUserNoSystem");
    expect(await logTypes("sys", user.account)).toEqual([
      "DBUserNoSystem",
      "DBUserNotExist",
      "DBUserNoSystem",
    ]);
  });

  it("counts those checks against the normal account's own limit", async () => {
    const user = await newAccount();
    for (let i = 0; i < 3; i++) await login(user.account, "Wrong#Pass1", "/api/sys/user/login");
    for (let i = 0; i < 2; i++) await login(user.account, "Wrong#Pass1");
    expect((await login(user.account, user.password)).body.Error?.Type).toBe("DBLoginLimitFailMax");
    // Locked: the back-office door answers like an unknown account, without a password check.
    expect((await login(user.account, user.password, "/api/sys/user/login")).body.Error?.Type).toBe(
      "DBLoginFailed",
    );
  });

  it("still signs a system user in, and a missing account is DBLoginFailed", async () => {
    const sys = await createSystemUser(t, admin, ["User.Read"]);
    expect((await login(sys.account, sys.password, "/api/sys/user/login")).body.Error).toBeNull();
    expect((await login("nobody1234", "Wrong#Pass1", "/api/sys/user/login")).body.Error?.Type).toBe(
      "DBLoginFailed",
    );
  });
});

describe("user/session_data: login lines of the caller's side only", () => {
  /** A system user and a normal user with the same numeric id. */
  async function twins(): Promise<{ sys: Awaited<ReturnType<typeof createSystemUser>>; user: NormalUser }> {
    let sys = await createSystemUser(t, admin, ["User.Read"]);
    let user = await registerUser(t);
    for (let i = 0; i < 40 && user.id !== sys.id; i++) {
      if (user.id < sys.id) user = await registerUser(t);
      else sys = await createSystemUser(t, admin, ["User.Read"]);
    }
    expect(user.id).toBe(sys.id);
    return { sys, user };
  }

  it("keeps the system user's lines when the normal user of the same id signed in often", async () => {
    const { sys, user } = await twins();
    for (let i = 0; i < 12; i++) await login(user.account, user.password);
    const data = await sys.client.ok<{ Logs: { Side: string; Account: string }[] }>(
      "/api/sys/user/session_data",
    );
    expect(data.Logs.length).toBeGreaterThan(0);
    expect(data.Logs.every((l) => l.Side === "sys" && l.Account === sys.account)).toBe(true);
    const own = await user.client.ok<{ Logs: { Side: string }[] }>("/api/user/session_data");
    expect(own.Logs).toHaveLength(10);
    expect(own.Logs.every((l) => l.Side === "user")).toBe(true);
  });

  it("refuses a caller who is not signed in, or signed in on the other side", async () => {
    expect((await t.client().rest("/api/sys/user/session_data")).body.Error?.Type).toBe("DBUserNoLogin");
    const user = await registerUser(t);
    expect((await user.client.rest("/api/sys/user/session_data")).body.Error?.Type).toBe("DBUserNoLogin");
  });
});
