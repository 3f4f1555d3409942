/** The navigator (the front end's home) and its board editor (back office). */
import { workflowFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "navigator",
    stage: "frontend",
    Component: lazyScreen(
      () => import("./Navigator"),
      (m) => m.NavigatorRoute,
    ),
    menu: { label: { en: "Navigator", zh: "导航" }, icon: "compass outline", rank: 10, home: true },
  },
  {
    route: "navigator-board",
    stage: "system",
    feature: workflowFeature,
    anyOf: ["Workflow.Job.Task.Module.Read"],
    Component: lazyScreen(
      () => import("./NavigatorBoardEditor"),
      (m) => m.NavigatorBoardEditor,
    ),
    menu: {
      label: { en: "Navigator board", zh: "导航面板" },
      icon: "compass outline",
      group: "workflow",
      rank: 60,
    },
  },
]);
