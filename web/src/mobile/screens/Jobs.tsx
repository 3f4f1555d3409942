/**
 * The user's jobs, newest first, a page at a time. While a job shown is active the screen follows the
 * jobs live over the socket (features/jobs/live.ts, as on the desktop), polling only while it is down.
 */
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { formatDateTime } from "../../components/format";
import { useLiveJobs } from "../../features/jobs/live";
import { useJobsQuery } from "../../graphql/__generated__/documents/jobs";
import { LiveMark, Loading, Notice, Pager, ProgressLine, StateBadge } from "../bits";
import { useNs } from "../../i18n";
import { mobileNs } from "../i18n";

const pageSize = 10;

export function Jobs() {
  const { t } = useNs(mobileNs);
  const [page, setPage] = useState(1);
  const list = useJobsQuery({
    variables: {
      query: {
        orderBy: [{ name: "CreatedAt", isAsc: false }],
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    },
    fetchPolicy: "cache-and-network",
  });
  const data = list.data?.jobs;
  const rows = useMemo(() => data?.list ?? [], [data]);
  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const live = useLiveJobs(data ? rows : null, list, refresh);

  return (
    <div className="m-page" data-testid="m-jobs">
      <div className="m-section-head">
        <h1 className="m-title">{t("jobs.title")}</h1>
        <LiveMark active={live.active} text={live.text} />
      </div>
      {!data ? (
        <Loading />
      ) : data.total === 0 ? (
        <Notice testId="m-jobs-empty">{t("jobs.empty")}</Notice>
      ) : (
        <ul className="m-list" data-testid="m-jobs-list">
          {rows.map((job) => (
            <li key={job.id}>
              <Link
                to={`/jobs/${encodeURIComponent(job.id)}`}
                className="m-row m-row-stacked"
                data-testid={`m-job-${job.id}`}
                data-state={job.state}
              >
                <span className="m-row-line">
                  <span className="m-row-title">{job.name}</span>
                  <StateBadge state={job.state} />
                </span>
                <ProgressLine percent={job.progress * 100} />
                <span className="m-muted m-small">
                  {t("jobs.created", { date: formatDateTime(job.createdAt) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} testId="m-jobs-pager" />
      ) : null}
    </div>
  );
}
