import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Modal } from "semantic-ui-react";

interface FormDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly submitting?: boolean;
  readonly submitLabel?: string;
  readonly size?: "mini" | "tiny" | "small" | "large";
  readonly children: ReactNode;
  readonly testId?: string;
}

/** A modal form: the submit button carries `data-testid="dialog-submit"`. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!props.submitting) props.onSubmit();
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size={props.size ?? "small"}
      closeOnDimmerClick={false}
      data-testid={props.testId ?? "dialog"}
    >
      <Modal.Header>{props.title}</Modal.Header>
      <Modal.Content scrolling>
        <Form onSubmit={submit} loading={props.submitting} noValidate>
          {props.children}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={props.onClose} data-testid="dialog-cancel">
          {t("common.cancel")}
        </Button>
        <Button
          type="button"
          primary
          loading={props.submitting}
          disabled={props.submitting}
          onClick={() => submit()}
          data-testid="dialog-submit"
        >
          {props.submitLabel ?? t("common.save")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
