import { describe, expect, it } from "vitest";
import { unspentAtExpiry } from "./grants.js";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
let nextId = 1;
const entry = (minute: number, amount: number, kind: string, packId: number | null = null) => ({
  id: nextId++,
  createdAt: at(minute),
  amount,
  kind,
  packId,
});

describe("unspentAtExpiry", () => {
  it("spends from the pack that expires first, then from tokens without expiry", () => {
    const packs = [
      { id: 1, expiresAt: at(50) },
      { id: 2, expiresAt: at(30) },
    ];
    const entries = [
      entry(0, 1000, "grant"),
      entry(1, 100, "pack", 1),
      entry(2, 100, "pack", 2),
      entry(3, -150, "charge"),
      entry(40, -30, "charge"),
    ];
    // Pack 2 (first to expire) pays 100 of the 150, pack 1 the other 50; at minute 40 pack 2 is gone,
    // so pack 1 pays 30 more and 20 of it lapses at minute 50.
    expect(unspentAtExpiry(entries, packs, at(60))).toEqual(
      new Map([
        [2, 0],
        [1, 20],
      ]),
    );
  });

  it("takes nothing back from spending after a pack expired, and ignores earlier lapse rows", () => {
    const packs = [{ id: 7, expiresAt: at(10) }];
    const entries = [
      entry(0, 500, "pack", 7),
      entry(5, -100, "charge"),
      entry(20, -400, "expire", 7),
      entry(30, -50, "charge"),
    ];
    expect(unspentAtExpiry(entries, packs, at(40))).toEqual(new Map([[7, 400]]));
  });

  it("lapses nothing of a pack still active", () => {
    expect(unspentAtExpiry([entry(0, 100, "pack", 3)], [{ id: 3, expiresAt: at(100) }], at(50)).size).toBe(0);
  });
});
