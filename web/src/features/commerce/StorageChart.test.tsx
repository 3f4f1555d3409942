// @vitest-environment jsdom
/** The storage chart draws in the largest unit its highest value reaches, so small usage is not 0 GB. */
import { describe, expect, it } from "vitest";
import { chartUnit } from "./StorageChart";

describe("chartUnit", () => {
  it("picks the largest unit the highest value reaches", () => {
    expect(chartUnit(0)).toEqual({ name: "B", bytes: 1 });
    expect(chartUnit(52)).toEqual({ name: "B", bytes: 1 });
    expect(chartUnit(1024)).toEqual({ name: "KB", bytes: 1024 });
    expect(chartUnit(5 * 1024 ** 2 + 1)).toEqual({ name: "MB", bytes: 1024 ** 2 });
    expect(chartUnit(2 * 1024 ** 3)).toEqual({ name: "GB", bytes: 1024 ** 3 });
    expect(chartUnit(3 * 1024 ** 4)).toEqual({ name: "TB", bytes: 1024 ** 4 });
  });
});
