/**
 * Webhooks: the endpoints, the events each receives, its secret (shown once, when made or renewed), a
 * test delivery and the log of deliveries with their answers. The account page shows the user's own;
 * a project's page shows the project's (`projectId`: every member's job events, its owners only).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Form, Header, Label, Message, Modal, Segment, Table } from "semantic-ui-react";
import type {
  NotificationKind,
  ProjectWebhookKind,
  WebhookDeliveryState,
  WebhookFieldsFragment,
} from "../../graphql";
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useMyWebhookDeliveriesQuery,
  useMyWebhooksQuery,
  useNotificationPrefsQuery,
  usePingWebhookMutation,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookMutation,
} from "../../graphql/__generated__/documents/notifications";
import {
  useCreateProjectWebhookMutation,
  useDeleteProjectWebhookMutation,
  usePingProjectWebhookMutation,
  useProjectWebhookDeliveriesQuery,
  useProjectWebhooksQuery,
  useRedeliverProjectWebhookMutation,
  useRotateProjectWebhookSecretMutation,
  useUpdateProjectWebhookMutation,
} from "../../graphql/__generated__/documents/projects";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormDialog } from "../../components/FormDialog";
import { copyToClipboard } from "../../components/clipboard";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import { useNs } from "../../i18n";
import { webhooksNs } from "./webhooksI18n";

type Hook = WebhookFieldsFragment;

/** The events of a project's jobs, the only ones a project webhook receives. */
const projectKinds: readonly ProjectWebhookKind[] = ["jobDone", "jobFailed", "approvalWaiting"];

function isProjectKind(kind: NotificationKind): kind is ProjectWebhookKind {
  return projectKinds.some((k) => k === kind);
}

/**
 * The kinds a webhook may receive: every kind of notification, as the gateway lists them (the
 * preferences answer one per kind), or a project's job events.
 */
function useKinds(projectId: string | null): NotificationKind[] {
  const prefs = useNotificationPrefsQuery({ skip: projectId !== null });
  return projectId !== null ? [...projectKinds] : (prefs.data?.notificationPrefs ?? []).map((p) => p.kind);
}
const maxWebhooks = 10;

/** A kind's label; a project's approval event is about a member's job, not the reader's. */
function useKindLabel(projectId: string | null): (kind: NotificationKind) => string {
  const { t } = useTranslation();
  const { t: text } = useNs(webhooksNs);
  return (kind) =>
    projectId !== null && kind === "approvalWaiting"
      ? text("projectApproval")
      : t(`notifications.kinds.${kind}`);
}

interface HookInput {
  name: string;
  url: string;
  kinds: NotificationKind[];
  enabled: boolean;
}

/** The calls of the user's webhooks, or of a project's: each answers null (or false) on an error. */
function useWebhookCalls(projectId: string | null) {
  const [create, creating] = useCreateWebhookMutation();
  const [createP, creatingP] = useCreateProjectWebhookMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const [updateP, updatingP] = useUpdateProjectWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [removeP] = useDeleteProjectWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [rotateP] = useRotateProjectWebhookSecretMutation();
  const [ping, pinging] = usePingWebhookMutation();
  const [pingP, pingingP] = usePingProjectWebhookMutation();
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const [redeliverP, redeliveringP] = useRedeliverProjectWebhookMutation();
  const forProject = (input: HookInput) => ({ ...input, kinds: input.kinds.filter(isProjectKind) });
  return {
    saving: creating.loading || creatingP.loading || updating.loading || updatingP.loading,
    pinging: pinging.loading || pingingP.loading,
    redelivering: redelivering.loading || redeliveringP.loading,
    create: async (input: HookInput): Promise<string | null> =>
      projectId === null
        ? ((await create({ variables: { input } })).data?.createWebhook.secret ?? null)
        : ((await createP({ variables: { projectId, input: forProject(input) } })).data?.createProjectWebhook
            .secret ?? null),
    update: async (id: string, input: HookInput): Promise<boolean> =>
      projectId === null
        ? !!(await update({ variables: { id, input } })).data
        : !!(await updateP({ variables: { projectId, id, input: forProject(input) } })).data,
    remove: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await remove({ variables: { id } })).data
        : !!(await removeP({ variables: { projectId, id } })).data,
    rotate: async (id: string): Promise<string | null> =>
      projectId === null
        ? ((await rotate({ variables: { id } })).data?.rotateWebhookSecret.secret ?? null)
        : ((await rotateP({ variables: { projectId, id } })).data?.rotateProjectWebhookSecret.secret ?? null),
    ping: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await ping({ variables: { id } })).data
        : !!(await pingP({ variables: { projectId, id } })).data,
    redeliver: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await redeliver({ variables: { id } })).data
        : !!(await redeliverP({ variables: { projectId, id } })).data,
  };
}

