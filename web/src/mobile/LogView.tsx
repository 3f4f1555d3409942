/**
 * A task's stdout or stderr on the mobile site: the last 3 MiB read over REST (as the desktop's
 * TaskLog), read again when the task runs again, changes state or ends, and on demand.
 */
import { jobsNs } from "../features/jobs/i18n";
import { logDownloadUrl, useTaskLog } from "../features/jobs/useTaskLog";
import { useNs } from "../i18n";
import { Loading, Notice } from "./bits";
import { mobileNs } from "./i18n";

export function LogView(props: { url: string | null; version: string; testId: string }) {
  const { t } = useNs(mobileNs);
  const { t: jobsT } = useNs(jobsNs);
  const { url } = props;
  const { log, pre, reload } = useTaskLog(url, props.version);

  if (!url) {
    return (
      <p className="m-muted" data-testid={`${props.testId}-none`}>
        {t("log.notYet")}
      </p>
    );
  }
  return (
    <div className="m-log" data-testid={props.testId} data-state={log.state}>
      <div className="m-log-tools">
        <button
          type="button"
          className="m-button m-small"
          onClick={reload}
          data-testid={`${props.testId}-reload`}
        >
          {t("log.reload")}
        </button>
        <a className="m-button m-small" href={logDownloadUrl(url)}>
          {t("log.download")}
        </a>
      </div>
      {log.state === "loading" ? <Loading /> : null}
      {log.state === "failed" ? <Notice kind="warning">{jobsT("task.logFailed")}</Notice> : null}
      {log.state === "notUtf8" ? <Notice kind="warning">{jobsT("task.logNotUtf8")}</Notice> : null}
      {log.state === "ready" && log.partial ? <p className="m-muted m-small">{t("log.partial")}</p> : null}
      {log.state === "ready" ? (
        log.text === "" ? (
          <p className="m-muted" data-testid={`${props.testId}-empty`}>
            {t("log.empty")}
          </p>
        ) : (
          <pre ref={pre} className="m-pre" data-testid={`${props.testId}-text`}>
            {log.text}
          </pre>
        )
      ) : null}
    </div>
  );
}
