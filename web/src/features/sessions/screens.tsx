/** Sessions and sign-in logs of both sides (back office). */
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const userOrSys: readonly Permission[] = ["User.Read", "Sys.User.Read"];

export const screens = defineScreens([
  {
    route: "user-session",
    stage: "any",
    anyOf: userOrSys,
    Component: lazyScreen(
      () => import("./UserSessions"),
      (m) => m.UserSessions,
    ),
    menu: {
      label: { en: "Login sessions", zh: "登录会话" },
      icon: "plug",
      stage: "system",
      group: "users",
      rank: 30,
    },
  },
  {
    route: "login-logs",
    stage: "any",
    anyOf: userOrSys,
    Component: lazyScreen(
      () => import("./LoginLogs"),
      (m) => m.LoginLogs,
    ),
    menu: {
      label: { en: "Login logs", zh: "登录日志" },
      icon: "history",
      stage: "system",
      group: "users",
      rank: 40,
    },
  },
]);
