/**
 * The user's jobs (route `jobs`): the ResourceTable over `jobs(query)` with the Name, State,
 * CreatedAt and FinishedAt filters, coloured states, progress, tokens, times, and the actions the
 * state allows. While a job shown is active the list polls; a job that ends raises a notice and the
 * list is refreshed.
 */
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Icon } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { useJobsQuery, type JobRowFieldsFragment } from "../../graphql";
import { JobActions } from "./JobActions";
import { FinishedNotices, JobProgress, JobStateLabel, LiveMark, useStateOptions } from "./JobBits";
import { useLiveJobs } from "./live";
import { jobRoute } from "./urls";

type Row = JobRowFieldsFragment;

export function Jobs() {
  const { t } = useTranslation();
  const table = useResourceTable({ sort: { name: "CreatedAt", isAsc: false } });
  const list = useJobsQuery({
    variables: { query: table.query },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const rows = useMemo(() => list.data?.jobs.list ?? [], [list.data]);
  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const live = useLiveJobs(list.data ? rows : null, list, refresh);
  const stateOptions = useStateOptions();

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "Name",
        title: t("jobs.columns.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <Link to={jobRoute(row.id)} className="job-name" data-testid={`job-open-${row.id}`}>
            <Icon name="tasks" color="grey" />
            {row.name}
          </Link>
        ),
      },
      {
        key: "State",
        title: t("jobs.columns.state"),
        value: (row) => row.state,
        sortable: true,
        filter: { kind: "string", options: stateOptions },
        collapsing: true,
        render: (row) => <JobStateLabel state={row.state} testId={`job-state-${row.id}`} />,
      },
      {
        key: "Progress",
        title: t("jobs.columns.progress"),
        value: (row) => row.progress,
        render: (row) => (
          <JobProgress progress={row.progress} state={row.state} testId={`job-progress-${row.id}`} />
        ),
      },
      {
        key: "Tokens",
        title: t("jobs.columns.tokens"),
        value: (row) => row.tokens,
        collapsing: true,
        render: (row) => <span data-testid={`job-tokens-${row.id}`}>{row.tokens.toLocaleString()}</span>,
      },
      {
        key: "CreatedAt",
        title: t("jobs.columns.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
      {
        key: "FinishedAt",
        title: t("jobs.columns.finishedAt"),
        value: (row) => row.finishedAt,
        render: (row) => formatDateTime(row.finishedAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
    ],
    [t, stateOptions],
  );

  return (
    <div data-testid="jobs-page" className="jobs-page">
      <PageHeader title={t("jobs.title")} intro={t("jobs.intro")} />
      <FinishedNotices
        notices={live.notices}
        title={t("jobs.live.finishedTitle")}
        onRefresh={refresh}
        onDismiss={live.dismiss}
      />
      <ResourceTable
        table={table}
        columns={columns}
        rows={rows}
        total={list.data?.jobs.total ?? 0}
        loading={list.loading && !list.data}
        onRefresh={refresh}
        testId="jobs-table"
        toolbar={<LiveMark active={live.active} text={t("jobs.live.polling")} />}
        actions={(row) => (
          <div className="action-buttons">
            <Link
              to={jobRoute(row.id)}
              className="ui mini basic icon button"
              title={t("jobs.actions.open")}
              aria-label={t("jobs.actions.open")}
              data-testid={`job-detail-${row.id}`}
            >
              <Icon name="eye" />
            </Link>
            <JobActions job={row} iconOnly onChanged={refresh} />
          </div>
        )}
      />
      {list.data && list.data.jobs.total === 0 && !table.query.where ? (
        <p className="muted jobs-empty" data-testid="jobs-empty">
          {t("jobs.empty")}
        </p>
      ) : null}
    </div>
  );
}
