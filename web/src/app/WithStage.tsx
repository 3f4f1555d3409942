/** Routes under a stage (`/:stage/...`) read it here: any other value goes to the frontend's route. */
import type { ReactNode } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { isStage, type Stage } from "./paths";

/** Any stage other than frontend or system is redirected to the same route with frontend. */
export function WithStage({ render }: { render: (stage: Stage) => ReactNode }) {
  const { stage } = useParams();
  const location = useLocation();
  if (!isStage(stage)) {
    const rest = location.pathname.split("/").slice(2).join("/");
    return <Navigate to={`/frontend/${rest}${location.search}`} replace />;
  }
  return <>{render(stage)}</>;
}
