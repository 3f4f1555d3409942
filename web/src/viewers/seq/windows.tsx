/** weSeq, weVec and bsab as plugin windows (registered in ../windows/registry.ts). */
import { lazy } from "react";
import type { Stage } from "../../app/paths";
import { seqPageRoute } from "./routes";
import type { ViewerWindowDef } from "../windows/types";
import { sourceName, type SeqSource } from "./source";

const SeqWindowBody = lazy(() =>
  import("./SeqViewer").then((module) => ({
    default: ({ input }: { readonly input: SeqSource }) => <module.SeqViewer source={input} />,
  })),
);
const VecWindowBody = lazy(() =>
  import("../vec/VecViewer").then((module) => ({
    default: ({ input }: { readonly input: SeqSource }) => <module.VecViewer source={input} />,
  })),
);
const BsabWindowBody = lazy(() =>
  import("../bsab/BsabViewer").then((module) => ({
    default: ({ input }: { readonly input: SeqSource }) => <module.BsabViewer source={input} />,
  })),
);

/** The viewer's page for a source the gateway holds (a local file has no address). */
function pageRouteOf(viewer: "seq" | "vec" | "bsab") {
  return (source: SeqSource, stage: Stage): string | null =>
    source.kind === "local" ? null : seqPageRoute(stage, viewer, source.name, source);
}

export const seqWindow: ViewerWindowDef<SeqSource> = {
  icon: "dna",
  title: sourceName,
  Component: SeqWindowBody,
  pageRoute: pageRouteOf("seq"),
};

export const vecWindow: ViewerWindowDef<SeqSource> = {
  icon: "circle notch",
  title: sourceName,
  Component: VecWindowBody,
  pageRoute: pageRouteOf("vec"),
};

export const bsabWindow: ViewerWindowDef<SeqSource> = {
  icon: "sitemap",
  title: sourceName,
  Component: BsabWindowBody,
  pageRoute: pageRouteOf("bsab"),
};
