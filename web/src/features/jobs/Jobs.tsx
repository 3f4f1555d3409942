/**
 * The list of jobs, for both sides: the user's own (route `jobs`, `jobs(query)`) and every user's in
 * the back office (route `workflow-jobs`, Workflow.Job.Read, `sysJobs(query)`, with the Id, Owner and
 * Tasks columns and the recycle bin). The ResourceTable filters Name, State, Tags, CreatedAt and FinishedAt
 * (and Id and Owner in the back office), shows coloured states, progress, tokens and times, and the
 * actions the state (and the admin's permissions) allow. While a job shown is active the list polls;
 * a job that ends raises a notice and the list is refreshed.
 */
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Icon } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { ScreenSide } from "../../app/side";
import { RowAction } from "../../components/RowAction";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListPage,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type { JobRowFieldsFragment, JobsQuery, SysJobRowFieldsFragment, SysJobsQuery } from "../../graphql";
import { useJobsQuery } from "../../graphql/__generated__/documents/jobs";
import { useSysJobsQuery } from "../../graphql/__generated__/documents/sysjobs";
import { projectsNs } from "../projects/i18n";
import { useMoveToProject } from "../projects/MoveToProject";
import { inProject, ProjectPicker } from "../projects/ProjectPicker";
import { sysJobRoute } from "../sysjobs/urls";
import { JobActions } from "./JobActions";
import { FinishedNotices, LiveMark, useStateOptions } from "./JobBits";
import { jobColumns } from "./jobColumns";
import { useLiveJobs } from "./live";
import { jobRoute } from "./urls";
import { useNs } from "../../i18n";
import { sysJobsNs } from "../sysjobs/i18n";
import { jobsNs } from "./i18n";

/** A user's list row: a job's row fields, whether it is the caller's, and its project. */
type UserRow = JobsQuery["jobs"]["list"][number];

/** A row of either list: the user's fields, and those only the back office reads. */
type Row = Omit<JobRowFieldsFragment, "__typename"> &
  Partial<Pick<UserRow, "mine" | "projectId">> &
  Partial<Omit<SysJobRowFieldsFragment, "__typename" | keyof JobRowFieldsFragment>>;

/**
 * The list query of a side (the other one is skipped): the Apollo query itself, which the live list
 * polls while a job shown is active.
 */
function useJobList(side: ScreenSide, { variables, fetchPolicy }: ListHookOptions) {
  const options = { variables, fetchPolicy, notifyOnNetworkStatusChange: false } as const;
  const user = useJobsQuery({ ...options, skip: side !== "user" });
  const sys = useSysJobsQuery({ ...options, skip: side !== "sys" });
  return side === "user" ? user : sys;
}

function pageOf(data: JobsQuery | SysJobsQuery): ListPage<Row> {
  return "jobs" in data ? data.jobs : data.sysJobs;
}

export function JobList({ side }: { side: ScreenSide }) {
  const { t } = useNs(jobsNs);
  const { t: sysT } = useNs(sysJobsNs);
  const session = useSession();
  const system = side === "sys";
  // The user's list narrowed to one project's jobs (theirs and other members').
  const [projectId, setProjectId] = useState<string | null>(null);
  // The caller's own job being moved into a project (or back out), if any.
  const { t: projectsT } = useNs(projectsNs);
  const screen = useResourceScreen({
    table: { sort: { name: "CreatedAt", isAsc: false } },
    useList: ({ variables, fetchPolicy }: ListHookOptions) =>
      useJobList(side, {
        variables: { query: system ? variables.query : inProject(variables.query, projectId) },
        fetchPolicy,
      }),
    pick: pageOf,
  });
  const data = screen.data ? pageOf(screen.data) : undefined;
  const { refetch } = screen.query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const mover = useMoveToProject("job", refresh);
  const live = useLiveJobs(data ? screen.rows : null, screen.query, refresh);
  const stateOptions = useStateOptions();
  const kit = useColumnKit();
  const prefix = system ? "sys-job" : "job";
  const route = system ? sysJobRoute : jobRoute;

  const columns = useMemo<Column<Row>[]>(() => {
    const shared = jobColumns<Row>(t, stateOptions, prefix);
    const name = kit.text("Name", t("columns.name"), (row: Row) => row.name, {
      render: (row) => (
        <Link to={route(row.id)} className="job-name" data-testid={`${prefix}-open-${row.id}`}>
          <Icon name="tasks" color="grey" />
          {row.name}
        </Link>
      ),
    });
    if (!system) return [name, shared.state, shared.tags, shared.progress, shared.tokens, ...shared.times];
    return [
      kit.id<Row>({ title: sysT("columns.id") }),
      name,
      kit.text("OwnerAccount", sysT("columns.owner"), (row: Row) => row.ownerAccount, {
        collapsing: true,
        render: (row) => (
          <span data-testid={`sys-job-owner-${row.id}`}>
            <Icon name="user outline" color="grey" />
            {row.ownerAccount}
          </span>
        ),
      }),
      shared.state,
      shared.tags,
      {
        key: "Tasks",
        title: sysT("columns.tasks"),
        value: (row) => row.taskCount ?? 0,
        collapsing: true,
        render: (row) => sysT("tasksCount", { done: row.doneCount ?? 0, total: row.taskCount ?? 0 }),
      },
      shared.progress,
      shared.tokens,
      ...shared.times,
    ];
  }, [t, stateOptions, kit, system, prefix, route]);

  return (
    <ResourceScreen
      className="jobs-page"
      testId={system ? "sys-jobs-page" : "jobs-page"}
      title={system ? sysT("title") : t("title")}
      intro={system ? sysT("intro") : t("intro")}
      above={
        <FinishedNotices
          notices={live.notices}
          title={system ? sysT("live.finishedTitle") : t("live.finishedTitle")}
          onRefresh={refresh}
          onDismiss={live.dismiss}
        />
      }
      {...screen.list(columns)}
      loading={screen.loading && !data}
      onRefresh={refresh}
      recycleBin={system && session.can("Workflow.Job.Delete")}
      tableTestId={system ? "sys-jobs-table" : "jobs-table"}
      toolbar={
        <>
          {system ? null : <ProjectPicker value={projectId} onChange={setProjectId} testId="jobs-project" />}
          <LiveMark active={live.active} text={live.text} />
        </>
      }
      actions={(row) => (
        <div className="action-buttons">
          <Link
            to={route(row.id)}
            className="ui mini basic icon button"
            title={t("actions.open")}
            aria-label={t("actions.open")}
            data-testid={`${prefix}-detail-${row.id}`}
          >
            <Icon name="eye" />
          </Link>
          {row.mine ? (
            <RowAction
              icon="users"
              label={projectsT("move.action")}
              onClick={() => mover.open(row)}
              testId={`job-move-${row.id}`}
            />
          ) : null}
          <JobActions side={side} job={row} iconOnly onChanged={refresh} />
        </div>
      )}
    >
      {mover.dialog}
      {!system && data && data.total === 0 && !screen.table.query.where ? (
        <p className="muted jobs-empty" data-testid="jobs-empty">
          {t("empty")}
        </p>
      ) : null}
    </ResourceScreen>
  );
}

/** The user's jobs (route `jobs`). */
export function Jobs() {
  return <JobList side="user" />;
}
