/**
 * A task's arguments in the task panel: name (the declared label, with the argument's name beside
 * it) and value (file arguments by data set file name or as an upstream output).
 */
import { Header, Icon, Table } from "semantic-ui-react";
import { argLabelOf, fileArgOf, orderedArgs, plainValue, type JobTask, type TaskRunner } from "./taskArgs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

function ArgValue({ value, fileNames }: { value: unknown; fileNames: ReadonlyMap<number, string> }) {
  const { t } = useNs(jobsNs);
  const file = fileArgOf(value);
  if (file?.kind === "dataFile") {
    const name = fileNames.get(file.dataFileId);
    return (
      <span className="task-arg-file">
        <Icon name="file outline" color="grey" />
        {name !== undefined ? t("task.fileData", { name }) : t("task.fileMissing", { id: file.dataFileId })}
      </span>
    );
  }
  if (file?.kind === "output") {
    return (
      <span className="task-arg-file">
        <Icon name="linkify" color="grey" />
        {t("task.fileOutput", { output: file.output, task: file.task })}
      </span>
    );
  }
  return <span className="mono breakable">{plainValue(value)}</span>;
}

export function TaskArgsTable(props: {
  task: JobTask;
  runner: TaskRunner;
  fileNames: ReadonlyMap<number, string>;
}) {
  const { t, i18n } = useNs(jobsNs);
  const zh = i18n.language === "zh-CN";
  const args = orderedArgs(props.task, props.runner.args);
  return (
    <>
      <Header as="h4">{t("task.args")}</Header>
      {args.length === 0 ? (
        <p className="muted">{t("task.noArgs")}</p>
      ) : (
        <Table compact celled unstackable size="small" data-testid="task-args">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>{t("task.argName")}</Table.HeaderCell>
              <Table.HeaderCell>{t("task.argValue")}</Table.HeaderCell>
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
    </>
  );
}
