/** Desktop download in the back office (the builds); the public page is /page/download (App.tsx). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "desktop-builds",
    stage: "system",
    anyOf: ["Sys.Config.Read"],
    Component: lazyScreen(
      () => import("./SysDesktopBuilds"),
      (m) => m.SysDesktopBuilds,
    ),
    menu: { label: { en: "Desktop download", zh: "桌面客户端" }, icon: "desktop", group: "system", rank: 20 },
  },
]);
