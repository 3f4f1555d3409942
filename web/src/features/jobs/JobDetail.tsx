/**
 * One job, for both sides: the user's own (route `jobs/:id`) and any user's in the back office (route
 * `workflow-jobs/:id`). Its header (name, state, progress, tokens, e-mail notice, owner, times), the
 * actions its state (and the admin's permissions) allow, the task graph, and the panel of the task
 * picked in the graph (`?task=<key>`, so that the address can be shared and reloaded). The user sees
 * a screen's ranked poses above the graph (PoseResults: each pose opens over its receptor in
 * weView), queue places and reused runs; the back office sees a removed job's warning and, beside a task, its
 * ledger and "refund tokens" (Workflow.Job.Update). Polls while the job is active and says so, and
 * refreshes when it ends.
 */
import { useCallback, useEffect, useMemo } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { Header, Icon, Loader, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { ScreenSide } from "../../app/side";
import { PageHeader } from "../../components/PageHeader";
import {
  useJobArgFilesQuery,
  useJobDetailQuery,
  useJobQueueQuery,
} from "../../graphql/__generated__/documents/jobs";
import { useSysJobArgFilesQuery, useSysJobDetailQuery } from "../../graphql/__generated__/documents/sysjobs";
import { TaskLedger } from "../sysjobs/TaskLedger";
import { sysJobsRoute } from "../sysjobs/urls";
import { JobNotices, JobSummary } from "./JobSummary";
import { poseOutputs } from "./poseResults";
import { PoseResults } from "./PoseResults";
import { useLiveJobs } from "./live";
import { dataFileIdsOf, dataFilesQuery, type JobTask } from "./taskArgs";
import { TaskGraph, type TaskQueueInfo } from "./TaskGraph";
import { TaskPanel } from "./TaskPanel";
import { jobsRoute } from "./urls";
import { useNs } from "../../i18n";
import { sysJobsNs } from "../sysjobs/i18n";
import { jobsNs } from "./i18n";

/** The job of a side (the other side's query is skipped). */
function useJob(side: ScreenSide, id: string) {
  const options = { variables: { id }, fetchPolicy: "cache-and-network" } as const;
  const user = useJobDetailQuery({ ...options, skip: id === "" || side !== "user" });
  const sys = useSysJobDetailQuery({ ...options, skip: id === "" || side !== "sys" });
  const sysJob = side === "sys" ? (sys.data?.sysJob ?? null) : null;
  const job = side === "sys" ? sysJob : (user.data?.job ?? null);
  const userJob = side === "user" ? (user.data?.job ?? null) : null;
  return { detail: side === "sys" ? sys : user, job, sysJob, userJob };
}

/** Names of the data set files the tasks' arguments point at (the back office: with Read on data sets). */
function useFileNames(side: ScreenSide, tasks: readonly { readonly args: unknown }[]) {
  const session = useSession();
  const fileIds = useMemo(() => dataFileIdsOf(tasks), [tasks]);
  const fileKey = fileIds.join(",");
  const query = useMemo(
    () => dataFilesQuery(fileKey === "" ? [] : fileKey.split(",").map(Number)),
    [fileKey],
  );
  const none = fileIds.length === 0;
  const user = useJobArgFilesQuery({ variables: { query }, skip: none || side !== "user" });
  const sys = useSysJobArgFilesQuery({
    variables: { query },
    skip: none || side !== "sys" || !session.can("Workflow.Job.Task.DataSourceFile.Read"),
  });
  const files = side === "sys" ? sys.data?.sysDataFiles.list : user.data?.dataFiles.list;
  const names = useMemo(() => {
    const byId = new Map<number, string>();
    for (const file of files ?? []) {
      byId.set(Number(file.id), file.folder ? `${file.folder}/${file.name}` : file.name);
    }
    return byId;
  }, [files]);
  // Known once the names were asked for and answered (a file missing then is gone, not loading).
  const known = none || files !== undefined;
  return { names, known };
}

/** Queue places and reuse marks of the user's tasks, asked apart (again every few seconds while it waits). */
function useQueue(
  side: ScreenSide,
  id: string,
  job: { readonly state: string } | null,
  tasks: readonly { readonly id: string; readonly key: string }[],
) {
  const waiting = job?.state === "pending" || job?.state === "prePending";
  const queueQuery = useJobQueueQuery({
    variables: { id },
    skip: id === "" || side !== "user",
    pollInterval: waiting ? 5000 : 0,
    fetchPolicy: "cache-and-network",
  });
  const queueJob = queueQuery.data?.job ?? null;
  const byKey = useMemo(() => {
    const result = new Map<string, TaskQueueInfo>();
    const byId = new Map((queueJob?.tasks ?? []).map((task) => [task.id, task]));
    for (const task of tasks) {
      const info = byId.get(task.id);
      if (info) result.set(task.key, info);
    }
    return result;
  }, [queueJob, tasks]);
  const { refetch } = queueQuery;
  const state = job?.state;
  useEffect(() => {
    if (state && side === "user") void refetch();
  }, [state, side, refetch]);
  return { position: queueJob?.queuePosition ?? null, byKey };
}

export function JobView({ side }: { side: ScreenSide }) {
  const { t } = useNs(jobsNs);
  const { t: sysT } = useNs(sysJobsNs);
  const system = side === "sys";
  const prefix = system ? "sys-job" : "job";
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const selectedKey = search.get("task");
  const { detail, job, sysJob, userJob } = useJob(side, id);
  const { refetch } = detail;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const watched = useMemo(() => (job ? [{ id: job.id, name: job.name, state: job.state }] : null), [job]);
  const live = useLiveJobs(watched, detail, refresh);
  const tasks = useMemo(() => job?.tasks ?? [], [job]);
  const queue = useQueue(side, id, job, tasks);
  const { names: fileNames, known: namesKnown } = useFileNames(side, tasks);
  // A screen's final ranked poses (the user's own job: taskSdfRecords reads the owner's tasks).
  const results = useMemo(
    () => (system || !namesKnown ? [] : poseOutputs<JobTask>(tasks, fileNames)),
    [system, namesKnown, tasks, fileNames],
  );

  const select = (key: string | null) => {
    const next = new URLSearchParams(search);
    if (key === null || key === selectedKey) next.delete("task");
    else next.set("task", key);
    setSearch(next, { replace: true });
  };

  const back = (
    <Link
      to={system ? sysJobsRoute() : jobsRoute()}
      className="ui basic button"
      data-testid={`${prefix}-back`}
    >
      <Icon name="arrow left" />
      {system ? sysT("detail.back") : t("detail.back")}
    </Link>
  );

  if (!job) {
    return (
      <div data-testid={`${prefix}-detail`}>
        <PageHeader title={system ? sysT("title") : t("title")}>{back}</PageHeader>
        {detail.loading ? (
          <Loader active inline="centered" />
        ) : (
          <Message
            warning
            content={system ? sysT("detail.notFound") : t("detail.notFound")}
            data-testid={`${prefix}-not-found`}
          />
        )}
      </div>
    );
  }

  const doneTasks = tasks.filter((task) => task.state === "done").map((task) => task.key);
  const selected = tasks.find((task) => task.key === selectedKey) ?? null;
  const selectedLedger = sysJob?.tasks.find((task) => task.key === selectedKey) ?? null;
  const ended = live.notices.find((notice) => notice.id === job.id);

  return (
    <div data-testid={`${prefix}-detail`} data-job={job.id} data-state={job.state} className="job-detail">
      <PageHeader title={job.name}>{back}</PageHeader>
      {ended ? (
        <Message
          info
          onDismiss={live.dismiss}
          content={t("detail.finished", { state: t(`states.${ended.state}`) })}
          data-testid={`${prefix}-finished-notice`}
        />
      ) : null}
      <JobNotices
        prefix={prefix}
        tasks={tasks}
        selectedKey={selected?.key ?? null}
        onSelect={select}
        userJob={userJob}
        removed={Boolean(sysJob?.deletedAt)}
      />
      <JobSummary
        side={side}
        prefix={prefix}
        job={job}
        sysJob={sysJob}
        doneTasks={doneTasks}
        live={live}
        queuePosition={queue.position}
        onChanged={refresh}
      />
      {results.some((result) => result.final) ? (
        <section className="job-results" aria-label={t("results.section")} data-testid="job-results">
          {results
            .filter((result) => result.final)
            .map((result) => (
              <PoseResults key={`${result.task.key}/${result.output.name}`} jobId={job.id} result={result} />
            ))}
        </section>
      ) : null}
      <Header as="h3" className="job-graph-title">
        {t("detail.graph")}
        <Header.Subheader>{t("detail.graphHint")}</Header.Subheader>
      </Header>
      <TaskGraph
        tasks={tasks}
        selected={selected?.key ?? null}
        onSelect={select}
        queue={system ? undefined : queue.byKey}
      />
      {selected ? (
        <TaskPanel
          key={selected.key}
          jobId={job.id}
          task={selected}
          tasks={tasks}
          fileNames={fileNames}
          results={results.filter((result) => result.task.key === selected.key && !result.final)}
          onClose={() => select(null)}
          onChanged={refresh}
          queue={system ? undefined : queue.byKey.get(selected.key)}
          admin={
            system
              ? {
                  actions:
                    sysJob && selectedLedger ? (
                      <TaskLedger owner={sysJob.ownerAccount} task={selectedLedger} onChanged={refresh} />
                    ) : null,
                }
              : undefined
          }
        />
      ) : null}
    </div>
  );
}

/** One of the user's jobs (route `jobs/:id`). */
export function JobDetail() {
  return <JobView side="user" />;
}
