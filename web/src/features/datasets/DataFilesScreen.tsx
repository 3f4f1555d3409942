/**
 * One data set kind as a screen, for both stages: folder tree and breadcrumbs, upload into the current
 * folder, the ResourceTable with the spec's filters (name LIKE, size with units, dates, tags), preview,
 * download, zip of a selection, rename, move, tags, favourites, soft delete with the recycle bin
 * (recover, purge) and usage against the quota.
 * This shell holds the screen's state; the table's columns and actions, its bars and dialogs have their own files.
 */
import { ProjectPicker } from "../projects/ProjectPicker";
import { useState } from "react";
import { Message } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { ResourceTable } from "../../components/ResourceTable";
import { useResourceTable } from "../../components/table/useResourceTable";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import type { DataFileFieldsFragment, DataFileKind, DataFileUpdateInput } from "../../graphql";
import { dataFileDownloadUrl, dataFileReadUrl, dataFileZipUrl } from "../../viewers/dataFileUrls";
import { isSdfName, isTableName } from "../../viewers/fileTypes";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { seqViewerRoute } from "../../viewers/seq/routes";
import { ownedKinds, useDataFileApi } from "./dataFileApi";
import { useDataFileColumns } from "./dataFileColumns";
import { DataFileDialogHost, type DataFileDialog } from "./DataFileDialogHost";
import { DataFileRowActions } from "./DataFileRowActions";
import { uploadFile } from "../../components/upload/uploadProtocol";
import { DataFilesToolbar, FolderBar, startDownload } from "./DataFilesToolbar";
import { useDataFilesQuery, useUploadTarget } from "./dataFilesScope";
import { folderLeadingRows, FolderTree } from "./FolderTree";
import { StorageUsageBar } from "./StorageUsageBar";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

type Row = DataFileFieldsFragment;

export interface DataFilesScreenProps {
  readonly kind: DataFileKind;
  /** Users upload into private and temporary; the back office into public and module demo. */
  readonly canUpload: boolean;
  /** Rename, move, tag, remove (own files on the front end; Update/Delete in the back office). */
  readonly canEdit: boolean;
  readonly canDelete: boolean;
}

export function DataFilesScreen(props: DataFilesScreenProps) {
  const { t } = useNs(datasetsNs);
  const session = useSession();
  const system = session.stage === "system";
  const { kind } = props;
  const table = useResourceTable({ sort: { name: "Name", isAsc: true } });
  const [folder, setFolder] = useState<readonly string[]>([]);
  const [allFolders, setAllFolders] = useState(false);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  /** One project's files (issue 28 item 2), in every folder: other members' folders are not in the tree. */
  const [projectId, setProjectId] = useState<string | null>(null);
  const shared = !system && ownedKinds.includes(kind);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showUploader, setShowUploader] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [dialog, setDialog] = useState<DataFileDialog | null>(null);

  const query = useDataFilesQuery(table.query, {
    kind,
    folder,
    allFolders,
    favoritesOnly,
    system,
    projectId,
    shared,
  });

  const api = useDataFileApi(system, kind, query);
  const rows = api.rows;
  const mine = (row: Row) => system || (ownedKinds.includes(row.kind) && row.ownerId === session.user?.id);

  const open = (parts: readonly string[]) => {
    setFolder(parts);
    setAllFolders(false);
    table.setPage(1);
  };

  const { endpoint, projectName: uploadProjectName } = useUploadTarget(
    session.stage,
    kind,
    projectId,
    shared,
  );

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
    // An edited copy goes beside the file, where this user may upload.
    saveCopy: props.canUpload
      ? async (file, onProgress, signal) => {
          const created = await uploadFile(file, row.dirNames, endpoint, onProgress, signal);
          api.refetchAll();
          return created;
        }
      : undefined,
    seqRoute: seqViewerRoute(session.stage, row.name, { fileId: row.id }),
  });

  const usage = api.usage;
  const remaining =
    !system && usage?.quota !== null && usage?.quota !== undefined ? usage.quota - usage.used : null;

  const columns = useDataFileColumns({
    stage: session.stage,
    system,
    kind,
    allFolders,
    onPreview: (row) => openPreview(targetOf(row), setPreview),
    onOpenFolder: open,
  });

  const actions = (row: Row) => (
    <DataFileRowActions
      row={row}
      api={api}
      kind={kind}
      system={system}
      mine={mine(row)}
      canEdit={props.canEdit}
      canDelete={props.canDelete}
      targetOf={targetOf}
      onPreview={(file) => openPreview(targetOf(file), setPreview)}
      onDialog={setDialog}
    />
  );

  const selectedIds = [...selected];

  // The folders inside the current one head the list (the module demo files all sit in folders):
  // opening one lists its files and its own folders. Not over all folders, nor in the recycle bin.
  const folderRows =
    allFolders || table.deleted || table.page > 1 ? [] : folderLeadingRows(api.folders, folder, open);

  const saveUpdate = async (ids: readonly string[], input: DataFileUpdateInput) => {
    let ok = true;
    for (const id of ids) ok = (await api.update(id, input)) && ok;
    if (ok) {
      toast.success(t("translation:common.saved"));
      setDialog(null);
      api.refetchAll();
    }
  };

  return (
    <div className="datasets" data-testid={`datasets-${kind}`}>
      {usage ? <StorageUsageBar usage={usage} /> : null}
      <div className="datasets-layout">
        <aside className="datasets-tree">
          <FolderTree folders={api.folders} current={folder} onOpen={open} />
        </aside>
        <section className="datasets-main">
          <FolderBar
            folder={folder}
            onOpen={open}
            system={system}
            allFolders={allFolders}
            onAllFolders={setAllFolders}
            favoritesOnly={favoritesOnly}
            onFavoritesOnly={setFavoritesOnly}
          />
          {showUploader && props.canUpload && uploadProjectName !== null ? (
            <Message info size="small" data-testid="upload-into-project">
              {t("files.uploadIntoProject", { name: uploadProjectName })}
            </Message>
          ) : null}
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
            leadingRows={folderRows}
            {...(folderRows.length > 0
              ? { totalLabel: t("files.filesAndFolders", { count: api.total, folders: folderRows.length }) }
              : {})}
            actions={actions}
            testId="files-table"
            toolbar={
              <>
                {shared ? (
                  <ProjectPicker value={projectId} onChange={setProjectId} testId="files-project" />
                ) : null}
                <DataFilesToolbar
                  canUpload={props.canUpload}
                  showUploader={showUploader}
                  onToggleUploader={() => setShowUploader((value) => !value)}
                  selectedCount={selected.size}
                  onZip={() => startDownload(dataFileZipUrl(session.stage, selectedIds))}
                  onMoveSelected={
                    props.canEdit && (system || ownedKinds.includes(kind))
                      ? () =>
                          setDialog({ kind: "move", rows: api.rows.filter((row) => selected.has(row.id)) })
                      : null
                  }
                  onClearSelection={() => setSelected(new Set())}
                />
              </>
            }
          />
        </section>
      </div>
      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
      <DataFileDialogHost
        dialog={dialog}
        folders={api.folders}
        saving={api.saving}
        onClose={() => setDialog(null)}
        onSave={(ids, input) => void saveUpdate(ids, input)}
        onMovedToProject={() => {
          setDialog(null);
          api.refetchAll();
        }}
      />
    </div>
  );
}
