/** Commerce on the front end: buy, orders, packs, cards, check-in, invoices and usage (one screen, tabs). */
import { commerceFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "resources/:tab?",
    stage: "frontend",
    feature: commerceFeature,
    Component: lazyScreen(
      () => import("./Resources"),
      (m) => m.Resources,
    ),
    menu: { label: { en: "Resources and billing", zh: "资源与账单" }, icon: "shopping cart", rank: 75 },
  },
]);
