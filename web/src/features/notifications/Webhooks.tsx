/**
 * The account page's webhooks: the user's endpoints, the events each receives, its secret (shown once,
 * when made or renewed), a test delivery and the log of deliveries with their answers.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Form, Header, Label, Message, Modal, Segment, Table } from "semantic-ui-react";
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
  type MyWebhooksQuery,
  type NotificationKind,
  type WebhookDeliveryState,
} from "../../graphql";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormDialog } from "../../components/FormDialog";
import { copyToClipboard } from "../../components/clipboard";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import { useWebhooksText } from "./webhooksI18n";

type Hook = MyWebhooksQuery["myWebhooks"]["list"][number];

/** Every kind of notification, as the gateway lists them (the preferences answer one per kind). */
function useKinds(): NotificationKind[] {
  const prefs = useNotificationPrefsQuery();
  return (prefs.data?.notificationPrefs ?? []).map((p) => p.kind);
}
const maxWebhooks = 10;

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
  readonly hook: Hook | null;
  readonly onClose: () => void;
  readonly onSecret: (secret: string) => void;
  readonly onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useWebhooksText();
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
  const [create, creating] = useCreateWebhookMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const kinds = useKinds();
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
      const result = await update({ variables: { id: props.hook.id, input } });
      if (result.data) {
        toast.success(text.saved);
        props.onSaved();
      }
    } else {
      const result = await create({ variables: { input } });
      if (result.data) {
        toast.success(text.created);
        props.onSaved();
        props.onSecret(result.data.createWebhook.secret);
      }
    }
  };
  const toggle = (kind: NotificationKind, on: boolean) =>
    setDraft((d) => ({ ...d, kinds: on ? [...d.kinds, kind] : d.kinds.filter((k) => k !== kind) }));
  return (
    <FormDialog
      open
      title={props.hook ? text.edit : text.add}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={creating.loading || updating.loading}
      testId="webhook-dialog"
    >
      <Form.Input
        label={text.name}
        value={draft.name}
        maxLength={64}
        error={tried && nameMissing ? text.required : undefined}
        onChange={(_e, data) => setDraft((d) => ({ ...d, name: data.value }))}
        data-testid="webhook-name"
      />
      <Form.Input
        label={text.url}
        value={draft.url}
        maxLength={2048}
        error={tried && badUrl ? text.urlHelp : undefined}
        onChange={(_e, data) => setDraft((d) => ({ ...d, url: data.value }))}
        data-testid="webhook-url"
      />
      <p className="muted small">{text.urlHelp}</p>
      <Form.Field>
        <label>{text.events}</label>
        {kinds.map((kind) => (
          <Form.Checkbox
            key={kind}
            label={t(`notifications.kinds.${kind}`)}
            checked={draft.kinds.includes(kind)}
            onChange={(_e, data) => toggle(kind, data.checked === true)}
            data-testid={`webhook-kind-${kind}`}
          />
        ))}
      </Form.Field>
      <Form.Checkbox
        toggle
        label={text.enabled}
        checked={draft.enabled}
        onChange={(_e, data) => setDraft((d) => ({ ...d, enabled: data.checked === true }))}
        data-testid="webhook-enabled"
      />
    </FormDialog>
  );
}

