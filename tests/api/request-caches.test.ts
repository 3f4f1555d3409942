/**
 * Per-request cost (issue 24 item 7): what every request reads (the session, the permissions, the
 * feature switches and the login policy) is cached in the gateway, so a signed-in list costs only its
 * own statement; and every change of what is cached holds at the next request, whether made through
 * the gateway or written straight into the database (as psql or another process would: the triggers
 * of migration 0021 announce it on crucible_events).
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementWatchers } from "../../gateway/src/db/connection.js";
import { keyData, permGroups, sessions } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, waitFor } from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});

afterAll(async () => {
  await t?.stop();
});

/**
 * The statements the gateway ran for `call` that read what a request needs or the page itself (the
 * scheduler's sweeps may run meanwhile: they touch none of these tables).
 */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const watch = (query: string) => {
    if (
      /"(sessions|api_tokens|key_data|perm_groups|perm_roles|perm_role_groups|sys_user_roles|users)"/.test(
        query,
      )
    )
      seen.push(query);
  };
  statementWatchers.add(watch);
  try {
    await call();
  } finally {
    statementWatchers.delete(watch);
  }
  return seen;
}

let markers = 0;

/**
 * Waits until this gateway has heard every notification committed so far: a marker sent now arrives
 * after them (one channel, in commit order). What the boot and the sign-in wrote announces itself
 * asynchronously; heard late, under load, it would empty the caches between warm-up and measurement.
 */
async function settled(): Promise<void> {
  markers += 1;
  const key = `request-caches-test-marker-${markers}`;
  let heard = false;
  const unsubscribe = t.app.events.subscribe((event) => {
    if (event.kind === "config" && event.key === key) heard = true;
  });
  try {
    await t.app.services.db.execute(
      sql`select pg_notify('crucible_events', ${JSON.stringify({ kind: "config", key })})`,
    );
    await waitFor("the marker notification", async () => (heard ? true : null), 10_000);
  } finally {
    unsubscribe();
  }
}

/** Polls until `probe` holds: a change written outside the gateway arrives as a notification. */
async function soon(what: string, probe: () => Promise<boolean>): Promise<void> {
  await waitFor(what, async () => ((await probe()) ? true : null), 5000);
}

describe("a signed-in request", () => {
  it("costs one statement for a REST page of users and one for the GraphQL list", async () => {
    const page = () => admin.ok("/api/sys/normal_user/query_page", { Limit: 50 });
    const graph = () => admin.gqlData("{ users(query: { limit: 50 }) { list { id account } total } }");
    await settled();
    await page();
    await graph();
    for (const call of [page, graph]) {
      const statements = await statementsOf(call);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(
        /^select .* from "users" .*count\(\*\) over\(\)|count\(\*\) over\(\).* from "users"/s,
      );
    }
  });

  it("answers the same total as a count, on a page past the end too", async () => {
    const { Total } = await admin.ok<{ Total: number }>("/api/sys/normal_user/query_page", { Limit: 1 });
    const count = await admin.ok<number>("/api/sys/normal_user/count", {});
    expect(Total).toBe(count);
    const past = await admin.ok<{ List: unknown[]; Total: number }>("/api/sys/normal_user/query_page", {
      Limit: 10,
      Offset: count + 10,
    });
    expect(past).toEqual({ List: [], Total: count });
  });
});

describe("what is cached follows every change", () => {
  it("a feature switch written straight into the database", async () => {
    const list = () => t.client().rest("/api/user_resource_pack_package/list", {});
    expect((await list()).body.Error).toBeNull();
    const saved = await t.app.services.db
      .select({ data: keyData.dataJson })
      .from(keyData)
      .where(eq(keyData.key, "module_config"));
    const switches = (saved[0]?.data ?? (await admin.ok("/api/sys/module_config/data"))) as Record<
      string,
      unknown
    >;
    await t.app.services.db
      .insert(keyData)
      .values({ key: "module_config", dataJson: { ...switches, UserResourcePack: { Enabled: false } } })
      .onConflictDoUpdate({
        target: keyData.key,
        set: { dataJson: { ...switches, UserResourcePack: { Enabled: false } } },
      });
    try {
      await soon("the switch off", async () => (await list()).body.Error?.Type === "FeatureNotEnabled");
    } finally {
      await admin.ok("/api/sys/module_config/set", switches);
    }
    expect((await list()).body.Error).toBeNull();
  });

  it("a session cut short or revoked in the database", async () => {
    const user = await registerUser(t);
    const me = () => user.client.rest("/api/user/session_data", {});
    expect((await me()).body.Error).toBeNull();
    await t.app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.userId, user.id), eq(sessions.side, "user")));
    await soon("the expired session", async () => (await me()).body.Error?.Type === "DBSessionExpired");

    const other = await registerUser(t);
    expect((await other.client.rest("/api/user/session_data", {})).body.Error).toBeNull();
    await t.app.services.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, other.id), eq(sessions.side, "user")));
    await soon(
      "the revoked session",
      async () =>
        (await other.client.rest("/api/user/session_data", {})).body.Error?.Type === "DBUserNoLogin",
    );
  });

  it("a permission taken from a group in the database", async () => {
    const holder = await createSystemUser(t, admin, ["User.Read"]);
    const count = () => holder.client.rest("/api/sys/normal_user/count", {});
    expect((await count()).body.Error).toBeNull();
    await t.app.services.db.update(permGroups).set({ perms: [] }).where(eq(permGroups.id, holder.groupId));
    expect((await count()).body.Error?.Type).toBe("DBPermDenied");
  });
});
