/** The module catalogue and a module's page (front end), and processors of both stages. */
import { workflowFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const feature = workflowFeature;

/** The label of both stages' menu entries. */
const processorsLabel = { en: "Processors", zh: "处理器" };

export const screens = defineScreens([
  {
    route: "modules",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./ModuleCatalogue"),
      (m) => m.ModuleCatalogue,
    ),
    menu: { label: { en: "Modules", zh: "模块" }, icon: "cubes", rank: 20 },
  },
  {
    route: "modules/:id",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./ModulePage"),
      (m) => m.ModulePage,
    ),
  },
  {
    route: "processors",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./Processors"),
      (m) => m.Processors,
    ),
    menu: { label: processorsLabel, icon: "microchip", rank: 60 },
  },
  {
    route: "processors",
    stage: "system",
    feature,
    anyOf: ["Workflow.Job.Task.Processor.Read"],
    Component: lazyScreen(
      () => import("./SysProcessors"),
      (m) => m.SysProcessors,
    ),
    menu: { label: processorsLabel, icon: "microchip", group: "workflow", rank: 70 },
  },
]);
