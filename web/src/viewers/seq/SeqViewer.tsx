/**
 * weSeq (issue 12): the records of a FASTA, weseq, GenBank or SnapGene file, paged on the gateway, and
 * the chosen record's sequence in windows (load more, jump to a position). Search a motif (both strands
 * for DNA) in the loaded letters, select by click-drag or start/end, and see the selection's position,
 * length, GC content, translation (standard code, frame 1-3) and reverse complement; copy it.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import {
  Button,
  Dropdown,
  Input,
  Label,
  Loader,
  Message,
  Pagination,
  Segment,
  Table,
} from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import { useDebounced } from "../../components/hooks";
import { useNs } from "../../i18n";
import { seqNs } from "./i18n";
import { SeqError } from "./SeqError";
import { SeqWarnings } from "./SeqWarnings";
import { findMotif, formatPercent, gcContent, reverseComplement, translate } from "./sequenceTools";
import { rowLength, SequenceText, type SeqRange } from "./SequenceText";
import { sourceKey, useSequencePage, type SeqViewerProps } from "./source";
import "./seq.css";

const recordsPerPage = 20;
/** Letters fetched by one "load more" (100 rows). */
export const windowStep = 6_000;
/** Letters held at once: beyond, jump to a position (the gateway pages the rest). */
export const maxWindow = 60_000;
const frames = [1, 2, 3] as const;

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

function CopyText({ text, testId }: { text: string; testId: string }) {
  const { t } = useNs(seqNs);
  return (
    <Button
      type="button"
      size="mini"
      basic
      compact
      icon="copy outline"
      content={t("copy")}
      disabled={text === ""}
      onClick={() => void copyToClipboard(text)}
      data-testid={testId}
    />
  );
}

