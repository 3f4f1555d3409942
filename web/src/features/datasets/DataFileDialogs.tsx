/** Rename, move and tag dialogs of data set files. */
import { errorMessage, normalizeFileName } from "@crucible/schema";
import { useState } from "react";
import { Form } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { errorLang, useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

export function RenameDialog(props: {
  name: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const { t } = useNs(datasetsNs);
  const [name, setName] = useState(props.name);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <FormDialog
      open
      size="tiny"
      title={t("files.renameTitle", { name: props.name })}
      onClose={props.onClose}
      submitting={props.saving}
      onSubmit={() => {
        const normalized = normalizeFileName(name.trim());
        if (normalized === null) {
          setMessage(errorMessage("DBFileNameError", errorLang(), name));
          return;
        }
        props.onSave(normalized);
      }}
      testId="rename-dialog"
    >
      <Field
        name="name"
        label={t("translation:common.name")}
        value={name}
        onChange={(value) => {
          setName(value);
          setMessage(null);
        }}
        message={message}
        required
        hint={t("files.nameRule")}
      />
    </FormDialog>
  );
}

/** Parts of a folder path typed as a/b/c; null when a part is refused. */
export function folderParts(text: string): string[] | null {
  const parts = text
    .split("/")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const normalized = parts.map((part) => normalizeFileName(part));
  if (normalized.some((part) => part === null)) return null;
  return normalized as string[];
}

export function MoveDialog(props: {
  title: string;
  folder: string;
  folders: readonly string[];
  saving: boolean;
  onClose: () => void;
  onSave: (dirNames: string[]) => void;
}) {
  const { t } = useNs(datasetsNs);
  const [folder, setFolder] = useState(props.folder);
  const [message, setMessage] = useState<string | null>(null);
  const options = [
    { key: "", value: "", text: `/ (${t("files.root")})` },
    ...props.folders.map((path) => ({ key: path, value: path, text: path })),
  ];
  if (folder !== "" && !props.folders.includes(folder))
    options.push({ key: folder, value: folder, text: folder });
  return (
    <FormDialog
      open
      size="tiny"
      title={props.title}
      onClose={props.onClose}
      submitting={props.saving}
      onSubmit={() => {
        const parts = folderParts(folder);
        if (parts === null) {
          setMessage(errorMessage("DBFileNameError", errorLang(), folder));
          return;
        }
        props.onSave(parts);
      }}
      testId="move-dialog"
    >
      <Form.Dropdown
        label={t("files.folder")}
        selection
        search
        allowAdditions
        additionLabel={`${t("files.newFolder")}: `}
        options={options}
        value={folder}
        error={message ?? undefined}
        onAddItem={(_event, data) => setFolder(String(data.value))}
        onChange={(_event, data) => {
          setFolder(String(data.value ?? ""));
          setMessage(null);
        }}
        data-testid="field-folder"
      />
      <p className="muted small">{t("files.moveHint")}</p>
    </FormDialog>
  );
}

export function TagsDialog(props: {
  name: string;
  tags: readonly string[];
  saving: boolean;
  onClose: () => void;
  onSave: (tags: string[]) => void;
}) {
  const { t } = useNs(datasetsNs);
  const [tags, setTags] = useState<string[]>([...props.tags]);
  const options = tags.map((tag) => ({ key: tag, value: tag, text: tag }));
  return (
    <FormDialog
      open
      size="tiny"
      title={t("files.tagsTitle", { name: props.name })}
      onClose={props.onClose}
      submitting={props.saving}
      onSubmit={() => props.onSave(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))}
      testId="tags-dialog"
    >
      <Form.Dropdown
        label={t("files.tags")}
        selection
        search
        multiple
        allowAdditions
        additionLabel={`${t("translation:common.add")}: `}
        noResultsMessage={t("files.typeTag")}
        options={options}
        value={tags}
        onAddItem={(_event, data) => setTags((current) => [...new Set([...current, String(data.value)])])}
        onChange={(_event, data) => setTags((data.value as string[]) ?? [])}
        data-testid="field-tags"
      />
    </FormDialog>
  );
}
