/** The back office's control panel (spec §2 board). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "board",
    stage: "any",
    anyOf: ["ControlPanel.Read"],
    Component: lazyScreen(
      () => import("./Board"),
      (m) => m.Board,
    ),
    menu: { label: { en: "Dashboard", zh: "控制面板" }, icon: "dashboard", stage: "system", rank: 10 },
  },
]);
