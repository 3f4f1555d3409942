/** The uploader's drop zone: dropped files and folders, a file chooser and (optionally) a folder chooser. */
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon } from "semantic-ui-react";
import { chosenFiles, entryFiles, type ChosenFile } from "./uploadQueue";

export function UploadDropZone(props: {
  readonly testId: string;
  /** The folder files go to, shown when folders are offered. */
  readonly dirNames: readonly string[];
  readonly folders: boolean;
  readonly onFiles: (files: ChosenFile[]) => void;
}) {
  const { t } = useTranslation();
  const { testId, onFiles } = props;
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const entries = Array.from(event.dataTransfer.items)
      .map((item) => (item.kind === "file" ? item.webkitGetAsEntry() : null))
      .filter((entry): entry is FileSystemEntry => entry !== null);
    if (entries.length === 0) {
      onFiles(Array.from(event.dataTransfer.files).map((file) => ({ file, dirs: [] })));
      return;
    }
    void Promise.all(entries.map((entry) => entryFiles(entry, []))).then((lists) => onFiles(lists.flat()));
  };

  const folderProps = { webkitdirectory: "", directory: "" } as Record<string, string>;

  return (
    <div
      className={`drop-zone${dragging ? " dragging" : ""}`}
      data-dropzone="true"
      data-testid={`${testId}-drop`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="drop-zone-label">
        <Icon name="cloud upload" size="large" />
        <strong>{t(props.folders ? "upload.dropHere" : "upload.dropFilesHere")}</strong>
        {props.folders ? (
          <div className="muted">
            {props.dirNames.length > 0
              ? t("upload.into", { folder: props.dirNames.join("/") })
              : t("upload.intoRoot")}
          </div>
        ) : null}
        <div className="uploader-buttons">
          <Button
            type="button"
            size="small"
            primary
            icon="file"
            content={t("upload.chooseFiles")}
            onClick={() => fileInput.current?.click()}
            data-testid={`${testId}-files`}
          />
          {props.folders ? (
            <Button
              type="button"
              size="small"
              icon="folder open"
              content={t("upload.chooseFolder")}
              onClick={() => folderInput.current?.click()}
              data-testid={`${testId}-folder`}
            />
          ) : null}
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          onFiles(chosenFiles(event.target.files));
          event.target.value = "";
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        {...folderProps}
        data-testid={`${testId}-folder-input`}
        onChange={(event) => {
          onFiles(chosenFiles(event.target.files));
          event.target.value = "";
        }}
      />
    </div>
  );
}
