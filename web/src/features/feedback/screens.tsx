/** Feedback: a user's own (front end) and everyone's with replies (back office). */
import { defineScreens, lazyScreen } from "../../app/screen";

/** The label of both stages' menu entries. */
const feedbackLabel = { en: "Feedback", zh: "意见反馈" };

export const screens = defineScreens([
  {
    route: "feedback",
    stage: "frontend",
    Component: lazyScreen(
      () => import("./Feedback"),
      (m) => m.Feedback,
    ),
    menu: { label: feedbackLabel, icon: "comments outline", rank: 110 },
  },
  {
    route: "feedback",
    stage: "system",
    anyOf: ["User.Feedback.Read"],
    Component: lazyScreen(
      () => import("./SysFeedback"),
      (m) => m.SysFeedback,
    ),
    menu: { label: feedbackLabel, icon: "comments outline", group: "users", rank: 60 },
  },
]);
