/** The columns of the data files table: name (opens a preview), folder, size, tags, status, owner, date. */
import { useMemo } from "react";
import { Icon, Label } from "semantic-ui-react";
import type { Stage } from "../../app/paths";
import { formatBytes, formatDateTime } from "../../components/format";
import type { Column } from "../../components/table/column";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import type { DataFileFieldsFragment, DataFileKind } from "../../graphql";
import { isSdfName, isTableName } from "../../viewers/fileTypes";
import { ownedKinds } from "./dataFileApi";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

type Row = DataFileFieldsFragment;

function fileIcon(name: string) {
  if (isSdfName(name)) return "cube" as const;
  if (isTableName(name)) return "table" as const;
  if (/\.(png|jpe?g|gif|webp|svg|ico)$/i.test(name)) return "file image outline" as const;
  if (/\.(md|txt|log)$/i.test(name)) return "file alternate outline" as const;
  if (/\.(fasta|fa|fst)$/i.test(name)) return "dna" as const;
  if (/\.(zip|gz|tar|bz2|7z|rar)$/i.test(name)) return "file archive outline" as const;
  return "file outline" as const;
}

export interface DataFileColumnsOptions {
  readonly stage: Stage;
  readonly system: boolean;
  readonly kind: DataFileKind;
  /** A Folder column is shown (the list spans all folders). */
  readonly allFolders: boolean;
  readonly onPreview: (row: Row) => void;
  readonly onOpenFolder: (parts: readonly string[]) => void;
}

export function useDataFileColumns({
  stage,
  system,
  kind,
  allFolders,
  onPreview,
  onOpenFolder: open,
}: DataFileColumnsOptions): Column<Row>[] {
  const { t } = useNs(datasetsNs);
  const statusOptions = useStatusOptions();
  return useMemo<Column<Row>[]>(() => {
    const result: Column<Row>[] = [
      {
        key: "Name",
        title: t("translation:common.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <span className="file-name-cell">
            <Icon name={fileIcon(row.name)} color="grey" />
            <a
              role="button"
              tabIndex={0}
              onClick={() => onPreview(row)}
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
        title: t("translation:common.status"),
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
      title: t("translation:common.createdAt"),
      value: (row) => row.createdAt,
      render: (row) => formatDateTime(row.createdAt),
      sortable: true,
      filter: { kind: "date" },
      collapsing: true,
    });
    return result;
    // onPreview and onOpenFolder only use state setters and the stage.
  }, [t, allFolders, system, kind, statusOptions, stage]);
}
