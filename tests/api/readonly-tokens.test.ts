/**
 * Read-only API tokens change nothing: every Mutation field of the SDL and every REST route that is
 * not a read (the gateway's own route table) refuses them, and they still read. The one exception, a
 * token revoking itself (`crucible logout`, GraphQL `revokeApiToken`), is tested in
 * tests/cli/scripts.test.ts and tests/api/api-tokens.test.ts; here the token delete route and the
 * revoke mutations are asked for another token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../gateway/src/http/server.js";
import { defineCall, refuseUndeclaredApiRoutes, registerCalls } from "../../gateway/src/rest/calls.js";
import { declaredRoutes, isReadRoute, routeTable as declaredTable } from "../../gateway/src/rest/reads.js";
import { startApp, type TestApp } from "../support/app.js";
import { enableAllFeatures, registerUser, type NormalUser } from "../support/factories.js";
import { Client, gqlCode } from "../support/http.js";
import { rootFields } from "../support/graphqlSchema.js";
import { uploadBytes, type UploadedFile } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let userToken: Client;
/** The id of alice's read-only token (which may revoke itself, and only itself). */
let userTokenId = 0;
let sysToken: Client;
let aliceFile: UploadedFile;

const files = "/api/workflow_job_task_data_source_file";

interface Route {
  method: string;
  url: string;
}

/**
 * Every route the gateway serves, read from Fastify's own radix tree (printRoutes; its flat form,
 * without common prefixes, prints a wildcard route such as /api/sandbox/:uuid/* as a bare `*`).
 */
function routeTable(): Route[] {
  const text = t.app.server.printRoutes();
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of text.split("\n")) {
    const match = /(├── |└── )(.*)$/.exec(line);
    if (!match) continue;
    const depth = match.index / 4;
    const [, segment = "", methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(match[2]!) ?? [];
    const full = depth === 0 ? segment : `${stack[depth - 1]!}${segment}`;
    stack.length = depth;
    stack.push(full);
    for (const method of methods?.split(", ") ?? []) routes.push({ method, url: full });
  }
  return routes;
}

/** Whether alice's file is among her favourites (GraphQL dataFile.favorite). */
async function isFavorite(): Promise<boolean> {
  const data = await alice.client.gqlData<{ dataFile: { favorite: boolean } }>(
    `query($id: ID!) { dataFile(id: $id) { favorite } }`,
    { id: String(aliceFile.Id) },
  );
  return data.dataFile.favorite;
}

/**
 * A concrete path for a route pattern: every parameter is 1, except the token to revoke: never the
 * read-only token's own id (a token may revoke itself).
 */
const pathOf = (url: string): string =>
  url === "/api/user/api_token/delete/:param"
    ? `/api/user/api_token/delete/${userTokenId + 1}`
    : url.replace(/:[A-Za-z]+/g, "1");

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  await enableAllFeatures(admin);
  alice = await registerUser(t);
  bob = await registerUser(t);
  aliceFile = await uploadBytes(alice.client, files, "table.csv", Buffer.from("a,b\n1,2\n"));
  const created = await alice.client.ok<{ Id: number; Secret: string }>("/api/user/api_token/insert", {
    Name: "reader",
    ReadOnly: true,
  });
  userTokenId = created.Id;
  userToken = t.client().withBearer(created.Secret);
  const sys = await admin.gqlData<{ sysCreateApiToken: { secret: string } }>(
    `mutation { sysCreateApiToken(name: "reader", readOnly: true) { secret } }`,
  );
  sysToken = t.client().withBearer(sys.sysCreateApiToken.secret);
});
afterAll(async () => t?.stop());

const readOnlyRefusal = { Type: "DBPermDenied", Value: "write (read-only token)" };

describe("read-only tokens: every GraphQL mutation refuses them", () => {
  const mutations = rootFields().filter((f) => f.operation === "mutation");

  it("finds the whole list of mutations in the SDL", () => {
    expect(mutations.length).toBeGreaterThan(50);
    expect(mutations.map((m) => m.name)).toEqual(
      expect.arrayContaining(["revokeMySession", "sysRevokeMySession", "setDataFileFavorite", "login"]),
    );
  });

  // The token revocations name a token that is neither read-only token (a token may revoke itself:
  // tests/api/api-tokens.test.ts).
  const ownTokenFields = new Set(["revokeApiToken", "sysRevokeApiToken"]);
  for (const field of mutations) {
    it(`mutation ${field.name}: a read-only token of either side -> DBPermDenied`, async () => {
      const document = ownTokenFields.has(field.name)
        ? field.document.replace('id: "1"', `id: "${userTokenId + 1000}"`)
        : field.document;
      for (const token of [userToken, sysToken]) {
        const result = await token.gql(document);
        expect(gqlCode(result)).toBe("DBPermDenied");
        expect(result.body.errors?.[0]?.extensions?.value).toBe(readOnlyRefusal.Value);
      }
    });
  }
});

