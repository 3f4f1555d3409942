// @vitest-environment jsdom
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { currentToasts, toast } from "../components/toast";
import { applyLangChoice, initI18n } from "./index";

describe("switching the page's language", () => {
  it("takes down the toasts written in the language it leaves", async () => {
    window.localStorage.setItem("crucible.lang", "en");
    await initI18n();
    expect(i18next.language).toBe("en-US");
    toast.success("Saved");
    expect(currentToasts().map((item) => item.text)).toContain("Saved");
    const switched = new Promise<void>((resolve) => i18next.on("languageChanged", () => resolve()));
    applyLangChoice("zh");
    await switched;
    expect(i18next.language).toBe("zh-CN");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(currentToasts()).toEqual([]);
    // A toast made afterwards stays.
    toast.success("已保存");
    expect(currentToasts().map((item) => item.text)).toEqual(["已保存"]);
  });
});