interface Draft {
  name: string;
  url: string;
  kinds: NotificationKind[];
  enabled: boolean;
}

function urlProblem(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return (
      !(parsed.protocol === "http:" || parsed.protocol === "https:") || !!parsed.username || !!parsed.password
    );
  } catch {
    return true;
  }
}

/** The form of a new or changed webhook. */
function WebhookDialog(props: {
  readonly projectId: string | null;
  readonly hook: Hook | null;
  readonly onClose: () => void;
  readonly onSecret: (secret: string) => void;
  readonly onSaved: () => void;
}) {
  const { t: text } = useNs(webhooksNs);
  const kindLabel = useKindLabel(props.projectId);
  const [draft, setDraft] = useState<Draft>(
    props.hook
      ? { name: props.hook.name, url: props.hook.url, kinds: props.hook.kinds, enabled: props.hook.enabled }
      : {
          name: "",
          url: "https://",
          kinds: ["jobDone", "jobFailed"],
          enabled: true,
        },
  );
  const [tried, setTried] = useState(false);
  const calls = useWebhookCalls(props.projectId);
  const kinds = useKinds(props.projectId);
  const nameMissing = draft.name.trim() === "";
  const badUrl = urlProblem(draft.url);
  const submit = async () => {
    setTried(true);
    if (nameMissing || badUrl) return;
    const input = {
      name: draft.name.trim(),
      url: draft.url.trim(),
      kinds: draft.kinds,
      enabled: draft.enabled,
    };
    if (props.hook) {
      if (await calls.update(props.hook.id, input)) {
        toast.success(text("saved"));
        props.onSaved();
      }
    } else {
      const secret = await calls.create(input);
      if (secret !== null) {
        toast.success(text("created"));
        props.onSaved();
        props.onSecret(secret);
      }
    }
  };
  const toggle = (kind: NotificationKind, on: boolean) =>
    setDraft((d) => ({ ...d, kinds: on ? [...d.kinds, kind] : d.kinds.filter((k) => k !== kind) }));
  return (
    <FormDialog
      open
      title={props.hook ? text("edit") : text("add")}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={calls.saving}
      testId="webhook-dialog"
    >
      <Form.Input
        label={text("name")}
        value={draft.name}
        maxLength={64}
        error={tried && nameMissing ? text("required") : undefined}
        onChange={(_e, data) => setDraft((d) => ({ ...d, name: data.value }))}
        data-testid="webhook-name"
      />
      <Form.Input
        label={text("url")}
        value={draft.url}
        maxLength={2048}
        error={tried && badUrl ? text("urlHelp") : undefined}
        onChange={(_e, data) => setDraft((d) => ({ ...d, url: data.value }))}
        data-testid="webhook-url"
      />
      <p className="muted small">{text("urlHelp")}</p>
      <Form.Field>
        <label>{text("events")}</label>
        {kinds.map((kind) => (
          <Form.Checkbox
            key={kind}
            label={kindLabel(kind)}
            checked={draft.kinds.includes(kind)}
            onChange={(_e, data) => toggle(kind, data.checked === true)}
            data-testid={`webhook-kind-${kind}`}
          />
        ))}
      </Form.Field>
      <Form.Checkbox
        toggle
        label={text("enabled")}
        checked={draft.enabled}
        onChange={(_e, data) => setDraft((d) => ({ ...d, enabled: data.checked === true }))}
        data-testid="webhook-enabled"
      />
    </FormDialog>
  );
}

/** The secret of a webhook just made or renewed: shown this once. */
function SecretDialog(props: { readonly secret: string; readonly onClose: () => void }) {
  const { t: text } = useNs(webhooksNs);
  return (
    <Modal open size="small" onClose={props.onClose} data-testid="webhook-secret">
      <Modal.Header>{text("secretTitle")}</Modal.Header>
      <Modal.Content>
        <Message warning content={text("secretHelp")} />
        <code className="mono webhook-text" data-testid="webhook-secret-value">
          {props.secret}
        </code>
      </Modal.Content>
      <Modal.Actions>
        <Button
          type="button"
          icon="copy"
          content={text("copy")}
          onClick={() => void copyToClipboard(props.secret)}
        />
        <Button
          type="button"
          primary
          content={text("close")}
          onClick={props.onClose}
          data-testid="webhook-secret-close"
        />
      </Modal.Actions>
    </Modal>
  );
}

