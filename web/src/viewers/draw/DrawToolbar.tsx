/**
 * weDraw's toolbar (DrawViewer): the title, open (a local file or a data set file), save, SMILES,
 * images, to a data set, "use", the busy sign and the record picker of a multi-record SDF; and the
 * SMILES dialog. The editor's actions stay in DrawViewer; these call them.
 */
import { useEffect, useRef, useState } from "react";
import { Button, Dropdown, Input, Loader, Modal, Segment, type SemanticICONS } from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import type { NsT } from "../../i18n";
import { imageFormats, openExtensions, saveFormats, type ImageFormat, type SaveFormat } from "./drawFormats";
import { recordTitle } from "./sdfRecords";

/** The records of the SD file on the canvas (only for a file of more than one), and the one shown. */
export interface OpenRecords {
  readonly name: string;
  readonly texts: readonly string[];
  readonly index: number;
}

/** Previous / next and a number: which record of a multi-record SDF is on the canvas. */
function RecordPicker(props: {
  records: OpenRecords;
  text: NsT<"draw">;
  disabled: boolean;
  onPick: (index: number) => void;
}) {
  const { records, text, disabled, onPick } = props;
  const count = records.texts.length;
  const [typed, setTyped] = useState(String(records.index + 1));
  useEffect(() => setTyped(String(records.index + 1)), [records.index]);
  const jump = () => {
    const wanted = Math.round(Number(typed));
    if (Number.isFinite(wanted) && wanted >= 1 && wanted <= count && wanted !== records.index + 1)
      onPick(wanted - 1);
    else setTyped(String(records.index + 1));
  };
  const title = recordTitle(records.texts[records.index] ?? "");
  return (
    <div className="draw-records" role="group" aria-label={text("records")} data-testid="draw-records">
      <Button
        size="small"
        basic
        icon="chevron left"
        title={text("previousRecord")}
        aria-label={text("previousRecord")}
        disabled={disabled || records.index === 0}
        onClick={() => onPick(records.index - 1)}
        data-testid="draw-record-previous"
      />
      <Input
        size="small"
        type="number"
        className="draw-record-number"
        min={1}
        max={count}
        value={typed}
        disabled={disabled}
        onChange={(_event, data) => setTyped(String(data.value))}
        onBlur={jump}
        onKeyDown={(event: { key: string }) => {
          if (event.key === "Enter") jump();
        }}
        input={{ "data-testid": "draw-record-number", "aria-label": text("recordNumber") }}
      />
      <Button
        size="small"
        basic
        icon="chevron right"
        title={text("nextRecord")}
        aria-label={text("nextRecord")}
        disabled={disabled || records.index >= count - 1}
        onClick={() => onPick(records.index + 1)}
        data-testid="draw-record-next"
      />
      <span className="draw-record-label" data-testid="draw-record" data-index={records.index + 1}>
        {text("record", { index: records.index + 1, count })}
        {title ? <span className="muted"> · {title}</span> : null}
      </span>
    </div>
  );
}

