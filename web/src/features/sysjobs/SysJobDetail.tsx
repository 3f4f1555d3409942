/**
 * One job of any user (back office, route `workflow-jobs/:id`): its header (owner, state, progress,
 * tokens, times), cancel and recycle-bin actions, the task graph and the panel of the task picked
 * (`?task=<key>`), reusing the front end's TaskGraph, TaskPanel and TaskLog over the back office's
 * read_file addresses. With Workflow.Job.Update a task whose current run was charged offers
 * "refund tokens" behind a confirm dialog. Polls while the job is active.
 */
import { useCallback, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { Button, Header, Icon, Loader, Message, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import {
  useSysJobArgFilesQuery,
  useSysJobDetailQuery,
  useSysRefundTaskMutation,
  type SysJobRowFieldsFragment,
  type SysJobTaskFieldsFragment,
} from "../../graphql";
import { JobProgress, JobStateLabel, LiveMark } from "../jobs/JobBits";
import { useLiveJobs } from "../jobs/live";
import { isActive } from "../jobs/states";
import { dataFileIdsOf, dataFilesQuery, formatDuration } from "../jobs/taskArgs";
import { TaskGraph } from "../jobs/TaskGraph";
import { TaskPanel } from "../jobs/TaskPanel";
import { SysJobActions } from "./SysJobActions";
import { sysJobsRoute } from "./urls";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="job-fact" data-testid={testId}>
      <div className="job-fact-label">{label}</div>
      <div className="job-fact-value">{children}</div>
    </div>
  );
}

