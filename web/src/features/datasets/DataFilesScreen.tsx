/**
 * One data set kind as a screen, for both stages: folder tree and breadcrumbs, upload into the current
 * folder, the ResourceTable with the spec's filters (name LIKE, size with units, dates, tags), preview,
 * download, zip of a selection, rename, move, tags, favourites, soft delete with the recycle bin
 * (recover, purge) and usage against the quota.
 */
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Icon, Label, Progress } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatBytes, formatDateTime } from "../../components/format";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction, StatusAction } from "../../components/RowAction";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import type { UploadEndpoint } from "../../components/upload/uploadProtocol";
import {
  useDataFilesQuery,
  useDataFoldersQuery,
  usePurgeDataFileMutation,
  useRecoverDataFileMutation,
  useRemoveDataFileMutation,
  useSetDataFileFavoriteMutation,
  useStorageUsageQuery,
  useSysDataFilesQuery,
  useSysDataFoldersQuery,
  useSysPurgeDataFileMutation,
  useSysRecoverDataFileMutation,
  useSysRemoveDataFileMutation,
  useSysSetDataFileStatusMutation,
  useSysStorageUsageQuery,
  useSysUpdateDataFileMutation,
  useUpdateDataFileMutation,
  type DataFileFieldsFragment,
  type DataFileKind,
  type DataFileUpdateInput,
  type QueryInput,
  type WhereGroupInput,
} from "../../graphql";
import {
  dataFileBase,
  dataFileDownloadUrl,
  dataFileReadUrl,
  dataFileZipUrl,
} from "../../viewers/dataFileUrls";
import { isSdfName, isTableName } from "../../viewers/fileTypes";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { MoveDialog, RenameDialog, TagsDialog } from "./DataFileDialogs";
import { FolderCrumbs, FolderTree } from "./FolderTree";

type Row = DataFileFieldsFragment;

type Dialog =
  | { readonly kind: "rename"; readonly row: Row }
  | { readonly kind: "move"; readonly rows: readonly Row[] }
  | { readonly kind: "tags"; readonly row: Row };

const ownedKinds: readonly DataFileKind[] = ["private", "temporary"];

