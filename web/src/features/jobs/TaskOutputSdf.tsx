/**
 * An SDF output of a task in the SDF reader (route `jobs/:id/sdf?task=<key>&output=<name>`): the
 * task is looked up in the job, and the reader pages the output's records from the gateway
 * (taskSdfRecords: RDKit depictions, SMILES and InChI, as for a data set file).
 */
import { Link, useParams, useSearchParams } from "react-router-dom";
import { Icon, Loader, Message } from "semantic-ui-react";
import { useJobDetailQuery } from "../../graphql/__generated__/documents/jobs";
import { LazySdfReader } from "../../viewers/lazy";
import { jobTaskRoute } from "./urls";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function TaskOutputSdf() {
  const { t } = useNs(jobsNs);
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const taskKey = search.get("task") ?? "";
  const outputName = search.get("output") ?? "";
  const detail = useJobDetailQuery({ variables: { id }, skip: id === "", fetchPolicy: "cache-first" });
  const task = detail.data?.job.tasks.find((item) => item.key === taskKey);
  const output = task?.outputs.find((item) => item.name === outputName);

  if (!task || !output) {
    if (detail.loading) return <Loader active inline="centered" />;
    return (
      <div data-testid="task-sdf-missing">
        <Message warning content={t("sdf.missing")} />
        <Link to={jobTaskRoute(id, taskKey)} className="ui basic button">
          <Icon name="arrow left" />
          {t("translation:common.back")}
        </Link>
      </div>
    );
  }
  return (
    <LazySdfReader
      source={{
        kind: "taskOutput",
        taskId: task.id,
        output: output.name,
        name: t("sdf.title", { output: output.name, task: taskKey }),
      }}
    />
  );
}
