/**
 * The open project's processors (issue 28 item 2): every member's in the project, as any member reads
 * them (viewers too); the owner of one moves it back out (the same dialog the Processors screen opens).
 * Who may run them follows the caller's role; only a processor's owner changes it (Processors screen).
 */
import { Link } from "react-router-dom";
import { Button, Icon, Label, Loader, Message, Segment, Table } from "semantic-ui-react";
import { useState } from "react";
import type { ProjectFieldsFragment } from "../../graphql";
import { useProjectProcessorsQuery } from "../../graphql/__generated__/documents/projects";
import { moduleUrls } from "../modules/urls";
import { useNs } from "../../i18n";
import { projectsNs } from "./i18n";
import { MoveToProjectDialog } from "./MoveToProject";

export function ProjectProcessors({
  project,
  onMoved,
}: {
  project: ProjectFieldsFragment;
  /** After one moved out (the projects list counts them). */
  onMoved: () => void;
}) {
  const { t: text } = useNs(projectsNs);
  const list = useProjectProcessorsQuery({
    variables: { projectId: project.id },
    fetchPolicy: "cache-and-network",
  });
  const [moving, setMoving] = useState<{ id: string; name: string } | null>(null);
  const rows = list.data?.processors ?? [];
  return (
    <Segment data-testid="project-processors">
      <h3>
        {project.name} · {text("processorsPanel.title")}
      </h3>
      <p className="muted">{text(`processorsPanel.intro.${project.myRole}`)}</p>
      {list.loading && !list.data ? <Loader active inline="centered" /> : null}
      {list.data && rows.length === 0 ? (
        <Message info size="small" data-testid="project-processors-empty">
          {text("processorsPanel.empty")}{" "}
          <Link to={moduleUrls.processors()}>{text("processorsPanel.openList")}</Link>
        </Message>
      ) : null}
      {rows.length > 0 ? (
        <Table compact unstackable data-testid="project-processor-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text("processorsPanel.name")}</Table.HeaderCell>
              <Table.HeaderCell>{text("processorsPanel.owner")}</Table.HeaderCell>
              <Table.HeaderCell>{text("processorsPanel.exe")}</Table.HeaderCell>
              <Table.HeaderCell>{text("processorsPanel.status")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((p) => (
              <Table.Row key={p.id} data-testid="project-processor">
                <Table.Cell>
                  <strong>{p.name}</strong>
                  {p.summary ? <div className="muted small">{p.summary}</div> : null}
                </Table.Cell>
                <Table.Cell>
                  {p.mine ? (
                    <Label size="small" color="blue" basic>
                      {text("processorsPanel.mine")}
                    </Label>
                  ) : (
                    <span className="muted">{text("processorsPanel.member")}</span>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {p.exeName ? (
                    <code>{p.exeName}</code>
                  ) : (
                    <Label size="small" color="orange" basic>
                      {text("processorsPanel.noExe")}
                    </Label>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {p.status === "ENABLED"
                    ? text("processorsPanel.enabled")
                    : text("processorsPanel.disabled")}
                </Table.Cell>
                <Table.Cell collapsing>
                  {p.mine ? (
                    <Button
                      size="mini"
                      basic
                      type="button"
                      onClick={() => setMoving({ id: p.id, name: p.name })}
                      data-testid="project-processor-move"
                    >
                      <Icon name="sign out" />
                      {text("processorsPanel.moveOut")}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
      {moving ? (
        <MoveToProjectDialog
          kind="processor"
          id={moving.id}
          name={moving.name}
          projectId={project.id}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            void list.refetch();
            onMoved();
          }}
        />
      ) : null}
    </Segment>
  );
}
