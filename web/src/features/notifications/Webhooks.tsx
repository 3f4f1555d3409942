/**
 * Webhooks: the endpoints, the events each receives, its secret (shown once, when made or renewed), a
 * test delivery and the log of deliveries with their answers. The account page shows the user's own;
 * a project's page shows the project's (`projectId`: every member's job events, its owners only).
 */
import { useState } from "react";
import { Button, Checkbox, Header, Segment, Table } from "semantic-ui-react";
import type { WebhookFieldsFragment } from "../../graphql";
import { useMyWebhooksQuery } from "../../graphql/__generated__/documents/notifications";
import { useProjectWebhooksQuery } from "../../graphql/__generated__/documents/projects";
import { ConfirmButton } from "../../components/ConfirmButton";
import { toast } from "../../components/toast";
import { useNs } from "../../i18n";
import { DeliveriesDialog } from "./DeliveriesDialog";
import { SecretDialog } from "./SecretDialog";
import { useKindLabel, useWebhookCalls } from "./webhookCalls";
import { WebhookDialog } from "./WebhookDialog";
import { webhooksNs } from "./webhooksI18n";

type Hook = WebhookFieldsFragment;
const maxWebhooks = 10;

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
