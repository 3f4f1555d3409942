/** Institutional sign-in in the back office: the identity providers (Sys.Config). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "identity-providers",
    stage: "system",
    anyOf: ["Sys.Config.Read"],
    Component: lazyScreen(
      () => import("./IdentityProviders"),
      (m) => m.IdentityProviders,
    ),
    menu: {
      label: { en: "Institutional sign-in", zh: "机构登录" },
      icon: "id badge",
      group: "system",
      rank: 21,
    },
  },
]);
