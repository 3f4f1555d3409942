/** An applet as a plugin window (registered in viewers/windows/registry.ts as "app"). */
import { lazy } from "react";
import { paths, type Stage } from "../../app/paths";
import type { ViewerWindowDef } from "../../viewers/windows/types";

/** What an applet window opens: the applet's sandboxed page. */
export interface AppWindowInput {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}

const BundleFrameChunk = lazy(() =>
  import("./BundleFrame").then((module) => ({ default: module.BundleFrame })),
);

function AppWindowBody({ input }: { readonly input: AppWindowInput }) {
  return <BundleFrameChunk url={input.url} title={input.title} testId={`applet-frame-${input.id}`} />;
}

export const appWindow: ViewerWindowDef<AppWindowInput> = {
  icon: "puzzle piece",
  title: (input) => input.title,
  Component: AppWindowBody,
  pageRoute: (input: AppWindowInput, stage: Stage) => paths.child(stage, `apps/${input.id}`),
};
