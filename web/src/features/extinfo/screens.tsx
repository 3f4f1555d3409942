/** User extended info in the back office (spec §2 user-ext-info); users fill it in Register and Profile. */
import { extInfoFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "user-ext-info",
    stage: "system",
    anyOf: ["User.ExtInfo.Read"],
    feature: extInfoFeature,
    Component: lazyScreen(
      () => import("./SysExtInfo"),
      (m) => m.SysExtInfo,
    ),
    menu: {
      label: { en: "User extended info", zh: "用户扩展信息" },
      icon: "address card outline",
      group: "users",
      rank: 35,
    },
  },
]);
