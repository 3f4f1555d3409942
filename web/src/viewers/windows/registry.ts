/**
 * The viewers that open in plugin windows, one line each: the key is the viewer page's relative path
 * (spec §2: view, draw, seq, vec, bsab). A viewer's entry (`ViewerWindowDef`) lives in its own folder.
 */
import { appWindow } from "../../features/apps/window";
import { drawWindow } from "../draw/window";
import { bsabWindow, seqWindow, vecWindow } from "../seq/windows";
import { weViewWindow } from "../view/window";
import type { ViewerWindowDef } from "./types";

const registered = {
  view: weViewWindow,
  draw: drawWindow,
  seq: seqWindow,
  vec: vecWindow,
  bsab: bsabWindow,
  app: appWindow,
};

type InputOf<Def> = Def extends ViewerWindowDef<infer Input> ? Input : never;

/** What each viewer opens (a file, a task output...), by key. */
export type ViewerInputs = { [K in keyof typeof registered]: InputOf<(typeof registered)[K]> };
export type ViewerKey = keyof ViewerInputs;

export const viewerWindows: { readonly [K in ViewerKey]: ViewerWindowDef<ViewerInputs[K]> } = registered;
