/** The weDraw page (`#/frontend/home/draw`); `?file=<id>&name=<name>` opens a data set file. */
import { workflowFeature } from "@crucible/schema";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { dataFileReadUrl } from "../dataFileUrls";
import { DrawViewer } from "./DrawViewer";
import { useNs } from "../../i18n";
import { drawNs } from "./i18n";

export function DrawScreen() {
  const { t: text } = useNs(drawNs);
  const session = useSession();
  const [params] = useSearchParams();
  const file = params.get("file");
  const name = params.get("name");
  const source = useMemo(
    () => (file && name ? { url: dataFileReadUrl("frontend", file), name } : null),
    [file, name],
  );
  return (
    <div data-testid="draw-page">
      <PageHeader title={text("title")} intro={text("intro")} />
      <DrawViewer source={source} compact={!session.feature(workflowFeature)} />
    </div>
  );
}
