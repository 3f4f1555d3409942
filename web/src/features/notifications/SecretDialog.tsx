import { Button, Message, Modal } from "semantic-ui-react";
import { copyToClipboard } from "../../components/clipboard";
import { useNs } from "../../i18n";
import { webhooksNs } from "./webhooksI18n";

/** The secret of a webhook just made or renewed: shown this once. */
export function SecretDialog(props: { readonly secret: string; readonly onClose: () => void }) {
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
