import { describe, expect, it } from "vitest";
import { limitConcurrencyPerKey } from "./concurrency.js";

describe("limitConcurrencyPerKey", () => {
  it("runs one key's work one at a time, in order, while another key's goes on", async () => {
    const turns = limitConcurrencyPerKey(1);
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (key: string, name: string) =>
      turns(key, async () => {
        events.push(`start ${name}`);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        events.push(`end ${name}`);
        return name;
      });
    const a1 = job("a", "a1");
    const a2 = job("a", "a2");
    const b1 = job("b", "b1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    // a2 waits for a1; b1 does not wait for anything of a's.
    expect(events).toEqual(["start a1", "start b1"]);
    gates.get("b1")!();
    await expect(b1).resolves.toBe("b1");
    gates.get("a1")!();
    await expect(a1).resolves.toBe("a1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(["start a1", "start b1", "end b1", "end a1", "start a2"]);
    gates.get("a2")!();
    await expect(a2).resolves.toBe("a2");
  });

  it("lets a key's next work run after one failed", async () => {
    const turns = limitConcurrencyPerKey(1);
    await expect(turns("a", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(turns("a", () => Promise.resolve(1))).resolves.toBe(1);
  });
});