const stateColour: Record<WebhookDeliveryState, "grey" | "green" | "red"> = {
  pending: "grey",
  sent: "green",
  failed: "red",
};

/** A webhook's delivery log, newest first, with a redelivery per entry. */
function DeliveriesDialog(props: {
  readonly projectId: string | null;
  readonly hook: Hook;
  readonly onClose: () => void;
}) {
  const { t: text } = useNs(webhooksNs);
  const kindLabel = useKindLabel(props.projectId);
  const own = useMyWebhookDeliveriesQuery({
    variables: {
      query: {
        where: [{ values: [{ name: "WebhookId", symbol: "=", value: props.hook.id }] }],
        limit: 50,
      },
    },
    skip: props.projectId !== null,
    fetchPolicy: "network-only",
  });
  const ofProject = useProjectWebhookDeliveriesQuery({
    variables: { projectId: props.projectId ?? "", webhookId: props.hook.id, limit: 50 },
    skip: props.projectId === null,
    fetchPolicy: "network-only",
  });
  const query = props.projectId === null ? own : ofProject;
  const calls = useWebhookCalls(props.projectId);
  const kinds: string[] = useKinds(props.projectId);
  const list =
    (props.projectId === null
      ? own.data?.myWebhookDeliveries.list
      : ofProject.data?.projectWebhookDeliveries) ?? [];
  const eventLabel = (event: string) =>
    kinds.includes(event)
      ? kindLabel(event as NotificationKind)
      : event === "ping"
        ? text("pingEvent")
        : event;
  return (
    <Modal open size="large" onClose={props.onClose} data-testid="webhook-deliveries">
      <Modal.Header>{text("deliveriesOf", { name: props.hook.name })}</Modal.Header>
      <Modal.Content scrolling>
        <Segment basic loading={query.loading}>
          {list.length === 0 && !query.loading ? (
            <p>{text("noDeliveries")}</p>
          ) : (
            <Table compact unstackable>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{text("when")}</Table.HeaderCell>
                  <Table.HeaderCell>{text("event")}</Table.HeaderCell>
                  <Table.HeaderCell>{text("state")}</Table.HeaderCell>
                  <Table.HeaderCell>{text("attempts")}</Table.HeaderCell>
                  <Table.HeaderCell>{text("answer")}</Table.HeaderCell>
                  <Table.HeaderCell />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((d) => (
                  <Table.Row key={d.id} data-testid={`webhook-delivery-${d.id}`}>
                    <Table.Cell>{formatDateTime(d.createdAt)}</Table.Cell>
                    <Table.Cell>{eventLabel(d.event)}</Table.Cell>
                    <Table.Cell>
                      <Label size="small" color={stateColour[d.state]} data-testid="webhook-delivery-state">
                        {text(`states.${d.state}`)}
                      </Label>
                      {d.state === "pending" && d.nextAt ? (
                        <div className="muted small">{text("next", { when: formatDateTime(d.nextAt) })}</div>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{d.attempts}</Table.Cell>
                    <Table.Cell>
                      {d.responseStatus ?? text("noAnswer")}
                      {d.durationMs !== null && d.durationMs !== undefined ? ` · ${d.durationMs} ms` : ""}
                      {d.error ? <div className="muted small webhook-text">{d.error}</div> : null}
                    </Table.Cell>
                    <Table.Cell collapsing>
                      <Button
                        type="button"
                        size="mini"
                        basic
                        icon="redo"
                        content={text("redeliver")}
                        disabled={calls.redelivering || d.state === "pending"}
                        onClick={() =>
                          void calls.redeliver(d.id).then((done) => {
                            if (done) {
                              toast.success(text("redelivered"));
                              void query.refetch();
                            }
                          })
                        }
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
        </Segment>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" icon="refresh" content={text("refresh")} onClick={() => void query.refetch()} />
        <Button type="button" primary content={text("close")} onClick={props.onClose} />
      </Modal.Actions>
    </Modal>
  );
}

export function Webhooks({ projectId = null }: { readonly projectId?: string | null }) {
  const { t: text } = useNs(webhooksNs);
  const kindLabel = useKindLabel(projectId);
  const own = useMyWebhooksQuery({ fetchPolicy: "cache-and-network", skip: projectId !== null });
  const ofProject = useProjectWebhooksQuery({
    variables: { projectId: projectId ?? "" },
    fetchPolicy: "cache-and-network",
    skip: projectId === null,
  });
  const query = projectId === null ? own : ofProject;
  const [editing, setEditing] = useState<Hook | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Hook | null>(null);
  const calls = useWebhookCalls(projectId);
  const hooks = (projectId === null ? own.data?.myWebhooks.list : ofProject.data?.projectWebhooks) ?? [];
  const refetch = () => void query.refetch();
  return (
    <Segment
      loading={query.loading && !query.data}
      data-testid={projectId === null ? "webhooks" : "project-webhooks"}
    >
      <Header as="h3">{projectId === null ? text("title") : text("projectTitle")}</Header>
      <p>{projectId === null ? text("help") : text("projectHelp")}</p>
      {hooks.length === 0 ? (
        <p data-testid="webhooks-empty">{text("none")}</p>
      ) : (
        <Table compact unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text("name")}</Table.HeaderCell>
              <Table.HeaderCell>{text("events")}</Table.HeaderCell>
              <Table.HeaderCell textAlign="center">{text("enabled")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {hooks.map((hook) => (
              <Table.Row key={hook.id} data-testid={`webhook-${hook.id}`}>
                <Table.Cell>
                  <strong>{hook.name}</strong>
                  <div className="muted small webhook-text">{hook.url}</div>
                </Table.Cell>
                <Table.Cell>
                  {hook.kinds.length === 0 ? text("noEvents") : hook.kinds.map(kindLabel).join(", ")}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <Checkbox
                    toggle
                    checked={hook.enabled}
                    aria-label={`${hook.name}: ${text("enabled")}`}
                    onChange={(_e, data) =>
                      void calls
                        .update(hook.id, {
                          name: hook.name,
                          url: hook.url,
                          kinds: hook.kinds,
                          enabled: data.checked === true,
                        })
                        .then((done) => done && toast.success(text("saved")))
                    }
                    data-testid={`webhook-${hook.id}-enabled`}
                  />
                </Table.Cell>
                <Table.Cell collapsing>
                  <Button.Group size="mini" basic>
                    <Button
                      type="button"
                      icon="paper plane"
                      title={text("ping")}
                      aria-label={text("ping")}
                      disabled={calls.pinging}
                      onClick={() =>
                        void calls.ping(hook.id).then((done) => done && toast.success(text("pinged")))
                      }
                      data-testid={`webhook-${hook.id}-ping`}
                    />
                    <Button
                      type="button"
                      icon="list"
                      title={text("deliveries")}
                      aria-label={text("deliveries")}
                      onClick={() => setViewing(hook)}
                      data-testid={`webhook-${hook.id}-deliveries`}
                    />
                    <Button
                      type="button"
                      icon="edit"
                      title={text("edit")}
                      aria-label={text("edit")}
                      onClick={() => setEditing(hook)}
                      data-testid={`webhook-${hook.id}-edit`}
                    />
                  </Button.Group>{" "}
                  <ConfirmButton
                    label={text("rotate")}
                    icon="key"
                    iconOnly
                    question={text("rotateConfirm", { name: hook.name })}
                    onConfirm={async () => {
                      const renewed = await calls.rotate(hook.id);
                      if (renewed !== null) setSecret(renewed);
                    }}
                    testId={`webhook-${hook.id}-rotate`}
                  />
                  <ConfirmButton
                    label={text("remove")}
                    icon="trash"
                    color="red"
                    iconOnly
                    question={text("removeConfirm", { name: hook.name })}
                    onConfirm={async () => {
                      if (await calls.remove(hook.id)) {
                        toast.success(text("deleted"));
                        refetch();
                      }
                    }}
                    testId={`webhook-${hook.id}-delete`}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <Button
        type="button"
        icon="plus"
        content={text("add")}
        disabled={hooks.length >= maxWebhooks}
        title={hooks.length >= maxWebhooks ? text("tooMany") : undefined}
        onClick={() => setEditing("new")}
        data-testid="webhook-add"
      />
      {editing ? (
        <WebhookDialog
          projectId={projectId}
          hook={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
          onSecret={setSecret}
        />
      ) : null}
      {secret ? <SecretDialog secret={secret} onClose={() => setSecret(null)} /> : null}
      {viewing ? (
        <DeliveriesDialog projectId={projectId} hook={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </Segment>
  );
}
