import { useState } from "react";
import { Form } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import type { NotificationKind, WebhookFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { useKindLabel, useKinds, useWebhookCalls } from "./webhookCalls";
import { webhooksNs } from "./webhooksI18n";

type Hook = WebhookFieldsFragment;

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
export function WebhookDialog(props: {
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
