/** Normal and system users (back office). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "normal-user",
    stage: "any",
    anyOf: ["User.Read"],
    Component: lazyScreen(
      () => import("./NormalUsers"),
      (m) => m.NormalUsers,
    ),
    menu: {
      label: { en: "Normal users", zh: "普通用户" },
      icon: "user",
      stage: "system",
      group: "users",
      rank: 10,
    },
  },
  {
    route: "system-user",
    stage: "any",
    anyOf: ["Sys.User.Read"],
    Component: lazyScreen(
      () => import("./SystemUsers"),
      (m) => m.SystemUsers,
    ),
    menu: {
      label: { en: "System users", zh: "系统用户" },
      icon: "user secret",
      stage: "system",
      group: "users",
      rank: 20,
    },
  },
]);
