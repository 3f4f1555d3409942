/**
 * Data sets on the mobile site: the four kinds the desktop shows (my files, temporary, public, module
 * demo), a folder at a time (`?folder=a/b`) with its sub-folders and files, a page at a time; and a
 * file's details with its preview (SDF records for SDF files).
 */
import { useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { formatBytes, formatDateTime } from "../../components/format";
import { frontKinds, kindRoutes, routeOfKind } from "../../features/datasets/kinds";
import type { WhereGroupInput } from "../../graphql";
import {
  useDataFileQuery,
  useDataFilesQuery,
  useDataFoldersQuery,
} from "../../graphql/__generated__/documents/datasets";
import { dataFileDownloadUrl, dataFileReadUrl } from "../../viewers/dataFileUrls";
import { isSdfName } from "../../viewers/fileTypes";
import { BackLink, Fact, Facts, Loading, Notice, Pager } from "../bits";
import { childFolders, folderOf, folderPath } from "../routes";
import { Preview } from "../Preview";
import { SdfRecords } from "../SdfRecords";
import { useNs } from "../../i18n";
import { mobileNs } from "../i18n";
import { datasetsNs } from "../../features/datasets/i18n";

const pageSize = 20;

export function Datasets() {
  const { t } = useNs(mobileNs);
  const { t: filesT } = useNs(datasetsNs);
  const { kind: kindParam } = useParams();
  const [search] = useSearchParams();
  const kind = kindRoutes[kindParam ?? "private"] ?? "private";
  const parts = folderOf(search);
  const folderKey = parts.join("/");
  const [pages, setPages] = useState<Record<string, number>>({});
  const page = pages[`${kind}:${folderKey}`] ?? 1;
  const setPage = (next: number) => setPages((current) => ({ ...current, [`${kind}:${folderKey}`]: next }));

  const where = useMemo<WhereGroupInput[]>(
    () => [
      { logic: "AND", values: [{ name: "Kind", symbol: "=", value: kind }] },
      {
        logic: "AND",
        values:
          folderKey === ""
            ? [{ name: "Folder", symbol: "BLANK" }]
            : [{ name: "Folder", symbol: "=", value: folderKey }],
      },
    ],
    [kind, folderKey],
  );
  const files = useDataFilesQuery({
    variables: {
      query: {
        where,
        orderBy: [{ name: "Name", isAsc: true }],
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    },
    fetchPolicy: "cache-and-network",
  });
  const folders = useDataFoldersQuery({ variables: { kind }, fetchPolicy: "cache-and-network" });
  const subFolders = childFolders(folders.data?.dataFolders ?? [], parts);
  const data = files.data?.dataFiles;

  return (
    <div className="m-page" data-testid="m-datasets" data-kind={kind}>
      <h1 className="m-title">{filesT("files.title")}</h1>
      <div className="m-chips" role="tablist">
        {frontKinds.map((value) => (
          <Link
            key={value}
            to={folderPath(value, [])}
            role="tab"
            aria-selected={value === kind}
            className={value === kind ? "m-chip m-active" : "m-chip"}
            data-testid={`m-kind-${routeOfKind(value)}`}
          >
            {filesT(`files.kinds.${value}`)}
          </Link>
        ))}
      </div>
      <nav className="m-crumbs" aria-label={t("files.folder")} data-testid="m-crumbs">
        <Link to={folderPath(kind, [])}>{t("files.root")}</Link>
        {parts.map((part, index) => (
          <span key={index}>
            <span aria-hidden="true"> / </span>
            <Link to={folderPath(kind, parts.slice(0, index + 1))} className="m-break">
              {part}
            </Link>
          </span>
        ))}
      </nav>
      {!data ? (
        <Loading />
      ) : (
        <ul className="m-list" data-testid="m-files">
          {page === 1
            ? subFolders.map((name) => (
                <li key={`folder:${name}`}>
                  <Link
                    to={folderPath(kind, [...parts, name])}
                    className="m-row"
                    data-testid={`m-folder-${name}`}
                  >
                    <span className="m-folder-icon" aria-hidden="true" />
                    <span className="m-row-main">
                      <span className="m-row-title m-break">{name}</span>
                    </span>
                    <span className="m-chevron" aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))
            : null}
          {data.list.map((file) => (
            <li key={file.id}>
              <Link
                to={`/files/${encodeURIComponent(file.id)}`}
                className="m-row"
                data-testid={`m-file-${file.name}`}
              >
                <span className="m-file-icon" aria-hidden="true" />
                <span className="m-row-main">
                  <span className="m-row-title m-break">{file.name}</span>
                  <span className="m-muted m-small">
                    {formatBytes(file.size)} · {formatDateTime(file.updatedAt)}
                  </span>
                </span>
                <span className="m-chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
          {data.list.length === 0 && subFolders.length === 0 ? (
            <li>
              <p className="m-muted" data-testid="m-files-empty">
                {t("files.empty")}
              </p>
            </li>
          ) : null}
        </ul>
      )}
      {data ? (
        <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} testId="m-files-pager" />
      ) : null}
    </div>
  );
}

export function DataFile() {
  const { t } = useNs(mobileNs);
  const { t: filesT } = useNs(datasetsNs);
  const { id = "" } = useParams();
  const query = useDataFileQuery({ variables: { id }, skip: id === "", fetchPolicy: "cache-and-network" });
  const file = query.data?.dataFile ?? null;
  if (!file) {
    if (query.loading) return <Loading />;
    return (
      <div className="m-page">
        <BackLink to="/datasets">{filesT("files.title")}</BackLink>
        <Notice kind="warning" testId="m-not-found">
          {t("files.notFound")}
        </Notice>
      </div>
    );
  }
  const folder = file.folder ? file.folder.split("/").filter(Boolean) : [];
  const readUrl = dataFileReadUrl("frontend", file.id);
  const downloadUrl = dataFileDownloadUrl("frontend", file.id);
  return (
    <div className="m-page" data-testid="m-file" data-file={file.id}>
      <BackLink to={folderPath(file.kind, folder)} testId="m-file-back">
        {t("files.back")}
      </BackLink>
      <h1 className="m-title m-break" data-testid="m-file-name">
        {file.name}
      </h1>
      <section className="m-card">
        <Facts>
          <Fact label={t("files.kind")}>{filesT(`files.kinds.${file.kind}`)}</Fact>
          <Fact label={t("files.folder")}>{file.folder || "/"}</Fact>
          <Fact label={t("files.size")} testId="m-file-size">
            {formatBytes(file.size)}
          </Fact>
          <Fact label={t("files.type")}>{file.mime || "—"}</Fact>
          <Fact label={t("files.created")}>{formatDateTime(file.createdAt)}</Fact>
          <Fact label={t("files.updated")}>{formatDateTime(file.updatedAt)}</Fact>
          {file.tags.length > 0 ? <Fact label={t("files.tags")}>{file.tags.join(", ")}</Fact> : null}
          <Fact label="SHA-256">
            <span className="m-break m-mono">{file.sha256}</span>
          </Fact>
        </Facts>
        <a className="m-button m-block" href={downloadUrl} data-testid="m-file-download">
          {t("download")}
        </a>
      </section>
      <section className="m-section">
        <h2>{t("files.preview")}</h2>
        {isSdfName(file.name) ? (
          <SdfRecords source={{ kind: "file", fileId: file.id }} />
        ) : (
          <Preview target={{ name: file.name, size: file.size, readUrl, downloadUrl }} />
        )}
      </section>
    </div>
  );
}
