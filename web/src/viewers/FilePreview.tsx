/**
 * The file previewer (spec §4, §9): the type comes from the extension; reads ask at most 3 MiB with a
 * Range header and read the total from content-range (the start of tables and documents, the end of
 * text and logs); files above 500 MB are refused; unknown types open in a new window. The dialog has
 * three sizes: small (60vw), medium and large (fullscreen). Molecule files open in 3-D (weView) in
 * a plugin window or a new browser window.
 */
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Loader, Message, Modal } from "semantic-ui-react";
import { formatBytes } from "../components/format";
import { FileEditor } from "./FileEditor";
import {
  extensionOf,
  isEditableName,
  previewKindOf,
  previewRange,
  previewRefused,
  type PreviewKind,
} from "./fileTypes";
import type { PreviewTarget } from "./preview";
import { useRangeText } from "./rangeText";
import { seqViewerOfName } from "./seq/routes";
import { ImageView, MarkdownView, SequenceView, TableView, TextView } from "./FilePreviewViews";
import { svgDataUrl } from "./svgData";
import { isViewableName, sourceOfReadUrl } from "./view/sources";
import { ViewButtons } from "./view/ViewButtons";
import { openExtensions } from "./draw/drawFormats";
import { OpenButtons } from "./windows/OpenButtons";
import { useNs } from "../i18n";
import { previewNs } from "./previewI18n";
import { datasetsNs } from "../features/datasets/i18n";

type DialogSize = "small" | "medium" | "large";

function PreviewBody({
  target,
  kind,
  editing,
  onEditable,
  onEdited,
}: {
  target: PreviewTarget;
  kind: PreviewKind;
  editing: boolean;
  /** Tells whether the file was read whole, so that it may be edited. */
  onEditable: (editable: boolean) => void;
  onEdited: () => void;
}) {
  const { t } = useNs(previewNs);
  const needsText = kind !== "image" && kind !== "external";
  const loaded = useRangeText(needsText ? target.readUrl : null, previewRange(kind, target.size));
  const whole = loaded.state === "ready" && !loaded.partial;
  useEffect(() => onEditable(whole), [whole, onEditable]);
  if (kind === "image") return <ImageView src={target.readUrl} name={target.name} />;
  if (loaded.state === "loading") return <Loader active inline="centered" data-testid="preview-loading" />;
  if (loaded.state === "failed") return <Message error content={t("preview.readFailed")} />;
  if (loaded.state === "notUtf8") {
    return <Message warning content={t("preview.notUtf8")} data-testid="preview-not-utf8" />;
  }
  if (editing && whole && target.saveCopy)
    return (
      <FileEditor target={{ ...target, saveCopy: target.saveCopy }} text={loaded.text} onDone={onEdited} />
    );
  switch (kind) {
    case "svg":
      return <ImageView src={svgDataUrl(loaded.text)} name={target.name} />;
    case "table":
      return (
        <TableView text={loaded.text} tsv={extensionOf(target.name) === "tsv"} partial={loaded.partial} />
      );
    case "markdown":
      return <MarkdownView text={loaded.text} partial={loaded.partial} />;
    case "sequence":
      return <SequenceView text={loaded.text} partial={loaded.partial} />;
    default:
      return <TextView text={loaded.text} partial={loaded.partial} fromEnd={loaded.fromEnd} />;
  }
}

