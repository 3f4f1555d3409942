/** System applets and UI packs: the back office's screens, and an applet on a page of its own. */
import { appFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const AppPage = lazyScreen(
  () => import("./AppPage"),
  (m) => m.AppPage,
);

export const screens = defineScreens([
  {
    route: "apps",
    stage: "system",
    feature: appFeature,
    anyOf: ["Sys.App.Read"],
    Component: lazyScreen(
      () => import("./SysApps"),
      (m) => m.SysApps,
    ),
    menu: {
      label: { en: "System applets", zh: "系统小程序" },
      icon: "puzzle piece",
      group: "system",
      rank: 30,
    },
  },
  {
    route: "uipack",
    stage: "system",
    anyOf: ["Dev.Read"],
    Component: lazyScreen(
      () => import("./SysUiPacks"),
      (m) => m.SysUiPacks,
    ),
    menu: {
      label: { en: "Development (UI packs)", zh: "开发（UI 包）" },
      icon: "code",
      group: "system",
      rank: 40,
    },
  },
  { route: "apps/:id", stage: "frontend", feature: appFeature, Component: AppPage },
  { route: "apps/:id", stage: "system", feature: appFeature, Component: AppPage },
]);
