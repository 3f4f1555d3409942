/** The weView page of both stages (spec §2 viewer pages: `view`); a menu entry on the front end. */
import { defineScreens, lazyScreen } from "../../app/screen";

const ViewPage = lazyScreen(
  () => import("./ViewPage"),
  (m) => m.ViewPage,
);

export const screens = defineScreens([
  {
    route: "view",
    stage: "frontend",
    Component: ViewPage,
    menu: { label: { en: "weView 3-D", zh: "weView 三维" }, icon: "cube", rank: 71 },
  },
  { route: "view", stage: "system", Component: ViewPage },
]);