function RefundButton(props: {
  job: SysJobRowFieldsFragment;
  task: SysJobTaskFieldsFragment;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [refund] = useSysRefundTaskMutation();
  const { task, job } = props;
  const label = t("sysJobs.actions.refund");
  if (!task.refundable) {
    return (
      <span
        className="job-action-refused"
        title={t("sysJobs.rules.refund")}
        data-testid="task-refund-refused"
      >
        <Button
          type="button"
          size="small"
          basic
          disabled
          icon="undo"
          content={label}
          data-testid="task-refund"
        />
      </span>
    );
  }
  const vars = { tokens: task.charged.toLocaleString(), key: task.key, owner: job.ownerAccount };
  return (
    <ConfirmButton
      label={label}
      icon="undo"
      color="orange"
      size="small"
      question={t("sysJobs.confirm.refund", vars)}
      detail={t("sysJobs.confirm.refundHint")}
      onConfirm={async () => {
        const result = await refund({ variables: { taskId: task.id } });
        const refunded = result.data?.sysRefundTask.refunded;
        if (result.error || refunded === undefined) return;
        if (refunded > 0) {
          toast.success(
            t("sysJobs.done.refunded", { tokens: refunded.toLocaleString(), owner: job.ownerAccount }),
          );
        } else toast.info(t("sysJobs.done.nothingRefunded"));
        props.onChanged();
      }}
      testId="task-refund"
    />
  );
}

export function SysJobDetail() {
  const { t } = useTranslation();
  const session = useSession();
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const selectedKey = search.get("task");
  const detail = useSysJobDetailQuery({
    variables: { id },
    skip: id === "",
    fetchPolicy: "cache-and-network",
  });
  const job = detail.data?.sysJob ?? null;
  const { refetch } = detail;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const watched = useMemo(() => (job ? [{ id: job.id, name: job.name, state: job.state }] : null), [job]);
  const live = useLiveJobs(watched, detail, refresh);
  const tasks = useMemo(() => job?.tasks ?? [], [job]);

  // Data set file names of file arguments: readable with the data set permission only.
  const canReadFiles = session.can("Workflow.Job.Task.DataSourceFile.Read");
  const fileIds = useMemo(() => dataFileIdsOf(tasks), [tasks]);
  const fileKey = fileIds.join(",");
  const fileQuery = useMemo(
    () => dataFilesQuery(fileKey === "" ? [] : fileKey.split(",").map(Number)),
    [fileKey],
  );
  const files = useSysJobArgFilesQuery({
    variables: { query: fileQuery },
    skip: fileIds.length === 0 || !canReadFiles,
  });
  const fileNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const file of files.data?.sysDataFiles.list ?? []) {
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

  const back = (
    <Link to={sysJobsRoute()} className="ui basic button" data-testid="sys-job-back">
      <Icon name="arrow left" />
      {t("sysJobs.detail.back")}
    </Link>
  );

  if (!job) {
    return (
      <div data-testid="sys-job-detail">
        <PageHeader title={t("sysJobs.title")}>{back}</PageHeader>
        {detail.loading ? (
          <Loader active inline="centered" />
        ) : (
          <Message warning content={t("sysJobs.detail.notFound")} data-testid="sys-job-not-found" />
        )}
      </div>
    );
  }

  const selected = tasks.find((task) => task.key === selectedKey) ?? null;
  const ended = live.notices.find((notice) => notice.id === job.id);
  const end = job.finishedAt ? new Date(job.finishedAt).getTime() : isActive(job.state) ? Date.now() : null;
  const duration = end !== null ? end - new Date(job.createdAt).getTime() : null;
  const canUpdate = session.can("Workflow.Job.Update");

  return (
    <div data-testid="sys-job-detail" data-job={job.id} data-state={job.state} className="job-detail">
      <PageHeader title={job.name}>{back}</PageHeader>
      {ended ? (
        <Message
          info
          onDismiss={live.dismiss}
          content={t("jobs.detail.finished", { state: t(`jobs.states.${ended.state}`) })}
          data-testid="sys-job-finished-notice"
        />
      ) : null}
      {job.deletedAt ? (
        <Message warning icon="trash alternate outline" content={t("sysJobs.detail.removed")} />
      ) : null}
      <Segment className="job-summary">
        <div className="job-summary-top">
          <JobStateLabel state={job.state} testId="sys-job-state" />
          <JobProgress progress={job.progress} state={job.state} testId="sys-job-progress" />
          <span className="muted" data-testid="sys-job-task-count">
            {t("jobs.detail.tasks", { done: job.doneCount, total: job.taskCount })}
          </span>
          <LiveMark active={live.active} text={live.text} />
          <span className="job-summary-spacer" />
          <SysJobActions job={job} onChanged={refresh} />
        </div>
        <div className="job-facts">
          <Fact label={t("jobs.detail.owner")} testId="sys-job-owner">
            <Icon name="user outline" color="grey" />
            {job.ownerAccount}
          </Fact>
          <Fact label={t("jobs.columns.tokens")} testId="sys-job-tokens">
            {job.tokens.toLocaleString()}
          </Fact>
          <Fact label={t("jobs.detail.emailNotify")}>
            <Icon
              name={job.emailNotify ? "mail" : "mail outline"}
              color={job.emailNotify ? "blue" : "grey"}
            />
            {job.emailNotify ? t("jobs.detail.emailOn") : t("jobs.detail.emailOff")}
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
      <TaskGraph tasks={tasks} selected={selected?.key ?? null} onSelect={select} />
      {selected ? (
        <TaskPanel
          key={selected.key}
          jobId={job.id}
          task={selected}
          tasks={tasks}
          fileNames={fileNames}
          onClose={() => select(null)}
          onChanged={refresh}
          admin={{
            actions: (
              <>
                <span className="muted small" data-testid="task-ledger">
                  {t("sysJobs.detail.charged")} {selected.charged.toLocaleString()} ·{" "}
                  {t("sysJobs.detail.refunded")} {selected.refunded.toLocaleString()}
                </span>
                {canUpdate ? <RefundButton job={job} task={selected} onChanged={refresh} /> : null}
              </>
            ),
          }}
        />
      ) : null}
    </div>
  );
}
