// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { currentToasts, dismissToasts, toast } from "./toast";

describe("the toast store", () => {
  it("takes down every toast of one kind and keeps the others", () => {
    toast.error("Account or password entered incorrectly");
    toast.error("Network error");
    toast.success("Saved");
    dismissToasts("error");
    expect(currentToasts().map((item) => [item.kind, item.text])).toEqual([["success", "Saved"]]);
    dismissToasts("success");
    expect(currentToasts()).toEqual([]);
  });
});
