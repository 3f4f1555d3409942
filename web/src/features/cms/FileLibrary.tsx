/** The file library (home content): folders, upload with the shared Uploader, read, download, zip, usage. */
import { restCalls, type CmsFileAnswer } from "@crucible/schema";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button, Checkbox, Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { copyToClipboard } from "../../components/clipboard";
import { formatBytes } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { Uploader } from "../../components/Uploader";
import type { UploadEndpoint } from "../../components/upload/uploadProtocol";
import type { CmsFileFieldsFragment, QueryInput, WhereGroupInput } from "../../graphql";
import { useCmsFilesQuery, useRemoveCmsFileMutation } from "../../graphql/__generated__/documents/cms";
import { callRest } from "../../graphql/rest";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { FolderCrumbs, FolderTree } from "../datasets/FolderTree";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";
import { datasetsNs } from "../datasets/i18n";

const base = "/api/sys/cms_file_library_file";

const endpoint: UploadEndpoint<{ readonly LibraryId?: number }, CmsFileAnswer> = {
  calls: restCalls.cmsFileUpload("file"),
  extra: { LibraryId: 0 },
};

/** The table's query narrowed to one folder (its path; null: every folder). */
function inFolder(query: QueryInput, folder: readonly string[] | null): QueryInput {
  if (folder === null) return query;
  const scope: WhereGroupInput = {
    logic: "AND",
    values:
      folder.length === 0
        ? [{ name: "Folder", symbol: "BLANK" }]
        : [{ name: "Folder", symbol: "=", value: folder.join("/") }],
  };
  return { ...query, where: [scope, ...(query.where ?? [])] };
}

function useUsage(): { used: number | null; refresh: () => void } {
  const [used, setUsed] = useState<number | null>(null);
  const refresh = useCallback(() => {
    callRest(restCalls.usage(base), {})
      .then((data) => setUsed(data.Used))
      .catch(() => setUsed(null));
  }, []);
  useEffect(refresh, [refresh]);
  return { used, refresh };
}

export function FileLibrary() {
  const { t } = useNs(cmsNs);
  const { t: filesT } = useNs(datasetsNs);
  const session = useSession();
  const [folder, setFolder] = useState<readonly string[]>([]);
  const [allFolders, setAllFolders] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showUploader, setShowUploader] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const usage = useUsage();
  const kit = useColumnKit();
  const canUpdate = session.can("Cms.FileLibrary.Update");
  const canDelete = session.can("Cms.FileLibrary.Delete");

  const screen = useResourceScreen({
    table: { sort: { name: "Name", isAsc: true } },
    useList: ({ variables, fetchPolicy }) =>
      useCmsFilesQuery({
        variables: { library: "file", query: inFolder(variables.query, allFolders ? null : folder) },
        fetchPolicy,
      }),
    pick: (data) => data.cmsFiles,
  });
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
  // The folders and the usage change with the files.
  const refreshAround = () => {
    void all.refetch();
    usage.refresh();
  };
  const refresh = () => {
    screen.refetch();
    refreshAround();
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
    screen.table.setPage(1);
  };

  const columns = useMemo<Column<CmsFileFieldsFragment>[]>(
    () => [
      kit.text("Name", t("translation:common.name"), (row) => row.name, {
        render: (row) => (
          <a role="button" tabIndex={0} onClick={() => openPreview(targetOf(row), setPreview)}>
            {row.name}
          </a>
        ),
      }),
      ...(allFolders
        ? [kit.text("Folder", filesT("files.folder"), (row: CmsFileFieldsFragment) => row.dirNames.join("/"))]
        : []),
      {
        key: "Size",
        title: filesT("files.size"),
        value: (row) => row.size,
        render: (row) => formatBytes(row.size),
        sortable: true,
        filter: { kind: "size" },
        collapsing: true,
      },
      kit.status({ sortable: undefined, filter: undefined, collapsing: true }),
      kit.createdAt({ collapsing: true }),
    ],
    [t, kit, allFolders],
  );

  return (
    <ResourceScreen
      className="file-library"
      testId="file-library-page"
      title={t("file.title")}
      intro={t("file.intro")}
      above={
        <div className="usage-bar" data-testid="cms-usage">
          <Icon name="disk" />
          {usage.used !== null ? filesT("files.usageNoQuota", { used: formatBytes(usage.used) }) : "…"}
        </div>
      }
      frame={(table) => (
        <div className="datasets-layout">
          <aside className="datasets-tree">
            <FolderTree folders={folders} current={folder} onOpen={open} />
          </aside>
          <section className="datasets-main">
            <div className="datasets-bar">
              <FolderCrumbs current={folder} onOpen={open} />
              <Checkbox
                toggle
                label={filesT("files.allFolders")}
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
            {table}
          </section>
        </div>
      )}
      {...screen.list(columns)}
      onRefresh={refresh}
      selection={{ selected, onChange: setSelected }}
      tableTestId="cms-files-table"
      toolbar={
        <>
          {canUpdate ? (
            <Button
              primary={!showUploader}
              icon="upload"
              content={filesT("files.upload")}
              onClick={() => setShowUploader((value) => !value)}
              data-testid="cms-files-upload"
            />
          ) : null}
          <Button
            as="a"
            icon="file archive outline"
            content={filesT("files.zip", { count: selected.size })}
            disabled={selected.size === 0}
            href={selected.size > 0 ? `${base}/zip_download/${[...selected].join(",")}` : undefined}
            data-testid="cms-files-zip"
          />
        </>
      }
      actions={{
        prefix: "cms-file",
        name: (row) => row.name,
        lead: (row) => (
          <>
            <RowAction
              icon="eye"
              label={filesT("files.preview")}
              onClick={() => openPreview(targetOf(row), setPreview)}
              testId={`cms-file-preview-${row.id}`}
            />
            <a
              className="ui mini basic icon button"
              href={row.downloadUrl}
              title={filesT("files.download")}
              aria-label={filesT("files.download")}
            >
              <Icon name="download" />
            </a>
            <RowAction
              icon="linkify"
              label={t("file.copyLink")}
              onClick={() => void copyToClipboard(row.readUrl)}
              testId={`cms-file-link-${row.id}`}
            />
          </>
        ),
        remove: canDelete
          ? {
              run: async (row) => {
                const result = await screen.run(remove({ variables: { library: "file", id: row.id } }));
                if (!result.error) refreshAround();
              },
            }
          : undefined,
      }}
    >
      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
    </ResourceScreen>
  );
}
