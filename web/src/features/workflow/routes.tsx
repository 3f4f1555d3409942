/** The workflow screens as the router uses them: the builder as a lazy chunk (@xyflow/react), and the shortcut. */
import { lazy, Suspense } from "react";
import { Navigate, useParams } from "react-router-dom";
import { Loader } from "semantic-ui-react";
import type { BuilderMode } from "./Builder";
import { workflowUrls } from "./urls";

const BuilderChunk = lazy(() => import("./Builder").then((module) => ({ default: module.WorkflowBuilder })));

export function LazyWorkflowBuilder({ mode }: { mode: BuilderMode }) {
  return (
    <Suspense fallback={<Loader active inline="centered" data-testid="wf-loading" />}>
      <BuilderChunk mode={mode} />
    </Suspense>
  );
}

/** /workflow/{templateId}: the template's run screen on the front-end stage (spec §2 shortcuts). */
export function WorkflowShortcut() {
  const { templateId } = useParams();
  return <Navigate to={workflowUrls.builder("frontend", templateId ?? "new")} replace />;
}
