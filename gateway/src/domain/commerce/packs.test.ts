import { describe, expect, it } from "vitest";
import { addMonths } from "./packs.js";

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day when it has none", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T00:00:00Z"), 12).toISOString()).toBe("2027-03-15T00:00:00.000Z");
  });
});
