/**
 * A task's stdout or stderr: the REST read of the log's last 3 MiB (spec §9) with the session cookie,
 * shown in a scrollable <pre> that opens at its end. Read again when the task runs again or ends.
 */
import { Button, Loader, Message } from "semantic-ui-react";
import { logDownloadUrl, useTaskLog } from "./useTaskLog";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function TaskLog(props: {
  /** Null until the task has run. */
  url: string | null;
  /** Changes when the log may have changed (run number, state, finish time). */
  version: string;
  testId: string;
}) {
  const { t } = useNs(jobsNs);
  const { url } = props;
  const { log, pre, reload } = useTaskLog(url, props.version);

  if (!url)
    return (
      <p className="muted" data-testid={`${props.testId}-none`}>
        {t("task.logNotYet")}
      </p>
    );
  return (
    <div className="task-log" data-testid={props.testId} data-state={log.state}>
      <div className="task-log-tools">
        {log.state === "ready" && log.partial ? (
          <span className="muted small">{t("task.logPartial")}</span>
        ) : null}
        <span className="task-log-spacer" />
        <Button
          size="mini"
          basic
          icon="refresh"
          content={t("task.reloadLog")}
          onClick={reload}
          data-testid={`${props.testId}-reload`}
        />
        <a
          className="ui mini basic button"
          href={logDownloadUrl(url)}
          data-testid={`${props.testId}-download`}
        >
          {t("task.downloadLog")}
        </a>
      </div>
      {log.state === "loading" ? <Loader active inline="centered" size="small" /> : null}
      {log.state === "failed" ? <Message warning size="small" content={t("task.logFailed")} /> : null}
      {log.state === "notUtf8" ? <Message warning size="small" content={t("task.logNotUtf8")} /> : null}
      {log.state === "ready" ? (
        log.text === "" ? (
          <p className="muted" data-testid={`${props.testId}-empty`}>
            {t("task.logEmpty")}
          </p>
        ) : (
          <pre ref={pre} className="task-log-text" data-testid={`${props.testId}-text`}>
            {log.text}
          </pre>
        )
      ) : null}
    </div>
  );
}
