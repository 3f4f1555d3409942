/**
 * The plain monospaced sequence view of weSeq: rows of 60 letters in blocks of 10 with their
 * positions, hits and the selection highlighted; click-drag selects (the letter under the pointer is
 * found from the caret position, so the view holds one element per block, not per letter).
 */
import { useMemo, useRef, type MouseEvent } from "react";
import type { MotifHit } from "./sequenceTools";

export const rowLength = 60;
const blockLength = 10;

export interface SeqRange {
  /** 0-based start in the record. */
  readonly start: number;
  /** Exclusive end. */
  readonly end: number;
}

interface Segment {
  readonly at: number;
  readonly text: string;
  readonly className: string;
  readonly blockEnd: boolean;
}

function caretIndex(x: number, y: number): number | null {
  let node: Node | null = null;
  let offset = 0;
  if (typeof document.caretPositionFromPoint === "function") {
    const position = document.caretPositionFromPoint(x, y);
    node = position?.offsetNode ?? null;
    offset = position?.offset ?? 0;
  } else if (typeof document.caretRangeFromPoint === "function") {
    const range = document.caretRangeFromPoint(x, y);
    node = range?.startContainer ?? null;
    offset = range?.startOffset ?? 0;
  }
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const segment = element?.closest<HTMLElement>("[data-at]");
  if (!segment) return null;
  return Number(segment.dataset.at) + (node instanceof Text ? offset : 0);
}

export function SequenceText({
  sequence,
  offset,
  hits,
  selection,
  onSelect,
}: {
  /** The loaded letters. */
  sequence: string;
  /** Where they start in the record. */
  offset: number;
  hits: readonly MotifHit[];
  selection: SeqRange | null;
  onSelect: (range: SeqRange) => void;
}) {
  const anchor = useRef<number | null>(null);
  const classes = useMemo(() => {
    const marks = new Uint8Array(sequence.length);
    for (const hit of hits) {
      for (
        let index = Math.max(hit.start, offset);
        index < Math.min(hit.end, offset + sequence.length);
        index += 1
      ) {
        marks[index - offset] = hit.strand === 1 ? 1 : 2;
      }
    }
    return marks;
  }, [sequence, offset, hits]);

  const rows = useMemo(() => {
    const out: { start: number; segments: Segment[] }[] = [];
    const classOf = (index: number) => {
      const absolute = offset + index;
      if (selection && absolute >= selection.start && absolute < selection.end) return "seq-sel";
      const mark = classes[index];
      return mark === 1 ? "seq-hit" : mark === 2 ? "seq-hit-rev" : "";
    };
    for (let rowStart = 0; rowStart < sequence.length; rowStart += rowLength) {
      const segments: Segment[] = [];
      const rowEnd = Math.min(sequence.length, rowStart + rowLength);
      let from = rowStart;
      while (from < rowEnd) {
        const className = classOf(from);
        let to = from + 1;
        while (to < rowEnd && to % blockLength !== 0 && classOf(to) === className) to += 1;
        segments.push({
          at: offset + from,
          text: sequence.slice(from, to),
          className,
          blockEnd: to % blockLength === 0 && to < rowEnd,
        });
        from = to;
      }
      out.push({ start: offset + rowStart, segments });
    }
    return out;
  }, [sequence, offset, classes, selection]);

  const extend = (event: MouseEvent) => {
    if (anchor.current === null) return;
    const index = caretIndex(event.clientX, event.clientY);
    if (index === null) return;
    const from = anchor.current;
    onSelect(index >= from ? { start: from, end: Math.max(index, from + 1) } : { start: index, end: from });
  };

  return (
    <div
      className="seq-text"
      data-testid="seq-text"
      onMouseDown={(event) => {
        const index = caretIndex(event.clientX, event.clientY);
        if (index === null) return;
        event.preventDefault();
        anchor.current = index;
        onSelect({ start: index, end: index + 1 });
      }}
      onMouseMove={(event) => {
        if (event.buttons === 1) extend(event);
      }}
      onMouseUp={(event) => {
        extend(event);
        anchor.current = null;
      }}
    >
      {rows.map((row) => (
        <div className="seq-row" key={row.start} data-row={row.start}>
          <span className="seq-pos">{row.start + 1}</span>
          {row.segments.map((segment) => (
            <span
              key={segment.at}
              data-at={segment.at}
              className={`${segment.className}${segment.blockEnd ? " seq-block-end" : ""}`}
            >
              {segment.text}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
