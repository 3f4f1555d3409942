/**
 * weSeq (issue 12): the records of a FASTA, weseq, GenBank or SnapGene file, paged on the gateway, and
 * the chosen record's sequence in windows (load more, jump to a position). Search a motif (both strands
 * for DNA) in the loaded letters, select by click-drag or start/end, and see the selection's position,
 * length, GC content, translation (standard code, frame 1-3) and reverse complement; copy it.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Loader, Pagination, Table } from "semantic-ui-react";
import { useDebounced } from "../../components/hooks";
import { useNs } from "../../i18n";
import { seqNs } from "./i18n";
import { SeqError } from "./SeqError";
import { SeqWarnings } from "./SeqWarnings";
import {
  maxWindow,
  SeqRecordHead,
  SeqSearchBar,
  SeqSelectionPanel,
  SeqWindowActions,
  windowStep,
  type Frame,
} from "./SeqPanels";
import { findMotif, formatPercent } from "./sequenceTools";
import { rowLength, SequenceText, type SeqRange } from "./SequenceText";
import { sourceKey, useSequencePage, type SeqViewerProps } from "./source";
import "./seq.css";

const recordsPerPage = 20;

interface SeqWindow {
  readonly start: number;
  readonly length: number;
}

function RecordTable({
  source,
  selected,
  onSelect,
}: SeqViewerProps & { selected: number; onSelect: (index: number) => void }) {
  const { t } = useNs(seqNs);
  const [page, setPage] = useState(1);
  const list = useSequencePage(source, {
    offset: (page - 1) * recordsPerPage,
    limit: recordsPerPage,
    seqOffset: 0,
    seqLength: 0,
  });
  const total = list.data?.total ?? 0;
  // The record panel beside shows the file's refusal once.
  if (list.error) return null;
  return (
    <div className="seq-records" data-testid="seq-records">
      {list.loading && !list.data ? <Loader active inline="centered" content={t("loading")} /> : null}
      {list.data ? (
        <p className="muted small" data-testid="seq-record-total">
          {t("recordTotal", { count: total, format: list.data.format })}
        </p>
      ) : null}
      <Table compact selectable unstackable size="small">
        <Table.Body>
          {(list.data?.records ?? []).map((record) => (
            <Table.Row
              key={record.index}
              active={record.index === selected}
              onClick={() => onSelect(record.index)}
              className="clickable"
              data-testid={`seq-record-${record.index}`}
            >
              <Table.Cell>
                <div className="seq-record-name" title={record.description}>
                  {record.id || record.name}
                </div>
                <div className="muted small">
                  {t(`letters.${record.moleculeType}`, { length: record.length })} ·{" "}
                  {t(`molecule.${record.moleculeType}`)}
                  {record.gcContent !== null ? ` · GC ${formatPercent(record.gcContent)}` : ""}
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {total > recordsPerPage ? (
        <Pagination
          size="mini"
          activePage={page}
          totalPages={Math.ceil(total / recordsPerPage)}
          onPageChange={(_event, value) => setPage(Number(value.activePage))}
          firstItem={null}
          lastItem={null}
          siblingRange={0}
          data-testid="seq-record-pager"
        />
      ) : null}
    </div>
  );
}

export function SeqViewer({ source, initialRecord = 0 }: SeqViewerProps & { initialRecord?: number }) {
  const { t } = useNs(seqNs);
  const key = sourceKey(source);
  const [selected, setSelected] = useState(initialRecord);
  const [win, setWin] = useState<SeqWindow>({ start: 0, length: windowStep });
  const [selection, setSelection] = useState<SeqRange | null>(null);
  const [startInput, setStartInput] = useState("");
  const [endInput, setEndInput] = useState("");
  const [jumpInput, setJumpInput] = useState("");
  const [motif, setMotif] = useState("");
  const [hitCursor, setHitCursor] = useState(-1);
  const [frame, setFrame] = useState<Frame>(1);
  const [notice, setNotice] = useState<string | null>(null);
  const textRef = useRef<HTMLDivElement>(null);

  // A new file or record starts again at its first window.
  useEffect(() => {
    setSelected(initialRecord);
  }, [key, initialRecord]);
  useEffect(() => {
    setWin({ start: 0, length: windowStep });
    setSelection(null);
    setHitCursor(-1);
    setNotice(null);
  }, [key, selected]);

  const current = useSequencePage(source, {
    offset: selected,
    limit: 1,
    seqOffset: win.start,
    seqLength: win.length,
  });
  const record = current.data?.records[0];
  const loaded = record && record.index === selected ? record : undefined;
  const sequence = loaded?.sequence ?? "";
  const offset = loaded?.sequenceOffset ?? win.start;
  const isDna = loaded ? loaded.moleculeType !== "protein" : false;

  const query = useDebounced(motif, 250);
  const hits = useMemo(
    () => findMotif(sequence, query, { offset, bothStrands: isDna, limit: 5_000 }),
    [sequence, query, offset, isDna],
  );

  // The start/end inputs follow the selection (1-based, inclusive end).
  useEffect(() => {
    setStartInput(selection ? String(selection.start + 1) : "");
    setEndInput(selection ? String(selection.end) : "");
  }, [selection]);

  const inWindow = (range: SeqRange) => range.start >= offset && range.end <= offset + sequence.length;
  const selectedText =
    selection && inWindow(selection) ? sequence.slice(selection.start - offset, selection.end - offset) : "";

  const scrollTo = (position: number) => {
    const rowStart = position - ((position - offset) % rowLength);
    textRef.current?.querySelector(`[data-row="${rowStart}"]`)?.scrollIntoView({ block: "center" });
  };

  const goToHit = (next: number) => {
    if (hits.length === 0) return;
    const index = (next + hits.length) % hits.length;
    const hit = hits[index];
    if (!hit) return;
    setHitCursor(index);
    setSelection({ start: hit.start, end: hit.end });
    scrollTo(hit.start);
  };

  /** Loads the window holding [start, end) when it is not loaded, then selects it. */
  const applyRange = (start: number, end: number) => {
    if (!loaded) return;
    const from = Math.max(0, Math.min(start, loaded.length - 1));
    const to = Math.max(from + 1, Math.min(end, loaded.length));
    if (to - from > maxWindow) {
      setNotice(t("selectionTooLong", { max: maxWindow }));
      return;
    }
    setNotice(null);
    const range = { start: from, end: to };
    if (!inWindow(range)) {
      setWin({ start: from, length: Math.max(windowStep, to - from) });
    }
    setSelection(range);
  };

  const jump = () => {
    if (!loaded || jumpInput === "") return;
    const position = Math.max(0, Math.min(Number(jumpInput) - 1, loaded.length - 1));
    if (position >= offset && position < offset + sequence.length) {
      scrollTo(position);
      return;
    }
    setWin({ start: position - (position % rowLength), length: windowStep });
  };

  const more = loaded ? offset + sequence.length < loaded.length : false;
  const windowEnd = offset + sequence.length;

  if (current.error) {
    return (
      <div className="seq-viewer" data-testid="seq-viewer">
        <SeqError error={current.error} />
      </div>
    );
  }
  return (
    <div className="seq-viewer" data-testid="seq-viewer">
      <div className="seq-layout">
        <RecordTable source={source} selected={selected} onSelect={setSelected} />
        <div className="seq-main">
          {current.loading ? (
            <Loader active inline="centered" content={t("loading")} data-testid="seq-loading" />
          ) : null}
          {loaded ? (
            <>
              <SeqRecordHead record={loaded} isDna={isDna} />
              <SeqWarnings record={loaded} />

              <SeqSearchBar
                isDna={isDna}
                motif={motif}
                onMotif={(value) => {
                  setMotif(value);
                  setHitCursor(-1);
                }}
                query={query}
                hits={hits}
                hitCursor={hitCursor}
                onHit={goToHit}
                jumpInput={jumpInput}
                onJumpInput={setJumpInput}
                onJump={jump}
              />
              {query.trim() !== "" ? (
                <p className="muted small">
                  {t(isDna ? "searchScopeDna" : "searchScope", { from: offset + 1, to: windowEnd })}
                </p>
              ) : null}

              <SeqSelectionPanel
                isDna={isDna}
                selection={selection}
                selectedText={selectedText}
                startInput={startInput}
                endInput={endInput}
                onStartInput={setStartInput}
                onEndInput={setEndInput}
                onApply={applyRange}
                onClear={() => setSelection(null)}
                notice={notice}
                frame={frame}
                onFrame={setFrame}
              />

              <p className="muted small" data-testid="seq-window">
                {t("windowShown", { from: offset + 1, to: windowEnd, total: loaded.length })}
              </p>
              <div ref={textRef}>
                <SequenceText
                  sequence={sequence}
                  offset={offset}
                  hits={hits}
                  selection={selection}
                  onSelect={setSelection}
                />
              </div>
              <SeqWindowActions
                fromStart={offset > 0}
                more={more}
                grows={win.length + windowStep <= maxWindow}
                loading={current.loading}
                onFromStart={() => setWin({ start: 0, length: windowStep })}
                onMore={() =>
                  setWin((now) =>
                    now.length + windowStep <= maxWindow
                      ? { start: now.start, length: now.length + windowStep }
                      : { start: windowEnd, length: windowStep },
                  )
                }
              />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
