/** GraphQL: directives on every root field, operation limits, CSRF and batching, errors, DataLoaders. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  enableAllFeatures,
  insertNormalUser,
  registerUser,
  uniqueAccount,
  type NormalUser,
  type SystemUser,
} from "../support/factories.js";
import { isPermission, type Permission } from "@crucible/schema";
import { gqlCode, type Client } from "../support/http.js";
import { rootFields } from "../support/graphqlSchema.js";

let t: TestApp;
let admin: Client;
let user: NormalUser;
let outsider: SystemUser;

// No background scheduler: its polling would count in the statement counts measured below.
beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  // A field's switch is checked first (FeatureNotEnabled): the guard matrix needs every switch on.
  await enableAllFeatures(admin);
  user = await registerUser(t);
  // A system user without any permission.
  outsider = await createSystemUser(t, admin, []);
});
afterAll(async () => t?.stop());

const fields = rootFields();

describe("graphql: every root field declares who may call it", () => {
  it("finds a directive on every Query and Mutation field", () => {
    expect(fields.filter((f) => f.guard.kind === "none").map((f) => f.name)).toEqual([]);
    expect(fields.length).toBeGreaterThan(50);
  });

  for (const field of fields) {
    const { guard } = field;
    if (guard.kind === "auth" || guard.kind === "perm") {
      it(`${field.operation} ${field.name}: not signed in -> DBUserNoLogin`, async () => {
        const result = await t.client().gql(field.document);
        expect(gqlCode(result)).toBe("DBUserNoLogin");
      });
    }
    if (guard.kind === "auth") {
      it(`${field.operation} ${field.name}: the other side's session -> DBUserNoLogin`, async () => {
        const other = guard.side === "USER" ? admin : user.client;
        expect(gqlCode(await other.gql(field.document))).toBe("DBUserNoLogin");
      });
    }
    if (guard.kind === "perm") {
      it(`${field.operation} ${field.name}: a system user without ${guard.name} -> DBPermDenied naming it`, async () => {
        const result = await outsider.client.gql(field.document);
        expect(gqlCode(result)).toBe("DBPermDenied");
        expect(result.body.errors?.[0]?.extensions?.value).toBe(guard.name);
        expect(result.body.errors?.[0]?.message).toBe(`No permission for ${guard.name}`);
      });
    }
    if (guard.kind === "public") {
      it(`${field.operation} ${field.name}: public, answers without a session`, async () => {
        const code = gqlCode(await t.client().gql(field.document));
        expect(["DBUserNoLogin", "DBPermDenied", "ServerInternalError"]).not.toContain(code);
      });
    }
  }

  it("guards fields inside types too: a user cannot list sessions through me", async () => {
    const result = await user.client.gql("{ me { id sessions { id } } }");
    expect(gqlCode(result)).toBe("DBUserNoLogin");
  });
});

describe("graphql: operation limits", () => {
  it("refuses a query deeper than 10 with ServerQueryTooComplex", async () => {
    let selection = "name";
    for (let i = 0; i < 10; i++) selection = `ofType { ${selection} }`;
    const result = await admin.gql(`{ __schema { types { fields { type { ${selection} } } } } }`);
    expect(gqlCode(result)).toBe("ServerQueryTooComplex");
    expect(result.body.data ?? null).toBeNull();
  });

  it("refuses more than 30 aliases", async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: version`).join(" ");
    expect(gqlCode(await t.client().gql(`{ ${aliases} }`))).toBe("ServerQueryTooComplex");
    const fine = Array.from({ length: 30 }, (_, i) => `a${i}: version`).join(" ");
    expect((await t.client().gql(`{ ${fine} }`)).body.errors).toBeUndefined();
  });

  it("refuses more than 1500 fields", async () => {
    const many = Array.from({ length: 1501 }, () => "version").join(" ");
    expect(gqlCode(await t.client().gql(`{ ${many} }`))).toBe("ServerQueryTooComplex");
  });

  it("refuses two sign-ins in one operation (brute force through aliases) and checks no password", async () => {
    const target = await registerUser(t);
    const guesses = Array.from(
      { length: 5 },
      (_, i) => `g${i}: login(account: "${target.account}", password: "Guess#${i}aaa") { side }`,
    ).join(" ");
    const result = await t.client().gql(`mutation { ${guesses} }`);
    expect(gqlCode(result)).toBe("ServerQueryTooComplex");
    const mixed = await t
      .client()
      .gql(
        `mutation { login(account: "${target.account}", password: "x") { side } sysLogin(account: "admin", password: "y") { side } }`,
      );
    expect(gqlCode(mixed)).toBe("ServerQueryTooComplex");
    const logs = await admin.ok<unknown[]>("/api/sys/login_log/query", {
      Where: {
        Lvg: [
          {
            Values: [
              { Name: "Account", Value: target.account },
              { Name: "Success", Value: "false" },
            ],
          },
        ],
      },
    });
    expect(logs).toEqual([]);
  });

  it("signs in once per operation", async () => {
    const target = await registerUser(t);
    const client = t.client();
    const data = await client.gqlData<{ login: { side: string; user: { id: string } } }>(
      `mutation { login(account: "${target.account}", password: "${target.password}") { side user { id } } }`,
    );
    expect(data.login).toEqual({ side: "USER", user: { id: String(target.id) } });
    expect(client.cookies.has("crucible_user")).toBe(true);
  });
});

describe("graphql: transport", () => {
  it("refuses batched requests and runs none of them", async () => {
    const account = uniqueAccount();
    const response = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([
        { query: "{ version }" },
        {
          query: `mutation { register(input: { account: "${account}", password: "Passw0rd!x", name: "B", email: "${account}@example.org", companyName: "C" }) { id } }`,
        },
      ]),
    });
    expect(response.status).toBe(400);
    const login = await t.client().rest("/api/user/login", { Account: account, Password: "Passw0rd!x" });
    expect(login.body.Error?.Type).toBe("DBLoginFailed");
  });

  it("answers never to be stored, over POST and GET, answers and errors alike", async () => {
    const posted = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ version }" }),
    });
    expect([posted.status, posted.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const got = await fetch(`${t.url}/graphql?query=${encodeURIComponent("{ version }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect([got.status, got.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const refused = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ version" }),
    });
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([400, "no-store"]);
  });

  it("answers errors without stack traces", async () => {
    const results = [
      await t.client().gql("{ version"),
      await t.client().gql("{ nothingHere }"),
      await outsider.client.gql("{ board { users } }"),
      await admin.gql('{ user(id: "abc") { id } }'),
      await admin.gql(
        '{ users(query: { where: [{ values: [{ name: "Id", value: "1 OR 1=1" }] }] }) { total } }',
      ),
    ];
    for (const result of results) {
      expect(result.body.errors?.length).toBeGreaterThan(0);
      expect(result.text).not.toMatch(/stacktrace|node_modules|\.ts:\d+|at [A-Za-z.]+ \(/);
    }
  });

  it("maps query-body errors to the catalogue", async () => {
    const notInt = await admin.gql(
      '{ users(query: { where: [{ values: [{ name: "Id", value: "x" }] }] }) { total } }',
    );
    expect(gqlCode(notInt)).toBe("ServerInvalidParameter");
    expect(notInt.body.errors?.[0]?.extensions?.value).toBe("Id must be an integer");
    const unknown = await admin.gql('{ users(query: { orderBy: [{ name: "password_hash" }] }) { total } }');
    expect(gqlCode(unknown)).toBe("ServerInvalidParameter");
    const limit = await admin.gql("{ users(query: { limit: 5000 }) { total } }");
    expect(gqlCode(limit)).toBe("ServerInvalidParameter");
  });
});

describe("graphql: the same services as REST", () => {
  it("users answers the same rows and total as REST query_page", async () => {
    const tag = `tag${uniqueAccount()}`;
    for (let i = 0; i < 3; i++) await insertNormalUser(admin, { CompanyName: tag });
    const rest = await admin.ok<{ List: { Id: number }[]; Total: number }>(
      "/api/sys/normal_user/query_page",
      {
        Where: { Lvg: [{ Values: [{ Name: "CompanyName", Value: tag }] }] },
        Limit: 2,
      },
    );
    const gql = await admin.gqlData<{ users: { list: { id: string }[]; total: number } }>(
      'query($tag: String) { users(query: { where: [{ values: [{ name: "CompanyName", value: $tag }] }], limit: 2 }) { list { id } total } }',
      { tag },
    );
    expect(gql.users.total).toBe(rest.Total);
    expect(gql.users.list.map((u) => Number(u.id))).toEqual(rest.List.map((u) => u.Id));
  });
});

describe("graphql: board", () => {
  it("counts live: a new user and a failed sign-in show at once", async () => {
    const board = async () =>
      (
        await admin.gqlData<{ board: { users: number; failedLoginsToday: number; liveSessions: number } }>(
          "{ board { users failedLoginsToday liveSessions } }",
        )
      ).board;
    const before = await board();
    const fresh = await registerUser(t);
    await t.client().rest("/api/user/login", { Account: fresh.account, Password: "Wrong#Pass1" });
    const after = await board();
    expect(after.users).toBe(before.users + 1);
    expect(after.failedLoginsToday).toBe(before.failedLoginsToday + 1);
    expect(after.liveSessions).toBe(before.liveSessions + 1);
  });
});

describe("graphql: DataLoaders", () => {
  it("lists system users with roles, groups, permissions and sessions in a number of statements that does not grow", async () => {
    const measure = async (limit: number): Promise<{ statements: number; count: number }> => {
      // Once unmeasured first: caches made stale by what came before (the users just made, the switches
      // this file's set-up turned on, whose invalidation reaches PostgreSQL's listener when it does)
      // reload there, not inside the count.
      await admin.gqlData(`{ systemUsers(query: { limit: ${limit} }) { list { id } } }`);
      // The counter counts every statement of the process: work in the background (a session's last
      // use, a cache reloaded) may land inside one reading, never take one away. The fewer of two.
      const counts: number[] = [];
      let count = 0;
      for (let reading = 0; reading < 2; reading++) {
        const before = statementCounter.count;
        const data = await admin.gqlData<{
          systemUsers: { list: { roles: { groups: { name: string }[] }[]; sessions: { id: string }[] }[] };
        }>(
          `{ systemUsers(query: { limit: ${limit} }) { list { roles { groups { name } } permissions sessions { id } } } }`,
        );
        counts.push(statementCounter.count - before);
        count = data.systemUsers.list.length;
      }
      return { statements: Math.min(...counts), count };
    };
    for (let i = 0; i < 2; i++) await createSystemUser(t, admin, ["User.Read"]);
    const small = await measure(3);
    for (let i = 0; i < 6; i++) await createSystemUser(t, admin, ["User.Read"]);
    const large = await measure(9);
    expect(small.count).toBe(3);
    expect(large.count).toBe(9);
    expect(large.statements).toBe(small.statements);
  });
});

// Last: with their permissions, the fields act on the generated documents' placeholder arguments
// (id "1" is the seeded administrator, group and role: the holders are all made first, while the
// administrator's session still holds). A mutation's holder also holds its area's Read permission
// (X.Update -> X.Read): today the mutations answer their rows through the readers, which check it
// again (issue 27 item 1).
describe("graphql: a system user holding exactly a field's permission gets through", () => {
  const permsOf = (field: (typeof fields)[number]): Permission[] => {
    if (field.guard.kind !== "perm") return [];
    const read = field.guard.name.replace(/\.[A-Za-z]+$/, ".Read");
    return field.operation === "mutation" && read !== field.guard.name && isPermission(read)
      ? [field.guard.name, read]
      : [field.guard.name];
  };
  const holders = new Map<string, Client>();
  beforeAll(async () => {
    for (const field of fields) {
      const perms = permsOf(field);
      const key = perms.join(",");
      if (perms.length > 0 && !holders.has(key)) {
        holders.set(key, (await createSystemUser(t, admin, perms)).client);
      }
    }
  });
  for (const field of fields) {
    const perms = permsOf(field);
    if (perms.length === 0) continue;
    it(`${field.operation} ${field.name}: a system user with only ${perms.join(" and ")} is let through`, async () => {
      const result = await holders.get(perms.join(","))!.gql(field.document);
      expect(
        ["DBUserNoLogin", "DBPermDenied", "ServerInternalError"],
        JSON.stringify(result.body.errors),
      ).not.toContain(gqlCode(result));
    });
  }
});