/** A number input of 1-based positions. */
function PositionInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}) {
  return (
    <Input
      size="mini"
      label={label}
      value={value}
      onChange={(_event, data) => onChange(String(data.value).replace(/[^0-9]/g, ""))}
      className="seq-position-input"
      input={{ "data-testid": testId, inputMode: "numeric" }}
    />
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
  const [frame, setFrame] = useState<1 | 2 | 3>(1);
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
              <Segment className="seq-record-head" data-testid="seq-record-head">
                <strong data-testid="seq-record-id">{loaded.id || loaded.name}</strong>{" "}
                <span className="muted">{loaded.description}</span>
                <div className="seq-facts">
                  <Label size="small" data-testid="seq-record-length">
                    {t(`letters.${loaded.moleculeType}`, { length: loaded.length })}
                  </Label>
                  <Label size="small">{t(`molecule.${loaded.moleculeType}`)}</Label>
                  <Label size="small">{t(`topology.${loaded.topology}`)}</Label>
                  {isDna ? (
                    <Label size="small" data-testid="seq-record-gc">
                      GC {formatPercent(loaded.gcContent)}
                    </Label>
                  ) : null}
                  {loaded.featureTotal > 0 ? (
                    <Label size="small">{t("featureCount", { count: loaded.featureTotal })}</Label>
                  ) : null}
                </div>
              </Segment>
              <SeqWarnings record={loaded} />

              <div className="seq-toolbar">
                <Input
                  size="small"
                  icon="search"
                  iconPosition="left"
                  placeholder={isDna ? t("searchDna") : t("searchProtein")}
                  value={motif}
                  onChange={(_event, data) => {
                    setMotif(String(data.value));
                    setHitCursor(-1);
                  }}
                  input={{ "data-testid": "seq-search" }}
                />
                <span className="muted small" data-testid="seq-hit-count">
                  {query.trim() === ""
                    ? ""
                    : hits.length === 0
                      ? t("noHit")
                      : hitCursor >= 0
                        ? t("hitOf", { at: hitCursor + 1, total: hits.length })
                        : t("hits", { count: hits.length })}
                </span>
                <Button.Group size="mini" basic>
                  <Button
                    icon="chevron up"
                    title={t("previousHit")}
                    aria-label={t("previousHit")}
                    disabled={hits.length === 0}
                    onClick={() => goToHit(hitCursor < 0 ? hits.length - 1 : hitCursor - 1)}
                    data-testid="seq-hit-prev"
                  />
                  <Button
                    icon="chevron down"
                    title={t("nextHit")}
                    aria-label={t("nextHit")}
                    disabled={hits.length === 0}
                    onClick={() => goToHit(hitCursor + 1)}
                    data-testid="seq-hit-next"
                  />
                </Button.Group>
                <span className="seq-spacer" />
                <PositionInput
                  value={jumpInput}
                  onChange={setJumpInput}
                  label={t("jumpTo")}
                  testId="seq-jump"
                />
                <Button size="mini" content={t("go")} onClick={jump} data-testid="seq-jump-go" />
              </div>
              {query.trim() !== "" ? (
                <p className="muted small">
                  {t(isDna ? "searchScopeDna" : "searchScope", { from: offset + 1, to: windowEnd })}
                </p>
              ) : null}

              <Segment className="seq-selection" data-testid="seq-selection">
                <div className="seq-selection-inputs">
                  <PositionInput
                    value={startInput}
                    onChange={setStartInput}
                    label={t("start")}
                    testId="seq-sel-start"
                  />
                  <PositionInput
                    value={endInput}
                    onChange={setEndInput}
                    label={t("end")}
                    testId="seq-sel-end"
                  />
                  <Button
                    size="mini"
                    content={t("select")}
                    disabled={startInput === "" || endInput === "" || Number(endInput) < Number(startInput)}
                    onClick={() => applyRange(Number(startInput) - 1, Number(endInput))}
                    data-testid="seq-sel-apply"
                  />
                  <Button
                    size="mini"
                    basic
                    content={t("clear")}
                    disabled={!selection}
                    onClick={() => setSelection(null)}
                    data-testid="seq-sel-clear"
                  />
                  {selection ? (
                    <span data-testid="seq-sel-summary">
                      {t("selectionSummary", {
                        start: selection.start + 1,
                        end: selection.end,
                        length: selection.end - selection.start,
                      })}
                    </span>
                  ) : (
                    <span className="muted small">{t("selectHint")}</span>
                  )}
                  {selection && isDna && selectedText !== "" ? (
                    <Label size="small" data-testid="seq-sel-gc">
                      GC {formatPercent(gcContent(selectedText))}
                    </Label>
                  ) : null}
                  {selectedText !== "" ? <CopyText text={selectedText} testId="seq-sel-copy" /> : null}
                </div>
                {notice ? <Message warning size="tiny" content={notice} data-testid="seq-notice" /> : null}
                {isDna && selectedText !== "" ? (
                  <div className="seq-dna-tools" data-testid="seq-dna-tools">
                    <div className="seq-tool-row">
                      <span className="seq-tool-label">{t("translation")}</span>
                      <Dropdown
                        compact
                        selection
                        options={frames.map((value) => ({
                          key: value,
                          value,
                          text: t("frame", { frame: value }),
                        }))}
                        value={frame}
                        onChange={(_event, data) => setFrame(data.value === 2 ? 2 : data.value === 3 ? 3 : 1)}
                        data-testid="seq-frame"
                      />
                      <CopyText text={translate(selectedText, frame)} testId="seq-translation-copy" />
                    </div>
                    <pre className="seq-out" data-testid="seq-translation">
                      {translate(selectedText, frame)}
                    </pre>
                    <div className="seq-tool-row">
                      <span className="seq-tool-label">{t("reverseComplement")}</span>
                      <CopyText text={reverseComplement(selectedText)} testId="seq-revcomp-copy" />
                    </div>
                    <pre className="seq-out" data-testid="seq-revcomp">
                      {reverseComplement(selectedText)}
                    </pre>
                  </div>
                ) : null}
              </Segment>

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
              <div className="seq-window-actions">
                {offset > 0 ? (
                  <Button
                    size="small"
                    basic
                    icon="arrow up"
                    content={t("fromStart")}
                    onClick={() => setWin({ start: 0, length: windowStep })}
                    data-testid="seq-from-start"
                  />
                ) : null}
                {more ? (
                  <Button
                    size="small"
                    icon="angle double down"
                    content={
                      win.length + windowStep <= maxWindow
                        ? t("loadMore", { step: windowStep })
                        : t("nextWindow", { step: windowStep })
                    }
                    loading={current.loading}
                    onClick={() =>
                      setWin((now) =>
                        now.length + windowStep <= maxWindow
                          ? { start: now.start, length: now.length + windowStep }
                          : { start: windowEnd, length: windowStep },
                      )
                    }
                    data-testid="seq-load-more"
                  />
                ) : null}
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
