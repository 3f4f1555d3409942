/**
 * The menus of both stages. Only screens that exist are listed (no entry leads nowhere); back-office
 * entries show when the admin holds their Read permission.
 */
import type { Permission } from "@crucible/schema";
import type { SemanticICONS } from "semantic-ui-react";
import type { Catalogue } from "../i18n/en-US";
import type { Session } from "./session";

type MenuKey = keyof Catalogue["menu"];

export interface MenuLeaf {
  readonly route: string;
  readonly label: MenuKey;
  readonly icon: SemanticICONS;
  /** Shown when the admin holds any of these. */
  readonly anyOf?: readonly Permission[];
  /** Shown only when this feature switch is on (Workflow, Cms). */
  readonly feature?: string;
  /** Also marked active on the stage's home (the screen shown there). */
  readonly home?: boolean;
}

export interface MenuGroup {
  readonly id: string;
  readonly label: MenuKey;
  readonly icon: SemanticICONS;
  readonly children: readonly MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

const userOrSys: readonly Permission[] = ["User.Read", "Sys.User.Read"];

const dataRead: readonly Permission[] = ["Workflow.Job.Task.DataSourceFile.Read"];

const moduleRead: readonly Permission[] = ["Workflow.Job.Task.Module.Read"];

const systemMenu: readonly MenuEntry[] = [
  { route: "board", label: "board", icon: "dashboard", anyOf: ["ControlPanel.Read"] },
  {
    id: "workflow",
    label: "workflow",
    icon: "cubes",
    children: [
      { route: "catalogue-modules", label: "modules", icon: "cube", anyOf: moduleRead, feature: "Workflow" },
      {
        route: "templates",
        label: "templates",
        icon: "sitemap",
        anyOf: ["Workflow.Job.Template.Read"],
        feature: "Workflow",
      },
      {
        route: "workflow-jobs",
        label: "workflowJobs",
        icon: "tasks",
        anyOf: ["Workflow.Job.Read"],
        feature: "Workflow",
      },
      {
        route: "module-groups",
        label: "moduleGroups",
        icon: "folder open outline",
        anyOf: moduleRead,
        feature: "Workflow",
      },
      { route: "module-tags", label: "moduleTags", icon: "tags", anyOf: moduleRead, feature: "Workflow" },
      {
        route: "navigator-board",
        label: "navigatorBoard",
        icon: "compass outline",
        anyOf: moduleRead,
        feature: "Workflow",
      },
      {
        route: "processors",
        label: "processors",
        icon: "microchip",
        anyOf: ["Workflow.Job.Task.Processor.Read"],
        feature: "Workflow",
      },
      {
        route: "container-images",
        label: "containerImages",
        icon: "docker",
        anyOf: ["Workflow.Job.Task.ContainerImage.Read"],
        feature: "Workflow",
      },
    ],
  },
  {
    id: "datasets",
    label: "datasets",
    icon: "database",
    children: [
      {
        route: "datasets/public",
        label: "datasetsPublic",
        icon: "globe",
        anyOf: dataRead,
        feature: "Workflow",
      },
      {
        route: "datasets/private",
        label: "datasetsPrivate",
        icon: "lock",
        anyOf: dataRead,
        feature: "Workflow",
      },
      {
        route: "datasets/temporary",
        label: "datasetsTemporary",
        icon: "clock outline",
        anyOf: dataRead,
        feature: "Workflow",
      },
      {
        route: "datasets/module-demo",
        label: "datasetsModuleDemo",
        icon: "cubes",
        anyOf: dataRead,
        feature: "Workflow",
      },
      { route: "chart-tool", label: "chartTool", icon: "chart bar", anyOf: dataRead, feature: "Workflow" },
    ],
  },
  {
    id: "homeContent",
    label: "homeContent",
    icon: "newspaper outline",
    children: [
      {
        route: "map-library",
        label: "mapLibrary",
        icon: "sitemap",
        anyOf: ["Cms.MapLibrary.Read"],
        feature: "Cms",
      },
      {
        route: "text-library",
        label: "textLibrary",
        icon: "file alternate outline",
        anyOf: ["Cms.TextLibrary.Read"],
        feature: "Cms",
      },
      {
        route: "file-library",
        label: "fileLibrary",
        icon: "folder open outline",
        anyOf: ["Cms.FileLibrary.Read"],
        feature: "Cms",
      },
    ],
  },
  {
    id: "users",
    label: "users",
    icon: "users",
    children: [
      { route: "normal-user", label: "normalUser", icon: "user", anyOf: ["User.Read"] },
      { route: "system-user", label: "systemUser", icon: "user secret", anyOf: ["Sys.User.Read"] },
      { route: "user-session", label: "userSession", icon: "plug", anyOf: userOrSys },
      { route: "login-logs", label: "loginLogs", icon: "history", anyOf: userOrSys },
      { route: "login-policy", label: "loginPolicy", icon: "shield", anyOf: ["Sys.User.Read"] },
      { route: "feedback", label: "feedback", icon: "comments outline", anyOf: ["User.Feedback.Read"] },
    ],
  },
  {
    id: "access",
    label: "access",
    icon: "key",
    children: [
      { route: "roles", label: "roles", icon: "id badge", anyOf: ["Sys.User.Read"] },
      { route: "permission-group", label: "permissionGroup", icon: "object group", anyOf: ["Sys.User.Read"] },
      { route: "permission", label: "permission", icon: "list", anyOf: ["Sys.User.Read"] },
    ],
  },
  {
    id: "system",
    label: "system",
    icon: "settings",
    children: [
      {
        route: "system-config",
        label: "systemConfig",
        icon: "sliders horizontal",
        // The calc-metric tab is read with the module permission.
        anyOf: ["Sys.Config.Read", "Workflow.Job.Task.Module.Read"],
      },
    ],
  },
];

const frontendMenu: readonly MenuEntry[] = [
  { route: "navigator", label: "navigator", icon: "compass outline", home: true },
  { route: "modules", label: "modules", icon: "cubes", feature: "Workflow" },
  { route: "templates", label: "templates", icon: "sitemap", feature: "Workflow" },
  { route: "datasets", label: "datasets", icon: "database", feature: "Workflow" },
  { route: "jobs", label: "jobs", icon: "tasks", feature: "Workflow" },
  { route: "processors", label: "processors", icon: "microchip", feature: "Workflow" },
  { route: "chart-tool", label: "chartTool", icon: "chart bar", feature: "Workflow" },
  { route: "profile", label: "profile", icon: "user circle" },
  { route: "api-tokens", label: "apiTokens", icon: "key" },
  { route: "my-sessions", label: "mySessions", icon: "plug" },
  { route: "feedback", label: "feedback", icon: "comments outline" },
];

function allowed(leaf: MenuLeaf, session: Session): boolean {
  if (leaf.feature && !session.feature(leaf.feature)) return false;
  return !leaf.anyOf || leaf.anyOf.some((perm) => session.can(perm));
}

/** The menu of the session's stage, reduced to what it may see; empty groups disappear. */
export function menuFor(session: Session): MenuEntry[] {
  const source = session.stage === "system" ? systemMenu : frontendMenu;
  const result: MenuEntry[] = [];
  for (const entry of source) {
    if (isGroup(entry)) {
      const children = entry.children.filter((leaf) => allowed(leaf, session));
      if (children.length > 0) result.push({ ...entry, children });
    } else if (allowed(entry, session)) {
      result.push(entry);
    }
  }
  return result;
}

/** The first screen a back-office user may open, or null when they hold no permission at all. */
export function firstAllowedRoute(session: Session): string | null {
  for (const entry of menuFor(session)) {
    if (isGroup(entry)) return entry.children[0]?.route ?? null;
    return entry.route;
  }
  return null;
}
