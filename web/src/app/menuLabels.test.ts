import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enUS } from "../i18n/en-US";
import { zhCN } from "../i18n/zh-CN";
import { menuGroups } from "./menus";
import { screens } from "./screens";

/** Every menu entry the screens declare, with the route of its screen. */
const entries = screens.flatMap((screen) =>
  (screen.menu === undefined ? [] : "label" in screen.menu ? [screen.menu] : screen.menu).map((spec) => ({
    route: spec.route ?? screen.route,
    label: spec.label,
  })),
);

/** The shell's own code (web/src/app, tests left out): what may read the shell's `menu` catalogue. */
const appFolder = new URL(".", import.meta.url);
const shellSources = readdirSync(appFolder)
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => readFileSync(new URL(name, appFolder), "utf8"));

describe("menu labels", () => {
  it("are declared by each screen in both languages, none empty", () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const { route, label } of entries) {
      expect(label.en.trim(), `${route} (en)`).not.toBe("");
      expect(label.zh.trim(), `${route} (zh)`).not.toBe("");
    }
  });

  it("leave the shell's menu catalogue only the shell's own strings, each one used", () => {
    // A key is a back-office group's name (menus.ts) or named as "menu.<key>" by the shell's code.
    const used = (key: string) =>
      menuGroups.some((group) => group.label === key) ||
      shellSources.some((source) => source.includes(`"menu.${key}"`));
    const keys = Object.keys(enUS.menu);
    expect(keys.filter((key) => !used(key))).toEqual([]);
    expect(Object.keys(zhCN.menu).sort()).toEqual([...keys].sort());
  });
});
