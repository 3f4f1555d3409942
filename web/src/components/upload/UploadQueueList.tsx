/** The uploader's queue: overall progress with cancel-all or clear, and each file with its own. */
import { useTranslation } from "react-i18next";
import { Button, Progress } from "semantic-ui-react";
import { formatBytes } from "../format";
import type { UploadPhase } from "./uploadProtocol";
import { isRunning, percentOf, type QueueItem, type QueueTotals } from "./uploadQueue";

function phaseKey(phase: UploadPhase) {
  return `upload.phase.${phase}` as const;
}

function UploadQueueItem(props: {
  readonly testId: string;
  readonly item: QueueItem;
  readonly onCancel: (item: QueueItem) => void;
  readonly onRetry: (item: QueueItem) => void;
}) {
  const { t } = useTranslation();
  const { testId, item } = props;
  const path = [...item.dirNames, item.file.name].join("/");
  return (
    <div
      className={`upload-item phase-${item.phase}`}
      data-testid={`${testId}-item`}
      data-phase={item.phase}
      data-name={item.file.name}
    >
      <div className="upload-item-head">
        <span className="upload-name" title={path}>
          {path}
        </span>
        <span className="muted small">
          {formatBytes(item.file.size)} · {t(phaseKey(item.phase))}
        </span>
        {isRunning(item.phase) ? (
          <Button
            type="button"
            size="mini"
            basic
            compact
            icon="close"
            title={t("common.cancel")}
            aria-label={t("common.cancel")}
            onClick={() => props.onCancel(item)}
            data-testid={`${testId}-cancel`}
          />
        ) : null}
        {item.phase === "error" || item.phase === "cancelled" ? (
          <Button
            type="button"
            size="mini"
            basic
            compact
            icon="redo"
            title={t("upload.retry")}
            aria-label={t("upload.retry")}
            onClick={() => props.onRetry(item)}
            data-testid={`${testId}-retry`}
          />
        ) : null}
      </div>
      {item.error ? (
        <div className="upload-error">{item.error}</div>
      ) : (
        <Progress
          percent={percentOf(item)}
          progress
          size="tiny"
          color={item.phase === "hashing" ? "grey" : item.phase === "done" ? "green" : "blue"}
        />
      )}
    </div>
  );
}

export function UploadQueueList(props: {
  readonly testId: string;
  readonly items: readonly QueueItem[];
  readonly totals: QueueTotals;
  readonly onCancel: (item: QueueItem) => void;
  readonly onRetry: (item: QueueItem) => void;
  readonly onCancelAll: () => void;
  readonly onClear: () => void;
}) {
  const { t } = useTranslation();
  const { testId, totals } = props;
  return (
    <div className="upload-queue" data-testid={`${testId}-queue`}>
      <div className="upload-overall">
        <Progress
          percent={totals.percent}
          progress
          indicating={totals.busy}
          success={!totals.busy && totals.doneCount === totals.count}
          size="small"
          data-testid={`${testId}-overall`}
        >
          {t("upload.overall", { done: totals.doneCount, count: totals.count })}
        </Progress>
        {totals.busy ? (
          <Button
            type="button"
            size="mini"
            basic
            icon="stop"
            content={t("upload.cancelAll")}
            onClick={props.onCancelAll}
            data-testid={`${testId}-cancel-all`}
          />
        ) : (
          <Button
            type="button"
            size="mini"
            basic
            icon="eraser"
            content={t("upload.clear")}
            onClick={props.onClear}
            data-testid={`${testId}-clear`}
          />
        )}
      </div>
      {props.items.map((item) => (
        <UploadQueueItem
          key={item.id}
          testId={testId}
          item={item}
          onCancel={props.onCancel}
          onRetry={props.onRetry}
        />
      ))}
    </div>
  );
}
