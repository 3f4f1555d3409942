import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createSocketRegistry, subscribeBudget } from "./socketLimits.js";

describe("subscribeBudget", () => {
  const limits = { subscribeBurst: 4, subscribesPerSecond: 2 };

  it("takes a burst at once, then what the rate earns back, and refusals cost nothing", () => {
    let now = 0;
    const take = subscribeBudget(limits, () => now);
    expect([take(), take(), take(), take(), take()]).toEqual(["take", "take", "take", "take", "refuse"]);
    now += 499;
    expect(take()).toBe("refuse");
    now += 1;
    expect([take(), take()]).toEqual(["take", "refuse"]);
    // A long pause earns back the burst, never more.
    now += 60_000;
    expect([take(), take(), take(), take(), take()]).toEqual(["take", "take", "take", "take", "refuse"]);
  });

  it("closes a socket that sends another whole burst while refused", () => {
    const now = 0;
    const take = subscribeBudget(limits, () => now);
    const verdicts = Array.from({ length: 9 }, () => take());
    expect(verdicts).toEqual([...Array<string>(4).fill("take"), ...Array<string>(4).fill("refuse"), "close"]);
  });
});

describe("createSocketRegistry", () => {
  it("admits sockets of an address up to its share, and again once one is released", () => {
    const registry = createSocketRegistry<object>(2);
    expect([registry.admit("10.0.0.1"), registry.admit("10.0.0.1"), registry.admit("10.0.0.1")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(registry.admit("10.0.0.2")).toBe(true);
    registry.release("10.0.0.1");
    expect(registry.admit("10.0.0.1")).toBe(true);
  });

  it("files a socket under each account it acts for, and lists each socket once", () => {
    const registry = createSocketRegistry<object>(2);
    const both = {};
    const userOnly = {};
    registry.join(["user:1", "sys:1"], both);
    registry.join(["user:1"], userOnly);
    expect([...registry.socketsOf("user:1")]).toEqual([both, userOnly]);
    expect([...registry.socketsOf("sys:1")]).toEqual([both]);
    expect([...registry.all()]).toEqual([both, userOnly]);
    registry.leave(["user:1", "sys:1"], both);
    expect([...registry.socketsOf("sys:1")]).toEqual([]);
    expect([...registry.all()]).toEqual([userOnly]);
  });
});

describe("config.subscriptions", () => {
  it("takes the per-user and per-address caps from the environment, and keeps the defaults otherwise", () => {
    expect(loadConfig({}).subscriptions).toEqual({
      perSocket: 20,
      perUser: 50,
      socketsPerAddress: 64,
      subscribeBurst: 40,
      subscribesPerSecond: 5,
    });
    const set = loadConfig({
      CRUCIBLE_WS_SUBSCRIPTIONS_PER_USER: "10",
      CRUCIBLE_WS_SOCKETS_PER_ADDRESS: "500",
    });
    expect([set.subscriptions.perUser, set.subscriptions.socketsPerAddress]).toEqual([10, 500]);
    expect(loadConfig({ CRUCIBLE_WS_SOCKETS_PER_ADDRESS: "none" }).subscriptions.socketsPerAddress).toBe(64);
  });
});
