/**
 * The back-office dashboard's figures over time (`boardTrends`, issue 26): one entry per UTC day of the
 * range, the jobs created by state, tokens metered, storage sampled, paid revenue and sign-ups; rows
 * outside the range are left out; the range is bounded; ControlPanel.Read only.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../gateway/src/db/jobs.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { orders, usageSamples } from "../../gateway/src/db/commerce.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import type { TrendDay } from "../../gateway/src/domain/board/trends.js";

const fields =
  "day jobsWaiting jobsRunning jobsDone jobsFailed jobsCancelled tokens storageBytes revenueFen signUps";

let t: TestApp;
let admin: Client;
let outsider: SystemUser;
let viewer: SystemUser;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  outsider = await createSystemUser(t, admin, ["User.Read"]);
  viewer = await createSystemUser(t, admin, ["ControlPanel.Read"]);
});
afterAll(async () => {
  await t?.stop();
});

const dayMs = 24 * 3600 * 1000;
function daysAgo(n: number, hour = 12): Date {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  return new Date(at.getTime() - n * dayMs);
}
const dayKey = (at: Date) => at.toISOString().slice(0, 10);

async function trends(client: Client, days?: number): Promise<TrendDay[]> {
  const data = await client.gqlData<{ boardTrends: TrendDay[] }>(
    `query ($days: Int) { boardTrends(days: $days) { ${fields} } }`,
    days === undefined ? {} : { days },
  );
  return data.boardTrends;
}

function on(series: TrendDay[], day: string): TrendDay {
  const entry = series.find((d) => d.day === day);
  if (!entry) throw new Error(`no entry for ${day}`);
  return entry;
}

describe("graphql: boardTrends", () => {
  it("answers every day of the last 30 by default, oldest first, today last", async () => {
    const series = await trends(viewer.client);
    expect(series).toHaveLength(30);
    expect(series.at(-1)?.day).toBe(dayKey(new Date()));
    expect(series[0]?.day).toBe(dayKey(daysAgo(29)));
    expect(await trends(viewer.client, 7)).toHaveLength(7);
    expect(await trends(viewer.client, 90)).toHaveLength(90);
  });

  it("counts jobs by state, tokens metered, storage, paid revenue and sign-ups on their day", async () => {
    const db = t.app.services.db;
    const threeDaysAgo = daysAgo(3);
    const longAgo = daysAgo(40);
    const before = await trends(admin);
    const user = await registerUser(t);
    const states = ["pending", "doing", "done", "done", "abort", "cancel"] as const;
    const made = await db
      .insert(jobs)
      .values([
        ...states.map((state) => ({ ownerId: user.id, name: "trend", state, createdAt: threeDaysAgo })),
        { ownerId: user.id, name: "old", state: "done" as const, createdAt: longAgo },
      ])
      .returning({ id: jobs.id });
    expect(made).toHaveLength(7);
    await db.insert(tokenLedger).values([
      { userId: user.id, amount: -120, kind: "charge", createdAt: threeDaysAgo },
      { userId: user.id, amount: 20, kind: "refund", createdAt: threeDaysAgo },
      { userId: user.id, amount: 5000, kind: "grant", createdAt: threeDaysAgo },
      { userId: user.id, amount: -999, kind: "charge", createdAt: longAgo },
    ]);
    const ordered = {
      kind: "token" as const,
      name: "Tokens",
      nameZh: "算力",
      grants: 100,
      unitPrice: 990,
      expiryMonths: 12,
      discount: 1,
    };
    const order = (status: "paid" | "pending", paidAt: Date | null) => ({
      userId: user.id,
      outTradeNo: `trend${randomBytes(8).toString("hex")}`,
      packageId: 1,
      ordered,
      quantity: 1,
      amount: 990,
      status,
      expiresAt: new Date(),
      paidAt,
      createdAt: threeDaysAgo,
    });
    await db
      .insert(orders)
      .values([order("paid", threeDaysAgo), order("pending", null), order("paid", longAgo)]);
    await db.insert(usageSamples).values([
      {
        userId: user.id,
        day: dayKey(threeDaysAgo),
        storageUsed: 4096,
        storageQuota: 1 << 30,
        workflowUsed: 1024,
        workflowQuota: 1 << 30,
      },
    ]);

    const after = await trends(admin);
    const was = on(before, dayKey(threeDaysAgo));
    const now = on(after, dayKey(threeDaysAgo));
    expect({
      jobsWaiting: now.jobsWaiting - was.jobsWaiting,
      jobsRunning: now.jobsRunning - was.jobsRunning,
      jobsDone: now.jobsDone - was.jobsDone,
      jobsFailed: now.jobsFailed - was.jobsFailed,
      jobsCancelled: now.jobsCancelled - was.jobsCancelled,
      tokens: now.tokens - was.tokens,
      storageBytes: now.storageBytes - was.storageBytes,
      revenueFen: now.revenueFen - was.revenueFen,
    }).toEqual({
      jobsWaiting: 1,
      jobsRunning: 1,
      jobsDone: 2,
      jobsFailed: 1,
      jobsCancelled: 1,
      tokens: 120,
      storageBytes: 5120,
      revenueFen: 990,
    });
    const today = dayKey(new Date());
    expect(on(after, today).signUps - on(before, today).signUps).toBe(1);
    // Nothing of 40 days ago is in a 30-day range.
    expect(after.some((d) => d.day === dayKey(longAgo))).toBe(false);
    const wide = await trends(admin, 60);
    expect(on(wide, dayKey(longAgo))).toMatchObject({ jobsDone: 1, tokens: 999, revenueFen: 990 });
  });

  it("bounds the range to 1-90 days", async () => {
    for (const days of [0, -1, 91, 10000]) {
      const result = await admin.gql(`{ boardTrends(days: ${days}) { day } }`);
      expect(gqlCode(result)).toBe("ServerInvalidParameter");
    }
  });

  it("needs ControlPanel.Read: not signed in, then permission denied", async () => {
    expect(gqlCode(await t.client().gql(`{ boardTrends { day } }`))).toBe("DBUserNoLogin");
    expect(gqlCode(await outsider.client.gql(`{ boardTrends { day } }`))).toBe("DBPermDenied");
    // A normal user's session is not a back-office one: it is not signed in there.
    const user = await registerUser(t);
    expect(gqlCode(await user.client.gql(`{ boardTrends { day } }`))).toBe("DBUserNoLogin");
  });
});
