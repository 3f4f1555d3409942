/** The actions of one data file row: preview, download, open as SDF or chart, favourite, edit, remove, recover. */
import { Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { RowAction, StatusAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { DataFileFieldsFragment, DataFileKind } from "../../graphql";
import { dataFileDownloadUrl } from "../../viewers/dataFileUrls";
import { isSdfName, isTableName } from "../../viewers/fileTypes";
import type { PreviewTarget } from "../../viewers/preview";
import { useNs } from "../../i18n";
import { projectsNs } from "../projects/i18n";
import { ownedKinds, type DataFileApi } from "./dataFileApi";
import type { DataFileDialog } from "./DataFileDialogHost";
import { datasetsNs } from "./i18n";

export interface DataFileRowActionsProps {
  readonly row: DataFileFieldsFragment;
  readonly api: DataFileApi;
  readonly kind: DataFileKind;
  readonly system: boolean;
  /** The caller owns the file (or works in the back office). */
  readonly mine: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly targetOf: (row: DataFileFieldsFragment) => PreviewTarget;
  readonly onPreview: (row: DataFileFieldsFragment) => void;
  readonly onDialog: (dialog: DataFileDialog) => void;
}

export function DataFileRowActions({
  row,
  api,
  kind,
  system,
  mine,
  canEdit,
  canDelete,
  targetOf,
  onPreview,
  onDialog: setDialog,
}: DataFileRowActionsProps) {
  const { t } = useNs(datasetsNs);
  const session = useSession();
  const { t: projectsText } = useNs(projectsNs);
  if (row.deletedAt) {
    return (
      <div className="action-buttons">
        {canDelete && mine ? (
          <>
            <RowAction
              icon="undo"
              color="green"
              label={t("translation:common.recover")}
              onClick={() =>
                void api.recover(row.id).then((ok) => {
                  if (ok) {
                    toast.success(t("files.recovered", { name: row.name }));
                    api.refetchAll();
                  }
                })
              }
              testId={`file-recover-${row.id}`}
            />
            <ConfirmButton
              iconOnly
              icon="trash alternate"
              color="red"
              label={t("files.purge")}
              question={t("files.confirmPurge", { name: row.name })}
              detail={t("files.purgeHint")}
              onConfirm={async () => {
                if (await api.purge(row.id)) api.refetchAll();
              }}
              testId={`file-purge-${row.id}`}
            />
          </>
        ) : null}
      </div>
    );
  }
  const editable = canEdit && mine;
  return (
    <div className="action-buttons">
      <RowAction
        icon="eye"
        label={t("files.preview")}
        onClick={() => onPreview(row)}
        testId={`file-preview-${row.id}`}
      />
      <a
        className="ui mini basic icon button"
        href={dataFileDownloadUrl(session.stage, row.id)}
        title={t("files.download")}
        aria-label={t("files.download")}
        data-testid={`file-download-${row.id}`}
      >
        <Icon name="download" />
      </a>
      {isSdfName(row.name) ? (
        <RowAction
          icon="cube"
          label={t("files.openSdf")}
          onClick={() => {
            const target = targetOf(row);
            if (target.sdfRoute) window.location.hash = `#${target.sdfRoute}`;
          }}
          testId={`file-sdf-${row.id}`}
        />
      ) : null}
      {isTableName(row.name) ? (
        <RowAction
          icon="chart bar"
          label={t("files.openChart")}
          onClick={() => {
            const target = targetOf(row);
            if (target.chartRoute) window.location.hash = `#${target.chartRoute}`;
          }}
          testId={`file-chart-${row.id}`}
        />
      ) : null}
      {!system ? (
        <RowAction
          icon={row.favorite ? "star" : "star outline"}
          color={row.favorite ? "yellow" : undefined}
          label={row.favorite ? t("files.unfavorite") : t("files.favorite")}
          onClick={() => void api.favorite(row.id, !row.favorite)}
          testId={`file-favorite-${row.id}`}
        />
      ) : null}
      {editable ? (
        <>
          <RowAction
            icon="i cursor"
            label={t("files.rename")}
            onClick={() => setDialog({ kind: "rename", row })}
            testId={`file-rename-${row.id}`}
          />
          <RowAction
            icon="folder open outline"
            label={t("files.move")}
            onClick={() => setDialog({ kind: "move", rows: [row] })}
            testId={`file-move-${row.id}`}
          />
          <RowAction
            icon="tags"
            label={t("files.tags")}
            onClick={() => setDialog({ kind: "tags", row })}
            testId={`file-tags-${row.id}`}
          />
        </>
      ) : null}
      {/* Only permanent files join a project: a temporary one stays its owner's (ProjectTemporaryFile). */}
      {!system && mine && row.kind !== "temporary" ? (
        <RowAction
          icon="users"
          label={projectsText("move.action")}
          onClick={() => setDialog({ kind: "project", row })}
          testId={`file-project-${row.id}`}
        />
      ) : null}
      {system && editable && !ownedKinds.includes(kind) ? (
        <StatusAction
          status={row.status}
          onToggle={(status) => void api.setStatus(row.id, status)}
          testId={`file-status-${row.id}`}
        />
      ) : null}
      {canDelete && mine ? (
        <ConfirmButton
          iconOnly
          icon="trash"
          label={t("translation:common.remove")}
          question={t("translation:common.confirmRemove", { name: row.name })}
          detail={t("files.removeHint")}
          onConfirm={async () => {
            if (await api.remove(row.id)) api.refetchAll();
          }}
          testId={`file-remove-${row.id}`}
        />
      ) : null}
    </div>
  );
}
