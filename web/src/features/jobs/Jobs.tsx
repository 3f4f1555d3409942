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
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { useJobsQuery, type JobRowFieldsFragment } from "../../graphql";
import { JobActions } from "./JobActions";
import { FinishedNotices, LiveMark, useStateOptions } from "./JobBits";
import { useLiveJobs } from "./live";
import { jobColumns } from "./jobColumns";
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

  const columns = useMemo<Column<Row>[]>(() => {
    const shared = jobColumns<Row>(t, stateOptions, "job");
    return [
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
      shared.state,
      shared.progress,
      shared.tokens,
      ...shared.times,
    ];
  }, [t, stateOptions]);

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
        toolbar={<LiveMark active={live.active} text={live.text} />}
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
