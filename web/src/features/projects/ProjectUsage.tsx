/**
 * A project's storage over time (issue 28 item 2): every member sees the project's daily samples (its
 * data files and its jobs' results against what its storage packs grant) in the chart of the user's
 * own usage page (commerce/StorageChart), with the workflow storage in use now.
 */
import { Header, Loader, Message } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { useProjectUsageQuery } from "../../graphql/__generated__/documents/projects";
import { useNs } from "../../i18n";
import { StorageChart } from "../commerce/StorageChart";
import { projectsNs } from "./i18n";

export function ProjectUsage({ projectId }: { projectId: string }) {
  const { t: text } = useNs(projectsNs);
  const query = useProjectUsageQuery({ variables: { id: projectId, days: 30 }, fetchPolicy: "network-only" });
  const usage = query.data?.project.usage ?? null;
  return (
    <div data-testid="project-usage">
      <Header as="h4">{text("usage.title")}</Header>
      <p className="muted small">{text("usage.rule")}</p>
      {query.loading && !usage ? <Loader active inline="centered" /> : null}
      {usage ? (
        <p data-testid="project-workflow-storage">
          <strong>{text("usage.workflow")}:</strong>{" "}
          {usage.workflowStorageQuota > 0
            ? text("packs.storageOf", {
                used: formatBytes(usage.workflowStorageUsed),
                quota: formatBytes(usage.workflowStorageQuota),
              })
            : formatBytes(usage.workflowStorageUsed)}
        </p>
      ) : null}
      {usage && usage.daily.some((d) => d.storageUsed !== null) ? <StorageChart days={usage.daily} /> : null}
      {usage && !usage.daily.some((d) => d.storageUsed !== null) ? (
        <Message info size="small" data-testid="project-usage-empty">
          {text("usage.empty")}
        </Message>
      ) : null}
    </div>
  );
}
