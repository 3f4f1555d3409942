/**
 * A screen's ranked poses (issue 25 item 5): one SDF output of a task with a receptor, paged by the
 * gateway sorted by rank (taskSdfRecords: RDKit drawings and SMILES), each row with "View pose"
 * (weView: the record over the receptor, in a window or a new browser window), a download of the
 * whole SDF and a link to the SDF reader. A record RDKit cannot read still opens in weView (NGL reads
 * the molfile as it is). Shown only once the first page says the records are poses
 * (they carry vina_score and rank).
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Button, Header, Icon, Label, Loader, Message, Pagination, Segment, Table } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes } from "../../components/format";
import { useTaskSdfRecordsQuery } from "../../graphql/__generated__/documents/jobs";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { svgDataUrl } from "../../viewers/svgData";
import { viewerPageHref } from "../../viewers/windows/newWindow";
import { useViewerWindows } from "../../viewers/windows/ViewerWindows";
import {
  isPoseRecord,
  poseRowOf,
  poseViewInput,
  rankField,
  type PoseOutput,
  type PoseRow,
} from "./poseResults";
import { taskSdfRoute } from "./urls";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

const pageSize = 10;

function ViewPose(props: { row: PoseRow; output: PoseOutput; testId: string }) {
  const { t } = useNs(jobsNs);
  const windows = useViewerWindows();
  const session = useSession();
  const input = poseViewInput(
    props.output.task.id,
    props.output.output.name,
    props.row.record,
    props.output.receptor,
  );
  const href = viewerPageHref("view", input, session.stage);
  return (
    <div className="action-buttons pose-actions">
      <Button
        type="button"
        size="mini"
        primary
        icon="cube"
        content={t("results.viewPose")}
        onClick={() => windows.open("view", input)}
        data-testid={props.testId}
      />
      {href ? (
        <Button
          as="a"
          href={href}
          target="_blank"
          rel="noopener"
          size="mini"
          basic
          icon="external alternate"
          title={t("results.newWindow")}
          aria-label={t("results.newWindow")}
          data-testid={`${props.testId}-new`}
        />
      ) : null}
    </div>
  );
}

export function PoseResults({ jobId, result }: { readonly jobId: string; readonly result: PoseOutput }) {
  const { t } = useNs(jobsNs);
  const [page, setPage] = useState(1);
  const { task, output, receptor } = result;
  const query = useTaskSdfRecordsQuery({
    variables: {
      taskId: task.id,
      output: output.name,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      sort: { field: rankField },
    },
  });
  const data = (query.data ?? query.previousData)?.taskSdfRecords;
  const testId = `pose-results-${task.key}-${output.name}`;

  if (!data) {
    if (query.error) {
      const first = CombinedGraphQLErrors.is(query.error) ? query.error.errors[0] : undefined;
      const text = first
        ? messageFor(apiErrorFromExtensions(first.extensions, first.message))
        : query.error.message;
      return (
        <Message
          error
          size="small"
          header={t("results.failed", { output: output.name, task: task.key })}
          content={text}
          data-testid={`${testId}-error`}
        />
      );
    }
    return null;
  }
  // An SDF output whose records are not ranked poses is no results table (it stays in the outputs).
  if (data.total > 0 && page === 1 && !data.records.some(isPoseRecord)) return null;

  const rows = data.records.map(poseRowOf);
  const totalPages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <Segment className="pose-results" data-testid={testId} data-total={data.total}>
      <div className="pose-results-head">
        <Header as="h3" className="pose-results-title">
          <Icon name="trophy" color="orange" />
          <Header.Content>
            {t("results.title", { output: output.name, task: task.key })}
            <Header.Subheader>
              {t("results.count", { count: data.total })}
              {receptor.kind === "found" ? (
                <span data-testid={`${testId}-receptor`}>
                  {" · "}
                  {t("results.receptor", { name: receptor.name })}
                </span>
              ) : null}
            </Header.Subheader>
          </Header.Content>
        </Header>
        <div className="pose-results-actions">
          <a
            className="ui small basic button"
            href={output.downloadUrl}
            data-testid={`${testId}-download`}
            title={t("results.downloadHint")}
          >
            <Icon name="download" />
            {t("results.download", { size: formatBytes(output.size) })}
          </a>
          <Link
            className="ui small basic button"
            to={taskSdfRoute(jobId, task.key, output.name)}
            data-testid={`${testId}-reader`}
          >
            <Icon name="table" />
            {t("results.reader")}
          </Link>
        </div>
      </div>
      {receptor.kind === "missingFile" ? (
        <Message
          warning
          size="small"
          content={t("results.receptorFileMissing", { id: receptor.dataFileId })}
          data-testid={`${testId}-no-receptor`}
        />
      ) : receptor.kind === "missingOutput" ? (
        <Message
          warning
          size="small"
          content={t("results.receptorOutputMissing", { output: receptor.output, task: receptor.task })}
          data-testid={`${testId}-no-receptor`}
        />
      ) : null}
      {data.total === 0 ? (
        <Message info size="small" content={t("results.empty")} data-testid={`${testId}-empty`} />
      ) : (
        <>
          <div className="pose-results-scroll">
            {query.loading ? <Loader active size="small" /> : null}
            <Table compact celled unstackable size="small" data-testid={`${testId}-table`}>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell collapsing>{t("results.rank")}</Table.HeaderCell>
                  <Table.HeaderCell collapsing className="pose-structure-cell">
                    {t("results.structure")}
                  </Table.HeaderCell>
                  <Table.HeaderCell>{t("results.ligand")}</Table.HeaderCell>
                  <Table.HeaderCell collapsing>{t("results.score")}</Table.HeaderCell>
                  <Table.HeaderCell collapsing>{t("results.pose")}</Table.HeaderCell>
                  <Table.HeaderCell collapsing>{t("translation:common.actions")}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row
                    key={row.record}
                    error={row.error !== null}
                    data-testid={`pose-row-${row.rank || row.record}`}
                  >
                    <Table.Cell collapsing>
                      <Label circular size="small" color={row.rank === "1" ? "orange" : undefined}>
                        {row.rank}
                      </Label>
                    </Table.Cell>
                    <Table.Cell collapsing className="pose-structure-cell">
                      {row.error ? (
                        <Label color="red" size="tiny">
                          <Icon name="warning sign" />
                          {row.error}
                        </Label>
                      ) : row.svg ? (
                        <img
                          className="structure"
                          src={svgDataUrl(row.svg)}
                          alt={row.smiles || row.ligand}
                          title={row.smiles}
                        />
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <div className="pose-ligand" data-testid="pose-ligand">
                        {row.ligand}
                      </div>
                      {row.smiles ? (
                        <div className="muted small mono breakable pose-smiles">{row.smiles}</div>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell collapsing className="pose-score" data-testid="pose-score">
                      {row.score}
                    </Table.Cell>
                    <Table.Cell collapsing data-testid="pose-number">
                      {row.pose}
                    </Table.Cell>
                    <Table.Cell collapsing>
                      <ViewPose row={row} output={result} testId={`pose-view-${row.rank || row.record}`} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
          {totalPages > 1 ? (
            <div className="table-pager">
              <Pagination
                size="mini"
                activePage={page}
                totalPages={totalPages}
                onPageChange={(_event, value) => setPage(Number(value.activePage))}
                firstItem={null}
                lastItem={null}
                data-testid={`${testId}-pager`}
              />
            </div>
          ) : null}
        </>
      )}
    </Segment>
  );
}
