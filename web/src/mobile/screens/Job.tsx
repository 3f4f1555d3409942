/**
 * One of the user's jobs on the mobile site: its state and figures with its tasks (live, as the jobs
 * list), a task's state, log and outputs, and an output's preview (SDF records page by page with their
 * structure pictures, or the previewer's text, table, markdown and image views).
 */
import { useCallback, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { formatBytes, formatDateTime } from "../../components/format";
import { jobsNs } from "../../features/jobs/i18n";
import { useLiveJobs } from "../../features/jobs/live";
import { formatDuration } from "../../features/jobs/taskArgs";
import type { JobTaskFieldsFragment } from "../../graphql";
import { useJobDetailQuery } from "../../graphql/__generated__/documents/jobs";
import { currentLanguage, useNs } from "../../i18n";
import { isSdfName } from "../../viewers/fileTypes";
import { BackLink, Fact, Facts, LiveMark, Loading, Notice, ProgressLine, StateBadge } from "../bits";
import { LogView } from "../LogView";
import { Preview } from "../Preview";
import { SdfRecords } from "../SdfRecords";
import { mobileNs } from "../i18n";

type Task = JobTaskFieldsFragment;

const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;
const taskPath = (id: string, key: string) => `${jobPath(id)}/tasks/${encodeURIComponent(key)}`;

/** The job of the address, followed live while it is active. */
function useLiveJob() {
  const { id = "" } = useParams();
  const detail = useJobDetailQuery({ variables: { id }, fetchPolicy: "cache-and-network", skip: id === "" });
  const job = detail.data?.job ?? null;
  const { refetch } = detail;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const watched = useMemo(() => (job ? [{ id: job.id, name: job.name, state: job.state }] : null), [job]);
  const live = useLiveJobs(watched, detail, refresh);
  return { id, job, loading: detail.loading, live };
}

function taskName(task: Task): string {
  const zh = currentLanguage() === "zh-CN";
  const module = task.module
    ? zh
      ? task.module.nameZh || task.module.name
      : task.module.name || task.module.nameZh
    : null;
  return module ?? task.processor?.name ?? task.key;
}

function Missing({ text, back, backText }: { text: string; back: string; backText: string }) {
  return (
    <div className="m-page">
      <BackLink to={back}>{backText}</BackLink>
      <Notice kind="warning" testId="m-not-found">
        {text}
      </Notice>
    </div>
  );
}

export function Job() {
  const { t } = useNs(mobileNs);
  const { t: jobsT } = useNs(jobsNs);
  const { id, job, loading, live } = useLiveJob();
  if (!job) {
    return loading ? (
      <Loading />
    ) : (
      <Missing text={t("jobs.notFound")} back="/jobs" backText={t("jobs.back")} />
    );
  }
  const ended = live.notices.find((notice) => notice.id === job.id);
  return (
    <div className="m-page" data-testid="m-job" data-job={job.id} data-state={job.state}>
      <BackLink to="/jobs" testId="m-job-back">
        {t("jobs.back")}
      </BackLink>
      <h1 className="m-title m-break">{job.name}</h1>
      {ended ? (
        <Notice kind="success" testId="m-job-finished">
          {t("jobs.finished", { state: jobsT(`states.${ended.state}`) })}
        </Notice>
      ) : null}
      <section className="m-card">
        <div className="m-row-line">
          <StateBadge state={job.state} testId="m-job-state" />
          <LiveMark active={live.active} text={live.text} />
        </div>
        <ProgressLine percent={job.progress * 100} testId="m-job-progress" />
        <Facts>
          <Fact label={t("jobs.tokens")}>{job.tokens.toLocaleString()}</Fact>
          <Fact label={t("jobs.createdAt")}>{formatDateTime(job.createdAt)}</Fact>
          <Fact label={t("jobs.finishedAt")}>{formatDateTime(job.finishedAt) || "—"}</Fact>
        </Facts>
      </section>
      <section className="m-section">
        <h2>{t("jobs.tasks")}</h2>
        <ul className="m-list" data-testid="m-tasks">
          {job.tasks.map((task) => (
            <li key={task.id}>
              <Link
                to={taskPath(id, task.key)}
                className="m-row"
                data-testid={`m-task-${task.key}`}
                data-state={task.state}
              >
                <span className="m-row-main">
                  <span className="m-row-title">{taskName(task)}</span>
                  <span className="m-muted m-small">
                    {task.key}
                    {task.run > 0 ? ` · ${t("task.run", { run: task.run })}` : ""}
                  </span>
                </span>
                <StateBadge state={task.state} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function Task() {
  const { t } = useNs(mobileNs);
  const { key = "" } = useParams();
  const { id, job, loading, live } = useLiveJob();
  const [stream, setStream] = useState<"stdout" | "stderr">("stdout");
  const task = job?.tasks.find((candidate) => candidate.key === key) ?? null;
  if (!job || !task) {
    if (loading) return <Loading />;
    return job ? (
      <Missing text={t("task.notFound")} back={jobPath(id)} backText={t("task.back")} />
    ) : (
      <Missing text={t("jobs.notFound")} back="/jobs" backText={t("jobs.back")} />
    );
  }
  const duration =
    task.wallMs != null && task.wallMs > 0
      ? formatDuration(task.wallMs)
      : task.startedAt && task.finishedAt
        ? formatDuration(new Date(task.finishedAt).getTime() - new Date(task.startedAt).getTime())
        : "—";
  const logUrl = stream === "stdout" ? task.stdoutUrl : task.stderrUrl;
  return (
    <div className="m-page" data-testid="m-task" data-task={task.key} data-state={task.state}>
      <BackLink to={jobPath(id)} testId="m-task-back">
        {t("task.back")}
      </BackLink>
      <h1 className="m-title m-break">{taskName(task)}</h1>
      <section className="m-card">
        <div className="m-row-line">
          <StateBadge state={task.state} testId="m-task-state" />
          <LiveMark active={live.active} text={live.text} />
        </div>
        <Facts>
          <Fact label={t("task.startedAt")}>{formatDateTime(task.startedAt) || "—"}</Fact>
          <Fact label={t("task.finishedAt")}>{formatDateTime(task.finishedAt) || "—"}</Fact>
          <Fact label={t("task.duration")}>{duration}</Fact>
          <Fact label={t("jobs.tokens")}>{task.tokens.toLocaleString()}</Fact>
          {task.exitCode != null ? <Fact label={t("task.exitCode")}>{task.exitCode}</Fact> : null}
        </Facts>
        {task.reason ? (
          <Notice kind="error" testId="m-task-reason">
            {task.reason}
          </Notice>
        ) : null}
      </section>
      <section className="m-section">
        <h2>{t("task.outputs")}</h2>
        {task.outputs.length === 0 ? (
          <p className="m-muted" data-testid="m-no-outputs">
            {t("task.noOutputs")}
          </p>
        ) : (
          <ul className="m-list" data-testid="m-outputs">
            {task.outputs.map((output) => (
              <li key={output.name}>
                <Link
                  to={`${taskPath(id, task.key)}/outputs/${encodeURIComponent(output.name)}`}
                  className="m-row"
                  data-testid={`m-output-${output.name}`}
                >
                  <span className="m-row-main">
                    <span className="m-row-title m-break">{output.name}</span>
                    <span className="m-muted m-small">{formatBytes(output.size)}</span>
                  </span>
                  <span className="m-chevron" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="m-section">
        <h2>{t("task.log")}</h2>
        <div className="m-segmented" role="group" aria-label={t("task.log")}>
          {(["stdout", "stderr"] as const).map((name) => (
            <button
              type="button"
              key={name}
              aria-pressed={stream === name}
              onClick={() => setStream(name)}
              data-testid={`m-log-${name}`}
            >
              {t(`task.${name}`)}
            </button>
          ))}
        </div>
        <LogView
          key={stream}
          url={logUrl ?? null}
          version={`${task.run}-${task.state}-${task.finishedAt ?? ""}`}
          testId="m-log"
        />
      </section>
    </div>
  );
}

export function TaskOutput() {
  const { t } = useNs(mobileNs);
  const { key = "", output: outputName = "" } = useParams();
  const { id, job, loading } = useLiveJob();
  const task = job?.tasks.find((candidate) => candidate.key === key) ?? null;
  const output = task?.outputs.find((candidate) => candidate.name === outputName) ?? null;
  if (!task || !output) {
    if (loading) return <Loading />;
    return <Missing text={t("output.notFound")} back={taskPath(id, key)} backText={t("output.back")} />;
  }
  return (
    <div className="m-page" data-testid="m-output">
      <BackLink to={taskPath(id, task.key)} testId="m-output-back">
        {t("output.back")}
      </BackLink>
      <h1 className="m-title m-break">{output.name}</h1>
      <p className="m-muted m-small">
        {formatBytes(output.size)} ·{" "}
        <a href={output.downloadUrl} data-testid="m-output-download">
          {t("download")}
        </a>
      </p>
      {isSdfName(output.name) ? (
        <SdfRecords source={{ kind: "task", taskId: task.id, output: output.name }} />
      ) : (
        <Preview
          target={{
            name: output.name,
            size: output.size,
            readUrl: output.readUrl,
            downloadUrl: output.downloadUrl,
          }}
        />
      )}
    </div>
  );
}
