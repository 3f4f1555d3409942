/**
 * Issue 23, item 12 (the contract): the spec §8 Types raised where their situation arises, the
 * system side's register and mobile sign-in (spec §7 "The system stage prefixes /sys"), the
 * template query_page's blob fields and an order that rounds to nothing.
 */
import { createHash } from "node:crypto";
import { defaultLoginPolicy } from "@crucible/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sysUsers } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  enableAllFeatures,
  registerUser,
  uniqueAccount,
  uniqueMobile,
  userWithActivePhone,
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

const goodPassword = "Good#Pass2026";

async function setRegister(open: boolean): Promise<() => Promise<void>> {
  const { DataJson } = await admin.ok<{ DataJson: { User: Record<string, boolean> } }>(
    "/api/sys/key_data/sys_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
    DataJson: { ...DataJson, User: { ...DataJson.User, Register: open } },
  });
  return async () => {
    await admin.ok("/api/sys/key_data/sys_config/save_data_json", { DataJson });
  };
}

async function sysUserCount(): Promise<number> {
  const [row] = await t.app.services.db.select({ n: sql<number>`count(*)::int` }).from(sysUsers);
  return row?.n ?? 0;
}

describe("sys/user/register", () => {
  it("creates a system user without any role while User.Register is on", async () => {
    const restore = await setRegister(true);
    try {
      const account = uniqueAccount("r");
      const client = t.client();
      const made = await client.ok<{ Id: number; Account: string }>("/api/sys/user/register", {
        Account: account,
        Password: goodPassword,
        Name: `Reg${account}`,
        Email: `${account}@example.org`,
      });
      expect(made.Account).toBe(account);
      await client.ok("/api/sys/user/login", { Account: account, Password: goodPassword });
      const session = await client.ok<{ Perms: string[] }>("/api/sys/user/session_data", {});
      expect(session.Perms).toEqual([]);
      // Registering grants nothing: every permission-guarded call is refused.
      const refused = await client.rest("/api/sys/normal_user/query", {});
      expect(refused.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.Read" });
      // The same account again is a duplicate, and a weak password the catalogue's format error.
      const again = await t.client().rest("/api/sys/user/register", {
        Account: account,
        Password: goodPassword,
        Name: "Again",
      });
      expect(again.body.Error?.Type).toBe("DBDuplicate");
      const weak = await t.client().rest("/api/sys/user/register", {
        Account: uniqueAccount("r"),
        Password: "weak",
        Name: "Weak",
      });
      expect(weak.body.Error?.Type).toBe("DBPasswordFormatError");
    } finally {
      await restore();
    }
  });

  it("refuses with DBUserRegisterDisabled and creates nothing while User.Register is off", async () => {
    const restore = await setRegister(false);
    try {
      const before = await sysUserCount();
      const result = await t.client().rest("/api/sys/user/register", {
        Account: uniqueAccount("r"),
        Password: goodPassword,
        Name: "Closed",
      });
      expect([result.status, result.body.Error?.Type]).toEqual([403, "DBUserRegisterDisabled"]);
      expect(await sysUserCount()).toBe(before);
    } finally {
      await restore();
    }
  });
});

describe("sys/user/login_by_mobile_send_code and login_by_mobile", () => {
  it("signs a system user in with a code sent to their activated phone", async () => {
    const account = uniqueAccount("m");
    const phone = uniqueMobile();
    await admin.ok("/api/sys/system_user/insert", {
      Account: account,
      Password: goodPassword,
      Name: `Mob${account}`,
      Phone: phone,
      RoleIds: [],
    });
    const owner = t.client();
    await owner.ok("/api/sys/user/login", { Account: account, Password: goodPassword });
    // Before activation no code is sent, and the answer does not say so.
    const stranger = t.client();
    expect(await stranger.ok("/api/sys/user/login_by_mobile_send_code", { Mobile: phone })).toBe(true);
    await owner.ok("/api/sys/user/send_activation_status", { Kind: "Phone" });
    await owner.ok("/api/sys/user/activation_status", { Kind: "Phone", Code: t.lastCode(phone) });

    const client = t.client();
    expect(await client.ok("/api/sys/user/login_by_mobile_send_code", { Mobile: phone })).toBe(true);
    const wrong = await client.rest("/api/sys/user/login_by_mobile", { Mobile: phone, Code: "000000" });
    expect(wrong.body.Error?.Type).toBe("UserLoginKeyInvalid");
    const signedIn = await client.ok<{ Account: string }>("/api/sys/user/login_by_mobile", {
      Mobile: phone,
      Code: t.lastCode(phone),
    });
    expect(signedIn.Account).toBe(account);
    expect(client.cookies.has("crucible_sys")).toBe(true);
    expect(client.cookies.has("crucible_user")).toBe(false);
    const session = await client.ok<{ User: { Account: string } }>("/api/sys/user/session_data", {});
    expect(session.User.Account).toBe(account);
  });

  it("does not sign a normal user's phone in on the system side", async () => {
    const user = await userWithActivePhone(t);
    const client = t.client();
    expect(await client.ok("/api/sys/user/login_by_mobile_send_code", { Mobile: user.phone })).toBe(true);
    const result = await client.rest("/api/sys/user/login_by_mobile", {
      Mobile: user.phone,
      Code: t.lastCode(user.phone),
    });
    expect(result.body.Error?.Type).toBe("UserLoginKeyInvalid");
    expect(client.cookies.has("crucible_sys")).toBe(false);
  });
});

describe("the format and null checks of spec §8", () => {
  it("answers DBRoleNull and DBGroupNull for a blank name, DBPermNull for a blank permission", async () => {
    const role = await admin.rest("/api/sys/_perm_role/insert", { Name: "  ", GroupIds: [] });
    expect(role.body.Error?.Type).toBe("DBRoleNull");
    const group = await admin.rest("/api/sys/_perm_group/insert", { Name: "", Perms: [] });
    expect(group.body.Error?.Type).toBe("DBGroupNull");
    const perm = await admin.rest("/api/sys/_perm_group/insert", {
      Name: "blank perm",
      Perms: ["User.Read", ""],
    });
    expect(perm.body.Error?.Type).toBe("DBPermNull");
    const unknown = await admin.rest("/api/sys/_perm_group/insert", { Name: "bad perm", Perms: ["No.Such"] });
    expect(unknown.body.Error).toMatchObject({ Type: "DBPermFormatError", Value: "No.Such" });
  });

  it("answers DBIPNull for a blank IP rule of the login policy, DBIPFormatError for a bad one", async () => {
    const save = (IpDeny: string[]) =>
      admin.rest("/api/sys/key_data/login_policy/save_data_json", {
        DataJson: { ...defaultLoginPolicy, IpDeny },
      });
    expect((await save([" "])).body.Error?.Type).toBe("DBIPNull");
    expect((await save(["10.0.0.300"])).body.Error?.Type).toBe("DBIPFormatError");
  });
});

describe("sys/user_avatar_template/query_page", () => {
  it("carries BlobSize and BlobSha256 with the page and its total", async () => {
    const png = pngBytes({ width: 3, height: 2, rgb: [12, 34, 56] });
    const made = await admin.ok<{ Id: number }>("/api/sys/user_avatar_template/upload", undefined, {
      raw: fileForm("File", "q.png", png, "image/png"),
      headers: { "x-crucible-csrf": "1" },
    });
    const page = await admin.ok<{ List: Record<string, unknown>[]; Total: number }>(
      "/api/sys/user_avatar_template/query_page",
      { Where: { Lvg: [{ Values: [{ Name: "Id", Value: String(made.Id) }] }] } },
    );
    const sha256 = createHash("sha256").update(png).digest("hex").toUpperCase();
    expect(page.Total).toBe(1);
    expect(page.List[0]).toMatchObject({ Id: made.Id, BlobSize: png.length, BlobSha256: sha256 });
    const reader = await registerUser(t);
    expect((await reader.client.rest("/api/sys/user_avatar_template/query_page", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });
});

describe("user_order/create", () => {
  it("refuses an order whose price rounds to 0 fen with a clear error, not a 500", async () => {
    await enableAllFeatures(admin);
    const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
      "/api/sys/key_data/commerce_config/read_data_json",
    );
    await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
      DataJson: { ...DataJson, Buy: true },
    });
    const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "A fen's worth",
      NameZh: "一分",
      Grants: 1,
      UnitPrice: 1,
      ExpiryMonths: 1,
      Discounts: [],
      LimitedDiscount: { Enabled: true, Discount: 0.3, Days: 7 },
    });
    const buyer = await registerUser(t);
    const result = await buyer.client.rest("/api/user_order/create", { PackageId: made.Id, Quantity: 1 });
    expect([result.status, result.body.Error?.Type]).toEqual([400, "ServerInvalidParameter"]);
    expect(result.body.Error?.Value).toContain("0 fen");
    // Enough units make a real amount.
    const four = await buyer.client.ok<{ Amount: number }>("/api/user_order/create", {
      PackageId: made.Id,
      Quantity: 4,
    });
    expect(four.Amount).toBe(1);
  });
});
