import { Button, Label, Modal, Segment, Table } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import type { NotificationKind, WebhookDeliveryState, WebhookFieldsFragment } from "../../graphql";
import { useMyWebhookDeliveriesQuery } from "../../graphql/__generated__/documents/notifications";
import { useProjectWebhookDeliveriesQuery } from "../../graphql/__generated__/documents/projects";
import { useNs } from "../../i18n";
import { useKindLabel, useKinds, useWebhookCalls } from "./webhookCalls";
import { webhooksNs } from "./webhooksI18n";

type Hook = WebhookFieldsFragment;

const stateColour: Record<WebhookDeliveryState, "grey" | "green" | "red"> = {
  pending: "grey",
  sent: "green",
  failed: "red",
};

/** A webhook's delivery log, newest first, with a redelivery per entry. */
export function DeliveriesDialog(props: {
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
