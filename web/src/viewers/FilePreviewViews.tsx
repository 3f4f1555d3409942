/** The views of the file previewer: image, SVG, table, markdown, sequence and text. */
import { constants } from "@crucible/schema";
import Papa from "papaparse";
import { useEffect, useMemo, useRef, useState, type WheelEvent } from "react";
import { Button, Message, Table } from "semantic-ui-react";
import { Markdown } from "../components/Markdown";
import { useNs } from "../i18n";
import { previewNs } from "./previewI18n";

const zoomStep = 1.2;

export function ImageView({ src, name }: { src: string; name: string }) {
  const { t } = useNs(previewNs);
  const [zoom, setZoom] = useState(1);
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    setZoom((value) => (event.deltaY < 0 ? value * zoomStep : value / zoomStep));
  };
  return (
    <div className="image-view" data-testid="preview-image">
      <div className="image-view-tools">
        <Button.Group size="mini" basic>
          <Button
            icon="zoom-in"
            title={t("preview.zoomIn")}
            aria-label={t("preview.zoomIn")}
            onClick={() => setZoom((value) => value * zoomStep)}
            data-testid="preview-zoom-in"
          />
          <Button
            icon="zoom-out"
            title={t("preview.zoomOut")}
            aria-label={t("preview.zoomOut")}
            onClick={() => setZoom((value) => value / zoomStep)}
            data-testid="preview-zoom-out"
          />
          <Button content={t("preview.zoomReset")} onClick={() => setZoom(1)} />
        </Button.Group>
        <span className="muted small" data-testid="preview-zoom">
          {Math.round(zoom * 100)}%
        </span>
      </div>
      <div className="image-view-stage" onWheel={onWheel}>
        <img src={src} alt={name} style={{ transform: `scale(${zoom})` }} />
      </div>
    </div>
  );
}

function PartialNote({ partial, end }: { partial: boolean; end?: boolean }) {
  const { t } = useNs(previewNs);
  if (!partial) return null;
  return (
    <Message warning size="tiny" data-testid="preview-partial">
      {end ? t("preview.partialEnd") : t("preview.partialStart")}
    </Message>
  );
}

