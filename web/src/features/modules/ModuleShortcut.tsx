/** The shortcut /module/{id}: the module's page in the front-end stage. */
import { Navigate, useParams } from "react-router-dom";
import { moduleUrls } from "./urls";

export function ModuleShortcut() {
  const { id = "" } = useParams();
  return <Navigate to={id === "" ? moduleUrls.catalogue() : moduleUrls.module(id)} replace />;
}
