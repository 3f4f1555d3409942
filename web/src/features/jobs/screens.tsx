/** A user's jobs, one job, and a task output's SDF records (front end). */
import { workflowFeature } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";
import { jobsLabel } from "./labels";

const feature = workflowFeature;

export const screens = defineScreens([
  {
    route: "jobs",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./Jobs"),
      (m) => m.Jobs,
    ),
    menu: { label: jobsLabel, icon: "tasks", rank: 50 },
  },
  {
    route: "jobs/:id",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./JobDetail"),
      (m) => m.JobDetail,
    ),
  },
  {
    route: "jobs/:id/sdf",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./TaskOutputSdf"),
      (m) => m.TaskOutputSdf,
    ),
  },
]);
