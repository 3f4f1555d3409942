/**
 * One task of a job: what it runs, its state and run facts (exit code, reason, times, CPU and wall
 * time, tokens), its arguments (file arguments by data set file name or as an upstream output), its
 * stdout and stderr, its output files (open in the SDF reader or the previewer, molecules in 3-D,
 * download, save to a data set), the ranked poses of a docking chunk (the job's final ones are
 * above the graph), and repair when it was terminated.
 */
import { useState, type ReactNode } from "react";
import { Message, Segment, Tab } from "semantic-ui-react";
import { ApprovalPanel } from "./ApprovalPanel";
import type { PoseOutput } from "./poseResults";
import { PoseResults } from "./PoseResults";
import type { TaskQueueInfo } from "./TaskGraph";
import { RepairDialog } from "./RepairDialog";
import { canRepair } from "./states";
import { taskReasonText } from "./reasons";
import { runnerOf, type JobTask } from "./taskArgs";
import { TaskArgsTable } from "./TaskArgsTable";
import { TaskLog } from "./TaskLog";
import { TaskOutputs, useTaskOutputActions } from "./TaskOutputs";
import { TaskFacts, TaskPanelHead } from "./TaskPanelHead";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

/** The task's stdout and stderr (stderr first when the task was aborted and wrote one). */
function TaskLogs({ task }: { task: JobTask }) {
  const { t } = useNs(jobsNs);
  const logVersion = `${task.run}:${task.state}:${task.finishedAt ?? ""}`;
  return (
    <Tab
      className="task-logs"
      defaultActiveIndex={task.state === "abort" && task.stderrUrl ? 1 : 0}
      menu={{ secondary: true, pointing: true }}
      panes={[
        {
          menuItem: { key: "stdout", content: t("task.stdout"), "data-testid": "log-tab-stdout" },
          render: () => <TaskLog url={task.stdoutUrl} version={logVersion} testId="task-stdout" />,
        },
        {
          menuItem: { key: "stderr", content: t("task.stderr"), "data-testid": "log-tab-stderr" },
          render: () => <TaskLog url={task.stderrUrl} version={logVersion} testId="task-stderr" />,
        },
      ]}
    />
  );
}

export function TaskPanel(props: {
  jobId: string;
  task: JobTask;
  tasks: readonly JobTask[];
  fileNames: ReadonlyMap<number, string>;
  onClose: () => void;
  onChanged: () => void;
  /**
   * The back office: the task belongs to another user, so repair, save-to-data-set and the SDF reader
   * route (all the owner's) are left out; `actions` go beside the close button.
   */
  admin?: { readonly actions: ReactNode };
  /** The task's place in the queue while pending, and the earlier run it reused (estimates.graphql). */
  queue?: TaskQueueInfo;
  /** The task's ranked poses that the job page does not list already (a chunk of a screen). */
  results?: readonly PoseOutput[];
}) {
  const { t, i18n } = useNs(jobsNs);
  const zh = i18n.language === "zh-CN";
  const { task } = props;
  const runner = runnerOf(task, zh);
  const [repairing, setRepairing] = useState(false);
  const outputActions = useTaskOutputActions(props.jobId, task, Boolean(props.admin));

  return (
    <Segment className="task-panel" data-testid="task-panel" data-task={task.key}>
      <TaskPanelHead
        jobId={props.jobId}
        task={task}
        runner={runner}
        queue={props.queue}
        admin={props.admin}
        onChanged={props.onChanged}
        onRepair={() => setRepairing(true)}
        onClose={props.onClose}
      />
      {canRepair(task.state) && !props.admin ? (
        <Message warning size="small" content={t("task.repairHint")} />
      ) : null}
      <TaskFacts task={task} />
      <ApprovalPanel
        jobId={props.jobId}
        task={task}
        readOnly={Boolean(props.admin)}
        onDecided={props.onChanged}
      />
      {task.reason && !task.approval ? (
        <Message
          error={task.state === "abort"}
          size="small"
          header={t(task.state === "done" ? "task.note" : "task.reason")}
          content={taskReasonText(task.reason, t)}
          data-testid="task-reason"
        />
      ) : null}

      <TaskArgsTable task={task} runner={runner} fileNames={props.fileNames} />

      {props.results?.map((result) => (
        <PoseResults key={result.output.name} jobId={props.jobId} result={result} />
      ))}
      <TaskOutputs jobId={props.jobId} task={task} admin={Boolean(props.admin)} actions={outputActions} />

      <TaskLogs task={task} />

      {outputActions.dialogs}
      {repairing ? (
        <RepairDialog
          jobId={props.jobId}
          task={task}
          tasks={props.tasks}
          onClose={() => setRepairing(false)}
          onRepaired={props.onChanged}
        />
      ) : null}
    </Segment>
  );
}
