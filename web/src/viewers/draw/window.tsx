/** weDraw as a plugin window (registered in ../windows/registry.ts): empty, or a data set file. */
import { lazy } from "react";
import { paths, type Stage } from "../../app/paths";
import { useSession } from "../../app/session";
import { dataFileReadUrl } from "../dataFileUrls";
import type { ViewerWindowDef } from "../windows/types";

/** What a weDraw window opens: a data set file, or nothing (a new drawing). */
export interface DrawWindowInput {
  readonly fileId?: string;
  readonly name?: string;
}

const DrawViewerChunk = lazy(() => import("./DrawViewer").then((module) => ({ default: module.DrawViewer })));

function DrawWindowBody({ input }: { readonly input: DrawWindowInput }) {
  const session = useSession();
  const source =
    input.fileId && input.name
      ? { url: dataFileReadUrl(session.stage, input.fileId), name: input.name }
      : null;
  return <DrawViewerChunk source={source} compact={session.stage === "system"} />;
}

export const drawWindow: ViewerWindowDef<DrawWindowInput> = {
  icon: "pencil",
  title: (input) => input.name ?? "weDraw",
  Component: DrawWindowBody,
  pageRoute: (input: DrawWindowInput, stage: Stage) =>
    input.fileId && input.name
      ? `${paths.child(stage, "draw")}?${new URLSearchParams({ file: input.fileId, name: input.name }).toString()}`
      : paths.child(stage, "draw"),
};
