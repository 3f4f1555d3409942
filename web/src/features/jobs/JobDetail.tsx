/**
 * One job (route `jobs/:id`): its header (name, state, progress, tokens, e-mail notice, owner, times),
 * the actions its state allows, the task graph, and the panel of the task picked in the graph
 * (`?task=<key>`, so that the address can be shared and reloaded). Polls while the job is active and
 * says so, and refreshes, when it ends.
 */
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { Header, Icon, Loader, Message, Segment } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { useJobArgFilesQuery, useJobDetailQuery, useJobQueueQuery } from "../../graphql";
import { JobActions } from "./JobActions";
import { JobProgress, JobStateLabel, LiveMark, QueuePosition } from "./JobBits";
import { useLiveJobs } from "./live";
import { isActive } from "./states";
import { dataFileIdsOf, dataFilesQuery, formatDuration } from "./taskArgs";
import { TaskGraph, type TaskQueueInfo } from "./TaskGraph";
import { TaskPanel } from "./TaskPanel";
import { jobsRoute } from "./urls";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="job-fact" data-testid={testId}>
      <div className="job-fact-label">{label}</div>
      <div className="job-fact-value">{children}</div>
    </div>
  );
}

export function JobDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const selectedKey = search.get("task");
  const detail = useJobDetailQuery({ variables: { id }, skip: id === "", fetchPolicy: "cache-and-network" });
  const job = detail.data?.job ?? null;
  const { refetch } = detail;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const watched = useMemo(() => (job ? [{ id: job.id, name: job.name, state: job.state }] : null), [job]);
  const live = useLiveJobs(watched, detail, refresh);
  const tasks = useMemo(() => job?.tasks ?? [], [job]);
  // Queue places and reuse marks, asked apart (and again every few seconds while the job waits).
  const waiting = job?.state === "pending" || job?.state === "prePending";
  const queueQuery = useJobQueueQuery({
    variables: { id },
    skip: id === "",
    pollInterval: waiting ? 5000 : 0,
    fetchPolicy: "cache-and-network",
  });
  const queueJob = queueQuery.data?.job ?? null;
  const queue = useMemo(() => {
    const byKey = new Map<string, TaskQueueInfo>();
    const byId = new Map((queueJob?.tasks ?? []).map((task) => [task.id, task]));
    for (const task of tasks) {
      const info = byId.get(task.id);
      if (info) byKey.set(task.key, info);
    }
    return byKey;
  }, [queueJob, tasks]);
  const { refetch: refetchQueue } = queueQuery;
  const jobState = job?.state;
  useEffect(() => {
    if (jobState) void refetchQueue();
  }, [jobState, refetchQueue]);

  const fileIds = useMemo(() => dataFileIdsOf(tasks), [tasks]);
  const fileKey = fileIds.join(",");
  const fileQuery = useMemo(
    () => dataFilesQuery(fileKey === "" ? [] : fileKey.split(",").map(Number)),
    [fileKey],
  );
  const files = useJobArgFilesQuery({ variables: { query: fileQuery }, skip: fileIds.length === 0 });
  const fileNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const file of files.data?.dataFiles.list ?? []) {
      names.set(Number(file.id), file.folder ? `${file.folder}/${file.name}` : file.name);
    }
    return names;
  }, [files.data]);

  const select = (key: string | null) => {
    const next = new URLSearchParams(search);
    if (key === null || key === selectedKey) next.delete("task");
    else next.set("task", key);
    setSearch(next, { replace: true });
  };

  if (!job) {
    return (
      <div data-testid="job-detail">
        <PageHeader title={t("jobs.title")}>
          <Link to={jobsRoute()} className="ui basic button" data-testid="job-back">
            <Icon name="arrow left" />
            {t("jobs.detail.back")}
          </Link>
        </PageHeader>
        {detail.loading ? (
          <Loader active inline="centered" />
        ) : (
          <Message warning content={t("jobs.detail.notFound")} data-testid="job-not-found" />
        )}
      </div>
    );
  }

  const doneCount = tasks.filter((task) => task.state === "done").length;
  const selected = tasks.find((task) => task.key === selectedKey) ?? null;
  const ended = live.notices.find((notice) => notice.id === job.id);
  const end = job.finishedAt ? new Date(job.finishedAt).getTime() : isActive(job.state) ? Date.now() : null;
  const duration = end !== null ? end - new Date(job.createdAt).getTime() : null;

  return (
    <div data-testid="job-detail" data-job={job.id} data-state={job.state} className="job-detail">
      <PageHeader title={job.name}>
        <Link to={jobsRoute()} className="ui basic button" data-testid="job-back">
          <Icon name="arrow left" />
          {t("jobs.detail.back")}
        </Link>
      </PageHeader>
      {ended ? (
        <Message
          info
          onDismiss={live.dismiss}
          content={t("jobs.detail.finished", { state: t(`jobs.states.${ended.state}`) })}
          data-testid="job-finished-notice"
        />
      ) : null}
      <Segment className="job-summary">
        <div className="job-summary-top">
          <JobStateLabel state={job.state} testId="job-state" />
          <JobProgress progress={job.progress} state={job.state} testId="job-progress" />
          <span className="muted" data-testid="job-task-count">
            {t("jobs.detail.tasks", { done: doneCount, total: tasks.length })}
          </span>
          <LiveMark active={live.active} text={live.text} />
          <span className="job-summary-spacer" />
          <JobActions
            job={job}
            onChanged={refresh}
            doneTasks={tasks.filter((task) => task.state === "done").map((task) => task.key)}
          />
        </div>
        <div className="job-facts">
          <Fact label={t("jobs.columns.tokens")} testId="job-tokens">
            {job.tokens.toLocaleString()}
          </Fact>
          {queueJob?.queuePosition != null ? (
            <Fact label={t("jobs.queue.position")} testId="job-queue">
              <QueuePosition position={queueJob.queuePosition} />
            </Fact>
          ) : null}
          <Fact label={t("jobs.detail.emailNotify")} testId="job-email">
            <Icon
              name={job.emailNotify ? "mail" : "mail outline"}
              color={job.emailNotify ? "blue" : "grey"}
            />
            {job.emailNotify ? t("jobs.detail.emailOn") : t("jobs.detail.emailOff")}
          </Fact>
          <Fact label={t("jobs.detail.owner")} testId="job-owner">
            {job.ownerAccount}
          </Fact>
          <Fact label={t("jobs.columns.createdAt")}>{formatDateTime(job.createdAt)}</Fact>
          <Fact label={t("jobs.columns.finishedAt")}>{formatDateTime(job.finishedAt) || "—"}</Fact>
          <Fact label={t("jobs.detail.duration")}>{duration !== null ? formatDuration(duration) : "—"}</Fact>
        </div>
      </Segment>
      <Header as="h3" className="job-graph-title">
        {t("jobs.detail.graph")}
        <Header.Subheader>{t("jobs.detail.graphHint")}</Header.Subheader>
      </Header>
      <TaskGraph tasks={tasks} selected={selected?.key ?? null} onSelect={select} queue={queue} />
      {selected ? (
        <TaskPanel
          key={selected.key}
          jobId={job.id}
          task={selected}
          tasks={tasks}
          fileNames={fileNames}
          onClose={() => select(null)}
          onChanged={refresh}
          queue={queue.get(selected.key)}
        />
      ) : null}
    </div>
  );
}
