import { describe, expect, it } from "vitest";
import { clampRect, initialRect, minWindowSize, movedRect, resizedRect } from "./geometry";

const viewport = { width: 1440, height: 900 };

describe("plugin window geometry", () => {
  it("cascades new windows and fits them in a small viewport", () => {
    const first = initialRect(0, viewport);
    const second = initialRect(1, viewport);
    expect(second.x - first.x).toBe(32);
    expect(second.y - first.y).toBe(32);
    const small = initialRect(0, { width: 340, height: 300 });
    expect(small.width).toBe(minWindowSize.width);
    expect(small.height).toBe(minWindowSize.height);
  });

  it("moves a window but keeps its title bar reachable", () => {
    const rect = { x: 100, y: 100, width: 600, height: 400 };
    expect(movedRect(rect, 50, -20, viewport)).toEqual({ ...rect, x: 150, y: 80 });
    expect(movedRect(rect, 0, -500, viewport).y).toBe(0);
    expect(movedRect(rect, 5000, 5000, viewport)).toEqual({ ...rect, x: 1440 - 96, y: 900 - 40 });
    expect(movedRect(rect, -5000, 0, viewport).x).toBe(96 - 600);
    expect(clampRect({ ...rect, x: -1000 }, viewport).x).toBe(-504);
  });

  it("resizes within the minimum size and the viewport", () => {
    const rect = { x: 100, y: 100, width: 600, height: 400 };
    expect(resizedRect(rect, 100, 50, viewport)).toEqual({ ...rect, width: 700, height: 450 });
    expect(resizedRect(rect, -1000, -1000, viewport)).toEqual({ ...rect, ...minWindowSize });
    expect(resizedRect(rect, 5000, 5000, viewport)).toEqual({ ...rect, width: 1340, height: 800 });
  });
});