/** The secret of a webhook just made or renewed: shown this once. */
function SecretDialog(props: { readonly secret: string; readonly onClose: () => void }) {
  const text = useWebhooksText();
  return (
    <Modal open size="small" onClose={props.onClose} data-testid="webhook-secret">
      <Modal.Header>{text.secretTitle}</Modal.Header>
      <Modal.Content>
        <Message warning content={text.secretHelp} />
        <code className="mono webhook-text" data-testid="webhook-secret-value">
          {props.secret}
        </code>
      </Modal.Content>
      <Modal.Actions>
        <Button
          type="button"
          icon="copy"
          content={text.copy}
          onClick={() => void copyToClipboard(props.secret)}
        />
        <Button
          type="button"
          primary
          content={text.close}
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
function DeliveriesDialog(props: { readonly hook: Hook; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const text = useWebhooksText();
  const query = useMyWebhookDeliveriesQuery({
    variables: {
      query: {
        where: [{ values: [{ name: "WebhookId", symbol: "=", value: props.hook.id }] }],
        limit: 50,
      },
    },
    fetchPolicy: "network-only",
  });
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const kinds: string[] = useKinds();
  const list = query.data?.myWebhookDeliveries.list ?? [];
  const eventLabel = (event: string) =>
    kinds.includes(event)
      ? t(`notifications.kinds.${event as NotificationKind}`)
      : event === "ping"
        ? text.pingEvent
        : event;
  return (
    <Modal open size="large" onClose={props.onClose} data-testid="webhook-deliveries">
      <Modal.Header>{text.deliveriesOf(props.hook.name)}</Modal.Header>
      <Modal.Content scrolling>
        <Segment basic loading={query.loading}>
          {list.length === 0 && !query.loading ? (
            <p>{text.noDeliveries}</p>
          ) : (
            <Table compact unstackable>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{text.when}</Table.HeaderCell>
                  <Table.HeaderCell>{text.event}</Table.HeaderCell>
                  <Table.HeaderCell>{text.state}</Table.HeaderCell>
                  <Table.HeaderCell>{text.attempts}</Table.HeaderCell>
                  <Table.HeaderCell>{text.answer}</Table.HeaderCell>
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
                        {text.states[d.state]}
                      </Label>
                      {d.state === "pending" && d.nextAt ? (
                        <div className="muted small">{text.next(formatDateTime(d.nextAt))}</div>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{d.attempts}</Table.Cell>
                    <Table.Cell>
                      {d.responseStatus ?? text.noAnswer}
                      {d.durationMs !== null && d.durationMs !== undefined ? ` · ${d.durationMs} ms` : ""}
                      {d.error ? <div className="muted small webhook-text">{d.error}</div> : null}
                    </Table.Cell>
                    <Table.Cell collapsing>
                      <Button
                        type="button"
                        size="mini"
                        basic
                        icon="redo"
                        content={text.redeliver}
                        disabled={redelivering.loading || d.state === "pending"}
                        onClick={() =>
                          void redeliver({ variables: { id: d.id } }).then((r) => {
                            if (r.data) {
                              toast.success(text.redelivered);
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
        <Button type="button" icon="refresh" content={text.refresh} onClick={() => void query.refetch()} />
        <Button type="button" primary content={text.close} onClick={props.onClose} />
      </Modal.Actions>
    </Modal>
  );
}

export function Webhooks() {
  const { t } = useTranslation();
  const text = useWebhooksText();
  const query = useMyWebhooksQuery({ fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Hook | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Hook | null>(null);
  const [remove] = useDeleteWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [ping, pinging] = usePingWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const hooks = query.data?.myWebhooks.list ?? [];
  const refetch = () => void query.refetch();
  return (
    <Segment loading={query.loading && !query.data} data-testid="webhooks">
      <Header as="h3">{text.title}</Header>
      <p>{text.help}</p>
      {hooks.length === 0 ? (
        <p data-testid="webhooks-empty">{text.none}</p>
      ) : (
        <Table compact unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{text.name}</Table.HeaderCell>
              <Table.HeaderCell>{text.events}</Table.HeaderCell>
              <Table.HeaderCell textAlign="center">{text.enabled}</Table.HeaderCell>
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
                  {hook.kinds.length === 0
                    ? text.noEvents
                    : hook.kinds.map((k) => t(`notifications.kinds.${k}`)).join(", ")}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <Checkbox
                    toggle
                    checked={hook.enabled}
                    aria-label={`${hook.name}: ${text.enabled}`}
                    onChange={(_e, data) =>
                      void update({
                        variables: {
                          id: hook.id,
                          input: {
                            name: hook.name,
                            url: hook.url,
                            kinds: hook.kinds,
                            enabled: data.checked === true,
                          },
                        },
                      }).then((r) => r.data && toast.success(text.saved))
                    }
                    data-testid={`webhook-${hook.id}-enabled`}
                  />
                </Table.Cell>
                <Table.Cell collapsing>
                  <Button.Group size="mini" basic>
                    <Button
                      type="button"
                      icon="paper plane"
                      title={text.ping}
                      aria-label={text.ping}
                      disabled={pinging.loading}
                      onClick={() =>
                        void ping({ variables: { id: hook.id } }).then(
                          (r) => r.data && toast.success(text.pinged),
                        )
                      }
                      data-testid={`webhook-${hook.id}-ping`}
                    />
                    <Button
                      type="button"
                      icon="list"
                      title={text.deliveries}
                      aria-label={text.deliveries}
                      onClick={() => setViewing(hook)}
                      data-testid={`webhook-${hook.id}-deliveries`}
                    />
                    <Button
                      type="button"
                      icon="edit"
                      title={text.edit}
                      aria-label={text.edit}
                      onClick={() => setEditing(hook)}
                      data-testid={`webhook-${hook.id}-edit`}
                    />
                  </Button.Group>{" "}
                  <ConfirmButton
                    label={text.rotate}
                    icon="key"
                    iconOnly
                    question={text.rotateConfirm(hook.name)}
                    onConfirm={async () => {
                      const r = await rotate({ variables: { id: hook.id } });
                      if (r.data) setSecret(r.data.rotateWebhookSecret.secret);
                    }}
                    testId={`webhook-${hook.id}-rotate`}
                  />
                  <ConfirmButton
                    label={text.remove}
                    icon="trash"
                    color="red"
                    iconOnly
                    question={text.removeConfirm(hook.name)}
                    onConfirm={async () => {
                      const r = await remove({ variables: { id: hook.id } });
                      if (r.data) {
                        toast.success(text.deleted);
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
        content={text.add}
        disabled={hooks.length >= maxWebhooks}
        title={hooks.length >= maxWebhooks ? text.tooMany : undefined}
        onClick={() => setEditing("new")}
        data-testid="webhook-add"
      />
      {editing ? (
        <WebhookDialog
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
      {viewing ? <DeliveriesDialog hook={viewing} onClose={() => setViewing(null)} /> : null}
    </Segment>
  );
}
