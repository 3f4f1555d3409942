/** The generic resource verbs (spec §7) and the query body, over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  insertNormalUser,
  registerUser,
  uniqueAccount,
  type SystemUser,
  type UserView,
} from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let outsider: SystemUser;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  outsider = await createSystemUser(t, admin, ["ControlPanel.Read"]);
});
afterAll(async () => t?.stop());

type Verb =
  | "count"
  | "query"
  | "query_page"
  | "read"
  | "insert"
  | "update"
  | "reorder"
  | "delete"
  | "delete_soft"
  | "delete_hard"
  | "delete_cancel"
  | "enabled_status"
  | "disabled_status"
  | "favorite_add"
  | "favorite_del";

const permVerb: Record<Verb, "Read" | "Update" | "Delete"> = {
  count: "Read",
  query: "Read",
  query_page: "Read",
  read: "Read",
  insert: "Update",
  update: "Update",
  reorder: "Update",
  delete: "Delete",
  delete_soft: "Delete",
  delete_hard: "Delete",
  delete_cancel: "Delete",
  enabled_status: "Update",
  disabled_status: "Update",
  favorite_add: "Read",
  favorite_del: "Read",
};

const idVerbs = new Set<Verb>([
  "read",
  "delete",
  "delete_soft",
  "delete_hard",
  "delete_cancel",
  "enabled_status",
  "disabled_status",
  "favorite_add",
  "favorite_del",
]);

const sysResources: { path: string; area: string; verbs: Verb[] }[] = [
  {
    path: "sys/normal_user",
    area: "User",
    verbs: [
      "count",
      "query",
      "query_page",
      "read",
      "insert",
      "update",
      "delete",
      "delete_soft",
      "delete_hard",
      "delete_cancel",
      "enabled_status",
      "disabled_status",
      "favorite_add",
      "favorite_del",
    ],
  },
  {
    path: "sys/_perm_group",
    area: "Sys.User",
    verbs: [
      "count",
      "query",
      "query_page",
      "read",
      "insert",
      "update",
      "reorder",
      "delete",
      "delete_soft",
      "delete_hard",
      "delete_cancel",
      "enabled_status",
      "disabled_status",
    ],
  },
  {
    path: "sys/_perm_role",
    area: "Sys.User",
    verbs: [
      "count",
      "query",
      "query_page",
      "read",
      "insert",
      "update",
      "reorder",
      "delete",
      "delete_soft",
      "delete_hard",
      "delete_cancel",
      "enabled_status",
      "disabled_status",
    ],
  },
  {
    path: "sys/system_user",
    area: "Sys.User",
    verbs: [
      "count",
      "query",
      "query_page",
      "read",
      "insert",
      "update",
      "delete",
      "delete_soft",
      "delete_cancel",
      "enabled_status",
      "disabled_status",
    ],
  },
  { path: "sys/user_session", area: "User", verbs: ["count", "query", "query_page", "read", "delete"] },
  { path: "sys/login_log", area: "User", verbs: ["count", "query", "query_page", "read"] },
  { path: "sys/system_session", area: "Sys.User", verbs: ["count", "query", "query_page", "read", "delete"] },
  { path: "sys/system_login_log", area: "Sys.User", verbs: ["count", "query", "query_page", "read"] },
];

function callPath(path: string, verb: Verb, id: number): string {
  return idVerbs.has(verb) ? `/api/${path}/${verb}/${id}` : `/api/${path}/${verb}`;
}

function bodyOf(verb: Verb): unknown {
  if (verb === "reorder") return { Ids: [1] };
  if (verb === "update") return { Id: 1, Name: "x" };
  if (verb === "insert") return { Name: "x" };
  return {};
}

for (const resource of sysResources) {
  describe(`${resource.path}: every verb is guarded`, () => {
    for (const verb of resource.verbs) {
      it(`${verb} refuses a caller who is not signed in with DBUserNoLogin`, async () => {
        const result = await t.client().rest(callPath(resource.path, verb, 1), bodyOf(verb));
        expect(result.status).toBe(401);
        expect(result.body.Error?.Type).toBe("DBUserNoLogin");
      });

      it(`${verb} refuses a system user without ${resource.area}.${permVerb[verb]} with DBPermDenied naming it`, async () => {
        const result = await outsider.client.rest(callPath(resource.path, verb, 1), bodyOf(verb));
        expect(result.status).toBe(403);
        expect(result.body.Error).toMatchObject({
          Type: "DBPermDenied",
          Value: `${resource.area}.${permVerb[verb]}`,
        });
      });
    }

    it("refuses a normal user's session (the sides are separate)", async () => {
      const user = await registerUser(t);
      const result = await user.client.rest(`/api/${resource.path}/count`, {});
      expect(result.body.Error?.Type).toBe("DBUserNoLogin");
    });
  });
}

describe("sys/normal_user: a permission holds only its own verb class", () => {
  it("lets User.Read count and read but refuses insert (User.Update) and delete (User.Delete)", async () => {
    const reader = await createSystemUser(t, admin, ["User.Read"]);
    const target = await insertNormalUser(admin);
    expect((await reader.client.rest("/api/sys/normal_user/count", {})).status).toBe(200);
    expect((await reader.client.ok<UserView>(`/api/sys/normal_user/read/${target.Id}`)).Account).toBe(
      target.Account,
    );
    const insert = await reader.client.rest("/api/sys/normal_user/insert", { Account: uniqueAccount() });
    expect(insert.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.Update" });
    const remove = await reader.client.rest(`/api/sys/normal_user/delete/${target.Id}`, {});
    expect(remove.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.Delete" });
    expect((await admin.ok<UserView>(`/api/sys/normal_user/read/${target.Id}`)).DeletedAt).toBeNull();
  });
});

describe("sys/normal_user/insert and read", () => {
  it("creates a user and reads it back without any secret", async () => {
    const created = await insertNormalUser(admin);
    const read = await admin.ok<Record<string, unknown>>(`/api/sys/normal_user/read/${created.Id}`);
    expect(read).toMatchObject({ Id: created.Id, Account: created.Account, Status: "enabled" });
    expect(JSON.stringify(read)).not.toMatch(/password|hash|argon/i);
  });

  it("answers DBDataNotExist for an id that does not exist", async () => {
    const result = await admin.rest("/api/sys/normal_user/read/987654321", {});
    expect(result.status).toBe(404);
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("refuses an id that is not a positive integer", async () => {
    for (const id of ["0", "-1", "1.5", "1e3", "1%20OR%201=1", "9999999999999999"]) {
      const result = await admin.rest(`/api/sys/normal_user/read/${id}`, {});
      expect(result.status, id).toBe(400);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
  });

  it("refuses a duplicate account with DBDuplicate naming Account", async () => {
    const created = await insertNormalUser(admin);
    const result = await admin.rest("/api/sys/normal_user/insert", {
      Account: created.Account,
      Password: "Passw0rd!x",
      Name: "Dup",
      Email: `dup-${created.Account}@example.org`,
      CompanyName: "C",
    });
    expect(result.status).toBe(409);
    expect(result.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Account" });
  });
});

describe("sys/normal_user/update and update/{fields}", () => {
  it("updates the allowed fields named in the body by Id", async () => {
    const created = await insertNormalUser(admin);
    const updated = await admin.ok<UserView>("/api/sys/normal_user/update", {
      Id: created.Id,
      Name: "Renamed",
      CompanyName: "NewCo",
    });
    expect(updated).toMatchObject({ Id: created.Id, Name: "Renamed", CompanyName: "NewCo" });
  });

  it("changes only the fields listed in the path", async () => {
    const created = await insertNormalUser(admin);
    const updated = await admin.ok<UserView>(`/api/sys/normal_user/update/Name`, {
      Id: created.Id,
      Name: "OnlyName",
      CompanyName: "Ignored",
    });
    expect(updated.Name).toBe("OnlyName");
    expect(updated.CompanyName).toBe(created.CompanyName);
  });

  it("never writes fields outside the allowlist (status, password, id)", async () => {
    const created = await insertNormalUser(admin);
    const updated = await admin.ok<UserView>(`/api/sys/normal_user/update`, {
      Id: created.Id,
      Status: "disabled",
      PasswordHash: "x",
      Account: "hijacked",
    });
    expect(updated).toMatchObject({ Status: "enabled", Account: created.Account });
    const login = await t
      .client()
      .rest("/api/user/login", { Account: created.Account, Password: "Passw0rd!x" });
    expect(login.body.Error).toBeNull();
  });

  it("refuses a field of the wrong type and a malformed field list", async () => {
    const created = await insertNormalUser(admin);
    const wrongType = await admin.rest("/api/sys/normal_user/update", { Id: created.Id, Name: 42 });
    expect(wrongType.body.Error?.Type).toBe("ServerInvalidParameter");
    const badList = await admin.rest("/api/sys/normal_user/update/Name;DROP", { Id: created.Id, Name: "x" });
    expect(badList.body.Error?.Type).toBe("ServerInvalidParameter");
    const noId = await admin.rest("/api/sys/normal_user/update", { Name: "x" });
    expect(noId.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses an invalid value with the rule's error Type", async () => {
    const created = await insertNormalUser(admin);
    const result = await admin.rest("/api/sys/normal_user/update", { Id: created.Id, Email: "not-an-email" });
    expect(result.body.Error?.Type).toBe("DBEmailFormatError");
    expect((await admin.ok<UserView>(`/api/sys/normal_user/read/${created.Id}`)).Email).toBe(created.Email);
  });

  it("answers DBDataNotExist for a missing id", async () => {
    const result = await admin.rest("/api/sys/normal_user/update/Name", { Id: 987654321, Name: "x" });
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });
});

describe("sys/normal_user: removal, recycle bin, recovery and hard delete", () => {
  const inBin = async (id: number): Promise<boolean> => {
    const list = await admin.ok<UserView[]>("/api/sys/normal_user/query", {
      Deleted: true,
      Where: { Lvg: [{ Values: [{ Name: "Id", Value: String(id) }] }] },
    });
    return list.some((u) => u.Id === id);
  };

  it("delete_soft moves a user to the recycle bin and delete_cancel recovers them", async () => {
    const created = await insertNormalUser(admin);
    expect(await admin.ok(`/api/sys/normal_user/delete_soft/${created.Id}`, {})).toBe(true);
    expect((await admin.rest(`/api/sys/normal_user/read/${created.Id}`, {})).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect(await inBin(created.Id)).toBe(true);
    const recovered = await admin.ok<UserView>(`/api/sys/normal_user/delete_cancel/${created.Id}`, {});
    expect(recovered).toMatchObject({ Id: created.Id, DeletedAt: null });
    expect(await inBin(created.Id)).toBe(false);
  });

  it("delete_cancel answers DBDataNotExist for a user who is not in the recycle bin", async () => {
    const created = await insertNormalUser(admin);
    const result = await admin.rest(`/api/sys/normal_user/delete_cancel/${created.Id}`, {});
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("delete by id removes softly; delete with body Ids removes several", async () => {
    const a = await insertNormalUser(admin);
    const b = await insertNormalUser(admin);
    const c = await insertNormalUser(admin);
    expect(await admin.ok(`/api/sys/normal_user/delete/${a.Id}`, {})).toBe(true);
    expect(await admin.ok("/api/sys/normal_user/delete", { Ids: [b.Id, c.Id] })).toBe(true);
    for (const id of [a.Id, b.Id, c.Id]) expect(await inBin(id)).toBe(true);
  });

  it("delete of several ids is one change: a missing id among them removes none", async () => {
    const a = await insertNormalUser(admin);
    const b = await insertNormalUser(admin);
    const result = await admin.rest("/api/sys/normal_user/delete", { Ids: [a.Id, 987654321, b.Id] });
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
    expect(await inBin(a.Id)).toBe(false);
    expect(await inBin(b.Id)).toBe(false);
  });

  it("delete refuses a body without Ids", async () => {
    for (const body of [{}, { Ids: [] }, { Ids: ["1"] }, { Ids: [-1] }]) {
      const result = await admin.rest("/api/sys/normal_user/delete", body);
      expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    }
  });

  it("delete_hard removes a user for good, also from the recycle bin", async () => {
    const live = await insertNormalUser(admin);
    const binned = await insertNormalUser(admin);
    await admin.ok(`/api/sys/normal_user/delete_soft/${binned.Id}`, {});
    expect(await admin.ok(`/api/sys/normal_user/delete_hard/${live.Id}`, {})).toBe(true);
    expect(await admin.ok(`/api/sys/normal_user/delete_hard/${binned.Id}`, {})).toBe(true);
    for (const id of [live.Id, binned.Id]) {
      expect(await inBin(id)).toBe(false);
      expect((await admin.rest(`/api/sys/normal_user/read/${id}`, {})).body.Error?.Type).toBe(
        "DBDataNotExist",
      );
    }
  });

  it("removal ends the user's sessions and sign-in no longer finds them", async () => {
    const user = await registerUser(t);
    await admin.ok(`/api/sys/normal_user/delete_soft/${user.id}`, {});
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const login = await t
      .client()
      .rest("/api/user/login", { Account: user.account, Password: user.password });
    expect(login.body.Error?.Type).toBe("DBLoginFailed");
  });
});

describe("sys/normal_user/enabled_status and disabled_status", () => {
  it("disabling ends the user's sessions and refuses sign-in with DBLoginDisabled; enabling restores it", async () => {
    const user = await registerUser(t);
    const disabled = await admin.ok<UserView>(`/api/sys/normal_user/disabled_status/${user.id}`, {});
    expect(disabled.Status).toBe("disabled");
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const refused = await t
      .client()
      .rest("/api/user/login", { Account: user.account, Password: user.password });
    expect(refused.status).toBe(403);
    expect(refused.body.Error?.Type).toBe("DBLoginDisabled");
    expect((await admin.ok<UserView>(`/api/sys/normal_user/enabled_status/${user.id}`, {})).Status).toBe(
      "enabled",
    );
    expect(
      (await t.client().rest("/api/user/login", { Account: user.account, Password: user.password })).body
        .Error,
    ).toBeNull();
  });
});

describe("sys/normal_user/favorite_add and favorite_del", () => {
  it("adds and removes a favourite, idempotently", async () => {
    const created = await insertNormalUser(admin);
    expect(await admin.ok(`/api/sys/normal_user/favorite_add/${created.Id}`, {})).toBe(true);
    expect(await admin.ok(`/api/sys/normal_user/favorite_add/${created.Id}`, {})).toBe(true);
    expect(await admin.ok(`/api/sys/normal_user/favorite_del/${created.Id}`, {})).toBe(true);
  });

  it("answers DBDataNotExist when favouriting a missing user", async () => {
    const result = await admin.rest("/api/sys/normal_user/favorite_add/987654321", {});
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });
});

describe("sys/_perm_group and sys/_perm_role: reorder", () => {
  it("sets SortOrder in the order of Ids", async () => {
    const a = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: [],
    });
    const b = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: [],
    });
    expect(await admin.ok("/api/sys/_perm_group/reorder", { Ids: [b.Id, a.Id] })).toBe(true);
    expect(await admin.ok<{ SortOrder: number }>(`/api/sys/_perm_group/read/${b.Id}`)).toMatchObject({
      SortOrder: 0,
    });
    expect(await admin.ok<{ SortOrder: number }>(`/api/sys/_perm_group/read/${a.Id}`)).toMatchObject({
      SortOrder: 1,
    });
  });

  it("refuses to reorder an id that does not exist", async () => {
    const result = await admin.rest("/api/sys/_perm_role/reorder", { Ids: [987654321] });
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("reorders in one change: a missing id at the end leaves every SortOrder as it was", async () => {
    const made: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
        Name: `g-${uniqueAccount()}`,
        Perms: [],
      });
      made.push(group.Id);
    }
    expect(await admin.ok("/api/sys/_perm_group/reorder", { Ids: made })).toBe(true);
    const result = await admin.rest("/api/sys/_perm_group/reorder", { Ids: [made[1], made[0], 987654321] });
    expect(result.body.Error?.Type).toBe("DBDataNotExist");
    for (const [index, id] of made.entries()) {
      expect(await admin.ok<{ SortOrder: number }>(`/api/sys/_perm_group/read/${id}`)).toMatchObject({
        SortOrder: index,
      });
    }
  });
  it("applies reorders sent at once one after the other, whatever their orders (no deadlock)", async () => {
    const made: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
        Name: `g-${uniqueAccount()}`,
        Perms: [],
      });
      made.push(group.Id);
    }
    const orders = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? [...made] : [...made].reverse()));
    const answers = await Promise.all(
      orders.map((Ids) => admin.rest("/api/sys/_perm_group/reorder", { Ids })),
    );
    expect(answers.map((a) => [a.status, a.body.Error])).toEqual(orders.map(() => [200, null]));
    // Whichever came last, the rows hold one of the two orders whole, never a mix.
    const sortOrders: number[] = [];
    for (const id of made)
      sortOrders.push((await admin.ok<{ SortOrder: number }>(`/api/sys/_perm_group/read/${id}`)).SortOrder);
    expect([
      [0, 1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1, 0],
    ]).toContainEqual(sortOrders);
  });
});

describe("sys/_perm_group/query", () => {
  it("answers groups with Id, Name, Perms and Status, up to 1000", async () => {
    const name = `g-${uniqueAccount()}`;
    await admin.ok("/api/sys/_perm_group/insert", { Name: name, Perms: ["User.Read"] });
    const list = await admin.ok<{ Id: number; Name: string; Perms: string[]; Status: string }[]>(
      "/api/sys/_perm_group/query",
      { Where: { Lvg: [{ Values: [{ Name: "Status", Value: "enabled" }] }] }, Limit: 1000 },
    );
    expect(list.find((g) => g.Name === name)).toMatchObject({ Perms: ["User.Read"], Status: "enabled" });
  });
});

describe("sys/user_session and sys/login_log", () => {
  it("lists a user's live session and kicks it with delete", async () => {
    const user = await registerUser(t);
    const sessions = await admin.ok<{ Id: number; UserId: number }[]>("/api/sys/user_session/query", {
      Where: { Lvg: [{ Values: [{ Name: "UserId", Value: String(user.id) }] }] },
    });
    expect(sessions).toHaveLength(1);
    expect(await admin.ok(`/api/sys/user_session/delete/${sessions[0]!.Id}`, {})).toBe(true);
    expect((await user.client.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
    const after = await admin.ok<number>("/api/sys/user_session/count", {
      Where: { Lvg: [{ Values: [{ Name: "UserId", Value: String(user.id) }] }] },
    });
    expect(after).toBe(0);
  });

  it("records every sign-in attempt, successful or not", async () => {
    const user = await registerUser(t);
    await t.client().rest("/api/user/login", { Account: user.account, Password: "Wrong#Pass1" });
    const logs = await admin.ok<{
      List: { Success: boolean; ErrorType: string | null; Account: string }[];
      Total: number;
    }>("/api/sys/login_log/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "Account", Value: user.account }] }] },
      OrderBy: [{ Name: "Id", IsAsc: true }],
    });
    expect(logs.Total).toBe(2);
    expect(logs.List.map((l) => [l.Success, l.ErrorType])).toEqual([
      [true, null],
      [false, "DBLoginFailed"],
    ]);
  });
});

describe("query body (Select, Where, OrderBy, Limit, Offset, Deleted)", () => {
  let tag: string;
  let rows: UserView[];
  const names = ["ab%cd", "abXcd", "ab_cd", "zz9"];

  const where = (
    values: { Name: string; Value?: string | number | null; Symbol?: string; Logic?: "AND" | "OR" }[],
    extra: Record<string, unknown> = {},
  ) => ({
    Where: { Lvg: [{ Values: [{ Name: "CompanyName", Value: tag }] }, { Logic: "AND", Values: values }] },
    OrderBy: [{ Name: "Id", IsAsc: true }],
    ...extra,
  });
  const ids = (list: { Id: number }[]) => list.map((r) => r.Id);
  const query = (body: unknown) => admin.ok<UserView[]>("/api/sys/normal_user/query", body);

  beforeAll(async () => {
    tag = `tag${uniqueAccount()}`;
    rows = [];
    for (const [i, name] of names.entries()) {
      rows.push(
        await insertNormalUser(admin, {
          Name: name,
          CompanyName: tag,
          ...(i === 0 ? { Phone: `+86${Date.now() % 1e9}` } : {}),
        }),
      );
    }
  });

  it("Select answers only the named fields and Id", async () => {
    const list = await admin.ok<Record<string, unknown>[]>("/api/sys/normal_user/query", {
      ...where([]),
      Select: ["Account"],
    });
    expect(list).toHaveLength(4);
    expect(Object.keys(list[0]!).sort()).toEqual(["Account", "Id"]);
  });

  it("Select refuses an unknown field", async () => {
    const result = await admin.rest("/api/sys/normal_user/query", { ...where([]), Select: ["PasswordHash"] });
    expect(result.body.Error).toMatchObject({
      Type: "ServerInvalidParameter",
      Value: "unknown field PasswordHash",
    });
  });

  it("= and != on a string field", async () => {
    expect(ids(await query(where([{ Name: "Name", Value: "zz9" }])))).toEqual([rows[3]!.Id]);
    expect(ids(await query(where([{ Name: "Name", Value: "zz9", Symbol: "!=" }])))).toEqual(
      ids(rows.slice(0, 3)),
    );
  });

  it(">, <, >= and <= on an integer field", async () => {
    const [a, b, c, d] = rows as [UserView, UserView, UserView, UserView];
    expect(ids(await query(where([{ Name: "Id", Value: b.Id, Symbol: ">" }])))).toEqual([c.Id, d.Id]);
    expect(ids(await query(where([{ Name: "Id", Value: String(b.Id), Symbol: "<" }])))).toEqual([a.Id]);
    expect(ids(await query(where([{ Name: "Id", Value: String(b.Id), Symbol: ">=" }])))).toEqual([
      b.Id,
      c.Id,
      d.Id,
    ]);
    expect(ids(await query(where([{ Name: "Id", Value: String(b.Id), Symbol: "<=" }])))).toEqual([
      a.Id,
      b.Id,
    ]);
  });

  it("LIKE wraps the value in % and takes % and _ literally", async () => {
    expect(ids(await query(where([{ Name: "Name", Value: "b%c", Symbol: "LIKE" }])))).toEqual([rows[0]!.Id]);
    expect(ids(await query(where([{ Name: "Name", Value: "b_c", Symbol: "like" }])))).toEqual([rows[2]!.Id]);
    expect(ids(await query(where([{ Name: "Name", Value: "bxc", Symbol: "LIKE" }])))).toEqual([rows[1]!.Id]);
    expect(ids(await query(where([{ Name: "Name", Value: "cd", Symbol: "LIKE" }])))).toEqual(
      ids(rows.slice(0, 3)),
    );
  });

  it("LIKE is refused on a field that is not text", async () => {
    const result = await admin.rest(
      "/api/sys/normal_user/query",
      where([{ Name: "Id", Value: "1", Symbol: "LIKE" }]),
    );
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("BLANK and NOTBLANK", async () => {
    expect(ids(await query(where([{ Name: "Phone", Symbol: "NOTBLANK" }])))).toEqual([rows[0]!.Id]);
    expect(ids(await query(where([{ Name: "Phone", Symbol: "BLANK" }])))).toEqual(ids(rows.slice(1)));
  });

  it("ignores a blank value", async () => {
    expect(ids(await query(where([{ Name: "Name", Value: "  " }])))).toEqual(ids(rows));
    expect(ids(await query(where([{ Name: "Id", Value: null, Symbol: ">" }])))).toEqual(ids(rows));
  });

  it("joins conditions with AND and OR, and groups with their Logic", async () => {
    const [a, b, , d] = rows as [UserView, UserView, UserView, UserView];
    const or = await query(
      where([
        { Name: "Name", Value: "zz9" },
        { Name: "Name", Value: "abXcd", Logic: "OR" },
      ]),
    );
    expect(ids(or)).toEqual([b.Id, d.Id]);
    const and = await query(
      where([
        { Name: "Name", Value: "zz9" },
        { Name: "Name", Value: "abXcd", Logic: "AND" },
      ]),
    );
    expect(ids(and)).toEqual([]);
    const groups = await query({
      Where: {
        Lvg: [
          { Values: [{ Name: "CompanyName", Value: tag }] },
          {
            Logic: "AND",
            Values: [
              { Name: "Id", Value: String(a.Id) },
              { Name: "Id", Value: String(d.Id), Logic: "OR" },
            ],
          },
        ],
      },
      OrderBy: [{ Name: "Id", IsAsc: true }],
    });
    expect(ids(groups)).toEqual([a.Id, d.Id]);
  });

  it("refuses an unknown Symbol", async () => {
    const result = await admin.rest(
      "/api/sys/normal_user/query",
      where([{ Name: "Name", Value: "x", Symbol: "~" }]),
    );
    expect(result.body.Error).toMatchObject({ Type: "ServerInvalidParameter", Value: "unknown Symbol ~" });
  });

  it("refuses an unknown column name", async () => {
    for (const name of ["password_hash", "PasswordHash", "Account; DROP TABLE users; --", "id) OR (1=1"]) {
      const result = await admin.rest("/api/sys/normal_user/query", where([{ Name: name, Value: "x" }]));
      expect(result.status).toBe(400);
      expect(result.body.Error).toMatchObject({
        Type: "ServerInvalidParameter",
        Value: `unknown field ${name}`,
      });
    }
  });

  it("binds SQL in values as data: nothing matches and nothing changes", async () => {
    const before = await admin.ok<number>("/api/sys/normal_user/count", {});
    for (const value of ["' OR '1'='1", "x'; DROP TABLE users; --", "%' OR 1=1 --", "\\' OR 1=1"]) {
      expect(await query(where([{ Name: "Name", Value: value }]))).toEqual([]);
      expect(await query(where([{ Name: "Name", Value: value, Symbol: "LIKE" }]))).toEqual([]);
    }
    expect(await admin.ok<number>("/api/sys/normal_user/count", {})).toBe(before);
    expect(ids(await query(where([])))).toEqual(ids(rows));
  });

  it("refuses a non-integer value for an integer field", async () => {
    for (const value of ["abc", "1.5", "1 OR 1=1", "1; DROP TABLE users"]) {
      const result = await admin.rest("/api/sys/normal_user/query", where([{ Name: "Id", Value: value }]));
      expect(result.status).toBe(400);
      expect(result.body.Error).toMatchObject({
        Type: "ServerInvalidParameter",
        Value: "Id must be an integer",
      });
    }
  });

  it("compares dates and refuses a value that is not a date", async () => {
    const past = await query(where([{ Name: "CreatedAt", Value: "2000-01-01T00:00:00Z", Symbol: ">=" }]));
    expect(ids(past)).toEqual(ids(rows));
    const future = await query(where([{ Name: "CreatedAt", Value: "2999-01-01", Symbol: ">=" }]));
    expect(future).toEqual([]);
    const bad = await admin.rest(
      "/api/sys/normal_user/query",
      where([{ Name: "CreatedAt", Value: "yesterday", Symbol: ">=" }]),
    );
    expect(bad.body.Error).toMatchObject({
      Type: "ServerInvalidParameter",
      Value: "CreatedAt must be a date",
    });
  });

  it("pages with Limit and Offset, and query_page answers the Total", async () => {
    const page = await admin.ok<{ List: UserView[]; Total: number }>(
      "/api/sys/normal_user/query_page",
      where([], { Limit: 2, Offset: 1 }),
    );
    expect(page.Total).toBe(4);
    expect(ids(page.List)).toEqual([rows[1]!.Id, rows[2]!.Id]);
    expect(await admin.ok<number>("/api/sys/normal_user/count", where([]))).toBe(4);
  });

  it("keeps Limit within 1 to 1000 and Offset non-negative", async () => {
    for (const extra of [{ Limit: 0 }, { Limit: 1001 }, { Limit: -5 }, { Offset: -1 }, { Limit: 2.5 }]) {
      const result = await admin.rest("/api/sys/normal_user/query", where([], extra));
      expect(result.body.Error?.Type, JSON.stringify(extra)).toBe("ServerInvalidParameter");
    }
    expect(await query(where([], { Limit: 1000 }))).toHaveLength(4);
  });

  it("orders only by allowlisted fields", async () => {
    const desc = await query(where([], { OrderBy: [{ Name: "Id", IsAsc: false }] }));
    expect(ids(desc)).toEqual(ids(rows).reverse());
    const byNameAsc = await query(where([], { OrderBy: [{ Name: "Name", IsAsc: true }] }));
    const byNameDesc = await query(where([], { OrderBy: [{ Name: "Name", IsAsc: false }] }));
    expect(byNameAsc.at(-1)?.Name).toBe("zz9");
    expect(ids(byNameDesc)).toEqual(ids(byNameAsc).reverse());
    for (const name of ["password_hash", "Id; DROP TABLE users", "1"]) {
      const result = await admin.rest("/api/sys/normal_user/query", where([], { OrderBy: [{ Name: name }] }));
      expect(result.body.Error).toMatchObject({
        Type: "ServerInvalidParameter",
        Value: `unknown field ${name}`,
      });
    }
  });

  it("Deleted answers the recycle bin instead of live rows", async () => {
    const extra = await insertNormalUser(admin, { CompanyName: tag });
    await admin.ok(`/api/sys/normal_user/delete_soft/${extra.Id}`, {});
    expect(ids(await query(where([], { Deleted: true })))).toEqual([extra.Id]);
    expect(ids(await query(where([])))).toEqual(ids(rows));
  });
});

describe("user/api_token (a normal user's own rows)", () => {
  it("refuses a caller who is not signed in, and a system user", async () => {
    for (const client of [t.client(), admin]) {
      const result = await client.rest("/api/user/api_token/query", {});
      expect(result.body.Error?.Type).toBe("DBUserNoLogin");
    }
  });

  it("answers another user's token id exactly like a missing id", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const token = await owner.client.ok<{ Id: number }>("/api/user/api_token/insert", {
      Name: "ci",
      ReadOnly: false,
    });
    const theirs = await other.client.rest(`/api/user/api_token/read/${token.Id}`, {});
    const missing = await other.client.rest(`/api/user/api_token/read/987654321`, {});
    expect(theirs.status).toBe(missing.status);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    const del = await other.client.rest(`/api/user/api_token/delete/${token.Id}`, {});
    expect(del.body.Error?.Type).toBe("DBDataNotExist");
    expect(await other.client.ok<number>("/api/user/api_token/count", {})).toBe(0);
    expect(await owner.client.ok<number>("/api/user/api_token/count", {})).toBe(1);
  });
});

describe("GraphQL mutations made from the registry", () => {
  it("remove a system user to the recycle bin, ending their sessions, and recover them", async () => {
    const staff = await createSystemUser(t, admin, ["ControlPanel.Read"]);
    const removed = await admin.gqlData<{ removeSystemUser: boolean }>(
      `mutation($id: ID!) { removeSystemUser(id: $id) }`,
      { id: String(staff.id) },
    );
    expect(removed.removeSystemUser).toBe(true);
    expect((await staff.client.rest("/api/sys/user/session_data", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const bin = await admin.ok<{ List: { Id: number }[] }>("/api/sys/system_user/query_page", {
      Deleted: true,
      Where: { Lvg: [{ Values: [{ Name: "Id", Value: String(staff.id) }] }] },
    });
    expect(bin.List.map((row) => row.Id)).toEqual([staff.id]);
    const recovered = await admin.gqlData<{ recoverSystemUser: { id: string; status: string } }>(
      `mutation($id: ID!) { recoverSystemUser(id: $id) { id status } }`,
      { id: String(staff.id) },
    );
    expect(recovered.recoverSystemUser.id).toBe(String(staff.id));
    expect((await admin.ok<{ Id: number }>(`/api/sys/system_user/read/${staff.id}`)).Id).toBe(staff.id);
  });

  it("refuse one's own account and answer a missing id as missing", async () => {
    const me = await admin.ok<{ User: { Id: number } }>("/api/sys/user/session_data", {});
    const own = await admin.gql(`mutation($id: ID!) { removeSystemUser(id: $id) }`, {
      id: String(me.User.Id),
    });
    expect(own.body.errors?.[0]?.extensions?.code).toBe("DBStatusChangeNotAllowed");
    const missing = await admin.gql(`mutation { recoverSystemUser(id: "987654321") { id } }`);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("DBDataNotExist");
  });

  it("set a permission group's status through the same verb as REST", async () => {
    const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
      Name: `g-${uniqueAccount()}`,
      Perms: [],
    });
    const disabled = await admin.gqlData<{ setPermGroupStatus: { status: string } }>(
      `mutation($id: ID!) { setPermGroupStatus(id: $id, status: DISABLED) { status } }`,
      { id: String(group.Id) },
    );
    expect(disabled.setPermGroupStatus.status).toBe("DISABLED");
    expect(await admin.ok<{ Status: string }>(`/api/sys/_perm_group/read/${group.Id}`)).toMatchObject({
      Status: "disabled",
    });
  });
});
