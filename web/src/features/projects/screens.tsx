/** Projects shared by a team (issue 28 item 2): the front end's projects, members and invitations. */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "projects",
    stage: "frontend",
    Component: lazyScreen(
      () => import("./Projects"),
      (m) => m.Projects,
    ),
    menu: { label: { en: "Projects", zh: "项目" }, icon: "users", rank: 35 },
  },
]);
