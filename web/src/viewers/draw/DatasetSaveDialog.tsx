/**
 * Saves the drawing into one of the user's data sets (their private or temporary files, a folder of
 * it) with the platform's chunked upload protocol, showing its progress.
 */
import { errorMessage, restCalls } from "@crucible/schema";
import { useMemo, useRef, useState } from "react";
import { Button, Dropdown, Form, Modal, Progress } from "semantic-ui-react";
import { toast } from "../../components/toast";
import {
  uploadFile,
  uploadPercent,
  UploadRefused,
  type UploadProgress,
} from "../../components/upload/uploadProtocol";
import { isAbortError } from "../../graphql/errors";
import type { DataFileKind } from "../../graphql";
import { useDataFoldersQuery } from "../../graphql/__generated__/documents/datasets";
import { errorLang, useNs } from "../../i18n";
import { fileNameFor, mimeTypes, type SaveFormat } from "./drawFormats";
import { drawNs } from "./i18n";

const kinds = ["private", "temporary"] as const satisfies readonly DataFileKind[];
const formats = ["mol", "sdf", "ad"] as const satisfies readonly SaveFormat[];
/** The top level of the data set in the folder list (a dropdown shows no choice for ""). */
const rootFolder = "/";

export interface DatasetSaveDialogProps {
  readonly title: string;
  /** The drawing as a file of the chosen format. */
  readonly make: (format: SaveFormat) => Promise<string>;
  /** The message for a drawing that cannot be written. */
  readonly describe: (error: unknown) => string;
  readonly onClose: () => void;
}

export function DatasetSaveDialog(props: DatasetSaveDialogProps) {
  const { t: text } = useNs(drawNs);
  const [kind, setKind] = useState<(typeof kinds)[number]>("private");
  const [folder, setFolder] = useState(rootFolder);
  const [format, setFormat] = useState<(typeof formats)[number]>("mol");
  const [name, setName] = useState(() => fileNameFor(props.title, "mol"));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [size, setSize] = useState(0);
  const [saving, setSaving] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const folders = useDataFoldersQuery({ variables: { kind }, fetchPolicy: "cache-and-network" });

  const folderOptions = useMemo(
    () => [
      { key: rootFolder, value: rootFolder, text: text("dataset.root") },
      ...(folders.data?.dataFolders ?? []).map((path) => ({ key: path, value: path, text: path })),
    ],
    [folders.data, text],
  );

  const chooseFormat = (next: (typeof formats)[number]) => {
    setFormat(next);
    setName((current) => fileNameFor(current, next));
  };

  const save = async () => {
    setSaving(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      let content: string;
      try {
        content = await props.make(format);
      } catch (error) {
        toast.error(props.describe(error));
        return;
      }
      const file = new File([content], fileNameFor(name, format), { type: mimeTypes[format] });
      setSize(file.size);
      const dirNames = folder.split("/").filter(Boolean);
      await uploadFile(
        file,
        dirNames,
        { calls: restCalls.dataFileUpload("user"), extra: { Kind: kind } },
        setProgress,
        abort.signal,
      );
      toast.success(text("dataset.done", { name: file.name }));
      props.onClose();
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof UploadRefused) toast.error(errorMessage(error.type, errorLang(), error.value));
      // Other API errors were reported by the REST client.
    } finally {
      controller.current = null;
      setSaving(false);
    }
  };

  const close = () => {
    controller.current?.abort();
    props.onClose();
  };

  return (
    <Modal open size="small" onClose={close} data-testid="draw-dataset-dialog">
      <Modal.Header>{text("dataset.title")}</Modal.Header>
      <Modal.Content>
        <Form>
          <Form.Group widths="equal">
            <Form.Field>
              <label>{text("dataset.kind")}</label>
              <Dropdown
                selection
                value={kind}
                disabled={saving}
                options={kinds.map((value) => ({ key: value, value, text: text(`dataset.kinds.${value}`) }))}
                onChange={(_event, data) => {
                  setKind(data.value === "temporary" ? "temporary" : "private");
                  setFolder(rootFolder);
                }}
                data-testid="draw-dataset-kind"
              />
            </Form.Field>
            <Form.Field>
              <label>{text("dataset.folder")}</label>
              <Dropdown
                selection
                search
                value={folder}
                disabled={saving}
                loading={folders.loading}
                options={folderOptions}
                onChange={(_event, data) => setFolder(String(data.value))}
                data-testid="draw-dataset-folder"
              />
            </Form.Field>
          </Form.Group>
          <Form.Group widths="equal">
            <Form.Input
              label={text("dataset.name")}
              value={name}
              disabled={saving}
              maxLength={200}
              onChange={(_event, data) => setName(String(data.value))}
              input={{ "data-testid": "draw-dataset-name" }}
            />
            <Form.Field>
              <label>{text("dataset.format")}</label>
              <Dropdown
                selection
                value={format}
                disabled={saving}
                options={formats.map((value) => ({ key: value, value, text: `.${value}` }))}
                onChange={(_event, data) => {
                  const next = formats.find((value) => value === data.value);
                  if (next) chooseFormat(next);
                }}
                data-testid="draw-dataset-format"
              />
            </Form.Field>
          </Form.Group>
        </Form>
        {saving ? (
          <Progress
            percent={uploadPercent(progress, size)}
            indicating
            progress
            size="small"
            label={text("dataset.saving")}
            data-testid="draw-dataset-progress"
          />
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button content={text("close")} onClick={close} data-testid="draw-dataset-cancel" />
        <Button
          primary
          icon="cloud upload"
          content={text("dataset.submit")}
          loading={saving}
          disabled={saving || name.trim() === ""}
          onClick={() => void save()}
          data-testid="draw-dataset-submit"
        />
      </Modal.Actions>
    </Modal>
  );
}
