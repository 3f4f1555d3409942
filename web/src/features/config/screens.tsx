/** The system configuration (back office); its calc-metric tab is read with the module permission. */
import { defineScreens, lazyScreen } from "../../app/screen";

export const screens = defineScreens([
  {
    route: "system-config/:tab?",
    stage: "any",
    anyOf: ["Sys.Config.Read", "Workflow.Job.Task.Module.Read"],
    Component: lazyScreen(
      () => import("./SystemConfig"),
      (m) => m.SystemConfig,
    ),
    menu: {
      label: { en: "System config", zh: "系统配置" },
      icon: "sliders horizontal",
      stage: "system",
      group: "system",
      rank: 10,
    },
  },
]);
