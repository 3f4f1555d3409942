/** weDraw as a lazily loaded chunk: Ketcher and its Indigo WASM load only when an editor opens. */
import { lazy, Suspense } from "react";
import { Loader } from "semantic-ui-react";
import type { DrawViewerProps } from "./DrawViewer";

const DrawViewerChunk = lazy(() => import("./DrawViewer").then((module) => ({ default: module.DrawViewer })));

export function LazyDrawViewer(props: DrawViewerProps) {
  return (
    <Suspense fallback={<Loader active inline="centered" data-testid="draw-chunk-loading" />}>
      <DrawViewerChunk {...props} />
    </Suspense>
  );
}
