/** Every user's jobs and one of them (back office). */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const jobRead: readonly Permission[] = ["Workflow.Job.Read"];

export const screens = defineScreens([
  {
    route: "workflow-jobs",
    stage: "system",
    feature: workflowFeature,
    anyOf: jobRead,
    Component: lazyScreen(
      () => import("./SysJobs"),
      (m) => m.SysJobs,
    ),
    menu: { label: { en: "Workflow jobs", zh: "工作流任务" }, icon: "tasks", group: "workflow", rank: 30 },
  },
  {
    route: "worker-pools",
    stage: "system",
    feature: workflowFeature,
    anyOf: jobRead,
    Component: lazyScreen(
      () => import("./WorkerPools"),
      (m) => m.WorkerPools,
    ),
    menu: { label: { en: "Worker pools", zh: "工作进程池" }, icon: "server", group: "workflow", rank: 31 },
  },
  {
    route: "workflow-jobs/:id",
    stage: "system",
    feature: workflowFeature,
    anyOf: jobRead,
    Component: lazyScreen(
      () => import("./SysJobDetail"),
      (m) => m.SysJobDetail,
    ),
  },
]);
