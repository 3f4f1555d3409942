/** weDraw, the structure and reaction editor of the front end (spec §2 viewer page `draw`). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "draw",
    stage: "frontend",
    Component: lazyScreen(
      () => import("./DrawScreen"),
      (m) => m.DrawScreen,
    ),
    menu: { label: { en: "weDraw", zh: "weDraw" }, icon: "pencil alternate", rank: 72 },
  },
]);
