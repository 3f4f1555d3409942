/**
 * A task's output files in the task panel: open them in the SDF reader or the previewer, molecules
 * in 3-D, download, save to a data set; the module's result view (a UI pack) beside the files when
 * the owner's task is done.
 */
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Header, Icon, Menu, Table } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { RowAction } from "../../components/RowAction";
import { isSdfName } from "../../viewers/fileTypes";
import { LazyFilePreview } from "../../viewers/lazy";
import { openPreview, type PreviewTarget } from "../../viewers/preview";
import { isViewableName } from "../../viewers/view/sources";
import { ViewButtons } from "../../viewers/view/ViewButtons";
import { seqViewerRoute } from "../../viewers/seq/routes";
import { SaveOutputDialog } from "./SaveOutputDialog";
import { baseName, type JobTask } from "./taskArgs";
import { TaskResultView } from "./TaskResultView";
import { taskSdfRoute } from "./urls";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

type TaskOutput = JobTask["outputs"][number];

export interface TaskOutputActions {
  /** Opens an output in the SDF reader (the owner's SDF files) or the previewer. */
  readonly open: (output: TaskOutput) => void;
  /** Opens the save-to-data-set dialog of an output. */
  readonly save: (output: string) => void;
  /** The previewer and the save dialog, when open (the panel renders them last). */
  readonly dialogs: ReactNode;
}

/** What the output rows do; `admin` (the back office) has no SDF reader route, seq route or save. */
export function useTaskOutputActions(jobId: string, task: JobTask, admin: boolean): TaskOutputActions {
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  const targetOf = (output: TaskOutput): PreviewTarget => ({
    name: baseName(output.name),
    size: output.size,
    readUrl: output.readUrl,
    downloadUrl: output.downloadUrl,
    sdfRoute: isSdfName(output.name) && !admin ? taskSdfRoute(jobId, task.key, output.name) : null,
    chartRoute: null,
    seqRoute: admin
      ? null
      : seqViewerRoute("frontend", baseName(output.name), { taskId: task.id, output: output.name }),
  });

  const open = (output: TaskOutput) => {
    const target = targetOf(output);
    if (target.sdfRoute) navigate(target.sdfRoute);
    else openPreview(target, setPreview);
  };

  const dialogs = (
    <>
      {preview ? <LazyFilePreview target={preview} onClose={() => setPreview(null)} /> : null}
      {saving !== null ? (
        <SaveOutputDialog taskId={task.id} output={saving} onClose={() => setSaving(null)} />
      ) : null}
    </>
  );
  return { open, save: setSaving, dialogs };
}

function OutputRow(props: { task: JobTask; output: TaskOutput; actions: TaskOutputActions; admin: boolean }) {
  const { t } = useNs(jobsNs);
  const { task, output, actions } = props;
  return (
    <Table.Row data-testid={`task-output-${output.name}`}>
      <Table.Cell>
        <a role="button" tabIndex={0} onClick={() => actions.open(output)} className="task-output-name">
          <Icon name={isSdfName(output.name) ? "cube" : "file outline"} color="grey" />
          {output.name}
        </a>
      </Table.Cell>
      <Table.Cell collapsing>{formatBytes(output.size)}</Table.Cell>
      <Table.Cell collapsing>
        <div className="action-buttons">
          <RowAction
            icon={isSdfName(output.name) ? "cube" : "eye"}
            label={t("task.open")}
            onClick={() => actions.open(output)}
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
            title={t("task.download")}
            aria-label={t("task.download")}
            data-testid={`output-download-${output.name}`}
          >
            <Icon name="download" />
          </a>
          {props.admin ? null : (
            <RowAction
              icon="save outline"
              label={t("task.save")}
              onClick={() => actions.save(output.name)}
              testId={`output-save-${output.name}`}
            />
          )}
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

export function TaskOutputs(props: {
  jobId: string;
  task: JobTask;
  admin: boolean;
  actions: TaskOutputActions;
}) {
  const { t } = useNs(jobsNs);
  const { task } = props;
  // The module's result-view UI pack, for the owner's finished task (docs/apps.md).
  const customView = !props.admin && task.state === "done" && Boolean(task.module?.resultViewUrl);
  const [outputTab, setOutputTab] = useState<"view" | "files">("view");
  return (
    <>
      <Header as="h4">{t("task.outputs")}</Header>
      {customView ? (
        <Menu pointing secondary size="small" className="task-output-tabs">
          <Menu.Item
            active={outputTab === "view"}
            onClick={() => setOutputTab("view")}
            data-testid="task-tab-view"
          >
            <Icon name="puzzle piece" />
            {t("view.tab")}
          </Menu.Item>
          <Menu.Item
            active={outputTab === "files"}
            onClick={() => setOutputTab("files")}
            data-testid="task-tab-files"
          >
            <Icon name="file outline" />
            {t("view.outputsTab")}
          </Menu.Item>
        </Menu>
      ) : null}
      {customView && outputTab === "view" ? (
        <TaskResultView jobId={props.jobId} taskId={task.id} />
      ) : task.outputs.length === 0 ? (
        <p className="muted" data-testid="task-no-outputs">
          {t("task.noOutputs")}
        </p>
      ) : (
        <Table compact celled unstackable size="small" data-testid="task-outputs">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("task.outputName")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("task.outputSize")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("translation:common.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {task.outputs.map((output) => (
              <OutputRow
                key={output.name}
                task={task}
                output={output}
                actions={props.actions}
                admin={props.admin}
              />
            ))}
          </Table.Body>
        </Table>
      )}
    </>
  );
}
