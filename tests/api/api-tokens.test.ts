/** API tokens for scripted clients: shown once, stored hashed, Bearer, read-only scope, expiry, revocation. */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

interface Created {
  Id: number;
  Name: string;
  Prefix: string;
  ReadOnly: boolean;
  Secret: string;
}

const createToken = (user: NormalUser, body: Record<string, unknown> = {}) =>
  user.client.ok<Created>("/api/user/api_token/insert", { Name: "script", ReadOnly: false, ...body });

describe("user/api_token/insert", () => {
  it("answers the secret once and stores only its hash", async () => {
    const user = await registerUser(t);
    const created = await createToken(user, { Name: "notebook" });
    expect(created.Secret).toMatch(/^crc_[A-Za-z0-9_-]{32}$/);
    expect(created.Secret.startsWith(created.Prefix)).toBe(true);
    const listed = await user.client.ok<Record<string, unknown>[]>("/api/user/api_token/query", {});
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ Id: created.Id, Name: "notebook" });
    expect(JSON.stringify(listed)).not.toContain(created.Secret);
    expect(listed[0]).not.toHaveProperty("Secret");
    const [row] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.Id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(created.Secret).digest("hex"));
  });

  it("refuses a missing name, a bad expiry and a caller who is not signed in", async () => {
    const user = await registerUser(t);
    expect((await user.client.rest("/api/user/api_token/insert", { ReadOnly: false })).body.Error?.Type).toBe(
      "ServerInvalidParameter",
    );
    const badExpiry = await user.client.rest("/api/user/api_token/insert", { Name: "x", ExpiresInDays: 0 });
    expect(badExpiry.body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await t.client().rest("/api/user/api_token/insert", { Name: "x" })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });
});