/** A button that opens a list of formats (downloads, images); each item is `<testId>-<format>`. */
function FormatMenu<Format extends string>(props: {
  label: string;
  icon: SemanticICONS;
  formats: readonly Format[];
  itemLabel: (format: Format) => string;
  onPick: (format: Format) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <Dropdown
      button
      className="small basic labeled icon"
      text={props.label}
      icon={props.icon}
      labeled
      disabled={props.disabled}
      data-testid={props.testId}
    >
      <Dropdown.Menu>
        {props.formats.map((format) => (
          <Dropdown.Item
            key={format}
            text={props.itemLabel(format)}
            onClick={() => props.onPick(format)}
            data-testid={`${props.testId}-${format}`}
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

export interface DrawToolbarProps {
  readonly text: NsT<"draw">;
  readonly title: string;
  readonly onTitle: (title: string) => void;
  readonly disabled: boolean;
  readonly busy: boolean;
  /** Hides the data set actions. */
  readonly compact: boolean | undefined;
  readonly records: OpenRecords | null;
  readonly onPickRecord: (index: number) => void;
  readonly onOpenLocal: (file: File) => void;
  readonly onOpenDataset: () => void;
  readonly onDownload: (format: SaveFormat) => void;
  readonly onSmiles: () => void;
  readonly onImage: (format: ImageFormat) => void;
  readonly onToDataset: () => void;
  /** Shows "Use this molecule". */
  readonly onUse: (() => void) | undefined;
}

export function DrawToolbar(props: DrawToolbarProps) {
  const { text, title, disabled, busy, records } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Segment attached="top" className="draw-toolbar" data-testid="draw-toolbar">
      <Input
        size="small"
        className="draw-title"
        label={text("docTitle")}
        value={title}
        maxLength={200}
        onChange={(_event, data) => props.onTitle(String(data.value))}
        input={{ "data-testid": "draw-title" }}
      />
      <Dropdown
        button
        className="small basic labeled icon"
        text={text("open")}
        icon="folder open outline"
        labeled
        disabled={disabled}
        data-testid="draw-open"
      >
        <Dropdown.Menu>
          <Dropdown.Item
            icon="upload"
            text={text("openLocal")}
            onClick={() => fileInput.current?.click()}
            data-testid="draw-open-local"
          />
          {props.compact ? null : (
            <Dropdown.Item
              icon="database"
              text={text("openDataset")}
              onClick={props.onOpenDataset}
              data-testid="draw-open-dataset"
            />
          )}
        </Dropdown.Menu>
      </Dropdown>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={openExtensions.map((extension) => `.${extension}`).join(",")}
        data-testid="draw-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) props.onOpenLocal(file);
        }}
      />
      <FormatMenu
        label={text("save")}
        icon="download"
        formats={saveFormats}
        itemLabel={(format) => text("saveAs", { format })}
        onPick={props.onDownload}
        disabled={disabled}
        testId="draw-save"
      />
      <Button size="small" basic disabled={disabled} onClick={props.onSmiles} data-testid="draw-smiles">
        {text("smiles")}
      </Button>
      <FormatMenu
        label={text("image")}
        icon="image outline"
        formats={imageFormats}
        itemLabel={(format) => text("imageAs", { format: format.toUpperCase() })}
        onPick={props.onImage}
        disabled={disabled}
        testId="draw-image"
      />
      {props.compact ? null : (
        <Button
          size="small"
          basic
          icon="cloud upload"
          content={text("toDataset")}
          disabled={disabled}
          onClick={props.onToDataset}
          data-testid="draw-to-dataset"
        />
      )}
      {props.onUse ? (
        <Button
          size="small"
          primary
          icon="check"
          content={text("use")}
          disabled={disabled}
          onClick={props.onUse}
          data-testid="draw-use"
        />
      ) : null}
      {busy ? <Loader active inline size="small" data-testid="draw-busy" /> : null}
      {records ? (
        <RecordPicker
          key={`${records.name}:${records.texts.length}`}
          records={records}
          text={text}
          disabled={disabled}
          onPick={props.onPickRecord}
        />
      ) : null}
    </Segment>
  );
}

/** The drawing's SMILES (already copied), with a copy button. */
export function SmilesDialog({
  smiles,
  text,
  onClose,
}: {
  smiles: string | null;
  text: NsT<"draw">;
  onClose: () => void;
}) {
  return (
    <Modal open={smiles !== null} size="small" onClose={onClose} data-testid="draw-smiles-dialog">
      <Modal.Header>{text("smilesTitle")}</Modal.Header>
      <Modal.Content>
        <pre className="draw-smiles" data-testid="draw-smiles-value">
          {smiles}
        </pre>
      </Modal.Content>
      <Modal.Actions>
        <Button
          icon="copy outline"
          content={text("smilesCopy")}
          onClick={() => void copyToClipboard(smiles ?? "")}
          data-testid="draw-smiles-copy"
        />
        <Button content={text("close")} onClick={onClose} data-testid="draw-smiles-close" />
      </Modal.Actions>
    </Modal>
  );
}
