/** Data sets of both stages, the SDF reader and the chart tool. */
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";
import { LazyChartTool, LazySdfReader } from "../../viewers/lazy";

const dataRead: readonly Permission[] = ["Workflow.Job.Task.DataSourceFile.Read"];
const feature = "Workflow";

export const screens = defineScreens([
  {
    route: "datasets/:kind?",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./Datasets"),
      (m) => m.Datasets,
    ),
    menu: { label: "datasets", icon: "database", rank: 40 },
  },
  {
    route: "datasets/:kind?",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: lazyScreen(
      () => import("./SysDatasets"),
      (m) => m.SysDatasets,
    ),
    menu: [
      { label: "datasetsPublic", icon: "globe", group: "datasets", rank: 10, route: "datasets/public" },
      { label: "datasetsPrivate", icon: "lock", group: "datasets", rank: 20, route: "datasets/private" },
      {
        label: "datasetsTemporary",
        icon: "clock outline",
        group: "datasets",
        rank: 30,
        route: "datasets/temporary",
      },
      {
        label: "datasetsModuleDemo",
        icon: "cubes",
        group: "datasets",
        rank: 40,
        route: "datasets/module-demo",
      },
    ],
  },
  { route: "sdf-reader/:id", stage: "frontend", feature, Component: LazySdfReader },
  { route: "sdf-reader/:id", stage: "system", feature, anyOf: dataRead, Component: LazySdfReader },
  {
    route: "chart-tool",
    stage: "frontend",
    feature,
    Component: LazyChartTool,
    menu: { label: "chartTool", icon: "chart bar", rank: 70 },
  },
  {
    route: "chart-tool",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: LazyChartTool,
    menu: { label: "chartTool", icon: "chart bar", group: "datasets", rank: 50 },
  },
]);
