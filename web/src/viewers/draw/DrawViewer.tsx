/**
 * weDraw: Ketcher with our toolbar. Opens mol, sdf, rxn and `.ad` files (local, or a data set file
 * by its read_file address; a multi-record SDF one record at a time, with a record picker), downloads mol, sdf, rxn and `.ad`, shows and copies the SMILES, renders
 * PNG and SVG images with Indigo, saves to a data set, and (with `onUse`) hands the drawn molecule
 * back to its host, such as a module argument.
 */
import type { Ketcher } from "ketcher-core";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  Button,
  Dropdown,
  Input,
  Loader,
  Message,
  Modal,
  Segment,
  type SemanticICONS,
} from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import { downloadBlob } from "../../components/download";
import { toast } from "../../components/toast";
import { restReadRange } from "../../graphql/rest";
import { AdDocumentError, maxDrawBytes, type AdDocument } from "./adDocument";
import { DatasetSaveDialog } from "./DatasetSaveDialog";
import { DataFilePicker } from "./DataFilePicker";
import {
  drawingAs,
  drawingImage,
  drawingSmiles,
  drawnMolecule,
  DrawingRefused,
  OpenFailed,
  openText,
} from "./drawing";
import {
  canOpenName,
  extensionOfName,
  fileNameFor,
  imageFormats,
  mimeTypes,
  openExtensions,
  saveFormats,
  titleOfName,
  type ImageFormat,
  type SaveFormat,
} from "./drawFormats";
import { useNs, type NsT } from "../../i18n";
import { drawNs } from "./i18n";
import { KetcherCanvas } from "./KetcherCanvas";
import { recordTitle, splitSdfRecords } from "./sdfRecords";
import "./draw.css";

/** A file to open when the editor is ready: a data set file's read address and its name. */
export interface DrawSource {
  readonly url: string;
  readonly name: string;
}

/** The drawn molecule handed to the host. */
export interface DrawnMolecule {
  readonly smiles: string;
  readonly molfile: string;
}

export interface DrawViewerProps {
  readonly source?: DrawSource | null;
  /** Shows "Use this molecule": the host receives the molecule (the dialog of a module argument). */
  readonly onUse?: (molecule: DrawnMolecule) => void;
  /** Hides the data set actions (where the host has its own, or in a dialog). */
  readonly compact?: boolean;
}

function messageOf(error: unknown, text: NsT<"draw">): string {
  if (error instanceof DrawingRefused) return text(error.reason);
  if (error instanceof AdDocumentError) return text(`adProblems.${error.problem}`);
  if (error instanceof OpenFailed) return text("openFailed", { name: error.fileName });
  return text("exportFailed");
}

const decoder = new TextDecoder("utf-8");

