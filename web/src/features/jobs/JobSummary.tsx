/**
 * A job page's (JobView) parts above the task graph: the notices (a newer template version, tasks
 * waiting for approval, a removed job) and the summary (state, progress, task count, live mark,
 * actions, crate export and the job's facts).
 */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button, Icon, Message, Segment } from "semantic-ui-react";
import type { ScreenSide } from "../../app/side";
import { formatDateTime } from "../../components/format";
import type { JobDetailQuery, SysJobDetailQuery } from "../../graphql";
import { useNs } from "../../i18n";
import { sysJobsNs } from "../sysjobs/i18n";
import { workflowUrls } from "../workflow/urls";
import { CrateExport } from "./CrateExport";
import { jobsNs } from "./i18n";
import { JobActions } from "./JobActions";
import { JobProgress, JobStateLabel, LiveMark, QueuePosition } from "./JobBits";
import { isActive } from "./states";
import { formatDuration } from "./taskArgs";

type UserJob = NonNullable<JobDetailQuery["job"]>;
type SysJob = NonNullable<SysJobDetailQuery["sysJob"]>;
/** The job as either side reads it. */
export type DetailJob = UserJob | SysJob;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="job-fact" data-testid={testId}>
      <div className="job-fact-label">{label}</div>
      <div className="job-fact-value">{children}</div>
    </div>
  );
}

export function JobNotices({
  prefix,
  tasks,
  selectedKey,
  onSelect,
  userJob,
  removed,
}: {
  /** The test ids' prefix (`job`, `sys-job`). */
  prefix: string;
  tasks: DetailJob["tasks"];
  /** The task open in the panel. */
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** The user's own job (its template versions), or null in the back office. */
  userJob: UserJob | null;
  /** The back office: the job is in the recycle bin. */
  removed: boolean;
}) {
  const { t } = useNs(jobsNs);
  const { t: sysT } = useNs(sysJobsNs);
  return (
    <>
      {userJob?.newerVersion && userJob.templateVersion ? (
        <Message info icon data-testid="job-newer-version">
          <Icon name="history" />
          <Message.Content>
            {t("detail.newerVersion", {
              ran: userJob.templateVersion.number,
              newest: userJob.newerVersion.number,
            })}{" "}
            <Link
              to={workflowUrls.builder("frontend", userJob.newerVersion.templateId)}
              data-testid="job-open-newer"
            >
              {t("detail.openNewer")}
            </Link>
          </Message.Content>
        </Message>
      ) : null}
      {tasks
        .filter((task) => task.state === "waiting" && task.approval)
        .map((task) => (
          <Message warning icon key={task.key} data-testid={`${prefix}-approval-waiting`}>
            <Icon name="hand paper outline" />
            <Message.Content>
              {t("approval.waitingBanner", { key: task.key })}{" "}
              {selectedKey !== task.key ? (
                <Button
                  size="small"
                  basic
                  color="orange"
                  content={task.approval?.step.title}
                  onClick={() => onSelect(task.key)}
                  data-testid={`${prefix}-open-approval`}
                />
              ) : null}
            </Message.Content>
          </Message>
        ))}
      {removed ? <Message warning icon="trash alternate outline" content={sysT("detail.removed")} /> : null}
    </>
  );
}

export function JobSummary({
  side,
  prefix,
  job,
  sysJob,
  doneTasks,
  live,
  queuePosition,
  onChanged,
}: {
  side: ScreenSide;
  prefix: string;
  job: DetailJob;
  /** The back office's job (its counts), or null on the user's side. */
  sysJob: SysJob | null;
  /** Keys of the tasks done. */
  doneTasks: string[];
  live: { readonly active: boolean; readonly text: string };
  queuePosition: number | null;
  onChanged: () => void;
}) {
  const { t } = useNs(jobsNs);
  const system = side === "sys";
  const end = job.finishedAt ? new Date(job.finishedAt).getTime() : isActive(job.state) ? Date.now() : null;
  const duration = end !== null ? end - new Date(job.createdAt).getTime() : null;
  const owner = (
    <Fact label={t("detail.owner")} testId={`${prefix}-owner`}>
      {system ? <Icon name="user outline" color="grey" /> : null}
      {job.ownerAccount}
    </Fact>
  );
  return (
    <Segment className="job-summary">
      <div className="job-summary-top">
        <JobStateLabel state={job.state} testId={`${prefix}-state`} />
        <JobProgress progress={job.progress} state={job.state} testId={`${prefix}-progress`} />
        <span className="muted" data-testid={`${prefix}-task-count`}>
          {t("detail.tasks", {
            done: sysJob ? sysJob.doneCount : doneTasks.length,
            total: sysJob ? sysJob.taskCount : job.tasks.length,
          })}
        </span>
        <LiveMark active={live.active} text={live.text} />
        <span className="job-summary-spacer" />
        <JobActions side={side} job={job} onChanged={onChanged} doneTasks={system ? undefined : doneTasks} />
        <CrateExport jobId={job.id} url={job.crateUrl} />
      </div>
      <div className="job-facts">
        {system ? owner : null}
        <Fact label={t("columns.tokens")} testId={`${prefix}-tokens`}>
          {job.tokens.toLocaleString()}
        </Fact>
        {"payer" in job ? (
          <Fact label={t("detail.payer")} testId="job-payer">
            {job.payer.kind === "project"
              ? t("detail.chargedToProject", {
                  name: job.payer.projectName ?? `#${job.payer.projectId ?? ""}`,
                })
              : t("detail.chargedToMember", { account: job.ownerAccount })}
          </Fact>
        ) : null}
        {queuePosition != null ? (
          <Fact label={t("queue.position")} testId="job-queue">
            <QueuePosition position={queuePosition} />
          </Fact>
        ) : null}
        <Fact label={t("detail.emailNotify")} testId={`${prefix}-email`}>
          <Icon name={job.emailNotify ? "mail" : "mail outline"} color={job.emailNotify ? "blue" : "grey"} />
          {job.emailNotify ? t("detail.emailOn") : t("detail.emailOff")}
        </Fact>
        {system ? null : owner}
        <Fact label={t("columns.createdAt")}>{formatDateTime(job.createdAt)}</Fact>
        <Fact label={t("columns.finishedAt")}>{formatDateTime(job.finishedAt) || "—"}</Fact>
        <Fact label={t("detail.duration")}>{duration !== null ? formatDuration(duration) : "—"}</Fact>
      </div>
    </Segment>
  );
}