describe("read-only tokens: every REST write refuses them", () => {
  it("classifies the route table from the declarations: many writes, the reads they name", () => {
    const routes = routeTable().filter((r) => r.url.startsWith("/api/"));
    const writes = routes.filter((r) => !isReadRoute(r.method, r.url));
    expect(routes.length).toBeGreaterThan(300);
    expect(writes.length).toBeGreaterThan(100);
    for (const url of [`${files}/favorite_add/:param`, "/api/workflow_job/favorite_del/:param"]) {
      expect(writes.map((r) => r.url)).toContain(url);
    }
    // Reads are what the declarations say: a call's `reads`, or a resource's read verb.
    expect(isReadRoute("POST", "/api/user/session_data")).toBe(true);
    expect(isReadRoute("POST", `${files}/query_page`)).toBe(true);
    expect(isReadRoute("POST", `${files}/delete_soft/:param`)).toBe(false);
    // A route the declarations do not hold is never guessed from its name.
    expect(() => isReadRoute("POST", "/api/undeclared/query_page")).toThrow(/not a declared/);
  });

  it("serves exactly the declared route table (HEAD beside each GET)", () => {
    const served = routeTable()
      .filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    const declared = declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(served)).toEqual(new Set(declared));
    expect(served).toHaveLength(declared.length);
  });

  it("refuses a declared write by its declaration, whatever its name says", async () => {
    const ran: string[] = [];
    // A write named like a read verb, and a read named like a write verb.
    const probes = [
      defineCall({
        path: "/api/probe/query_page",
        guard: { side: "user" },
        run: async () => {
          ran.push("write");
          return true;
        },
      }),
      defineCall({
        path: "/api/probe/delete_hard",
        guard: { side: "user" },
        reads: true,
        run: async () => {
          ran.push("read");
          return true;
        },
      }),
    ];
    expect(declaredTable([], probes)).toEqual([
      { method: "POST", url: "/api/probe/query_page", reads: false },
      { method: "POST", url: "/api/probe/delete_hard", reads: true },
    ]);
    const { services } = t.app;
    const server = await createHttpServer(services.config, { draining: false }, false);
    try {
      refuseUndeclaredApiRoutes(server);
      registerCalls(server, services, probes);
      await server.listen({ port: 0, host: "127.0.0.1" });
      const address = server.server.address();
      if (!address || typeof address === "string") throw new Error("the probe is not listening");
      const probe = new Client(`http://127.0.0.1:${address.port}`).withBearer(userToken.bearer!);
      expect((await probe.rest("/api/probe/query_page")).body.Error).toMatchObject(readOnlyRefusal);
      expect((await probe.rest("/api/probe/delete_hard")).body).toMatchObject({ Error: null, Data: true });
      expect(ran).toEqual(["read"]);
    } finally {
      await server.close();
    }
  });

  it("answers DBPermDenied to both tokens on every write route, before reading the body", async () => {
    const writes = routeTable().filter((r) => r.url.startsWith("/api/") && !isReadRoute(r.method, r.url));
    const calls = writes.flatMap((route) => [userToken, sysToken].map((token) => ({ route, token })));
    const wrong: string[] = [];
    // A few requests at a time: several hundred refusals, each its own token lookup.
    for (let start = 0; start < calls.length; start += 8) {
      await Promise.all(
        calls.slice(start, start + 8).map(async ({ route, token }) => {
          const error = (await token.rest(pathOf(route.url), {})).body.Error;
          if (error?.Type !== readOnlyRefusal.Type || error.Value !== readOnlyRefusal.Value) {
            wrong.push(`${route.method} ${route.url}: ${JSON.stringify(error)}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe("read-only tokens: what used to slip through changes nothing", () => {
  it("favorite_add and setDataFileFavorite leave no favourite", async () => {
    const rest = await userToken.rest(`${files}/favorite_add/${aliceFile.Id}`);
    expect(rest.body.Error).toMatchObject(readOnlyRefusal);
    const gql = await userToken.gql(
      `mutation($id: ID!) { setDataFileFavorite(id: $id, favorite: true) { favorite } }`,
      { id: String(aliceFile.Id) },
    );
    expect(gqlCode(gql)).toBe("DBPermDenied");
    expect(await isFavorite()).toBe(false);
  });

  it("revokeMySession cannot end the owner's session", async () => {
    const sessions = await alice.client.gqlData<{ mySessions: { id: string; current: boolean }[] }>(
      "{ mySessions { id current } }",
    );
    const current = sessions.mySessions.find((s) => s.current)!;
    const result = await userToken.gql(`mutation($id: ID!) { revokeMySession(id: $id) }`, {
      id: current.id,
    });
    expect(gqlCode(result)).toBe("DBPermDenied");
    expect((await alice.client.rest("/api/user/session_data")).body.Error).toBeNull();
  });

  it("favorite_add with a full session: not signed in, another user's id, own id", async () => {
    expect((await t.client().rest(`${files}/favorite_add/${aliceFile.Id}`)).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await bob.client.rest(`${files}/favorite_add/${aliceFile.Id}`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await bob.client.rest(`${files}/favorite_add/999999999`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    await alice.client.ok(`${files}/favorite_add/${aliceFile.Id}`);
    expect(await isFavorite()).toBe(true);
    await alice.client.ok(`${files}/favorite_del/${aliceFile.Id}`);
  });
});

describe("read-only tokens still read", () => {
  it("reads over REST and GraphQL on both sides", async () => {
    const session = await userToken.ok<{ User: { Id: number } }>("/api/user/session_data");
    expect(session.User.Id).toBe(alice.id);
    const list = await userToken.ok<{ List: { Id: number }[] }>(`${files}/query_page`, {});
    expect(list.List.map((f) => f.Id)).toContain(aliceFile.Id);
    expect((await userToken.ok<{ Id: number }>(`${files}/read/${aliceFile.Id}`)).Id).toBe(aliceFile.Id);
    const download = await userToken.fetch(`${files}/download_file/${aliceFile.Id}`);
    expect(await download.text()).toBe("a,b\n1,2\n");
    const me = await userToken.gqlData<{ me: { account: string } }>("{ me { account } }");
    expect(me.me.account).toBe(alice.account);
    const users = await sysToken.ok<unknown[]>("/api/sys/normal_user/query", {});
    expect(users.length).toBeGreaterThan(0);
  });
});
