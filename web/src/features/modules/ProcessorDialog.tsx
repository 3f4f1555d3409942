/** Creating or editing a processor: name, summary, docs, timeout, its typed arguments and its outputs. */
import { useMemo, useState } from "react";
import { Accordion, Form, Icon } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import { ArgsForm } from "./ArgsForm";
import { filterNumberText } from "./argValues";
import { ProcessorArgs } from "./ProcessorArgs";
import { argViewOf, checkDraft, type ProcessorDraft } from "./processorDraft";
import { ProcessorOutputs } from "./ProcessorOutputs";
import { fieldError, useProcessorDraft } from "./useProcessorDraft";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

interface ProcessorDialogProps {
  readonly title: string;
  /** A user's processor needs a positive timeout; a system one may have none. */
  readonly side: "user" | "sys";
  readonly initial: ProcessorDraft;
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSave: (draft: ProcessorDraft) => void;
}

export function ProcessorDialog(props: ProcessorDialogProps) {
  const { t } = useNs(modulesNs);
  const editor = useProcessorDraft(props.initial);
  const { draft } = editor;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewValues, setPreviewValues] = useState<Record<string, unknown>>({});

  const previewArgs = useMemo(() => draft.args.map(argViewOf), [draft.args]);

  const save = () => {
    const found = checkDraft(draft, props.side);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("processors.errors.fix"));
      return;
    }
    props.onSave(draft);
  };

  return (
    <FormDialog
      open
      size="large"
      title={props.title}
      onClose={props.onClose}
      onSubmit={save}
      submitting={props.saving}
      testId="processor-dialog"
    >
      <Form.Group widths="equal">
        <Form.Input
          label={t("processors.name")}
          required
          value={draft.name}
          maxLength={100}
          error={fieldError(errors.name)}
          onChange={(_event, data) => editor.patch({ name: String(data.value) })}
          input={{ "data-testid": "processor-name", autoComplete: "off" }}
        />
        <Form.Input
          label={t("processors.timeout")}
          value={draft.timeout}
          error={fieldError(errors.timeout)}
          onChange={(_event, data) => editor.patch({ timeout: filterNumberText("int", String(data.value)) })}
          input={{ "data-testid": "processor-timeout", autoComplete: "off", inputMode: "numeric" }}
        />
      </Form.Group>
      <p className="muted small" data-testid="processor-timeout-hint">
        {t(props.side === "user" ? "processors.userTimeoutHint" : "processors.timeoutHint")}
      </p>
      <Form.Input
        label={t("processors.summary")}
        value={draft.summary}
        maxLength={500}
        onChange={(_event, data) => editor.patch({ summary: String(data.value) })}
        input={{ "data-testid": "processor-summary", autoComplete: "off" }}
      />
      <Form.TextArea
        label={t("processors.docs")}
        value={draft.docs}
        rows={4}
        onChange={(_event, data) => editor.patch({ docs: String(data.value ?? "") })}
        data-testid="processor-docs"
      />

      <ProcessorArgs editor={editor} errors={errors} />

      <ProcessorOutputs editor={editor} errors={errors} />

      {draft.args.length > 0 ? (
        <Accordion className="processor-preview">
          <Accordion.Title active={previewOpen} onClick={() => setPreviewOpen(!previewOpen)}>
            <Icon name="dropdown" />
            {t("processors.preview")}
          </Accordion.Title>
          <Accordion.Content active={previewOpen}>
            {previewOpen ? (
              <ArgsForm args={previewArgs} value={previewValues} onChange={setPreviewValues} />
            ) : null}
          </Accordion.Content>
        </Accordion>
      ) : null}
    </FormDialog>
  );
}
