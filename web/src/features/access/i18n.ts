/** Strings of the back office's access screens: the login policy, roles, permission groups and the permission catalogue (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const accessEn = {
  policy: {
    title: "Login policy",
    intro: "Rules applied to every sign-in of the normal user and administrator sides.",
    failures: "Failed sign-ins",
    FailMax: "Failures allowed per account (0 = no limit)",
    FailWindowMinutes: "Counting window (minutes)",
    IpFailMax: "Failures allowed per IP address (0 = no limit)",
    addresses: "Addresses",
    IpAllow: "Allowed addresses (one per line; empty allows all)",
    IpDeny: "Denied addresses (one per line)",
    TimeWindows: "Sign-in time windows (server time; none = any time)",
    start: "From",
    end: "To",
    addWindow: "Add a window",
    sessionsTitle: "Sessions and passwords",
    SessionMax: "Concurrent sessions per account (0 = no limit)",
    SessionIdleHours: "Session lifetime without activity (hours)",
    PwdExpireDays: "Password expiry (days, 0 = never)",
  },
  roles: {
    title: "Permission roles",
    create: "New role",
    createTitle: "New role",
    editTitle: "Edit role {{name}}",
    groups: "Permission groups",
  },
  groups: {
    title: "Permission groups",
    create: "New group",
    createTitle: "New permission group",
    editTitle: "Edit group {{name}}",
    perms: "Permissions",
    permCount: "{{count}} permissions",
    selectArea: "All of {{area}}",
  },
  perms: {
    title: "Permission catalogue",
    intro:
      "Permissions are given through groups: a group holds permissions, a role holds groups, and a system user holds roles. Update covers creating and changing; Delete covers removing.",
    area: "Area",
    verb: "Operation",
    verbs: {
      Read: "Read",
      Update: "Update",
      Delete: "Delete",
    },
    areas: {
      ControlPanel: "Dashboard",
      "Cms.FileLibrary": "CMS file library",
      "Cms.MapLibrary": "CMS map library",
      "Cms.TextLibrary": "CMS text library",
      Dev: "Development",
      "Sys.App": "System applets",
      "Sys.Config": "System config",
      "Sys.User": "System users and access",
      User: "Normal users",
      "User.ExtInfo": "User extended info",
      "User.Feedback": "User feedback",
      "User.ResourcePack": "User resource packs",
      "User.ResourcePack.Card": "Recharge cards",
      "Workflow.Job": "Workflow jobs",
      "Workflow.Job.Task.ContainerImage": "Container images",
      "Workflow.Job.Task.DataSourceFile": "Data sets",
      "Workflow.Job.Task.Module": "Modules",
      "Workflow.Job.Task.Processor": "Processors",
      "Workflow.Job.Template": "Workflow templates",
    },
  },
} as const;

export type AccessCatalogue = Widen<typeof accessEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    access: AccessCatalogue;
  }
}

export const accessNs = defineNamespace("access", accessEn, () =>
  import("./i18nZh").then((module) => module.accessZh),
);
