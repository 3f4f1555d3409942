/**
 * weDraw: Ketcher with our toolbar. Opens mol, sdf, rxn and `.ad` files (local, or a data set file
 * by its read_file address; a multi-record SDF one record at a time, with a record picker), downloads mol, sdf, rxn and `.ad`, shows and copies the SMILES, renders
 * PNG and SVG images with Indigo, saves to a data set, and (with `onUse`) hands the drawn molecule
 * back to its host, such as a module argument.
 */
import type { Ketcher } from "ketcher-core";
import { useCallback, useEffect, useRef, useState } from "react";
import { Loader, Message, Segment } from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import { downloadBlob } from "../../components/download";
import { toast } from "../../components/toast";
import { restReadRange } from "../../graphql/rest";
import { AdDocumentError, maxDrawBytes, type AdDocument } from "./adDocument";
import { DatasetSaveDialog } from "./DatasetSaveDialog";
import { DataFilePicker } from "./DataFilePicker";
import { DrawToolbar, SmilesDialog, type OpenRecords } from "./DrawToolbar";
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
  mimeTypes,
  titleOfName,
  type ImageFormat,
  type SaveFormat,
} from "./drawFormats";
import { useNs, type NsT } from "../../i18n";
import { drawNs } from "./i18n";
import { KetcherCanvas } from "./KetcherCanvas";
import { splitSdfRecords } from "./sdfRecords";
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
      <DrawToolbar
        text={text}
        title={title}
        onTitle={setTitle}
        disabled={disabled}
        busy={busy}
        compact={props.compact}
        records={records}
        onPickRecord={showRecord}
        onOpenLocal={(file) => void openLocal(file)}
        onOpenDataset={() => setDialog("picker")}
        onDownload={(format) => void download(format)}
        onSmiles={() => void showSmiles()}
        onImage={(format) => void image(format)}
        onToDataset={() => setDialog("dataset")}
        onUse={onUse ? () => void use() : undefined}
      />
      <Segment attached="bottom" className="draw-canvas" data-testid="draw-canvas">
        {failure ? <Message error content={failure} /> : null}
        {!ready ? <Loader active content={text("loading")} data-testid="draw-loading" /> : null}
        <KetcherCanvas onInit={onInit} onError={onError} />
      </Segment>
      <SmilesDialog smiles={smiles} text={text} onClose={() => setSmiles(null)} />
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
