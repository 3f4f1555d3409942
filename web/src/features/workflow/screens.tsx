/** Workflow templates of both stages and the builder (its own chunk: @xyflow/react). */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const templateRead: readonly Permission[] = ["Workflow.Job.Template.Read"];
const feature = workflowFeature;

const UserBuilder = lazyScreen(
  () => import("./Builder"),
  (m) =>
    function UserBuilder() {
      return <m.WorkflowBuilder mode="user" />;
    },
);
const SystemBuilder = lazyScreen(
  () => import("./Builder"),
  (m) =>
    function SystemBuilder() {
      return <m.WorkflowBuilder mode="system" />;
    },
);

/** The label of both stages' menu entries. */
const templatesLabel = { en: "Workflow templates", zh: "工作流模板" };

export const screens = defineScreens([
  {
    route: "templates",
    stage: "frontend",
    feature,
    Component: lazyScreen(
      () => import("./Templates"),
      (m) => m.Templates,
    ),
    menu: { label: templatesLabel, icon: "sitemap", rank: 30 },
  },
  {
    route: "templates",
    stage: "system",
    feature,
    anyOf: templateRead,
    Component: lazyScreen(
      () => import("./SysTemplates"),
      (m) => m.SysTemplates,
    ),
    menu: { label: templatesLabel, icon: "sitemap", group: "workflow", rank: 20 },
  },
  ...["workflow/new", "workflow/:templateId"].flatMap((route) => [
    { route, stage: "frontend" as const, feature, Component: UserBuilder },
    { route, stage: "system" as const, feature, anyOf: templateRead, Component: SystemBuilder },
  ]),
]);
