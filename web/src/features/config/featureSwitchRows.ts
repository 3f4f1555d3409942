import type { FeatureSwitches as Switches } from "@crucible/schema";
import type { ConfigCatalogue } from "./i18n";

export const switchRows: { path: string; label: keyof ConfigCatalogue["config"]["features"] }[] = [
  { path: "Cms", label: "Cms" },
  { path: "Workflow", label: "Workflow" },
  { path: "UserResourcePack", label: "UserResourcePack" },
  { path: "Sys.App", label: "SysApp" },
  { path: "Sys.User.ExtInfo", label: "SysUserExtInfo" },
];

export function readSwitch(switches: Switches, path: string): boolean {
  switch (path) {
    case "Cms":
      return switches.Cms.Enabled;
    case "Workflow":
      return switches.Workflow.Enabled;
    case "UserResourcePack":
      return switches.UserResourcePack.Enabled;
    case "Sys.App":
      return switches.Sys.App.Enabled;
    default:
      return switches.Sys.User.ExtInfo.Enabled;
  }
}

export function writeSwitch(switches: Switches, path: string, on: boolean): Switches {
  const Enabled = on;
  switch (path) {
    case "Cms":
      return { ...switches, Cms: { Enabled } };
    case "Workflow":
      return { ...switches, Workflow: { Enabled } };
    case "UserResourcePack":
      return { ...switches, UserResourcePack: { Enabled } };
    case "Sys.App":
      return { ...switches, Sys: { ...switches.Sys, App: { Enabled } } };
    default:
      return { ...switches, Sys: { ...switches.Sys, User: { ExtInfo: { Enabled } } } };
  }
}
