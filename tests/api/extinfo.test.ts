/**
 * User extended info (spec §1, §2 user-ext-info, §6 User.ExtInfo, switch Sys.User.ExtInfo; issue 13
 * item 4): administrators define fields, users fill them at registration and in their profile, the
 * back office lists, filters and exports them. Values are checked against the definitions. REST and
 * GraphQL.
 */
import { defaultFeatureSwitches, type FeatureSwitches } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerBody, registerUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let outsider: SystemUser;

interface FieldView {
  Id: number;
  Name: string;
  EnglishName: string;
  Kind: string;
  Required: boolean;
  Choices: string[];
  Status: string;
  SortOrder: number;
}

interface FormView {
  Fields: FieldView[];
  Values: Record<string, unknown>;
}

const fieldBase = "/api/sys/user_ext_field";
const on: FeatureSwitches = {
  ...defaultFeatureSwitches,
  Sys: { ...defaultFeatureSwitches.Sys, User: { ExtInfo: { Enabled: true } } },
};

async function setSwitch(enabled: boolean): Promise<void> {
  await admin.ok("/api/sys/module_config/set", enabled ? on : defaultFeatureSwitches);
}

async function addField(body: Record<string, unknown>): Promise<FieldView> {
  return admin.ok<FieldView>(`${fieldBase}/insert`, body);
}

let institute: FieldView;
let seats: FieldView;
let field: FieldView;
let topics: FieldView;
let birthday: FieldView;
let student: FieldView;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["User.ExtInfo.Read"]);
  outsider = await createSystemUser(t, admin, ["User.Read"]);
  await setSwitch(true);
  institute = await addField({ Name: "单位", EnglishName: "Institute", Kind: "text", Required: true });
  seats = await addField({ Name: "席位", EnglishName: "Seats", Kind: "number" });
  field = await addField({
    Name: "领域",
    EnglishName: "Field",
    Kind: "single",
    Choices: ["chemistry", "biology", "physics"],
  });
  topics = await addField({
    Name: "主题",
    EnglishName: "Topics",
    Kind: "multiple",
    Choices: ["docking", "qsar", "md"],
  });
  birthday = await addField({ Name: "生日", EnglishName: "Birthday", Kind: "date" });
  student = await addField({ Name: "学生", EnglishName: "Student", Kind: "boolean" });
});

afterAll(async () => {
  await t?.stop();
});

const values = (overrides: Record<string, unknown> = {}) => ({
  [institute.Id]: "Institute of Materia Medica",
  [seats.Id]: 3,
  [field.Id]: "chemistry",
  [topics.Id]: ["docking", "md"],
  [birthday.Id]: "1990-02-28",
  [student.Id]: false,
  ...overrides,
});