export function FilePreview({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const { t } = useNs(previewNs);
  const { t: filesT } = useNs(datasetsNs);
  const navigate = useNavigate();
  const [size, setSize] = useState<DialogSize>("medium");
  const [editing, setEditing] = useState(false);
  const [readWhole, setReadWhole] = useState(false);
  const stopEditing = useCallback(() => setEditing(false), []);
  const kind = previewKindOf(target.name);
  const editable = Boolean(target.saveCopy) && isEditableName(target.name);
  const seqViewer = seqViewerOfName(target.name);
  const drawable = (openExtensions as readonly string[]).includes(extensionOf(target.name));
  // A data set file (its id in its read address) opens in a viewer's window; other files on their pages.
  const readSource = sourceOfReadUrl(target.readUrl, target.name, target.size);
  const dataFile = readSource.kind === "dataFile" ? readSource : null;
  const refused = previewRefused(target.size);
  const style = size === "small" ? { width: "60vw" } : size === "medium" ? { width: "80vw" } : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      size={size === "large" ? "fullscreen" : undefined}
      style={style}
      className={`file-preview size-${size}`}
      closeIcon
      data-testid="file-preview"
    >
      <Modal.Header>
        <span className="preview-title" title={target.name}>
          {target.name}
        </span>
        <span className="muted small preview-size">{formatBytes(target.size)}</span>
        <Button.Group size="mini" basic className="preview-sizes">
          {(["small", "medium", "large"] as const).map((value) => (
            <Button
              key={value}
              active={size === value}
              content={t(`preview.size.${value}`)}
              onClick={() => setSize(value)}
              data-testid={`preview-size-${value}`}
            />
          ))}
        </Button.Group>
      </Modal.Header>
      <Modal.Content scrolling className="preview-content">
        {refused ? (
          <Message warning content={t("preview.tooLarge")} data-testid="preview-too-large" />
        ) : kind === "external" ? (
          <Message info content={t("preview.external")} />
        ) : (
          <PreviewBody
            target={target}
            kind={kind}
            editing={editing}
            onEditable={setReadWhole}
            onEdited={stopEditing}
          />
        )}
      </Modal.Content>
      <Modal.Actions>
        {editable && !refused && !editing ? (
          <Button
            icon="edit"
            content={t("preview.edit")}
            disabled={!readWhole}
            title={readWhole ? undefined : t("preview.editTooLarge")}
            onClick={() => setEditing(true)}
            data-testid="preview-edit"
          />
        ) : null}
        {isViewableName(target.name) && !refused ? (
          <ViewButtons source={readSource} onOpened={onClose} testId="preview-open-3d" />
        ) : null}
        {target.sdfRoute && kind === "sdf" ? (
          <Button
            primary
            icon="eye"
            content={t("preview.openSdf")}
            onClick={() => {
              onClose();
              navigate(target.sdfRoute ?? "");
            }}
            data-testid="preview-open-sdf"
          />
        ) : null}
        {target.chartRoute && kind === "table" ? (
          <Button
            icon="chart bar"
            content={t("preview.openChart")}
            onClick={() => {
              onClose();
              navigate(target.chartRoute ?? "");
            }}
            data-testid="preview-open-chart"
          />
        ) : null}
        {seqViewer && dataFile ? (
          <OpenButtons
            viewer={seqViewer}
            input={{ kind: "dataFile", fileId: dataFile.fileId, name: target.name }}
            icon="dna"
            label={seqViewer === "vec" ? t("preview.openVec") : t("preview.openSeq")}
            onOpened={onClose}
            testId="preview-open-seq"
          />
        ) : target.seqRoute ? (
          <Button
            icon="dna"
            content={seqViewer === "vec" ? t("preview.openVec") : t("preview.openSeq")}
            onClick={() => {
              onClose();
              navigate(target.seqRoute ?? "");
            }}
            data-testid="preview-open-seq"
          />
        ) : null}
        {dataFile && drawable ? (
          <OpenButtons
            viewer="draw"
            input={{ fileId: dataFile.fileId, name: target.name }}
            icon="pencil"
            label={t("preview.openDraw")}
            onOpened={onClose}
            testId="preview-open-draw"
          />
        ) : null}
        <Button
          as="a"
          href={target.readUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon="external"
          content={t("preview.newWindow")}
        />
        <Button as="a" href={target.downloadUrl} icon="download" content={filesT("files.download")} />
        <Button content={t("translation:common.close")} onClick={onClose} data-testid="preview-close" />
      </Modal.Actions>
    </Modal>
  );
}