/** The records of the SD file on the canvas (only for a file of more than one), and the one shown. */
interface OpenRecords {
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

export function DrawViewer(props: DrawViewerProps) {
  const { t: text } = useNs(drawNs);
  const [ketcher, setKetcher] = useState<Ketcher | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [smiles, setSmiles] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"dataset" | "picker" | null>(null);
  const [records, setRecords] = useState<OpenRecords | null>(null);
  const previous = useRef<AdDocument | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { source, onUse } = props;

  const readyRef = useRef(false);
  const onInit = useCallback((instance: Ketcher) => {
    readyRef.current = true;
    setKetcher(instance);
  }, []);
  // Stable (Ketcher keeps the first handler): before the editor is up, an error means it failed.
  const textRef = useRef(text);
  textRef.current = text;
  const onError = useCallback((message: string) => {
    if (!readyRef.current) setFailure(`${textRef.current("failed")} ${message}`);
    toast.error(message);
  }, []);

  /** Runs one toolbar action with the editor, showing progress and the message of a refusal. */
  const run = useCallback(
    async (action: (instance: Ketcher) => Promise<void>) => {
      if (!ketcher) return;
      setBusy(true);
      try {
        await action(ketcher);
      } catch (error) {
        toast.error(messageOf(error, text));
      } finally {
        setBusy(false);
      }
    },
    [ketcher, text],
  );

  const openNamed = useCallback(
    (name: string, content: string) =>
      run(async (instance) => {
        // Ketcher would draw all records of an SD file on top of each other: one at a time.
        const extension = extensionOfName(name);
        const texts = extension === "sdf" || extension === "sd" ? splitSdfRecords(content) : [];
        const several = texts.length > 1;
        try {
          previous.current = await openText(instance, name, several ? (texts[0] ?? "") : content);
        } catch (error) {
          if (error instanceof AdDocumentError) throw error;
          throw new OpenFailed(name);
        }
        setRecords(several ? { name, texts, index: 0 } : null);
        setTitle(previous.current?.title ?? titleOfName(name));
        toast.success(text("opened", { name }));
      }),
    [run, text],
  );

  const showRecord = (index: number) => {
    if (!records) return;
    const record = records.texts[index];
    if (record === undefined) return;
    void run(async (instance) => {
      try {
        previous.current = await openText(instance, records.name, record);
      } catch {
        throw new OpenFailed(records.name);
      }
      setRecords({ ...records, index });
    });
  };

  const openUrl = useCallback(
    async (url: string, name: string) => {
      if (!canOpenName(name)) {
        toast.error(text("wrongType", { name }));
        return;
      }
      setBusy(true);
      try {
        const read = await restReadRange(url, `bytes=0-${maxDrawBytes - 1}`);
        if (read.partial) {
          toast.error(text("tooLarge", { name }));
          return;
        }
        await openNamed(name, decoder.decode(read.bytes));
      } catch {
        // restReadRange reported the API's error.
      } finally {
        setBusy(false);
      }
    },
    [openNamed, text],
  );

  // The host's file, once the editor is ready.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!ketcher || !source || opened.current === source.url) return;
    opened.current = source.url;
    void openUrl(source.url, source.name);
  }, [ketcher, source, openUrl]);

  const openLocal = async (file: File) => {
    if (!canOpenName(file.name)) {
      toast.error(text("wrongType", { name: file.name }));
      return;
    }
    if (file.size > maxDrawBytes) {
      toast.error(text("tooLarge", { name: file.name }));
      return;
    }
    await openNamed(file.name, await file.text());
  };

  const currentTitle = title.trim() || "drawing";

  const download = (format: SaveFormat) =>
    run(async (instance) => {
      const content = await drawingAs(instance, format, currentTitle, previous.current);
      const name = fileNameFor(currentTitle, format);
      downloadBlob(new Blob([content], { type: mimeTypes[format] }), name);
      toast.success(text("saved", { name }));
    });

  const image = (format: ImageFormat) =>
    run(async (instance) => {
      const blob = await drawingImage(instance, format);
      const name = fileNameFor(currentTitle, format);
      downloadBlob(blob, name);
      toast.success(text("saved", { name }));
    });

  const showSmiles = () =>
    run(async (instance) => {
      const value = await drawingSmiles(instance);
      setSmiles(value);
      await copyToClipboard(value);
    });

  const use = () =>
    run(async (instance) => {
      const molecule = await drawnMolecule(instance);
      onUse?.(molecule);
    });

  const ready = ketcher !== null;
  const disabled = !ready || busy;
  return (
    <div className="crucible-draw" data-testid="draw-viewer" data-ready={ready ? "true" : "false"}>
      <Segment attached="top" className="draw-toolbar" data-testid="draw-toolbar">
        <Input
          size="small"
          className="draw-title"
          label={text("docTitle")}
          value={title}
          maxLength={200}
          onChange={(_event, data) => setTitle(String(data.value))}
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
                onClick={() => setDialog("picker")}
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
            if (file) void openLocal(file);
          }}
        />
        <FormatMenu
          label={text("save")}
          icon="download"
          formats={saveFormats}
          itemLabel={(format) => text("saveAs", { format })}
          onPick={(format) => void download(format)}
          disabled={disabled}
          testId="draw-save"
        />
        <Button
          size="small"
          basic
          disabled={disabled}
          onClick={() => void showSmiles()}
          data-testid="draw-smiles"
        >
          {text("smiles")}
        </Button>
        <FormatMenu
          label={text("image")}
          icon="image outline"
          formats={imageFormats}
          itemLabel={(format) => text("imageAs", { format: format.toUpperCase() })}
          onPick={(format) => void image(format)}
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
            onClick={() => setDialog("dataset")}
            data-testid="draw-to-dataset"
          />
        )}
        {onUse ? (
          <Button
            size="small"
            primary
            icon="check"
            content={text("use")}
            disabled={disabled}
            onClick={() => void use()}
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
            onPick={showRecord}
          />
        ) : null}
      </Segment>
      <Segment attached="bottom" className="draw-canvas" data-testid="draw-canvas">
        {failure ? <Message error content={failure} /> : null}
        {!ready ? <Loader active content={text("loading")} data-testid="draw-loading" /> : null}
        <KetcherCanvas onInit={onInit} onError={onError} />
      </Segment>
      <Modal
        open={smiles !== null}
        size="small"
        onClose={() => setSmiles(null)}
        data-testid="draw-smiles-dialog"
      >
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
          <Button content={text("close")} onClick={() => setSmiles(null)} data-testid="draw-smiles-close" />
        </Modal.Actions>
      </Modal>
      {dialog === "dataset" && ketcher ? (
        <DatasetSaveDialog
          title={currentTitle}
          make={(format) => drawingAs(ketcher, format, currentTitle, previous.current)}
          describe={(error) => messageOf(error, text)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "picker" ? (
        <DataFilePicker
          onClose={() => setDialog(null)}
          onPick={(url, name) => {
            setDialog(null);
            void openUrl(url, name);
          }}
        />
      ) : null}
    </div>
  );
}
