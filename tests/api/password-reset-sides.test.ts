/**
 * A reset code belongs to the side it was sent for: a normal user's code must never reset a system
 * user's password (ids of the two sides are separate sequences, so the same number names two people).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccount, adminPassword, startApp, type TestApp } from "../support/app.js";
import { goodPassword, registerUser, uniqueAccount } from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

/** The account of the system user whose id equals `id` (created when needed). */
async function systemAccountWithId(id: number): Promise<{ account: string; password: string }> {
  if (id === 1) return { account: adminAccount, password: adminPassword };
  for (let i = 0; i < 200; i++) {
    const account = uniqueAccount("s");
    const created = await admin.ok<{ Id: number }>("/api/sys/system_user/insert", {
      Account: account,
      Password: goodPassword,
      Name: "Target",
      RoleIds: [],
    });
    if (created.Id === id) return { account, password: goodPassword };
    if (created.Id > id) break;
  }
  throw new Error(`no system user with id ${id}`);
}

describe("sys/user/reset_pwd", () => {
  it("refuses a code sent for a normal user's reset and leaves the system user's password alone", async () => {
    const attacker = await registerUser(t);
    await attacker.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    await attacker.client.ok("/api/user/activation_status", {
      Kind: "Email",
      Code: t.lastCode(attacker.email),
    });
    const target = await systemAccountWithId(attacker.id);

    await t.client().ok("/api/user/forget_pwd", { Target: attacker.email });
    const code = t.lastCode(attacker.email);
    const check = await t
      .client()
      .rest("/api/sys/user/check_reset_pwd", { Target: attacker.email, Code: code });
    expect(check.body.Error?.Type).toBe("UserLoginKeyInvalid");
    const reset = await t.client().rest("/api/sys/user/reset_pwd", {
      Target: attacker.email,
      Code: code,
      Password: "Takeover#1",
    });
    expect(reset.body.Error?.Type).toBe("UserLoginKeyInvalid");

    const takeover = await t
      .client()
      .rest("/api/sys/user/login", { Account: target.account, Password: "Takeover#1" });
    expect(takeover.body.Error?.Type).toBe("DBLoginFailed");
    const owner = await t
      .client()
      .rest("/api/sys/user/login", { Account: target.account, Password: target.password });
    expect(owner.body.Error).toBeNull();
  });
});
