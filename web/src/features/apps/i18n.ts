/** The applet and UI pack screens' strings (loaded with the feature's chunks). */
import { useTranslation } from "react-i18next";
import { defineNamespace, type Widen } from "../../i18n";

export const appsEn = {
  title: "System applets",
  intro:
    "Applets open from the users' or the administrators' menu: an uploaded bundle (a zip with index.html) runs in a sandboxed frame, a link opens in a new window.",
  add: "New applet",
  edit: "Edit applet",
  name: "Name (Chinese)",
  englishName: "English name",
  icon: "Icon (Semantic UI name)",
  svgIcon: "SVG icon",
  kind: "Kind",
  kindBundle: "Uploaded bundle",
  kindLink: "Outside link",
  link: "Address (http or https)",
  side: "Menu",
  sideUser: "Users (front end)",
  sideSys: "Administrators (back office)",
  groups: "Permission groups that see it (none: every administrator)",
  groupsUnavailable: "Listing permission groups needs Sys.User.Read; the groups already chosen are kept.",
  status: "Status",
  order: "Order",
  url: "Opens",
  noBundle: "No bundle yet",
  upload: "Upload bundle (.zip)",
  uploading: "Uploading {{percent}}%",
  uploaded: "The bundle was published.",
  bundleLimits: "A zip of at most {{mb}} MB and {{entries}} files, with index.html.",
  saved: "The applet was saved.",
  enable: "Enable",
  disable: "Disable",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  removeConfirm: "Remove the applet “{{name}}”?",
  removed: "The applet was removed.",
  open: "Open",
  openWindow: "Open in a new window",
  required: "Required",
  applets: "Applets",
  noApplet: "This applet is not available.",
  frameTitle: "Applet {{name}}",
  packsTitle: "Development: UI packs",
  packsIntro:
    "Versioned front-end packs (a zip of static files with index.html) for a module's custom run form or result view. They run sandboxed and talk to the page by messages only (docs/apps.md).",
  newPack: "New pack",
  packName: "Name (letters, digits, - and _)",
  remark: "Remark",
  versions: "Versions",
  version: "Version",
  newVersion: "Upload a version",
  versionLabel: "Version label (1.2.0)",
  chooseZip: "Choose the zip",
  active: "Active",
  activate: "Activate",
  activated: "Version {{version}} is active.",
  rollback: "Roll back",
  rolledBack: "Rolled back to {{version}}.",
  noVersion: "No version yet.",
  files: "Files",
  size: "Size",
  created: "Created",
  preview: "Preview",
  packRemoveConfirm: "Delete the pack “{{name}}” and all its versions?",
  packRemoved: "The pack was deleted.",
  packSaved: "The pack was created.",
} as const;

/** An applet's title in the current language: the Chinese name in Chinese, the English name otherwise. */
export function useAppTitle(): (app: { readonly name: string; readonly englishName: string }) => string {
  const { i18n } = useTranslation();
  return (app) => (i18n.language === "zh-CN" ? app.name : app.englishName) || app.name || app.englishName;
}

export type AppsCatalogue = Widen<typeof appsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    apps: AppsCatalogue;
  }
}

/** The apps namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const appsNs = defineNamespace("apps", appsEn, () =>
  import("./i18nZh").then((module) => module.appsZh),
);
