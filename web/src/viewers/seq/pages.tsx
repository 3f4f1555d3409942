/**
 * The viewer pages (spec §2: relative paths seq, vec and bsab): the file choice above the viewer of
 * the route's file (`?file=`, `?task=&output=`) or of a local file.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Loader, Message } from "semantic-ui-react";
import { PageHeader } from "../../components/PageHeader";
import { useSeqText, type SeqText } from "./i18n";
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
  title,
  intro,
  extensions,
  local,
  Viewer,
  testId,
}: {
  title: (t: SeqText) => string;
  intro: (t: SeqText) => string;
  extensions: readonly string[];
  local: readonly string[];
  Viewer: ComponentType<SeqViewerProps>;
  testId: string;
}) {
  const t = useSeqText();
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
      <PageHeader title={title(t)} intro={source ? sourceName(source) : intro(t)}>
        <Button basic icon="arrow left" content={t.back} onClick={() => navigate(-1)} />
      </PageHeader>
      <SourcePicker
        extensions={extensions}
        localExtensions={local}
        onLocal={(file) => setLocalSource({ kind: "local", file })}
        testId={`${testId}-picker`}
      />
      {source ? (
        <Suspense fallback={<Loader active inline="centered" content={t.loading} />}>
          <Viewer key={sourceKey(source)} source={source} />
        </Suspense>
      ) : (
        <Message info content={t.pickFirst} />
      )}
    </div>
  );
}

export function SeqPage() {
  return (
    <ViewerPage
      title={(t) => t.seqTitle}
      intro={(t) => t.seqIntro}
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
      title={(t) => t.vecTitle}
      intro={(t) => t.vecIntro}
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
      title={(t) => t.bsabTitle}
      intro={(t) => t.bsabIntro}
      extensions={bsabExtensions}
      local={localExtensions}
      Viewer={BsabViewerChunk}
      testId="bsab-page"
    />
  );
}
