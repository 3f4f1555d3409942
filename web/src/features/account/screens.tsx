/** One's own profile, API tokens and sessions (both stages; listed in the front end's menu). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "profile",
    stage: "any",
    Component: lazyScreen(
      () => import("./Profile"),
      (m) => m.Profile,
    ),
    menu: { label: "profile", icon: "user circle", stage: "frontend", rank: 80 },
  },
  {
    route: "api-tokens",
    stage: "any",
    Component: lazyScreen(
      () => import("./ApiTokens"),
      (m) => m.ApiTokens,
    ),
    menu: { label: "apiTokens", icon: "key", stage: "frontend", rank: 90 },
  },
  {
    route: "my-sessions",
    stage: "any",
    Component: lazyScreen(
      () => import("./MySessions"),
      (m) => m.MySessions,
    ),
    menu: { label: "mySessions", icon: "plug", stage: "frontend", rank: 100 },
  },
]);
