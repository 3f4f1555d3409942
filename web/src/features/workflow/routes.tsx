/** /workflow/{templateId}, the public shortcut to a template (the screens are in screens.tsx). */
import { Navigate, useParams } from "react-router-dom";
import { workflowUrls } from "./urls";

/** /workflow/{templateId}: the template's run screen on the front-end stage (spec §2 shortcuts). */
export function WorkflowShortcut() {
  const { templateId } = useParams();
  return <Navigate to={workflowUrls.builder("frontend", templateId ?? "new")} replace />;
}