describe("Authorization: Bearer", () => {
  it("acts as the token's owner over REST and GraphQL", async () => {
    const user = await registerUser(t);
    const { Secret } = await createToken(user);
    const script = t.client().withBearer(Secret);
    const data = await script.ok<{ User: { Id: number } }>("/api/user/session_data", {});
    expect(data.User.Id).toBe(user.id);
    const me = await script.gqlData<{ me: { id: string } }>("{ me { id } }");
    expect(me.me.id).toBe(String(user.id));
    expect(
      await script.ok("/api/user/user_config/update_data", {
        ShowConfigWeb: { Lang: "en", LeftMenuBarCollapse: false, InitShow: "jobs" },
      }),
    ).toBeTruthy();
  });

  it("refuses every change to a read-only token and still reads", async () => {
    const user = await registerUser(t);
    const { Secret } = await createToken(user, { ReadOnly: true });
    const script = t.client().withBearer(Secret);
    expect((await script.rest("/api/user/session_data", {})).body.Error).toBeNull();
    const changes: [string, unknown][] = [
      ["/api/user/update_info", { Name: "Changed", CompanyName: "C" }],
      [
        "/api/user/user_config/update_data",
        { ShowConfigWeb: { Lang: "zh", LeftMenuBarCollapse: true, InitShow: "jobs" } },
      ],
      ["/api/user/update_pwd", { OldPassword: user.password, NewPassword: "N3w#Password" }],
    ];
    for (const [path, body] of changes) {
      const result = await script.rest(path, body);
      expect(result.status, path).toBe(403);
      expect(result.body.Error?.Type).toBe("DBPermDenied");
    }
    const gql = await script.gql(
      'mutation { updateProfile(input: { name: "Changed", companyName: "C" }) { id } }',
    );
    expect(gqlCode(gql)).toBe("DBPermDenied");
    const me = await user.client.ok<{ User: { Name: string } }>("/api/user/session_data", {});
    expect(me.User.Name).not.toBe("Changed");
  });

  it("cannot mint more tokens with a token", async () => {
    const user = await registerUser(t);
    const { Secret } = await createToken(user);
    const result = await t
      .client()
      .withBearer(Secret)
      .rest("/api/user/api_token/insert", { Name: "child", ReadOnly: false });
    expect(result.body.Error?.Type).toBe("DBPermDenied");
  });

  it("refuses a revoked token with UserLoginServiceAuthTokenInvalid", async () => {
    const user = await registerUser(t);
    const created = await createToken(user);
    expect(await user.client.ok(`/api/user/api_token/delete/${created.Id}`, {})).toBe(true);
    const result = await t.client().withBearer(created.Secret).rest("/api/user/session_data", {});
    expect(result.status).toBe(401);
    expect(result.body.Error?.Type).toBe("UserLoginServiceAuthTokenInvalid");
    const gql = await t.client().withBearer(created.Secret).gql("{ me { id } }");
    expect(gqlCode(gql)).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("refuses an expired token with UserLoginServiceAuthTokenInvalid", async () => {
    const user = await registerUser(t);
    const created = await createToken(user, { ExpiresInDays: 1 });
    expect(
      (await t.client().withBearer(created.Secret).rest("/api/user/session_data", {})).body.Error,
    ).toBeNull();
    // A minute before its day is up it still serves; a minute after, it is refused (the cached
    // credential is read again from the database that close to its expiry).
    t.clock.advance(86_400_000 - 60_000);
    expect(
      (await t.client().withBearer(created.Secret).rest("/api/user/session_data", {})).body.Error,
    ).toBeNull();
    t.clock.advance(120_000);
    const refused = await waitFor(
      "the expired token to be refused",
      async () => {
        const result = await t.client().withBearer(created.Secret).rest("/api/user/session_data", {});
        return result.body.Error ? result : null;
      },
      5_000,
    );
    expect(refused.status).toBe(401);
    expect(refused.body.Error?.Type).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("refuses unknown and malformed tokens, and a disabled owner's token", async () => {
    for (const secret of ["crc_unknown", "not-a-token", `crc_${"x".repeat(200)}`]) {
      const result = await t.client().withBearer(secret).rest("/api/user/session_data", {});
      expect(result.body.Error?.Type).toBe("UserLoginServiceAuthTokenInvalid");
    }
    const raw = await t
      .client()
      .rest("/api/user/session_data", {}, { headers: { authorization: "Basic abc" } });
    expect(raw.body.Error?.Type).toBe("UserLoginServiceAuthTokenInvalid");
    const user = await registerUser(t);
    const { Secret } = await createToken(user);
    await admin.ok(`/api/sys/normal_user/disabled_status/${user.id}`, {});
    expect((await t.client().withBearer(Secret).rest("/api/user/session_data", {})).body.Error?.Type).toBe(
      "UserLoginServiceAuthTokenInvalid",
    );
  });
});

describe("GraphQL createApiToken and revokeApiToken", () => {
  it("answers another user's token id like a missing one (DBDataNotExist)", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const created = await owner.client.gqlData<{ createApiToken: { token: { id: string }; secret: string } }>(
      'mutation { createApiToken(name: "gql", readOnly: false) { token { id } secret } }',
    );
    const theirs = await other.client.gql("mutation($id: ID!) { revokeApiToken(id: $id) }", {
      id: created.createApiToken.token.id,
    });
    expect(gqlCode(theirs)).toBe("DBDataNotExist");
    const script = t.client().withBearer(created.createApiToken.secret);
    expect((await script.rest("/api/user/session_data", {})).body.Error).toBeNull();
  });

  it("lets a read-only token revoke itself and nothing else, as REST does", async () => {
    const user = await registerUser(t);
    const other = await createToken(user, { Name: "other", ReadOnly: false });
    const readOnly = await createToken(user, { Name: "ro", ReadOnly: true });
    const script = t.client().withBearer(readOnly.Secret);
    const revoke = "mutation($id: ID!) { revokeApiToken(id: $id) }";
    // Another token of the same user: refused as any change with a read-only token.
    expect(gqlCode(await script.gql(revoke, { id: String(other.Id) }))).toBe("DBPermDenied");
    expect(
      (await t.client().withBearer(other.Secret).rest("/api/user/session_data", {})).body.Error,
    ).toBeNull();
    // Another user's token id: refused before the row is looked at, like any other id.
    const stranger = await registerUser(t);
    const theirs = await createToken(stranger);
    expect(gqlCode(await script.gql(revoke, { id: String(theirs.Id) }))).toBe("DBPermDenied");
    // Not signed in.
    expect(gqlCode(await t.client().gql(revoke, { id: String(readOnly.Id) }))).toBe("DBUserNoLogin");
    // Itself: revoked; the token is refused from then on.
    const own = await script.gqlData<{ revokeApiToken: boolean }>(revoke, { id: String(readOnly.Id) });
    expect(own.revokeApiToken).toBe(true);
    const after = await t.client().withBearer(readOnly.Secret).rest("/api/user/session_data", {});
    expect(after.body.Error?.Type).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("gives system users tokens that carry their permissions", async () => {
    const created = await admin.gqlData<{ sysCreateApiToken: { secret: string } }>(
      'mutation { sysCreateApiToken(name: "ops", readOnly: true) { secret } }',
    );
    const script = t.client().withBearer(created.sysCreateApiToken.secret);
    expect(typeof (await script.ok("/api/sys/normal_user/count", {}))).toBe("number");
    const write = await script.rest("/api/sys/normal_user/insert", { Account: "readonly1" });
    expect(write.body.Error?.Type).toBe("DBPermDenied");
    // A system token is not a user session.
    expect((await script.rest("/api/user/session_data", {})).body.Error?.Type).toBe("DBUserNoLogin");
  });
});
