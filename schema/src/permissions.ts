/**
 * The admin permission catalogue of spec §6: dotted strings with Read, Update and Delete variants.
 * `Sys.User` (system users, roles, permission groups, sessions and login policy) extends the spec's
 * list: the spec leaves the rules of the role and permission screens open, and they need a permission
 * distinct from `User` (normal users) so that user support staff cannot grant themselves rights.
 */

export const permissionAreas = [
  "Cms.FileLibrary",
  "Cms.MapLibrary",
  "Cms.TextLibrary",
  "Dev",
  "Sys.App",
  "Sys.Config",
  "Sys.User",
  "User",
  "User.ExtInfo",
  "User.Feedback",
  "User.ResourcePack",
  "User.ResourcePack.Card",
  "Workflow.Job",
  "Workflow.Job.Task.ContainerImage",
  "Workflow.Job.Task.DataSourceFile",
  "Workflow.Job.Task.Module",
  "Workflow.Job.Task.Processor",
  "Workflow.Job.Template",
] as const;

export type PermissionArea = (typeof permissionAreas)[number];
export const permissionVerbs = ["Read", "Update", "Delete"] as const;
export type PermissionVerb = (typeof permissionVerbs)[number];

export type Permission = `${PermissionArea}.${PermissionVerb}` | "ControlPanel.Read";

export const allPermissions: readonly Permission[] = [
  "ControlPanel.Read",
  ...permissionAreas.flatMap((area) => permissionVerbs.map((verb) => `${area}.${verb}` as Permission)),
];

const permissionSet = new Set<string>(allPermissions);

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && permissionSet.has(value);
}
