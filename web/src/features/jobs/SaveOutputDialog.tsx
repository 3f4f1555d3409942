/**
 * "Save to a data set": an output of a task becomes a file of the user's private data set
 * (REST save_result_file_to with JobTaskId, KeyName, Name and DirNames), in a folder and under a
 * name the user picks; a name already taken there gets a numbered suffix from the gateway.
 */
import { errorMessage, normalizeFileName, restCalls } from "@crucible/schema";
import { useState } from "react";
import { Form } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import { useDataFoldersQuery } from "../../graphql/__generated__/documents/datasets";
import { callRest } from "../../graphql/rest";
import { errorLang, useNs } from "../../i18n";
import { folderParts } from "../datasets/DataFileDialogs";
import { baseName } from "./taskArgs";
import { jobsNs } from "./i18n";

export function SaveOutputDialog(props: { taskId: string; output: string; onClose: () => void }) {
  const { t } = useNs(jobsNs);
  const folders = useDataFoldersQuery({ variables: { kind: "private" }, fetchPolicy: "cache-and-network" });
  // "/" is the top level (an empty value would show as no choice).
  const [folder, setFolder] = useState("/");
  const [name, setName] = useState(baseName(props.output));
  const [nameMessage, setNameMessage] = useState<string | null>(null);
  const [folderMessage, setFolderMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const known = folders.data?.dataFolders ?? [];
  const options = [
    { key: "/", value: "/", text: t("save.root") },
    ...known.map((path) => ({ key: path, value: path, text: path })),
  ];
  if (folder !== "/" && !known.includes(folder)) options.push({ key: folder, value: folder, text: folder });

  const submit = async () => {
    const normalized = normalizeFileName(name.trim());
    const parts = folderParts(folder);
    if (normalized === null) setNameMessage(errorMessage("DBFileNameError", errorLang(), name));
    if (parts === null) setFolderMessage(errorMessage("DBFileNameError", errorLang(), folder));
    if (normalized === null || parts === null) return;
    setSaving(true);
    try {
      const saved = await callRest(restCalls.saveResultFileTo, {
        JobTaskId: Number(props.taskId),
        KeyName: props.output,
        Name: normalized,
        DirNames: parts,
      });
      toast.success(t("save.saved", { name: [...saved.DirNames, saved.Name].join("/") }));
      props.onClose();
    } catch {
      // The REST helper has shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      size="tiny"
      title={t("save.title", { name: baseName(props.output) })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={saving}
      submitLabel={t("save.submit")}
      testId="save-output-dialog"
    >
      <Form.Dropdown
        label={t("save.folder")}
        selection
        search
        allowAdditions
        additionLabel={`${t("save.newFolder")}: `}
        options={options}
        value={folder}
        error={folderMessage ?? undefined}
        onAddItem={(_event, data) => setFolder(String(data.value))}
        onChange={(_event, data) => {
          setFolder(String(data.value ?? "/"));
          setFolderMessage(null);
        }}
        data-testid="save-folder"
      />
      <Field
        name="save-name"
        label={t("save.name")}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameMessage(null);
        }}
        message={nameMessage}
        required
      />
      <p className="muted small">{t("save.hint")}</p>
    </FormDialog>
  );
}
