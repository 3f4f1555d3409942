/**
 * The mobile previewer: the desktop's rules (viewers/fileTypes.ts: the type from the extension, at most
 * 3 MiB read with a Range header, the start of tables and documents and the end of text, nothing above
 * 500 MB) with views for a phone: images (SVG only as an image, so its scripts never run), tables in
 * their own horizontal scroller, markdown sanitised by the desktop's renderer, and text.
 */
import { constants } from "@crucible/schema";
import Papa from "papaparse";
import { useEffect, useMemo, useState } from "react";
import { extensionOf, previewKindOf, previewRange, previewRefused } from "../viewers/fileTypes";
import { useRangeText } from "../viewers/rangeText";
import { Loading, Notice } from "./bits";
import { useNs } from "../i18n";
import { previewNs } from "../viewers/previewI18n";

export interface MobilePreviewTarget {
  readonly name: string;
  readonly size: number;
  readonly readUrl: string;
  readonly downloadUrl: string;
}

/** Rows shown at a time: a quarter of the desktop's batch, which is a long scroll on a phone. */
const batchRows = Math.ceil(constants.csvBatchRows / 4);

function TableView({ text, tsv }: { text: string; tsv: boolean }) {
  const { t } = useNs(previewNs);
  const [shown, setShown] = useState<number>(batchRows);
  const rows = useMemo(
    () => Papa.parse<string[]>(text, { delimiter: tsv ? "\t" : "", skipEmptyLines: true }).data,
    [text, tsv],
  );
  const header = rows[0] ?? [];
  const body = rows.slice(1);
  const columns = Math.min(
    Math.max(header.length, ...body.slice(0, 200).map((row) => row.length)),
    constants.csvMaxColumns,
  );
  const indexes = Array.from({ length: columns }, (_, index) => index);
  return (
    <div data-testid="m-preview-table">
      <div className="m-table-scroll">
        <table className="m-table">
          <thead>
            <tr>
              {indexes.map((index) => (
                <th key={index}>{header[index] ?? ""}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.slice(0, shown).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {indexes.map((index) => (
                  <td key={index}>{row[index] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="m-muted m-small">
        {t("preview.rowsShown", { shown: Math.min(shown, body.length), count: body.length })}
      </p>
      {shown < body.length ? (
        <button
          type="button"
          className="m-button m-block"
          onClick={() => setShown((value) => value + batchRows)}
          data-testid="m-preview-more-rows"
        >
          {t("preview.moreRows", { count: Math.min(batchRows, body.length - shown) })}
        </button>
      ) : null}
    </div>
  );
}

function MarkdownView({ text }: { text: string }) {
  // The renderer (marked + DOMPurify, as on the desktop) loads only when a markdown file is opened.
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("../components/Markdown").then(({ renderMarkdown }) => {
      if (live) setHtml(renderMarkdown(text));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (html === null) return <Loading />;
  // Sanitised by renderMarkdown: the one place markdown becomes markup.
  return (
    <div className="m-markdown" data-testid="m-preview-markdown" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

export function Preview({ target }: { target: MobilePreviewTarget }) {
  const { t } = useNs(previewNs);
  const kind = previewKindOf(target.name);
  const refused = previewRefused(target.size);
  const needsText = !refused && kind !== "image" && kind !== "svg" && kind !== "external";
  const loaded = useRangeText(needsText ? target.readUrl : null, previewRange(kind, target.size));

  if (refused) return <Notice kind="warning">{t("preview.tooLarge")}</Notice>;
  if (kind === "image" || kind === "svg") {
    return (
      <div className="m-preview-image" data-testid="m-preview-image">
        <img src={target.readUrl} alt={target.name} />
      </div>
    );
  }
  if (kind === "external") {
    return (
      <Notice testId="m-preview-external">
        {t("preview.external")}{" "}
        <a href={target.readUrl} target="_blank" rel="noopener noreferrer">
          {t("preview.newWindow")}
        </a>
      </Notice>
    );
  }
  if (loaded.state !== "ready") {
    if (loaded.state === "loading") return <Loading testId="m-preview-loading" />;
    return (
      <Notice kind="warning">
        {loaded.state === "failed" ? t("preview.readFailed") : t("preview.notUtf8")}
      </Notice>
    );
  }
  return (
    <div className="m-preview" data-testid="m-preview" data-kind={kind}>
      {loaded.partial ? (
        <Notice kind="warning" testId="m-preview-partial">
          {loaded.fromEnd ? t("preview.partialEnd") : t("preview.partialStart")}
        </Notice>
      ) : null}
      {kind === "table" ? (
        <TableView text={loaded.text} tsv={extensionOf(target.name) === "tsv"} />
      ) : kind === "markdown" ? (
        <MarkdownView text={loaded.text} />
      ) : (
        <pre className="m-pre" data-testid="m-preview-text">
          {loaded.text}
        </pre>
      )}
    </div>
  );
}
