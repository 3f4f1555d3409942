/** Small pieces of the mobile screens: loading, notices, state badges, progress, facts and paging. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { jobsNs } from "../features/jobs/i18n";
import type { TaskState } from "../graphql";
import { useNs } from "../i18n";
import { mobileNs } from "./i18n";

export function Loading({ testId }: { testId?: string }) {
  const { t } = useNs(mobileNs);
  return (
    <div className="m-loading" role="status" data-testid={testId ?? "m-loading"}>
      <span className="m-spinner" aria-hidden="true" />
      {t("loading")}
    </div>
  );
}

export function Notice({
  kind = "info",
  children,
  testId,
}: {
  kind?: "info" | "warning" | "success" | "error";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`m-notice m-notice-${kind}`}
      role={kind === "error" ? "alert" : undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

export function StateBadge({ state, testId }: { state: TaskState; testId?: string }) {
  const { t } = useNs(jobsNs);
  return (
    <span className={`m-state m-state-${state}`} data-state={state} data-testid={testId}>
      {t(`states.${state}`)}
    </span>
  );
}

/** A progress bar from 0..1 (jobs) or a percentage (storage), with its figure beside it. */
export function ProgressLine({
  percent,
  tone,
  testId,
}: {
  percent: number;
  tone?: "ok" | "warn" | "bad";
  testId?: string;
}) {
  const value = Math.round(Math.max(0, Math.min(100, percent)));
  return (
    <div className="m-progress" data-percent={value} data-testid={testId}>
      <div className="m-progress-track">
        <div className={`m-progress-fill m-tone-${tone ?? "ok"}`} style={{ width: `${value}%` }} />
      </div>
      <span className="m-progress-text">{value}%</span>
    </div>
  );
}

/** Says that the screen follows the job live (or how it refreshes while the socket is down). */
export function LiveMark({ active, text }: { active: boolean; text: string }) {
  if (!active) return null;
  return (
    <span className="m-live" data-testid="m-live">
      <span className="m-live-dot" aria-hidden="true" />
      {text}
    </span>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="m-facts">{children}</dl>;
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="m-fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BackLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link to={to} className="m-back" data-testid={testId}>
      <span aria-hidden="true">‹</span> {children}
    </Link>
  );
}

/** Previous and next page of a list, with "page x of y". */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  testId,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useNs(mobileNs);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="m-pager" data-testid={testId}>
      <button
        type="button"
        className="m-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-previous`}
      >
        {t("jobs.previous")}
      </button>
      <span className="m-muted" data-testid={`${testId}-page`}>
        {t("jobs.page", { page, pages })}
      </span>
      <button
        type="button"
        className="m-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t("jobs.next")}
      </button>
    </div>
  );
}
