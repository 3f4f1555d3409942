/**
 * The parts of weSeq's record panel (SeqViewer): the record's head, the motif search bar and the
 * selection panel with its DNA tools. The state stays in SeqViewer; these only show it.
 */
import { Button, Dropdown, Input, Label, Message, Segment } from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import type { SequencePageFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { seqNs } from "./i18n";
import { formatPercent, gcContent, reverseComplement, translate, type MotifHit } from "./sequenceTools";
import type { SeqRange } from "./SequenceText";

type SeqRecord = SequencePageFieldsFragment["records"][number];
export type Frame = 1 | 2 | 3;
const frames = [1, 2, 3] as const;
/** Letters fetched by one "load more" (100 rows). */
export const windowStep = 6_000;
/** Letters held at once: beyond, jump to a position (the gateway pages the rest). */
export const maxWindow = 60_000;

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
export function PositionInput({
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

export function SeqRecordHead({ record, isDna }: { record: SeqRecord; isDna: boolean }) {
  const { t } = useNs(seqNs);
  return (
    <Segment className="seq-record-head" data-testid="seq-record-head">
      <strong data-testid="seq-record-id">{record.id || record.name}</strong>{" "}
      <span className="muted">{record.description}</span>
      <div className="seq-facts">
        <Label size="small" data-testid="seq-record-length">
          {t(`letters.${record.moleculeType}`, { length: record.length })}
        </Label>
        <Label size="small">{t(`molecule.${record.moleculeType}`)}</Label>
        <Label size="small">{t(`topology.${record.topology}`)}</Label>
        {isDna ? (
          <Label size="small" data-testid="seq-record-gc">
            GC {formatPercent(record.gcContent)}
          </Label>
        ) : null}
        {record.featureTotal > 0 ? (
          <Label size="small">{t("featureCount", { count: record.featureTotal })}</Label>
        ) : null}
      </div>
    </Segment>
  );
}

export function SeqSearchBar({
  isDna,
  motif,
  onMotif,
  query,
  hits,
  hitCursor,
  onHit,
  jumpInput,
  onJumpInput,
  onJump,
}: {
  isDna: boolean;
  motif: string;
  onMotif: (motif: string) => void;
  /** The debounced motif the hits are of. */
  query: string;
  hits: readonly MotifHit[];
  hitCursor: number;
  onHit: (index: number) => void;
  jumpInput: string;
  onJumpInput: (value: string) => void;
  onJump: () => void;
}) {
  const { t } = useNs(seqNs);
  return (
    <div className="seq-toolbar">
      <Input
        size="small"
        icon="search"
        iconPosition="left"
        placeholder={isDna ? t("searchDna") : t("searchProtein")}
        value={motif}
        onChange={(_event, data) => onMotif(String(data.value))}
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
          onClick={() => onHit(hitCursor < 0 ? hits.length - 1 : hitCursor - 1)}
          data-testid="seq-hit-prev"
        />
        <Button
          icon="chevron down"
          title={t("nextHit")}
          aria-label={t("nextHit")}
          disabled={hits.length === 0}
          onClick={() => onHit(hitCursor + 1)}
          data-testid="seq-hit-next"
        />
      </Button.Group>
      <span className="seq-spacer" />
      <PositionInput value={jumpInput} onChange={onJumpInput} label={t("jumpTo")} testId="seq-jump" />
      <Button size="mini" content={t("go")} onClick={onJump} data-testid="seq-jump-go" />
    </div>
  );
}

function DnaTools({
  selectedText,
  frame,
  onFrame,
}: {
  selectedText: string;
  frame: Frame;
  onFrame: (frame: Frame) => void;
}) {
  const { t } = useNs(seqNs);
  return (
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
          onChange={(_event, data) => onFrame(data.value === 2 ? 2 : data.value === 3 ? 3 : 1)}
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
  );
}

export function SeqSelectionPanel({
  isDna,
  selection,
  selectedText,
  startInput,
  endInput,
  onStartInput,
  onEndInput,
  onApply,
  onClear,
  notice,
  frame,
  onFrame,
}: {
  isDna: boolean;
  selection: SeqRange | null;
  /** The selection's letters when they are loaded, else "". */
  selectedText: string;
  startInput: string;
  endInput: string;
  onStartInput: (value: string) => void;
  onEndInput: (value: string) => void;
  /** Selects [start, end) (0-based start, exclusive end). */
  onApply: (start: number, end: number) => void;
  onClear: () => void;
  notice: string | null;
  frame: Frame;
  onFrame: (frame: Frame) => void;
}) {
  const { t } = useNs(seqNs);
  return (
    <Segment className="seq-selection" data-testid="seq-selection">
      <div className="seq-selection-inputs">
        <PositionInput value={startInput} onChange={onStartInput} label={t("start")} testId="seq-sel-start" />
        <PositionInput value={endInput} onChange={onEndInput} label={t("end")} testId="seq-sel-end" />
        <Button
          size="mini"
          content={t("select")}
          disabled={startInput === "" || endInput === "" || Number(endInput) < Number(startInput)}
          onClick={() => onApply(Number(startInput) - 1, Number(endInput))}
          data-testid="seq-sel-apply"
        />
        <Button
          size="mini"
          basic
          content={t("clear")}
          disabled={!selection}
          onClick={onClear}
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
        <DnaTools selectedText={selectedText} frame={frame} onFrame={onFrame} />
      ) : null}
    </Segment>
  );
}

/** Back to the record's start, and the next letters (the window grows up to maxWindow, then moves on). */
export function SeqWindowActions({
  fromStart,
  more,
  grows,
  loading,
  onFromStart,
  onMore,
}: {
  fromStart: boolean;
  more: boolean;
  /** Whether "more" grows the window (else it moves to the next one). */
  grows: boolean;
  loading: boolean;
  onFromStart: () => void;
  onMore: () => void;
}) {
  const { t } = useNs(seqNs);
  return (
    <div className="seq-window-actions">
      {fromStart ? (
        <Button
          size="small"
          basic
          icon="arrow up"
          content={t("fromStart")}
          onClick={onFromStart}
          data-testid="seq-from-start"
        />
      ) : null}
      {more ? (
        <Button
          size="small"
          icon="angle double down"
          content={grows ? t("loadMore", { step: windowStep }) : t("nextWindow", { step: windowStep })}
          loading={loading}
          onClick={onMore}
          data-testid="seq-load-more"
        />
      ) : null}
    </div>
  );
}
