/** One's own profile, API tokens and sessions (both stages; listed in the front end's menu). */
import { defineScreens, lazyScreen } from "../../app/screen";

/** The account screens' labels: their menu entries, the front end's home shortcuts and the user menu. */
export const accountLabels = {
  profile: { en: "Profile", zh: "个人资料" },
  apiTokens: { en: "API tokens", zh: "API 令牌" },
  mySessions: { en: "My sessions", zh: "我的会话" },
} as const;

export const screens = defineScreens([
  {
    route: "profile",
    stage: "any",
    Component: lazyScreen(
      () => import("./Profile"),
      (m) => m.Profile,
    ),
    menu: { label: accountLabels.profile, icon: "user circle", stage: "frontend", rank: 80 },
  },
  {
    route: "api-tokens",
    stage: "any",
    Component: lazyScreen(
      () => import("./ApiTokens"),
      (m) => m.ApiTokens,
    ),
    menu: { label: accountLabels.apiTokens, icon: "key", stage: "frontend", rank: 90 },
  },
  {
    route: "my-sessions",
    stage: "any",
    Component: lazyScreen(
      () => import("./MySessions"),
      (m) => m.MySessions,
    ),
    menu: { label: accountLabels.mySessions, icon: "plug", stage: "frontend", rank: 100 },
  },
]);
