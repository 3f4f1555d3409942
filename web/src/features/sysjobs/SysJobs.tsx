/**
 * Every user's jobs (back office, route `workflow-jobs`, Workflow.Job.Read): the ResourceTable over
 * `sysJobs(query)` with filters on Id, Name, Owner, State, CreatedAt and FinishedAt, the task count,
 * progress and tokens, and the actions the admin's permissions and the job's state allow. Polls while
 * a job shown is active; a job that ends raises a notice and the list is refreshed.
 */
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { useSysJobsQuery, type SysJobRowFieldsFragment } from "../../graphql";
import { FinishedNotices, LiveMark, useStateOptions } from "../jobs/JobBits";
import { jobColumns } from "../jobs/jobColumns";
import { useLiveJobs } from "../jobs/live";
import { SysJobActions } from "./SysJobActions";
import { sysJobRoute } from "./urls";

type Row = SysJobRowFieldsFragment;

export function SysJobs() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "CreatedAt", isAsc: false } });
  const list = useSysJobsQuery({
    variables: { query: table.query },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const rows = useMemo(() => list.data?.sysJobs.list ?? [], [list.data]);
  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const live = useLiveJobs(list.data ? rows : null, list, refresh);
  const stateOptions = useStateOptions();

  const columns = useMemo<Column<Row>[]>(() => {
    const shared = jobColumns<Row>(t, stateOptions, "sys-job");
    return [
      {
        key: "Id",
        title: t("sysJobs.columns.id"),
        value: (row) => Number(row.id),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Name",
        title: t("sysJobs.columns.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <Link to={sysJobRoute(row.id)} className="job-name" data-testid={`sys-job-open-${row.id}`}>
            <Icon name="tasks" color="grey" />
            {row.name}
          </Link>
        ),
      },
      {
        key: "OwnerAccount",
        title: t("sysJobs.columns.owner"),
        value: (row) => row.ownerAccount,
        sortable: true,
        filter: { kind: "string" },
        collapsing: true,
        render: (row) => (
          <span data-testid={`sys-job-owner-${row.id}`}>
            <Icon name="user outline" color="grey" />
            {row.ownerAccount}
          </span>
        ),
      },
      shared.state,
      {
        key: "Tasks",
        title: t("sysJobs.columns.tasks"),
        value: (row) => row.taskCount,
        collapsing: true,
        render: (row) => t("sysJobs.tasksCount", { done: row.doneCount, total: row.taskCount }),
      },
      shared.progress,
      shared.tokens,
      ...shared.times,
    ];
  }, [t, stateOptions]);

  return (
    <div data-testid="sys-jobs-page" className="jobs-page">
      <PageHeader title={t("sysJobs.title")} intro={t("sysJobs.intro")} />
      <FinishedNotices
        notices={live.notices}
        title={t("sysJobs.live.finishedTitle")}
        onRefresh={refresh}
        onDismiss={live.dismiss}
      />
      <ResourceTable
        table={table}
        columns={columns}
        rows={rows}
        total={list.data?.sysJobs.total ?? 0}
        loading={list.loading && !list.data}
        onRefresh={refresh}
        recycleBin={session.can("Workflow.Job.Delete")}
        testId="sys-jobs-table"
        toolbar={<LiveMark active={live.active} text={live.text} />}
        actions={(row) => (
          <div className="action-buttons">
            <Link
              to={sysJobRoute(row.id)}
              className="ui mini basic icon button"
              title={t("sysJobs.actions.open")}
              aria-label={t("sysJobs.actions.open")}
              data-testid={`sys-job-detail-${row.id}`}
            >
              <Icon name="eye" />
            </Link>
            <SysJobActions job={row} iconOnly onChanged={refresh} />
          </div>
        )}
      />
    </div>
  );
}
