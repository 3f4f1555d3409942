/** The back office's catalogue: container images, modules, module groups and tags. */
import { workflowFeature } from "@crucible/schema";
import { defineScreenGroup, lazyScreen, type ScreenGroup } from "../../app/screen";

const group: ScreenGroup = {
  stage: "system",
  feature: workflowFeature,
  anyOf: ["Workflow.Job.Task.Module.Read"],
};

export const screens = defineScreenGroup(group, [
  {
    route: "catalogue-modules",
    Component: lazyScreen(
      () => import("./Modules"),
      (m) => m.Modules,
    ),
    menu: { label: { en: "Modules", zh: "模块" }, icon: "cube", group: "workflow", rank: 10 },
  },
  {
    route: "module-groups",
    Component: lazyScreen(
      () => import("./ModuleGroups"),
      (m) => m.ModuleGroups,
    ),
    menu: {
      label: { en: "Module groups", zh: "模块分组" },
      icon: "folder open outline",
      group: "workflow",
      rank: 40,
    },
  },
  {
    route: "module-tags",
    Component: lazyScreen(
      () => import("./ModuleTags"),
      (m) => m.ModuleTags,
    ),
    menu: { label: { en: "Tags", zh: "标签" }, icon: "tags", group: "workflow", rank: 50 },
  },
  {
    route: "container-images",
    anyOf: ["Workflow.Job.Task.ContainerImage.Read"],
    Component: lazyScreen(
      () => import("./ContainerImages"),
      (m) => m.ContainerImages,
    ),
    menu: { label: { en: "Container images", zh: "容器镜像" }, icon: "docker", group: "workflow", rank: 80 },
  },
]);
