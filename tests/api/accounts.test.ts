/** The spec's `user` calls (§7) for normal users and system users. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccount, adminPassword, startApp, type TestApp } from "../support/app.js";
import {
  goodPassword,
  registerBody,
  registerUser,
  uniqueAccount,
  uniqueMobile,
  userWithActivePhone,
  type UserView,
} from "../support/factories.js";
import type { Client } from "../support/http.js";
import { fileForm, pngBytes } from "../support/images.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

const userCount = () => admin.ok<number>("/api/sys/normal_user/count", {});

interface SessionData {
  User: { Id: number; Account: string };
  Logs: { Success: boolean }[];
  Perms: string[];
}

describe("user/register", () => {
  it("creates a user who can then sign in", async () => {
    const body = registerBody();
    const user = await t.client().ok<UserView>("/api/user/register", body);
    expect(user).toMatchObject({
      Account: body.Account,
      Email: body.Email,
      EmailStatus: false,
      Status: "enabled",
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);
    expect(
      (await t.client().rest("/api/user/login", { Account: body.Account, Password: body.Password })).body
        .Error,
    ).toBeNull();
  });

  const refusals: [string, Partial<Record<string, unknown>>, string][] = [
    ["a missing account", { Account: "" }, "DBAccountNull"],
    ["an account shorter than 4", { Account: "ab1" }, "DBAccountFormatError"],
    ["an account longer than 20", { Account: `a${"b".repeat(20)}` }, "DBAccountFormatError"],
    ["an account starting with a digit", { Account: "1abcd" }, "DBAccountFormatError"],
    ["an account with other characters", { Account: "ab_cd" }, "DBAccountFormatError"],
    ["a missing password", { Password: "" }, "DBPasswordNull"],
    ["a password shorter than 8", { Password: "Sh0rt!x" }, "DBPasswordFormatError"],
    ["a password longer than 20", { Password: `Aa1!${"x".repeat(17)}` }, "DBPasswordFormatError"],
    ["a password without digits", { Password: "NoDigits!!x" }, "DBPasswordFormatError"],
    ["a password without upper case", { Password: "nocase1!xx" }, "DBPasswordFormatError"],
    ["a password without lower case", { Password: "NOCASE1!XX" }, "DBPasswordFormatError"],
    ["a password without special characters", { Password: "NoSpecial12" }, "DBPasswordFormatError"],
    ["a missing name", { Name: "" }, "DBNameNull"],
    ["a name with spaces", { Name: "two words" }, "DBNameFormatError"],
    ["a missing e-mail", { Email: "" }, "DBEmailNull"],
    ["a malformed e-mail", { Email: "not-an-email" }, "DBEmailFormatError"],
    ["a malformed mobile number", { Phone: "12ab" }, "DBMobileFormatError"],
    ["a missing company name", { CompanyName: "" }, "ServerInvalidParameter"],
    ["an unknown user type", { UserType: "root" }, "ServerInvalidParameter"],
    ["a field of the wrong type", { Name: ["x"] }, "ServerInvalidParameter"],
  ];
  for (const [what, override, type] of refusals) {
    it(`refuses ${what} with ${type} and creates nothing`, async () => {
      const before = await userCount();
      const result = await t.client().rest("/api/user/register", { ...registerBody(), ...override });
      expect(result.status).toBe(400);
      expect(result.body.Error?.Type).toBe(type);
      expect(await userCount()).toBe(before);
    });
  }

  it("refuses an account or e-mail that exists, in any letter case, with DBDuplicate", async () => {
    const first = registerBody();
    await t.client().ok("/api/user/register", first);
    const sameAccount = await t
      .client()
      .rest("/api/user/register", registerBody({ Account: first.Account.toUpperCase() }));
    expect(sameAccount.status).toBe(409);
    expect(sameAccount.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Account" });
    const sameEmail = await t
      .client()
      .rest("/api/user/register", registerBody({ Email: first.Email.toUpperCase() }));
    expect(sameEmail.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Email" });
  });

  it("refuses with DBUserRegisterDisabled while the system config closes registration", async () => {
    const { DataJson } = await admin.ok<{ DataJson: { User: Record<string, boolean> } }>(
      "/api/sys/key_data/sys_config/read_data_json",
    );
    await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
      DataJson: { ...DataJson, User: { ...DataJson.User, Register: false } },
    });
    try {
      const before = await userCount();
      const result = await t.client().rest("/api/user/register", registerBody());
      expect(result.status).toBe(403);
      expect(result.body.Error?.Type).toBe("DBUserRegisterDisabled");
      expect(await userCount()).toBe(before);
      const settings = await t
        .client()
        .gqlData<{ publicSettings: { registerEnabled: boolean } }>("{ publicSettings { registerEnabled } }");
      expect(settings.publicSettings.registerEnabled).toBe(false);
    } finally {
      await admin.ok("/api/sys/key_data/sys_config/save_data_json", { DataJson });
    }
  });
});

describe("user/login and sys/user/login", () => {
  it("signs a normal user in with {Account, Password} and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const body = registerBody();
    await t.client().ok("/api/user/register", body);
    const client = t.client();
    const result = await client.rest<UserView>("/api/user/login", {
      Account: body.Account,
      Password: body.Password,
    });
    expect(result.body.Error).toBeNull();
    expect(result.body.Data.Account).toBe(body.Account);
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("crucible_user="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // 128-bit random session id: 16 bytes in base64url.
    expect(client.cookies.get("crucible_user")).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("signs a system user in on /api/sys/user/login with a cookie of that side", async () => {
    const client = t.client();
    const result = await client.rest<{ Account: string }>("/api/sys/user/login", {
      Account: adminAccount,
      Password: adminPassword,
    });
    expect(result.body.Data.Account).toBe(adminAccount);
    expect(client.cookies.has("crucible_sys")).toBe(true);
    expect(client.cookies.has("crucible_user")).toBe(false);
  });

  it("accepts the account in any letter case", async () => {
    const user = await registerUser(t);
    const result = await t
      .client()
      .rest("/api/user/login", { Account: user.account.toUpperCase(), Password: user.password });
    expect(result.body.Error).toBeNull();
  });

  it("answers an unknown account exactly like a wrong password (DBLoginFailed)", async () => {
    const user = await registerUser(t);
    const wrong = await t
      .client()
      .rest("/api/user/login", { Account: user.account, Password: "Wrong#Pass1" });
    const unknown = await t
      .client()
      .rest("/api/user/login", { Account: uniqueAccount(), Password: "Wrong#Pass1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.Error?.Type).toBe("DBLoginFailed");
  });

  it("refuses a normal user on the system side and a system user on the user side", async () => {
    const user = await registerUser(t);
    const client = t.client();
    const sys = await client.rest("/api/sys/user/login", { Account: user.account, Password: user.password });
    // Spec §8: a normal account with its right password is 'User is not a Admin'.
    expect(sys.status).toBe(403);
    expect(sys.body.Error?.Type).toBe("DBUserNoSystem");
    const front = await client.rest("/api/user/login", { Account: adminAccount, Password: adminPassword });
    expect(front.body.Error?.Type).toBe("DBLoginFailed");
    expect(client.cookies.size).toBe(0);
  });

  it("refuses a missing account or password with their Null Types", async () => {
    expect((await t.client().rest("/api/user/login", { Password: "x" })).body.Error?.Type).toBe(
      "DBAccountNull",
    );
    expect((await t.client().rest("/api/user/login", { Account: "someone" })).body.Error?.Type).toBe(
      "DBPasswordNull",
    );
    expect((await t.client().rest("/api/user/login", {})).body.Error?.Type).toBe("DBAccountNull");
  });
});

describe("user/quit", () => {
  it("ends the session server side: the old cookie no longer works", async () => {
    const user = await registerUser(t);
    const copy = user.client.clone();
    expect(await user.client.ok("/api/user/quit", {})).toBe(true);
    expect(user.client.cookies.has("crucible_user")).toBe(false);
    const replay = await copy.rest("/api/user/session_data", {});
    expect(replay.body.Error?.Type).toBe("DBUserNoLogin");
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await t.client().rest("/api/user/quit", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await t.client().rest("/api/sys/user/quit", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("user/session_data and session_update", () => {
  it("answers User, Logs and Perms for a normal user", async () => {
    const user = await registerUser(t);
    const data = await user.client.ok<SessionData>("/api/user/session_data", {});
    expect(data.User).toMatchObject({ Id: user.id, Account: user.account });
    expect(data.Logs[0]).toMatchObject({ Success: true });
    expect(data.Perms).toEqual([]);
  });

  it("answers the system user's permissions on the system side", async () => {
    const data = await admin.ok<SessionData>("/api/sys/user/session_data", {});
    expect(data.User.Account).toBe(adminAccount);
    expect(data.Perms).toContain("Sys.User.Update");
    expect(data.Perms).toContain("ControlPanel.Read");
  });

  it("session_update refreshes the session, and ?data=true answers its data", async () => {
    const user = await registerUser(t);
    expect(await user.client.ok("/api/user/session_update", {})).toBe(true);
    const data = await user.client.ok<SessionData>("/api/user/session_update?data=true", {});
    expect(data.User.Id).toBe(user.id);
  });

  it("refuses a caller who is not signed in with DBUserNoLogin", async () => {
    for (const path of [
      "/api/user/session_data",
      "/api/user/session_update",
      "/api/sys/user/session_data",
      "/api/sys/user/session_update?data=true",
    ]) {
      const result = await t.client().rest(path, {});
      expect(result.status).toBe(401);
      expect(result.body.Error?.Type).toBe("DBUserNoLogin");
    }
  });
});

describe("user/update_pwd", () => {
  it("refuses a wrong old password with DBUserOldPwdError and changes nothing", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest("/api/user/update_pwd", {
      OldPassword: "Wrong#Pass1",
      NewPassword: "N3w#Password",
    });
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("DBUserOldPwdError");
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: user.password })).body
        .Error,
    ).toBeNull();
  });

  it("refuses a new password that breaks the rules", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest("/api/user/update_pwd", {
      OldPassword: user.password,
      NewPassword: "weak",
    });
    expect(result.body.Error?.Type).toBe("DBPasswordFormatError");
  });

  it("changes the password and ends every other session of the account", async () => {
    const user = await registerUser(t);
    const other = t.client();
    await other.ok("/api/user/login", { Account: user.account, Password: user.password });
    expect(
      await user.client.ok("/api/user/update_pwd", {
        OldPassword: user.password,
        NewPassword: "N3w#Password",
      }),
    ).toBe(true);
    expect((await user.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
    expect((await other.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: user.password })).body
        .Error?.Type,
    ).toBe("DBLoginFailed");
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: "N3w#Password" })).body
        .Error,
    ).toBeNull();
  });

  it("works on the system side too", async () => {
    const account = uniqueAccount("s");
    await admin.ok("/api/sys/system_user/insert", {
      Account: account,
      Password: goodPassword,
      Name: "Pwd",
      RoleIds: [],
    });
    const client = t.client();
    await client.ok("/api/sys/user/login", { Account: account, Password: goodPassword });
    const wrong = await client.rest("/api/sys/user/update_pwd", {
      OldPassword: "Nope#1234",
      NewPassword: "N3w#Password",
    });
    expect(wrong.body.Error?.Type).toBe("DBUserOldPwdError");
    expect(
      await client.ok("/api/sys/user/update_pwd", { OldPassword: goodPassword, NewPassword: "N3w#Password" }),
    ).toBe(true);
    expect(
      (await t.client().rest("/api/sys/user/login", { Account: account, Password: "N3w#Password" })).body
        .Error,
    ).toBeNull();
  });

  it("refuses a caller who is not signed in", async () => {
    const result = await t.client().rest("/api/user/update_pwd", { OldPassword: "a", NewPassword: "b" });
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("user/update_info", () => {
  it("updates the profile; a changed e-mail must be activated again", async () => {
    const user = await registerUser(t);
    const updated = await user.client.ok<UserView>("/api/user/update_info", {
      Name: "NewName",
      CompanyName: "NewCo",
      Email: `new-${user.email}`,
    });
    expect(updated).toMatchObject({
      Name: "NewName",
      CompanyName: "NewCo",
      Email: `new-${user.email}`,
      EmailStatus: false,
    });
  });

  it("refuses another user's e-mail with DBDuplicate and a bad name with its Type", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const dup = await b.client.rest("/api/user/update_info", { Name: "B", CompanyName: "C", Email: a.email });
    expect(dup.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Email" });
    const bad = await b.client.rest("/api/user/update_info", { Name: "has space", CompanyName: "C" });
    expect(bad.body.Error?.Type).toBe("DBNameFormatError");
  });

  it("refuses a caller who is not signed in", async () => {
    const result = await t.client().rest("/api/user/update_info", { Name: "x", CompanyName: "y" });
    expect(result.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("user/send_activation_status and activation_status", () => {
  it("activates the e-mail with the 6-digit code sent to it", async () => {
    const user = await registerUser(t);
    expect(await user.client.ok("/api/user/send_activation_status", { Kind: "Email" })).toBe(true);
    const code = t.lastCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const activated = await user.client.ok<UserView>("/api/user/activation_status", {
      Kind: "Email",
      Code: code,
    });
    expect(activated.EmailStatus).toBe(true);
    const again = await user.client.rest("/api/user/send_activation_status", { Kind: "Email" });
    expect(again.body.Error?.Type).toBe("DBStatusAlreadyActivated");
  });

  it("refuses a wrong code with UserLoginKeyInvalid", async () => {
    const user = await registerUser(t);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    const code = t.lastCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const bad of [wrong, "12345", "abcdef", ""]) {
      const result = await user.client.rest("/api/user/activation_status", { Kind: "Email", Code: bad });
      expect(result.body.Error?.Type, bad).toMatch(/^(UserLoginKeyInvalid|ServerInvalidParameter)$/);
    }
    const me = await user.client.ok<SessionData & { User: UserView }>("/api/user/session_data", {});
    expect(me.User.EmailStatus).toBe(false);
  });

  it("bounds the attempts: after 5 wrong codes even the right one is refused", async () => {
    const user = await registerUser(t);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    const code = t.lastCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const result = await user.client.rest("/api/user/activation_status", { Kind: "Email", Code: wrong });
      expect(result.body.Error?.Type).toBe("UserLoginKeyInvalid");
    }
    const right = await user.client.rest("/api/user/activation_status", { Kind: "Email", Code: code });
    expect(right.body.Error?.Type).toBe("UserLoginKeyInvalid");
  });

  it("sends at most one code a minute to a target (DBRateLimit)", async () => {
    const user = await registerUser(t);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    const again = await user.client.rest("/api/user/send_activation_status", { Kind: "Email" });
    expect(again.status).toBe(429);
    expect(again.body.Error?.Type).toBe("DBRateLimit");
  });

  it("activates a phone by SMS code; refuses a phone that is missing and an unknown Kind", async () => {
    const active = await userWithActivePhone(t);
    const me = await active.client.ok<{ User: UserView }>("/api/user/session_data", {});
    expect(me.User.PhoneStatus).toBe(true);
    const noPhone = await registerUser(t);
    expect(
      (await noPhone.client.rest("/api/user/send_activation_status", { Kind: "Phone" })).body.Error?.Type,
    ).toBe("DBMobileNull");
    expect(
      (await noPhone.client.rest("/api/user/send_activation_status", { Kind: "Fax" })).body.Error?.Type,
    ).toBe("ServerInvalidParameter");
  });

  it("refuses a caller who is not signed in", async () => {
    expect(
      (await t.client().rest("/api/user/send_activation_status", { Kind: "Email" })).body.Error?.Type,
    ).toBe("DBUserNoLogin");
    expect(
      (await t.client().rest("/api/user/activation_status", { Kind: "Email", Code: "123456" })).body.Error
        ?.Type,
    ).toBe("DBUserNoLogin");
  });
});

describe("user/forget_pwd, check_reset_pwd and reset_pwd", () => {
  const activatedUser = async () => {
    const user = await registerUser(t);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    await user.client.ok("/api/user/activation_status", { Kind: "Email", Code: t.lastCode(user.email) });
    return user;
  };

  it("resets the password with the code sent to the activated e-mail and ends every session", async () => {
    const user = await activatedUser();
    expect(await t.client().ok("/api/user/forget_pwd", { Target: user.email })).toBe(true);
    const code = t.lastCode(user.email);
    expect(await t.client().ok("/api/user/check_reset_pwd", { Target: user.email, Code: code })).toBe(true);
    const weak = await t
      .client()
      .rest("/api/user/reset_pwd", { Target: user.email, Code: code, Password: "weak" });
    expect(weak.body.Error?.Type).toBe("DBPasswordFormatError");
    expect(
      await t.client().ok("/api/user/reset_pwd", { Target: user.email, Code: code, Password: "Res3t#Pass" }),
    ).toBe(true);
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: "Res3t#Pass" })).body
        .Error,
    ).toBeNull();
    const reuse = await t
      .client()
      .rest("/api/user/reset_pwd", { Target: user.email, Code: code, Password: "Oth3r#Pass" });
    expect(reuse.body.Error?.Type).toBe("UserLoginKeyInvalid");
  });

  it("refuses a wrong code with UserLoginKeyInvalid and keeps the password", async () => {
    const user = await activatedUser();
    await t.client().ok("/api/user/forget_pwd", { Target: user.email });
    const code = t.lastCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const check = await t.client().rest("/api/user/check_reset_pwd", { Target: user.email, Code: wrong });
    expect(check.body.Error?.Type).toBe("UserLoginKeyInvalid");
    const reset = await t
      .client()
      .rest("/api/user/reset_pwd", { Target: user.email, Code: wrong, Password: "Res3t#Pass" });
    expect(reset.body.Error?.Type).toBe("UserLoginKeyInvalid");
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: user.password })).body
        .Error,
    ).toBeNull();
  });

  it("answers true for an unknown or unactivated address without sending anything", async () => {
    const unactivated = await registerUser(t);
    const before = t.log.length;
    for (const target of [`nobody-${uniqueAccount()}@example.org`, unactivated.email]) {
      expect(await t.client().ok("/api/user/forget_pwd", { Target: target })).toBe(true);
    }
    expect(t.log.slice(before).some((l) => l.msg.includes("reset code"))).toBe(false);
  });
});

describe("user/forget_pwd and login_by_mobile_send_code do not reveal who has an account", () => {
  it("answers a second reset request within a minute the same for a known and an unknown address", async () => {
    const user = await registerUser(t);
    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    await user.client.ok("/api/user/activation_status", { Kind: "Email", Code: t.lastCode(user.email) });
    const unknown = `nobody-${uniqueAccount()}@example.org`;
    const answers = async (target: string) => {
      const first = await t.client().rest("/api/user/forget_pwd", { Target: target });
      const second = await t.client().rest("/api/user/forget_pwd", { Target: target });
      return [first.status, first.body, second.status, second.body];
    };
    expect(await answers(user.email)).toEqual(await answers(unknown));
  });

  it("answers a second sign-in code request within a minute the same for a known and an unknown number", async () => {
    const user = await userWithActivePhone(t);
    const answers = async (mobile: string) => {
      const first = await t.client().rest("/api/user/login_by_mobile_send_code", { Mobile: mobile });
      const second = await t.client().rest("/api/user/login_by_mobile_send_code", { Mobile: mobile });
      return [first.status, first.body, second.status, second.body];
    };
    expect(await answers(user.phone)).toEqual(await answers(uniqueMobile()));
  });
});

describe("user/login_by_mobile_send_code and login_by_mobile", () => {
  it("signs in with the code sent to an activated phone", async () => {
    const user = await userWithActivePhone(t);
    const client = t.client();
    expect(await client.ok("/api/user/login_by_mobile_send_code", { Mobile: user.phone })).toBe(true);
    const code = t.lastCode(user.phone);
    const result = await client.ok<UserView>("/api/user/login_by_mobile", { Mobile: user.phone, Code: code });
    expect(result.Id).toBe(user.id);
    expect((await client.ok<SessionData>("/api/user/session_data", {})).User.Id).toBe(user.id);
  });

  it("refuses a wrong code with UserLoginKeyInvalid and logs the attempt", async () => {
    const user = await userWithActivePhone(t);
    await t.client().ok("/api/user/login_by_mobile_send_code", { Mobile: user.phone });
    const code = t.lastCode(user.phone);
    const client = t.client();
    const result = await client.rest("/api/user/login_by_mobile", {
      Mobile: user.phone,
      Code: code === "000000" ? "111111" : "000000",
    });
    expect(result.body.Error?.Type).toBe("UserLoginKeyInvalid");
    expect(client.cookies.size).toBe(0);
    const logs = await admin.ok<{ Method: string; Success: boolean }[]>("/api/sys/login_log/query", {
      Where: { Lvg: [{ Values: [{ Name: "Account", Value: user.phone }] }] },
    });
    expect(logs).toEqual([expect.objectContaining({ Method: "mobile_code", Success: false })]);
  });

  it("answers true for an unknown number and refuses any code for it", async () => {
    const phone = uniqueMobile();
    expect(await t.client().ok("/api/user/login_by_mobile_send_code", { Mobile: phone })).toBe(true);
    const result = await t.client().rest("/api/user/login_by_mobile", { Mobile: phone, Code: "123456" });
    expect(result.body.Error?.Type).toBe("UserLoginKeyInvalid");
  });

  it("refuses a malformed number", async () => {
    const result = await t.client().rest("/api/user/login_by_mobile_send_code", { Mobile: "12ab" });
    expect(result.body.Error?.Type).toBe("DBMobileFormatError");
  });
});

describe("user/upload_avatar and user/blob/{id}", () => {
  const csrf = { "x-crucible-csrf": "1" };

  it("stores a real PNG as the avatar and serves it back", async () => {
    const user = await registerUser(t);
    const png = pngBytes({ width: 4, height: 4 });
    const url = await user.client.ok<string>("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "me.png", png, "image/png", { UserId: String(user.id) }),
      headers: csrf,
    });
    expect(url).toMatch(/^\/api\/user\/blob\/\d+$/);
    const response = await user.client.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const anonymous = await t.client().fetch(url);
    expect(anonymous.status).toBe(401);
  });

  it("refuses a file that is not an image with DBImageInvalid, whatever its name says", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "fake.png", Buffer.from("<svg onload=alert(1)></svg>"), "image/png"),
      headers: csrf,
    });
    expect(result.status).toBe(400);
    expect(result.body.Error?.Type).toBe("DBImageInvalid");
  });

  it("refuses an image above the avatar limit with DBFileTooLarge", async () => {
    const user = await registerUser(t);
    const result = await user.client.rest("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "big.png", pngBytes({ padding: 1024 * 1024 + 1 }), "image/png"),
      headers: csrf,
    });
    expect(result.status).toBe(413);
    expect(result.body.Error?.Type).toBe("DBFileTooLarge");
  });

  it("answers another user's UserId like a missing one and changes nothing", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const result = await user.client.rest("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "me.png", pngBytes(), "image/png", { UserId: String(other.id) }),
      headers: csrf,
    });
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
    const read = await admin.ok<UserView>(`/api/sys/normal_user/read/${other.id}`);
    expect(read.AvatarUrl).toBeNull();
  });

  it("refuses a form post without the CSRF header and a caller who is not signed in", async () => {
    const user = await registerUser(t);
    const noHeader = await user.client.rest("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "me.png", pngBytes(), "image/png"),
    });
    expect(noHeader.body.Error?.Type).toBe("ServerCsrfRejected");
    const anonymous = await t.client().rest("/api/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "me.png", pngBytes(), "image/png"),
      headers: csrf,
    });
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("user/user_config/read_data and update_data", () => {
  it("answers the defaults, then saves Lang, LeftMenuBarCollapse and InitShow", async () => {
    const user = await registerUser(t);
    expect(await user.client.ok("/api/user/user_config/read_data", {})).toEqual({
      ShowConfigWeb: { Lang: "auto", LeftMenuBarCollapse: false, InitShow: "navigation" },
    });
    const saved = await user.client.ok("/api/user/user_config/update_data", {
      ShowConfigWeb: { Lang: "zh", LeftMenuBarCollapse: true, InitShow: "jobs" },
    });
    expect(saved).toEqual({ ShowConfigWeb: { Lang: "zh", LeftMenuBarCollapse: true, InitShow: "jobs" } });
    expect(await user.client.ok("/api/user/user_config/read_data", {})).toEqual(saved);
  });

  it("turns InitShow modules into navigation", async () => {
    const user = await registerUser(t);
    const saved = await user.client.ok<{ ShowConfigWeb: { InitShow: string } }>(
      "/api/user/user_config/update_data",
      {
        ShowConfigWeb: { Lang: "en", LeftMenuBarCollapse: false, InitShow: "modules" },
      },
    );
    expect(saved.ShowConfigWeb.InitShow).toBe("navigation");
  });

  it("refuses values outside the choices", async () => {
    const user = await registerUser(t);
    for (const ShowConfigWeb of [
      { Lang: "fr" },
      { InitShow: "admin" },
      { LeftMenuBarCollapse: "yes" },
      "x",
    ]) {
      const result = await user.client.rest("/api/user/user_config/update_data", { ShowConfigWeb });
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
  });

  it("keeps each user's config apart and refuses a caller who is not signed in", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await a.client.ok("/api/user/user_config/update_data", {
      ShowConfigWeb: { Lang: "zh", LeftMenuBarCollapse: true, InitShow: "jobs" },
    });
    expect(
      await b.client.ok<{ ShowConfigWeb: { Lang: string } }>("/api/user/user_config/read_data", {}),
    ).toMatchObject({
      ShowConfigWeb: { Lang: "auto" },
    });
    expect((await t.client().rest("/api/user/user_config/read_data", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });
});
