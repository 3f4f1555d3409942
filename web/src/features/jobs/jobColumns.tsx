/** The job columns the user's list and the back office's list share: state, tags, progress, tokens and times. */
import { Label } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import type { Column } from "../../components/table/column";
import type { NsT } from "../../i18n";
import type { JobRowFieldsFragment } from "../../graphql";
import { JobProgress, JobStateLabel, type useStateOptions } from "./JobBits";

type JobFields = Pick<
  JobRowFieldsFragment,
  "id" | "state" | "tags" | "progress" | "tokens" | "createdAt" | "finishedAt"
>;

/** The shared columns in display order; `testPrefix` names their test ids (job-state-{id}, ...). */
export function jobColumns<R extends JobFields>(
  t: NsT<"jobs">,
  stateOptions: ReturnType<typeof useStateOptions>,
  testPrefix: string,
): { state: Column<R>; tags: Column<R>; progress: Column<R>; tokens: Column<R>; times: Column<R>[] } {
  const time = (
    key: "CreatedAt" | "FinishedAt",
    title: string,
    get: (row: R) => string | null,
  ): Column<R> => ({
    key,
    title,
    value: get,
    render: (row) => formatDateTime(get(row)),
    sortable: true,
    filter: { kind: "date" },
    collapsing: true,
  });
  return {
    state: {
      key: "State",
      title: t("columns.state"),
      value: (row) => row.state,
      sortable: true,
      filter: { kind: "string", options: stateOptions },
      collapsing: true,
      render: (row) => <JobStateLabel state={row.state} testId={`${testPrefix}-state-${row.id}`} />,
    },
    // Searched as text over the tags (the server's Tags field, LIKE): a tag or part of one.
    tags: {
      key: "Tags",
      title: t("columns.tags"),
      value: (row) => row.tags.join(", "),
      filter: { kind: "string" },
      render: (row) => (
        <span className="job-tags" data-testid={`${testPrefix}-tags-${row.id}`}>
          {row.tags.map((tag) => (
            <Label key={tag} size="tiny" basic>
              {tag}
            </Label>
          ))}
        </span>
      ),
    },
    progress: {
      key: "Progress",
      title: t("columns.progress"),
      value: (row) => row.progress,
      render: (row) => (
        <JobProgress progress={row.progress} state={row.state} testId={`${testPrefix}-progress-${row.id}`} />
      ),
    },
    tokens: {
      key: "Tokens",
      title: t("columns.tokens"),
      value: (row) => row.tokens,
      collapsing: true,
      render: (row) => (
        <span data-testid={`${testPrefix}-tokens-${row.id}`}>{row.tokens.toLocaleString()}</span>
      ),
    },
    times: [
      time("CreatedAt", t("columns.createdAt"), (row) => row.createdAt),
      time("FinishedAt", t("columns.finishedAt"), (row) => row.finishedAt ?? null),
    ],
  };
}
