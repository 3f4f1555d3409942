/** The login policy, roles, permission groups and the permission catalogue (back office). */
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const sysUserRead: readonly Permission[] = ["Sys.User.Read"];

export const screens = defineScreens([
  {
    route: "login-policy",
    stage: "any",
    anyOf: sysUserRead,
    Component: lazyScreen(
      () => import("./LoginPolicy"),
      (m) => m.LoginPolicy,
    ),
    menu: {
      label: { en: "Login policy", zh: "登录策略" },
      icon: "shield",
      stage: "system",
      group: "users",
      rank: 50,
    },
  },
  {
    route: "roles",
    stage: "any",
    anyOf: sysUserRead,
    Component: lazyScreen(
      () => import("./Roles"),
      (m) => m.Roles,
    ),
    menu: {
      label: { en: "Permission roles", zh: "权限角色" },
      icon: "id badge",
      stage: "system",
      group: "access",
      rank: 10,
    },
  },
  {
    route: "permission-group",
    stage: "any",
    anyOf: sysUserRead,
    Component: lazyScreen(
      () => import("./PermGroups"),
      (m) => m.PermGroups,
    ),
    menu: {
      label: { en: "Permission groups", zh: "权限组" },
      icon: "object group",
      stage: "system",
      group: "access",
      rank: 20,
    },
  },
  {
    route: "permission",
    stage: "any",
    anyOf: sysUserRead,
    Component: lazyScreen(
      () => import("./Permissions"),
      (m) => m.Permissions,
    ),
    menu: {
      label: { en: "Permission catalogue", zh: "权限目录" },
      icon: "list",
      stage: "system",
      group: "access",
      rank: 30,
    },
  },
]);
