/** The viewers as lazily loaded chunks (papaparse, marked, @nivo load only when a viewer opens). */
import { lazy, Suspense } from "react";
import { Loader } from "semantic-ui-react";
import type { PreviewTarget } from "./preview";
import type { SdfReaderProps } from "./SdfReader";

const FilePreviewChunk = lazy(() =>
  import("./FilePreview").then((module) => ({ default: module.FilePreview })),
);
const SdfReaderChunk = lazy(() => import("./SdfReader").then((module) => ({ default: module.SdfReader })));
const ChartToolChunk = lazy(() => import("./ChartTool").then((module) => ({ default: module.ChartTool })));

function Loading() {
  return <Loader active inline="centered" data-testid="viewer-loading" />;
}

export function LazyFilePreview(props: { target: PreviewTarget; onClose: () => void }) {
  return (
    <Suspense fallback={<Loading />}>
      <FilePreviewChunk {...props} />
    </Suspense>
  );
}

/** The SDF reader of the route's data set file, or of a `source` (see SdfReaderProps). */
export function LazySdfReader(props: SdfReaderProps) {
  return (
    <Suspense fallback={<Loading />}>
      <SdfReaderChunk {...props} />
    </Suspense>
  );
}

export function LazyChartTool() {
  return (
    <Suspense fallback={<Loading />}>
      <ChartToolChunk />
    </Suspense>
  );
}
