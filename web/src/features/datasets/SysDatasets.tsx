/** Back-office data sets: public, private, temporary and module-demo files. */
import { Navigate, useParams } from "react-router-dom";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { useBilingual, useNs } from "../../i18n";
import { DataFilesScreen } from "./DataFilesScreen";
import { kindRoutes } from "./kinds";
import { sysDatasetLabels } from "./labels";
import { datasetsNs } from "./i18n";

export function SysDatasets() {
  const { t } = useNs(datasetsNs);
  const text = useBilingual();
  const session = useSession();
  const { kind: kindParam } = useParams();
  const kind = kindRoutes[kindParam ?? ""];
  if (!kind) return <Navigate to={paths.child("system", "not-found")} replace />;
  const shared = kind === "public" || kind === "module_demo";
  const canUpdate = session.can("Workflow.Job.Task.DataSourceFile.Update");
  return (
    <div data-testid={`sys-datasets-${kindParam ?? ""}`}>
      <PageHeader title={text(sysDatasetLabels[kind])} intro={t(`files.sysIntro.${kind}`)} />
      <DataFilesScreen
        key={kind}
        kind={kind}
        canUpload={shared && canUpdate}
        canEdit={canUpdate}
        canDelete={session.can("Workflow.Job.Task.DataSourceFile.Delete")}
      />
    </div>
  );
}
