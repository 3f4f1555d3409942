/**
 * The front end's projects screen (issue 28 item 2): the caller's projects with their role and what
 * each holds, open invitations to accept or decline, a new project, and one project's members (owners
 * invite, change roles and remove; anyone may leave, except the last owner, which the gateway refuses),
 * its own tokens (ProjectTokens) and its own packs and storage (ProjectPacks).
 */
import {
  type ProjectRoleName,
  commerceFeature,
  projectDescriptionMax,
  projectInput,
  projectNameMax,
  projectRoleNames,
  workflowFeature,
} from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Dropdown, Form, Label, Loader, Message, Segment, Table } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import type { ProjectFieldsFragment } from "../../graphql";
import {
  useAnswerProjectInvitationMutation,
  useCreateProjectMutation,
  useDeleteProjectMutation,
  useInviteProjectMemberMutation,
  useLeaveProjectMutation,
  useProjectInvitationsQuery,
  useProjectMembersQuery,
  useProjectsQuery,
  useRemoveProjectMemberMutation,
  useSetProjectMemberRoleMutation,
} from "../../graphql/__generated__/documents/projects";
import { useSession } from "../../app/session";
import { Webhooks } from "../notifications/Webhooks";
import { useNs, type NsT } from "../../i18n";
import { projectsNs } from "./i18n";
import { ProjectProcessors } from "./ProjectProcessors";
import { ProjectTokens } from "./ProjectTokens";
import { ProjectPacks } from "./ProjectPacks";

function roleOptions(text: NsT<"projects">) {
  return projectRoleNames.map((role) => ({ key: role, value: role, text: text(`roles.${role}`) }));
}

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const { t: text } = useNs(projectsNs);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);
  const [create, { loading }] = useCreateProjectMutation();
  const trimmed = name.trim();
  const nameError = !tried
    ? null
    : trimmed.length === 0
      ? text("required")
      : trimmed.length > projectNameMax
        ? text("tooLong", { max: projectNameMax })
        : null;
  const submit = async () => {
    setTried(true);
    // The gateway's rule (schema/src/projects.ts).
    const parsed = projectInput.safeParse({ Name: name, Description: description });
    if (!parsed.success) return;
    const result = await create({
      variables: { input: { name: parsed.data.Name, description: parsed.data.Description } },
    });
    if (result.data) {
      setName("");
      setDescription("");
      setTried(false);
      toast.success(text("created"));
      onCreated();
    }
  };
  return (
    <Segment>
      <Form onSubmit={() => void submit()} loading={loading} noValidate data-testid="project-create-form">
        <Form.Group widths="equal">
          <Form.Input
            label={text("name")}
            value={name}
            required
            error={nameError ? { content: nameError, pointing: "above" } : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setName(event.target.value)}
            input={{ "data-testid": "project-name", maxLength: projectNameMax }}
          />
          <Form.Input
            label={text("description")}
            value={description}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setDescription(event.target.value)}
            input={{ "data-testid": "project-description", maxLength: projectDescriptionMax }}
          />
        </Form.Group>
        <Button type="submit" primary loading={loading} disabled={loading} data-testid="project-create">
          {text("create")}
        </Button>
      </Form>
    </Segment>
  );
}

function Invitations({ onAnswered }: { onAnswered: () => void }) {
  const { t: text } = useNs(projectsNs);
  const list = useProjectInvitationsQuery({ fetchPolicy: "cache-and-network" });
  const [answer, { loading }] = useAnswerProjectInvitationMutation();
  const items = list.data?.projectInvitations ?? [];
  if (items.length === 0) return null;
  const reply = async (projectId: string, accept: boolean) => {
    const result = await answer({ variables: { projectId, accept } });
    if (result.data) {
      toast.success(accept ? text("accepted") : text("declined"));
      await list.refetch();
      onAnswered();
    }
  };
  return (
    <Segment data-testid="project-invitations">
      <h3>{text("invitations")}</h3>
      {items.map((inv) => (
        <div key={inv.projectId} className="project-invitation" data-testid="project-invitation">
          <strong>{inv.projectName}</strong> <Label size="small">{text(`roles.${inv.role}`)}</Label>{" "}
          <span className="muted">
            {inv.invitedByAccount ? text("invitedBy", { account: inv.invitedByAccount }) : ""}{" "}
            {formatDateTime(inv.createdAt)}
          </span>{" "}
          <Button
            size="mini"
            primary
            loading={loading}
            onClick={() => void reply(inv.projectId, true)}
            data-testid="project-accept"
          >
            {text("accept")}
          </Button>
          <Button
            size="mini"
            basic
            onClick={() => void reply(inv.projectId, false)}
            data-testid="project-decline"
          >
            {text("decline")}
          </Button>
        </div>
      ))}
    </Segment>
  );
}

