/** Permission groups, roles and system users (spec §6); feature switches and system config. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allPermissions,
  defaultFeatureSwitches,
  defaultSysConfig,
  type FeatureSwitches,
  type SysConfig,
} from "@crucible/schema";
import { eq } from "drizzle-orm";
import { permGroups } from "../../gateway/src/db/schema.js";
import { administratorsGroup, syncAdministratorsGroup } from "../../gateway/src/domain/seed.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, goodPassword, registerUser, uniqueAccount } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  adminId = (await admin.ok<{ User: { Id: number } }>("/api/sys/user/session_data", {})).User.Id;
});
afterAll(async () => t?.stop());

describe("sys/_perm_group/insert and update", () => {
  it("refuses a permission outside the catalogue with DBPermFormatError naming it, a blank one with DBPermNull", async () => {
    const blank = await admin.rest("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: ["User.Read", ""],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.Error?.Type).toBe("DBPermNull");
    for (const perm of ["User.Write", "Sys.User.Read; DROP TABLE perm_groups", "user.read"]) {
      const result = await admin.rest("/api/sys/_perm_group/insert", {
        Name: `g-${uniqueAccount()}`,
        Perms: ["User.Read", perm],
      });
      expect(result.status).toBe(400);
      expect(result.body.Error).toMatchObject({ Type: "DBPermFormatError", Value: perm });
    }
    const notList = await admin.rest("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: "User.Read",
    });
    expect(notList.body.Error?.Type).toBe("ServerInvalidParameter");
    const numbers = await admin.rest("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: [42],
    });
    expect(numbers.body.Error?.Type).toBe("DBPermFormatError");
  });

  it("refuses a missing name with DBGroupNull and a duplicate name", async () => {
    expect((await admin.rest("/api/sys/_perm_group/insert", { Perms: [] })).body.Error?.Type).toBe(
      "DBGroupNull",
    );
    const name = `g-${uniqueAccount()}`;
    await admin.ok("/api/sys/_perm_group/insert", { Name: name, Perms: [] });
    const dup = await admin.rest("/api/sys/_perm_group/insert", { Name: name, Perms: [] });
    expect(dup.body.Error?.Type).toBe("DBDuplicate");
  });

  it("changes what its holders may do at their next request", async () => {
    const holder = await createSystemUser(t, admin, ["User.Read"]);
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error).toBeNull();
    await admin.ok("/api/sys/_perm_group/update", {
      Id: holder.groupId,
      Name: `g-${holder.account}`,
      Perms: ["Sys.Config.Read"],
    });
    const denied = await holder.client.rest("/api/sys/normal_user/count", {});
    expect(denied.body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "User.Read",
      Meta: { Perm: "User.Read" },
    });
  });
});

describe("sys/_perm_role and sys/system_user: references are checked", () => {
  it("refuses a role with a group that does not exist (DBGroupFormatError)", async () => {
    for (const GroupIds of [[987654321], ["abc"], [-1]]) {
      const result = await admin.rest("/api/sys/_perm_role/insert", {
        Name: `r-${uniqueAccount()}`,
        GroupIds,
      });
      expect(result.body.Error?.Type).toBe("DBGroupFormatError");
    }
  });

  it("refuses a system user with a role that does not exist (DBRoleFormatError)", async () => {
    const account = uniqueAccount("s");
    const result = await admin.rest("/api/sys/system_user/insert", {
      Account: account,
      Password: goodPassword,
      Name: "X",
      RoleIds: [987654321],
    });
    expect(result.body.Error?.Type).toBe("DBRoleFormatError");
    const login = await t.client().rest("/api/sys/user/login", { Account: account, Password: goodPassword });
    expect(login.body.Error?.Type).toBe("DBLoginFailed");
  });

  it("validates a new system user's account and password", async () => {
    const bad = await admin.rest("/api/sys/system_user/insert", {
      Account: "1x",
      Password: goodPassword,
      Name: "X",
      RoleIds: [],
    });
    expect(bad.body.Error?.Type).toBe("DBAccountFormatError");
    const weak = await admin.rest("/api/sys/system_user/insert", {
      Account: uniqueAccount("s"),
      Password: "weak",
      Name: "X",
      RoleIds: [],
    });
    expect(weak.body.Error?.Type).toBe("DBPasswordFormatError");
  });
});

describe("disabling removes permissions", () => {
  it("a disabled group grants nothing until it is enabled again", async () => {
    const holder = await createSystemUser(t, admin, ["User.Read"]);
    await admin.ok(`/api/sys/_perm_group/disabled_status/${holder.groupId}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    await admin.ok(`/api/sys/_perm_group/enabled_status/${holder.groupId}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error).toBeNull();
  });

  it("a disabled or removed role grants nothing", async () => {
    const holder = await createSystemUser(t, admin, ["User.Read"]);
    await admin.ok(`/api/sys/_perm_role/disabled_status/${holder.roleId}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    await admin.ok(`/api/sys/_perm_role/enabled_status/${holder.roleId}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error).toBeNull();
    await admin.ok(`/api/sys/_perm_role/delete_soft/${holder.roleId}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    const session = await holder.client.ok<{ Perms: string[] }>("/api/sys/user/session_data", {});
    expect(session.Perms).toEqual([]);
  });

  it("a disabled system user is signed out and cannot sign in", async () => {
    const holder = await createSystemUser(t, admin, ["User.Read"]);
    await admin.ok(`/api/sys/system_user/disabled_status/${holder.id}`, {});
    expect((await holder.client.rest("/api/sys/normal_user/count", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const login = await t
      .client()
      .rest("/api/sys/user/login", { Account: holder.account, Password: holder.password });
    expect(login.body.Error?.Type).toBe("DBLoginDisabled");
  });
});

describe("a system user cannot lock themselves out", () => {
  it("refuses to disable or remove their own account (DBStatusChangeNotAllowed)", async () => {
    for (const path of [`disabled_status/${adminId}`, `delete/${adminId}`]) {
      const result = await admin.rest(`/api/sys/system_user/${path}`, {});
      expect(result.status).toBe(409);
      expect(result.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    }
    const gql = await admin.gql(
      "mutation($id: ID!) { setSystemUserStatus(id: $id, status: DISABLED) { id } }",
      { id: String(adminId) },
    );
    expect(gqlCode(gql)).toBe("DBStatusChangeNotAllowed");
    expect((await admin.rest("/api/sys/user/session_data", {})).body.Error).toBeNull();
  });

  it("refuses to change their own roles", async () => {
    const result = await admin.rest("/api/sys/system_user/update", { Id: adminId, RoleIds: [] });
    expect(result.body.Error?.Type).toBe("DBStatusChangeNotAllowed");
    const session = await admin.ok<{ Perms: string[] }>("/api/sys/user/session_data", {});
    expect(session.Perms).toContain("Sys.User.Update");
  });

  it("lets another administrator disable them", async () => {
    const other = await createSystemUser(t, admin, ["Sys.User.Read", "Sys.User.Update"]);
    const target = await createSystemUser(t, admin, ["User.Read"]);
    expect(
      (await other.client.rest(`/api/sys/system_user/disabled_status/${target.id}`, {})).body.Error,
    ).toBeNull();
  });
});

describe("sys/module_config/data and set (feature switches)", () => {
  it("are read by any system user and refused to others", async () => {
    const plain = await createSystemUser(t, admin, []);
    expect(await plain.client.ok("/api/sys/module_config/data", {})).toEqual(defaultFeatureSwitches);
    expect((await t.client().rest("/api/sys/module_config/data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const user = await registerUser(t);
    expect((await user.client.rest("/api/sys/module_config/data", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });

  it("are saved with Sys.Config.Update only", async () => {
    const plain = await createSystemUser(t, admin, ["Sys.Config.Read"]);
    const denied = await plain.client.rest("/api/sys/module_config/set", defaultFeatureSwitches);
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.Config.Update" });
    const changed: FeatureSwitches = {
      ...defaultFeatureSwitches,
      Sys: { ...defaultFeatureSwitches.Sys, App: { Enabled: true } },
    };
    try {
      expect(await admin.ok("/api/sys/module_config/set", changed)).toEqual(changed);
      expect(await admin.ok("/api/sys/module_config/data", {})).toEqual(changed);
      const settings = await t
        .client()
        .gqlData<{ publicSettings: { features: FeatureSwitches } }>("{ publicSettings { features } }");
      expect(settings.publicSettings.features.Sys.App.Enabled).toBe(true);
    } finally {
      await admin.ok("/api/sys/module_config/set", defaultFeatureSwitches);
    }
  });

  it("switch off the GraphQL fields of an area with FeatureNotEnabled", async () => {
    const off: FeatureSwitches = { ...defaultFeatureSwitches, Cms: { Enabled: false } };
    const query = '{ publicTexts(libraryName: "home") { __typename } }';
    expect((await t.client().gql(query)).body.errors).toBeUndefined();
    try {
      await admin.ok("/api/sys/module_config/set", off);
      const result = await t.client().gql(query);
      expect(gqlCode(result)).toBe("FeatureNotEnabled");
      expect(result.body.errors?.[0]?.extensions?.value).toBe("Cms");
    } finally {
      await admin.ok("/api/sys/module_config/set", defaultFeatureSwitches);
    }
  });

  it("refuse a malformed document and keep the saved one", async () => {
    for (const body of [{}, { Cms: { Enabled: "yes" } }, { ...defaultFeatureSwitches, Workflow: null }]) {
      const result = await admin.rest("/api/sys/module_config/set", body);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    expect(await admin.ok("/api/sys/module_config/data", {})).toEqual(defaultFeatureSwitches);
  });
});

describe("sys/key_data/sys_config/read_data_json and save_data_json", () => {
  const read = async () =>
    (await admin.ok<{ DataJson: SysConfig }>("/api/sys/key_data/sys_config/read_data_json")).DataJson;

  it("reads the defaults: Upload and User sections", async () => {
    expect(await read()).toEqual(defaultSysConfig);
  });

  it("saves DataJson given as an object or as a JSON string", async () => {
    const changed: SysConfig = { ...defaultSysConfig, User: { Register: true, Feedback: false } };
    try {
      await admin.ok("/api/sys/key_data/sys_config/save_data_json", { DataJson: changed });
      expect(await read()).toEqual(changed);
      await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
        DataJson: JSON.stringify(defaultSysConfig),
      });
      expect(await read()).toEqual(defaultSysConfig);
    } finally {
      await admin.ok("/api/sys/key_data/sys_config/save_data_json", { DataJson: defaultSysConfig });
    }
  });

  it("refuses invalid documents and keeps the saved one", async () => {
    const upload = defaultSysConfig.Upload;
    const invalid: unknown[] = [
      { ...defaultSysConfig, User: { Register: "yes", Feedback: true } },
      {
        ...defaultSysConfig,
        Upload: { ...upload, UserAvatarSize: { Max: -1, Unit: "MB", CompressionQuality: 0 } },
      },
      {
        ...defaultSysConfig,
        Upload: { ...upload, CoverImageSize: { Max: 1, Unit: "PB", CompressionQuality: 0 } },
      },
      {
        ...defaultSysConfig,
        Upload: { ...upload, CoverImageSize: { Max: 1, Unit: "MB", CompressionQuality: 2 } },
      },
      { User: defaultSysConfig.User },
      "{not json",
      null,
    ];
    for (const DataJson of invalid) {
      const result = await admin.rest("/api/sys/key_data/sys_config/save_data_json", { DataJson });
      expect(result.status).toBe(400);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
    expect((await admin.rest("/api/sys/key_data/sys_config/save_data_json", {})).body.Error?.Type).toBe(
      "ServerRequestBodyNull",
    );
    expect(await read()).toEqual(defaultSysConfig);
  });

  it("needs Sys.Config.Read to read and Sys.Config.Update to save", async () => {
    const reader = await createSystemUser(t, admin, ["Sys.Config.Read"]);
    expect(
      (await reader.client.rest("/api/sys/key_data/sys_config/read_data_json", {})).body.Error,
    ).toBeNull();
    const save = await reader.client.rest("/api/sys/key_data/sys_config/save_data_json", {
      DataJson: defaultSysConfig,
    });
    expect(save.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.Config.Update" });
    const other = await createSystemUser(t, admin, ["User.Read"]);
    const denied = await other.client.rest("/api/sys/key_data/sys_config/read_data_json", {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.Config.Read" });
    expect((await t.client().rest("/api/sys/key_data/sys_config/read_data_json", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });
});

describe("GraphQL permissionCatalogue", () => {
  it("lists every permission with its area and verb", async () => {
    const data = await admin.gqlData<{ permissionCatalogue: { name: string; area: string; verb: string }[] }>(
      "{ permissionCatalogue { name area verb } }",
    );
    expect(data.permissionCatalogue).toContainEqual({
      name: "Sys.User.Read",
      area: "Sys.User",
      verb: "Read",
    });
    expect(data.permissionCatalogue).toContainEqual({
      name: "User.ResourcePack.Card.Delete",
      area: "User.ResourcePack.Card",
      verb: "Delete",
    });
    expect(data.permissionCatalogue).toContainEqual({
      name: "ControlPanel.Read",
      area: "ControlPanel",
      verb: "Read",
    });
  });
});

describe("the seeded Administrators group", () => {
  it("is given the permissions a later version adds to the catalogue, at start", async () => {
    const db = t.app.services.db;
    const [group] = await db.select().from(permGroups).where(eq(permGroups.name, administratorsGroup));
    expect([...group!.perms].sort()).toEqual([...allPermissions].sort());
    // As if the database came from a version whose catalogue lacked the workflow permissions.
    const older = group!.perms.filter((perm) => !perm.startsWith("Workflow."));
    await db.update(permGroups).set({ perms: older }).where(eq(permGroups.id, group!.id));
    const lines: string[] = [];
    const added = await syncAdministratorsGroup(t.app.services, {
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
    });
    expect(added.length).toBe(group!.perms.length - older.length);
    expect(lines[0]).toContain("Workflow.Job.Read");
    const [after] = await db.select().from(permGroups).where(eq(permGroups.id, group!.id));
    expect([...after!.perms].sort()).toEqual([...allPermissions].sort());
    expect(
      await syncAdministratorsGroup(t.app.services, { info: () => undefined, warn: () => undefined }),
    ).toEqual([]);
  });
});
