import { describe, expect, it } from "vitest";
import { frameArgValues, parseFrameMessage } from "./apps.js";

describe("parseFrameMessage", () => {
  it("reads the three shapes a frame may send", () => {
    expect(parseFrameMessage({ type: "ready" })).toEqual({ type: "ready" });
    expect(parseFrameMessage({ type: "values", values: { rule: "veber" } })).toEqual({
      type: "values",
      values: { rule: "veber" },
    });
    expect(parseFrameMessage({ type: "resize", height: 420 })).toEqual({ type: "resize", height: 420 });
  });

  it("clamps a height to 0-10000", () => {
    expect(parseFrameMessage({ type: "resize", height: -5 })).toEqual({ type: "resize", height: 0 });
    expect(parseFrameMessage({ type: "resize", height: 1e9 })).toEqual({ type: "resize", height: 10000 });
  });

  it("ignores anything else", () => {
    for (const data of [
      null,
      "ready",
      42,
      [],
      { type: "init", lang: "en-US" },
      { type: "resize", height: "400" },
      { type: "resize", height: Number.NaN },
      { type: "resize", height: Number.POSITIVE_INFINITY },
      { type: "values" },
      { type: "values", values: null },
      { type: "values", values: ["rule", "veber"] },
      { type: "values", values: new Date() },
      { type: "values", values: new Map([["rule", "veber"]]) },
      { type: "submit" },
    ]) {
      expect(parseFrameMessage(data)).toBeNull();
    }
  });

  it("accepts values without a prototype (structured clones of Object.create(null))", () => {
    const values = Object.create(null) as Record<string, unknown>;
    values.rule = "veber";
    expect(parseFrameMessage({ type: "values", values })).toEqual({
      type: "values",
      values: { rule: "veber" },
    });
  });
});

describe("frameArgValues", () => {
  const args = [
    { name: "molecules", format: "file" },
    { name: "rule", format: "choice" },
    { name: "max_violations", format: "int" },
  ];

  it("keeps the method's own arguments, drops files and unknown names", () => {
    expect(
      frameArgValues(args, {
        molecules: { dataFileId: 7 },
        rule: "veber",
        max_violations: "two",
        token: "x",
      }),
    ).toEqual({ rule: "veber", max_violations: "two" });
  });

  it("does not read inherited names", () => {
    const values = Object.create({ rule: "veber" }) as Record<string, unknown>;
    expect(frameArgValues(args, values)).toEqual({});
  });
});
