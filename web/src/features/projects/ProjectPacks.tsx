/**
 * A project's own packs and storage (issue 28 item 2): every member sees the packs bought for the
 * project or redeemed into it and the project's storage (used of its quota, and over time: ProjectUsage); owners get "Buy for this
 * project" and "Redeem a card", which open the resources screen's buy and redeem tabs with the project
 * chosen (the same purchase flow as for oneself).
 */
import { Link } from "react-router-dom";
import { Button, Label, Loader, Message, Segment, Table } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { formatBytes, formatDate } from "../../components/format";
import { useProjectPacksQuery } from "../../graphql/__generated__/documents/projects";
import { useNs } from "../../i18n";
import { projectsNs } from "./i18n";
import { ProjectUsage } from "./ProjectUsage";

/** The resources screen's tab with this project chosen. */
export function projectResourcesPath(tab: "buy" | "redeem", projectId: string): string {
  return `${paths.child("frontend", `resources/${tab}`)}?project=${encodeURIComponent(projectId)}`;
}

const packSources = ["order", "card", "admin"] as const;

function isPackSource(value: string): value is (typeof packSources)[number] {
  return packSources.some((source) => source === value);
}

export function ProjectPacks({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t: text } = useNs(projectsNs);
  const query = useProjectPacksQuery({ variables: { id: projectId }, fetchPolicy: "cache-and-network" });
  const project = query.data?.project ?? null;
  return (
    <Segment data-testid="project-packs">
      <div className="page-header">
        <h3>
          {projectName} · {text("packs.title")}
        </h3>
        <div className="page-header-actions">
          {project?.myRole === "owner" ? (
            <>
              <Button
                as={Link}
                to={projectResourcesPath("buy", projectId)}
                primary
                size="small"
                icon="shopping cart"
                content={text("packs.buy")}
                data-testid="project-packs-buy"
              />
              <Button
                as={Link}
                to={projectResourcesPath("redeem", projectId)}
                size="small"
                icon="credit card"
                content={text("packs.redeem")}
                data-testid="project-packs-redeem"
              />
            </>
          ) : null}
        </div>
      </div>
      <p className="muted">{text("packs.rule")}</p>
      {query.loading && !project ? <Loader active inline="centered" /> : null}
      {project ? (
        <p data-testid="project-storage">
          <strong>{text("packs.storage")}:</strong>{" "}
          {project.storage.quota > 0
            ? text("packs.storageOf", {
                used: formatBytes(project.storage.used),
                quota: formatBytes(project.storage.quota),
              })
            : text("packs.noStorage", { used: formatBytes(project.storage.used) })}
        </p>
      ) : null}
      <ProjectUsage projectId={projectId} />
      {project && project.packs.length === 0 ? (
        <Message info size="small" data-testid="project-packs-empty">
          {text("packs.empty")}
        </Message>
      ) : null}
      {project && project.packs.length > 0 ? (
        <Table compact unstackable data-testid="project-packs-list">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text("packs.kind")}</Table.HeaderCell>
              <Table.HeaderCell>{text("packs.source")}</Table.HeaderCell>
              <Table.HeaderCell>{text("packs.buyer")}</Table.HeaderCell>
              <Table.HeaderCell>{text("packs.expires")}</Table.HeaderCell>
              <Table.HeaderCell>{text("packs.state")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {project.packs.map((pack) => (
              <Table.Row key={pack.id} data-testid="project-pack" disabled={!pack.active}>
                <Table.Cell>
                  <Label size="small" color={pack.kind === "storage" ? "teal" : "orange"}>
                    {text(`packs.kinds.${pack.kind}`)}
                  </Label>{" "}
                  {text(`packs.grants.${pack.kind}`, { amount: pack.amount.toLocaleString() })}
                  {pack.kind === "storage" && (pack.workflowStorageGb > 0 || pack.runningJobs > 0) ? (
                    <div className="muted small">
                      {text("packs.extras", {
                        workflowGb: pack.workflowStorageGb,
                        runningJobs: pack.runningJobs,
                      })}
                    </div>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {isPackSource(pack.source) ? text(`packs.sources.${pack.source}`) : pack.source}
                </Table.Cell>
                <Table.Cell>{pack.buyerAccount ?? "—"}</Table.Cell>
                <Table.Cell>{formatDate(pack.expiresAt)}</Table.Cell>
                <Table.Cell>
                  <Label size="small" color={pack.active ? "green" : undefined}>
                    {pack.active ? text("packs.active") : text("packs.expired")}
                  </Label>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </Segment>
  );
}
