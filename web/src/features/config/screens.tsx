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
    menu: { label: "systemConfig", icon: "sliders horizontal", stage: "system", group: "system", rank: 10 },
  },
]);
