import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { axisDomain, drawnRows, numeric, numericColumns } from "./chartData";

// Five real compounds with their experimental logP (tests/fixtures/SOURCES.md); paracetamol's cell is empty.
const csv = readFileSync(
  path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../tests/fixtures/logp-five.csv"),
  "utf8",
);
const [headerLine = "", ...lines] = csv.trim().split("\n");
const table = { header: headerLine.split(","), rows: lines.map((line) => line.split(",")) };

describe("chart data", () => {
  it("reads numbers, not empty or text cells", () => {
    expect(numeric("-0.07")).toBe(-0.07);
    expect(numeric(" 3.97 ")).toBe(3.97);
    expect(numeric("")).toBeNull();
    expect(numeric("n/a")).toBeNull();
    expect(numeric(undefined)).toBeNull();
    expect(numeric("Infinity")).toBeNull();
  });

  it("offers mostly numeric columns, a stray text cell included", () => {
    expect(numericColumns(table)).toEqual([1, 2]);
    const stray = {
      header: ["name", "v"],
      rows: [
        ["a", "1"],
        ["b", "n/a"],
        ["c", "-2"],
      ],
    };
    expect(numericColumns(stray)).toEqual([1]);
    const text = {
      header: ["name", "v"],
      rows: [
        ["a", "x"],
        ["b", "n/a"],
        ["c", "3"],
      ],
    };
    expect(numericColumns(text)).toEqual([]);
  });

  it("counts the rows with no number in a chosen column", () => {
    const scatter = drawnRows(table.rows, [1, 2]);
    expect(scatter.drawn).toEqual([0, 1, 2, 3]);
    expect(scatter.total).toBe(5);
    expect(scatter.missing).toEqual([{ column: 2, rows: 1 }]);
    expect(scatter.beyondLimit).toBe(0);
    // The same column chosen twice (x = y) counts its rows once.
    expect(drawnRows(table.rows, [2, 2]).missing).toEqual([{ column: 2, rows: 1 }]);
    const two = drawnRows(
      [
        ["a", "", "x"],
        ["b", "1", ""],
        ["c", "2", "3"],
      ],
      [1, 2],
    );
    expect(two.drawn).toEqual([2]);
    expect(two.missing).toEqual([
      { column: 1, rows: 1 },
      { column: 2, rows: 2 },
    ]);
  });

  it("counts the rows beyond a chart kind's limit", () => {
    const rows = Array.from({ length: 8 }, (_u, index) => [String(index)]);
    const limited = drawnRows(rows, [0], 5);
    expect(limited.drawn).toEqual([0, 1, 2, 3, 4]);
    expect(limited.beyondLimit).toBe(3);
  });

  it("fits an axis to the data, negative values included", () => {
    const logP = [-0.07, 1.19, 3.97, -2.11];
    const domain = axisDomain(logP);
    expect(domain).not.toBeNull();
    for (const value of logP) {
      expect(value).toBeGreaterThan(domain?.min ?? Infinity);
      expect(value).toBeLessThan(domain?.max ?? -Infinity);
    }
    expect(domain?.min).toBeCloseTo(-2.11 - 0.304);
    expect(domain?.max).toBeCloseTo(3.97 + 0.304);
    expect(axisDomain([])).toBeNull();
    expect(axisDomain([2, 2])).toEqual({ min: 1, max: 3 });
    expect(axisDomain([0])).toEqual({ min: -1, max: 1 });
  });

  it("keeps zero on a bar axis and stops at it on the side with no value", () => {
    expect(axisDomain([1, 3], { includeZero: true })).toEqual({ min: 0, max: 3.15 });
    expect(axisDomain([-4, -2], { includeZero: true })).toEqual({ min: -4.2, max: 0 });
    const mixed = axisDomain([-2.11, 3.97], { includeZero: true });
    expect(mixed?.min).toBeLessThan(-2.11);
    expect(mixed?.max).toBeGreaterThan(3.97);
    expect(axisDomain([0, 0], { includeZero: true })).toEqual({ min: 0, max: 1 });
  });
});
