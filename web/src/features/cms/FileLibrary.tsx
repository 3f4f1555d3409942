/** The file library (home content): folders, upload with the shared Uploader, read, download, zip, usage. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { copyToClipboard } from "../../components/clipboard";
import { formatBytes, formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { StatusLabel } from "../../components/StatusLabel";
import { Uploader } from "../../components/Uploader";
import type { UploadEndpoint } from "../../components/upload/uploadProtocol";
import {
  useCmsFilesQuery,
  useRemoveCmsFileMutation,
  type CmsFileFieldsFragment,
  type QueryInput,
  type WhereGroupInput,
} from "../../graphql";
import { restPost } from "../../graphql/rest";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { FolderCrumbs, FolderTree } from "../datasets/FolderTree";

const base = "/api/sys/cms_file_library_file";

const endpoint: UploadEndpoint = {
  metaPath: `${base}/upload_meta?LibraryId=0`,
  chunkPath: `${base}/upload_file`,
};

function useUsage(): { used: number | null; refresh: () => void } {
  const [used, setUsed] = useState<number | null>(null);
  const refresh = useCallback(() => {
    restPost(`${base}/total_usage_size`, {})
      .then((data) => {
        const value = (data as { Used?: unknown } | null)?.Used;
        setUsed(typeof value === "number" ? value : null);
      })
      .catch(() => setUsed(null));
  }, []);
  useEffect(refresh, [refresh]);
  return { used, refresh };
}

export function FileLibrary() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "Name", isAsc: true } });
  const [folder, setFolder] = useState<readonly string[]>([]);
  const [allFolders, setAllFolders] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showUploader, setShowUploader] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const usage = useUsage();
  const canUpdate = session.can("Cms.FileLibrary.Update");
  const canDelete = session.can("Cms.FileLibrary.Delete");

  const query = useMemo<QueryInput>(() => {
    const scope: WhereGroupInput[] = allFolders
      ? []
      : [
          {
            logic: "AND",
            values:
              folder.length === 0
                ? [{ name: "Folder", symbol: "BLANK" }]
                : [{ name: "Folder", symbol: "=", value: folder.join("/") }],
          },
        ];
    return { ...table.query, where: [...scope, ...(table.query.where ?? [])] };
  }, [table.query, folder, allFolders]);
  const list = useCmsFilesQuery({ variables: { library: "file", query }, fetchPolicy: "cache-and-network" });
  // Folders come from the files themselves (the library has no folder list of its own).
  const all = useCmsFilesQuery({
    variables: { library: "file", query: { limit: 1000, orderBy: [{ name: "Folder", isAsc: true }] } },
    fetchPolicy: "cache-and-network",
  });
  const folders = useMemo(
    () => [
      ...new Set((all.data?.cmsFiles.list ?? []).map((file) => file.dirNames.join("/")).filter(Boolean)),
    ],
    [all.data],
  );
  const [remove] = useRemoveCmsFileMutation();
  const refresh = () => {
    void list.refetch();
    void all.refetch();
    usage.refresh();
  };

  const targetOf = (row: CmsFileFieldsFragment): PreviewTarget => ({
    name: row.name,
    size: row.size,
    readUrl: row.readUrl,
    downloadUrl: row.downloadUrl,
  });

  const open = (parts: readonly string[]) => {
    setFolder(parts);
    setAllFolders(false);
    table.setPage(1);
  };

  const columns = useMemo<Column<CmsFileFieldsFragment>[]>(
    () => [
      {
        key: "Name",
        title: t("common.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <a role="button" tabIndex={0} onClick={() => openPreview(targetOf(row), setPreview)}>
            {row.name}
          </a>
        ),
      },
      ...(allFolders
        ? [
            {
              key: "Folder",
              title: t("files.folder"),
              value: (row: CmsFileFieldsFragment) => row.dirNames.join("/"),
              sortable: true,
              filter: { kind: "string" as const },
            },
          ]
        : []),
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
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        collapsing: true,
      },
      {
        key: "CreatedAt",
        title: t("common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
    ],
    [t, allFolders],
  );

  const actions = (row: CmsFileFieldsFragment) => (
    <div className="action-buttons">
      <RowAction
        icon="eye"
        label={t("files.preview")}
        onClick={() => openPreview(targetOf(row), setPreview)}
        testId={`cms-file-preview-${row.id}`}
      />
      <a
        className="ui mini basic icon button"
        href={row.downloadUrl}
        title={t("files.download")}
        aria-label={t("files.download")}
      >
        <Icon name="download" />
      </a>
      <RowAction
        icon="linkify"
        label={t("cms.file.copyLink")}
        onClick={() => void copyToClipboard(row.readUrl)}
        testId={`cms-file-link-${row.id}`}
      />
      {canDelete ? (
        <ConfirmButton
          iconOnly
          icon="trash"
          label={t("common.remove")}
          question={t("common.confirmRemove", { name: row.name })}
          onConfirm={async () => {
            const result = await remove({ variables: { library: "file", id: row.id } });
            if (!result.error) refresh();
          }}
          testId={`cms-file-remove-${row.id}`}
        />
      ) : null}
    </div>
  );

  return (
    <div className="file-library" data-testid="file-library-page">
      <PageHeader title={t("cms.file.title")} intro={t("cms.file.intro")} />
      <div className="usage-bar" data-testid="cms-usage">
        <Icon name="disk" />
        {usage.used !== null ? t("files.usageNoQuota", { used: formatBytes(usage.used) }) : "…"}
      </div>
      <div className="datasets-layout">
        <aside className="datasets-tree">
          <FolderTree folders={folders} current={folder} onOpen={open} />
        </aside>
        <section className="datasets-main">
          <div className="datasets-bar">
            <FolderCrumbs current={folder} onOpen={open} />
            <Checkbox
              toggle
              label={t("files.allFolders")}
              checked={allFolders}
              onChange={(_event, data) => setAllFolders(Boolean(data.checked))}
            />
          </div>
          {showUploader && canUpdate ? (
            <Uploader
              endpoint={endpoint}
              dirNames={folder}
              onUploaded={refresh}
              onIdle={refresh}
              testId="cms-uploader"
            />
          ) : null}
          <ResourceTable
            table={table}
            columns={columns}
            rows={list.data?.cmsFiles.list ?? []}
            total={list.data?.cmsFiles.total ?? 0}
            loading={list.loading}
            onRefresh={refresh}
            selection={{ selected, onChange: setSelected }}
            actions={actions}
            testId="cms-files-table"
            toolbar={
              <>
                {canUpdate ? (
                  <Button
                    primary={!showUploader}
                    icon="upload"
                    content={t("files.upload")}
                    onClick={() => setShowUploader((value) => !value)}
                    data-testid="cms-files-upload"
                  />
                ) : null}
                <Button
                  as="a"
                  icon="file archive outline"
                  content={t("files.zip", { count: selected.size })}
                  disabled={selected.size === 0}
                  href={selected.size > 0 ? `${base}/zip_download/${[...selected].join(",")}` : undefined}
                  data-testid="cms-files-zip"
                />
              </>
            }
          />
        </section>
      </div>
      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}