export function TableView({ text, tsv, partial }: { text: string; tsv: boolean; partial: boolean }) {
  const { t } = useNs(previewNs);
  const [shown, setShown] = useState<number>(constants.csvBatchRows);
  const parsed = useMemo(() => {
    const result = Papa.parse<string[]>(text, { delimiter: tsv ? "\t" : "", skipEmptyLines: true });
    return result.data;
  }, [text, tsv]);
  const header = parsed[0] ?? [];
  const rows = parsed.slice(1);
  const columnCount = Math.max(header.length, ...rows.slice(0, 200).map((row) => row.length));
  const columns = Math.min(columnCount, constants.csvMaxColumns);
  const visible = rows.slice(0, shown);
  return (
    <div data-testid="preview-table">
      <PartialNote partial={partial} />
      {columnCount > constants.csvMaxColumns ? (
        <Message info size="tiny" data-testid="preview-columns-note">
          {t("preview.columnsNote", { shown: constants.csvMaxColumns, count: columnCount })}
        </Message>
      ) : null}
      <div className="preview-table-scroll">
        <Table celled compact striped unstackable size="small">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>#</Table.HeaderCell>
              {Array.from({ length: columns }, (_unused, index) => (
                <Table.HeaderCell key={index}>{header[index] ?? ""}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((row, rowIndex) => (
              <Table.Row key={rowIndex}>
                <Table.Cell collapsing className="muted">
                  {rowIndex + 1}
                </Table.Cell>
                {Array.from({ length: columns }, (_unused, index) => (
                  <Table.Cell key={index}>{row[index] ?? ""}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </div>
      <div className="preview-footer">
        <span className="muted small" data-testid="preview-rows">
          {t("preview.rowsShown", { shown: visible.length, count: rows.length })}
        </span>
        {shown < rows.length ? (
          <Button
            size="small"
            basic
            content={t("preview.moreRows", { count: constants.csvBatchRows })}
            onClick={() => setShown((value) => value + constants.csvBatchRows)}
            data-testid="preview-more"
          />
        ) : null}
      </div>
    </div>
  );
}

export function MarkdownView({ text, partial }: { text: string; partial: boolean }) {
  return (
    <div data-testid="preview-markdown">
      <PartialNote partial={partial} />
      <Markdown source={text} testId="preview-markdown-body" />
    </div>
  );
}

export interface FastaRecord {
  readonly name: string;
  readonly description: string;
  readonly residues: string;
}

export function parseFasta(text: string): FastaRecord[] {
  const records: FastaRecord[] = [];
  let current: { name: string; description: string; parts: string[] } | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith(">")) {
      if (current) records.push({ ...current, residues: current.parts.join("") });
      const header = line.slice(1).trim();
      const space = header.search(/\s/);
      current = {
        name: space < 0 ? header : header.slice(0, space),
        description: space < 0 ? "" : header.slice(space + 1).trim(),
        parts: [],
      };
    } else if (line !== "" && !line.startsWith(";")) {
      if (!current) current = { name: "", description: "", parts: [] };
      current.parts.push(line.replace(/\s+/g, ""));
    }
  }
  if (current) records.push({ ...current, residues: current.parts.join("") });
  return records;
}

const blockSize = 10;
const blocksPerLine = 6;
const recordBatch = 50;

function SequenceRecord({ record, index }: { record: FastaRecord; index: number }) {
  const { t } = useNs(previewNs);
  const lineLength = blockSize * blocksPerLine;
  const lines: { position: number; blocks: string[] }[] = [];
  for (let start = 0; start < record.residues.length; start += lineLength) {
    const line = record.residues.slice(start, start + lineLength);
    const blocks: string[] = [];
    for (let offset = 0; offset < line.length; offset += blockSize)
      blocks.push(line.slice(offset, offset + blockSize));
    lines.push({ position: start + 1, blocks });
  }
  return (
    <div className="sequence-record" data-testid="sequence-record">
      <div className="sequence-head">
        <strong data-testid="sequence-name">
          {record.name || t("preview.unnamed", { index: index + 1 })}
        </strong>
        {record.description ? <span className="muted"> {record.description}</span> : null}
        <span className="sequence-length" data-testid="sequence-length">
          {t("preview.residues", { count: record.residues.length })}
        </span>
      </div>
      <pre className="sequence-body">
        {lines
          .map((line) => `${String(line.position).padStart(8, " ")}  ${line.blocks.join(" ")}`)
          .join("\n")}
      </pre>
    </div>
  );
}

export function SequenceView({ text, partial }: { text: string; partial: boolean }) {
  const { t } = useNs(previewNs);
  const records = useMemo(() => parseFasta(text), [text]);
  const [shown, setShown] = useState(recordBatch);
  if (records.length === 0) {
    return (
      <Message warning data-testid="preview-sequence-empty">
        {t("preview.readDataFailed")}
      </Message>
    );
  }
  return (
    <div data-testid="preview-sequence">
      <PartialNote partial={partial} />
      <div className="muted small">{t("preview.records", { count: records.length })}</div>
      {records.slice(0, shown).map((record, index) => (
        <SequenceRecord key={index} record={record} index={index} />
      ))}
      {shown < records.length ? (
        <Button
          size="small"
          basic
          content={t("preview.moreRecords", { count: recordBatch })}
          onClick={() => setShown((value) => value + recordBatch)}
          data-testid="preview-more-records"
        />
      ) : null}
    </div>
  );
}

const lineHeight = 19;
const overscan = 40;

/**
 * A read-only text view with line numbers. Only the lines in sight are in the page (a 3 MiB log has
 * tens of thousands), so that opening and scrolling stay fast.
 */
export function TextView({ text, partial, fromEnd }: { text: string; partial: boolean; fromEnd: boolean }) {
  const lines = useMemo(() => {
    const split = text.split(/\r?\n/);
    if (split.length > 1 && split[split.length - 1] === "") split.pop();
    return split;
  }, [text]);
  const [scrollTop, setScrollTop] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  // The end of a log is what matters: a read of the end opens scrolled to the last line.
  useEffect(() => {
    if (fromEnd && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [fromEnd, lines]);
  const viewport = Math.round(window.innerHeight * 0.65);
  const first = Math.max(0, Math.floor(scrollTop / lineHeight) - overscan);
  const last = Math.min(lines.length, Math.ceil((scrollTop + viewport) / lineHeight) + overscan);
  const digits = String(lines.length).length + (fromEnd ? 1 : 0);
  return (
    <div data-testid="preview-text">
      <PartialNote partial={partial} end={fromEnd} />
      <div
        ref={box}
        className="code-view"
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        style={{ height: Math.min(viewport, lines.length * lineHeight + 18) }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <div className="code-lines" style={{ height: lines.length * lineHeight }}>
          <div className="code-window" style={{ top: first * lineHeight }}>
            {lines.slice(first, last).map((line, offset) => (
              <div className="code-line" key={first + offset} style={{ height: lineHeight }}>
                <span className="code-number" style={{ minWidth: `${digits + 1}ch` }}>
                  {fromEnd ? `…${first + offset + 1}` : first + offset + 1}
                </span>
                <span className="code-content">{line}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
