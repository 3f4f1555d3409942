import { sql, type SQL } from "drizzle-orm";

/**
 * The time as the domain's rules see it (expiry, idle age, windows, leases, rate limits, retention,
 * due dates): read through here, never with Date.now() / new Date() / a bare SQL now(), so that a test
 * moves time instead of sleeping or rewriting rows.
 *
 * The system clock is the process's clock for JS reads and the database's `now()` for SQL, as before:
 * the gateways and workers of a fleet compare leases and expiries against the database's clock.
 */
export interface Clock {
  /** Now, as a Date. */
  now(): Date;
  /** Now, in milliseconds since the epoch. */
  ms(): number;
  /** "Now" in SQL: `now()` (the transaction's start) on the system clock, shifted on a test clock. */
  sqlNow(): SQL;
}

export const systemClock: Clock = {
  now: () => new Date(),
  ms: () => Date.now(),
  sqlNow: () => sql`now()`,
};

/** A clock that tests move forward: the real time plus an offset, in JS and in SQL alike. */
export interface TestClock extends Clock {
  /** Moves the clock forward by ms (never back: time the rules saw pass stays passed). */
  advance(ms: number): void;
  /** How far the clock is ahead of the real time. */
  readonly offsetMs: number;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    ms: () => Date.now() + offset,
    // Parameterised (PGlite and PostgreSQL alike); always this form, so tests run the SQL they rely on.
    sqlNow: () => sql`(now() + ${offset}::double precision * interval '1 millisecond')`,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`a test clock moves forward only, not by ${ms} ms`);
      offset += ms;
    },
    get offsetMs() {
      return offset;
    },
  };
}
