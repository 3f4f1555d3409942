/** The back office's catalogue: container images, modules, module groups and tags. */
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const moduleRead: readonly Permission[] = ["Workflow.Job.Task.Module.Read"];
const feature = "Workflow";

export const catalogueScreens = defineScreens([
  {
    route: "catalogue-modules",
    stage: "system",
    feature,
    anyOf: moduleRead,
    Component: lazyScreen(
      () => import("./Modules"),
      (m) => m.Modules,
    ),
    menu: { label: "modules", icon: "cube", group: "workflow", rank: 10 },
  },
  {
    route: "module-groups",
    stage: "system",
    feature,
    anyOf: moduleRead,
    Component: lazyScreen(
      () => import("./ModuleGroups"),
      (m) => m.ModuleGroups,
    ),
    menu: { label: "moduleGroups", icon: "folder open outline", group: "workflow", rank: 40 },
  },
  {
    route: "module-tags",
    stage: "system",
    feature,
    anyOf: moduleRead,
    Component: lazyScreen(
      () => import("./ModuleTags"),
      (m) => m.ModuleTags,
    ),
    menu: { label: "moduleTags", icon: "tags", group: "workflow", rank: 50 },
  },
  {
    route: "container-images",
    stage: "system",
    feature,
    anyOf: ["Workflow.Job.Task.ContainerImage.Read"],
    Component: lazyScreen(
      () => import("./ContainerImages"),
      (m) => m.ContainerImages,
    ),
    menu: { label: "containerImages", icon: "docker", group: "workflow", rank: 80 },
  },
]);
