/** weView as a plugin window (registered in ../windows/registry.ts). */
import { lazy } from "react";
import type { ViewerWindowDef } from "../windows/types";
import { sourceName, viewPageRoute, type ViewSource } from "./sources";

const WeViewChunk = lazy(() => import("./WeView").then((module) => ({ default: module.WeView })));

export const weViewWindow: ViewerWindowDef<ViewSource> = {
  icon: "cube",
  title: sourceName,
  Component: WeViewChunk,
  pageRoute: viewPageRoute,
};
