/** The public site's strings (navigation, the content pages, the module catalogue). */
import { defineNamespace, type Widen } from "../../i18n";

/** The public pages, in navigation order (spec §2), plus the module catalogue. */
export const publicPages = [
  "home",
  "workflow",
  "plans",
  "tools",
  "tutorial",
  "course",
  "about",
  "contact",
  "modules",
] as const;

export type PublicPage = (typeof publicPages)[number];

/** The pages whose whole content is texts of the text library named after the page. */
export type TextPage = "workflow" | "tutorial" | "course" | "about" | "contact";

export const publicEn = {
  nav: {
    home: "Home",
    workflow: "Workflow",
    plans: "Plans",
    tools: "Tools",
    tutorial: "Tutorials",
    course: "Courses",
    about: "About",
    contact: "Contact",
    modules: "Modules",
  },
  intro: {
    workflow: "How work flows on the platform: from data sets to modules, workflows, jobs and results.",
    tutorial: "Step-by-step guides to the platform.",
    course: "Courses on computational chemistry and molecular modelling.",
    about: "Who we are and what the platform is for.",
    contact: "How to reach us.",
  },
  toolsIntro: "Tools that work with the platform.",
  modulesIntro: "The modules anyone can run on the platform. Sign in to run one.",
  empty: "Nothing here yet.",
  emptyHint: "The administrators have not published content for this page.",
  loadFailed: "The content could not be loaded.",
  signIn: "Sign in",
  workspace: "Go to my workspace",
  back: "Back",
  toolMissing: "This tool does not exist or is no longer published.",
  openTool: "Open the tool",
  allTools: "All tools",
  search: "Search modules",
  noModules: "No public module matches.",
  moreModules: "Show more",
  allModules: "All modules",
  moduleMissing: "This module does not exist or is not public.",
  docs: "Documentation",
  noDocs: "This module has no documentation yet.",
  discount: "{{percent}}% off",
  run: "Run",
  runSignIn: "Sign in to run this module.",
  moduleCount_one: "{{count}} module",
  moduleCount_other: "{{count}} modules",
  price_one: "{{count}} token per CPU-second",
  price_other: "{{count}} tokens per CPU-second",
} as const;

/** The route of a public page. */
export function publicPath(page: PublicPage): string {
  return page === "modules" ? "/modules" : `/page/${page}`;
}

export type PublicCatalogue = Widen<typeof publicEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    public: PublicCatalogue;
  }
}

/** The public namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const publicNs = defineNamespace("public", publicEn, () =>
  import("./i18nZh").then((module) => module.publicZh),
);
