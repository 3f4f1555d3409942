import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Modal, type SemanticCOLORS, type SemanticICONS } from "semantic-ui-react";

interface ConfirmButtonProps {
  readonly label: string;
  readonly icon?: SemanticICONS;
  readonly color?: SemanticCOLORS;
  readonly basic?: boolean;
  readonly question: ReactNode;
  readonly detail?: ReactNode;
  readonly onConfirm: () => Promise<unknown> | void;
  readonly testId?: string;
  readonly size?: "mini" | "tiny" | "small";
  /** Only the icon, with the label as tooltip (row actions). */
  readonly iconOnly?: boolean;
}

/** A button that asks before it acts (removing, kicking, revoking). */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        size={props.size ?? "mini"}
        basic={props.basic ?? true}
        color={props.color}
        icon={props.icon}
        content={props.iconOnly ? undefined : props.label}
        title={props.iconOnly ? props.label : undefined}
        aria-label={props.label}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
      />
      <Modal size="tiny" open={open} onClose={() => setOpen(false)} data-testid="confirm-dialog">
        <Modal.Header>{props.question}</Modal.Header>
        {props.detail ? <Modal.Content>{props.detail}</Modal.Content> : null}
        <Modal.Actions>
          <Button type="button" onClick={() => setOpen(false)} data-testid="confirm-cancel">
            {t("common.cancel")}
          </Button>
          <Button
            type="button"
            color={props.color ?? "red"}
            loading={busy}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="confirm-ok"
          >
            {props.label}
          </Button>
        </Modal.Actions>
      </Modal>
    </>
  );
}
