/** The data files screen's bars: the folder breadcrumbs with the list toggles, and the table's actions. */
import { Button, Checkbox } from "semantic-ui-react";
import { FolderCrumbs } from "./FolderTree";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

/** Clicks a same-origin link so that the browser downloads it (zip of a selection). */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noopener";
  link.setAttribute("download", "");
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export interface FolderBarProps {
  readonly folder: readonly string[];
  readonly onOpen: (parts: readonly string[]) => void;
  readonly system: boolean;
  readonly allFolders: boolean;
  readonly onAllFolders: (value: boolean) => void;
  readonly favoritesOnly: boolean;
  readonly onFavoritesOnly: (value: boolean) => void;
}

export function FolderBar({
  folder,
  onOpen: open,
  system,
  allFolders,
  onAllFolders: setAllFolders,
  favoritesOnly,
  onFavoritesOnly: setFavoritesOnly,
}: FolderBarProps) {
  const { t } = useNs(datasetsNs);
  return (
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
  );
}

export interface DataFilesToolbarProps {
  readonly canUpload: boolean;
  readonly showUploader: boolean;
  readonly onToggleUploader: () => void;
  readonly selectedCount: number;
  /** The zip of the selection was asked for. */
  readonly onZip: () => void;
  /** Null: the selection cannot be moved. */
  readonly onMoveSelected: (() => void) | null;
  readonly onClearSelection: () => void;
}

export function DataFilesToolbar({
  canUpload,
  showUploader,
  onToggleUploader,
  selectedCount,
  onZip,
  onMoveSelected,
  onClearSelection,
}: DataFilesToolbarProps) {
  const { t } = useNs(datasetsNs);
  return (
    <>
      {canUpload ? (
        <Button
          primary={!showUploader}
          icon="upload"
          content={t("files.upload")}
          onClick={onToggleUploader}
          data-testid="files-upload"
        />
      ) : null}
      <Button
        icon="file archive outline"
        content={t("files.zip", { count: selectedCount })}
        disabled={selectedCount === 0}
        onClick={onZip}
        data-testid="files-zip"
      />
      {onMoveSelected ? (
        <Button
          icon="folder open outline"
          content={t("files.moveSelected")}
          disabled={selectedCount === 0}
          onClick={onMoveSelected}
          data-testid="files-move"
        />
      ) : null}
      {selectedCount > 0 ? (
        <Button basic content={t("files.clearSelection")} onClick={onClearSelection} />
      ) : null}
    </>
  );
}
