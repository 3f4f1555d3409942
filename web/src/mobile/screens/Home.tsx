/** The mobile home: the navigator's figures (tokens, storage, jobs by state) and the recent jobs. */
import { commerceFeature, workflowFeature } from "@crucible/schema";
import { Link } from "react-router-dom";
import { formatBytes, formatDateTime } from "../../components/format";
import { storagePercent } from "../../features/navigator/storage";
import { useNavigatorBoardQuery } from "../../graphql/__generated__/documents/navigator";
import { Loading, Notice, ProgressLine, StateBadge } from "../bits";
import { useMobileSession } from "../session";
import { datasetsLabel } from "../../features/datasets/labels";
import { jobsLabel } from "../../features/jobs/labels";
import { useBilingual, useNs } from "../../i18n";
import { mobileNs } from "../i18n";

export function Home() {
  const { t } = useNs(mobileNs);
  const bilingual = useBilingual();
  const session = useMobileSession();
  const board = useNavigatorBoardQuery({ fetchPolicy: "cache-and-network" });
  const summary = board.data?.navigatorBoard.summary ?? null;
  const name = session.user.name || session.user.account;
  if (!summary) {
    return board.loading ? <Loading /> : <Notice kind="warning">{t("translation:errors.network")}</Notice>;
  }
  const percent = storagePercent(summary.storageUsed, summary.storageQuota);
  const counts = summary.jobCounts.filter((count) => count.count > 0);
  const workflow = session.feature(workflowFeature);
  return (
    <div className="m-page" data-testid="m-home">
      <h1 className="m-title">{t("home.hello", { name })}</h1>
      <div className="m-figures">
        <section className="m-card m-figure" data-testid="m-figure-tokens">
          <span className="m-figure-label">{t("home.tokens")}</span>
          <span className="m-figure-value" data-testid="m-tokens">
            {summary.tokenBalance.toLocaleString()}
          </span>
        </section>
        <section className="m-card m-figure" data-testid="m-figure-storage">
          <span className="m-figure-label">{t("home.storage")}</span>
          <ProgressLine percent={percent} tone={percent >= 90 ? "bad" : percent >= 70 ? "warn" : "ok"} />
          <span className="m-muted m-small" data-testid="m-storage">
            {t("home.storageOf", {
              used: formatBytes(summary.storageUsed),
              quota: formatBytes(summary.storageQuota),
            })}
          </span>
        </section>
        <section className="m-card m-figure" data-testid="m-figure-jobs">
          <span className="m-figure-label">
            {t("home.jobs")}{" "}
            <span className="m-muted m-small">{t("home.jobsTotal", { count: summary.totalJobs })}</span>
          </span>
          {counts.length === 0 ? (
            <span className="m-muted m-small">{t("home.noJobs")}</span>
          ) : (
            <div className="m-counts">
              {counts.map((count) => (
                <span key={count.state} className="m-count" data-testid={`m-count-${count.state}`}>
                  <StateBadge state={count.state} />
                  <strong>{count.count}</strong>
                </span>
              ))}
            </div>
          )}
        </section>
      </div>
      <nav className="m-shortcuts" aria-label={t("home.shortcuts")} data-testid="m-shortcuts">
        {workflow ? (
          <>
            <Link to="/jobs" className="m-shortcut">
              {bilingual(jobsLabel)}
            </Link>
            <Link to="/datasets" className="m-shortcut">
              {bilingual(datasetsLabel)}
            </Link>
          </>
        ) : null}
        {session.feature(commerceFeature) ? (
          <>
            <Link to="/check-in" className="m-shortcut">
              {t("menu.checkIn")}
            </Link>
            <Link to="/recharge" className="m-shortcut">
              {t("menu.recharge")}
            </Link>
          </>
        ) : null}
      </nav>
      {workflow && summary.recentJobs.length > 0 ? (
        <section className="m-section" data-testid="m-recent-jobs">
          <div className="m-section-head">
            <h2>{t("home.recent")}</h2>
            <Link to="/jobs" data-testid="m-all-jobs">
              {t("home.allJobs")}
            </Link>
          </div>
          <ul className="m-list">
            {summary.recentJobs.map((job) => (
              <li key={job.id}>
                <Link
                  to={`/jobs/${encodeURIComponent(job.id)}`}
                  className="m-row"
                  data-testid={`m-recent-${job.id}`}
                >
                  <span className="m-row-main">
                    <span className="m-row-title">{job.name}</span>
                    <span className="m-muted m-small">{formatDateTime(job.createdAt)}</span>
                  </span>
                  <StateBadge state={job.state} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
