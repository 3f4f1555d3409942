import { describe, expect, it } from "vitest";
import { turnsPerKey } from "./concurrency.js";

describe("turnsPerKey", () => {
  /** Work that runs until its gate opens, logging its start and end. */
  function harness() {
    const turns = turnsPerKey();
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (key: string, name: string) =>
      turns(key, async () => {
        events.push(`start ${name}`);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        events.push(`end ${name}`);
        return name;
      });
    const open = async (name: string) => {
      gates.get(name)!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    return { job, open, events };
  }

  it("starts a key's only work at once, and a key's queued work after what others were running", async () => {
    const { job, open, events } = harness();
    const a1 = job("a", "a1");
    const a2 = job("a", "a2");
    const a3 = job("a", "a3");
    await new Promise((resolve) => setTimeout(resolve, 5));
    // b asks while a1 runs: it starts at once.
    const b1 = job("b", "b1");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["start a1", "start b1"]);
    // a1 ends: a2 waits for b1, which was running then.
    await open("a1");
    expect(events).toEqual(["start a1", "start b1", "end a1"]);
    await open("b1");
    expect(events.slice(3)).toEqual(["end b1", "start a2"]);
    // c asks while a2 runs and starts; a3 then waits for c1 only, not for c2 which starts after.
    const c1 = job("c", "c1");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await open("a2");
    expect(events.slice(5)).toEqual(["start c1", "end a2"]);
    await open("c1");
    expect(events.slice(7)).toEqual(["end c1", "start a3"]);
    const c2 = job("c", "c2");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await open("a3");
    await open("c2");
    expect(events.slice(9)).toEqual(["start c2", "end a3", "end c2"]);
    await expect(Promise.all([a1, a2, a3, b1, c1, c2])).resolves.toEqual([
      "a1",
      "a2",
      "a3",
      "b1",
      "c1",
      "c2",
    ]);
  });

  it("lets a key's next work run after one failed", async () => {
    const turns = turnsPerKey();
    await expect(turns("a", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(turns("a", () => Promise.resolve(1))).resolves.toBe(1);
  });
});
