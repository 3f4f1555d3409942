/**
 * The data files screen's open dialog, if any: rename a file, move files, edit a file's tags, or move
 * the caller's own file into a project or back out (issue 28 item 2).
 */
import type { DataFileFieldsFragment, DataFileUpdateInput } from "../../graphql";
import { MoveToProjectDialog } from "../projects/MoveToProject";
import { MoveDialog, RenameDialog, TagsDialog } from "./DataFileDialogs";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

type Row = DataFileFieldsFragment;

export type DataFileDialog =
  | { readonly kind: "rename"; readonly row: Row }
  | { readonly kind: "move"; readonly rows: readonly Row[] }
  | { readonly kind: "tags"; readonly row: Row }
  | { readonly kind: "project"; readonly row: Row };

export interface DataFileDialogHostProps {
  readonly dialog: DataFileDialog | null;
  /** The folders a file may move into. */
  readonly folders: readonly string[];
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSave: (ids: readonly string[], input: DataFileUpdateInput) => void;
  /** A file moved into a project or back out: the dialog is closed and the list read again. */
  readonly onMovedToProject: () => void;
}

export function DataFileDialogHost({
  dialog,
  folders,
  saving,
  onClose,
  onSave,
  onMovedToProject,
}: DataFileDialogHostProps) {
  const { t } = useNs(datasetsNs);
  return (
    <>
      {dialog?.kind === "rename" ? (
        <RenameDialog
          name={dialog.row.name}
          saving={saving}
          onClose={onClose}
          onSave={(name) => onSave([dialog.row.id], { name })}
        />
      ) : null}
      {dialog?.kind === "move" ? (
        <MoveDialog
          title={t("files.moveTitle", { count: dialog.rows.length })}
          folder={dialog.rows[0]?.folder ?? ""}
          folders={folders}
          saving={saving}
          onClose={onClose}
          onSave={(dirNames) =>
            onSave(
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
          saving={saving}
          onClose={onClose}
          onSave={(tags) => onSave([dialog.row.id], { tags })}
        />
      ) : null}
      {dialog?.kind === "project" ? (
        <MoveToProjectDialog
          kind="dataFile"
          id={dialog.row.id}
          name={dialog.row.name}
          projectId={dialog.row.projectId ?? null}
          onClose={onClose}
          onMoved={onMovedToProject}
        />
      ) : null}
    </>
  );
}
