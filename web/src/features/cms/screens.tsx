/** The CMS libraries behind the public site (back office). */
import { cmsFeature } from "@crucible/schema";
import { defineScreenGroup, lazyScreen, type ScreenGroup } from "../../app/screen";

const group: ScreenGroup = { stage: "system", feature: cmsFeature };

export const screens = defineScreenGroup(group, [
  {
    route: "site-pages",
    anyOf: ["Cms.TextLibrary.Read"],
    Component: lazyScreen(
      () => import("./SitePages"),
      (m) => m.SitePages,
    ),
    menu: {
      label: { en: "Public pages", zh: "公共页面" },
      icon: "file outline",
      group: "homeContent",
      rank: 1,
    },
  },
  {
    route: "site-tools",
    anyOf: ["Cms.MapLibrary.Read"],
    Component: lazyScreen(
      () => import("./SiteTools"),
      (m) => m.SiteTools,
    ),
    menu: { label: { en: "Tools", zh: "工具" }, icon: "wrench", group: "homeContent", rank: 2 },
  },
  {
    route: "map-library",
    anyOf: ["Cms.MapLibrary.Read"],
    Component: lazyScreen(
      () => import("./MapLibrary"),
      (m) => m.MapLibrary,
    ),
    menu: { label: { en: "Map library", zh: "映射库" }, icon: "sitemap", group: "homeContent", rank: 10 },
  },
  {
    route: "text-library",
    anyOf: ["Cms.TextLibrary.Read"],
    Component: lazyScreen(
      () => import("./TextLibrary"),
      (m) => m.TextLibrary,
    ),
    menu: {
      label: { en: "Text library", zh: "文本库" },
      icon: "file alternate outline",
      group: "homeContent",
      rank: 20,
    },
  },
  {
    route: "file-library",
    anyOf: ["Cms.FileLibrary.Read"],
    Component: lazyScreen(
      () => import("./FileLibrary"),
      (m) => m.FileLibrary,
    ),
    menu: {
      label: { en: "File library", zh: "文件库" },
      icon: "folder open outline",
      group: "homeContent",
      rank: 30,
    },
  },
]);
