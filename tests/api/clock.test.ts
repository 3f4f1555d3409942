/**
 * The clock in the request context (issue 27 item 6, gateway/src/domain/clock.ts): the test clock's
 * JS reads and its SQL "now" move together when a test advances it, on PGlite and PostgreSQL alike,
 * and the system clock's SQL is the database's own now().
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../gateway/src/domain/clock.js";
import { startApp, type TestApp } from "../support/app.js";

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.stop();
});

/** The database's answer to `select <sql>`, in milliseconds, beside its own now(). */
async function dbNow(
  expression: ReturnType<typeof systemClock.sqlNow>,
): Promise<{ at: number; real: number }> {
  const result = await t.app.services.db.execute(sql`select ${expression} as at, now() as real`);
  const { rows } = result as unknown as { rows: { at: string | Date; real: string | Date }[] };
  const row = rows[0]!;
  return { at: new Date(row.at).getTime(), real: new Date(row.real).getTime() };
}

describe("clock", () => {
  it("the system clock's SQL is the database's now()", async () => {
    const { at, real } = await dbNow(systemClock.sqlNow());
    expect(at).toBe(real);
  });

  it("advancing the test clock moves its JS and its SQL now by the same amount", async () => {
    const clock = t.clock;
    expect(t.app.services.clock).toBe(clock);
    const before = await dbNow(clock.sqlNow());
    expect(before.at - before.real).toBe(clock.offsetMs);
    const offset = clock.offsetMs;

    clock.advance(3 * 86_400_000 + 1234);
    const after = await dbNow(clock.sqlNow());
    expect(after.at - after.real).toBe(before.at - before.real + 3 * 86_400_000 + 1234);
    expect(clock.offsetMs).toBe(offset + 3 * 86_400_000 + 1234);
    // Read after the real time: at least the offset ahead of it.
    const real = Date.now();
    expect(clock.now().getTime() - real).toBeGreaterThanOrEqual(clock.offsetMs);
    expect(clock.ms() - real).toBeGreaterThanOrEqual(clock.offsetMs);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