describe("sys/user_ext_field", () => {
  it("defines fields in order and refuses bad definitions", async () => {
    const page = await admin.ok<{ List: FieldView[]; Total: number }>(`${fieldBase}/query_page`, {});
    expect(page.List.map((f) => f.EnglishName)).toEqual([
      "Institute",
      "Seats",
      "Field",
      "Topics",
      "Birthday",
      "Student",
    ]);
    for (const body of [
      { Name: "x", EnglishName: "x", Kind: "colour" },
      { Name: "", EnglishName: "x", Kind: "text" },
      { Name: "x", EnglishName: "x", Kind: "single", Choices: [] },
      { Name: "x", EnglishName: "x", Kind: "single", Choices: ["a", "a"] },
      { Name: "x", EnglishName: "x", Kind: "text", Choices: ["a"] },
    ]) {
      const result = await admin.rest(`${fieldBase}/insert`, body);
      expect(result.body.Error?.Type, JSON.stringify(body)).toBe("ServerInvalidParameter");
    }
    const kindChange = await admin.rest(`${fieldBase}/update`, { Id: seats.Id, Kind: "text" });
    expect(kindChange.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("needs User.ExtInfo: not signed in, permission denied naming it, a normal user", async () => {
    expect((await t.client().rest(`${fieldBase}/query_page`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    const denied = await outsider.client.rest(`${fieldBase}/query_page`, {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.ExtInfo.Read" });
    const write = await reader.client.rest(`${fieldBase}/insert`, {
      Name: "x",
      EnglishName: "x",
      Kind: "text",
    });
    expect(write.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.ExtInfo.Update" });
    const user = await registerUser(t, { ExtInfo: values() });
    expect((await user.client.rest(`${fieldBase}/query_page`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await outsider.client.gql("{ sysUserExtFields { total } }"))).toBe("DBPermDenied");
    // A field that does not exist answers like a missing one.
    expect((await admin.rest(`${fieldBase}/read/987654321`)).body.Error?.Type).toBe("DBDataNotExist");
  });
});

describe("registration with extended info", () => {
  it("offers the enabled fields to anyone, in order", async () => {
    const fields = await t.client().ok<FieldView[]>("/api/index/user_ext_field/query", {});
    expect(fields.map((f) => f.EnglishName)).toEqual([
      "Institute",
      "Seats",
      "Field",
      "Topics",
      "Birthday",
      "Student",
    ]);
    const { userExtFields } = await t
      .client()
      .gqlData<{ userExtFields: { englishName: string; kind: string }[] }>(
        "{ userExtFields { englishName kind } }",
      );
    expect(userExtFields[3]).toEqual({ englishName: "Topics", kind: "multiple" });
  });

  it("stores the values of a new account", async () => {
    const user = await registerUser(t, { ExtInfo: values() });
    const mine = await user.client.ok<FormView>("/api/user/ext_info/read", {});
    expect(mine.Values).toEqual({
      [institute.Id]: "Institute of Materia Medica",
      [seats.Id]: 3,
      [field.Id]: "chemistry",
      [topics.Id]: ["docking", "md"],
      [birthday.Id]: "1990-02-28",
      [student.Id]: false,
    });
  });

  it("refuses a missing required field and values of the wrong type, creating no account", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [values({ [institute.Id]: null }), "ExtInfo.Institute: required"],
      [values({ [institute.Id]: "   " }), "ExtInfo.Institute: required"],
      [values({ [seats.Id]: "three" }), "ExtInfo.Seats: expected a number"],
      [values({ [field.Id]: "alchemy" }), "ExtInfo.Field: expected one of the field's choices"],
      [
        values({ [topics.Id]: ["docking", "astrology"] }),
        "ExtInfo.Topics: expected a list of the field's choices",
      ],
      [values({ [topics.Id]: "docking" }), "ExtInfo.Topics: expected a list of the field's choices"],
      [values({ [birthday.Id]: "2023-02-30" }), "ExtInfo.Birthday: expected a date (YYYY-MM-DD)"],
      [values({ [student.Id]: "yes" }), "ExtInfo.Student: expected true or false"],
      [values({ 987654321: "x" }), "ExtInfo: no such field: 987654321"],
    ];
    for (const [extInfo, message] of cases) {
      const body = { ...registerBody(), ExtInfo: extInfo };
      const result = await t.client().rest("/api/user/register", body);
      expect(result.body.Error, message).toMatchObject({ Type: "ServerInvalidParameter" });
      expect(result.body.Error?.Value).toBe(message);
      // No account was made: the same account registers with good values.
      await t.client().ok("/api/user/register", { ...body, ExtInfo: values() });
    }
    const none = await t.client().rest("/api/user/register", registerBody());
    expect(none.body.Error).toMatchObject({
      Type: "ServerInvalidParameter",
      Value: "ExtInfo.Institute: required",
    });
    const gql = await t.client().gql(`mutation ($input: RegisterInput!) { register(input: $input) { id } }`, {
      input: {
        account: registerBody().Account,
        password: "Passw0rd!x",
        name: "Gql",
        email: `gql${Date.now()}@example.org`,
        companyName: "Labs",
        extInfo: values({ [seats.Id]: "many" }),
      },
    });
    expect(gqlCode(gql)).toBe("ServerInvalidParameter");
  });
});

describe("a user's own extended info", () => {
  it("is read and saved over REST and GraphQL, checked like at registration", async () => {
    const user = await registerUser(t, { ExtInfo: values() });
    const saved = await user.client.ok<FormView>("/api/user/ext_info/update", {
      Values: values({ [seats.Id]: 12, [topics.Id]: [], [student.Id]: true }),
    });
    expect(saved.Values[String(seats.Id)]).toBe(12);
    expect(saved.Values[String(topics.Id)]).toBeNull();
    const wrong = await user.client.rest("/api/user/ext_info/update", {
      Values: values({ [seats.Id]: "12" }),
    });
    expect(wrong.body.Error).toMatchObject({
      Type: "ServerInvalidParameter",
      Value: "ExtInfo.Seats: expected a number",
    });
    const { updateMyExtInfo } = await user.client.gqlData<{
      updateMyExtInfo: { values: Record<string, unknown> };
    }>(`mutation ($values: JSON!) { updateMyExtInfo(values: $values) { values } }`, {
      values: values({ [field.Id]: "physics" }),
    });
    expect(updateMyExtInfo.values[String(field.Id)]).toBe("physics");
    const missing = await user.client.gql(
      `mutation ($values: JSON!) { updateMyExtInfo(values: $values) { values } }`,
      {
        values: values({ [institute.Id]: "" }),
      },
    );
    expect(gqlCode(missing)).toBe("ServerInvalidParameter");
  });

  it("is refused without a user session and to a read-only token", async () => {
    expect((await t.client().rest("/api/user/ext_info/read", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await admin.rest("/api/user/ext_info/read", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await t.client().gql("{ myExtInfo { values } }"))).toBe("DBUserNoLogin");
    const user = await registerUser(t, { ExtInfo: values() });
    const token = await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "reader",
      ReadOnly: true,
    });
    const readOnly = t.client().withBearer(token.Secret);
    expect((await readOnly.ok<FormView>("/api/user/ext_info/read", {})).Fields).toHaveLength(6);
    const write = await readOnly.rest("/api/user/ext_info/update", { Values: values() });
    expect(write.body.Error?.Type).toBe("DBPermDenied");
  });
});

describe("sys/user_ext_info", () => {
  it("lists users with their values, filters on values, and exports them as CSV", async () => {
    const marker = `Lab${Date.now()}`;
    const first = await registerUser(t, {
      ExtInfo: values({ [institute.Id]: `${marker} North`, [seats.Id]: 7 }),
    });
    const second = await registerUser(t, {
      ExtInfo: values({
        [institute.Id]: `${marker} South, "annex"`,
        [field.Id]: "biology",
        [topics.Id]: ["qsar"],
      }),
    });
    const page = await reader.client.ok<{
      List: { UserId: number; Values: Record<string, unknown> }[];
      Total: number;
    }>("/api/sys/user_ext_info/query_page", {
      Fields: [{ FieldId: institute.Id, Value: marker.toLowerCase() }],
    });
    expect(page.List.map((u) => u.UserId).sort()).toEqual([first.id, second.id].sort());
    const biology = await reader.client.ok<{ List: { UserId: number }[] }>(
      "/api/sys/user_ext_info/query_page",
      {
        Fields: [
          { FieldId: institute.Id, Value: marker },
          { FieldId: field.Id, Value: "biology" },
        ],
      },
    );
    expect(biology.List.map((u) => u.UserId)).toEqual([second.id]);
    const qsar = await reader.client.ok<{ List: { UserId: number }[] }>("/api/sys/user_ext_info/query_page", {
      Fields: [
        { FieldId: institute.Id, Value: marker },
        { FieldId: topics.Id, Value: "qsar" },
      ],
    });
    expect(qsar.List.map((u) => u.UserId)).toEqual([second.id]);
    const seven = await reader.client.ok<{ List: { UserId: number }[] }>(
      "/api/sys/user_ext_info/query_page",
      {
        Fields: [{ FieldId: seats.Id, Value: "7" }],
        Where: { Lvg: [{ Values: [{ Name: "Account", Value: first.account, Symbol: "=" }] }] },
      },
    );
    expect(seven.List.map((u) => u.UserId)).toEqual([first.id]);
    const { sysUserExtInfo } = await reader.client.gqlData<{
      sysUserExtInfo: { total: number; list: { account: string; values: Record<string, unknown> }[] };
    }>(
      `query ($fields: [ExtFieldFilterInput!]) { sysUserExtInfo(fields: $fields) { total list { account values } } }`,
      {
        fields: [
          { fieldId: String(field.Id), value: "biology" },
          { fieldId: String(institute.Id), value: marker },
        ],
      },
    );
    expect(sysUserExtInfo.list).toEqual([
      { account: second.account, values: expect.objectContaining({ [field.Id]: "biology" }) },
    ]);

    const filters = encodeURIComponent(JSON.stringify([{ FieldId: institute.Id, Value: marker }]));
    const response = await reader.client.fetch(`/api/sys/user_ext_info/export?Filters=${filters}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Id,Account,Name,Email,CreatedAt,Institute,Seats,Field,Topics,Birthday,Student");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${first.account},`);
    expect(lines[1]).toContain(`,${marker} North,7,chemistry,docking; md,1990-02-28,false`);
    expect(lines[2]).toContain(`,"${marker} South, ""annex""",3,biology,qsar,1990-02-28,false`);
  });

  it("refuses callers without User.ExtInfo.Read and bad filters", async () => {
    expect((await t.client().rest("/api/sys/user_ext_info/query_page", {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const denied = await outsider.client.rest("/api/sys/user_ext_info/query_page", {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "User.ExtInfo.Read" });
    const exported = await outsider.client.fetch("/api/sys/user_ext_info/export");
    expect(((await exported.json()) as { Error: { Type: string } }).Error.Type).toBe("DBPermDenied");
    const unknown = await reader.client.rest("/api/sys/user_ext_info/query_page", {
      Fields: [{ FieldId: 987654321, Value: "x" }],
    });
    expect(unknown.body.Error?.Type).toBe("DBDataNotExist");
    const badJson = await reader.client.fetch("/api/sys/user_ext_info/export?Filters=%7Bnot");
    expect(((await badJson.json()) as { Error: { Type: string } }).Error.Type).toBe("ServerInvalidParameter");
    const notNumber = await reader.client.rest("/api/sys/user_ext_info/query_page", {
      Fields: [{ FieldId: seats.Id, Value: "seven" }],
    });
    expect(notNumber.body.Error?.Type).toBe("ServerInvalidParameter");
  });
});

describe("the Sys.User.ExtInfo switch", () => {
  it("off: every call answers FeatureNotEnabled, registration takes no values, the values stay", async () => {
    const user = await registerUser(t, { ExtInfo: values() });
    await setSwitch(false);
    try {
      for (const [client, path] of [
        [t.client(), "/api/index/user_ext_field/query"],
        [user.client, "/api/user/ext_info/read"],
        [user.client, "/api/user/ext_info/update"],
        [admin, `${fieldBase}/query_page`],
        [admin, "/api/sys/user_ext_info/query_page"],
      ] as const) {
        const result = await client.rest(path, {});
        expect(result.body.Error, path).toMatchObject({
          Type: "FeatureNotEnabled",
          Value: "Sys.User.ExtInfo",
        });
      }
      expect(gqlCode(await t.client().gql("{ userExtFields { id } }"))).toBe("FeatureNotEnabled");
      expect(gqlCode(await user.client.gql("{ myExtInfo { values } }"))).toBe("FeatureNotEnabled");
      // Registration works without the fields, and refuses values it cannot take.
      await registerUser(t);
      const withValues = await t
        .client()
        .rest("/api/user/register", { ...registerBody(), ExtInfo: values() });
      expect(withValues.body.Error?.Type).toBe("FeatureNotEnabled");
    } finally {
      await setSwitch(true);
    }
    expect((await user.client.ok<FormView>("/api/user/ext_info/read", {})).Values[String(seats.Id)]).toBe(3);
  });

  it("a disabled field is not asked for, a deleted one takes its values along", async () => {
    const extra = await addField({ Name: "备注", EnglishName: "Remark", Kind: "text", Required: true });
    const user = await registerUser(t, { ExtInfo: values({ [extra.Id]: "hello" }) });
    await admin.ok(`${fieldBase}/disabled_status/${extra.Id}`, {});
    await registerUser(t, { ExtInfo: values() });
    const stale = await t
      .client()
      .rest("/api/user/register", { ...registerBody(), ExtInfo: values({ [extra.Id]: "x" }) });
    expect(stale.body.Error?.Value).toBe(`ExtInfo: no such field: ${extra.Id}`);
    await admin.ok(`${fieldBase}/enabled_status/${extra.Id}`, {});
    expect((await user.client.ok<FormView>("/api/user/ext_info/read", {})).Values[String(extra.Id)]).toBe(
      "hello",
    );
    const { deleteUserExtFields } = await admin.gqlData<{ deleteUserExtFields: boolean }>(
      `mutation { deleteUserExtFields(ids: ["${extra.Id}"]) }`,
    );
    expect(deleteUserExtFields).toBe(true);
    const mine = await user.client.ok<FormView>("/api/user/ext_info/read", {});
    expect(mine.Fields.map((f) => f.Id)).not.toContain(extra.Id);
    expect(Object.keys(mine.Values)).not.toContain(String(extra.Id));
  });
});