/** The list, folders, usage and mutations of one side, behind one interface. */
function useDataFileApi(system: boolean, kind: DataFileKind, query: QueryInput) {
  const listOptions = { variables: { query }, fetchPolicy: "cache-and-network" as const };
  const userList = useDataFilesQuery({ ...listOptions, skip: system });
  const sysList = useSysDataFilesQuery({ ...listOptions, skip: !system });
  const userFolders = useDataFoldersQuery({
    variables: { kind },
    skip: system,
    fetchPolicy: "cache-and-network",
  });
  const sysFolders = useSysDataFoldersQuery({
    variables: { kind },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const userUsage = useStorageUsageQuery({
    variables: {},
    skip: system || !ownedKinds.includes(kind),
    fetchPolicy: "cache-and-network",
  });
  const sysUsage = useSysStorageUsageQuery({
    variables: { kind },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const [update, updateState] = useUpdateDataFileMutation();
  const [sysUpdate, sysUpdateState] = useSysUpdateDataFileMutation();
  const [remove] = useRemoveDataFileMutation();
  const [sysRemove] = useSysRemoveDataFileMutation();
  const [recover] = useRecoverDataFileMutation();
  const [sysRecover] = useSysRecoverDataFileMutation();
  const [purge] = usePurgeDataFileMutation();
  const [sysPurge] = useSysPurgeDataFileMutation();
  const [favorite] = useSetDataFileFavoriteMutation();
  const [setStatus] = useSysSetDataFileStatusMutation();

  const list = system ? sysList.data?.sysDataFiles : userList.data?.dataFiles;
  const usage = system ? sysUsage.data?.sysStorageUsage : userUsage.data?.storageUsage;
  const refetchAll = useCallback(() => {
    if (system) {
      void sysList.refetch();
      void sysFolders.refetch();
      void sysUsage.refetch();
    } else {
      void userList.refetch();
      void userFolders.refetch();
      if (ownedKinds.includes(kind)) void userUsage.refetch();
    }
  }, [system, kind, sysList, sysFolders, sysUsage, userList, userFolders, userUsage]);

  return {
    rows: list?.list ?? [],
    total: list?.total ?? 0,
    loading: system ? sysList.loading : userList.loading,
    folders: (system ? sysFolders.data?.sysDataFolders : userFolders.data?.dataFolders) ?? [],
    usage: usage ?? null,
    refetchAll,
    saving: updateState.loading || sysUpdateState.loading,
    update: async (id: string, input: DataFileUpdateInput) => {
      const result = system
        ? await sysUpdate({ variables: { id, input } })
        : await update({ variables: { id, input } });
      return !result.error;
    },
    remove: async (id: string) => {
      const result = system ? await sysRemove({ variables: { id } }) : await remove({ variables: { id } });
      return !result.error;
    },
    recover: async (id: string) => {
      const result = system ? await sysRecover({ variables: { id } }) : await recover({ variables: { id } });
      return !result.error;
    },
    purge: async (id: string) => {
      const result = system ? await sysPurge({ variables: { id } }) : await purge({ variables: { id } });
      return !result.error;
    },
    favorite: async (id: string, value: boolean) => {
      const result = await favorite({ variables: { id, favorite: value } });
      return !result.error;
    },
    setStatus: async (id: string, status: "ENABLED" | "DISABLED") => {
      const result = await setStatus({ variables: { id, status } });
      return !result.error;
    },
  };
}

function fileIcon(name: string) {
  if (isSdfName(name)) return "cube" as const;
  if (isTableName(name)) return "table" as const;
  if (/\.(png|jpe?g|gif|webp|svg|ico)$/i.test(name)) return "file image outline" as const;
  if (/\.(md|txt|log)$/i.test(name)) return "file alternate outline" as const;
  if (/\.(fasta|fa|fst)$/i.test(name)) return "dna" as const;
  if (/\.(zip|gz|tar|bz2|7z|rar)$/i.test(name)) return "file archive outline" as const;
  return "file outline" as const;
}

/** Clicks a same-origin link so that the browser downloads it (zip of a selection). */
function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noopener";
  link.setAttribute("download", "");
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export interface DataFilesScreenProps {
  readonly kind: DataFileKind;
  /** Users upload into private and temporary; the back office into public and module demo. */
  readonly canUpload: boolean;
  /** Rename, move, tag, remove (own files on the front end; Update/Delete in the back office). */
  readonly canEdit: boolean;
  readonly canDelete: boolean;
}

export function DataFilesScreen(props: DataFilesScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const system = session.stage === "system";
  const { kind } = props;
  const table = useResourceTable({ sort: { name: "Name", isAsc: true } });
  const [folder, setFolder] = useState<readonly string[]>([]);
  const [allFolders, setAllFolders] = useState(false);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showUploader, setShowUploader] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const statusOptions = useStatusOptions();

  const query = useMemo<QueryInput>(() => {
    const scope: WhereGroupInput[] = [{ logic: "AND", values: [{ name: "Kind", symbol: "=", value: kind }] }];
    if (!allFolders) {
      scope.push({
        logic: "AND",
        values:
          folder.length === 0
            ? [{ name: "Folder", symbol: "BLANK" }]
            : [{ name: "Folder", symbol: "=", value: folder.join("/") }],
      });
    }
    // Favourites are filtered on the server (the Favorite field is the caller's own flag).
    if (favoritesOnly && !system) {
      scope.push({ logic: "AND", values: [{ name: "Favorite", symbol: "=", value: "true" }] });
    }
    return { ...table.query, where: [...scope, ...(table.query.where ?? [])] };
  }, [table.query, kind, folder, allFolders, favoritesOnly, system]);

  const api = useDataFileApi(system, kind, query);
  const rows = api.rows;
  const mine = (row: Row) => system || (ownedKinds.includes(row.kind) && row.ownerId === session.user?.id);

  const open = (parts: readonly string[]) => {
    setFolder(parts);
    setAllFolders(false);
    table.setPage(1);
  };

  const targetOf = (row: Row): PreviewTarget => ({
    name: row.name,
    size: row.size,
    readUrl: dataFileReadUrl(session.stage, row.id),
    downloadUrl: dataFileDownloadUrl(session.stage, row.id),
    sdfRoute: isSdfName(row.name)
      ? `${paths.child(session.stage, `sdf-reader/${row.id}`)}?name=${encodeURIComponent(row.name)}`
      : null,
    chartRoute: isTableName(row.name)
      ? `${paths.child(session.stage, "chart-tool")}?file=${row.id}&name=${encodeURIComponent(row.name)}`
      : null,
  });

  const endpoint = useMemo<UploadEndpoint>(
    () => ({
      metaPath: `${dataFileBase(session.stage)}/upload_meta`,
      chunkPath: `${dataFileBase(session.stage)}/upload_file`,
      extra: { Kind: kind },
    }),
    [session.stage, kind],
  );

  const usage = api.usage;
  const remaining =
    !system && usage?.quota !== null && usage?.quota !== undefined ? usage.quota - usage.used : null;

  const columns = useMemo<Column<Row>[]>(() => {
    const result: Column<Row>[] = [
      {
        key: "Name",
        title: t("common.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <span className="file-name-cell">
            <Icon name={fileIcon(row.name)} color="grey" />
            <a
              role="button"
              tabIndex={0}
              onClick={() => openPreview(targetOf(row), setPreview)}
              data-testid={`file-open-${row.name}`}
            >
              {row.name}
            </a>
            {row.favorite ? <Icon name="star" color="yellow" className="fav-mark" /> : null}
          </span>
        ),
      },
    ];
    if (allFolders) {
      result.push({
        key: "Folder",
        title: t("files.folder"),
        value: (row) => row.folder,
        sortable: true,
        filter: { kind: "string" },
        render: (row) =>
          row.folder ? (
            <a role="button" tabIndex={0} onClick={() => open(row.dirNames)}>
              {row.folder}
            </a>
          ) : (
            "/"
          ),
      });
    }
    result.push(
      {
        key: "Size",
        title: t("files.size"),
        value: (row) => row.size,
        render: (row) => formatBytes(row.size),
        sortable: true,
        filter: { kind: "size" },
        collapsing: true,
      },
      {
        key: "Tags",
        title: t("files.tags"),
        value: (row) => row.tags.join(", "),
        render: (row) =>
          row.tags.map((tag) => (
            <Label key={tag} size="mini" basic>
              {tag}
            </Label>
          )),
        filter: { kind: "string" },
      },
    );
    if (system && !ownedKinds.includes(kind)) {
      result.push({
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        sortable: true,
        filter: { kind: "string", options: statusOptions },
        collapsing: true,
      });
    }
    if (system && ownedKinds.includes(kind)) {
      result.push({
        key: "OwnerId",
        title: t("files.owner"),
        value: (row) => (row.ownerId ? Number(row.ownerId) : null),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      });
    }
    result.push({
      key: "CreatedAt",
      title: t("common.createdAt"),
      value: (row) => row.createdAt,
      render: (row) => formatDateTime(row.createdAt),
      sortable: true,
      filter: { kind: "date" },
      collapsing: true,
    });
    return result;
    // targetOf and open only use state setters and the stage.
  }, [t, allFolders, system, kind, statusOptions, session.stage]);

  const actions = (row: Row) => {
    if (row.deletedAt) {
      return (
        <div className="action-buttons">
          {props.canDelete && mine(row) ? (
            <>
              <RowAction
                icon="undo"
                color="green"
                label={t("common.recover")}
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
    const editable = props.canEdit && mine(row);
    return (
      <div className="action-buttons">
        <RowAction
          icon="eye"
          label={t("files.preview")}
          onClick={() => openPreview(targetOf(row), setPreview)}
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
        {system && editable && !ownedKinds.includes(kind) ? (
          <StatusAction
            status={row.status}
            onToggle={(status) => void api.setStatus(row.id, status)}
            testId={`file-status-${row.id}`}
          />
        ) : null}
        {props.canDelete && mine(row) ? (
          <ConfirmButton
            iconOnly
            icon="trash"
            label={t("common.remove")}
            question={t("common.confirmRemove", { name: row.name })}
            detail={t("files.removeHint")}
            onConfirm={async () => {
              if (await api.remove(row.id)) api.refetchAll();
            }}
            testId={`file-remove-${row.id}`}
          />
        ) : null}
      </div>
    );
  };

  const selectedIds = [...selected];

  const saveUpdate = async (ids: readonly string[], input: DataFileUpdateInput) => {
    let ok = true;
    for (const id of ids) ok = (await api.update(id, input)) && ok;
    if (ok) {
      toast.success(t("common.saved"));
      setDialog(null);
      api.refetchAll();
    }
  };

  return (
    <div className="datasets" data-testid={`datasets-${kind}`}>
      {usage ? (
        <div className="usage-bar" data-testid="storage-usage">
          <Icon name="disk" />
          {usage.quota !== null ? (
            <>
              <span>
                {t("files.usage", { used: formatBytes(usage.used), quota: formatBytes(usage.quota) })}
              </span>
              <Progress
                percent={usage.quota > 0 ? Math.min(100, Math.round((usage.used / usage.quota) * 100)) : 0}
                size="tiny"
                color={usage.quota > 0 && usage.used / usage.quota > 0.9 ? "red" : "blue"}
                className="usage-progress"
              />
            </>
          ) : (
            <span>{t("files.usageNoQuota", { used: formatBytes(usage.used) })}</span>
          )}
        </div>
      ) : null}
      <div className="datasets-layout">
        <aside className="datasets-tree">
          <FolderTree folders={api.folders} current={folder} onOpen={open} />
        </aside>
        <section className="datasets-main">
          <div className="datasets-bar">
            <FolderCrumbs current={folder} onOpen={open} />
            <Checkbox
              toggle
              label={t("files.allFolders")}
              checked={allFolders}
              onChange={(_event, data) => setAllFolders(Boolean(data.checked))}
              data-testid="all-folders"
            />
            {!system ? (
              <Checkbox
                toggle
                label={t("files.favoritesOnly")}
                checked={favoritesOnly}
                onChange={(_event, data) => setFavoritesOnly(Boolean(data.checked))}
                data-testid="favorites-only"
              />
            ) : null}
          </div>
          {showUploader && props.canUpload ? (
            <Uploader
              endpoint={endpoint}
              dirNames={folder}
              remainingBytes={remaining}
              onUploaded={() => api.refetchAll()}
              onIdle={() => api.refetchAll()}
              testId="uploader"
            />
          ) : null}
          <ResourceTable
            table={table}
            columns={columns}
            rows={rows}
            total={api.total}
            loading={api.loading}
            recycleBin={props.canDelete}
            onRefresh={api.refetchAll}
            selection={{ selected, onChange: setSelected }}
            actions={actions}
            testId="files-table"
            toolbar={
              <>
                {props.canUpload ? (
                  <Button
                    primary={!showUploader}
                    icon="upload"
                    content={t("files.upload")}
                    onClick={() => setShowUploader((value) => !value)}
                    data-testid="files-upload"
                  />
                ) : null}
                <Button
                  icon="file archive outline"
                  content={t("files.zip", { count: selected.size })}
                  disabled={selected.size === 0}
                  onClick={() => startDownload(dataFileZipUrl(session.stage, selectedIds))}
                  data-testid="files-zip"
                />
                {props.canEdit && (system || ownedKinds.includes(kind)) ? (
                  <Button
                    icon="folder open outline"
                    content={t("files.moveSelected")}
                    disabled={selected.size === 0}
                    onClick={() =>
                      setDialog({ kind: "move", rows: api.rows.filter((row) => selected.has(row.id)) })
                    }
                    data-testid="files-move"
                  />
                ) : null}
                {selected.size > 0 ? (
                  <Button basic content={t("files.clearSelection")} onClick={() => setSelected(new Set())} />
                ) : null}
              </>
            }
          />
        </section>
      </div>
      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
      {dialog?.kind === "rename" ? (
        <RenameDialog
          name={dialog.row.name}
          saving={api.saving}
          onClose={() => setDialog(null)}
          onSave={(name) => void saveUpdate([dialog.row.id], { name })}
        />
      ) : null}
      {dialog?.kind === "move" ? (
        <MoveDialog
          title={t("files.moveTitle", { count: dialog.rows.length })}
          folder={dialog.rows[0]?.folder ?? ""}
          folders={api.folders}
          saving={api.saving}
          onClose={() => setDialog(null)}
          onSave={(dirNames) =>
            void saveUpdate(
              dialog.rows.map((row) => row.id),
              { dirNames },
            )
          }
        />
      ) : null}
      {dialog?.kind === "tags" ? (
        <TagsDialog
          name={dialog.row.name}
          tags={dialog.row.tags}
          saving={api.saving}
          onClose={() => setDialog(null)}
          onSave={(tags) => void saveUpdate([dialog.row.id], { tags })}
        />
      ) : null}
    </div>
  );
}
