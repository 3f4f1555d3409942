/**
 * The head of the task panel: the task's key, state, reuse and queue place, what it runs (module,
 * processor or approval step, with the method), the stop, repair and close buttons, and the run facts
 * (exit code, times, CPU and wall time, tokens, run, dependencies).
 */
import type { ReactNode } from "react";
import { Button, Header, Icon, Label } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { JobStateLabel, QueuePosition, ReusedMark } from "./JobBits";
import type { TaskQueueInfo } from "./TaskGraph";
import { canRepair, canStopTask } from "./states";
import { TaskStopButton } from "./TaskStop";
import { formatDuration, type JobTask, type TaskRunner } from "./taskArgs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function TaskPanelHead(props: {
  jobId: string;
  task: JobTask;
  runner: TaskRunner;
  queue?: TaskQueueInfo;
  /** The back office's actions beside the close button (and no stop or repair). */
  admin?: { readonly actions: ReactNode };
  onChanged: () => void;
  onRepair: () => void;
  onClose: () => void;
}) {
  const { t } = useNs(jobsNs);
  const { task, runner } = props;
  const runnerText = task.approval
    ? t("approval.step")
    : runner.kind === "module"
      ? t("task.module", { name: runner.name })
      : runner.kind === "processor"
        ? t("task.processor", { name: runner.name })
        : t("task.unknownRunner");

  return (
    <div className="task-panel-head">
      <div>
        <Header as="h3" className="task-panel-title" data-testid="task-panel-title">
          {t("task.title", { key: task.key })} <JobStateLabel state={task.state} testId="task-panel-state" />
          {props.queue?.reusedFromJobId ? (
            <ReusedMark
              fromJobId={props.queue.reusedFromJobId}
              fromTaskId={props.queue.reusedFromTaskId ?? ""}
              testId="task-panel-reused"
            />
          ) : null}
          {props.queue?.queuePosition != null ? (
            <QueuePosition position={props.queue.queuePosition} testId="task-panel-queue" />
          ) : null}
        </Header>
        <div className="muted">
          {runnerText}{" "}
          {runner.method ? (
            <Label
              size="tiny"
              basic
              className="task-method"
              data-testid="task-method"
              title={runner.method.name}
            >
              <Icon name="code branch" />
              {t("task.method", { method: runner.method.label })} <code>{runner.method.name}</code>
            </Label>
          ) : null}
        </div>
      </div>
      <div className="task-panel-actions">
        {props.admin?.actions}
        {canStopTask(task.state) && !props.admin ? (
          <TaskStopButton jobId={props.jobId} taskKey={task.key} onStopped={props.onChanged} />
        ) : null}
        {canRepair(task.state) && !props.admin ? (
          <Button
            primary
            size="small"
            icon="wrench"
            content={t("task.repair")}
            onClick={props.onRepair}
            data-testid="task-repair"
          />
        ) : null}
        <Button
          basic
          size="small"
          icon="close"
          title={t("task.close")}
          aria-label={t("task.close")}
          onClick={props.onClose}
          data-testid="task-panel-close"
        />
      </div>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="task-fact" data-testid={testId}>
      <div className="task-fact-label">{label}</div>
      <div className="task-fact-value">{children}</div>
    </div>
  );
}

export function TaskFacts({ task }: { task: JobTask }) {
  const { t } = useNs(jobsNs);
  return (
    <div className="task-facts">
      <Fact label={t("task.exitCode")} testId="task-exit-code">
        {task.exitCode ?? "—"}
      </Fact>
      <Fact label={t("task.startedAt")}>{formatDateTime(task.startedAt) || "—"}</Fact>
      <Fact label={t("task.finishedAt")}>{formatDateTime(task.finishedAt) || "—"}</Fact>
      <Fact label={t("task.cpu")} testId="task-cpu">
        {formatDuration(task.cpuMs) || "—"}
      </Fact>
      <Fact label={t("task.wall")} testId="task-wall">
        {formatDuration(task.wallMs) || "—"}
      </Fact>
      <Fact label={t("task.tokens")} testId="task-tokens">
        {task.tokens.toLocaleString()}
      </Fact>
      <Fact label={t("task.run")}>{task.run}</Fact>
      {task.dependsOn.length > 0 ? (
        <Fact label={t("task.dependsOn")}>{task.dependsOn.join(", ")}</Fact>
      ) : null}
    </div>
  );
}
