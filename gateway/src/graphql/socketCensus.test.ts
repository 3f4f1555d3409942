import { describe, expect, it } from "vitest";
import type { CensusEvent, LiveEvent } from "../domain/events.js";
import { censusEvent, createSocketCensus, type CensusCounts } from "./socketCensus.js";

/** Two gateways' censuses on one bus, with a clock the test moves. */
function fleetOfTwo(periodMs = 1000) {
  let now = 0;
  const listeners = new Set<(event: LiveEvent) => void>();
  const published: CensusEvent[] = [];
  const counts: Record<"a" | "b", CensusCounts> = {
    a: { accounts: new Map(), addresses: new Map() },
    b: { accounts: new Map(), addresses: new Map() },
  };
  const make = (from: "a" | "b") =>
    createSocketCensus({
      from,
      periodMs,
      counts: () => counts[from],
      async publish(event) {
        published.push(event);
        for (const listener of listeners) listener(event);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log(error) {
        throw error;
      },
      now: () => now,
    });
  return {
    a: make("a"),
    b: make("b"),
    counts,
    published,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe("censusEvent", () => {
  it("keeps the largest counts first and fits one notification", () => {
    const accounts = new Map(Array.from({ length: 2000 }, (_, i) => [`user:${i}`, (i % 50) + 1] as const));
    const event = censusEvent("gw", { accounts, addresses: new Map([["10.0.0.1", 64]]) });
    expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(7000);
    expect(event.addresses).toEqual({ "10.0.0.1": 64 });
    const kept = Object.values(event.accounts);
    expect(kept.length).toBeGreaterThan(100);
    // Everything kept is at least as large as everything left out.
    const smallestKept = Math.min(...kept);
    const leftOut = [...accounts].filter(([key]) => !(key in event.accounts)).map(([, count]) => count);
    expect(Math.max(...leftOut)).toBeLessThanOrEqual(smallestKept);
  });

  it("leaves out zero counts", () => {
    const event = censusEvent("gw", { accounts: new Map([["user:1", 0]]), addresses: new Map() });
    expect(event).toEqual({ kind: "census", from: "gw", accounts: {}, addresses: {} });
  });
});

describe("createSocketCensus", () => {
  it("counts what the other gateway announced, not its own, and forgets a gateway gone quiet", async () => {
    const { a, b, counts, published, advance } = fleetOfTwo();
    counts.a = { accounts: new Map([["user:7", 3]]), addresses: new Map([["10.0.0.1", 2]]) };
    // Announced by gateway a's timer: simulate one period.
    a.wake();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(published.at(-1)).toEqual({
      kind: "census",
      from: "a",
      accounts: { "user:7": 3 },
      addresses: { "10.0.0.1": 2 },
    });
    expect([b.subscriptionsElsewhere("user:7"), b.socketsElsewhere("10.0.0.1")]).toEqual([3, 2]);
    expect([a.subscriptionsElsewhere("user:7"), a.socketsElsewhere("10.0.0.1")]).toEqual([0, 0]);
    expect(b.subscriptionsElsewhere("user:8")).toBe(0);
    a.close();
    // Three periods without a word: gateway a counts nothing any more.
    advance(3001);
    expect(b.subscriptionsElsewhere("user:7")).toBe(0);
    b.close();
  });

  it("says once that it holds nothing, then stops announcing until the next socket", async () => {
    const { a, b, counts, published } = fleetOfTwo(100);
    counts.a = { accounts: new Map([["user:7", 1]]), addresses: new Map([["10.0.0.1", 1]]) };
    a.wake();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(b.subscriptionsElsewhere("user:7")).toBe(1);
    counts.a = { accounts: new Map(), addresses: new Map() };
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(b.subscriptionsElsewhere("user:7")).toBe(0);
    const empties = published.filter((event) => Object.keys(event.addresses).length === 0);
    expect(empties).toHaveLength(1);
    const before = published.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(published.length).toBe(before);
    a.close();
    b.close();
  });
});
