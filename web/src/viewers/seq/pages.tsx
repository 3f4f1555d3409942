/**
 * The viewer pages (spec §2: relative paths seq, vec and bsab): the file choice above the viewer of
 * the route's file (`?file=`, `?task=&output=`) or of a local file.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Loader, Message } from "semantic-ui-react";
import { PageHeader } from "../../components/PageHeader";
import { useNs } from "../../i18n";
import { seqNs } from "./i18n";
import { SourcePicker, useRouteSource } from "./SourcePicker";
import { sourceKey, sourceName, type SeqSource, type SeqViewerProps } from "./source";

/** weSeq reads these on the gateway (docs/viewers.md); the browser reads FASTA and weseq. */
export const seqExtensions = ["fasta", "fa", "fst", "fna", "faa", "weseq", "gb", "gbk", "dna"] as const;
export const vecExtensions = ["gb", "gbk", "genbank", "dna", "weseq"] as const;
export const bsabExtensions = ["fasta", "fa", "fst", "faa", "weseq"] as const;
const localExtensions = ["fasta", "fa", "fst", "fna", "faa", "weseq"] as const;

const SeqViewerChunk = lazy(() => import("./SeqViewer").then((module) => ({ default: module.SeqViewer })));
const VecViewerChunk = lazy(() =>
  import("../vec/VecViewer").then((module) => ({ default: module.VecViewer })),
);
const BsabViewerChunk = lazy(() =>
  import("../bsab/BsabViewer").then((module) => ({ default: module.BsabViewer })),
);

function ViewerPage({
  viewer,
  extensions,
  local,
  Viewer,
  testId,
}: {
  viewer: "seq" | "vec" | "bsab";
  extensions: readonly string[];
  local: readonly string[];
  Viewer: ComponentType<SeqViewerProps>;
  testId: string;
}) {
  const { t } = useNs(seqNs);
  const navigate = useNavigate();
  const routeSource = useRouteSource();
  const [localSource, setLocalSource] = useState<SeqSource | null>(null);
  // A file named by the route replaces a local one.
  useEffect(() => {
    if (routeSource) setLocalSource(null);
  }, [routeSource]);
  const source = localSource ?? routeSource;
  return (
    <div data-testid={testId}>
      <PageHeader title={t(`${viewer}Title`)} intro={source ? sourceName(source) : t(`${viewer}Intro`)}>
        <Button basic icon="arrow left" content={t("back")} onClick={() => navigate(-1)} />
      </PageHeader>
      <SourcePicker
        extensions={extensions}
        localExtensions={local}
        onLocal={(file) => setLocalSource({ kind: "local", file })}
        testId={`${testId}-picker`}
      />
      {source ? (
        <Suspense fallback={<Loader active inline="centered" content={t("loading")} />}>
          <Viewer key={sourceKey(source)} source={source} />
        </Suspense>
      ) : (
        <Message info content={t("pickFirst")} />
      )}
    </div>
  );
}

export function SeqPage() {
  return (
    <ViewerPage
      viewer="seq"
      extensions={seqExtensions}
      local={localExtensions}
      Viewer={SeqViewerChunk}
      testId="seq-page"
    />
  );
}

export function VecPage() {
  return (
    <ViewerPage
      viewer="vec"
      extensions={vecExtensions}
      local={["weseq"]}
      Viewer={VecViewerChunk}
      testId="vec-page"
    />
  );
}

export function BsabPage() {
  return (
    <ViewerPage
      viewer="bsab"
      extensions={bsabExtensions}
      local={localExtensions}
      Viewer={BsabViewerChunk}
      testId="bsab-page"
    />
  );
}
