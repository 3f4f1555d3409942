/** The public site's strings in both languages (navigation, the content pages, the module catalogue). */
import { useTranslation } from "react-i18next";

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
  } satisfies Record<PublicPage, string>,
  intro: {
    workflow: "How work flows on the platform: from data sets to modules, workflows, jobs and results.",
    tutorial: "Step-by-step guides to the platform.",
    course: "Courses on computational chemistry and molecular modelling.",
    about: "Who we are and what the platform is for.",
    contact: "How to reach us.",
  } satisfies Record<TextPage, string>,
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
  moduleCount: (n: number) => (n === 1 ? "1 module" : `${n} modules`),
  noModules: "No public module matches.",
  moreModules: "Show more",
  allModules: "All modules",
  moduleMissing: "This module does not exist or is not public.",
  docs: "Documentation",
  noDocs: "This module has no documentation yet.",
  price: (tokens: number) => (tokens === 1 ? "1 token per CPU-second" : `${tokens} tokens per CPU-second`),
  discount: (percent: number) => `${percent}% off`,
  run: "Run",
  runSignIn: "Sign in to run this module.",
};

export type PublicText = typeof publicEn;

export const publicZh: PublicText = {
  nav: {
    home: "首页",
    workflow: "工作流",
    plans: "套餐",
    tools: "工具",
    tutorial: "教程",
    course: "课程",
    about: "关于我们",
    contact: "联系我们",
    modules: "模块",
  },
  intro: {
    workflow: "平台上的工作方式：从数据集到模块、工作流、任务和结果。",
    tutorial: "平台的分步使用指南。",
    course: "计算化学与分子模拟课程。",
    about: "我们是谁，平台为何而建。",
    contact: "联系我们的方式。",
  },
  toolsIntro: "与平台配合使用的工具。",
  modulesIntro: "所有人都能在平台上运行的模块。登录后即可运行。",
  empty: "这里还没有内容。",
  emptyHint: "管理员尚未为此页面发布内容。",
  loadFailed: "内容加载失败。",
  signIn: "登录",
  workspace: "进入工作台",
  back: "返回",
  toolMissing: "该工具不存在或已不再发布。",
  openTool: "打开工具",
  allTools: "全部工具",
  search: "搜索模块",
  moduleCount: (n) => `${n} 个模块`,
  noModules: "没有符合条件的公开模块。",
  moreModules: "显示更多",
  allModules: "全部模块",
  moduleMissing: "该模块不存在或未公开。",
  docs: "文档",
  noDocs: "该模块还没有文档。",
  price: (tokens) => `每 CPU 秒 ${tokens} 计算点`,
  discount: (percent) => `优惠 ${percent}%`,
  run: "运行",
  runSignIn: "登录后即可运行此模块。",
};

/** The strings of the current language (re-renders when the language changes). */
export function usePublicText(): PublicText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? publicZh : publicEn;
}

/** The route of a public page. */
export function publicPath(page: PublicPage): string {
  return page === "modules" ? "/modules" : `/page/${page}`;
}
