/** weView as a plugin window (registered in ../windows/registry.ts). */
import { lazy } from "react";
import type { ViewerWindowDef } from "../windows/types";
import { inputName, viewPageRoute, type ViewInput } from "./sources";

const WeViewChunk = lazy(() => import("./WeView").then((module) => ({ default: module.WeView })));

export const weViewWindow: ViewerWindowDef<ViewInput> = {
  icon: "cube",
  title: inputName,
  Component: WeViewChunk,
  pageRoute: viewPageRoute,
};