function Members({
  project,
  onChanged,
  onGone,
}: {
  project: ProjectFieldsFragment;
  onChanged: () => void;
  onGone: () => void;
}) {
  const { t: text } = useNs(projectsNs);
  const owner = project.myRole === "owner";
  const members = useProjectMembersQuery({
    variables: { projectId: project.id },
    fetchPolicy: "cache-and-network",
  });
  const [invitee, setInvitee] = useState("");
  const [role, setRole] = useState<ProjectRoleName>("viewer");
  const [invite, inviting] = useInviteProjectMemberMutation();
  const [setMemberRole] = useSetProjectMemberRoleMutation();
  const [remove] = useRemoveProjectMemberMutation();
  const [leave] = useLeaveProjectMutation();
  const [drop] = useDeleteProjectMutation();
  const refresh = async () => {
    await members.refetch();
    onChanged();
  };
  const sendInvite = async () => {
    if (invitee.trim() === "") return;
    const result = await invite({ variables: { projectId: project.id, invitee: invitee.trim(), role } });
    if (result.data) {
      setInvitee("");
      toast.success(text("invited"));
      await refresh();
    }
  };
  return (
    <Segment data-testid="project-members">
      <div className="page-header">
        <h3>
          {project.name} · {text("members")}
        </h3>
        <div className="page-header-actions">
          <ConfirmButton
            label={text("leave")}
            icon="sign out"
            question={text("leaveConfirm", { name: project.name })}
            testId="project-leave"
            onConfirm={async () => {
              const result = await leave({ variables: { projectId: project.id } });
              if (result.data) {
                toast.success(text("left"));
                onGone();
              }
            }}
          />
          {owner ? (
            <ConfirmButton
              label={text("delete")}
              icon="trash"
              color="red"
              question={text("deleteConfirm", { name: project.name })}
              testId="project-delete"
              onConfirm={async () => {
                const result = await drop({ variables: { id: project.id } });
                if (result.data) {
                  toast.success(text("deleted"));
                  onGone();
                }
              }}
            />
          ) : null}
        </div>
      </div>
      {project.description ? <p className="muted">{project.description}</p> : null}
      {members.loading && !members.data ? <Loader active inline="centered" /> : null}
      <Table compact unstackable data-testid="project-member-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{text("members")}</Table.HeaderCell>
            <Table.HeaderCell>{text("role")}</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(members.data?.projectMembers ?? []).map((m) => (
            <Table.Row key={m.userId} data-testid="project-member">
              <Table.Cell>
                {m.account}{" "}
                {m.accepted ? null : (
                  <Label size="mini" color="yellow">
                    {text("pending")}
                  </Label>
                )}
              </Table.Cell>
              <Table.Cell>
                {owner ? (
                  <Dropdown
                    selection
                    compact
                    options={roleOptions(text)}
                    value={m.role}
                    data-testid="project-member-role"
                    onChange={(_e, data) =>
                      void (async () => {
                        const next = projectRoleNames.find((r) => r === data.value);
                        if (!next) return;
                        const result = await setMemberRole({
                          variables: { projectId: project.id, userId: m.userId, role: next },
                        });
                        if (result.data) {
                          toast.success(text("roleSaved"));
                          await refresh();
                        }
                      })()
                    }
                  />
                ) : (
                  text(`roles.${m.role}`)
                )}
              </Table.Cell>
              <Table.Cell collapsing>
                {owner ? (
                  <ConfirmButton
                    label={text("remove")}
                    icon="user delete"
                    iconOnly
                    question={text("removeConfirm", { account: m.account })}
                    testId="project-member-remove"
                    onConfirm={async () => {
                      const result = await remove({ variables: { projectId: project.id, userId: m.userId } });
                      if (result.data) {
                        toast.success(text("removed"));
                        await refresh();
                      }
                    }}
                  />
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {owner ? (
        <Form onSubmit={() => void sendInvite()} loading={inviting.loading} data-testid="project-invite-form">
          <Form.Group>
            <Form.Input
              width={8}
              placeholder={text("invitee")}
              value={invitee}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setInvitee(event.target.value)}
              input={{ "data-testid": "project-invitee", maxLength: 254 }}
            />
            <Form.Dropdown
              width={4}
              selection
              options={roleOptions(text)}
              value={role}
              data-testid="project-invite-role"
              onChange={(_e, data) => setRole(projectRoleNames.find((r) => r === data.value) ?? "viewer")}
            />
            <Form.Button primary type="submit" data-testid="project-invite">
              {text("invite")}
            </Form.Button>
          </Form.Group>
        </Form>
      ) : null}
    </Segment>
  );
}

export function Projects() {
  const { t: text } = useNs(projectsNs);
  const session = useSession();
  const list = useProjectsQuery({ fetchPolicy: "cache-and-network" });
  // ?open=<id>: the project opened at once (a purchase for the project comes back to it).
  const [search] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(search.get("open"));
  const projects = list.data?.projects ?? [];
  const open = projects.find((p) => p.id === openId) ?? null;
  const refetch = () => void list.refetch();
  return (
    <div data-testid="projects-page">
      <PageHeader title={text("title")} intro={text("intro")} />
      <Invitations onAnswered={refetch} />
      <CreateForm onCreated={refetch} />
      {list.loading && !list.data ? <Loader active inline="centered" /> : null}
      {list.data && projects.length === 0 ? (
        <Message info data-testid="projects-none">
          {text("none")}
        </Message>
      ) : null}
      {projects.length > 0 ? (
        <Table selectable unstackable data-testid="projects-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text("name")}</Table.HeaderCell>
              <Table.HeaderCell>{text("myRole")}</Table.HeaderCell>
              <Table.HeaderCell>{text("members")}</Table.HeaderCell>
              <Table.HeaderCell>{text("dataFiles")}</Table.HeaderCell>
              <Table.HeaderCell>{text("templates")}</Table.HeaderCell>
              <Table.HeaderCell>{text("jobs")}</Table.HeaderCell>
              <Table.HeaderCell>{text("processors")}</Table.HeaderCell>
              <Table.HeaderCell textAlign="right">{text("tokens.listBalance")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {projects.map((p) => (
              <Table.Row key={p.id} active={p.id === openId} data-testid="project-row">
                <Table.Cell>
                  <strong>{p.name}</strong>
                  {p.description ? <div className="muted">{p.description}</div> : null}
                </Table.Cell>
                <Table.Cell>{text(`roles.${p.myRole}`)}</Table.Cell>
                <Table.Cell>{p.memberCount}</Table.Cell>
                <Table.Cell data-testid="project-row-files">{p.dataFileCount}</Table.Cell>
                <Table.Cell data-testid="project-row-templates">{p.templateCount}</Table.Cell>
                <Table.Cell data-testid="project-row-jobs">{p.jobCount}</Table.Cell>
                <Table.Cell data-testid="project-row-processors">{p.processorCount}</Table.Cell>
                <Table.Cell textAlign="right" data-testid="project-row-balance">
                  {p.tokenBalance.toLocaleString()}
                </Table.Cell>
                <Table.Cell collapsing>
                  <Button
                    size="mini"
                    basic
                    icon="users"
                    content={p.id === openId ? text("close") : text("open")}
                    onClick={() => setOpenId(p.id === openId ? null : p.id)}
                    data-testid="project-open"
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
      {open ? (
        <Members
          key={open.id}
          project={open}
          onChanged={refetch}
          onGone={() => {
            setOpenId(null);
            refetch();
          }}
        />
      ) : null}
      {open && session.feature(workflowFeature) ? (
        <ProjectProcessors key={`processors-${open.id}`} project={open} onMoved={refetch} />
      ) : null}
      {open ? (
        <ProjectTokens
          key={`tokens-${open.id}`}
          projectId={open.id}
          projectName={open.name}
          onMoved={refetch}
        />
      ) : null}
      {open && session.feature(commerceFeature) ? (
        <ProjectPacks key={`packs-${open.id}`} projectId={open.id} projectName={open.name} />
      ) : null}
      {open?.myRole === "owner" ? <Webhooks key={`hooks-${open.id}`} projectId={open.id} /> : null}
    </div>
  );
}
