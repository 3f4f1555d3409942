/**
 * One task of a job: what it runs, its state and run facts (exit code, reason, times, CPU and wall
 * time, tokens), its arguments (file arguments by data set file name or as an upstream output), its
 * stdout and stderr, its output files (open in the SDF reader or the previewer, molecules in 3-D,
 * download, save to a data set), the ranked poses of a docking chunk (the job's final ones are
 * above the graph), and repair when it was terminated.
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { Button, Header, Icon, Label, Menu, Message, Segment, Tab, Table } from "semantic-ui-react";
import { formatBytes, formatDateTime } from "../../components/format";
import { RowAction } from "../../components/RowAction";
import { isSdfName } from "../../viewers/fileTypes";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { isViewableName } from "../../viewers/view/sources";
import { ViewButtons } from "../../viewers/view/ViewButtons";
import { seqViewerRoute } from "../../viewers/seq/routes";
import { ApprovalPanel } from "./ApprovalPanel";
import { JobStateLabel, QueuePosition, ReusedMark } from "./JobBits";
import type { PoseOutput } from "./poseResults";
import { PoseResults } from "./PoseResults";
import type { TaskQueueInfo } from "./TaskGraph";
import { RepairDialog } from "./RepairDialog";
import { SaveOutputDialog } from "./SaveOutputDialog";
import { canRepair, canStopTask } from "./states";
import { taskReasonText } from "./reasons";
import { TaskStopButton } from "./TaskStop";
import {
  argLabelOf,
  baseName,
  fileArgOf,
  formatDuration,
  orderedArgs,
  plainValue,
  runnerOf,
  type JobTask,
} from "./taskArgs";
import { TaskLog } from "./TaskLog";
import { TaskResultView } from "./TaskResultView";
import { taskSdfRoute } from "./urls";

function ArgValue({ value, fileNames }: { value: unknown; fileNames: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  const file = fileArgOf(value);
  if (file?.kind === "dataFile") {
    const name = fileNames.get(file.dataFileId);
    return (
      <span className="task-arg-file">
        <Icon name="file outline" color="grey" />
        {name !== undefined
          ? t("jobs.task.fileData", { name })
          : t("jobs.task.fileMissing", { id: file.dataFileId })}
      </span>
    );
  }
  if (file?.kind === "output") {
    return (
      <span className="task-arg-file">
        <Icon name="linkify" color="grey" />
        {t("jobs.task.fileOutput", { output: file.output, task: file.task })}
      </span>
    );
  }
  return <span className="mono breakable">{plainValue(value)}</span>;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="task-fact" data-testid={testId}>
      <div className="task-fact-label">{label}</div>
      <div className="task-fact-value">{children}</div>
    </div>
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
  const { t, i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const navigate = useNavigate();
  const { task } = props;
  const runner = runnerOf(task, zh);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [repairing, setRepairing] = useState(false);
  const args = orderedArgs(task, runner.args);
  // The module's result-view UI pack, for the owner's finished task (docs/apps.md).
  const customView = !props.admin && task.state === "done" && Boolean(task.module?.resultViewUrl);
  const [outputTab, setOutputTab] = useState<"view" | "files">("view");
  const logVersion = `${task.run}:${task.state}:${task.finishedAt ?? ""}`;

  const targetOf = (output: JobTask["outputs"][number]): PreviewTarget => ({
    name: baseName(output.name),
    size: output.size,
    readUrl: output.readUrl,
    downloadUrl: output.downloadUrl,
    sdfRoute:
      isSdfName(output.name) && !props.admin ? taskSdfRoute(props.jobId, task.key, output.name) : null,
    chartRoute: null,
    seqRoute: props.admin
      ? null
      : seqViewerRoute("frontend", baseName(output.name), { taskId: task.id, output: output.name }),
  });

  const open = (output: JobTask["outputs"][number]) => {
    const target = targetOf(output);
    if (target.sdfRoute) navigate(target.sdfRoute);
    else openPreview(target, setPreview);
  };

  const runnerText = task.approval
    ? t("jobs.approval.step")
    : runner.kind === "module"
      ? t("jobs.task.module", { name: runner.name })
      : runner.kind === "processor"
        ? t("jobs.task.processor", { name: runner.name })
        : t("jobs.task.unknownRunner");

  return (
    <Segment className="task-panel" data-testid="task-panel" data-task={task.key}>
      <div className="task-panel-head">
        <div>
          <Header as="h3" className="task-panel-title" data-testid="task-panel-title">
            {t("jobs.task.title", { key: task.key })}{" "}
            <JobStateLabel state={task.state} testId="task-panel-state" />
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
                {t("modules.method.task", { method: runner.method.label })} <code>{runner.method.name}</code>
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
              content={t("jobs.task.repair")}
              onClick={() => setRepairing(true)}
              data-testid="task-repair"
            />
          ) : null}
          <Button
            basic
            size="small"
            icon="close"
            title={t("jobs.task.close")}
            aria-label={t("jobs.task.close")}
            onClick={props.onClose}
            data-testid="task-panel-close"
          />
        </div>
      </div>
      {canRepair(task.state) && !props.admin ? (
        <Message warning size="small" content={t("jobs.task.repairHint")} />
      ) : null}
      <div className="task-facts">
        <Fact label={t("jobs.task.exitCode")} testId="task-exit-code">
          {task.exitCode ?? "—"}
        </Fact>
        <Fact label={t("jobs.task.startedAt")}>{formatDateTime(task.startedAt) || "—"}</Fact>
        <Fact label={t("jobs.task.finishedAt")}>{formatDateTime(task.finishedAt) || "—"}</Fact>
        <Fact label={t("jobs.task.cpu")} testId="task-cpu">
          {formatDuration(task.cpuMs) || "—"}
        </Fact>
        <Fact label={t("jobs.task.wall")} testId="task-wall">
          {formatDuration(task.wallMs) || "—"}
        </Fact>
        <Fact label={t("jobs.task.tokens")} testId="task-tokens">
          {task.tokens.toLocaleString()}
        </Fact>
        <Fact label={t("jobs.task.run")}>{task.run}</Fact>
        {task.dependsOn.length > 0 ? (
          <Fact label={t("jobs.task.dependsOn")}>{task.dependsOn.join(", ")}</Fact>
        ) : null}
      </div>
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
          header={t(task.state === "done" ? "jobs.task.note" : "jobs.task.reason")}
          content={taskReasonText(task.reason, t)}
          data-testid="task-reason"
        />
      ) : null}

      <Header as="h4">{t("jobs.task.args")}</Header>
      {args.length === 0 ? (
        <p className="muted">{t("jobs.task.noArgs")}</p>
      ) : (
        <Table compact celled unstackable size="small" data-testid="task-args">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>{t("jobs.task.argName")}</Table.HeaderCell>
              <Table.HeaderCell>{t("jobs.task.argValue")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {args.map((arg) => (
              <Table.Row key={arg.name} data-testid={`task-arg-${arg.name}`}>
                <Table.Cell collapsing>
                  {argLabelOf(arg.spec, arg.name, zh)}
                  {arg.spec && argLabelOf(arg.spec, arg.name, zh) !== arg.name ? (
                    <span className="muted small mono"> {arg.name}</span>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <ArgValue value={arg.value} fileNames={props.fileNames} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}

      {props.results?.map((result) => (
        <PoseResults key={result.output.name} jobId={props.jobId} result={result} />
      ))}
      <Header as="h4">{t("jobs.task.outputs")}</Header>
      {customView ? (
        <Menu pointing secondary size="small" className="task-output-tabs">
          <Menu.Item
            active={outputTab === "view"}
            onClick={() => setOutputTab("view")}
            data-testid="task-tab-view"
          >
            <Icon name="puzzle piece" />
            {t("jobs.view.tab")}
          </Menu.Item>
          <Menu.Item
            active={outputTab === "files"}
            onClick={() => setOutputTab("files")}
            data-testid="task-tab-files"
          >
            <Icon name="file outline" />
            {t("jobs.view.outputsTab")}
          </Menu.Item>
        </Menu>
      ) : null}
      {customView && outputTab === "view" ? (
        <TaskResultView jobId={props.jobId} taskId={task.id} />
      ) : task.outputs.length === 0 ? (
        <p className="muted" data-testid="task-no-outputs">
          {t("jobs.task.noOutputs")}
        </p>
      ) : (
        <Table compact celled unstackable size="small" data-testid="task-outputs">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("jobs.task.outputName")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("jobs.task.outputSize")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("common.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {task.outputs.map((output) => (
              <Table.Row key={output.name} data-testid={`task-output-${output.name}`}>
                <Table.Cell>
                  <a role="button" tabIndex={0} onClick={() => open(output)} className="task-output-name">
                    <Icon name={isSdfName(output.name) ? "cube" : "file outline"} color="grey" />
                    {output.name}
                  </a>
                </Table.Cell>
                <Table.Cell collapsing>{formatBytes(output.size)}</Table.Cell>
                <Table.Cell collapsing>
                  <div className="action-buttons">
                    <RowAction
                      icon={isSdfName(output.name) ? "cube" : "eye"}
                      label={t("jobs.task.open")}
                      onClick={() => open(output)}
                      testId={`output-open-${output.name}`}
                    />
                    {isViewableName(output.name) ? (
                      <ViewButtons
                        compact
                        source={{
                          kind: "taskOutput",
                          taskId: task.id,
                          output: output.name,
                          size: output.size,
                        }}
                        testId={`output-3d-${output.name}`}
                      />
                    ) : null}
                    <a
                      className="ui mini basic icon button"
                      href={output.downloadUrl}
                      title={t("jobs.task.download")}
                      aria-label={t("jobs.task.download")}
                      data-testid={`output-download-${output.name}`}
                    >
                      <Icon name="download" />
                    </a>
                    {props.admin ? null : (
                      <RowAction
                        icon="save outline"
                        label={t("jobs.task.save")}
                        onClick={() => setSaving(output.name)}
                        testId={`output-save-${output.name}`}
                      />
                    )}
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}

      <Tab
        className="task-logs"
        defaultActiveIndex={task.state === "abort" && task.stderrUrl ? 1 : 0}
        menu={{ secondary: true, pointing: true }}
        panes={[
          {
            menuItem: { key: "stdout", content: t("jobs.task.stdout"), "data-testid": "log-tab-stdout" },
            render: () => <TaskLog url={task.stdoutUrl} version={logVersion} testId="task-stdout" />,
          },
          {
            menuItem: { key: "stderr", content: t("jobs.task.stderr"), "data-testid": "log-tab-stderr" },
            render: () => <TaskLog url={task.stderrUrl} version={logVersion} testId="task-stderr" />,
          },
        ]}
      />

      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
      {saving !== null ? (
        <SaveOutputDialog taskId={task.id} output={saving} onClose={() => setSaving(null)} />
      ) : null}
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
