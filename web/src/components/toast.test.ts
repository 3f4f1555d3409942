// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { currentToasts, dismissAllToasts, dismissToasts, toast } from "./toast";

describe("the toast store", () => {
  // The store is a module of its own, shared with other test files in this process (isolate: false):
  // a toast one of them left must not count here.
  beforeEach(() => {
    for (const kind of ["error", "success", "info"] as const) dismissToasts(kind);
  });

  it("takes down every toast of one kind and keeps the others", () => {
    toast.error("Account or password entered incorrectly");
    toast.error("Network error");
    toast.success("Saved");
    dismissToasts("error");
    expect(currentToasts().map((item) => [item.kind, item.text])).toEqual([["success", "Saved"]]);
    dismissToasts("success");
    expect(currentToasts()).toEqual([]);
  });

  it("takes down every toast at once (the page's language changed)", () => {
    toast.success("已保存");
    toast.error("网络错误");
    dismissAllToasts();
    expect(currentToasts()).toEqual([]);
  });
});
