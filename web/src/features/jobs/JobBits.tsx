/** Small pieces shared by the jobs screens: the state label, the progress bar and the finished notice. */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Label, Message, Progress } from "semantic-ui-react";
import type { TaskState } from "../../graphql";
import type { FinishedNotice } from "./live";
import { isActive, stateColors, taskStates } from "./states";
import "./jobs.css";

export function JobStateLabel({ state, testId }: { state: TaskState; testId?: string }) {
  const { t } = useTranslation();
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
      {t(`jobs.states.${state}`)}
    </Label>
  );
}

/** Filter options of a State column (the server compares the stored values). */
export function useStateOptions() {
  const { t } = useTranslation();
  return useMemo(() => taskStates.map((state) => ({ value: state, text: t(`jobs.states.${state}`) })), [t]);
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
  const { t } = useTranslation();
  if (props.notices.length === 0) return null;
  return (
    <Message info onDismiss={props.onDismiss} data-testid="jobs-finished-notice" className="jobs-notice">
      <Message.Header>{props.title}</Message.Header>
      <Message.List>
        {props.notices.map((notice) => (
          <Message.Item key={notice.id} data-testid={`finished-${notice.id}`}>
            {t("jobs.live.finished", { name: notice.name, state: t(`jobs.states.${notice.state}`) })}
          </Message.Item>
        ))}
      </Message.List>
      <p className="jobs-notice-foot">
        {t("jobs.live.refreshed")}{" "}
        <Button
          size="mini"
          basic
          icon="refresh"
          content={t("jobs.live.refresh")}
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
