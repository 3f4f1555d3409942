/**
 * Scripts that never lose a job (issue 29): the real bin against a gateway started in this file.
 * Logout after `login --read-only` (a token may always revoke itself, and nothing else), arguments as
 * people type them, and lists a script can page.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { freePort } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { cli, json, jsonError } from "./support.js";

let t: TestApp;
let work = "";
let user: NormalUser;

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-scripts-"));
  user = await registerUser(t);
});
afterAll(async () => {
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

interface StoredConfig {
  Profiles: Record<string, { Url?: string; Token?: string; TokenId?: number }>;
}

async function readOnlyLogin(home: string): Promise<{ Token: string; TokenId: number }> {
  const login = await cli(
    ["--url", t.url, "login", "-u", user.account, "--password-stdin", "--read-only", "-o", "json"],
    { home, input: `${user.password}\n` },
  );
  expect(login.code, login.stderr).toBe(0);
  const stored = JSON.parse(
    await readFile(path.join(home, "crucible", "config.json"), "utf8"),
  ) as StoredConfig;
  const profile = stored.Profiles.default!;
  return { Token: profile.Token!, TokenId: profile.TokenId! };
}

describe("logout after login --read-only", () => {
  it("revokes the read-only token on the server and removes it from the profile", async () => {
    const home = path.join(work, "home-read-only");
    const { Token, TokenId } = await readOnlyLogin(home);
    const [row] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, TokenId));
    expect(row!.readOnly).toBe(true);

    const logout = await cli(["logout", "-o", "json"], { home });
    expect(logout.code, logout.stderr).toBe(0);
    expect(json(logout)).toEqual({ Profile: "default", Revoked: true });
    const [revoked] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, TokenId));
    expect(revoked!.revokedAt).not.toBeNull();
    const stored = JSON.parse(
      await readFile(path.join(home, "crucible", "config.json"), "utf8"),
    ) as StoredConfig;
    expect(stored.Profiles.default!.Token).toBeUndefined();
    const replay = await cli(["account", "-o", "json"], {
      home,
      env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Token },
    });
    expect(replay.code).toBe(3);
    expect(jsonError(replay).Type).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("lets a read-only token revoke itself and nothing else", async () => {
    const { Token, TokenId } = await readOnlyLogin(path.join(work, "home-read-only-2"));
    const other = await user.client.ok<{ Id: number }>("/api/user/api_token/insert", { Name: "other" });
    const withToken = new Client(t.url).withBearer(Token);
    // Another token of the same user, a list of ids holding its own, any other change: refused.
    expect((await withToken.rest(`/api/user/api_token/delete/${other.Id}`, {})).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    expect(
      (await withToken.rest("/api/user/api_token/delete", { Ids: [TokenId, other.Id] })).body.Error?.Type,
    ).toBe("DBPermDenied");
    expect((await withToken.rest("/api/user/api_token/insert", { Name: "x" })).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    const [kept] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, other.Id));
    expect(kept!.revokedAt).toBeNull();
    // Another user's token id answers like a missing one, for a writable token too.
    const stranger = await registerUser(t);
    const theirs = await stranger.client.ok<{ Id: number }>("/api/user/api_token/insert", { Name: "s" });
    expect((await user.client.rest(`/api/user/api_token/delete/${theirs.Id}`, {})).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    // Without a token or session: not signed in.
    expect((await new Client(t.url).rest(`/api/user/api_token/delete/${TokenId}`, {})).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    // Itself: revoked.
    expect((await withToken.rest(`/api/user/api_token/delete/${TokenId}`, {})).body.Error).toBeNull();
    const [revoked] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, TokenId));
    expect(revoked!.revokedAt).not.toBeNull();
  });

  it("removes the token locally when the server cannot be told, and says so", async () => {
    const home = path.join(work, "home-gone");
    await readOnlyLogin(home);
    const gone = `http://127.0.0.1:${await freePort()}`;
    const logout = await cli(["--url", gone, "logout", "-o", "json"], { home });
    expect(logout.code, logout.stderr).toBe(0);
    expect(json(logout)).toMatchObject({
      Profile: "default",
      Revoked: false,
      RevokeError: { Type: "CliUnreachable" },
    });
    const stored = JSON.parse(
      await readFile(path.join(home, "crucible", "config.json"), "utf8"),
    ) as StoredConfig;
    expect(stored.Profiles.default!.Token).toBeUndefined();
    // In table mode the words say it.
    await readOnlyLogin(home);
    const text = await cli(["--url", gone, "logout"], { home });
    expect(text.code).toBe(0);
    expect(text.stderr).toContain("the server could not be told");
  });
});
