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
import { cli, json, jsonError, type CliOptions } from "./support.js";

let t: TestApp;
let work = "";
let user: NormalUser;
let token = "";
/** A run as `user` with the token in the environment (CRUCIBLE_URL / CRUCIBLE_TOKEN). */
let as: CliOptions;

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-scripts-"));
  user = await registerUser(t);
  token = (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" })).Secret;
  as = { home: path.join(work, "home-env"), env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: token } };
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

describe("arguments as people type them", () => {
  it("takes every word of a search as a search word", async () => {
    const run = await cli(["module", "search", "similarity", "search", "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    const keys = json<{ List: { Key: string }[] }>(run).List.map((m) => m.Key);
    expect(keys).toContain("rdkit/similarity");
    const quoted = await cli(["module", "search", "similarity search", "-o", "json"], as);
    expect(json(quoted)).toEqual(json(run));
    for (const words of [
      ["flow", "search", "no", "such", "flow"],
      ["docs", "search", "tanimoto", "similarity"],
      ["job", "search", "no", "such", "job"],
    ]) {
      const found = await cli([...words, "-o", "json"], as);
      expect(found.code, `${words.join(" ")}: ${found.stderr}`).toBe(0);
    }
  });

  it("refuses an unknown job state, naming the states (CLI exit 2, REST and GraphQL)", async () => {
    const run = await cli(["job", "list", "--state", "nosuch", "-o", "json"], as);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(jsonError(run)).toMatchObject({ Type: "CliUsage" });
    expect(jsonError(run).Value).toContain("prePending, pending, doing, waiting, done, abort, cancel");
    const gql = await user.client.gql(
      `query($query: QueryInput) { jobs(query: $query) { total list { id } } }`,
      { query: { where: [{ values: [{ name: "State", value: "nosuch", symbol: "=" }] }] } },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe("ServerInvalidParameter");
    expect(JSON.stringify(gql.body.errors?.[0])).toContain(
      "prePending, pending, doing, waiting, done, abort, cancel",
    );
    const rest = await user.client.rest("/api/workflow_job/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "State", Value: "nosuch", Symbol: "=" }] }] },
    });
    expect(rest.body.Error?.Type).toBe("ServerInvalidParameter");
    // A real state still filters, and LIKE still searches.
    const done = await user.client.gql(`query($query: QueryInput) { jobs(query: $query) { total } }`, {
      query: { where: [{ values: [{ name: "State", value: "done", symbol: "=" }] }] },
    });
    expect(done.body.errors).toBeUndefined();
    const kind = await cli(["data", "list", "--kind", "nosuch", "-o", "json"], as);
    expect(kind.code).toBe(2);
    expect(jsonError(kind).Value).toContain("private, temporary, public, module_demo");
  });

  it("refuses --limit out of range and a malformed --url with exit 2", async () => {
    for (const args of [
      ["job", "list", "--limit", "0"],
      ["job", "list", "--limit", "1001"],
      ["data", "list", "--limit", "99999"],
      ["job", "list", "--offset", "-1"],
    ]) {
      const run = await cli([...args, "-o", "json"], as);
      expect([args.join(" "), run.code, jsonError(run).Type]).toEqual([args.join(" "), 2, "CliUsage"]);
    }
    for (const url of ["localhost:8080", "ftp://example.org", "http://", "not a url"]) {
      const run = await cli(["--url", url, "job", "list", "-o", "json"], as);
      expect([url, run.code, jsonError(run).Type]).toEqual([url, 2, "CliUsage"]);
    }
  });

  it("names every problem of every task of a flow at once", async () => {
    const flows = json<{ List: { Id: number; Tasks: string[] }[] }>(
      await cli(["flow", "list", "-o", "json"], as),
    );
    const flow = flows.List.find((f) => f.Tasks.length >= 2)!;
    const params = Object.fromEntries([...flow.Tasks.map((task) => [task, { nosuch: 1 }]), ["ghost", {}]]);
    const run = await cli(
      [
        "job",
        "submit",
        "--flow",
        String(flow.Id),
        "--params",
        JSON.stringify(params),
        "--dry-run",
        "-o",
        "json",
      ],
      as,
    );
    expect(run.code).toBe(2);
    const error = jsonError(run);
    expect(error.Type).toBe("CliParamsInvalid");
    const problems = error.Meta?.Problems as string[];
    expect(problems.some((p) => p.startsWith("ghost: unknown task"))).toBe(true);
    for (const task of flow.Tasks) {
      expect(
        problems.some((p) => p.startsWith(`${task}.nosuch: unknown argument`)),
        task,
      ).toBe(true);
    }
    expect(Object.keys(error.Meta?.Schema as object).sort()).toEqual([...flow.Tasks].sort());
  });

  it("prints errors in Chinese after `crucible lang zh`", async () => {
    const home = path.join(work, "home-zh");
    const login = await cli(["--url", t.url, "login", "--token", token, "-o", "json"], { home });
    expect(login.code, login.stderr).toBe(0);
    const lang = await cli(["lang", "zh"], { home });
    expect(lang.code, lang.stderr).toBe(0);
    const state = await cli(["job", "list", "--state", "nosuch"], { home });
    expect(state.code).toBe(2);
    expect(state.stderr).toContain("--state 只能是");
    const missing = await cli(["job", "status", "99999999"], { home });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/DBDataNotExist: .*[\u4e00-\u9fff]/);
    const english = await cli(["job", "list", "--state", "nosuch"], as);
    expect(english.stderr).toContain("--state must be one of");
    await cli(["lang", "en"], { home });
  });
});

describe("lists a script can page", () => {
  interface Page {
    List: { Id: number }[];
    Total: number;
    Offset: number;
    Limit: number;
    NextOffset: number | null;
  }

  it("gives the total and the next offset of data, module, flow and job lists, and nothing on stderr", async () => {
    for (const command of [
      ["data", "list"],
      ["module", "list"],
      ["flow", "list"],
    ]) {
      const whole = await cli([...command, "-o", "json"], as);
      expect(whole.code, whole.stderr).toBe(0);
      expect(whole.stderr).toBe("");
      const all = json<Page>(whole);
      expect(all.Total).toBe(all.List.length);
      expect(all.Total).toBeGreaterThan(0);
      expect(all.NextOffset).toBeNull();
      // One at a time, following NextOffset.
      const seen: number[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const run = await cli([...command, "--limit", "1", "--offset", String(offset), "-o", "json"], as);
        expect(run.stderr).toBe("");
        const page = json<Page>(run);
        expect([page.Total, page.Offset, page.Limit]).toEqual([all.Total, offset, 1]);
        seen.push(...page.List.map((row) => row.Id));
        offset = page.NextOffset;
      }
      expect(seen, command.join(" ")).toEqual(all.List.map((row) => row.Id));
    }
    const jobs = await cli(["job", "list", "-o", "json"], as);
    expect(jobs.stderr).toBe("");
    expect(json<Page>(jobs)).toEqual({ List: [], Total: 0, Offset: 0, Limit: 50, NextOffset: null });
    // Tables say where the next page starts, on stderr.
    const table = await cli(["module", "list", "--limit", "1"], as);
    expect(table.stderr).toMatch(/^1 of \d+ modules; the next page: --offset 1\n$/);
  });
});
