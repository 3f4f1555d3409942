/** The front-end data set screen: my files, temporary files, public files and module demos. */
import { useNavigate, useParams } from "react-router-dom";
import { Menu } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { PageHeader } from "../../components/PageHeader";
import { DataFilesScreen } from "./DataFilesScreen";
import { frontKinds, kindRoutes, routeOfKind } from "./kinds";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

export function Datasets() {
  const { t } = useNs(datasetsNs);
  const navigate = useNavigate();
  const { kind: kindParam } = useParams();
  const kind = kindRoutes[kindParam ?? "private"] ?? "private";
  const owned = kind === "private" || kind === "temporary";
  return (
    <div data-testid="datasets-page">
      <PageHeader title={t("files.title")} intro={t("files.intro")} />
      <Menu pointing secondary className="kind-tabs">
        {frontKinds.map((value) => (
          <Menu.Item
            key={value}
            active={value === kind}
            onClick={() => navigate(paths.child("frontend", `datasets/${routeOfKind(value)}`))}
            data-testid={`kind-${routeOfKind(value)}`}
          >
            {t(`files.kinds.${value}`)}
          </Menu.Item>
        ))}
      </Menu>
      <DataFilesScreen key={kind} kind={kind} canUpload={owned} canEdit={owned} canDelete={owned} />
    </div>
  );
}
