/** Feedback: a user's own (front end) and everyone's with replies (back office). */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "feedback",
    stage: "frontend",
    Component: lazyScreen(
      () => import("./Feedback"),
      (m) => m.Feedback,
    ),
    menu: { label: "feedback", icon: "comments outline", rank: 110 },
  },
  {
    route: "feedback",
    stage: "system",
    anyOf: ["User.Feedback.Read"],
    Component: lazyScreen(
      () => import("./SysFeedback"),
      (m) => m.SysFeedback,
    ),
    menu: { label: "feedback", icon: "comments outline", group: "users", rank: 60 },
  },
]);
