/** Small pieces shared by the jobs screens: the state label, the progress bar and the finished notice. */
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { Button, Icon, Label, Loader, Message, Progress } from "semantic-ui-react";
import { useDebounced } from "../../components/hooks";
import type { JobInput, TaskState } from "../../graphql";
import { useJobEstimateQuery } from "../../graphql/__generated__/documents/jobs";
import type { FinishedNotice } from "./live";
import { isActive, stateColors, taskStates } from "./states";
import { jobRoute } from "./urls";
import "./jobs.css";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function JobStateLabel({ state, testId }: { state: TaskState; testId?: string }) {
  const { t } = useNs(jobsNs);
  return (
    <Label
      size="small"
      color={stateColors[state]}
      basic={state === "prePending"}
      className="job-state"
      data-state={state}
      data-testid={testId}
    >
      {state === "doing" ? <Icon name="circle notch" loading /> : null}
      {t(`states.${state}`)}
    </Label>
  );
}

/** Filter options of a State column (the server compares the stored values). */
export function useStateOptions() {
  const { t } = useNs(jobsNs);
  return useMemo(() => taskStates.map((state) => ({ value: state, text: t(`states.${state}`) })), [t]);
}

export function JobProgress({
  progress,
  state,
  testId,
}: {
  progress: number;
  state: TaskState;
  testId?: string;
}) {
  const percent = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return (
    <div className="job-progress" data-testid={testId} data-percent={percent}>
      <Progress
        percent={percent}
        size="tiny"
        color={stateColors[state]}
        active={isActive(state) && state !== "prePending"}
        className="job-progress-bar"
      />
      <span className="job-progress-text">{percent}%</span>
    </div>
  );
}

export function FinishedNotices(props: {
  notices: readonly FinishedNotice[];
  title: string;
  onRefresh: () => void;
  onDismiss: () => void;
}) {
  const { t } = useNs(jobsNs);
  if (props.notices.length === 0) return null;
  return (
    <Message info onDismiss={props.onDismiss} data-testid="jobs-finished-notice" className="jobs-notice">
      <Message.Header>{props.title}</Message.Header>
      <Message.List>
        {props.notices.map((notice) => (
          <Message.Item key={notice.id} data-testid={`finished-${notice.id}`}>
            {t("live.finished", { name: notice.name, state: t(`states.${notice.state}`) })}
          </Message.Item>
        ))}
      </Message.List>
      <p className="jobs-notice-foot">
        {t("live.refreshed")}{" "}
        <Button
          size="mini"
          basic
          icon="refresh"
          content={t("live.refresh")}
          onClick={props.onRefresh}
          data-testid="jobs-notice-refresh"
        />
      </p>
    </Message>
  );
}

export function LiveMark({ active, text }: { active: boolean; text: string }) {
  if (!active) return null;
  return (
    <span className="jobs-live" title={text} data-testid="jobs-live">
      <span className="jobs-live-dot" />
      {text}
    </span>
  );
}

/** A pending job's or task's place in the queue (pending tasks of all users claimed before it). */
export function QueuePosition({ position, testId }: { position: number; testId?: string }) {
  const { t } = useNs(jobsNs);
  return (
    <span className="job-queue" data-testid={testId} data-position={position}>
      <Icon name="hourglass half" color="grey" />
      {position === 0 ? t("queue.next") : t("queue.ahead", { count: position })}
    </span>
  );
}

/** The mark of a task created done from an earlier run's outputs ("rerun failed tasks"). */
export function ReusedMark(props: { fromJobId: string; fromTaskId: string; testId?: string }) {
  const { t } = useNs(jobsNs);
  return (
    <Label
      size="small"
      color="violet"
      basic
      as={Link}
      to={jobRoute(props.fromJobId)}
      title={t("reused.from", { job: props.fromJobId, task: props.fromTaskId })}
      data-testid={props.testId}
    >
      <Icon name="recycle" />
      {t("reused.mark")} · #{props.fromJobId}
    </Label>
  );
}

/**
 * The estimated cost of a job about to be launched and the balance after it, from the same input as
 * the submit (asked again shortly after the input stops changing). Says where history is missing or thin.
 */
export function EstimateSummary({
  input,
  testId = "job-estimate",
}: {
  input: JobInput | null;
  testId?: string;
}) {
  const { t } = useNs(jobsNs);
  const settled = useDebounced(input, 400);
  const query = useJobEstimateQuery({
    variables: settled ? { input: settled } : undefined,
    skip: settled === null,
    fetchPolicy: "network-only",
  });
  if (input === null) return null;
  const estimate = query.data?.jobEstimate;
  if (query.loading || settled !== input || !estimate) {
    if (query.error && !query.loading) {
      return (
        <Message size="small" warning data-testid={testId} data-state="failed">
          {t("estimate.failed", { reason: query.error.message })}
        </Message>
      );
    }
    return (
      <Message size="small" data-testid={testId} data-state="loading">
        <Loader active inline size="mini" /> {t("estimate.loading")}
      </Message>
    );
  }
  const none = estimate.tasks.filter((task) => task.basis === "NONE").map((task) => task.key);
  const thin = estimate.tasks.filter((task) => task.basis !== "NONE" && task.thin);
  const broad = estimate.tasks.filter((task) => task.basis === "ALL");
  const fmt = (n: number) => Math.round(n).toLocaleString();
  return (
    <Message
      size="small"
      info={estimate.balanceAfter >= 0}
      warning={estimate.balanceAfter < 0}
      data-testid={testId}
      data-state="ready"
    >
      <Message.Header>{t("estimate.title")}</Message.Header>
      <p data-testid={`${testId}-tokens`}>
        <strong>{t("estimate.tokens", { tokens: fmt(estimate.tokens) })}</strong>
        {estimate.tokensHigh > estimate.tokensLow
          ? ` (${t("estimate.range", { low: fmt(estimate.tokensLow), high: fmt(estimate.tokensHigh) })})`
          : null}
      </p>
      <p data-testid={`${testId}-balance`}>
        {t("estimate.balance", { balance: fmt(estimate.balance), after: fmt(estimate.balanceAfter) })}
        {estimate.held > 0 ? ` ${t("estimate.held", { held: fmt(estimate.held) })}` : null}
      </p>
      {estimate.balanceAfter < 0 ? <p>{t("estimate.overdrawn")}</p> : null}
      {none.length > 0 ? (
        <p className="muted small">{t("estimate.none", { tasks: none.join(", ") })}</p>
      ) : null}
      {thin.length > 0 ? (
        <p className="muted small">
          {t("estimate.thin", { runs: Math.min(...thin.map((task) => task.runs)) })}
        </p>
      ) : null}
      {broad.map((task) => (
        <p key={task.key} className="muted small">
          {t("estimate.basisAll", { task: task.key })}
        </p>
      ))}
    </Message>
  );
}
