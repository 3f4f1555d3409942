/** Data sets of both stages, the SDF reader and the chart tool. */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";
import { LazyChartTool, LazySdfReader } from "../../viewers/lazy";
import { datasetsLabel, sysDatasetLabels } from "./labels";

const dataRead: readonly Permission[] = ["Workflow.Job.Task.DataSourceFile.Read"];
const feature = workflowFeature;

/** The label of both stages' chart tool entries. */
const chartToolLabel = { en: "Chart tool", zh: "图表工具" };

export const screens = defineScreens([
  {
    route: "datasets/:kind?",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./Datasets"),
      (m) => m.Datasets,
    ),
    menu: { label: datasetsLabel, icon: "database", rank: 40 },
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
      {
        label: sysDatasetLabels.public,
        icon: "globe",
        group: "datasets",
        rank: 10,
        route: "datasets/public",
      },
      {
        label: sysDatasetLabels.private,
        icon: "lock",
        group: "datasets",
        rank: 20,
        route: "datasets/private",
      },
      {
        label: sysDatasetLabels.temporary,
        icon: "clock outline",
        group: "datasets",
        rank: 30,
        route: "datasets/temporary",
      },
      {
        label: sysDatasetLabels.module_demo,
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
    menu: { label: chartToolLabel, icon: "chart bar", rank: 70 },
  },
  {
    route: "chart-tool",
    stage: "system",
    feature,
    anyOf: dataRead,
    Component: LazyChartTool,
    menu: { label: chartToolLabel, icon: "chart bar", group: "datasets", rank: 50 },
  },
]);
